package tui

import "github.com/charmbracelet/bubbles/key"

// KeyMap is every key the TUI answers to; `?` shows it with bubbles/help.
type KeyMap struct {
	Step, Next, StepI, Finish, Continue key.Binding
	ReverseStep, ReverseNext            key.Binding // reverse-step, reverse-next
	TimeBack, TimeForward               key.Binding // along the EXEC pane's timeline
	Break                               key.Binding // toggle a breakpoint at the source cursor
	TBreak                              key.Binding // a temporary breakpoint at the source cursor
	Until                               key.Binding // run to the source cursor (or `until`)
	NextLane, PrevLane                  key.Binding
	NextWave, PrevWave                  key.Binding
	NextPane, PrevPane                  key.Binding
	Up, Down, PageUp, PageDown          key.Binding
	Left, Right                         key.Binding
	Format                              key.Binding // hex/signed/unsigned/float/f16
	AllLanes                            key.Binding // locals of every lane
	NextBuffer                          key.Binding
	ScratchWave                         key.Binding // scratch: lane or wave view
	ExecSteps                           key.Binding // EXEC history: changes or every instruction
	Command, Help, Quit                 key.Binding
	// Panes are the keys that focus each pane, by PaneID; GoToPane is
	// the same keys as one line of the short help.
	Panes    [numPanes]key.Binding
	GoToPane key.Binding
}

// DefaultKeyMap returns gcndbg's keys.
func DefaultKeyMap() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	km := KeyMap{
		Step:        b("s", "step (line)", "s"),
		Next:        b("n", "next (line)", "n"),
		StepI:       b("i", "stepi", "i"),
		Finish:      b("f", "finish", "f"),
		ReverseStep: b("S", "reverse-step", "S"),
		ReverseNext: b("N", "reverse-next", "N"),
		TimeBack:    b("<", "timeline: back", "<"),
		TimeForward: b(">", "timeline: forward", ">"),
		Continue:    b("c", "continue", "c"),
		Break:       b("b", "toggle breakpoint", "b"),
		TBreak:      b("B", "tbreak at cursor", "B"),
		Until:       b("u", "until cursor line", "u"),
		NextLane:    b("]", "next lane", "]"),
		PrevLane:    b("[", "prev lane", "["),
		NextWave:    b("}", "next wave", "}"),
		PrevWave:    b("{", "prev wave", "{"),
		NextPane:    b("tab", "next pane", "tab"),
		PrevPane:    b("S-tab", "prev pane", "shift+tab"),
		Up:          b("↑/k", "up", "up", "k"),
		Down:        b("↓/j", "down", "down", "j"),
		PageUp:      b("pgup", "page up", "pgup"),
		PageDown:    b("pgdn", "page down", "pgdown"),
		Left:        b("←/h", "scroll left", "left", "h"),
		Right:       b("→/l", "scroll right", "right", "l"),
		Format:      b("x", "display format", "x"),
		AllLanes:    b("a", "locals: all lanes", "a"),
		NextBuffer:  b("t", "next buffer", "t"),
		ScratchWave: b("w", "scratch: lane/wave", "w"),
		ExecSteps:   b("e", "EXEC: all/changes", "e"),
		Command:     b(":", "command", ":"),
		Help:        b("?", "help", "?"),
		Quit:        b("q", "quit", "q", "ctrl+c"),
	}
	paneKeys := [numPanes]string{
		PaneSource: "1", PaneExec: "2", PaneLocals: "3", PaneVector: "4", PaneLDS: "5", PaneDisasm: "6",
		PaneScalar: "7", PaneLanes: "8", PaneWaves: "9", PaneLog: "0", PaneScratch: "P", PaneBuffers: "M", PaneKernel: "K", PaneMatrix: "X",
		PaneOutput: "O",
	}
	var all []string
	for p, k := range paneKeys {
		km.Panes[p] = b(k, PaneID(p).String(), k)
		all = append(all, k)
	}
	km.GoToPane = b("1-0 P M K X O", "go to pane", all...)
	return km
}

// ShortHelp is the one-line help under the panes.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Step, k.Next, k.StepI, k.Continue, k.Break, k.NextLane, k.GoToPane, k.Command, k.Help, k.Quit}
}

// FullHelp is the `?` screen, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Step, k.Next, k.StepI, k.Finish, k.Continue, k.Until, k.ReverseStep, k.ReverseNext, k.TimeBack, k.TimeForward, k.Break, k.TBreak},
		{k.NextLane, k.PrevLane, k.NextWave, k.PrevWave, k.NextPane, k.PrevPane},
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Left, k.Right},
		{k.Format, k.AllLanes, k.NextBuffer, k.ScratchWave, k.ExecSteps, k.Command, k.Help, k.Quit},
		k.Panes[:],
	}
}
