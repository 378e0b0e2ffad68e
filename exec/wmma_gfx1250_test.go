package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// gfx1250 WMMA end to end against a host GEMM. Each kernel (clang-22,
// wave32, -O2) reads a row-major 16xK A, a row-major Kx16 B and a 16x16 C
// from buffers, puts them in its operand vectors as Triton's WMMA v3
// layout says (written out below in OpenCL, independently of
// wmma_layout.go: lane l holds row (A) or column (B) l%16; its element r is
// k = r%kw + kw*(l/16) + 2*kw*(r/kw), kw 8, or 2 for f32; C/D element r of
// lane l is row r + 8*(l/16), column l%16), calls the builtin and stores D
// row-major. The reference is D = A*B + C computed here from the matrices:
// small integer inputs make every product and sum exact, so the result is
// compared bit for bit. Kernels that read B transposed, or store D in
// RDNA3's interleaved row order, must fail the same comparison.

type wmma1250Case struct {
	mnemonic, builtin string
	k                 int
	a, b, cd          MatrixElem
	kind              string // "float" (neg_a, neg_b, c_mod), "fp8" (c_mod), "iu8" (sgn_a, sgn_b)
}

var wmma1250Cases = []wmma1250Case{
	{"v_wmma_f32_16x16x4_f32", "wmma_f32_16x16x4_f32", 4, ElemF32, ElemF32, ElemF32, "float"},
	{"v_wmma_f32_16x16x32_f16", "wmma_f32_16x16x32_f16", 32, ElemF16, ElemF16, ElemF32, "float"},
	{"v_wmma_f32_16x16x32_bf16", "wmma_f32_16x16x32_bf16", 32, ElemBF16, ElemBF16, ElemF32, "float"},
	{"v_wmma_f16_16x16x32_f16", "wmma_f16_16x16x32_f16", 32, ElemF16, ElemF16, ElemF16, "float"},
	{"v_wmma_bf16_16x16x32_bf16", "wmma_bf16_16x16x32_bf16", 32, ElemBF16, ElemBF16, ElemBF16, "float"},
	{"v_wmma_bf16f32_16x16x32_bf16", "wmma_bf16f32_16x16x32_bf16", 32, ElemBF16, ElemBF16, ElemBF16, "float"}, // f32 C (cElem)
	{"v_wmma_i32_16x16x64_iu8", "wmma_i32_16x16x64_iu8", 64, ElemIU8, ElemIU8, ElemI32, "iu8"},
}

// f8f6f4Code is the matrix_a_fmt/matrix_b_fmt value of a format.
func f8f6f4Code(e MatrixElem) int {
	for c, f := range f8f6f4Formats {
		if f == e {
			return c
		}
	}
	panic(e)
}

func init() {
	// v_wmma_f32_16x16x128_f8f6f4: the kernels pack element r of a lane
	// at bit r*width of its operand (LLVM packs the 12 (fp6) or 8 (fp4)
	// registers first in the builtin's 16), k as Triton's scaled WMMA
	// and CK say: runs of 16 k for 8-bit formats, 32 for 6- and 4-bit
	// ones, so A and B of different widths meet at the right k.
	for _, ab := range [][2]MatrixElem{{ElemFP8, ElemFP8}, {ElemFP8, ElemBF8}, {ElemBF8, ElemBF8}, {ElemFP6, ElemFP6},
		{ElemFP6, ElemBF6}, {ElemBF6, ElemBF6}, {ElemFP4, ElemFP4}, {ElemFP8, ElemFP4}, {ElemFP4, ElemFP8},
		{ElemBF8, ElemFP6}, {ElemBF6, ElemFP8}, {ElemFP6, ElemFP4}, {ElemFP4, ElemBF6}} {
		wmma1250Cases = append(wmma1250Cases, wmma1250Case{"v_wmma_f32_16x16x128_f8f6f4", "wmma_f32_16x16x128_f8f6f4", 128, ab[0], ab[1], ElemF32, "f8f6f4"})
	}
	for _, k := range []int{64, 128} {
		for _, out := range []MatrixElem{ElemF32, ElemF16} {
			for _, ab := range [][2]MatrixElem{{ElemFP8, ElemFP8}, {ElemFP8, ElemBF8}, {ElemBF8, ElemFP8}, {ElemBF8, ElemBF8}} {
				name := fmt.Sprintf("wmma_%s_16x16x%d_%s_%s", out, k, ab[0], ab[1])
				wmma1250Cases = append(wmma1250Cases, wmma1250Case{"v_" + name, name, k, ab[0], ab[1], out, "fp8"})
			}
		}
	}
}

// The variants: mods are the builtin's flags (neg_a/sgn_a, neg_b/sgn_b,
// c_mod); layout 0 is right, 1 reads B transposed, 2 stores D in RDNA3's
// row order, 3 (f8f6f4, an 8-bit format with a 6- or 4-bit one) gives both
// operands the 8-bit formats' runs of 16 k.
type wmma1250Variant struct {
	mods   [3]int
	layout int
}

func (c *wmma1250Case) variants() []wmma1250Variant {
	var vs []wmma1250Variant
	switch c.kind {
	case "float":
		vs = []wmma1250Variant{{[3]int{0, 0, 0}, 0}, {[3]int{1, 0, 1}, 0}, {[3]int{0, 1, 2}, 0}, {[3]int{1, 1, 3}, 0}}
	case "fp8":
		vs = []wmma1250Variant{{[3]int{0, 0, 0}, 0}, {[3]int{0, 0, 1}, 0}, {[3]int{0, 0, 2}, 0}}
	default:
		vs = []wmma1250Variant{{[3]int{0, 0, 0}, 0}, {[3]int{1, 1, 0}, 0}, {[3]int{1, 0, 0}, 0}, {[3]int{0, 1, 0}, 0}}
	}
	if c.kind == "f8f6f4" {
		vs = []wmma1250Variant{{[3]int{0, 0, 0}, 0}, {[3]int{0, 0, 3}, 0}}
		if c.a == ElemFP4 || c.a == ElemFP6 && c.b == ElemBF6 {
			vs = append(vs, wmma1250Variant{layout: 1}, wmma1250Variant{layout: 2})
		}
		if (c.a.Bits() == 8) != (c.b.Bits() == 8) {
			vs = append(vs, wmma1250Variant{layout: 3}) // runs of 16 k for both
		}
		return vs
	}
	if c.mnemonic == "v_wmma_f32_16x16x32_f16" || c.mnemonic == "v_wmma_f32_16x16x64_fp8_bf8" || c.cElem() != c.cd {
		vs = append(vs, wmma1250Variant{layout: 1}, wmma1250Variant{layout: 2})
	}
	return vs
}

// cElem is the format of C: D's, but f32 for v_wmma_bf16f32 (bf16 D).
func (c *wmma1250Case) cElem() MatrixElem {
	if c.mnemonic == "v_wmma_bf16f32_16x16x32_bf16" {
		return ElemF32
	}
	return c.cd
}

// clTypes: the buffer element type of A/B and C/D, the builtin's A/B and
// C/D vector types.
func (c *wmma1250Case) clTypes() (elemAB, elemCD, vecAB, vecCD string) {
	switch c.a {
	case ElemF32:
		elemAB, vecAB = "float", "float2"
	case ElemF16:
		elemAB, vecAB = "ushort", "f16x16"
	case ElemBF16:
		elemAB, vecAB = "ushort", "bf16x16"
	default:
		elemAB, vecAB = "uchar", fmt.Sprintf("i32x%d", c.k/8)
	}
	switch c.cd {
	case ElemF32:
		elemCD, vecCD = "float", "f32x8"
	case ElemF16:
		elemCD, vecCD = "ushort", "f16x8"
	case ElemBF16:
		elemCD, vecCD = "ushort", "bf16x8"
	default:
		elemCD, vecCD = "int", "i32x8"
	}
	return
}

func (c *wmma1250Case) kernelName(v int) string {
	if c.kind == "f8f6f4" {
		return fmt.Sprintf("k_%s_%v_%v_%d", strings.TrimPrefix(c.mnemonic, "v_"), c.a, c.b, v)
	}
	return fmt.Sprintf("k_%s_%d", strings.TrimPrefix(c.mnemonic, "v_"), v)
}

// f8f6f4Kernel is the kernel of variant v of an f8f6f4 case: A and B hold
// one format code per byte; lane l packs its element r (k = r%kw + kw*g +
// 2*kw*(r/kw), kw 16 for 8-bit formats, 32 for 6- and 4-bit ones) at bit
// r*width of its 16 registers.
func (c *wmma1250Case) f8f6f4Kernel(b *strings.Builder, v int, vr wmma1250Variant) {
	kw := func(e MatrixElem) int {
		if e.Bits() == 8 || vr.layout == 3 {
			return 16
		}
		return 32
	}
	kwa, kwb := kw(c.a), kw(c.b)
	bidx := "kb * 16 + i"
	if vr.layout == 1 {
		bidx = "i * 128 + kb"
	}
	row := "r + 8 * g"
	if vr.layout == 2 {
		row = "2 * r + g"
	}
	fmt.Fprintf(b, `kernel void %s(global const uchar *A, global const uchar *B, global const float *C, global float *D) {
  uint l = __builtin_amdgcn_workitem_id_x(), i = l %% 16, g = l / 16;
  union { uint e[16]; i32x16 v; } a, b;
  union { float e[8]; f32x8 v; } cc, d;
  for (uint r = 0; r < 16; r++) a.e[r] = b.e[r] = 0;
  for (uint r = 0; r < 64; r++) {
    uint ka = r %% %d + %d * g + %d * (r / %d), kb = r %% %d + %d * g + %d * (r / %d);
    uint ab = r * %d, bb = r * %d, ca = A[i * 128 + ka], cb = B[%s];
    a.e[ab / 32] |= ca << (ab %% 32);
    if (ab %% 32 + %d > 32) a.e[ab / 32 + 1] |= ca >> (32 - ab %% 32);
    b.e[bb / 32] |= cb << (bb %% 32);
    if (bb %% 32 + %d > 32) b.e[bb / 32 + 1] |= cb >> (32 - bb %% 32);
  }
  for (uint r = 0; r < 8; r++) cc.e[r] = C[(%s) * 16 + i];
  d.v = __builtin_amdgcn_%s(%d, a.v, %d, b.v, (short)%d, cc.v);
  for (uint r = 0; r < 8; r++) D[(%s) * 16 + i] = d.e[r];
}
`, c.kernelName(v), kwa, kwa, 2*kwa, kwa, kwb, kwb, 2*kwb, kwb, c.a.Bits(), c.b.Bits(), bidx, c.a.Bits(), c.b.Bits(), row, c.builtin, f8f6f4Code(c.a), f8f6f4Code(c.b), vr.mods[2], row)
}

func wmma1250Source() string {
	var b strings.Builder
	b.WriteString(`typedef half f16x16 __attribute__((ext_vector_type(16)));
typedef half f16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef int i32x8 __attribute__((ext_vector_type(8)));
typedef int i32x16 __attribute__((ext_vector_type(16)));
`)
	for _, c := range wmma1250Cases {
		if c.kind == "f8f6f4" {
			for v, vr := range c.variants() {
				c.f8f6f4Kernel(&b, v, vr)
			}
			continue
		}
		eab, ecd, vab, vcd := c.clTypes()
		ec, vc := ecd, vcd
		if c.cElem() != c.cd {
			ec, vc = "float", "f32x8"
		}
		kw := 8
		if c.a == ElemF32 {
			kw = 2
		}
		per := c.k / 2 // elements of A (B) per lane
		for v, vr := range c.variants() {
			bidx := "k * 16 + i"
			if vr.layout == 1 {
				bidx = fmt.Sprintf("i * %d + k", c.k)
			}
			row := "r + 8 * g"
			if vr.layout == 2 {
				row = "2 * r + g"
			}
			var call string
			m := vr.mods
			switch c.kind {
			case "float":
				call = fmt.Sprintf("%d, a.v, %d, b.v, (short)%d, cc.v, false, false", m[0], m[1], m[2])
			case "fp8":
				call = fmt.Sprintf("a.v, b.v, (short)%d, cc.v, false, false", m[2])
			default:
				call = fmt.Sprintf("%d, a.v, %d, b.v, cc.v, false, false", m[0], m[1])
			}
			fmt.Fprintf(&b, `kernel void %s(global const %s *A, global const %s *B, global const %s *C, global %s *D) {
  uint l = __builtin_amdgcn_workitem_id_x(), i = l %% 16, g = l / 16;
  union { %s e[%d]; %s v; } a, b;
  union { %s e[8]; %s v; } cc;
  union { %s e[8]; %s v; } d;
  for (uint r = 0; r < %d; r++) {
    uint k = r %% %d + %d * g + %d * (r / %d);
    a.e[r] = A[i * %d + k];
    b.e[r] = B[%s];
  }
  for (uint r = 0; r < 8; r++) cc.e[r] = C[(%s) * 16 + i];
  d.v = __builtin_amdgcn_%s(%s);
  for (uint r = 0; r < 8; r++) D[(%s) * 16 + i] = d.e[r];
}
`, c.kernelName(v), eab, eab, ec, ecd, eab, per, vab, ec, vc, ecd, vcd, per, kw, kw, 2*kw, kw, c.k, bidx, row, c.builtin, call, row)
		}
	}
	return b.String()
}

var wmma1250Build struct {
	once sync.Once
	co   string
	err  error
}

func buildWMMA1250(t *testing.T) string {
	t.Helper()
	clang, lld, objdump := llvmtool.Path(t, "clang"), llvmtool.Path(t, "ld.lld"), llvmtool.Path(t, "llvm-objdump")
	wmma1250Build.once.Do(func() {
		dir, err := os.MkdirTemp("", "wmma1250")
		if err != nil {
			wmma1250Build.err = err
			return
		}
		src, obj, co := filepath.Join(dir, "wmma.cl"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
		if err := os.WriteFile(src, []byte(wmma1250Source()), 0o644); err != nil {
			wmma1250Build.err = err
			return
		}
		run := func(tool string, args ...string) string {
			if wmma1250Build.err != nil {
				return ""
			}
			out, err := exec.Command(tool, args...).CombinedOutput()
			if err != nil {
				wmma1250Build.err = fmt.Errorf("%s: %v\n%s", tool, err, out)
			}
			return string(out)
		}
		run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2",
			"-Wall", "-Werror", "-c", src, "-o", obj)
		run(lld, "-shared", obj, "-o", co)
		dis := run(objdump, "-d", "--no-show-raw-insn", co)
		for _, c := range wmma1250Cases {
			if wmma1250Build.err == nil && !strings.Contains(dis, c.mnemonic+" ") {
				wmma1250Build.err = fmt.Errorf("no %s in the disassembly", c.mnemonic)
			}
		}
		wmma1250Build.co = co
	})
	if wmma1250Build.err != nil {
		t.Fatal(wmma1250Build.err)
	}
	return wmma1250Build.co
}

// wmma1250Encode returns the bits of the small integer v in format e.
func wmma1250Encode(e MatrixElem, v int) uint64 {
	switch e {
	case ElemF32:
		return uint64(math.Float32bits(float32(v)))
	case ElemF16:
		return uint64(roundToF16(float64(v)))
	case ElemBF16:
		return uint64(math.Float32bits(float32(v)) >> 16) // exact for small integers
	case ElemI32:
		return uint64(uint32(int32(v)))
	case ElemIU8:
		return uint64(uint8(v))
	}
	for b := range uint64(1) << e.Bits() { // fp8, bf8 (OCP), fp6, bf6, fp4: the code whose value is v
		if MatrixElemValue(e, b, true) == float64(v) {
			return b
		}
	}
	panic(fmt.Sprintf("%v cannot hold %d", e, v))
}

// wmma1250Run runs one kernel on random matrices and returns how many D
// elements differ from the host GEMM (and the first few, described).
func wmma1250Run(t *testing.T, k *testKernel, c *wmma1250Case, vr wmma1250Variant, seed uint64) (int, []string) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, uint64(c.k)))
	small := func(e MatrixElem) int {
		switch {
		case e == ElemIU8:
			return r.IntN(256)
		case c.cd == ElemBF16: // |sums| <= 2*2*32 + 8: exact in bf16
			return r.IntN(5) - 2
		}
		return r.IntN(7) - 3
	}
	ab, cd, cb := max(c.a.Bits()/8, 1), c.cd.Bits()/8, c.cElem().Bits()/8
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(16*c.k*ab), 0)
	B, _ := mem.Allocate("b", AllocBuffer, uint64(16*c.k*ab), 0)
	C, _ := mem.Allocate("c", AllocBuffer, uint64(256*cb), 0)
	D, _ := mem.Allocate("d", AllocBuffer, uint64(256*cd), 0)
	av, bv, cv := make([]int, 16*c.k), make([]int, 16*c.k), make([]int, 256)
	put := func(buf []byte, n, x int, bits uint64) {
		for y := range n {
			buf[x*n+y] = byte(bits >> (8 * y))
		}
	}
	for x := range av {
		av[x], bv[x] = small(c.a), small(c.b)
		put(A.Data, ab, x, wmma1250Encode(c.a, av[x]))
		put(B.Data, ab, x, wmma1250Encode(c.b, bv[x]))
	}
	for x := range cv {
		cv[x] = r.IntN(17) - 8
		if c.cd == ElemI32 {
			cv[x] = r.IntN(1<<20) - 1<<19
		}
		put(C.Data, cb, x, wmma1250Encode(c.cElem(), cv[x]))
	}
	d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base)
	if _, err := k.run(t, d, mem); err != nil {
		t.Fatalf("%s: %v", k.prog.Name, err)
	}
	// The reference, from the builtin flags as clang 22 encodes them
	// (neg_a/neg_b: negate A/B; sgn_a/sgn_b: iu8 signed; c_mod bit 1 the
	// absolute value of C, bit 0 its negation).
	elem := func(v, flag int) int {
		switch {
		case c.kind == "iu8" && flag != 0:
			return int(int8(v))
		case c.kind == "float" && flag != 0:
			return -v
		}
		return v
	}
	bad, first := 0, []string(nil)
	for i := range 16 {
		for j := range 16 {
			s := cv[i*16+j]
			if c.kind != "iu8" {
				if vr.mods[2]&2 != 0 && s < 0 {
					s = -s
				}
				if vr.mods[2]&1 != 0 {
					s = -s
				}
			}
			for kk := range c.k {
				s += elem(av[i*c.k+kk], vr.mods[0]) * elem(bv[kk*16+j], vr.mods[1])
			}
			want := wmma1250Encode(c.cd, s)
			var got uint64
			for y := range cd {
				got |= uint64(D.Data[(i*16+j)*cd+y]) << (8 * y)
			}
			if got != want {
				if bad < 3 {
					first = append(first, fmt.Sprintf("D[%d][%d] = %#x, want %#x (%d)", i, j, got, want, s))
				}
				bad++
			}
		}
	}
	return bad, first
}

func TestWMMAGFX1250KernelsMatchHostGEMM(t *testing.T) {
	co := buildWMMA1250(t)
	for _, c := range wmma1250Cases {
		name := c.mnemonic
		if c.kind == "f8f6f4" {
			name += fmt.Sprintf("/%v_%v", c.a, c.b)
		}
		t.Run(name, func(t *testing.T) {
			if mo := MatrixOpFor(wmmaOpByName(c.mnemonic), isa.GenGFX1250, 32); mo == nil {
				t.Fatalf("%s: not in the table for gfx1250", c.mnemonic)
			}
			for v, vr := range c.variants() {
				k := loadKernel(t, "gfx1250", co, c.kernelName(v))
				bad, first := 0, []string(nil)
				for seed := range uint64(2) {
					b, f := wmma1250Run(t, k, &c, vr, seed)
					bad += b
					first = append(first, f...)
				}
				switch {
				case vr.layout == 0 && bad != 0:
					t.Errorf("variant %d (flags %v): %d of 512 elements differ from the host GEMM: %s", v, vr.mods, bad, strings.Join(first, "; "))
				case vr.layout != 0 && bad < 256:
					t.Errorf("variant %d (wrong layout %d): only %d of 512 elements differ from the host GEMM; the comparison cannot tell the layouts apart", v, vr.layout, bad)
				}
			}
		})
	}
}

// wmma1250RunErr runs one kernel on zero matrices and returns its error.
func wmma1250RunErr(t *testing.T, k *testKernel, c *wmma1250Case) error {
	t.Helper()
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(16*c.k), 0)
	B, _ := mem.Allocate("b", AllocBuffer, uint64(16*c.k), 0)
	C, _ := mem.Allocate("c", AllocBuffer, 1024, 0)
	D, _ := mem.Allocate("d", AllocBuffer, 1024, 0)
	d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base)
	_, err := k.run(t, d, mem)
	return err
}
