package session

import (
	"path"
	"sort"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// This file (owned by the TUI) gathers what the TUI's panes draw into one
// immutable value, ViewSnapshot. Everything in it is a copy: the TUI keeps
// the previous snapshot to highlight what a step changed, and renders
// without touching the session.

// ViewOptions say which windows of memory a ViewSnapshot copies.
type ViewOptions struct {
	// LDSOffset, ScratchOffset and BufferOffset are the first bytes of the
	// LDS, the focused lane's scratch and each buffer (by argument name)
	// that the memory panes show; MemoryWindow bytes are copied from each
	// (0: DefaultMemoryWindow).
	LDSOffset     uint64
	ScratchOffset uint64
	BufferOffset  map[string]uint64
	MemoryWindow  int
	// LocalsAllLanes asks for LaneLocals, the locals of every lane.
	LocalsAllLanes bool
	// ScratchWave asks for ScratchWave: the focused wave's scratch as
	// dwords by lane, from ScratchOffset.
	ScratchWave bool
	// Previous, a snapshot of the same session, lends its disassembly
	// text and lines (the code does not change) so a snapshot does not
	// decode and print the whole kernel again.
	Previous *ViewSnapshot
}

// DefaultMemoryWindow is how many bytes of each memory a snapshot copies.
const DefaultMemoryWindow = 4096

// ViewSnapshot is the state of a session as the TUI shows it.
type ViewSnapshot struct {
	File     string // the code object's name
	Target   string // processor, e.g. gfx900
	Kernel   string
	WaveSize int
	// CodeBias turns a program offset into a code object address.
	CodeBias uint64

	Started, Finished bool
	Stop              *Stop  // the last stop (nil before the first)
	StopText          string // Stop.String()
	Fault             string // the fault that ended the dispatch, "" if none
	// Checks are the checkers on (`set check`; nil: off), Findings the
	// number of distinct findings in this dispatch so far (`info check`
	// lists them).
	Checks   []string
	Findings int

	Focus      Focus
	FocusWave  int // the focused wave's dispatch-wide number
	WavesTotal int // waves in the dispatch

	// Wave is the focused wave's state (nil before the dispatch starts or
	// when its workgroup has not started).
	Wave *ViewRegs
	// Lanes are the focused wave's lanes with their lane PCs and lines.
	Lanes []LaneInfo
	// LaneStatus says what the focused lane is doing.
	LaneStatus ViewLaneStatus
	// ExecHistory lists the focused wave's EXEC changes, oldest first.
	ExecHistory []ViewExecChange
	// ExecSteps lists the last instructions the focused wave ran, each
	// with the EXEC mask it left, oldest first.
	ExecSteps []ViewExecChange
	// Timeline is the position in the recorded history; while it is
	// inside the log, ExecHistory and ExecSteps go on with the rows still
	// to come (Ahead).
	Timeline ViewTimeline
	// Waves lists the waves of the started workgroups.
	Waves []ViewWave

	// Source is the file of the focused lane's line (or the kernel's), with
	// the lanes of the focused wave on each line.
	Source ViewSource
	// Disasm is the code of the function (kernel or device function)
	// that contains the focused wave's PC, named DisasmFunction.
	Disasm         []ViewDisasm
	DisasmFunction string
	// NextAccess lists the memory the instruction at the focused wave's PC
	// is about to access, lane by lane.
	NextAccess []exec.Access

	Breakpoints []ViewBreakpoint

	LDS     ViewMemory
	Scratch ViewMemory // the focused lane's private memory
	// ScratchWave is every lane's private memory side by side (with
	// ViewOptions.ScratchWave).
	ScratchWave *ViewScratchWave
	Buffers     []ViewBuffer

	KernelInfo ViewKernel

	// Matrix is the last matrix instruction the focused wave ran with its
	// operands from the registers now, as info matrix prints them (nil
	// when it ran none; MatrixErr says why it cannot be shown).
	Matrix    *ViewMatrix
	MatrixErr string

	// Locals are the focused lane's variables (LocalsErr says why none).
	Locals     []Local
	LocalsErr  string
	LaneLocals *LaneLocals // with ViewOptions.LocalsAllLanes
}

// ViewRegs is a copy of one wave's registers.
type ViewRegs struct {
	Number    int // dispatch-wide
	Workgroup [3]uint32
	ID        int
	SGPR      []uint32
	VGPR      []uint32 // a copy of exec.Wave.VGPR: read it with VLanes
	AGPR      []uint32 // a copy of exec.Wave.AGPR: read it with ALanes
	WaveSize  int      // lanes of the wave, 32 or 64
	EXEC, VCC uint64
	SCC       bool
	M0        uint32
	PC        uint64 // program offset
	Addr      uint64 // code object address of PC
	Flat      uint64 // FLAT_SCRATCH
	Mode      uint32
	Status    uint32
	TrapSts   uint32
	Lanes     int // lanes holding a work-item
	Steps     uint64
	Ended     bool
	AtBarrier bool
	Halted    bool
}

// ViewLaneStatus is what the focused lane is doing, for the status line.
type ViewLaneStatus struct {
	State LaneActivity
	// File and Line are where the lane is: its lane PC's line (for a
	// faulted lane, the faulting instruction's).
	File string
	Line int
	// SinceFile and SinceLine are, for an inactive lane, the line of the
	// instruction that took it out of EXEC.
	SinceFile string
	SinceLine int
	// Fault is the fault of a faulted lane.
	Fault string
	// Why is explain's short answer: for an inactive lane the condition
	// that switched it off, for an active one the condition that switched
	// it on (not a join's), with its variables ("" when unknown).
	Why string
}

// LaneActivity is what a lane is doing.
type LaneActivity uint8

// The lane activities, as the status line names them.
const (
	ActivityNotStarted LaneActivity = iota // its workgroup has not started
	ActivityActive                         // in EXEC
	ActivityInactive                       // out of EXEC
	ActivityAtBarrier                      // its wave waits at s_barrier
	ActivityExited                         // its wave has ended
	ActivityFaulted                        // the dispatch faulted in this lane
	ActivityNoWorkItem                     // a lane past the work-items of a partial wave
)

func (a LaneActivity) String() string {
	return [...]string{"not started", "active", "inactive", "at a barrier", "exited", "faulted", "no work-item"}[a]
}

// laneStatus is what lane l of wave wi of g is doing; lanes are the
// wave's lanePCs.
func (s *Session) laneStatus(g *group, wi, l int, lanes []LaneInfo) ViewLaneStatus {
	w := g.waves[wi]
	var st ViewLaneStatus
	if l >= len(lanes) {
		return st
	}
	li := lanes[l]
	st.File, st.Line = li.File, li.Line
	switch {
	case li.State == LaneUnused:
		st.State = ActivityNoWorkItem
	case li.State == LaneFaulted:
		st.State = ActivityFaulted
		if s.fault != nil {
			st.Fault = s.fault.Error()
		}
	case li.State == LaneExited:
		st.State, st.File, st.Line = ActivityExited, "", 0
	case w.AtBarrier:
		// The PC is past the s_barrier the wave waits at.
		st.State = ActivityAtBarrier
		st.File, st.Line = s.lineBefore(w.PC)
	case li.State == LaneActive:
		st.State = ActivityActive
		st.Why = s.laneWhy(g, wi, l)
	default:
		st.State = ActivityInactive
		pc := g.lanes[wi].last[l]
		st.SinceFile, st.SinceLine = s.lineOf(pc)
		if st.SinceLine == 0 {
			st.SinceFile, st.SinceLine = s.lineBefore(pc)
		}
		st.Why = s.laneWhy(g, wi, l)
	}
	return st
}

// ViewExecChange is one EXEC change of the focused wave: the instruction
// that made it and its source line.
type ViewExecChange struct {
	PC   uint64
	EXEC uint64
	File string
	Line int
	// At is the row's position in the recorded history (the state after
	// the instruction); Recorded says it has one the history reaches
	// (record goto At goes there).
	At       uint64
	Recorded bool
	// Ahead says the row is later than the position now (the history
	// still to come, when going back); Gap says rows before it were not
	// kept.
	Ahead, Gap bool
}

// ViewTimeline is where the session is in its recorded history.
type ViewTimeline struct {
	On             bool // a history is recorded
	Base, Pos, End uint64
}

// ViewWave is one wave in the waves table.
type ViewWave struct {
	Number    int
	Workgroup [3]uint32
	ID        int
	Status    string // running, at barrier, halted, ended
	PC        uint64
	EXEC      uint64
	File      string
	Line      int
	Focused   bool
}

// ViewSource is one source file and where the lanes are in it.
type ViewSource struct {
	File  string   // as the line table names it
	Lines []string // nil when the file cannot be read
	Err   string   // why it cannot be read
	// Line is the focused lane's line (0: unknown).
	Line int
	// LaneLines maps a line to the lanes of the focused wave there.
	LaneLines map[int]uint64
	// Breakpoints are the lines of this file with a breakpoint.
	Breakpoints map[int]int // line -> breakpoint number
	// HasCode marks the lines that have instructions.
	HasCode map[int]bool
}

// ViewDisasm is one instruction of the kernel.
type ViewDisasm struct {
	PC         uint64 // program offset
	Addr       uint64 // code object address
	Text       string // LLVM syntax
	Target     int64  // branch target's program offset, -1 when not a branch
	Breakpoint int    // breakpoint number, 0 when none
	Count      uint64 // times the focused wave executed it
	File       string
	Line       int
	Lanes      uint64 // lanes of the focused wave whose lane PC is here
}

// ViewBreakpoint is one breakpoint.
type ViewBreakpoint struct {
	Number    int
	Spec      string
	File      string
	Line      int
	PCs       []uint64
	Cond      string
	Temporary bool
	Hits      int
}

// ViewMemory is a window of one memory.
type ViewMemory struct {
	Name   string
	Offset uint64 // of Data's first byte in the memory
	Size   uint64 // the memory's size (0: none)
	Data   []byte
	Err    string
}

// ViewScratchWave is a window of the wave's scratch: Words[row][lane] is
// the dword at Offset+4*row of lane's private segment.
type ViewScratchWave struct {
	Offset uint64
	Size   uint64 // bytes per lane
	Words  [][]uint32
	Err    string
}

// scratchWaveRows bounds the dwords a ScratchWave copies per lane.
const scratchWaveRows = 64

// ViewBuffer is a buffer argument and a window of its bytes.
type ViewBuffer struct {
	ViewMemory
	Type   string // element type (i32, f32 ...)
	Addr   uint64 // global address of the buffer
	Output bool
}

// ViewKernel is what `gcndbg info` says about the kernel.
type ViewKernel struct {
	Kernel    *codeobj.Kernel
	Resources codeobj.Resources
	Occupancy codeobj.Occupancy
	Fields    []codeobj.Field // descriptor or amd_kernel_code_t
	Version   int
	TargetID  string
}

// ViewSnapshot copies the session's state for the TUI.
func (s *Session) ViewSnapshot(opts ViewOptions) *ViewSnapshot {
	if opts.MemoryWindow <= 0 {
		opts.MemoryWindow = DefaultMemoryWindow
	}
	v := &ViewSnapshot{
		File: s.L.File.Name, Target: s.L.File.Target.Processor, Kernel: s.L.Name, WaveSize: s.waveSize,
		Started: s.started, Finished: s.finished, Focus: s.Focus(),
		WavesTotal: s.total * s.perGroup, CodeBias: s.bias,
	}
	v.FocusWave = v.Focus.WorkgroupIndex*s.perGroup + v.Focus.Wave
	if s.stop != nil {
		st := *s.stop
		v.Stop = &st
		v.StopText = st.String()
	}
	if s.fault != nil {
		v.Fault = s.fault.Error()
	}
	if s.chk.run != nil && !s.chk.off {
		v.Checks = s.chk.run.Names()
	} else if s.chk.run == nil {
		v.Checks = s.chk.names
	}
	v.Findings = s.FindingCount()
	v.KernelInfo = s.kernelView()
	if r := s.rec; r != nil && r.on && r.journal != nil {
		v.Timeline = ViewTimeline{On: true, Base: r.base, Pos: r.pos, End: r.end()}
	}
	g, wi, ok := s.focused()
	if ok {
		w := g.waves[wi]
		v.Wave = waveView(w, g.index*s.perGroup+wi, s.addr(w.PC))
		v.Lanes = s.lanePCs(g, wi)
		v.LaneStatus = s.laneStatus(g, wi, v.Focus.Lane, v.Lanes)
		v.ExecHistory, v.ExecSteps = s.execRows(g, wi)
		if !w.Ended {
			v.NextAccess = s.dbg.Accesses(w)
		}
	}
	v.Waves = s.waveRows()
	v.Breakpoints = s.breakpointRows()
	v.Disasm = s.disasmRows(v, opts.Previous)
	attributeLineZero(v)
	s.execLines(v.ExecHistory, v.Disasm)
	s.execLines(v.ExecSteps, v.Disasm)
	if ok {
		if ls, err := s.Locals(); err != nil {
			v.LocalsErr = err.Error()
		} else {
			v.Locals = ls
		}
		if opts.LocalsAllLanes {
			if ll, err := s.LocalsByLane(); err == nil {
				v.LaneLocals = ll
			}
		}
	}
	if ok && g.waves[wi].LastMatrix != 0 {
		if mv, err := s.matrixView(g.waves[wi], g.waves[wi].LastMatrix-1, "ABCD"); err != nil {
			v.MatrixErr = err.Error()
		} else {
			v.Matrix = mv
		}
	}
	v.Source = s.sourceView(v)
	v.LDS, v.Scratch = s.ldsView(g, ok, opts), s.scratchView(g, wi, ok, opts)
	v.Buffers = s.bufferViews(opts)
	if opts.ScratchWave && ok {
		v.ScratchWave = s.scratchWaveView(g, wi, opts)
	}
	return v
}

func waveView(w *exec.Wave, number int, addr uint64) *ViewRegs {
	return &ViewRegs{
		Number: number, Workgroup: w.Workgroup, ID: w.ID,
		SGPR: append([]uint32(nil), w.SGPR...), VGPR: append([]uint32(nil), w.VGPR...), AGPR: append([]uint32(nil), w.AGPR...),
		EXEC: w.EXEC, VCC: w.VCC, SCC: w.SCC, M0: w.M0, PC: w.PC, Addr: addr, Flat: w.FlatScratch,
		Mode: w.Mode, Status: w.Status, TrapSts: w.TrapSts, Lanes: w.Lanes, Steps: w.Steps,
		Ended: w.Ended, AtBarrier: w.AtBarrier, Halted: w.Halted, WaveSize: w.LaneCount(),
	}
}

// NumVGPRs is the number of VGPRs of the wave.
func (v *ViewRegs) NumVGPRs() int { return len(v.VGPR) / exec.LaneStride }

// NumAGPRs is the number of AGPRs of the wave.
func (v *ViewRegs) NumAGPRs() int { return len(v.AGPR) / exec.LaneStride }

// VLanes returns the WaveSize lanes of v[r], or nil when there is none.
func (v *ViewRegs) VLanes(r int) []uint32 { return viewLanes(v.VGPR, r, v.WaveSize) }

// ALanes returns the WaveSize lanes of a[r], or nil when there is none.
func (v *ViewRegs) ALanes(r int) []uint32 { return viewLanes(v.AGPR, r, v.WaveSize) }

func viewLanes(file []uint32, r, n int) []uint32 {
	if n <= 0 || n > exec.LaneStride {
		n = exec.LaneStride
	}
	if r < 0 || (r+1)*exec.LaneStride > len(file) {
		return nil
	}
	return file[r*exec.LaneStride : r*exec.LaneStride+n : r*exec.LaneStride+n]
}

// waveStatus names a wave's state as the waves table shows it.
func waveStatus(w *exec.Wave) string {
	switch {
	case w.Ended:
		return "ended"
	case w.AtBarrier:
		return "at barrier"
	case w.Halted:
		return "halted"
	}
	return "running"
}

func (s *Session) waveRows() []ViewWave {
	idx := make([]int, 0, len(s.groups))
	for i := range s.groups {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	var out []ViewWave
	for _, i := range idx {
		g := s.groups[i]
		for wi, w := range g.waves {
			r := ViewWave{Number: g.index*s.perGroup + wi, Workgroup: g.id, ID: wi, Status: waveStatus(w), PC: w.PC, EXEC: w.EXEC,
				Focused: i == s.focusWG && wi == s.focusWave}
			r.File, r.Line = s.lineOf(w.PC)
			out = append(out, r)
		}
	}
	return out
}

func (s *Session) breakpointRows() []ViewBreakpoint {
	var out []ViewBreakpoint
	for _, b := range s.Breakpoints() {
		out = append(out, ViewBreakpoint{Number: b.Number, Spec: b.Spec, File: b.File, Line: b.Line,
			PCs: append([]uint64(nil), b.PCs...), Cond: b.Cond, Temporary: b.Temporary, Hits: b.Hits})
	}
	return out
}

// disasmRows decodes the code of the function containing the focused
// wave's PC (the kernel before the dispatch starts), the original
// instructions, breakpoints removed.
func (s *Session) disasmRows(v *ViewSnapshot, prev *ViewSnapshot) []ViewDisasm {
	bpAt := map[uint64]int{}
	for _, b := range v.Breakpoints {
		for _, pc := range b.PCs {
			bpAt[pc] = b.Number
		}
	}
	lanesAt := map[uint64]uint64{}
	for _, l := range v.Lanes {
		if l.State != LaneUnused && l.PCKnown {
			lanesAt[l.PC] |= 1 << uint(l.Lane)
		}
	}
	pc := s.prog.Entry
	if v.Wave != nil {
		pc = v.Wave.PC
	}
	fn := s.functionAt(pc)
	start, end := fn.Lo, fn.Hi
	v.DisasmFunction = fn.Name
	var track *laneTrack
	if g, wi, ok := s.focused(); ok {
		track = g.lanes[wi]
	}
	if prev != nil && len(prev.Disasm) > 0 && prev.Disasm[0].PC == start && prev.DisasmFunction == v.DisasmFunction && prev.Kernel == v.Kernel && prev.File == v.File {
		out := make([]ViewDisasm, len(prev.Disasm))
		for i, r := range prev.Disasm {
			r.Breakpoint, r.Lanes, r.Count = bpAt[r.PC], lanesAt[r.PC], 0
			if track != nil {
				r.Count = track.execCount(r.PC)
			}
			out[i] = r
		}
		return out
	}
	var out []ViewDisasm
	for pc := start; pc < end; {
		in, size, ok := s.dbg.InstAt(pc)
		r := ViewDisasm{PC: pc, Addr: s.addr(pc), Target: -1, Breakpoint: bpAt[pc], Lanes: lanesAt[pc]}
		if ok {
			r.Text = isaText(in)
			r.Target = branchTarget(in, pc)
		} else {
			r.Text = "<illegal>"
		}
		r.File, r.Line = s.lineOf(pc)
		if track != nil {
			r.Count = track.execCount(pc)
		}
		out = append(out, r)
		if size <= 0 {
			size = 4
		}
		pc += uint64(size)
	}
	return out
}

func (s *Session) sourceView(v *ViewSnapshot) ViewSource {
	sv := ViewSource{LaneLines: map[int]uint64{}, Breakpoints: map[int]int{}, HasCode: map[int]bool{}}
	file := ""
	if v.Wave != nil && v.Focus.Lane < len(v.Lanes) {
		l := v.Lanes[v.Focus.Lane]
		file, sv.Line = l.File, l.Line
		if file == "" {
			file, sv.Line = s.lineOf(v.Wave.PC)
		}
	}
	if file == "" {
		for _, r := range v.Disasm {
			if r.File != "" {
				file = r.File
				break
			}
		}
	}
	sv.File = file
	if file == "" {
		sv.Err = "no line table"
		return sv
	}
	// resolveSource also looks beside the code object (testdata's layout).
	lines, err := s.Source(s.resolveSource(file))
	if err != nil {
		sv.Err = err.Error()
	}
	sv.Lines = lines
	for _, l := range v.Lanes {
		if l.State != LaneUnused && l.PCKnown && l.Line > 0 && sameFile(l.File, file) {
			sv.LaneLines[l.Line] |= 1 << uint(l.Lane)
		}
	}
	for _, r := range v.Disasm {
		if r.Line > 0 && sameFile(r.File, file) {
			sv.HasCode[r.Line] = true
		}
	}
	for _, b := range v.Breakpoints {
		if b.Line > 0 && sameFile(b.File, file) {
			sv.Breakpoints[b.Line] = b.Number
		}
	}
	return sv
}

func sameFile(a, b string) bool { return a == b || path.Base(a) == path.Base(b) }

func (s *Session) kernelView() ViewKernel {
	f, k := s.L.File, s.L.Kernel
	kv := ViewKernel{Kernel: k, Resources: f.Resources(k), Occupancy: f.Occupancy(k), Version: f.Version, TargetID: f.Target.String()}
	switch {
	case k.Descriptor != nil:
		kv.Fields = k.Descriptor.Fields()
	case k.CodeT != nil:
		kv.Fields = k.CodeT.Fields()
	}
	return kv
}

// isaText is an instruction in LLVM syntax.
func isaText(in isa.Inst) string { return isa.LLVMSyntax(in) }

// branchTarget is the program offset a PC-relative SOPP branch at pc goes
// to (its simm16 counts dwords from the next instruction), or -1.
func branchTarget(in isa.Inst, pc uint64) int64 {
	name := in.Op.String()
	if !strings.HasPrefix(name, "s_branch") && !strings.HasPrefix(name, "s_cbranch_") {
		return -1
	}
	o := in.Operand("simm16")
	if o == nil {
		return -1
	}
	return int64(pc) + 4 + 4*int64(int16(o.Imm))
}

// attributeLineZero gives a lane whose lane PC has no source line (line 0:
// code the compiler made, such as the EXEC juggling where a lane left an
// if) the line of the nearest instruction before it that has one, as
// llvm-objdump -l attributes such code, so the source pane shows the lane
// on the arm it last ran.
func attributeLineZero(v *ViewSnapshot) {
	for i := range v.Lanes {
		l := &v.Lanes[i]
		if l.State == LaneUnused || !l.PCKnown || l.Line > 0 {
			continue
		}
		for j := len(v.Disasm) - 1; j >= 0; j-- {
			r := v.Disasm[j]
			if r.PC <= l.PC && r.Line > 0 {
				l.File, l.Line = r.File, r.Line
				break
			}
		}
	}
}

// execLines gives EXEC history rows their source lines, from the
// disassembly rows where it has them.
func (s *Session) execLines(rows []ViewExecChange, dis []ViewDisasm) {
	byPC := make(map[uint64]*ViewDisasm, len(dis))
	for i := range dis {
		byPC[dis[i].PC] = &dis[i]
	}
	for i := range rows {
		if d, ok := byPC[rows[i].PC]; ok {
			rows[i].File, rows[i].Line = d.File, d.Line
		} else {
			rows[i].File, rows[i].Line = s.lineOf(rows[i].PC)
		}
	}
}

// execRows are the EXEC history rows of wave wi of g (changes, and every
// instruction): the wave's own, and while replaying those still to come
// from the end of the log.
func (s *Session) execRows(g *group, wi int) (changes, steps []ViewExecChange) {
	r := s.rec
	row := func(c ExecChange, ahead bool) ViewExecChange {
		v := ViewExecChange{PC: c.PC, EXEC: c.EXEC, At: c.At, Ahead: ahead}
		v.Recorded = r != nil && r.on && r.journal != nil && c.At != noPos && c.At >= r.base && c.At <= r.end()
		return v
	}
	for _, c := range g.lanes[wi].History() {
		changes = append(changes, row(c, false))
	}
	for _, c := range g.lanes[wi].recent.list() {
		steps = append(steps, row(c, false))
	}
	if !r.replaying() {
		return changes, steps
	}
	ts := r.ahead[g.index]
	if wi >= len(ts) {
		return changes, steps
	}
	add := func(rows []ViewExecChange, from []ExecChange, full bool) []ViewExecChange {
		// A full ring dropped its oldest rows: when its first kept one is
		// later than the next position, rows before it are not known.
		gap := full && len(from) > 0 && from[0].At != noPos && from[0].At > r.pos+1
		for _, c := range from {
			if c.At == noPos || c.At <= r.pos {
				continue
			}
			v := row(c, true)
			v.Gap, gap = gap, false
			rows = append(rows, v)
		}
		return rows
	}
	t := ts[wi]
	changes = add(changes, t.History(), len(t.history) == execHistoryLen)
	steps = add(steps, t.recent.list(), t.recent.n > recentLen)
	return changes, steps
}
