package exec

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// bigFMA is the oracle: a*b+c computed exactly with math/big and rounded
// once to 24 significant bits. Valid for results in the normal f32 range.
func bigFMA(a, b, c float32, mode big.RoundingMode) (float32, bool) {
	x := new(big.Float).SetPrec(2000).SetFloat64(float64(a))
	y := new(big.Float).SetPrec(2000).SetFloat64(float64(b))
	z := new(big.Float).SetPrec(2000).SetFloat64(float64(c))
	x.Mul(x, y).Add(x, z)
	if x.Sign() == 0 {
		return 0, false
	}
	r := new(big.Float).SetMode(mode).SetPrec(24).Set(x)
	f, _ := r.Float32()
	af := math.Abs(float64(f))
	if af < 0x1p-126 || math.IsInf(float64(f), 0) || af > math.MaxFloat32 {
		return 0, false
	}
	return f, true
}

// fmaCases are random triples, plus triples built so that a*b+c lies
// within a few f32 ulps of a halfway point, where double rounding bites.
func fmaCases(n int) [][3]float32 {
	r := rand.New(rand.NewPCG(1, 2))
	var cs [][3]float32
	for range n {
		a := math.Float32frombits(r.Uint32() & 0xbfff_ffff)
		b := math.Float32frombits(r.Uint32() & 0xbfff_ffff)
		c := math.Float32frombits(r.Uint32() & 0xbfff_ffff)
		cs = append(cs, [3]float32{a, b, c})
		// Near ties: c cancels the high part of the product.
		p := float64(a) * float64(b)
		hi := float32(p)
		cs = append(cs, [3]float32{a, b, -hi})
		// a = 1+k*2^-23, b = 1+m*2^-23: the product has 46 bits; c a small power of two.
		a2 := 1 + float32(r.IntN(1<<12))*0x1p-23
		b2 := 1 + float32(r.IntN(1<<12))*0x1p-23
		c2 := float32(math.Ldexp(1, -24-r.IntN(30)))
		if r.IntN(2) == 0 {
			c2 = -c2
		}
		cs = append(cs, [3]float32{a2, b2, c2})
		// (1+k*2^-12)^2 with k odd ends in a 2^-24 bit: exactly an f32
		// midpoint; a c far below the float64 ulp decides the tie.
		k := float32(2*r.IntN(1<<10) + 1)
		a3 := 1 + k*0x1p-12
		c3 := float32(math.Ldexp(1, -55-r.IntN(40)))
		if r.IntN(2) == 0 {
			c3 = -c3
		}
		cs = append(cs, [3]float32{a3, a3, c3})
	}
	return cs
}

func TestFMAF32RoundsOnceInEveryMode(t *testing.T) {
	modes := []struct {
		name  string
		round uint8
		big   big.RoundingMode
	}{
		{"nearest even", RoundNearestEven, big.ToNearestEven},
		{"+inf", RoundPlusInf, big.ToPositiveInf},
		{"-inf", RoundMinusInf, big.ToNegativeInf},
		{"zero", RoundZero, big.ToZero},
	}
	cases := fmaCases(20000)
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			checked := 0
			for _, c := range cases {
				want, ok := bigFMA(c[0], c[1], c[2], m.big)
				if !ok {
					continue
				}
				checked++
				if got := fmaF32(c[0], c[1], c[2], m.round); got != math.Float32bits(want) {
					t.Fatalf("fma(%g, %g, %g) = %g, want %g", c[0], c[1], c[2], math.Float32frombits(got), want)
				}
			}
			if checked < 30000 {
				t.Fatalf("only %d cases in the normal range", checked)
			}
		})
	}
}

// The oracle must be able to tell a double rounding from a single one,
// or the test above would prove nothing.
func TestFMACasesExposeDoubleRounding(t *testing.T) {
	bad := 0
	for _, c := range fmaCases(20000) {
		want, ok := bigFMA(c[0], c[1], c[2], big.ToNearestEven)
		if ok && float32(math.FMA(float64(c[0]), float64(c[1]), float64(c[2]))) != want {
			bad++
		}
	}
	if bad == 0 {
		t.Fatal("no case distinguishes float32(math.FMA) from a single rounding")
	}
	t.Logf("%d cases where float32(math.FMA) double-rounds", bad)
}

func TestFMAF32SpecialValues(t *testing.T) {
	inf := float32(math.Inf(1))
	tests := []struct {
		a, b, c float32
		round   uint8
		want    uint32
	}{
		{1, 1, -1, RoundNearestEven, 0},            // exact zero is +0
		{1, 1, -1, RoundMinusInf, 0x8000_0000},     // ... and -0 rounding down (IEEE 754 6.3)
		{inf, 0, 1, RoundNearestEven, 0x7fc0_0000}, // inf*0 is NaN
		{inf, 1, -inf, RoundNearestEven, 0x7fc0_0000},
		{math.MaxFloat32, 2, 0, RoundZero, 0x7f7f_ffff}, // overflow toward zero: largest finite
		{math.MaxFloat32, 2, 0, RoundNearestEven, 0x7f80_0000},
		{0x1p-149, 0.5, 0, RoundNearestEven, 0},  // half the smallest subnormal ties to even 0
		{0x1p-149, 0.75, 0, RoundNearestEven, 1}, // 0.75 of it rounds up to it
		{0x1p-149, 0.75, 0, RoundZero, 0},
	}
	for _, tt := range tests {
		got := fmaF32(tt.a, tt.b, tt.c, tt.round)
		if math.IsNaN(float64(math.Float32frombits(tt.want))) {
			if !math.IsNaN(float64(math.Float32frombits(got))) {
				t.Errorf("fma(%g,%g,%g) = %#x, want NaN", tt.a, tt.b, tt.c, got)
			}
			continue
		}
		if got != tt.want {
			t.Errorf("fma(%g,%g,%g) mode %d = %#x, want %#x", tt.a, tt.b, tt.c, tt.round, got, tt.want)
		}
	}
}
