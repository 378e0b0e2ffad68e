package tui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
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
	// PrintfWorkItem puts the work-item before each printf call's text in
	// the output pane.
	PrintfWorkItem bool
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
	focus      PaneID
	shown      [numSlots]PaneID // what each shared slot shows
	typing     bool
	showHelp   bool
	quitting   bool
	pending    []tea.KeyMsg // keys typed while a command runs
	dropped    bool         // keys past maxPending were dropped (and said so)
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
	matrix  views.Matrix
	log     views.Log
	output  views.Output
	// The memory panes' first bytes.
	ldsOff, scratchOff, bufferOff uint64
}

// New makes the TUI's model for a session; it runs opts.Start at once.
func New(s *session.Session, opts Options) *Model {
	m := &Model{
		sess: s, styles: opts.Styles, keys: opts.Keys, help: help.New(),
		w: 80, h: 24, focus: PaneSource, shown: defaultShown(), input: newCmdline(opts.Styles.Plain()),
		lds:     views.Memory{Kind: views.MemLDS},
		scratch: views.Memory{Kind: views.MemScratch},
		buffers: views.Memory{Kind: views.MemBuffers},
		output:  views.Output{Prefix: opts.PrintfWorkItem},
	}
	m.help.ShowAll = true
	m.input.setWidth(m.w)
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
func (m *Model) SetSize(w, h int) {
	m.w, m.h = max(w, 20), max(h, 8)
	m.input.setWidth(m.w)
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

func (m *Model) logf(format string, a ...any) {
	for _, l := range strings.Split(fmt.Sprintf(format, a...), "\n") {
		m.log.Lines = append(m.log.Lines, safetext.EscapeLine(l))
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
	m.source.Cursor, m.source.Top, m.disasm.Scroll, m.exec.Scroll = 0, 0, 0, 0
	m.refresh()
	m.follow()
	if m.quitAfter {
		m.quitting = true
	}
	return d.err == nil
}

// refresh takes a new snapshot, keeping the last one for highlights.
func (m *Model) refresh() {
	opts := session.ViewOptions{LocalsAllLanes: m.locals.AllLanes, ScratchWave: m.scratch.Wave, Previous: m.snap}
	// Memory windows start at the scrolled offset, so the panes draw from
	// row 0.
	m.memoryOptions(&opts)
	m.prev = m.snap
	m.snap = views.Sanitize(m.sess.ViewSnapshot(opts))
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
		m.dropped = false
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
		if cmd := m.keyMsg(msg); cmd != nil {
			return m, cmd
		}
	}
	if m.quitting {
		return m, tea.Quit
	}
	return m, nil
}

// maxPending bounds the keys kept while a command runs (a paste of a few
// screens of text; more is dropped with a message).
const maxPending = 4096

// keyMsg handles one key message. A terminal read that holds several
// characters (keys sent or typed together, key repeat, a paste) arrives
// as one KeyRunes message with several runes: each rune is a key of its
// own, handled in order, so `nnn` steps three times. Keys that come while
// a command runs wait for it, in order.
func (m *Model) keyMsg(msg tea.KeyMsg) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range splitKeys(msg, m.typing) {
		if m.quitting {
			break
		}
		if m.busy != "" {
			m.keyWhileBusy(k)
			continue
		}
		if c := m.handleKey(k); c != nil {
			cmd = c
		}
	}
	return cmd
}

// splitKeys cuts a KeyRunes message of several runes into one message
// per rune (a bracketed paste into the command line stays whole).
func splitKeys(msg tea.KeyMsg, typing bool) []tea.KeyMsg {
	if msg.Type != tea.KeyRunes || len(msg.Runes) <= 1 || (msg.Paste && typing) {
		return []tea.KeyMsg{msg}
	}
	out := make([]tea.KeyMsg, len(msg.Runes))
	for i, r := range msg.Runes {
		k := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt}
		if r == ' ' {
			k.Type = tea.KeySpace
		}
		out[i] = k
	}
	return out
}

// keyWhileBusy handles a key that comes while a command runs: Ctrl-C (or
// q when no key is waiting) interrupts it; any other key waits.
func (m *Model) keyWhileBusy(k tea.KeyMsg) {
	switch {
	case k.Type == tea.KeyCtrlC || (key.Matches(k, m.keys.Quit) && len(m.pending) == 0):
		m.sess.Interrupt()
		m.logf("interrupting %s ...", m.busy)
		m.quitAfter = k.String() == "q"
		if n := len(m.pending); n > 0 {
			m.logf("(%d keys typed since are dropped)", n)
			m.pending = nil
		}
	case len(m.pending) < maxPending:
		m.pending = append(m.pending, k)
	default:
		if !m.dropped {
			m.logf("error: too many keys typed while %s runs; the rest are dropped", m.busy)
		}
		m.dropped = true
	}
}

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
	case tea.KeyTab:
		if many := m.input.complete(m.sess.Complete); len(many) > 0 {
			m.logf("%s", strings.Join(many, "  "))
		}
		return nil
	}
	m.input.update(msg, m.sess.Complete)
	return nil
}
