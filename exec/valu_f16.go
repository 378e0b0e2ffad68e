package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Half-precision and 16-bit integer VALU operations (GFX8/GFX9: results
// in the low 16 bits; on GFX9 the high 16 bits of the destination are
// zeroed, GFX8 preserves nothing either for VOP1/VOP2 results written as
// 32 bits). f16 arithmetic is done exactly in float64 and rounded once.

// roundToF16 rounds a float64 to IEEE half bits (nearest even), with
// subnormals and overflow to infinity.
func roundToF16(x float64) uint16 {
	bits := math.Float64bits(x)
	sign := uint16(bits>>48) & 0x8000
	if x != x {
		return 0x7e00 | sign
	}
	a := math.Abs(x)
	if a == 0 {
		return sign
	}
	if math.IsInf(a, 0) || a >= 65520 { // 65520 rounds to infinity
		return sign | 0x7c00
	}
	// Scale so that the 11 significant bits (or fewer, for subnormals) are
	// the integer part, round to nearest even, and rebuild.
	e := math.Ilogb(a)
	if e < -14 {
		e = -14 // subnormal: fixed exponent, fewer bits
	}
	scaled := math.Ldexp(a, 10-e) // in [1024, 2048) for normals
	m := math.RoundToEven(scaled)
	if m >= 2048 {
		m /= 2
		e++
	}
	if e > 15 {
		return sign | 0x7c00
	}
	if m < 1024 { // subnormal
		return sign | uint16(m)
	}
	return sign | uint16(e+15)<<10 | uint16(m-1024)
}

// f16 computes one lane's result of an f16 operation: sources are the low
// 16 bits with abs/neg applied.
func vopF16(n int, f func(a, b, c float64) float64) semFn {
	return vopHalf(n, f, f16ToF64, roundToF16)
}

// vopHalf is vopF16 on the 16-bit float format of widen and round (f16 or
// bf16).
func vopHalf(n int, f func(a, b, c float64) float64, widen func(uint16) float64, round func(float64) uint16) semFn {
	return func(w *Wave, d *instr) error {
		var src [3][]uint32
		for i := range n {
			src[i] = w.vsrc(&d.src[i], &w.tmp[i])
		}
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			var v [3]float64
			for i := range n {
				h := uint16(src[i][l])
				if d.opsel>>uint(i)&1 != 0 {
					h = uint16(src[i][l] >> 16)
				}
				if d.mods[i]&isa.ModAbs != 0 {
					h &^= 0x8000
				}
				if d.mods[i]&isa.ModNeg != 0 {
					h ^= 0x8000
				}
				v[i] = widen(h)
			}
			r := f(v[0], v[1], v[2])
			if d.clamp {
				r = math.Max(0, math.Min(1, r))
				if r != r {
					r = 0
				}
			}
			if d.opsel&8 != 0 { // GFX9 op_sel[3]: the high half, the low kept
				dst[l] = dst[l]&0xffff | uint32(round(r))<<16
				return
			}
			dst[l] = uint32(round(r))
		})
		return nil
	}
}

// fma16 is a*b+c for half values: the product is exact in float64, the sum
// is rounded to odd and then once to half.
func fma16(a, b, c float64) float64 {
	p := a * b
	if math.IsInf(p, 0) || p != p || math.IsInf(c, 0) || c != c {
		return p + c
	}
	s, e := twoSum(p, c)
	return roundOdd(s, e)
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_ADD_F16:    vopF16(2, func(a, b, _ float64) float64 { return a + b }),
		isa.OpV_SUB_F16:    vopF16(2, func(a, b, _ float64) float64 { return a - b }),
		isa.OpV_SUBREV_F16: vopF16(2, func(a, b, _ float64) float64 { return b - a }),
		isa.OpV_MUL_F16:    vopF16(2, func(a, b, _ float64) float64 { return a * b }),
		isa.OpV_FMA_F16:    vopF16(3, fma16),
		isa.OpV_MAX_F16:    vopF16(2, func(a, b, _ float64) float64 { return maxF64(a, b) }),
		isa.OpV_MIN_F16:    vopF16(2, func(a, b, _ float64) float64 { return minF64(a, b) }),
		isa.OpV_CVT_F16_F32: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				dst[l] = uint32(roundToF16(float64(math.Float32frombits(srcModF32(a[l], d.mods[0])))))
			})
			return nil
		},
		isa.OpV_CVT_F32_F16: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			m := modeF32(w.Mode)
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				h := uint16(a[l])
				if d.mods[0]&isa.ModAbs != 0 {
					h &^= 0x8000
				}
				if d.mods[0]&isa.ModNeg != 0 {
					h ^= 0x8000
				}
				dst[l] = outF32(d, m, quietF32(math.Float32bits(float32(f16ToF64(h)))))
			})
			return nil
		},
		// v_pack_b32_f16: D = {S1.f16, S0.f16} (op_sel picks high halves).
		isa.OpV_PACK_B32_F16: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				x, y := a[l], b[l]
				if d.opsel&1 != 0 {
					x >>= 16
				}
				if d.opsel&2 != 0 {
					y >>= 16
				}
				dst[l] = x&0xffff | y<<16
			})
			return nil
		},
		isa.OpV_ADD_U16:     vop2(func(a, b uint32) uint32 { return (a + b) & 0xffff }),
		isa.OpV_SUB_U16:     vop2(func(a, b uint32) uint32 { return (a - b) & 0xffff }),
		isa.OpV_SUBREV_U16:  vop2(func(a, b uint32) uint32 { return (b - a) & 0xffff }),
		isa.OpV_MUL_LO_U16:  vop2(func(a, b uint32) uint32 { return (a * b) & 0xffff }),
		isa.OpV_LSHLREV_B16: vop2(func(a, b uint32) uint32 { return (b << (a & 15)) & 0xffff }),
		isa.OpV_LSHRREV_B16: vop2(func(a, b uint32) uint32 { return (b & 0xffff) >> (a & 15) }),
		isa.OpV_ASHRREV_I16: vop2(func(a, b uint32) uint32 { return uint32(uint16(int16(b) >> (a & 15))) }),
		isa.OpV_MAX_U16:     vop2(func(a, b uint32) uint32 { return max(a&0xffff, b&0xffff) }),
		isa.OpV_MIN_U16:     vop2(func(a, b uint32) uint32 { return min(a&0xffff, b&0xffff) }),
		isa.OpV_MAX_I16:     vop2(func(a, b uint32) uint32 { return uint32(uint16(max(int16(a), int16(b)))) }),
		isa.OpV_MIN_I16:     vop2(func(a, b uint32) uint32 { return uint32(uint16(min(int16(a), int16(b)))) }),
		// v_pk_mul_f32 (gfx90a+): two f32 products, op_sel/op_sel_hi choose
		// the halves of each 64-bit source.
		isa.OpV_PK_MUL_F32: vopPkF32(func(m f32Mode, a, b float32) uint32 { return mulF32(a, b, m.round) }),
		isa.OpV_PK_ADD_F32: vopPkF32(func(m f32Mode, a, b float32) uint32 { return addF32(a, b, m.round) }),
		isa.OpV_PK_FMA_F32: vPkFmaF32,
	})
}

func vopPkF32(f func(m f32Mode, a, b float32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		bl, bh := w.vsrc64(&d.src[1], &w.tmp[2], &w.tmp[3])
		m := modeF32(w.Mode)
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		// neg_lo and neg_hi live in the source modifiers' neg bits.
		pick := func(lo, hi []uint32, sel, neg bool, l int) float32 {
			x := lo[l]
			if sel {
				x = hi[l]
			}
			if neg {
				x ^= 1 << 31
			}
			return math.Float32frombits(m.flushIn(x))
		}
		n0, n1 := d.mods[0], d.mods[1]
		forLanes(w.EXEC, func(l int) {
			x0 := pick(al, ah, d.opsel&1 != 0, n0&isa.ModNeg != 0, l)
			y0 := pick(bl, bh, d.opsel&2 != 0, n1&isa.ModNeg != 0, l)
			x1 := pick(al, ah, d.opselHi&1 != 0, n0&isa.ModNegHi != 0, l)
			y1 := pick(bl, bh, d.opselHi&2 != 0, n1&isa.ModNegHi != 0, l)
			dlo[l] = m.flushOut(quietF32(f(m, x0, y0)))
			dhi[l] = m.flushOut(quietF32(f(m, x1, y1)))
		})
		return nil
	}
}

// vPkFmaF32 is v_pk_fma_f32: two fused f32 multiply-adds over the halves of
// 64-bit sources chosen by op_sel (low result) and op_sel_hi (high result),
// each source negated by neg_lo/neg_hi.
func vPkFmaF32(w *Wave, d *instr) error {
	var lo, hi [3][]uint32
	for i := range 3 {
		lo[i], hi[i] = w.vsrc64(&d.src[i], &w.tmp[2*i], &w.tmp[2*i+1])
	}
	m := modeF32(w.Mode)
	dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
	forLanes(w.EXEC, func(l int) {
		var x [2][3]float32
		for i := range 3 {
			for h, sel := range [2]bool{d.opsel>>uint(i)&1 != 0, d.opselHi>>uint(i)&1 != 0} {
				v := lo[i][l]
				if sel {
					v = hi[i][l]
				}
				if h == 0 && d.mods[i]&isa.ModNeg != 0 || h == 1 && d.mods[i]&isa.ModNegHi != 0 {
					v ^= 1 << 31
				}
				x[h][i] = math.Float32frombits(m.flushIn(v))
			}
		}
		dlo[l] = m.flushOut(quietF32(fmaF32(x[0][0], x[0][1], x[0][2], m.round)))
		dhi[l] = m.flushOut(quietF32(fmaF32(x[1][0], x[1][1], x[1][2], m.round)))
	})
	return nil
}
