//go:build !(386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm)

package exec

import "math/bits"

// The portable halves of the memory fast paths (see fast_memory_le.go),
// for big-endian hosts: every dword goes through le32/put32.

func loadLanes(lanes []uint32, src []byte) {
	for l := range lanes {
		lanes[l] = le32(src[4*l:])
	}
}

func storeLanes(dst []byte, lanes []uint32) {
	for l, v := range lanes {
		put32(dst[4*l:], v)
	}
}

func hostAligned([]byte) bool { return true }

func gatherDwords(data []uint32, mem []byte, base uint64, exec uint64, addrs *[64]uint64) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		data[l] = le32(mem[addrs[l]-base:])
	}
}

func scatterDwords(data []uint32, mem []byte, base uint64, exec uint64, addrs *[64]uint64) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		put32(mem[addrs[l]-base:], data[l])
	}
}
