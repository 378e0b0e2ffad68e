package exec

import (
	"context"
	"encoding/binary"
	"math"
	"syscall"
	"testing"
	"time"
)

// BenchmarkMatmulLaneOps runs testdata's matmul kernel (gfx900 -O2, n=128,
// 16x16 work-groups) and reports VALU lane-operations per second.
func BenchmarkMatmulLaneOps(b *testing.B) {
	k := loadKernel(b, "gfx900", testdataCO(b, "gfx900", "matmul-O2.co"), "matmul")
	const n = 128
	var laneOps, insts uint64
	var elapsed, cpu time.Duration
	for b.Loop() {
		mem := NewMemory()
		A, _ := mem.Allocate("A", AllocBuffer, 4*n*n, 0)
		B, _ := mem.Allocate("B", AllocBuffer, 4*n*n, 0)
		C, _ := mem.Allocate("C", AllocBuffer, 4*n*n, 0)
		for i := range n * n {
			binary.LittleEndian.PutUint32(A.Data[4*i:], math.Float32bits(float32(i%7)))
			binary.LittleEndian.PutUint32(B.Data[4*i:], math.Float32bits(float32(i%5)))
		}
		d := &Dispatch{Grid: [3]uint32{n, n, 1}, Workgroup: [3]uint32{16, 16, 1}}
		d.Kernarg = k.kernarg(b, d, A.Base, B.Base, C.Base, n)
		start, cpu0 := time.Now(), cpuTime()
		res, err := Run(context.Background(), k.prog, d, mem, Options{})
		elapsed += time.Since(start)
		cpu += cpuTime() - cpu0
		if err != nil {
			b.Fatal(err)
		}
		laneOps += res.Stats.VALULaneOps
		insts += res.Stats.WaveInstructions
	}
	b.ReportMetric(float64(laneOps)/elapsed.Seconds()/1e6, "Mlaneops/s")
	b.ReportMetric(float64(insts)/elapsed.Seconds()/1e6, "Mwaveinsts/s")
	// Per CPU-second: what one core does, whatever else the machine runs.
	b.ReportMetric(float64(laneOps)/cpu.Seconds()/1e6, "Mlaneops/cpu-s")
}

// cpuTime is the user+system CPU time of the process.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
