package launch

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// benchDir is the repository's bench directory (../../bench from here).
func benchDir(tb testing.TB) string {
	d, err := filepath.Abs(filepath.Join("..", "..", "bench"))
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(d, "vadd-gfx900-O2.co")); err != nil {
		tb.Skipf("no bench code objects: %v", err)
	}
	return d
}

// BenchmarkSetup measures what `gcndbg run` does before the first wave runs
// for the bench kernels: open the code object, load args.yaml, launch.New.
// Each iteration starts from a fresh isa.Target index only on the first one
// (the index is per process), so run it with -benchtime=1x to see the cold
// cost a process pays.
func BenchmarkSetup(b *testing.B) {
	dir := benchDir(b)
	for _, k := range []string{"vadd", "matmul", "reduce", "collatz"} {
		b.Run(k, func(b *testing.B) {
			var open, load, launch, cpu time.Duration
			for range b.N {
				c0 := cpuTime()
				t0 := time.Now()
				f, err := codeobj.Open(filepath.Join(dir, k+"-gfx900-O2.co"), codeobj.Options{})
				if err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				a, err := args.Load(filepath.Join(dir, "args", k+".yaml"))
				if err != nil {
					b.Fatal(err)
				}
				t2 := time.Now()
				if _, err := New(f, "", a); err != nil {
					b.Fatal(err)
				}
				t3 := time.Now()
				cpu += cpuTime() - c0
				open += t1.Sub(t0)
				load += t2.Sub(t1)
				launch += t3.Sub(t2)
			}
			n := float64(b.N)
			b.ReportMetric(float64(open.Microseconds())/n, "open-us")
			b.ReportMetric(float64(load.Microseconds())/n, "args-us")
			b.ReportMetric(float64(launch.Microseconds())/n, "new-us")
			b.ReportMetric(float64(cpu.Microseconds())/n, "cpu-us")
			runtime.GC()
		})
	}
}

// cpuTime is the process's user and system CPU time so far (every
// goroutine and the garbage collector): what a loaded machine distorts less
// than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
