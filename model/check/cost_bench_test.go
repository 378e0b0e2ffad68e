package check

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// BenchmarkCost runs the four bench kernels (bench/, -O2 for gfx900,
// gfx1100 and gfx1100 wave64) plain and under each checker and all of
// them, on one goroutine, for profiles (-cpuprofile) and the CPU time of
// the dispatch alone (cpu-ms/op: getrusage around Run); bench/check.sh
// gives the ratios of whole runs. Names: TARGET/KERNEL/CHECKER.
func BenchmarkCost(b *testing.B) {
	dir := filepath.Join(testkernels.Dir(), "..", "bench")
	for _, t := range []string{"gfx900", "gfx1100", "gfx1100w64"} {
		for _, k := range []string{"vadd", "matmul", "reduce", "collatz"} {
			for _, c := range []string{"plain", "memcheck", "racecheck", "initcheck", "synccheck", "waitcheck", "hazards", "all"} {
				b.Run(t+"/"+k+"/"+c, func(b *testing.B) {
					benchCost(b, filepath.Join(dir, k+"-"+t+"-O2.co"), filepath.Join(dir, "args", k+".yaml"), c)
				})
			}
		}
	}
}

// benchCost runs the dispatch of object co with args under checkers c
// ("plain": none) b.N times.
func benchCost(b *testing.B, co, argsFile, c string) {
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		b.Fatal(err)
	}
	a, err := args.Load(argsFile)
	if err != nil {
		b.Fatal(err)
	}
	var cpu time.Duration
	for range b.N {
		b.StopTimer()
		l, err := launch.New(f, "", a)
		if err != nil {
			b.Fatal(err)
		}
		opts := exec.Options{Jobs: 1}
		if c != "plain" {
			names, err := Parse(c)
			if err != nil {
				b.Fatal(err)
			}
			r, err := New(l, names)
			if err != nil {
				b.Fatal(err)
			}
			opts = r.Options(opts)
		}
		b.StartTimer()
		c0 := cpuTime()
		if _, err := l.Run(context.Background(), opts); err != nil {
			b.Fatal(err)
		}
		cpu += cpuTime() - c0
	}
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user+system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
