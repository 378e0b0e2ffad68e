package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Floating-point VALU operations clang 22 emits for ordinary gfx1250 code
// (a*x + constant in double, float-to-half and float-to-bf16 packing,
// __bf16 arithmetic) and the IEEE 754-2019 maximum/minimum family GFX12
// added. Semantics from LLVM 22's VOP2Instructions.td/VOP3PInstructions.td
// patterns (fma, fpround, fadd/fmul/fma/maxnum/minnum on v2bf16,
// fmaximum/fminimum):
//   - v_fmaak_f64 D = S0*S1 + K, v_fmamk_f64 D = S0*K + S1, K the 64-bit
//     literal, one rounding (fma);
//   - v_cvt_pk_f16_f32 / v_cvt_pk_bf16_f32: D.lo = round(S0), D.hi =
//     round(S1), nearest even;
//   - v_pk_{add,mul,fma,max_num,min_num}_bf16: the packed f16 forms on
//     bf16 halves, each result rounded once to bf16, nearest even;
// (The v_maximum/v_minimum family is in valu_gfx12.go.)

// vopF64K builds v_fmaak_f64 (kFirst false: D = S0*S1 + K) and
// v_fmamk_f64 (kFirst: D = S0*K + S1).
func vopF64K(kFirst bool) semFn {
	return func(w *Wave, d *instr) error {
		al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		bl, bh := w.vsrc64(&d.src[1], &w.tmp[2], &w.tmp[3])
		m := modeF64(w.Mode)
		k := math.Float64frombits(m.flushIn(d.kimm64))
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			a := math.Float64frombits(m.flushIn(uint64(ah[l])<<32 | uint64(al[l])))
			b := math.Float64frombits(m.flushIn(uint64(bh[l])<<32 | uint64(bl[l])))
			var r float64
			if kFirst {
				r = fmaF64(a, k, b, m.round)
			} else {
				r = fmaF64(a, b, k, m.round)
			}
			v := outF64(d, m, math.Float64bits(r))
			dlo[l], dhi[l] = uint32(v), uint32(v>>32)
		})
		return nil
	}
}

// vCvtPk16 builds v_cvt_pk_f16_f32 and v_cvt_pk_bf16_f32: two f32 sources
// (abs/neg applied) rounded to nearest even and packed, S0 low.
func vCvtPk16(round func(float64) uint16) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x := clampUnit(d.clamp, float64(math.Float32frombits(srcModF32(a[l], d.mods[0]))))
			y := clampUnit(d.clamp, float64(math.Float32frombits(srcModF32(b[l], d.mods[1]))))
			dst[l] = uint32(round(x)) | uint32(round(y))<<16
		})
		return nil
	}
}

// pkBF16 is pkF16 on bf16 halves: computed exactly (fma16 rounds to odd
// first, so the one rounding to bf16 is correct) and rounded once.
func pkBF16(n int, f func(a, b, c float64) float64) semFn {
	return pkFloat16(n, f, bf16ToF64, roundToBF16)
}

func init() {
	m := map[isa.Op]semFn{}
	for name, f := range map[string]semFn{
		"v_fmaak_f64":       vopF64K(false),
		"v_fmamk_f64":       vopF64K(true),
		"v_cvt_pk_f16_f32":  vCvtPk16(roundToF16),
		"v_cvt_pk_bf16_f32": vCvtPk16(roundToBF16),

		"v_pk_add_bf16":     pkBF16(2, func(a, b, _ float64) float64 { return a + b }),
		"v_pk_mul_bf16":     pkBF16(2, func(a, b, _ float64) float64 { return a * b }),
		"v_pk_fma_bf16":     pkBF16(3, fma16),
		"v_pk_max_num_bf16": pkBF16(2, func(a, b, _ float64) float64 { return maxF64(a, b) }),
		"v_pk_min_num_bf16": pkBF16(2, func(a, b, _ float64) float64 { return minF64(a, b) }),
		// maxNum/minNum of three per half: LLVM 22 selects them for
		// llvm.maximumnum/minimumnum (and maxnum/minnum) of three
		// <2 x half> (-0 below +0, a NaN operand gives the other).
		"v_pk_max3_num_f16": pkF16(3, func(a, b, c float64) float64 { return maxF64(maxF64(a, b), c) }),
		"v_pk_min3_num_f16": pkF16(3, func(a, b, c float64) float64 { return minF64(minF64(a, b), c) }),
		// LLVM 22 selects v_sqrt_bf16 for llvm.sqrt.bf16 and v_rcp_bf16
		// for fdiv 1.0/x on bf16 with no fast-math flags: the correctly
		// rounded square root and reciprocal (nearest even; float64 then
		// bf16 is one correct rounding for both, 53 >= 2*8+2).
		"v_sqrt_bf16": vopHalf(1, func(a, _, _ float64) float64 { return math.Sqrt(a) }, bf16ToF64, roundToBF16),
		"v_rcp_bf16":  vopHalf(1, func(a, _, _ float64) float64 { return 1 / a }, bf16ToF64, roundToBF16),
	} {
		if op, ok := lookupOp(name); ok {
			m[op] = f
		}
	}
	register(m)
}
