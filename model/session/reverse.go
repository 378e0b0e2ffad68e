package session

import (
	"context"
	"path"

	"github.com/gcndbg/gcndbg/isa"
)

// Reverse execution and replay (DESIGN.md "Reverse execution"), on the
// history of record.go. Going back is: find the earlier position (the log
// alone names the instructions of each wave; where a position depends on
// lane masks, source lines, breakpoint conditions or watched memory, the
// session replays the stretch before it from a checkpoint and looks), then
// seek there. Forward motion inside the log replays it, with the stops a
// live run would make, and goes on live at its end.

// errNoRecord is the error of a reverse command without a history.
var errNoRecord = errorf("no history is recorded (`set record on` before `run`)")

// recording is the history, if the dispatch has one.
func (s *Session) recording() (*recorder, error) {
	if !s.started {
		return nil, ErrNotRunning
	}
	if s.rec == nil || !s.rec.on {
		return nil, errNoRecord
	}
	return s.rec, nil
}

// isExec reports whether ev is an instruction of wave wi of workgroup gi.
func (ev event) isExec(gi, wi int) bool {
	return (ev.kind == evStep || ev.kind == evResume) && int(ev.group) == gi && int(ev.wave) == wi
}

// opAt is the operation of the program's instruction at pc.
func (s *Session) opAt(pc uint64) isa.Op {
	in, _, ok := s.dbg.InstAt(pc)
	if !ok {
		return 0
	}
	return in.Op
}

// isReturn reports whether the instruction at pc returns from a call.
func (s *Session) isReturn(pc uint64) bool { return s.opAt(pc) == isa.OpS_SETPC_B64 }

// previousInstruction is the number of the last event before t that is an
// instruction of wave wi of workgroup gi; with over, a return is followed
// back to its call. ok is false when history has none.
func (r *recorder) previousInstruction(s *Session, t uint64, gi, wi int, over bool) (uint64, bool) {
	depth := 0
	for i := t; i > r.base; {
		i--
		ev := r.eventAt(i)
		if !ev.isExec(gi, wi) {
			continue
		}
		switch {
		case over && s.isReturn(uint64(ev.pc)):
			depth++
			continue
		case depth > 0 && s.isCall(uint64(ev.pc)):
			depth--
			if depth > 0 {
				continue
			}
		case depth > 0:
			continue
		}
		return i, true
	}
	return r.base, false
}

// reverseTarget moves to position t and describes the focused wave there.
func (s *Session) reverseTo(t uint64, gi, wi int, reason StopReason, noHistory bool) *Stop {
	s.seek(t)
	s.focusWG, s.focusWave = gi, wi
	g, ok := s.groups[gi]
	if !ok || wi >= len(g.waves) {
		g, wi = s.curGroup(), 0
		s.focusWG, s.focusWave = s.cur, 0
	}
	st := s.waveStop(g, wi, reason, s.activeLanes(g, wi))
	st.NoHistory = noHistory
	s.setStop(st)
	return st
}

// ReverseStepInstruction goes back n instructions of the focused wave
// (reverse-stepi); with over, a call it returned from is gone back over as
// one instruction (reverse-nexti).
func (s *Session) ReverseStepInstruction(n int, over bool) (*Stop, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	gi := g.index
	t, ok := r.pos, true
	for range max(n, 1) {
		if t, ok = r.previousInstruction(s, t, gi, wi, over); !ok {
			break
		}
	}
	return s.reverseTo(t, gi, wi, StopStep, !ok), nil
}

// ReverseFinish goes back to the call of the focused wave's current
// function (reverse-finish).
func (s *Session) ReverseFinish() (*Stop, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	depth := 0
	for i := r.pos; i > r.base; {
		i--
		ev := r.eventAt(i)
		if !ev.isExec(g.index, wi) {
			continue
		}
		switch {
		case s.isReturn(uint64(ev.pc)):
			depth++
		case s.isCall(uint64(ev.pc)):
			if depth == 0 {
				return s.reverseTo(i, g.index, wi, StopStep, false), nil
			}
			depth--
		}
	}
	if r.base > 0 {
		return nil, errorf("the call of this function is older than the recorded history (it starts at step %d)", r.base)
	}
	return nil, errorf("\"reverse-finish\" not meaningful in the outermost frame")
}

// scan replays events [from, to) from the state at from; before is called
// with each event's number before it runs, after once it has.
func (s *Session) scan(from, to uint64, before, after func(i uint64, ev event)) {
	r := s.rec
	s.seek(from)
	for r.pos < to {
		i := r.pos
		ev := r.eventAt(i)
		if before != nil {
			before(i, ev)
		}
		s.applyEvent()
		if after != nil {
			after(i, ev)
		}
	}
}

// ReverseContinue goes back to the last position before this one where a
// breakpoint or watchpoint would have stopped a wave going forward
// (reverse-continue).
func (s *Session) ReverseContinue(ctx context.Context) (*Stop, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	p := r.pos
	type hit struct {
		at     uint64
		gi, wi int
		bp     *Breakpoint
		lanes  uint64
		watch  *Stop
	}
	for k := r.checkpointBefore(p); k >= 0; k-- {
		if ctx.Err() != nil {
			break
		}
		from, to := r.cps[k].pos, p
		if k+1 < len(r.cps) && r.cps[k+1].pos < p {
			to = r.cps[k+1].pos
		}
		if from >= to {
			continue
		}
		var best *hit
		var pend []pendingWatch
		s.scan(from, to, func(i uint64, ev event) {
			pend = nil
			if ev.kind != evStep && ev.kind != evResume {
				return
			}
			g, wi := s.curGroup(), int(ev.wave)
			if len(s.bps) > 0 && s.dbg.HasBreakpoint(uint64(ev.pc)) {
				if bp, lanes, _ := s.breakpointMatch(g, wi); bp != nil {
					best = &hit{at: i, gi: g.index, wi: wi, bp: bp, lanes: lanes}
				}
			}
			if len(s.watch) > 0 {
				pend, _ = s.watchBefore(g, wi)
			}
		}, func(i uint64, ev event) {
			if len(pend) == 0 || i+1 >= p {
				return
			}
			g := s.curGroup()
			if st, _ := s.watchCheck(g, int(ev.wave), uint64(ev.pc), pend); st != nil {
				best = &hit{at: i + 1, gi: g.index, wi: int(ev.wave), watch: st}
			}
		})
		if best == nil {
			continue
		}
		s.seek(best.at)
		s.focusWG, s.focusWave = best.gi, best.wi
		g := s.groups[best.gi]
		var st *Stop
		if best.bp != nil {
			g.waves[best.wi].Halted = true // a forward continue passes over it
			st = s.waveStop(g, best.wi, StopBreakpoint, best.lanes)
			st.Breakpoint, st.Temporary = best.bp.Number, best.bp.Temporary
		} else {
			st = best.watch
		}
		s.setStop(st)
		return st, nil
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	return s.reverseTo(r.base, g.index, wi, StopStep, true), nil
}

// linePos is a position where the focused lane is active at the start of
// a statement: a candidate stop of step.
type linePos struct {
	at    uint64
	file  string
	line  int
	pc    uint64
	back  bool // reached by a backward jump of the wave
	depth int  // calls entered since the window's start
}

// lineStops lists the positions in [from, to) where lane of wave wi of
// workgroup gi is active on a statement, and the call depth at to.
func (s *Session) lineStops(from, to uint64, gi, wi, lane int) ([]linePos, int) {
	var out []linePos
	depth, prev := 0, ^uint64(0)
	bit := uint64(1) << uint(lane)
	s.scan(from, to, func(i uint64, ev event) {
		if !ev.isExec(gi, wi) {
			return
		}
		pc := uint64(ev.pc)
		back := prev != ^uint64(0) && pc < prev
		prev = pc
		li, err := s.dw.PCToLine(s.addr(pc))
		if err == nil && li.Line > 0 && li.IsStmt {
			g := s.groups[gi]
			if s.activeLanes(g, wi)&bit != 0 {
				out = append(out, linePos{at: i, file: li.File, line: li.Line, pc: pc, back: back, depth: depth})
			}
		}
		if s.isCall(pc) {
			depth++
		} else if s.isReturn(pc) && depth > 0 {
			depth--
		}
	}, nil)
	return out, depth
}

// ReverseStepLine goes back to the start of the previous source line of the
// focused lane (reverse-step), or of the current line when the lane is in
// the middle of one; with over, lines of functions it called are passed
// over (reverse-next).
func (s *Session) ReverseStepLine(ctx context.Context, over bool) (*Stop, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	if s.dw == nil {
		return nil, errorf("no line information; use reverse-stepi")
	}
	gi, lane, p := g.index, s.focusLane, r.pos
	for segs := 1; ; segs *= 2 {
		k := max(r.checkpointBefore(p)-segs+1, 0)
		from := r.cps[k].pos
		if from >= p && k > 0 {
			continue
		}
		cands, dp := s.lineStops(from, p, gi, wi, lane)
		if over {
			kept := cands[:0]
			for _, c := range cands {
				if c.depth <= dp {
					kept = append(kept, c)
				}
			}
			cands = kept
		}
		for j := len(cands) - 1; j >= 0; j-- {
			c := cands[j]
			if j == 0 {
				if k == 0 {
					return s.reverseTo(c.at, gi, wi, StopStep, false), nil
				}
				break // the line before it lies before the window
			}
			b := cands[j-1]
			if c.line != b.line || path.Base(c.file) != path.Base(b.file) || c.back && s.dw.IsStatement(s.addr(c.pc)) {
				return s.reverseTo(c.at, gi, wi, StopStep, false), nil
			}
		}
		if k == 0 || ctx.Err() != nil {
			return s.reverseTo(r.base, gi, wi, StopStep, true), nil
		}
	}
}

// holdPosition remembers the position and which waves are halted at a
// breakpoint there, for a command that replays history to look at it; the
// function it returns goes back and halts them again.
func (s *Session) holdPosition() func() {
	r := s.rec
	p := r.pos
	var halted []bool
	g := s.curGroup()
	if g != nil {
		for _, w := range g.waves {
			halted = append(halted, w.Halted)
		}
	}
	return func() {
		s.seek(p)
		if g := s.curGroup(); g != nil && len(g.waves) == len(halted) {
			for i, w := range g.waves {
				w.Halted = halted[i]
			}
		}
	}
}
