package check

import (
	"fmt"
	"math/bits"
	"strings"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// initcheck: reads of memory nobody wrote, and uninitialised registers
// that reach a store, an address or a branch.
//
// Memory: a shadow bit per byte of the workgroup's LDS, of each lane's
// private segment, and of each output-only buffer (no init: in args.yaml)
// says whether the byte was written; a read (a load, the read of an
// atomic) of an LDS or buffer byte not written is an "uninitialised-read"
// finding, naming the space and offset. A private read of unwritten bytes
// makes the loaded lanes undefined instead (compiled code reloads spill
// slots in lanes that never stored them, then ignores the value). Every
// write defines its bytes, whatever the data.
//
// Registers: a definedness bit per lane of each VGPR and one per SGPR.
// What the dispatch sets up (user and system SGPRs, the work-item id
// VGPRs), loads and the specials (EXEC, VCC, M0, SCC) are defined. An
// instruction's destination lanes are defined when all its register
// sources are, in the lanes that run it; cross-lane operations (DPP,
// readlane, permutes, swizzles), partial writes (SDWA, d16, op_sel) and
// v_writelane only ever define. An undefined register read as a store's
// data ("uninitialised-store"), a memory address ("uninitialised-address"),
// or a branch target ("uninitialised-branch") is a finding.
func init() {
	Register(Info{Name: "initcheck", New: newInitcheck})
}

type initcheck struct {
	run     *Run
	buffers []*bufShadow // output-only buffers
	// rel is the registers whose definedness can reach a finding
	// (relevance); nil: every instruction is wanted.
	rel *regSet
	// proof is what initflow proved before the run (nil: nothing).
	proof *initProof
}

// bufShadow is the written-bytes bitmap of one buffer, shared by the
// workers (atomic).
type bufShadow struct {
	a    *exec.Allocation
	name string
	bits []uint32
}

func newInitcheck(r *Run) Checker {
	c := &initcheck{run: r}
	for _, b := range r.Buffers {
		if b.Uninit {
			c.buffers = append(c.buffers, &bufShadow{a: b.Alloc, name: b.Name, bits: make([]uint32, (len(b.Alloc.Data)+31)/32)})
		}
	}
	if r.Program != nil {
		c.rel = relevance(r.reachable)
		if g := r.flowGraph(); g != nil && c.rel != nil && !r.noFilter && !r.debug {
			fs := flowSetup{waveSize: r.Program.WaveSize(), kernSGPR: -1}
			fs.sgprs, fs.vgprs = initialRegs(r.Setup)
			if s := r.Setup; s != nil && s.Kernarg != nil {
				fs.kernSGPR, fs.kernBytes = kernargSGPR(s.Config), uint64(len(s.Kernarg.Data))
			}
			c.proof = initFlow(g, &fs, c.rel)
		}
	}
	return c
}

// kernargSGPR is the first SGPR of the kernarg segment pointer in the
// user SGPRs of a wave (AMDGPUUsage's "SGPR Register Set Up Order", as
// exec.Setup writes them), -1 when the kernel has none.
func kernargSGPR(c *exec.KernelConfig) int {
	if c == nil || !c.EnableSGPRKernargSegmentPtr {
		return -1
	}
	k := 0
	if c.EnableSGPRPrivateSegmentBuffer {
		k += 4
	}
	if c.EnableSGPRDispatchPtr {
		k += 2
	}
	if c.EnableSGPRQueuePtr {
		k += 2
	}
	return k
}

// initialRegs is the number of SGPRs and VGPRs, from 0, a wave starts
// with defined (initWorker.WorkgroupStart).
func initialRegs(s *exec.Setup) (sgprs, vgprs int) {
	if s != nil && s.Scratch != nil {
		return s.SGPRsInitialised(), s.VGPRsInitialised()
	}
	return 0, 0
}

// regSet is a set of VGPRs and SGPRs (bit r of v or s).
type regSet struct{ v, s []uint64 }

func (rs *regSet) of(kind isa.OperandKind) *[]uint64 {
	if kind == isa.KindVGPR {
		return &rs.v
	}
	return &rs.s
}

// has reports whether any register of the run is in the set.
func (rs *regSet) has(kind isa.OperandKind, reg, width int) bool {
	m := *rs.of(kind)
	for r := reg; r < reg+width; r++ {
		if r/64 < len(m) && m[r/64]&(1<<uint(r%64)) != 0 {
			return true
		}
	}
	return false
}

// add puts the registers of the run in the set and reports whether any
// was new.
func (rs *regSet) add(kind isa.OperandKind, reg, width int) bool {
	m := rs.of(kind)
	added := false
	for r := reg; r < reg+width; r++ {
		for r/64 >= len(*m) {
			*m = append(*m, 0)
		}
		if b := uint64(1) << uint(r%64); (*m)[r/64]&b == 0 {
			(*m)[r/64] |= b
			added = true
		}
	}
	return added
}

// tracked reports whether initcheck tracks registers of kind.
func tracked(kind isa.OperandKind) bool { return kind == isa.KindVGPR || kind == isa.KindSGPR }

// staticRegs is exec.InstEvent.Regs from the instruction alone: its
// VGPR and SGPR operands, written (Enc.Operands[i].Out) or read.
func staticRegs(in *isa.Inst) (reads, writes []regRun) {
	for i := range in.Operands {
		o := &in.Operands[i]
		if !tracked(o.Kind) || o.Reg == 0xffff {
			continue
		}
		r := regRun{kind: o.Kind, reg: int(o.Reg), width: int(max(o.Width, 1))}
		if in.Enc != nil && i < len(in.Enc.Operands) && in.Enc.Operands[i].Out {
			writes = append(writes, r)
		} else {
			reads = append(reads, r)
		}
	}
	return reads, writes
}

// isBranch is initPlan.branch: the instructions whose SGPR reads are
// branch targets (uninitialised-branch).
func isBranch(in *isa.Inst) bool {
	f := in.Enc.Format
	return f.Has(isa.FormatSOPP) || f.Has(isa.FormatSOP1) && isSetPC(in.Op)
}

// relevance is the set of registers whose definedness can reach a
// finding, from the instructions the kernel may run (reachable): the
// registers a memory instruction or a branch reads, and, until nothing
// changes, those read by an instruction that writes one of the set. An
// instruction that is neither a memory instruction nor a branch reading
// an SGPR, and writes no register of the set, can be left out (Wants):
// the registers it writes are read only by instructions whose writes are
// again outside the set (else its sources would be in it), so their
// definedness never reaches a finding. This ignores the order of the
// instructions (a register is in the set if it is anywhere). nil: the
// kernel indexes registers at run time (s_set_gpr_idx_on, movrel, and
// gfx1250's s_set_vgpr_msb, which moves later instructions' VGPRs), where
// the operands do not name the registers used; every instruction is
// wanted.
func relevance(reachable func(func(*isa.Inst))) *regSet {
	type inst struct{ reads, writes []regRun }
	var rest []inst
	rel := &regSet{}
	indexed := false
	reachable(func(in *isa.Inst) {
		if in.Enc == nil {
			return
		}
		if n := in.Op.String(); strings.Contains(n, "movrel") || strings.Contains(n, "gpr_idx") || in.Op == isa.OpS_SET_VGPR_MSB {
			indexed = true
		}
		reads, writes := staticRegs(in)
		switch {
		case in.Enc.Format&memFormats != 0:
			for _, r := range reads {
				rel.add(r.kind, r.reg, r.width)
			}
		case isBranch(in):
			for _, r := range reads {
				if r.kind == isa.KindSGPR {
					rel.add(r.kind, r.reg, r.width)
				}
			}
			fallthrough
		default:
			if len(writes) > 0 && len(reads) > 0 {
				rest = append(rest, inst{reads, writes})
			}
		}
	})
	if indexed {
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, in := range rest {
			wanted := false
			for _, r := range in.writes {
				wanted = wanted || rel.has(r.kind, r.reg, r.width)
			}
			if !wanted {
				continue
			}
			for _, r := range in.reads {
				if rel.add(r.kind, r.reg, r.width) {
					changed = true
				}
			}
		}
	}
	return rel
}

// WantsAt is Wants, but for the instructions initflow proved initcheck
// need not see (initProof).
func (w *initWorker) WantsAt(pc uint64, in *isa.Inst) bool {
	if q := w.c.proof.get(pc, in); q != nil {
		return !q.skip
	}
	return w.Wants(in)
}

// Wants: memory instructions, branches that read an SGPR, and the
// instructions that write a register of the relevance set.
func (w *initWorker) Wants(in *isa.Inst) bool {
	rel := w.c.rel
	if rel == nil || in.Enc == nil || in.Enc.Format&memFormats != 0 {
		return true
	}
	branch := isBranch(in)
	for i := range in.Operands {
		o := &in.Operands[i]
		if !tracked(o.Kind) || o.Reg == 0xffff {
			continue
		}
		if i < len(in.Enc.Operands) && in.Enc.Operands[i].Out {
			if rel.has(o.Kind, int(o.Reg), int(max(o.Width, 1))) {
				return true
			}
		} else if branch && o.Kind == isa.KindSGPR {
			return true
		}
	}
	return false
}

func (c *initcheck) NewWorker() Worker {
	w := &initWorker{c: c, run: c.run}
	w.lds = make([]uint64, (c.run.LDSBytes+63)/64)
	if s := c.run.Setup; s != nil && s.Scratch != nil {
		w.laneBytes = uint64(s.Scratch.LaneBytes)
		w.sgprs, w.vgprs = s.SGPRsInitialised(), s.VGPRsInitialised()
	}
	return w
}

type initWorker struct {
	NopWorker
	c         *initcheck
	run       *Run
	lds       []uint64 // written LDS bytes
	laneBytes uint64
	sgprs     int
	vgprs     int
	waves     []*waveInit // by wave id
	regs      []exec.RegUse
	probs     []initProblem // of the instruction in Before
	// plans caches, by pc/4, the static facts of the instruction there.
	plans []*initPlan
	// ver numbers the definedness states of the worker's waves (a wave's
	// state gets a new number when it changes).
	ver uint64
}

// initPlan is what initcheck needs of one instruction, decided once per
// PC: its register operands (exec.InstEvent.Regs) and its class.
type initPlan struct {
	in   *isa.Inst
	regs []exec.RegUse
	// reads and writes are the register runs of regs, compact.
	reads, writes []regRun
	mem           bool // a memory instruction (memFormats)
	branch        bool // SOPP, s_setpc_b64, s_swappc_b64
	valu          bool
	// lenient: a VALU operation that only ever defines (crossLane or
	// partialWrite).
	lenient bool
	cndmask bool // v_cndmask_b32
	sWrite  bool // it writes an SGPR
	// proven[i]: regs[i] is a read initflow proved defined (reads
	// leaves it out).
	proven []bool
}

// regRun is a run of registers of one kind.
type regRun struct {
	kind       isa.OperandKind
	reg, width int
}

// plan is the initPlan of the instruction of ev, cached by PC.
func (w *initWorker) plan(ev *exec.InstEvent) *initPlan {
	i := int(ev.PC / 4)
	if i < len(w.plans) {
		if p := w.plans[i]; p != nil && p.in == ev.Inst {
			return p
		}
	}
	in := ev.Inst
	f := in.Enc.Format
	p := &initPlan{in: in, regs: ev.Regs(), mem: f&memFormats != 0, valu: f.Has(isa.FormatVALU)}
	p.branch = isBranch(in)
	p.lenient = p.valu && (crossLane(in) || partialWrite(in))
	p.cndmask = p.valu && in.Op == isa.OpV_CNDMASK_B32
	q := w.c.proof.get(ev.PC, in)
	p.proven = make([]bool, len(p.regs))
	for i, u := range p.regs {
		r := regRun{kind: u.Kind, reg: u.Reg, width: u.Width}
		switch {
		case u.Write:
			p.writes = append(p.writes, r)
			p.sWrite = p.sWrite || u.Kind == isa.KindSGPR
		case q.provenRun(u.Kind, u.Reg, u.Width):
			p.proven[i] = true
		default:
			p.reads = append(p.reads, r)
		}
	}
	if i < 1<<24 {
		if i >= len(w.plans) {
			n := len(w.run.Program.Code)/4 + 1
			w.plans = append(w.plans, make([]*initPlan, max(n, i+1)-len(w.plans))...)
		}
		w.plans[i] = p
	}
	return p
}

// waveInit is the definedness of one wave's registers and private bytes.
type waveInit struct {
	v       []uint64 // per VGPR: defined lanes
	s       []bool   // per SGPR
	private []uint64 // written private bytes, lane-major
	// ver is the number of the state of v and s (initWorker.ver); dirty
	// says defineRun changed them during the current instruction.
	ver   uint64
	dirty bool
	// same records, by pc/4, the state and EXEC with which the
	// instruction there (neither memory, branch nor v_cndmask) changed
	// nothing: in the same state, with the same EXEC (or, when it writes
	// no SGPR, fewer lanes), it changes nothing again.
	same []sameAt
}

type sameAt struct{ ver, exec uint64 }

func (w *initWorker) WorkgroupStart(waves []*exec.Wave) {
	clear(w.lds)
	for len(w.waves) < len(waves) {
		w.waves = append(w.waves, &waveInit{})
	}
	for i, wv := range waves {
		st := w.waves[i]
		nv := wv.NumVGPRs()
		if cap(st.v) < nv {
			st.v = make([]uint64, nv)
		}
		st.v = st.v[:nv]
		clear(st.v)
		for r := 0; r < w.vgprs && r < nv; r++ {
			st.v[r] = ^uint64(0)
		}
		if cap(st.s) < len(wv.SGPR) {
			st.s = make([]bool, len(wv.SGPR))
		}
		st.s = st.s[:len(wv.SGPR)]
		clear(st.s)
		for r := 0; r < w.sgprs && r < len(st.s); r++ {
			st.s[r] = true
		}
		n := int((w.laneBytes*64 + 63) / 64)
		if cap(st.private) < n {
			st.private = make([]uint64, n)
		}
		st.private = st.private[:n]
		clear(st.private)
		w.ver++
		st.ver, st.dirty = w.ver, false
		if st.same == nil && len(w.run.Program.Code) <= 1<<18 {
			st.same = make([]sameAt, len(w.run.Program.Code)/4+1)
		}
	}
}

// bitsSet reports whether bits [off, off+n) of a bitmap are all set (a
// bit past its end is not); bitsMark sets those inside it. Both work a
// word at a time.
func bitsSet(m []uint64, off, n uint64) bool {
	for n > 0 {
		i, sh := off/64, off%64
		if i >= uint64(len(m)) {
			return false
		}
		k := min(n, 64-sh)
		mask := (^uint64(0) >> (64 - k)) << sh
		if m[i]&mask != mask {
			return false
		}
		off, n = off+k, n-k
	}
	return true
}

func bitsMark(m []uint64, off, n uint64) {
	for n > 0 {
		i, sh := off/64, off%64
		if i >= uint64(len(m)) {
			return
		}
		k := min(n, 64-sh)
		m[i] |= (^uint64(0) >> (64 - k)) << sh
		off, n = off+k, n-k
	}
}

func (b *bufShadow) defined(off, n uint64) bool {
	for n > 0 {
		i, sh := off/32, off%32
		if i >= uint64(len(b.bits)) {
			return false
		}
		k := min(n, 32-sh)
		mask := (^uint32(0) >> (32 - k)) << sh
		if atomic.LoadUint32(&b.bits[i])&mask != mask {
			return false
		}
		off, n = off+k, n-k
	}
	return true
}

func (b *bufShadow) mark(off, n uint64) {
	for n > 0 {
		i, sh := off/32, off%32
		if i >= uint64(len(b.bits)) {
			return
		}
		k := min(n, 32-sh)
		mask := (^uint32(0) >> (32 - k)) << sh
		if w := &b.bits[i]; atomic.LoadUint32(w)&mask != mask {
			atomic.OrUint32(w, mask)
		}
		off, n = off+k, n-k
	}
}

// touchesBuffer reports whether [lo, hi) meets an output-only buffer.
func (w *initWorker) touchesBuffer(lo, hi uint64) bool {
	for _, b := range w.c.buffers {
		if lo < b.a.End() && b.a.Base < hi {
			return true
		}
	}
	return false
}

// laneInBuffer reports whether a lane of execMask of a plain GLOBAL
// access starts in an output-only buffer (globalLanes looks at no other
// lane), without the lanes' span: one compare a lane.
func (w *initWorker) laneInBuffer(execMask uint64, g *exec.GlobalLanes) bool {
	// Lanes 0 to n-1 active (a whole wave, or its first lanes): a plain
	// loop over them.
	n := bits.Len64(execMask)
	dense := n <= len(g.Lo) && execMask == ^uint64(0)>>(64-uint(n))
	for _, b := range w.c.buffers {
		size := b.a.End() - b.a.Base
		switch {
		case dense && g.Hi == nil && g.Scale == 1:
			base := g.Base - b.a.Base // lane l: base + Lo[l] - Base
			for _, v := range g.Lo[:n] {
				if base+uint64(v) < size {
					return true
				}
			}
		case dense && g.Hi != nil && g.Scale == 1:
			base, hi := g.Base-b.a.Base, g.Hi[:n]
			for l, v := range g.Lo[:n] {
				if base+(uint64(v)|uint64(hi[l])<<32) < size {
					return true
				}
			}
		default:
			for m := execMask; m != 0; m &= m - 1 {
				if l := bits.TrailingZeros64(m); l < len(g.Lo) && g.Addr(l)-b.a.Base < size {
					return true
				}
			}
		}
	}
	return false
}

// buffer returns the output-only buffer holding addr, or nil.
func (w *initWorker) buffer(addr uint64) *bufShadow {
	for _, b := range w.c.buffers {
		if addr >= b.a.Base && addr < b.a.End() {
			return b
		}
	}
	return nil
}

// initProblem collects the lanes of one finding of an instruction.
type initProblem struct {
	kind  string
	lanes uint64
	first string
}

func (w *initWorker) Before(wv *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	if wv.ID >= len(w.waves) {
		return exec.Verdict{}
	}
	st := w.waves[wv.ID]
	w.probs = w.probs[:0]
	p := w.plan(ev)
	quiet := !p.mem && !p.branch && !p.cndmask && !w.run.noFilter
	if quiet {
		if i := ev.PC / 4; i < uint64(len(st.same)) {
			if r := &st.same[i]; r.ver == st.ver && (r.exec == wv.EXEC || !p.sWrite && wv.EXEC&^r.exec == 0) {
				return exec.Verdict{}
			}
		}
	}
	var undef uint64 // lanes whose load reads unwritten private bytes
	if p.mem {
		undef = w.memory(wv, st, ev)
	}
	w.regs = p.regs
	st.dirty = false
	w.registers(wv, st, ev, p, undef)
	if st.dirty {
		w.ver++
		st.ver = w.ver
	} else if i := ev.PC / 4; quiet && i < uint64(len(st.same)) {
		st.same[i] = sameAt{ver: st.ver, exec: wv.EXEC}
	}
	for _, p := range w.probs {
		w.run.Report(wv, Finding{Checker: "initcheck", Kind: p.kind, PC: ev.PC, Lanes: p.lanes, Message: p.first})
	}
	return exec.Verdict{}
}

// memory checks and marks the memory shadows for the accesses of ev and
// returns the lanes whose load reads unwritten private bytes.
func (w *initWorker) memory(wv *exec.Wave, st *waveInit, ev *exec.InstEvent) (undef uint64) {
	if l, ok := ev.DSLanes(); ok {
		w.dsLanes(wv.EXEC, &l)
		return 0
	}
	if len(w.c.buffers) == 0 && ev.Inst.Enc.Format.Has(isa.FormatSMRD) {
		return 0 // scalar accesses are to global memory, here without a shadow
	}
	if g, ok := ev.GlobalLanes(); ok {
		if len(w.c.buffers) == 0 {
			return 0
		}
		if !g.Write {
			if !w.laneInBuffer(wv.EXEC, &g) {
				return 0 // global memory without a shadow
			}
			// Span: the lanes' range (ok unless no lane is active).
			sp, ok := ev.Span()
			if !ok || !w.touchesBuffer(sp.Lo, sp.Hi) {
				return 0
			}
			if b := w.buffer(sp.Lo); b != nil && sp.Hi <= b.a.End() && b.defined(sp.Lo-b.a.Base, sp.Hi-sp.Lo) {
				return 0 // a load of bytes all written
			}
		}
		w.globalLanes(wv.EXEC, &g)
		return 0
	}
	var run bufRun
	for _, a := range ev.Accesses() {
		n := uint64(a.Size)
		read := !a.Write || a.Atomic
		switch a.Space {
		case exec.SpaceLocal:
			if read && !a.Write && !bitsSet(w.lds, a.Addr, n) {
				w.add("uninitialised-read", a.Lane, ldsReadMsg(n, a.Addr))
			}
			if a.Write {
				bitsMark(w.lds, a.Addr, n)
			}
		case exec.SpacePrivate:
			if a.Lane < 0 || w.laneBytes == 0 {
				continue
			}
			off := uint64(a.Lane)*w.laneBytes + a.Addr
			if a.Addr+n > w.laneBytes {
				continue // memcheck's
			}
			if read && !a.Write && !bitsSet(st.private, off, n) {
				// Compiled code reloads spill slots in lanes that
				// never stored them (and then ignores the value):
				// the loaded lanes become undefined, reported if
				// they reach a store, an address or a branch.
				undef |= 1 << uint(a.Lane)
			}
			if a.Write {
				bitsMark(st.private, off, n)
			}
		default:
			b := w.buffer(a.Addr)
			if b == nil || a.Addr+n > b.a.End() {
				continue
			}
			off := a.Addr - b.a.Base
			if a.Write && !a.Atomic {
				run.add(b, off, n)
				continue
			}
			run.flush()
			if read && !b.defined(off, n) {
				op := "read"
				if a.Atomic {
					op = "atomic"
				}
				w.add("uninitialised-read", a.Lane, fmt.Sprintf("%s of %d bytes at byte %d of the output-only buffer `%s` (no init: in the args file), which nothing wrote", op, n, off, b.name))
			}
			if a.Write {
				b.mark(off, n)
			}
		}
	}
	run.flush()
	return undef
}

// bufRun collects the bytes stores mark in a buffer as runs of adjacent
// accesses (lanes storing consecutive elements: a few words marked, not
// one atomic per lane): the run not marked yet is flushed before a read.
type bufRun struct {
	b      *bufShadow
	lo, hi uint64
}

func (r *bufRun) add(b *bufShadow, off, n uint64) {
	if r.b == b && off == r.hi {
		r.hi += n
		return
	}
	r.flush()
	r.b, r.lo, r.hi = b, off, off+n
}

func (r *bufRun) flush() {
	if r.b != nil {
		r.b.mark(r.lo, r.hi-r.lo)
		r.b = nil
	}
}

// globalLanes checks or marks the output-only buffers' shadows for a
// plain GLOBAL load or store (exec.GlobalLanes), lane by lane in the
// order of Accesses.
func (w *initWorker) globalLanes(execMask uint64, g *exec.GlobalLanes) {
	n := uint64(g.Size)
	if g.Write && w.storeRun(execMask, g) {
		return
	}
	var run bufRun
	var b *bufShadow
	for m := execMask; m != 0; m &= m - 1 {
		lane := bits.TrailingZeros64(m)
		addr := g.Addr(lane)
		if b == nil || addr < b.a.Base || addr >= b.a.End() {
			if b = w.buffer(addr); b == nil {
				continue
			}
		}
		if addr+n > b.a.End() {
			continue
		}
		off := addr - b.a.Base
		if g.Write {
			run.add(b, off, n)
		} else if !b.defined(off, n) {
			w.add("uninitialised-read", lane, fmt.Sprintf("read of %d bytes at byte %d of the output-only buffer `%s` (no init: in the args file), which nothing wrote", n, off, b.name))
		}
	}
	run.flush()
}

// storeRun marks the bytes of a GLOBAL store whose lanes 0 to k-1 (all
// the active ones) store consecutive elements inside one output-only
// buffer, as one run, and reports whether it did (else globalLanes goes
// lane by lane; the bytes marked are the same).
func (w *initWorker) storeRun(execMask uint64, g *exec.GlobalLanes) bool {
	k := bits.Len64(execMask)
	if k == 0 || k > len(g.Lo) || execMask != ^uint64(0)>>(64-uint(k)) || g.Scale != 1 {
		return false
	}
	n := uint64(g.Size)
	lo := g.Addr(0)
	if g.Hi == nil {
		first := uint64(g.Lo[0])
		for l, v := range g.Lo[:k] {
			if uint64(v) != first+uint64(l)*n {
				return false
			}
		}
	} else {
		hi := g.Hi[:k]
		first := uint64(g.Lo[0]) | uint64(hi[0])<<32
		for l, v := range g.Lo[:k] {
			if uint64(v)|uint64(hi[l])<<32 != first+uint64(l)*n {
				return false
			}
		}
	}
	b := w.buffer(lo)
	if b == nil || lo+uint64(k)*n > b.a.End() || lo+uint64(k)*n < lo {
		return false
	}
	b.mark(lo-b.a.Base, uint64(k)*n)
	return true
}

// dsLanes checks or marks the LDS shadow for a plain DS load or store
// (exec.DSLanes), lane by lane in the order of Accesses.
func (w *initWorker) dsLanes(execMask uint64, l *exec.DSLanes) {
	n := uint64(l.Size)
	lds := w.lds
	nmask := ^uint64(0) >> (64 - min(n, 64)) // n bits
	for m := execMask; m != 0; m &= m - 1 {
		lane := bits.TrailingZeros64(m)
		base := l.Base[lane]
		for k := 0; k < l.Count; k++ {
			a := uint64(base + l.Off[k])
			if i, sh := a/64, a%64; sh+n <= 64 && i < uint64(len(lds)) {
				// Inside one word (bitsSet, bitsMark inlined).
				if mask := nmask << sh; l.Write {
					lds[i] |= mask
				} else if lds[i]&mask != mask {
					w.add("uninitialised-read", lane, ldsReadMsg(n, a))
				}
				continue
			}
			if l.Write {
				bitsMark(lds, a, n)
			} else if !bitsSet(lds, a, n) {
				w.add("uninitialised-read", lane, ldsReadMsg(n, a))
			}
		}
	}
}

func ldsReadMsg(n, addr uint64) string {
	return fmt.Sprintf("LDS read of %d bytes at offset %#x, which no wave of the workgroup wrote", n, addr)
}

// add records a problem of kind in lane (-1: the wave's).
func (w *initWorker) add(kind string, lane int, what string) {
	for i := range w.probs {
		if w.probs[i].kind == kind {
			if lane >= 0 {
				w.probs[i].lanes |= 1 << uint(lane)
			}
			return
		}
	}
	p := initProblem{kind: kind, first: what}
	if lane >= 0 {
		p.lanes = 1 << uint(lane)
	}
	w.probs = append(w.probs, p)
}

// srcDefined is the lanes (of the active ones) in which a register read is
// defined.
func (st *waveInit) srcDefined(u *exec.RegUse) uint64 {
	switch u.Kind {
	case isa.KindVGPR:
		m := ^uint64(0)
		for r := u.Reg; r < u.Reg+u.Width; r++ {
			if r < len(st.v) {
				m &= st.v[r]
			}
		}
		return m
	case isa.KindSGPR:
		for r := u.Reg; r < u.Reg+u.Width; r++ {
			if r < len(st.s) && !st.s[r] {
				return 0
			}
		}
	}
	return ^uint64(0)
}

// registers tracks register definedness through one instruction and
// reports undefined store data, addresses and branch targets.
func (w *initWorker) registers(wv *exec.Wave, st *waveInit, ev *exec.InstEvent, p *initPlan, undef uint64) {
	add := w.add
	in := ev.Inst
	exec_ := wv.EXEC
	if p.mem {
		for i := range w.regs {
			u := &w.regs[i]
			if u.Write || p.proven[i] {
				continue
			}
			def := st.srcDefined(u)
			bad := exec_ &^ def
			if u.Kind != isa.KindVGPR && def == 0 {
				bad = 1 // a scalar: reported once, for the wave
			}
			if bad == 0 {
				continue
			}
			kind, what := "", ""
			switch u.Name {
			case "vaddr", "addr", "saddr", "sbase", "srsrc", "soffset", "soff", "offset":
				kind, what = "uninitialised-address", "address in"
			case "vdata", "data0", "data1", "data", "sdata":
				kind, what = "uninitialised-store", "stored data in"
			default:
				continue
			}
			if kind == "uninitialised-store" && (in.Enc.Flags&isa.FlagMayStore == 0 || privateOnly(ev)) {
				// A spill of an undefined register is no bug.
				continue
			}
			msg := fmt.Sprintf("the %s %s holds a value never written (an unset register, or unwritten private memory loaded into it)", what, regName(u))
			if u.Kind != isa.KindVGPR {
				add(kind, -1, msg)
				continue
			}
			for m := bad; m != 0; m &= m - 1 {
				add(kind, bits.TrailingZeros64(m), msg)
			}
		}
		// Loads define their destinations, but for lanes that read
		// unwritten private bytes.
		for i := range w.regs {
			if u := &w.regs[i]; u.Write {
				if undef != 0 {
					st.define(u, ^undef, exec_, false)
				} else {
					st.define(u, ^uint64(0), exec_, true)
				}
			}
		}
		return
	}
	if p.branch {
		for i := range w.regs {
			u := &w.regs[i]
			if !u.Write && !p.proven[i] && u.Kind == isa.KindSGPR && st.srcDefined(u) == 0 {
				add("uninitialised-branch", -1, fmt.Sprintf("the branch reads %s, which was never written", regName(u)))
			}
		}
	}
	// Sources' definedness: def of all their registers, defLo of their
	// low dwords (the low dword of a 64-bit add, multiply, shift left or
	// bitwise result depends on no high dword: v_mad_u64_u32 v[0:1], s,
	// v4, s7, v[6:7] with v7 unset defines v0).
	def, defLo := ^uint64(0), ^uint64(0)
	for _, r := range p.reads {
		d, dlo := st.runDefined(r)
		def &= d
		defLo &= dlo
	}
	lenient := p.lenient
	if p.cndmask {
		def = cndmaskDefined(wv, st, in, w.regs, p.proven)
	}
	for _, r := range p.writes {
		// Lenient operations only ever define.
		if r.width > 1 && !lenient {
			st.defineRun(r.kind, r.reg, 1, defLo, exec_, false)
			st.defineRun(r.kind, r.reg+1, r.width-1, def, exec_, false)
			continue
		}
		st.defineRun(r.kind, r.reg, r.width, def, exec_, lenient)
	}
}

// cndmaskDefined is v_cndmask_b32's definedness per lane: each lane's
// selected source (src1 where the mask bit is set, else src0), and the
// mask's.
func cndmaskDefined(wv *exec.Wave, st *waveInit, in *isa.Inst, regs []exec.RegUse, proven []bool) uint64 {
	var d [2]uint64
	d[0], d[1] = ^uint64(0), ^uint64(0)
	mask, maskDef := wv.VCC, true
	for i := range regs {
		u := &regs[i]
		switch {
		case u.Write:
		case proven[i] && u.Name == "src2" && u.Kind == isa.KindSGPR:
			if u.Reg+1 < len(wv.SGPR) {
				mask = uint64(wv.SGPR[u.Reg]) | uint64(wv.SGPR[u.Reg+1])<<32
			}
		case proven[i]:
		case u.Name == "src0":
			d[0] = st.srcDefined(u)
		case u.Name == "src1" || u.Name == "vsrc1":
			d[1] = st.srcDefined(u)
		case u.Name == "src2" && u.Kind == isa.KindSGPR:
			if u.Reg+1 < len(wv.SGPR) {
				mask = uint64(wv.SGPR[u.Reg]) | uint64(wv.SGPR[u.Reg+1])<<32
			}
			maskDef = st.srcDefined(u) != 0
		}
	}
	if !maskDef {
		return 0
	}
	return d[0]&^mask | d[1]&mask
}

// privateOnly reports whether every access of a memory instruction is
// to private memory (a spill or a private variable).
func privateOnly(ev *exec.InstEvent) bool {
	acc := ev.Accesses()
	for i := range acc {
		if acc[i].Space != exec.SpacePrivate {
			return false
		}
	}
	return len(acc) > 0
}

// define sets the definedness of a destination: VGPR lanes of exec take
// def (or, with only, become defined); SGPRs are defined when def covers
// exec.
func (st *waveInit) define(u *exec.RegUse, def, execMask uint64, only bool) {
	st.defineRun(u.Kind, u.Reg, u.Width, def, execMask, only)
}

func (st *waveInit) defineRun(kind isa.OperandKind, reg, width int, def, execMask uint64, only bool) {
	switch kind {
	case isa.KindVGPR:
		for r := reg; r < reg+width && r < len(st.v); r++ {
			old := st.v[r]
			if only {
				st.v[r] |= execMask
			} else {
				st.v[r] = st.v[r]&^execMask | def&execMask
			}
			st.dirty = st.dirty || st.v[r] != old
		}
	case isa.KindSGPR:
		ok := def&execMask == execMask || def == ^uint64(0)
		for r := reg; r < reg+width && r < len(st.s); r++ {
			old := st.s[r]
			if only {
				st.s[r] = true
			} else {
				st.s[r] = ok
			}
			st.dirty = st.dirty || st.s[r] != old
		}
	}
}

// runDefined is srcDefined of a read run (def) and of its first
// register alone (defLo), in one pass.
func (st *waveInit) runDefined(r regRun) (def, defLo uint64) {
	def, defLo = ^uint64(0), ^uint64(0)
	switch r.kind {
	case isa.KindVGPR:
		for i := r.reg; i < r.reg+r.width; i++ {
			if i < len(st.v) {
				def &= st.v[i]
				if i == r.reg {
					defLo = st.v[i]
				}
			}
		}
	case isa.KindSGPR:
		for i := r.reg; i < r.reg+r.width; i++ {
			if i < len(st.s) && !st.s[i] {
				def = 0
				if i == r.reg {
					defLo = 0
				}
				break
			}
		}
	}
	return def, defLo
}

func regName(u *exec.RegUse) string {
	p := "v"
	switch u.Kind {
	case isa.KindSGPR:
		p = "s"
	case isa.KindAGPR:
		p = "a"
	}
	if u.Width == 1 {
		return fmt.Sprintf("%s%d", p, u.Reg)
	}
	return fmt.Sprintf("%s[%d:%d]", p, u.Reg, u.Reg+u.Width-1)
}

func isSetPC(op isa.Op) bool {
	n := op.String()
	return n == "s_setpc_b64" || n == "s_swappc_b64"
}

// crossLane reports operations whose lanes read other lanes' sources
// (DPP, readlane, permutes, swizzles): their definedness is not lane-wise.
func crossLane(in *isa.Inst) bool {
	if in.Enc.Format.Has(isa.FormatDPP) {
		return true
	}
	n := in.Op.String()
	for _, p := range []string{"v_readlane", "v_readfirstlane", "v_writelane", "v_permlane", "v_mov_b32_dpp", "v_set_inactive", "v_swap"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// partialWrite reports operations that write part of their destination
// (SDWA, op_sel, d16, 16-bit halves) and keep the rest.
func partialWrite(in *isa.Inst) bool {
	if in.Enc.Format.Has(isa.FormatSDWA) || in.Operand("op_sel") != nil {
		return true
	}
	for i := range in.Operands {
		if in.Operands[i].Name == "vdst_in" || in.Operands[i].Half != 0 {
			return true
		}
	}
	return strings.Contains(in.Op.String(), "_d16")
}
