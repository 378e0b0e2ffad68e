package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// The RDNA float dot products end to end: testdata/kernels/rdna_dot.cl
// built by clang 22 for gfx1100 (true16 operands, wave32 and wave64) and
// gfx1200, run here, and each lane's
// result compared with a host reference written from the model stated in
// valu_dot.go (dot2Sum): a.lo*b.lo + a.hi*b.hi + c summed exactly in
// rationals and rounded once to the result format, nearest even. The
// "exact" inputs are small values whose exact sum the result format holds,
// so any summation order gives the same bits; the "random" ones, of
// magnitudes 2^-8..2^8, are where roundings differ and the model decides.

type dotBuild struct {
	target string
	flags  []string
	want   []string // mnemonics that must appear
}

var dotBuilds = []dotBuild{
	{"gfx1100", nil, []string{"v_dot2_f16_f16 v0.l", "v_dot2_bf16_bf16 v0.l", "v_dot2_f32_bf16", "v_dot2acc_f32_f16"}},
	{"gfx1100", []string{"-mwavefrontsize64"}, []string{"v_dot2_f16_f16", "v_dot2_f32_bf16"}},
	{"gfx1200", nil, []string{"v_dot2_f16_f16", "v_dot2_bf16_bf16", "v_dot2_f32_bf16", "v_dot2_f32_f16"}},
}

func buildDot(t *testing.T, b dotBuild) string {
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
	args := append([]string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=" + b.target, "-O2",
		"-Wall", "-Werror", "-c", filepath.Join("testdata", "kernels", "rdna_dot.cl"), "-o", obj}, b.flags...)
	run("clang", args...)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range b.want {
		if !strings.Contains(dis, m+" ") && !strings.Contains(dis, m+",") {
			t.Fatalf("%s %v: no %q in the disassembly", b.target, b.flags, m)
		}
	}
	return co
}

// dotRef is the model's result bits: sum of the products of the halves
// of a and b (bf16 or f16) plus c, exact, rounded once to out.
func dotRef(a, b uint32, c *big.Rat, bf16 bool, out MatrixElem, clamp bool) uint64 {
	half := func(h uint16) *big.Rat {
		if bf16 {
			return new(big.Rat).SetFloat64(float64(math.Float32frombits(uint32(h) << 16)))
		}
		return new(big.Rat).SetFloat64(f16ToF64(h))
	}
	sum := new(big.Rat).Set(c)
	for sh := 0; sh < 32; sh += 16 {
		sum.Add(sum, new(big.Rat).Mul(half(uint16(a>>sh)), half(uint16(b>>sh))))
	}
	if out == ElemF32 {
		f, _ := sum.Float32()
		if clamp {
			f = min(max(f, 0), 1)
		}
		return uint64(math.Float32bits(f))
	}
	return ratRound16(sum, out == ElemBF16)
}

type dotKernel struct {
	name      string
	bf16      bool       // the packed inputs are bf16 (else f16)
	c, out    MatrixElem // addend and result formats
	clamp     bool
	gfx11only bool
}

var dotKernels = []dotKernel{
	{"dot_f16_f16", false, ElemF16, ElemF16, false, false},
	{"dot_bf16_bf16", true, ElemBF16, ElemBF16, false, false},
	{"dot_f32_bf16", true, ElemF32, ElemF32, false, false},
	{"dot_f32_bf16_clamp", true, ElemF32, ElemF32, true, false},
	{"dot_f32_f16", false, ElemF32, ElemF32, false, false},
}

func TestRDNAFloatDotKernelsMatchModel(t *testing.T) {
	for _, b := range dotBuilds {
		t.Run(b.target+strings.Join(b.flags, ""), func(t *testing.T) {
			co := buildDot(t, b)
			wave := 32
			if len(b.flags) > 0 && b.flags[0] == "-mwavefrontsize64" {
				wave = 64
			}
			for _, kc := range dotKernels {
				k := loadKernel(t, b.target, co, kc.name)
				for _, random := range []bool{false, true} {
					checkDotKernel(t, k, kc, wave, random)
				}
			}
		})
	}
}

func checkDotKernel(t *testing.T, k *testKernel, kc dotKernel, wave int, random bool) {
	t.Helper()
	name := kc.name
	if random {
		name += "/random"
	}
	r := rand.New(rand.NewPCG(uint64(len(name)), uint64(wave)))
	enc := func(f float64, e MatrixElem) uint64 {
		switch e {
		case ElemF16:
			return uint64(roundToF16(f))
		case ElemBF16:
			return uint64(roundToBF16(f))
		}
		return uint64(math.Float32bits(float32(f)))
	}
	in := ElemF16
	if kc.bf16 {
		in = ElemBF16
	}
	// value draws an input: a small integer or half-integer (exact
	// cases), or a random significand scaled by 2^-8..2^8.
	value := func(e MatrixElem) float64 {
		if !random {
			return float64(r.IntN(17)-8) / 2
		}
		return r.NormFloat64() * math.Ldexp(1, r.IntN(17)-8)
	}
	csize, dsize := 4, 4
	if kc.c != ElemF32 {
		csize = 2
	}
	if kc.out != ElemF32 {
		dsize = 2
	}
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(4*wave), 0)
	B, _ := mem.Allocate("b", AllocBuffer, uint64(4*wave), 0)
	C, _ := mem.Allocate("c", AllocBuffer, uint64(csize*wave), 0)
	D, _ := mem.Allocate("d", AllocBuffer, uint64(dsize*wave), 0)
	le := binary.LittleEndian
	type lane struct {
		a, b uint32
		c    uint64
	}
	lanes := make([]lane, wave)
	for l := range lanes {
		x := &lanes[l]
		x.a = uint32(enc(value(in), in)) | uint32(enc(value(in), in))<<16
		x.b = uint32(enc(value(in), in)) | uint32(enc(value(in), in))<<16
		x.c = enc(value(kc.c), kc.c)
		le.PutUint32(A.Data[4*l:], x.a)
		le.PutUint32(B.Data[4*l:], x.b)
		if csize == 2 {
			le.PutUint16(C.Data[2*l:], uint16(x.c))
		} else {
			le.PutUint32(C.Data[4*l:], uint32(x.c))
		}
	}
	d := &Dispatch{Grid: [3]uint32{uint32(wave), 1, 1}, Workgroup: [3]uint32{uint32(wave), 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base)
	if _, err := k.run(t, d, mem); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	bad := 0
	for l, x := range lanes {
		var c *big.Rat
		switch kc.c {
		case ElemF16:
			c = new(big.Rat).SetFloat64(f16ToF64(uint16(x.c)))
		case ElemBF16:
			c = new(big.Rat).SetFloat64(bf16ToF64(uint16(x.c)))
		default:
			c = new(big.Rat).SetFloat64(float64(math.Float32frombits(uint32(x.c))))
		}
		want := dotRef(x.a, x.b, c, kc.bf16, kc.out, kc.clamp)
		var got uint64
		if dsize == 2 {
			got = uint64(le.Uint16(D.Data[2*l:]))
		} else {
			got = uint64(le.Uint32(D.Data[4*l:]))
		}
		if got != want && bad < 5 {
			bad++
			t.Errorf("%s lane %d: a %#08x b %#08x c %#x: got %#x, want %#x", name, l, x.a, x.b, x.c, got, want)
		}
	}
}

// TestRDNADotModifiers checks what the builtins cannot express (op_sel of
// the fake16 form, neg, VOPD), with
// llvm-mc encodings and expected values from the RDNA3 ISA notes (OPSEL[2]
// picks S2's half, OPSEL[3] the half of D written, the other kept) and
// from the model (one rounding: 1 + 2^-11 + 2^-11 is 1 + 2^-10, 0x3c01,
// where rounding to f16 after each addition would give 1.0, 0x3c00).
func TestRDNADotModifiers(t *testing.T) {
	const (
		a = 0x4000_3c00 // {hi 2.0, lo 1.0}
		b = 0x4200_4000 // {hi 3.0, lo 2.0}
	)
	tests := []struct {
		name, target, asm string
		v2, v3, v4, v1    uint32
		want              uint32
	}{
		// 1*2 + 2*3 + 0.5 = 8.5 (0x4840) into the high half.
		{"f16 op_sel", "gfx1100", "v_dot2_f16_f16 v1, v2, v3, v4 op_sel:[0,0,1,1]", a, b, 0x3800_7c00, 0x1234_5678, 0x4840_5678},
		{"f16 true16 halves", "gfx1100", "v_dot2_f16_f16 v1.h, v2, v3, v4.h", a, b, 0x3800_7c00, 0x1234_5678, 0x4840_5678},
		{"f16 low half kept high", "gfx1200", "v_dot2_f16_f16 v1, v2, v3, v4", a, b, 0x7c00_3800, 0x1234_5678, 0x1234_4840},
		// -(1*2) - 2*3 + 0.5 = -7.5 (0xc780): NEG on S0 negates both halves.
		{"f16 neg", "gfx1200", "v_dot2_f16_f16 v1, -v2, v3, v4", a, b, 0x3800, 0, 0xc780},
		// 1 * 1 + 2^-11 * 1 + 2^-11, one rounding: 0x3c01.
		{"f16 one rounding", "gfx1100", "v_dot2_f16_f16 v1, v2, v3, v4", 0x1000_3c00, 0x3c00_3c00, 0x1000, 0, 0x3c01},
		// bf16 {hi 2, lo 1} . {hi 3, lo 2} + 0.5 = 8.5 (0x4108).
		{"bf16 op_sel", "gfx1100", "v_dot2_bf16_bf16 v1, v2, v3, v4 op_sel:[0,0,1,1]", 0x4000_3f80, 0x4040_4000, 0x3f00_0000, 0xaaaa_bbbb, 0x4108_bbbb},
		// 1 + 2^-8 + 2^-8 = 1 + 2^-7, one rounding: 0x3f81.
		{"bf16 one rounding", "gfx1200", "v_dot2_bf16_bf16 v1, v2, v3, v4", 0x3b80_3f80, 0x3f80_3f80, 0x3b80, 0, 0x3f81},
		// f32: 1 + 2^-24 + 2^-24 = 1 + 2^-23 (0x3f800001) only with one rounding.
		{"f32_bf16 one rounding", "gfx1100", "v_dot2_f32_bf16 v1, v2, v3, v4", 0x3380_3f80, 0x3f80_3f80, 0x3380_0000, 0, 0x3f80_0001},
		{"dual dot2acc_f32_bf16", "gfx1200", "v_dual_dot2acc_f32_bf16 v1, v2, v3 :: v_dual_mov_b32 v6, v4", 0x4000_3f80, 0x4040_4000, 0x3f00_0000, 0x3f00_0000, 0x4108_0000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			run32(t, tc.target, tc.asm, func(w *Wave) {
				w.EXEC = 1
				w.V(1)[0], w.V(2)[0], w.V(3)[0], w.V(4)[0] = tc.v1, tc.v2, tc.v3, tc.v4
			}, func(t *testing.T, w *Wave) {
				wantEq(t, fmt.Sprintf("%s: v1", tc.asm), w.V(1)[0], tc.want)
			})
		})
	}
}
