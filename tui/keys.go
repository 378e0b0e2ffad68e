package tui

import (
	"fmt"
	"path"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// key runs the key map's action for a key; execution commands return
// the tea.Cmd that runs them.
func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	if m.showHelp {
		// Any key closes the help; quit still quits.
		m.showHelp = false
		if key.Matches(msg, k.Quit) {
			m.quitting = true
		}
		return nil
	}
	switch {
	case key.Matches(msg, k.Quit):
		m.quitting = true
	case key.Matches(msg, k.Help):
		m.showHelp = true
	case key.Matches(msg, k.Command):
		m.typing = true
		m.input.reset()
	case key.Matches(msg, k.Step):
		return m.start("step")
	case key.Matches(msg, k.Next):
		return m.start("next")
	case key.Matches(msg, k.StepI):
		return m.start("stepi")
	case key.Matches(msg, k.ReverseStep):
		return m.start("reverse-step")
	case key.Matches(msg, k.ReverseNext):
		return m.start("reverse-next")
	case key.Matches(msg, k.TimeBack):
		return m.timeline(-1)
	case key.Matches(msg, k.TimeForward):
		return m.timeline(1)
	case key.Matches(msg, k.Finish):
		return m.start("finish")
	case key.Matches(msg, k.Continue):
		return m.start("continue")
	case key.Matches(msg, k.Break):
		m.toggleBreakpoint()
	case key.Matches(msg, k.TBreak):
		if loc, ok := m.cursorLocation(); ok {
			cursor := m.source.Cursor
			m.run("tbreak " + loc)
			m.source.Cursor = cursor
		}
	case key.Matches(msg, k.Until):
		// gdb's `until` on the current line (the next line, without
		// going back round a loop); `until LOCATION` on another.
		if m.source.Cursor == 0 || m.source.Cursor == m.snap.Source.Line {
			return m.start("until")
		}
		if loc, ok := m.cursorLocation(); ok {
			return m.start("until " + loc)
		}
	case key.Matches(msg, k.NextLane):
		m.moveLane(1)
	case key.Matches(msg, k.PrevLane):
		m.moveLane(-1)
	case key.Matches(msg, k.NextWave):
		m.moveWave(1)
	case key.Matches(msg, k.PrevWave):
		m.moveWave(-1)
	case key.Matches(msg, k.NextPane):
		m.setFocus((m.focus + 1) % numPanes)
	case key.Matches(msg, k.PrevPane):
		m.setFocus((m.focus + numPanes - 1) % numPanes)
	case key.Matches(msg, k.Up):
		m.scroll(-1, 0)
	case key.Matches(msg, k.Down):
		m.scroll(1, 0)
	case key.Matches(msg, k.PageUp):
		m.scroll(-m.page(), 0)
	case key.Matches(msg, k.PageDown):
		m.scroll(m.page(), 0)
	case key.Matches(msg, k.Left):
		m.scroll(0, -1)
	case key.Matches(msg, k.Right):
		m.scroll(0, 1)
	case key.Matches(msg, k.Format):
		m.vector.Format = m.vector.Format.Next()
		m.lds.Format, m.scratch.Format = m.vector.Format, m.vector.Format
	case key.Matches(msg, k.AllLanes):
		m.locals.AllLanes = !m.locals.AllLanes
		m.locals.Scroll, m.locals.FirstVar = 0, 0
		if m.locals.AllLanes {
			m.setFocus(PaneLocals)
		}
		m.refresh()
		m.follow()
		m.prev = nil
	case key.Matches(msg, k.ExecSteps):
		m.exec.Steps, m.exec.Scroll = !m.exec.Steps, 0
	case key.Matches(msg, k.ScratchWave):
		m.scratch.Wave = !m.scratch.Wave
		m.setFocus(PaneScratch)
		m.refresh()
		m.follow()
		m.prev = nil
	case key.Matches(msg, k.NextBuffer):
		if n := len(m.snap.Buffers); n > 0 {
			m.buffers.Buffer, m.bufferOff = (m.buffers.Buffer+1)%n, 0
			m.refresh()
		}
		m.setFocus(PaneBuffers)
	default:
		for p, b := range k.Panes {
			if key.Matches(msg, b) && PaneID(p) < numPanes {
				m.setFocus(PaneID(p))
			}
		}
	}
	return nil
}

// setFocus focuses p; it shows in its slots from now on.
func (m *Model) setFocus(p PaneID) {
	m.focus = p
	m.shown[paneTable[p].wide] = p
	m.shown[p.narrow()] = p
}

// cursorLocation is the source cursor's line as a location (FILE:LINE).
func (m *Model) cursorLocation() (string, bool) {
	sv := m.snap.Source
	line := m.source.CursorLine(m.snap)
	if sv.File == "" || line <= 0 {
		m.logf("error: no source line under the cursor")
		return "", false
	}
	return fmt.Sprintf("%s:%d", path.Base(sv.File), line), true
}

// toggleBreakpoint sets a breakpoint at the source cursor's line, or
// deletes the one there.
func (m *Model) toggleBreakpoint() {
	loc, ok := m.cursorLocation()
	if !ok {
		return
	}
	cursor := m.source.Cursor
	if n := m.snap.Source.Breakpoints[m.source.CursorLine(m.snap)]; n != 0 {
		m.run(fmt.Sprintf("delete %d", n))
	} else {
		m.run("break " + loc)
	}
	m.source.Cursor = cursor
}

func (m *Model) moveLane(d int) {
	n := max(m.snap.WaveSize, 1)
	m.run(fmt.Sprintf("lane %d", (m.snap.Focus.Lane+d+n)%n))
}

func (m *Model) moveWave(d int) {
	n := max(m.snap.WavesTotal, 1)
	m.run(fmt.Sprintf("wave %d", (m.snap.FocusWave+d+n)%n))
}

// scroll moves the focused pane's window (or the source cursor).
func (m *Model) scroll(dy, dx int) {
	if w, h, ok := m.paneSize(m.focus); ok {
		paneTable[m.focus].scroll(m, dy, dx, w, h)
	}
}

// page is how far PageUp and PageDown move: the focused pane's rows less
// two, so a row stays in view.
func (m *Model) page() int {
	_, h, _ := m.paneSize(m.focus)
	return max(h-4, 1)
}

func (m *Model) mouse(msg tea.MouseMsg) {
	switch {
	case msg.Button == tea.MouseButtonWheelUp:
		m.scroll(-3, 0)
	case msg.Button == tea.MouseButtonWheelDown:
		m.scroll(3, 0)
	case msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft:
		for _, r := range m.layout(m.w, m.h, m.focus) {
			if r.contains(msg.X, msg.Y) {
				m.setFocus(r.pane)
			}
		}
	}
}

// timeline moves to the previous (d < 0) or next row of the EXEC pane's
// history that the recording reaches (forward past the last row: the end
// of the history), with `record goto`: the whole screen then shows the
// dispatch as it was there.
func (m *Model) timeline(d int) tea.Cmd {
	tl := m.snap.Timeline
	if !tl.On {
		m.logf("error: no history is recorded (`set record on` before `run`)")
		return nil
	}
	var to uint64
	found := false
	for _, r := range m.exec.History(m.snap) {
		if !r.Recorded {
			continue
		}
		switch {
		case d < 0 && r.At < tl.Pos && (!found || r.At > to):
			to, found = r.At, true
		case d > 0 && r.At > tl.Pos && (!found || r.At < to):
			to, found = r.At, true
		}
	}
	if !found && d > 0 && tl.Pos < tl.End {
		to, found = tl.End, true
	}
	if !found {
		if d < 0 {
			m.logf("error: the wave's EXEC history reaches no further back (recorded history: steps %d to %d)", tl.Base, tl.End)
		} else {
			m.logf("error: at the end of the recorded history (step %d)", tl.End)
		}
		return nil
	}
	return m.start(fmt.Sprintf("record goto %d", to))
}
