package views

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Disasm is the disassembly pane: the instructions of the function that
// holds the focused wave's PC (named in the title) with their
// code object addresses, a breakpoint mark ('*'), the focused wave's PC
// ('>'), the lanes whose lane PC is at an instruction, and a branch's
// target ('-> 0x1994', marked '<' at the target when the PC is on a
// branch) and how often the focused wave executed each instruction
// ('x3').
type Disasm struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key string
	// Scroll moves the window away from the PC by this many rows.
	Scroll int
}

// Render draws the pane.
func (p Disasm) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	name := s.DisasmFunction
	if name == "" {
		name = s.Kernel
	}
	title := "Disassembly  " + name
	rows := h - 2
	if len(s.Disasm) == 0 {
		return Frame(keyTitle(p.Key, title), nil, st, w, h, p.Focused)
	}
	pcRow, target := -1, int64(-1)
	if s.Wave != nil {
		for i, r := range s.Disasm {
			if r.PC == s.Wave.PC {
				pcRow, target = i, r.Target
			}
		}
	}
	top := 0
	if pcRow >= 0 {
		top = max(pcRow-rows/3, 0)
	}
	top = window(top+p.Scroll, -1, rows, len(s.Disasm))
	inner := w - 2
	var body []string
	for i := top; i < top+rows && i < len(s.Disasm); i++ {
		r := s.Disasm[i]
		bp := " "
		if r.Breakpoint != 0 {
			bp = st.Break.Render("*")
		}
		cur := " "
		switch {
		case i == pcRow:
			cur = st.Current.Render(">")
		case target >= 0 && int64(r.PC) == target:
			cur = st.Changed.Render("<")
		}
		lanes := ""
		if r.Lanes != 0 && i != pcRow {
			lanes = itoa(popcount(r.Lanes, 64))
		}
		text := r.Text
		if r.Target >= 0 {
			text += fmt.Sprintf("  -> %#x", uint64(r.Target)+(r.Addr-r.PC))
		}
		line := ""
		if r.Line > 0 {
			line = "L" + itoa(r.Line)
		}
		textStyle := st.Normal
		if i == pcRow {
			textStyle = st.Current
		}
		count := ""
		if r.Count > 0 {
			count = "x" + strconv.FormatUint(r.Count, 10)
		}
		row := fmt.Sprintf("%s%s%3s %s %-4s %6s ", bp, cur, lanes, st.Dim.Render(fmt.Sprintf("%06x", r.Addr)), line, count) + textStyle.Render(strings.TrimSpace(text))
		body = append(body, Fit(row, inner))
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}
