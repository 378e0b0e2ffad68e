package exec

import (
	"context"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// Benchmarks of the four kernels of ../shared/bench (copied to bench/kernels,
// built by bench/build.sh for gfx900 -O2), with the inputs of their
// Oclgrind .sim files. Each reports VALU lane-operations per second of wall
// and of CPU time (the machine is shared: compare runs side by side, as
// ratios) and checks the outputs against a reference computed here from the
// kernel's specification, so the speed is that of correct runs.

// sharedBench is one of the benchmark dispatches.
type sharedBench struct {
	kernel    string
	grid, wg  [3]uint32
	bufs      []benchBuf
	scalars   []uint64 // by-value arguments after the buffers
	check     func(tb testing.TB, bufs [][]byte)
	outputIdx int
}

// benchBuf is a buffer argument: its size in bytes and its initial contents.
type benchBuf struct {
	bytes int
	init  func(data []byte)
}

func fillF32(v float32) func([]byte) {
	return func(b []byte) {
		for i := 0; i+4 <= len(b); i += 4 {
			binary.LittleEndian.PutUint32(b[i:], math.Float32bits(v))
		}
	}
}

func rangeF32(b []byte) {
	for i := 0; i+4 <= len(b); i += 4 {
		binary.LittleEndian.PutUint32(b[i:], math.Float32bits(float32(i/4)))
	}
}

func rangeI32(b []byte) {
	for i := 0; i+4 <= len(b); i += 4 {
		binary.LittleEndian.PutUint32(b[i:], uint32(i/4))
	}
}

const benchN = 1 << 20

var sharedBenches = []sharedBench{
	{
		kernel: "vadd", grid: [3]uint32{benchN, 1, 1}, wg: [3]uint32{256, 1, 1},
		bufs:    []benchBuf{{4 * benchN, rangeF32}, {4 * benchN, fillF32(2)}, {4 * benchN, nil}},
		scalars: []uint64{benchN},
		check: func(tb testing.TB, bufs [][]byte) {
			for i := range benchN {
				if got, want := math.Float32frombits(binary.LittleEndian.Uint32(bufs[2][4*i:])), float32(i)+2; got != want {
					tb.Fatalf("vadd: c[%d] = %v, want %v", i, got, want)
				}
			}
		},
	},
	{
		kernel: "matmul", grid: [3]uint32{256, 256, 1}, wg: [3]uint32{16, 16, 1},
		bufs:    []benchBuf{{4 * 256 * 256, fillF32(1)}, {4 * 256 * 256, fillF32(2)}, {4 * 256 * 256, nil}},
		scalars: []uint64{256},
		check: func(tb testing.TB, bufs [][]byte) {
			// Every element is the sum of 256 products 1*2, exact in f32.
			for i := range 256 * 256 {
				if got := math.Float32frombits(binary.LittleEndian.Uint32(bufs[2][4*i:])); got != 512 {
					tb.Fatalf("matmul: C[%d] = %v, want 512", i, got)
				}
			}
		},
	},
	{
		kernel: "reduce", grid: [3]uint32{benchN, 1, 1}, wg: [3]uint32{256, 1, 1},
		bufs:    []benchBuf{{4 * benchN, rangeI32}, {4 * (benchN / 256), nil}},
		scalars: []uint64{benchN},
		check: func(tb testing.TB, bufs [][]byte) {
			for g := range benchN / 256 {
				var want int32
				for i := range 256 {
					want += int32(g*256 + i)
				}
				if got := int32(binary.LittleEndian.Uint32(bufs[1][4*g:])); got != want {
					tb.Fatalf("reduce: out[%d] = %d, want %d", g, got, want)
				}
			}
		},
	},
	{
		kernel: "collatz", grid: [3]uint32{65536, 1, 1}, wg: [3]uint32{256, 1, 1},
		bufs:    []benchBuf{{4 * 65536, nil}},
		scalars: []uint64{1, 65536},
		check: func(tb testing.TB, bufs [][]byte) {
			for i := range 65536 {
				x, s := uint32(1+i), int32(0)
				for x != 1 {
					if x&1 != 0 {
						x = 3*x + 1
					} else {
						x >>= 1
					}
					s++
				}
				if got := int32(binary.LittleEndian.Uint32(bufs[0][4*i:])); got != s {
					tb.Fatalf("collatz: steps[%d] = %d, want %d", i, got, s)
				}
			}
		},
	},
}

func BenchmarkSharedVadd(b *testing.B)    { runSharedBench(b, &sharedBenches[0]) }
func BenchmarkSharedMatmul(b *testing.B)  { runSharedBench(b, &sharedBenches[1]) }
func BenchmarkSharedReduce(b *testing.B)  { runSharedBench(b, &sharedBenches[2]) }
func BenchmarkSharedCollatz(b *testing.B) { runSharedBench(b, &sharedBenches[3]) }

// runSharedBench runs one dispatch per iteration on all cores, as `gcndbg
// run` does; only exec.Run is timed.
func runSharedBench(b *testing.B, sb *sharedBench) {
	k := loadSharedKernel(b, sb)
	var laneOps, insts uint64
	var elapsed, cpu time.Duration
	checked := false
	for b.Loop() {
		r := runShared(b, k, sb, !checked)
		checked = true
		elapsed += r.elapsed
		cpu += r.cpu
		laneOps += r.stats.VALULaneOps
		insts += r.stats.WaveInstructions
	}
	b.ReportMetric(float64(laneOps)/elapsed.Seconds()/1e6, "Mlaneops/s")
	b.ReportMetric(float64(insts)/elapsed.Seconds()/1e6, "Mwaveinsts/s")
	b.ReportMetric(float64(laneOps)/cpu.Seconds()/1e6, "Mlaneops/cpu-s")
}

// BenchmarkSharedFastPaths measures what the fast paths (fast_valu.go,
// fast_memory.go) gain on each kernel: every iteration runs the dispatch
// with them off and on, alternately, in this one process (the machine is
// shared and noisy: only a ratio of runs side by side means something),
// checking both outputs, and reports CPU time off / on.
func BenchmarkSharedFastPaths(b *testing.B) {
	for i := range sharedBenches {
		sb := &sharedBenches[i]
		b.Run(sb.kernel, func(b *testing.B) {
			k := loadSharedKernel(b, sb)
			defer func() { fastPathsOff = false }()
			var on, off time.Duration
			first := true
			for b.Loop() {
				fastPathsOff = true
				off += runShared(b, k, sb, first).cpu
				fastPathsOff = false
				on += runShared(b, k, sb, first).cpu
				first = false
			}
			b.ReportMetric(off.Seconds()/on.Seconds(), "cpu-off/on")
		})
	}
}

func loadSharedKernel(b *testing.B, sb *sharedBench) *testKernel {
	path := filepath.Join("..", "bench", sb.kernel+"-gfx900-O2.co")
	return loadKernel(b, "gfx900", testdataCOPath(b, path), sb.kernel)
}

// sharedRun is what one timed dispatch did and took.
type sharedRun struct {
	stats        Stats
	elapsed, cpu time.Duration
}

// settleGC makes runShared collect the garbage of earlier runs before the
// dispatch, whose CPU time would otherwise include it (the collector's
// workers count in the process's CPU time) in whichever run triggers it.
var settleGC bool

// runShared sets up and runs one dispatch of sb, timing only exec.Run, and
// checks its outputs when check is set.
func runShared(tb testing.TB, k *testKernel, sb *sharedBench, check bool) sharedRun {
	b, timed := tb.(*testing.B)
	if timed {
		b.StopTimer()
	}
	mem := NewMemory()
	var explicit []uint64
	allocs := make([]*Allocation, len(sb.bufs))
	for i, bb := range sb.bufs {
		a, err := mem.Allocate("arg", AllocBuffer, uint64(bb.bytes), 0)
		if err != nil {
			tb.Fatal(err)
		}
		if bb.init != nil {
			bb.init(a.Data)
		}
		allocs[i] = a
		explicit = append(explicit, a.Base)
	}
	explicit = append(explicit, sb.scalars...)
	d := &Dispatch{Grid: sb.grid, Workgroup: sb.wg}
	d.Kernarg = k.kernarg(tb, d, explicit...)
	if settleGC {
		runtime.GC()
	}
	if timed {
		b.StartTimer()
	}
	start, cpu0 := time.Now(), cpuTime()
	res, err := Run(context.Background(), k.prog, d, mem, Options{})
	r := sharedRun{elapsed: time.Since(start), cpu: cpuTime() - cpu0}
	if err != nil {
		tb.Fatal(err)
	}
	r.stats = res.Stats
	if check {
		if timed {
			b.StopTimer()
		}
		data := make([][]byte, len(allocs))
		for i, a := range allocs {
			data[i] = a.Data
		}
		sb.check(tb, data)
		if timed {
			b.StartTimer()
		}
	}
	return r
}

// testdataCOPath skips the benchmark when bench/build.sh has not been run.
func testdataCOPath(tb testing.TB, p string) string {
	tb.Helper()
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("no %s (run bench/build.sh): %v", p, err)
	}
	return p
}

// BenchmarkSharedWave32 runs each kernel built for gfx1100 in wave64
// (-mwavefrontsize64) and in wave32, alternately in one process, after one
// checked run of each that is not counted, each run after a collection
// (settleGC), and reports each one's lane-operations per CPU-second and
// w32/w64, wave32's as a fraction of wave64's (issue 10: goal >= 0.6;
// bench/wave32.sh runs it in rounds).
func BenchmarkSharedWave32(b *testing.B) {
	for i := range sharedBenches {
		sb := &sharedBenches[i]
		b.Run(sb.kernel, func(b *testing.B) {
			k64 := loadKernel(b, "gfx1100", testdataCOPath(b, filepath.Join("..", "bench", sb.kernel+"-gfx1100w64-O2.co")), sb.kernel)
			k32 := loadKernel(b, "gfx1100", testdataCOPath(b, filepath.Join("..", "bench", sb.kernel+"-gfx1100-O2.co")), sb.kernel)
			// One checked run of each first, not counted: the first
			// dispatch of a process also decodes the program, grows the
			// heap and fills the wave pool.
			settleGC = true
			defer func() { settleGC = false }()
			runShared(b, k64, sb, true)
			runShared(b, k32, sb, true)
			var ops64, ops32 uint64
			var cpu64, cpu32 time.Duration
			for b.Loop() {
				r := runShared(b, k64, sb, false)
				ops64, cpu64 = ops64+r.stats.VALULaneOps, cpu64+r.cpu
				r = runShared(b, k32, sb, false)
				ops32, cpu32 = ops32+r.stats.VALULaneOps, cpu32+r.cpu
			}
			r64 := float64(ops64) / cpu64.Seconds()
			r32 := float64(ops32) / cpu32.Seconds()
			b.ReportMetric(r64/1e6, "w64-Mlaneops/cpu-s")
			b.ReportMetric(r32/1e6, "w32-Mlaneops/cpu-s")
			b.ReportMetric(r32/r64, "w32/w64")
		})
	}
}
