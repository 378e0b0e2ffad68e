package exec

import (
	"math"
	"math/bits"
)

// The lane kernels in Go: what each of lanes_amd64.s computes, the
// reference its tests compare with, and the kernels of architectures
// without an assembly version (lanes_other.go), where they are correct but
// no faster than the general semantics, so the fast paths do not use them.
//
// Every kernel computes all 64 lanes of a wave and writes only the lanes
// set in exec; sources may be the destination.

func laneBinop(dst, a, b *[64]uint32, exec uint64, f func(x, y uint32) uint32) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		dst[l] = f(a[l], b[l])
	}
}

func goLaneMov(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, _ uint32) uint32 { return x })
}
func goLaneAdd(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x + y })
}
func goLaneSub(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x - y })
}
func goLaneAnd(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x & y })
}
func goLaneOr(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x | y })
}
func goLaneXor(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x ^ y })
}
func goLaneMulLo(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return x * y })
}
func goLaneMinU32(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return min(x, y) })
}
func goLaneMaxU32(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return max(x, y) })
}
func goLaneMinI32(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return uint32(min(int32(x), int32(y))) })
}
func goLaneMaxI32(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return uint32(max(int32(x), int32(y))) })
}

// Reversed shifts: D = S1 shifted by S0[4:0].
func goLaneLshlrev(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return y << (x & 31) })
}
func goLaneLshrrev(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return y >> (x & 31) })
}
func goLaneAshrrev(dst, a, b *[64]uint32, exec uint64) {
	laneBinop(dst, a, b, exec, func(x, y uint32) uint32 { return uint32(int32(y) >> (x & 31)) })
}

// laneCompare returns the mask of all 64 lanes where f holds. (The
// compare kernels take exec only to know where they may stop: their bits
// are defined for the lanes of exec, as the masks every kernel returns.)
func laneCompare(a, b *[64]uint32, f func(x, y uint32) bool) uint64 {
	var m uint64
	for l := range 64 {
		if f(a[l], b[l]) {
			m |= 1 << uint(l)
		}
	}
	return m
}

func goLaneEq(a, b *[64]uint32, _ uint64) uint64 {
	return laneCompare(a, b, func(x, y uint32) bool { return x == y })
}
func goLaneGtI32(a, b *[64]uint32, _ uint64) uint64 {
	return laneCompare(a, b, func(x, y uint32) bool { return int32(x) > int32(y) })
}
func goLaneGtU32(a, b *[64]uint32, _ uint64) uint64 {
	return laneCompare(a, b, func(x, y uint32) bool { return x > y })
}

// laneCarry is D = f(S0, S1, carry bit of c) (bits.Add32 or bits.Sub32);
// it returns every lane's carry-out.
func laneCarry(dst, a, b *[64]uint32, c, exec uint64, f func(x, y, c uint32) (uint32, uint32)) uint64 {
	var cout uint64
	for l := range 64 {
		r, co := f(a[l], b[l], uint32(c>>uint(l)&1))
		cout |= uint64(co) << uint(l)
		if exec>>uint(l)&1 != 0 {
			dst[l] = r
		}
	}
	return cout
}

// goLaneAddc is D = S0 + S1 + carry-in bit; it returns every lane's carry-out.
func goLaneAddc(dst, a, b *[64]uint32, c, exec uint64) uint64 {
	return laneCarry(dst, a, b, c, exec, bits.Add32)
}

// goLaneSubb is D = S0 - S1 - borrow-in bit; it returns every lane's borrow-out.
func goLaneSubb(dst, a, b *[64]uint32, c, exec uint64) uint64 {
	return laneCarry(dst, a, b, c, exec, bits.Sub32)
}

// laneCndmask is D = sel bit ? S1 : S0.
func goLaneCndmask(dst, a, b *[64]uint32, sel, exec uint64) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if sel>>uint(l)&1 != 0 {
			dst[l] = b[l]
		} else {
			dst[l] = a[l]
		}
	}
}

// laneF32 computes f in IEEE single precision (round to nearest even,
// denormals kept). Lanes whose result is a NaN are not written; the
// returned mask has them (and inactive lanes' NaNs) for the caller.
func laneF32(dst, a, b, c *[64]uint32, exec uint64, f func(x, y, z float32) float32) uint64 {
	var nan uint64
	for l := range 64 {
		r := f(math.Float32frombits(a[l]), math.Float32frombits(b[l]), math.Float32frombits(c[l]))
		if r != r {
			nan |= 1 << uint(l)
			continue
		}
		if exec>>uint(l)&1 != 0 {
			dst[l] = math.Float32bits(r)
		}
	}
	return nan
}

func goLaneFmaF32(dst, a, b, c *[64]uint32, exec uint64) uint64 {
	return laneF32(dst, a, b, c, exec, func(x, y, z float32) float32 {
		return math.Float32frombits(fmaF32(x, y, z, RoundNearestEven))
	})
}
func goLaneAddF32(dst, a, b, c *[64]uint32, exec uint64) uint64 {
	return laneF32(dst, a, b, c, exec, func(x, y, _ float32) float32 { return x + y })
}
func goLaneSubF32(dst, a, b, c *[64]uint32, exec uint64) uint64 {
	return laneF32(dst, a, b, c, exec, func(x, y, _ float32) float32 { return x - y })
}
func goLaneMulF32(dst, a, b, c *[64]uint32, exec uint64) uint64 {
	return laneF32(dst, a, b, c, exec, func(x, y, _ float32) float32 { return x * y })
}

// goLaneMadF32 multiplies and adds with two roundings (v_mad_f32).
func goLaneMadF32(dst, a, b, c *[64]uint32, exec uint64) uint64 {
	return laneF32(dst, a, b, c, exec, func(x, y, z float32) float32 { return float32(x*y) + z }) // the conversion forbids fusing
}

// goLaneMadU64 is {D1, D0} = S0 * S1 + {chi, clo} on unsigned lanes; it
// returns every lane's carry-out of the 64-bit sum.
func goLaneMadU64(dlo, dhi, a, b, clo, chi *[64]uint32, exec uint64) uint64 {
	var cout uint64
	for l := range 64 {
		r, c := bits.Add64(uint64(a[l])*uint64(b[l]), uint64(chi[l])<<32|uint64(clo[l]), 0)
		cout |= c << uint(l)
		if exec>>uint(l)&1 != 0 {
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		}
	}
	return cout
}

// goLaneShift64 is D = {hi, lo} shifted by cnt[5:0] (f: the 64-bit
// shift).
func goLaneShift64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64, f func(v uint64, s uint32) uint64) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		v := f(uint64(hi[l])<<32|uint64(lo[l]), cnt[l]&63)
		dlo[l], dhi[l] = uint32(v), uint32(v>>32)
	}
}

func goLaneShl64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64) {
	goLaneShift64(dlo, dhi, cnt, lo, hi, exec, func(v uint64, s uint32) uint64 { return v << s })
}
func goLaneShr64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64) {
	goLaneShift64(dlo, dhi, cnt, lo, hi, exec, func(v uint64, s uint32) uint64 { return v >> s })
}
func goLaneSar64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64) {
	goLaneShift64(dlo, dhi, cnt, lo, hi, exec, func(v uint64, s uint32) uint64 { return uint64(int64(v) >> s) })
}

func goLaneSplat(dst *[64]uint32, v uint32, exec uint64) {
	for m := exec; m != 0; m &= m - 1 {
		dst[bits.TrailingZeros64(m)] = v
	}
}

func goLaneBroadcast(buf *[64]uint32, v uint32) {
	for i := range buf {
		buf[i] = v
	}
}

// goLaneBroadcast32 sets lanes 0-31 of buf to v (a wave32's scalar
// operand, whose lanes 32-63 no kernel reads: they stop at the last lane
// of exec).
func goLaneBroadcast32(buf *[64]uint32, v uint32) {
	for i := range 32 {
		buf[i] = v
	}
}
