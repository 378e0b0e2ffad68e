package exec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// refCvtSR is the stochastic rounding of AMD's software model of the FNUZ
// 8-bit conversions (hip_f8_impl cast_to_f8, negative_zero_nan, with stoch),
// restated: the f32 significand with its implicit bit plus (rng & drop_mask),
// drop_mask covering the bits below the 8-bit format's precision (more of
// them below its smallest normal), then truncated. we/wm are the exponent
// and mantissa widths (FP8 4/3, BF8 5/2). For normal f32 values inside the
// format's range.
func refCvtSR(x, rng uint32, we, wm int) uint8 {
	const mfmt = 23
	if x&0x7fff_ffff == 0 {
		return 0
	}
	sign := x >> 31
	mant := x & 0x7f_ffff
	exponent := int(x >> 23 & 0xff)
	dropMask := uint32(1)<<(mfmt-wm) - 1
	lowCutoff := 128 - 1<<(we-1) // 128 - 2^(we-1) + 1 - 1 (FNUZ)
	exponent -= lowCutoff - 1
	if exponent <= 0 {
		dropMask = uint32(1)<<(mfmt-wm+1-exponent) - 1
	}
	mant += 1 << mfmt
	mant += rng & dropMask
	if mant >= 2<<mfmt {
		mant >>= 1
		exponent++
	}
	mant >>= mfmt - wm
	if exponent <= 0 {
		mant >>= 1 - exponent
		exponent = 0
	}
	if exponent == 0 && mant == 0 {
		return 0
	}
	mant &= 1<<wm - 1
	return uint8(sign<<7 | uint32(exponent)<<wm | mant)
}

func TestCvtSRF8MatchesTheSoftwareModel(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for _, c := range []struct {
		op       string
		we, wm   int
		maxLog2  float64
		modifier string
	}{
		{"v_cvt_sr_fp8_f32", 4, 3, 7.6, ""},
		{"v_cvt_sr_bf8_f32", 5, 2, 15.5, ""},
		{"v_cvt_sr_fp8_f32", 4, 3, 7.6, "neg"},
		{"v_cvt_sr_bf8_f32", 5, 2, 15.5, "abs"},
	} {
		for byteSel := range 4 {
			t.Run(fmt.Sprintf("%s/%s/byte%d", c.op, c.modifier, byteSel), func(t *testing.T) {
				src0 := "v1"
				switch c.modifier {
				case "neg":
					src0 = "-v1"
				case "abs":
					src0 = "|v1|"
				}
				asm := fmt.Sprintf("%s v0, %s, v2 op_sel:[0,0,%d,%d]", c.op, src0, byteSel&1, byteSel>>1)
				const exec uint64 = 0xfeff_ffff_ffff_ff7f
				var xs, rngs, olds [64]uint32
				for l := range 64 {
					// Magnitudes from below the smallest subnormal to near the
					// largest finite value, both signs.
					mag := math.Exp2(-24 + r.Float64()*(c.maxLog2+24))
					if l%2 == 1 {
						mag = -mag
					}
					xs[l] = math.Float32bits(float32(mag))
					rngs[l] = r.Uint32()
					olds[l] = r.Uint32()
				}
				xs[3], xs[4] = 0, 0x8000_0000 // zeros
				w, err := runAsm(t, "gfx942", asm, func(w *Wave, _ *testEnv) {
					for l := range 64 {
						w.V(0)[l], w.V(1)[l], w.V(2)[l] = olds[l], xs[l], rngs[l]
					}
					w.EXEC = exec
				})
				if err != nil {
					t.Fatal(err)
				}
				for l := range 64 {
					want := olds[l]
					if exec>>uint(l)&1 != 0 {
						x := xs[l]
						switch c.modifier {
						case "neg":
							x ^= 1 << 31
						case "abs":
							x &^= 1 << 31
						}
						sh := 8 * uint(byteSel)
						want = want&^(0xff<<sh) | uint32(refCvtSR(x, rngs[l], c.we, c.wm))<<sh
					}
					if got := w.V(0)[l]; got != want {
						t.Errorf("lane %d: %s of %#x (%g), rng %#x: got %#x, want %#x", l, c.op, xs[l], math.Float32frombits(xs[l]), rngs[l], got, want)
					}
				}
			})
		}
	}
}

// NaN, infinity and values past the largest finite value give the FNUZ NaN
// 0x80, as the round-to-nearest conversions do here (valu_fp8.go).
func TestCvtSRF8NaNAndOverflow(t *testing.T) {
	in := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1e6, -1e6}
	for _, op := range []string{"v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32"} {
		w, err := runAsm(t, "gfx942", op+" v0, v1, v2", func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.V(1)[l] = math.Float32bits(in[l%len(in)])
				w.V(2)[l] = 0xffff_ffff
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for l := range 64 {
			if got := w.V(0)[l] & 0xff; got != 0x80 {
				t.Errorf("%s of %v: got %#x, want 0x80", op, in[l%len(in)], got)
			}
		}
	}
}

// testdata/kernels/fp8_sr.cl, built with clang-22 for gfx942 from the
// __builtin_amdgcn_cvt_sr_{fp8,bf8}_f32 builtins (their last argument the
// byte select LLVM encodes in op_sel), against refCvtSR.
func TestCvtSRF8KernelMatchesTheSoftwareModel(t *testing.T) {
	const n = 256
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			co := buildKernels(t, "fp8_sr.cl", "gfx942", opt, []string{"v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32"})
			k := loadKernel(t, "gfx942", co, "sr")
			mem := NewMemory()
			r := rand.New(rand.NewPCG(1, 9))
			xa, _ := mem.Allocate("x", AllocBuffer, 4*n, 0)
			sa, _ := mem.Allocate("seed", AllocBuffer, 4*n, 0)
			out, _ := mem.Allocate("out", AllocBuffer, 8*n, 0)
			xs, seeds := make([]float32, n), make([]uint32, n)
			for i := range n {
				xs[i] = float32(math.Exp2(-20 + 27*r.Float64()))
				if i%3 == 0 {
					xs[i] = -xs[i]
				}
				seeds[i] = r.Uint32()
			}
			putF32s(xa.Data, xs)
			for i, s := range seeds {
				put32(sa.Data[4*i:], s)
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, xa.Base, sa.Base, out.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range n {
				x, s := math.Float32bits(xs[i]), seeds[i]
				w := uint32(0x11000000) | uint32(refCvtSR(x, s, 4, 3)) | uint32(refCvtSR(x^1<<31, s^0x5a5a5a5a, 5, 2))<<8 |
					uint32(refCvtSR(math.Float32bits(xs[i]*0.5), s+1, 4, 3))<<16
				u := uint32(i)&0x00ff_ffff | uint32(refCvtSR(x, s, 5, 2))<<24
				for j, want := range []uint32{w, u} {
					if got := le32(out.Data[8*i+4*j:]); got != want && bad < 6 {
						bad++
						t.Errorf("work-item %d word %d (x %g seed %#x): got %#x, want %#x", i, j, xs[i], s, got, want)
					}
				}
			}
		})
	}
}
