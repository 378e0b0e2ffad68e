package session

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
)

// execHistoryLen is how many EXEC changes a wave remembers for the views.
const execHistoryLen = 256

// ExecChange is one change of a wave's EXEC mask: the instruction that made
// it (program offset) and the mask after it.
type ExecChange struct {
	PC   uint64
	EXEC uint64
	// At is the position in the recorded history after the instruction
	// (the number of events then; 0 without a recording).
	At uint64
}

// laneTrack follows where each lane of a wave was last active, and the
// wave's EXEC history.
type laneTrack struct {
	last    [64]uint64 // program offset where the lane was last active
	seen    uint64     // lanes ever active
	history []ExecChange
	head    int
	counts  []uint64   // executions per instruction (by offset/4), for the TUI
	recent  recentExec // the last instructions run, for the TUI
}

func newLaneTrack(w *exec.Wave, at uint64) *laneTrack {
	t := &laneTrack{}
	for l := range 64 {
		t.last[l] = w.PC
	}
	t.seen = w.EXEC
	t.history = append(t.history, ExecChange{PC: w.PC, EXEC: w.EXEC, At: at})
	return t
}

// observe records the effect of the instruction at pc, run with EXEC
// before and leaving after; at is the history's position after it.
func (t *laneTrack) observe(pc, before, after, at uint64) {
	t.countExec(pc, after, at)
	if before == after {
		return
	}
	for m := before &^ after; m != 0; m &= m - 1 {
		t.last[bits.TrailingZeros64(m)] = pc
	}
	t.seen |= after
	c := ExecChange{PC: pc, EXEC: after, At: at}
	if len(t.history) < execHistoryLen {
		t.history = append(t.history, c)
		return
	}
	t.history[t.head] = c
	t.head = (t.head + 1) % execHistoryLen
}

// History returns the EXEC changes, oldest first.
func (t *laneTrack) History() []ExecChange {
	out := make([]ExecChange, 0, len(t.history))
	out = append(out, t.history[t.head:]...)
	return append(out, t.history[:t.head]...)
}

// LaneState says whether a lane takes part in its wave.
type LaneState uint8

// Lane states as `info lanes` names them.
const (
	LaneActive   LaneState = iota // set in EXEC (DW_AT_LLVM_active_lane when present)
	LaneInactive                  // a work-item, masked off
	LaneUnused                    // no work-item (a partial wave)
	LaneFaulted                   // its access or instruction faulted, ending the dispatch
	LaneExited                    // its wave has ended (s_endpgm)
)

func (st LaneState) String() string {
	return [...]string{"active", "inactive", "unused", "faulted", "exited"}[st]
}

// LaneInfo is one lane's state and logical program location.
type LaneInfo struct {
	Lane     int
	State    LaneState
	PC       uint64 // program offset of the lane PC
	PCKnown  bool   // false when DW_AT_LLVM_lane_pc says undefined
	File     string
	Line     int
	WorkItem [3]uint32
}

// lanePCs computes every lane's PC for wave w of group g (DESIGN.md "Lanes
// and divergence"): active lanes (EXEC, or DW_AT_LLVM_active_lane when the
// subprogram has it) are at the wave's PC; inactive lanes at
// DW_AT_LLVM_lane_pc when the subprogram has it, else where they were last
// active.
func (s *Session) lanePCs(g *group, wi int) []LaneInfo {
	w := g.waves[wi]
	t := g.lanes[wi]
	out := make([]LaneInfo, s.waveSize)
	var fromDWARF []dwarf.LanePC
	active := s.activeLanes(g, wi)
	if s.dw != nil && !w.Ended {
		if fn, err := s.dw.FunctionAt(s.addr(w.PC)); err == nil && fn.HasLanePC() {
			if pcs, err := fn.LanePCs(s.addr(w.PC), *s.dwarfContext(g, wi, 0)); err == nil {
				fromDWARF = pcs
			}
		}
	}
	for l := range s.waveSize {
		li := LaneInfo{Lane: l, WorkItem: w.WorkItem[l], PCKnown: true}
		switch {
		case l >= w.Lanes:
			li.State = LaneUnused
			li.PCKnown = false
		case s.waveFaulted(g, wi) && s.faulted.lanes&(1<<uint(l)) != 0:
			li.State = LaneFaulted
			li.PC = w.PC
		case w.Ended:
			li.State = LaneExited
			li.PCKnown = false
		case active&(1<<uint(l)) != 0 && !w.Ended:
			li.State = LaneActive
			li.PC = w.PC
		default:
			li.State = LaneInactive
			li.PC = t.last[l]
			if l < len(fromDWARF) {
				li.PC = s.offset(fromDWARF[l].PC)
				li.PCKnown = fromDWARF[l].Defined
			}
		}
		if li.PCKnown {
			li.File, li.Line = s.lineOf(li.PC)
			if li.Line == 0 && li.State == LaneInactive {
				li.File, li.Line = s.lineBefore(li.PC)
			}
		}
		out[l] = li
	}
	return out
}

// activeLanes is the mask of the lanes of wave wi that are conceptually
// active: DW_AT_LLVM_active_lane of the subprogram at the PC when it has
// one (it differs from EXEC where the compiler widened EXEC, as in whole
// wave mode around a spill), else EXEC.
func (s *Session) activeLanes(g *group, wi int) uint64 {
	w := g.waves[wi]
	if s.dw == nil || w.Ended {
		return w.EXEC
	}
	fn, err := s.dw.FunctionAt(s.addr(w.PC))
	if err != nil {
		return w.EXEC
	}
	if m, ok, err := fn.ActiveLanes(s.addr(w.PC), *s.dwarfContext(g, wi, 0)); ok && err == nil {
		return m
	}
	return w.EXEC
}

// lineOf is the source file (base name) and line of a program offset.
func (s *Session) lineOf(pc uint64) (string, int) {
	if s.dw == nil {
		return "", 0
	}
	li, err := s.dw.PCToLine(s.addr(pc))
	if err != nil || li.Line == 0 {
		return "", 0
	}
	return li.File, li.Line
}

// maxLineSearch bounds how far back lineBefore looks.
const maxLineSearch = 64

// lineBefore is the line of the nearest instruction at or before pc that
// has one: the EXEC change where a lane diverged is often compiler code of
// line 0.
func (s *Session) lineBefore(pc uint64) (string, int) {
	for k := 0; k < maxLineSearch && pc >= 4; k++ {
		pc -= 4
		if f, l := s.lineOf(pc); l > 0 {
			return f, l
		}
	}
	return "", 0
}

// FormatLanes writes a lane mask as gdb-style ranges: "0-31", "0,2,4-7".
func FormatLanes(m uint64) string {
	var parts []string
	for l := 0; l < 64; {
		if m&(1<<uint(l)) == 0 {
			l++
			continue
		}
		e := l
		for e+1 < 64 && m&(1<<uint(e+1)) != 0 {
			e++
		}
		if e == l {
			parts = append(parts, fmt.Sprint(l))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", l, e))
		}
		l = e + 1
	}
	return strings.Join(parts, ",")
}
