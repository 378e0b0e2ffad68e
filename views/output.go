package views

import (
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/internal/safetext"
	"github.com/gcndbg/gcndbg/model/session"
)

// Output is the output pane: the text the kernel's printf calls printed so
// far, newest last. Each call's text goes on from where the last one
// ended (a call without a newline continues the line).
type Output struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key string
	// Calls is the text of each printf call, in order; Prefix puts the
	// work-item of each call before its text.
	Calls  []session.PrintfLine
	Prefix bool
	// Note is said in the title (a full buffer, a record that could not
	// be decoded); "" for none.
	Note string
	// NoPrintf says the kernel has no printf buffer.
	NoPrintf bool
	// Scroll moves the window up from the newest line.
	Scroll int
}

// Lines is the pane's text split into terminal lines, escaped.
func (p Output) Lines() []string {
	var b strings.Builder
	for _, c := range p.Calls {
		text := c.Text
		if p.Prefix {
			for text != "" {
				line, rest, nl := strings.Cut(text, "\n")
				b.WriteString(c.Prefix() + line)
				if nl {
					b.WriteByte('\n')
				}
				text = rest
			}
			continue
		}
		b.WriteString(text)
	}
	s := strings.TrimSuffix(b.String(), "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.ReplaceAll(safetext.EscapeLine(l), "\t", "    ")
	}
	return lines
}

// Render draws the pane.
func (p Output) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	rows := h - 2
	lines := p.Lines()
	end := max(len(lines)-p.Scroll, 0)
	start := max(end-rows, 0)
	body := append([]string(nil), lines[start:end]...)
	title := "Output"
	switch {
	case p.NoPrintf:
		body = []string{st.Dim.Render("the kernel does not call printf")}
	case len(p.Calls) > 0:
		title += " (" + plural(len(p.Calls), "printf call") + ")"
	default:
		body = []string{st.Dim.Render("no printf output yet")}
	}
	if p.Note != "" {
		body = append(body, st.Error.Render(safetext.Escape(p.Note)))
		if len(body) > rows && rows > 0 {
			body = body[len(body)-rows:]
		}
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// plural is "1 call" or "n calls".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}
