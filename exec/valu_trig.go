package exec

import (
	"math"
	"math/big"
	"sync"

	"github.com/gcndbg/gcndbg/isa"
)

// v_trig_preop_f64 (Vega ISA 12.8): a 53-bit segment of 2/pi for large
// argument reduction. With shift = S1[4:0]*53, plus exponent(S0) - 1077
// when S0's biased exponent exceeds 1077, the result is the integer
// formed by the bits shift+1 .. shift+53 of the fraction of 2/pi (a
// 1201-bit table in hardware), scaled by 2^(-53-shift), and by 2^128 more
// when S0's exponent is at least 1968.

const twoOverPiBits = 1201

var (
	twoOverPiOnce sync.Once
	twoOverPi     *big.Int // floor(2/pi * 2^1201)
)

// twoOverPiTable computes 2/pi to 1201 fraction bits with Machin's formula
// pi = 16 atan(1/5) - 4 atan(1/239), in 1400-bit arithmetic.
func twoOverPiTable() *big.Int {
	twoOverPiOnce.Do(func() {
		const prec = 1400
		atanInv := func(n int64) *big.Float {
			// atan(1/n) = sum (-1)^k / ((2k+1) n^(2k+1))
			sum := new(big.Float).SetPrec(prec)
			pow := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
			n2 := new(big.Float).SetPrec(prec).SetInt64(n * n)
			eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -prec-8)
			for k := int64(0); ; k++ {
				term := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
				if term.Cmp(eps) < 0 {
					break
				}
				if k%2 == 0 {
					sum.Add(sum, term)
				} else {
					sum.Sub(sum, term)
				}
				pow.Quo(pow, n2)
			}
			return sum
		}
		pi := new(big.Float).SetPrec(prec).Mul(big.NewFloat(16).SetPrec(prec), atanInv(5))
		pi.Sub(pi, new(big.Float).SetPrec(prec).Mul(big.NewFloat(4).SetPrec(prec), atanInv(239)))
		t := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2).SetPrec(prec), pi)
		t.SetMantExp(t, twoOverPiBits)
		twoOverPi, _ = t.Int(nil)
	})
	return twoOverPi
}

// trigPreop is v_trig_preop_f64 on one lane.
func trigPreop(x uint64, sel uint32) float64 {
	exp := int(x >> 52 & 0x7ff)
	shift := int(sel&31) * 53
	if exp > 1077 {
		shift += exp - 1077
	}
	t := twoOverPiTable()
	// Bits shift+1 .. shift+53 of the fraction: floor(T / 2^(1201-53-shift)) mod 2^53.
	seg := new(big.Int)
	if r := twoOverPiBits - 53 - shift; r >= 0 {
		seg.Rsh(t, uint(r))
	} else {
		seg.Lsh(t, uint(-r))
	}
	seg.And(seg, new(big.Int).SetUint64(1<<53-1))
	scale := -53 - shift
	if exp >= 1968 {
		scale += 128
	}
	return math.Ldexp(float64(seg.Uint64()), scale)
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_TRIG_PREOP_F64: func(w *Wave, d *instr) error {
			al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
			s := w.vsrc(&d.src[1], &w.tmp[2])
			m := modeF64(w.Mode)
			dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) {
				x := m.flushIn(srcModF64(uint64(ah[l])<<32|uint64(al[l]), d.mods[0]))
				r := outF64(d, m, math.Float64bits(trigPreop(x, s[l])))
				dlo[l], dhi[l] = uint32(r), uint32(r>>32)
			})
			return nil
		},
	})
}
