package isa

// Register slots number every register an instruction can read or write in
// one index space, so checkers can keep per-register state in flat arrays:
// VGPRs, AGPRs, then the scalar source encodings (SGPRs, VCC, TTMPs, M0,
// EXEC, ...), then SCC and MODE.
const (
	SlotVGPR   = 0    // v0 ... v511
	SlotAGPR   = 512  // a0 ... a511
	SlotScalar = 1024 // scalar source encoding 0..127 (s0..., vcc_lo 106, m0 124, exec_lo 126)
	SlotSCC    = SlotScalar + 128
	SlotMODE   = SlotScalar + 129
	NumSlots   = SlotScalar + 130
)

// Slots of the special scalar registers.
const (
	SlotVCCLo  = SlotScalar + EncVCCLo
	SlotVCCHi  = SlotScalar + EncVCCHi
	SlotM0     = SlotScalar + EncM0
	SlotExecLo = SlotScalar + EncExecLo
	SlotExecHi = SlotScalar + EncExecHi
)

// SlotName names a register slot as LLVM prints it ("v5", "a3", "s7",
// "vcc_lo", "m0", "scc").
func SlotName(s int) string {
	switch {
	case s < SlotAGPR:
		return "v" + itoa(s-SlotVGPR)
	case s < SlotScalar:
		return "a" + itoa(s-SlotAGPR)
	case s == SlotSCC:
		return "scc"
	case s == SlotMODE:
		return "mode"
	case s < SlotScalar+102:
		return "s" + itoa(s-SlotScalar)
	case s >= SlotScalar+108 && s < SlotScalar+124:
		return "ttmp" + itoa(s-SlotScalar-108)
	}
	if n, ok := special32Names[uint16(s-SlotScalar)]; ok {
		return n
	}
	return "?"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [12]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// OperandSlots appends the slots of the registers operand o names; constant
// sources (inline values, src_shared_base, lds_direct, null) name none.
func OperandSlots(dst []int, o *Operand) []int {
	w := int(o.Width)
	if w == 0 {
		w = 1
	}
	switch o.Kind {
	case KindVGPR:
		return appendRange(dst, SlotVGPR+int(o.Reg), w, SlotAGPR)
	case KindAGPR:
		return appendRange(dst, SlotAGPR+int(o.Reg), w, SlotScalar)
	case KindSGPR:
		return appendRange(dst, SlotScalar+int(o.Reg), w, SlotScalar+128)
	case KindTTMP:
		return appendRange(dst, SlotScalar+108+int(o.Reg), w, SlotScalar+124)
	case KindSpecial:
		switch r := int(o.Reg); {
		case r == EncNull:
			return dst
		case r < 128:
			return appendRange(dst, SlotScalar+r, w, SlotScalar+128)
		case r == EncVCCZ:
			return append(dst, SlotVCCLo, SlotVCCHi)
		case r == EncEXECZ:
			return append(dst, SlotExecLo, SlotExecHi)
		case r == EncSCC:
			return append(dst, SlotSCC)
		}
	}
	return dst
}

func appendRange(dst []int, first, n, limit int) []int {
	for i := 0; i < n && first+i < limit; i++ {
		dst = append(dst, first+i)
	}
	return dst
}

// implicitSlots appends the slots of an implicit register set.
func implicitSlots(dst []int, r ImplicitRegs) []int {
	if r.Has(RegEXEC) {
		dst = append(dst, SlotExecLo, SlotExecHi)
	}
	if r.Has(RegVCC) {
		dst = append(dst, SlotVCCLo, SlotVCCHi)
	}
	if r.Has(RegM0) {
		dst = append(dst, SlotM0)
	}
	if r.Has(RegSCC) {
		dst = append(dst, SlotSCC)
	}
	if r.Has(RegMODE) {
		dst = append(dst, SlotMODE)
	}
	if r.Has(RegFLAT_SCR) {
		dst = append(dst, SlotScalar+EncFlatScratchLo, SlotScalar+EncFlatScratchHi)
	}
	return dst
}

// ReadSlots appends the slots the instruction reads: its register source
// operands (tied inputs such as vdata_in and v_mac's src2 included) and
// the implicit uses of its encoding (EXEC of every vector instruction,
// VCC of a carry-in, M0 of LDS on GFX8, SCC, MODE). A D16 load's
// preserved half (vdst_in) is not encoded and not counted.
func (in *Inst) ReadSlots(dst []int) []int {
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || in.operandIsOut(i) {
			continue
		}
		dst = OperandSlots(dst, o)
	}
	if in.Enc != nil {
		dst = implicitSlots(dst, in.Enc.Uses)
	}
	return dst
}

// WriteSlots appends the slots the instruction writes: its destination
// operands and the implicit definitions of its encoding (VCC of a VOPC
// e32 compare or carry-out, EXEC of v_cmpx, SCC, MODE of s_setreg).
func (in *Inst) WriteSlots(dst []int) []int {
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || !in.operandIsOut(i) {
			continue
		}
		dst = OperandSlots(dst, o)
	}
	if in.Enc != nil {
		dst = implicitSlots(dst, in.Enc.Defs)
	}
	return dst
}

// operandIsOut reports whether operand i is a definition.
func (in *Inst) operandIsOut(i int) bool {
	if in.Enc == nil || i >= len(in.Enc.Operands) {
		return false
	}
	return in.Enc.Operands[i].Out
}
