package check

import (
	"context"
	"errors"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// TestBarrierKernels runs the hand-written GFX12 split-barrier and gfx1250
// named-barrier kernels of testdata/check/barrier (llvm-mc, linked with
// ld.lld here as build.sh does) under synccheck and racecheck. The
// expected findings come from the kernels' logic, written into their
// sources: each NAME-bug.s gives exactly the findings its "// BUG:
// CHECKER KIND" lines name, each at its line (the DWARF line llvm-mc -g
// wrote for the reported PC; a race's other side at a later line); each
// NAME-fix.s, the same code used as the Execution Synchronization
// document prescribes, gives none. A kernel whose description says
// DEADLOCK must end in the deadlock report (the barrier never completes
// on the hardware), any other must run to its end.
var barrierBugMark = regexp.MustCompile(`// BUG: (\S+) (.+)$`)

func TestBarrierKernels(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "check", "barrier")
	srcs, _ := filepath.Glob(filepath.Join(dir, "*.s"))
	if len(srcs) < 20 {
		t.Fatalf("%d kernels in %s, want at least 20 (10 pairs)", len(srcs), dir)
	}
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	a, err := args.Load(filepath.Join(dir, "args.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	targets := map[string]int{}
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".s")
		t.Run(name, func(t *testing.T) {
			text, target, co := assembleKernel(t, mc, lld, dir, src, tmp)
			targets[target]++
			var want []string
			lines := strings.Split(string(text), "\n")
			for i, l := range lines {
				if m := barrierBugMark.FindStringSubmatch(l); m != nil {
					want = append(want, m[1]+" "+strings.TrimSpace(m[2])+" @"+strconv.Itoa(i+1))
				}
			}
			deadlock := strings.Contains(lines[0], "(DEADLOCK)")
			bug := strings.HasSuffix(name, "-bug")
			if bug && len(want) == 0 {
				t.Fatal("no // BUG: line")
			}
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			l, err := launch.New(f, "", a)
			if err != nil {
				t.Fatal(err)
			}
			r, err := New(l, []string{"synccheck", "racecheck"})
			if err != nil {
				t.Fatal(err)
			}
			_, err = l.Run(context.Background(), r.Options(gexec.Options{Jobs: 1}))
			var fault *gexec.Fault
			switch {
			case deadlock && !(errors.As(err, &fault) && fault.Kind == gexec.FaultDeadlock):
				t.Errorf("run: %v, want a barrier deadlock", err)
			case !deadlock && err != nil:
				t.Errorf("run: %v", err)
			}
			var got []string
			for _, x := range r.Findings() {
				got = append(got, x.Checker+" "+x.Kind+" @"+strconv.Itoa(lineOf(x.Line)))
				if x.Checker == "racecheck" && (x.Other == nil || lineOf(x.Other.Line) <= lineOf(x.Line)) {
					t.Errorf("race %s: other side %+v, want a later line", x.Line, x.Other)
				}
			}
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
	}
	if targets["gfx1200"] < 6 || targets["gfx1250"] < 6 {
		t.Errorf("kernels per target %v, want at least 3 pairs each for gfx1200 and gfx1250", targets)
	}
}
