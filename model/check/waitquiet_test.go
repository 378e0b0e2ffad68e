package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/internal/truth"
	"github.com/gcndbg/gcndbg/model/launch"
)

// faulted counts the dispatches quietRun left because they fault.
var faulted int

// quietRun runs one dispatch under waitcheck and hazards and returns the
// findings (nil when the object lacks the kernel).
func quietRun(t *testing.T, obj, argsPath string) []Finding {
	t.Helper()
	var r *Run
	_, _, err, ok := runKernel(t, obj, argsPath, func(l *launch.Launch, o gexec.Options) gexec.Options {
		var err error
		if r, err = New(l, []string{"waitcheck", "hazards"}); err != nil {
			t.Fatal(err)
		}
		return r.Options(o)
	})
	if !ok {
		return nil
	}
	if err != nil {
		// The plain run faults as well (gfx803 -O0 kernels at this
		// writing): not this test's concern; it says how many it left.
		if _, _, perr, _ := runKernel(t, obj, argsPath, nil); perr == nil {
			t.Errorf("%s %s: %v with checkers, none without", obj, argsPath, err)
		}
		t.Logf("faults: %s %s: %v", filepath.Base(filepath.Dir(obj))+"/"+filepath.Base(obj), filepath.Base(argsPath), err)
		faulted++
		return nil
	}
	return r.Findings()
}

// TestWaitHazardsQuiet: compiler output is waited and padded, so every
// testdata dispatch of gfx803, gfx900, gfx90a, gfx942, gfx1030, gfx1100,
// gfx1151, and gfx1200/gfx1201 once the interpreter runs GFX12 (-O0 and
// -O2; one target of each family the rules differ for; the RDNA ones in
// 32- and 64-lane waves), the bench kernels and
// five of the six MGPUSim dispatches run without a waitcheck or hazards
// finding. MGPUSim's matrixmultiplication (gfx803, an older compiler) has
// one real finding: after two ds_read_b64 and three flat_load_dwordx4
// that reach global memory it waits lgkmcnt(1) and reads the younger LDS
// result, counting the FLAT loads on lgkmcnt in order; a FLAT access to
// global memory may complete its lgkmcnt early (LLVM SIInsertWaitcnts:
// a pending FLAT forces lgkmcnt(0)), so only lgkmcnt(0) guarantees it.
func TestWaitHazardsQuiet(t *testing.T) {
	report := func(name string, fs []Finding) {
		for _, f := range fs {
			t.Errorf("%s: %s %s at %s: %s", name, f.Checker, f.Kind, f.Line, f.Message)
		}
	}
	for src, files := range argsFiles(t) {
		if src == "mgpusim" {
			continue
		}
		for _, target := range runnableTargets("gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201") {
			for _, lvl := range []string{"O0", "O2"} {
				obj := filepath.Join(testkernels.Dir(), "co", target, src+"-"+lvl+".co")
				if _, err := os.Stat(obj); err != nil {
					continue
				}
				for _, af := range files {
					report(target+"/"+src+"-"+lvl+"/"+filepath.Base(af), quietRun(t, obj, af))
				}
			}
		}
		// The RDNA kernels built for 64-lane waves (GFX11's partial
		// forwarding and mask-write hazards exist only there).
		for _, target := range runnableTargets("gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201") {
			for _, lvl := range []string{"O0", "O2"} {
				obj := filepath.Join(testkernels.Dir(), "co", "wave64", src+"-"+target+"-"+lvl+".co")
				if _, err := os.Stat(obj); err != nil {
					continue
				}
				for _, af := range files {
					report("wave64/"+src+"-"+target+"-"+lvl+"/"+filepath.Base(af), quietRun(t, obj, af))
				}
			}
		}
	}
	bench := filepath.Join(testkernels.Dir(), "..", "bench")
	for _, k := range []string{"collatz", "matmul", "reduce", "vadd"} {
		report("bench/"+k, quietRun(t, filepath.Join(bench, k+"-gfx900-O2.co"), filepath.Join(bench, "args", k+".yaml")))
	}
	for _, d := range truth.MGPUSimDispatches {
		obj := filepath.Join(testkernels.Dir(), "corpus", "mgpusim", d.Object)
		fs := quietRun(t, obj, filepath.Join(testkernels.Dir(), "args", "mgpusim", d.Name+".yaml"))
		if d.Name == "matrixmultiplication" {
			if len(fs) != 1 || fs[0].Kind != KindReadBeforeWaitName || !strings.Contains(fs[0].Inst, "v63") ||
				fs[0].Other == nil || !strings.Contains(fs[0].Other.Inst, "ds_read_b64 v[63:64]") {
				t.Errorf("matrixmultiplication: %+v, want the one read of v63 before its ds_read_b64", fs)
			}
			continue
		}
		report("mgpusim/"+d.Name, fs)
	}
	if faulted > 0 {
		t.Logf("%d dispatches fault without checkers too and were left out", faulted)
	}
}

// KindReadBeforeWaitName is waitcheck's kind for a read before the wait.
const KindReadBeforeWaitName = "read-before-wait"
