package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

// TestFaultStopsAtFaultingStoreAndStateStaysInspectable runs scatter
// (out[perm[i]] = in[i] + 1, memory.cl) with one lane's index far outside
// out: continuing faults, the TUI stops at the store with the report in
// the log and the status bar, and lanes, registers and variables can still
// be inspected.
func TestFaultStopsAtFaultingStoreAndStateStaysInspectable(t *testing.T) {
	const badLane, badIndex = 5, 1 << 20
	perm := make([]string, 64)
	for i := range perm {
		perm[i] = fmt.Sprint(63 - i)
	}
	perm[badLane] = fmt.Sprint(badIndex)
	dir := t.TempDir()
	argsPath := filepath.Join(dir, "args.yaml")
	yaml := "kernel: scatter\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n" +
		"  arg0: {type: i32, count: 64, init: {range: [10, 1]}}\n" +
		"  arg1: {type: u32, count: 64, init: {data: [" + strings.Join(perm, ", ") + "]}}\n" +
		"  arg2: {type: i32, count: 64, output: true}\n"
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(testkernels.CodeObject(t, "gfx900", "memory", "O2"), argsPath, session.Options{Kernel: "scatter"})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(testkernels.SourcePath(t, "memory.cl"))
	if err != nil {
		t.Fatal(err)
	}
	s.AddSource("kernels/memory.cl", src)
	storeLine := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "out[perm[i]] = v; // store: v") {
			storeLine = i + 1
		}
	}
	m := newModel(t, s, 200, 50)
	press(m, "c")
	snap := m.Snapshot()
	if snap.Stop == nil || snap.Stop.Reason != session.StopFault || snap.Fault == "" {
		t.Fatalf("continue did not stop with a fault: %+v\n%s", snap.Stop, strings.Join(m.LogLines(), "\n"))
	}
	if snap.Stop.Line != storeLine {
		t.Errorf("the fault is at line %d, want the store at line %d", snap.Stop.Line, storeLine)
	}
	// The faulting instruction is a global store, and the pane marks it.
	var faultText string
	for _, r := range snap.Disasm {
		if r.PC == snap.Stop.PC {
			faultText = r.Text
		}
	}
	if !strings.HasPrefix(faultText, "global_store") {
		t.Errorf("the fault's PC holds %q, want a global_store", faultText)
	}
	if snap.Wave == nil || snap.Wave.PC != snap.Stop.PC {
		t.Errorf("the wave's PC is not the faulting instruction's (%+v)", snap.Stop)
	}
	screen := m.View()
	if _, ok := screenLine(screen, "FAULT"); !ok {
		t.Errorf("the status bar does not say FAULT:\n%s", screen)
	}
	if _, ok := screenLine(screen, ">", strings.Fields(faultText)[0]); !ok {
		t.Errorf("the disassembly does not mark the faulting instruction:\n%s", screen)
	}
	if !strings.Contains(strings.Join(m.LogLines(), "\n"), "fault") {
		t.Errorf("the log has no fault report")
	}
	// The fault focuses the lane that faulted (as gdb stops on the
	// faulting thread); inspect it: print its index and value.
	if got := m.Snapshot().Focus.Lane; got != badLane {
		t.Fatalf("the fault focused lane %d, want the faulting lane %d", got, badLane)
	}
	typeCommand(m, "print v")
	last := strings.Join(m.LogLines(), "\n")
	if want := fmt.Sprintf("= %d", 10+badLane+1); !strings.Contains(last, want) {
		t.Errorf("print v in lane %d after the fault: want %q in\n%s", badLane, want, last)
	}
}
