package exec

import (
	"math"
	"math/big"
)

// Directed rounding of f64 results (MODE.FP_ROUND[3:2], Vega ISA 4.4
// "MODE"): the exact result is formed with math/big, its nearest-even
// float64 is taken, and stepped one ulp when it lies on the wrong side of
// the exact value for the mode. Nearest-even never takes this path.

// roundF64 rounds the exact value x (whose nearest-even float64 is rne) in
// the given mode.
func roundF64(x *big.Float, rne float64, round uint8) float64 {
	if round == RoundNearestEven || math.IsNaN(rne) || x.IsInf() {
		return rne
	}
	if math.IsInf(rne, 0) {
		// Overflow: the directed modes stop at the largest finite number
		// when they round toward zero.
		if round == RoundZero || (round == RoundPlusInf && rne < 0) || (round == RoundMinusInf && rne > 0) {
			return math.Copysign(math.MaxFloat64, rne)
		}
		return rne
	}
	c := x.Cmp(new(big.Float).SetFloat64(rne)) // >0: the exact value lies above rne
	if c == 0 {
		return rne
	}
	switch round {
	case RoundPlusInf:
		if c > 0 {
			return math.Nextafter(rne, math.Inf(1))
		}
	case RoundMinusInf:
		if c < 0 {
			return math.Nextafter(rne, math.Inf(-1))
		}
	case RoundZero:
		if (c < 0 && x.Sign() > 0) || (c > 0 && x.Sign() < 0) {
			return math.Nextafter(rne, 0)
		}
	}
	return rne
}

// exactPrec holds any sum or product of float64 values exactly.
const exactPrec = 2300

func bigF(x float64) *big.Float { return new(big.Float).SetPrec(exactPrec).SetFloat64(x) }

// zeroSum fixes the sign of an exact zero sum: -0 when rounding toward
// -inf unless both addends are +0 (IEEE 754 6.3).
func zeroSum(r, p, c float64, round uint8) float64 {
	if r == 0 && round == RoundMinusInf && !(p == 0 && !math.Signbit(p) && c == 0 && !math.Signbit(c)) {
		return math.Copysign(0, -1)
	}
	return r
}

// addF64, mulF64, fmaF64 and sqrtF64 are the f64 operations in a rounding
// mode.
func addF64(a, b float64, round uint8) float64 {
	r := a + b
	if round == RoundNearestEven || r != r || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return r
	}
	if r == 0 {
		return zeroSum(r, a, b, round)
	}
	return roundF64(bigF(a).Add(bigF(a), bigF(b)), r, round)
}

func mulF64(a, b float64, round uint8) float64 {
	r := a * b
	if round == RoundNearestEven || r != r || math.IsInf(a, 0) || math.IsInf(b, 0) || a == 0 || b == 0 {
		return r
	}
	return roundF64(bigF(a).Mul(bigF(a), bigF(b)), r, round)
}

func fmaF64(a, b, c float64, round uint8) float64 {
	r := math.FMA(a, b, c)
	if round == RoundNearestEven || r != r || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) {
		return r
	}
	x := bigF(a)
	x.Mul(x, bigF(b))
	if x.Sign() == 0 && c == 0 {
		return zeroSum(r, a*b, c, round)
	}
	x.Add(x, bigF(c))
	if x.Sign() == 0 {
		return zeroSum(0, 1, -1, round)
	}
	return roundF64(x, r, round)
}

func sqrtF64(a float64, round uint8) float64 {
	r := math.Sqrt(a)
	if round == RoundNearestEven || r != r || math.IsInf(r, 0) || a == 0 {
		return r
	}
	// 200 bits: the square root of a float64 is either exact or far more
	// than 2^-200 relatively from every float64.
	x := new(big.Float).SetPrec(200).SetFloat64(a)
	return roundF64(x.Sqrt(x), r, round)
}
