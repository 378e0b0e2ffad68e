package exec

import (
	"math"
)

// Rounding modes of MODE.FP_ROUND (and amd_float_round_mode_t).
const (
	RoundNearestEven = 0
	RoundPlusInf     = 1
	RoundMinusInf    = 2
	RoundZero        = 3
)

// Denormal modes of MODE.FP_DENORM (amd_float_denorm_mode_t).
const (
	DenormFlushSrcDst = 0
	DenormFlushDst    = 1 // inputs kept, outputs flushed
	DenormFlushSrc    = 2 // inputs flushed, outputs kept
	DenormFlushNone   = 3
)

// f32Mode is the f32 part of MODE: rounding and denormal handling.
type f32Mode struct {
	round  uint8
	denorm uint8
}

func modeF32(mode uint32) f32Mode {
	return f32Mode{round: uint8(mode & 3), denorm: uint8(mode >> ModeFPDenormShift & 3)}
}

// flushIn applies input denormal flushing to an f32 operand, keeping its
// sign. FP_DENORM bit 0 allows input denormals, bit 1 output denormals
// (Vega ISA, MODE register; amd_float_denorm_mode_t).
func (m f32Mode) flushIn(x uint32) uint32 {
	if m.denorm&1 == 0 && x&0x7f80_0000 == 0 {
		return x & 0x8000_0000
	}
	return x
}

// flushOut applies output denormal flushing to an f32 result.
func (m f32Mode) flushOut(x uint32) uint32 {
	if m.denorm&2 == 0 && x&0x7f80_0000 == 0 {
		return x & 0x8000_0000
	}
	return x
}

// roundToF32 rounds a float64 to f32 bits in the given rounding mode.
// Go's float32 conversion rounds to nearest even; the directed modes step
// one ulp away from the nearest-even result when it lies on the wrong side
// of x.
func roundToF32(x float64, round uint8) uint32 {
	f := float32(x)
	if round == RoundNearestEven || math.IsNaN(x) || float64(f) == x {
		return math.Float32bits(f)
	}
	up := float64(f) < x // the true value lies above the rounded one
	switch round {
	case RoundPlusInf:
		if up {
			f = math.Nextafter32(f, float32(math.Inf(1)))
		}
	case RoundMinusInf:
		if !up {
			f = math.Nextafter32(f, float32(math.Inf(-1)))
		}
	case RoundZero:
		if (x > 0 && !up) || (x < 0 && up) {
			f = math.Nextafter32(f, 0)
		}
	}
	// Overflow in a directed mode: round toward zero gives the largest
	// finite number instead of infinity.
	if math.IsInf(float64(f), 0) && !math.IsInf(x, 0) {
		if (round == RoundZero) || (round == RoundPlusInf && x < 0) || (round == RoundMinusInf && x > 0) {
			f = math.Nextafter32(f, 0)
		}
	}
	return math.Float32bits(f)
}

// twoSum returns s = fl(a+b) and the exact error e with s + e = a + b
// (Knuth's TwoSum; exact when no overflow occurs).
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// roundOdd returns s adjusted to round-to-odd given the exact error e of
// s: when the rounding lost information (e != 0) and s is even, s moves
// one ulp toward the true value. A round-to-odd float64 rounds correctly to
// f32 in any mode, because 53 >= 24 + 2 bits.
func roundOdd(s, e float64) float64 {
	if e == 0 || math.Float64bits(s)&1 == 1 {
		return s
	}
	if e > 0 {
		return math.Nextafter(s, math.Inf(1))
	}
	return math.Nextafter(s, math.Inf(-1))
}

// fmaF32 is the fused a*b+c of f32 with one rounding. The product of two
// f32 values is exact in float64 (48 significant bits); the sum is
// computed with TwoSum and rounded to odd, then to f32. (float32(math.FMA)
// would round twice.)
func fmaF32(a, b, c float32, round uint8) uint32 {
	if round == RoundNearestEven {
		// math.FMA rounds the exact a*b+c once to float64. Rounding that
		// to f32 is exact unless it landed on an f32 midpoint (which
		// float64 can represent): only then is the slow path needed.
		// f32 subnormals have a coarser grid, so they take it too.
		r := math.FMA(float64(a), float64(b), float64(c))
		if rb := math.Float64bits(r); rb&(1<<29-1) != 1<<28 && math.Abs(r) >= 0x1p-126 {
			return math.Float32bits(float32(r))
		}
	}
	// Explicit conversions keep the compiler from fusing operations.
	p := float64(float64(a) * float64(b))
	cc := float64(c)
	if math.IsInf(p, 0) || math.IsNaN(p) || math.IsInf(cc, 0) || math.IsNaN(cc) {
		return roundToF32(p+cc, round)
	}
	s, e := twoSum(p, cc)
	if math.IsInf(s, 0) {
		return roundToF32(s, round)
	}
	if s == 0 && e == 0 {
		// Exact zero: its sign follows IEEE (x + -x = +0, or -0 toward -inf).
		if p == -cc && round == RoundMinusInf {
			return math.Float32bits(float32(math.Copysign(0, -1)))
		}
		return math.Float32bits(float32(s))
	}
	return roundToF32(roundOdd(s, e), round)
}

// addF32 and mulF32 round the exact float64 result (exact for sums and
// products of two f32 values except far-apart sums, which TwoSum handles).
func addF32(a, b float32, round uint8) uint32 {
	if round == RoundNearestEven {
		return math.Float32bits(a + b)
	}
	return fmaF32(a, 1, b, round)
}

func mulF32(a, b float32, round uint8) uint32 {
	if round == RoundNearestEven {
		return math.Float32bits(a * b)
	}
	return roundToF32(float64(float64(a)*float64(b)), round)
}

// quietF32 makes a NaN quiet, as the hardware returns NaN results.
// srcNaN wraps an f32 operation of n sources so that a NaN source gives
// the first NaN source (src0, then src1, then src2), quieted, whatever the
// operation: a rule independent of how the host orders its operands
// (x86 returns its first operand's NaN, and Go may commute a*b). Hardware
// returning src0's NaN first is an assumption, not checked on a GPU.
func srcNaN(n int, f func(m f32Mode, a, b, c float32) uint32) func(m f32Mode, a, b, c float32) uint32 {
	return func(m f32Mode, a, b, c float32) uint32 {
		if r, ok := firstNaN(n, a, b, c); ok {
			return r
		}
		return f(m, a, b, c)
	}
}

// firstNaN returns the first NaN among the n sources a, b, c, quieted.
func firstNaN(n int, a, b, c float32) (uint32, bool) {
	for i, v := range [3]float32{a, b, c} {
		if i < n && v != v {
			return quietF32(math.Float32bits(v)), true
		}
	}
	return 0, false
}

func quietF32(x uint32) uint32 {
	if x&0x7f80_0000 == 0x7f80_0000 && x&0x007f_ffff != 0 {
		return x | 0x0040_0000
	}
	return x
}
