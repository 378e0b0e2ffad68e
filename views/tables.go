package views

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Waves is the waves pane: every wave of the started workgroups with its
// status (running, at barrier, halted, ended), PC, active lanes and line;
// the focused wave is marked '>'.
type Waves struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Scroll int
}

// Follow scrolls the pane (h rows high) so that the focused wave shows.
func (p Waves) Follow(s *session.ViewSnapshot, h int) Waves {
	for i, r := range s.Waves {
		if r.Focused {
			p.Scroll = window(p.Scroll, i, h-3, len(s.Waves))
		}
	}
	return p
}

// Render draws the pane.
func (p Waves) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	title := fmt.Sprintf("Waves  %d in the dispatch", s.WavesTotal)
	body := []string{st.Header.Render(fmt.Sprintf("  %-5s %-11s %-10s %-8s %-6s %s", "wave", "workgroup", "status", "pc", "active", "line"))}
	rows := h - 3
	top := window(p.Scroll, -1, rows, len(s.Waves))
	for _, r := range s.Waves[top:min(top+rows, len(s.Waves))] {
		mark := " "
		if r.Focused {
			mark = ">"
		}
		line := fmt.Sprintf("%s %-5d %-11s %-10s %-8s %-6d %s", mark, r.Number,
			fmt.Sprintf("(%d,%d,%d)/%d", r.Workgroup[0], r.Workgroup[1], r.Workgroup[2], r.ID), r.Status,
			fmt.Sprintf("%#x", r.PC+s.CodeBias), popcount(r.EXEC, s.WaveSize), fileLine(r.File, r.Line))
		if r.Focused {
			line = st.Focus.Render(line)
		}
		body = append(body, line)
	}
	if len(s.Waves) == 0 {
		body = append(body, st.Dim.Render("no workgroup has started"))
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// Lanes is the lanes pane: each lane of the focused wave with its
// work-item, state, lane PC and line; the focused lane is marked '>'.
type Lanes struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Scroll int
}

// Follow scrolls the pane (h rows high) so that the focused lane shows.
func (p Lanes) Follow(s *session.ViewSnapshot, h int) Lanes {
	p.Scroll = window(p.Scroll, s.Focus.Lane, h-3, len(s.Lanes))
	return p
}

// Render draws the pane.
func (p Lanes) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	title := "Lanes"
	if s.Wave != nil {
		title += fmt.Sprintf("  wave %d", s.Wave.Number)
	}
	body := []string{st.Header.Render(fmt.Sprintf("  %-4s %-12s %-8s %-8s %s", "lane", "work-item", "state", "lane pc", "line"))}
	rows := h - 3
	top := window(p.Scroll, -1, rows, len(s.Lanes))
	for _, l := range s.Lanes[top:min(top+rows, len(s.Lanes))] {
		mark := " "
		if l.Lane == s.Focus.Lane {
			mark = ">"
		}
		pc := "-"
		if l.PCKnown {
			pc = fmt.Sprintf("%#x", l.PC+s.CodeBias)
		}
		line := fmt.Sprintf("%s %-4d %-12s %-8s %-8s %s", mark, l.Lane,
			fmt.Sprintf("(%d,%d,%d)", l.WorkItem[0], l.WorkItem[1], l.WorkItem[2]), l.State, pc, fileLine(l.File, l.Line))
		switch {
		case l.Lane == s.Focus.Lane:
			line = st.Focus.Render(line)
		case l.State != session.LaneActive:
			line = st.Dim.Render(line)
		}
		body = append(body, line)
	}
	if s.Wave == nil {
		body = append(body, st.Dim.Render("the dispatch has not started"))
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// Locals is the locals pane: the focused lane's variables, or with
// AllLanes a table of every variable in every lane (inactive lanes
// marked '.').
type Locals struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key      string
	AllLanes bool
	// Scroll is the first row shown: a variable, or with AllLanes a lane.
	Scroll int
	// FirstVar is the first variable column of the AllLanes table.
	FirstVar int
}

// Follow scrolls the all-lanes table (h rows high) so that the focused
// lane's row shows.
func (p Locals) Follow(s *session.ViewSnapshot, h int) Locals {
	if p.AllLanes {
		p.Scroll = window(p.Scroll, s.Focus.Lane, h-3, s.WaveSize)
	}
	return p
}

// Columns is how many variables the all-lanes table has.
func (p Locals) Columns(s *session.ViewSnapshot) int {
	if s.LaneLocals == nil {
		return 0
	}
	return len(s.LaneLocals.Names)
}

// Render draws the pane.
func (p Locals) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	if p.AllLanes && s.LaneLocals != nil {
		return p.renderTable(s, st, w, h)
	}
	title := fmt.Sprintf("Locals  lane %d", s.Focus.Lane)
	var body []string
	if s.LocalsErr != "" {
		body = append(body, st.Dim.Render(s.LocalsErr))
	}
	nw := 4
	for _, l := range s.Locals {
		nw = max(nw, len(l.Name))
	}
	for _, l := range s.Locals {
		val := l.Value
		sty := st.Normal
		if strings.HasPrefix(val, "<") {
			sty = st.Dim
		}
		body = append(body, fmt.Sprintf("%-*s %-8s = ", nw, l.Name, l.Type)+sty.Render(val))
	}
	top := window(p.Scroll, -1, h-2, len(body))
	return Frame(keyTitle(p.Key, title), body[top:], st, w, h, p.Focused)
}

func (p Locals) renderTable(s *session.ViewSnapshot, st Styles, w, h int) string {
	ll := s.LaneLocals
	cw := make([]int, len(ll.Names))
	for i, n := range ll.Names {
		cw[i] = len(n)
		for _, v := range ll.Values[i] {
			cw[i] = max(cw[i], min(len(v), 16))
		}
	}
	// The variables from FirstVar that fit (at least one), moved back so
	// the columns stay full.
	const laneW = 6
	fits := func(first int) int {
		n, used := 0, laneW
		for i := first; i < len(cw) && (n == 0 || used+1+cw[i] <= w-2); i++ {
			used += 1 + cw[i]
			n++
		}
		return n
	}
	first := min(max(p.FirstVar, 0), max(len(cw)-1, 0))
	for first > 0 && fits(first-1) > len(cw)-first {
		first--
	}
	last := first + fits(first)
	title := "Locals  all lanes"
	if first > 0 || last < len(cw) {
		title += fmt.Sprintf("  vars %d-%d of %d", first+1, last, len(cw))
	}
	// '<' and '>' in the heading say more variables are to the left or
	// right (title: which ones show).
	var hb strings.Builder
	hb.WriteString("  lane")
	if first > 0 {
		hb.WriteString("<")
	}
	for i := first; i < last; i++ {
		hb.WriteString(fmt.Sprintf(" %*s", cw[i], ll.Names[i]))
	}
	if last < len(cw) {
		hb.WriteString(" >")
	}
	body := []string{st.Header.Render(hb.String())}
	rows := h - 3
	top := window(p.Scroll, -1, rows, s.WaveSize)
	for l := top; l < top+rows && l < s.WaveSize; l++ {
		var b strings.Builder
		mark := " "
		if l == s.Focus.Lane {
			mark = ">"
		}
		active := s.Wave != nil && s.Wave.EXEC&(1<<uint(l)) != 0
		state := " "
		if !active {
			state = "."
		}
		b.WriteString(fmt.Sprintf("%s%s%4d", mark, state, l))
		for i := first; i < last; i++ {
			v := ll.Values[i][l]
			if len(v) > 16 {
				v = v[:15] + "~"
			}
			b.WriteString(fmt.Sprintf(" %*s", cw[i], v))
		}
		line := b.String()
		switch {
		case l == s.Focus.Lane:
			line = st.Focus.Render(line)
		case !active:
			line = st.Dim.Render(line)
		}
		body = append(body, line)
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// Kernel is the kernel pane: resources and occupancy, then every kernel
// descriptor field, as `gcndbg info` prints them.
type Kernel struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Scroll int
}

// Render draws the pane.
func (p Kernel) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	k := s.KernelInfo
	title := "Kernel  " + s.Kernel
	res, oc := k.Resources, k.Occupancy
	body := []string{
		fmt.Sprintf("target %s, code object v%d", k.TargetID, k.Version),
		fmt.Sprintf("wavefront %d, VGPRs %d, AGPRs %d, SGPRs %d", res.WavefrontSize, res.VGPRs, res.AGPRs, res.SGPRs),
		fmt.Sprintf("allocated VGPRs %d per lane, SGPRs %d per wave", res.AllocatedVGPRs, res.AllocatedSGPRs),
		fmt.Sprintf("LDS %d bytes, scratch %d bytes per lane", res.LDS, res.ScratchPerLane),
		fmt.Sprintf("occupancy %d waves per SIMD, limited by %s", oc.WavesPerSIMD, oc.Limiter),
	}
	if k.Kernel != nil {
		body = append(body, fmt.Sprintf("entry %#x, code %d bytes", k.Kernel.Entry, k.Kernel.CodeSize))
		if m := k.Kernel.Meta; m != nil {
			body = append(body, st.Header.Render("metadata"),
				fmt.Sprintf("  .kernarg_segment_size %d, .group_segment_fixed_size %d, .private_segment_fixed_size %d",
					m.KernargSegmentSize, m.GroupSegmentFixedSize, m.PrivateSegmentFixedSize),
				fmt.Sprintf("  .wavefront_size %d, .sgpr_count %d, .vgpr_count %d, .agpr_count %d, .max_flat_workgroup_size %d",
					m.WavefrontSize, m.SGPRCount, m.VGPRCount, m.AGPRCount, m.MaxFlatWorkgroupSize))
			for i, a := range m.Args {
				name := a.Name
				if name == "" {
					name = "-"
				}
				body = append(body, fmt.Sprintf("arg[%d] %-10s %-20s offset %-3d size %d %s", i, name, a.ValueKind, a.Offset, a.Size, a.TypeName))
			}
		}
	}
	body = append(body, st.Header.Render("kernel descriptor"))
	nw := 0
	for _, f := range k.Fields {
		nw = max(nw, len(f.Name))
	}
	for _, f := range k.Fields {
		body = append(body, fmt.Sprintf("  %-*s %d", nw, f.Name, int64(f.Value)))
	}
	top := window(p.Scroll, -1, h-2, len(body))
	return Frame(keyTitle(p.Key, title), body[top:], st, w, h, p.Focused)
}
