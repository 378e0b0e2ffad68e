package tui

import (
	tea "github.com/charmbracelet/bubbletea"
)

// cmdline is the `:` prompt: a one-line editor with history (a few keys
// are enough; bubbles/textinput would pull in a clipboard module).
type cmdline struct {
	text    []rune
	pos     int
	history []string
	hpos    int
	// comps are the completions Tab cycles through (nil after any other
	// key); ci is the one shown.
	comps []string
	ci    int
}

func (c *cmdline) value() string { return string(c.text) }

func (c *cmdline) reset() {
	c.text, c.pos, c.comps = nil, 0, nil
	c.hpos = len(c.history)
}

func (c *cmdline) remember(line string) {
	if n := len(c.history); n == 0 || c.history[n-1] != line {
		c.history = append(c.history, line)
	}
	c.hpos = len(c.history)
}

func (c *cmdline) set(s string) {
	c.text = []rune(s)
	c.pos = len(c.text)
}

// complete handles Tab with the completions of the text before the
// cursor (whole-line prefixes, as session.Complete returns them): one is
// taken at once; several first extend the line to their longest common
// prefix, then successive Tabs cycle through them. It returns the
// candidates when they are several and the line could not be extended,
// for the caller to list.
func (c *cmdline) complete(candidates func(string) []string) []string {
	tail := string(c.text[c.pos:])
	if len(c.comps) > 0 {
		c.ci = (c.ci + 1) % len(c.comps)
		c.text, c.pos = []rune(c.comps[c.ci]+tail), len([]rune(c.comps[c.ci]))
		return nil
	}
	head := string(c.text[:c.pos])
	got := candidates(head)
	switch len(got) {
	case 0:
		return nil
	case 1:
		c.text, c.pos = []rune(got[0]+tail), len([]rune(got[0]))
		return nil
	}
	if p := commonPrefix(got); len(p) > len(head) {
		c.text, c.pos = []rune(p+tail), len([]rune(p))
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

// update edits the line for one key.
func (c *cmdline) update(msg tea.KeyMsg) {
	c.comps = nil
	switch msg.Type {
	case tea.KeyRunes, tea.KeySpace:
		r := msg.Runes
		if msg.Type == tea.KeySpace {
			r = []rune{' '}
		}
		c.text = append(c.text[:c.pos], append(append([]rune(nil), r...), c.text[c.pos:]...)...)
		c.pos += len(r)
	case tea.KeyBackspace:
		if c.pos > 0 {
			c.text = append(c.text[:c.pos-1], c.text[c.pos:]...)
			c.pos--
		}
	case tea.KeyDelete:
		if c.pos < len(c.text) {
			c.text = append(c.text[:c.pos], c.text[c.pos+1:]...)
		}
	case tea.KeyLeft:
		c.pos = max(c.pos-1, 0)
	case tea.KeyRight:
		c.pos = min(c.pos+1, len(c.text))
	case tea.KeyHome, tea.KeyCtrlA:
		c.pos = 0
	case tea.KeyEnd, tea.KeyCtrlE:
		c.pos = len(c.text)
	case tea.KeyUp:
		if c.hpos > 0 {
			c.hpos--
			c.set(c.history[c.hpos])
		}
	case tea.KeyDown:
		if c.hpos < len(c.history)-1 {
			c.hpos++
			c.set(c.history[c.hpos])
		} else {
			c.hpos = len(c.history)
			c.set("")
		}
	}
}

// view is the prompt with a block cursor ('_' past the end).
func (c *cmdline) view() string {
	s := ":" + string(c.text[:c.pos])
	if c.pos < len(c.text) {
		return s + "[" + string(c.text[c.pos]) + "]" + string(c.text[c.pos+1:])
	}
	return s + "_"
}
