package exec

import (
	"encoding/binary"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// buildScratch1250 builds testdata/kernels/scratch1250.cl for gfx1250 at
// opt with clang 22 and checks that its code reaches private memory both
// ways: scratch instructions and flat ones on src_flat_scratch_base
// addresses.
func buildScratch1250(t *testing.T, opt string) string {
	t.Helper()
	dir := t.TempDir()
	obj, co := filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	run("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-"+opt,
		"-Wall", "-Werror", "-c", filepath.Join("testdata", "kernels", "scratch1250.cl"), "-o", obj)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range []string{"scratch_store_b32", "flat_load_b32", "src_flat_scratch_base_lo"} {
		if !strings.Contains(dis, m) {
			t.Fatalf("gfx1250 -%s: no %q in the disassembly", opt, m)
		}
	}
	return co
}

// Private memory of many waves on gfx1250, end to end: clang 22's
// scratch1250.cl at -O0 and -O2, four workgroups of two or four wave32
// waves each. private_arrays compares each work-item's sum with the same
// arithmetic done here; share_private reads, through generic pointers
// another wave published, that wave's private arrays (gfx1250's globally
// accessible scratch: with one src_flat_scratch_base for every wave, each
// wave read its own arrays instead).
func TestGFX1250PrivateArraysPerWave(t *testing.T) {
	le := binary.LittleEndian
	for _, opt := range []string{"O0", "O2"} {
		co := buildScratch1250(t, opt)
		for _, wg := range []uint32{64, 128} {
			const groups = 4
			n := wg * groups
			t.Run(opt+"/private_arrays", func(t *testing.T) {
				k := loadKernel(t, "gfx1250", co, "private_arrays")
				mem := NewMemory()
				const nin = 77
				in, _ := mem.Allocate("in", AllocBuffer, 4*nin, 0)
				out, _ := mem.Allocate("out", AllocBuffer, 4*uint64(n), 0)
				vals := make([]int32, nin)
				for i := range vals {
					vals[i] = int32(i*i*37%1001) - 400
					le.PutUint32(in.Data[4*i:], uint32(vals[i]))
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
				d.Kernarg = k.kernarg(t, d, out.Base, in.Base, nin)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for g := range int(n) {
					var priv [16]int32
					for i := range priv {
						priv[i] = vals[(g*16+i)%nin] * int32(i+1)
					}
					var want int32
					for i := range 16 {
						want += priv[(i*5+g)&15] * int32(i+1)
					}
					if got := int32(le.Uint32(out.Data[4*g:])); got != want && bad < 5 {
						bad++
						t.Errorf("wg %d work-item %d: got %d, want %d", wg, g, got, want)
					}
				}
			})
			t.Run(opt+"/share_private", func(t *testing.T) {
				k := loadKernel(t, "gfx1250", co, "share_private")
				mem := NewMemory()
				out, _ := mem.Allocate("out", AllocBuffer, 4*uint64(n), 0)
				ptrs, _ := mem.Allocate("ptrs", AllocBuffer, 8*uint64(n), 0)
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
				d.Kernarg = k.kernarg(t, d, out.Base, ptrs.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for g := range int(n) {
					lid := uint32(g) % wg
					partner := uint32(g)/wg*wg + (lid+wg/2)%wg
					want := partner*8 + lid&7
					if got := le.Uint32(out.Data[4*g:]); got != want && bad < 5 {
						bad++
						t.Errorf("wg %d work-item %d: got %d, want %d (element %d of work-item %d)", wg, g, got, want, lid&7, partner)
					}
				}
			})
		}
	}
}
