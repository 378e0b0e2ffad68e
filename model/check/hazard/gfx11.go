package hazard

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// The GFX11 and GFX12 hazards of LLVM's GCNHazardRecognizer (fixHazards):
// sequences the hardware does not interlock whose mitigation is an
// s_waitcnt_depctr (or the waitvdst/waitvsrc field of an LDS-direct
// load), not a count of wait states. Each is checked on the executed path
// of the wave, looking back over its recent instructions (histLen): a
// sequence longer than that is not seen (a hazard may be missed, none is
// invented). Like LLVM, which looks at the predecessors of an instruction
// within its function, a look-back stops at a call or return (s_swappc,
// s_setpc, s_call).

// gfx11 applies the GFX11 (and GFX11+) rules to the instruction f at pc.
func (w *Wave) gfx11(pc uint64, f *facts) {
	g := w.c.gen
	if g == isa.GenGFX11 {
		if f.valu && w.c.transUse {
			w.valuTransUse(pc, f)
		}
		if f.valu && w.c.wave64 {
			w.valuPartialForwarding(pc, f)
		}
		if w.c.wave64 {
			w.valuMaskWrite(pc, f)
		}
	}
	if f.ldsdir {
		w.ldsDirectVALU(pc, f)
		w.ldsDirectVMEM(pc, f)
	}
	if g == isa.GenGFX12 {
		w.sgprHazards(pc, f)
	}
}

// expiresVaVdst: instructions after which va_vdst is 0 (VMEM, FLAT, DS,
// export, s_waitcnt_depctr va_vdst(0)).
func expiresVaVdst(f *facts) bool {
	return f.vmem || f.flat || f.ds || f.exp || f.depctrVaVdst0
}

// valuTransUse is fixVALUTransUseHazard (gfx1100-gfx1103,
// FeatureVALUTransUseHazard): a VALU reads a VGPR a transcendental wrote
// with at most 5 VALUs and 1 transcendental between; s_waitcnt_depctr
// va_vdst(0) (or a VMEM, DS, export) between mitigates.
func (w *Wave) valuTransUse(pc uint64, f *facts) {
	if len(f.vgprReads) == 0 || !w.tuLive && !w.replay {
		return
	}
	valus, trans := 0, 0
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if e.f.callRet {
			return
		}
		if valus > 5 || trans > 1 || expiresVaVdst(e.f) {
			return
		}
		if e.f.trans && overlap(e.f.writes, f.vgprReads) {
			w.flag("VALUTransUseHazard", gcn+"fixVALUTransUseHazard", pc, e.pc, true,
				fmt.Sprintf("%s reads the result of the transcendental %s with %d VALUs between and no s_waitcnt_depctr va_vdst(0)", f.mnem, e.f.mnem, valus))
			return
		}
		if e.f.valu {
			valus++
		}
		if e.f.trans {
			trans++
		}
	}
}

// valuPartialForwarding is fixVALUPartialForwardingHazard (GFX11, wave64):
// a VALU with two or more VGPR sources, one (Va) written by a VALU before
// an SALU write of EXEC, the other (Vb) by a VALU after it, with at most
// 2 VALUs between Va's write and Vb's (the EXEC write apart) and at most 4
// between Vb's write and the reader; s_waitcnt_depctr va_vdst(0) (or a
// VMEM, DS, export) between mitigates.
func (w *Wave) valuPartialForwarding(pc uint64, f *facts) {
	if len(f.vsrcOps) < 2 || w.saluExecs == 0 && !w.replay {
		return
	}
	const never = 1 << 30
	var defPos [8]int
	srcs := f.vsrcOps
	if len(srcs) > len(defPos) {
		srcs = srcs[:len(defPos)]
	}
	for i := range srcs {
		defPos[i] = never
	}
	found, execPos, valus := 0, never, 0
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if e.f.callRet {
			return
		}
		if valus > 8 || expiresVaVdst(e.f) {
			return
		}
		changed := false
		if e.f.valu {
			for j, s := range srcs {
				if defPos[j] == never && overlap(e.f.writes, s) {
					defPos[j], changed = valus, true
					found++
				}
			}
		} else if e.f.salu && execPos == never && found > 0 && (has(e.f.writes, isa.SlotExecLo) || has(e.f.writes, isa.SlotExecHi)) {
			execPos, changed = valus, true
		}
		if valus > 4 && found == 0 {
			return
		}
		if changed && execPos != never {
			pre, post := never, never
			for j := range srcs {
				if d := defPos[j]; d != never {
					if d >= execPos {
						pre = min(pre, d)
					} else {
						post = min(post, d)
					}
				}
			}
			if post != never {
				if post > 4 {
					return
				}
				intv2 := execPos - post - 1
				if intv2 > 2 {
					return
				}
				if pre != never {
					intv1 := pre - execPos
					if intv1 > 2 || intv1+intv2 > 2 {
						return
					}
					w.flag("VALUPartialForwardingHazard", gcn+"fixVALUPartialForwardingHazard", pc, e.pc, true,
						fmt.Sprintf("%s reads VGPRs written by VALUs on both sides of an SALU write of EXEC (wave64) with no s_waitcnt_depctr va_vdst(0)", f.mnem))
					return
				}
			}
		}
		if e.f.valu {
			valus++
		}
	}
}

// valuMaskWrite is fixVALUMaskWriteHazard (GFX11, wave64; LLVM 22's form):
// a VALU reads an SGPR as its lane mask (v_cndmask, the carry-in of
// v_add_co_ci and v_sub*_co_ci, v_div_fmas's VCC), then an SALU or VALU
// writes that SGPR: LLVM puts s_waitcnt_depctr after the write (sa_sdst(0)
// after an SALU, va_vcc(0) after a VALU write of VCC, va_sdst(0) after
// another VALU write), and its AMDGPUWaitSGPRHazards pass then moves that
// wait down to the first read of an SGPR written before it, or the next
// branch, call or return, merging waits on the way. The look-back ends
// once every 32-bit half of the SGPR has been written in between (those
// writes get their own wait). So the wait must come before the SGPR is
// read or the code branches; the finding is the write, reported there.
func (w *Wave) valuMaskWrite(pc uint64, f *facts) {
	if len(w.maskPending) > 0 {
		if f.depctr {
			keep := w.maskPending[:0]
			for _, p := range w.maskPending {
				if f.depctrValue&p.field != 0 {
					keep = append(keep, p)
				}
			}
			w.maskPending = keep
		} else if f.branch || f.callRet || overlapAny(w.maskPending, f.sgprHazReads) {
			for _, p := range w.maskPending {
				w.out = append(w.out, Finding{Rule: "VALUMaskWriteHazard", PC: p.pc, OtherPC: p.readPC, HasOther: true,
					Source:  gcn + "fixVALUMaskWriteHazard",
					Message: fmt.Sprintf("%s writes an SGPR a VALU read as its lane mask, with no s_waitcnt_depctr %s before the SGPR is read or the code branches (%sfixVALUMaskWriteHazard)", p.mnem, p.wait, gcn)})
			}
			w.maskPending = w.maskPending[:0]
		}
	}
	if !f.salu && !f.valu || len(f.sgprDef) == 0 || w.maskReaders == 0 && !w.replay {
		return
	}
	track := append(w.trackBuf[:0], f.sgprDef...)
	w.trackBuf = track
	for i := 0; i < w.n && len(track) > 0; i++ {
		e := w.at(i)
		if e.f.callRet {
			return
		}
		if e.f.valu && overlap(e.f.maskRead, f.sgprDef) {
			p := maskWrite{pc: pc, readPC: e.pc, mnem: f.mnem, regs: f.sgprDef}
			switch {
			case f.salu:
				p.field, p.wait = 1, "sa_sdst(0)"
			case has(f.sgprDef, isa.SlotVCCLo) || has(f.sgprDef, isa.SlotVCCHi):
				p.field, p.wait = 1<<1, "va_vcc(0)"
			default:
				p.field, p.wait = 7<<9, "va_sdst(0)"
			}
			w.maskPending = append(w.maskPending, p)
			return
		}
		keep := track[:0]
		for _, s := range track {
			if !has(e.f.sgprDefAll, s) {
				keep = append(keep, s)
			}
		}
		track = keep
	}
}

// maskWrite is an SGPR write VALUMaskWriteHazard waits for.
type maskWrite struct {
	pc, readPC uint64
	mnem, wait string
	field      int64 // the s_waitcnt_depctr field that must be 0
	regs       []int // the SGPRs written
}

func overlapAny(ps []maskWrite, regs []int) bool {
	for _, p := range ps {
		if overlap(p.regs, regs) {
			return true
		}
	}
	return false
}

// ldsDirectVALU is fixLdsDirectVALUHazard (GFX11+): an LDS-direct load
// (lds_direct_load, lds_param_load) writes a VGPR a recent VALU reads or
// writes: its waitvdst field must be at most the VALUs between them (0
// when a transcendental is among them); a VMEM, DS or export between ends
// the look-back, as do 15 VALUs.
func (w *Wave) ldsDirectVALU(pc uint64, f *facts) {
	if f.waitvdst < 0 {
		return
	}
	count, trans := 0, false
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if e.f.callRet {
			return
		}
		if e.f.valu {
			trans = trans || e.f.trans
			if overlap(e.f.reads, f.dst) || overlap(e.f.writes, f.dst) {
				need := min(count, 15)
				if trans {
					need = 0
				}
				if f.waitvdst > need {
					w.flag("LdsDirectVALUHazard", gcn+"fixLdsDirectVALUHazard", pc, e.pc, true,
						fmt.Sprintf("%s writes a VGPR the %s %d VALUs earlier uses: needs wait_vdst(%d) or lower, has %d", f.mnem, e.f.mnem, count, need, f.waitvdst))
				}
				return
			}
			count++
		}
		if count >= 15 || e.f.vmem || e.f.flat || e.f.ds || e.f.exp {
			return
		}
	}
}

// ldsDirectVMEM is fixLdsDirectVMEMHazard (GFX11+): an LDS-direct load
// writes a VGPR a VMEM, FLAT or DS instruction reads or writes, with no
// VALU, export, s_waitcnt 0 or s_waitcnt_depctr vm_vsrc(0) between (GFX12:
// or an LDS-direct load with wait_vsrc(0), which the load itself may be).
func (w *Wave) ldsDirectVMEM(pc uint64, f *facts) {
	gfx12 := w.c.gen >= isa.GenGFX12
	if gfx12 && f.waitvsrc == 0 {
		return
	}
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if e.f.callRet {
			return
		}
		if (e.f.vmem || e.f.flat || e.f.ds) && (overlap(e.f.reads, f.dst) || overlap(e.f.writes, f.dst)) {
			fix := "s_waitcnt_depctr vm_vsrc(0)"
			if gfx12 {
				fix = "wait_vsrc(0)"
			}
			w.flag("LdsDirectVMEMHazard", gcn+"fixLdsDirectVMEMHazard", pc, e.pc, true,
				fmt.Sprintf("%s writes a VGPR the memory instruction %s uses, with no %s between", f.mnem, e.f.mnem, fix))
			return
		}
		if e.f.valu || e.f.exp || e.f.waitcnt0 || e.f.depctrVmVsrc0 || gfx12 && e.f.ldsdir && e.f.waitvsrc == 0 {
			return
		}
	}
}

// sgprHazards is LLVM 22's AMDGPUWaitSGPRHazards (GFX12 but gfx1250; it
// replaced GCNHazardRecognizer::fixVALUReadSGPRHazard), run forward on
// the executed path: once a VALU has read an SGPR pair, an SALU or VALU
// write to it leaves an uncommitted value that a later read must wait for
// with s_wait_alu (s_waitcnt_depctr): sa_sdst(0) after an SALU write,
// va_sdst(0) after a VALU write, va_vcc(0) after a VALU write of VCC. A
// VMEM or SMEM instruction commits every pending value, an SALU read of a
// VALU-written SGPR commits the VALU ones, and a call or return needs
// every pending value committed. LLVM merges the states of a block's
// predecessors (a superset of one path's), so compiler output has every
// wait this asks for.
func (w *Wave) sgprHazards(pc uint64, f *facts) {
	if f.vmem && !f.flat || f.smem {
		w.sgprVCC, w.sgprSALU, w.sgprVALU = 0, [2]uint64{}, [2]uint64{}
		return
	}
	if f.depctr {
		v := f.depctrValue
		if v>>1&1 == 0 {
			w.sgprVCC &^= hazVALU
		}
		if v&1 == 0 {
			w.sgprSALU = [2]uint64{}
			w.sgprVCC &^= hazSALU
		}
		if v>>9&7 == 0 {
			w.sgprVALU = [2]uint64{}
		}
		return
	}
	if !f.valu && !f.salu {
		return
	}
	var wait, other uint8
	var otherPC uint64
	if f.callRet {
		if w.sgprVCC&hazVALU != 0 {
			wait |= waVCC
		}
		if w.sgprSALU != [2]uint64{} || w.sgprVCC&hazSALU != 0 {
			wait |= waSALU
		}
		if w.sgprVALU != [2]uint64{} {
			wait |= waVALU
		}
	} else {
		for _, s := range f.sgprHazReads {
			n := s - isa.SlotScalar
			pair := uint64(1) << uint(n>>1&0x3f)
			if w.sgprTracked&pair == 0 {
				if f.valu {
					w.sgprTracked |= pair
				}
				continue
			}
			vcc := s == isa.SlotVCCLo || s == isa.SlotVCCHi
			if f.salu {
				if vcc {
					if w.sgprVCC&hazVALU != 0 {
						w.sgprVCC = 0
					}
				} else {
					w.sgprVALU = [2]uint64{}
				}
			}
			if w.sgprSALU[n>>6]&(1<<uint(n&63)) != 0 {
				wait |= waSALU
			}
			if f.valu && w.sgprVALU[n>>6]&(1<<uint(n&63)) != 0 {
				wait |= waVALU
			}
			if vcc && w.sgprVCC&hazSALU != 0 {
				wait |= waSALU
			}
			if vcc && w.sgprVCC&hazVALU != 0 {
				wait |= waVCC
			}
			if wait != 0 && other == 0 {
				other, otherPC = wait, w.sgprWriter[n]
			}
		}
	}
	if wait != 0 {
		var need []string
		if wait&waSALU != 0 {
			need = append(need, "sa_sdst(0)")
			w.sgprSALU = [2]uint64{}
			w.sgprVCC &^= hazSALU
		}
		if wait&waVALU != 0 {
			need = append(need, "va_sdst(0)")
			w.sgprVALU = [2]uint64{}
		}
		if wait&waVCC != 0 {
			need = append(need, "va_vcc(0)")
			w.sgprVCC &^= hazVALU
		}
		what := "reads an SGPR written since a VALU read it"
		if f.callRet {
			what = "leaves the function with SGPR writes uncommitted"
		}
		w.flag("VALUReadSGPRHazard", "LLVM AMDGPUWaitSGPRHazards", pc, otherPC, otherPC != 0,
			fmt.Sprintf("%s %s, with no s_wait_alu %v before it", f.mnem, what, need))
	}
	if f.op == isa.OpS_SWAPPC_B64 || f.op == isa.OpS_CALL_B64 {
		// The callee starts as LLVM analyses a called function: every
		// pair tracked, nothing pending (the call's own write of the
		// return address is the caller's, after the return).
		w.sgprTracked = ^uint64(0)
		w.sgprVCC, w.sgprSALU, w.sgprVALU = 0, [2]uint64{}, [2]uint64{}
		return
	}
	for _, s := range f.sgprDefAll {
		n := s - isa.SlotScalar
		if w.sgprTracked&(uint64(1)<<uint(n>>1&0x3f)) == 0 {
			continue
		}
		switch {
		case s == isa.SlotVCCLo || s == isa.SlotVCCHi:
			// An SALU write of VCC: clang 22's output reads it with no
			// wait (gfx1200 testdata, control.cl break_nested), so only
			// a VALU write of VCC is pending here.
			w.sgprVCC = 0
			if f.valu {
				w.sgprVCC = hazVALU
			}
		case f.salu:
			w.sgprSALU[n>>6] |= 1 << uint(n&63)
		default:
			w.sgprVALU[n>>6] |= 1 << uint(n&63)
		}
		w.sgprWriter[n] = pc
	}
}

// Sources of an uncommitted SGPR value, and the waits they need.
const (
	hazSALU = 1 << iota
	hazVALU
)

const (
	waVALU = 1 << iota
	waSALU
	waVCC
)
