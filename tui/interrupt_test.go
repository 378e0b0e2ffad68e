package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

// TestCtrlCInterruptsARunningContinue continues uniform_loop with a
// billion trips: the screen stays live ("running continue"), Ctrl-C stops
// the wave where it is, and the TUI is usable afterwards.
func TestCtrlCInterruptsARunningContinue(t *testing.T) {
	argsPath := filepath.Join(t.TempDir(), "args.yaml")
	yaml := "kernel: uniform_loop\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: i32, count: 64}\n  - {type: i32, count: 64, output: true}\n  - 1000000000\n"
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(testkernels.CodeObject(t, "gfx900", "control", "O2"), argsPath, session.Options{Kernel: "uniform_loop", MaxSteps: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(t, s, 120, 40)
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("c")})
	if cmd == nil {
		t.Fatal("c returned no command to run off the UI goroutine")
	}
	result := make(chan tea.Msg, 1)
	go func() { result <- cmd() }()
	time.Sleep(200 * time.Millisecond)
	if !strings.Contains(m.View(), "running continue") {
		t.Errorf("the screen does not say a continue is running")
	}
	m.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	select {
	case msg := <-result:
		deliver(m, msg)
	case <-time.After(20 * time.Second):
		t.Fatal("ctrl+c did not interrupt the continue")
	}
	snap := m.Snapshot()
	if snap.Stop == nil || snap.Stop.Reason != session.StopInterrupted {
		t.Fatalf("the continue ended with %+v, want an interrupt", snap.Stop)
	}
	if m.Quitting() {
		t.Fatal("ctrl+c during a continue quit the TUI")
	}
	press(m, "i")
	if got := m.Snapshot().Stop; got == nil || got.Reason != session.StopStep {
		t.Errorf("stepi after the interrupt stopped with %+v", got)
	}
}

// TestKeysTypedDuringACommandRunAfterIt presses n and, before the step
// has finished, ] and n: the lane moves and the second step runs once the
// first is done, in that order.
func TestKeysTypedDuringACommandRunAfterIt(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 120, 40)
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("n")})
	if cmd == nil {
		t.Fatal("n returned no command")
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("]")})
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("n")})
	if got := m.Snapshot().Focus.Lane; got != 0 {
		t.Fatalf("] acted before the step finished (lane %d)", got)
	}
	deliver(m, cmd())
	var steps, lane []string
	for _, l := range m.LogLines() {
		switch {
		case l == "(gcndbg) next":
			steps = append(steps, l)
		case strings.HasPrefix(l, "(gcndbg) lane "):
			lane = append(lane, l)
			if len(steps) != 1 {
				t.Errorf("the lane key ran after %d steps, want 1", len(steps))
			}
		}
	}
	if len(steps) != 2 || len(lane) != 1 || m.Snapshot().Focus.Lane != 1 {
		t.Errorf("ran %d steps and %v, focus lane %d; want 2 steps and lane 1", len(steps), lane, m.Snapshot().Focus.Lane)
	}
}
