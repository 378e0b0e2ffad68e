package session

import (
	"context"
	"path"
)

// Forward motion inside the recorded history replays the log: the same
// events in the same order, so the same machine states and the same
// results, with the stops a live run would make on the way. At the end of
// the log the commands go on live (step.go, run.go).

// replayContinue replays until a breakpoint, watchpoint, debug trap, fault
// or the end of the dispatch stops a wave; ok is false when the log ended
// first.
func (s *Session) replayContinue(ctx context.Context) (st *Stop, ok bool) {
	r := s.rec
	for n := 0; r.replaying(); n++ {
		if n%256 == 255 && ctx.Err() != nil {
			g := s.curGroup()
			return s.interruptStop(g), true
		}
		ev := r.eventAt(r.pos)
		if ev.kind != evStep && ev.kind != evResume {
			if st := s.applyEvent(); st != nil {
				return st, true
			}
			continue
		}
		g, wi := s.curGroup(), int(ev.wave)
		if st := s.replayInstruction(g, wi, ev, true); st != nil {
			return st, true
		}
		if st := s.replayEndCheckStop(); st != nil {
			return st, true
		}
	}
	return nil, false
}

// replayInstruction replays the instruction event ev of wave wi, stopping
// as execOne does: before it at a breakpoint (when the wave is not halted
// there already), after it at a watchpoint or the program's debug trap.
func (s *Session) replayInstruction(g *group, wi int, ev event, stops bool) *Stop {
	w := g.waves[wi]
	if stops && !w.Halted && s.dbg.HasBreakpoint(uint64(ev.pc)) {
		if st := s.breakpointHit(g, wi); st != nil {
			w.Halted = true
			return st
		}
	}
	if stops && !w.Halted {
		if st := s.replayCheckStop(g, wi); st != nil {
			w.Halted = true
			return st
		}
	}
	var pend []pendingWatch
	if stops {
		pend, _ = s.watchBefore(g, wi)
	}
	if st := s.applyEvent(); st != nil {
		return st
	}
	if stops {
		if st := s.watchAfter(g, wi, uint64(ev.pc), pend); st != nil {
			return st
		}
		if ev.kind == evStep && w.Halted {
			return s.waveStop(g, wi, StopDebugTrap, s.activeLanes(g, wi))
		}
	}
	return nil
}

// replayFocused replays until wave wi of workgroup gi has run an
// instruction after which done (given that instruction's PC) holds; with
// stops, breakpoints (but the one under the wave now) and watchpoints stop
// it first. ok is false when the log ended first.
func (s *Session) replayFocused(ctx context.Context, gi, wi int, stops bool, done func(pc uint64) bool) (st *Stop, ok bool) {
	r := s.rec
	first := true
	for n := 0; r.replaying(); n++ {
		if n%256 == 255 && ctx.Err() != nil {
			if g, ok := s.groups[gi]; ok {
				return s.waveStop(g, wi, StopInterrupted, s.activeLanes(g, wi)), true
			}
		}
		ev := r.eventAt(r.pos)
		if !ev.isExec(gi, wi) {
			if st := s.applyEvent(); st != nil {
				return st, true
			}
			continue
		}
		g := s.groups[gi]
		w := g.waves[wi]
		if st := s.replayInstruction(g, wi, ev, stops && !first); st != nil {
			return st, true
		}
		first = false
		if w.Ended {
			if r.replaying() && r.eventAt(r.pos).kind == evGroupDone {
				if st := s.applyEvent(); st != nil {
					return st, true
				}
			}
			return s.waveStop(g, wi, StopWaveEnded, 0), true
		}
		if done(uint64(ev.pc)) {
			return nil, true
		}
	}
	return nil, false
}

// replayStepLine is StepLine inside the log: lane's line started at
// startFile:startLine. ok is false when the log ended first (StepLine
// goes on live).
func (s *Session) replayStepLine(ctx context.Context, gi, wi, lane int, over bool, startFile string, startLine int) (*Stop, bool) {
	bit := uint64(1) << uint(lane)
	depth := 0         // calls being passed over
	into := ^uint64(0) // the prologue end of a function stepped into
	g := s.groups[gi]
	w := g.waves[wi]
	st, ok := s.replayFocused(ctx, gi, wi, false, func(pc uint64) bool {
		switch {
		case into != ^uint64(0):
			return w.PC == into
		case depth > 0:
			if s.isCall(pc) {
				depth++
			} else if s.isReturn(pc) {
				depth--
			}
			if depth > 0 {
				return false
			}
		case s.isCall(pc):
			if over || s.activeLanes(g, wi)&bit == 0 {
				depth++
				return false
			}
			fn, err := s.dw.FunctionAt(s.addr(w.PC))
			if err != nil {
				return true
			}
			end := s.offset(s.dw.PrologueEnd(fn))
			if w.PC >= end {
				return true
			}
			into = end
			return false
		}
		if s.activeLanes(g, wi)&bit == 0 {
			return false
		}
		li, err := s.dw.PCToLine(s.addr(w.PC))
		if err != nil || li.Line == 0 || !li.IsStmt {
			return false
		}
		if li.Line != startLine || path.Base(li.File) != path.Base(startFile) {
			return true
		}
		return w.PC < pc && s.dw.IsStatement(s.addr(w.PC))
	})
	if ok && st == nil {
		st = s.waveStop(g, wi, StopStep, w.EXEC)
	}
	return st, ok
}
