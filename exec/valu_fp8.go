package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// 8-bit float conversions of gfx940/gfx942 (MI300 ISA, "FP8 and BF8"):
// FP8 is E4M3 with exponent bias 8, BF8 is E5M2 with bias 16, both in the
// "FNUZ" variant: no infinities, no negative zero, and the one NaN 0x80.
// The VOP1 forms read byte 0 (SDWA src0_sel picks another byte, WORD_1 the
// high pair); v_cvt_pk_*_f32 writes two bytes into the word op_sel[3]
// selects, keeping the other word. Conversions to 8 bits round to nearest
// even; NaN, infinity and finite values beyond the largest (FP8 240, BF8
// 57344) give 0x80, the FNUZ NaN. That overflow rule is the format's, not
// checked on hardware (see README.md).

type f8Format struct {
	manBits, bias int
}

var (
	fp8 = f8Format{manBits: 3, bias: 8}
	bf8 = f8Format{manBits: 2, bias: 16}
)

// decode returns the value of an 8-bit float.
func (f f8Format) decode(b uint8) float64 {
	if b == 0x80 {
		return math.NaN()
	}
	sign := 1.0
	if b&0x80 != 0 {
		sign = -1
	}
	e := int(b&0x7f) >> f.manBits
	m := float64(int(b) & (1<<f.manBits - 1))
	if e == 0 {
		return sign * math.Ldexp(m, 1-f.bias-f.manBits)
	}
	return sign * math.Ldexp(float64(int(1)<<f.manBits)+m, e-f.bias-f.manBits)
}

// encode rounds x to the nearest 8-bit float (ties to even).
func (f f8Format) encode(x float64) uint8 {
	if x != x || math.IsInf(x, 0) {
		return 0x80
	}
	var sign uint8
	if x < 0 {
		sign = 0x80
	}
	a := math.Abs(x)
	if a == 0 {
		return 0
	}
	e, m := roundF8(a, f.manBits, f.bias)
	if m == 0 {
		return 0 // no negative zero
	}
	if m < float64(int(1)<<f.manBits) { // subnormal
		return sign | uint8(m)
	}
	be := e + f.bias
	if be > 1<<(7-f.manBits)-1 {
		return 0x80 // beyond the largest finite value
	}
	return sign | uint8(be)<<f.manBits | uint8(int(m)-1<<f.manBits)
}

// roundF8 rounds a (finite, > 0) to nearest even with mbits fraction
// bits and an exponent no lower than the smallest normal's (1-bias): the
// value is m * 2^(e-mbits), m below 1<<mbits for a subnormal or zero.
// Both the FNUZ formats here and GFX12's OCP ones (valu_fp8_gfx12.go)
// round this way; they differ in zero, NaN and overflow.
func roundF8(a float64, mbits, bias int) (e int, m float64) {
	e = max(math.Ilogb(a), 1-bias)
	m = math.RoundToEven(math.Ldexp(a, mbits-e))
	if m >= float64(int(2)<<mbits) {
		m /= 2
		e++
	}
	return e, m
}

func vCvtF32F8(f f8Format) semFn {
	return vop1(func(a uint32) uint32 { return quietF32(math.Float32bits(float32(f.decode(uint8(a))))) })
}

// vCvtPkF32F8: D[0] = S0.b[0], D[1] = S0.b[1] as f32.
func vCvtPkF32F8(f f8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		if d.opsel&1 != 0 {
			// VOP3 op_sel[0] reads the high word.
			for l := range 64 {
				w.tmp[1][l] = a[l] >> 16
			}
			a = w.tmp[1][:]
		}
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			dlo[l] = math.Float32bits(float32(f.decode(uint8(a[l]))))
			dhi[l] = math.Float32bits(float32(f.decode(uint8(a[l] >> 8))))
		})
		return nil
	}
}

// vCvtPkF8F32: two f32 to 8-bit floats in the bytes of one word of D.
func vCvtPkF8F32(f f8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x := float64(math.Float32frombits(srcModF32(m.flushIn(a[l]), d.mods[0])))
			y := float64(math.Float32frombits(srcModF32(m.flushIn(b[l]), d.mods[1])))
			pair := uint32(f.encode(x)) | uint32(f.encode(y))<<8
			if d.opsel&8 != 0 {
				dst[l] = dst[l]&0xffff | pair<<16
			} else {
				dst[l] = dst[l]&0xffff_0000 | pair
			}
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_CVT_F32_FP8:    vCvtF32F8(fp8),
		isa.OpV_CVT_F32_BF8:    vCvtF32F8(bf8),
		isa.OpV_CVT_PK_F32_FP8: vCvtPkF32F8(fp8),
		isa.OpV_CVT_PK_F32_BF8: vCvtPkF32F8(bf8),
		isa.OpV_CVT_PK_FP8_F32: vCvtPkF8F32(fp8),
		isa.OpV_CVT_PK_BF8_F32: vCvtPkF8F32(bf8),
	})
}
