package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// cmdline is the `:` prompt: bubbles' textinput (editing, word motion,
// scrolling a line longer than the screen) with the session's history
// (Up, Down) and its completer (Tab), whose first candidate also shows as
// grey text after the cursor.
type cmdline struct {
	ti      textinput.Model
	history []string
	hpos    int
	draft   string // the line being typed when Up went into the history
	// comps are the completions Tab cycles through (nil after any other
	// key); ci is the one shown.
	comps []string
	ci    int
	// plain: no colour, so no grey suggestion and a visible cursor mark.
	plain bool
}

func newCmdline(plain bool) cmdline {
	ti := textinput.New()
	ti.Prompt = ":"
	ti.ShowSuggestions = !plain
	// Tab, Up and Down are the prompt's own (completion and history).
	ti.KeyMap.AcceptSuggestion = key.NewBinding(key.WithDisabled())
	ti.KeyMap.NextSuggestion = key.NewBinding(key.WithDisabled())
	ti.KeyMap.PrevSuggestion = key.NewBinding(key.WithDisabled())
	// A blinking cursor would need the blink messages of a tea.Cmd.
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.Focus()
	return cmdline{ti: ti, plain: plain}
}

func (c *cmdline) value() string { return c.ti.Value() }

func (c *cmdline) reset() {
	c.ti.Reset()
	c.ti.SetSuggestions(nil)
	c.comps, c.draft = nil, ""
	c.hpos = len(c.history)
}

func (c *cmdline) remember(line string) {
	if n := len(c.history); n == 0 || c.history[n-1] != line {
		c.history = append(c.history, line)
	}
	c.hpos = len(c.history)
}

func (c *cmdline) set(s string, pos int) {
	c.ti.SetValue(s)
	c.ti.SetCursor(pos)
}

// setWidth sets the cells the prompt may take; a longer line scrolls.
func (c *cmdline) setWidth(w int) { c.ti.Width = max(w-len(c.ti.Prompt)-1, 1) }

// complete handles Tab with the completions of the text before the
// cursor (whole-line prefixes, as session.Complete returns them): one is
// taken at once; several first extend the line to their longest common
// prefix, then successive Tabs cycle through them. It returns the
// candidates when they are several and the line could not be extended,
// for the caller to list.
func (c *cmdline) complete(candidates func(string) []string) []string {
	text := []rune(c.ti.Value())
	pos := min(c.ti.Position(), len(text))
	tail := string(text[pos:])
	if len(c.comps) > 0 {
		c.ci = (c.ci + 1) % len(c.comps)
		c.set(c.comps[c.ci]+tail, len([]rune(c.comps[c.ci])))
		return nil
	}
	head := string(text[:pos])
	got := candidates(head)
	switch len(got) {
	case 0:
		return nil
	case 1:
		c.set(got[0]+tail, len([]rune(got[0])))
		return nil
	}
	if p := commonPrefix(got); len(p) > len(head) {
		c.set(p+tail, len([]rune(p)))
		return nil
	}
	c.comps, c.ci = got, -1
	return got
}

// commonPrefix is the longest prefix of all of ss.
func commonPrefix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(p) && n < len(s) && p[n] == s[n] {
			n++
		}
		p = p[:n]
	}
	return p
}

// update edits the line for one key; suggest gives the completions shown
// after the cursor.
func (c *cmdline) update(msg tea.KeyMsg, suggest func(string) []string) {
	c.comps = nil
	switch msg.Type {
	case tea.KeyUp:
		if c.hpos > 0 {
			if c.hpos == len(c.history) {
				c.draft = c.ti.Value()
			}
			c.hpos--
			c.set(c.history[c.hpos], len([]rune(c.history[c.hpos])))
		}
		return
	case tea.KeyDown:
		if c.hpos < len(c.history)-1 {
			c.hpos++
			c.set(c.history[c.hpos], len([]rune(c.history[c.hpos])))
		} else if c.hpos < len(c.history) {
			c.hpos = len(c.history)
			c.set(c.draft, len([]rune(c.draft)))
		}
		return
	}
	if msg.Type == tea.KeySpace && len(msg.Runes) == 0 {
		msg.Runes = []rune{' '} // as Bubble Tea's own space key has them
	}
	before := c.ti.Value()
	c.ti, _ = c.ti.Update(msg)
	if v := c.ti.Value(); v != before && c.ti.ShowSuggestions {
		var sug []string
		if strings.TrimSpace(v) != "" && c.ti.Position() == len([]rune(v)) {
			sug = suggest(v)
		}
		c.ti.SetSuggestions(sug)
	}
}

// view is the prompt line. Without colour, the cursor is marked with
// brackets around its character ('_' past the end), the line scrolled to
// keep it in view.
func (c *cmdline) view() string {
	if !c.plain {
		return c.ti.View()
	}
	v := []rune(c.ti.Value())
	pos := min(c.ti.Position(), len(v))
	start := 0
	if len(v)+1 > c.ti.Width {
		start = max(pos-c.ti.Width+3, 0)
	}
	end := min(len(v), start+c.ti.Width)
	s := c.ti.Prompt + string(v[start:pos])
	if pos < len(v) {
		return s + "[" + string(v[pos]) + "]" + string(v[pos+1:end])
	}
	return s + "_"
}
