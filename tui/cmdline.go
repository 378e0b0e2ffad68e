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
}

func (c *cmdline) value() string { return string(c.text) }

func (c *cmdline) reset() {
	c.text, c.pos = nil, 0
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

// update edits the line for one key.
func (c *cmdline) update(msg tea.KeyMsg) {
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
