package exec

import (
	"math"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Single-precision VALU operations. Every lane: the sources' abs/neg
// modifiers, input denormal flushing per MODE.FP_DENORM, the operation in
// MODE.FP_ROUND, NaN quieting, output denormal flushing, then the output
// modifier and clamp (Vega ISA 6.2.4 "VOP3 output modifiers").

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_ADD_F32: f32K(vopF32Fast(2, srcNaN(2, func(m f32Mode, a, b, _ float32) uint32 { return addF32(a, b, m.round) }), fastAdd),
			f32Add, false, false),
		isa.OpV_SUB_F32: f32K(vopF32(2, srcNaN(2, func(m f32Mode, a, b, _ float32) uint32 { return addF32(a, -b, m.round) })),
			f32Sub, false, false),
		isa.OpV_SUBREV_F32: f32K(vopF32(2, srcNaN(2, func(m f32Mode, a, b, _ float32) uint32 {
			return addF32(b, -a, m.round)
		})), f32Sub, false, true),
		isa.OpV_MUL_F32: f32K(vopF32Fast(2, srcNaN(2, func(m f32Mode, a, b, _ float32) uint32 { return mulF32(a, b, m.round) }), fastMul),
			f32Mul, false, false),
		// v_mul_legacy_f32: 0 * anything (even inf or NaN) is 0.
		isa.OpV_MUL_LEGACY_F32: vopF32(2, func(m f32Mode, a, b, _ float32) uint32 {
			if a == 0 || b == 0 {
				return 0
			}
			return mulF32(a, b, m.round)
		}),
		isa.OpV_FMA_F32: f32K(fusedF32Fast(false, vopF32(3, srcNaN(3, func(m f32Mode, a, b, c float32) uint32 { return fmaF32(a, b, c, m.round) }))),
			f32Fma, false, false),
		// v_fmac_f32: D = S0 * S1 + D, fused.
		isa.OpV_FMAC_F32: f32K(fusedF32Fast(true, vopF32Acc(srcNaN(3, func(m f32Mode, a, b, c float32) uint32 { return fmaF32(a, b, c, m.round) }))),
			f32Fma, true, false),
		// v_mad_f32 / v_mac_f32 multiply and add with two roundings.
		isa.OpV_MAD_F32: f32K(vopF32(3, srcNaN(3, func(m f32Mode, a, b, c float32) uint32 {
			p := math.Float32frombits(mulF32(a, b, m.round))
			return addF32(p, c, m.round)
		})), f32Mad, false, false),
		isa.OpV_MAC_F32: f32K(vopF32Acc(srcNaN(3, func(m f32Mode, a, b, c float32) uint32 {
			p := math.Float32frombits(mulF32(a, b, m.round))
			return addF32(p, c, m.round)
		})), f32Mad, true, false),
		isa.OpV_MIN_F32:  vopF32(2, func(m f32Mode, a, b, _ float32) uint32 { return minF32(a, b) }),
		isa.OpV_MAX_F32:  vopF32(2, func(m f32Mode, a, b, _ float32) uint32 { return maxF32(a, b) }),
		isa.OpV_MIN3_F32: vopF32(3, func(m f32Mode, a, b, c float32) uint32 { return minF32(math.Float32frombits(minF32(a, b)), c) }),
		isa.OpV_MAX3_F32: vopF32(3, func(m f32Mode, a, b, c float32) uint32 { return maxF32(math.Float32frombits(maxF32(a, b)), c) }),
		isa.OpV_MED3_F32: vopF32(3, func(m f32Mode, a, b, c float32) uint32 { return med3F32(a, b, c) }),

		isa.OpV_FLOOR_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(float32(math.Floor(float64(a)))) }),
		isa.OpV_CEIL_F32:  vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(float32(math.Ceil(float64(a)))) }),
		isa.OpV_TRUNC_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 { return math.Float32bits(float32(math.Trunc(float64(a)))) }),
		isa.OpV_RNDNE_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(math.RoundToEven(float64(a))))
		}),
		isa.OpV_FRACT_F32: vopF32(1, func(m f32Mode, a, _, _ float32) uint32 {
			if math.IsInf(float64(a), 0) {
				return math.Float32bits(float32(math.NaN()))
			}
			f := float64(a) - math.Floor(float64(a))
			// The result stays below 1: min(x - floor(x), 0x1.fffffep-1).
			return math.Float32bits(min(float32(f), 0x1.fffffep-1))
		}),

		// Conversions. Float to integer saturates and gives 0 for NaN.
		isa.OpV_CVT_F32_I32:    vopConvF32In(func(m f32Mode, a uint32) uint32 { return roundToF32(float64(int32(a)), m.round) }),
		isa.OpV_CVT_F32_U32:    vopConvF32In(func(m f32Mode, a uint32) uint32 { return roundToF32(float64(a), m.round) }),
		isa.OpV_CVT_I32_F32:    vopF32ToInt(func(a float32) uint32 { return cvtI32(float64(a)) }),
		isa.OpV_CVT_U32_F32:    vopF32ToInt(func(a float32) uint32 { return cvtU32(float64(a)) }),
		isa.OpV_CVT_F32_UBYTE0: vopConvF32In(func(m f32Mode, a uint32) uint32 { return math.Float32bits(float32(a & 0xff)) }),
		isa.OpV_CVT_F32_UBYTE1: vopConvF32In(func(m f32Mode, a uint32) uint32 { return math.Float32bits(float32(a >> 8 & 0xff)) }),
		isa.OpV_CVT_F32_UBYTE2: vopConvF32In(func(m f32Mode, a uint32) uint32 { return math.Float32bits(float32(a >> 16 & 0xff)) }),
		isa.OpV_CVT_F32_UBYTE3: vopConvF32In(func(m f32Mode, a uint32) uint32 { return math.Float32bits(float32(a >> 24)) }),
		isa.OpV_LDEXP_F32: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			m := modeF32(w.Mode)
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				x := m.flushIn(srcModF32(a[l], d.mods[0]))
				r := roundToF32(math.Ldexp(float64(math.Float32frombits(x)), int(int32(b[l]))), m.round)
				dst[l] = outF32(d, m, quietF32(r))
			})
			return nil
		},
	})
}

// srcModF32 applies the abs and neg source modifiers to f32 bits.
func srcModF32(x uint32, m uint8) uint32 {
	if m&isa.ModAbs != 0 {
		x &^= 1 << 31
	}
	if m&isa.ModNeg != 0 {
		x ^= 1 << 31
	}
	return x
}

// outF32 applies output denormal flushing, omod and clamp to a result.
func outF32(d *instr, m f32Mode, r uint32) uint32 {
	r = m.flushOut(r)
	if d.omod != 0 || d.clamp {
		f := math.Float32frombits(r)
		switch d.omod {
		case 1:
			f *= 2
		case 2:
			f *= 4
		case 3:
			f *= 0.5
		}
		if d.clamp {
			switch {
			case f != f: // NaN clamps to 0
				f = 0
			case f < 0:
				f = 0
			case f > 1:
				f = 1
			}
		}
		r = math.Float32bits(f)
	}
	return r
}

// Kernels of the commonest f32 operations for all lanes active, no
// modifiers, nearest-even rounding and denormals kept: Go's float32
// arithmetic is exactly IEEE's (and x86 quiets NaNs as the GPU does).
const (
	fastNone = iota
	fastAdd
	fastMul
)

// vopF32 builds an f32 operation of n sources.
func vopF32(n int, f func(m f32Mode, a, b, c float32) uint32) semFn {
	return vopF32Fast(n, f, fastNone)
}

// vopF32Fast is vopF32 with a dedicated loop for the plain case.
func vopF32Fast(n int, f func(m f32Mode, a, b, c float32) uint32, fast int) semFn {
	return func(w *Wave, d *instr) error {
		if fast != fastNone && w.EXEC == allLanes && d.mods == [3]uint8{} && !d.clamp && d.omod == 0 && w.Mode&0xff == 3<<ModeFPDenormShift|3<<(ModeFPDenormShift+2)&0xff {
			a := w.vsrc(&d.src[0], &w.tmp[0])[:64]
			b := w.vsrc(&d.src[1], &w.tmp[1])[:64]
			dst := w.vdstLanes(&d.vdst, 0)[:64]
			m := modeF32(w.Mode)
			for l := range 64 {
				x, y := math.Float32frombits(a[l]), math.Float32frombits(b[l])
				r := x * y
				if fast == fastAdd {
					r = x + y
				}
				if r != r {
					// Which NaN the host gives is up to its code: f decides.
					dst[l] = f(m, x, y, 0)
					continue
				}
				dst[l] = math.Float32bits(r)
			}
			return nil
		}
		var src [3][]uint32
		for i := range n {
			src[i] = w.vsrc(&d.src[i], &w.tmp[i])
		}
		for i := n; i < 3; i++ {
			src[i] = zeroLanes[:]
		}
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		if d.mods == [3]uint8{} && !d.clamp && d.omod == 0 && m.denorm == DenormFlushNone {
			// The fast path: no modifiers, denormals kept.
			a, b, c := src[0][:64], src[1][:64], src[2][:64]
			for mk := w.EXEC; mk != 0; mk &= mk - 1 {
				l := bits.TrailingZeros64(mk)
				dst[l] = quietF32(f(m, math.Float32frombits(a[l]), math.Float32frombits(b[l]), math.Float32frombits(c[l])))
			}
			return nil
		}
		for mk := w.EXEC; mk != 0; mk &= mk - 1 {
			l := bits.TrailingZeros64(mk)
			var v [3]float32
			for i := range n {
				v[i] = math.Float32frombits(m.flushIn(srcModF32(src[i][l], d.mods[i])))
			}
			dst[l] = outF32(d, m, quietF32(f(m, v[0], v[1], v[2])))
		}
		return nil
	}
}

// vopF32Acc builds v_mac/v_fmac: D = f(S0, S1, D).
func vopF32Acc(f func(m f32Mode, a, b, c float32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x := math.Float32frombits(m.flushIn(srcModF32(a[l], d.mods[0])))
			y := math.Float32frombits(m.flushIn(srcModF32(b[l], d.mods[1])))
			z := math.Float32frombits(m.flushIn(dst[l]))
			dst[l] = outF32(d, m, quietF32(f(m, x, y, z)))
		})
		return nil
	}
}

// vopF32ToInt builds a conversion from f32 to an integer: source
// modifiers and input flushing apply, no float output processing.
func vopF32ToInt(f func(a float32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			dst[l] = f(math.Float32frombits(m.flushIn(srcModF32(a[l], d.mods[0]))))
		})
		return nil
	}
}

// vopConvF32In builds a conversion whose input is not a float.
func vopConvF32In(f func(m f32Mode, a uint32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) { dst[l] = outF32(d, m, f(m, a[l])) })
		return nil
	}
}

// minF32 and maxF32 return the other operand when one is NaN, and order
// -0 below +0 (Vega ISA v_min_f32/v_max_f32 in IEEE mode, with NaN inputs
// quieted).
func minF32(a, b float32) uint32 {
	switch {
	case a != a && b != b:
		return quietF32(math.Float32bits(a))
	case a != a:
		return math.Float32bits(b)
	case b != b:
		return math.Float32bits(a)
	case a == 0 && b == 0:
		return math.Float32bits(a) | math.Float32bits(b) // -0 if either is -0
	case a < b:
		return math.Float32bits(a)
	}
	return math.Float32bits(b)
}

func maxF32(a, b float32) uint32 {
	switch {
	case a != a && b != b:
		return quietF32(math.Float32bits(a))
	case a != a:
		return math.Float32bits(b)
	case b != b:
		return math.Float32bits(a)
	case a == 0 && b == 0:
		return math.Float32bits(a) & math.Float32bits(b) // +0 unless both are -0
	case a > b:
		return math.Float32bits(a)
	}
	return math.Float32bits(b)
}

func med3F32(a, b, c float32) uint32 {
	if a != a || b != b || c != c {
		return minF32(math.Float32frombits(minF32(a, b)), c)
	}
	hi := math.Float32frombits(maxF32(a, b))
	lo := math.Float32frombits(minF32(a, b))
	return maxF32(lo, math.Float32frombits(minF32(hi, c)))
}

// cvtI32 converts to int32 rounding toward zero, saturating, NaN to 0.
func cvtI32(f float64) uint32 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt32:
		return math.MaxInt32
	case f <= math.MinInt32:
		return 1 << 31
	}
	return uint32(int32(f))
}

// cvtU32 converts to uint32 rounding toward zero, saturating, NaN to 0.
func cvtU32(f float64) uint32 {
	switch {
	case f != f || f <= 0:
		return 0
	case f >= math.MaxUint32:
		return math.MaxUint32
	}
	return uint32(f)
}
