package exec

import (
	"math"
	"math/big"
	"testing"
)

// The first 216 fraction bits of 2/pi as 24-bit words, from fdlibm's
// ipio2 table (k_rem_pio2.c), independent of the Machin computation.
const twoOverPiHex = "A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163"

// segmentRef returns bits shift+1 .. shift+53 of 2/pi's fraction, scaled as
// v_trig_preop_f64 scales them (2^(-53-shift)).
func segmentRef(t *testing.T, shift int) float64 {
	t.Helper()
	v, ok := new(big.Int).SetString(twoOverPiHex, 16)
	if !ok {
		t.Fatal("bad hex")
	}
	n := len(twoOverPiHex) * 4
	seg := new(big.Int).Rsh(v, uint(n-53-shift))
	seg.And(seg, new(big.Int).SetUint64(1<<53-1))
	return math.Ldexp(float64(seg.Uint64()), -53-shift)
}

func TestTrigPreop(t *testing.T) {
	tests := []struct {
		name  string
		x     float64
		sel   uint32
		shift int
	}{
		{"segment 0 of 2/pi", 1, 0, 0},
		{"segment 1", 1, 1, 53},
		{"segment 2", 1, 2, 106},
		// 2^55 has biased exponent 1078: one more bit of shift.
		{"a large argument shifts by exponent - 1077", 0x1p55, 0, 1},
		{"a large argument, segment 2", 0x1p60, 2, 106 + 6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, err := runAsm(t, "gfx900", "v_trig_preop_f64 v[0:1], v[2:3], v4", func(w *Wave, _ *testEnv) {
				b := math.Float64bits(tc.x)
				for l := range 64 {
					w.VGPR[2*64+l], w.VGPR[3*64+l], w.VGPR[4*64+l] = uint32(b), uint32(b>>32), tc.sel
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			got := uint64(w.VGPR[0]) | uint64(w.VGPR[64])<<32
			want := math.Float64bits(segmentRef(t, tc.shift))
			if got != want {
				t.Fatalf("got %#016x, want %#016x", got, want)
			}
		})
	}
	// Segment 0 is 2/pi truncated to 53 bits: 0x3fe45f306dc9c882 (the
	// nearest double, 0x3fe45f306dc9c883, rounds up).
	if got := math.Float64bits(segmentRef(t, 0)); got != 0x3fe4_5f30_6dc9_c882 {
		t.Fatalf("reference segment 0 = %#x", got)
	}
}
