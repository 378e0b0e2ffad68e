package tui

import (
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/views"
)

// colourRenderer renders in 256 colours whatever the terminal.
func colourRenderer() *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	return r
}

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

// promptLine is the screen's command line (the last but one).
func promptLine(m *Model) string {
	lines := strings.Split(m.View(), "\n")
	return lines[len(lines)-2]
}

// TestCommandLineHistoryAndLongLines checks the `:` prompt's history (Up
// and Down, the typed line kept), a line longer than the screen (shown
// scrolled to the cursor, run whole), and Tab completing from the
// session's completer: info subcommands, the source file after break.
func TestCommandLineHistoryAndLongLines(t *testing.T) {
	in := demoInputs()["range"]
	m := newModel(t, openDemoWith(t, in), 100, 30)
	stepUntil(t, m, "n", sourceLine(t, "v = x * 3;"))
	typeCommand(m, "lane 3")
	typeCommand(m, "info line")
	press(m, ":")
	for _, r := range "pri" {
		press(m, string(r))
	}
	for _, step := range []struct{ key, want string }{
		{"up", "info line"}, {"up", "lane 3"}, {"up", "lane 3"}, {"down", "info line"}, {"down", "pri"},
	} {
		press(m, step.key)
		if got := m.input.value(); got != step.want {
			t.Errorf("%s: the prompt holds %q, want %q", step.key, got, step.want)
		}
	}
	press(m, "esc")

	// 40 times x in lane 3, whose x is in[3].
	long := "print x" + strings.Repeat(" + x", 39)
	press(m, ":")
	for _, r := range long {
		press(m, string(r))
	}
	if l := promptLine(m); !strings.Contains(l, "+ x + x_") || strings.Contains(l, "print") || len([]rune(l)) != 100 {
		t.Errorf("a %d-character line at 100 columns is not shown scrolled to its end: %q", len(long), l)
	}
	press(m, "enter")
	log := strings.Join(m.LogLines(), "\n")
	if want := fmt.Sprintf("= %d", 40*in[3]); !strings.Contains(log, "(gcndbg) "+long+"\n") || !strings.HasSuffix(strings.TrimSpace(log), want) {
		t.Errorf("the long line did not run whole (want %s); log:\n%s", want, log)
	}

	for _, c := range []struct{ typed, want string }{
		{"info reg", "info registers"},
		{"break dem", "break demo.cl:"},
		{"tbreak diver", "tbreak divergence"},
	} {
		press(m, ":")
		for _, r := range c.typed {
			press(m, string(r))
		}
		press(m, "tab")
		if got := m.input.value(); got != c.want {
			t.Errorf("%q and Tab: %q, want %q", c.typed, got, c.want)
		}
		press(m, "esc")
	}
}

// TestCommandLineShowsTheFirstCompletionInColour types `fin` at the
// prompt: in colour the rest of `finish` shows after the cursor; without
// colour it does not (it would read as typed text) and the cursor is '_'.
func TestCommandLineShowsTheFirstCompletionInColour(t *testing.T) {
	s := openDemoWith(t, demoInputs()["range"])
	colour := New(s, Options{Styles: views.DefaultStyles(colourRenderer()), HaveStyles: true, Keys: DefaultKeyMap(), Start: StartAtEntry(s)})
	colour.SetSize(100, 30)
	plain := newModel(t, openDemoWith(t, demoInputs()["range"]), 100, 30)
	for _, m := range []*Model{colour, plain} {
		press(m, ":", "f", "i", "n")
	}
	if l := ansi.Strip(promptLine(colour)); !strings.HasPrefix(l, ":finish") {
		t.Errorf("in colour the prompt does not suggest finish: %q", l)
	}
	if l := promptLine(plain); !strings.HasPrefix(l, ":fin_ ") {
		t.Errorf("without colour the prompt is %q, want :fin_", l)
	}
}
