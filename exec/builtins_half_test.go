package exec

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// The halfs kernel of exec/testdata/kernels/halfs.cl against host
// arithmetic in math/big: every operation exact, then rounded to nearest
// even at the C type's precision (half: 11 bits, float: 24), as OpenCL C
// defines it. Inputs are normal halves of magnitude [0.25, 8), so no result
// leaves the normal range and no exponent clamping is needed.

func refHalf(h uint16) *big.Float {
	e := int(h>>10&0x1f) - 15
	v := math.Ldexp(1+float64(h&0x3ff)/1024, e)
	if h&0x8000 != 0 {
		v = -v
	}
	return new(big.Float).SetPrec(100).SetFloat64(v)
}

// toHalfBits rounds x to 11 bits and encodes it (normal or zero results).
func toHalfBits(t *testing.T, x *big.Float) uint16 {
	r, _ := new(big.Float).SetPrec(11).SetMode(big.ToNearestEven).Set(x).Float64()
	if r == 0 {
		return 0
	}
	var s uint16
	if r < 0 {
		s, r = 0x8000, -r
	}
	e := math.Ilogb(r)
	if e < -14 || e > 15 {
		t.Fatalf("result %g outside the normal half range", r)
	}
	m := uint16((r/math.Ldexp(1, e) - 1) * 1024)
	return s | uint16(e+15)<<10 | m
}

func toF32(x *big.Float) *big.Float {
	return new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Set(x)
}

func f32Bits(x *big.Float) uint32 {
	f, _ := x.Float32()
	return math.Float32bits(f)
}

func TestHalfKernelMatchesHost(t *testing.T) {
	const n = 256
	add := func(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(200).Add(a, b) }
	mul := func(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(200).Mul(a, b) }
	sub := func(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(200).Sub(a, b) }
	pair := func(t *testing.T, lo, hi *big.Float) uint32 {
		return uint32(toHalfBits(t, lo)) | uint32(toHalfBits(t, hi))<<16
	}
	ref := func(t *testing.T, a, b uint32) [8]uint32 {
		x0, x1, y0, y1 := refHalf(uint16(a)), refHalf(uint16(a>>16)), refHalf(uint16(b)), refHalf(uint16(b>>16))
		quarter := new(big.Float).SetFloat64(0.25)
		return [8]uint32{
			pair(t, add(x0, y0), add(x1, y1)),
			pair(t, mul(x0, y0), mul(x1, y1)),
			pair(t, add(mul(x0, y0), x0), add(mul(x1, y1), x1)),
			f32Bits(toF32(add(mul(x0, y1), x1))),
			f32Bits(toF32(add(mul(x1, y0), quarter))),
			uint32(toHalfBits(t, toF32(add(mul(x0, y0), y1)))),
			pair(t, sub(x0, y0), sub(x1, y1)),
			// (half2)(x.s1 * y.s0, x.s0 + y.s1): each rounded to half.
			pair(t, mul(x1, y0), add(x0, y1)),
		}
	}
	randHalf := func(r *rand.Rand) uint32 {
		return uint32(r.IntN(2))<<15 | uint32(13+r.IntN(5))<<10 | uint32(r.IntN(1024))
	}
	for _, target := range append([]string{"gfx900"}, builtinsTargets...) {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				path := filepath.Join("testdata", "co", target, "halfs-"+opt+".co")
				k := loadKernel(t, target, path, "halfs")
				mem := NewMemory()
				r := rand.New(rand.NewPCG(5, 11))
				a, _ := mem.Allocate("a", AllocBuffer, 4*n, 0)
				b, _ := mem.Allocate("b", AllocBuffer, 4*n, 0)
				out, _ := mem.Allocate("out", AllocBuffer, 4*8*n, 0)
				x, y := make([]uint32, n), make([]uint32, n)
				for i := range n {
					x[i] = randHalf(r) | randHalf(r)<<16
					y[i] = randHalf(r) | randHalf(r)<<16
					binary.LittleEndian.PutUint32(a.Data[4*i:], x[i])
					binary.LittleEndian.PutUint32(b.Data[4*i:], y[i])
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, a.Base, b.Base, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				got := u32s(out.Data)
				bad := 0
				for i := range n {
					for j, w := range ref(t, x[i], y[i]) {
						if g := got[8*i+j]; g != w && bad < 5 {
							bad++
							t.Errorf("work-item %d word %d (a %#08x b %#08x): got %#08x, want %#08x", i, j, x[i], y[i], g, w)
						}
					}
				}
			})
		}
	}
}
