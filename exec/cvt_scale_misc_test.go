package exec

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// cvt_scale_misc.go against references written from the CDNA4 pseudocode,
// llvm-mc encodings run on gfx950 (wave64) and gfx1250 (wave32).

// refAshrPk is SAT8(S0 >> S2[4:0]) | SAT8(S1 >> S2[4:0]) << 8, written
// with 64-bit arithmetic and explicit bounds.
func refAshrPk(a, b, c uint32, signed bool) uint32 {
	sat := func(x uint32) uint32 {
		n := int64(int32(x)) >> (c % 32)
		lo, hi := int64(0), int64(255)
		if signed {
			lo, hi = -128, 127
		}
		if n < lo {
			n = lo
		}
		if n > hi {
			n = hi
		}
		return uint32(uint8(int8(n)))
	}
	if !signed {
		sat = func(x uint32) uint32 {
			n := int64(int32(x)) >> (c % 32)
			if n <= 0 {
				return 0
			}
			if n >= 255 {
				return 255
			}
			return uint32(n)
		}
	}
	return sat(a) | sat(b)<<8
}

func TestAshrPk(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, target := range []string{"gfx950", "gfx1250"} {
		lanes := 64
		if target == "gfx1250" {
			lanes = 32
		}
		for _, signed := range []bool{true, false} {
			for _, hi := range []bool{false, true} {
				name := "u8"
				if signed {
					name = "i8"
				}
				src := fmt.Sprintf("v_ashr_pk_%s_i32 v4, v1, v2, v3", name)
				if hi {
					src += " op_sel:[0,0,0,1]"
				}
				t.Run(target+" "+src, func(t *testing.T) {
					for range 8 {
						var a, b, c, old [64]uint32
						for l := range lanes {
							a[l], b[l], c[l], old[l] = r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()
							if l%4 == 0 { // small values, not saturating
								a[l] = uint32(int32(r.Intn(1024) - 512))
								b[l] = uint32(int32(r.Intn(1024) - 512))
								c[l] = uint32(r.Intn(3))
							}
						}
						w, err := runAsm(t, target, src, func(w *Wave, _ *testEnv) {
							copy(w.V(1), a[:lanes])
							copy(w.V(2), b[:lanes])
							copy(w.V(3), c[:lanes])
							copy(w.V(4), old[:lanes])
						})
						if err != nil {
							t.Fatal(err)
						}
						for l := range lanes {
							v := refAshrPk(a[l], b[l], c[l], signed)
							want := v
							if hi {
								want = old[l]&0xffff | v<<16
							}
							if got := w.V(4)[l]; got != want {
								t.Fatalf("%#x %#x >> %d: got %#08x, want %#08x", a[l], b[l], c[l]&31, got, want)
							}
						}
					}
				})
			}
		}
	}
}

func TestCvtF32BF16(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for _, c := range []struct {
		target, src string
		high        bool   // the operand is the high half
		flip, clear uint32 // sign bits the modifier flips or clears
	}{
		{"gfx950", "v_cvt_f32_bf16 v4, v1", false, 0, 0},
		{"gfx950", "v_cvt_f32_bf16_sdwa v4, v1 src0_sel:WORD_1", true, 0, 0},
		{"gfx950", "v_cvt_f32_bf16_e64 v4, -v1", false, 0x8000_0000, 0},
		{"gfx950", "v_cvt_f32_bf16_e64 v4, |v1|", false, 0, 0x8000_0000},
		{"gfx1250", "v_cvt_f32_bf16 v4, v1", false, 0, 0},
		{"gfx1250", "v_cvt_f32_bf16_e64 v4, v1 op_sel:[1,0]", true, 0, 0},
	} {
		t.Run(c.target+" "+c.src, func(t *testing.T) {
			lanes := 64
			if c.target == "gfx1250" {
				lanes = 32
			}
			for rep := range 16 {
				var in [64]uint32
				for l := range lanes {
					in[l] = r.Uint32()
					if in[l]>>7&0xff == 0xff || in[l]>>23&0xff == 0xff {
						in[l] |= 0x0040_0040 // no signalling NaNs (they fault)
					}
					if rep == 0 && l < 8 { // zeros, infinities, NaNs, a denormal
						in[l] = []uint32{0, 0x8000_8000, 0x7f80_7f80, 0xff80_ff80, 0x7fc1_7fc1, 0xffff_ffff, 0x0001_0001, 0x8011_8011}[l]
					}
				}
				w, err := runAsm(t, c.target, c.src, func(w *Wave, _ *testEnv) { copy(w.V(1), in[:lanes]) })
				if err != nil {
					t.Fatal(err)
				}
				for l := range lanes {
					h := in[l] & 0xffff
					if c.high {
						h = in[l] >> 16
					}
					want := (h<<16 ^ c.flip) &^ c.clear
					if got := w.V(4)[l]; got != want {
						t.Fatalf("input %#08x: got %#08x, want %#08x", in[l], got, want)
					}
				}
			}
		})
	}
}

// TestDot2F32BF16GFX950: D = S0.lo*S1.lo + S0.hi*S1.hi + S2 (v_dot2_f32_bf16)
// or + D (v_dot2c_f32_bf16), the exact sum rounded once to f32 (the
// repository's dot2 model, valu_dot.go) through math/big.
func TestDot2F32BF16GFX950(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	bf := func() uint32 {
		for {
			h := r.Uint32() & 0xffff
			if h&0x7f80 != 0x7f80 && (h&0x7f80 == 0 || h>>7&0xff > 100 && h>>7&0xff < 150) {
				return h
			}
		}
	}
	val := func(h uint32) *big.Float { return new(big.Float).SetFloat64(float64(math.Float32frombits(h << 16))) }
	for _, src := range []string{"v_dot2_f32_bf16 v4, v1, v2, v3", "v_dot2c_f32_bf16 v4, v1, v2"} {
		t.Run(src, func(t *testing.T) {
			for range 8 {
				var a, b, c [64]uint32
				for l := range 64 {
					a[l], b[l] = bf()|bf()<<16, bf()|bf()<<16
					c[l] = math.Float32bits(float32(r.NormFloat64() * math.Pow(2, float64(r.Intn(40)-20))))
				}
				w, err := runAsm(t, "gfx950", src, func(w *Wave, _ *testEnv) {
					copy(w.V(1), a[:])
					copy(w.V(2), b[:])
					copy(w.V(3), c[:])
					copy(w.V(4), c[:])
				})
				if err != nil {
					t.Fatal(err)
				}
				for l := range 64 {
					s := new(big.Float).SetPrec(400).SetFloat64(float64(math.Float32frombits(c[l])))
					for _, sh := range []uint{0, 16} {
						p := new(big.Float).SetPrec(400).Mul(val(a[l]>>sh&0xffff), val(b[l]>>sh&0xffff))
						s.Add(s, p)
					}
					f, _ := s.Float32()
					if got, want := w.V(4)[l], math.Float32bits(f); got != want {
						t.Fatalf("%#08x . %#08x + %#08x: got %#08x, want %#08x", a[l], b[l], c[l], got, want)
					}
				}
			}
		})
	}
}

// TestCvtF32BF16SignallingNaNFaults: the pseudocode's bit move does not say
// whether a signalling NaN is quieted, so it faults as unimplemented.
func TestCvtF32BF16SignallingNaNFaults(t *testing.T) {
	_, err := runAsm(t, "gfx950", "v_cvt_f32_bf16 v4, v1", func(w *Wave, _ *testEnv) { w.V(1)[3] = 0x7f81 })
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultUnimplemented {
		t.Errorf("err %v, want an unimplemented fault", err)
	}
}
