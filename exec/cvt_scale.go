package exec

import (
	"fmt"
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// gfx950's (CDNA4) scaled conversions between f32/f16/bf16 and the OCP MX
// element formats: FP8 (E4M3FN), BF8 (E5M2), FP6 (E2M3), BF6 (E3M2) and
// FP4 (E2M1). The operand layout is the CDNA4 ISA guide's pseudocode (as
// extracted from AMD's PDF in tinygrad's
// tinygrad/runtime/autogen/amd/cdna/str_pcode.py):
//
//   - the scale is "scale = 32'U(exponent(S1.f32))" (S2 for the forms with
//     two value sources): the biased exponent field of an f32 operand, an
//     OCP E8M0 scale, 2^(scale-127); its sign and mantissa are ignored.
//   - to a wider format ("fp8_to_f32_scale(src, scale)"): the byte
//     OPSEL[1:0] names (v_cvt_scalef32_{f32,f16}_{fp8,bf8},
//     v_cvt_scalef32_pk_*_fp4), the 16-bit word OPSEL[0] names
//     (v_cvt_scalef32_pk_*_{fp8,bf8}) or all 32 six-bit fields of S0..S0+5
//     (pk32_*_{fp6,bf6}); v_cvt_scalef32_f16_* writes the half of D that
//     OPSEL[3] names ("OPSEL[3] controls destination hi/lo") and keeps the
//     other (LLVM's intrinsic takes the old D as an operand).
//   - to a narrower format ("f32_to_fp8_scale(S0.f32, scale)"): S0 and S1
//     (f32) or the two halves of S0 (f16, bf16) into the word OPSEL[3]
//     names (fp8, bf8) or the byte OPSEL[3:2] names (fp4), "Other
//     destination bits are preserved"; the pk32 and 2xpk16 forms fill six
//     registers, 2xpk16 interleaving S0[i] and S1[i] in bits 12i..12i+11.
//
// The conversion functions themselves are not spelled out in the guide.
// Their numerics here are the OCP MX specification's (an element's value
// is the scale times the element's value) with the rounding of AMD's HIP
// host model of these instructions (hip/amd_detail/amd_hip_ocp_host.hpp,
// to_float and from_float: nearest even, subnormal results kept): to a
// wider format, element * 2^(scale-127) rounded to nearest even, overflow
// to infinity; a NaN element or the NaN scale 0xFF gives a quiet NaN of
// the element's sign (f32 0x7fc00000, f16 and bf16 0x7fff, as that model
// makes them), an infinite BF8 an infinity. To a narrower format,
// x / 2^(scale-127) rounded to nearest even. What the hardware gives for
// NaN, infinity, the NaN scale, or a result beyond the largest finite
// value when narrowing is not in the guide, and AMD's host model gives
// E4M3FN's NaN code for an E4M3 overflow "saturated", which the OCP
// specification does not; those fault as unimplemented, naming the value,
// as do an f32 input or result the MODE register would flush (the model
// keeps denormals), input modifiers on 16-bit sources, clamp and omod.
// The stochastic-rounding forms (v_cvt_scalef32_sr_*) are not modelled:
// the guide's pseudocode draws a new random value per element with
// v_prng_b32 where AMD's host model reuses one seed, and neither defines
// f32_to_fp8_sr_scale. README.md lists the same.

// mxFormat is one OCP MX element format.
type mxFormat struct {
	elem         MatrixElem
	bits         uint // element width: 8, 6 or 4
	mbits, bias  int
	maxFinite    float64
	nameForFault string
}

var (
	mxFP8 = mxFormat{ElemFP8, 8, 3, 7, 448, "E4M3FN"}
	mxBF8 = mxFormat{ElemBF8, 8, 2, 15, 57344, "E5M2"}
	mxFP6 = mxFormat{ElemFP6, 6, 3, 1, 7.5, "E2M3"}
	mxBF6 = mxFormat{ElemBF6, 6, 2, 3, 28, "E3M2"}
	mxFP4 = mxFormat{ElemFP4, 4, 1, 1, 6, "E2M1"}
)

func (f mxFormat) decode(c uint32) float64 {
	return MatrixElemValue(f.elem, uint64(c&(1<<f.bits-1)), true)
}

// encode rounds x to the nearest value of f (ties to even); ok is false
// for NaN, infinity and results beyond the largest finite value.
func (f mxFormat) encode(x float64) (c uint32, ok bool) {
	if x != x || math.IsInf(x, 0) {
		return 0, false
	}
	var sign uint32
	if math.Signbit(x) {
		sign = 1 << (f.bits - 1)
	}
	a := math.Abs(x)
	if a == 0 {
		return sign, true
	}
	e, m := roundF8(a, f.mbits, f.bias)
	if m < float64(int(1)<<f.mbits) { // subnormal or zero
		return sign | uint32(m), true
	}
	if math.Ldexp(m, e-f.mbits) > f.maxFinite {
		return 0, false
	}
	return sign | uint32(e+f.bias)<<f.mbits | uint32(int(m)-1<<f.mbits), true
}

// mxScale is the E8M0 scale of an f32 operand: its biased exponent.
func mxScale(s uint32) int { return int(s >> 23 & 0xff) }

// scaleOut is the kind of a wider result.
type scaleOut uint8

const (
	scaleToF32 scaleOut = iota
	scaleToF16
	scaleToBF16
)

// widen is element code c of f times the scale, as result bits of out.
// A subnormal f32 result that MODE would flush faults (ok false).
func (f mxFormat) widen(c uint32, scale int, out scaleOut, m f32Mode) (uint32, bool) {
	v := f.decode(c)
	neg := c>>(f.bits-1)&1 != 0
	if v != v || scale == 0xff {
		switch out {
		case scaleToF32:
			if neg {
				return 0xffc0_0000, true
			}
			return 0x7fc0_0000, true
		default:
			if neg {
				return 0xffff, true
			}
			return 0x7fff, true
		}
	}
	x := math.Ldexp(v, scale-127) // exact: at most 4 significant bits
	switch out {
	case scaleToF16:
		return uint32(roundToF16(x)), true
	case scaleToBF16:
		return uint32(roundToBF16(x)), true
	}
	r := math.Float32bits(float32(x))
	return r, m.flushOut(r) == r
}

// narrow is x (already with any input modifier) divided by the scale, as
// a code of f; err names what the conversion is not defined for here.
func (f mxFormat) narrow(d *instr, x float64, scale int) (uint32, error) {
	if scale != 0xff {
		if c, ok := f.encode(math.Ldexp(x, 127-scale)); ok {
			return c, nil
		}
	}
	return 0, errUnimplemented(fmt.Sprintf("%s of %g with scale 2^(%d-127) to %s (NaN, infinity, the NaN scale and overflow are not defined)", d.op, x, scale, f.nameForFault))
}

// srcReg is the k-th register of a multi-register VGPR source.
func (w *Wave) srcReg(d *instr, i, k int) ([]uint32, bool) {
	o := d.src[i]
	if o.kind != isa.KindVGPR && o.kind != isa.KindAGPR {
		return nil, false
	}
	o.reg += k
	return w.vsrc(&o, &w.tmp[i]), true
}

// scaleCheck rejects the modifiers the scaled conversions do not define:
// clamp, omod and, for a packed 16-bit source i (mask bit i), abs/neg.
func scaleCheck(d *instr, packed uint8) error {
	bad := d.clamp || d.omod != 0
	for i := range 3 {
		if packed>>i&1 != 0 && d.mods[i]&(isa.ModNeg|isa.ModAbs) != 0 {
			bad = true
		}
	}
	if bad {
		return errUnimplemented(d.op.String() + " with clamp, omod or a modifier on a packed source")
	}
	return nil
}

// half16 is the 16-bit half h of v as a float64 (bf16 or f16).
func half16(v uint32, h uint, bf16 bool) float64 {
	b := uint16(v >> (16 * h))
	if bf16 {
		return bf16ToF64(b)
	}
	return f16ToF64(b)
}

// lanes runs f on the active lanes, stopping at the first error.
func scaleLanes(exec uint64, f func(l int) error) error {
	var err error
	forLanes(exec, func(l int) {
		if err == nil {
			err = f(l)
		}
	})
	return err
}

func errScaleFlush(d *instr) error {
	return errUnimplemented(d.op.String() + " of an f32 denormal the MODE register flushes")
}

// cvtScaleWiden is the byte and word forms to a wider format: n elements
// (1 or 2) of f from the byte (byteSel) or word of S0 OPSEL names, scale
// S1. f32 results go to D and D+1; 16-bit ones to D's halves (n 2) or the
// half OPSEL[3] names (n 1).
func cvtScaleWiden(f mxFormat, n int, byteSel bool, out scaleOut) semFn {
	return func(w *Wave, d *instr) error {
		if err := scaleCheck(d, 1); err != nil {
			return err
		}
		a := w.vsrc(&d.src[0], &w.tmp[0])
		s := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		sh := 16 * uint(d.opsel&1)
		if byteSel {
			sh = 8 * uint(d.opsel&3)
		}
		dlo := w.vdstLanes(&d.vdst, 0)
		var lo, hi [64]uint32 // D may overlap S0
		err := scaleLanes(w.EXEC, func(l int) error {
			c := a[l] >> sh
			sc := mxScale(s[l])
			var r [2]uint32
			for i := range n {
				var ok bool
				if r[i], ok = f.widen(c>>(uint(i)*f.bits), sc, out, m); !ok {
					return errScaleFlush(d)
				}
			}
			switch {
			case out == scaleToF32:
				lo[l], hi[l] = r[0], r[1]
			case n == 2:
				lo[l] = r[0] | r[1]<<16
			case d.opsel&8 != 0:
				lo[l] = dlo[l]&0xffff | r[0]<<16
			default:
				lo[l] = dlo[l]&0xffff_0000 | r[0]
			}
			return nil
		})
		if err != nil {
			return err
		}
		if out == scaleToF32 && n == 2 {
			dhi := w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) { dlo[l], dhi[l] = lo[l], hi[l] })
			return nil
		}
		forLanes(w.EXEC, func(l int) { dlo[l] = lo[l] })
		return nil
	}
}

// cvtScalePk32Widen is v_cvt_scalef32_pk32_{f32,f16,bf16}_{fp6,bf6}: the
// 32 six-bit fields of S0..S0+5 (field i at bits 6i of the 192-bit
// value), scale S1, into D..D+31 (f32) or the halves of D..D+15.
func cvtScalePk32Widen(f mxFormat, out scaleOut) semFn {
	return func(w *Wave, d *instr) error {
		if err := scaleCheck(d, 1); err != nil {
			return err
		}
		var src [6][]uint32
		for k := range 6 {
			var ok bool
			if src[k], ok = w.srcReg(d, 0, k); !ok {
				return errInvalid("%s: S0 is not a VGPR range", d.op)
			}
		}
		// Copy the sources: D may overlap them and w.tmp[0] is reused.
		var in [6][64]uint32
		for k := range 6 {
			copy(in[k][:], src[k])
		}
		s := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		var res [32][64]uint32
		err := scaleLanes(w.EXEC, func(l int) error {
			var bits [7]uint32
			for k := range 6 {
				bits[k] = in[k][l]
			}
			sc := mxScale(s[l])
			for i := range 32 {
				pos := 6 * i
				c := bits[pos/32] >> (pos % 32)
				if pos%32 > 26 {
					c |= bits[pos/32+1] << (32 - pos%32)
				}
				r, ok := f.widen(c, sc, out, m)
				if !ok {
					return errScaleFlush(d)
				}
				if out == scaleToF32 {
					res[i][l] = r
				} else {
					res[i/2][l] |= r << (16 * uint(i%2))
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		nreg := 32
		if out != scaleToF32 {
			nreg = 16
		}
		for k := range nreg {
			dst := w.vdstLanes(&d.vdst, k)
			forLanes(w.EXEC, func(l int) { dst[l] = res[k][l] })
		}
		return nil
	}
}

// scaleIn reads one value to narrow: an f32 source with its abs/neg
// modifier (faulting on a denormal MODE flushes), or a 16-bit half.
type scaleIn uint8

const (
	inF32 scaleIn = iota
	inF16
	inBF16
)

// packed is scaleCheck's mask of packed 16-bit sources: S0 for f16 and
// bf16 inputs, none for f32.
func (k scaleIn) packed() uint8 {
	if k == inF32 {
		return 0
	}
	return 1
}

func narrowIn(d *instr, m f32Mode, kind scaleIn, v uint32, i int, h uint) (float64, error) {
	if kind != inF32 {
		return half16(v, h, kind == inBF16), nil
	}
	if m.flushIn(v) != v {
		return 0, errScaleFlush(d)
	}
	return float64(math.Float32frombits(srcModF32(v, d.mods[i]))), nil
}

// cvtScaleNarrow is the forms to two fp8/bf8 (the word OPSEL[3] names) or
// two fp4 (the byte OPSEL[3:2] names): from S0 and S1 with scale S2 (f32)
// or from S0's halves with scale S1.
func cvtScaleNarrow(f mxFormat, kind scaleIn) semFn {
	packed := kind.packed()
	return func(w *Wave, d *instr) error {
		if err := scaleCheck(d, packed); err != nil {
			return err
		}
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b, s := a, w.vsrc(&d.src[1], &w.tmp[1])
		if kind == inF32 {
			b, s = s, w.vsrc(&d.src[2], &w.tmp[2])
		}
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		sh, mask := 16*uint(d.opsel>>3&1), uint32(0xffff)
		if f.bits == 4 {
			sh, mask = 8*uint(d.opsel>>2&3), 0xff
		}
		var out [64]uint32
		err := scaleLanes(w.EXEC, func(l int) error {
			sc := mxScale(s[l])
			var c [2]uint32
			for i, v := range [2]uint32{a[l], b[l]} {
				h := uint(i) // the half of S0 for 16-bit sources
				if kind == inF32 {
					h = 0
				}
				x, err := narrowIn(d, m, kind, v, i, h)
				if err != nil {
					return err
				}
				if c[i], err = f.narrow(d, x, sc); err != nil {
					return err
				}
			}
			out[l] = dst[l]&^(mask<<sh) | (c[0]|c[1]<<f.bits)<<sh
			return nil
		})
		if err != nil {
			return err
		}
		forLanes(w.EXEC, func(l int) { dst[l] = out[l] })
		return nil
	}
}

// cvtScalePk32Narrow is v_cvt_scalef32_pk32_{fp6,bf6}_{f16,bf16} (the 32
// halves of S0..S0+15, scale S1) and, with two, v_cvt_scalef32_2xpk16_
// {fp6,bf6}_f32 (S0[i] to field 2i, S1[i] to field 2i+1, i < 16, scale
// S2): field i at bits 6i of D..D+5.
func cvtScalePk32Narrow(f mxFormat, kind scaleIn) semFn {
	packed := kind.packed()
	return func(w *Wave, d *instr) error {
		if err := scaleCheck(d, packed); err != nil {
			return err
		}
		var in [32][64]uint32
		for k := range 16 {
			r, ok := w.srcReg(d, 0, k)
			if !ok {
				return errInvalid("%s: S0 is not a VGPR range", d.op)
			}
			copy(in[k][:], r)
			if kind == inF32 {
				if r, ok = w.srcReg(d, 1, k); !ok {
					return errInvalid("%s: S1 is not a VGPR range", d.op)
				}
				copy(in[16+k][:], r)
			}
		}
		si := 1
		if kind == inF32 {
			si = 2
		}
		s := w.vsrc(&d.src[si], &w.tmp[si])
		m := modeF32(w.Mode)
		var res [6][64]uint32
		err := scaleLanes(w.EXEC, func(l int) error {
			sc := mxScale(s[l])
			var bits [7]uint32
			for i := range 32 {
				var x float64
				var err error
				if kind == inF32 {
					// Field i: S0[i/2] for even i, S1[i/2] for odd.
					x, err = narrowIn(d, m, kind, in[16*(i%2)+i/2][l], i%2, 0)
				} else {
					x, err = narrowIn(d, m, kind, in[i/2][l], 0, uint(i%2))
				}
				if err != nil {
					return err
				}
				c, err := f.narrow(d, x, sc)
				if err != nil {
					return err
				}
				pos := 6 * i
				bits[pos/32] |= c << (pos % 32)
				if pos%32 > 26 {
					bits[pos/32+1] |= c >> (32 - pos%32)
				}
			}
			for k := range 6 {
				res[k][l] = bits[k]
			}
			return nil
		})
		if err != nil {
			return err
		}
		for k := range 6 {
			dst := w.vdstLanes(&d.vdst, k)
			forLanes(w.EXEC, func(l int) { dst[l] = res[k][l] })
		}
		return nil
	}
}

func init() {
	registerGen(GFX940, map[isa.Op]semFn{
		isa.OpV_CVT_SCALEF32_F32_FP8:     cvtScaleWiden(mxFP8, 1, true, scaleToF32),
		isa.OpV_CVT_SCALEF32_F32_BF8:     cvtScaleWiden(mxBF8, 1, true, scaleToF32),
		isa.OpV_CVT_SCALEF32_F16_FP8:     cvtScaleWiden(mxFP8, 1, true, scaleToF16),
		isa.OpV_CVT_SCALEF32_F16_BF8:     cvtScaleWiden(mxBF8, 1, true, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK_F32_FP8:  cvtScaleWiden(mxFP8, 2, false, scaleToF32),
		isa.OpV_CVT_SCALEF32_PK_F32_BF8:  cvtScaleWiden(mxBF8, 2, false, scaleToF32),
		isa.OpV_CVT_SCALEF32_PK_F16_FP8:  cvtScaleWiden(mxFP8, 2, false, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK_F16_BF8:  cvtScaleWiden(mxBF8, 2, false, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK_BF16_FP8: cvtScaleWiden(mxFP8, 2, false, scaleToBF16),
		isa.OpV_CVT_SCALEF32_PK_BF16_BF8: cvtScaleWiden(mxBF8, 2, false, scaleToBF16),
		isa.OpV_CVT_SCALEF32_PK_F32_FP4:  cvtScaleWiden(mxFP4, 2, true, scaleToF32),
		isa.OpV_CVT_SCALEF32_PK_F16_FP4:  cvtScaleWiden(mxFP4, 2, true, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK_BF16_FP4: cvtScaleWiden(mxFP4, 2, true, scaleToBF16),

		isa.OpV_CVT_SCALEF32_PK32_F32_FP6:  cvtScalePk32Widen(mxFP6, scaleToF32),
		isa.OpV_CVT_SCALEF32_PK32_F32_BF6:  cvtScalePk32Widen(mxBF6, scaleToF32),
		isa.OpV_CVT_SCALEF32_PK32_F16_FP6:  cvtScalePk32Widen(mxFP6, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK32_F16_BF6:  cvtScalePk32Widen(mxBF6, scaleToF16),
		isa.OpV_CVT_SCALEF32_PK32_BF16_FP6: cvtScalePk32Widen(mxFP6, scaleToBF16),
		isa.OpV_CVT_SCALEF32_PK32_BF16_BF6: cvtScalePk32Widen(mxBF6, scaleToBF16),

		isa.OpV_CVT_SCALEF32_PK_FP8_F32:  cvtScaleNarrow(mxFP8, inF32),
		isa.OpV_CVT_SCALEF32_PK_BF8_F32:  cvtScaleNarrow(mxBF8, inF32),
		isa.OpV_CVT_SCALEF32_PK_FP8_F16:  cvtScaleNarrow(mxFP8, inF16),
		isa.OpV_CVT_SCALEF32_PK_BF8_F16:  cvtScaleNarrow(mxBF8, inF16),
		isa.OpV_CVT_SCALEF32_PK_FP8_BF16: cvtScaleNarrow(mxFP8, inBF16),
		isa.OpV_CVT_SCALEF32_PK_BF8_BF16: cvtScaleNarrow(mxBF8, inBF16),
		isa.OpV_CVT_SCALEF32_PK_FP4_F32:  cvtScaleNarrow(mxFP4, inF32),
		isa.OpV_CVT_SCALEF32_PK_FP4_F16:  cvtScaleNarrow(mxFP4, inF16),
		isa.OpV_CVT_SCALEF32_PK_FP4_BF16: cvtScaleNarrow(mxFP4, inBF16),

		isa.OpV_CVT_SCALEF32_PK32_FP6_F16:   cvtScalePk32Narrow(mxFP6, inF16),
		isa.OpV_CVT_SCALEF32_PK32_BF6_F16:   cvtScalePk32Narrow(mxBF6, inF16),
		isa.OpV_CVT_SCALEF32_PK32_FP6_BF16:  cvtScalePk32Narrow(mxFP6, inBF16),
		isa.OpV_CVT_SCALEF32_PK32_BF6_BF16:  cvtScalePk32Narrow(mxBF6, inBF16),
		isa.OpV_CVT_SCALEF32_2XPK16_FP6_F32: cvtScalePk32Narrow(mxFP6, inF32),
		isa.OpV_CVT_SCALEF32_2XPK16_BF6_F32: cvtScalePk32Narrow(mxBF6, inF32),
	})
}
