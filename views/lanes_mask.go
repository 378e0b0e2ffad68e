package views

import (
	"strconv"
	"strings"
)

// Lane cells: one character per lane, so a mask reads without colour.
const (
	cellActive   = '#'
	cellInactive = '.'
	cellUnused   = ' '
)

// maskCells draws a lane mask of n lanes (active '#', inactive '.',
// lanes at or beyond used ' '), grouped by 8 lanes when grouped.
func maskCells(mask uint64, n, used int, grouped bool, st Styles) string {
	var b, seg strings.Builder
	cur := -1 // 0 active, 1 inactive, 2 unused
	flush := func() {
		if seg.Len() == 0 {
			return
		}
		switch cur {
		case 0:
			b.WriteString(st.Active.Render(seg.String()))
		case 1:
			b.WriteString(st.Inactive.Render(seg.String()))
		default:
			b.WriteString(seg.String())
		}
		seg.Reset()
	}
	for l := range n {
		if grouped && l > 0 && l%8 == 0 {
			flush()
			b.WriteByte(' ')
		}
		k, c := 1, cellInactive
		switch {
		case l >= used:
			k, c = 2, cellUnused
		case mask&(1<<uint(l)) != 0:
			k, c = 0, cellActive
		}
		if k != cur {
			flush()
			cur = k
		}
		seg.WriteRune(c)
	}
	flush()
	return b.String()
}

// maskWidth is the cells maskCells takes.
func maskWidth(n int, grouped bool) int {
	if grouped {
		return n + (n-1)/8
	}
	return n
}

// laneColumn is the column of lane l inside maskCells' output.
func laneColumn(l int, grouped bool) int {
	if grouped {
		return l + l/8
	}
	return l
}

// laneRuler labels every 8th lane above a mask.
func laneRuler(n int, grouped bool) string {
	w := maskWidth(n, grouped)
	r := []byte(strings.Repeat(" ", w+3))
	for l := 0; l < n; l += 8 {
		s := itoa(l)
		copy(r[laneColumn(l, grouped):], s)
	}
	return strings.TrimRight(string(r[:w]), " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

// popcount of the lanes of mask below n.
func popcount(mask uint64, n int) int {
	c := 0
	for l := range n {
		if mask&(1<<uint(l)) != 0 {
			c++
		}
	}
	return c
}
