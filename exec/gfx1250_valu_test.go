package exec

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// refF16 rounds f32 bits in the f16 normal range to f16 bits, nearest
// even, on the bits (IEEE 754: keep 10 of the 23 fraction bits).
func refF16(f uint32) uint16 {
	sign := uint16(f>>16) & 0x8000
	e := int(f>>23&0xff) - 127 + 15
	man := f & 0x7f_ffff
	keep, rest := man>>13, man&0x1fff
	if rest > 0x1000 || rest == 0x1000 && keep&1 != 0 {
		keep++
	}
	return sign + uint16(e)<<10 + uint16(keep) // a carry out of keep bumps e
}

// refBF16 rounds f32 bits (not NaN) to bf16, nearest even, on the bits.
func refBF16(f uint32) uint16 {
	keep, rest := f>>16, f&0xffff
	if rest > 0x8000 || rest == 0x8000 && keep&1 != 0 {
		keep++
	}
	return uint16(keep)
}

// refBF16Of rounds an exact big.Float (in the bf16 normal range) to bf16:
// 8 significant bits, nearest even, then the top half of the f32 bits.
func refBF16Of(x *big.Float) uint16 {
	r := new(big.Float).SetMode(big.ToNearestEven).SetPrec(8).Set(x)
	f, _ := r.Float32()
	return uint16(math.Float32bits(f) >> 16)
}

func bigBF16(h uint16) *big.Float {
	return new(big.Float).SetPrec(200).SetFloat64(float64(math.Float32frombits(uint32(h) << 16)))
}

// The floating-point operations clang 22 emits for ordinary gfx1250 code
// (gfx1250_valu.go), on 32 lanes of random operands, against references
// written here from IEEE 754: v_fmaak/fmamk_f64 with a 64-bit and a 32-bit
// (high half) K against math.FMA; v_cvt_pk_f16_f32 and v_cvt_pk_bf16_f32
// (with neg and abs) against rounding on the f32 bits; v_pk_*_bf16
// against exact big.Float arithmetic rounded once to 8 bits; maximum /
// minimum with NaN, -0 and +0 lanes.
func TestGFX1250FloatOps(t *testing.T) {
	src := `
v_fmaak_f64 v[4:5], v[0:1], v[2:3], lit64(0x3ff8000000000001)
v_fmamk_f64 v[6:7], v[0:1], 0x40060000, v[2:3]
v_cvt_pk_f16_f32 v8, v10, v11
v_cvt_pk_bf16_f32 v9, v10, v11
v_cvt_pk_bf16_f32 v24, -v10, |v11|
v_pk_add_bf16 v12, v13, v14
v_pk_mul_bf16 v15, v13, v14
v_pk_fma_bf16 v16, v13, v14, v17
v_pk_max_num_bf16 v18, v13, v14
v_pk_min_num_bf16 v19, v13, v14
v_maximum_f32 v20, v25, v26
v_minimum_f32 v21, v25, v26
v_maximum_f64 v[22:23], v[28:29], v[30:31]
v_minimum_f64 v[28:29], v[28:29], v[30:31]
v_maximum3_f32 v27, v25, v26, v10
`
	r := rand.New(rand.NewPCG(12, 50))
	type lane struct {
		x, y     float64
		a, b     float32
		p, q, c  uint32 // bf16 pairs
		m, n     float32
		m64, n64 float64
	}
	var in [32]lane
	bf := func() uint16 { // a normal bf16 of exponent -20..20
		return uint16(r.IntN(2))<<15 | uint16(127-20+r.IntN(41))<<7 | uint16(r.IntN(128))
	}
	f16range := func() float32 { // inside the f16 normal range
		v := float32(math.Ldexp(1+r.Float64(), r.IntN(28)-13))
		if r.IntN(2) == 0 {
			v = -v
		}
		return v
	}
	nan := math.Float32frombits(0x7fc0_0123)
	for l := range in {
		in[l] = lane{x: (r.Float64() - 0.5) * 1e3, y: (r.Float64() - 0.5) * 1e-3, a: f16range(), b: f16range(),
			p: uint32(bf()) | uint32(bf())<<16, q: uint32(bf()) | uint32(bf())<<16, c: uint32(bf()) | uint32(bf())<<16,
			m: float32(r.NormFloat64()), n: float32(r.NormFloat64()), m64: r.NormFloat64(), n64: r.NormFloat64()}
		switch l % 8 {
		case 1:
			in[l].m = nan
			in[l].m64 = math.NaN()
		case 2:
			in[l].n = nan
			in[l].n64 = math.NaN()
		case 3:
			in[l].m, in[l].n = float32(math.Copysign(0, -1)), 0
			in[l].m64, in[l].n64 = 0, math.Copysign(0, -1)
		}
	}
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		for l, v := range in {
			put64 := func(r int, f float64) {
				w.V(r)[l], w.V(r + 1)[l] = uint32(math.Float64bits(f)), uint32(math.Float64bits(f)>>32)
			}
			put64(0, v.x)
			put64(2, v.y)
			w.V(10)[l], w.V(11)[l] = math.Float32bits(v.a), math.Float32bits(v.b)
			w.V(13)[l], w.V(14)[l], w.V(17)[l] = v.p, v.q, v.c
			w.V(25)[l], w.V(26)[l] = math.Float32bits(v.m), math.Float32bits(v.n)
			put64(28, v.m64)
			put64(30, v.n64)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	get64 := func(r, l int) uint64 { return uint64(w.V(r)[l]) | uint64(w.V(r + 1)[l])<<32 }
	for l, v := range in {
		wantEq(t, "v_fmaak_f64", get64(4, l), math.Float64bits(math.FMA(v.x, v.y, math.Float64frombits(0x3ff8000000000001))))
		wantEq(t, "v_fmamk_f64", get64(6, l), math.Float64bits(math.FMA(v.x, 2.75, v.y)))
		fa, fb := math.Float32bits(v.a), math.Float32bits(v.b)
		wantEq(t, "v_cvt_pk_f16_f32", w.V(8)[l], uint32(refF16(fa))|uint32(refF16(fb))<<16)
		wantEq(t, "v_cvt_pk_bf16_f32", w.V(9)[l], uint32(refBF16(fa))|uint32(refBF16(fb))<<16)
		wantEq(t, "v_cvt_pk_bf16_f32 -|", w.V(24)[l], uint32(refBF16(fa^0x8000_0000))|uint32(refBF16(fb&^0x8000_0000))<<16)
		var add, mul, fma, mx, mn uint32
		for h := 0; h < 32; h += 16 {
			p, q, c := uint16(v.p>>h), uint16(v.q>>h), uint16(v.c>>h)
			bp, bq, bc := bigBF16(p), bigBF16(q), bigBF16(c)
			add |= uint32(refBF16Of(new(big.Float).SetPrec(200).Add(bp, bq))) << h
			prod := new(big.Float).SetPrec(200).Mul(bp, bq)
			mul |= uint32(refBF16Of(prod)) << h
			fma |= uint32(refBF16Of(new(big.Float).SetPrec(200).Add(prod, bc))) << h
			if bp.Cmp(bq) >= 0 {
				mx |= uint32(p) << h
				mn |= uint32(q) << h
			} else {
				mx |= uint32(q) << h
				mn |= uint32(p) << h
			}
		}
		wantEq(t, "v_pk_add_bf16", w.V(12)[l], add)
		wantEq(t, "v_pk_mul_bf16", w.V(15)[l], mul)
		wantEq(t, "v_pk_fma_bf16", w.V(16)[l], fma)
		wantEq(t, "v_pk_max_num_bf16", w.V(18)[l], mx)
		wantEq(t, "v_pk_min_num_bf16", w.V(19)[l], mn)
		gmax, gmin := math.Float32frombits(w.V(20)[l]), math.Float32frombits(w.V(21)[l])
		gmax64, gmin64 := math.Float64frombits(get64(22, l)), math.Float64frombits(get64(28, l))
		gmax3 := math.Float32frombits(w.V(27)[l])
		switch l % 8 {
		case 1, 2:
			if gmax == gmax || gmin == gmin || gmax64 == gmax64 || gmin64 == gmin64 || gmax3 == gmax3 {
				t.Errorf("lane %d: maximum/minimum of a NaN gave %v %v %v %v %v, want NaNs", l, gmax, gmin, gmax64, gmin64, gmax3)
			}
			if w.V(20)[l]&0x40_0000 == 0 || w.V(23)[l]&0x8_0000 == 0 {
				t.Errorf("lane %d: maximum of a NaN is not quiet: %#x %#x", l, w.V(20)[l], w.V(23)[l])
			}
		case 3:
			wantEq(t, "v_maximum_f32 -0 +0", w.V(20)[l], 0)
			wantEq(t, "v_minimum_f32 -0 +0", w.V(21)[l], 0x8000_0000)
			wantEq(t, "v_maximum_f64 +0 -0", get64(22, l), 0)
			wantEq(t, "v_minimum_f64 +0 -0", get64(28, l), 1<<63)
		default:
			wantEq(t, "v_maximum_f32", gmax, max(v.m, v.n))
			wantEq(t, "v_minimum_f32", gmin, min(v.m, v.n))
			wantEq(t, "v_maximum_f64", gmax64, max(v.m64, v.n64))
			wantEq(t, "v_minimum_f64", gmin64, min(v.m64, v.n64))
			wantEq(t, "v_maximum3_f32", gmax3, max(v.m, v.n, v.a))
		}
	}
}
