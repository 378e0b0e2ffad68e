package tui

// rect is a pane's place on the screen.
type rect struct {
	pane       PaneID
	x, y, w, h int
}

func (r rect) contains(x, y int) bool { return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h }

// Layout sizes.
const (
	wideMinW = 150 // from this width on, the wide layout
	wideMinH = 40
)

// layout places the panes in a w x h screen (the two bottom lines are the
// command line and the status bar). shown[slot] is the pane a shared slot
// shows when the focused pane is elsewhere.
//
// The wide layout keeps together what a student follows while stepping:
// the source with its lane markers (wide enough for the lane lists) over
// the disassembly and scalar registers on the left; on the right the EXEC
// mask and its history, the focused lane's locals, the VGPR lane grid,
// and the LDS (which shares its place with the lanes, waves, scratch,
// buffers and kernel panes); the log across the bottom.
//
// The stacked layout, for smaller screens, keeps the source and the EXEC
// mask on screen and shows one more pane below the source: the focused
// one, else the one shown there last (the locals at first).
func layout(w, h int, focus PaneID, shown [numSlots]PaneID) []rect {
	return layoutOutput(w, h, focus, shown, false)
}

// layout places the model's panes: for a kernel that calls printf the
// wide layout shows the output pane beside the log.
func (m *Model) layout(w, h int, focus PaneID) []rect {
	return layoutOutput(w, h, focus, m.shown, m.sess.HasPrintf())
}

// layoutOutput is layout, with the output pane beside the log in the wide
// layout when output is set. Without it (or in the stacked layout) the
// output pane shares the LDS's slot (the stacked layout's second place).
func layoutOutput(w, h int, focus PaneID, shown [numSlots]PaneID, output bool) []rect {
	h -= 2
	if w >= wideMinW && h >= wideMinH-2 {
		return wideLayout(w, h, focus, shown, output)
	}
	return stackedLayout(w, h, focus, shown)
}

func wideLayout(w, h int, focus PaneID, shown [numSlots]PaneID, output bool) []rect {
	if focus == PaneOutput && !output {
		shown[slotMemory] = focus
	}
	shown[paneTable[focus].wide] = focus
	logH := clamp(h/7, 5, 8)
	mainH := h - logH
	// The right column is at least wide enough for EXEC's 64 lanes in
	// groups of 8 (84 cells).
	right := max(w*45/100, 84)
	left := w - right
	srcH := mainH * 60 / 100
	sclW := clamp(left*38/100, 34, 40)
	execH := clamp(mainH*3/10, 9, 16)
	locH := clamp(mainH/5, 6, 12)
	memH := clamp(mainH/4, 6, 16)
	vecH := mainH - execH - locH - memH
	out := []rect{
		{shown[slotSource], 0, 0, left, srcH},
		{shown[slotExec], left, 0, right, execH},
		{shown[slotLocals], left, execH, right, locH},
		{shown[slotVector], left, execH + locH, right, vecH},
		{shown[slotMemory], left, execH + locH + vecH, right, memH},
		{shown[slotLog], 0, mainH, w, logH},
	}
	if output {
		// The log keeps the left column's width, the output the right's.
		out[5].w = left
		out = append(out, rect{PaneOutput, left, mainH, right, logH})
	}
	if left-sclW < minDisasmW {
		// No room for both under the source: the disassembly keeps it and
		// the scalar registers show in the shared slot when focused.
		if focus == shown[slotScalar] {
			out[4].pane = focus
		}
		return append(out, rect{shown[slotDisasm], 0, srcH, left, mainH - srcH})
	}
	return append(out,
		rect{shown[slotDisasm], 0, srcH, left - sclW, mainH - srcH},
		rect{shown[slotScalar], left - sclW, srcH, sclW, mainH - srcH})
}

// minDisasmW is the narrowest the disassembly is drawn beside the scalar
// registers (an instruction with its operands is about 60 cells).
const minDisasmW = 60

func stackedLayout(w, h int, focus PaneID, shown [numSlots]PaneID) []rect {
	if h < 14 {
		// Too small for more: the focused pane over a short log.
		if focus == PaneLog {
			return []rect{{PaneLog, 0, 0, w, h}}
		}
		return []rect{{focus, 0, 0, w, h - 3}, {PaneLog, 0, h - 3, w, 3}}
	}
	logH := 4
	if h >= 26 {
		logH = 5
	}
	execH := 5 // the mask, without its history
	secH := clamp(h*3/10, 4, 14)
	second := shown[slotSecond]
	if focus.narrow() == slotSecond {
		second = focus
	}
	switch focus {
	case PaneExec:
		execH, secH = execH+secH, 0
	case PaneLog:
		logH, secH = logH+secH, 0
	}
	srcH := h - execH - secH - logH
	out := []rect{{PaneExec, 0, 0, w, execH}, {PaneSource, 0, execH, w, srcH}}
	if secH > 0 {
		out = append(out, rect{second, 0, execH + srcH, w, secH})
	}
	return append(out, rect{PaneLog, 0, h - logH, w, logH})
}
