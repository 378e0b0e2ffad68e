package exec

import (
	"math"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// IEEE 754-2019 maximum and minimum: GFX12's v_maximum_*/v_minimum_*,
// v_maximum3_*, v_maximumminimum_*/v_minimummaximum_*, v_pk_maximum_f16,
// s_maximum_*/s_minimum_*, and gfx950's v_maximum3_f32/v_pk_maximum3_f16.
// Unlike maxNum (v_max_num_*, v_max_*), a NaN operand makes the result NaN,
// and -0 orders below +0. LLVM selects them for llvm.maximum/llvm.minimum
// (clang 22 -O2 for gfx1200: __builtin_elementwise_maximum gives
// v_maximum_f32, or s_maximum_f32 on uniform operands). The NaN returned
// is the first NaN operand, quieted: our reading (the LLVM sources name
// the operations only), so the tests check that the result is a quiet NaN,
// not its payload. maximumminimum is minimum(maximum(S0, S1), S2) and
// minimummaximum maximum(minimum(S0, S1), S2), as v_maxmin_*/v_minmax_*
// (rdna.go).

func maximumF32(a, b float32) uint32 {
	switch {
	case a != a:
		return quietF32(math.Float32bits(a))
	case b != b:
		return quietF32(math.Float32bits(b))
	case a == 0 && b == 0:
		return math.Float32bits(a) & math.Float32bits(b) // -0 only if both are
	case a > b:
		return math.Float32bits(a)
	}
	return math.Float32bits(b)
}

func minimumF32(a, b float32) uint32 {
	switch {
	case a != a:
		return quietF32(math.Float32bits(a))
	case b != b:
		return quietF32(math.Float32bits(b))
	case a == 0 && b == 0:
		return math.Float32bits(a) | math.Float32bits(b) // -0 if either is
	case a < b:
		return math.Float32bits(a)
	}
	return math.Float32bits(b)
}

// quietNaN64 is the NaN x with its quiet bit set.
func quietNaN64(x float64) float64 { return math.Float64frombits(quietF64(math.Float64bits(x))) }

// maximumF64 and minimumF64 serve the f64 and f16 forms (f16 operands
// arrive widened to float64).
func maximumF64(a, b float64) float64 {
	switch {
	case a != a:
		return quietNaN64(a)
	case b != b:
		return quietNaN64(b)
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func minimumF64(a, b float64) float64 {
	switch {
	case a != a:
		return quietNaN64(a)
	case b != b:
		return quietNaN64(b)
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func init() {
	f32 := func(a, b float32) float32 { return math.Float32frombits(maximumF32(a, b)) }
	n32 := func(a, b float32) float32 { return math.Float32frombits(minimumF32(a, b)) }
	m := map[isa.Op]semFn{
		isa.OpV_MAXIMUM_F32:  vopF32(2, func(_ f32Mode, a, b, _ float32) uint32 { return maximumF32(a, b) }),
		isa.OpV_MINIMUM_F32:  vopF32(2, func(_ f32Mode, a, b, _ float32) uint32 { return minimumF32(a, b) }),
		isa.OpV_MAXIMUM3_F32: vopF32(3, func(_ f32Mode, a, b, c float32) uint32 { return maximumF32(f32(a, b), c) }),
		isa.OpV_MINIMUM3_F32: vopF32(3, func(_ f32Mode, a, b, c float32) uint32 { return minimumF32(n32(a, b), c) }),
		isa.OpV_MAXIMUMMINIMUM_F32: vopF32(3, func(_ f32Mode, a, b, c float32) uint32 {
			return minimumF32(f32(a, b), c)
		}),
		isa.OpV_MINIMUMMAXIMUM_F32: vopF32(3, func(_ f32Mode, a, b, c float32) uint32 {
			return maximumF32(n32(a, b), c)
		}),
		isa.OpV_MAXIMUM_F16:        vopF16(2, func(a, b, _ float64) float64 { return maximumF64(a, b) }),
		isa.OpV_MINIMUM_F16:        vopF16(2, func(a, b, _ float64) float64 { return minimumF64(a, b) }),
		isa.OpV_MAXIMUM3_F16:       vopF16(3, func(a, b, c float64) float64 { return maximumF64(maximumF64(a, b), c) }),
		isa.OpV_MINIMUM3_F16:       vopF16(3, func(a, b, c float64) float64 { return minimumF64(minimumF64(a, b), c) }),
		isa.OpV_MAXIMUMMINIMUM_F16: vopF16(3, func(a, b, c float64) float64 { return minimumF64(maximumF64(a, b), c) }),
		isa.OpV_MINIMUMMAXIMUM_F16: vopF16(3, func(a, b, c float64) float64 { return maximumF64(minimumF64(a, b), c) }),
		isa.OpV_MAXIMUM_F64:        vopF64(2, func(a, b, _ float64) float64 { return maximumF64(a, b) }),
		isa.OpV_MINIMUM_F64:        vopF64(2, func(a, b, _ float64) float64 { return minimumF64(a, b) }),
		isa.OpV_PK_MAXIMUM_F16:     pkF16(2, func(a, b, _ float64) float64 { return maximumF64(a, b) }),
		isa.OpV_PK_MINIMUM_F16:     pkF16(2, func(a, b, _ float64) float64 { return minimumF64(a, b) }),
		isa.OpV_PK_MAXIMUM3_F16:    pkF16(3, func(a, b, c float64) float64 { return maximumF64(maximumF64(a, b), c) }),
		isa.OpV_PK_MINIMUM3_F16:    pkF16(3, func(a, b, c float64) float64 { return minimumF64(minimumF64(a, b), c) }),
	}
	register(m)
	// The SALU forms run as their VALU operation on one lane (rdna.go
	// saluFloat); GFX12's s_max_num_*/s_min_num_* are GFX11.5's
	// s_max_*/s_min_* renamed, as v_max_num_* is v_max_* (gfx12.go).
	for _, ty := range []string{"f32", "f16"} {
		saluFloat("s_maximum_"+ty, "v_maximum_"+ty, false, false)
		saluFloat("s_minimum_"+ty, "v_minimum_"+ty, false, false)
		saluFloat("s_max_num_"+ty, "v_max_"+ty, false, false)
		saluFloat("s_min_num_"+ty, "v_min_"+ty, false, false)
	}
}

// GFX12's pseudo-scalar transcendentals (v_s_exp_f32, v_s_log_f32,
// v_s_rcp_f32, v_s_rsq_f32, v_s_sqrt_f32 and their f16 forms; LLVM
// FeaturePseudoScalarTrans): VOP3 operations with an SGPR destination that
// clang 22 selects for transcendentals of uniform values (gfx1200:
// __builtin_amdgcn_exp2f of an s_load'ed float gives v_s_exp_f32). Each is
// its VALU operation on one lane, as the SALU float operations are
// (saluFloat); an f16 result is zero-extended in the SGPR.
func init() {
	for _, n := range []string{"exp", "log", "rcp", "rsq", "sqrt"} {
		for _, ty := range []string{"f32", "f16"} {
			pseudoScalar("v_s_"+n+"_"+ty, "v_"+n+"_"+ty)
		}
	}
}

func pseudoScalar(s, v string) {
	sop, ok1 := lookupOp(s)
	vop, ok2 := lookupOp(v)
	if !ok1 || !ok2 {
		return
	}
	f16 := strings.HasSuffix(v, "_f16")
	rdnaSemantics[sop] = func(w *Wave, d *instr) error {
		vf := semantics[vop]
		if vf == nil {
			return errUnimplemented(s)
		}
		inner := *d
		inner.splat, inner.splatHi = [3]*[64]uint32{}, [3]*[64]uint32{}
		inner.vdst = opnd{kind: kindLanes, reg: 7, width: 1}
		w.xbuf[7][0] = 0
		exec := w.EXEC
		w.EXEC = 1
		err := vf(w, &inner)
		w.EXEC = exec
		r := w.xbuf[7][0]
		if f16 {
			r &= 0xffff
		}
		w.swrite32(&d.vdst, r)
		return err
	}
}
