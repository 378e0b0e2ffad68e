package hazard

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

const aco = "ACO errata (GFX10 hazards): "

// gfx10 applies the gfx101x hazards of the ACO errata, as LLVM's
// GCNHazardRecognizer fixes them (fixVMEMtoScalarWriteHazards,
// fixSMEMtoVectorWriteHazards, fixVcmpxPermlaneHazards,
// fixVcmpxExecWARHazard, fixLdsBranchVmemWARHazard), and the two
// encoding bugs (Offset3fBug, FlatSegmentOffsetBug).
func (w *Wave) gfx10(pc uint64, f *facts) {
	// VMEMtoScalarWriteHazard: a VMEM/FLAT/DS reads an SGPR (or EXEC, M0),
	// then an SALU/SMEM writes it; a VALU, s_waitcnt 0 or
	// s_waitcnt_depctr vm_vsrc(0) in between mitigates.
	if f.salu || f.smem {
		for _, s := range f.writes {
			if other, ok := w.vmemReadsSGPR[s]; ok && s != isa.SlotSCC {
				w.flag("VMEMtoScalarWriteHazard", aco+"VMEMtoScalarWriteHazard", pc, other, true,
					fmt.Sprintf("%s writes %s, which the memory instruction reads, with no VALU, s_waitcnt 0 or s_waitcnt_depctr vm_vsrc(0) between", f.mnem, isa.SlotName(s)))
				break
			}
		}
	}
	if f.valu || f.waitcnt0 || f.depctrVmVsrc0 {
		clear(w.vmemReadsSGPR)
	}
	if f.vmem || f.flat || f.ds {
		for _, s := range f.reads {
			if s >= isa.SlotScalar && s < isa.SlotSCC {
				w.vmemReadsSGPR[s] = pc
			}
		}
	}

	// SMEMtoVectorWriteHazard: an SMEM reads an SGPR, then a VALU writes
	// it; any SALU but SOPP, s_setvskip, s_version and waits other than
	// lgkmcnt(0) in between mitigates.
	if f.valu {
		for _, s := range f.sgprDst {
			if other, ok := w.smemReadsSGPR[s]; ok {
				w.flag("SMEMtoVectorWriteHazard", aco+"SMEMtoVectorWriteHazard", pc, other, true,
					fmt.Sprintf("%s writes %s, which the SMEM reads, with no SALU between", f.mnem, isa.SlotName(s)))
				break
			}
		}
	}
	if f.salu && mitigatesSMEM(f) {
		clear(w.smemReadsSGPR)
	}
	if f.smem {
		for _, s := range f.reads {
			if s >= isa.SlotScalar && s < isa.SlotSCC {
				w.smemReadsSGPR[s] = pc
			}
		}
	}

	// VcmpxPermlaneHazard: a permlane after a compare that writes EXEC,
	// with no VALU (but v_nop) between.
	if isPermlane(f.op) && w.vcmpxExecPC != 0 {
		w.flag("VcmpxPermlaneHazard", aco+"VcmpxPermlaneHazard", pc, w.vcmpxExecPC, true,
			fmt.Sprintf("%s follows a compare that writes EXEC with no other VALU between", f.mnem))
	}
	if f.valu && f.op != isa.OpV_NOP {
		w.vcmpxExecPC = 0
	}
	if (f.vopc || (f.sdwa || f.compare) && f.valu) && has(f.writes, isa.SlotExecLo) {
		w.vcmpxExecPC = pc
	}

	// VcmpxExecWARHazard: a non-VALU reads EXEC, then a VALU writes it; a
	// VALU with an SGPR destination or s_waitcnt_depctr sa_sdst(0)
	// mitigates.
	if f.valu && has(f.writes, isa.SlotExecLo) && w.execReadPC != 0 {
		w.flag("VcmpxExecWARHazard", aco+"VcmpxExecWARHazard", pc, w.execReadPC, true,
			fmt.Sprintf("%s writes EXEC, which a non-VALU reads, with no VALU writing an SGPR or s_waitcnt_depctr sa_sdst(0) between", f.mnem))
	}
	if f.valu && f.hasSdst || f.depctrSaSdst0 {
		w.execReadPC = 0
	}
	if !f.valu && (has(f.reads, isa.SlotExecLo) || has(f.reads, isa.SlotExecHi)) {
		w.execReadPC = pc
	}

	// LdsBranchVmemWARHazard: a VMEM (or GLOBAL/SCRATCH), a branch, then a
	// DS, or a DS, a branch, then a VMEM; s_waitcnt_vscnt null, 0 between
	// mitigates.
	typ := 0
	switch {
	case f.ds:
		typ = 1
	case f.vmem || f.flatSeg:
		typ = 2
	}
	if typ != 0 {
		if w.branchSinceMem && w.lastMemType != 0 && w.lastMemType != typ {
			w.flag("LdsBranchVmemWARHazard", aco+"LdsBranchVmemWARHazard", pc, w.lastMemPC, true,
				fmt.Sprintf("%s follows a %s instruction across a branch with no s_waitcnt_vscnt null, 0 between", f.mnem, map[int]string{1: "DS", 2: "VMEM"}[w.lastMemType]))
		}
		w.lastMemType, w.lastMemPC, w.branchSinceMem = typ, pc, false
	}
	if f.vscnt0 {
		w.lastMemType, w.branchSinceMem = 0, false
	}
	if f.branch && w.lastMemType != 0 {
		w.branchSinceMem = true
	}

	if f.brOffset3f {
		w.flag("Offset3fBug", aco+"Offset3fBug", pc, 0, false, f.mnem+" has the branch offset 0x3f, which gfx101x executes wrongly")
	}
	if f.flatSegOffset {
		w.flag("FlatSegmentOffsetBug", aco+"FlatSegmentOffsetBug", pc, 0, false, f.mnem+" has a non-zero offset, which gfx101x FLAT instructions ignore")
	}
}

// mitigatesSMEM is fixSMEMtoVectorWriteHazards' IsExpiredFn for an SALU.
func mitigatesSMEM(f *facts) bool {
	switch f.op {
	case isa.OpS_SETVSKIP, isa.OpS_VERSION, isa.OpS_WAITCNT_VSCNT, isa.OpS_WAITCNT_VMCNT, isa.OpS_WAITCNT_EXPCNT:
		return false
	case isa.OpS_WAITCNT_LGKMCNT, isa.OpS_WAITCNT:
		return f.lgkm0
	}
	return !f.sopp
}

func isPermlane(o isa.Op) bool {
	switch o {
	case isa.OpV_PERMLANE16_B32, isa.OpV_PERMLANEX16_B32, isa.OpV_PERMLANE64_B32, isa.OpV_PERMLANE16_VAR_B32, isa.OpV_PERMLANEX16_VAR_B32:
		return true
	}
	return false
}

// denorm is checkFPAtomicToDenormModeHazard (GFX10): s_denorm_mode within
// 3 wait states of a VMEM/FLAT floating-point atomic, with no VALU or
// wait between.
func (w *Wave) denorm(pc uint64, f *facts) {
	if f.op != isa.OpS_DENORM_MODE {
		return
	}
	ws := 0
	for i := 0; i < w.n; i++ {
		e := w.at(i)
		if (e.f.vmem || e.f.flat) && e.f.fpAtomic {
			w.need("FPAtomicToDenormMode", gcn+"checkFPAtomicToDenormModeHazard", pc, 3, ws, e, f, "follows a floating-point atomic", -1)
			return
		}
		ws += e.ws
		if ws >= 3 || e.f.valu || e.f.waitAny {
			return
		}
	}
}
