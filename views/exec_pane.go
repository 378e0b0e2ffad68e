package views

import (
	"fmt"
	"path"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Exec is the EXEC pane: the focused wave's mask as one cell per lane
// ('#' active, '.' inactive), the focused lane marked under it, and the
// mask's history, newest last: one row per instruction that changed it,
// or with Steps one row per instruction the wave ran.
//
// With a recorded history the rows are a timeline: '>' marks the row of
// the position now (the last change at or before it), and after going
// back the rows still to come follow it, dimmed ('~' on a row says
// earlier ones were not kept). BackKey and ForwardKey, shown in the
// title, move along it.
type Exec struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key   string
	Steps bool
	// Scroll hides this many of the newest history rows (scrolling back).
	Scroll int
	// BackKey and ForwardKey move along the timeline.
	BackKey, ForwardKey string
}

// historyRows is how many history rows a pane h high shows.
func historyRows(h int) int { return h - 6 }

// Current is the index in rows of the timeline's position now: the last
// recorded row at or before it (-1 when there is none).
func Current(s *session.ViewSnapshot, rows []session.ViewExecChange) int {
	if !s.Timeline.On {
		return -1
	}
	cur := -1
	for i, r := range rows {
		if r.Recorded && !r.Ahead && r.At <= s.Timeline.Pos {
			cur = i
		}
	}
	return cur
}

// Follow scrolls the history so that the row of the position now shows,
// with rows still to come below it (after a stop or a move along the
// timeline); h is the pane's height.
func (p Exec) Follow(s *session.ViewSnapshot, h int) Exec {
	hist := p.History(s)
	rows := historyRows(h)
	cur := Current(s, hist)
	p.Scroll = 0
	if rows <= 0 || cur < 0 || len(hist) <= rows {
		return p
	}
	// The window's end: a third of the rows below the current one.
	end := min(max(cur+1+rows/3, rows), len(hist))
	p.Scroll = len(hist) - end
	return p
}

// History is the history the pane lists (changes, or with Steps every
// instruction), oldest first.
func (p Exec) History(s *session.ViewSnapshot) []session.ViewExecChange {
	if p.Steps {
		return s.ExecSteps
	}
	return s.ExecHistory
}

// Render draws the pane.
func (p Exec) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	title := "EXEC"
	var body []string
	wv := s.Wave
	if wv == nil {
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render("the dispatch has not started")}, st, w, h, p.Focused)
	}
	n := s.WaveSize
	inner := w - 2
	title = fmt.Sprintf("EXEC  wave %d  %s  %d/%d active", wv.Number, hexMask(wv.EXEC, n), popcount(wv.EXEC, wv.Lanes), wv.Lanes)
	if tl := s.Timeline; tl.On {
		title += "  " + keyTitle(p.BackKey, "") + fmt.Sprintf("step %d/%d", tl.Pos, tl.End)
		if p.ForwardKey != "" {
			title += " [" + p.ForwardKey + "]"
		}
	}
	const prefix = 11 // "now        " and history's "0x1234 L12 "
	grouped := inner >= prefix+maskWidth(n, true)
	body = append(body, st.Header.Render(strings.Repeat(" ", prefix)+laneRuler(n, grouped)))
	now := maskCells(wv.EXEC, n, wv.Lanes, grouped, st)
	if wv.Ended {
		now = st.Dim.Render("(ended)")
	}
	body = append(body, fmt.Sprintf("%-*s", prefix, "now")+now)
	caret := strings.Repeat(" ", prefix+laneColumn(s.Focus.Lane, grouped)) + "^ lane " + itoa(s.Focus.Lane)
	body = append(body, st.Focus.Render(caret))
	rows := h - 2 - len(body) - 1
	if rows > 0 {
		head, hist := "history: instructions that changed EXEC, newest last (e: every instruction)", p.History(s)
		if p.Steps {
			head = "history: every instruction run, newest last (e: only changes)"
		}
		cur := Current(s, hist)
		if s.Timeline.On && s.Timeline.Pos < s.Timeline.End {
			head = "history: > this point, the rows below it still to come (e: every instruction)"
			if p.Steps {
				head = "history: > this point, the rows below it still to come (e: only changes)"
			}
		}
		first := 0
		if len(hist) > rows {
			end := len(hist) - min(max(p.Scroll, 0), len(hist)-rows)
			if end < len(hist) {
				head = fmt.Sprintf("history: %d newer rows below (scroll down)", len(hist)-end)
				if cur >= 0 {
					head = fmt.Sprintf("history: > this point; %d later rows below (scroll down)", len(hist)-end)
				}
			}
			first = end - rows
			hist = hist[first:end]
		}
		body = append(body, st.Header.Render(head))
		for i, r := range hist {
			where := fmt.Sprintf("%04x", r.PC+s.CodeBias)
			if r.Line > 0 {
				where += " L" + itoa(r.Line)
			}
			mark := " "
			switch {
			case first+i == cur:
				mark = ">"
			case r.Gap:
				mark = "~"
			}
			text := fmt.Sprintf("%s%-*s", mark, prefix-1, where)
			switch {
			case first+i == cur:
				text = st.Focus.Render(text)
			case r.Ahead:
				text = st.Dim.Render(text)
			}
			body = append(body, text+maskCells(r.EXEC, n, wv.Lanes, grouped, st))
		}
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// hexMask prints a mask as 16 (wave64) or 8 (wave32) hex digits.
func hexMask(m uint64, n int) string {
	if n <= 32 {
		return fmt.Sprintf("0x%08x", uint32(m))
	}
	return fmt.Sprintf("0x%016x", m)
}

// fileLine is "file:line" with the file's base name, or "".
func fileLine(file string, line int) string {
	if line <= 0 {
		return ""
	}
	return path.Base(file) + ":" + itoa(line)
}
