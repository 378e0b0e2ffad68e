package check

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/internal/truth"
)

// TestAllCheckersQuiet: every testdata dispatch (every args file of
// testdata/args on gfx900, gfx90a, gfx942 and gfx1100, -O0 and -O2), the
// four bench kernels and the six MGPUSim dispatches run under all six
// checkers at once without a finding, but for these real ones:
//
//   - memory-O0 atomic_cas_saturate, racecheck read-write race: memory.cl
//     reads *total with a plain load ("uint old = *total;") while other
//     workgroups compare-and-swap it (gcn.h), a data race under the
//     memory model; at -O2 that load is a scalar load, which racecheck
//     does not track (TestRaceSyncCleanOnRealCode checks both lines).
//   - MGPUSim fir, initcheck uninitialised-read: the kernel reads
//     `history`, which its args file gives no init (MGPUSim's host leaves
//     it uninitialised too: DISPATCHES.md), before anything writes it.
//   - MGPUSim matrixmultiplication, waitcheck read-before-wait: lgkmcnt(1)
//     counts FLAT global loads on lgkmcnt in order (TestWaitHazardsQuiet
//     names the instructions).
//
// A dispatch that faults without checkers too (gfx803-style queue-pointer
// loads; none on these targets at this writing) is left out and counted.
// The other sweeps (TestRaceSyncCleanOnRealCode, TestWaitHazardsQuiet)
// cover more targets for their two checkers each.
func TestAllCheckersQuiet(t *testing.T) {
	type job struct{ name, obj, args string }
	var jobs []job
	root := testkernels.Dir()
	for src, files := range argsFiles(t) {
		if src == "mgpusim" {
			continue
		}
		for _, target := range []string{"gfx900", "gfx90a", "gfx942", "gfx1100"} {
			for _, lvl := range []string{"O0", "O2"} {
				obj := filepath.Join(root, "co", target, src+"-"+lvl+".co")
				if _, err := os.Stat(obj); err != nil {
					continue
				}
				for _, f := range files {
					jobs = append(jobs, job{target + "/" + src + "-" + lvl + "/" + filepath.Base(f), obj, f})
				}
			}
		}
	}
	for _, d := range truth.MGPUSimDispatches {
		jobs = append(jobs, job{"mgpusim/" + d.Name, filepath.Join(root, "corpus", "mgpusim", d.Object), filepath.Join(root, "args", "mgpusim", d.Name+".yaml")})
	}
	bench := filepath.Join(root, "..", "bench")
	for _, k := range []string{"vadd", "matmul", "reduce", "collatz"} {
		jobs = append(jobs, job{"bench/" + k, filepath.Join(bench, k+"-gfx900-O2.co"), filepath.Join(bench, "args", k+".yaml")})
	}
	if len(jobs) < 200 {
		t.Fatalf("only %d dispatches found", len(jobs))
	}
	// known: name suffix -> "checker kind" of the one real finding allowed.
	known := map[string]string{
		"memory-O0/atomic_cas_saturate.yaml": "racecheck read-write race",
		"mgpusim/fir":                        "initcheck uninitialised-read",
		"mgpusim/matrixmultiplication":       "waitcheck read-before-wait",
	}
	type result struct {
		name     string
		findings []Finding
		err      error
		skipped  bool
	}
	results := make([]result, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(runtime.GOMAXPROCS(0), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				j := jobs[i]
				fs, err := runCase(t, j.obj, j.args, Order, 1)
				res := result{name: j.name, findings: fs, err: err}
				if err != nil {
					// Left out when the plain run faults too.
					if _, _, perr, _ := runKernel(t, j.obj, j.args, nil); perr != nil {
						res.skipped = true
					}
				}
				results[i] = res
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	seen := map[string]int{}
	skipped := 0
	for _, r := range results {
		if r.skipped {
			skipped++
			continue
		}
		if r.err != nil {
			t.Errorf("%s: %v under the checkers, no fault without", r.name, r.err)
		}
		for _, f := range r.findings {
			what := f.Checker + " " + f.Kind
			ok := false
			for suffix, k := range known {
				if strings.HasSuffix(r.name, suffix) && k == what {
					ok = true
					seen[suffix]++
				}
			}
			if !ok {
				t.Errorf("%s: %s: %s at pc %#x %s (%s)", r.name, what, f.Message, f.Addr, f.Inst, f.Line)
			}
		}
	}
	var missing []string
	for suffix, k := range known {
		if seen[suffix] == 0 {
			missing = append(missing, fmt.Sprintf("%s (%s)", suffix, k))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("known real findings not found: %s", strings.Join(missing, ", "))
	}
	t.Logf("%d dispatches, %d left out (they fault without checkers), known findings %v", len(jobs), skipped, seen)
}
