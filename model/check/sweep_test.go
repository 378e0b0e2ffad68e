package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/internal/truth"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// TestAllCheckersQuiet runs every real dispatch once with the checkers
// each target is swept with and expects no finding but the known real
// ones. The dispatches: every args file of testdata/args at -O0 and -O2
// on gfx803, gfx900, gfx90a, gfx942, gfx1030, gfx1100, gfx1151, and
// gfx1200/gfx1201 once the interpreter runs GFX12 (the RDNA ones in
// 32-lane waves and, from testdata/co/wave64, 64-lane waves, where GFX11's
// partial forwarding and mask-write hazards exist), the four bench
// kernels and the six MGPUSim dispatches. The checkers:
//
//   - all six on gfx900, gfx90a, gfx942 and gfx1100 in wave32, the bench
//     kernels and MGPUSim;
//   - waitcheck, hazards, racecheck and synccheck on the other RDNA
//     targets and on all RDNA targets in wave64;
//   - waitcheck and hazards on gfx803 (one target of each family the
//     waitcnt and hazard rules differ for).
//
// Compiler output is waited and padded and these kernels are race-free,
// so the real findings are:
//
//   - memory-O0 atomic_cas_saturate, racecheck read-write race, on every
//     target and wave size racecheck runs: memory.cl reads *total with a
//     plain load ("uint old = *total;") while other workgroups
//     compare-and-swap it (gcn.h), a data race under the memory model
//     (it should be an atomic load); both sides' source lines are
//     checked. At -O2 that load is a scalar load, which racecheck does
//     not track.
//   - MGPUSim fir, initcheck uninitialised-read: the kernel reads
//     `history`, which its args file gives no init (MGPUSim's host leaves
//     it uninitialised too: DISPATCHES.md), before anything writes it.
//   - MGPUSim matrixmultiplication (gfx803, an older compiler), exactly one
//     waitcheck read-before-wait: after two ds_read_b64 and three
//     flat_load_dwordx4 that reach global memory it waits lgkmcnt(1) and
//     reads the younger LDS result (v63), counting the FLAT loads on
//     lgkmcnt in order; a FLAT access to global memory may complete its
//     lgkmcnt early (LLVM SIInsertWaitcnts: a pending FLAT forces
//     lgkmcnt(0)), so only lgkmcnt(0) guarantees it.
//
// Dispatches run in parallel, each with its workgroups on all cores
// (exec.Options.Jobs 0), as `run --check` runs them; gfx803's run their
// workgroups on one goroutine. A dispatch that faults without checkers too
// (gfx803-style queue-pointer loads) is left out and counted, but not
// where racecheck runs: there every dispatch must run.
//
// (This one sweep replaces three that ran the same dispatches apart: all
// six checkers on four targets, waitcheck+hazards on nine, and
// racecheck+synccheck on six.)
func TestAllCheckersQuiet(t *testing.T) {
	all := Order
	rdna := []string{"racecheck", "synccheck", "waitcheck", "hazards"}
	waitHazards := []string{"waitcheck", "hazards"}
	type job struct {
		name, obj, args string
		checkers        []string
	}
	var jobs []job
	root := testkernels.Dir()
	add := func(name, obj string, files []string, checkers []string) {
		if _, err := os.Stat(obj); err != nil {
			return
		}
		for _, f := range files {
			jobs = append(jobs, job{name + "/" + filepath.Base(f), obj, f, checkers})
		}
	}
	for src, files := range argsFiles(t) {
		if src == "mgpusim" {
			continue
		}
		for _, lvl := range []string{"O0", "O2"} {
			for _, target := range runnableTargets("gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201") {
				checkers := rdna
				switch target {
				case "gfx900", "gfx90a", "gfx942", "gfx1100":
					checkers = all
				case "gfx803":
					checkers = waitHazards
				}
				add(target+"/"+src+"-"+lvl, filepath.Join(root, "co", target, src+"-"+lvl+".co"), files, checkers)
			}
			for _, target := range runnableTargets("gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201") {
				add("wave64/"+target+"/"+src+"-"+lvl, filepath.Join(root, "co", "wave64", src+"-"+target+"-"+lvl+".co"), files, rdna)
			}
		}
	}
	for _, d := range truth.MGPUSimDispatches {
		jobs = append(jobs, job{"mgpusim/" + d.Name, filepath.Join(root, "corpus", "mgpusim", d.Object), filepath.Join(root, "args", "mgpusim", d.Name+".yaml"), all})
	}
	bench := filepath.Join(root, "..", "bench")
	for _, k := range []string{"vadd", "matmul", "reduce", "collatz"} {
		jobs = append(jobs, job{"bench/" + k, filepath.Join(bench, k+"-gfx900-O2.co"), filepath.Join(bench, "args", k+".yaml"), all})
	}
	count := map[string]int{}
	for _, j := range jobs {
		count[strings.Join(j.checkers, ",")]++
	}
	if len(jobs) < 800 || count[strings.Join(all, ",")] < 200 || count[strings.Join(rdna, ",")] < 200 || len(runnableTargets("gfx803")) > 0 && count[strings.Join(waitHazards, ",")] < 60 {
		t.Fatalf("only %d dispatches found (by checker set: %v)", len(jobs), count)
	}

	type result struct {
		findings []Finding
		err      error // the run's fault
		setup    error // opening the object or args, launching
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
				jobs := 0
				if !hasName(j.checkers, "racecheck") {
					jobs = 1
				}
				var r result
				r.findings, r.err, r.setup = sweepRun(j.obj, j.args, j.checkers, jobs)
				results[i] = r
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()

	const casJob = "memory-O0/atomic_cas_saturate.yaml"
	cas, wantCAS, fir, skipped := 0, 0, 0, 0
	for i, r := range results {
		j := jobs[i]
		if r.setup != nil {
			t.Errorf("%s: %v", j.name, r.setup)
			continue
		}
		racecheck := hasName(j.checkers, "racecheck")
		if racecheck && strings.HasSuffix(j.name, casJob) {
			wantCAS++
		}
		if r.err != nil {
			if !racecheck {
				// Left out when the plain run faults too.
				if _, _, perr, _ := runKernel(t, j.obj, j.args, nil); perr != nil {
					t.Logf("faults without checkers too: %s: %v", j.name, r.err)
					skipped++
					continue
				}
			}
			t.Errorf("%s: %v under %v", j.name, r.err, j.checkers)
			continue
		}
		fs := r.findings
		if j.name == "mgpusim/matrixmultiplication" {
			var wh, other []Finding
			for _, f := range fs {
				if f.Checker == "waitcheck" || f.Checker == "hazards" {
					wh = append(wh, f)
				} else {
					other = append(other, f)
				}
			}
			if len(wh) != 1 || wh[0].Kind != KindReadBeforeWaitName || !strings.Contains(wh[0].Inst, "v63") ||
				wh[0].Other == nil || !strings.Contains(wh[0].Other.Inst, "ds_read_b64 v[63:64]") {
				t.Errorf("matrixmultiplication: waitcheck/hazards %+v, want the one read of v63 before its ds_read_b64", wh)
			}
			fs = other
		}
		for _, f := range fs {
			switch {
			case strings.HasSuffix(j.name, casJob) && f.Checker == "racecheck" && f.Kind == "read-write race" && f.Other != nil:
				lines := symbolLines(t, j.obj, []uint64{f.Addr, f.Other.Addr})
				a, b := lines[f.Addr], lines[f.Other.Addr]
				// gcn.h's compare-and-swap and memory.cl's plain load.
				if strings.Contains(f.Inst, "global_atomic_cmpswap") && a == gcnCASLine(t) && b == sourceLine(t, "memory.cl", "uint old = *total;") {
					cas++
					continue
				}
			case j.name == "mgpusim/fir" && f.Checker == "initcheck" && f.Kind == "uninitialised-read":
				fir++
				continue
			}
			t.Errorf("%s: %s %s: %s at pc %#x %s (%s), other %+v", j.name, f.Checker, f.Kind, f.Message, f.Addr, f.Inst, f.Line, f.Other)
		}
	}
	if cas != wantCAS || wantCAS < 7 {
		t.Errorf("atomic_cas_saturate at -O0: %d findings of its plain read racing the compare-and-swap, want one per target and wave size racecheck runs on (%d)", cas, wantCAS)
	}
	if fir == 0 {
		t.Error("mgpusim/fir: no initcheck uninitialised-read of history")
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, fmt.Sprintf("%d with %s", count[k], k))
	}
	sort.Strings(keys)
	t.Logf("%d dispatches (%s), %d left out (they fault without checkers), atomic_cas_saturate races %d, fir uninitialised reads %d",
		len(jobs), strings.Join(keys, "; "), skipped, cas, fir)
}

// KindReadBeforeWaitName is waitcheck's kind for a read before the wait.
const KindReadBeforeWaitName = "read-before-wait"

func hasName(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// sweepRun runs one dispatch under the checkers names with jobs
// goroutines for its workgroups, and returns the findings and the run's
// fault; setup is an error opening the object or args or launching. It
// does not call t (it runs on the sweep's goroutines).
func sweepRun(obj, argsPath string, names []string, jobs int) (fs []Finding, fault, setup error) {
	f, err := codeobj.Open(obj, codeobj.Options{})
	if err != nil {
		return nil, nil, err
	}
	a, err := args.Load(argsPath)
	if err != nil {
		return nil, nil, err
	}
	l, err := launch.New(f, "", a)
	if err != nil {
		return nil, nil, err
	}
	r, err := New(l, names)
	if err != nil {
		return nil, nil, err
	}
	_, fault = l.Run(context.Background(), r.Options(gexec.Options{Jobs: jobs}))
	return r.Findings(), fault, nil
}
