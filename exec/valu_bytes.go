package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Byte and pack conversions, masked SAD and other VOP1/VOP3 leftovers of
// GFX8/GFX9 (Vega ISA 12.7-12.8).

// satU8 converts a signed 16-bit value to an unsigned byte, saturating.
func satU8(x int16) uint32 { return uint32(max(0, min(x, 255))) }

// cvtNorm converts a float to a normalised 16-bit integer: signed maps
// [-1, 1] to [-32767, 32767], unsigned [0, 1] to [0, 65535], rounding to
// nearest even; NaN gives 0.
func cvtNorm(x float64, signed bool) uint32 {
	if x != x {
		return 0
	}
	if signed {
		return uint32(uint16(int16(math.RoundToEven(max(-1, min(x, 1)) * 32767))))
	}
	return uint32(math.RoundToEven(max(0, min(x, 1)) * 65535))
}

// vCvtPknorm packs cvtNorm of two sources: D = {norm(S1), norm(S0)}; f16
// says the sources are halves (op_sel picks them), else f32.
func vCvtPknorm(signed, f16 bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			var x [2]float64
			for i, v := range [2]uint32{a[l], b[l]} {
				if f16 {
					x[i] = f16In(v, d.opsel>>uint(i)&1 != 0, d.mods[i])
				} else {
					x[i] = float64(math.Float32frombits(srcModF32(m.flushIn(v), d.mods[i])))
				}
			}
			dst[l] = cvtNorm(x[0], signed) | cvtNorm(x[1], signed)<<16
		})
		return nil
	}
}

// vCvtPkU8F32 is v_cvt_pk_u8_f32 (accum false): the byte S1[1:0] of S2
// becomes S0 converted to an unsigned byte (rounded to nearest even,
// saturated, NaN to 0); v_cvt_pkaccum_u8_f32 (accum true) converts the same
// way into that byte of D, keeping D's other bytes.
func vCvtPkU8F32(accum bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		c := dst
		if !accum {
			c = w.vsrc(&d.src[2], &w.tmp[2])
		}
		forLanes(w.EXEC, func(l int) {
			x := float64(math.Float32frombits(srcModF32(m.flushIn(a[l]), d.mods[0])))
			var u uint32
			if x == x {
				u = uint32(math.RoundToEven(max(0, min(x, 255))))
			}
			sh := (b[l] & 3) * 8
			dst[l] = c[l]&^(0xff<<sh) | u<<sh
		})
		return nil
	}
}

// msadU8 is v_msad_u8: S2 plus the absolute differences of the bytes of S0
// and S1, skipping the bytes where the reference S1 is 0.
func msadU8(a, b, c uint32) uint32 {
	s := c
	for i := uint(0); i < 32; i += 8 {
		x, y := a>>i&0xff, b>>i&0xff
		if y == 0 {
			continue
		}
		s += max(x, y) - min(x, y)
	}
	return s
}

// lerpU8 is v_lerp_u8: per byte, (S0 + S1 + bit 0 of S2's byte) / 2.
func lerpU8(a, b, c uint32) uint32 {
	var r uint32
	for i := uint(0); i < 32; i += 8 {
		r |= ((a>>i&0xff + b>>i&0xff + c>>i&1) >> 1) << i
	}
	return r
}

// vSwap is v_swap_b32: exchanges the VGPRs vdst and src0.
func vSwap(w *Wave, d *instr) error {
	if d.src[0].kind != isa.KindVGPR {
		return errInvalid("%s needs a VGPR source", d.op)
	}
	x := w.vdstLanes(&d.vdst, 0)
	y := w.vdstLanes(&d.src[0], 0)
	forLanes(w.EXEC, func(l int) { x[l], y[l] = y[l], x[l] })
	return nil
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_NOP:      func(*Wave, *instr) error { return nil },
		isa.OpV_SWAP_B32: vSwap,
		// v_mul_lo_i32: the low 32 bits of the product are the same signed
		// or unsigned.
		isa.OpV_MUL_LO_I32:         vop2(func(a, b uint32) uint32 { return a * b }),
		isa.OpV_CVT_PK_U8_F32:      vCvtPkU8F32(false),
		isa.OpV_CVT_PKNORM_I16_F32: vCvtPknorm(true, false),
		isa.OpV_CVT_PKNORM_U16_F32: vCvtPknorm(false, false),
		isa.OpV_CVT_PKNORM_I16_F16: vCvtPknorm(true, true),
		isa.OpV_CVT_PKNORM_U16_F16: vCvtPknorm(false, true),
		// v_sat_pk_u8_i16: D[7:0] = sat(S0[15:0]), D[15:8] = sat(S0[31:16]).
		isa.OpV_SAT_PK_U8_I16: vop1(func(a uint32) uint32 { return satU8(int16(a)) | satU8(int16(a>>16))<<8 }),
		isa.OpV_MSAD_U8:       vop3(msadU8),
		isa.OpV_LERP_U8:       vop3(lerpU8),
		// v_cvt_off_f32_i4: S0[3:0] as a signed 4-bit value / 16.
		isa.OpV_CVT_OFF_F32_I4: vop1(func(a uint32) uint32 {
			return math.Float32bits(float32(int32(a<<28)>>28) / 16)
		}),
	})
}

func init() {
	register(map[isa.Op]semFn{
		// v_mad_legacy_f32: v_mul_legacy_f32 (0 times anything is 0), then
		// the add, two roundings.
		isa.OpV_MAD_LEGACY_F32: vopF32(3, func(m f32Mode, a, b, c float32) uint32 {
			p := float32(0)
			if a != 0 && b != 0 {
				p = math.Float32frombits(mulF32(a, b, m.round))
			}
			return addF32(p, c, m.round)
		}),
		// v_cvt_norm_i16_f16 / u16: a half to a normalised 16-bit integer.
		isa.OpV_CVT_NORM_I16_F16:   vopF16ToInt(func(x float64) uint32 { return cvtNorm(x, true) }),
		isa.OpV_CVT_NORM_U16_F16:   vopF16ToInt(func(x float64) uint32 { return cvtNorm(x, false) }),
		isa.OpV_CVT_PKACCUM_U8_F32: vCvtPkU8F32(true),
		// v_clrexcp clears the wave's exception state, which the
		// interpreter does not model (float exceptions are never raised).
		isa.OpV_CLREXCP: func(*Wave, *instr) error { return nil },
	})
}
