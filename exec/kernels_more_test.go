package exec

import (
	"math"
	"math/rand/v2"
	"testing"
)

// More testdata kernels: divergent control flow, 2-D/3-D grids with
// partial work-groups, scratch arrays, 64-bit arithmetic. References are
// the kernels' C bodies transcribed to Go.

func elementwise(name string, n int, f func(i int, in map[string][]uint32) uint32) func(t *testing.T, in, out map[string][]uint32) {
	return func(t *testing.T, in, out map[string][]uint32) {
		want := make([]uint32, n)
		for i := range want {
			want[i] = f(i, in)
		}
		wantWords(t, name, out[name], want)
	}
}

func anyWord(_ int, r *rand.Rand) uint32 { return r.Uint32() }

func init() {
	const n = 200 // not a multiple of 64: partial waves and work-groups
	kernelCases = append(kernelCases,
		kernelCase{source: "control", kernel: "loop_per_lane", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				v := uint32(1)
				for k := uint32(0); k < in["in"][i]%16; k++ {
					v = v*31 + k
				}
				return v
			})},
		kernelCase{source: "control", kernel: "collatz", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, func(_ int, r *rand.Rand) uint32 { return uint32(r.IntN(100000)) }}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x, steps := in["in"][i], uint32(0)
				for x > 1 && steps != 1000 {
					if x%2 == 0 {
						x /= 2
					} else {
						x = 3*x + 1
					}
					steps++
				}
				return steps
			})},
		kernelCase{source: "control", kernel: "nested_divergence", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, randInt(-20, 40)}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x, v := int32(in["in"][i]), int32(0)
				if x > 0 {
					for k := int32(0); k < x%8; k++ {
						if (k+int32(i))%3 == 0 {
							continue
						}
						if k%2 == 0 {
							v += k
						} else {
							v -= 2 * k
						}
					}
				} else {
					v = -x
				}
				return uint32(v)
			})},
		kernelCase{source: "control", kernel: "switch_lanes", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x := int32(in["in"][i])
				switch i % 4 {
				case 0:
					return uint32(x + 100)
				case 1:
					return uint32(x * x)
				case 2:
					return uint32(x >> 2)
				}
				return uint32(^x)
			})},
		kernelCase{source: "control", kernel: "early_return", opts: []string{"O0", "O2"}, grid: 256, wg: 64, scalars: []uint64{150},
			bufs: []bufSpec{{"in", 256, anyWord}, {"out", 256, nil}},
			check: elementwise("out", 256, func(i int, in map[string][]uint32) uint32 {
				if i >= 150 {
					return 0
				}
				return in["in"][i]*2 + 1
			})},
		kernelCase{source: "control", kernel: "uniform_loop", opts: []string{"O0", "O2"}, grid: n, wg: 64, scalars: []uint64{37},
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				var v uint32
				for k := uint32(0); k < 37; k++ {
					v += in["in"][i] ^ k
				}
				return v
			})},
		kernelCase{source: "control", kernel: "do_while", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", 2 * n, nil}},
			check: elementwise("out", 2*n, func(j int, in map[string][]uint32) uint32 {
				x, h := in["in"][j/2], uint32(0)
				for {
					x /= 2
					h++
					if x < 10 {
						break
					}
				}
				if j%2 == 0 {
					return x
				}
				return h
			})},
		kernelCase{source: "control", kernel: "break_nested", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				want, found := in["in"][i]%50, int32(-1)
				for j := uint32(1); j < 8 && found < 0; j++ {
					for k := uint32(1); k < 8; k++ {
						if j*k == want {
							found = int32(j*8 + k)
							break
						}
					}
				}
				return uint32(found)
			})},
		kernelCase{source: "matmul", kernel: "matmul", opts: []string{"O0", "O2"}, grid3: [3]uint32{40, 40, 1}, wg3: [3]uint32{16, 16, 1}, scalars: []uint64{40},
			bufs: []bufSpec{{"A", 1600, smallFloat}, {"B", 1600, smallFloat}, {"C", 1600, nil}},
			check: elementwise("C", 1600, func(e int, in map[string][]uint32) uint32 {
				row, col := e/40, e%40
				var sum float32
				for k := range 40 {
					p := math.Float32frombits(in["A"][row*40+k]) * math.Float32frombits(in["B"][k*40+col])
					sum = float32(sum + p) // -ffp-contract=off: separate rounding
				}
				return math.Float32bits(sum)
			})},
		kernelCase{source: "matmul", kernel: "transpose", opts: []string{"O0", "O2"}, grid3: [3]uint32{37, 21, 1}, wg3: [3]uint32{8, 8, 1}, scalars: []uint64{37, 21},
			bufs: []bufSpec{{"in", 37 * 21, anyWord}, {"out", 37 * 21, nil}},
			check: elementwise("out", 37*21, func(e int, in map[string][]uint32) uint32 {
				x, y := e/21, e%21
				return in["in"][y*37+x]
			})},
		kernelCase{source: "matmul", kernel: "grid_ids", opts: []string{"O0", "O2"}, grid3: [3]uint32{10, 6, 3}, wg3: [3]uint32{4, 4, 2},
			bufs: []bufSpec{{"out", 4 * 180, nil}},
			check: elementwise("out", 4*180, func(e int, _ map[string][]uint32) uint32 {
				flat := uint32(e / 4)
				gx, gy, gz := flat%10, flat/10%6, flat/60
				switch e % 4 {
				case 0:
					return gx
				case 1:
					return gy
				case 2:
					return gz
				}
				return (gz/2*65536+gy/4)*256 + gx/4
			})},
		kernelCase{source: "memory", kernel: "scratch_array", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x := in["in"][i]
				var a [64]uint32
				for k := uint32(0); k < 64; k++ {
					a[(k*7+x)%64] = x*k + k
				}
				idx := x % 64
				return a[idx] + a[(idx*5+3)%64]
			})},
		kernelCase{source: "memory", kernel: "private_indexed", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x := in["in"][i]
				var a [8]uint32
				for k := uint32(0); k < 8; k++ {
					a[k] = (x >> k) ^ (x * (k + 1))
				}
				return a[x%8] + a[(x/8)%8]
			})},
	)
}

func smallFloat(_ int, r *rand.Rand) uint32 { return math.Float32bits(float32(r.IntN(2000)-1000) / 64) }
