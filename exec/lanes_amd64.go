package exec

import "golang.org/x/sys/cpu"

// haveLaneKernels reports whether the lane kernels of lanes_amd64.s can
// run here (they need AVX2).
var haveLaneKernels = cpu.X86.HasAVX2

// laneAVX512 makes the kernels take their AVX-512 code (which needs
// AVX512F only); tests clear it to check the AVX2 code too.
var laneAVX512 = cpu.X86.HasAVX512F

// haveMadU64 reports whether laneMadU64 can run here.
var haveMadU64 = cpu.X86.HasAVX512F && cpu.X86.HasBMI2

// laneMadU64OK reports whether the fast paths use laneMadU64.
func laneMadU64OK() bool { return haveMadU64 && laneAVX512 }

// The lane kernels, implemented in lanes_amd64.s (lanes_other.go has the
// same in Go and says what each computes).

//go:noescape
func laneMov(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneAdd(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneSub(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneAnd(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneOr(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneXor(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneMulLo(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneMinU32(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneMaxU32(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneMinI32(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneMaxI32(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneLshlrev(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneLshrrev(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneAshrrev(dst, a, b *[64]uint32, exec uint64)

//go:noescape
func laneEq(a, b *[64]uint32, exec uint64) uint64

//go:noescape
func laneGtI32(a, b *[64]uint32, exec uint64) uint64

//go:noescape
func laneGtU32(a, b *[64]uint32, exec uint64) uint64

//go:noescape
func laneAddc(dst, a, b *[64]uint32, c, exec uint64) uint64

//go:noescape
func laneSubb(dst, a, b *[64]uint32, c, exec uint64) uint64

//go:noescape
func laneCndmask(dst, a, b *[64]uint32, sel, exec uint64)

//go:noescape
func laneFmaF32(dst, a, b, c *[64]uint32, exec uint64) uint64

//go:noescape
func laneAddF32(dst, a, b, c *[64]uint32, exec uint64) uint64

//go:noescape
func laneSubF32(dst, a, b, c *[64]uint32, exec uint64) uint64

//go:noescape
func laneMulF32(dst, a, b, c *[64]uint32, exec uint64) uint64

//go:noescape
func laneMadF32(dst, a, b, c *[64]uint32, exec uint64) uint64

//go:noescape
func laneBroadcast(buf *[64]uint32, v uint32)

// laneBroadcast32 is laneBroadcast of lanes 0-31 only.
//
//go:noescape
func laneBroadcast32(buf *[64]uint32, v uint32)

//go:noescape
func laneSplat(dst *[64]uint32, v uint32, exec uint64)

//go:noescape
func laneMadU64(dlo, dhi, a, b, clo, chi *[64]uint32, exec uint64) uint64

//go:noescape
func laneShl64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64)

//go:noescape
func laneShr64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64)

//go:noescape
func laneSar64(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64)
