package session

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"
)

// TestRecordingCost prints what recording costs (not a timed test: run it
// with GCNDBG_RECORD_COST=1 go test ./model/session -run TestRecordingCost -v):
// continue to the end of collatz (-O2, 16384 work-items in 64 workgroups)
// without and with recording, then from the end of that history
// reverse-stepi, reverse-step and reverse-continue (to a breakpoint hit
// near the start, so it scans the whole history), and the history's
// memory per million instructions.
var costItems = 16384

func TestRecordingCost(t *testing.T) {
	if os.Getenv("GCNDBG_RECORD_COST") == "" {
		t.Skip("set GCNDBG_RECORD_COST=1 to measure")
	}
	in := func(i int) int { return 27 + i*7 }
	run := func(record bool) (time.Duration, *kernelRun) {
		r := openKernel(t, "gfx900", "control", "O2", "collatz", costItems, 256, costItems, in)
		if !record {
			r.do("set record off")
		}
		runtime.GC()
		t0 := time.Now()
		r.do("run")
		for !r.s.Finished() {
			r.do("continue")
		}
		return time.Since(t0), r
	}
	best := func(record bool) (time.Duration, *kernelRun) {
		var d time.Duration
		var r *kernelRun
		for i := range 3 {
			x, y := run(record)
			if i == 0 || x < d {
				d, r = x, y
			}
		}
		return d, r
	}
	plain, _ := best(false)
	rec, r := best(true)
	n := r.s.rec.end()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("continue to the end: %v without recording, %v with (%.2fx); %d events recorded", plain, rec, float64(rec)/float64(plain), n)
	t.Logf("history: %.1f MB (%d checkpoints, journal shadow %d bytes): %.1f MB per million events",
		float64(r.s.rec.Bytes())/(1<<20), len(r.s.rec.cps), r.s.rec.journal.Bytes(), float64(r.s.rec.Bytes())/(1<<20)/(float64(n)/1e6))
	r.do(fmt.Sprintf("wave %d", r.s.total*r.s.perGroup-1)) // the last wave: its history ends at the end
	for _, cmd := range []string{"reverse-stepi", "reverse-stepi", "reverse-step", "reverse-next", "reverse-step"} {
		t0 := time.Now()
		r.do(cmd)
		t.Logf("%s from step %d: %v (%s)", cmd, r.s.rec.pos, time.Since(t0), r.stop())
	}
	r.do("break control.cl:38")
	t0 := time.Now()
	r.do("reverse-continue")
	t.Logf("reverse-continue over the history to the last hit: %v (%s, step %d)", time.Since(t0), r.stop(), r.s.rec.pos)
	r.do("delete")
	r.s.seek(r.s.rec.end())
	t0 = time.Now()
	r.s.seek(r.s.rec.base)
	t.Logf("seek from the end to the start: %v", time.Since(t0))
	t0 = time.Now()
	r.s.seek(r.s.rec.end())
	t.Logf("replay of the whole history (%d events): %v", r.s.rec.end()-r.s.rec.base, time.Since(t0))
	_ = context.Background
}
