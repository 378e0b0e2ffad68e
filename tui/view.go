package tui

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gcndbg/gcndbg/views"
)

// View implements tea.Model: the panes of the layout, the command line (or
// the short help) and the status bar. A panic (a bug) draws a one-line
// message instead of ending the program with a stack trace.
func (m *Model) View() (screen string) {
	defer func() {
		if r := recover(); r != nil {
			screen = fmt.Sprintf("gcndbg: internal error drawing the screen: %v (please report this; q quits)", r)
		}
	}()
	if m.quitting {
		return ""
	}
	w, h := m.w, m.h
	var lines []string
	if m.showHelp {
		body := m.fullHelp(w - 2)
		body = append(body, "", "The last column's keys go to the panes (each title shows its key).",
			"Any key closes this help. Every REPL command works at the : prompt (try :help).")
		lines = strings.Split(views.Frame("Help", body, m.styles, w, h-2, true), "\n")
	} else {
		lines = m.panes(w, h-2)
	}
	var bottom string
	switch {
	case m.busy != "":
		bottom = views.Fit(m.styles.Prompt.Render("running "+m.busy+" ... (ctrl+c interrupts)"), w)
	case m.typing:
		bottom = views.Fit(m.styles.Prompt.Render(m.input.view()), w)
	default:
		m.help.Width = w
		bottom = views.Fit(m.help.ShortHelpView(m.keys.ShortHelp()), w)
	}
	lines = append(lines, bottom, views.Status(m.snap, m.styles, w))
	return strings.Join(lines, "\n")
}

// panes draws the layout's panes into h lines of w cells.
func (m *Model) panes(w, h int) []string {
	rects := m.layout(w, h+2, m.focus)
	rendered := make([][]string, len(rects))
	for i, r := range rects {
		rendered[i] = strings.Split(m.renderPane(r.pane, r.w, r.h), "\n")
	}
	lines := make([]string, h)
	for y := range h {
		var idx []int
		for i, r := range rects {
			if y >= r.y && y < r.y+r.h {
				idx = append(idx, i)
			}
		}
		sort.Slice(idx, func(a, b int) bool { return rects[idx[a]].x < rects[idx[b]].x })
		var b strings.Builder
		for _, i := range idx {
			if row := y - rects[i].y; row < len(rendered[i]) {
				b.WriteString(rendered[i][row])
			}
		}
		lines[y] = views.Fit(b.String(), w)
	}
	return lines
}

// renderPane draws one pane with the model's view settings.
func (m *Model) renderPane(p PaneID, w, h int) string {
	if p < 0 || p >= numPanes {
		return views.Blank(w, h)
	}
	return paneTable[p].draw(m, w, h, p == m.focus)
}

// fullHelp lists every binding of the key map: bubbles/help's columns when
// they fit in w cells, else a grid of "key  description" cells.
func (m *Model) fullHelp(w int) []string {
	m.help.Width = w
	body := strings.Split(m.help.FullHelpView(m.keys.FullHelp()), "\n")
	fits := true
	for _, l := range body {
		fits = fits && !strings.HasSuffix(strings.TrimRight(l, " "), "…")
	}
	if fits {
		return body
	}
	var cells []string
	cw := 0
	for _, col := range m.keys.FullHelp() {
		for _, b := range col {
			h := b.Help()
			cells = append(cells, fmt.Sprintf("%-5s %s", h.Key, h.Desc))
			cw = max(cw, len(cells[len(cells)-1])+2)
		}
	}
	cols := max(w/cw, 1)
	rows := (len(cells) + cols - 1) / cols
	body = nil
	for r := range rows {
		var b strings.Builder
		for c := range cols {
			if i := c*rows + r; i < len(cells) {
				b.WriteString(fmt.Sprintf("%-*s", cw, cells[i]))
			}
		}
		body = append(body, strings.TrimRight(b.String(), " "))
	}
	return body
}
