package session

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestGDBBreakpointManagementCommands: gdb's condition, ignore, disable and
// enable (gdb manual, "Break Conditions" and "Disabling Breakpoints"), with
// their documented messages, and info breakpoints in gdb's table ("Setting
// Breakpoints": Num, Type, Disp, Enb, Address, What; "stop only if",
// "breakpoint already hit N times", "ignore next N hits"), on a wave32
// kernel: divergent_if on gfx1100, 128 work-items in waves of 32, each
// wave crossing line 17 once.
func TestGDBBreakpointManagementCommands(t *testing.T) {
	r := openKernel(t, "gfx1100", "control", "O0", "divergent_if", 128, 64, 128, func(i int) int { return i })
	set := r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
	m := regexp.MustCompile(`^Breakpoint 1 at (0x[0-9a-f]+): file control.cl, line 17.\n$`).FindStringSubmatch(set)
	if m == nil {
		t.Fatalf("break: %q", set)
	}
	var addr uint64
	fmt.Sscan(m[1], &addr)
	row := fmt.Sprintf("1       breakpoint     keep %%s   0x%016x in divergent_if at control.cl:17\n", addr)
	const header = "Num     Type           Disp Enb Address            What\n"

	if out := r.do("ignore 1 2"); out != "Will ignore next 2 crossings of breakpoint 1.\n" {
		t.Errorf("ignore 1 2: %q", out)
	}
	if out, want := r.do("info breakpoints"), header+fmt.Sprintf(row, "y")+"\tignore next 2 hits\n"; out != want {
		t.Errorf("info breakpoints with an ignore count:\n%s\nwant:\n%s", out, want)
	}
	// The first two crossings pass; the third wave stops.
	r.do("run")
	if st := r.stop(); st.Reason != StopBreakpoint || st.Breakpoint != 1 {
		t.Fatalf("run with ignore 1 2 stopped with %s", st)
	}
	if out, want := r.do("info breakpoints"), header+fmt.Sprintf(row, "y")+"\tbreakpoint already hit 3 times\n"; out != want {
		t.Errorf("info breakpoints after the third crossing:\n%s\nwant:\n%s", out, want)
	}
	for _, c := range []struct{ cmd, want string }{
		{"ignore 1 1", "Will ignore next crossing of breakpoint 1.\n"},
		{"ignore 1 0", "Will stop next time breakpoint 1 is reached.\n"},
		{"condition 1 i == 100", ""},
	} {
		if out := r.do(c.cmd); out != c.want {
			t.Errorf("%s: %q, want %q", c.cmd, out, c.want)
		}
	}
	if out, want := r.do("info breakpoints"), header+fmt.Sprintf(row, "y")+"\tstop only if i == 100\n\tbreakpoint already hit 3 times\n"; out != want {
		t.Errorf("info breakpoints with a condition:\n%s\nwant:\n%s", out, want)
	}
	// Work-item 100 is lane 4 of the fourth wave.
	r.do("continue")
	if st := r.stop(); st.Reason != StopBreakpoint || st.Lanes != 1<<4 {
		t.Fatalf("continue with condition i == 100 stopped with %s, lanes %#x", st, r.stop().Lanes)
	}
	if out := r.do("condition 1"); out != "Breakpoint 1 now unconditional.\n" {
		t.Errorf("condition 1: %q", out)
	}
	r.do("disable 1")
	if out, want := r.do("info breakpoints"), header+fmt.Sprintf(row, "n")+"\tbreakpoint already hit 4 times\n"; out != want {
		t.Errorf("info breakpoints of a disabled breakpoint:\n%s\nwant:\n%s", out, want)
	}
	for _, c := range []struct{ cmd, want string }{
		{"condition 9 i", "No breakpoint number 9."},
		{"enable 9", "No breakpoint number 9."},
		{"ignore 1", "Second argument (specified ignore-count) is missing."},
		{"condition", "Argument required (breakpoint number)."},
		{"condition 1 nosuch > 1", `No symbol "nosuch" in current context.`},
	} {
		if msg := r.fail(c.cmd); !strings.HasSuffix(msg, c.want) {
			t.Errorf("%s: %q, want %q", c.cmd, msg, c.want)
		}
	}
	// Disabled, the breakpoint no longer stops: the dispatch runs to its end.
	r.do("continue")
	if st := r.stop(); st.Reason != StopExited {
		t.Errorf("continue past a disabled breakpoint stopped with %s", st)
	}
}
