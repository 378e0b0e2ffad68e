package exec

import (
	"math/rand/v2"
	"testing"
)

// laneSpan (AVX2 where the lane kernels run) computes what goLaneSpan
// computes lane by lane, over whole wave32 and wave64 registers, for
// random lanes, lanes all alike, and extremes.
func TestLaneSpanKernel(t *testing.T) {
	if !useLaneKernels() {
		t.Skip("no lane kernels here: laneSpan is goLaneSpan")
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for round := range 400 {
		a, b := laneInputs(rng), laneInputs(rng)
		switch round % 4 {
		case 1:
			for l := range b {
				b[l] = b[0] // a uniform high half
			}
		case 2:
			for l := range a {
				a[l], b[l] = 0x1000+uint32(l)*4, 7
			}
			a[rng.IntN(64)], b[rng.IntN(64)] = 0, 6
		case 3:
			a[rng.IntN(64)], a[rng.IntN(64)] = 0xffff_ffff, 0
		}
		add := rng.Uint32()
		if round%3 == 0 {
			add = uint32(rng.IntN(16)) - 8
		}
		for _, n := range []int{8, 32, 64} {
			m1, x1, o1, bo1, ba1 := laneSpanAVX2(&a, &b, n/8, add)
			m2, x2, o2, bo2, ba2 := goLaneSpan(&a, &b, n, add)
			if m1 != m2 || x1 != x2 || o1 != o2 || bo1 != bo2 || ba1 != ba2 {
				t.Fatalf("round %d, %d lanes, add %#x: AVX2 %#x %#x %#x %#x %#x, Go %#x %#x %#x %#x %#x",
					round, n, add, m1, x1, o1, bo1, ba1, m2, x2, o2, bo2, ba2)
			}
		}
	}
}
