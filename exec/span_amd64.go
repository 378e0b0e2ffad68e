package exec

// laneSpanAVX2 is goLaneSpan over chunks*8 lanes (chunks >= 1), in
// span_amd64.s.
//
//go:noescape
func laneSpanAVX2(a, b *[64]uint32, chunks int, add uint32) (mn, mx, or, bor, band uint32)

// laneSpan is goLaneSpan, in AVX2 where the lane kernels run.
func laneSpan(a, b *[64]uint32, n int, add uint32) (mn, mx, or, bor, band uint32) {
	if useLaneKernels() && n >= 8 && n%8 == 0 && n <= 64 {
		return laneSpanAVX2(a, b, n/8, add)
	}
	return goLaneSpan(a, b, n, add)
}
