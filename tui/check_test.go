package tui

import (
	"fmt"
	"strings"
	"testing"
)

// Checkers in the TUI: `:set check memcheck`, then `:run`, on the
// scatter dispatch of faultedScatter (lane 5's index is 1<<20, far past
// the 64-element out): instead of a fault, the wave stops before the
// store with the finding; the status line says which and counts the
// findings, `:info check` lists it in the log, and continuing ends the
// dispatch normally (the bad lane's store suppressed).
func TestCheckFindingStopsAndIsListed(t *testing.T) {
	perm := make([]string, 64)
	for i := range perm {
		perm[i] = fmt.Sprint(63 - i)
	}
	perm[5] = fmt.Sprint(1 << 20)
	s, src := openMemoryKernel(t, "scatter", "O2", "kernel: scatter\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n"+
		"  arg0: {type: i32, count: 64, init: {range: [10, 1]}}\n"+
		"  arg1: {type: u32, count: 64, init: {data: ["+strings.Join(perm, ", ")+"]}}\n"+
		"  arg2: {type: i32, count: 64, output: true}\n")
	store := lineHolding(t, src, "out[perm[i]] = v;")
	m := newModel(t, s, 200, 48)
	typeCommand(m, "set check memcheck")
	if bar := statusBar(m); !strings.Contains(bar, "| check: 0 findings |") {
		t.Errorf("before the run the status line should say the checkers are on: %q", bar)
	}
	typeCommand(m, "run") // the TUI started the dispatch: checkers start with a run
	snap := m.Snapshot()
	if snap.Fault != "" || snap.Findings != 1 {
		t.Fatalf("fault %q, %d findings; log:\n%s", snap.Fault, snap.Findings, strings.Join(m.LogLines(), "\n"))
	}
	if bar := statusBar(m); !strings.Contains(bar, fmt.Sprintf(" memcheck out-of-bounds at memory.cl:%d |", store)) || !strings.Contains(bar, "| check: 1 finding |") {
		t.Errorf("status line %q, want the finding at memory.cl:%d and the count", bar, store)
	}
	if snap.Focus.Lane != 5 {
		t.Errorf("focused lane %d, want 5 (the bad one)", snap.Focus.Lane)
	}
	typeCommand(m, "info check")
	log := strings.Join(m.LogLines(), "\n")
	for _, want := range []string{"memcheck: out-of-bounds access: lane 5: 4-byte write at ", fmt.Sprintf("memory.cl:%d:", store), "1 error (memcheck 1) so far"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	press(m, "c")
	if snap := m.Snapshot(); !snap.Finished || snap.Fault != "" {
		t.Errorf("continuing should end the dispatch without a fault: finished %v, fault %q", snap.Finished, snap.Fault)
	}
	if bar := statusBar(m); !strings.Contains(bar, "dispatch ended") || !strings.Contains(bar, "| check: 1 finding |") {
		t.Errorf("status line at the end %q", bar)
	}
}

// The TUI opened with --check memcheck (gcndbg FILE --check memcheck sets
// the checkers before the TUI starts the dispatch at its entry): the
// status line says they are on from the first frame, and continuing from
// the entry stops at the finding without a second `run`.
func TestCheckOnFromTheStart(t *testing.T) {
	perm := make([]string, 64)
	for i := range perm {
		perm[i] = fmt.Sprint(63 - i)
	}
	perm[5] = fmt.Sprint(1 << 20)
	s, src := openMemoryKernel(t, "scatter", "O2", "kernel: scatter\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n"+
		"  arg0: {type: i32, count: 64, init: {range: [10, 1]}}\n"+
		"  arg1: {type: u32, count: 64, init: {data: ["+strings.Join(perm, ", ")+"]}}\n"+
		"  arg2: {type: i32, count: 64, output: true}\n")
	store := lineHolding(t, src, "out[perm[i]] = v;")
	if _, err := s.SetCheck("memcheck"); err != nil {
		t.Fatal(err)
	}
	m := newModel(t, s, 200, 48)
	if bar := statusBar(m); !strings.Contains(bar, "| check: 0 findings |") {
		t.Errorf("at the entry the status line should say the checkers are on: %q", bar)
	}
	press(m, "c")
	snap := m.Snapshot()
	if snap.Fault != "" || snap.Findings != 1 || snap.Focus.Lane != 5 {
		t.Fatalf("fault %q, %d findings, lane %d; log:\n%s", snap.Fault, snap.Findings, snap.Focus.Lane, strings.Join(m.LogLines(), "\n"))
	}
	if bar := statusBar(m); !strings.Contains(bar, fmt.Sprintf(" memcheck out-of-bounds at memory.cl:%d |", store)) {
		t.Errorf("status line %q, want the finding at memory.cl:%d", bar, store)
	}
	if view := m.View(); !strings.Contains(view, "check: 1 finding") {
		t.Errorf("the view lacks the count:\n%s", view)
	}
}
