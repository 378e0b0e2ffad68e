package views

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Style paints one line of text. It is a lipgloss style reduced, once, to
// the escape sequences it puts before and after a line, so that drawing a
// frame costs string concatenation rather than a lipgloss layout per cell
// (which kept a full redraw from the 5 ms goal). Styles here only set
// colours and attributes; they hold no padding, margins or borders.
type Style struct {
	pre, post string
}

// NewStyle reduces l to its escape sequences.
func NewStyle(l lipgloss.Style) Style {
	out := l.Render("X")
	i := strings.IndexByte(out, 'X')
	if i < 0 {
		return Style{}
	}
	return Style{pre: out[:i], post: out[i+1:]}
}

// Render paints s (one line).
func (st Style) Render(s string) string {
	if st.pre == "" && st.post == "" || s == "" {
		return s
	}
	return st.pre + s + st.post
}

// Styles are the lipgloss styles every pane draws with. Build them with
// DefaultStyles for one renderer (its colour profile decides whether any
// colour is emitted) and pass them explicitly.
type Styles struct {
	// Pane frames.
	Border        Style // an unfocused pane's frame
	FocusedBorder Style // the focused pane's frame
	Title         Style
	FocusedTitle  Style

	// Cells and lines.
	Normal   Style
	Dim      Style // inactive lanes, unused registers, addresses
	Changed  Style // a value the last step changed
	Current  Style // the line or instruction at the PC
	Cursor   Style // the source pane's cursor line
	Break    Style // a breakpoint marker
	Active   Style // an active lane cell
	Inactive Style // an inactive lane cell
	Focus    Style // the focused lane or wave
	Accessed Style // bytes the last instruction read or wrote
	Error    Style // a fault, a failed command
	Header   Style // column headings
	Guide    Style // the demo's on-screen guide

	// The status bar and command line.
	StatusBar Style
	Prompt    Style
}

// DefaultStyles returns gcndbg's styles for renderer r (nil: lipgloss's
// default renderer).
func DefaultStyles(r *lipgloss.Renderer) Styles {
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	s := func() lipgloss.Style { return r.NewStyle() }
	return Styles{
		Border:        NewStyle(s().Foreground(lipgloss.Color("240"))),
		FocusedBorder: NewStyle(s().Foreground(lipgloss.Color("39"))),
		Title:         NewStyle(s().Foreground(lipgloss.Color("250"))),
		FocusedTitle:  NewStyle(s().Foreground(lipgloss.Color("39")).Bold(true)),
		Normal:        NewStyle(s()),
		Dim:           NewStyle(s().Foreground(lipgloss.Color("242"))),
		Changed:       NewStyle(s().Foreground(lipgloss.Color("214")).Bold(true)),
		Current:       NewStyle(s().Background(lipgloss.Color("24")).Foreground(lipgloss.Color("231"))),
		Cursor:        NewStyle(s().Underline(true)),
		Break:         NewStyle(s().Foreground(lipgloss.Color("196")).Bold(true)),
		Active:        NewStyle(s().Foreground(lipgloss.Color("42")).Bold(true)),
		Inactive:      NewStyle(s().Foreground(lipgloss.Color("239"))),
		Focus:         NewStyle(s().Reverse(true)),
		Accessed:      NewStyle(s().Foreground(lipgloss.Color("201")).Bold(true)),
		Error:         NewStyle(s().Foreground(lipgloss.Color("196")).Bold(true)),
		Header:        NewStyle(s().Foreground(lipgloss.Color("110"))),
		Guide:         NewStyle(s().Foreground(lipgloss.Color("186"))),
		StatusBar:     NewStyle(s().Background(lipgloss.Color("236")).Foreground(lipgloss.Color("252"))),
		Prompt:        NewStyle(s().Foreground(lipgloss.Color("39")).Bold(true)),
	}
}

// Plain reports whether the styles emit no escape sequences at all (the
// ASCII profile, as with NO_COLOR): then only characters can mark things.
func (st Styles) Plain() bool { return st.FocusedBorder == Style{} && st.Focus == Style{} }
