// Package hazard finds instruction sequences the hardware does not
// interlock and the compiler must pad (wait states, s_nop) or separate:
// the wait-state rules of LLVM's GCNHazardRecognizer for GFX8, GFX9 and
// CDNA, the GFX10 (gfx101x) hazards of the ACO errata, and the GFX11 and
// GFX12 rules mitigated by s_waitcnt_depctr (gfx11.go). Every rule
// names its source (README.md lists them). Wait states are counted as
// LLVM counts them: each instruction is one, s_nop N is N+1.
//
// The rules follow the executed path of one wave (LLVM's recogniser looks
// at every predecessor path statically): a sequence is reported when the
// wave ran it. The package is pure: it reads decoded instructions.
package hazard

import (
	"fmt"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/isa"
)

// Finding is one hazard.
type Finding struct {
	Rule     string // the hazard's name (LLVM's or ACO's where they have one)
	PC       uint64 // the instruction that is too close
	OtherPC  uint64 // the instruction it depends on, when HasOther
	HasOther bool
	Need     int    // wait states required (0 for rules without a count)
	Have     int    // wait states there were
	Source   string // where the rule comes from
	Message  string
}

// Checker holds the per-program facts shared by the waves of a dispatch.
type Checker struct {
	gen   isa.Generation
	base  uint64
	cache []atomic.Pointer[facts]
	// wave64: the program runs in 64-lane waves (GFX11's partial
	// forwarding and mask-write hazards exist only then).
	wave64 bool
	// transUse: FeatureVALUTransUseHazard (gfx1100-gfx1103).
	transUse bool
	// xnack: the code may run with XNACK on (target ID xnack+ or any):
	// soft clauses must not overlap their registers.
	xnack bool
	// prog: SetProgram's facts (nil: every instruction is wanted).
	prog *programFacts
	// quiet: SetGraph proved that Step finds nothing on any path of the
	// program; Wants wants nothing.
	quiet bool
}

// SetXNACK says whether the code may run with XNACK replay on (its target
// ID says xnack+, or nothing: "any").
func (c *Checker) SetXNACK(on bool) { c.xnack = on }

// New returns a checker for code of target t at [base, base+size), run in
// t's wave size (SetWaveSize says otherwise).
func New(t *isa.Target, base uint64, size int) *Checker {
	name := t.Info().Name
	return &Checker{gen: t.Info().Gen, base: base, cache: make([]atomic.Pointer[facts], size/4+1), wave64: t.WaveSize() == 64,
		transUse: len(name) == 7 && name[:6] == "gfx110"}
}

// SetWaveSize sets the program's wave size (32 or 64).
func (c *Checker) SetWaveSize(n int) { c.wave64 = n == 64 }

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

const histLen = 32 // > the longest look-back (19 wait states, each instruction at least 1)

type entry struct {
	f  *facts
	pc uint64
	ws int // the wait states it counts for (f.waitStates; a gap's length)
}

// Wave is the hazard state of one wave: its recent instructions and the
// state of the GFX10 rules, which have no wait-state bound.
type Wave struct {
	c    *Checker
	hist [histLen]entry
	n    int // entries in hist
	head int // next slot
	// cum counts the wave's wait states; lastMFMA is cum after its last
	// MFMA (the MFMA rules look back at most 19 wait states).
	cum, lastMFMA int
	sawMFMA       bool
	out           []Finding
	// clauseDefs and clauseUses are softClause's buffers.
	clauseDefs, clauseUses []int
	trackBuf               []int // valuMaskWrite's
	// maskReaders and saluExecs count history entries (count); tuLive
	// and tuValus are transLive's.
	maskReaders, saluExecs int
	tuLive                 bool
	tuValus                int

	// GFX10 state
	vmemReadsSGPR  map[int]uint64 // VMEMtoScalarWrite: scalar slots read by VMEM/DS/FLAT since the last mitigation
	smemReadsSGPR  map[int]uint64 // SMEMtoVectorWrite
	vcmpxExecPC    uint64         // VcmpxPermlane: a compare wrote EXEC, no VALU since
	execReadPC     uint64         // VcmpxExecWAR: a non-VALU read EXEC, no mitigation since
	lastMemType    int            // LdsBranchVmemWAR: 1 DS, 2 VMEM, 0 none/mitigated
	lastMemPC      uint64
	branchSinceMem bool
	fpAtomicPC     uint64 // FPAtomicToDenormMode
	fpAtomicWS     int

	// GFX11/GFX12 state
	maskPending []maskWrite // VALUMaskWriteHazard: SGPR writes whose wait is due
	// AMDGPUWaitSGPRHazards (GFX12): SGPR pairs a VALU read, SGPRs with
	// values an SALU or VALU wrote that no wait committed yet, VCC's, and
	// the last writer of each SGPR (for the finding's other side).
	sgprTracked        uint64
	sgprSALU, sgprVALU [2]uint64
	sgprVCC            uint8
	sgprWriter         [128]uint64

	// replay: SetGraph's replay of one path (the shortcuts that stand
	// for the whole history are off); deep is the oldest history entry a
	// look-back examined (at).
	replay bool
	deep   int
}

// NewWave returns the state of a wave at its start.
func (c *Checker) NewWave() *Wave {
	return &Wave{c: c, vmemReadsSGPR: map[int]uint64{}, smemReadsSGPR: map[int]uint64{}}
}

// Reset makes w the state of a wave at its start.
func (w *Wave) Reset() {
	*w = Wave{c: w.c, vmemReadsSGPR: w.vmemReadsSGPR, smemReadsSGPR: w.smemReadsSGPR, out: w.out[:0], maskPending: w.maskPending[:0],
		clauseDefs: w.clauseDefs[:0], clauseUses: w.clauseUses[:0], trackBuf: w.trackBuf[:0]}
	clear(w.vmemReadsSGPR)
	clear(w.smemReadsSGPR)
}

const never = 1 << 30

// at returns the i-th most recent instruction (0: the previous one).
func (w *Wave) at(i int) *entry {
	if i > w.deep {
		w.deep = i
	}
	return &w.hist[(w.head-1-i+histLen)%histLen]
}

// since returns the wait states between the most recent instruction that
// satisfies pred and now, or never when none is within limit wait states
// (LLVM's getWaitStatesSince).
func (w *Wave) since(limit int, pred func(*facts) bool) (int, *entry) {
	ws := 0
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if pred(e.f) {
			return ws, e
		}
		ws += e.ws
		if ws >= limit {
			break
		}
	}
	return never, nil
}

// sinceDef is since for an instruction of kind def that writes one of regs.
func (w *Wave) sinceDef(limit int, regs []int, def func(*facts) bool) (int, *entry) {
	return w.since(limit, func(f *facts) bool { return def(f) && overlap(f.writes, regs) })
}

func overlap(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

func has(a []int, x int) bool {
	for _, y := range a {
		if x == y {
			return true
		}
	}
	return false
}

func isVALU(f *facts) bool { return f.valu }

// need reports a wait-state rule when have < need.
func (w *Wave) need(rule, source string, pc uint64, need, have int, other *entry, f *facts, what string, reg int) {
	if have >= need {
		return
	}
	if reg >= 0 {
		what = fmt.Sprintf(what, isa.SlotName(reg))
	}
	what = f.mnem + " " + what
	var opc uint64
	on := ""
	if other != nil {
		opc, on = other.pc, other.f.mnem
	}
	msg := fmt.Sprintf("%s: needs %d wait states after the %s, has %d (%s)", what, need, on, have, source)
	w.out = append(w.out, Finding{Rule: rule, PC: pc, OtherPC: opc, HasOther: other != nil, Need: need, Have: have, Source: source, Message: msg})
}

func (w *Wave) flag(rule, source string, pc uint64, other uint64, hasOther bool, msg string) {
	w.out = append(w.out, Finding{Rule: rule, PC: pc, OtherPC: other, HasOther: hasOther, Source: source, Message: msg + " (" + source + ")"})
}

// Step checks the instruction in at pc, which the wave is about to
// execute, against the instructions before it, and records it. The
// returned findings are valid until the next Step.
func (w *Wave) Step(pc uint64, in *isa.Inst) []Finding {
	w.out = w.out[:0]
	f := w.c.factsOf(pc, in)
	g := w.c.gen
	if w.c.xnack && g >= isa.GenGFX8 {
		w.softClause(pc, f)
	}
	switch {
	case g >= isa.GenGFX8 && g < isa.GenGFX10:
		w.gfx9(pc, f)
	case g == isa.GenGFX10:
		w.gfx10(pc, f)
	case g >= isa.GenGFX11 && g < isa.GenGFX1250:
		w.gfx11(pc, f)
	}
	if g == isa.GenGFX10 || g == isa.GenGFX10_3 {
		w.denorm(pc, f)
	}
	w.cum += f.waitStates
	if f.mfma {
		w.lastMFMA, w.sawMFMA = w.cum, true
	}
	if g >= isa.GenGFX11 {
		w.transLive(f)
	}
	w.push(entry{f: f, pc: pc, ws: f.waitStates})
	return w.out
}

func (w *Wave) push(e entry) {
	if w.n == histLen {
		w.count(&w.hist[w.head], -1) // it falls out
	}
	w.count(&e, 1)
	w.hist[w.head] = e
	w.head = (w.head + 1) % histLen
	if w.n < histLen {
		w.n++
	}
}

// count keeps the numbers of history entries of the kinds some GFX11
// look-backs need: without one of them in the history, the look-back
// cannot find anything and is skipped.
func (w *Wave) count(e *entry, d int) {
	if e.f.maskReader {
		w.maskReaders += d
	}
	if e.f.saluExec {
		w.saluExecs += d
	}
}

// transLive keeps, for VALUTransUse, whether the look-back of a VALU
// could reach the most recent transcendental: no call, return or
// instruction that ends va_vdst since, and at most 5 VALUs. Older
// transcendentals are then out of reach too.
func (w *Wave) transLive(f *facts) {
	switch {
	case f.callRet || expiresVaVdst(f):
		w.tuLive = false
	case f.trans:
		w.tuLive, w.tuValus = true, 0
	case f.valu && w.tuLive:
		w.tuValus++
		w.tuLive = w.tuValus <= 5
	}
}

// gapFacts stand for instructions the wave ran that Wants passed over:
// they match no rule and count one wait state each.
var gapFacts = &facts{mnem: "(instructions)", waitStates: 1, hwreg: -1, waitvdst: -1, waitvsrc: -1}

// StepGap is Step for an instruction that follows gap instructions the
// wave ran without Step (Checker.Wants did not want them): they count
// gap wait states.
func (w *Wave) StepGap(pc uint64, in *isa.Inst, gap int) []Finding {
	if gap > 0 {
		w.cum += gap
		w.push(entry{f: gapFacts, ws: gap})
	}
	return w.Step(pc, in)
}

const gcn = "LLVM GCNHazardRecognizer::"

// gfx9 applies the wait-state rules of GFX8, GFX9 and CDNA.
func (w *Wave) gfx9(pc uint64, f *facts) {
	g := w.c.gen
	if f.vmem || f.flat {
		// A VMEM read of an SGPR written by a VALU: 5 wait states.
		if sregs := f.sregReads; len(sregs) > 0 {
			ws, e := w.sinceDef(5, sregs, isVALU)
			w.need("VALUWriteSGPR-VMEMRead", gcn+"checkVMEMHazards", pc, 5, ws, e, f, "reads an SGPR a VALU wrote", -1)
		}
	}
	if f.dpp {
		ws, e := w.since(2, func(p *facts) bool { return overlap(p.writes, f.vgprReads) })
		w.need("VGPRWrite-DPPRead", gcn+"checkDPPHazards", pc, 2, ws, e, f, "reads a VGPR written", -1)
		ws, e = w.sinceDef(5, []int{isa.SlotExecLo, isa.SlotExecHi}, isVALU)
		w.need("VALUWriteEXEC-DPP", gcn+"checkDPPHazards", pc, 5, ws, e, f, "(DPP) follows a VALU write of EXEC", -1)
	}
	if f.op == isa.OpV_DIV_FMAS_F32 || f.op == isa.OpV_DIV_FMAS_F64 {
		ws, e := w.sinceDef(4, []int{isa.SlotVCCLo, isa.SlotVCCHi}, isVALU)
		w.need("VALUWriteVCC-DivFMas", gcn+"checkDivFMasHazards", pc, 4, ws, e, f, "reads VCC a VALU wrote", -1)
	}
	if len(f.laneSel) > 0 {
		ws, e := w.sinceDef(4, f.laneSel, isVALU)
		w.need("VALUWriteSGPR-LaneSelect", gcn+"checkRWLaneHazards", pc, 4, ws, e, f, "reads a lane select a VALU wrote", -1)
	}
	if f.getreg || f.setreg {
		ws, e := w.since(2, func(p *facts) bool { return p.setreg && p.hwreg == f.hwreg })
		rule, src := "SetReg-GetReg", "checkGetRegHazards"
		if f.setreg {
			rule, src = "SetReg-SetReg", "checkSetRegHazards"
		}
		w.need(rule, gcn+src, pc, 2, ws, e, f, "of a hardware register s_setreg wrote", -1)
	}
	if f.readsM0Hazard {
		ws, e := w.sinceDef(1, []int{isa.SlotM0}, func(p *facts) bool { return p.salu })
		w.need("SALUWriteM0-Read", gcn+"checkReadM0Hazards", pc, 1, ws, e, f, "reads M0 an SALU wrote", -1)
	}
	if f.valu {
		// A VALU write of a store's data (more than 8 bytes).
		if vdefs := f.vdefs; len(vdefs) > 0 {
			n := 1
			if g >= isa.GenGFX940 {
				n = 2
			}
			ws, e := w.since(n, func(p *facts) bool { return overlap(p.storeData, vdefs) })
			w.need("StoreData-VALUWrite", gcn+"checkVALUHazards (has12DWordStoreHazard)", pc, n, ws, e, f, "overwrites store data", -1)
		}
		if g >= isa.GenGFX940 {
			w.gfx940VALU(pc, f)
		}
	}
	if g == isa.GenGFX9 && w.c.mai908(f) {
		w.mai908(pc, f)
	}
	if g >= isa.GenGFX90A && !f.mfma && (f.valu || f.vmem || f.flat || f.ds || f.exp) {
		w.dotHazards(pc, f)
	}
	if g >= isa.GenGFX90A {
		recent := w.replay || w.sawMFMA && w.cum-w.lastMFMA < 20
		if f.mfma {
			w.mai90a(pc, f)
		} else if recent && (f.valu || f.vmem || f.flat || f.ds || f.exp) {
			w.maiVALU(pc, f)
		}
	}
}

func (c *Checker) mai908(f *facts) bool { return f.mfma || f.accRead || f.accWrite }

// gfx940VALU: GFX940's VALU forwarding and SGPR hazards (checkVALUHazards).
func (w *Wave) gfx940VALU(pc uint64, f *facts) {
	if !f.trans {
		ws, e := w.since(1, func(p *facts) bool { return p.trans && overlap(p.dst, f.explicitRd) })
		w.need("TransWrite-VALURead", gcn+"checkVALUHazards (hasTransForwardingHazard)", pc, 1, ws, e, f, "reads a transcendental's result", -1)
	}
	ws, e := w.since(1, func(p *facts) bool { return p.valu && p.dstSel && overlap(p.dst, f.explicitRd) })
	w.need("DstSelWrite-VALURead", gcn+"checkVALUHazards (hasDstSelForwardingHazard)", pc, 1, ws, e, f, "reads a partial (dst_sel/op_sel) write", -1)
	if sregs := f.sregExpl; len(sregs) > 0 {
		ws, e := w.sinceDef(2, sregs, isVALU)
		w.need("VALUWriteSGPR-VALURead", gcn+"checkVALUHazards (hasVDecCoExecHazard)", pc, 2, ws, e, f, "reads an SGPR a VALU wrote", -1)
	}
	switch f.op {
	case isa.OpV_READLANE_B32, isa.OpV_READFIRSTLANE_B32:
		ws, e := w.sinceDef(1, f.src0, isVALU)
		w.need("VALUWriteVGPR-ReadlaneRead", gcn+"checkVALUHazards (hasVDecCoExecHazard)", pc, 1, ws, e, f, "reads a VGPR a VALU wrote", -1)
		fallthrough
	case isa.OpV_WRITELANE_B32:
		ws, e := w.sinceDef(4, []int{isa.SlotExecLo, isa.SlotExecHi}, isVALU)
		w.need("VALUWriteEXEC-RWLane", gcn+"checkVALUHazards (hasVDecCoExecHazard)", pc, 4, ws, e, f, "after a VALU write of EXEC", -1)
	}
}

// dotHazards is the DOT part of checkMAIVALUHazards (gfx90a, gfx940): a
// VALU, memory instruction or export reads the result of a DOT
// instruction (v_dot*) of another opcode, or the same opcode reads it as
// source A or B (not C): 3 wait states; a VALU of another opcode
// overwrites it: 3.
func (w *Wave) dotHazards(pc uint64, f *facts) {
	src := gcn + "checkMAIVALUHazards"
	n0 := len(w.out)
	for _, r := range f.vgprReads {
		one := []int{r}
		ws, e := w.since(19, func(p *facts) bool { return p.dot && overlap(p.dst, one) })
		if e == nil {
			continue
		}
		switch {
		case e.f.op != f.op:
			w.need("DotWrite-DifferentVALURead", src, pc, 3, ws, e, f, "reads %s, the result of a DOT of another opcode", r)
		case !has(f.srcC, r):
			w.need("DotWrite-SameDotReadSrcAB", src, pc, 3, ws, e, f, "reads %s, the result of the same DOT, as source A or B", r)
		default:
			continue
		}
		if len(w.out) > n0 {
			return
		}
	}
	if !f.valu {
		return
	}
	for _, r := range f.vdefs {
		one := []int{r}
		ws, e := w.since(19, func(p *facts) bool { return p.dot && overlap(p.dst, one) })
		if e != nil && e.f.op != f.op {
			w.need("DotWrite-DifferentVALUWrite", src, pc, 3, ws, e, f, "overwrites %s, the result of a DOT of another opcode", r)
			if len(w.out) > n0 {
				return
			}
		}
	}
}

// softClause is checkSoftClauseHazards (GFX8+, XNACK on or any): a soft
// clause is a run of consecutive SMEM instructions (GFX8/GFX9/CDNA: also
// of VMEM/FLAT ones), which with XNACK may return out of order or be
// replayed; so no instruction of a clause may write a register another
// one (or itself) reads, and a store may not join a clause that writes
// registers. The mitigation is any other instruction between (s_nop 0).
func (w *Wave) softClause(pc uint64, f *facts) {
	vmem := (f.vmem || f.flat) && w.c.gen < isa.GenGFX10
	if !f.smem && !vmem {
		return
	}
	defs, uses := w.clauseDefs[:0], w.clauseUses[:0]
	defer func() { w.clauseDefs, w.clauseUses = defs[:0], uses[:0] }()
	var last *entry
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if f.smem && !e.f.smem || !f.smem && !(e.f.vmem || e.f.flat) {
			break
		}
		if last == nil {
			last = e
		}
		defs = append(defs, e.f.writes...)
		uses = append(uses, e.f.reads...)
	}
	if len(defs) == 0 {
		return
	}
	const src = gcn + "checkSoftClauseHazards"
	if f.mayStore {
		w.flag("SoftClause", src, pc, last.pc, true, f.mnem+" is a store joining a soft clause whose instructions write registers (XNACK replay), with no instruction between")
		return
	}
	defs = append(defs, f.writes...)
	uses = append(uses, f.reads...)
	if overlap(defs, uses) {
		w.flag("SoftClause", src, pc, last.pc, true, f.mnem+" joins a soft clause in which one instruction writes a register another reads (XNACK replay), with no instruction between")
	}
}
