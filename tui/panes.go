package tui

// PaneID names a pane.
type PaneID int

// The panes, in Tab order.
const (
	PaneSource PaneID = iota
	PaneDisasm
	PaneExec
	PaneVector
	PaneScalar
	PaneLocals
	PaneLanes
	PaneWaves
	PaneLDS
	PaneScratch
	PaneBuffers
	PaneKernel
	PaneLog
	numPanes
)

var paneNames = [...]string{"Source", "Disassembly", "EXEC", "Vector registers", "Scalar registers", "Locals",
	"Lanes", "Waves", "LDS", "Scratch", "Buffers", "Kernel", "Log"}

func (p PaneID) String() string { return paneNames[p] }

// isAux says whether the pane shares the auxiliary slot of the wide layout.
func (p PaneID) isAux() bool { return p >= PaneLocals && p <= PaneKernel }

// rect is a pane's place on the screen.
type rect struct {
	pane       PaneID
	x, y, w, h int
}

func (r rect) contains(x, y int) bool { return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h }

// Layout sizes.
const (
	wideMinW = 140 // from this width on, all main panes at once
	wideMinH = 36
	logH     = 8 // the log pane in the wide layout
	logHNarw = 5
)

// layout places the panes in a w x h screen (the two bottom lines are the
// command line and the status bar). Wide screens show Source, Disassembly,
// EXEC, Vector, Scalar and one auxiliary pane (the focused one, else
// aux); narrow ones the EXEC mask, the focused pane and the log.
func layout(w, h int, focus, aux PaneID) []rect {
	h -= 2
	if focus.isAux() {
		aux = focus
	}
	if w >= wideMinW && h >= wideMinH-2 {
		mainH := h - logH
		left := w * 42 / 100
		right := w - left
		srcH := mainH * 55 / 100
		execH := min(mainH/3, 14)
		vecW := right * 58 / 100
		sclH := (mainH - execH) * 45 / 100
		return []rect{
			{PaneSource, 0, 0, left, srcH},
			{PaneDisasm, 0, srcH, left, mainH - srcH},
			{PaneExec, left, 0, right, execH},
			{PaneVector, left, execH, vecW, mainH - execH},
			{PaneScalar, left + vecW, execH, right - vecW, sclH},
			{aux, left + vecW, execH + sclH, right - vecW, mainH - execH - sclH},
			{PaneLog, 0, mainH, w, logH},
		}
	}
	lh := logHNarw
	if h < 16 {
		lh = 3
	}
	out := []rect{}
	y := 0
	if focus != PaneExec {
		out = append(out, rect{PaneExec, 0, 0, w, 5})
		y = 5
	}
	if focus == PaneLog {
		return append(out, rect{PaneLog, 0, y, w, h - y})
	}
	out = append(out, rect{focus, 0, y, w, h - y - lh}, rect{PaneLog, 0, h - lh, w, lh})
	return out
}
