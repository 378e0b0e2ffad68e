package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Division support and the f32 transcendental approximations: the
// v_div_scale/v_div_fmas/v_div_fixup macro that LLVM emits for correctly
// rounded division, and v_rcp/v_rsq/v_sqrt. The hardware's v_rcp_f32 and
// v_rsq_f32 are approximations accurate to 1 ulp; here they are correctly
// rounded (rcp) or within 1 ulp (rsq), so a bare rcp/rsq result may differ
// from a GPU's by 1 ulp (the stated tolerance). The division macro refines
// the reciprocal with Newton steps and v_div_fixup, so quotients it
// produces are correctly rounded either way.

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_RCP_F32:       vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(1 / a) }),
		isa.OpV_RCP_IFLAG_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(1 / a) }),
		isa.OpV_RSQ_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(1 / math.Sqrt(float64(a))))
		}),
		// sqrt of an f32 computed in float64 and rounded once more is
		// correctly rounded (53 >= 2*24 + 2).
		isa.OpV_SQRT_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			return roundToF32(math.Sqrt(float64(a)), m.round)
		}),
		isa.OpV_EXP_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(float32(math.Exp2(float64(a)))) }),
		isa.OpV_LOG_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(float32(math.Log2(float64(a)))) }),
		isa.OpV_SIN_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(math.Sin(float64(a) * 2 * math.Pi)))
		}),
		isa.OpV_COS_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(math.Cos(float64(a) * 2 * math.Pi)))
		}),
		isa.OpV_FREXP_MANT_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			if math.IsInf(float64(a), 0) || a != a {
				return math.Float32bits(a)
			}
			f, _ := math.Frexp(float64(a))
			return math.Float32bits(float32(f))
		}),
		isa.OpV_FREXP_EXP_I32_F32: vopF32ToInt(func(a float32) uint32 {
			if math.IsInf(float64(a), 0) || a != a {
				return 0
			}
			_, e := math.Frexp(float64(a))
			return uint32(int32(e))
		}),

		// K-constant forms: madmk D = S0*K + S1, madak D = S0*S1 + K (two
		// roundings); fmamk/fmaak fused.
		isa.OpV_MADMK_F32: vopF32K(func(m f32Mode, a, b, k float32) uint32 {
			return addF32(math.Float32frombits(mulF32(a, k, m.round)), b, m.round)
		}),
		isa.OpV_MADAK_F32: vopF32K(func(m f32Mode, a, b, k float32) uint32 {
			return addF32(math.Float32frombits(mulF32(a, b, m.round)), k, m.round)
		}),
		isa.OpV_FMAMK_F32: vopF32K(func(m f32Mode, a, b, k float32) uint32 { return fmaF32(a, k, b, m.round) }),
		isa.OpV_FMAAK_F32: vopF32K(func(m f32Mode, a, b, k float32) uint32 { return fmaF32(a, b, k, m.round) }),

		isa.OpV_DIV_SCALE_F32: vDivScale(32),
		isa.OpV_DIV_SCALE_F64: vDivScale(64),
		isa.OpV_DIV_FMAS_F32:  vDivFmas32,
		isa.OpV_DIV_FMAS_F64:  vDivFmas64,
		isa.OpV_DIV_FIXUP_F32: vopF32(3, func(m f32Mode, q, den, num float32) uint32 {
			return uint32(divFixup(uint64(math.Float32bits(q)), uint64(math.Float32bits(den)), uint64(math.Float32bits(num)), 32))
		}),
		isa.OpV_DIV_FIXUP_F64: vopF64(3, func(q, den, num float64) float64 {
			return math.Float64frombits(divFixup(math.Float64bits(q), math.Float64bits(den), math.Float64bits(num), 64))
		}),
	})
}

// vopF32K builds an f32 operation with the instruction's constant K.
func vopF32K(f func(m f32Mode, a, b, k float32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		k := math.Float32frombits(m.flushIn(d.kimm))
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x, y := math.Float32frombits(m.flushIn(a[l])), math.Float32frombits(m.flushIn(b[l]))
			dst[l] = m.flushOut(quietF32(f(m, x, y, k)))
		})
		return nil
	}
}

// fpParts describes an IEEE format for the division helpers.
type fpParts struct {
	expBits, manBits uint
}

func parts(width int) fpParts {
	if width == 32 {
		return fpParts{8, 23}
	}
	return fpParts{11, 52}
}

func (p fpParts) exp(x uint64) int { return int(x >> p.manBits & (1<<p.expBits - 1)) }
func (p fpParts) isNaN(x uint64) bool {
	return p.exp(x) == 1<<p.expBits-1 && x&(1<<p.manBits-1) != 0
}
func (p fpParts) isInf(x uint64) bool {
	return p.exp(x) == 1<<p.expBits-1 && x&(1<<p.manBits-1) == 0
}
func (p fpParts) isZero(x uint64) bool   { return x&^(1<<(p.expBits+p.manBits)) == 0 }
func (p fpParts) isDenorm(x uint64) bool { return p.exp(x) == 0 && !p.isZero(x) }
func (p fpParts) sign(x uint64) uint64   { return x >> (p.expBits + p.manBits) & 1 }

func toF(x uint64, width int) float64 {
	if width == 32 {
		return float64(math.Float32frombits(uint32(x)))
	}
	return math.Float64frombits(x)
}

func fromF(f float64, width int) uint64 {
	if width == 32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

// divWouldBeDenorm reports whether num/den lands in the denormal range.
func divWouldBeDenorm(num, den uint64, width int) bool {
	q := toF(num, width) / toF(den, width)
	p := parts(width)
	return p.isDenorm(fromF(q, width)) || (q != 0 && p.isZero(fromF(q, width)))
}

// vDivScale is v_div_scale_{f32,f64} D, VCC = S0, S1 (denominator), S2
// (numerator), after the Vega ISA pseudocode: S0 (which is either S1 or
// S2) is scaled by 2^64 (2^128 for f64) when the quotient would lose
// precision, and VCC tells v_div_fmas to undo it.
func vDivScale(width int) semFn {
	p := parts(width)
	diff, tiny, k := 96, 23, 64
	if width == 64 {
		diff, tiny, k = 768, 53, 128
	}
	return func(w *Wave, d *instr) error {
		var a, b, c [64]uint64
		w.readWide(d, 0, width, &a)
		w.readWide(d, 1, width, &b)
		w.readWide(d, 2, width, &c)
		dlo := w.vdstLanes(&d.vdst, 0)
		var dhi []uint32
		if width == 64 {
			dhi = w.vdstLanes(&d.vdst, 1)
		}
		var vcc uint64
		forLanes(w.EXEC, func(l int) {
			s0, s1, s2 := srcModW(a[l], d.mods[0], width), srcModW(b[l], d.mods[1], width), srcModW(c[l], d.mods[2], width)
			r := s0
			set := false
			switch {
			case p.isZero(s2) || p.isZero(s1):
				r = fromF(math.NaN(), width)
			case p.exp(s2)-p.exp(s1) >= diff:
				set = true
				if s0 == s1 {
					r = fromF(math.Ldexp(toF(s0, width), k), width)
				}
			case p.isDenorm(s1):
				r = fromF(math.Ldexp(toF(s0, width), k), width)
			case divWouldBeDenorm(s2, s1, width):
				set = true
				if s0 == s2 {
					r = fromF(math.Ldexp(toF(s0, width), k), width)
				}
			case p.exp(s2) <= tiny:
				r = fromF(math.Ldexp(toF(s0, width), k), width)
			}
			if set {
				vcc |= 1 << uint(l)
			}
			dlo[l] = uint32(r)
			if dhi != nil {
				dhi[l] = uint32(r >> 32)
			}
		})
		w.setCarryOut(d, vcc)
		return nil
	}
}

func srcModW(x uint64, m uint8, width int) uint64 {
	if width == 32 {
		return uint64(srcModF32(uint32(x), m))
	}
	return srcModF64(x, m)
}

// v_div_fmas: D = fma(S0, S1, S2), and where VCC is set scaled back by the
// factor v_div_scale applied: up when S2's exponent shows a large quotient,
// down otherwise. (The ISA guide's "2^32" is a known documentation error;
// this follows the scale v_div_scale uses.)
func vDivFmas32(w *Wave, d *instr) error {
	vcc := w.vccMask()
	a := w.vsrc(&d.src[0], &w.tmp[0])
	b := w.vsrc(&d.src[1], &w.tmp[1])
	c := w.vsrc(&d.src[2], &w.tmp[2])
	m := modeF32(w.Mode)
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) {
		x := math.Float32frombits(srcModF32(a[l], d.mods[0]))
		y := math.Float32frombits(srcModF32(b[l], d.mods[1]))
		zb := srcModF32(c[l], d.mods[2])
		r := fmaF32(x, y, math.Float32frombits(zb), m.round)
		if vcc>>uint(l)&1 != 0 {
			k := -64
			if zb>>23&0xff > 127 {
				k = 64
			}
			r = roundToF32(math.Ldexp(float64(math.Float32frombits(r)), k), m.round)
		}
		dst[l] = outF32(d, m, quietF32(r))
	})
	return nil
}

func vDivFmas64(w *Wave, d *instr) error {
	vcc := w.vccMask()
	var lo, hi [3][]uint32
	for i := range 3 {
		lo[i], hi[i] = w.vsrc64(&d.src[i], &w.tmp[2*i], &w.tmp[2*i+1])
	}
	m := modeF64(w.Mode)
	dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
	forLanes(w.EXEC, func(l int) {
		var v [3]float64
		var zb uint64
		for i := range 3 {
			x := srcModF64(uint64(hi[i][l])<<32|uint64(lo[i][l]), d.mods[i])
			v[i] = math.Float64frombits(x)
			zb = x
		}
		r := math.FMA(v[0], v[1], v[2])
		if vcc>>uint(l)&1 != 0 {
			k := -128
			if zb>>52&0x7ff > 1023 {
				k = 128
			}
			r = math.Ldexp(r, k)
		}
		x := outF64(d, m, math.Float64bits(r))
		dlo[l], dhi[l] = uint32(x), uint32(x>>32)
	})
	return nil
}

// divFixup is v_div_fixup (S0 = quotient, S1 = denominator, S2 =
// numerator): the special cases of IEEE division, else |S0| with the
// quotient's sign.
func divFixup(q, den, num uint64, width int) uint64 {
	p := parts(width)
	signBit := uint64(1) << (p.expBits + p.manBits)
	sign := p.sign(den) ^ p.sign(num)
	inf := uint64(1<<p.expBits-1) << p.manBits
	qnan := inf | 1<<(p.manBits-1)
	switch {
	case p.isNaN(num):
		return num | 1<<(p.manBits-1)
	case p.isNaN(den):
		return den | 1<<(p.manBits-1)
	case p.isZero(den) && p.isZero(num), p.isInf(den) && p.isInf(num):
		return qnan | signBit
	case p.isZero(den) || p.isInf(num):
		return inf | sign*signBit
	case p.isInf(den) || p.isZero(num):
		return sign * signBit
	case p.isNaN(q):
		return inf | sign*signBit
	}
	return q&^signBit | sign*signBit
}
