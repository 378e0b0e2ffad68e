package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func keyLeft() tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyLeft} }

// TestCommandLineTabCompletes types partial commands at the `:` prompt
// stopped on the demo's last line and presses Tab: a unique command name
// or variable is completed, several are first cut to their common prefix,
// then listed in the log and cycled through; Enter runs the result.
func TestCommandLineTabCompletes(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 200, 50)
	stepUntil(t, m, "n", sourceLine(t, "out[i] = v;"))
	typed := func(s string) {
		press(m, ":")
		for _, r := range s {
			press(m, string(r))
		}
	}
	for _, c := range []struct {
		typed string
		tabs  int
		want  string
	}{
		{"disas", 1, "disassemble"},
		{"fin", 1, "finish"},
		{"print ste", 1, "print steps"}, // a local of demo.cl's kernel
		{"print v + ste", 1, "print v + steps"},
		{"print $_l", 1, "print $_lane"}, // $_lane, $_lane_count: common prefix
		{"print $_l", 3, "print $_lane"}, // listed, then the first
		{"print $_l", 4, "print $_lane_count"},
		{"zzz", 1, "zzz"}, // nothing to complete
	} {
		typed(c.typed)
		for range c.tabs {
			press(m, "tab")
		}
		if got := m.input.value(); got != c.want {
			t.Errorf("%q and %d Tab: %q, want %q", c.typed, c.tabs, got, c.want)
		}
		press(m, "esc")
	}
	typed("print $_l")
	press(m, "tab", "tab")
	if last := m.LogLines()[len(m.LogLines())-1]; !strings.Contains(last, "$_lane_count") || !strings.Contains(last, "print $_lane ") {
		t.Errorf("the candidates are not listed in the log: %q", last)
	}
	press(m, "tab", "tab", "enter")
	if log := strings.Join(m.LogLines(), "\n"); !strings.Contains(log, "print $_lane_count") {
		t.Errorf("Enter did not run the completed command; log:\n%s", log)
	}
	// Tab in the middle of the line completes the word before the cursor
	// and keeps the rest.
	typed("brea main")
	for range len(" main") {
		deliver(m, keyLeft())
	}
	press(m, "tab")
	if got := m.input.value(); got != "break main" {
		t.Errorf("Tab before ' main': %q", got)
	}
	press(m, "esc")
}
