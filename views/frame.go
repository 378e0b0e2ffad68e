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
	tw := lipgloss.Width(t)
	var b strings.Builder
	b.WriteString(border.Render(tl+hz) + tstyle.Render(t) + border.Render(strings.Repeat(hz, max(inner-1-tw, 0))+tr))
	for i := range h - 2 {
		line := ""
		if i < len(body) {
			line = body[i]
		}
		b.WriteByte('\n')
		b.WriteString(border.Render(vt) + Fit(line, inner) + border.Render(vt))
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
	if lipgloss.Width(s) > w {
		s = ansi.Truncate(s, w, "")
	}
	if n := w - lipgloss.Width(s); n > 0 {
		s += strings.Repeat(" ", n)
	}
	return s
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
