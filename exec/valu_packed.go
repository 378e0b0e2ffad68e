package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Packed 16-bit math (VOP3P, GFX9+): each 32-bit lane holds two 16-bit
// values. For the low result, source i supplies the half that op_sel bit i
// selects; for the high result, the half op_sel_hi bit i selects (Vega ISA
// 6.3 "VOP3P"). Float sources are negated by neg_lo (the low result) and
// neg_hi (the high one); there is no abs. Clamp bounds f16 results to
// [0, 1] and saturates integer ones.

// pkHalf returns the half of x that sel picks.
func pkHalf(x uint32, sel bool) uint16 {
	if sel {
		return uint16(x >> 16)
	}
	return uint16(x)
}

// pkOperands reads the sources of a VOP3P instruction lane by lane: it
// calls f with the halves for the low result (h = 0) and the high one.
func vopPk16(n int, f func(d *instr, h int, a, b, c uint16) uint16) semFn {
	return func(w *Wave, d *instr) error {
		var src [3][]uint32
		for i := range n {
			src[i] = w.vsrc(&d.src[i], &w.tmp[i])
		}
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			var r [2]uint16
			for h := range 2 {
				sel := d.opsel
				if h == 1 {
					sel = d.opselHi
				}
				var v [3]uint16
				for i := range n {
					v[i] = pkHalf(src[i][l], sel>>uint(i)&1 != 0)
				}
				r[h] = f(d, h, v[0], v[1], v[2])
			}
			dst[l] = uint32(r[0]) | uint32(r[1])<<16
		})
		return nil
	}
}

// pkF16 is a packed f16 operation computed exactly in float64 and rounded
// once to half.
func pkF16(n int, f func(a, b, c float64) float64) semFn {
	return pkFloat16(n, f, f16ToF64, roundToF16)
}

// pkFloat16 is a packed operation on 16-bit float halves (f16 or bf16, by
// widen and round): the neg and neg_hi modifiers flip the sign bits, the
// result is computed in float64 and rounded once.
func pkFloat16(n int, f func(a, b, c float64) float64, widen func(uint16) float64, round func(float64) uint16) semFn {
	return vopPk16(n, func(d *instr, h int, a, b, c uint16) uint16 {
		negBit := uint8(isa.ModNeg)
		if h == 1 {
			negBit = isa.ModNegHi
		}
		v := [3]uint16{a, b, c}
		var x [3]float64
		for i := range n {
			if d.mods[i]&negBit != 0 {
				v[i] ^= 0x8000
			}
			x[i] = widen(v[i])
		}
		return round(clampUnit(d.clamp, f(x[0], x[1], x[2])))
	})
}

// clampUnit bounds a float result to [0, 1] when clamp is set (NaN gives 0).
func clampUnit(clamp bool, r float64) float64 {
	if !clamp {
		return r
	}
	if r != r || r < 0 {
		return 0
	}
	return min(r, 1)
}

// pkU16 and pkI16 are packed integer operations; the function returns the
// exact result, which wraps to 16 bits or, with clamp, saturates.
func pkU16(n int, f func(a, b, c int64) int64) semFn {
	return vopPk16(n, func(d *instr, _ int, a, b, c uint16) uint16 {
		return satU16(d, f(int64(a), int64(b), int64(c)))
	})
}

func pkI16(n int, f func(a, b, c int64) int64) semFn {
	return vopPk16(n, func(d *instr, _ int, a, b, c uint16) uint16 {
		return satI16(d, f(int64(int16(a)), int64(int16(b)), int64(int16(c))))
	})
}

// vPkFmacF16 is v_pk_fmac_f16 (VOP2, gfx908+): D.lo = fma(S0.lo, S1.lo,
// D.lo), D.hi = fma(S0.hi, S1.hi, D.hi).
func vPkFmacF16(w *Wave, d *instr) error {
	a := w.vsrc(&d.src[0], &w.tmp[0])
	b := w.vsrc(&d.src[1], &w.tmp[1])
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) {
		var r uint32
		for h := range 2 {
			sh := uint(16 * h)
			x := fma16(f16ToF64(uint16(a[l]>>sh)), f16ToF64(uint16(b[l]>>sh)), f16ToF64(uint16(dst[l]>>sh)))
			r |= uint32(roundToF16(x)) << sh
		}
		dst[l] = r
	})
	return nil
}

// Mixed-precision multiply-adds (v_mad_mix*, gfx900; v_fma_mix*, gfx906+):
// source i is an f16 (the half op_sel bit i selects) when op_sel_hi bit i
// is set, else an f32. The modifiers are abs (in the neg_hi bit) and neg.
// The f32 result is written whole (_f32), or rounded to f16 into the low
// (mixlo) or high (mixhi) half, keeping the other half.
//
// gfx1250's v_fma_mix_f32_bf16, v_fma_mixlo_bf16 and v_fma_mixhi_bf16 are
// the same with bf16 in place of f16 (LLVM 22: the VOP3P_Mix profiles of
// VOP_F32_BF16_BF16_BF16 and VOP_BF16_BF16_BF16_BF16 with the op_sel,
// op_sel_hi and vdst_in operands of the f16 forms, selected for
// fma(fpext bf16, fpext bf16, fpext bf16) and its fptrunc to bf16). A bf16
// source is the f32 whose high half it is (abs and neg act on its sign
// bit) and, as an f32 operand of the f32 FMA, follows MODE's f32 denormal
// setting; the 16-bit result is the f32 result rounded to bf16, nearest
// even.

type mixKind uint8

const (
	mixF32 mixKind = iota
	mixLo
	mixHi
)

func vopMix(kind mixKind, fused bool) semFn { return vopMixOf(kind, fused, false) }

func vopMixOf(kind mixKind, fused, bf16 bool) semFn {
	return func(w *Wave, d *instr) error {
		var src [3][]uint32
		for i := range 3 {
			src[i] = w.vsrc(&d.src[i], &w.tmp[i])
		}
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			var x [3]float32
			for i := range 3 {
				if d.opselHi>>uint(i)&1 != 0 {
					h := pkHalf(src[i][l], d.opsel>>uint(i)&1 != 0)
					if d.mods[i]&isa.ModAbs != 0 {
						h &^= 0x8000
					}
					if d.mods[i]&isa.ModNeg != 0 {
						h ^= 0x8000
					}
					if bf16 {
						x[i] = math.Float32frombits(m.flushIn(uint32(h) << 16))
					} else {
						x[i] = float32(f16ToF64(h))
					}
				} else {
					x[i] = math.Float32frombits(srcModF32(m.flushIn(src[i][l]), d.mods[i]))
				}
			}
			var r uint32
			if fused {
				r = fmaF32(x[0], x[1], x[2], m.round)
			} else {
				p := math.Float32frombits(m.flushOut(mulF32(x[0], x[1], m.round)))
				r = addF32(p, x[2], m.round)
			}
			r = quietF32(r)
			switch kind {
			case mixF32:
				dst[l] = outF32(d, m, r)
			default:
				round := roundToF16
				if bf16 {
					round = roundToBF16
				}
				h := uint32(round(clampUnit(d.clamp, float64(math.Float32frombits(r)))))
				if kind == mixLo {
					dst[l] = dst[l]&0xffff_0000 | h
				} else {
					dst[l] = dst[l]&0xffff | h<<16
				}
			}
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_PK_ADD_F16:  pkF16(2, func(a, b, _ float64) float64 { return a + b }),
		isa.OpV_PK_MUL_F16:  pkF16(2, func(a, b, _ float64) float64 { return a * b }),
		isa.OpV_PK_FMA_F16:  pkF16(3, fma16),
		isa.OpV_PK_MAX_F16:  pkF16(2, func(a, b, _ float64) float64 { return maxF64(a, b) }),
		isa.OpV_PK_MIN_F16:  pkF16(2, func(a, b, _ float64) float64 { return minF64(a, b) }),
		isa.OpV_PK_FMAC_F16: vPkFmacF16,

		isa.OpV_PK_ADD_U16:    pkU16(2, func(a, b, _ int64) int64 { return a + b }),
		isa.OpV_PK_SUB_U16:    pkU16(2, func(a, b, _ int64) int64 { return a - b }),
		isa.OpV_PK_MAD_U16:    pkU16(3, func(a, b, c int64) int64 { return a*b + c }),
		isa.OpV_PK_MUL_LO_U16: pkU16(2, func(a, b, _ int64) int64 { return a * b }),
		isa.OpV_PK_MAX_U16:    pkU16(2, func(a, b, _ int64) int64 { return max(a, b) }),
		isa.OpV_PK_MIN_U16:    pkU16(2, func(a, b, _ int64) int64 { return min(a, b) }),
		isa.OpV_PK_ADD_I16:    pkI16(2, func(a, b, _ int64) int64 { return a + b }),
		isa.OpV_PK_SUB_I16:    pkI16(2, func(a, b, _ int64) int64 { return a - b }),
		isa.OpV_PK_MAD_I16:    pkI16(3, func(a, b, c int64) int64 { return a*b + c }),
		isa.OpV_PK_MAX_I16:    pkI16(2, func(a, b, _ int64) int64 { return max(a, b) }),
		isa.OpV_PK_MIN_I16:    pkI16(2, func(a, b, _ int64) int64 { return min(a, b) }),
		// Shifts: D = S1 shifted by S0[3:0], per half.
		isa.OpV_PK_LSHLREV_B16: vopPk16(2, func(_ *instr, _ int, a, b, _ uint16) uint16 { return b << (a & 15) }),
		isa.OpV_PK_LSHRREV_B16: vopPk16(2, func(_ *instr, _ int, a, b, _ uint16) uint16 { return b >> (a & 15) }),
		isa.OpV_PK_ASHRREV_I16: vopPk16(2, func(_ *instr, _ int, a, b, _ uint16) uint16 { return uint16(int16(b) >> (a & 15)) }),

		isa.OpV_MAD_MIX_F32:   vopMix(mixF32, false),
		isa.OpV_MAD_MIXLO_F16: vopMix(mixLo, false),
		isa.OpV_MAD_MIXHI_F16: vopMix(mixHi, false),
		isa.OpV_FMA_MIX_F32:   vopMix(mixF32, true),
		isa.OpV_FMA_MIXLO_F16: vopMix(mixLo, true),
		isa.OpV_FMA_MIXHI_F16: vopMix(mixHi, true),

		isa.OpV_FMA_MIX_F32_BF16: vopMixOf(mixF32, true, true),
		isa.OpV_FMA_MIXLO_BF16:   vopMixOf(mixLo, true, true),
		isa.OpV_FMA_MIXHI_BF16:   vopMixOf(mixHi, true, true),
	})
}
