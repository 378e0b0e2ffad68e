package session_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
)

// demoLine is the line of demo.cl whose text (trimmed) is code.
func demoLine(t *testing.T, code string) int {
	t.Helper()
	for i, l := range strings.Split(string(demo.Source), "\n") {
		if strings.TrimSpace(l) == code {
			return i + 1
		}
	}
	t.Fatalf("demo.cl has no line %q", code)
	return 0
}

// TestExplainLaneOnTheDemo asks explain for every lane of wave 0 of the demo
// (demo.yaml: in[i] = i) inside the nested then arm and after the loop; the
// expected line, truth and value of x come from the source's C semantics
// applied to the input: x = lane.
func TestExplainLaneOnTheDemo(t *testing.T) {
	outer, inner := demoLine(t, "if (x < 32) {"), demoLine(t, "if (x % 2 == 0)")
	then, loop, store := demoLine(t, "v = v + 1000;"), demoLine(t, "for (int k = 0; k < steps; k++)"), demoLine(t, "out[i] = v;")
	s, err := demo.Open(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	do := func(cmd string) string {
		t.Helper()
		var out bytes.Buffer
		if err := s.Execute(context.Background(), cmd, &out); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		return out.String()
	}
	do(fmt.Sprintf("break demo.cl:%d", then))
	do("run")
	for lane := range 64 {
		x := lane
		ex, err := s.ExplainLane(lane)
		if err != nil {
			t.Fatal(err)
		}
		wantActive := x < 32 && x%2 == 0
		line, cond, truth := inner, "x % 2 == 0", x%2 == 0
		if x >= 32 {
			line, cond, truth = outer, "x < 32", false
		}
		d := ex.Decided
		if ex.Active != wantActive || d == nil || d.Line != line || d.Cond != cond || d.CondValue != fmt.Sprint(truth) ||
			!has(d.Vars, fmt.Sprintf("x = %d", x)) {
			t.Errorf("in the then arm, lane %d: got active %v, %+v\n%s\nwant active %v, line %d, %s %v, x = %d",
				lane, ex.Active, d, ex.Text, wantActive, line, cond, truth, x)
		}
		if !strings.Contains(ex.Text, fmt.Sprintf("decided at demo.cl:%d", line)) {
			t.Errorf("lane %d: the text does not name demo.cl:%d:\n%s", lane, line, ex.Text)
		}
	}
	do(fmt.Sprintf("break demo.cl:%d", store))
	do("continue")
	for lane := range 64 {
		x := lane
		trips := x % 5
		ex, err := s.ExplainLane(lane)
		if err != nil {
			t.Fatal(err)
		}
		// Lanes with no trip never enter the loop and are off at the
		// store; the others left the loop after x % 5 trips and are back.
		if ex.Active != (trips > 0) || len(ex.Decisions) == 0 {
			t.Errorf("after the loop, lane %d: active %v, want %v\n%s", lane, ex.Active, trips > 0, ex.Text)
			continue
		}
		d := ex.Decisions[0]
		switch {
		case d.Line != loop:
			t.Errorf("lane %d: decided at line %d, want the loop's %d\n%s", lane, d.Line, loop, ex.Text)
		case trips == 0 && (d.CondValue != "false" || !has(d.Vars, "steps = 0")):
			t.Errorf("lane %d: want k < steps false with steps = 0\n%s", lane, ex.Text)
		case trips > 0 && (d.Executions != trips || !strings.Contains(ex.Text, fmt.Sprintf("after %d trip", trips)) || !has(d.Vars, fmt.Sprintf("steps = %d", trips))):
			t.Errorf("lane %d: want the loop left after %d trips, steps = %d\n%s", lane, trips, trips, ex.Text)
		}
	}
	// The breakpoint stop survives the replay explain does: continue goes on.
	pc := do("print $pc")
	if out := do("continue"); do("print $pc") == pc && strings.Contains(out, "Wave 0 ") {
		t.Errorf("after explain, continue stopped at the same place again:\n%s", out)
	}
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
