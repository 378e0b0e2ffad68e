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
type Exec struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key   string
	Steps bool
	// Scroll hides this many of the newest history rows (scrolling back).
	Scroll int
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
		if len(hist) > rows {
			end := len(hist) - min(max(p.Scroll, 0), len(hist)-rows)
			if end < len(hist) {
				head = fmt.Sprintf("history: %d newer rows below (scroll down)", len(hist)-end)
			}
			hist = hist[end-rows : end]
		}
		body = append(body, st.Header.Render(head))
		for _, r := range hist {
			where := fmt.Sprintf("%04x", r.PC+s.CodeBias)
			if r.Line > 0 {
				where += " L" + itoa(r.Line)
			}
			body = append(body, fmt.Sprintf("%-*s", prefix, where)+maskCells(r.EXEC, n, wv.Lanes, grouped, st))
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
