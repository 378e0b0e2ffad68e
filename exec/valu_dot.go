package exec

import (
	"math"
	"math/big"

	"github.com/gcndbg/gcndbg/isa"
)

// Dot products (gfx906 "dot1/dot2" instructions, VOP3P; the _c forms of
// gfx908 are VOP2 accumulating into D): D = sum of the products of the
// packed elements of S0 and S1, plus S2 (or D). Integer sums are exact and
// wrap to 32 bits; with clamp they saturate. v_dot2_f32_f16 sums exactly
// and rounds once to f32 (nearest even); hardware is documented only as
// "fused", see README.md.

// dotInt returns the exact integer dot product of n elements of bits each.
func dotInt(a, b uint32, n, width uint, signed bool) int64 {
	var s int64
	mask := uint32(1)<<width - 1
	for i := range n {
		x, y := int64(a>>(i*width)&mask), int64(b>>(i*width)&mask)
		if signed {
			sh := 64 - width
			x, y = x<<sh>>sh, y<<sh>>sh
		}
		s += x * y
	}
	return s
}

func satDot(clamp, signed bool, r int64) uint32 {
	if clamp {
		if signed {
			r = max(math.MinInt32, min(r, math.MaxInt32))
		} else {
			r = max(0, min(r, math.MaxUint32))
		}
	}
	return uint32(r)
}

// vDotInt is an integer dot product; acc says the addend is D (the VOP2
// "c" forms) rather than S2.
func vDotInt(n, width uint, signed, acc bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		c := dst
		if !acc {
			c = w.vsrc(&d.src[2], &w.tmp[2])
		}
		forLanes(w.EXEC, func(l int) {
			add := int64(c[l])
			if signed {
				add = int64(int32(c[l]))
			}
			dst[l] = satDot(d.clamp, signed, dotInt(a[l], b[l], n, width, signed)+add)
		})
		return nil
	}
}

// dot2F16 is S0.lo*S1.lo + S0.hi*S1.hi + c, exact, rounded once to f32.
func dot2F16(a, b uint32, c float32, negLo, negHi [2]bool) uint32 {
	var x [2][2]float64
	for i, v := range [2]uint32{a, b} {
		lo, hi := uint16(v), uint16(v>>16)
		if negLo[i] {
			lo ^= 0x8000
		}
		if negHi[i] {
			hi ^= 0x8000
		}
		x[i] = [2]float64{f16ToF64(lo), f16ToF64(hi)}
	}
	p0, p1 := x[0][0]*x[1][0], x[0][1]*x[1][1] // exact: 11+11 bits
	cf := float64(c)
	if math.IsInf(p0, 0) || math.IsInf(p1, 0) || math.IsInf(cf, 0) || p0 != p0 || p1 != p1 || cf != cf {
		return quietF32(math.Float32bits(float32(p0 + p1 + cf)))
	}
	// Exact in 400 bits; Float32 rounds to the nearest even f32.
	var s, t big.Float
	s.SetPrec(400).SetFloat64(p0)
	s.Add(&s, t.SetFloat64(p1))
	s.Add(&s, t.SetFloat64(cf))
	f, _ := s.Float32()
	return math.Float32bits(f)
}

func vDot2F32F16(acc bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		c := dst
		if !acc {
			c = w.vsrc(&d.src[2], &w.tmp[2])
		}
		m := modeF32(w.Mode)
		var negLo, negHi [2]bool
		cMods := uint8(0)
		if !acc {
			for i := range 2 {
				negLo[i] = d.mods[i]&isa.ModNeg != 0
				negHi[i] = d.mods[i]&isa.ModNegHi != 0
			}
			cMods = d.mods[2] & isa.ModNeg
		}
		forLanes(w.EXEC, func(l int) {
			cv := math.Float32frombits(srcModF32(m.flushIn(c[l]), cMods))
			dst[l] = outF32(d, m, dot2F16(a[l], b[l], cv, negLo, negHi))
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_DOT2_F32_F16:  vDot2F32F16(false),
		isa.OpV_DOT2C_F32_F16: vDot2F32F16(true),
		isa.OpV_DOT2_I32_I16:  vDotInt(2, 16, true, false),
		isa.OpV_DOT2_U32_U16:  vDotInt(2, 16, false, false),
		isa.OpV_DOT4_I32_I8:   vDotInt(4, 8, true, false),
		isa.OpV_DOT4_U32_U8:   vDotInt(4, 8, false, false),
		isa.OpV_DOT8_I32_I4:   vDotInt(8, 4, true, false),
		isa.OpV_DOT8_U32_U4:   vDotInt(8, 4, false, false),
		isa.OpV_DOT2C_I32_I16: vDotInt(2, 16, true, true),
		isa.OpV_DOT4C_I32_I8:  vDotInt(4, 8, true, true),
		isa.OpV_DOT8C_I32_I4:  vDotInt(8, 4, true, true),
	})
}
