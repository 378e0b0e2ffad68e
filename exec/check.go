package exec

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Checking (gcndbg run --check): a CheckHook sees every instruction of a
// wave before it runs, with the memory accesses it is about to make, and
// the events of the waves and workgroups (barrier releases, a wave's end,
// a workgroup's start and end). Checkers (memcheck, racecheck, ...) live
// in model/check and are built on it.
//
// Without a hook nothing changes: Step looks at Wave.Check once per call
// and runs its fast loop (straight-line stretches included) as before.

// CheckHook receives the instructions and events of the waves whose Check
// it is. One hook serves the waves of one goroutine (a Run worker, or the
// debugger), so it needs no lock for per-wave or per-workgroup state; state
// it shares with other workers (global memory shadows, findings) is its own
// to guard.
type CheckHook interface {
	// Before is called before w runs the instruction of ev (w.PC is
	// ev.PC). Its Verdict may suppress lanes whose accesses are bad (the
	// instruction runs with them out of EXEC, which is then restored) or
	// skip the instruction; a non-nil error stops the wave there (Step
	// returns it, w.PC unchanged).
	Before(w *Wave, ev *InstEvent) (Verdict, error)
	// WaveEnd is called after w ran its s_endpgm.
	WaveEnd(w *Wave)
	// BarrierRelease is called when the waves of a workgroup waiting at
	// s_barrier are released (every wave that has not ended arrived).
	BarrierRelease(waves []*Wave)
	// WorkgroupStart is called with the waves of a workgroup before the
	// first instruction; WorkgroupEnd after the last wave ended.
	WorkgroupStart(waves []*Wave)
	WorkgroupEnd(waves []*Wave)
}

// Verdict is a CheckHook's decision about one instruction.
type Verdict struct {
	// Suppress holds the lanes that must not run the instruction (their
	// access would fault): they are taken out of EXEC for it, and keep
	// their old destination values.
	Suppress uint64
	// Skip makes the wave pass over the instruction without running it
	// (a scalar access that would fault).
	Skip bool
}

// InstEvent is one instruction a wave is about to run.
type InstEvent struct {
	// PC is the byte offset of the instruction in the Program.
	PC uint64
	// Inst is the decoded instruction: Op, Enc (Format, Flags, implicit
	// Uses/Defs), Operands (Enc.Operands[i].Out says which are written).
	Inst *isa.Inst

	w      *Wave
	d      *instr
	acc    []Access
	accSet bool
}

// Accesses lists the memory accesses the instruction is about to make,
// lane by lane, as Debugger.Accesses does (computed once per event).
func (e *InstEvent) Accesses() []Access {
	if !e.accSet {
		e.acc, e.accSet = instAccesses(e.w, e.d, e.w.accBuf[:0]), true
		e.w.accBuf = e.acc[:0]
	}
	return e.acc
}

// Text is the instruction in LLVM syntax.
func (e *InstEvent) Text() string { return e.d.freshText() }

// RegUse is a run of registers an instruction reads or writes explicitly.
type RegUse struct {
	Kind  isa.OperandKind // KindVGPR, KindAGPR, KindSGPR, KindTTMP or KindSpecial
	Reg   int             // first register (KindSpecial: the source encoding)
	Width int             // registers
	Write bool
	Name  string // the operand's LLVM name (vdst, src0, vaddr, data0, ...)
}

// Regs appends the explicit register operands of the instruction to dst:
// its writes (the operands LLVM marks as outputs) and reads (the others,
// tied inputs such as vdst_in included). Implicit registers (VCC, EXEC,
// M0, SCC) are Inst.Enc.Uses and Inst.Enc.Defs.
func (e *InstEvent) Regs(dst []RegUse) []RegUse {
	in := e.Inst
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || o.Reg == 0xffff {
			continue
		}
		out := i < len(in.Enc.Operands) && in.Enc.Operands[i].Out
		dst = append(dst, RegUse{Kind: o.Kind, Reg: int(o.Reg), Width: int(max(o.Width, 1)), Write: out, Name: o.Name})
	}
	return dst
}

// stepChecked is Step for a wave with a CheckHook: one instruction at a
// time, each shown to the hook first.
func stepChecked(p *Program, w *Wave, n int, maxSteps uint64) (err error) {
	pc := w.PC
	defer func() {
		if r := recover(); r != nil {
			w.PC = pc
			err = newFault(w, p, pc, errInvalid("internal error of the interpreter: %v", r))
		}
	}()
	budget, limited := uint64(max(n, 0)), false
	if left := maxSteps - min(w.Steps, maxSteps); left < budget {
		budget, limited = left, true
	}
	hook := w.Check
	for ; budget > 0; budget-- {
		pc = w.PC
		d := p.at(pc)
		if d == nil || d.err != nil || d.fn == nil {
			return cannotRun(p, w, pc, d)
		}
		ev := &w.ev // not on the heap per instruction
		*ev = InstEvent{PC: pc, Inst: &d.in, w: w, d: d}
		v, herr := hook.Before(w, ev)
		if herr != nil {
			return herr
		}
		npc := pc + uint64(d.size)
		w.Steps++
		if v.Skip || (v.Suppress != 0 && w.EXEC&^v.Suppress == 0 && !d.sopp) {
			w.PC = npc
			continue
		}
		w.PC = npc
		exec := w.EXEC
		if v.Suppress != 0 {
			w.EXEC &^= v.Suppress
		}
		if d.valu {
			w.LaneOps += uint64(bits.OnesCount64(w.EXEC))
			if w.Mode&ModeGPRIdxEn != 0 {
				var err error
				if d, err = gprIndexed(w, d); err != nil {
					w.PC, w.EXEC = pc, exec
					return newFault(w, p, pc, err)
				}
			}
		}
		err := d.fn(w, d)
		if v.Suppress != 0 && w.EXEC == exec&^v.Suppress {
			w.EXEC = exec
		}
		if err != nil {
			w.PC = pc
			return newFault(w, p, pc, err)
		}
		if d.sopp && (w.Ended || w.AtBarrier || w.Halted) {
			if w.Ended {
				hook.WaveEnd(w)
			}
			return nil
		}
	}
	if limited {
		pc = w.PC
		if d := p.at(pc); d == nil || d.err != nil || d.fn == nil {
			return cannotRun(p, w, pc, d)
		}
		return newFault(w, p, pc, &faultError{kind: FaultStepLimit, detail: fmt.Sprintf("the wave ran %d instructions without ending", w.Steps)})
	}
	return nil
}

// smemAccesses lists the accesses of a scalar load or store: one Access
// (Lane -1, Scalar) for the dwords it reads or writes. An s_buffer_load's
// dwords beyond the buffer's range read 0 and are not accesses.
func smemAccesses(w *Wave, d *instr, out []Access) []Access {
	name := d.op.String()
	load, buffer := strings.HasPrefix(name, "s_load_"), strings.HasPrefix(name, "s_buffer_load_")
	store := strings.HasPrefix(name, "s_store_")
	if !load && !buffer && !store {
		return nil
	}
	if d.sad.kind != isa.KindSGPR || d.sad.reg+d.sad.width > len(w.SGPR) || (buffer && d.sad.reg+4 > len(w.SGPR)) {
		return nil
	}
	dwords := uint64(max(d.sdst.width, 1))
	off := smemOffset(w, d)
	var base uint64
	limit := ^uint64(0)
	if buffer {
		var words [4]uint32
		copy(words[:], w.SGPR[d.sad.reg:d.sad.reg+4])
		r := DecodeBufferResource(words)
		base, limit = r.Base, uint64(r.NumRecords)
	} else {
		base = w.sread64(&d.sad)
	}
	n := dwords
	if off >= limit {
		return nil
	}
	if limit != ^uint64(0) && (limit-off+3)/4 < n {
		n = (limit - off + 3) / 4
	}
	return append(out, Access{Lane: -1, Space: SpaceGlobal, Addr: (base + off) &^ 3, Size: uint32(4 * n), Write: store, Scalar: true})
}

// flatAtomicAccesses lists the accesses of a FLAT or GLOBAL atomic: per
// active lane one Access (Write and Atomic) of the operation's bytes.
func flatAtomicAccesses(w *Wave, d *instr, out []Access) []Access {
	f := d.op.Mem()
	if (f.Kind != isa.MemAtomic && f.Kind != isa.MemAtomicRtn) || f.Seg == isa.SegBuffer || f.Seg == isa.SegLDS {
		return nil
	}
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		addr := flatAddress(w, d, l)
		space := SpacePrivate
		switch d.flat {
		case flatGlobal:
			space = SpaceGlobal
		case flatFlat:
			space, addr = w.Env.Arch().Apertures().Classify(addr)
		}
		out = append(out, Access{Lane: l, Space: space, Addr: addr, Size: uint32(f.Bytes), Write: true, Atomic: true})
	}
	return out
}

// SGPRsInitialised is the number of SGPRs, from s0, that the dispatch
// sets up in every wave (user and system SGPRs).
func (s *Setup) SGPRsInitialised() int { return s.sgprsSet }

// VGPRsInitialised is the number of VGPRs, from v0, that hold work-item
// ids in every wave.
func (s *Setup) VGPRsInitialised() int {
	if s.Arch.PackedWorkItemIDs {
		return 1
	}
	return min(int(s.Config.EnableVGPRWorkitemID), 2) + 1
}

// HasCalls reports whether the program's code has a call (s_swappc_b64,
// s_call_b64): the private segment a lane uses may then exceed the
// kernel's fixed size (recursion is not counted in it).
func (p *Program) HasCalls() bool {
	for _, d := range p.insts {
		if d != nil && !d.illegal && (d.op == isa.OpS_SWAPPC_B64 || d.op == isa.OpS_CALL_B64) {
			return true
		}
	}
	return false
}
