package exec

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// AccVGPRs: v_accvgpr_write/read/mov move the bits unchanged, and the
// AGPRs a kernel gets follow AMDGPUUsage's compute_pgm_rsrc1/rsrc3: gfx908
// has a separate AGPR file of the VGPR count ((G+1)*4 each); gfx90a/gfx942
// one unified file of (G+1)*8 registers whose AGPRs start at
// (ACCUM_OFFSET+1)*4. A register past the allocation is an invalid
// instruction naming it. Code from llvm-mc.
func TestAccVGPRFiles(t *testing.T) {
	run := func(target string, cfg KernelConfig, src string, setup func(w *Wave)) (*Wave, error) {
		t.Helper()
		arch, err := ArchByName(target)
		if err != nil {
			t.Fatal(err)
		}
		tgt, err := isa.LookupTarget(target)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewProgram(arch, tgt, cfg, "test", assemble(t, target, src+"\ns_endpgm\n"), 0x1000, 0)
		if err != nil {
			return nil, err
		}
		w := NewWave(arch.SGPRs, max(cfg.ArchVGPRs(arch), 3), programAGPRs(arch, &cfg))
		w.Env = &testEnv{arch: arch}
		if setup != nil {
			setup(w)
		}
		return w, RunWaves(p, []*Wave{w}, 16, 100)
	}
	for _, c := range []struct {
		target       string
		cfg          KernelConfig
		vgprs, agprs int
		moves        string
	}{
		// gfx908: G = 3, 16 VGPRs and 16 AGPRs.
		{"gfx908", KernelConfig{GranulatedWorkitemVGPRCount: 3}, 16, 16,
			"v_accvgpr_write_b32 a15, v15\nv_accvgpr_read_b32 v1, a15\nv_accvgpr_write_b32 a3, v15\nv_accvgpr_read_b32 v0, a3\nv_accvgpr_write_b32 a2, 7\nv_accvgpr_read_b32 v2, a2"},
		// gfx90a/gfx942: G = 3, 32 registers; ACCUM_OFFSET 3, 16 VGPRs and 16 AGPRs.
		{"gfx90a", KernelConfig{GranulatedWorkitemVGPRCount: 3, AccumOffset: 3}, 16, 16,
			"v_accvgpr_write_b32 a15, v15\nv_accvgpr_read_b32 v1, a15\nv_accvgpr_mov_b32 a3, a15\nv_accvgpr_read_b32 v0, a3\nv_accvgpr_write_b32 a2, 7\nv_accvgpr_read_b32 v2, a2"},
		{"gfx942", KernelConfig{GranulatedWorkitemVGPRCount: 3, AccumOffset: 1}, 8, 24,
			"v_accvgpr_write_b32 a23, v7\nv_accvgpr_read_b32 v1, a23\nv_accvgpr_mov_b32 a3, a23\nv_accvgpr_read_b32 v0, a3\nv_accvgpr_write_b32 a2, 7\nv_accvgpr_read_b32 v2, a2"},
	} {
		t.Run(c.target, func(t *testing.T) {
			src := c.vgprs - 1
			w, err := run(c.target, c.cfg, c.moves, func(w *Wave) {
				for l := range 64 {
					w.VGPR[src*LaneStride+l] = 0x9e3779b9 * uint32(l+1)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for l := range 64 {
				want := 0x9e3779b9 * uint32(l+1)
				v0, _ := w.VGPRLane(0, l)
				v1, _ := w.VGPRLane(1, l)
				v2, _ := w.VGPRLane(2, l)
				if v0 != want || v1 != want || v2 != 7 {
					t.Fatalf("lane %d: v0 %#x v1 %#x v2 %d, want %#x %#x 7", l, v0, v1, v2, want, want)
				}
			}
			for _, bad := range []struct{ src, msg string }{
				{"v_accvgpr_write_b32 a" + strconv.Itoa(c.agprs) + ", v0", "beyond the " + strconv.Itoa(c.agprs) + " AGPRs"},
				{"v_accvgpr_read_b32 v" + strconv.Itoa(c.vgprs) + ", a0", "beyond the " + strconv.Itoa(c.vgprs) + " VGPRs"},
			} {
				_, err := run(c.target, c.cfg, bad.src, nil)
				if err == nil || !strings.Contains(err.Error(), bad.msg) {
					t.Errorf("%s: %v, want an error with %q", bad.src, err, bad.msg)
				}
			}
		})
	}
}
