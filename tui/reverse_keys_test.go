package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestReverseKeysRetraceNext: n until the nested then arm, then N (reverse-
// next) comes back to the same lines in the opposite order and S
// (reverse-step) too; in the then arm the status line of an inactive lane
// says why (demo.yaml's in[i] = i: lane 40 has x = 40, so `x < 32` was
// false).
func TestReverseKeysRetraceNext(t *testing.T) {
	in := make([]int32, 128)
	for i := range in {
		in[i] = int32(i)
	}
	m := newModel(t, openDemoWith(t, in), 160, 48)
	then := sourceLine(t, "v = x * 3;")
	lines := []int{m.Snapshot().Source.Line}
	for range 10 {
		press(m, "n")
		lines = append(lines, m.Snapshot().Source.Line)
		if lines[len(lines)-1] == then {
			break
		}
	}
	if lines[len(lines)-1] != then {
		t.Fatalf("n never reached line %d: %v", then, lines)
	}
	for i := len(lines) - 2; i >= 0; i-- {
		press(m, "N")
		if got := m.Snapshot().Source.Line; got != lines[i] {
			t.Fatalf("N %d: at line %d, want %d (forward: %v)", len(lines)-1-i, got, lines[i], lines)
		}
	}
	press(m, "n")
	if got := m.Snapshot().Source.Line; got != lines[1] {
		t.Errorf("n after going back: line %d, want %d", got, lines[1])
	}
	press(m, "S")
	if got := m.Snapshot().Source.Line; got != lines[0] {
		t.Errorf("S: line %d, want %d", got, lines[0])
	}
	for m.Snapshot().Source.Line != then {
		press(m, "n")
	}
	typeCommand(m, "lane 40")
	if why := m.Snapshot().LaneStatus.Why; why != "`x < 32` was false: x = 40" {
		t.Errorf("lane 40's status says why %q, want `x < 32` was false: x = 40", why)
	}
	if v := m.View(); !strings.Contains(v, "`x < 32` was false: x = 40") {
		t.Errorf("the status line does not show why lane 40 is off:\n%s", v)
	}
	_ = fmt.Sprint
}
