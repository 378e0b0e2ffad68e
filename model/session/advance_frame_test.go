package session

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// TestAdvanceStopsAtTheLocationOrWhereTheFunctionReturns follows gdb's
// `advance LOC` and `until LOC` on calls.cl at -O0 (call_device_fn, v =
// poly(in[i]) then the store): from inside poly, advancing to the store
// stops first where poly returns, back on the calling line; advancing
// again reaches the store, with v = poly(in[i]) for the focused lane as
// the source computes it.
func TestAdvanceStopsAtTheLocationOrWhereTheFunctionReturns(t *testing.T) {
	src, err := os.ReadFile(testkernels.SourcePath(t, "calls.cl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	find := func(from int, text string) int {
		for i := from; i < len(lines); i++ {
			if strings.Contains(lines[i], text) {
				return i + 1
			}
		}
		t.Fatalf("calls.cl has no %q after line %d", text, from)
		return 0
	}
	polyBody := find(0, "int r = x * x - 3 * x + 2;")
	callLine := find(0, "int v = poly(in[i]);")
	storeLine := find(callLine, "out[i] = v; // store: v")
	r := openKernel(t, "gfx900", "calls", "O0", "call_device_fn", 64, 64, 64, func(i int) int { return i - 20 })
	r.do(fmt.Sprintf("break calls.cl:%d", polyBody))
	r.do("run")
	r.do("delete")
	r.do("lane 7")
	r.do(fmt.Sprintf("advance calls.cl:%d", storeLine))
	if st := r.stop(); st.Line != callLine {
		t.Fatalf("advance from poly stopped at line %d, want where poly returns, line %d", st.Line, callLine)
	}
	r.do(fmt.Sprintf("until calls.cl:%d", storeLine))
	if st := r.stop(); st.Line != storeLine {
		t.Fatalf("until stopped at line %d, want the store at line %d", st.Line, storeLine)
	}
	x := 7 - 20
	if out := r.do("print v"); !strings.HasSuffix(strings.TrimSpace(out), fmt.Sprintf("= %d", x*x-3*x+2)) {
		t.Errorf("print v at the store in lane 7: %q, want %d", out, x*x-3*x+2)
	}
}
