package isa

import (
	"math/bits"
	"strconv"
)

// Suffix rules: an _e32 form prints "_e32" only when the target has a VOP3
// form of the same instruction, and a VOP3 form "_e64" only when it has a
// 32-bit form (getVOP1IsSingle / getVOP3IsSingle).
func vop3Single(t *Target, e *Encoding) bool { return !t.hasE32[e.Op] }
func e32Single(t *Target, e *Encoding) bool  { return !t.hasE64[e.Op] }

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
	lgkm := v >> 8 & 0xf
	dv, de, dl := vm == vmMax, exp == 7, lgkm == 0xf
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

func (p *printer) msgName(id int) string {
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
	name := p.msgName(id)
	gs := id == 2 || id == 3
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
			valid = op >= 1 && op <= 4 && stream == 0
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
	switch {
	case id <= 7:
		p.b.WriteString(" mrt" + strconv.Itoa(id))
	case id == 8:
		p.b.WriteString(" mrtz")
	case id == 9:
		p.b.WriteString(" null")
	case id >= 12 && id <= 15:
		p.b.WriteString(" pos" + strconv.Itoa(id-12))
	case id >= 32 && id <= 63:
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

// symbolicFormat is printSymbolicFormat for GFX6-GFX9 (dfmt, nfmt).
func (p *printer) symbolicFormat() {
	v := int(p.in.Imm("format"))
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
