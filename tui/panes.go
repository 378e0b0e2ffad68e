package tui

import (
	"github.com/charmbracelet/bubbles/key"

	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/views"
)

// PaneID names a pane.
type PaneID int

// The panes, in Tab order. A new pane is a constant here (before
// numPanes), a row of paneTable, and a key in DefaultKeyMap's Panes.
const (
	PaneSource PaneID = iota
	PaneExec
	PaneLocals
	PaneVector
	PaneLDS
	PaneDisasm
	PaneScalar
	PaneLanes
	PaneWaves
	PaneScratch
	PaneBuffers
	PaneKernel
	PaneMatrix
	PaneOutput
	PaneLog
	numPanes
)

func (p PaneID) String() string { return paneTable[p].name }

// slot is a place of the layout. Panes that share a slot take turns:
// the focused one shows, else the one shown there last.
type slot uint8

const (
	slotSource slot = iota
	slotExec
	slotLocals
	slotVector
	slotMemory // LDS and the panes a student needs less often
	slotDisasm
	slotScalar
	slotLog
	slotOutput // beside the log, for a kernel that calls printf
	slotSecond // the stacked layout's one place below the source
	numSlots
)

// paneSpec is what the TUI knows of a pane: its name (the title's first
// words), its slot in the wide layout, and how it is drawn and scrolled.
type paneSpec struct {
	name string
	wide slot
	// draw renders the pane in w x h cells.
	draw func(m *Model, w, h int, focused bool) string
	// scroll moves the pane's window dy rows and dx columns; w and h are
	// the pane's size.
	scroll func(m *Model, dy, dx, w, h int)
}

// paneTable lists the panes by PaneID. It is never written.
var paneTable = [numPanes]paneSpec{
	PaneSource:  {"Source", slotSource, drawSource, scrollSource},
	PaneExec:    {"EXEC", slotExec, drawExec, scrollExec},
	PaneLocals:  {"Locals", slotLocals, drawLocals, scrollLocals},
	PaneVector:  {"Vector registers", slotVector, drawVector, scrollVector},
	PaneLDS:     {"LDS", slotMemory, drawLDS, scrollLDS},
	PaneDisasm:  {"Disassembly", slotDisasm, drawDisasm, scrollDisasm},
	PaneScalar:  {"Scalar registers", slotScalar, drawScalar, scrollScalar},
	PaneLanes:   {"Lanes", slotMemory, drawLanes, scrollLanes},
	PaneWaves:   {"Waves", slotMemory, drawWaves, scrollWaves},
	PaneScratch: {"Scratch", slotMemory, drawScratch, scrollScratch},
	PaneBuffers: {"Buffers", slotMemory, drawBuffers, scrollBuffers},
	PaneKernel:  {"Kernel", slotMemory, drawKernel, scrollKernel},
	PaneMatrix:  {"Matrix", slotMemory, drawMatrix, scrollMatrix},
	PaneOutput:  {"Output", slotOutput, drawOutput, scrollOutput},
	PaneLog:     {"Log", slotLog, drawLog, scrollLog},
}

// narrow is the pane's slot in the stacked layout: the source, EXEC and
// log keep theirs, the others share the place below the source.
func (p PaneID) narrow() slot {
	switch s := paneTable[p].wide; s {
	case slotSource, slotExec, slotLog:
		return s
	}
	return slotSecond
}

// defaultShown is what each shared slot shows before any of its panes
// was focused.
func defaultShown() [numSlots]PaneID {
	var d [numSlots]PaneID
	for p := numPanes - 1; p >= 0; p-- {
		d[paneTable[p].wide] = p
	}
	d[slotSecond] = PaneLocals
	return d
}

// firstKey is a binding's first key ("" when it has none).
func firstKey(b key.Binding) string {
	if ks := b.Keys(); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// key is the key that focuses p, as its title shows it.
func (m *Model) paneKey(p PaneID) string {
	if int(p) < len(m.keys.Panes) {
		if ks := m.keys.Panes[p].Keys(); len(ks) > 0 {
			return ks[0]
		}
	}
	return ""
}

func drawSource(m *Model, w, h int, f bool) string {
	v := m.source
	v.Focused, v.Key = f, m.paneKey(PaneSource)
	return v.Render(m.snap, m.styles, w, h)
}

func drawExec(m *Model, w, h int, f bool) string {
	v := m.exec
	v.Focused, v.Key = f, m.paneKey(PaneExec)
	v.BackKey, v.ForwardKey = firstKey(m.keys.TimeBack), firstKey(m.keys.TimeForward)
	return v.Render(m.snap, m.styles, w, h)
}

func drawLocals(m *Model, w, h int, f bool) string {
	v := m.locals
	v.Focused, v.Key = f, m.paneKey(PaneLocals)
	return v.Render(m.snap, m.styles, w, h)
}

func drawVector(m *Model, w, h int, f bool) string {
	v := m.vector
	v.Focused, v.Key, v.Prev = f, m.paneKey(PaneVector), m.prev
	return v.Render(m.snap, m.styles, w, h)
}

func drawScalar(m *Model, w, h int, f bool) string {
	v := m.scalar
	v.Focused, v.Key, v.Prev = f, m.paneKey(PaneScalar), m.prev
	return v.Render(m.snap, m.styles, w, h)
}

func drawDisasm(m *Model, w, h int, f bool) string {
	v := m.disasm
	v.Focused, v.Key = f, m.paneKey(PaneDisasm)
	return v.Render(m.snap, m.styles, w, h)
}

func drawLanes(m *Model, w, h int, f bool) string {
	v := m.lanes
	v.Focused, v.Key = f, m.paneKey(PaneLanes)
	return v.Render(m.snap, m.styles, w, h)
}

func drawWaves(m *Model, w, h int, f bool) string {
	v := m.waves
	v.Focused, v.Key = f, m.paneKey(PaneWaves)
	return v.Render(m.snap, m.styles, w, h)
}

func drawKernel(m *Model, w, h int, f bool) string {
	v := m.kernel
	v.Focused, v.Key = f, m.paneKey(PaneKernel)
	return v.Render(m.snap, m.styles, w, h)
}

func drawMatrix(m *Model, w, h int, f bool) string {
	v := m.matrix
	v.Focused, v.Key = f, m.paneKey(PaneMatrix)
	return v.Render(m.snap, m.styles, w, h)
}

func drawOutput(m *Model, w, h int, f bool) string {
	v := m.output
	v.Focused, v.Key = f, m.paneKey(PaneOutput)
	v.Calls, v.NoPrintf = m.sess.PrintfLines(), !m.sess.HasPrintf()
	if err := m.sess.PrintfError(); err != nil {
		v.Note = err.Error()
	}
	return v.Render(m.snap, m.styles, w, h)
}

func scrollOutput(m *Model, dy, _, _, _ int) {
	n := len(views.Output{Calls: m.sess.PrintfLines(), Prefix: m.output.Prefix}.Lines())
	m.output.Scroll = clamp(m.output.Scroll-dy, 0, max(n-1, 0))
}

func drawLog(m *Model, w, h int, f bool) string {
	v := m.log
	v.Focused, v.Key = f, m.paneKey(PaneLog)
	return v.Render(m.snap, m.styles, w, h)
}

// The memory panes draw the snapshot's window, which already starts at
// the scrolled offset.
func drawMemory(m *Model, v views.Memory, p PaneID, w, h int, f bool) string {
	v.Focused, v.Key, v.Row = f, m.paneKey(p), 0
	return v.Render(m.snap, m.styles, w, h)
}

func drawLDS(m *Model, w, h int, f bool) string { return drawMemory(m, m.lds, PaneLDS, w, h, f) }

func drawScratch(m *Model, w, h int, f bool) string {
	return drawMemory(m, m.scratch, PaneScratch, w, h, f)
}

func drawBuffers(m *Model, w, h int, f bool) string {
	return drawMemory(m, m.buffers, PaneBuffers, w, h, f)
}

// clamp bounds v to [lo, hi] (lo when hi < lo).
func clamp(v, lo, hi int) int { return max(min(v, hi), lo) }

func scrollSource(m *Model, dy, dx, _, _ int) {
	if n := len(m.snap.Source.Lines); n > 0 && dy != 0 {
		m.source.Cursor = clamp(m.source.CursorLine(m.snap)+dy, 1, n)
	}
	widest := 0
	for _, l := range m.snap.Source.Lines {
		widest = max(widest, len(l))
	}
	m.source.Col = clamp(m.source.Col+8*dx, 0, max(widest-8, 0))
}

func scrollExec(m *Model, dy, _, _, _ int) {
	// Down shows newer rows.
	m.exec.Scroll = clamp(m.exec.Scroll-dy, 0, max(len(m.exec.History(m.snap))-1, 0))
}

func scrollLocals(m *Model, dy, dx, _, _ int) {
	if m.locals.AllLanes && m.snap.LaneLocals != nil {
		m.locals.Scroll = clamp(m.locals.Scroll+dy, 0, max(m.snap.WaveSize-1, 0))
		m.locals.FirstVar = clamp(m.locals.FirstVar+dx, 0, max(m.locals.Columns(m.snap)-1, 0))
		return
	}
	m.locals.Scroll = clamp(m.locals.Scroll+dy, 0, len(m.snap.Locals))
}

func scrollVector(m *Model, dy, dx, _, _ int) {
	m.vector.FirstReg = clamp(m.vector.FirstReg+dy, 0, max(m.vector.Rows(m.snap)-1, 0))
	m.vector.FirstLane = clamp(m.vector.FirstLane+dx*4, 0, max(m.snap.WaveSize-1, 0))
}

func scrollScalar(m *Model, dy, _, _, _ int) {
	n := 6
	if m.snap.Wave != nil {
		n += len(m.snap.Wave.SGPR)
	}
	m.scalar.Scroll = clamp(m.scalar.Scroll+dy, 0, n)
}

func scrollDisasm(m *Model, dy, _, _, _ int) {
	n := len(m.snap.Disasm)
	m.disasm.Scroll = clamp(m.disasm.Scroll+dy, -n, n)
}

func scrollLanes(m *Model, dy, _, _, _ int) {
	m.lanes.Scroll = clamp(m.lanes.Scroll+dy, 0, max(len(m.snap.Lanes)-1, 0))
}

func scrollWaves(m *Model, dy, _, _, _ int) {
	m.waves.Scroll = clamp(m.waves.Scroll+dy, 0, max(len(m.snap.Waves)-1, 0))
}

func scrollKernel(m *Model, dy, _, _, _ int) {
	m.kernel.Scroll = clamp(m.kernel.Scroll+dy, 0, len(m.snap.KernelInfo.Fields)+16)
}

func scrollMatrix(m *Model, dy, dx, w, _ int) {
	if m.snap.Matrix == nil {
		return
	}
	cols := 0
	for _, t := range m.snap.Matrix.Tiles {
		cols = max(cols, t.Cols)
	}
	n := len(m.matrix.Lines(m.snap, m.styles, w))
	m.matrix.Row = clamp(m.matrix.Row+dy, 0, max(n-1, 0))
	m.matrix.Col = clamp(m.matrix.Col+dx*4, 0, max(cols-1, 0))
}

func scrollLog(m *Model, dy, _, _, _ int) {
	m.log.Scroll = clamp(m.log.Scroll-dy, 0, max(len(m.log.Lines)-1, 0))
}

// scrollMemory moves a memory pane's window by whole rows of the pane
// (w wide) and takes a snapshot of the new window.
func scrollMemory(m *Model, v views.Memory, off *uint64, size uint64, dy, w int) {
	per := uint64(v.BytesPerRow(m.snap, w))
	o := int64(*off/per*per) + int64(dy)*int64(per)
	last := int64(0)
	if size > 0 {
		last = int64((size - 1) / per * per)
	}
	*off = uint64(clamp64(o, 0, last))
	m.refresh()
}

func clamp64(v, lo, hi int64) int64 { return max(min(v, hi), lo) }

func scrollLDS(m *Model, dy, _, w, _ int) {
	scrollMemory(m, m.lds, &m.ldsOff, m.snap.LDS.Size, dy, w)
}

func scrollScratch(m *Model, dy, dx, w, _ int) {
	if m.scratch.Wave {
		m.scratch.FirstLane = clamp(m.scratch.FirstLane+dx*4, 0, max(m.snap.WaveSize-1, 0))
		o := int64(m.scratchOff&^3) + int64(dy)*4
		m.scratchOff = uint64(clamp64(o, 0, max(int64(m.snap.Scratch.Size)-4, 0)))
		m.refresh()
		return
	}
	scrollMemory(m, m.scratch, &m.scratchOff, m.snap.Scratch.Size, dy, w)
}

func scrollBuffers(m *Model, dy, _, w, _ int) {
	if b := m.buffers.Buffer; b < len(m.snap.Buffers) {
		scrollMemory(m, m.buffers, &m.bufferOff, m.snap.Buffers[b].Size, dy, w)
	}
}

// follow scrolls the panes that list lanes or waves so that the focused
// one shows (after a stop or a change of focus).
func (m *Model) follow() {
	s := m.snap
	if s == nil {
		return
	}
	if _, h, ok := m.paneSize(PaneLanes); ok {
		m.lanes = m.lanes.Follow(s, h)
	}
	if _, h, ok := m.paneSize(PaneWaves); ok {
		m.waves = m.waves.Follow(s, h)
	}
	if _, h, ok := m.paneSize(PaneLocals); ok {
		m.locals = m.locals.Follow(s, h)
	}
	if _, h, ok := m.paneSize(PaneExec); ok {
		m.exec = m.exec.Follow(s, h)
	}
	if w, h, ok := m.paneSize(PaneMatrix); ok {
		m.matrix = m.matrix.Follow(s, w, h)
	}
	if w, _, ok := m.paneSize(PaneVector); ok {
		m.vector = m.vector.Follow(s, w)
	}
	if w, _, ok := m.paneSize(PaneScratch); ok && m.scratch.Wave {
		m.scratch = m.scratch.Follow(s, w)
	}
}

// paneSize is the size p has when it shows (focused).
func (m *Model) paneSize(p PaneID) (w, h int, ok bool) {
	for _, r := range m.layout(m.w, m.h, p) {
		if r.pane == p {
			return r.w, r.h, true
		}
	}
	return 0, 0, false
}

// memoryOptions are the snapshot's memory windows for the panes' offsets.
func (m *Model) memoryOptions(opts *session.ViewOptions) {
	opts.LDSOffset, opts.ScratchOffset = m.ldsOff, m.scratchOff
	if m.snap != nil && m.buffers.Buffer < len(m.snap.Buffers) {
		opts.BufferOffset = map[string]uint64{m.snap.Buffers[m.buffers.Buffer].Name: m.bufferOff}
	}
}
