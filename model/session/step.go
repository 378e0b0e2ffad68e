package session

import (
	"context"
	"path"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/isa"
)

// Stepping moves only the focused wave (gdb's scheduler locking for
// steps); the other waves of its workgroup run only when the focused wave
// waits at s_barrier for them.

// maxLineSteps bounds the instructions of one source-level step.
const maxLineSteps = 1 << 24

// stackPointerSGPR is the AMDGPU calling convention's stack pointer.
const stackPointerSGPR = 32

// StepInstruction runs n instructions of the focused wave (stepi); with
// over, calls run to their return (nexti).
func (s *Session) StepInstruction(ctx context.Context, n int, over bool) (*Stop, error) {
	g, wi, err := s.stepTarget()
	if err != nil {
		return nil, err
	}
	ctx, done := s.withInterrupt(ctx)
	defer done()
	if n < 1 {
		n = 1
	}
	for range n {
		var st *Stop
		replayed := false
		if s.rec.replaying() {
			w := g.waves[wi]
			cond := func(uint64) bool { return true }
			stops := false
			if over && s.isCall(w.PC) {
				_, size, _ := s.dbg.InstAt(w.PC)
				ret, sp := w.PC+uint64(size), w.SGPR[stackPointerSGPR]
				cond = func(uint64) bool { return w.PC == ret && w.SGPR[stackPointerSGPR] == sp }
				stops = true
			}
			st, replayed = s.replayFocused(ctx, g.index, wi, stops, cond)
		}
		switch {
		case replayed:
		case over && s.isCall(g.waves[wi].PC):
			st = s.stepOverCall(ctx, g, wi)
		default:
			st = s.execFocused(g, wi)
		}
		if st != nil {
			s.setStop(st)
			return st, nil
		}
	}
	st := s.waveStop(g, wi, StopStep, s.activeLanes(g, wi))
	s.setStop(st)
	return st, nil
}

// stepTarget is the focused wave, if it can move.
func (s *Session) stepTarget() (*group, int, error) {
	if err := s.canRun(); err != nil {
		return nil, 0, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, 0, err
	}
	if g.waves[wi].Ended {
		return nil, 0, errorf("wave %d has ended", g.index*s.perGroup+wi)
	}
	return g, wi, nil
}

// execFocused runs one instruction of the focused wave, passing over
// breakpoints, letting the other waves catch up at a barrier.
func (s *Session) execFocused(g *group, wi int) *Stop {
	w := g.waves[wi]
	if w.Ended {
		return s.waveStop(g, wi, StopWaveEnded, 0)
	}
	if w.AtBarrier {
		if st := s.catchUp(g, wi); st != nil {
			return st
		}
		if w.AtBarrier {
			return nil
		}
	}
	st := s.execOne(g, wi, false)
	if st == nil && w.Ended {
		if s.allEnded(g) {
			return s.groupEnded(g, wi)
		}
		return s.waveStop(g, wi, StopWaveEnded, 0)
	}
	return st
}

func (s *Session) allEnded(g *group) bool {
	for _, w := range g.waves {
		if !w.Ended {
			return false
		}
	}
	return true
}

// groupEnded reports the end of the focused wave; when it was the last
// wave of the last workgroup the dispatch has ended.
func (s *Session) groupEnded(g *group, wi int) *Stop {
	if !g.done {
		g.done = true
		if s.cur+1 >= s.total {
			s.finished = true
		}
		s.note(event{kind: evGroupDone, group: uint32(g.index)}, nil)
	}
	if s.cur+1 >= s.total {
		s.finished = true
		return s.exitStop()
	}
	if st := s.checkStop(g, wi); st != nil {
		return st
	}
	return s.waveStop(g, wi, StopWaveEnded, 0)
}

// catchUp runs the other waves of g until each waits at the barrier or has
// ended, then releases the barrier. Breakpoints in them are passed over.
func (s *Session) catchUp(g *group, wi int) *Stop {
	for range maxLineSteps {
		moved := false
		for oi, o := range g.waves {
			if g.waves[wi].BarrierPassed() {
				break // the phase the focused wave waits for has completed
			}
			if oi == wi || o.Ended || o.AtBarrier {
				continue
			}
			moved = true
			if st := s.execOne(g, oi, false); st != nil {
				return st
			}
		}
		if !moved {
			break
		}
	}
	s.releaseBarrier(g)
	return nil
}

// isCall reports whether the instruction at pc is a call.
func (s *Session) isCall(pc uint64) bool {
	in, _, ok := s.dbg.InstAt(pc)
	return ok && in.Op == isa.OpS_SWAPPC_B64
}

// stepOverCall runs the focused wave until the call at its PC returns.
func (s *Session) stepOverCall(ctx context.Context, g *group, wi int) *Stop {
	w := g.waves[wi]
	_, size, _ := s.dbg.InstAt(w.PC)
	ret := w.PC + uint64(size)
	sp := w.SGPR[stackPointerSGPR]
	return s.runFocusedUntil(ctx, g, wi, func() bool { return w.PC == ret && w.SGPR[stackPointerSGPR] == sp })
}

// runFocusedUntil runs the focused wave until cond holds after an
// instruction, stopping early at breakpoints (other than the one under the
// wave now), faults, the wave's end or an interrupt. nil means cond held.
func (s *Session) runFocusedUntil(ctx context.Context, g *group, wi int, cond func() bool) *Stop {
	first := true
	for range maxLineSteps {
		if ctx.Err() != nil {
			return s.waveStop(g, wi, StopInterrupted, s.activeLanes(g, wi))
		}
		var st *Stop
		if first || g.waves[wi].AtBarrier {
			st = s.execFocused(g, wi)
		} else {
			st = s.execOne(g, wi, true)
			if st == nil && g.waves[wi].Ended {
				st = s.execFocused(g, wi)
			}
		}
		first = false
		if st != nil {
			return st
		}
		if cond() {
			return nil
		}
	}
	return s.waveStop(g, wi, StopInterrupted, s.activeLanes(g, wi))
}

// StepLine is step (over false) or next (over true): the focused wave runs
// until the focused lane is active at the start of a different source line.
// Code where the lane is inactive is skipped; step enters calls the lane
// takes part in and stops after the callee's prologue.
func (s *Session) StepLine(ctx context.Context, over bool) (*Stop, error) {
	g, wi, err := s.stepTarget()
	if err != nil {
		return nil, err
	}
	if s.dw == nil {
		return nil, errorf("no line information; use stepi")
	}
	ctx, done := s.withInterrupt(ctx)
	defer done()
	w := g.waves[wi]
	lane := s.focusLane
	bit := uint64(1) << uint(lane)
	lanes := s.lanePCs(g, wi)
	startFile, startLine := lanes[lane].File, lanes[lane].Line
	finish := func(st *Stop) (*Stop, error) {
		s.setStop(st)
		return st, nil
	}
	if s.rec.replaying() {
		if st, ok := s.replayStepLine(ctx, g.index, wi, lane, over, startFile, startLine); ok {
			return finish(st)
		}
		if w.Ended {
			return finish(s.waveStop(g, wi, StopWaveEnded, 0))
		}
	}
	for range maxLineSteps {
		if ctx.Err() != nil {
			return finish(s.waveStop(g, wi, StopInterrupted, w.EXEC))
		}
		pc := w.PC
		active := s.activeLanes(g, wi)&bit != 0
		var st *Stop
		switch {
		case s.isCall(pc) && (over || !active):
			st = s.stepOverCall(ctx, g, wi)
		case s.isCall(pc):
			if st = s.execFocused(g, wi); st == nil {
				st = s.finishPrologue(ctx, g, wi)
				if st == nil {
					return finish(s.waveStop(g, wi, StopStep, w.EXEC))
				}
			}
		default:
			st = s.execFocused(g, wi)
		}
		if st != nil {
			return finish(st)
		}
		if s.activeLanes(g, wi)&bit == 0 {
			continue
		}
		li, err := s.dw.PCToLine(s.addr(w.PC))
		if err != nil || li.Line == 0 || !li.IsStmt {
			continue
		}
		if li.Line != startLine || path.Base(li.File) != path.Base(startFile) {
			return finish(s.waveStop(g, wi, StopStep, w.EXEC))
		}
		if w.PC < pc && s.dw.IsStatement(s.addr(w.PC)) {
			// A backward jump to the start of the same line: the next
			// iteration of a one-line loop.
			return finish(s.waveStop(g, wi, StopStep, w.EXEC))
		}
	}
	return finish(s.waveStop(g, wi, StopInterrupted, w.EXEC))
}

// finishPrologue runs a wave that just entered a function to the end of
// its prologue.
func (s *Session) finishPrologue(ctx context.Context, g *group, wi int) *Stop {
	w := g.waves[wi]
	fn, err := s.dw.FunctionAt(s.addr(w.PC))
	if err != nil {
		return nil
	}
	end := s.offset(s.dw.PrologueEnd(fn))
	if w.PC >= end {
		return nil
	}
	return s.runFocusedUntil(ctx, g, wi, func() bool { return w.PC == end })
}

// Frame is one frame of a backtrace.
type Frame struct {
	Level    int
	PC       uint64 // program offset
	Addr     uint64
	Function string
	File     string
	Line     int
	Inlined  bool
	// regs are the frame's registers (nil: the wave's own, frame 0's);
	// saved says whether they are known: frame 0's physical frame, or
	// an outer frame unwound by CFI rules (without them a caller's
	// registers are not recoverable).
	regs  dwarf.Registers
	saved bool
	depth int // of the physical frame (0: the wave's own)
	// text is the frame's description before Finish ran it.
	text string
}

// maxFrames bounds a backtrace.
const maxFrames = 64

// Backtrace unwinds the focused wave's call stack (for the focused lane)
// through the CFI of device-function calls; inlined frames are listed too.
func (s *Session) Backtrace() ([]Frame, error) {
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	if err := s.endedWave(g, wi, "No stack"); err != nil {
		return nil, err
	}
	w := g.waves[wi]
	var out []Frame
	pc := s.addr(w.PC)
	ctx := s.dwarfContext(g, wi, s.focusLane)
	var regs dwarf.Registers = ctx.Regs
	saved := true
	for depth := 0; depth < maxFrames; depth++ {
		f := Frame{PC: s.offset(pc), Addr: pc, saved: saved, depth: depth}
		if depth > 0 {
			f.regs = regs
		}
		if s.dw == nil {
			f.Function = s.prog.Name
			out = append(out, f)
			break
		}
		lookup := pc
		if depth > 0 {
			lookup = pc - 1 // the call, not the instruction after it
		}
		li, lerr := s.dw.PCToLine(lookup)
		frames, ferr := s.dw.InlineFrames(lookup)
		if ferr != nil || len(frames) == 0 {
			f.Function = "??"
			out = append(out, f)
			break
		}
		file, line := li.File, li.Line
		if lerr != nil {
			file, line = "", 0
		}
		for i, sc := range frames {
			fr := f
			fr.Level = len(out)
			fr.Function, fr.File, fr.Line = sc.Name, file, line
			fr.Inlined = i < len(frames)-1
			out = append(out, fr)
			if sc.Kind == dwarf.ScopeInlined {
				file, line = sc.CallFile, sc.CallLine
			}
		}
		fn := frames[len(frames)-1]
		if s.isKernel(fn) || s.frames == nil {
			break
		}
		c := *ctx
		if row, rerr := s.frames.RowAt(pc); rerr != nil || len(row.Regs) == 0 {
			saved = false // no rules: the caller's registers are unknown
		}
		next, err := s.frames.Unwind(pc, regs, c)
		progress := err == nil && next.PC >= s.imageBase()
		if progress {
			// Return addresses are absolute (s_swappc_b64 saves the
			// loaded address); DWARF speaks of code object addresses.
			next.PC -= s.imageBase()
			progress = next.PC != pc && next.PC >= s.bias && s.offset(next.PC) < uint64(len(s.prog.Code))
		}
		if !progress {
			// Without CFI the return address comes from s[30:31], which a
			// function that has made a call no longer holds: the unwinder
			// makes no progress. The outermost frame is the kernel's
			// entry; when the kernel makes one call, that is where it is.
			if kf, ok := s.kernelCallFrame(fn); ok {
				kf.Level, kf.depth = len(out), depth+1
				out = append(out, kf)
			}
			break
		}
		// The return address is the instruction after the call; look up
		// the call's line.
		pc, regs = next.PC, next.Regs
		c.Regs = regs
		ctx = &c
	}
	return out, nil
}

// kernelCallFrame is the kernel entry's frame calling fn, when the
// kernel's own code (the symbol holding the entry) has exactly one call
// and fn is not the kernel itself: clang's OpenCL kernels at -O0 call their
// body, __clang_ocl_kern_imp_<name>, once.
func (s *Session) kernelCallFrame(fn *dwarf.Scope) (Frame, bool) {
	if s.isKernel(fn) {
		return Frame{}, false
	}
	k := s.functionAt(s.prog.Entry)
	call, n := uint64(0), 0
	for off := k.Lo; off < k.Hi; {
		in, size, ok := s.dbg.InstAt(off)
		if !ok || size == 0 {
			break
		}
		if in.Op == isa.OpS_SWAPPC_B64 {
			call, n = off+uint64(size), n+1
		}
		off += uint64(size)
	}
	if n != 1 {
		return Frame{}, false
	}
	f := Frame{PC: call, Addr: s.addr(call), Function: k.Name}
	if frames, err := s.dw.InlineFrames(f.Addr - 1); err == nil && len(frames) > 0 {
		f.Function = frames[len(frames)-1].Name
	}
	if li, err := s.dw.PCToLine(f.Addr - 1); err == nil {
		f.File, f.Line = li.File, li.Line
	}
	return f, true
}

// imageBase is where the code object is loaded in global memory.
func (s *Session) imageBase() uint64 {
	if s.L.Image == nil {
		return 0
	}
	return s.L.Image.Base
}

// isKernel reports whether fn holds the kernel's entry.
func (s *Session) isKernel(fn *dwarf.Scope) bool {
	return fn.Contains(s.addr(s.prog.Entry))
}

// Finish runs the focused wave until the current device function returns.
func (s *Session) Finish(ctx context.Context) (*Stop, Frame, error) {
	g, wi, err := s.stepTarget()
	if err != nil {
		return nil, Frame{}, err
	}
	frames, err := s.Backtrace()
	if err != nil {
		return nil, Frame{}, err
	}
	if len(frames) < 2 || s.frames == nil {
		return nil, Frame{}, errorf("\"finish\" not meaningful in the outermost frame")
	}
	// The caller: the first non-inlined frame above frame 0's function.
	var caller Frame
	found := false
	for _, f := range frames[1:] {
		if f.PC != frames[0].PC {
			caller, found = f, true
			break
		}
	}
	if !found {
		return nil, Frame{}, errorf("\"finish\" not meaningful in the outermost frame")
	}
	frames[0].text = s.frameText(frames[0])
	w := g.waves[wi]
	var ret *dwarf.Type
	if fn, err := s.dw.FunctionAt(frames[0].Addr); err == nil {
		ret = fn.ReturnType()
	}
	// The stack grows upwards: back in the caller, the stack pointer is
	// below the callee's (which tells a recursive call's return apart).
	sp := w.SGPR[stackPointerSGPR]
	ctx, done := s.withInterrupt(ctx)
	defer done()
	cond := func() bool { return w.PC == caller.PC && w.SGPR[stackPointerSGPR] < sp }
	var st *Stop
	replayed := false
	if s.rec.replaying() {
		st, replayed = s.replayFocused(ctx, g.index, wi, true, func(uint64) bool { return cond() })
	}
	if !replayed {
		st = s.runFocusedUntil(ctx, g, wi, cond)
	}
	if st == nil {
		st = s.waveStop(g, wi, StopStep, w.EXEC)
		if v, ok := s.returnValue(g, wi, ret); ok {
			st.Returned = &v
		}
	}
	s.setStop(st)
	return st, frames[0], nil
}

// returnValue reads what a function returning t left for the focused lane:
// the AMDGPU calling convention returns values of up to 16 bytes in
// v0..v3 (one dword per register, per lane).
func (s *Session) returnValue(g *group, wi int, t *dwarf.Type) (Value, bool) {
	if t == nil {
		return Value{}, false
	}
	n := t.ByteSize()
	if n <= 0 || n > 16 {
		return Value{}, false
	}
	w := g.waves[wi]
	var b []byte
	for r := 0; int64(len(b)) < n; r++ {
		v, ok := w.VGPRLane(r, s.focusLane)
		if !ok {
			return Value{}, false
		}
		b = append(b, le32(v)...)
	}
	return objectValue(t, b[:n]), true
}
