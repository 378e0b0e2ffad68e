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
	// Cursor is the line the breakpoint key acts on (0: the current line).
	Cursor int
	// Top is the first line shown when it keeps the cursor visible (0:
	// centre the cursor).
	Top int
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
	if len(sv.Lines) == 0 {
		msg := sv.Err
		if msg == "" {
			msg = "no source"
		}
		return Frame(title, []string{st.Dim.Render(msg)}, st, w, h, p.Focused)
	}
	rows := h - 2
	cursor := p.CursorLine(s)
	top := p.Top
	if top <= 0 {
		top = max(cursor-rows/2, 1)
	}
	top = window(top-1, cursor-1, rows, len(sv.Lines)) + 1
	inner := w - 2
	var body []string
	for ln := top; ln < top+rows && ln <= len(sv.Lines); ln++ {
		body = append(body, p.line(s, st, ln, cursor, inner))
	}
	return Frame(title, body, st, w, h, p.Focused)
}

func (p Source) line(s *session.ViewSnapshot, st Styles, ln, cursor, inner int) string {
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
	// The note goes at column 48 of the code, or where the pane ends,
	// cutting the code rather than the lanes.
	avail := inner - width(gutter)
	if note != "" && len(code)+2+len(note) > avail {
		// Keep two thirds of the pane for the code; the note may be cut.
		code = strings.TrimRight(Fit(code, max(avail-len(note)-2, avail*2/3)), " ")
	}
	text := gutter + codeStyle.Render(code)
	if note != "" {
		pad := max(min(48, avail-len(note))-len(code), 2)
		text += strings.Repeat(" ", pad) + st.Active.Render(note)
	}
	return Fit(text, inner)
}
