package exec

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// gfx950's unscaled fp8/bf8 conversions are the OCP formats' (cvt_scale_ocp.go):
// llvm-mc encodings run on gfx950 against the OCP references of
// valu_fp8_gfx12_test.go (ocpF8, nearestF8, f8TestValues), with gfx940's
// operand layout (SDWA src0_sel, OPSEL[3], OPSEL[3:2]).

func runGFX950(t *testing.T, src string, v1, v2, v3 []uint32) *Wave {
	t.Helper()
	w, err := runAsm(t, "gfx950", src, func(w *Wave, _ *testEnv) {
		copy(w.V(1), v1)
		copy(w.V(2), v2)
		copy(w.V(3), v3)
	})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func TestGFX950CvtF32F8IsOCP(t *testing.T) {
	for _, bf8 := range []bool{false, true} {
		name := map[bool]string{false: "fp8", true: "bf8"}[bf8]
		for sel := range 4 {
			src := fmt.Sprintf("v_cvt_f32_%s_sdwa v4, v1 src0_sel:BYTE_%d", name, sel)
			if sel == 0 {
				src = fmt.Sprintf("v_cvt_f32_%s v4, v1", name)
			}
			t.Run(src, func(t *testing.T) {
				for base := 0; base < 256; base += 64 {
					in := make([]uint32, 64)
					for l := range 64 {
						in[l] = 0x5a5a_5a5a&^(0xff<<(8*sel)) | uint32(base+l)<<(8*sel)
					}
					w := runGFX950(t, src, in, nil, nil)
					for l := range 64 {
						wantF32(t, fmt.Sprintf("code %#02x", base+l), w.V(4)[l], ocpF8(uint8(base+l), bf8))
					}
				}
			})
		}
		src := fmt.Sprintf("v_cvt_pk_f32_%s_sdwa v[4:5], v1 src0_sel:WORD_1", name)
		t.Run(src, func(t *testing.T) {
			in := make([]uint32, 64)
			for l := range 64 {
				in[l] = uint32(4*l+3)<<24 | uint32(4*l+2)<<16 | 0x7c7c
			}
			w := runGFX950(t, src, in, nil, nil)
			for l := range 64 {
				wantF32(t, fmt.Sprintf("lane %d low", l), w.V(4)[l], ocpF8(uint8(4*l+2), bf8))
				wantF32(t, fmt.Sprintf("lane %d high", l), w.V(5)[l], ocpF8(uint8(4*l+3), bf8))
			}
		})
	}
}

func TestGFX950CvtF8F32IsOCP(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	for _, bf8 := range []bool{false, true} {
		name := map[bool]string{false: "fp8", true: "bf8"}[bf8]
		vals := f8TestValues(bf8)
		for hi := range 2 {
			src := fmt.Sprintf("v_cvt_pk_%s_f32 v3, v1, v2 op_sel:[0,0,%d]", name, hi)
			t.Run(src, func(t *testing.T) {
				for base := 0; base < len(vals); base += 64 {
					a, b, old := make([]uint32, 64), make([]uint32, 64), make([]uint32, 64)
					for l := range 64 {
						a[l] = math.Float32bits(float32(vals[(base+l)%len(vals)]))
						b[l] = math.Float32bits(float32(vals[r.Intn(len(vals))]))
						old[l] = r.Uint32()
					}
					w := runGFX950(t, src, a, b, old)
					for l := range 64 {
						ca, _ := nearestF8(float64(math.Float32frombits(a[l])), bf8)
						cb, _ := nearestF8(float64(math.Float32frombits(b[l])), bf8)
						sh := 16 * hi
						want := old[l]&^(0xffff<<sh) | (uint32(ca)|uint32(cb)<<8)<<sh
						if got := w.V(3)[l]; got != want {
							t.Fatalf("(%#08x, %#08x): got %#08x, want %#08x", a[l], b[l], got, want)
						}
					}
				}
			})
		}
		for sel := range 4 {
			src := fmt.Sprintf("v_cvt_sr_%s_f32 v3, v1, v2 op_sel:[0,0,%d,%d]", name, sel&1, sel>>1)
			t.Run(src, func(t *testing.T) {
				for base := 0; base < len(vals); base += 64 {
					a, rn, old := make([]uint32, 64), make([]uint32, 64), make([]uint32, 64)
					for l := range 64 {
						a[l] = math.Float32bits(float32(vals[(base+l)%len(vals)] * 0.5))
						rn[l], old[l] = r.Uint32(), r.Uint32()
					}
					w := runGFX950(t, src, a, rn, old)
					for l := range 64 {
						// The CDNA4 pseudocode: S1[31:12] (fp8) or S1[31:11]
						// (bf8) added to S0's mantissa, the carry dropped,
						// then nearest even.
						add := rn[l] >> 12
						if bf8 {
							add = rn[l] >> 11
						}
						x := a[l]&0xff80_0000 | (a[l]+add)&0x7f_ffff
						c, ok := nearestF8(float64(math.Float32frombits(x)), bf8)
						if !ok {
							t.Fatalf("test value %#08x out of range", x)
						}
						want := old[l]&^(0xff<<(8*sel)) | uint32(c)<<(8*sel)
						if got := w.V(3)[l]; got != want {
							t.Fatalf("(%#08x, %#08x): got %#08x, want %#08x", a[l], rn[l], got, want)
						}
					}
				}
			})
		}
	}
}
