package isa

import (
	"strconv"
	"strings"
)

// LLVMSyntax prints inst as llvm-objdump prints it (AMDGPUInstPrinter),
// without the leading tab and trailing comment.
func LLVMSyntax(in Inst) string { return llvmSyntax(in, nil) }

// LLVMSyntaxLabels is LLVMSyntax with branch targets named as llvm-objdump
// names them: where label returns a name for a branch's target address, the
// name (quoted when it is not a plain identifier, as MCSymbol prints it)
// stands in place of the offset. AMDGPU's symbolizer picks, among the
// section's symbols sorted by address and name, the first STT_NOTYPE one
// at the target; SymbolIndex.BranchLabel makes that choice.
func LLVMSyntaxLabels(in Inst, label func(addr uint64) (string, bool)) string {
	return llvmSyntax(in, label)
}

func llvmSyntax(in Inst, label func(addr uint64) (string, bool)) string {
	if in.Enc == nil {
		return "<unknown>"
	}
	p := printer{in: &in, t: in.target, label: label}
	p.b.Grow(64)
	asm := in.Enc.Asm
	if in.nsaAddrs > 0 {
		// LLVM erased the NSA addresses past the ones the dim needs; a
		// GFX12 one-address form prints no list.
		if i, j := strings.Index(asm, "[$vaddr0"), strings.Index(asm, "],"); i >= 0 && j > i {
			l := make([]string, in.nsaAddrs)
			for k := range l {
				l[k] = "$vaddr" + strconv.Itoa(k)
			}
			list := "[" + strings.Join(l, ", ") + "]"
			if in.nsaAddrs == 1 {
				list = l[0]
			}
			asm = asm[:i] + list + asm[j+1:]
		}
	}
	for i := 0; i < len(asm); {
		c := asm[i]
		if c == '{' || c == '}' {
			i++ // a variant group of one alternative ("{_e64}") prints its text
			continue
		}
		if c != '$' {
			p.b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		brace := j < len(asm) && asm[j] == '{'
		if brace {
			j++
		}
		k := j
		for k < len(asm) && (asm[k] == '_' || asm[k] >= 'a' && asm[k] <= 'z' || asm[k] >= 'A' && asm[k] <= 'Z' || asm[k] >= '0' && asm[k] <= '9') {
			k++
		}
		p.operand(asm[j:k])
		if brace && k < len(asm) && asm[k] == '}' {
			k++
		}
		i = k
	}
	return strings.TrimRight(p.b.String(), " ")
}

type printer struct {
	in    *Inst
	t     *Target
	b     strings.Builder
	label func(addr uint64) (string, bool) // names branch targets; nil prints offsets
}

func (p *printer) operand(name string) {
	idx := p.in.index(name)
	if idx < 0 {
		p.b.WriteString("/*Missing OP*/")
		return
	}
	ci := &operandClasses[p.in.Operands[idx].Class]
	if p.label != nil && ci.Decoder == "decodeSOPPBrTarget" {
		if name, ok := p.label(BranchTarget(p.in.PC, p.in.Operands[idx].Imm)); ok {
			p.b.WriteString(quoteSymbol(name))
			return
		}
	}
	switch ci.Print {
	case "printVOPDst":
		p.vopDst(idx)
	case "printOperandAndFPInputMods":
		p.fpMods(idx)
	case "printOperandAndIntInputMods":
		p.intMods(idx)
	case "printNamedBit":
		if p.in.Operands[idx].Imm != 0 {
			p.b.WriteString(" " + ci.PrintArg)
		}
	case "printNamedInt":
		p.namedInt(idx, ci.PrintArg)
	case "printCPol":
		p.cpol(idx)
	case "printOffset":
		if v := uint32(p.in.Operands[idx].Imm); v != 0 {
			if p.t.features["GFX12Insts"] && p.in.Enc.Format&(FormatMUBUF|FormatMTBUF) != 0 {
				// GFX12 VBUFFER: a 24-bit signed offset (LLVM's printOffset).
				p.b.WriteString(" offset:" + strconv.Itoa(int(int32(v<<8)>>8)))
			} else {
				p.b.WriteString(" offset:" + strconv.Itoa(int(v&0xffff)))
			}
		}
	case "printFlatOffset":
		p.flatOffset(idx)
	case "printSMEMOffset":
		p.b.WriteString(shex(p.in.Operands[idx].Imm))
	case "printOModSI":
		switch p.in.Operands[idx].Imm {
		case 1:
			p.b.WriteString(" mul:2")
		case 2:
			p.b.WriteString(" mul:4")
		case 3:
			p.b.WriteString(" div:2")
		}
	case "printSDWASrc0Sel":
		p.b.WriteString("src0_sel:" + sdwaSel(p.in.Operands[idx].Imm))
	case "printSDWASrc1Sel":
		p.b.WriteString("src1_sel:" + sdwaSel(p.in.Operands[idx].Imm))
	case "printSDWADstSel":
		p.b.WriteString("dst_sel:" + sdwaSel(p.in.Operands[idx].Imm))
	case "printSDWADstUnused":
		p.b.WriteString("dst_unused:" + [...]string{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_3"}[p.in.Operands[idx].Imm&3])
	case "printDPPCtrl":
		p.dppCtrl(idx)
	case "printDppBoundCtrl":
		if p.in.Operands[idx].Imm != 0 {
			p.b.WriteString(" bound_ctrl:1")
		}
	case "printDppFI":
		if v := p.in.Operands[idx].Imm; v == 1 || v == 0xea {
			p.b.WriteString(" fi:1")
		}
	case "printBLGP":
		p.blgp(idx)
	case "printOpSel":
		p.opSel()
	case "printOpSelHi":
		p.packedMod(" op_sel_hi:[", ModOpSel1)
	case "printNegLo":
		p.packedMod(" neg_lo:[", ModNeg)
	case "printNegHi":
		p.packedMod(" neg_hi:[", ModNegHi)
	case "printU16ImmOperand":
		v := p.in.Operands[idx].Imm
		if ci.Decoder == "decodeVersionImm" && ucVersion(&p.b, v) {
			return
		}
		if (v >= -32768 && v <= 32767) || (v >= 0 && v <= 0xffff) {
			p.b.WriteString(hex(uint64(v & 0xffff)))
		} else {
			p.b.WriteString(hex(uint64(v & 0xffffffff)))
		}
	case "printU32ImmOperand":
		p.b.WriteString(hex(uint64(p.in.Operands[idx].Imm & 0xffffffff)))
	case "printSWaitCnt":
		p.waitcnt(idx)
	case "printHwreg":
		p.hwreg(idx)
	case "printSDelayALU":
		p.sDelayALU(idx)
	case "printDepCtr":
		p.depCtr(idx)
	case "printDPP8":
		p.dpp8(idx)
	case "printSendMsg":
		p.sendMsg(idx)
	case "printEndpgm":
		if v := uint16(p.in.Operands[idx].Imm); v != 0 {
			p.b.WriteString(" " + strconv.Itoa(int(v)))
		}
	case "printSwizzle":
		p.swizzle(idx)
	case "printGPRIdxMode":
		p.gprIdxMode(idx)
	case "printDim":
		p.b.WriteString(" dim:SQ_RSRC_IMG_" + mimgDims[p.in.Operands[idx].Imm&7].name)
	case "printFORMAT":
		// printed after soffset (printSymbolicFormat)
	case "printR128A16":
		if p.in.Operands[idx].Imm != 0 {
			if p.t.features["R128A16"] {
				p.b.WriteString(" a16")
			} else {
				p.b.WriteString(" r128")
			}
		}
	case "printInterpSlot":
		switch v := p.in.Operands[idx].Imm; v {
		case 0, 1, 2:
			p.b.WriteString([...]string{"p10", "p20", "p0"}[v])
		default:
			p.b.WriteString("invalid_param_" + strconv.Itoa(int(v)))
		}
	case "printInterpAttr":
		p.b.WriteString("attr" + strconv.Itoa(int(p.in.Operands[idx].Imm)))
	case "printInterpAttrChan":
		p.b.WriteString("." + string("xyzw"[p.in.Operands[idx].Imm&3]))
	case "printVINTRPDst":
		p.b.WriteString("_e32 ")
		p.regular(idx)
	case "printExpTgt":
		p.expTgt(idx)
	case "printExpSrc0", "printExpSrc1", "printExpSrc2", "printExpSrc3":
		p.expSrc(idx, int(ci.Print[len(ci.Print)-1]-'0'))
	case "printIndexKey8bit", "printIndexKey16bit", "printIndexKey32bit":
		if v := p.in.Operands[idx].Imm & 7; v != 0 {
			p.b.WriteString(" index_key:" + strconv.Itoa(int(v)))
		}
	case "printMatrixAFMT", "printMatrixBFMT":
		p.matrixField(idx, ci.Print, "_fmt:", 7, []string{"", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6", "MATRIX_FMT_BF6", "MATRIX_FMT_FP4"})
	case "printMatrixAScale", "printMatrixBScale":
		p.matrixField(idx, ci.Print, "_scale:", 1, []string{"", "MATRIX_SCALE_ROW1"})
	case "printMatrixAScaleFmt", "printMatrixBScaleFmt":
		p.matrixField(idx, ci.Print, "_scale_fmt:", 3, []string{"", "MATRIX_SCALE_FMT_E5M3", "MATRIX_SCALE_FMT_E4M3"})
	case "printBitOp3":
		// Up to 10 in decimal, as llvm-mc 22 prints them.
		if v := p.in.Operands[idx].Imm; v > 10 {
			p.b.WriteString(" bitop3:" + hex(uint64(v)))
		} else if v != 0 {
			p.b.WriteString(" bitop3:" + strconv.Itoa(int(v)))
		}
	case "printAVLdSt32Align2RegOp":
		p.regular(idx)
	default: // printOperand and classes without a print method
		p.printOperand(idx)
	}
}

// ucVersion prints an s_version operand as decodeVersionImm makes it
// when no unused bit is set: the version (UCVersion's symbol or a number)
// or-ed with the W64, W32 and MDP bit symbols, as MCExpr prints nested
// binary expressions.
func ucVersion(b *strings.Builder, v int64) bool {
	if v&^0xe0ff != 0 {
		return false // a plain immediate
	}
	e := strconv.Itoa(int(v & 0xff))
	switch v & 0xff {
	case 0:
		e = "UC_VERSION_GFX7"
	case 4:
		e = "UC_VERSION_GFX10"
	case 6:
		e = "UC_VERSION_GFX11"
	case 9:
		e = "UC_VERSION_GFX12"
	}
	first := true
	for _, bit := range []struct {
		mask int64
		name string
	}{{1 << 13, "UC_VERSION_W64_BIT"}, {1 << 14, "UC_VERSION_W32_BIT"}, {1 << 15, "UC_VERSION_MDP_BIT"}} {
		if v&bit.mask == 0 {
			continue
		}
		if !first {
			e = "(" + e + ")"
		}
		e += "|" + bit.name
		first = false
	}
	b.WriteString(e)
	return true
}

func hex(v uint64) string { return "0x" + strconv.FormatUint(v, 16) }

// shex is LLVM's formatHex of a signed value: -0x10 for -16.
func shex(v int64) string {
	if v < 0 {
		return "-0x" + strconv.FormatUint(uint64(-v), 16)
	}
	return hex(uint64(v))
}

func (p *printer) hasVCCDef() bool {
	return p.in.Enc.Defs&RegVCC != 0
}

// printOperand prints the implied vcc of VOPC before the first operand.
func (p *printer) printOperand(idx int) {
	f := p.in.Enc.Format
	modIdx := p.in.index("src0_modifiers")
	if (idx == 0 || (idx == 1 && f&FormatDPP != 0 && modIdx >= 0)) && f&FormatVOPC != 0 && p.hasVCCDef() {
		p.b.WriteString(p.vccName() + ", ")
	}
	p.regular(idx)
	if p.vop2bCarryIn() && p.in.Enc.Format&FormatSDWA == 0 && p.in.Operands[idx].Name == "src1" {
		// printOperand's default vcc after src1 of VOP2b (gfx10+).
		p.b.WriteString(", " + p.vccName())
	}
}

// vccName is printDefaultVccOperand's register: vcc_lo in wave32.
func (p *printer) vccName() string {
	if p.t.WaveSize() == 32 {
		return "vcc_lo"
	}
	return "vcc"
}

// vop2bCarryIn reports the GFX10+ v_{add,sub,subrev}_co_ci_u32 VOP2 forms,
// whose implicit vcc carry-out LLVM prints after vdst.
func (p *printer) vop2bCarryIn() bool {
	switch p.in.Op {
	case OpV_ADD_CO_CI_U32, OpV_SUB_CO_CI_U32, OpV_SUBREV_CO_CI_U32:
		return p.t.features["GFX10Insts"] && p.in.Enc.Format&FormatVOP3 == 0
	}
	return false
}

func (p *printer) needsImpliedVcc(idx int) bool {
	f := p.in.Enc.Format
	return idx == 0 && f&FormatDPP != 0 && f&FormatVOPC != 0 && p.hasVCCDef()
}

func (p *printer) vopDst(idx int) {
	if idx == 0 {
		e := p.in.Enc
		f := e.Format
		switch {
		case f&FormatVOP3 != 0 && f&FormatDPP != 0:
			p.b.WriteString("_e64_dpp")
		case f&FormatVOP3 != 0:
			if !vop3Single(p.t, e) {
				p.b.WriteString("_e64")
			}
		case f&FormatDPP != 0:
			p.b.WriteString("_dpp")
		case f&FormatSDWA != 0:
			p.b.WriteString("_sdwa")
		case f&(FormatVOP1|FormatVOP2) != 0 && !e32Single(p.t, e):
			p.b.WriteString("_e32")
		}
		p.b.WriteByte(' ')
	}
	p.regular(idx)
	if p.vop2bCarryIn() {
		p.b.WriteString(", " + p.vccName())
	}
}

func (p *printer) fpMods(idx int) {
	if p.needsImpliedVcc(idx) {
		p.b.WriteString(p.vccName() + ", ")
	}
	mods := p.in.Operands[idx].Imm
	negMnemo := false
	if mods&ModNeg != 0 {
		if idx+1 < len(p.in.Operands) && mods&ModAbs == 0 {
			k := p.in.Operands[idx+1].Kind
			negMnemo = k == KindInline || k == KindLiteral || k == KindImm
			// A literal printed as lit(...) or lit64(...) is an
			// expression in LLVM's MCInst, not an immediate: plain '-'.
			if k == KindLiteral && p.isLitExpr(idx+1) {
				negMnemo = false
			}
		}
		if negMnemo {
			p.b.WriteString("neg(")
		} else {
			p.b.WriteByte('-')
		}
	}
	if mods&ModAbs != 0 {
		p.b.WriteByte('|')
	}
	p.regular(idx + 1)
	if mods&ModAbs != 0 {
		p.b.WriteByte('|')
	}
	if negMnemo {
		p.b.WriteByte(')')
	}
	// GFX10/GFX11 v_cndmask_b32 SDWA and DPP: the implied vcc follows
	// src1's modifiers (GFX12 prints it inside them, see regular).
	if p.in.Op == OpV_CNDMASK_B32 && p.in.Operands[idx].Name == "src1_modifiers" &&
		(p.in.Enc.Format&FormatSDWA != 0 || p.in.Enc.Variant == VariantDPP) &&
		p.t.features["GFX10Insts"] && !p.t.features["GFX12Insts"] {
		p.b.WriteString(", " + p.vccName())
	}
}

// isLitExpr reports whether operand idx prints as lit(...) or lit64(...).
func (p *printer) isLitExpr(idx int) bool {
	q := printer{in: p.in, t: p.t}
	q.regular(idx)
	s := q.b.String()
	return strings.HasPrefix(s, "lit(") || strings.HasPrefix(s, "lit64(")
}

func (p *printer) intMods(idx int) {
	if p.needsImpliedVcc(idx) {
		p.b.WriteString(p.vccName() + ", ")
	}
	mods := p.in.Operands[idx].Imm
	if mods&ModSext != 0 {
		p.b.WriteString("sext(")
	}
	p.regular(idx + 1)
	if mods&ModSext != 0 {
		p.b.WriteByte(')')
	}
	// GFX10 v_{add,sub,subrev}_co_ci_u32_sdwa: the implied vcc carry-in.
	if p.vop2bCarryIn() && p.in.Enc.Format&FormatSDWA != 0 && p.in.Operands[idx].Name == "src1_modifiers" {
		p.b.WriteString(", " + p.vccName())
	}
}

// regular is printRegularOperand.
func (p *printer) regular(idx int) {
	if idx >= len(p.in.Operands) {
		p.b.WriteString("/*Missing OP" + strconv.Itoa(idx) + "*/")
		return
	}
	o := &p.in.Operands[idx]
	ci := &operandClasses[o.Class]
	cd := &classDescs[o.Class]
	if o.rawHex != 0 {
		p.b.WriteString(hex(uint64(o.rawHex)))
		return
	}
	switch o.Kind {
	case KindVGPR, KindAGPR, KindSGPR, KindTTMP, KindSpecial:
		p.b.WriteString(o.RegName())
		if r := p.in.VGPRMSBReg(idx, p.in.VGPRMSB); r != int(o.Reg) {
			moved := *o
			moved.Reg = uint16(r)
			p.b.WriteString(" /*" + moved.RegName() + "*/")
		}
		if !isInlineValue(o) && (!inClass(o, ci, cd, p.t) || o.Kind == KindTTMP && o.invalidClass != "") {
			name := classRegName(regClassOf(ci), p.t)
			if o.invalidClass != "" {
				name = o.invalidClass
			}
			p.b.WriteString("/*Invalid register, operand has '" + name + "' register class*/")
		}
	case KindInline:
		p.immediate(o, ci, cd, false)
	case KindLiteral:
		p.immediate(o, ci, cd, true)
	case KindImm:
		p.immediate(o, ci, cd, false)
	default:
		p.b.WriteString("/*INV_OP*/")
	}
	// v_cndmask_b32_e32 reads vcc.
	if p.in.Op == OpV_CNDMASK_B32 && p.in.Operands[idx].Name == "src1" && (p.in.Enc.Variant == VariantDefault ||
		p.in.Enc.Variant == VariantDPP && (p.in.index("dpp8") >= 0 || p.t.features["GFX12Insts"])) {
		if idx == 0 {
			p.b.WriteString(p.vccName() + ", ")
		} else {
			p.b.WriteString(", " + p.vccName())
		}
	}
	if p.in.Enc.Format&FormatMTBUF != 0 && o.Name == "soffset" {
		p.symbolicFormat()
	}
}

func (p *printer) immediate(o *Operand, ci *ClassInfo, cd *classDesc, literal bool) {
	v := o.Imm
	typ := ci.Type
	if typ == "" && regClassOf(ci) != "" && cd.regs != 0 {
		typ = "OPERAND_REGISTER" // a register class operand
	}
	if literal && o.Lit64 {
		p.literal64(uint64(v), typ)
		return
	}
	p.immOfType(v, typ, literal)
}

// immOfType prints immediate v of an operand of type typ; literal says it
// came from a literal (LLVM prints an inline-able one as lit(...)).
func (p *printer) immOfType(v int64, typ string, literal bool) {
	switch typ {
	case "OPERAND_KIMM64":
		// gfx1250 v_fmaak/fmamk_f64's K as llvm-mc 22 prints it: lit64()
		// when the high half is 0, the high half alone when the low one
		// is 0, else all 64 bits.
		u := uint64(v)
		switch {
		case u>>32 == 0:
			p.b.WriteString("lit64(" + hex(u) + ")")
		case uint32(u) == 0:
			p.b.WriteString(hex(u >> 32))
		default:
			p.b.WriteString(hex(u))
		}
		return
	case "OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64":
		if literal {
			d := uint64(uint32(v)) << 32
			if s, ok := fp64Name(d, p.t); ok {
				p.b.WriteString(s)
			} else {
				p.b.WriteString(hex(uint64(uint32(v))))
			}
			return
		}
		p.imm64(uint64(v))
	case "OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64":
		if literal && v >= -16 && v <= 64 {
			p.b.WriteString("lit(" + hex(uint64(uint32(v))) + ")")
			return
		}
		p.imm64(uint64(v))
	case "OPERAND_REG_IMM_INT16", "OPERAND_REG_INLINE_C_INT16", "OPERAND_REG_INLINE_AC_INT16":
		// A literal is lit(...) when its 32 bits are an inline integer
		// or f32 constant; otherwise printImmediateInt16 prints its low
		// half (0x3fe00000 prints 0x0).
		if literal {
			if inlinable32(uint32(v), p.t) {
				p.b.WriteString("lit(" + hex(uint64(uint32(v))) + ")")
			} else {
				p.b.WriteString(hex(uint64(uint16(v))))
			}
			return
		}
		p.immInt16(uint32(v))
	case "OPERAND_REG_IMM_FP16", "OPERAND_REG_INLINE_C_FP16", "OPERAND_REG_INLINE_AC_FP16",
		"OPERAND_REG_IMM_FP16_DEFERRED":
		if literal && (inlineInt16(v&0xffff) || isFP16Const(uint16(v), p.t)) {
			p.b.WriteString("lit(" + hex(uint64(uint32(v))) + ")")
			return
		}
		p.imm16(uint32(v))
	case "OPERAND_REG_IMM_BF16", "OPERAND_REG_INLINE_C_BF16", "OPERAND_REG_INLINE_C_V2BF16":
		if literal && (inlineInt16(v&0xffff) || isBF16Const(uint16(v))) {
			p.b.WriteString("lit(" + hex(uint64(uint32(v))) + ")")
			return
		}
		p.immBF16(uint32(v))
	case "OPERAND_REG_IMM_NOINLINE_V2FP16":
		p.immV216(uint32(v), typ, literal)
	case "OPERAND_REG_IMM_V2INT16", "OPERAND_REG_IMM_V2FP16", "OPERAND_REG_IMM_V2BF16":
		switch {
		case literal:
			p.immV216(uint32(v), typ, literal)
		case typ == "OPERAND_REG_IMM_V2BF16":
			p.immBF16(uint32(v))
		default:
			// The decoder gives a float inline constant its f16 bits.
			p.imm16(uint32(uint16(v)))
		}
	case "OPERAND_REG_INLINE_C_V2INT16", "OPERAND_REG_INLINE_AC_V2INT16":
		if literal {
			p.immV216(uint32(v), "OPERAND_REG_IMM_V2INT16", literal)
			return
		}
		p.immInt16(uint32(uint16(v)))
	case "OPERAND_REG_INLINE_C_V2FP16", "OPERAND_REG_INLINE_AC_V2FP16":
		if literal {
			p.immV216(uint32(v), "OPERAND_REG_IMM_V2FP16", literal)
			return
		}
		p.imm16(uint32(uint16(v)))
	case "OPERAND_UNKNOWN", "OPERAND_PCREL":
		p.b.WriteString(strconv.FormatInt(v, 10))
	case "OPERAND_REGISTER":
		p.imm32(uint32(v))
		p.b.WriteString("/*Invalid immediate*/")
	default: // 32-bit operands and plain immediates
		if literal && inlinable32(uint32(v), p.t) {
			p.b.WriteString("lit(" + hex(uint64(uint32(v))) + ")")
			return
		}
		p.imm32(uint32(v))
	}
}

// literal64 prints a 64-bit literal (gfx1250) as llvm-objdump 22 does:
// lit64(...) where the plain number would assemble to another encoding
// (its high half is 0); an f64 whose low half is 0 as a 32-bit f64
// literal; a 32-bit operand reads the low half.
func (p *printer) literal64(v uint64, typ string) {
	hi, lo := uint32(v>>32), uint32(v)
	if hi == 0 {
		p.b.WriteString("lit64(" + hex(v) + ")")
		return
	}
	switch typ {
	case "OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64":
		if lo != 0 {
			p.b.WriteString(hex(v))
		} else if s, ok := fp64Name(v, p.t); ok {
			p.b.WriteString(s)
		} else {
			p.b.WriteString(hex(uint64(hi)))
		}
	case "OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64":
		p.imm64(v)
	case "OPERAND_REG_IMM_V2INT16", "OPERAND_REG_IMM_V2FP16", "OPERAND_REG_IMM_V2BF16":
		// printImmediateV216 on the low 32 bits, no lit().
		p.immV216(lo, typ, false)
	case "OPERAND_REG_INLINE_C_V2INT16", "OPERAND_REG_INLINE_C_V2FP16", "OPERAND_REG_INLINE_C_V2BF16":
		p.immV216(lo, strings.Replace(typ, "INLINE_C", "IMM", 1), false)
	default:
		p.immOfType(int64(lo), typ, false)
	}
}

var fp32Names = map[uint32]string{
	0x00000000: "0.0", 0x3f800000: "1.0", 0xbf800000: "-1.0", 0x3f000000: "0.5",
	0xbf000000: "-0.5", 0x40000000: "2.0", 0xc0000000: "-2.0", 0x40800000: "4.0", 0xc0800000: "-4.0",
}

var fp64Names = map[uint64]string{
	0: "0.0", 0x3ff0000000000000: "1.0", 0xbff0000000000000: "-1.0", 0x3fe0000000000000: "0.5",
	0xbfe0000000000000: "-0.5", 0x4000000000000000: "2.0", 0xc000000000000000: "-2.0",
	0x4010000000000000: "4.0", 0xc010000000000000: "-4.0",
}

var fp16Names = map[uint16]string{
	0x3c00: "1.0", 0xbc00: "-1.0", 0x3800: "0.5", 0xb800: "-0.5", 0x4000: "2.0", 0xc000: "-2.0",
	0x4400: "4.0", 0xc400: "-4.0",
}

var bf16Names = map[uint16]string{
	0x3f80: "1.0", 0xbf80: "-1.0", 0x3f00: "0.5", 0xbf00: "-0.5", 0x4000: "2.0", 0xc000: "-2.0",
	0x4080: "4.0", 0xc080: "-4.0",
}

func inlinable32(v uint32, t *Target) bool {
	s := int32(v)
	if s >= -16 && s <= 64 {
		return true
	}
	if _, ok := fp32Names[v]; ok {
		return true
	}
	return v == 0x3e22f983 && t.hasInv2Pi()
}

func inlineInt16(v int64) bool {
	s := int16(v)
	return int64(uint16(v)) == v&0xffff && s >= -16 && s <= 64
}

func isFP16Const(v uint16, t *Target) bool {
	if _, ok := fp16Names[v]; ok {
		return true
	}
	return v == 0x3118 && t.hasInv2Pi()
}

func isBF16Const(v uint16) bool {
	_, ok := bf16Names[v]
	return ok || v == 0x3e22
}

func (p *printer) imm32(v uint32) {
	s := int32(v)
	if s >= -16 && s <= 64 {
		p.b.WriteString(strconv.Itoa(int(s)))
		return
	}
	if n, ok := fp32Names[v]; ok {
		p.b.WriteString(n)
		return
	}
	if v == 0x3e22f983 && p.t.hasInv2Pi() {
		p.b.WriteString("0.15915494")
		return
	}
	p.b.WriteString(hex(uint64(v)))
}

func fp64Name(v uint64, t *Target) (string, bool) {
	if n, ok := fp64Names[v]; ok && v != 0 {
		return n, true
	}
	if v == 0x3fc45f306dc9c882 && t.hasInv2Pi() {
		return "0.15915494309189532", true
	}
	return "", false
}

func (p *printer) imm64(v uint64) {
	s := int64(v)
	if s >= -16 && s <= 64 {
		p.b.WriteString(strconv.FormatInt(s, 10))
		return
	}
	if n, ok := fp64Name(v, p.t); ok {
		p.b.WriteString(n)
		return
	}
	p.b.WriteString(hex(v))
}

func (p *printer) immInt16(v uint32) {
	s := int16(v)
	if s >= -16 && s <= 64 {
		p.b.WriteString(strconv.Itoa(int(s)))
		return
	}
	p.b.WriteString(hex(uint64(uint16(v))))
}

func (p *printer) imm16(v uint32) {
	s := int16(v)
	if s >= -16 && s <= 64 {
		p.b.WriteString(strconv.Itoa(int(s)))
		return
	}
	if n, ok := fp16Names[uint16(v)]; ok {
		p.b.WriteString(n)
		return
	}
	if v == 0x3118 && p.t.hasInv2Pi() {
		p.b.WriteString("0.15915494")
		return
	}
	p.b.WriteString(hex(uint64(uint16(v))))
}

// immV216 is printImmediateV216 for the packed 16-bit types a literal can
// feed: all 32 bits in hex unless they are an inline integer, or (by type)
// an f32 constant (V2INT16) or an f16/bf16 constant in the low half with
// the high half clear; a literal that prints as a constant is lit(...).
// NOINLINE_V2FP16 names no float constants and, having no inline
// constants, needs no lit().
func (p *printer) immV216(v uint32, typ string, literal bool) {
	name := ""
	if s := int32(v); s >= -16 && s <= 64 {
		name = strconv.Itoa(int(s))
	} else {
		switch typ {
		case "OPERAND_REG_IMM_V2INT16":
			if n, ok := fp32Names[v]; ok {
				name = n
			} else if v == 0x3e22f983 && p.t.hasInv2Pi() {
				name = "0.15915494"
			}
		case "OPERAND_REG_IMM_V2FP16":
			if n, ok := fp16Names[uint16(v)]; ok && v <= 0xffff {
				name = n
			} else if v == 0x3118 && p.t.hasInv2Pi() {
				name = "0.15915494"
			}
		case "OPERAND_REG_IMM_V2BF16":
			if n, ok := bf16Names[uint16(v)]; ok && v <= 0xffff {
				name = n
			} else if v == 0x3e22 && p.t.hasInv2Pi() {
				name = "0.15915494"
			}
		}
	}
	switch {
	case name != "" && literal && typ != "OPERAND_REG_IMM_NOINLINE_V2FP16":
		p.b.WriteString("lit(" + hex(uint64(v)) + ")")
	case name != "":
		p.b.WriteString(name)
	default:
		p.b.WriteString(hex(uint64(v)))
	}
}

func (p *printer) immBF16(v uint32) {
	s := int16(v)
	if s >= -16 && s <= 64 {
		p.b.WriteString(strconv.Itoa(int(s)))
		return
	}
	if n, ok := bf16Names[uint16(v)]; ok {
		p.b.WriteString(n)
		return
	}
	if v == 0x3e22 && p.t.hasInv2Pi() {
		p.b.WriteString("0.15915494")
		return
	}
	// printImmediateBF16 prints all 32 bits of a literal.
	p.b.WriteString(hex(uint64(v)))
}

// namedInt is printNamedInt; row_mask and bank_mask always print, in hex.
func (p *printer) namedInt(idx int, name string) {
	v := p.in.Operands[idx].Imm
	switch name {
	case "row_mask", "bank_mask":
		p.b.WriteString(" " + name + ":" + hex(uint64(v)))
	case "dmask":
		if v != 0 {
			p.b.WriteString(" " + name + ":" + shex(v))
		}
	case "offset":
		// SMEMOffsetMod (the immediate beside an SGPR offset, gfx9 on)
		// is printed even when 0, as llvm-mc and llvm-objdump do.
		p.b.WriteString(" " + name + ":" + shex(v))
	case "wait_exp", "wait_vdst", "wait_va_vdst", "wait_vm_vsrc":
		// VINTERP and LDS-direct/param wait fields are printed even
		// when 0, as llvm-mc and llvm-objdump 22 do.
		p.b.WriteString(" " + name + ":" + strconv.FormatInt(v, 10))
	default:
		if v != 0 {
			p.b.WriteString(" " + name + ":" + strconv.FormatInt(v, 10))
		}
	}
}

func (p *printer) cpol(idx int) {
	v := p.in.Operands[idx].Imm
	if p.t.features["GFX12Insts"] {
		p.cpolGFX12(v)
		return
	}
	gfx940 := p.t.isGFX940()
	if v&cpolGLC != 0 {
		if gfx940 && p.in.Enc.Format&FormatSMRD == 0 {
			p.b.WriteString(" sc0")
		} else {
			p.b.WriteString(" glc")
		}
	}
	if v&cpolSLC != 0 {
		if gfx940 {
			p.b.WriteString(" nt")
		} else {
			p.b.WriteString(" slc")
		}
	}
	if v&cpolDLC != 0 && p.t.features["GFX10Insts"] {
		p.b.WriteString(" dlc")
	}
	if v&cpolSCC != 0 && p.t.isGFX90A() {
		if gfx940 {
			p.b.WriteString(" sc1")
		} else {
			p.b.WriteString(" scc")
		}
	}
	if v&^0x1f != 0 || (v&cpolDLC != 0) {
		if v&^(cpolGLC|cpolSLC|cpolDLC|cpolSCC|0x8) != 0 {
			p.b.WriteString(" /* unexpected cache policy bit */")
		}
	}
}

func (p *printer) flatOffset(idx int) {
	v := uint32(p.in.Operands[idx].Imm)
	if v == 0 {
		return
	}
	p.b.WriteString(" offset:")
	if m := p.in.Op.String(); strings.HasPrefix(m, "global_") || strings.HasPrefix(m, "scratch_") || p.t.features["GFX12Insts"] {
		// getNumFlatOffsetBits: 12 on GFX8 and GFX10, 13 on GFX9 and
		// GFX11, 24 on GFX12; signed, and on GFX12 for flat_* too.
		bitsN := 13
		switch {
		case p.t.isVI():
			bitsN = 12
		case p.t.features["GFX12Insts"]:
			bitsN = 24
		case p.t.features["GFX10Insts"] && !p.t.features["GFX11Insts"]:
			bitsN = 12
		}
		s := int32(v<<(32-bitsN)) >> (32 - bitsN)
		p.b.WriteString(strconv.Itoa(int(s)))
		return
	}
	p.b.WriteString(strconv.Itoa(int(v & 0xffff)))
}

func sdwaSel(v int64) string {
	names := [...]string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"}
	if v >= 0 && int(v) < len(names) {
		return names[v]
	}
	return "/*invalid sdwa sel*/"
}

func (p *printer) blgp(idx int) {
	v := p.in.Operands[idx].Imm
	if v == 0 {
		return
	}
	if p.t.isGFX940() && strings.HasPrefix(p.in.Enc.Name, "V_MFMA_F64_") {
		p.b.WriteString(" neg:[" + strconv.Itoa(int(v&1)) + "," + strconv.Itoa(int(v>>1&1)) + "," + strconv.Itoa(int(v>>2&1)) + "]")
		return
	}
	p.b.WriteString(" blgp:" + strconv.Itoa(int(v)))
}

// packedMod is printPackedModifier.
func (p *printer) packedMod(name string, mod int64) {
	var ops [3]int64
	n := 0
	def := int64(0)
	if mod == ModOpSel1 {
		def = 1
	}
	// Sources up to the last one present; a missing middle one (src1 of
	// v_interp_p2_f16) counts with the default value.
	last := -1
	for i, src := range [...]string{"src0", "src1", "src2"} {
		if p.in.index(src) >= 0 {
			last = i
		}
	}
	for i, src := range [...]string{"src0", "src1", "src2"} {
		if i > last {
			break
		}
		if mi := p.in.index(src + "_modifiers"); mi >= 0 && p.in.index(src) >= 0 {
			ops[n] = p.in.Operands[mi].Imm
		} else {
			ops[n] = def * mod
		}
		n++
	}
	f := p.in.Enc.Format
	hasDst := p.in.index("vdst") >= 0 || p.in.index("sdst") >= 0
	hasDstSel := hasDst && n > 0 && mod == ModOpSel0 && f&FormatVOP3 != 0 && f&FormatVOP3P == 0
	// LLVM asks for VOP3_OPSEL; the DPP rows carry their pseudo's flag
	// (a VOPC e64 DPP has none: op_sel:[a,b]), the dump of other VOP3
	// rows lacks it.
	if f&FormatDPP != 0 && f&FormatVOP3_OPSEL == 0 {
		hasDstSel = false
	}
	isPacked := f&FormatVOP3P != 0 && !strings.Contains(p.in.Op.String(), "_mix")
	dflt := isPacked && mod == ModOpSel1
	all := true
	for i := 0; i < n; i++ {
		if (ops[i]&mod != 0) != dflt {
			all = false
		}
	}
	if hasDstSel && ops[0]&ModDstOpSel != 0 {
		all = false
	}
	if all {
		return
	}
	p.b.WriteString(name)
	for i := 0; i < n; i++ {
		if i > 0 {
			p.b.WriteByte(',')
		}
		p.b.WriteString(b01(ops[i]&mod != 0))
	}
	if hasDstSel {
		p.b.WriteString("," + b01(ops[0]&ModDstOpSel != 0))
	}
	p.b.WriteByte(']')
}

func b01(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// GFX12 cache policy bits (SIDefines.h CPol).
const (
	cpol12TH       = 0x7
	cpol12Scope    = 0x18
	cpol12ScopeCU  = 0 << 3
	cpol12ScopeSE  = 1 << 3
	cpol12ScopeDev = 2 << 3
	cpol12ScopeSys = 3 << 3
	cpol12NV       = 1 << 5
	cpol12Scal     = 1 << 11
)

// cpolGFX12 is printCPol for GFX12+: scale_offset, th:, scope:, nv.
func (p *printer) cpolGFX12(v int64) {
	th, scope := v&cpol12TH, v&cpol12Scope
	if v&cpol12Scal != 0 {
		p.b.WriteString(" scale_offset")
	}
	if th != 0 {
		p.b.WriteString(" th:")
		switch p.thType() {
		case thAtomic:
			p.b.WriteString("TH_ATOMIC_")
			switch {
			case th&4 != 0:
				if scope >= cpol12ScopeDev {
					p.b.WriteString("CASCADE")
					if th&2 != 0 {
						p.b.WriteString("_NT")
					} else {
						p.b.WriteString("_RT")
					}
				} else {
					p.b.WriteString(hex(uint64(th)))
				}
			case th&2 != 0:
				p.b.WriteString("NT")
				if th&1 != 0 {
					p.b.WriteString("_RETURN")
				}
			case th&1 != 0:
				p.b.WriteString("RETURN")
			}
		case thStore, thLoad:
			store := p.thType() == thStore
			if !store && th == 7 {
				p.b.WriteString(hex(uint64(th)))
				break
			}
			if store {
				p.b.WriteString("TH_STORE_")
			} else {
				p.b.WriteString("TH_LOAD_")
			}
			switch th {
			case 1:
				p.b.WriteString("NT")
			case 2:
				p.b.WriteString("HT")
			case 3:
				switch {
				case scope == cpol12ScopeSys:
					p.b.WriteString("BYPASS")
				case store:
					p.b.WriteString("WB")
				default:
					p.b.WriteString("LU")
				}
			case 4:
				p.b.WriteString("NT_RT")
			case 5:
				p.b.WriteString("RT_NT")
			case 6:
				p.b.WriteString("NT_HT")
			case 7:
				p.b.WriteString("NT_WB")
			}
		}
	}
	switch scope {
	case cpol12ScopeSE:
		p.b.WriteString(" scope:SCOPE_SE")
	case cpol12ScopeDev:
		p.b.WriteString(" scope:SCOPE_DEV")
	case cpol12ScopeSys:
		p.b.WriteString(" scope:SCOPE_SYS")
	}
	if v&cpol12NV != 0 {
		p.b.WriteString(" nv")
	}
}

type thKind uint8

const (
	thLoad thKind = iota
	thStore
	thAtomic
)

// thType is getTemporalHintType: atomics, stores (and gfx1250's async and
// tensor stores, which also load), else loads.
func (p *printer) thType() thKind {
	e := p.in.Enc
	if e.Format&(FormatIsAtomicRet|FormatIsAtomicNoRet) != 0 {
		return thAtomic
	}
	if e.Flags&FlagMayStore != 0 {
		m := p.in.Op.String()
		if e.Flags&FlagMayLoad == 0 || strings.Contains(m, "_async_from_lds") || strings.HasPrefix(m, "tensor_store") {
			return thStore
		}
	}
	return thLoad
}

// opSel is printOpSel: v_cvt_f32_fp8/bf8_e64 print their byte select and
// the permlane16 forms their fi and bound_ctrl bits as op_sel:[a,b].
func (p *printer) opSel() {
	e := p.in.Enc
	var a, b int64
	switch {
	case (p.in.Op == OpV_CVT_F32_FP8 || p.in.Op == OpV_CVT_F32_BF8) && e.Format&FormatVOP3 != 0 && p.t.features["GFX12Insts"]:
		m := p.in.Imm("src0_modifiers")
		a, b = m&ModOpSel0, m&ModOpSel1
	case (p.in.Op == OpV_PERMLANE16_B32 || p.in.Op == OpV_PERMLANEX16_B32 ||
		p.in.Op == OpV_PERMLANE16_VAR_B32 || p.in.Op == OpV_PERMLANEX16_VAR_B32) && e.Format&FormatVOP3 != 0:
		a, b = p.in.Imm("src0_modifiers")&ModOpSel0, p.in.Imm("src1_modifiers")&ModOpSel0
	default:
		p.packedMod(" op_sel:[", ModOpSel0)
		return
	}
	if a != 0 || b != 0 {
		p.b.WriteString(" op_sel:[" + b01(a != 0) + "," + b01(b != 0) + "]")
	}
}

// matrixField is printMatrixFMT, printMatrixScale and printMatrixScaleFmt:
// nothing for 0, else " matrix_a<suffix>" and the value's name, or the
// number where it has none.
func (p *printer) matrixField(idx int, method, suffix string, mask int64, names []string) {
	v := p.in.Operands[idx].Imm & mask
	if v == 0 {
		return
	}
	ab := "a"
	if strings.HasPrefix(method, "printMatrixB") {
		ab = "b"
	}
	p.b.WriteString(" matrix_" + ab + suffix)
	if int(v) < len(names) {
		p.b.WriteString(names[v])
	} else {
		p.b.WriteString(strconv.FormatInt(v, 10))
	}
}
