package session

import (
	"fmt"
	"strings"
	"testing"
)

// TestGDBStepAndNextTakeACount: gdb's step N and next N (gdb manual,
// "Continuing and Stepping": "Continue running as in step, but do so
// count times. If a breakpoint is reached ... before count steps,
// stepping stops right away") on a wave32 kernel: next 2 ends where two
// nexts do and shows that stop alone, and next 50 stops at the breakpoint
// on line 17 that it reaches first (it used to do one next, ignoring the
// count).
func TestGDBStepAndNextTakeACount(t *testing.T) {
	open := func() *kernelRun {
		r := openKernel(t, "gfx1100", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
		r.do("break control.cl:10")
		r.do("run")
		return r
	}
	one := open()
	one.do("next")
	want := one.do("next")
	two := open()
	if got := two.do("next 2"); got != want {
		t.Errorf("next 2:\n%s\nwant (next, next):\n%s", got, want)
	}
	one.do("step")
	want = one.do("step")
	if got := two.do("step 2"); got != want {
		t.Errorf("step 2:\n%s\nwant (step, step):\n%s", got, want)
	}
	r := open()
	r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
	r.do("next 50")
	if st := r.stop(); st.Line != divIfStore {
		t.Errorf("next 50 across a breakpoint stopped with %s", st)
	}
	if msg := r.fail("next x"); !strings.HasSuffix(msg, `expected a positive count, got "x"`) {
		t.Errorf("next x: %q", msg)
	}
}
