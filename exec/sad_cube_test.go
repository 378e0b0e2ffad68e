package exec

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// testdata/kernels/sad_cube.cl, built here with clang-22 (the instructions
// checked in llvm-objdump's disassembly), run on the interpreter and
// compared with host references written from the ISA pseudo-code (MI300
// ISA V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8, V_MQSAD_U32_U8, V_SAD_U8,
// V_MSAD_U8, V_CUBEID/SC/TC/MA_F32).

// buildKernels compiles an OpenCL (or LLVM IR, .ll) file of testdata/kernels for target at
// opt and checks that its disassembly contains every mnemonic of want.
// A build is made once per test binary (TestSadKernelMatchesHost and
// TestCubeKernelMatchesHost both need sad_cube.cl's); each caller gets its
// own copy of the code object.
func buildKernels(t testing.TB, src, target, opt string, want []string) string {
	t.Helper()
	key := src + " " + target + " " + opt
	kernelBuildsMu.Lock()
	b, ok := kernelBuilds[key]
	kernelBuildsMu.Unlock()
	if !ok {
		b = compileKernels(t, src, target, opt)
		kernelBuildsMu.Lock()
		kernelBuilds[key] = b
		kernelBuildsMu.Unlock()
	}
	co := filepath.Join(t.TempDir(), "k.co")
	if err := os.WriteFile(co, b.co, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, m := range want {
		if !strings.Contains(b.dis, m+" ") && !strings.Contains(b.dis, m+"_e64 ") && !strings.Contains(b.dis, m+"_e32 ") {
			t.Fatalf("%s %s: no %s in the disassembly", target, opt, m)
		}
	}
	return co
}

// builtKernels is one build of buildKernels: the code object's bytes and
// llvm-objdump's disassembly of it.
type builtKernels struct {
	co  []byte
	dis string
}

var (
	kernelBuildsMu sync.Mutex
	kernelBuilds   = map[string]builtKernels{}
)

func compileKernels(t testing.TB, src, target, opt string) builtKernels {
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
	lang := []string{"-x", "cl", "-cl-std=CL2.0"}
	if strings.HasSuffix(src, ".ll") {
		lang = []string{"-x", "ir"}
	}
	run("clang", append(lang, "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu="+target, "-"+opt,
		"-Wall", "-c", filepath.Join("testdata", "kernels", src), "-o", obj)...)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	b, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	return builtKernels{b, dis}
}

// refSadU8 is V_SAD_U8 (msad false) or V_MSAD_U8: S2 plus |S0.b[k] -
// S1.b[k]| over the four bytes, V_MSAD_U8 skipping bytes where S1.b[k] is 0.
func refSadU8(s0, s1, s2 uint32, msad bool) uint32 {
	tmp := s2
	for k := 0; k < 4; k++ {
		a, b := int(s0>>(8*k)&0xff), int(s1>>(8*k)&0xff)
		if msad && b == 0 {
			continue
		}
		d := a - b
		if d < 0 {
			d = -d
		}
		tmp += uint32(d)
	}
	return tmp
}

// refQsad is V_QSAD_PK_U16_U8 / V_MQSAD_PK_U16_U8: tmp[16k+15:16k] =
// 16'B(sad(S0[8k+31:8k], S1, S2[16k+15:16k])).
func refQsad(s0 uint64, s1 uint32, s2 uint64, msad bool) uint64 {
	var r uint64
	for k := 0; k < 4; k++ {
		v := refSadU8(uint32(s0>>(8*k)), s1, uint32(s2>>(16*k))&0xffff, msad)
		r |= uint64(v&0xffff) << (16 * k)
	}
	return r
}

func TestSadKernelMatchesHost(t *testing.T) {
	const n = 256
	for _, target := range []string{"gfx803", "gfx900", "gfx908", "gfx90a", "gfx942"} {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				co := buildKernels(t, "sad_cube.cl", target, opt, []string{"v_qsad_pk_u16_u8", "v_mqsad_pk_u16_u8", "v_mqsad_u32_u8"})
				k := loadKernel(t, target, co, "sads")
				mem := NewMemory()
				r := rand.New(rand.NewPCG(7, 11))
				a, _ := mem.Allocate("a", AllocBuffer, 8*n, 0)
				b, _ := mem.Allocate("b", AllocBuffer, 4*n, 0)
				c, _ := mem.Allocate("c", AllocBuffer, 8*n, 0)
				out, _ := mem.Allocate("out", AllocBuffer, 32*n, 0)
				xs, ys, zs := make([]uint64, n), make([]uint32, n), make([]uint64, n)
				for i := range n {
					xs[i], ys[i], zs[i] = r.Uint64(), r.Uint32(), r.Uint64()
					if i%4 == 1 { // reference bytes of 0, which msad skips
						ys[i] &= 0xff00ff00
					}
					if i%4 == 2 { // accumulators that overflow 16 bits
						zs[i] |= 0xff00ff00ff00ff00
					}
					binary.LittleEndian.PutUint64(a.Data[8*i:], xs[i])
					binary.LittleEndian.PutUint32(b.Data[4*i:], ys[i])
					binary.LittleEndian.PutUint64(c.Data[8*i:], zs[i])
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, a.Base, b.Base, c.Base, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					if expectLLVMFault(t, target+"-"+opt, err) {
						return
					}
					t.Fatal(err)
				}
				bad := 0
				for i := range n {
					x, y, z := xs[i], ys[i], zs[i]
					acc := [4]uint32{uint32(z), uint32(z >> 32), uint32(z) ^ 0x00ff00ff, uint32(i) * 40503}
					var m [4]uint32
					for k := range 4 { // V_MQSAD_U32_U8: tmp[32k+31:32k] = msad(S0[8k+31:8k], S1, S2[32k+31:32k])
						m[k] = refSadU8(uint32(x>>(8*k)), y, acc[k], true)
					}
					want := [4]uint64{refQsad(x, y, z, false), refQsad(x, y, z, true), uint64(m[0]) | uint64(m[1])<<32, uint64(m[2]) | uint64(m[3])<<32}
					for j, w := range want {
						if g := binary.LittleEndian.Uint64(out.Data[32*i+8*j:]); g != w && bad < 6 {
							bad++
							t.Errorf("work-item %d word %d (x %#x y %#x z %#x): got %#x, want %#x", i, j, x, y, z, g, w)
						}
					}
				}
			})
		}
	}
}

// refCube is the MI300 ISA V_CUBEID/SC/TC/MA_F32 pseudo-code, the four
// results for (x, y, z).
func refCube(x, y, z float32) [4]float32 {
	abs := func(v float32) float32 { return float32(math.Abs(float64(v))) }
	switch {
	case abs(z) >= abs(x) && abs(z) >= abs(y):
		id, sc := float32(4), x
		if z < 0 {
			id, sc = 5, -x
		}
		return [4]float32{id, sc, -y, z * 2}
	case abs(y) >= abs(x):
		id, tc := float32(2), z
		if y < 0 {
			id, tc = 3, -z
		}
		return [4]float32{id, x, tc, y * 2}
	}
	id, sc := float32(0), -z
	if x < 0 {
		id, sc = 1, z
	}
	return [4]float32{id, sc, -y, x * 2}
}

func TestCubeKernelMatchesHost(t *testing.T) {
	const n = 256
	for _, target := range []string{"gfx803", "gfx900", "gfx90a", "gfx942"} {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				co := buildKernels(t, "sad_cube.cl", target, opt, []string{"v_cubeid_f32", "v_cubesc_f32", "v_cubetc_f32", "v_cubema_f32"})
				k := loadKernel(t, target, co, "cubes")
				mem := NewMemory()
				r := rand.New(rand.NewPCG(3, 5))
				bufs := make([]*Allocation, 3)
				vals := make([][]float32, 3)
				for j := range bufs {
					bufs[j], _ = mem.Allocate(string(rune('x'+j)), AllocBuffer, 4*n, 0)
					vals[j] = make([]float32, n)
				}
				special := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN())}
				for i := range n {
					for j := range 3 {
						v := float32(r.NormFloat64() * 8)
						switch {
						case i%5 == 0: // ties between the axes
							v = float32(2 * (1 - 2*float64((i/5+j)%2)))
						case i%7 == 0:
							v = special[(i/7+3*j)%len(special)]
						}
						vals[j][i] = v
					}
				}
				for j := range 3 {
					putF32s(bufs[j].Data, vals[j])
				}
				out, _ := mem.Allocate("out", AllocBuffer, 16*n, 0)
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, bufs[0].Base, bufs[1].Base, bufs[2].Base, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					if expectLLVMFault(t, target+"-"+opt, err) {
						return
					}
					t.Fatal(err)
				}
				got := f32s(out.Data)
				bad := 0
				for i := range n {
					want := refCube(vals[0][i], vals[1][i], vals[2][i])
					for j, w := range want {
						g := got[4*i+j]
						same := math.Float32bits(g) == math.Float32bits(w) || (g != g && w != w)
						if !same && bad < 6 {
							bad++
							t.Errorf("work-item %d result %d of (%v, %v, %v): got %v (%#x), want %v (%#x)", i, j,
								vals[0][i], vals[1][i], vals[2][i], g, math.Float32bits(g), w, math.Float32bits(w))
						}
					}
				}
			})
		}
	}
}

// The destination may overlap the sources (LLVM may allocate it so): each
// lane's inputs are read before its outputs are written.
func TestSadWithOverlappingRegisters(t *testing.T) {
	w, err := runAsm(t, "gfx900", "v_qsad_pk_u16_u8 v[0:1], v[0:1], v2, v[0:1]\nv_mqsad_u32_u8 v[4:7], v[8:9], v10, v[4:7]", func(w *Wave, _ *testEnv) {
		for l := range 64 {
			w.V(0)[l], w.V(1)[l], w.V(2)[l] = 0x0123_4567*uint32(l+1), 0x89ab_cdef^uint32(l), 0x00ff_10f0+uint32(l)
			for k := range 4 {
				w.V(4 + k)[l] = uint32(1000*k + l)
			}
			w.V(8)[l], w.V(9)[l], w.V(10)[l] = 0xdead_beef+uint32(l), 0x0bad_f00d, 0x2040_0080
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 64 {
		x := uint64(0x89ab_cdef^uint32(l))<<32 | uint64(0x0123_4567*uint32(l+1))
		want := refQsad(x, 0x00ff_10f0+uint32(l), x, false)
		if got := uint64(w.V(1)[l])<<32 | uint64(w.V(0)[l]); got != want {
			t.Errorf("lane %d qsad = %#x, want %#x", l, got, want)
		}
		y := uint64(0x0bad_f00d)<<32 | uint64(0xdead_beef+uint32(l))
		for k := range 4 {
			want := refSadU8(uint32(y>>(8*k)), 0x2040_0080, uint32(1000*k+l), true)
			if got := w.V(4 + k)[l]; got != want {
				t.Errorf("lane %d mqsad_u32[%d] = %#x, want %#x", l, k, got, want)
			}
		}
	}
}
