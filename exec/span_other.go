//go:build !amd64

package exec

// laneSpan is goLaneSpan (no assembly version here).
func laneSpan(a, b *[64]uint32, n int, add uint32) (mn, mx, or, bor, band uint32) {
	return goLaneSpan(a, b, n, add)
}
