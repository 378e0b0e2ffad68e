package tui

import "github.com/charmbracelet/bubbles/key"

// KeyMap is every key the TUI answers to; `?` shows it with bubbles/help.
type KeyMap struct {
	Step, Next, StepI, Finish, Continue key.Binding
	Break                               key.Binding // toggle a breakpoint at the source cursor
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
}

// DefaultKeyMap returns gcndbg's keys.
func DefaultKeyMap() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	return KeyMap{
		Step:        b("s", "step (line)", "s"),
		Next:        b("n", "next (line)", "n"),
		StepI:       b("i", "stepi", "i"),
		Finish:      b("f", "finish", "f"),
		Continue:    b("c", "continue", "c"),
		Break:       b("b", "toggle breakpoint", "b"),
		NextLane:    b("]", "next lane", "]"),
		PrevLane:    b("[", "prev lane", "["),
		NextWave:    b("}", "next wave", "}"),
		PrevWave:    b("{", "prev wave", "{"),
		NextPane:    b("tab", "next pane", "tab"),
		PrevPane:    b("shift+tab", "prev pane", "shift+tab"),
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
		ExecSteps:   b("e", "EXEC history: all/changes", "e"),
		Command:     b(":", "command", ":"),
		Help:        b("?", "help", "?"),
		Quit:        b("q", "quit", "q", "ctrl+c"),
	}
}

// ShortHelp is the one-line help under the panes.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Step, k.Next, k.StepI, k.Continue, k.Break, k.NextLane, k.NextPane, k.Command, k.Help, k.Quit}
}

// FullHelp is the `?` screen, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Step, k.Next, k.StepI, k.Finish, k.Continue, k.Break},
		{k.NextLane, k.PrevLane, k.NextWave, k.PrevWave, k.NextPane, k.PrevPane},
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Left, k.Right},
		{k.Format, k.AllLanes, k.NextBuffer, k.ScratchWave, k.ExecSteps, k.Command, k.Help, k.Quit},
	}
}
