package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// TestLayoutFillsEveryScreenSizeExactly draws the demo at sizes from
// 80x24 up, with each pane focused in turn: the screen has exactly h
// lines of exactly w cells, and the focused pane is on it.
func TestLayoutFillsEveryScreenSizeExactly(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 80, 24)
	press(m, "n", "n", "n", "n", "n")
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {139, 35}, {140, 36}, {160, 48}, {200, 50}, {250, 70}} {
		w, h := size[0], size[1]
		m.SetSize(w, h)
		for p := PaneID(0); p < numPanes; p++ {
			m.setFocus(p)
			screen := m.View()
			lines := strings.Split(screen, "\n")
			if len(lines) != h {
				t.Errorf("%dx%d, %v focused: %d lines", w, h, p, len(lines))
			}
			for i, l := range lines {
				if lipgloss.Width(l) != w {
					t.Errorf("%dx%d, %v focused: line %d is %d cells", w, h, p, i, lipgloss.Width(l))
					break
				}
			}
			title := "[" + m.keys.Panes[p].Keys()[0] + "] " + p.String()
			if !strings.Contains(screen, "═ "+title) {
				t.Errorf("%dx%d: the focused pane %v is not drawn with a double frame", w, h, p)
			}
		}
	}
}

// TestFormatKeyCyclesVectorDisplay presses x through the five formats and
// checks lane 1's v0 (its work-item id, 1) in each: the float and f16
// values are the smallest subnormals, 2^-149 and 2^-24.
func TestFormatKeyCyclesVectorDisplay(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 200, 50)
	want := []struct{ format, cell string }{
		{"hex", "00000001"}, {"signed", "1"}, {"unsigned", "1"}, {"float", "1.4013e-45"}, {"f16", "5.96e-08"},
	}
	for i, w := range want {
		if i > 0 {
			press(m, "x")
		}
		screen := m.View()
		if _, ok := screenLine(screen, "Vector registers  "+w.format); !ok {
			t.Fatalf("after %d presses of x the vector pane is not in %s", i, w.format)
		}
		row, ok := screenLine(screen, "│v0 ")
		if !ok {
			t.Fatalf("no v0 row:\n%s", screen)
		}
		fields := strings.Fields(row[strings.Index(row, "│v0 "):])
		if len(fields) < 3 || strings.TrimRight(fields[2], "*.") != w.cell {
			t.Errorf("%s: v0 of lane 1 is %q, want %s (row %q)", w.format, fmt.Sprint(fields), w.cell, row)
		}
	}
}
