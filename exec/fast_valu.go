package exec

import "math"

// Fast paths of VALU operations that dominate real kernels. Each wraps the
// general semantics and takes over only in the plain case: every lane
// active, no source or output modifiers, MODE rounding to nearest even
// with f32 denormals kept. Lanes whose result needs care (an f32 midpoint
// after the float64 rounding, a denormal or NaN result) go through the
// general per-lane function, so results are bit-identical.

// fastPathsOff turns the fast paths of fast_valu.go and fast_memory.go
// off, for tests that compare them with the general paths and benchmarks
// that measure their gain. Set it only while no dispatch runs.
var fastPathsOff bool

// Magnitude bits of float64 2^-126 (the least normal f32) and +inf.
const (
	minNormalF32Bits = 0x3810_0000_0000_0000
	infF64Bits       = 0x7ff0_0000_0000_0000
)

// fusedF32Fast is v_fma_f32 (D = S0*S1+S2) or, with acc, v_fmac_f32
// (D = S0*S1+D), falling back to general outside the plain case.
func fusedF32Fast(acc bool, general semFn) semFn {
	return func(w *Wave, d *instr) error {
		m := modeF32(w.Mode)
		if fastPathsOff || w.EXEC != allLanes || d.mods != [3]uint8{} || d.clamp || d.omod != 0 ||
			m.round != RoundNearestEven || m.denorm != DenormFlushNone {
			return general(w, d)
		}
		a := w.vsrc(&d.src[0], &w.tmp[0])[:64]
		b := w.vsrc(&d.src[1], &w.tmp[1])[:64]
		dst := w.vdstLanes(&d.vdst, 0)[:64]
		c := dst
		if !acc {
			c = w.vsrc(&d.src[2], &w.tmp[2])[:64]
		}
		for l := range 64 {
			x, y, z := math.Float32frombits(a[l]), math.Float32frombits(b[l]), math.Float32frombits(c[l])
			// The product of two f32 is exact in float64 and math.FMA rounds
			// the exact sum once; rounding that to f32 is exact unless it
			// lies on an f32 midpoint or below the f32 normal range (as in
			// fmaF32, which handles those lanes and NaNs).
			r := math.FMA(float64(x), float64(y), float64(z))
			// By magnitude bits: [2^-126, +inf), excluding NaNs.
			if rb := math.Float64bits(r); rb&(1<<29-1) != 1<<28 && rb&^(1<<63)-minNormalF32Bits < infF64Bits-minNormalF32Bits {
				dst[l] = math.Float32bits(float32(r))
				continue
			}
			if r, ok := firstNaN(3, x, y, z); ok {
				dst[l] = r // srcNaN's rule
				continue
			}
			dst[l] = quietF32(fmaF32(x, y, z, m.round))
		}
		return nil
	}
}

// broadcast fills the 64 lanes of buf with v (a scalar source read as a
// vector), eight lanes a step.
func broadcast(buf *[64]uint32, v uint32) {
	if useLaneKernels() {
		laneBroadcast(buf, v)
		return
	}
	if fastPathsOff {
		for i := range buf {
			buf[i] = v
		}
		return
	}
	for i := 0; i < 64; i += 8 {
		b := buf[i : i+8 : i+8]
		b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7] = v, v, v, v, v, v, v, v
	}
}

// shift64Fast is v_lshlrev_b64 (left) or v_lshrrev_b64 with every lane
// active, falling back to general otherwise.
func shift64Fast(left bool, general semFn) semFn {
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.EXEC != allLanes {
			return general(w, d)
		}
		sh := w.vsrc(&d.src[0], &w.tmp[0])[:64]
		lo, hi := w.vsrc64(&d.src[1], &w.tmp[1], &w.tmp[2])
		lo, hi = lo[:64], hi[:64]
		dlo, dhi := w.vdstLanes(&d.vdst, 0)[:64], w.vdstLanes(&d.vdst, 1)[:64]
		if left {
			for l := range 64 {
				v := (uint64(hi[l])<<32 | uint64(lo[l])) << (sh[l] & 63)
				dlo[l], dhi[l] = uint32(v), uint32(v>>32)
			}
			return nil
		}
		for l := range 64 {
			v := (uint64(hi[l])<<32 | uint64(lo[l])) >> (sh[l] & 63)
			dlo[l], dhi[l] = uint32(v), uint32(v>>32)
		}
		return nil
	}
}

// Every-lane loops of vop2K (without lane kernels): D = S0 op S1, lane by lane in order (so a
// destination that is also a source reads each lane before writing it).
func andLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = a[l] & b[l]
	}
}

func orLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = a[l] | b[l]
	}
}

func xorLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = a[l] ^ b[l]
	}
}

func lshlrevLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = b[l] << (a[l] & 31)
	}
}

func lshrrevLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = b[l] >> (a[l] & 31)
	}
}

func ashrrevLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = uint32(int32(b[l]) >> (a[l] & 31))
	}
}

func mulLoLanes(dst, a, b []uint32) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		dst[l] = a[l] * b[l]
	}
}

// cndmaskLanes is v_cndmask_b32 on every lane: D = mask bit of the lane ?
// S1 : S0, selected without a branch (a data-dependent mask defeats branch
// prediction), lane by lane in order.
func cndmaskLanes(dst, a, b []uint32, mask uint64) {
	dst, a, b = dst[:64], a[:64], b[:64]
	for l := range 64 {
		sel := -uint32(mask & 1) // all ones where the lane takes S1
		mask >>= 1
		dst[l] = a[l]&^sel | b[l]&sel
	}
}
