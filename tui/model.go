package tui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/views"
)

// Options configure a Model.
type Options struct {
	Styles views.Styles
	// HaveStyles says Styles is set (Run otherwise makes DefaultStyles).
	HaveStyles bool
	Keys       KeyMap
	// Guide is shown in the log pane when the TUI opens (the demo's
	// on-screen guide).
	Guide []string
	// Start runs these command lines before the first frame (for example
	// a temporary breakpoint at the kernel's entry and `run`).
	Start []string
}

// maxLog bounds the log pane's memory.
const maxLog = 2000

// Model is the Bubble Tea model of the TUI.
type Model struct {
	sess   *session.Session
	styles views.Styles
	keys   KeyMap
	help   help.Model
	input  cmdline

	snap, prev *session.ViewSnapshot
	w, h       int
	focus, aux PaneID
	typing     bool
	showHelp   bool
	quitting   bool
	execSteps  bool         // the EXEC history lists every instruction
	pending    []tea.KeyMsg // keys typed while a command runs
	busy       string       // the command running off the UI goroutine
	quitAfter  bool         // quit once it is done

	source  views.Source
	disasm  views.Disasm
	exec    views.Exec
	vector  views.Vector
	scalar  views.Scalar
	locals  views.Locals
	lanes   views.Lanes
	waves   views.Waves
	lds     views.Memory
	scratch views.Memory
	buffers views.Memory
	kernel  views.Kernel
	log     views.Log
}

// New makes the TUI's model for a session; it runs opts.Start at once.
func New(s *session.Session, opts Options) *Model {
	m := &Model{
		sess: s, styles: opts.Styles, keys: opts.Keys, help: help.New(),
		w: 80, h: 24, focus: PaneSource, aux: PaneLocals,
		lds:     views.Memory{Kind: views.MemLDS},
		scratch: views.Memory{Kind: views.MemScratch},
		buffers: views.Memory{Kind: views.MemBuffers},
	}
	m.help.ShowAll = true
	for _, line := range opts.Start {
		m.run(line)
	}
	for _, g := range opts.Guide {
		m.logf("guide: %s", g)
	}
	m.refresh()
	return m
}

// Snapshot is the state the panes show now.
func (m *Model) Snapshot() *session.ViewSnapshot { return m.snap }

// Focus is the focused pane.
func (m *Model) Focus() PaneID { return m.focus }

// LogLines is the log pane's text.
func (m *Model) LogLines() []string { return m.log.Lines }

// Quitting reports whether the user asked to quit.
func (m *Model) Quitting() bool { return m.quitting }

// SetSize sets the screen size (as a tea.WindowSizeMsg does).
func (m *Model) SetSize(w, h int) { m.w, m.h = max(w, 20), max(h, 8) }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

func (m *Model) logf(format string, a ...any) {
	for _, l := range strings.Split(fmt.Sprintf(format, a...), "\n") {
		m.log.Lines = append(m.log.Lines, l)
	}
	if n := len(m.log.Lines); n > maxLog {
		m.log.Lines = append([]string(nil), m.log.Lines[n-maxLog:]...)
	}
	m.log.Scroll = 0
}

// run executes one command line of the session's command table, logs it
// and its output, and takes a new snapshot. It reports whether the
// command succeeded.
func (m *Model) run(line string) bool {
	m.logf("(gcndbg) %s", line)
	var out bytes.Buffer
	err := m.sess.Execute(context.Background(), line, &out)
	return m.done(cmdDone{line: line, out: out.String(), err: err})
}

// cmdDone is the result of a command run by start.
type cmdDone struct {
	line string
	out  string
	err  error
}

// start runs an execution command (step, continue ...) off the UI
// goroutine, so the screen stays live and Ctrl-C can interrupt it; the
// session is not touched again until its cmdDone arrives.
func (m *Model) start(line string) tea.Cmd {
	m.logf("(gcndbg) %s", line)
	m.busy = line
	s := m.sess
	return func() (msg tea.Msg) {
		// A bug must not end the program with a stack trace on the
		// terminal: it becomes the command's error.
		defer func() {
			if r := recover(); r != nil {
				msg = cmdDone{line: line, err: fmt.Errorf("internal error: %v (please report this)", r)}
			}
		}()
		var out bytes.Buffer
		err := s.Execute(context.Background(), line, &out)
		return cmdDone{line: line, out: out.String(), err: err}
	}
}

// done logs a command's output and takes a new snapshot.
func (m *Model) done(d cmdDone) bool {
	m.busy = ""
	if s := strings.TrimRight(d.out, "\n"); s != "" {
		m.logf("%s", s)
	}
	if errors.Is(d.err, session.ErrQuit) {
		m.quitting = true
		return true
	}
	if d.err != nil {
		m.logf("error: %v", d.err)
	}
	// A stop moves the source cursor and disassembly back to the PC.
	m.source.Cursor, m.source.Top, m.disasm.Scroll = 0, 0, 0
	m.refresh()
	if m.quitAfter {
		m.quitting = true
	}
	return d.err == nil
}

// refresh takes a new snapshot, keeping the last one for highlights.
func (m *Model) refresh() {
	opts := session.ViewOptions{
		LDSOffset: uint64(m.lds.Row) * 16, ScratchOffset: uint64(m.scratch.Row) * 16,
		LocalsAllLanes: m.locals.AllLanes, ScratchWave: m.scratch.Wave, Previous: m.snap,
	}
	if m.snap != nil && m.buffers.Buffer < len(m.snap.Buffers) {
		opts.BufferOffset = map[string]uint64{m.snap.Buffers[m.buffers.Buffer].Name: uint64(m.buffers.Row) * 16}
	}
	// Memory windows start at the scrolled row, so the panes draw from row 0.
	m.prev = m.snap
	m.snap = m.sess.ViewSnapshot(opts)
}

// Update implements tea.Model. A panic (a bug) is logged, not raised.
func (m *Model) Update(msg tea.Msg) (_ tea.Model, cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			m.busy = ""
			m.logf("error: internal error: %v (please report this)", r)
			cmd = nil
		}
	}()
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.SetSize(msg.Width, msg.Height)
	case cmdDone:
		m.done(msg)
		// Keys typed while the command ran, in order, until one starts
		// another command.
		for len(m.pending) > 0 && m.busy == "" && !m.quitting {
			k := m.pending[0]
			m.pending = m.pending[1:]
			if cmd = m.handleKey(k); cmd != nil {
				return m, cmd
			}
		}
	case tea.MouseMsg:
		if m.busy == "" {
			m.mouse(msg)
		}
	case tea.KeyMsg:
		if m.busy != "" {
			// Quit interrupts the running command; other keys wait for it.
			switch {
			case key.Matches(msg, m.keys.Quit) && !m.typing:
				m.sess.Interrupt()
				m.logf("interrupting %s ...", m.busy)
				m.quitAfter = msg.String() == "q"
			case len(m.pending) < maxPending:
				m.pending = append(m.pending, msg)
			}
			return m, nil
		}
		if cmd := m.handleKey(msg); cmd != nil {
			return m, cmd
		}
	}
	if m.quitting {
		return m, tea.Quit
	}
	return m, nil
}

// maxPending bounds the keys kept while a command runs.
const maxPending = 32

// handleKey routes a key to the command line or the key map.
func (m *Model) handleKey(msg tea.KeyMsg) tea.Cmd {
	if m.typing {
		return m.typeKey(msg)
	}
	return m.key(msg)
}

// typeKey edits the `:` command line.
func (m *Model) typeKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEnter:
		line := strings.TrimSpace(m.input.value())
		m.typing = false
		m.input.reset()
		if line != "" {
			m.input.remember(line)
			return m.start(line)
		}
		return nil
	case tea.KeyEsc, tea.KeyCtrlC:
		m.typing = false
		m.input.reset()
		return nil
	}
	m.input.update(msg)
	return nil
}

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
