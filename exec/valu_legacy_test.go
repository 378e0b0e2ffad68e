package exec

import (
	"math"
	"testing"
)

// v_exp_legacy_f32 and v_log_legacy_f32 against the host's exp2/log2 within
// the stated tolerance of 1 ulp, special values exactly (ISA: D = 2^S0,
// D = log2(S0)).
func TestLegacyExpLogWithinOneULP(t *testing.T) {
	in := []float32{0, 1, 2, 0.5, -1, -3.75, 10.25, 126.9, -149, 1e-3, 3e7, float32(math.Inf(1)), float32(math.Inf(-1)), -0.0001}
	ulps := func(a, b float32) float64 {
		if a == b || (a != a && b != b) {
			return 0
		}
		return math.Abs(float64(int64(math.Float32bits(a)) - int64(math.Float32bits(b))))
	}
	for _, target := range []string{"gfx803", "gfx900", "gfx942"} {
		w, err := runAsm(t, target, "v_exp_legacy_f32 v0, v2\nv_log_legacy_f32_e64 v1, |v2|", func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.V(2)[l] = math.Float32bits(in[l%len(in)])
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for l := range len(in) {
			x := in[l]
			wantExp := float32(math.Exp2(float64(x)))
			wantLog := float32(math.Log2(math.Abs(float64(x))))
			if got := math.Float32frombits(w.V(0)[l]); ulps(got, wantExp) > 1 {
				t.Errorf("%s v_exp_legacy_f32(%v) = %v, want %v", target, x, got, wantExp)
			}
			if got := math.Float32frombits(w.V(1)[l]); ulps(got, wantLog) > 1 {
				t.Errorf("%s v_log_legacy_f32(|%v|) = %v, want %v", target, x, got, wantLog)
			}
		}
	}
}
