package exec

import (
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
)

// kernelCase is one testdata kernel run end to end: buffers are filled,
// the dispatch runs, and check compares the outputs with a host
// computation written from the kernel's source.
type kernelCase struct {
	source, kernel string
	opts           []string
	grid, wg       uint32
	grid3, wg3     [3]uint32 // for 2-D/3-D dispatches (grid and wg unused)
	dynamicLDS     uint32
	scalarsFirst   bool     // by-value arguments come before the buffers
	trailing       []uint64 // by-value arguments after the buffers (with scalarsFirst)
	bufs           []bufSpec
	scalars        []uint64
	check          func(t *testing.T, in map[string][]uint32, out map[string][]uint32)
}

type bufSpec struct {
	name  string
	words int
	fill  func(i int, r *rand.Rand) uint32 // nil: zeros
}

func u32s(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func wantWords(t *testing.T, name string, got, want []uint32) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s[%d] = %#x (%d), want %#x (%d)", name, i, got[i], int32(got[i]), want[i], int32(want[i]))
		}
	}
}

func randInt(lo, hi int) func(int, *rand.Rand) uint32 {
	return func(_ int, r *rand.Rand) uint32 { return uint32(int32(lo + r.IntN(hi-lo))) }
}

var kernelCases = []kernelCase{
	{source: "wave", kernel: "wave_reduce", opts: []string{"O0", "O2", "O3"}, grid: 256, wg: 128,
		bufs: []bufSpec{{"in", 256, randInt(-1000, 1000)}, {"out", 256, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 256)
			for w := 0; w < 256; w += 64 {
				var s uint32
				for l := range 64 {
					s += in["in"][w+l]
				}
				for l := range 64 {
					want[w+l] = s
				}
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "wave", kernel: "wave_broadcast", opts: []string{"O0", "O2", "O3"}, grid: 128, wg: 64,
		bufs: []bufSpec{{"in", 128, randInt(-1000, 1000)}, {"out", 128, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 128)
			for i := range want {
				want[i] = in["in"][i&^63] + in["in"][i]
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "wave", kernel: "wave_ballot", opts: []string{"O0", "O2", "O3"}, grid: 128, wg: 64,
		bufs: []bufSpec{{"in", 128, randInt(-5, 5)}, {"count", 128, nil}, {"rank", 128, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			count, rank := make([]uint32, 128), make([]uint32, 128)
			for w := 0; w < 128; w += 64 {
				var mask uint64
				for l := range 64 {
					if int32(in["in"][w+l]) > 0 {
						mask |= 1 << uint(l)
					}
				}
				for l := range 64 {
					count[w+l] = uint32(bits.OnesCount64(mask))
					rank[w+l] = uint32(bits.OnesCount64(mask & (1<<uint(l) - 1)))
				}
			}
			wantWords(t, "count", out["count"], count)
			wantWords(t, "rank", out["rank"], rank)
		}},
	{source: "wave", kernel: "dpp_row_shr", opts: []string{"O0", "O2", "O3"}, grid: 128, wg: 64,
		bufs: []bufSpec{{"in", 128, randInt(-1000, 1000)}, {"out", 128, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 128)
			for i := range want {
				below := in["in"][i] // lane 0 of a row keeps its own value (old = x)
				if i%16 != 0 {
					below = in["in"][i-1]
				}
				want[i] = in["in"][i] + below
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "wave", kernel: "bytes", opts: []string{"O0", "O2", "O3"}, grid: 128, wg: 64,
		bufs: []bufSpec{{"in", 128, func(_ int, r *rand.Rand) uint32 { return r.Uint32() }}, {"out", 128, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 128)
			for i, w := range in["in"] {
				b0, b1, b2, b3 := w&0xff, w>>8&0xff, w>>16&0xff, w>>24
				want[i] = uint32(uint16(b2+b3))<<16 | uint32(uint16(b0*b1))
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "wave", kernel: "wave_atomic_add", opts: []string{"O0", "O2", "O3"}, grid: 256, wg: 64,
		bufs: []bufSpec{{"in", 256, randInt(0, 1000)}, {"sum", 1, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			var s uint32
			for _, v := range in["in"] {
				s += v
			}
			wantWords(t, "sum", out["sum"], []uint32{s})
		}},
	{source: "memory", kernel: "lds_reduce", opts: []string{"O0", "O2"}, grid: 512, wg: 256,
		bufs: []bufSpec{{"in", 512, func(_ int, r *rand.Rand) uint32 { return math.Float32bits(float32(r.NormFloat64())) }}, {"out", 2, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 2)
			for g := range 2 {
				p := make([]float32, 256)
				for i := range p {
					p[i] = math.Float32frombits(in["in"][g*256+i])
				}
				for s := 128; s > 0; s /= 2 {
					for lid := 0; lid < s; lid++ {
						p[lid] += p[lid+s]
					}
				}
				want[g] = math.Float32bits(p[0])
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "memory", kernel: "lds_reverse", opts: []string{"O0", "O2"}, grid: 256, wg: 128,
		bufs: []bufSpec{{"in", 256, randInt(-1000, 1000)}, {"out", 256, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 256)
			for i := range want {
				g, lid := i/128, i%128
				want[i] = in["in"][g*128+127-lid]
			}
			wantWords(t, "out", out["out"], want)
		}},
	{source: "memory", kernel: "atomic_add", opts: []string{"O0", "O2"}, grid: 300, wg: 64,
		bufs: []bufSpec{{"in", 300, randInt(0, 100000)}, {"sum", 1, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			var s uint32
			for _, v := range in["in"] {
				s += v
			}
			wantWords(t, "sum", out["sum"], []uint32{s})
		}},
	{source: "memory", kernel: "atomic_histogram", opts: []string{"O0", "O2"}, grid: 256, wg: 64, scalars: []uint64{7},
		bufs: []bufSpec{{"in", 256, func(_ int, r *rand.Rand) uint32 { return r.Uint32() }}, {"hist", 7, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 7)
			for _, v := range in["in"] {
				want[v%7]++
			}
			wantWords(t, "hist", out["hist"], want)
		}},
	{source: "memory", kernel: "lds_histogram", opts: []string{"O0", "O2"}, grid: 256, wg: 128,
		bufs: []bufSpec{{"in", 256, func(_ int, r *rand.Rand) uint32 { return r.Uint32() }}, {"hist", 16, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			want := make([]uint32, 16)
			for _, v := range in["in"] {
				want[v%16]++
			}
			wantWords(t, "hist", out["hist"], want)
		}},
	{source: "memory", kernel: "atomic_cas_saturate", opts: []string{"O0", "O2"}, grid: 128, wg: 64, scalars: []uint64{5000},
		bufs: []bufSpec{{"in", 128, randInt(0, 100)}, {"total", 1, nil}},
		check: func(t *testing.T, in, out map[string][]uint32) {
			var s uint32
			for _, v := range in["in"] {
				s += v
			}
			wantWords(t, "total", out["total"], []uint32{min(s, 5000)})
		}},
}

func TestKernelsMatchHostReferences(t *testing.T) {
	for _, kc := range kernelCases {
		for _, target := range e2eTargets {
			for _, opt := range kc.opts {
				name := kc.kernel + "/" + target + "-" + opt
				t.Run(name, func(t *testing.T) {
					path := testdataCO(t, target, kc.source+"-"+opt+".co")
					if _, err := os.Stat(path); err != nil {
						t.Skip(err)
					}
					k := loadKernel(t, target, path, kc.kernel)
					mem := NewMemory()
					r := rand.New(rand.NewPCG(7, uint64(len(kc.kernel))))
					in := map[string][]uint32{}
					allocs := map[string]*Allocation{}
					var explicit []uint64
					for _, b := range kc.bufs {
						a, err := mem.Allocate(b.name, AllocBuffer, uint64(4*b.words), 0)
						if err != nil {
							t.Fatal(err)
						}
						vals := make([]uint32, b.words)
						if b.fill != nil {
							for i := range vals {
								vals[i] = b.fill(i, r)
								binary.LittleEndian.PutUint32(a.Data[4*i:], vals[i])
							}
						}
						in[b.name], allocs[b.name] = vals, a
						explicit = append(explicit, a.Base)
					}
					if kc.scalarsFirst {
						explicit = append(append(append([]uint64{}, kc.scalars...), explicit...), kc.trailing...)
					} else {
						explicit = append(explicit, kc.scalars...)
					}
					d := &Dispatch{Grid: [3]uint32{kc.grid, 1, 1}, Workgroup: [3]uint32{kc.wg, 1, 1}}
					if kc.grid3 != [3]uint32{} {
						d.Grid, d.Workgroup = kc.grid3, kc.wg3
					}
					d.DynamicLDS = kc.dynamicLDS
					d.Kernarg = k.kernarg(t, d, explicit...)
					_, err := k.run(t, d, mem)
					if expectLLVMFault(t, target+"-"+opt, err) {
						return
					}
					if err != nil {
						t.Fatal(err)
					}
					out := map[string][]uint32{}
					for name, a := range allocs {
						out[name] = u32s(a.Data)
					}
					kc.check(t, in, out)
				})
			}
		}
	}
}
