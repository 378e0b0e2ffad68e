package exec

// goLaneSpan summarises lanes 0..n-1 (n <= 64) of two registers, for
// InstEvent.Span of a whole wave: the lowest and highest a[l], the OR of
// a[l]+add, and the OR and the AND of b[l] (b's lanes are all equal when
// the two agree). span_amd64.s computes the same in AVX2 (laneSpan).
func goLaneSpan(a, b *[64]uint32, n int, add uint32) (mn, mx, or, bor, band uint32) {
	mn, band = ^uint32(0), ^uint32(0)
	for l := range a[:n] {
		x, y := a[l], b[l]
		mn, mx, or = min(mn, x), max(mx, x), or|(x+add)
		bor, band = bor|y, band&y
	}
	return mn, mx, or, bor, band
}
