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
	Steps   bool
}

// Render draws the pane.
func (p Exec) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	title := "EXEC"
	var body []string
	wv := s.Wave
	if wv == nil {
		return Frame(title, []string{st.Dim.Render("the dispatch has not started")}, st, w, h, p.Focused)
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
		head, hist := "history: instructions that changed EXEC, newest last (e: every instruction)", s.ExecHistory
		if p.Steps {
			head, hist = "history: every instruction run, newest last (e: only changes)", s.ExecSteps
		}
		body = append(body, st.Header.Render(head))
		if len(hist) > rows {
			hist = hist[len(hist)-rows:]
		}
		for _, r := range hist {
			where := fmt.Sprintf("%04x", r.PC+s.CodeBias)
			if r.Line > 0 {
				where += " L" + itoa(r.Line)
			}
			body = append(body, fmt.Sprintf("%-*s", prefix, where)+maskCells(r.EXEC, n, wv.Lanes, grouped, st))
		}
	}
	return Frame(title, body, st, w, h, p.Focused)
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
