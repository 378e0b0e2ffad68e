package tui

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/session"
)

// TestPanesRenderBeforeStartAndAfterEnd draws every pane of a session that
// has not started, and of one whose dispatch has ended, at 80x24 and
// 200x50 (no panic, the right size, and the state said on screen).
func TestPanesRenderBeforeStartAndAfterEnd(t *testing.T) {
	fresh := New(openDemoWith(t, demoInputs()["range"]), Options{Styles: asciiStyles(), HaveStyles: true, Keys: DefaultKeyMap()})
	ended := newModel(t, openDemoWith(t, demoInputs()["range"]), 80, 24)
	press(ended, "c")
	if s := ended.Snapshot(); s.Stop == nil || s.Stop.Reason != session.StopExited {
		t.Fatalf("continue without breakpoints stopped with %+v, want the end", s.Stop)
	}
	for name, c := range map[string]struct {
		m    *Model
		want string
	}{"fresh": {fresh, "not started"}, "ended": {ended, "dispatch ended"}} {
		for _, size := range [][2]int{{80, 24}, {200, 50}} {
			c.m.SetSize(size[0], size[1])
			for p := PaneID(0); p < numPanes; p++ {
				if got := strings.Count(c.m.renderPane(p, size[0], size[1]), "\n") + 1; got != size[1] {
					t.Errorf("%s %v at %dx%d: %d lines", name, p, size[0], size[1], got)
				}
			}
			if !strings.Contains(c.m.View(), c.want) {
				t.Errorf("%s at %dx%d: the screen does not say %q", name, size[0], size[1], c.want)
			}
		}
	}
}

// TestBugsDoNotEscapeAsPanics breaks the model on purpose (no snapshot):
// View draws a one-line message, Update logs the error, and neither
// panics.
func TestBugsDoNotEscapeAsPanics(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 80, 24)
	m.snap = nil
	if v := m.View(); !strings.Contains(v, "internal error") {
		t.Errorf("View without a snapshot drew %q", v)
	}
	press(m, "]") // reads the snapshot's focus
	if last := m.LogLines()[len(m.LogLines())-1]; !strings.HasPrefix(last, "error: internal error") {
		t.Errorf("Update without a snapshot logged %q", last)
	}
}
