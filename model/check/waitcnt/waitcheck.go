// Package waitcnt finds missing s_waitcnt: the interpreter completes a
// memory operation at once, the hardware later. Per wave it keeps the
// operations the hardware still has outstanding on each wait counter, in
// issue order, and the registers each will write when it returns; it
// reports an instruction that reads such a register before a wait
// guaranteed the operation's return (read-before-wait), and one that
// writes it first, whose value the late return would then overwrite
// (overwrite-before-wait).
//
// Which operation a counter value guarantees follows the ISA guides and
// LLVM's SIInsertWaitcnts (see README.md in this directory): a counter
// counts down as operations complete; operations of one in-order class
// (vector memory loads of one type, LDS) complete in issue order, scalar
// memory (SMEM) and messages in any order. A wait "counter <= N" thus
// guarantees an operation X has completed when X and the younger
// operations of X's class, which cannot complete before it, are more than
// N: an SMEM load is guaranteed only by a wait for 0, the third-youngest
// of a run of global loads by vmcnt(2).
//
// The package is pure: it reads decoded instructions (isa.Inst) and keeps
// its own state; it knows nothing of the interpreter.
package waitcnt

import (
	"fmt"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/isa"
)

// Counter is a hardware wait counter.
type Counter uint8

// Wait counters. On GFX12 VM is loadcnt, LGKM dscnt, VS storecnt; KM,
// SAMPLE and BVH exist only there.
const (
	VM Counter = iota
	LGKM
	VS
	EXP
	KM
	SAMPLE
	BVH
	numCounters
)

// Finding kinds.
const (
	KindReadBeforeWait      = "read-before-wait"
	KindOverwriteBeforeWait = "overwrite-before-wait"
)

// Finding is one missing wait.
type Finding struct {
	Kind string
	PC   uint64 // the instruction that reads or overwrites too early
	// Slot is the register (isa.SlotName) and MemPC the memory operation
	// that will still write it.
	Slot  int
	MemPC uint64
	// Counter and Need name the wait that would have made it safe
	// ("vmcnt", 0): a wait for at most Need on Counter.
	Counter string
	Need    int
	Message string
}

// in-order classes of outstanding operations; classOwn completes in any
// order with respect to every other operation.
const (
	classOwn = iota
	classVMEM
	classSampler
	classBVH
	classStore
	classLDS
	numClasses
)

// facts are what the checker needs of one instruction, computed once per
// program address.
type facts struct {
	reads, writes []int
	// memory operation: the counters it increments (bit per Counter), its
	// class, and whether its register writes arrive late.
	counters uint8
	class    uint8
	// waits: the counter limits a wait instruction sets (-1: none).
	wait    [numCounters]int8
	isWait  bool
	mnem    string
	op      isa.Op
	gen     isa.Generation
	deferWr bool
	flatSeg bool // a FLAT-segment access (global, private or LDS by address)
}

// Checker holds the per-program facts shared by the waves of a dispatch.
type Checker struct {
	target *isa.Target
	gen    isa.Generation
	base   uint64
	cache  []atomic.Pointer[facts]
	// late: the slots some memory operation of the program writes late
	// (SetProgram; nil: Wants wants every instruction).
	late *[isa.NumSlots]bool
	// quiet: SetGraph proved that Step finds nothing on any path of the
	// program; Wants wants nothing.
	quiet bool
}

// New returns a checker for code of target t at [base, base+size).
func New(t *isa.Target, base uint64, size int) *Checker {
	return &Checker{target: t, gen: t.Info().Gen, base: base, cache: make([]atomic.Pointer[facts], size/4+1)}
}

// factsOf returns the facts of in at pc, cached.
func (c *Checker) factsOf(pc uint64, in *isa.Inst) *facts {
	off := pc - c.base
	if off%4 == 0 && off/4 < uint64(len(c.cache)) {
		p := &c.cache[off/4]
		if f := p.Load(); f != nil && f.op == in.Op {
			return f
		}
		f := c.compute(in)
		p.Store(f)
		return f
	}
	return c.compute(in)
}

// op is an outstanding memory operation.
type op struct {
	pc       uint64
	mnem     string
	class    uint8
	counters uint8
	writes   []int
	done     bool
}

// Wave is the wait-counter state of one wave.
type Wave struct {
	c       *Checker
	queues  [numCounters][]*op
	pending [isa.NumSlots]*op
	// set lists the slots pending was set at since Reset (setAll: too
	// many to list), so that Reset clears those alone.
	set    []uint16
	setAll bool
	out    []Finding
	// free holds retired operations for reuse (an allocation per memory
	// instruction was most of the checker's cost).
	free, retired []*op
}

// NewWave returns the state of a wave that has nothing outstanding.
func (c *Checker) NewWave() *Wave { return &Wave{c: c} }

// Reset makes w the state of a wave that has nothing outstanding.
func (w *Wave) Reset() {
	for c := range w.queues {
		for _, o := range w.queues[c] {
			if !o.done {
				o.done = true
				w.free = append(w.free, o)
			}
		}
		w.queues[c] = w.queues[c][:0]
	}
	if w.setAll {
		clear(w.pending[:])
	} else {
		for _, s := range w.set {
			w.pending[s] = nil
		}
	}
	w.set, w.setAll = w.set[:0], false
}

// FLAT-segment address spaces an instruction reached (StepFlat).
const (
	FlatVMEM = 1 << iota // global or private memory
	FlatLDS              // LDS
)

// Step checks the instruction in at pc, which the wave is about to
// execute, and records its effect. The returned findings are valid until
// the next Step.
func (w *Wave) Step(pc uint64, in *isa.Inst) []Finding { return w.StepFlat(pc, in, 0) }

// StepFlat is Step for an instruction whose FLAT-segment lanes reached
// the spaces in spaces (FlatVMEM, FlatLDS; 0: unknown). A FLAT access
// counts on vmcnt when it reaches memory and on lgkmcnt when it reaches
// LDS; one that reaches both returns in any order with respect to
// either (LLVM's SIInsertWaitcnts "pending FLAT": only a wait for 0
// guarantees it). An unknown FLAT counts on both, in any order.
func (w *Wave) StepFlat(pc uint64, in *isa.Inst, spaces uint8) []Finding {
	w.out = w.out[:0]
	f := w.c.factsOf(pc, in)
	if f.flatSeg {
		g := *f
		switch spaces {
		case FlatVMEM:
			g.counters &^= 1 << LGKM
		case FlatLDS:
			g.counters, g.class = 1<<LGKM, classLDS
		default:
			g.class = classOwn
		}
		f = &g
	}
	if f.isWait {
		w.wait(&f.wait)
		return w.out
	}
	for _, s := range f.reads {
		if o := w.pending[s]; o != nil {
			w.report(KindReadBeforeWait, pc, f, s, o)
			w.pending[s] = nil
		}
	}
	if f.counters == 0 {
		for _, s := range f.writes {
			if o := w.pending[s]; o != nil {
				w.report(KindOverwriteBeforeWait, pc, f, s, o)
				w.pending[s] = nil
			}
		}
		return w.out
	}
	var n *op
	if k := len(w.free); k > 0 {
		n, w.free = w.free[k-1], w.free[:k-1]
	} else {
		n = new(op)
	}
	*n = op{pc: pc, mnem: f.mnem, class: f.class, counters: f.counters}
	if f.deferWr {
		n.writes = f.writes
	}
	for _, s := range f.writes {
		o := w.pending[s]
		if o != nil && !(o.class == n.class && n.class != classOwn && o.counters&n.counters != 0) {
			// A return of another class may come after this one's.
			w.report(KindOverwriteBeforeWait, pc, f, s, o)
		}
		if f.deferWr {
			w.pending[s] = n
			if !w.setAll {
				if len(w.set) < 256 {
					w.set = append(w.set, uint16(s))
				} else {
					w.setAll = true
				}
			}
		} else {
			w.pending[s] = nil
		}
	}
	for c := Counter(0); c < numCounters; c++ {
		if n.counters&(1<<c) != 0 {
			w.queues[c] = append(w.queues[c], n)
		}
	}
	return w.out
}

// Outstanding returns how many operations the wave has outstanding on
// counter c.
func (w *Wave) Outstanding(c Counter) int { return len(w.queues[c]) }

// wait applies a wait instruction's limits.
func (w *Wave) wait(lim *[numCounters]int8) {
	retired := false
	for c := Counter(0); c < numCounters; c++ {
		n := int(lim[c])
		if n < 0 || len(w.queues[c]) <= n {
			continue
		}
		var younger [numClasses]int
		q := w.queues[c]
		for i := len(q) - 1; i >= 0; i-- {
			o := q[i]
			if o.done {
				continue
			}
			ahead := 0
			if o.class != classOwn {
				ahead = younger[o.class]
				younger[o.class]++
			}
			if 1+ahead > n {
				w.retire(o)
				retired = true
			}
		}
	}
	if retired {
		for c := range w.queues {
			q := w.queues[c][:0]
			for _, o := range w.queues[c] {
				if !o.done {
					q = append(q, o)
				}
			}
			w.queues[c] = q
		}
		w.free = append(w.free, w.retired...)
		w.retired = w.retired[:0]
	}
}

func (w *Wave) retire(o *op) {
	o.done = true
	w.retired = append(w.retired, o)
	for _, s := range o.writes {
		if w.pending[s] == o {
			w.pending[s] = nil
		}
	}
}

// need returns the counter and the largest wait on it that guarantees o.
func (w *Wave) need(o *op) (string, int) {
	best, bestN := Counter(255), -1
	for c := Counter(0); c < numCounters; c++ {
		if o.counters&(1<<c) == 0 {
			continue
		}
		n := 0
		if o.class != classOwn {
			for _, y := range w.queues[c] {
				if !y.done && y != o && y.class == o.class && isYounger(w.queues[c], y, o) {
					n++
				}
			}
		}
		if n > bestN {
			best, bestN = c, n
		}
	}
	return counterName(w.c.gen, best), bestN
}

func isYounger(q []*op, y, o *op) bool {
	for _, x := range q {
		if x == o {
			return true
		}
		if x == y {
			return false
		}
	}
	return false
}

func (w *Wave) report(kind string, pc uint64, f *facts, s int, o *op) {
	cnt, n := w.need(o)
	var msg string
	reg := isa.SlotName(s)
	if kind == KindReadBeforeWait {
		msg = fmt.Sprintf("%s reads %s before the %s that writes it has returned: needs s_waitcnt %s(%d) or lower first", f.mnem, reg, o.mnem, cnt, n)
	} else {
		msg = fmt.Sprintf("%s writes %s while the %s that also writes it is outstanding, whose late return overwrites the new value: needs s_waitcnt %s(%d) or lower first", f.mnem, reg, o.mnem, cnt, n)
	}
	w.out = append(w.out, Finding{Kind: kind, PC: pc, Slot: s, MemPC: o.pc, Counter: cnt, Need: n, Message: msg})
}

// counterName is the ISA guide's name of counter c on generation g.
func counterName(g isa.Generation, c Counter) string {
	gfx12 := g >= isa.GenGFX12
	switch c {
	case VM:
		if gfx12 {
			return "loadcnt"
		}
		return "vmcnt"
	case LGKM:
		if gfx12 {
			return "dscnt"
		}
		return "lgkmcnt"
	case VS:
		if gfx12 {
			return "storecnt"
		}
		return "vscnt"
	case EXP:
		return "expcnt"
	case KM:
		return "kmcnt"
	case SAMPLE:
		return "samplecnt"
	case BVH:
		return "bvhcnt"
	}
	return "?"
}

// compute classifies one instruction.
func (c *Checker) compute(in *isa.Inst) *facts {
	f := &facts{mnem: in.Op.String(), op: in.Op, gen: c.gen}
	for i := range f.wait {
		f.wait[i] = -1
	}
	if c.decodeWait(in, f) {
		f.isWait = true
		return f
	}
	f.reads = in.ReadSlots(nil)
	f.writes = in.WriteSlots(nil)
	if in.Enc == nil {
		return f
	}
	gfx12 := c.gen >= isa.GenGFX12
	vscnt := c.gen >= isa.GenGFX10 // stores on their own counter
	format := in.Enc.Format
	mem := in.Op.Mem()
	store := in.Enc.Flags.Has(isa.FlagMayStore) && !in.Enc.Flags.Has(isa.FlagMayLoad) ||
		mem.Kind == isa.MemStore || (mem.Kind == isa.MemAtomic && in.Enc.MemKind() != isa.MemAtomicRtn)
	switch {
	case format&(isa.FormatMUBUF|isa.FormatMTBUF|isa.FormatMIMG|isa.FormatFLAT|isa.FormatVIMAGE|isa.FormatVSAMPLE) != 0:
		f.class = classVMEM
		f.counters = 1 << VM
		switch {
		case mem.LDSDMA:
			// LDS DMA counts on vmcnt (loadcnt) on every generation.
		case store && vscnt:
			f.counters, f.class = 1<<VS, classStore
		case format&(isa.FormatMIMG|isa.FormatVIMAGE|isa.FormatVSAMPLE) != 0 && isBVH(f.mnem):
			f.class = classBVH
			if gfx12 {
				f.counters = 1 << BVH
			}
		case format&(isa.FormatMIMG|isa.FormatVSAMPLE) != 0 && isSampler(f.mnem):
			f.class = classSampler
			if gfx12 {
				f.counters = 1 << SAMPLE
			}
		}
		// A FLAT-segment access may reach LDS: it counts on lgkmcnt
		// (dscnt) as well (ISA guides, "Flat memory"); StepFlat narrows
		// it to the spaces the lanes reached.
		if format&isa.FormatFLAT != 0 && mem.Seg == isa.SegFlat {
			f.counters |= 1 << LGKM
			f.flatSeg = true
		}
		f.deferWr = true
	case format&isa.FormatDS != 0:
		f.counters, f.class = 1<<LGKM, classLDS
		if in.Imm("gds") != 0 || format&isa.FormatGWS != 0 {
			f.class = classOwn
		}
		f.deferWr = true
	case format&isa.FormatSMRD != 0:
		f.counters, f.class = 1<<LGKM, classOwn
		if gfx12 {
			f.counters = 1 << KM
		}
		f.deferWr = true
	case in.Op == isa.OpS_SENDMSG || in.Op == isa.OpS_SENDMSGHALT:
		f.counters, f.class = 1<<LGKM, classOwn
		if gfx12 {
			f.counters = 1 << KM
		}
	case format&isa.FormatEXP != 0:
		f.counters, f.class = 1<<EXP, classOwn
	}
	if f.deferWr {
		// The address, data and resource registers are read at issue;
		// only the destinations arrive late. Implicit definitions of a
		// memory instruction (none but M0-less forms) stay immediate.
		var late []int
		for i := range in.Operands {
			o := &in.Operands[i]
			if o.IsReg() && in.Enc != nil && i < len(in.Enc.Operands) && in.Enc.Operands[i].Out {
				late = isa.OperandSlots(late, o)
			}
		}
		f.writes = late
	}
	return f
}

func isBVH(m string) bool { return len(m) > 9 && m[:9] == "image_bvh" }

func isSampler(m string) bool {
	return len(m) > 12 && (m[:12] == "image_sample" || m[:12] == "image_gather") || len(m) > 10 && m[:10] == "image_get_"
}

// Limits are the counter values a wait instruction waits for, by Counter;
// -1 for a counter it does not wait on.
type Limits [numCounters]int8

// Of is the limit on counter c (-1: none).
func (l *Limits) Of(c Counter) int { return int(l[c]) }

// WaitLimits decodes a wait instruction of generation g (s_waitcnt in the
// field layout of g, the GFX10/11 s_waitcnt_*cnt SOPK forms, GFX12's
// s_wait_*); ok is false for any other instruction.
func WaitLimits(g isa.Generation, in *isa.Inst) (lim Limits, ok bool) {
	for i := range lim {
		lim[i] = -1
	}
	ok = decodeWait(g, in, &lim)
	return lim, ok
}

// decodeWait fills lim for a wait instruction and reports whether in is
// one.
func (c *Checker) decodeWait(in *isa.Inst, f *facts) bool {
	return decodeWait(c.gen, in, (*Limits)(&f.wait))
}

func decodeWait(gen isa.Generation, in *isa.Inst, lim *Limits) bool {
	imm := int(in.Imm("simm16"))
	set := func(cn Counter, v int) {
		if v > 127 {
			v = 127
		}
		lim[cn] = int8(v)
	}
	// The SOPK forms name an SGPR whose value adds to the immediate; code
	// uses null. A wait that names an SGPR is taken at its immediate.
	switch in.Op {
	case isa.OpS_WAITCNT:
		switch {
		case gen >= isa.GenGFX12:
			return false
		case gen >= isa.GenGFX11:
			set(EXP, imm&7)
			set(LGKM, imm>>4&0x3f)
			set(VM, imm>>10&0x3f)
		case gen >= isa.GenGFX10:
			set(VM, imm&0xf|imm>>14&3<<4)
			set(EXP, imm>>4&7)
			set(LGKM, imm>>8&0x3f)
		case gen >= isa.GenGFX9:
			set(VM, imm&0xf|imm>>14&3<<4)
			set(EXP, imm>>4&7)
			set(LGKM, imm>>8&0xf)
		default:
			set(VM, imm&0xf)
			set(EXP, imm>>4&7)
			set(LGKM, imm>>8&0xf)
		}
	case isa.OpS_WAITCNT_VSCNT, isa.OpS_WAIT_STORECNT:
		set(VS, imm)
	case isa.OpS_WAITCNT_VMCNT, isa.OpS_WAIT_LOADCNT:
		set(VM, imm)
	case isa.OpS_WAITCNT_LGKMCNT, isa.OpS_WAIT_DSCNT:
		set(LGKM, imm)
	case isa.OpS_WAITCNT_EXPCNT, isa.OpS_WAIT_EXPCNT:
		set(EXP, imm)
	case isa.OpS_WAIT_KMCNT:
		set(KM, imm)
	case isa.OpS_WAIT_SAMPLECNT:
		set(SAMPLE, imm)
	case isa.OpS_WAIT_BVHCNT:
		set(BVH, imm)
	case isa.OpS_WAIT_LOADCNT_DSCNT:
		set(VM, imm>>8&0x3f)
		set(LGKM, imm&0x3f)
	case isa.OpS_WAIT_STORECNT_DSCNT:
		set(VS, imm>>8&0x3f)
		set(LGKM, imm&0x3f)
	case isa.OpS_WAIT_IDLE:
		for i := range lim {
			lim[i] = 0
		}
	default:
		return false
	}
	return true
}

// SetProgram reads every instruction the program may run (each calls
// yield's function once) and makes Wants pass over the instructions Step
// can do nothing with: those that neither wait, nor start a memory
// operation, nor read or write a register any memory operation of the
// program writes late.
func (c *Checker) SetProgram(insts func(yield func(in *isa.Inst))) {
	late := new([isa.NumSlots]bool)
	insts(func(in *isa.Inst) {
		if f := c.compute(in); f.counters != 0 && f.deferWr {
			for _, s := range f.writes {
				late[s] = true
			}
		}
	})
	c.late = late
}

// Wants reports whether Step must see the instruction in: false only
// after SetProgram, for one that cannot change the wave's state or meet
// an outstanding operation (Step would return no finding and change
// nothing).
func (c *Checker) Wants(in *isa.Inst) bool {
	if c.quiet {
		return false
	}
	if c.late == nil {
		return true
	}
	f := c.compute(in)
	if f.isWait || f.counters != 0 {
		return true
	}
	for _, s := range f.reads {
		if c.late[s] {
			return true
		}
	}
	for _, s := range f.writes {
		if c.late[s] {
			return true
		}
	}
	return false
}
