package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// v_exp_legacy_f32 and v_log_legacy_f32 (GCN3/Vega/MI300 ISA: D = 2^S0,
// D = log2(S0), "base 2 with legacy semantics"; LLVM emits neither from
// compute code). The guides say only that they return "slightly different
// results" from v_exp_f32/v_log_f32 without saying which: here both are the
// exact value rounded to f32 (as v_exp_f32/v_log_f32 are), so a result may
// differ from a GPU's in the last bits — the stated tolerance is 1 ulp, the
// guides' accuracy of the transcendental unit. Special values follow the
// IEEE functions: exp2(-inf) = 0, log2(0) = -inf, log2(x < 0) = NaN,
// log2(1) = 0.

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_EXP_LEGACY_F32: vopF32(1, func(_ f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(math.Exp2(float64(a))))
		}),
		isa.OpV_LOG_LEGACY_F32: vopF32(1, func(_ f32Mode, a, _, _ float32) uint32 {
			return math.Float32bits(float32(math.Log2(float64(a))))
		}),
	})
}
