package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// GFX12's v_permlane16_var_b32, v_permlanex16_var_b32 and
// v_dot4_f32_{fp8,bf8}_{fp8,bf8} (rdna.go vPermlane16Var, valu_dot.go
// vDot4F32F8). The references are written here from the RDNA4 ISA guide's
// pseudocode of each instruction and from the OCP 8-bit float
// specification (E4M3FN: bias 7, S.1111.111 NaN, no infinity; E5M2: bias
// 15, IEEE infinities and NaNs), not from the interpreter: permlane16_var
// writes each active lane = row*16 + i with lane row*16 + sel[3:0] of S0,
// read from every lane (permlanex16_var: from row {row[1], ~row[0]}); the
// dot products are S2 plus four products. The dot inputs are chosen so
// that every product and every partial sum is exact in f32, so the result
// does not depend on the order or rounding of the additions, which the
// pseudocode does not pin down (valu_dot.go).

// ocpF8 decodes an OCP 8-bit float: E4M3FN (bf8 false) or E5M2.
func ocpF8(b uint8, bf8 bool) float64 {
	ebits, mbits, bias := 4, 3, 7
	if bf8 {
		ebits, mbits, bias = 5, 2, 15
	}
	sign := 1.0
	if b&0x80 != 0 {
		sign = -1
	}
	e := int(b>>mbits) & (1<<ebits - 1)
	m := int(b) & (1<<mbits - 1)
	switch {
	case !bf8 && e == 15 && m == 7:
		return math.NaN()
	case bf8 && e == 31 && m != 0:
		return math.NaN()
	case bf8 && e == 31:
		return sign * math.Inf(1)
	case e == 0:
		return sign * math.Ldexp(float64(m), 1-bias-mbits)
	}
	return sign * math.Ldexp(float64(m|1<<mbits), e-bias-mbits)
}

// dot4Ref is S2 + the four byte products, summed in float64 in the
// pseudocode's order (exact for the inputs the tests choose).
func dot4Ref(a, b uint32, c float32, bf8A, bf8B bool) float64 {
	s := float64(c)
	for i := range 4 {
		s += ocpF8(uint8(a>>(8*i)), bf8A) * ocpF8(uint8(b>>(8*i)), bf8B)
	}
	return s
}

// permlaneVarRef is the pseudocode's result for lane l of a wave (every
// lane active): src at row*16 + sel[3:0], x reading the other row.
func permlaneVarRef(src, sel []uint32, l int, x bool) uint32 {
	row := l / 16
	if x {
		row ^= 1
	}
	return src[row*16+int(sel[l]&15)]
}

func TestGFX12PermlaneVar(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for _, wave := range []int{32, 64} {
		for _, x := range []bool{false, true} {
			op := "v_permlane16_var_b32"
			if x {
				op = "v_permlanex16_var_b32"
			}
			for _, opsel := range []string{"", " op_sel:[1,0]", " op_sel:[0,1]", " op_sel:[1,1]"} {
				for _, exec := range []uint64{^uint64(0), 0x0f0f_3c3c_a5a5_ff01} {
					fi := strings.Contains(opsel, "[1,")
					if exec != ^uint64(0) && !fi {
						continue // an inactive source without FI: no source defines it
					}
					src, sel, old := make([]uint32, 64), make([]uint32, 64), make([]uint32, 64)
					for l := range 64 {
						src[l], sel[l], old[l] = rng.Uint32(), rng.Uint32(), rng.Uint32()
					}
					mask := exec
					if wave == 32 {
						mask &= 0xffff_ffff
					}
					name := fmt.Sprintf("w%d/%s%s/exec=%#x", wave, op, opsel, mask)
					t.Run(name, func(t *testing.T) {
						w, err := runAsm(t, "gfx1200", op+" v3, v1, v2"+opsel, func(w *Wave, _ *testEnv) {
							if wave == 32 {
								w.SetWaveSize(32)
							}
							copy(w.V(1), src)
							copy(w.V(2), sel)
							copy(w.V(3), old)
							w.EXEC = mask
						})
						if err != nil {
							t.Fatal(err)
						}
						for l := range wave {
							want := old[l]
							if mask>>l&1 != 0 {
								want = permlaneVarRef(src, sel, l, x)
							}
							if got := w.V(3)[l]; got != want {
								t.Errorf("lane %d = %#x, want %#x", l, got, want)
							}
						}
					})
				}
			}
		}
	}
}

// TestGFX12Dot4F8Values runs single instructions on values whose results
// the pseudocode fixes whatever the order of the additions: subnormal and
// largest inputs of each format, signed zeros, an infinity and NaNs.
func TestGFX12Dot4F8Values(t *testing.T) {
	ops := []struct {
		name       string
		bf8A, bf8B bool
	}{{"v_dot4_f32_fp8_fp8", false, false}, {"v_dot4_f32_fp8_bf8", false, true}, {"v_dot4_f32_bf8_fp8", true, false}, {"v_dot4_f32_bf8_bf8", true, true}}
	cases := []struct {
		a, b uint32
		c    float32
	}{
		{0x0000_0001, 0x0000_0001, 0},       // the smallest subnormals squared
		{0x0000_007e, 0x0000_007e, 0},       // E4M3 448, the largest finite; as E5M2 0x7e is NaN
		{0x0000_007b, 0x0000_007b, -1},      // E5M2 57344, the largest finite: 57344^2 - 1 rounds
		{0x0000_0080, 0x0000_0038, 0},       // -0 * 1 (fp8 0x38 = 1.0) + 0
		{0x0000_007f, 0x0000_0038, 1},       // E4M3 NaN, E5M2 NaN (0x7f)
		{0x0000_007c, 0x0000_0000, 1},       // bf8 infinity times 0: NaN; fp8 0x7c = 256 times 0
		{0x0000_007c, 0x0000_0038, 1},       // bf8 infinity times 1.0 (fp8) or 0.5 (bf8)
		{0x3840_4448, 0x4844_4038, 0.25},    // exact mixed products
		{0xb8c0_c4c8, 0x4844_4038, 1024},    // negative operands
		{0x0102_0304, 0x0403_0201, 0x1p-20}, // subnormal products
		{0x3838_3838, 0x3838_3838, float32(math.Inf(-1))},
	}
	for _, op := range ops {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/%#08x,%#08x,%g", op.name, c.a, c.b, c.c), func(t *testing.T) {
				want := dot4Ref(c.a, c.b, c.c, op.bf8A, op.bf8B)
				if want == want && float64(float32(want)) != want && c.a != 0x7b {
					t.Fatalf("test input not exact in f32: %g", want)
				}
				w, err := runAsm(t, "gfx1200", op.name+" v3, v1, v2, v4", func(w *Wave, _ *testEnv) {
					w.SetWaveSize(32)
					for l := range 32 {
						w.V(1)[l], w.V(2)[l], w.V(4)[l] = c.a, c.b, math.Float32bits(c.c)
					}
				})
				if err != nil {
					t.Fatal(err)
				}
				wantF32(t, "lane 0", w.V(3)[0], want)
			})
		}
	}
}

// buildLaneDot builds testdata/kernels/gfx12_lane_dot.cl for gfx1200 and
// checks that the disassembly has the six instructions.
func buildLaneDot(t *testing.T, opt string, flags ...string) string {
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
	run("clang", append([]string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1200", opt,
		"-c", filepath.Join("testdata", "kernels", "gfx12_lane_dot.cl"), "-o", obj}, flags...)...)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range []string{"v_permlane16_var_b32", "v_permlanex16_var_b32", "v_dot4_f32_fp8_fp8", "v_dot4_f32_fp8_bf8",
		"v_dot4_f32_bf8_fp8", "v_dot4_f32_bf8_bf8"} {
		if !strings.Contains(dis, m+" ") {
			t.Fatalf("gfx1200 %s %v: no %s in the disassembly", opt, flags, m)
		}
	}
	return co
}

// exactF8 is a random 8-bit float of the format with an unbiased exponent
// in [-3, 3] (or zero), so that its products are multiples of 2^-12
// below 2^8 in magnitude.
func exactF8(rng *rand.Rand, bf8 bool) uint8 {
	if rng.Intn(8) == 0 {
		return uint8(rng.Intn(2)) << 7 // +-0
	}
	mbits, bias := 3, 7
	if bf8 {
		mbits, bias = 2, 15
	}
	e := bias - 3 + rng.Intn(7)
	return uint8(rng.Intn(2))<<7 | uint8(e)<<mbits | uint8(rng.Intn(1<<mbits))
}

func TestGFX12LaneDotKernels(t *testing.T) {
	le := binary.LittleEndian
	const n = 256
	for _, opt := range []string{"-O0", "-O2"} {
		for _, wave := range []int{32, 64} {
			var flags []string
			if wave == 64 {
				flags = []string{"-mwavefrontsize64"}
			}
			t.Run(fmt.Sprintf("%s/w%d", opt, wave), func(t *testing.T) {
				co := buildLaneDot(t, opt, flags...)
				rng := rand.New(rand.NewSource(int64(wave) + int64(len(opt))))

				t.Run("permlane_var", func(t *testing.T) {
					k := loadKernel(t, "gfx1200", co, "permlane_var")
					mem := NewMemory()
					S, _ := mem.Allocate("src", AllocBuffer, 4*n, 0)
					L, _ := mem.Allocate("sel", AllocBuffer, 4*n, 0)
					D, _ := mem.Allocate("old", AllocBuffer, 4*n, 0)
					O, _ := mem.Allocate("o", AllocBuffer, 16*n, 0)
					src, sel := make([]uint32, n), make([]uint32, n)
					for i := range n {
						src[i], sel[i] = rng.Uint32(), rng.Uint32()
						le.PutUint32(S.Data[4*i:], src[i])
						le.PutUint32(L.Data[4*i:], sel[i])
						le.PutUint32(D.Data[4*i:], rng.Uint32())
					}
					d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
					d.Kernarg = k.kernarg(t, d, S.Base, L.Base, D.Base, O.Base)
					if _, err := k.run(t, d, mem); err != nil {
						t.Fatal(err)
					}
					for i := range n {
						base := i / wave * wave // the wave's first work-item
						ws, wl := src[base:base+wave], sel[base:base+wave]
						for j, x := range []bool{false, true, false, true} {
							want := permlaneVarRef(ws, wl, i-base, x)
							if got := le.Uint32(O.Data[16*i+4*j:]); got != want {
								t.Errorf("work-item %d result %d = %#x, want %#x", i, j, got, want)
							}
						}
					}
				})

				t.Run("dot4_f8", func(t *testing.T) {
					k := loadKernel(t, "gfx1200", co, "dot4_f8")
					mem := NewMemory()
					A, _ := mem.Allocate("a", AllocBuffer, 16*n, 0)
					B, _ := mem.Allocate("b", AllocBuffer, 16*n, 0)
					C, _ := mem.Allocate("c", AllocBuffer, 4*n, 0)
					O, _ := mem.Allocate("o", AllocBuffer, 16*n, 0)
					type in struct{ a, b uint32 }
					ins := make([]in, 4*n)
					cs := make([]float32, n)
					for i := range n {
						// c: a multiple of 2^-12 below 2^10 in magnitude.
						cs[i] = float32(rng.Int63n(1<<22)-1<<21) * 0x1p-12
						le.PutUint32(C.Data[4*i:], math.Float32bits(cs[i]))
						for j := range 4 {
							var a, b uint32
							for byt := range 4 {
								a |= uint32(exactF8(rng, j >= 2)) << (8 * byt)
								b |= uint32(exactF8(rng, j%2 == 1)) << (8 * byt)
							}
							ins[4*i+j] = in{a, b}
							le.PutUint32(A.Data[16*i+4*j:], a)
							le.PutUint32(B.Data[16*i+4*j:], b)
						}
					}
					d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
					d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, O.Base)
					if _, err := k.run(t, d, mem); err != nil {
						t.Fatal(err)
					}
					for i := range n {
						for j := range 4 {
							p := ins[4*i+j]
							want := dot4Ref(p.a, p.b, cs[i], j >= 2, j%2 == 1)
							if float64(float32(want)) != want {
								t.Fatalf("work-item %d: input not exact in f32", i)
							}
							wantF32(t, fmt.Sprintf("work-item %d dot %d (%#08x, %#08x, %g)", i, j, p.a, p.b, cs[i]),
								le.Uint32(O.Data[16*i+4*j:]), want)
						}
					}
				})
			})
		}
	}
}
