package views

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Matrix is the matrix pane: the last matrix instruction (MFMA, SMFMAC)
// the focused wave ran, its operands A, B, C and D as matrices read from
// the registers now (what `info matrix` prints), the elements the focused
// lane holds in brackets ("[12]") and in the focus style.
type Matrix struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key string
	// Row and Col are the first body row and first matrix column shown.
	Row, Col int
}

// Lines is the pane's body for s: the header lines, then each tile's
// title, column ruler and rows (cell k of a row is column Col + k).
func (p Matrix) Lines(s *session.ViewSnapshot, st Styles, w int) []string {
	mv := s.Matrix
	var body []string
	for _, l := range mv.Header {
		body = append(body, l)
	}
	for _, t := range mv.Tiles {
		width := 1
		for i := range t.Rows {
			for j := range t.Cols {
				width = max(width, len(t.Cells[i][j]))
			}
		}
		first := min(max(p.Col, 0), max(t.Cols-1, 0))
		body = append(body, "", st.Header.Render(t.Title+":"))
		var ruler strings.Builder
		ruler.WriteString("     ")
		for j := first; j < t.Cols; j++ {
			fmt.Fprintf(&ruler, " %*d ", width, j)
		}
		body = append(body, st.Header.Render(ruler.String()))
		for i := range t.Rows {
			var b strings.Builder
			fmt.Fprintf(&b, "%4d:", i)
			for j := first; j < t.Cols; j++ {
				v := t.Cells[i][j]
				pad := strings.Repeat(" ", max(width-len(v), 0))
				if t.Lanes[i][j] == s.Focus.Lane {
					b.WriteString(pad + st.Focus.Render("["+v+"]"))
				} else {
					b.WriteString(pad + " " + v + " ")
				}
			}
			body = append(body, b.String())
		}
	}
	return body
}

// Render draws the pane.
func (p Matrix) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	title := "Matrix"
	switch {
	case s.Wave == nil:
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render("the dispatch has not started")}, st, w, h, p.Focused)
	case s.MatrixErr != "":
		return Frame(keyTitle(p.Key, title), []string{s.MatrixErr}, st, w, h, p.Focused)
	case s.Matrix == nil:
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render(fmt.Sprintf("wave %d has run no matrix instruction (MFMA) yet", s.FocusWave))}, st, w, h, p.Focused)
	}
	title = fmt.Sprintf("Matrix  wave %d  lane %d's elements in [ ]", s.FocusWave, s.Focus.Lane)
	body := p.Lines(s, st, w)
	body = body[min(max(p.Row, 0), len(body)):]
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// Follow scrolls so that the focused lane's first element of D shows in a
// pane w x h (after a stop or a change of lane), when it is not in view.
func (p Matrix) Follow(s *session.ViewSnapshot, w, h int) Matrix {
	mv := s.Matrix
	if mv == nil || len(mv.Tiles) == 0 {
		return p
	}
	row := len(mv.Header)
	for _, t := range mv.Tiles {
		row += 3 // blank line, title, ruler
		if t.Name != 'D' {
			row += t.Rows
			continue
		}
		width := 1
		for i := range t.Rows {
			for j := range t.Cols {
				width = max(width, len(t.Cells[i][j]))
			}
		}
		cols := max((w-2-5)/(width+2), 1)
		for i := range t.Rows {
			for j := range t.Cols {
				if t.Lanes[i][j] != s.Focus.Lane {
					continue
				}
				if r := row + i; r < p.Row || r >= p.Row+h-2 {
					p.Row = max(r-(h-2)/2, 0)
				}
				if j < p.Col || j >= p.Col+cols {
					p.Col = max(j-cols/2, 0)
				}
				return p
			}
		}
		return p
	}
	return p
}
