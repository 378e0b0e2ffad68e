package hazard

import (
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// facts are what the rules need of one instruction, computed once per
// program address.
type facts struct {
	op   isa.Op
	mnem string
	// classes (SIInstrInfo's isVALU, isSALU (SOPP included), isVMEM
	// (MUBUF, MTBUF, MIMG), isFLAT (FLAT, GLOBAL, SCRATCH), ...)
	valu, salu, sopp, vmem, flat, flatSeg, segFlat, ds, smem, exp bool
	dpp, sdwa, vopc, compare, trans, mfma, dgemm, dot, branch     bool
	fpAtomic                                                      bool
	mayStore                                                      bool
	// waitStates is what the instruction counts for: s_nop N is N+1.
	waitStates int
	reads      []int // every register read (explicit and implicit)
	explicitRd []int // explicit register sources
	writes     []int // every register written
	vgprReads  []int // explicit VGPR/AGPR sources
	sregReads  []int // every SGPR, VCC, M0, EXEC... read (explicit and implicit)
	vdefs      []int // VGPRs and AGPRs written
	sregExpl   []int // explicit scalar sources, and VCC when read at all (gfx940's VALU rule)
	// operand roles
	src0, laneSel, srcC, srcAB, dst []int
	sgprDst                         []int // SMEMtoVectorWrite's SDST
	hasSdst                         bool  // a VALU with an SGPR destination
	storeData                       []int // createsVALUHazard's data registers
	dstSel                          bool  // SDWA dst_sel != DWORD or op_sel dst
	hwreg                           int   // s_setreg/s_getreg register id, -1
	setreg, getreg                  bool
	readsM0Hazard                   bool // GFX9's M0 readers (checkReadM0Hazards)
	passes                          int  // MFMA passes (a lower bound)
	xdl                             bool // an XDL MFMA (gfx940: only when known)
	accRead, accWrite               bool // v_accvgpr_read / v_accvgpr_write
	// waits
	waitcnt0, depctrVmVsrc0, depctrSaSdst0, vscnt0, lgkm0 bool
	waitAny                                               bool // any s_waitcnt* form
	// GFX10 encoding bugs
	brOffset3f, flatSegOffset bool
	// GFX11/GFX12
	depctrVaVdst0 bool    // s_waitcnt_depctr va_vdst(0)
	vsrcOps       [][]int // explicit VGPR sources, one per operand
	maskRead      []int   // a VALU's lane-mask SGPRs (v_cndmask, carry-in, v_div_fmas VCC)
	sgprDef       []int   // VALUMaskWriteHazard's write: an SALU's or VALU's first SGPR definition (VCC implicit too), EXEC, M0, null aside
	sgprDefAll    []int   // every such SGPR the instruction writes
	callRet       bool    // s_swappc, s_setpc, s_call: a function boundary
	depctr        bool    // s_waitcnt_depctr
	depctrValue   int64
	ldsdir        bool  // lds_direct_load, lds_param_load (GFX12: ds_*)
	waitvdst      int   // its wait_vdst field, -1 for other instructions
	waitvsrc      int   // its wait_vsrc field (GFX12), -1 else
	sgprHazReads  []int // the SGPRs below null an SALU or VALU reads: explicit, VCC implicit, a wave64 lane mask whole
	maskReader    bool  // a VALU with a maskRead
	saluExec      bool  // an SALU that writes EXEC
}

func (c *Checker) compute(in *isa.Inst) *facts {
	f := &facts{op: in.Op, mnem: in.Op.String(), waitStates: 1, hwreg: -1, waitvdst: -1, waitvsrc: -1}
	e := in.Enc
	if e == nil {
		return f
	}
	fm := e.Format
	f.valu = fm&isa.FormatVALU != 0
	f.salu = fm&isa.FormatSALU != 0
	f.sopp = fm&isa.FormatSOPP != 0
	f.vmem = fm&(isa.FormatMUBUF|isa.FormatMTBUF|isa.FormatMIMG|isa.FormatVIMAGE|isa.FormatVSAMPLE) != 0
	f.flat = fm&isa.FormatFLAT != 0
	mem := in.Op.Mem()
	f.segFlat = f.flat && mem.Seg == isa.SegFlat
	f.flatSeg = f.flat && !f.segFlat
	f.ds = fm&isa.FormatDS != 0
	f.smem = fm&isa.FormatSMRD != 0
	f.exp = fm&isa.FormatEXP != 0
	f.dpp = fm&isa.FormatDPP != 0
	f.sdwa = fm&isa.FormatSDWA != 0
	f.vopc = fm&isa.FormatVOPC != 0
	f.compare = strings.HasPrefix(f.mnem, "v_cmp")
	f.trans = fm&isa.FormatTRANS != 0
	// SIInstrFlags::IsDOT: the vendored records carry it on some
	// encodings only (not gfx90a's VOP3P v_dot*); LLVM sets it on every
	// v_dot* instruction.
	f.dot = fm&isa.FormatIsDOT != 0 || strings.HasPrefix(f.mnem, "v_dot")
	// SIInstrFlags::FPAtomic: the vendored records carry it for MIMG
	// only; LLVM sets it on every atomic of a floating-point type.
	f.fpAtomic = fm&isa.FormatFPAtomic != 0 || (mem.Kind == isa.MemAtomic) && (strings.Contains(f.mnem, "_f32") ||
		strings.Contains(f.mnem, "_f64") || strings.Contains(f.mnem, "_f16") || strings.Contains(f.mnem, "fmin") || strings.Contains(f.mnem, "fmax"))
	f.branch = e.Flags.Has(isa.FlagIsBranch)
	f.mayStore = e.Flags.Has(isa.FlagMayStore)
	f.mfma = strings.HasPrefix(f.mnem, "v_mfma_") || strings.HasPrefix(f.mnem, "v_smfmac_")
	f.dgemm = strings.HasPrefix(f.mnem, "v_mfma_f64_")
	f.accRead = in.Op == isa.OpV_ACCVGPR_READ_B32
	f.accWrite = in.Op == isa.OpV_ACCVGPR_WRITE_B32
	if in.Op == isa.OpS_NOP {
		f.waitStates = int(in.Imm("simm16")&0xf) + 1
	}
	f.reads = in.ReadSlots(nil)
	f.writes = in.WriteSlots(nil)
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || i < len(e.Operands) && e.Operands[i].Out {
			continue
		}
		f.explicitRd = isa.OperandSlots(f.explicitRd, o)
		if o.Kind == isa.KindVGPR || o.Kind == isa.KindAGPR {
			f.vgprReads = isa.OperandSlots(f.vgprReads, o)
		}
	}
	for _, x := range f.reads {
		if x >= isa.SlotScalar && x < isa.SlotSCC {
			f.sregReads = append(f.sregReads, x)
		}
	}
	for _, x := range f.writes {
		if x < isa.SlotScalar {
			f.vdefs = append(f.vdefs, x)
		}
	}
	for _, x := range f.explicitRd {
		if x >= isa.SlotScalar && x < isa.SlotSCC {
			f.sregExpl = append(f.sregExpl, x)
		}
	}
	if has(f.reads, isa.SlotVCCLo) {
		f.sregExpl = append(f.sregExpl, isa.SlotVCCLo, isa.SlotVCCHi)
	}
	if o := in.Operand("src0"); o != nil && o.IsReg() {
		f.src0 = isa.OperandSlots(nil, o)
	}
	if o := in.Operand("vdst"); o != nil && o.IsReg() {
		f.dst = isa.OperandSlots(nil, o)
	}
	switch in.Op {
	case isa.OpV_READLANE_B32, isa.OpV_WRITELANE_B32:
		if o := in.Operand("src1"); o != nil && (o.Kind == isa.KindSGPR || o.Kind == isa.KindSpecial && o.Reg < 128) {
			f.laneSel = isa.OperandSlots(nil, o)
		}
	}
	if f.dot {
		if o := in.Operand("src2"); o != nil && o.IsReg() {
			f.srcC = isa.OperandSlots(nil, o)
		}
	}
	if f.mfma {
		if o := in.Operand("src2"); o != nil && o.IsReg() {
			f.srcC = isa.OperandSlots(nil, o)
		}
		for _, n := range []string{"src0", "src1"} {
			if o := in.Operand(n); o != nil && o.IsReg() {
				f.srcAB = isa.OperandSlots(f.srcAB, o)
			}
		}
		f.passes, f.xdl = mfmaPasses(c.gen, f.mnem)
		f.mfma = f.passes > 0
	}
	// SMEMtoVectorWrite's SDST: v_readlane/v_readfirstlane's vdst, else
	// the sdst operand, else an implicit SGPR definition (VCC).
	if f.valu {
		switch in.Op {
		case isa.OpV_READLANE_B32, isa.OpV_READFIRSTLANE_B32:
			f.sgprDst = f.dst
		default:
			if o := in.Operand("sdst"); o != nil && o.IsReg() {
				f.sgprDst = isa.OperandSlots(nil, o)
			} else if e.Defs.Has(isa.RegVCC) {
				f.sgprDst = []int{isa.SlotVCCLo, isa.SlotVCCHi}
			} else if e.Defs.Has(isa.RegEXEC) {
				f.sgprDst = []int{isa.SlotExecLo, isa.SlotExecHi}
			}
		}
		f.hasSdst = in.Operand("sdst") != nil || e.Defs&(isa.RegVCC|isa.RegEXEC) != 0
		if f.sdwa {
			f.dstSel = in.Operand("dst_sel") != nil && in.Imm("dst_sel") != 6 // SDWA::DWORD
		} else if in.Operand("op_sel") != nil {
			f.dstSel = in.Imm("src0_modifiers")&isa.ModDstOpSel != 0
		}
	}
	// createsVALUHazard: a store of more than 8 bytes whose data a VALU
	// write in the next wait state(s) may overwrite.
	if e.Flags.Has(isa.FlagMayStore) {
		if o := in.Operand("vdata"); o != nil && o.IsReg() && o.Width > 2 {
			switch {
			case fm&(isa.FormatMUBUF|isa.FormatMTBUF) != 0:
				if so := in.Operand("soffset"); so == nil || !so.IsReg() {
					f.storeData = isa.OperandSlots(nil, o)
				}
			case f.flat:
				f.storeData = isa.OperandSlots(nil, o)
			}
		}
	}
	switch in.Op {
	case isa.OpS_SETREG_B32, isa.OpS_SETREG_IMM32_B32:
		f.setreg, f.hwreg = true, int(in.Imm("simm16")&0x3f)
	case isa.OpS_GETREG_B32:
		f.getreg, f.hwreg = true, int(in.Imm("simm16")&0x3f)
	case isa.OpS_WAITCNT:
		f.waitAny = true
		f.waitcnt0 = in.Imm("simm16") == 0
		f.lgkm0 = c.lgkmField(in.Imm("simm16")) == 0
	case isa.OpS_WAITCNT_VSCNT:
		f.waitAny = true
		o := in.Operand("sdst")
		f.vscnt0 = o != nil && o.Kind == isa.KindSpecial && o.Reg == isa.EncNull && in.Imm("simm16") == 0
	case isa.OpS_WAITCNT_LGKMCNT:
		f.waitAny = true
		o := in.Operand("sdst")
		f.lgkm0 = o != nil && o.Kind == isa.KindSpecial && o.Reg == isa.EncNull && in.Imm("simm16") == 0
	case isa.OpS_WAITCNT_VMCNT, isa.OpS_WAITCNT_EXPCNT, isa.OpS_WAIT_IDLE:
		f.waitAny = true
	case isa.OpS_WAITCNT_DEPCTR, isa.OpS_WAIT_ALU:
		v := in.Imm("simm16")
		f.depctrVmVsrc0 = v>>2&7 == 0
		f.depctrSaSdst0 = v&1 == 0
		f.depctrVaVdst0 = v>>12&0xf == 0
		f.depctr, f.depctrValue = true, v
	}
	// GFX9's M0 readers (checkReadM0Hazards): s_movrel*, v_interp,
	// ds_*_addtid, LDS DMA, lds_direct; GFX8/9 s_sendmsg, s_ttracedata, GDS.
	switch {
	case c.gen >= isa.GenGFX9 && c.gen < isa.GenGFX10 &&
		(fm&isa.FormatVINTRP != 0 || in.Op == isa.OpS_MOVRELS_B32 || in.Op == isa.OpS_MOVRELS_B64 ||
			in.Op == isa.OpS_MOVRELD_B32 || in.Op == isa.OpS_MOVRELD_B64 ||
			in.Op == isa.OpDS_WRITE_ADDTID_B32 || in.Op == isa.OpDS_READ_ADDTID_B32 ||
			mem.LDSDMA || readsLDSDirect(in)):
		f.readsM0Hazard = true
	case c.gen >= isa.GenGFX8 && c.gen < isa.GenGFX10 &&
		(in.Op == isa.OpS_SENDMSG || in.Op == isa.OpS_SENDMSGHALT || in.Op == isa.OpS_TTRACEDATA ||
			f.ds && in.Imm("gds") != 0):
		f.readsM0Hazard = true
	}
	if c.gen >= isa.GenGFX11 {
		c.computeGFX11(in, f)
	}
	if c.gen == isa.GenGFX10 {
		if f.branch && f.sopp && in.Operand("simm16") != nil && in.Imm("simm16")&0xffff == 0x3f {
			f.brOffset3f = true
		}
		if f.segFlat && in.Imm("offset") != 0 {
			f.flatSegOffset = true
		}
	}
	return f
}

func readsLDSDirect(in *isa.Inst) bool {
	for i := range in.Operands {
		if o := &in.Operands[i]; o.Kind == isa.KindSpecial && o.Reg == isa.EncLDSDirect {
			return true
		}
	}
	return false
}

// lgkmField is the lgkmcnt field of an s_waitcnt immediate.
func (c *Checker) lgkmField(imm int64) int64 {
	switch {
	case c.gen >= isa.GenGFX11:
		return imm >> 4 & 0x3f
	case c.gen >= isa.GenGFX10:
		return imm >> 8 & 0x3f
	}
	return imm >> 8 & 0xf
}

// mfmaPasses returns the passes of an MFMA (the latency of LLVM's
// scheduling model, SISchedule.td) and whether it is an XDL operation.
// GFX908/GFX90A: 4x4 2 passes, 16x16 8, 32x32 16; DGEMM 4x4x4 4 and
// 16x16x4 8. GFX940 varies with the operation; a lower bound is used
// (4x4 2, 16x16 4, 32x32 8) and no operation is taken for XDL, so the
// wait states required there are never more than LLVM's.
func mfmaPasses(g isa.Generation, m string) (int, bool) {
	mm := 0
	if i := strings.Index(m, "_4x4x"); i >= 0 {
		mm = 4
	} else if i := strings.Index(m, "_16x16x"); i >= 0 {
		mm = 16
	} else if i := strings.Index(m, "_32x32x"); i >= 0 {
		mm = 32
	}
	if strings.HasPrefix(m, "v_mfma_f64_") {
		if mm == 4 {
			return 4, false
		}
		return 8, false
	}
	if g >= isa.GenGFX940 {
		switch mm {
		case 4:
			return 2, false
		case 16:
			return 4, false
		case 32:
			return 8, false
		}
		return 0, false
	}
	switch mm {
	case 4:
		return 2, true
	case 16:
		return 8, true
	case 32:
		return 16, true
	}
	return 0, false
}

// computeGFX11 fills the facts the GFX11 and GFX12 rules need.
func (c *Checker) computeGFX11(in *isa.Inst, f *facts) {
	e := in.Enc
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || i < len(e.Operands) && e.Operands[i].Out {
			continue
		}
		if o.Kind == isa.KindVGPR {
			f.vsrcOps = append(f.vsrcOps, isa.OperandSlots(nil, o))
		}
		for _, s := range isa.OperandSlots(nil, o) {
			if s >= isa.SlotScalar && s < isa.SlotScalar+124 {
				f.sgprHazReads = append(f.sgprHazReads, s)
			}
		}
	}
	f.callRet = in.Op == isa.OpS_SWAPPC_B64 || in.Op == isa.OpS_SETPC_B64 || in.Op == isa.OpS_CALL_B64
	if e.Uses.Has(isa.RegVCC) {
		f.sgprHazReads = append(f.sgprHazReads, isa.SlotVCCLo, isa.SlotVCCHi)
	}
	// SGPR definitions: explicit outputs in operand order, then an
	// implicit VCC.
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || i >= len(e.Operands) || !e.Operands[i].Out || o.Kind != isa.KindSGPR && o.Kind != isa.KindSpecial {
			continue
		}
		var regs []int
		slots := isa.OperandSlots(nil, o)
		if f.valu && o.Name == "sdst" {
			slots = c.laneMask(slots)
		}
		for _, s := range slots {
			if s >= isa.SlotScalar && s < isa.SlotScalar+124 && s != isa.SlotM0 {
				regs = append(regs, s)
			}
		}
		if len(regs) > 0 && f.sgprDef == nil {
			f.sgprDef = regs
		}
		f.sgprDefAll = append(f.sgprDefAll, regs...)
	}
	if e.Defs.Has(isa.RegVCC) {
		if f.sgprDef == nil {
			f.sgprDef = []int{isa.SlotVCCLo, isa.SlotVCCHi}
		}
		f.sgprDefAll = append(f.sgprDefAll, isa.SlotVCCLo, isa.SlotVCCHi)
	}
	if !f.salu && !f.valu {
		f.sgprDef = nil
	}
	switch f.mnem {
	case "v_cndmask_b32", "v_cndmask_b16", "v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32":
		// The e64 forms name the mask as src2; the others read VCC.
		if o := in.Operand("src2"); o != nil && o.IsReg() && o.Kind != isa.KindVGPR {
			f.maskRead = c.laneMask(isa.OperandSlots(nil, o))
		} else if e.Uses.Has(isa.RegVCC) {
			f.maskRead = []int{isa.SlotVCCLo, isa.SlotVCCHi}
		}
	case "v_div_fmas_f32", "v_div_fmas_f64":
		f.maskRead = []int{isa.SlotVCCLo, isa.SlotVCCHi}
	}
	for _, s := range f.maskRead {
		if !has(f.sgprHazReads, s) {
			f.sgprHazReads = append(f.sgprHazReads, s)
		}
	}
	f.maskReader = f.valu && len(f.maskRead) > 0
	f.saluExec = f.salu && (has(f.writes, isa.SlotExecLo) || has(f.writes, isa.SlotExecHi))
	if e.Format&isa.FormatLDSDIR != 0 {
		f.ldsdir = true
		if in.Operand("waitvdst") != nil {
			f.waitvdst = int(in.Imm("waitvdst"))
		}
		if in.Operand("waitvsrc") != nil {
			f.waitvsrc = int(in.Imm("waitvsrc"))
		}
	}
}

// laneMask widens a lane-mask operand decoded as one SGPR to the pair a
// 64-lane wave reads: a program runs in wave64 while its instructions
// may have been decoded in the processor's default wave32, where a mask
// (VOPC/VOP3b sdst, v_cndmask's src2) is one SGPR.
func (c *Checker) laneMask(slots []int) []int {
	if !c.wave64 || len(slots) != 1 || slots[0] < isa.SlotScalar || slots[0] >= isa.SlotScalar+124 {
		return slots
	}
	lo := isa.SlotScalar + (slots[0]-isa.SlotScalar)&^1
	return []int{lo, lo + 1}
}
