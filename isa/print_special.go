package isa

import (
	"math/bits"
	"strconv"
	"strings"
)

// Suffix rules: an _e32 form prints "_e32" only when the target has a VOP3
// form of the same instruction, and a VOP3 form "_e64" only when it has a
// 32-bit form (getVOP1IsSingle / getVOP3IsSingle).
func vop3Single(t *Target, e *Encoding) bool { return !t.hasE32[e.Op] || alwaysSingle(t, e) }
func e32Single(t *Target, e *Encoding) bool  { return !t.hasE64[e.Op] || alwaysSingle(t, e) }

// alwaysSingle: gfx1250's v_cvt_pk_f16_fp8/bf8 print no suffix in either
// form (IsSingle in LLVM 22's VOP1 definitions; checked with llvm-mc).
func alwaysSingle(t *Target, e *Encoding) bool {
	return (e.Op == OpV_CVT_PK_F16_FP8 || e.Op == OpV_CVT_PK_F16_BF8) && t.features["GFX1250Insts"]
}

// dppCtrl is printDPPCtrl.
func (p *printer) dppCtrl(idx int) {
	v := p.in.Operands[idx].Imm
	if p.t.features["DPALU_DPP"] && p.dpALU() && !(v >= 0x150 && v <= 0x15f) {
		p.b.WriteString(" /* DP ALU dpp only supports row_newbcast */")
		return
	}
	switch {
	case v <= 0xff:
		p.b.WriteString("quad_perm:[" + strconv.Itoa(int(v&3)) + "," + strconv.Itoa(int(v>>2&3)) + "," +
			strconv.Itoa(int(v>>4&3)) + "," + strconv.Itoa(int(v>>6&3)) + "]")
	case v >= 0x101 && v <= 0x10f:
		p.b.WriteString("row_shl:" + strconv.Itoa(int(v&0xf)))
	case v >= 0x111 && v <= 0x11f:
		p.b.WriteString("row_shr:" + strconv.Itoa(int(v&0xf)))
	case v >= 0x121 && v <= 0x12f:
		p.b.WriteString("row_ror:" + strconv.Itoa(int(v&0xf)))
	case (v == 0x130 || v == 0x134 || v == 0x138 || v == 0x13c) && p.t.features["GFX10Insts"]:
		p.b.WriteString("/* " + [...]string{"wave_shl", "wave_rol", "wave_shr", "wave_ror"}[(v-0x130)/4] +
			" is not supported starting from GFX10 */")
	case (v == 0x142 || v == 0x143) && p.t.features["GFX10Insts"]:
		p.b.WriteString("/* row_bcast is not supported starting from GFX10 */")
	case v == 0x130:
		p.b.WriteString("wave_shl:1")
	case v == 0x134:
		p.b.WriteString("wave_rol:1")
	case v == 0x138:
		p.b.WriteString("wave_shr:1")
	case v == 0x13c:
		p.b.WriteString("wave_ror:1")
	case v == 0x140:
		p.b.WriteString("row_mirror")
	case v == 0x141:
		p.b.WriteString("row_half_mirror")
	case v == 0x142:
		p.b.WriteString("row_bcast:15")
	case v == 0x143:
		p.b.WriteString("row_bcast:31")
	case v >= 0x150 && v <= 0x15f && p.t.features["GFX10Insts"]:
		p.b.WriteString("row_share:" + strconv.Itoa(int(v&0xf)))
	case v >= 0x160 && v <= 0x16f && p.t.features["GFX10Insts"]:
		p.b.WriteString("row_xmask:" + strconv.Itoa(int(v&0xf)))
	case v >= 0x150 && v <= 0x15f:
		if p.t.isGFX90A() {
			p.b.WriteString("row_newbcast:" + strconv.Itoa(int(v&0xf)))
		} else {
			p.b.WriteString(" /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */")
		}
	case v >= 0x160 && v <= 0x16f:
		p.b.WriteString("/* row_xmask is not supported on ASICs earlier than GFX10 */")
	default:
		p.b.WriteString("/* Invalid dpp_ctrl value */")
	}
}

// waitcnt is printWaitFlag: vmcnt(n) expcnt(n) lgkmcnt(n), omitting fields
// at their maximum unless all are.
func (p *printer) waitcnt(idx int) {
	v := uint32(p.in.Operands[idx].Imm)
	vm := v & 0xf
	vmMax := uint32(0xf)
	if p.t.gfx9Plus() {
		vm |= (v >> 14 & 3) << 4
		vmMax = 0x3f
	}
	exp := v >> 4 & 7
	lgkm, lgkmMax := v>>8&0xf, uint32(0xf)
	switch {
	case p.t.features["GFX11Insts"]: // expcnt 2:0, lgkmcnt 9:4, vmcnt 15:10
		exp, lgkm, lgkmMax, vm = v&7, v>>4&0x3f, 0x3f, v>>10&0x3f
	case p.t.features["GFX10Insts"]: // lgkmcnt 13:8
		lgkm, lgkmMax = v>>8&0x3f, 0x3f
	}
	dv, de, dl := vm == vmMax, exp == 7, lgkm == lgkmMax
	all := dv && de && dl
	sep := ""
	if !dv || all {
		p.b.WriteString("vmcnt(" + strconv.Itoa(int(vm)) + ")")
		sep = " "
	}
	if !de || all {
		p.b.WriteString(sep + "expcnt(" + strconv.Itoa(int(exp)) + ")")
		sep = " "
	}
	if !dl || all {
		p.b.WriteString(sep + "lgkmcnt(" + strconv.Itoa(int(lgkm)) + ")")
	}
}

// hwregName is AMDGPU::Hwreg's table for GCN3 and CDNA.
func (p *printer) hwregName(id int) string {
	if p.t.features["GFX10Insts"] {
		return p.hwregNameRDNA(id)
	}
	switch id {
	case 1:
		return "HW_REG_MODE"
	case 2:
		return "HW_REG_STATUS"
	case 3:
		return "HW_REG_TRAPSTS"
	case 4:
		return "HW_REG_HW_ID"
	case 5:
		return "HW_REG_GPR_ALLOC"
	case 6:
		return "HW_REG_LDS_ALLOC"
	case 7:
		return "HW_REG_IB_STS"
	}
	if !p.t.gfx9Plus() {
		return ""
	}
	switch id {
	case 15:
		return "HW_REG_SH_MEM_BASES"
	case 16:
		return "HW_REG_TBA_LO"
	case 17:
		return "HW_REG_TBA_HI"
	case 18:
		return "HW_REG_TMA_LO"
	case 19:
		return "HW_REG_TMA_HI"
	}
	if p.t.isGFX940() {
		switch id {
		case 20:
			return "HW_REG_XCC_ID"
		case 21:
			return "HW_REG_SQ_PERF_SNAPSHOT_DATA"
		case 22:
			return "HW_REG_SQ_PERF_SNAPSHOT_DATA1"
		case 23:
			return "HW_REG_SQ_PERF_SNAPSHOT_PC_LO"
		case 24:
			return "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"
		}
	}
	return ""
}

// hwregNameRDNA is getHwreg's table (AMDGPUAsmUtils) for GFX10 and later,
// as llvm-mc 22 prints each ID (hwreg(N) assembled and disassembled for
// gfx1010, gfx1030, gfx1100, gfx1200 and gfx1250).
func (p *printer) hwregNameRDNA(id int) string {
	f := p.t.features
	var names map[int]string
	switch {
	case f["GFX12Insts"]:
		names = hwregGFX12
		if f["GFX1250Insts"] {
			switch id {
			case 28:
				return "HW_REG_IB_STS2"
			case 33:
				return "HW_REG_XNACK_STATE_PRIV"
			case 34:
				return "HW_REG_XNACK_MASK"
			}
		}
	case f["GFX11Insts"]:
		names = hwregGFX11
	default:
		names = hwregGFX10
		switch id {
		case 22:
			if !f["GFX10_3Insts"] {
				return "HW_REG_XNACK_MASK"
			}
		case 29:
			if f["GFX10_3Insts"] {
				return "HW_REG_SHADER_CYCLES"
			}
		}
	}
	return names[id]
}

var hwregGFX10 = map[int]string{
	1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC",
	7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI", 18: "HW_REG_TMA_LO",
	19: "HW_REG_TMA_HI", 20: "HW_REG_FLAT_SCR_LO", 21: "HW_REG_FLAT_SCR_HI", 23: "HW_REG_HW_ID1",
	24: "HW_REG_HW_ID2", 25: "HW_REG_POPS_PACKER",
}

var hwregGFX11 = map[int]string{
	1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC",
	7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES", 18: "HW_REG_PERF_SNAPSHOT_PC_LO",
	19: "HW_REG_PERF_SNAPSHOT_PC_HI", 20: "HW_REG_FLAT_SCR_LO", 21: "HW_REG_FLAT_SCR_HI", 23: "HW_REG_HW_ID1",
	24: "HW_REG_HW_ID2", 27: "HW_REG_PERF_SNAPSHOT_DATA", 29: "HW_REG_SHADER_CYCLES",
}

var hwregGFX12 = map[int]string{
	1: "HW_REG_WAVE_MODE", 2: "HW_REG_WAVE_STATUS", 4: "HW_REG_WAVE_STATE_PRIV", 5: "HW_REG_WAVE_GPR_ALLOC",
	6: "HW_REG_WAVE_LDS_ALLOC", 7: "HW_REG_IB_STS", 10: "HW_REG_PERF_SNAPSHOT_DATA",
	11: "HW_REG_PERF_SNAPSHOT_PC_LO", 12: "HW_REG_PERF_SNAPSHOT_PC_HI", 15: "HW_REG_PERF_SNAPSHOT_DATA1",
	16: "HW_REG_PERF_SNAPSHOT_DATA2", 17: "HW_REG_WAVE_EXCP_FLAG_PRIV", 18: "HW_REG_WAVE_EXCP_FLAG_USER",
	19: "HW_REG_WAVE_TRAP_CTRL", 20: "HW_REG_WAVE_SCRATCH_BASE_LO", 21: "HW_REG_WAVE_SCRATCH_BASE_HI",
	23: "HW_REG_WAVE_HW_ID1", 24: "HW_REG_WAVE_HW_ID2", 26: "HW_REG_WAVE_SCHED_MODE",
	29: "HW_REG_SHADER_CYCLES_LO", 30: "HW_REG_SHADER_CYCLES_HI", 31: "HW_REG_WAVE_DVGPR_ALLOC_LO",
	32: "HW_REG_WAVE_DVGPR_ALLOC_HI",
}

func (p *printer) hwreg(idx int) {
	v := int(p.in.Operands[idx].Imm)
	id, off, width := v&0x3f, v>>6&0x1f, (v>>11&0x1f)+1
	p.b.WriteString("hwreg(")
	if n := p.hwregName(id); n != "" {
		p.b.WriteString(n)
	} else {
		p.b.WriteString(strconv.Itoa(id))
	}
	if width != 32 || off != 0 {
		p.b.WriteString(", " + strconv.Itoa(off) + ", " + strconv.Itoa(width))
	}
	p.b.WriteByte(')')
}

// sDelayALU is printSDelayALU (s_delay_alu).
func (p *printer) sDelayALU(idx int) {
	ids := [...]string{"NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4",
		"TRANS32_DEP_1", "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1",
		"SALU_CYCLE_2", "SALU_CYCLE_3"}
	skips := [...]string{"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"}
	v := uint64(p.in.Operands[idx].Imm)
	prefix := ""
	part := func(label string, x uint64, names []string, bad string) {
		if x == 0 {
			return
		}
		n := bad
		if x < uint64(len(names)) {
			n = names[x]
		}
		p.b.WriteString(prefix + label + "(" + n + ")")
		prefix = " | "
	}
	part("instid0", v&0xf, ids[:], "/* invalid instid value */")
	part("instskip", v>>4&7, skips[:], "/* invalid instskip value */")
	part("instid1", v>>7&0xf, ids[:], "/* invalid instid value */")
	if prefix == "" {
		p.b.WriteString("0")
	}
}

// depCtr is printDepCtr (s_waitcnt_depctr): the named counters
// (AMDGPUAsmUtils DepCtrInfo) when the value encodes only them, else hex.
func (p *printer) depCtr(idx int) {
	type field struct {
		name               string
		max, dflt, off, wd uint64
	}
	fields := []field{{"depctr_hold_cnt", 1, 1, 7, 1}, {"depctr_sa_sdst", 1, 1, 0, 1},
		{"depctr_va_vdst", 15, 15, 12, 4}, {"depctr_va_sdst", 7, 7, 9, 3},
		{"depctr_va_ssrc", 1, 1, 8, 1}, {"depctr_va_vcc", 1, 1, 1, 1}, {"depctr_vm_vsrc", 7, 7, 2, 3}}
	if !p.t.features["GFX10_BEncoding"] {
		fields = fields[1:]
	}
	v := uint64(p.in.Operands[idx].Imm) & 0xffff
	var used uint64
	nonDefault := false
	for _, f := range fields {
		mask := (uint64(1)<<f.wd - 1) << f.off
		used |= mask
		x := v & mask >> f.off
		if x > f.max {
			p.b.WriteString(hex(v))
			return
		}
		nonDefault = nonDefault || x != f.dflt
	}
	if v&^used != 0 {
		p.b.WriteString(hex(v))
		return
	}
	sep := ""
	for _, f := range fields {
		x := v >> f.off & (uint64(1)<<f.wd - 1)
		if x != f.dflt || !nonDefault {
			p.b.WriteString(sep + f.name + "(" + strconv.FormatUint(x, 10) + ")")
			sep = " "
		}
	}
}

// dpp8 is printDPP8: eight 3-bit lane selects.
func (p *printer) dpp8(idx int) {
	v := uint64(p.in.Operands[idx].Imm)
	p.b.WriteString("dpp8:[" + strconv.FormatUint(v&7, 10))
	for i := 1; i < 8; i++ {
		p.b.WriteString("," + strconv.FormatUint(v>>(3*i)&7, 10))
	}
	p.b.WriteByte(']')
}

// msgNameRDNA is getMsgName's table (AMDGPUAsmUtils MsgOperands) for
// GFX10 and later.
func (p *printer) msgNameRDNA(id int) string {
	f := p.t.features
	gfx10 := !f["GFX11Insts"]
	gfx11p := f["GFX11Insts"]
	gfx12 := f["GFX12Insts"]
	switch id {
	case 1:
		return "MSG_INTERRUPT"
	case 2:
		if gfx10 {
			return "MSG_GS"
		}
		return "MSG_HS_TESSFACTOR"
	case 3:
		if gfx10 {
			return "MSG_GS_DONE"
		}
		return "MSG_DEALLOC_VGPRS"
	case 4:
		if gfx10 {
			return "MSG_SAVEWAVE"
		}
	case 5, 6:
		if !gfx12 {
			return [...]string{"MSG_STALL_WAVE_GEN", "MSG_HALT_WAVES"}[id-5]
		}
	case 7, 8, 10:
		if gfx10 {
			return map[int]string{7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC", 10: "MSG_GET_DOORBELL"}[id]
		}
	case 9:
		return "MSG_GS_ALLOC_REQ"
	case 11:
		if gfx10 {
			return "MSG_GET_DDID"
		}
	case 15:
		return "MSG_SYSMSG"
	}
	if gfx11p && id >= 128 && id <= 134 {
		return [...]string{"MSG_RTN_GET_DOORBELL", "MSG_RTN_GET_DDID", "MSG_RTN_GET_TMA",
			"MSG_RTN_GET_REALTIME", "MSG_RTN_SAVE_WAVE", "MSG_RTN_GET_TBA", "MSG_RTN_GET_TBA_TO_PC"}[id-128]
	}
	if gfx12 && id == 135 {
		return "MSG_RTN_GET_SE_AID_ID"
	}
	return ""
}

func (p *printer) msgName(id int) string {
	if p.t.features["GFX10Insts"] {
		return p.msgNameRDNA(id)
	}
	switch id {
	case 1:
		return "MSG_INTERRUPT"
	case 2:
		return "MSG_GS"
	case 3:
		return "MSG_GS_DONE"
	case 4:
		return "MSG_SAVEWAVE"
	case 15:
		return "MSG_SYSMSG"
	}
	if p.t.gfx9Plus() {
		switch id {
		case 5:
			return "MSG_STALL_WAVE_GEN"
		case 6:
			return "MSG_HALT_WAVES"
		case 7:
			return "MSG_ORDERED_PS_DONE"
		case 8:
			return "MSG_EARLY_PRIM_DEALLOC"
		case 9:
			return "MSG_GS_ALLOC_REQ"
		case 10:
			return "MSG_GET_DOORBELL"
		}
	}
	return ""
}

// sendMsg is printSendMsg for pre-GFX11 encodings.
func (p *printer) sendMsg(idx int) {
	imm := int(uint16(p.in.Operands[idx].Imm))
	id, op, stream := imm&0xf, imm>>4&7, imm>>8&3
	if p.t.features["GFX11Insts"] {
		id, op, stream = imm&0xff, 0, 0 // decodeMsg: GFX11+ messages have no operation or stream
	}
	name := p.msgName(id)
	gs := (id == 2 || id == 3) && !p.t.features["GFX11Insts"]
	sys := id == 15
	valid := name != ""
	if valid {
		switch {
		case gs:
			valid = op >= 0 && op <= 3 && (op != 0 || id == 3)
			if op == 0 && stream != 0 {
				valid = false
			}
		case sys:
			// SYSMSG_OP_HOST_TRAP_ACK is isNotGFX9Plus in LLVM's
			// SysMsgOperands: op 3 has no name from GFX9 on.
			valid = op >= 1 && op <= 4 && stream == 0 && (op != 3 || !p.t.gfx9Plus())
		default:
			valid = op == 0 && stream == 0
		}
	}
	if valid {
		p.b.WriteString("sendmsg(" + name)
		switch {
		case gs:
			p.b.WriteString(", " + [...]string{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"}[op])
			if op != 0 {
				p.b.WriteString(", " + strconv.Itoa(stream))
			}
		case sys:
			p.b.WriteString(", " + [...]string{"", "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD", "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"}[op])
		}
		p.b.WriteByte(')')
		return
	}
	if imm == id|op<<4|stream<<8 {
		p.b.WriteString("sendmsg(" + strconv.Itoa(id) + ", " + strconv.Itoa(op) + ", " + strconv.Itoa(stream) + ")")
		return
	}
	p.b.WriteString(strconv.Itoa(imm))
}

// swizzle is printSwizzle (ds_swizzle_b32 offset).
func (p *printer) swizzle(idx int) {
	imm := uint16(p.in.Operands[idx].Imm)
	if imm == 0 {
		return
	}
	p.b.WriteString(" offset:")
	switch {
	case imm&0xff00 == 0x8000: // QUAD_PERM
		p.b.WriteString("swizzle(QUAD_PERM")
		for i := 0; i < 4; i++ {
			p.b.WriteString("," + strconv.Itoa(int(imm&3)))
			imm >>= 2
		}
		p.b.WriteByte(')')
	case imm&0xe000 == 0xc000 && p.t.gfx9Plus(): // ROTATE
		p.b.WriteString("swizzle(ROTATE," + strconv.Itoa(int(imm>>10&1)) + "," + strconv.Itoa(int(imm>>5&0x1f)) + ")")
	case imm&0xe000 == 0xe000 && p.t.gfx9Plus(): // FFT
		p.b.WriteString("swizzle(FFT," + strconv.Itoa(int(imm&0x1f)) + ")")
	case imm&0x8000 == 0: // BITMASK_PERM
		and, or, xor := imm&0x1f, imm>>5&0x1f, imm>>10&0x1f
		switch {
		case and == 0x1f && or == 0 && bits.OnesCount16(xor) == 1:
			p.b.WriteString("swizzle(SWAP," + strconv.Itoa(int(xor)) + ")")
		case and == 0x1f && or == 0 && xor > 0 && (xor+1)&xor == 0:
			p.b.WriteString("swizzle(REVERSE," + strconv.Itoa(int(xor)+1) + ")")
		default:
			group := 0x1f - and + 1
			if group > 1 && group&(group-1) == 0 && or < group && xor == 0 {
				p.b.WriteString("swizzle(BROADCAST," + strconv.Itoa(int(group)) + "," + strconv.Itoa(int(or)) + ")")
				return
			}
			p.b.WriteString("swizzle(BITMASK_PERM,\"")
			p0 := (0&and | or) ^ xor
			p1 := (0x1f&and | or) ^ xor
			for m := uint16(0x10); m > 0; m >>= 1 {
				a, b := p0&m, p1&m
				switch {
				case a == b && a == 0:
					p.b.WriteByte('0')
				case a == b:
					p.b.WriteByte('1')
				case a == 0:
					p.b.WriteByte('p')
				default:
					p.b.WriteByte('i')
				}
			}
			p.b.WriteString("\")")
		}
	default:
		p.b.WriteString(strconv.Itoa(int(imm)))
	}
}

func (p *printer) gprIdxMode(idx int) {
	v := p.in.Operands[idx].Imm
	if v&^0xf != 0 {
		p.b.WriteString(hex(uint64(v)))
		return
	}
	p.b.WriteString("gpr_idx(")
	sep := ""
	for i, n := range [...]string{"SRC0", "SRC1", "SRC2", "DST"} {
		if v&(1<<i) != 0 {
			p.b.WriteString(sep + n)
			sep = ","
		}
	}
	p.b.WriteByte(')')
}

func (p *printer) expTgt(idx int) {
	id := int(p.in.Operands[idx].Imm & 0x3f)
	gfx10, gfx11 := p.t.features["GFX10Insts"], p.t.features["GFX11Insts"]
	switch {
	case id <= 7:
		p.b.WriteString(" mrt" + strconv.Itoa(id))
	case id == 8:
		p.b.WriteString(" mrtz")
	case id == 9 && !gfx11:
		p.b.WriteString(" null")
	case id >= 12 && id <= 15 || id == 16 && gfx10:
		p.b.WriteString(" pos" + strconv.Itoa(id-12))
	case id == 20 && gfx10:
		p.b.WriteString(" prim")
	case (id == 21 || id == 22) && gfx11:
		p.b.WriteString(" dual_src_blend" + strconv.Itoa(id-21))
	case id >= 32 && id <= 63 && !gfx11:
		p.b.WriteString(" param" + strconv.Itoa(id-32))
	default:
		p.b.WriteString(" invalid_target_" + strconv.Itoa(id))
	}
}

func (p *printer) expSrc(idx, n int) {
	en := p.in.Imm("en")
	if p.in.Imm("compr") != 0 {
		idx = idx - n + n/2
	}
	if en&(1<<n) != 0 {
		p.b.WriteString(p.in.Operands[idx].RegName())
	} else {
		p.b.WriteString("off")
	}
}

var dfmtNames = [...]string{"BUF_DATA_FORMAT_INVALID", "BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_16",
	"BUF_DATA_FORMAT_8_8", "BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16", "BUF_DATA_FORMAT_10_11_11",
	"BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2", "BUF_DATA_FORMAT_2_10_10_10",
	"BUF_DATA_FORMAT_8_8_8_8", "BUF_DATA_FORMAT_32_32", "BUF_DATA_FORMAT_16_16_16_16",
	"BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32", "BUF_DATA_FORMAT_RESERVED_15"}

var nfmtNames = [...]string{"BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM", "BUF_NUM_FORMAT_USCALED",
	"BUF_NUM_FORMAT_SSCALED", "BUF_NUM_FORMAT_UINT", "BUF_NUM_FORMAT_SINT", "BUF_NUM_FORMAT_RESERVED_6",
	"BUF_NUM_FORMAT_FLOAT"}

// ufmtNamesGFX10 and ufmtNamesGFX11 are the unified buffer formats of
// GFX10 and of GFX11 and later (LLVM's UfmtSymbolicGFX10/GFX11, one 7-bit
// value per data and numeric format pair); a value past the table has no
// name.
var ufmtNamesGFX10 = [...]string{"INVALID",
	"8_UNORM", "8_SNORM", "8_USCALED", "8_SSCALED", "8_UINT", "8_SINT",
	"16_UNORM", "16_SNORM", "16_USCALED", "16_SSCALED", "16_UINT", "16_SINT", "16_FLOAT",
	"8_8_UNORM", "8_8_SNORM", "8_8_USCALED", "8_8_SSCALED", "8_8_UINT", "8_8_SINT",
	"32_UINT", "32_SINT", "32_FLOAT",
	"16_16_UNORM", "16_16_SNORM", "16_16_USCALED", "16_16_SSCALED", "16_16_UINT", "16_16_SINT", "16_16_FLOAT",
	"10_11_11_UNORM", "10_11_11_SNORM", "10_11_11_USCALED", "10_11_11_SSCALED", "10_11_11_UINT", "10_11_11_SINT", "10_11_11_FLOAT",
	"11_11_10_UNORM", "11_11_10_SNORM", "11_11_10_USCALED", "11_11_10_SSCALED", "11_11_10_UINT", "11_11_10_SINT", "11_11_10_FLOAT",
	"10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_USCALED", "10_10_10_2_SSCALED", "10_10_10_2_UINT", "10_10_10_2_SINT",
	"2_10_10_10_UNORM", "2_10_10_10_SNORM", "2_10_10_10_USCALED", "2_10_10_10_SSCALED", "2_10_10_10_UINT", "2_10_10_10_SINT",
	"8_8_8_8_UNORM", "8_8_8_8_SNORM", "8_8_8_8_USCALED", "8_8_8_8_SSCALED", "8_8_8_8_UINT", "8_8_8_8_SINT",
	"32_32_UINT", "32_32_SINT", "32_32_FLOAT",
	"16_16_16_16_UNORM", "16_16_16_16_SNORM", "16_16_16_16_USCALED", "16_16_16_16_SSCALED", "16_16_16_16_UINT", "16_16_16_16_SINT", "16_16_16_16_FLOAT",
	"32_32_32_UINT", "32_32_32_SINT", "32_32_32_FLOAT",
	"32_32_32_32_UINT", "32_32_32_32_SINT", "32_32_32_32_FLOAT"}

var ufmtNamesGFX11 = [...]string{"INVALID",
	"8_UNORM", "8_SNORM", "8_USCALED", "8_SSCALED", "8_UINT", "8_SINT",
	"16_UNORM", "16_SNORM", "16_USCALED", "16_SSCALED", "16_UINT", "16_SINT", "16_FLOAT",
	"8_8_UNORM", "8_8_SNORM", "8_8_USCALED", "8_8_SSCALED", "8_8_UINT", "8_8_SINT",
	"32_UINT", "32_SINT", "32_FLOAT",
	"16_16_UNORM", "16_16_SNORM", "16_16_USCALED", "16_16_SSCALED", "16_16_UINT", "16_16_SINT", "16_16_FLOAT",
	"10_11_11_FLOAT",
	"11_11_10_FLOAT",
	"10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_UINT", "10_10_10_2_SINT",
	"2_10_10_10_UNORM", "2_10_10_10_SNORM", "2_10_10_10_USCALED", "2_10_10_10_SSCALED", "2_10_10_10_UINT", "2_10_10_10_SINT",
	"8_8_8_8_UNORM", "8_8_8_8_SNORM", "8_8_8_8_USCALED", "8_8_8_8_SSCALED", "8_8_8_8_UINT", "8_8_8_8_SINT",
	"32_32_UINT", "32_32_SINT", "32_32_FLOAT",
	"16_16_16_16_UNORM", "16_16_16_16_SNORM", "16_16_16_16_USCALED", "16_16_16_16_SSCALED", "16_16_16_16_UINT", "16_16_16_16_SINT", "16_16_16_16_FLOAT",
	"32_32_32_UINT", "32_32_32_SINT", "32_32_32_FLOAT",
	"32_32_32_32_UINT", "32_32_32_32_SINT", "32_32_32_32_FLOAT"}

// UnifiedFormatName is the name of a GFX10+ unified buffer format (the
// 7-bit format field of MTBUF): "BUF_FMT_32_FLOAT", or "" when gfx11 (GFX11
// and later) or GFX10 has none for it.
func UnifiedFormatName(v int, gfx11 bool) string {
	names := ufmtNamesGFX10[:]
	if gfx11 {
		names = ufmtNamesGFX11[:]
	}
	if v < 0 || v >= len(names) {
		return ""
	}
	return "BUF_FMT_" + names[v]
}

// symbolicFormat is printSymbolicFormat: GFX10 and later print the unified
// format (none for the default BUF_FMT_8_UNORM, the number where it has no
// name), GFX6-GFX9 the dfmt, nfmt pair.
func (p *printer) symbolicFormat() {
	v := int(p.in.Imm("format"))
	if p.t.features["GFX10Insts"] {
		const ufmtDefault = 1 // BUF_FMT_8_UNORM
		if v == ufmtDefault {
			return
		}
		if n := UnifiedFormatName(v, p.t.features["GFX11Insts"]); n != "" {
			p.b.WriteString(" format:[" + n + "]")
		} else {
			p.b.WriteString(" format:" + strconv.Itoa(v))
		}
		return
	}
	const dflt = 1 // DFMT 1, NFMT 0
	if v == dflt {
		return
	}
	dfmt, nfmt := v&0xf, v>>4&7
	p.b.WriteString(" format:[")
	if dfmt != 1 {
		p.b.WriteString(dfmtNames[dfmt])
		if nfmt != 0 {
			p.b.WriteByte(',')
		}
	}
	if nfmt != 0 {
		p.b.WriteString(nfmtNames[nfmt])
	}
	p.b.WriteByte(']')
}

// dpALU reports a DPP instruction with 64-bit operands (isDPALU_DPP).
func (p *printer) dpALU() bool {
	for _, n := range [...]string{"vdst", "src0", "src1"} {
		if o := p.in.Operand(n); o != nil && o.IsReg() && o.Width == 2 {
			return true
		}
	}
	return false
}

// UnifiedFormat splits a GFX10+ unified buffer format into the data and
// numeric formats it stands for (GCN's BUF_DATA_FORMAT_* and
// BUF_NUM_FORMAT_* numbers; LLVM's DfmtNfmt2UFmtGFX10/GFX11 tables, which
// the names spell: BUF_FMT_16_16_FLOAT is data format 16_16, numeric
// format FLOAT). gfx11 selects the GFX11+ table; ok is false for a value
// without a name. BUF_FMT_INVALID gives data format 0 (invalid).
func UnifiedFormat(v int, gfx11 bool) (dfmt, nfmt uint8, ok bool) {
	name := strings.TrimPrefix(UnifiedFormatName(v, gfx11), "BUF_FMT_")
	if name == "" {
		return 0, 0, false
	}
	if name == "INVALID" {
		return 0, 0, true
	}
	i := strings.LastIndexByte(name, '_')
	d, n := -1, -1
	for k, s := range dfmtNames {
		if s == "BUF_DATA_FORMAT_"+name[:i] {
			d = k
		}
	}
	for k, s := range nfmtNames {
		if s == "BUF_NUM_FORMAT_"+name[i+1:] {
			n = k
		}
	}
	if d < 0 || n < 0 {
		return 0, 0, false
	}
	return uint8(d), uint8(n), true
}
