package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
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

// WMMA and SWMMAC end to end, as TestMFMAKernelsMatchHostProduct does for
// MFMA: for every __builtin_amdgcn_wmma_*/swmmac_* clang 22 offers on a
// target, in wave32 and wave64, a kernel in which each lane loads its
// operand registers from buffers, calls the builtin and stores its result
// registers. The reference is computed here: each element is read out of
// the buffers where the layout formulas put it (ALoc/BLoc/CDLocMods, AMD's
// matrix instruction calculator), the product is taken in exact rational
// arithmetic with the modifiers as the ISA guides describe them (NEG bits
// as signedness of iu8/iu4, clamp as signed saturation, OPSEL[2] as the
// half of RDNA3's 16-bit results, the SWMMAC index fields) and rounded
// once (nearest even; exact search over the 16-bit formats). Small
// integer inputs make every summation order exact (bit for bit); random
// inputs are compared with the stated model.

type wmmaCase struct {
	mnemonic string
	builtin  string // without the _w32/_w64 suffix on gfx11
	a, b     string // OpenCL types of A and B
	c32, c64 string // C/D type in wave32, wave64
	rdna     int
	// mods: the builtin's constant arguments, per variant; args formats
	// the call from a[l], b[l], c[l], idx[l] and the variant.
	mods [][3]int
	args func(m [3]int) string
	// modsOf turns a variant into the instruction's modifiers.
	modsOf func(m [3]int) MatrixMods
}

var (
	wmmaPlain  = [][3]int{{0, 0, 0}}
	wmmaOpsel  = [][3]int{{0, 0, 0}, {1, 0, 0}}
	wmmaSigned = [][3]int{{0, 0, 0}, {1, 0, 1}, {0, 1, 0}, {1, 1, 1}}
	wmmaKeys2  = [][3]int{{0, 0, 0}, {1, 0, 0}}
	wmmaKeys4  = [][3]int{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 0, 0}}
)

func argsABC(m [3]int) string       { return "a[l], b[l], c[l]" }
func argsOpsel(m [3]int) string     { return fmt.Sprintf("a[l], b[l], c[l], %d", m[0]) }
func argsIU(m [3]int) string        { return fmt.Sprintf("%d, a[l], %d, b[l], c[l], %d", m[0], m[1], m[2]) }
func modsNone(m [3]int) MatrixMods  { return MatrixMods{} }
func modsOpsel(m [3]int) MatrixMods { return MatrixMods{OpSel: 4 * m[0]} }
func modsIU(m [3]int) MatrixMods {
	return MatrixMods{NegLo: m[0] | m[1]<<1, Clamp: m[2] != 0}
}

var wmmaCases = []wmmaCase{
	{"v_wmma_f32_16x16x16_f16", "wmma_f32_16x16x16_f16", "f16x16", "f16x16", "f32x8", "f32x4", 11, wmmaPlain, argsABC, modsNone},
	{"v_wmma_f32_16x16x16_bf16", "wmma_f32_16x16x16_bf16", "i16x16", "i16x16", "f32x8", "f32x4", 11, wmmaPlain, argsABC, modsNone},
	{"v_wmma_f16_16x16x16_f16", "wmma_f16_16x16x16_f16", "f16x16", "f16x16", "f16x16", "f16x8", 11, wmmaOpsel, argsOpsel, modsOpsel},
	{"v_wmma_bf16_16x16x16_bf16", "wmma_bf16_16x16x16_bf16", "i16x16", "i16x16", "i16x16", "i16x8", 11, wmmaOpsel, argsOpsel, modsOpsel},
	{"v_wmma_i32_16x16x16_iu8", "wmma_i32_16x16x16_iu8", "i32x4", "i32x4", "i32x8", "i32x4", 11, wmmaSigned, argsIU, modsIU},
	{"v_wmma_i32_16x16x16_iu4", "wmma_i32_16x16x16_iu4", "i32x2", "i32x2", "i32x8", "i32x4", 11, wmmaSigned, argsIU, modsIU},
}

// gfx12Cases are RDNA4's builtins in wave32 and wave64 (they name their wave
// size, and in wave64 each lane holds half the registers): name has a %d
// for the wave size; ty holds A, B and C/D's types in wave32 then wave64.
func gfx12Cases(mnemonic, name string, ty [6]string, mods [][3]int, args func([3]int) string, modsOf func([3]int) MatrixMods) []wmmaCase {
	return []wmmaCase{
		{mnemonic, fmt.Sprintf(name, 32), ty[0], ty[1], ty[2], "", 12, mods, args, modsOf},
		{mnemonic, fmt.Sprintf(name, 64), ty[3], ty[4], "", ty[5], 12, mods, args, modsOf},
	}
}

func argsSparse(m [3]int) string { return "a[l], b[l], c[l], idx[l]" }
func argsSparseIU(m [3]int) string {
	return fmt.Sprintf("%d, a[l], %d, b[l], c[l], idx[l], %d", m[0], m[1], m[2])
}

func init() {
	f16 := [6]string{"f16x8", "f16x8", "f32x8", "f16x4", "f16x4", "f32x4"}
	bf16 := [6]string{"i16x8", "i16x8", "f32x8", "i16x4", "i16x4", "f32x4"}
	f16d := [6]string{"f16x8", "f16x8", "f16x8", "f16x4", "f16x4", "f16x4"}
	bf16d := [6]string{"i16x8", "i16x8", "i16x8", "i16x4", "i16x4", "i16x4"}
	iu8 := [6]string{"i32x2", "i32x2", "i32x8", "int", "int", "i32x4"}
	iu4 := [6]string{"int", "int", "i32x8", "int", "int", "i32x4"}
	f8 := [6]string{"i32x2", "i32x2", "f32x8", "int", "int", "f32x4"}
	sf16 := [6]string{"f16x8", "f16x16", "f32x8", "f16x4", "f16x8", "f32x4"}
	sbf16 := [6]string{"i16x8", "i16x16", "f32x8", "i16x4", "i16x8", "f32x4"}
	sf16d := [6]string{"f16x8", "f16x16", "f16x8", "f16x4", "f16x8", "f16x4"}
	sbf16d := [6]string{"i16x8", "i16x16", "i16x8", "i16x4", "i16x8", "i16x4"}
	siu8 := [6]string{"i32x2", "i32x4", "i32x8", "int", "i32x2", "i32x4"}
	siu4 := [6]string{"int", "i32x2", "i32x8", "int", "int", "i32x4"}
	sf8 := [6]string{"i32x2", "i32x4", "f32x8", "int", "i32x2", "f32x4"}
	for _, c := range []struct {
		mnemonic, name string
		ty             [6]string
		mods           [][3]int
		args           func([3]int) string
		modsOf         func([3]int) MatrixMods
	}{
		{"v_wmma_f32_16x16x16_f16", "wmma_f32_16x16x16_f16_w%d_gfx12", f16, wmmaPlain, argsABC, modsNone},
		{"v_wmma_f32_16x16x16_bf16", "wmma_f32_16x16x16_bf16_w%d_gfx12", bf16, wmmaPlain, argsABC, modsNone},
		{"v_wmma_f16_16x16x16_f16", "wmma_f16_16x16x16_f16_w%d_gfx12", f16d, wmmaPlain, argsABC, modsNone},
		{"v_wmma_bf16_16x16x16_bf16", "wmma_bf16_16x16x16_bf16_w%d_gfx12", bf16d, wmmaPlain, argsABC, modsNone},
		{"v_wmma_i32_16x16x16_iu8", "wmma_i32_16x16x16_iu8_w%d_gfx12", iu8, wmmaSigned, argsIU, modsIU},
		{"v_wmma_i32_16x16x16_iu4", "wmma_i32_16x16x16_iu4_w%d_gfx12", iu4, wmmaSigned, argsIU, modsIU},
		{"v_wmma_i32_16x16x32_iu4", "wmma_i32_16x16x32_iu4_w%d_gfx12", iu8, wmmaSigned, argsIU, modsIU},
		{"v_wmma_f32_16x16x16_fp8_fp8", "wmma_f32_16x16x16_fp8_fp8_w%d_gfx12", f8, wmmaPlain, argsABC, modsNone},
		{"v_wmma_f32_16x16x16_fp8_bf8", "wmma_f32_16x16x16_fp8_bf8_w%d_gfx12", f8, wmmaPlain, argsABC, modsNone},
		{"v_wmma_f32_16x16x16_bf8_fp8", "wmma_f32_16x16x16_bf8_fp8_w%d_gfx12", f8, wmmaPlain, argsABC, modsNone},
		{"v_wmma_f32_16x16x16_bf8_bf8", "wmma_f32_16x16x16_bf8_bf8_w%d_gfx12", f8, wmmaPlain, argsABC, modsNone},
		{"v_swmmac_f32_16x16x32_f16", "swmmac_f32_16x16x32_f16_w%d", sf16, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_f32_16x16x32_bf16", "swmmac_f32_16x16x32_bf16_w%d", sbf16, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_f16_16x16x32_f16", "swmmac_f16_16x16x32_f16_w%d", sf16d, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_bf16_16x16x32_bf16", "swmmac_bf16_16x16x32_bf16_w%d", sbf16d, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_i32_16x16x32_iu8", "swmmac_i32_16x16x32_iu8_w%d", siu8, wmmaSigned, argsSparseIU, modsIU},
		{"v_swmmac_i32_16x16x32_iu4", "swmmac_i32_16x16x32_iu4_w%d", siu4, wmmaSigned, argsSparseIU, modsIU},
		{"v_swmmac_i32_16x16x64_iu4", "swmmac_i32_16x16x64_iu4_w%d", siu8, wmmaSigned, argsSparseIU, modsIU},
		{"v_swmmac_f32_16x16x32_fp8_fp8", "swmmac_f32_16x16x32_fp8_fp8_w%d", sf8, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_f32_16x16x32_fp8_bf8", "swmmac_f32_16x16x32_fp8_bf8_w%d", sf8, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_f32_16x16x32_bf8_fp8", "swmmac_f32_16x16x32_bf8_fp8_w%d", sf8, wmmaPlain, argsSparse, modsNone},
		{"v_swmmac_f32_16x16x32_bf8_bf8", "swmmac_f32_16x16x32_bf8_bf8_w%d", sf8, wmmaPlain, argsSparse, modsNone},
	} {
		wmmaCases = append(wmmaCases, gfx12Cases(c.mnemonic, c.name, c.ty, c.mods, c.args, c.modsOf)...)
	}
}

const wmmaTypedefs = mfmaTypedefs + `
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef short i16x16 __attribute__((ext_vector_type(16)));
typedef int i32x1 __attribute__((ext_vector_type(1)));
`

func (c *wmmaCase) kernelName(v int) string {
	return fmt.Sprintf("k_%s_%d", strings.TrimPrefix(c.mnemonic, "v_"), v)
}

func (c *wmmaCase) cType(wave int) string {
	if wave == 32 {
		return c.c32
	}
	return c.c64
}

func wmmaRDNA(target string) int {
	if strings.HasPrefix(target, "gfx12") {
		return 12
	}
	return 11
}

func wmmaSource(target string, wave int) string {
	var b strings.Builder
	b.WriteString(wmmaTypedefs)
	for _, c := range wmmaCases {
		if c.rdna != wmmaRDNA(target) {
			continue
		}
		name := "__builtin_amdgcn_" + c.builtin
		if wmmaRDNA(target) == 11 {
			name += fmt.Sprintf("_w%d", wave)
		}
		for v, m := range c.mods {
			ct := c.cType(wave)
			if ct == "" {
				continue
			}
			fmt.Fprintf(&b, "kernel void %s(global const %s *a, global const %s *b, global const %s *c, global %s *d, global const int *idx) {\n",
				c.kernelName(v), c.a, c.b, ct, ct)
			b.WriteString("  uint l = __builtin_amdgcn_workitem_id_x();\n")
			fmt.Fprintf(&b, "  d[l] = %s(%s);\n}\n", name, c.args(m))
		}
	}
	return b.String()
}

var wmmaBuilds sync.Map // target/wave -> code object

func buildWMMA(t *testing.T, target string, wave int) string {
	t.Helper()
	key := fmt.Sprintf("%s/%d", target, wave)
	if p, ok := wmmaBuilds.Load(key); ok {
		return p.(string)
	}
	dir, err := os.MkdirTemp("", "wmma-"+target)
	if err != nil {
		t.Fatal(err)
	}
	src, obj, co := filepath.Join(dir, "wmma.cl"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(src, []byte(wmmaSource(target, wave)), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	args := []string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=" + target, "-O2",
		"-Wall", "-Werror", "-c", src, "-o", obj}
	if wave == 64 {
		args = append(args, "-mwavefrontsize64")
	}
	run("clang", args...)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, c := range wmmaCases {
		if c.rdna == wmmaRDNA(target) && c.cType(wave) != "" && !strings.Contains(dis, c.mnemonic+" ") {
			t.Fatalf("%s: no %s in the disassembly", key, c.mnemonic)
		}
	}
	wmmaBuilds.Store(key, co)
	return co
}

// wmmaTargets are the processors whose WMMA kernels run (gfx12 once the
// interpreter admits it).
func wmmaTargets() []string {
	ts := []string{"gfx1100", "gfx1151"}
	if _, err := ArchByName("gfx1200"); err == nil {
		ts = append(ts, "gfx1200", "gfx1201")
	}
	return ts
}

func TestWMMAKernelsMatchHostProduct(t *testing.T) {
	for _, target := range wmmaTargets() {
		for _, wave := range []int{32, 64} {
			t.Run(fmt.Sprintf("%s/w%d", target, wave), func(t *testing.T) {
				co := buildWMMA(t, target, wave)
				rdna := wmmaRDNA(target)
				gen := isa.GenGFX11
				if rdna == 12 {
					gen = isa.GenGFX12
				}
				for _, c := range wmmaCases {
					if c.rdna != rdna || c.cType(wave) == "" {
						continue
					}
					mo := MatrixOpFor(wmmaOpByName(c.mnemonic), gen, wave)
					if mo == nil {
						t.Fatalf("%s: not in the table for %s", c.mnemonic, target)
					}
					for v, m := range c.mods {
						k := loadKernel(t, target, co, c.kernelName(v))
						for _, random := range []bool{false, true} {
							name := fmt.Sprintf("%s/%d", c.mnemonic, v)
							if random {
								name += "/random"
							}
							checkWMMACase(t, k, &c, mo, c.modsOf(m), random, name)
						}
					}
				}
			})
		}
	}
}

// wmmaCopies are the lanes holding each copy of an A/B element (RDNA3
// replicates them in every 16-lane group).
func wmmaCopies(mo *MatrixOp, l Loc) []Loc {
	if mo.RDNA != 11 {
		return []Loc{l}
	}
	var ls []Loc
	for c := 0; c < mo.Wave; c += 16 {
		ls = append(ls, Loc{Lane: l.Lane + c, Bit: l.Bit, Bits: l.Bits})
	}
	return ls
}

// wmmaElemValue decodes an input element for the host product: integers
// with their signedness, floats as IEEE/OCP values.
func wmmaElemValue(e MatrixElem, bits uint64, signed bool) *big.Rat {
	switch e {
	case ElemIU8, ElemIU4:
		n := e.Bits()
		v := int64(bits)
		if signed && bits>>(n-1)&1 != 0 {
			v -= 1 << n
		}
		return new(big.Rat).SetInt64(v)
	case ElemI32:
		return new(big.Rat).SetInt64(int64(int32(bits)))
	}
	f := MatrixElemValue(e, bits, true)
	return new(big.Rat).SetFloat64(f)
}

// ratRound16 rounds r to the nearest f16 (bf16) bits, ties to even, by
// binary search over the ordered finite positive encodings.
func ratRound16(r *big.Rat, bf16 bool) uint64 {
	dec, maxBits, inf := func(b uint64) float64 { return f16ToF64(uint16(b)) }, uint64(0x7bff), uint64(0x7c00)
	if bf16 {
		dec, maxBits, inf = func(b uint64) float64 { return float64(math.Float32frombits(uint32(b) << 16)) }, 0x7f7f, 0x7f80
	}
	sign := uint64(0)
	a := new(big.Rat).Set(r)
	if a.Sign() < 0 {
		sign = 0x8000
		a.Neg(a)
	}
	val := func(b uint64) *big.Rat { return new(big.Rat).SetFloat64(dec(b)) }
	lo, hi := uint64(0), maxBits // largest b with val(b) <= a
	if a.Cmp(val(maxBits)) >= 0 {
		lo = maxBits
	} else {
		for lo+1 < hi {
			mid := (lo + hi) / 2
			if val(mid).Cmp(a) <= 0 {
				lo = mid
			} else {
				hi = mid
			}
		}
	}
	next := new(big.Rat)
	if lo == maxBits {
		// The overflow threshold: max + half its ulp.
		ulp := new(big.Rat).Sub(val(maxBits), val(maxBits-1))
		next.Add(val(maxBits), ulp)
	} else {
		next = val(lo + 1)
	}
	mid := new(big.Rat).Add(val(lo), next)
	mid.Quo(mid, big.NewRat(2, 1))
	switch c := a.Cmp(mid); {
	case c < 0 || c == 0 && lo&1 == 0:
		return sign | lo
	}
	if lo == maxBits {
		return sign | inf
	}
	return sign | (lo + 1)
}

// wmmaHost is the reference D (the bits of each element) for the buffers.
func wmmaHost(mo *MatrixOp, mods MatrixMods, a, b, c, idx []byte, sa, sb, sc int) [16][16]uint64 {
	var out [16][16]uint64
	neg := func(v *big.Rat, src int, l Loc, e MatrixElem) *big.Rat {
		if e.Integer() || e.Bits() != 16 {
			return v
		}
		n := mods.NegLo
		if l.Bit%32 >= 16 {
			n = mods.NegHi
		}
		if n>>src&1 != 0 {
			v.Neg(v)
		}
		return v
	}
	for i := range 16 {
		for j := range 16 {
			cl := mo.CDLocMods(i, j, 0, mods)
			sum := wmmaElemValue(mo.CD, bufBits(c, sc, cl), true)
			if !mo.CD.Integer() {
				if mods.NegHi&4 != 0 {
					sum.Abs(sum)
				}
				if mods.NegLo&4 != 0 {
					sum.Neg(sum)
				}
			}
			for kc := range mo.StoredK() {
				al := mo.ALoc(i, kc, 0, mo.A.Bits())
				k := kc
				if mo.Sparse {
					k = wmmaHostSparseK(mo, mods, kc, binary.LittleEndian.Uint32(idx[4*al.Lane:]))
				}
				bl := mo.BLoc(k, j, 0, mo.B.Bits())
				av := neg(wmmaElemValue(mo.A, bufBits(a, sa, al), mods.NegLo&1 != 0), 0, al, mo.A)
				bv := neg(wmmaElemValue(mo.B, bufBits(b, sb, bl), mods.NegLo&2 != 0), 1, bl, mo.B)
				sum.Add(sum, new(big.Rat).Mul(av, bv))
			}
			switch mo.CD {
			case ElemI32:
				n := new(big.Int).Quo(sum.Num(), sum.Denom()).Int64()
				if mods.Clamp {
					n = min(max(n, math.MinInt32), math.MaxInt32)
				}
				out[i][j] = uint64(uint32(n))
			case ElemF16, ElemBF16:
				out[i][j] = ratRound16(sum, mo.CD == ElemBF16)
			default:
				f, _ := sum.Float32()
				out[i][j] = uint64(math.Float32bits(f))
			}
		}
	}
	return out
}

// wmmaHostSparseK: RDNA4 SWMMAC's index VGPR holds, per group of four dense
// k, a 4-bit field whose two 2-bit halves are the positions of the two
// stored values (calculator __get_compression_bits); OPSEL picks the set.
func wmmaHostSparseK(mo *MatrixOp, mods MatrixMods, kc int, idx uint32) int {
	g := kc / 2
	bit := mo.gfx12IndexBit(4*g, mods.OpSel) + 2*(kc%2)
	return 4*g + int(idx>>bit&3)
}

func checkWMMACase(t *testing.T, k *testKernel, c *wmmaCase, mo *MatrixOp, mods MatrixMods, random bool, name string) {
	t.Helper()
	wave := mo.Wave
	sa, sb, sc := clSize(c.a), clSize(c.b), clSize(c.cType(wave))
	if 4*mo.Registers("A", mo.A, mo.B) != sa || 4*mo.Registers("B", mo.A, mo.B) != sb || 4*mo.Registers("CD", mo.A, mo.B) != sc {
		t.Fatalf("%s: the table's register counts (%d, %d, %d) do not fit the builtin's types %s, %s, %s", name,
			mo.Registers("A", mo.A, mo.B), mo.Registers("B", mo.A, mo.B), mo.Registers("CD", mo.A, mo.B), c.a, c.b, c.cType(wave))
	}
	r := rand.New(rand.NewPCG(uint64(len(name))*7919+uint64(mods.OpSel+3*mods.NegLo), uint64(wave)))
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(64*sa), 0)
	B, _ := mem.Allocate("b", AllocBuffer, uint64(64*sb), 0)
	C, _ := mem.Allocate("c", AllocBuffer, uint64(64*sc), 0)
	D, _ := mem.Allocate("d", AllocBuffer, uint64(64*sc), 0)
	I, _ := mem.Allocate("idx", AllocBuffer, 64*4, 0)
	elem := func(e MatrixElem) uint64 {
		switch {
		case !random && (e == ElemIU8 || e == ElemIU4):
			return uint64(r.IntN(7)) // small: the same signed or not
		case !random:
			return smallElem(r, e, true)
		case e == ElemIU8 || e == ElemIU4:
			return r.Uint64() & (1<<e.Bits() - 1)
		case e == ElemI32:
			if r.IntN(2) == 0 {
				return uint64(uint32(math.MaxInt32 - r.Int32N(1<<21)))
			}
			return uint64(uint32(math.MinInt32 + r.Int32N(1<<21)))
		case e == ElemF32:
			return uint64(math.Float32bits(float32(r.NormFloat64())))
		case e == ElemF16:
			return uint64(roundToF16(r.NormFloat64()))
		case e == ElemBF16:
			return uint64(math.Float32bits(float32(r.NormFloat64())) >> 16)
		}
		for {
			b := r.Uint64() & (1<<e.Bits() - 1)
			if f := MatrixElemValue(e, b, true); f == f && !math.IsInf(f, 0) {
				return b
			}
		}
	}
	for x := range C.Data { // the unused halves of 16-bit C
		C.Data[x] = byte(r.Uint32())
	}
	for i := range 16 {
		for kc := range mo.StoredK() {
			v := elem(mo.A)
			for _, l := range wmmaCopies(mo, mo.ALoc(i, kc, 0, mo.A.Bits())) {
				putBits(A.Data, sa, l, v)
			}
		}
	}
	for kk := range mo.K {
		for j := range 16 {
			v := elem(mo.B)
			for _, l := range wmmaCopies(mo, mo.BLoc(kk, j, 0, mo.B.Bits())) {
				putBits(B.Data, sb, l, v)
			}
		}
	}
	for i := range 16 {
		for j := range 16 {
			putBits(C.Data, sc, mo.CDLocMods(i, j, 0, mods), elem(mo.CD))
		}
	}
	if mo.Sparse {
		pairs := [][2]uint32{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
		for l := range 64 {
			var x uint32
			for f := 0; f < 32; f += 4 {
				p := pairs[r.IntN(len(pairs))]
				x |= (p[0] | p[1]<<2) << f
			}
			binary.LittleEndian.PutUint32(I.Data[4*l:], x)
		}
	}
	d := &Dispatch{Grid: [3]uint32{uint32(wave), 1, 1}, Workgroup: [3]uint32{uint32(wave), 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base, I.Base)
	if _, err := k.run(t, d, mem); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want := wmmaHost(mo, mods, A.Data, B.Data, C.Data, I.Data, sa, sb, sc)
	bad := 0
	for i := range 16 {
		for j := range 16 {
			l := mo.CDLocMods(i, j, 0, mods)
			// The whole register: a 16-bit result leaves the other half
			// as C (the builtin ties D to C) had it.
			whole := Loc{Lane: l.Lane, Bit: l.Reg() * 32, Bits: 32}
			if !mo.OpSelD { // RDNA4 packs two 16-bit results per register
				whole = l
			}
			got := bufBits(D.Data, sc, whole)
			sh := l.Bit % 32
			exp := bufBits(C.Data, sc, whole)&^((1<<l.Bits-1)<<sh) | want[i][j]<<sh
			if !mo.OpSelD {
				exp = want[i][j]
			}
			if got != exp && bad < 5 {
				bad++
				t.Errorf("%s: D[%d][%d] (lane %d bit %d): register %#x, want %#x", name, i, j, l.Lane, l.Bit, got, exp)
			}
		}
	}
}

func wmmaOpByName(name string) isa.Op {
	for k := range wmmaOps {
		if k.op.String() == name {
			return k.op
		}
	}
	return 0
}
