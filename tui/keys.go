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
	case key.Matches(msg, k.Finish):
		return m.start("finish")
	case key.Matches(msg, k.Continue):
		return m.start("continue")
	case key.Matches(msg, k.Break):
		m.toggleBreakpoint()
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
		m.scroll(-10, 0)
	case key.Matches(msg, k.PageDown):
		m.scroll(10, 0)
	case key.Matches(msg, k.Left):
		m.scroll(0, -1)
	case key.Matches(msg, k.Right):
		m.scroll(0, 1)
	case key.Matches(msg, k.Format):
		m.vector.Format = m.vector.Format.Next()
		m.lds.Format, m.scratch.Format = m.vector.Format, m.vector.Format
	case key.Matches(msg, k.AllLanes):
		m.locals.AllLanes = !m.locals.AllLanes
		if m.locals.AllLanes && !m.focus.isAux() {
			m.setFocus(PaneLocals)
		}
		m.refresh()
		m.prev = nil
	case key.Matches(msg, k.ExecSteps):
		m.execSteps = !m.execSteps
	case key.Matches(msg, k.ScratchWave):
		m.scratch.Wave = !m.scratch.Wave
		if !m.focus.isAux() {
			m.setFocus(PaneScratch)
		}
		m.refresh()
		m.prev = nil
	case key.Matches(msg, k.NextBuffer):
		if n := len(m.snap.Buffers); n > 0 {
			m.buffers.Buffer, m.buffers.Row = (m.buffers.Buffer+1)%n, 0
			m.refresh()
		}
		if !m.focus.isAux() {
			m.setFocus(PaneBuffers)
		}
	}
	return nil
}

func (m *Model) setFocus(p PaneID) {
	m.focus = p
	if p.isAux() {
		m.aux = p
	}
}

// toggleBreakpoint sets a breakpoint at the source cursor's line, or
// deletes the one there.
func (m *Model) toggleBreakpoint() {
	sv := m.snap.Source
	line := m.source.CursorLine(m.snap)
	if sv.File == "" || line <= 0 {
		m.logf("error: no source line under the cursor")
		return
	}
	cursor := m.source.Cursor
	if n := sv.Breakpoints[line]; n != 0 {
		m.run(fmt.Sprintf("delete %d", n))
	} else {
		m.run(fmt.Sprintf("break %s:%d", path.Base(sv.File), line))
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
	switch m.focus {
	case PaneSource:
		if n := len(m.snap.Source.Lines); n > 0 {
			m.source.Cursor = min(max(m.source.CursorLine(m.snap)+dy, 1), n)
		}
	case PaneDisasm:
		m.disasm.Scroll += dy
	case PaneScratch:
		if m.scratch.Wave {
			m.scratch.FirstLane = min(max(m.scratch.FirstLane+dx*4, 0), max(m.snap.WaveSize-1, 0))
		}
		m.scratch.Row = max(m.scratch.Row+dy, 0)
		m.refresh()
	case PaneVector:
		m.vector.FirstReg = max(m.vector.FirstReg+dy, 0)
		m.vector.FirstLane = min(max(m.vector.FirstLane+dx*4, 0), max(m.snap.WaveSize-1, 0))
	case PaneScalar:
		m.scalar.Scroll = max(m.scalar.Scroll+dy, 0)
	case PaneLocals:
		m.locals.Scroll = max(m.locals.Scroll+dy, 0)
	case PaneLanes:
		m.lanes.Scroll = max(m.lanes.Scroll+dy, 0)
	case PaneWaves:
		m.waves.Scroll = max(m.waves.Scroll+dy, 0)
	case PaneKernel:
		m.kernel.Scroll = max(m.kernel.Scroll+dy, 0)
	case PaneLDS:
		m.lds.Row = max(m.lds.Row+dy, 0)
		m.refresh()
	case PaneBuffers:
		m.buffers.Row = max(m.buffers.Row+dy, 0)
		m.refresh()
	case PaneLog:
		m.log.Scroll = min(max(m.log.Scroll-dy, 0), max(len(m.log.Lines)-1, 0))
	}
}

func (m *Model) mouse(msg tea.MouseMsg) {
	switch {
	case msg.Button == tea.MouseButtonWheelUp:
		m.scroll(-3, 0)
	case msg.Button == tea.MouseButtonWheelDown:
		m.scroll(3, 0)
	case msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft:
		for _, r := range layout(m.w, m.h, m.focus, m.aux) {
			if r.contains(msg.X, msg.Y) {
				m.setFocus(r.pane)
			}
		}
	}
}
