package views

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Vector is the vector registers pane: a grid with one row per VGPR (then
// AGPR, on targets that have them) and one column per lane, scrolled in
// both directions. After each cell a mark says what colour also shows: '*'
// the last step changed it, '.' the lane is inactive (dimmed). The focused
// lane's column heading is bracketed.
type Vector struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Prev   *session.ViewSnapshot
	Format Format
	// FirstLane and FirstReg are the top-left cell.
	FirstLane, FirstReg int
}

// vectorNameW is the width of the register name column.
const vectorNameW = 5

// vectorRow is one register row of the grid.
type vectorRow struct {
	name string
	cur  []uint32 // the wave's lanes
	prev []uint32 // nil: no comparison
}

// Render draws the pane.
func (p Vector) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	wv := s.Wave
	title := "Vector registers  " + p.Format.String()
	if wv == nil {
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render("the dispatch has not started")}, st, w, h, p.Focused)
	}
	rows := p.rows(s)
	cw := p.Format.Width() + 1
	const nameW = vectorNameW
	first, last, header := laneColumns(s, p.FirstLane, "", nameW, cw, w-2)
	title += fmt.Sprintf("  lanes %d-%d of %d", first, last-1, s.WaveSize)
	body := []string{st.Header.Render(header)}
	nrows := h - 3
	top := window(p.FirstReg, -1, nrows, len(rows))
	for _, r := range rows[top:min(top+nrows, len(rows))] {
		var b strings.Builder
		b.WriteString(st.Header.Render(fmt.Sprintf("%-*s", nameW, r.name)))
		for l := first; l < last; l++ {
			v := r.cur[l]
			active := wv.EXEC&(1<<uint(l)) != 0 && l < wv.Lanes
			changed := r.prev != nil && r.prev[l] != v
			mark, sty := " ", st.Normal
			switch {
			case changed:
				mark, sty = "*", st.Changed
			case !active:
				mark, sty = ".", st.Dim
			}
			if l == s.Focus.Lane && !changed && active {
				sty = st.Focus
			}
			b.WriteString(" " + sty.Render(fmt.Sprintf("%*s", cw-1, p.Format.Word(v))+mark))
		}
		body = append(body, b.String())
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// Follow moves the lane columns of the pane (w cells wide) so that the
// focused lane's column shows.
func (p Vector) Follow(s *session.ViewSnapshot, w int) Vector {
	ncols := max((w-2-vectorNameW)/(p.Format.Width()+2), 1)
	p.FirstLane = min(max(p.FirstLane, 0), max(s.WaveSize-ncols, 0))
	if l := s.Focus.Lane; l < p.FirstLane {
		p.FirstLane = l
	} else if l >= p.FirstLane+ncols {
		p.FirstLane = l - ncols + 1
	}
	return p
}

// rows lists the registers the kernel uses: VGPRs, then AGPRs.
func (p Vector) rows(s *session.ViewSnapshot) []vectorRow {
	wv := s.Wave
	var pw *session.ViewRegs
	if p.Prev != nil && p.Prev.Wave != nil && p.Prev.Wave.Number == wv.Number {
		pw = p.Prev.Wave
	}
	var out []vectorRow
	add := func(prefix string, lanes func(*session.ViewRegs, int) []uint32, n int) {
		for r := range n {
			row := vectorRow{name: prefix + itoa(r), cur: lanes(wv, r)}
			if pw != nil {
				row.prev = lanes(pw, r)
			}
			out = append(out, row)
		}
	}
	nv := wv.NumVGPRs()
	if used := s.KernelInfo.Resources.VGPRs; used > 0 && used < nv {
		nv = used
	}
	add("v", (*session.ViewRegs).VLanes, nv)
	na := wv.NumAGPRs()
	if used := s.KernelInfo.Resources.AGPRs; used >= 0 && used < na {
		na = used
	}
	add("a", (*session.ViewRegs).ALanes, na)
	return out
}

// Rows is how many register rows the pane has (for scrolling).
func (p Vector) Rows(s *session.ViewSnapshot) int {
	if s.Wave == nil {
		return 0
	}
	return len(p.rows(s))
}

// laneColumns lays lanes out as columns of cw cells after a label column
// of labelW cells, in width cells: the lanes shown, first to last-1 (from
// firstLane, moved back so the columns stay full), and the header row
// naming them, the focused lane in brackets.
func laneColumns(s *session.ViewSnapshot, firstLane int, label string, labelW, cw, width int) (first, last int, header string) {
	ncols := max((width-labelW)/(cw+1), 1)
	first = min(max(firstLane, 0), max(s.WaveSize-ncols, 0))
	last = min(first+ncols, s.WaveSize)
	var hb strings.Builder
	hb.WriteString(fmt.Sprintf("%-*s", labelW, label))
	for l := first; l < last; l++ {
		lab := itoa(l)
		if l == s.Focus.Lane {
			lab = "[" + lab + "]"
		}
		hb.WriteString(fmt.Sprintf(" %*s", cw, lab+" "))
	}
	return first, last, hb.String()
}
