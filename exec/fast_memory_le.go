//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package exec

import (
	"math/bits"
	"unsafe"
)

// Host-specific halves of the memory fast paths on little-endian hosts,
// where the bytes of GPU memory (little-endian) are the host's uint32s:
// 64 lanes of a VGPR move to or from contiguous memory in one copy, and a
// gather inside an allocation whose range was checked once loads each
// dword without a bounds check. fast_memory_be.go is the portable
// equivalent for other hosts.

// bytesOfLanes views lanes as the bytes they are in little-endian memory.
func bytesOfLanes(lanes []uint32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(lanes))), 4*len(lanes))
}

// loadLanes copies the dwords of src (4*len(lanes) bytes) into lanes.
func loadLanes(lanes []uint32, src []byte) { copy(bytesOfLanes(lanes), src) }

// storeLanes copies lanes into dst (4*len(lanes) bytes) as little-endian
// dwords.
func storeLanes(dst []byte, lanes []uint32) { copy(dst, bytesOfLanes(lanes)) }

// hostAligned reports whether mem starts on a 4-byte boundary of the host,
// as gatherDwords and scatterDwords need (buffers mapped in place may be
// slices at any offset).
func hostAligned(mem []byte) bool { return uintptr(unsafe.Pointer(unsafe.SliceData(mem)))&3 == 0 }

// gatherDwords sets data[l] to the dword at addrs[l] for the lanes of
// exec. The caller has checked that every address of exec lies with its
// four bytes in mem, which starts at base and is hostAligned, and that
// every address is a multiple of 4 (base is).
func gatherDwords(data []uint32, mem []byte, base uint64, exec uint64, addrs *[64]uint64) {
	data = data[:64]
	p := unsafe.Pointer(unsafe.SliceData(mem))
	if n := fullLanes(exec); n != 0 {
		for l, a := range addrs[:n] {
			data[l] = *(*uint32)(unsafe.Add(p, a-base))
		}
		return
	}
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		data[l] = *(*uint32)(unsafe.Add(p, addrs[l]-base))
	}
}

// scatterDwords stores data[l] at addrs[l] for the lanes of exec in
// ascending lane order (the highest lane wins among lanes sharing an
// address), under gatherDwords' conditions.
func scatterDwords(data []uint32, mem []byte, base uint64, exec uint64, addrs *[64]uint64) {
	data = data[:64]
	p := unsafe.Pointer(unsafe.SliceData(mem))
	if n := fullLanes(exec); n != 0 {
		for l, a := range addrs[:n] {
			*(*uint32)(unsafe.Add(p, a-base)) = data[l]
		}
		return
	}
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		*(*uint32)(unsafe.Add(p, addrs[l]-base)) = data[l]
	}
}
