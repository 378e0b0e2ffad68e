package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// More half-precision operations: transcendentals, multiply-add forms,
// three-operand min/max/median, v_ldexp/v_frexp, v_div_fixup (Vega ISA
// 12.7-12.8 VOP1/VOP2/VOP3a opcodes). Values are computed in float64 and
// rounded once to half; v_rcp/v_rsq/v_exp/v_log/v_sin/v_cos are therefore
// correctly rounded up to float64's own rounding (the tolerances are in
// README.md). v_mad/v_mac forms round the product to half before adding.

// madF16 is the unfused multiply-add: the product rounded to half, then the
// sum.
func madF16(a, b, c float64) float64 {
	return f16ToF64(roundToF16(a*b)) + c
}

// fractF16 is x - floor(x), kept below 1 (the largest half below 1 is
// 1 - 2^-11); infinities give NaN.
func fractF16(a float64) float64 {
	if math.IsInf(a, 0) {
		return math.NaN()
	}
	return min(a-math.Floor(a), 1-0x1p-11)
}

// divFixupF is v_div_fixup on values: the special cases of IEEE division
// of num by den, else |q| with the quotient's sign.
func divFixupF(q, den, num float64) float64 {
	neg := math.Signbit(den) != math.Signbit(num)
	sign := 1.0
	if neg {
		sign = -1
	}
	switch {
	case num != num || den != den:
		return math.NaN()
	case den == 0 && num == 0, math.IsInf(den, 0) && math.IsInf(num, 0):
		return math.NaN()
	case den == 0 || math.IsInf(num, 0):
		return math.Inf(int(sign))
	case math.IsInf(den, 0) || num == 0:
		return math.Copysign(0, sign)
	case q != q:
		return math.Inf(int(sign))
	}
	return math.Copysign(q, sign)
}

// med3F is the median of three with v_med3_f32's NaN rules.
func med3F(a, b, c float64) float64 {
	return float64(math.Float32frombits(med3F32(float32(a), float32(b), float32(c))))
}

// vop16 is a 16-bit integer operation of n sources on the halves op_sel
// picks (GFX9 VOP3 op_sel; GFX8 reads the low halves); the result is the
// low 16 bits, or the high half when op_sel[3] is set (the low half kept).
func vop16(n int, f func(d *instr, a, b, c uint16) uint16) semFn {
	return func(w *Wave, d *instr) error {
		var src [3][]uint32
		for i := range n {
			src[i] = w.vsrc(&d.src[i], &w.tmp[i])
		}
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			var v [3]uint16
			for i := range n {
				v[i] = pkHalf(src[i][l], d.opsel>>uint(i)&1 != 0)
			}
			r := f(d, v[0], v[1], v[2])
			if d.opsel&8 != 0 {
				dst[l] = dst[l]&0xffff | uint32(r)<<16
			} else {
				dst[l] = uint32(r)
			}
		})
		return nil
	}
}

// satU16 and satI16 wrap a result to 16 bits, or saturate it with clamp.
func satU16(d *instr, r int64) uint16 {
	if d.clamp {
		r = max(0, min(r, 0xffff))
	}
	return uint16(r)
}

func satI16(d *instr, r int64) uint16 {
	if d.clamp {
		r = max(math.MinInt16, min(r, math.MaxInt16))
	}
	return uint16(r)
}

// vMad32x16 is v_mad_u32_u16 / v_mad_i32_i16: D.u32 = S0.16 * S1.16 +
// S2.u32, with clamp saturating to 32 bits.
func vMad32x16(signed bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x, y := pkHalf(a[l], d.opsel&1 != 0), pkHalf(b[l], d.opsel&2 != 0)
			var r int64
			if signed {
				r = int64(int16(x))*int64(int16(y)) + int64(int32(c[l]))
				if d.clamp {
					r = max(math.MinInt32, min(r, math.MaxInt32))
				}
			} else {
				r = int64(x)*int64(y) + int64(c[l])
				if d.clamp {
					r = min(r, math.MaxUint32)
				}
			}
			dst[l] = uint32(r)
		})
		return nil
	}
}

// f16In reads a half source with its abs/neg modifiers.
func f16In(x uint32, sel bool, mods uint8) float64 {
	h := pkHalf(x, sel)
	if mods&isa.ModAbs != 0 {
		h &^= 0x8000
	}
	if mods&isa.ModNeg != 0 {
		h ^= 0x8000
	}
	return f16ToF64(h)
}

// vLdexpF16 is v_ldexp_f16: D.f16 = S0.f16 * 2^S1.i16.
func vLdexpF16(w *Wave, d *instr) error {
	a := w.vsrc(&d.src[0], &w.tmp[0])
	b := w.vsrc(&d.src[1], &w.tmp[1])
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) {
		x := f16In(a[l], d.opsel&1 != 0, d.mods[0])
		e := int(int16(b[l]))
		dst[l] = uint32(roundToF16(clampUnit(d.clamp, math.Ldexp(x, e))))
	})
	return nil
}

// vF16Mac is v_mac_f16: D = S0 * S1 + D (unfused).
func vF16Mac(w *Wave, d *instr) error {
	a := w.vsrc(&d.src[0], &w.tmp[0])
	b := w.vsrc(&d.src[1], &w.tmp[1])
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) {
		r := madF16(f16In(a[l], false, d.mods[0]), f16In(b[l], false, d.mods[1]), f16In(dst[l], false, 0))
		dst[l] = uint32(roundToF16(clampUnit(d.clamp, r)))
	})
	return nil
}

// vF16K is v_madmk_f16 (D = S0 * K + S1) and v_madak_f16 (D = S0 * S1 + K).
func vF16K(kFirst bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		k := f16ToF64(uint16(d.kimm))
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x, y := f16ToF64(uint16(a[l])), f16ToF64(uint16(b[l]))
			var r float64
			if kFirst {
				r = madF16(x, k, y)
			} else {
				r = madF16(x, y, k)
			}
			dst[l] = uint32(roundToF16(r))
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		// sqrt of a half in float64 is correctly rounded.
		isa.OpV_SQRT_F16:  vopF16(1, func(a, _, _ float64) float64 { return math.Sqrt(a) }),
		isa.OpV_RCP_F16:   vopF16(1, func(a, _, _ float64) float64 { return 1 / a }),
		isa.OpV_RSQ_F16:   vopF16(1, func(a, _, _ float64) float64 { return 1 / math.Sqrt(a) }),
		isa.OpV_EXP_F16:   vopF16(1, func(a, _, _ float64) float64 { return math.Exp2(a) }),
		isa.OpV_LOG_F16:   vopF16(1, func(a, _, _ float64) float64 { return math.Log2(a) }),
		isa.OpV_SIN_F16:   vopF16(1, func(a, _, _ float64) float64 { return math.Sin(a * 2 * math.Pi) }),
		isa.OpV_COS_F16:   vopF16(1, func(a, _, _ float64) float64 { return math.Cos(a * 2 * math.Pi) }),
		isa.OpV_FRACT_F16: vopF16(1, func(a, _, _ float64) float64 { return fractF16(a) }),
		isa.OpV_FREXP_MANT_F16: vopF16(1, func(a, _, _ float64) float64 {
			if math.IsInf(a, 0) || a != a {
				return a
			}
			f, _ := math.Frexp(a)
			return f
		}),
		isa.OpV_FREXP_EXP_I16_F16: vopF16ToInt(func(a float64) uint32 {
			if math.IsInf(a, 0) || a != a {
				return 0
			}
			_, e := math.Frexp(a)
			return uint32(uint16(int16(e)))
		}),
		isa.OpV_LDEXP_F16: vLdexpF16,

		isa.OpV_MAD_F16:        vopF16(3, madF16),
		isa.OpV_MAD_LEGACY_F16: vopF16(3, madF16),
		isa.OpV_MAC_F16:        vF16Mac,
		isa.OpV_MADMK_F16:      vF16K(true),
		isa.OpV_MADAK_F16:      vF16K(false),
		isa.OpV_FMA_LEGACY_F16: vopF16(3, fma16),

		isa.OpV_DIV_FIXUP_F16:        vopF16(3, divFixupF),
		isa.OpV_DIV_FIXUP_LEGACY_F16: vopF16(3, divFixupF),

		isa.OpV_MIN3_F16: vopF16(3, func(a, b, c float64) float64 { return minF64(minF64(a, b), c) }),
		isa.OpV_MAX3_F16: vopF16(3, func(a, b, c float64) float64 { return maxF64(maxF64(a, b), c) }),
		isa.OpV_MED3_F16: vopF16(3, med3F),

		isa.OpV_MIN3_U16: vop16(3, func(_ *instr, a, b, c uint16) uint16 { return min(a, b, c) }),
		isa.OpV_MAX3_U16: vop16(3, func(_ *instr, a, b, c uint16) uint16 { return max(a, b, c) }),
		isa.OpV_MED3_U16: vop16(3, func(_ *instr, a, b, c uint16) uint16 { return max(min(a, b), min(max(a, b), c)) }),
		isa.OpV_MIN3_I16: vop16(3, func(_ *instr, a, b, c uint16) uint16 { return uint16(min(int16(a), int16(b), int16(c))) }),
		isa.OpV_MAX3_I16: vop16(3, func(_ *instr, a, b, c uint16) uint16 { return uint16(max(int16(a), int16(b), int16(c))) }),
		isa.OpV_MED3_I16: vop16(3, func(_ *instr, a, b, c uint16) uint16 {
			x, y, z := int16(a), int16(b), int16(c)
			return uint16(max(min(x, y), min(max(x, y), z)))
		}),
		isa.OpV_MAD_U16: vop16(3, func(d *instr, a, b, c uint16) uint16 { return satU16(d, int64(a)*int64(b)+int64(c)) }),
		isa.OpV_MAD_LEGACY_U16: vop16(3, func(d *instr, a, b, c uint16) uint16 {
			return satU16(d, int64(a)*int64(b)+int64(c))
		}),
		isa.OpV_MAD_I16: vop16(3, func(d *instr, a, b, c uint16) uint16 {
			return satI16(d, int64(int16(a))*int64(int16(b))+int64(int16(c)))
		}),
		isa.OpV_MAD_LEGACY_I16: vop16(3, func(d *instr, a, b, c uint16) uint16 {
			return satI16(d, int64(int16(a))*int64(int16(b))+int64(int16(c)))
		}),
		isa.OpV_MAD_U32_U16: vMad32x16(false),
		isa.OpV_MAD_I32_I16: vMad32x16(true),
	})
}
