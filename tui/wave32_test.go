package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
)

// TestWave32LaneKeysStayInTheWave drives the gfx1100 wave32 demo through
// Update: ] and [ move the focused lane within lanes 0-31 (wrapping at the
// wave's 32 lanes, not 64), `:lane 40` is refused in one line, and the
// frame at 80x24 and 160x48 shows a 32-bit EXEC.
func TestWave32LaneKeysStayInTheWave(t *testing.T) {
	v, err := demo.Select("gfx1100", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{80, 24}, {160, 48}} {
		s, err := v.Open(session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		m := newModel(t, s, sz[0], sz[1])
		if got := m.Snapshot().WaveSize; got != 32 {
			t.Fatalf("wave size %d, want 32", got)
		}
		press(m, "[")
		if l := m.Snapshot().Focus.Lane; l != 31 {
			t.Errorf("%dx%d: [ from lane 0 focuses lane %d, want 31", sz[0], sz[1], l)
		}
		for i := range 32 {
			press(m, "]")
			if l := m.Snapshot().Focus.Lane; l != i%32 || l >= 32 {
				t.Fatalf("%dx%d: ] %d times from lane 31 focuses lane %d, want %d", sz[0], sz[1], i+1, l, i%32)
			}
		}
		press(m, "]", "]", "]")
		typeCommand(m, "lane 40")
		if l := m.Snapshot().Focus.Lane; l != 2 {
			t.Errorf("%dx%d: lane 40 moved the focus to lane %d", sz[0], sz[1], l)
		}
		log := strings.Join(m.LogLines(), "\n")
		if !strings.Contains(log, "no lane 40: the wave has 32 lanes") {
			t.Errorf("%dx%d: lane 40 is not refused in the log:\n%s", sz[0], sz[1], log)
		}
		press(m, "n", "n")
		frame := m.View()
		lines := strings.Split(frame, "\n")
		if len(lines) != sz[1] {
			t.Errorf("%dx%d: %d lines", sz[0], sz[1], len(lines))
		}
		for i, l := range lines {
			if w := lipgloss.Width(l); w > sz[0] {
				t.Errorf("%dx%d: line %d is %d cells wide", sz[0], sz[1], i, w)
			}
		}
		if !strings.Contains(frame, "EXEC  wave 0  0xffffffff  32/32 active") || strings.Contains(frame, "0x00000000ffffffff") {
			t.Errorf("%dx%d: the EXEC pane does not show a 32-bit mask:\n%s", sz[0], sz[1], frame)
		}
	}
}
