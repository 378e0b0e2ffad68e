package session

import (
	"context"
	"errors"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/check"
	"github.com/gcndbg/gcndbg/model/launch"
)

// Interrupt makes a running Continue (or a long step) stop at the next
// instruction boundary, leaving the waves where they are. It is safe to
// call from another goroutine (a Ctrl-C handler).
func (s *Session) Interrupt() {
	s.intrMu.Lock()
	f := s.intr
	s.intrMu.Unlock()
	if f != nil {
		f()
	}
}

// withInterrupt derives a context that Interrupt cancels.
func (s *Session) withInterrupt(ctx context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancel(ctx)
	s.intrMu.Lock()
	s.intr = cancel
	s.intrMu.Unlock()
	return ctx, func() {
		s.intrMu.Lock()
		s.intr = nil
		s.intrMu.Unlock()
		cancel()
	}
}

func (s *Session) maxSteps() uint64 {
	if s.opts.MaxSteps > 0 {
		return s.opts.MaxSteps
	}
	return exec.DefaultMaxSteps
}

func (s *Session) quantum() int {
	if s.opts.Quantum > 0 {
		return s.opts.Quantum
	}
	return exec.DefaultQuantum
}

// Run starts the dispatch and continues until a stop. A dispatch that has
// started starts again from the beginning, with fresh buffers and its
// breakpoints, watchpoints and value history kept, as gdb's run restarts
// the program; while it has not ended, Options.Confirm is asked first.
func (s *Session) Run(ctx context.Context) (*Stop, error) {
	if s.started {
		if !s.finished && s.opts.Confirm != nil &&
			!s.opts.Confirm("The dispatch being debugged has been started already.\nStart it from the beginning? (y or n) ") {
			return nil, errorf("not confirmed")
		}
		if err := s.restart(); err != nil {
			return nil, err
		}
	}
	if err := s.start(); err != nil {
		return nil, err
	}
	return s.Continue(ctx)
}

// restart sets the dispatch up again from the code object and args file:
// new memory (the outputs written by the last run are gone), no waves; the
// breakpoints are written into the new program.
func (s *Session) restart() error {
	l, err := launch.New(s.L.File, s.L.Name, s.L.Args)
	if err != nil {
		return err
	}
	dbg := exec.NewDebugger(l.Program)
	for _, bp := range s.bps {
		for _, pc := range bp.PCs {
			if err := dbg.SetBreakpoint(pc); err != nil {
				return err
			}
		}
	}
	s.L, s.prog, s.dbg, s.setup = l, l.Program, dbg, nil
	s.started, s.finished, s.fault, s.faulted = false, false, nil, nil
	s.cur, s.wavesRun, s.groups = 0, 0, map[int]*group{}
	s.focusWG, s.focusWave, s.stop = 0, 0, nil
	return nil
}

// Continue resumes every wave until a breakpoint, watchpoint or debug trap
// stops one, the dispatch ends, or ctx is cancelled.
func (s *Session) Continue(ctx context.Context) (*Stop, error) {
	if err := s.canRun(); err != nil {
		return nil, err
	}
	ctx, done := s.withInterrupt(ctx)
	defer done()
	if s.rec.replaying() {
		if st, ok := s.replayContinue(ctx); ok {
			s.setStop(st)
			return st, nil
		}
	}
	st := s.continueLoop(ctx)
	s.setStop(st)
	return st, nil
}

func (s *Session) canRun() error {
	if !s.started {
		return ErrNotRunning
	}
	if s.finished {
		return ErrExited
	}
	return nil
}

// setStop records a stop and moves the focus to the wave it names.
func (s *Session) setStop(st *Stop) {
	s.stop = st
	s.frameSel = 0
	if st == nil {
		return
	}
	switch st.Reason {
	case StopBreakpoint, StopWatchpoint, StopDebugTrap, StopInterrupted, StopFault, StopCheck:
		s.focusWG = s.wgIndex(st.Workgroup)
		s.focusWave = st.WaveID
		if st.Lanes != 0 && st.Lanes&(1<<uint(s.focusLane)) == 0 {
			for l := range 64 {
				if st.Lanes&(1<<uint(l)) != 0 {
					s.focusLane = l
					break
				}
			}
		}
	}
}

// continueLoop runs the workgroups from where they are.
func (s *Session) continueLoop(ctx context.Context) *Stop {
	// Waves halted at the last stop first execute what is under them.
	if g := s.curGroup(); g != nil {
		for wi, w := range g.waves {
			if w.Halted && !w.Ended {
				if st := s.resumeHalted(g, wi); st != nil {
					return st
				}
			}
		}
	}
	for {
		g := s.curGroup()
		if st := s.runGroup(ctx, g); st != nil {
			return st
		}
		if !g.done {
			g.done = true
			if s.cur+1 >= s.total {
				s.finished = true
			}
			s.note(event{kind: evGroupDone, group: uint32(g.index)}, nil)
			if s.cur+1 < s.total {
				if st := s.checkStop(g, 0); st != nil {
					return st
				}
			}
		}
		if s.cur+1 >= s.total {
			s.finished = true
			return s.exitStop()
		}
		s.cur++
		if _, err := s.startGroup(s.cur); err != nil {
			return s.faultStop(g, 0, err)
		}
		s.note(event{kind: evNextGroup, group: uint32(s.cur)}, nil)
	}
}

func (s *Session) countWaves() int { return s.wavesRun }

// resumeHalted executes the instruction under a halted wave (the displaced
// original under a breakpoint) and reports a stop it causes.
func (s *Session) resumeHalted(g *group, wi int) *Stop {
	pc := g.waves[wi].PC
	hit, err := s.watchBefore(g, wi)
	if err == nil {
		err = s.runInstruction(g, wi, true)
	}
	if err != nil {
		if st := s.checkStopBefore(g, wi, err); st != nil {
			return st
		}
		return s.faultStop(g, wi, err)
	}
	if st := s.checkStop(g, wi); st != nil {
		return st
	}
	return s.watchAfter(g, wi, pc, hit)
}

// runInstruction executes one instruction of wave wi live and records it:
// with resume as exec.Debugger.ResumeStep (the displaced original under a
// breakpoint; a trap of the program passed over), else with exec.Step.
func (s *Session) runInstruction(g *group, wi int, resume bool) error {
	w := g.waves[wi]
	pc, before := w.PC, w.EXEC
	if s.pf != nil {
		s.printfBefore(g, wi)
	}
	var err error
	if resume {
		err = s.dbg.ResumeStep(w, s.maxSteps())
	} else {
		err = exec.Step(s.prog, w, 1, s.maxSteps())
	}
	if check.IsStop(err) {
		// A checker stopped the wave before the instruction.
		return err
	}
	g.lanes[wi].observe(pc, before, w.EXEC, s.rec.nextPos())
	if s.pf != nil {
		s.printfAfter()
	}
	kind := evStep
	if resume {
		kind = evResume
	}
	s.note(event{kind: kind, wave: uint16(wi), group: uint32(g.index), pc: uint32(pc)}, err)
	return err
}

// runGroup interleaves the waves of g until all have ended (nil) or a stop.
func (s *Session) runGroup(ctx context.Context, g *group) *Stop {
	q := s.quantum()
	for {
		if ctx.Err() != nil {
			return s.interruptStop(g)
		}
		alive, ran := 0, false
		for wi, w := range g.waves {
			if w.Ended {
				continue
			}
			alive++
			if w.AtBarrier {
				continue
			}
			ran = true
			for range q {
				if st := s.execOne(g, wi, true); st != nil {
					return st
				}
				if w.Ended || w.AtBarrier {
					break
				}
			}
		}
		if alive == 0 {
			return nil
		}
		if s.releaseBarrier(g) {
			if st := s.checkStop(g, 0); st != nil {
				return st
			}
			continue
		}
		if !ran {
			err := deadlockError(g)
			s.note(event{kind: evDeadlock, group: uint32(g.index)}, err)
			return s.faultStop(g, 0, err)
		}
	}
}

// releaseBarrier lets the waves of g that wait on a barrier whose phase
// has completed go on (exec.WakeBarrierWaiters: the rule exec's scheduler
// uses), and records that it did.
func (s *Session) releaseBarrier(g *group) bool {
	if exec.WakeBarrierWaiters(g.waves) {
		s.note(event{kind: evBarrier, group: uint32(g.index)}, nil)
		return true
	}
	return false
}

// deadlockError is the error of a workgroup none of whose waves can go
// on: the barriers waited on, one line each, after the first.
func deadlockError(g *group) error {
	msg := errDeadlock.Error()
	for _, l := range exec.BarrierDeadlock(g.waves) {
		msg += "\n  " + l
	}
	return errors.New(msg)
}

// execOne runs one instruction of wave wi. With stopAtBreakpoints, a
// breakpoint whose condition holds (or a program's debug trap) stops the
// wave before the instruction; otherwise traps are passed over.
func (s *Session) execOne(g *group, wi int, stopAtBreakpoints bool) *Stop {
	w := g.waves[wi]
	pc := w.PC
	if s.dbg.HasBreakpoint(pc) || w.Halted {
		if stopAtBreakpoints && !w.Halted {
			if st := s.breakpointHit(g, wi); st != nil {
				w.Halted = true
				return st
			}
		}
		return s.resumeHalted(g, wi)
	}
	hit, err := s.watchBefore(g, wi)
	if err == nil {
		err = s.runInstruction(g, wi, false)
	}
	if err != nil {
		if st := s.checkStopBefore(g, wi, err); st != nil {
			return st
		}
		return s.faultStop(g, wi, err)
	}
	if st := s.checkStop(g, wi); st != nil {
		return st
	}
	if w.Halted {
		// The program's own s_trap 1 or 3.
		if stopAtBreakpoints {
			return s.waveStop(g, wi, StopDebugTrap, s.activeLanes(g, wi))
		}
		if err := s.runInstruction(g, wi, true); err != nil {
			if st := s.checkStopBefore(g, wi, err); st != nil {
				return st
			}
			return s.faultStop(g, wi, err)
		}
		return s.checkStop(g, wi)
	}
	return s.watchAfter(g, wi, pc, hit)
}

// waveStop describes a stop of wave wi for lanes.
func (s *Session) waveStop(g *group, wi int, r StopReason, lanes uint64) *Stop {
	w := g.waves[wi]
	st := &Stop{Reason: r, Wave: g.index*s.perGroup + wi, Workgroup: g.id, WaveID: wi, Lanes: lanes, PC: w.PC, Addr: s.addr(w.PC)}
	st.File, st.Line = s.lineOf(w.PC)
	if s.dw != nil {
		if fn, err := s.dw.FunctionAt(s.addr(w.PC)); err == nil {
			st.Function = fn.Name
		}
	}
	return st
}

func (s *Session) interruptStop(g *group) *Stop {
	wi := 0
	if s.focusWG == g.index && s.focusWave < len(g.waves) {
		wi = s.focusWave
	}
	return s.waveStop(g, wi, StopInterrupted, s.activeLanes(g, wi))
}

// faultStop ends the dispatch with err.
func (s *Session) faultStop(g *group, wi int, err error) *Stop {
	s.finished = true
	s.fault = err
	st := s.waveStop(g, wi, StopFault, 0)
	st.Err = err
	var f *exec.Fault
	if errors.As(err, &f) {
		// One PC notation everywhere: code object addresses, as
		// llvm-objdump, DWARF and `info waves` print them.
		f.Addr = s.addr(f.PC)
		if f.Inst == "" {
			f.Inst = s.prog.Text(f.PC)
		}
		st.PC, st.Addr = f.PC, f.Addr
		st.File, st.Line = s.lineOf(f.PC)
		if f.Kind != exec.FaultDeadlock && f.Wave >= 0 && f.Wave < len(g.waves) {
			st.WaveID = f.Wave
			st.Wave = g.index*s.perGroup + f.Wave
		}
		for _, l := range f.Lanes {
			if l.Lane >= 0 && l.Lane < 64 {
				st.Lanes |= 1 << uint(l.Lane)
			}
		}
	}
	s.faulted = &faultedWave{group: g.index, wave: st.WaveID, lanes: st.Lanes}
	return st
}

// faultedWave is the wave (and its lanes) whose fault ended the dispatch.
type faultedWave struct {
	group, wave int
	lanes       uint64
}

// waveFaulted reports whether wave wi of g is the one that faulted.
func (s *Session) waveFaulted(g *group, wi int) bool {
	return s.faulted != nil && s.faulted.group == g.index && s.faulted.wave == wi
}

// SetConfirm sets the question asker of Options.Confirm (the REPL's).
func (s *Session) SetConfirm(f func(question string) bool) { s.opts.Confirm = f }
