//go:build !amd64

package exec

// Architectures without lane kernels in assembly use the Go ones of
// lanes_go.go, which the fast paths skip (haveLaneKernels).

var haveLaneKernels = false

// laneAVX512 is meaningful on amd64 only.
var laneAVX512 = false

func laneMadU64OK() bool { return false }

var (
	laneMov         = goLaneMov
	laneAdd         = goLaneAdd
	laneSub         = goLaneSub
	laneAnd         = goLaneAnd
	laneOr          = goLaneOr
	laneXor         = goLaneXor
	laneMulLo       = goLaneMulLo
	laneMinU32      = goLaneMinU32
	laneMaxU32      = goLaneMaxU32
	laneMinI32      = goLaneMinI32
	laneMaxI32      = goLaneMaxI32
	laneLshlrev     = goLaneLshlrev
	laneLshrrev     = goLaneLshrrev
	laneAshrrev     = goLaneAshrrev
	laneEq          = goLaneEq
	laneGtI32       = goLaneGtI32
	laneGtU32       = goLaneGtU32
	laneAddc        = goLaneAddc
	laneSubb        = goLaneSubb
	laneCndmask     = goLaneCndmask
	laneFmaF32      = goLaneFmaF32
	laneAddF32      = goLaneAddF32
	laneSubF32      = goLaneSubF32
	laneMulF32      = goLaneMulF32
	laneMadF32      = goLaneMadF32
	laneMadU64      = goLaneMadU64
	laneShl64       = goLaneShl64
	laneShr64       = goLaneShr64
	laneSar64       = goLaneSar64
	laneBroadcast   = goLaneBroadcast
	laneBroadcast32 = goLaneBroadcast32
	laneSplat       = goLaneSplat
)
