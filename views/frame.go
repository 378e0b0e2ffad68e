package views

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Frame draws a pane's border with its title around body lines, in exactly
// w x h cells. Lines longer than the inside are cut, missing lines blank.
// A focused pane's frame is drawn with double lines, so focus shows
// without colour too.
func Frame(title string, body []string, st Styles, w, h int, focused bool) string {
	if w < 2 || h < 2 {
		return Blank(w, h)
	}
	border, tstyle := st.Border, st.Title
	hz, vt, tl, tr, bl, br := "─", "│", "┌", "┐", "└", "┘"
	if focused {
		border, tstyle = st.FocusedBorder, st.FocusedTitle
		hz, vt, tl, tr, bl, br = "═", "║", "╔", "╗", "╚", "╝"
	}
	inner := w - 2
	t := ansi.Truncate(" "+title+" ", max(inner-1, 0), "")
	tw := width(t)
	var b strings.Builder
	b.Grow((w + 16) * h)
	b.WriteString(border.Render(tl+hz) + tstyle.Render(t) + border.Render(strings.Repeat(hz, max(inner-1-tw, 0))+tr))
	side := border.Render(vt)
	for i := range h - 2 {
		line := ""
		if i < len(body) {
			line = body[i]
		}
		b.WriteByte('\n')
		b.WriteString(side)
		b.WriteString(Fit(line, inner))
		b.WriteString(side)
	}
	b.WriteByte('\n')
	b.WriteString(border.Render(bl + strings.Repeat(hz, inner) + br))
	return b.String()
}

// Fit cuts or pads s (which may hold ANSI styles) to exactly w cells.
func Fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	n := width(s)
	if n > w {
		s = ansi.Truncate(s, w, "")
		n = width(s)
	}
	if n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// width is the cells s takes. Lines of ASCII text with SGR sequences
// (nearly all a pane draws) are measured here; anything else by lipgloss.
func width(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return lipgloss.Width(s)
		case c == 0x1b:
			if i+1 >= len(s) || s[i+1] != '[' {
				return lipgloss.Width(s)
			}
			i += 2
			for i < len(s) && (s[i] < 0x40 || s[i] > 0x7e) {
				i++
			}
		case c >= 0x20 && c != 0x7f:
			n++
		}
	}
	return n
}

// Blank is w x h spaces.
func Blank(w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	line := strings.Repeat(" ", w)
	lines := make([]string, h)
	for i := range lines {
		lines[i] = line
	}
	return strings.Join(lines, "\n")
}

// window returns the first index of a window of n rows out of total that
// starts at top but keeps row want visible (want < 0: no constraint).
func window(top, want, n, total int) int {
	if n <= 0 {
		return 0
	}
	if want >= 0 {
		if want < top {
			top = want
		}
		if want >= top+n {
			top = want - n + 1
		}
	}
	top = min(top, total-n)
	return max(top, 0)
}

// keyTitle puts the key that focuses a pane before its title: "[1] Source".
func keyTitle(key, title string) string {
	if key == "" {
		return title
	}
	return "[" + key + "] " + title
}
