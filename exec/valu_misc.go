package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Less common VALU conversions and 16-bit forms, and the cache-control
// instructions the interpreter has no use for (memory is coherent: every
// access completes before the next instruction).

func init() {
	register(map[isa.Op]semFn{
		isa.OpBUFFER_WBINVL1:     nop,
		isa.OpBUFFER_WBINVL1_VOL: nop,
		isa.OpBUFFER_INV:         nop,
		isa.OpBUFFER_WBL2:        nop,
		isa.OpBUFFER_INVL2:       nop,
		isa.OpS_DCACHE_DISCARD:   nop,
		isa.OpS_WAKEUP:           nop,

		// Signed adds (GFX9 VOP3): clamp saturates to the signed range.
		isa.OpV_ADD_I32: vop2Clamp(func(a, b int64) int64 { return a + b }, 32),
		isa.OpV_SUB_I32: vop2Clamp(func(a, b int64) int64 { return a - b }, 32),
		isa.OpV_ADD_I16: vop2Clamp(func(a, b int64) int64 { return a + b }, 16),
		isa.OpV_SUB_I16: vop2Clamp(func(a, b int64) int64 { return a - b }, 16),

		// f32 to integer with explicit rounding: floor, and round half up.
		isa.OpV_CVT_FLR_I32_F32: vopF32ToInt(func(a float32) uint32 { return cvtI32(math.Floor(float64(a))) }),
		isa.OpV_CVT_RPI_I32_F32: vopF32ToInt(func(a float32) uint32 { return cvtI32(math.Floor(float64(a) + 0.5)) }),
		// v_cvt_pkrtz_f16_f32: two f32 to f16 rounding toward zero, packed.
		isa.OpV_CVT_PKRTZ_F16_F32: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				x := float64(math.Float32frombits(srcModF32(a[l], d.mods[0])))
				y := float64(math.Float32frombits(srcModF32(b[l], d.mods[1])))
				dst[l] = uint32(f16TowardZero(x)) | uint32(f16TowardZero(y))<<16
			})
			return nil
		},
		isa.OpV_CVT_PK_U16_U32: vop2(func(a, b uint32) uint32 { return min(a, 0xffff) | min(b, 0xffff)<<16 }),
		isa.OpV_CVT_PK_I16_I32: vop2(func(a, b uint32) uint32 {
			sat := func(v uint32) uint32 { return uint32(uint16(int16(max(min(int32(v), math.MaxInt16), math.MinInt16)))) }
			return sat(a) | sat(b)<<16
		}),

		// f16 rounding and conversions to and from 16-bit integers.
		isa.OpV_FLOOR_F16: vopF16(1, func(a, _, _ float64) float64 { return math.Floor(a) }),
		isa.OpV_CEIL_F16:  vopF16(1, func(a, _, _ float64) float64 { return math.Ceil(a) }),
		isa.OpV_TRUNC_F16: vopF16(1, func(a, _, _ float64) float64 { return math.Trunc(a) }),
		isa.OpV_RNDNE_F16: vopF16(1, func(a, _, _ float64) float64 { return math.RoundToEven(a) }),
		isa.OpV_CVT_F16_U16: func(w *Wave, d *instr) error {
			return cvtToF16(w, d, func(v uint32) float64 { return float64(uint16(v)) })
		},
		isa.OpV_CVT_F16_I16: func(w *Wave, d *instr) error {
			return cvtToF16(w, d, func(v uint32) float64 { return float64(int16(v)) })
		},
		isa.OpV_CVT_U16_F16: vopF16ToInt(func(f float64) uint32 {
			switch {
			case f != f || f <= 0:
				return 0
			case f >= 65535:
				return 65535
			}
			return uint32(f)
		}),
		isa.OpV_CVT_I16_F16: vopF16ToInt(func(f float64) uint32 {
			switch {
			case f != f:
				return 0
			case f >= math.MaxInt16:
				return math.MaxInt16
			case f <= math.MinInt16:
				return uint32(uint16(math.MinInt16 & 0xffff))
			}
			return uint32(uint16(int16(f)))
		}),
	})
}

// vop2Clamp is a signed add or subtract of bits-wide values; with clamp
// the result saturates, without it wraps.
func vop2Clamp(f func(a, b int64) int64, width uint) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		sh := 64 - width
		lo, hi := -int64(1)<<(width-1), int64(1)<<(width-1)-1
		forLanes(w.EXEC, func(l int) {
			r := f(int64(a[l])<<sh>>sh, int64(b[l])<<sh>>sh)
			if d.clamp {
				r = max(min(r, hi), lo)
			}
			dst[l] = uint32(r) & uint32(1<<width-1)
		})
		return nil
	}
}

// f16TowardZero converts to half, rounding toward zero.
func f16TowardZero(x float64) uint16 {
	h := roundToF16(x)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return h
	}
	if math.Abs(f16ToF64(h)) > math.Abs(x) {
		h-- // one step toward zero (the magnitude is monotonic in the bits)
	}
	return h
}

func cvtToF16(w *Wave, d *instr, f func(v uint32) float64) error {
	a := w.vsrc(&d.src[0], &w.tmp[0])
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) { dst[l] = uint32(roundToF16(f(a[l]))) })
	return nil
}

func vopF16ToInt(f func(x float64) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			h := uint16(a[l])
			if d.mods[0]&isa.ModAbs != 0 {
				h &^= 0x8000
			}
			if d.mods[0]&isa.ModNeg != 0 {
				h ^= 0x8000
			}
			dst[l] = f(f16ToF64(h))
		})
		return nil
	}
}
