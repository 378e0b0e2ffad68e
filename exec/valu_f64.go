package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Double-precision VALU operations. Sources are 64-bit lanes with abs/neg
// modifiers and input denormal handling per MODE.FP_DENORM[16/64]; add,
// mul, fma and sqrt round in MODE.FP_ROUND[3:2]'s mode (float64_round.go),
// the other operations are exact or approximations (README.md).

// f64Mode is the 16/64-bit part of MODE.
type f64Mode struct{ denorm, round uint8 }

func modeF64(mode uint32) f64Mode {
	return f64Mode{denorm: uint8(mode >> (ModeFPDenormShift + 2) & 3), round: uint8(mode >> (ModeFPRoundShift + 2) & 3)}
}

func (m f64Mode) flushIn(x uint64) uint64 {
	if m.denorm&1 == 0 && x&0x7ff0_0000_0000_0000 == 0 {
		return x & (1 << 63)
	}
	return x
}

func (m f64Mode) flushOut(x uint64) uint64 {
	if m.denorm&2 == 0 && x&0x7ff0_0000_0000_0000 == 0 {
		return x & (1 << 63)
	}
	return x
}

func srcModF64(x uint64, m uint8) uint64 {
	if m&isa.ModAbs != 0 {
		x &^= 1 << 63
	}
	if m&isa.ModNeg != 0 {
		x ^= 1 << 63
	}
	return x
}

func quietF64(x uint64) uint64 {
	if x&0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && x&0x000f_ffff_ffff_ffff != 0 {
		return x | 1<<51
	}
	return x
}

// outF64 applies output flushing, omod and clamp.
func outF64(d *instr, m f64Mode, r uint64) uint64 {
	r = m.flushOut(quietF64(r))
	if d.omod != 0 || d.clamp {
		f := math.Float64frombits(r)
		switch d.omod {
		case 1:
			f *= 2
		case 2:
			f *= 4
		case 3:
			f *= 0.5
		}
		if d.clamp {
			if f != f || f < 0 {
				f = 0
			} else if f > 1 {
				f = 1
			}
		}
		r = math.Float64bits(f)
	}
	return r
}

// vopF64 builds an f64 operation of n 64-bit sources.
func vopF64(n int, f func(a, b, c float64) float64) semFn {
	return vopF64R(n, func(a, b, c float64, _ uint8) float64 { return f(a, b, c) })
}

// vopF64R builds an f64 operation that rounds in MODE's f64 rounding mode.
func vopF64R(n int, f func(a, b, c float64, round uint8) float64) semFn {
	return func(w *Wave, d *instr) error {
		var lo, hi [3][]uint32
		for i := range n {
			lo[i], hi[i] = w.vsrc64(&d.src[i], &w.tmp[2*i], &w.tmp[2*i+1])
		}
		m := modeF64(w.Mode)
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			var v [3]float64
			for i := range n {
				x := uint64(hi[i][l])<<32 | uint64(lo[i][l])
				v[i] = math.Float64frombits(m.flushIn(srcModF64(x, d.mods[i])))
			}
			r := outF64(d, m, math.Float64bits(f(v[0], v[1], v[2], m.round)))
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		})
		return nil
	}
}

// vopF64Acc builds v_fmac_f64: D = S0 * S1 + D.
func vopF64Acc(f func(a, b, c float64, round uint8) float64) semFn {
	return func(w *Wave, d *instr) error {
		al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		bl, bh := w.vsrc64(&d.src[1], &w.tmp[2], &w.tmp[3])
		m := modeF64(w.Mode)
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			a := math.Float64frombits(m.flushIn(srcModF64(uint64(ah[l])<<32|uint64(al[l]), d.mods[0])))
			b := math.Float64frombits(m.flushIn(srcModF64(uint64(bh[l])<<32|uint64(bl[l]), d.mods[1])))
			c := math.Float64frombits(m.flushIn(uint64(dhi[l])<<32 | uint64(dlo[l])))
			r := outF64(d, m, math.Float64bits(f(a, b, c, m.round)))
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		})
		return nil
	}
}

// vopF64ToU32 builds conversions from f64 to a 32-bit result.
func vopF64To32(f func(a float64) uint32) semFn {
	return func(w *Wave, d *instr) error {
		al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		m := modeF64(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			dst[l] = f(math.Float64frombits(m.flushIn(srcModF64(uint64(ah[l])<<32|uint64(al[l]), d.mods[0]))))
		})
		return nil
	}
}

// vop32ToF64 builds conversions from a 32-bit source to f64.
func vop32ToF64(f func(a uint32, mods uint8) float64) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		m := modeF64(w.Mode)
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			r := outF64(d, m, math.Float64bits(f(a[l], d.mods[0])))
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		})
		return nil
	}
}

func minF64(a, b float64) float64 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	}
	return math.Min(a, b)
}

func maxF64(a, b float64) float64 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	}
	return math.Max(a, b)
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_ADD_F64:   vopF64R(2, func(a, b, _ float64, r uint8) float64 { return addF64(a, b, r) }),
		isa.OpV_MUL_F64:   vopF64R(2, func(a, b, _ float64, r uint8) float64 { return mulF64(a, b, r) }),
		isa.OpV_FMA_F64:   vopF64R(3, fmaF64),
		isa.OpV_FMAC_F64:  vopF64Acc(fmaF64),
		isa.OpV_MIN_F64:   vopF64(2, func(a, b, _ float64) float64 { return minF64(a, b) }),
		isa.OpV_MAX_F64:   vopF64(2, func(a, b, _ float64) float64 { return maxF64(a, b) }),
		isa.OpV_FLOOR_F64: vopF64(1, func(a, _, _ float64) float64 { return math.Floor(a) }),
		isa.OpV_CEIL_F64:  vopF64(1, func(a, _, _ float64) float64 { return math.Ceil(a) }),
		isa.OpV_TRUNC_F64: vopF64(1, func(a, _, _ float64) float64 { return math.Trunc(a) }),
		isa.OpV_RNDNE_F64: vopF64(1, func(a, _, _ float64) float64 { return math.RoundToEven(a) }),
		isa.OpV_FRACT_F64: vopF64(1, func(a, _, _ float64) float64 {
			if math.IsInf(a, 0) {
				return math.NaN()
			}
			return math.Min(a-math.Floor(a), 0x1.fffffffffffffp-1)
		}),
		// Transcendental approximations: the hardware's v_rcp_f64/v_rsq_f64
		// are accurate to about 1 ulp; these are correctly rounded (rcp,
		// sqrt) or within 1 ulp (rsq), so results may differ from a GPU by
		// 1 ulp before a Newton refinement.
		isa.OpV_RCP_F64:  vopF64(1, func(a, _, _ float64) float64 { return 1 / a }),
		isa.OpV_RSQ_F64:  vopF64(1, func(a, _, _ float64) float64 { return 1 / math.Sqrt(a) }),
		isa.OpV_SQRT_F64: vopF64R(1, func(a, _, _ float64, r uint8) float64 { return sqrtF64(a, r) }),
		isa.OpV_LDEXP_F64: func(w *Wave, d *instr) error {
			al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
			e := w.vsrc(&d.src[1], &w.tmp[2])
			m := modeF64(w.Mode)
			dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) {
				x := math.Float64frombits(m.flushIn(srcModF64(uint64(ah[l])<<32|uint64(al[l]), d.mods[0])))
				r := outF64(d, m, math.Float64bits(math.Ldexp(x, int(int32(e[l])))))
				dlo[l], dhi[l] = uint32(r), uint32(r>>32)
			})
			return nil
		},
		isa.OpV_FREXP_MANT_F64: vopF64(1, func(a, _, _ float64) float64 {
			if math.IsInf(a, 0) || a != a {
				return a
			}
			f, _ := math.Frexp(a)
			return f
		}),
		isa.OpV_FREXP_EXP_I32_F64: vopF64To32(func(a float64) uint32 {
			if math.IsInf(a, 0) || a != a {
				return 0
			}
			_, e := math.Frexp(a)
			return uint32(int32(e))
		}),
		isa.OpV_CVT_I32_F64: vopF64To32(func(a float64) uint32 { return cvtI32(a) }),
		isa.OpV_CVT_U32_F64: vopF64To32(func(a float64) uint32 { return cvtU32(a) }),
		isa.OpV_CVT_F32_F64: func(w *Wave, d *instr) error {
			al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
			m64, m32 := modeF64(w.Mode), modeF32(w.Mode)
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				x := math.Float64frombits(m64.flushIn(srcModF64(uint64(ah[l])<<32|uint64(al[l]), d.mods[0])))
				dst[l] = outF32(d, m32, quietF32(roundToF32(x, m32.round)))
			})
			return nil
		},
		isa.OpV_CVT_F64_F32: vop32ToF64(func(a uint32, mods uint8) float64 {
			return float64(math.Float32frombits(srcModF32(a, mods)))
		}),
		isa.OpV_CVT_F64_I32: vop32ToF64(func(a uint32, _ uint8) float64 { return float64(int32(a)) }),
		isa.OpV_CVT_F64_U32: vop32ToF64(func(a uint32, _ uint8) float64 { return float64(a) }),
	})
}
