package exec

import (
	"math"
	"testing"
)

// f64 results in the directed rounding modes of MODE.FP_ROUND[3:2]. The
// expected values are worked out by hand from the exact results (noted
// per case), independently of the big-number code.
func TestF64DirectedRounding(t *testing.T) {
	one := math.Float64bits(1)
	eps := math.Float64bits(0x1p-60)
	tests := []struct {
		name    string
		asm     string
		round   uint32
		a, b, c uint64
		want    uint64
	}{
		// 1 + 2^-60: between 1 and 1+2^-52.
		{"add toward +inf steps up", "v_add_f64 v[0:1], v[2:3], v[4:5]", RoundPlusInf, one, eps, 0, 0x3ff0_0000_0000_0001},
		{"add toward -inf stays", "v_add_f64 v[0:1], v[2:3], v[4:5]", RoundMinusInf, one, eps, 0, one},
		{"add nearest even stays", "v_add_f64 v[0:1], v[2:3], v[4:5]", RoundNearestEven, one, eps, 0, one},
		// -1 - 2^-60.
		{"add toward zero of a negative sum", "v_add_f64 v[0:1], -v[2:3], -v[4:5]", RoundZero, one, eps, 0, 0xbff0_0000_0000_0000},
		{"add toward -inf of a negative sum steps down", "v_add_f64 v[0:1], -v[2:3], -v[4:5]", RoundMinusInf, one, eps, 0, 0xbff0_0000_0000_0001},
		// x + -x is -0 toward -inf, +0 otherwise.
		{"x - x toward -inf is -0", "v_add_f64 v[0:1], v[2:3], -v[4:5]", RoundMinusInf, one, one, 0, 0x8000_0000_0000_0000},
		{"x - x toward +inf is +0", "v_add_f64 v[0:1], v[2:3], -v[4:5]", RoundPlusInf, one, one, 0, 0},
		// max + max overflows: toward zero keeps the largest finite value.
		{"overflow toward zero is the largest finite", "v_add_f64 v[0:1], v[2:3], v[4:5]", RoundZero, 0x7fef_ffff_ffff_ffff, 0x7fef_ffff_ffff_ffff, 0, 0x7fef_ffff_ffff_ffff},
		{"overflow toward +inf is +inf", "v_add_f64 v[0:1], v[2:3], v[4:5]", RoundPlusInf, 0x7fef_ffff_ffff_ffff, 0x7fef_ffff_ffff_ffff, 0, 0x7ff0_0000_0000_0000},
		// (1+2^-52)^2 = 1 + 2^-51 + 2^-104.
		{"mul nearest", "v_mul_f64 v[0:1], v[2:3], v[4:5]", RoundNearestEven, one + 1, one + 1, 0, one + 2},
		{"mul toward +inf", "v_mul_f64 v[0:1], v[2:3], v[4:5]", RoundPlusInf, one + 1, one + 1, 0, one + 3},
		{"mul toward zero", "v_mul_f64 v[0:1], v[2:3], v[4:5]", RoundZero, one + 1, one + 1, 0, one + 2},
		// (1+2^-52)^2 - 1 = 2^-51 + 2^-104: 2^-51 is 0x3cc0000000000000.
		{"fma toward +inf", "v_fma_f64 v[0:1], v[2:3], v[4:5], -v[6:7]", RoundPlusInf, one + 1, one + 1, one, 0x3cc0_0000_0000_0001},
		{"fma toward -inf", "v_fma_f64 v[0:1], v[2:3], v[4:5], -v[6:7]", RoundMinusInf, one + 1, one + 1, one, 0x3cc0_0000_0000_0000},
		// sqrt(2) = 1.41421356237309504880...; nearest is 0x3ff6a09e667f3bcd
		// (1.4142135623730951), above it.
		{"sqrt toward zero", "v_sqrt_f64 v[0:1], v[2:3]", RoundZero, math.Float64bits(2), 0, 0, 0x3ff6_a09e_667f_3bcc},
		{"sqrt toward +inf", "v_sqrt_f64 v[0:1], v[2:3]", RoundPlusInf, math.Float64bits(2), 0, 0, 0x3ff6_a09e_667f_3bcd},
		{"fmac toward +inf", "v_fmac_f64 v[0:1], v[2:3], v[4:5]", RoundPlusInf, one + 1, one + 1, 0, one + 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := "gfx900"
			if tc.asm[:6] == "v_fmac" {
				target = "gfx90a"
			}
			w, err := runAsm(t, target, tc.asm, func(w *Wave, _ *testEnv) {
				w.Mode = w.Mode&^(3<<(ModeFPRoundShift+2)) | tc.round<<(ModeFPRoundShift+2)
				for l := range 64 {
					for i, v := range [3]uint64{tc.a, tc.b, tc.c} {
						w.VGPR[(2+2*i)*64+l], w.VGPR[(3+2*i)*64+l] = uint32(v), uint32(v>>32)
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			got := uint64(w.VGPR[0]) | uint64(w.VGPR[64])<<32
			if got != tc.want {
				t.Fatalf("%s: got %#016x, want %#016x", tc.asm, got, tc.want)
			}
		})
	}
}
