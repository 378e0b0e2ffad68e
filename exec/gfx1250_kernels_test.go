package exec

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// buildGFX1250 builds testdata/kernels/NAME for gfx1250 (OpenCL C with
// clang 22 at -opt, LLVM IR with llc-22 and the extra args) and fails
// unless every string of want appears in llvm-objdump's disassembly.
func buildGFX1250(t *testing.T, name, opt string, want []string, extra ...string) string {
	return buildFor(t, "gfx1250", name, opt, want, extra...)
}

// buildFor is buildGFX1250 for processor cpu.
func buildFor(t *testing.T, cpu, name, opt string, want []string, extra ...string) string {
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
	src := filepath.Join("testdata", "kernels", name)
	if strings.HasSuffix(name, ".ll") {
		run("llc", append([]string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-" + opt, "-filetype=obj", src, "-o", obj}, extra...)...)
	} else {
		run("clang", append([]string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=" + cpu, "-" + opt,
			"-Wall", "-Werror", "-c", src, "-o", obj}, extra...)...)
	}
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range want {
		if !strings.Contains(dis, m) {
			t.Fatalf("%s -%s: no %q in the disassembly", name, opt, m)
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
		co := buildGFX1250(t, "scratch1250.cl", opt, []string{"scratch_store_b32", "flat_load_b32", "src_flat_scratch_base_lo"})
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

// SMEM scale_offset as clang 22 emits it for p[i] with a uniform
// unsigned i (smem_scale1250.cl): 4-, 8- and 16-byte loads, with a byte
// immediate beside the scaled SGPR; the reference indexes the same arrays
// here.
func TestGFX1250SMEMScaleOffset(t *testing.T) {
	le := binary.LittleEndian
	co := buildGFX1250(t, "smem_scale1250.cl", "O2", []string{"s_load_b32", "s_load_b64", "s_load_b128", "offset:0xc scale_offset", "offset:0x10 scale_offset"})
	k := loadKernel(t, "gfx1250", co, "smem_scale")
	for _, i := range []uint32{0, 1, 5, 13} {
		mem := NewMemory()
		in, _ := mem.Allocate("in", AllocBuffer, 4*64, 0)
		for j := range in.Data {
			in.Data[j] = byte(j*29 + 11)
		}
		out, _ := mem.Allocate("out", AllocBuffer, 4*8, 0)
		d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
		d.Kernarg = k.kernarg(t, d, out.Base, in.Base, in.Base, in.Base, uint64(i))
		if _, err := k.run(t, d, mem); err != nil {
			t.Fatal(err)
		}
		w32 := func(at uint32) uint32 { return le.Uint32(in.Data[at:]) }
		want := []uint32{w32(4 * i), w32(12 + 4*i), w32(8 * i), w32(8*i + 4),
			w32(16 + 16*i), w32(20 + 16*i), w32(24 + 16*i), w32(28 + 16*i)}
		for j, wv := range want {
			if got := le.Uint32(out.Data[4*j:]); got != wv {
				t.Errorf("i=%d out[%d]: got %#x, want %#x", i, j, got, wv)
			}
		}
	}
}

// s_add_pc_i64 as llc-22's branch relaxation emits it
// (long_branch1250.ll with 4-bit branch offsets): taken when c is 0,
// skipping the store of 7, and falling through otherwise.
func TestGFX1250AddPC(t *testing.T) {
	le := binary.LittleEndian
	co := buildGFX1250(t, "long_branch1250.ll", "O2", []string{"s_add_pc_i64"}, "-amdgpu-s-branch-bits=4")
	k := loadKernel(t, "gfx1250", co, "long_branch")
	for _, c := range []uint64{0, 1, 42} {
		mem := NewMemory()
		out, _ := mem.Allocate("out", AllocBuffer, 8, 0)
		d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
		d.Kernarg = k.kernarg(t, d, out.Base, c)
		if _, err := k.run(t, d, mem); err != nil {
			t.Fatal(err)
		}
		want0 := uint32(7)
		if c == 0 {
			want0 = 0
		}
		if g0, g1 := le.Uint32(out.Data), le.Uint32(out.Data[4:]); g0 != want0 || g1 != 1 {
			t.Errorf("c=%d: out = [%d %d], want [%d 1]", c, g0, g1, want0)
		}
	}
}

// Float atomics (atomics1250.cl): clang 22's global_atomic_max/min_num
// f32/f64, global_atomic_add_f32/f64 and ds_max_num_f32 on gfx1250 (f64
// max/min as cmpswap loops on gfx1200), and a global_prefetch_b8 past the
// end of the input, over 4 workgroups of 64 work-items; the maxima, minima
// and sums (of small integers, exact in any order) are computed here.
func TestGFX12FloatAtomics(t *testing.T) {
	le := binary.LittleEndian
	for _, b := range []struct {
		cpu  string
		want []string
	}{
		{"gfx1250", []string{"global_atomic_max_num_f32", "global_atomic_min_num_f64", "global_atomic_add_f64", "ds_max_num_f32", "global_prefetch_b8"}},
		{"gfx1200", []string{"global_atomic_max_num_f32", "global_atomic_min_num_f32", "ds_max_num_f32"}},
	} {
		t.Run(b.cpu, func(t *testing.T) {
			co := buildFor(t, b.cpu, "atomics1250.cl", "O2", b.want, "-Wno-error")
			k := loadKernel(t, b.cpu, co, "fatomics")
			const n, wg = 256, 64
			mem := NewMemory()
			f, _ := mem.Allocate("f", AllocBuffer, 12, 0)
			dd, _ := mem.Allocate("d", AllocBuffer, 24, 0)
			a, _ := mem.Allocate("a", AllocBuffer, 4*n, 0)
			bb, _ := mem.Allocate("b", AllocBuffer, 8*n, 0)
			o, _ := mem.Allocate("o", AllocBuffer, 4*n/wg, 0)
			r := rand.New(rand.NewPCG(3, 1250))
			av, bv := make([]float32, n), make([]float64, n)
			for i := range n {
				av[i] = float32(r.IntN(2001) - 1000)
				bv[i] = float64(r.IntN(200001) - 100000)
				le.PutUint32(a.Data[4*i:], math.Float32bits(av[i]))
				le.PutUint64(bb.Data[8*i:], math.Float64bits(bv[i]))
			}
			init32 := []float32{-1e30, 1e30, 0.5}
			init64 := []float64{-1e300, 1e300, 0.25}
			for j := range 3 {
				le.PutUint32(f.Data[4*j:], math.Float32bits(init32[j]))
				le.PutUint64(dd.Data[8*j:], math.Float64bits(init64[j]))
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
			d.Kernarg = k.kernarg(t, d, f.Base, dd.Base, a.Base, bb.Base, o.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			w32 := []float32{init32[0], init32[1], init32[2]}
			w64 := []float64{init64[0], init64[1], init64[2]}
			for i := range n {
				w32[0], w32[1], w32[2] = max(w32[0], av[i]), min(w32[1], av[i]), w32[2]+av[i]
				w64[0], w64[1], w64[2] = max(w64[0], bv[i]), min(w64[1], bv[i]), w64[2]+bv[i]
			}
			for j := range 3 {
				if got := math.Float32frombits(le.Uint32(f.Data[4*j:])); got != w32[j] {
					t.Errorf("f[%d] = %v, want %v", j, got, w32[j])
				}
				if got := math.Float64frombits(le.Uint64(dd.Data[8*j:])); got != w64[j] {
					t.Errorf("d[%d] = %v, want %v", j, got, w64[j])
				}
			}
			for g := range n / wg {
				want := float32(-1e30)
				for i := g * wg; i < (g+1)*wg; i++ {
					want = max(want, av[i])
				}
				if got := math.Float32frombits(le.Uint32(o.Data[4*g:])); got != want {
					t.Errorf("workgroup %d LDS max = %v, want %v", g, got, want)
				}
			}
		})
	}
}
