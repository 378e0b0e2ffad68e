package exec

import (
	"math"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Stochastically rounded conversions to 8-bit floats (gfx940/gfx942, MI300
// ISA V_CVT_SR_FP8_F32 / V_CVT_SR_BF8_F32): S0 (f32, with the abs/neg
// modifiers) becomes an FNUZ FP8 or BF8 (see valu_fp8.go) written to the
// byte of D that op_sel[3:2] selects; the other bytes keep their value (the
// old D is src2). S1 is the random value. The rounding is the one AMD's
// software model of the conversion uses (hip_f8_impl cast_to_f8 with stoch:
// the f32 significand, aligned to the 8-bit format's precision at the
// value's exponent, plus the random value's low bits covering the bits
// dropped, truncated), which the ISA guide does not spell out; it has not
// been checked on hardware. NaN, infinity and results beyond the largest
// finite value give 0x80, as v_cvt_pk_fp8_f32 does here.

// encodeSR rounds the f32 x to f stochastically with random bits rng.
func (f f8Format) encodeSR(x uint32, rng uint32) uint8 {
	v := float64(math.Float32frombits(x))
	if v != v || math.IsInf(v, 0) || v == 0 {
		return f.encode(v)
	}
	// x = m * 2^e exactly, m the 24-bit (or smaller, for a subnormal f32)
	// significand.
	exp := int(x >> 23 & 0xff)
	m := uint64(x & 0x7f_ffff)
	e := exp - 127 - 23
	if exp == 0 {
		e = -126 - 23
	} else {
		m |= 1 << 23
	}
	// The 8-bit format's quantum at this magnitude: 2^(ex - manBits), ex
	// the value's exponent, not below the smallest normal's.
	ex := max(e+bits.Len64(m)-1, 1-f.bias)
	q := ex - f.manBits
	drop := q - e // significand bits below the quantum
	if drop <= 0 {
		return f.encode(v) // exactly representable (or out of range)
	}
	mask := uint64(1)<<min(drop, 32) - 1
	r := (m + uint64(rng)&mask) >> drop
	out := math.Ldexp(float64(r), q)
	if v < 0 {
		out = -out
	}
	return f.encode(out) // exact: only the range check applies
}

// vCvtSRF8F32 is v_cvt_sr_fp8_f32 / v_cvt_sr_bf8_f32.
func vCvtSRF8F32(f f8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		rng := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		sh := 8 * uint(d.opsel>>2&3)
		dst := w.vdstLanes(&d.vdst, 0)
		// The preserved bytes come from src2 (LLVM ties it to vdst).
		old := dst
		if d.src[2].present() {
			old = w.vsrc(&d.src[2], &w.tmp[2])
		}
		forLanes(w.EXEC, func(l int) {
			x := srcModF32(m.flushIn(a[l]), d.mods[0])
			b := uint32(f.encodeSR(x, rng[l]))
			dst[l] = old[l]&^(0xff<<sh) | b<<sh
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_CVT_SR_FP8_F32: vCvtSRF8F32(fp8),
		isa.OpV_CVT_SR_BF8_F32: vCvtSRF8F32(bf8),
	})
}
