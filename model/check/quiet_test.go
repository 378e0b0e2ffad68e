package check

import (
	"context"
	"path/filepath"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// The four bench kernels (compiler output, waited and padded) are proven
// quiet before they run, so waitcheck and hazards look at none of their
// instructions (the cost goal of issue 12); the proof is checked by the
// same run without the filters, where both step every instruction of
// every wave and must find nothing.
func TestBenchKernelsProvenQuiet(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "..", "bench")
	for _, tg := range []string{"gfx900", "gfx1100", "gfx1100w64"} {
		for _, k := range []string{"vadd", "matmul", "reduce", "collatz"} {
			t.Run(tg+"/"+k, func(t *testing.T) {
				f, err := codeobj.Open(filepath.Join(dir, k+"-"+tg+"-O2.co"), codeobj.Options{})
				if err != nil {
					t.Fatal(err)
				}
				a, err := args.Load(filepath.Join(dir, "args", k+".yaml"))
				if err != nil {
					t.Fatal(err)
				}
				l, err := launch.New(f, "", a)
				if err != nil {
					t.Fatal(err)
				}
				r, err := New(l, []string{"waitcheck", "hazards"})
				if err != nil {
					t.Fatal(err)
				}
				r.noFilter = true
				if _, err := l.Run(context.Background(), r.Options(gexec.Options{Jobs: 1})); err != nil {
					t.Fatal(err)
				}
				for _, c := range r.checkers {
					var quiet bool
					switch c := c.(type) {
					case *waitChecker:
						quiet = c.c.Quiet()
					case *hazardChecker:
						quiet = c.c.Quiet()
					}
					if !quiet {
						t.Errorf("%T: not proven quiet", c)
					}
				}
				for _, x := range r.Findings() {
					t.Errorf("%s %s at %s: %s", x.Checker, x.Kind, x.Line, x.Message)
				}
			})
		}
	}
}
