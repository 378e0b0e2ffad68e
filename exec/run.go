package exec

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/isa"
)

// Options control a run.
type Options struct {
	// Jobs is the number of goroutines running workgroups (0: all cores).
	Jobs int
	// MaxSteps bounds the instructions one wave may run (0: DefaultMaxSteps).
	MaxSteps uint64
	// Quantum is how many instructions a wave runs before the next wave of
	// its workgroup gets a turn (0: DefaultQuantum). The interleaving is
	// deterministic for a given quantum.
	Quantum int
	// Progress, if set, is called after each workgroup with the number done
	// and the total (from several goroutines; it must be safe for that).
	Progress func(done, total uint64)
	// Check, if set, makes a CheckHook for each goroutine that runs
	// workgroups (check.go): every wave gets it as its Check.
	Check func(s *Setup) CheckHook
}

// Defaults of Options.
const (
	// DefaultMaxSteps is the watchdog for endless loops: 2^26 (67 M)
	// instructions of one wave, well under a minute of interpretation
	// even for slow instructions; the testdata and benchmark kernels run
	// far fewer per wave (internal/truth bounds them by 2^22).
	DefaultMaxSteps = 1 << 26
	DefaultQuantum  = 64
)

// Stats count the work of a run.
type Stats struct {
	Workgroups       uint64
	Waves            uint64
	WaveInstructions uint64
	// VALULaneOps is the number of lane-operations of VALU instructions:
	// each VALU instruction counts its active lanes.
	VALULaneOps uint64
}

// Result is what a finished run leaves: the memory set-up (so a caller
// can find the kernarg segment, scratch ...) and the counts.
type Result struct {
	Setup *Setup
	Stats Stats
}

// Run executes dispatch d of program p in mem: the workgroups of the grid,
// each on one of opts.Jobs goroutines, waves of a workgroup interleaved
// deterministically. It returns a *Fault when the kernel faults, or an
// error for a bad dispatch or a cancelled context.
func Run(ctx context.Context, p *Program, d *Dispatch, mem *Memory, opts Options) (*Result, error) {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	nwg := d.NumWorkgroups()
	total := uint64(nwg[0]) * uint64(nwg[1]) * uint64(nwg[2])
	if uint64(jobs) > total {
		jobs = int(total)
	}
	if err := d.Validate(); err != nil {
		return nil, err
	}
	wavesPerGroup := (int(d.Workgroup[0]*d.Workgroup[1]*d.Workgroup[2]) + p.WaveSize() - 1) / p.WaveSize()
	setup, err := NewSetup(p.Arch, &p.Config, d, mem, jobs*wavesPerGroup)
	if err != nil {
		return nil, err
	}
	res := &Result{Setup: setup}
	maxSteps := opts.MaxSteps
	if maxSteps == 0 {
		maxSteps = DefaultMaxSteps
	}
	quantum := opts.Quantum
	if quantum <= 0 {
		quantum = DefaultQuantum
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	var (
		next      atomic.Uint64
		done      atomic.Uint64
		mu        sync.Mutex
		firstIdx  = ^uint64(0)
		firstErr  error
		stopped   []WavePos // where the waves were when ctx was cancelled
		wg        sync.WaitGroup
		allStats  = make([]Stats, jobs)
		ldsBytes  = p.Config.GroupSegmentFixedSize + d.DynamicLDS
		lockTable = newAtomicLocks(jobs > 1)
	)
	for k := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := &runner{ctx: ctx, p: p, setup: setup, acc: mem.Accessor(), lds: NewLDS(ldsBytes), maxSteps: maxSteps,
				quantum: quantum, firstSlot: k * wavesPerGroup, locks: lockTable, stats: &allStats[k]}
			if opts.Check != nil {
				r.check = opts.Check(setup)
				r.wants = newWantsCache(p, r.check)
			}
			defer r.free.release()
			for {
				i := next.Add(1) - 1
				if i >= total || ctx.Err() != nil {
					return
				}
				id := [3]uint32{uint32(i % uint64(nwg[0])), uint32(i / uint64(nwg[0]) % uint64(nwg[1])), uint32(i / (uint64(nwg[0]) * uint64(nwg[1])))}
				if err := r.runWorkgroup(id); err != nil {
					mu.Lock()
					var intr *Interrupted
					if errors.As(err, &intr) {
						stopped = append(stopped, intr.Waves...)
						mu.Unlock()
						return
					}
					if i < firstIdx {
						firstIdx, firstErr = i, err
					}
					mu.Unlock()
					cancel()
					return
				}
				n := done.Add(1)
				if opts.Progress != nil {
					opts.Progress(n, total)
				}
			}
		}()
	}
	wg.Wait()
	for _, s := range allStats {
		res.Stats.Workgroups += s.Workgroups
		res.Stats.Waves += s.Waves
		res.Stats.WaveInstructions += s.WaveInstructions
		res.Stats.VALULaneOps += s.VALULaneOps
	}
	if firstErr != nil {
		return res, firstErr
	}
	if err := ctx.Err(); err != nil && done.Load() < total {
		sort.Slice(stopped, func(i, j int) bool { return stopped[i].less(stopped[j]) })
		return res, &Interrupted{Err: err, Waves: stopped}
	}
	return res, nil
}

// Interrupted is Run's error when its context was cancelled (Ctrl-C)
// before the dispatch ended: where the waves that were running were.
type Interrupted struct {
	Err   error // the context's error
	Waves []WavePos
}

// WavePos is where one wave was.
type WavePos struct {
	Workgroup [3]uint32
	Wave      int    // in its workgroup
	PC        uint64 // byte offset in the program
	EXEC      uint64
	Steps     uint64 // instructions it had run
	AtBarrier bool
	Ended     bool
}

func (a WavePos) less(b WavePos) bool {
	for k := 2; k >= 0; k-- {
		if a.Workgroup[k] != b.Workgroup[k] {
			return a.Workgroup[k] < b.Workgroup[k]
		}
	}
	return a.Wave < b.Wave
}

func (e *Interrupted) Error() string {
	return fmt.Sprintf("interrupted with %d waves running", len(e.Waves))
}

func (e *Interrupted) Unwrap() error { return e.Err }

// interrupted records where the waves of a workgroup were.
func interrupted(err error, waves []*Wave) *Interrupted {
	in := &Interrupted{Err: err}
	for _, w := range waves {
		in.Waves = append(in.Waves, WavePos{Workgroup: w.Workgroup, Wave: w.ID, PC: w.PC, EXEC: w.EXEC, Steps: w.Steps, AtBarrier: w.AtBarrier, Ended: w.Ended})
	}
	return in
}

// runner runs workgroups on one goroutine; it is the waves' Env.
type runner struct {
	ctx       context.Context
	p         *Program
	setup     *Setup
	acc       *Accessor
	lds       *LDS
	maxSteps  uint64
	quantum   int
	firstSlot int
	locks     *atomicLocks
	stats     *Stats
	check     CheckHook
	// free are the waves of the workgroups that ended cleanly, for the
	// next ones (the pool's when the runner ends).
	free  wavesFree
	wants *wantsCache // check's filter answers, shared by the waves (Step)
}

func (r *runner) Global() *Accessor   { return r.acc }
func (r *runner) LDS() *LDS           { return r.lds }
func (r *runner) Scratch() *Scratch   { return r.setup.Scratch }
func (r *runner) Arch() *Arch         { return &r.p.Arch }
func (r *runner) Atomic() *sync.Mutex { return r.locks.lock() }
func (r *runner) ProgramBase() uint64 { return r.p.Base }

// runWorkgroup runs the waves of one workgroup to their end.
func (r *runner) runWorkgroup(id [3]uint32) (err error) {
	r.lds.Reset()
	waves, err := r.setup.newWorkgroupWaves(id, r.firstSlot, &r.free)
	if err != nil {
		return err
	}
	for _, w := range waves {
		w.Env = r
		w.PC = r.p.Entry
		w.Check = r.check
		w.wants = r.wants
	}
	if r.check != nil {
		r.check.WorkgroupStart(waves)
	}
	r.stats.Workgroups++
	r.stats.Waves += uint64(len(waves))
	defer func() {
		for _, w := range waves {
			r.stats.WaveInstructions += w.Steps
			r.stats.VALULaneOps += w.LaneOps
		}
		if err == nil {
			r.free.put(waves)
		}
	}()
	err = runWaves(r.ctx, r.p, waves, r.quantum, r.maxSteps)
	if r.check != nil && err == nil {
		r.check.WorkgroupEnd(waves)
	}
	return err
}

// RunWaves interleaves the waves of one workgroup until all have ended: each
// runs up to quantum instructions in turn; a wave at s_barrier waits until
// every wave that has not ended is there too.
func RunWaves(p *Program, waves []*Wave, quantum int, maxSteps uint64) error {
	return runWaves(context.Background(), p, waves, quantum, maxSteps)
}

// runWaves is RunWaves that also stops when ctx is cancelled.
func runWaves(ctx context.Context, p *Program, waves []*Wave, quantum int, maxSteps uint64) (err error) {
	SetGroup(waves)
	// One recovery for the workgroup instead of one per Step: a wave32
	// workgroup has twice the waves, each returning at every barrier, and
	// a deferred recover per call was 4% of wave32 reduce.
	var at stepAt
	defer func() {
		if r := recover(); r != nil {
			err = at.internalError(p, r)
		}
	}()
	for round := 0; ; round++ {
		if round%256 == 255 {
			if err := ctx.Err(); err != nil {
				return interrupted(err, waves)
			}
		}
		alive, ran := 0, false
		for _, w := range waves {
			if w.Ended {
				continue
			}
			alive++
			if w.AtBarrier || w.Halted {
				continue
			}
			ran = true
			at.w = w
			if err := step(p, w, quantum, maxSteps, &at); err != nil {
				return err
			}
		}
		if alive == 0 {
			return nil
		}
		if WakeBarrierWaiters(waves) {
			continue
		}
		if !ran {
			return deadlock(p, waves)
		}
	}
}

// deadlock reports a workgroup whose waves cannot proceed.
func deadlock(p *Program, waves []*Wave) *Fault {
	f := &Fault{Kind: FaultDeadlock, Workgroup: waves[0].Workgroup}
	for _, w := range waves {
		state := "ended"
		switch {
		case w.AtBarrier && w.Bar.Waiting == BarrierWorkgroup && p.Arch.Gen < GFX12:
			state = "waits at s_barrier"
		case w.AtBarrier:
			state = "waits at s_barrier_wait (" + BarrierName(int(w.Bar.Waiting)) + ")"
		case w.Halted:
			state = "is halted"
		case !w.Ended:
			state = "runs"
		}
		f.Waves = append(f.Waves, fmt.Sprintf("wave %d %s (pc %#x)", w.ID, state, w.PC+p.Base))
	}
	f.Barriers = BarrierDeadlock(waves)
	return f
}

// Step runs up to n instructions of wave w, stopping early when it ends,
// reaches a barrier or halts. A wave with a CheckHook (check.go) shows the
// hook each instruction its CheckFilter wants first, one at a time; the
// others run in the same straight stretches as without a hook.
func Step(p *Program, w *Wave, n int, maxSteps uint64) (err error) {
	at := stepAt{w: w}
	defer func() {
		if r := recover(); r != nil {
			err = at.internalError(p, r)
		}
	}()
	return step(p, w, n, maxSteps, &at)
}

// stepAt is where step is: the wave and the instruction it runs, for the
// fault report of a semantics that panics.
type stepAt struct {
	w  *Wave
	pc uint64
}

// internalError is the fault of the instruction at a whose semantics
// panicked with r: semantics must never panic; if one does, the kernel
// gets a fault report instead of the user a stack trace.
func (a *stepAt) internalError(p *Program, r any) error {
	a.w.PC = a.pc
	return newFault(a.w, p, a.pc, errInvalid("internal error of the interpreter: %v", r))
}

// step is Step without its recovery (the caller recovers, using at, which
// step keeps at the instruction it runs).
func step(p *Program, w *Wave, n int, maxSteps uint64, at *stepAt) (err error) {
	var pc uint64
	// The wave may run budget instructions before it reaches maxSteps.
	budget, limited := uint64(max(n, 0)), false
	if left := maxSteps - min(w.Steps, maxSteps); left < budget {
		budget, limited = left, true
	}
	hook := w.Check
	var filter CheckFilter
	// wants is, by pc/4, what the hook's filter answered (nil: nothing
	// known, and no straight runs).
	var wants []uint8
	var cache *wantsCache
	if hook != nil {
		filter, _ = hook.(CheckFilter)
		if c := w.wants; filter != nil && c != nil && c.hook == hook && p.breakpoints == 0 {
			wants, cache = c.at, c
		}
	}
	insts := p.insts
	for budget > 0 {
		pc = w.PC
		at.pc = pc
		var d *instr
		if pc%4 == 0 && pc/4 < uint64(len(insts)) {
			if d = insts[pc/4].Load(); d == nil {
				d = p.at(pc) // not decoded yet
			}
		}
		if d == nil || d.err != nil || d.fn == nil {
			return cannotRun(p, w, pc, d)
		}
		// cached: the filter's answer for pc holds whatever the wave's
		// s_set_vgpr_msb mode; not for an instruction the mode moves,
		// whose filter sees the moved operands each time.
		cached := wants != nil
		if w.VGPRMSB&d.msbFields != 0 {
			// gfx1250: operands moved by s_set_vgpr_msb.
			if d = p.msbVariant(d, pc, w.VGPRMSB); d.err != nil {
				return newFault(w, p, pc, d.err)
			}
			cached = false
		}
		if hook != nil {
			a := wantUnknown
			if cached {
				a = wants[pc/4]
			}
			if a == wantYes || a == wantUnknown && (filter == nil || filter.Wants(pc, &d.in)) {
				if cached {
					wants[pc/4] = wantYes
				}
				budget--
				if stop, err := stepEvent(p, w, d, pc, hook); stop || err != nil {
					return err
				}
				continue
			}
			if cached {
				wants[pc/4] = wantNo
			}
		}
		// One instruction, or a stretch without program control: there
		// each instruction's successor is d.next, or without a hook a
		// taken branch's target (not while a breakpoint trap is written,
		// which the links would skip), and a jump (s_setpc_b64) ends it.
		// Under a hook the stretch also ends before the first instruction
		// the hook wants (refusedFrom), and at a taken branch.
		n := uint64(1)
		if s := uint64(d.straight); s >= 2 && p.breakpoints == 0 && (hook == nil || wants != nil) {
			n = min(s, budget)
			if cache != nil {
				n = min(n, cache.refusedFrom(pc, d, filter))
			}
		}
		for ; n > 0; n-- {
			at.pc = pc
			if w.VGPRMSB&d.msbFields != 0 {
				// gfx1250: operands moved by s_set_vgpr_msb. Under a
				// hook, the loop above shows the filter the moved
				// operands (a variant has no msbFields: the first
				// instruction of a stretch is never one).
				if hook != nil {
					break
				}
				if d = p.msbVariant(d, pc, w.VGPRMSB); d.err != nil {
					w.PC = pc
					return newFault(w, p, pc, d.err)
				}
			}
			npc := pc + uint64(d.size)
			w.PC = npc
			w.Steps++
			budget--
			if d.cond != 0 {
				// A branch, evaluated here as its semantics (sBranch)
				// do. Taken, the run goes on at its target as a new
				// stretch from there within the budget; under a hook
				// it ends (the loop above looks at the target and caps
				// the next run), as it does when the target is in no
				// stretch or a breakpoint trap is written.
				if branchTaken(w, d.cond) {
					npc = uint64(int64(npc) + d.branchOffset())
					w.PC = npc
					t := d.target
					if t == nil || t.straight == 0 || budget == 0 || hook != nil || p.breakpoints != 0 {
						break
					}
					pc, d = npc, t
					n = min(uint64(t.straight), budget) + 1 // the loop's n-- follows
					continue
				}
			} else {
				if d.valu {
					w.LaneOps += uint64(bits.OnesCount64(w.EXEC))
					if w.Mode&ModeGPRIdxEn != 0 {
						var err error
						if d, err = gprIndexed(w, d); err != nil {
							w.PC = pc
							return newFault(w, p, pc, err)
						}
					}
				}
				if err := d.fn(w, d); err != nil {
					if err == errGeneral {
						err = d.general(w, d)
					}
					if err != nil {
						w.PC = pc
						return newFault(w, p, pc, err)
					}
				}
				if d.sopp && (w.Ended || w.AtBarrier || w.Halted) {
					if w.Ended && hook != nil {
						hook.WaveEnd(w)
					}
					return nil
				}
				// No PC comparison here: an instruction whose
				// semantics move the PC is program control (a SOPP or
				// one of jumpOps), and so never inside a run of more
				// than one instruction (pc_writers_test.go).
			}
			if k := uint64(d.skip); k != 0 && k < n {
				// The instructions after d that do nothing (within
				// this run, whose length n already excludes a written
				// breakpoint) are counted, not called.
				npc += uint64(d.skipBytes)
				w.PC = npc
				w.Steps += k
				budget -= k
				n -= k
				pc, d = npc, d.skipTo
				continue
			}
			pc, d = npc, d.next
		}
	}
	if limited {
		// The next instruction would be one too many.
		pc = w.PC
		at.pc = pc
		if d := p.at(pc); d == nil || d.err != nil || d.fn == nil {
			return cannotRun(p, w, pc, d)
		}
		return newFault(w, p, pc, &faultError{kind: FaultStepLimit, detail: fmt.Sprintf("the wave ran %d instructions without ending", w.Steps)})
	}
	return nil
}

// jumpOps are the operations outside SOPP whose semantics move the PC
// (s_setpc_b64, s_swappc_b64, s_call_b64, gfx1250's s_add_pc_i64). Marked
// program control (instr.sopp) as SOPP branches are, they end Step's
// straight runs, so a run need not compare the PC with the next
// instruction's after each instruction (4 x86 instructions and a reload
// of every instruction). pc_writers_test.go fails on a semantics that
// moves the PC and is neither.
var jumpOps = map[isa.Op]bool{isa.OpS_SETPC_B64: true, isa.OpS_SWAPPC_B64: true, isa.OpS_CALL_B64: true}

func init() {
	if op, ok := lookupOp("s_add_pc_i64"); ok {
		jumpOps[op] = true
	}
}

// cannotRun is the fault of a wave whose PC is not at an instruction it
// can run (d, nil when none starts there).
func cannotRun(p *Program, w *Wave, pc uint64, d *instr) error {
	switch {
	case d == nil:
		return newFault(w, p, pc, &faultError{kind: FaultIllegal, detail: fmt.Sprintf("pc %#x is not the start of an instruction", pc+p.Base)})
	case d.err != nil:
		return newFault(w, p, pc, d.err)
	}
	return newFault(w, p, pc, errUnimplemented(d.op.String()))
}

// atomicLocks serialises atomic read-modify-writes to global memory when
// workgroups run on several goroutines.
type atomicLocks struct {
	on bool
	mu sync.Mutex
}

func newAtomicLocks(on bool) *atomicLocks { return &atomicLocks{on: on} }

// lock returns the mutex to hold around an atomic (nil when one goroutine runs).
func (a *atomicLocks) lock() *sync.Mutex {
	if !a.on {
		return nil
	}
	return &a.mu
}
