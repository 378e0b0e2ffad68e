package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Cube-map coordinates (MI300 and Vega ISA V_CUBEID/SC/TC/MA_F32): S0, S1,
// S2 are x, y, z. The major axis is z when |z| >= |x| and |z| >= |y|, else
// y when |y| >= |x|, else x (a NaN compares false, so it falls through to
// the later cases).
//
//	major  id          sc             tc             ma
//	z      z<0 ? 5 : 4 z<0 ? -x : x   -y             2z
//	y      y<0 ? 3 : 2 x              y<0 ? -z : z   2y
//	x      x<0 ? 1 : 0 x<0 ? z : -z   -y             2x
//
// Source modifiers, denormal flushing, omod and clamp apply as to any f32
// VOP3.

// cubeAxis is the major axis: 2 for z, 1 for y, 0 for x.
func cubeAxis(x, y, z float32) int {
	ax, ay, az := math.Abs(float64(x)), math.Abs(float64(y)), math.Abs(float64(z))
	switch {
	case az >= ax && az >= ay:
		return 2
	case ay >= ax:
		return 1
	}
	return 0
}

func neg32(v float32) uint32 { return math.Float32bits(v) ^ 1<<31 }

func cubeID(_ f32Mode, x, y, z float32) uint32 {
	v := [3]float32{x, y, z}
	a := cubeAxis(x, y, z)
	id := float32(2 * a)
	if v[a] < 0 {
		id++
	}
	return math.Float32bits(id)
}

func cubeSC(_ f32Mode, x, y, z float32) uint32 {
	switch cubeAxis(x, y, z) {
	case 2:
		if z < 0 {
			return neg32(x)
		}
		return math.Float32bits(x)
	case 1:
		return math.Float32bits(x)
	}
	if x < 0 {
		return math.Float32bits(z)
	}
	return neg32(z)
}

func cubeTC(_ f32Mode, x, y, z float32) uint32 {
	if cubeAxis(x, y, z) == 1 {
		if y < 0 {
			return neg32(z)
		}
		return math.Float32bits(z)
	}
	return neg32(y)
}

func cubeMA(m f32Mode, x, y, z float32) uint32 {
	v := [3]float32{x, y, z}
	return mulF32(v[cubeAxis(x, y, z)], 2, m.round)
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_CUBEID_F32: vopF32(3, cubeID),
		isa.OpV_CUBESC_F32: vopF32(3, cubeSC),
		isa.OpV_CUBETC_F32: vopF32(3, cubeTC),
		isa.OpV_CUBEMA_F32: vopF32(3, cubeMA),
	})
}
