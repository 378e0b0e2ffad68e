package views

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Source is the source pane: the file of the focused lane's line, with per
// line a breakpoint mark ('*'), the current line of the focused lane ('>'),
// the cursor ('_' in the gutter when it is not the current line), and the
// lanes of the focused wave whose lane PC is on that line (their count
// and ranges), so a divergent if/else shows lanes on both arms.
type Source struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key string
	// Cursor is the line the breakpoint key acts on (0: the current line).
	Cursor int
	// Top is the first line shown when it keeps the cursor visible (0:
	// centre the cursor).
	Top int
	// Col is the first column of the code shown (scrolled right).
	Col int
}

// CursorLine is the line the cursor is on.
func (p Source) CursorLine(s *session.ViewSnapshot) int {
	if p.Cursor > 0 {
		return p.Cursor
	}
	return s.Source.Line
}

// Render draws the pane.
func (p Source) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	sv := s.Source
	title := "Source"
	if sv.File != "" {
		title += "  " + sv.File
	}
	if p.Col > 0 {
		title += fmt.Sprintf("  from column %d", p.Col+1)
	}
	if len(sv.Lines) == 0 {
		msg := sv.Err
		if msg == "" {
			msg = "no source"
		}
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render(msg)}, st, w, h, p.Focused)
	}
	rows := h - 2
	cursor := p.CursorLine(s)
	top := p.Top
	if top <= 0 {
		top = max(cursor-rows/2, 1)
	}
	top = window(top-1, cursor-1, rows, len(sv.Lines)) + 1
	inner := w - 2
	// A line whose lanes do not fit beside it lists them on rows of their
	// own, which may push the cursor's line out: then start lower.
	var body []string
	for ; ; top++ {
		body = body[:0]
		shown := false
		for ln := top; len(body) < rows && ln <= len(sv.Lines); ln++ {
			body = append(body, p.line(s, st, ln, cursor, inner)...)
			shown = shown || ln == cursor
		}
		if shown || top >= cursor {
			break
		}
	}
	return Frame(keyTitle(p.Key, title), body[:min(len(body), rows)], st, w, h, p.Focused)
}

// line draws source line ln: one row, or more when its lanes are listed
// below it.
func (p Source) line(s *session.ViewSnapshot, st Styles, ln, cursor, inner int) []string {
	sv := s.Source
	bp := " "
	if sv.Breakpoints[ln] != 0 {
		bp = st.Break.Render("*")
	}
	cur := " "
	switch {
	case ln == sv.Line:
		cur = st.Current.Render(">")
	case ln == cursor:
		cur = st.Cursor.Render("_")
	}
	lanes := sv.LaneLines[ln]
	count := ""
	if lanes != 0 {
		count = fmt.Sprintf("%2d", popcount(lanes, 64))
	}
	gutter := fmt.Sprintf("%s%s%4d %3s| ", bp, cur, ln, count)
	code := strings.ReplaceAll(sv.Lines[ln-1], "\t", "    ")
	code = code[min(max(p.Col, 0), len(code)):]
	codeStyle := st.Normal
	if !sv.HasCode[ln] {
		codeStyle = st.Dim
	}
	if ln == sv.Line {
		codeStyle = st.Current
	}
	if ln == cursor && ln != sv.Line {
		codeStyle = st.Cursor
	}
	note := ""
	if lanes != 0 {
		note = "<- lanes " + session.FormatLanes(lanes)
		if lanes&(1<<uint(s.Focus.Lane)) != 0 {
			note += " (lane " + itoa(s.Focus.Lane) + ")"
		}
	}
	// The note goes at column 48 of the code, or where the pane ends; when
	// it does not fit there it goes on the rows below, wrapped after a
	// comma, so neither the code nor the lanes are cut.
	gw := width(gutter)
	avail := inner - gw
	text := gutter + codeStyle.Render(code)
	if note == "" {
		return []string{Fit(text, inner)}
	}
	if len(code)+2+len(note) <= avail {
		pad := max(min(48, avail-len(note))-len(code), 2)
		return []string{Fit(text+strings.Repeat(" ", pad)+st.Active.Render(note), inner)}
	}
	out := []string{Fit(text, inner)}
	indent := strings.Repeat(" ", gw+2)
	for _, part := range wrapAfterCommas(note, avail-2) {
		out = append(out, Fit(indent+st.Active.Render(part), inner))
	}
	return out
}

// wrapAfterCommas cuts s into pieces of at most w cells, after a comma or
// a space where it can.
func wrapAfterCommas(s string, w int) []string {
	w = max(w, 8)
	var out []string
	for len(s) > w {
		cut := strings.LastIndexAny(s[:w], ", ")
		if cut <= 0 {
			cut = w - 1
		}
		out = append(out, s[:cut+1])
		s = strings.TrimLeft(s[cut+1:], " ")
	}
	return append(out, s)
}
