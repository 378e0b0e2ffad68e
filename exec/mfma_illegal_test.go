package exec

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// An MFMA the target does not have faults as an illegal instruction that
// names it and the target: the bytes come from llvm-mc for the processor
// that has it and run on one that does not.
func TestMatrixOpOfAnotherTargetIsIllegal(t *testing.T) {
	cases := []struct{ has, lacks, asm, name string }{
		{"gfx90a", "gfx908", "v_mfma_f64_16x16x4f64 v[0:7], v[8:9], v[10:11], v[0:7]", "v_mfma_f64_16x16x4f64"},
		{"gfx942", "gfx90a", "v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]", "v_mfma_f32_16x16x32_fp8_fp8"},
		{"gfx942", "gfx950", "v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[6:7], v[0:3]", "v_mfma_f32_16x16x8_xf32"},
		{"gfx950", "gfx942", "v_mfma_f32_16x16x32_f16 v[0:3], v[4:7], v[8:11], v[0:3]", "v_mfma_f32_16x16x32_f16"},
		{"gfx908", "gfx906", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]", "v_mfma_f32_4x4x1f32"},
		// WMMA: RDNA3 bytes on RDNA2, RDNA4-only forms on RDNA3.
		{"gfx1100", "gfx1030", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", "v_wmma_f32_16x16x16_f16"},
		{"gfx1200", "gfx1100", "v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[16:23], v30", "v_swmmac_f32_16x16x32_f16"},
		{"gfx1200", "gfx1151", "v_wmma_i32_16x16x32_iu4 v[0:7], v[8:9], v[16:17], v[0:7]", "v_wmma_i32_16x16x32_iu4"},
	}
	for _, c := range cases {
		code := assemble(t, c.has, c.asm+"\ns_endpgm\n")
		arch, err := ArchByName(c.lacks)
		if err != nil {
			t.Fatal(err)
		}
		tgt, err := isa.LookupTarget(c.lacks)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 7, AccumOffset: 7}, "test", code, 0x1000, 0)
		if err != nil {
			t.Fatal(err)
		}
		w := NewWave(arch.SGPRs, 32, 0)
		w.Env = &testEnv{arch: arch}
		err = Step(p, w, 1, 10)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if !strings.Contains(msg, "illegal") || !strings.Contains(msg, c.name+" is not an instruction of "+c.lacks) {
			t.Errorf("%s on %s: %q", c.name, c.lacks, msg)
		}
	}
}
