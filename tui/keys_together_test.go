package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// TestKeysArrivingTogetherAreEachHandledInOrder sends keys the way a
// terminal read delivers keys typed or sent together: one KeyRunes
// message holding several runes. `nnn` must step three times (the same
// place as three separate n), `]]]` move the focus three lanes, and a
// whole `:` command line with its spaces arrive as text of the prompt.
func TestKeysArrivingTogetherAreEachHandledInOrder(t *testing.T) {
	in := demoInputs()["range"]
	apart := newModel(t, openDemoWith(t, in), 120, 40)
	press(apart, "n", "n", "n")
	together := newModel(t, openDemoWith(t, in), 120, 40)
	deliver(together, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("nnn")})

	count := func(m *Model, line string) int {
		n := 0
		for _, l := range m.LogLines() {
			if l == line {
				n++
			}
		}
		return n
	}
	if got := count(together, "(gcndbg) next"); got != 3 {
		t.Errorf("nnn ran next %d times, want 3; log:\n%s", got, strings.Join(together.LogLines(), "\n"))
	}
	a, b := apart.Snapshot(), together.Snapshot()
	if a.Wave.PC != b.Wave.PC || a.Source.Line != b.Source.Line {
		t.Errorf("nnn stopped at pc %#x line %d, three separate n at pc %#x line %d", b.Wave.PC, b.Source.Line, a.Wave.PC, a.Source.Line)
	}

	deliver(together, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("]]]")})
	if got := together.Snapshot().Focus.Lane; got != 3 {
		t.Errorf("]]] from lane 0 focused lane %d, want 3", got)
	}
	deliver(together, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("[[")})
	if got := together.Snapshot().Focus.Lane; got != 1 {
		t.Errorf("[[ from lane 3 focused lane %d, want 1", got)
	}

	// A command line sent in one piece: Bubble Tea cuts runes at spaces,
	// so it arrives as ":lane", " ", "40", then Enter.
	for _, msg := range []tea.KeyMsg{
		{Type: tea.KeyRunes, Runes: []rune(":lane")}, {Type: tea.KeySpace, Runes: []rune{' '}},
		{Type: tea.KeyRunes, Runes: []rune("40")}, {Type: tea.KeyEnter},
	} {
		deliver(together, msg)
	}
	if got := together.Snapshot().Focus.Lane; got != 40 {
		t.Errorf(":lane 40 sent together focused lane %d, want 40; log:\n%s", got, strings.Join(together.LogLines(), "\n"))
	}
}

// TestKeysArrivingTogetherDuringAStepWaitForIt delivers `nn]` while a
// step runs off the UI goroutine: nothing acts until it is done, then the
// two steps and the lane change run in order.
func TestKeysArrivingTogetherDuringAStepWaitForIt(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 120, 40)
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("n")})
	if cmd == nil {
		t.Fatal("n returned no command")
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("nn]")})
	if got := m.Snapshot().Focus.Lane; got != 0 {
		t.Fatalf("] acted before the step finished (lane %d)", got)
	}
	deliver(m, cmd())
	var order []string
	for _, l := range m.LogLines() {
		if l == "(gcndbg) next" || strings.HasPrefix(l, "(gcndbg) lane ") {
			order = append(order, strings.TrimPrefix(l, "(gcndbg) "))
		}
	}
	if got := strings.Join(order, ", "); got != "next, next, next, lane 1" {
		t.Errorf("ran %s, want next, next, next, lane 1", got)
	}
}
