package exec

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// Memory kernels of testdata: constant tables in .rodata, LDS scans with
// barriers, tiled matmul, gathers and scatters, 8/16/64-bit elements.

func init() {
	const n = 192
	crc := [16]uint32{0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
		0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c}
	perm := func(i int, _ *rand.Rand) uint32 { return uint32((i*5 + 3) % n) } // 5 is prime to 192: a permutation
	kernelCases = append(kernelCases,
		kernelCase{source: "memory", kernel: "constant_table", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				w, c := in["in"][i], uint32(0xffff_ffff)
				for k := range 8 {
					c ^= w >> (4 * uint(k)) & 0xf
					c = c>>4 ^ crc[c&0xf]
				}
				return ^c
			})},
		kernelCase{source: "memory", kernel: "prefix_sum", opts: []string{"O0", "O2"}, grid: 256, wg: 128,
			bufs: []bufSpec{{"in", 256, randInt(-100, 100)}, {"out", 256, nil}},
			check: elementwise("out", 256, func(i int, in map[string][]uint32) uint32 {
				var s uint32
				for k := i &^ 127; k <= i; k++ {
					s += in["in"][k]
				}
				return s
			})},
		kernelCase{source: "memory", kernel: "gather", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs:  []bufSpec{{"in", n, anyWord}, {"idx", n, perm}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 { return in["in"][in["idx"][i]] })},
		kernelCase{source: "memory", kernel: "scatter", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"perm", n, perm}, {"out", n, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				want := make([]uint32, n)
				for i := range n {
					want[in["perm"][i]] = in["in"][i] + 1
				}
				wantWords(t, "out", out["out"], want)
			}},
		kernelCase{source: "memory", kernel: "u64_index", opts: []string{"O0", "O2"}, grid: n, wg: 64, scalars: []uint64{0x1234_5678_9abc_def1},
			bufs: []bufSpec{{"in", 2 * n, anyWord}, {"out", 2 * n, nil}},
			check: elementwise("out", 2*n, func(e int, in map[string][]uint32) uint32 {
				i := e / 2
				x := uint64(in["in"][2*i]) | uint64(in["in"][2*i+1])<<32
				v := x*0x1234_5678_9abc_def1 + x>>33 + uint64(i)
				return uint32(v >> (32 * uint(e%2)))
			})},
		kernelCase{source: "memory", kernel: "byte_buffer", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"s8", n / 4, anyWord}, {"u8", n / 4, anyWord}, {"s16", n / 2, anyWord}, {"out16", n / 2, nil}, {"out8", n / 4, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				o16, o8 := make([]uint32, n/2), make([]uint32, n/4)
				for i := range n {
					s8 := int32(int8(in["s8"][i/4] >> (8 * uint(i%4))))
					u8 := int32(uint8(in["u8"][i/4] >> (8 * uint(i%4))))
					s16 := int32(int16(in["s16"][i/2] >> (16 * uint(i%2))))
					wide := s8 + u8 + s16
					o16[i/2] |= uint32(uint16(wide*3)) << (16 * uint(i%2))
					o8[i/4] |= uint32(uint8(int8(wide>>2))) << (8 * uint(i%4))
				}
				wantWords(t, "out16", out["out16"], o16)
				wantWords(t, "out8", out["out8"], o8)
			}},
		kernelCase{source: "memory", kernel: "atomic_minmax", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"result", 4, func(i int, _ *rand.Rand) uint32 {
				return [4]uint32{0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 0}[i]
			}}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				r := [4]int32{math.MaxInt32, math.MinInt32, -1, 0}
				for _, v := range in["in"] {
					x := int32(v)
					r[0], r[1], r[2], r[3] = min(r[0], x), max(r[1], x), r[2]&x, r[3]|x
				}
				wantWords(t, "result", out["result"], []uint32{uint32(r[0]), uint32(r[1]), uint32(r[2]), uint32(r[3])})
			}},
		kernelCase{source: "matmul", kernel: "matmul_tiled", opts: []string{"O0", "O2"}, grid3: [3]uint32{32, 32, 1}, wg3: [3]uint32{8, 8, 1}, scalars: []uint64{32},
			bufs: []bufSpec{{"A", 1024, smallFloat}, {"B", 1024, smallFloat}, {"C", 1024, nil}},
			check: elementwise("C", 1024, func(e int, in map[string][]uint32) uint32 {
				row, col := e/32, e%32
				var sum float32
				for k := range 32 {
					sum = float32(sum + float32(f32of(in["A"][row*32+k])*f32of(in["B"][k*32+col])))
				}
				return f32bits(sum)
			})},
		kernelCase{source: "control", kernel: "select_ternary", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"a", n, anyWord}, {"b", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x, y := int32(in["a"][i]), int32(in["b"][i])
				if x > y {
					return uint32(x - y)
				}
				return uint32(y * 2)
			})},
		kernelCase{source: "wave", kernel: "wave_compact", opts: []string{"O0", "O2", "O3"}, grid: 128, wg: 64,
			bufs: []bufSpec{{"in", 128, randInt(-5, 5)}, {"out", 128, nil}, {"kept", 2, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				o, kept := make([]uint32, 128), make([]uint32, 2)
				for w := 0; w < 128; w += 64 {
					var mask uint64
					for l := range 64 {
						if int32(in["in"][w+l]) > 0 {
							mask |= 1 << uint(l)
						}
					}
					for l := range 64 {
						if int32(in["in"][w+l]) > 0 {
							o[w+bits.OnesCount64(mask&(1<<uint(l)-1))] = in["in"][w+l]
						}
					}
					kept[w/64] = uint32(bits.OnesCount64(mask))
				}
				wantWords(t, "out", out["out"], o)
				wantWords(t, "kept", out["kept"], kept)
			}},
	)
}

// Plain C and HIP kernels: flat pointers, unnamed arguments, a mangled
// template kernel, dynamic LDS.
func init() {
	const n = 150
	kernelCases = append(kernelCases,
		kernelCase{source: "plain", kernel: "plain_vadd", opts: []string{"O0", "O2"}, grid: 192, wg: 64, scalars: []uint64{n},
			bufs: []bufSpec{{"a", 192, anyWord}, {"b", 192, anyWord}, {"c", 192, nil}},
			check: elementwise("c", 192, func(i int, in map[string][]uint32) uint32 {
				if i >= n {
					return 0
				}
				return in["a"][i] + in["b"][i]
			})},
		kernelCase{source: "plain", kernel: "plain_scale", opts: []string{"O0", "O2"}, grid: n, wg: 64, scalars: []uint64{0xffff_fff0_0000_0003, uint64(0xffff_fff9)},
			bufs: []bufSpec{{"in", 2 * n, anyWord}, {"out", 2 * n, nil}},
			check: elementwise("out", 2*n, func(e int, in map[string][]uint32) uint32 {
				i := e / 2
				x := int64(uint64(in["in"][2*i]) | uint64(in["in"][2*i+1])<<32)
				v := x*int64(-0xf_ffff_fffd) + -7
				return uint32(uint64(v) >> (32 * uint(e%2)))
			})},
		kernelCase{source: "hip_kernels", kernel: "hip_vadd", opts: []string{"O0", "O2"}, grid: 192, wg: 64, scalars: []uint64{n},
			bufs: []bufSpec{{"a", 192, smallFloat}, {"b", 192, smallFloat}, {"c", 192, nil}},
			check: elementwise("c", 192, func(i int, in map[string][]uint32) uint32 {
				if i >= n {
					return 0
				}
				return f32bits(f32of(in["a"][i]) + f32of(in["b"][i]))
			})},
		kernelCase{source: "hip_kernels", kernel: "block_sum", opts: []string{"O0", "O2"}, grid: 512, wg: 256,
			bufs: []bufSpec{{"in", 512, randInt(-1000, 1000)}, {"out", 2, nil}},
			check: elementwise("out", 2, func(g int, in map[string][]uint32) uint32 {
				var s uint32
				for _, v := range in["in"][g*256 : g*256+256] {
					s += v
				}
				return s
			})},
		kernelCase{source: "hip_kernels", kernel: "dynamic_shared", opts: []string{"O0", "O2"}, grid: 256, wg: 128, dynamicLDS: 128 * 4,
			bufs: []bufSpec{{"in", 256, randInt(-1000, 1000)}, {"out", 256, nil}},
			check: elementwise("out", 256, func(i int, in map[string][]uint32) uint32 {
				g, lid := i/128, i%128
				return in["in"][g*128+127-lid] * 2
			})},
		kernelCase{source: "hip_kernels", kernel: "_Z5saxpyIfEvT_PKS0_PS0_j", opts: []string{"O0", "O2"}, grid: 192, wg: 64,
			scalarsFirst: true, scalars: []uint64{uint64(f32bits(1.5))}, trailing: []uint64{n},
			bufs: []bufSpec{{"x", 192, smallFloat}, {"y", 192, smallFloat}},
			check: elementwise("y", 192, func(i int, in map[string][]uint32) uint32 {
				if i >= n {
					return in["y"][i]
				}
				// axpy: a * x + y, two roundings (-ffp-contract=off).
				return f32bits(float32(1.5*f32of(in["x"][i])) + f32of(in["y"][i]))
			})},
	)
}
