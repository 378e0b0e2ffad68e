package isa

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"strconv"
	"strings"
)

// maxInstBytes is the longest instruction: a GFX10 MIMG with three NSA
// address dwords (a 64-bit encoding plus a 32-bit literal elsewhere;
// gfx950's 128-bit MFMA encodings carry none).
const maxInstBytes = 20

// errOperand marks an operand value LLVM's decoder rejects; the table is
// then abandoned and the next one tried, as tryDecodeInst does.
var errOperand = errors.New("operand does not decode")

// Decode decodes the instruction at the start of code, which sits at address
// pc, for target t. Bytes that decode to nothing give a *DecodeError.
func Decode(code []byte, pc uint64, t *Target) (Inst, error) {
	return decodeAt(code, 0, pc, t)
}

func decodeAt(code []byte, off int, pc uint64, t *Target) (Inst, error) {
	t.indexOnce.Do(t.buildIndex)
	b := code[off:]
	if len(b) > maxInstBytes {
		b = b[:maxInstBytes]
	}
	if len(b) < 4 {
		return Inst{}, decodeErr(b, off, pc, "fewer than 4 bytes left")
	}
	var w [2]uint64
	var buf [16]byte
	copy(buf[:], b)
	w[0] = binary.LittleEndian.Uint64(buf[0:])
	w[1] = binary.LittleEndian.Uint64(buf[8:])
	key := uint16(w[0] >> 16)
	for ti := range t.tables {
		tb := &t.tables[ti]
		if len(b) < tb.bytes {
			continue
		}
		ww := w
		switch tb.bytes {
		case 4:
			ww = [2]uint64{w[0] & 0xffffffff, 0}
		case 8:
			ww = [2]uint64{w[0], 0}
		}
		for _, r := range tb.candidates(key) {
			e := &encodings[r]
			if ww[0]&e.Mask[0] != e.Value[0] || ww[1]&e.Mask[1] != e.Value[1] {
				continue
			}
			in, err := decodeOperands(e, ww, b, pc, t)
			if err != nil {
				break // LLVM's table reports failure; try the next table
			}
			return in, nil
		}
	}
	return Inst{}, decodeErr(b, off, pc, "no encoding of "+t.Processor+" matches")
}

func decodeErr(b []byte, off int, pc uint64, why string) *DecodeError {
	e := &DecodeError{Offset: off, PC: pc, Reason: why}
	for i := 0; i+4 <= len(b) && i < 8; i += 4 {
		e.Words = append(e.Words, binary.LittleEndian.Uint32(b[i:]))
	}
	return e
}

// field extracts an operand's bits from the instruction words. A run may
// cross from the first word into the second (gfx1250's 64-bit K of
// v_fmaak_f64/v_fmamk_f64 is bits 95:32).
func field(w [2]uint64, runs []FieldRun) uint64 {
	var v uint64
	for _, r := range runs {
		sh := r.InstBit % 64
		x := w[r.InstBit/64] >> sh
		if sh != 0 && int(sh)+int(r.Width) > 64 && r.InstBit/64 == 0 {
			x |= w[1] << (64 - sh)
		}
		if r.Width < 64 {
			x &= 1<<r.Width - 1
		}
		v |= x << r.OpBit
	}
	return v
}

// decoder holds the state of one decode (LLVM keeps it in the disassembler).
type decoder struct {
	t         *Target
	e         *Encoding
	b         []byte // the bytes from the instruction start
	pc        uint64
	hasLit    bool
	lit       uint32
	lit64     bool   // the literal is 64 bits (source encoding 254 on gfx1250)
	litVal    uint64 // the literal, zero-extended when 32 bits
	kimm      uint64 // the K field of a v_fmaak/v_fmamk (VOPD shares it)
	kimmSeen  bool   // K has been decoded
	litInWord bool   // the 64-bit literal is bytes 4-11 of the word (gfx1250, 96-bit)
	cur       int    // the operand being decoded
	slot      int    // the operand whose type decodeImmOperands gives it (cur when aligned)
}

func decodeOperands(e *Encoding, w [2]uint64, b []byte, pc uint64, t *Target) (Inst, error) {
	d := decoder{t: t, e: e, b: b, pc: pc}
	in := Inst{Op: e.Op, Enc: e, PC: pc, target: t}
	in.Operands = make([]Operand, len(e.Operands))
	slots := immSlots(e)
	for i := range e.Operands {
		s := &e.Operands[i]
		o := &in.Operands[i]
		o.Name, o.Class = s.Name, s.Class
		if s.Runs == nil {
			continue // filled in by fixups below
		}
		d.slot, d.cur = i, i
		if slots != nil {
			d.slot = int(slots[i])
		}
		if err := d.operand(&in, i, field(w, s.Runs)); err != nil {
			return Inst{}, err
		}
	}
	d.slot, d.cur = 0, 0
	in.Size = int(e.Size)
	if d.hasLit {
		in.Size += 4
		in.Literal, in.HasLit = d.lit, true
		if d.lit64 {
			in.Size += 4
			in.Lit64, in.Literal64 = true, d.litVal
		}
		if d.litInWord {
			in.Size = int(e.Size)
		}
	}
	if err := d.fixups(&in); err != nil {
		return Inst{}, err
	}
	return in, nil
}

// operand decodes field value v of operand i.
func (d *decoder) operand(in *Inst, i int, v uint64) error {
	o := &in.Operands[i]
	if err := d.operandBits(in, i, v); err != nil {
		return err
	}
	// decodeImmOperands turns an immediate field that sits where the
	// operand list has a source into that source's value.
	if o.Kind == KindImm && o.rawHex == 0 && d.slot != i && srcSlot(d.e.Operands[d.slot].Class) {
		return d.slotImm(o)
	}
	return nil
}

// operandBits decodes field value v of operand i by its class's decoder.
func (d *decoder) operandBits(in *Inst, i int, v uint64) error {
	s := &d.e.Operands[i]
	o := &in.Operands[i]
	c := &classDescs[s.Class]
	switch c.dec {
	case decImm:
		o.Kind, o.Imm = KindImm, int64(v)
		// llvm-mc 22 rejects a GFX12 VBUFFER offset with bit 23 set
		// (a negative 24-bit offset).
		if s.Name == "offset" && v&0x800000 != 0 && d.e.Size == 12 && d.e.Format&(FormatMUBUF|FormatMTBUF) != 0 {
			return errOperand
		}
		return nil
	case decSMEMOffset:
		o.Kind = KindImm
		switch {
		case d.t.isVI():
			o.Imm = int64(v & 0xfffff)
		case d.t.features["GFX12Insts"]: // 24-bit signed on GFX12
			o.Imm = int64(v<<40) >> 40
			// llvm-mc 22 rejects a negative offset on the buffer forms
			// (s_buffer_load_*, s_atc_probe_buffer, s_buffer_prefetch_data).
			if o.Imm < 0 && strings.Contains(d.e.Op.String(), "buffer") {
				return errOperand
			}
		default:
			o.Imm = int64(v<<43) >> 43
		}
		return nil
	case decBrTarget:
		o.Kind, o.Imm = KindImm, int64(v)
		return nil
	case decKImm:
		o.Kind, o.Imm = KindImm, int64(v)
		d.kimm, d.kimmSeen = v, true
		return nil
	case decSrc9:
		if c.laneMask {
			return d.src(o, c, uint(v), d.maskWidth())
		}
		return d.src(o, c, uint(v), c.width)
	case decSrcA9:
		return d.src(o, c, uint(v)|512, c.width)
	case decSrcAV10:
		return d.src(o, c, uint(v), c.width)
	case decAV10:
		return d.src(o, c, uint(v)|256, c.width)
	case decAVLdSt:
		val := uint(v)
		if d.t.isGFX90A() {
			// Data registers are tied to the destination's file.
			data := "vdata"
			if d.e.Format&FormatDS != 0 {
				data = "data0"
			}
			if s.Name == data {
				if dst := in.index("vdst"); dst >= 0 && dst < i && in.Operands[dst].Kind == KindAGPR {
					val |= 512
				}
			}
			if d.e.Format&FormatDS != 0 && s.Name == "data1" {
				if d0 := in.index("data0"); d0 >= 0 && in.Operands[d0].Kind == KindAGPR {
					val |= 512
				}
			}
		}
		return d.src(o, c, val|256, c.width)
	case decVGPR8:
		if c.lo128 && v >= 128 {
			return errOperand
		}
		return d.vreg(o, KindVGPR, uint(v), c.width)
	case decAGPR8:
		return d.vreg(o, KindAGPR, uint(v), c.width)
	case decSReg7:
		if c.width == 3 && d.ttmpIdx(uint(v)) >= 0 {
			// GFX12 s_load_b96/s_buffer_load_b96 into TTMPs: LLVM 22
			// has no TTMP_96 class and its decoder builds a TTMP_256
			// tuple (ttmp3 -> ttmp[0:7], ttmp12+ rejected), which the
			// printer flags as outside SReg_96.
			if err := d.sreg(o, KindTTMP, uint(d.ttmpIdx(uint(v))), 8); err != nil {
				return err
			}
			o.invalidClass = "SReg_96"
			return nil
		}
		return d.src(o, c, uint(v), c.width)
	case decBoolReg:
		return d.src(o, c, uint(v), d.maskWidth())
	case decVGPR16:
		o.Half = HalfLo
		if v&0x200 != 0 {
			o.Half = HalfHi
		}
		return d.vreg(o, KindVGPR, uint(v&0xff), 1)
	case decVGPR16Lo128:
		o.Half = HalfLo
		if v&0x80 != 0 {
			o.Half = HalfHi
		}
		return d.vreg(o, KindVGPR, uint(v&0x7f), 1)
	case decVSrcT16, decVSrcT16Lo128:
		if v&0x100 == 0 {
			return d.nonVGPR(o, c, uint(v&0xff), 1)
		}
		o.Half = HalfLo
		reg, hi := v&0xff, v&0x200 != 0
		if c.dec == decVSrcT16Lo128 {
			reg, hi = v&0x7f, v&0x80 != 0
		}
		if hi {
			o.Half = HalfHi
		}
		return d.vreg(o, KindVGPR, uint(reg), 1)
	case decVOPDDstY:
		x := in.Operand("vdstX")
		if x == nil {
			return errOperand
		}
		return d.vreg(o, KindVGPR, uint(v)|uint(x.Reg&1^1), 1)
	case decDpp8FI:
		if v != 0xe9 && v != 0xea {
			return errOperand
		}
		o.Kind, o.Imm = KindImm, int64(v)
		return nil
	case decSDWASrc:
		return d.sdwaSrc(o, c, uint(v))
	case decSDWAVopcDst:
		return d.sdwaVopcDst(o, uint(v))
	}
	return errOperand
}

// maskWidth is the width of a lane mask: one SGPR in wave32, two in wave64.
func (d *decoder) maskWidth() uint8 {
	if d.t.WaveSize() == 32 {
		return 1
	}
	return 2
}

// vreg makes a VGPR or AGPR tuple; LLVM's register classes stop at 255.
func (d *decoder) vreg(o *Operand, k OperandKind, n uint, width uint8) error {
	if width == 0 {
		width = 1
	}
	// LLVM 22's tuple classes run to v1023 (gfx1250), so v[254:258]
	// decodes; AGPR tuples stop at a255.
	if k == KindAGPR && n+uint(width) > 256 {
		return errOperand
	}
	o.Kind, o.Reg, o.Width = k, uint16(n), width
	return nil
}

// src is AMDGPUDisassembler::decodeSrcOp for a 10-bit source encoding.
func (d *decoder) src(o *Operand, c *classDesc, val uint, width uint8) error {
	isAGPR := val&512 != 0
	val &= 511
	if val >= 256 {
		k := KindVGPR
		if isAGPR {
			k = KindAGPR
		}
		return d.vreg(o, k, val-256, width)
	}
	return d.nonVGPR(o, c, val, width)
}

// sgprCount is the number of tuples in SGPR_<32*width> (starts stride-aligned,
// last register s105).
func tupleShift(width uint8) uint {
	switch {
	case width == 1:
		return 0
	case width == 2:
		return 1
	default:
		return 2
	}
}

func tupleCount(width uint8, last int) int {
	stride := 1 << tupleShift(width)
	return (last+1-int(width))/stride + 1
}

// sreg is createSRegOperand: the index is aligned down to the tuple stride.
func (d *decoder) sreg(o *Operand, k OperandKind, idx uint, width uint8) error {
	switch {
	case width > 16:
		width = 16 // no 1024-bit SGPR class: LLVM uses the 512-bit one
	case width == 6 && k == KindSGPR:
		width = 5 // LLVM 22 maps 192-bit SGPR operands to SGPR_160
	case width == 6 && k == KindTTMP:
		width = 8 // and 192-bit TTMP operands to TTMP_256
	}
	if width == 3 && k == KindTTMP {
		width = 1 // LLVM has no 96-bit TTMP class and falls back to 32 bits
	}
	last := 105
	if k == KindTTMP {
		last = 15
	}
	sh := tupleShift(width)
	if int(idx>>sh) >= tupleCount(width, last) {
		return errOperand
	}
	o.Kind, o.Reg, o.Width = k, uint16((idx>>sh)<<sh), width
	return nil
}

func (d *decoder) ttmpIdx(val uint) int {
	lo, hi := uint(112), uint(123)
	if d.t.gfx9Plus() {
		lo = 108
	}
	if val >= lo && val <= hi {
		return int(val - lo)
	}
	return -1
}

// nonVGPR is decodeNonVGPRSrcOp.
func (d *decoder) nonVGPR(o *Operand, c *classDesc, val uint, width uint8) error {
	switch {
	case val <= 101 || val <= 105 && d.t.features["GFX10Insts"]:
		return d.sreg(o, KindSGPR, val, width)
	case d.ttmpIdx(val) >= 0:
		return d.sreg(o, KindTTMP, uint(d.ttmpIdx(val)), width)
	case (val >= 128 && val <= 208 || val >= 240 && val <= 248 || val == EncLiteral) && d.slot != d.cur &&
		!srcSlot(d.e.Operands[d.slot].Class):
		// decodeImmOperands passes over the operand: its encoding stays
		// an immediate, printed in hex, and 255 reads no literal.
		o.Kind, o.Imm, o.Width, o.rawHex = KindImm, int64(val), width, uint16(val)
		return nil
	case val >= 128 && val <= 208:
		o.Kind, o.Width = KindInline, width
		if val <= 192 {
			o.Imm = int64(val) - 128
		} else {
			o.Imm = 192 - int64(val)
		}
		return nil
	case val >= 240 && val <= 248:
		o.Kind, o.Width = KindInline, width
		o.Imm = fpInline(c.immWidth, c.sema, val)
		if d.slot != d.cur {
			o.Imm = fpInlineForType(operandClasses[d.e.Operands[d.slot].Class].Type, val)
		}
		return nil
	case val == EncLiteral:
		// GCN3 and CDNA have no literals in 64-bit encodings (no
		// FeatureVOP3Literal): LLVM rejects them.
		if d.e.Size > 4 {
			// VOP2 v_madak/v_madmk/v_fmaak/v_fmamk carry their one
			// literal, K, in the encoding; src0 may name it too, and
			// then reads the same dword (LLVM decodes these).
			if k, ok := d.kimmWord(); ok {
				o.Kind, o.Imm, o.Width = KindLiteral, int64(k), width
				return nil
			}
			if !(d.e.Size == 8 && d.t.features["VOP3Literal"]) {
				return errOperand
			}
		}
		if !d.hasLit {
			if len(d.b) < int(d.e.Size)+4 {
				return errOperand
			}
			d.hasLit = true
			d.lit = binary.LittleEndian.Uint32(d.b[d.e.Size:])
			d.litVal = uint64(d.lit)
		}
		o.Kind, o.Imm, o.Width = KindLiteral, int64(d.lit), width
		return nil
	case val == EncLDSDirect && d.t.features["64BitLiterals"]:
		// decodeLiteral64Constant: 8 bytes after the encoding, in any
		// format, shared with a 32-bit literal of the same instruction.
		if d.kimmSeen {
			// A VOPD K decoded before is the literal (64 bits wide).
			o.Kind, o.Imm, o.Width, o.Lit64 = KindLiteral, int64(d.kimm), width, true
			return nil
		}
		if d.hasKImm() {
			// The K decoded after it will not match the literal read.
			return errOperand
		}
		if !d.hasLit {
			off := int(d.e.Size)
			if d.e.Size == 12 {
				// gfx1250 instructions are at most 16 bytes, so no 96-bit
				// table decodes a 64-bit literal after the word; llvm-mc 22
				// then retries the GFX1250 table (not the fake16 or GFX12
				// ones) on the bytes from offset 4, and the literal is
				// bytes 4-11 of the word itself.
				if d.e.NS != NSGFX1250 {
					return errOperand
				}
				off, d.litInWord = 4, true
			}
			if len(d.b) < off+8 {
				return errOperand
			}
			d.hasLit, d.lit64 = true, true
			d.litVal = binary.LittleEndian.Uint64(d.b[off:])
			d.lit = uint32(d.litVal)
		}
		o.Kind, o.Imm, o.Width, o.Lit64 = KindLiteral, int64(d.litVal), width, true
		return nil
	}
	if (val == 124 || val == 125) && d.t.features["GFX11Insts"] {
		val ^= 1 // GFX11+ swapped m0 (125) and null (124); Reg keeps the GFX10 numbers
	}
	if val == EncNull && width > 2 {
		o.Kind, o.Reg, o.Width = KindSpecial, uint16(val), width
		return nil
	}
	switch width {
	case 1:
		if !special32(val) {
			return errOperand
		}
	case 2:
		if !special64(val) {
			return errOperand
		}
	default:
		return errOperand
	}
	o.Kind, o.Reg, o.Width = KindSpecial, uint16(val), width
	return nil
}

// hasKImm reports whether the row has a K operand (decodeOperand_KImmFP).
func (d *decoder) hasKImm() bool {
	for _, s := range d.e.Operands {
		if classDescs[s.Class].dec == decKImm && s.Runs != nil {
			return true
		}
	}
	return false
}

// kimmWord returns the dword of the K operand a literal source reads: a
// VOP2 encoding's (the 32 bits after the instruction word), or a VOPD's
// fmaak/fmamk K (bits 95:64 of its 96-bit word), which either half's
// source 255 names (llvm-mc-22 decodes C8620EFF 07060C82 2F800000 as
// "v_dual_fmaak_f32 v7, 0x2f800000, v7, 0x2f800000 :: ...", whatever
// follows the word, and refuses to assemble a second unique literal).
func (d *decoder) kimmWord() (uint32, bool) {
	switch {
	case d.e.Size == 8 && d.e.Format&FormatVOP2 != 0 && len(d.b) >= 8:
		for _, s := range d.e.Operands {
			if classDescs[s.Class].dec == decKImm {
				return binary.LittleEndian.Uint32(d.b[4:]), true
			}
		}
	case d.e.Size == 12 && len(d.b) >= 12:
		for _, s := range d.e.Operands {
			if classDescs[s.Class].dec == decKImm && len(s.Runs) == 1 && s.Runs[0] == (FieldRun{InstBit: 64, Width: 32}) {
				return binary.LittleEndian.Uint32(d.b[8:]), true
			}
		}
	}
	return 0, false
}

func special32(v uint) bool {
	return v == 230 || v == 231 || (v >= 102 && v <= 111) || (v >= 124 && v <= 127) || (v >= 235 && v <= 239) || (v >= 251 && v <= 254)
}

func special64(v uint) bool {
	switch v {
	case 102, 104, 106, 108, 110, 125, 126, 230, 235, 236, 237, 238, 239, 251, 252, 253:
		return true
	}
	return false
}

// fpInline is decodeFPImmed: the bit pattern of inline constant 240..248.
func fpInline(width uint8, sema immSema, v uint) int64 {
	i := v - 240
	switch width {
	case 64:
		return int64([...]uint64{0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
			0xbff0000000000000, 0x4000000000000000, 0xc000000000000000, 0x4010000000000000,
			0xc010000000000000, 0x3fc45f306dc9c882}[i])
	case 16:
		if sema == semaBF16 {
			return int64([...]uint16{0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22}[i])
		}
		return int64([...]uint16{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118}[i])
	}
	return int64([...]uint32{0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
		0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983}[i])
}

// sdwaSrc is decodeSDWASrc.
func (d *decoder) sdwaSrc(o *Operand, c *classDesc, v uint) error {
	if !d.t.gfx9Plus() {
		return d.vreg(o, KindVGPR, v, 1)
	}
	// SDWA9EncValues::SRC_SGPR_MAX_SI is 101, SRC_SGPR_MAX_GFX10 is 105.
	sgprMax := uint(101)
	if d.t.features["GFX10Insts"] {
		sgprMax = 105
	}
	switch {
	case v <= 255:
		return d.vreg(o, KindVGPR, v, 1)
	case v >= 256 && v <= 256+sgprMax:
		return d.sreg(o, KindSGPR, v-256, 1)
	case v >= 256+108 && v <= 256+123:
		return d.sreg(o, KindTTMP, v-256-108, 1)
	}
	s := v - 256
	switch {
	case s >= 128 && s <= 208, s >= 240 && s <= 248:
		return d.nonVGPR(o, c, s, 1)
	}
	if !special32(s) {
		return errOperand
	}
	o.Kind, o.Reg, o.Width = KindSpecial, uint16(s), 1
	return nil
}

// sdwaVopcDst is decodeSDWAVopcDst: a lane mask of the wave's width.
func (d *decoder) sdwaVopcDst(o *Operand, v uint) error {
	w := d.maskWidth()
	if v&0x80 == 0 {
		o.Kind, o.Reg, o.Width = KindSpecial, EncVCCLo, w
		return nil
	}
	v &= 0x7f
	if t := d.ttmpIdx(v); t >= 0 {
		return d.sreg(o, KindTTMP, uint(t), w)
	}
	sgprMax := uint(101)
	if d.t.features["GFX10Insts"] {
		sgprMax = 105
	}
	if v > sgprMax {
		if w == 1 && !special32(v) || w == 2 && !special64(v) {
			return errOperand
		}
		o.Kind, o.Reg, o.Width = KindSpecial, uint16(v), w
		return nil
	}
	return d.sreg(o, KindSGPR, v, w)
}

// fixups are the operand insertions of AMDGPUDisassembler::getInstruction
// that affect what an instruction means or prints.
func (d *decoder) fixups(in *Inst) error {
	e := d.e
	// Tied operands are copies of what they are tied to.
	for i := range e.Operands {
		s := &e.Operands[i]
		if s.Runs != nil {
			continue
		}
		o := &in.Operands[i]
		if tied := tiedTo(e.Constraints, s.Name); tied != "" {
			if j := in.index(tied); j >= 0 {
				name, class := o.Name, o.Class
				*o = in.Operands[j]
				o.Name, o.Class = name, class
				continue
			}
		}
		o.Kind = KindImm
		switch {
		case s.Name == "sdst" && e.Format&FormatSDWA != 0:
			// VI SDWA VOPC writes VCC.
			o.Kind, o.Reg, o.Width = KindSpecial, EncVCCLo, 2
		case s.Name == "cpol" && e.Format&FormatIsAtomicRet != 0:
			o.Imm = cpolGLC
		}
	}
	// VOPD's fmamk/fmaak pairs share one literal: the X half's K has no
	// bits of its own and LLVM's convertFMAanyK gives it the encoded one.
	k := -1
	for i := range e.Operands {
		if classDescs[e.Operands[i].Class].dec == decKImm && e.Operands[i].Runs != nil {
			k = i
		}
	}
	for i := range e.Operands {
		if k >= 0 && classDescs[e.Operands[i].Class].dec == decKImm && e.Operands[i].Runs == nil {
			// The literal as read, not as decodeImmOperands may have
			// changed the encoded K operand.
			in.Operands[i].Kind, in.Operands[i].Imm = KindImm, int64(d.kimm)
		}
	}
	// Atomics that return a value always have GLC set.
	if e.Format&FormatIsAtomicRet != 0 && e.Format&(FormatMUBUF|FormatFLAT|FormatSMRD) != 0 {
		if o := in.Operand("cpol"); o != nil {
			o.Kind = KindImm
			o.Imm |= cpolGLC
		}
	}
	if e.Format&(FormatMIMG|FormatVIMAGE|FormatVSAMPLE) != 0 && !d.fixMIMG(in) {
		return errOperand
	}
	// gfx950's f8f6f4 MFMAs read as many registers as the formats cbsz
	// (srcA) and blgp (srcB) select: fp8/bf8 8, fp6/bf6 6, fp4 4.
	if strings.Contains(e.Name, "F8F6F4") && strings.HasPrefix(e.Name, "V_WMMA") {
		// gfx1250's WMMA: matrix_a_fmt and matrix_b_fmt (convertWMMAInst):
		// fp8/bf8 16 registers, fp6/bf6 12, fp4 8. A format of 5-7 has no
		// variant, and then neither operand changes.
		for _, f := range [...][2]string{{"src0", "matrix_a_fmt"}, {"src1", "matrix_b_fmt"}} {
			o := in.Operand(f[0])
			fmtOp := in.Operand(f[1])
			if o == nil || fmtOp == nil || !o.IsReg() || o.Kind == KindSpecial ||
				in.Imm("matrix_a_fmt") > 4 || in.Imm("matrix_b_fmt") > 4 {
				continue
			}
			var w uint8
			switch fmtOp.Imm {
			case 0, 1:
				w = 16
			case 2, 3:
				w = 12
			case 4:
				w = 8
			default:
				continue
			}
			if w != o.Width {
				o.Width = w
				o.invalidClass = "VReg_" + strconv.Itoa(int(w)*32) + "_Align2"
			}
		}
	} else if strings.Contains(e.Name, "F8F6F4") {
		for _, f := range [...][2]string{{"src0", "cbsz"}, {"src1", "blgp"}} {
			o := in.Operand(f[0])
			if o == nil || !o.IsReg() || o.Kind == KindSpecial {
				continue
			}
			w := uint8(8)
			switch in.Imm(f[1]) {
			case 2, 3:
				w = 6
			case 4:
				w = 4
			}
			if w != o.Width {
				o.Width = w
				o.invalidClass = "AV_" + strconv.Itoa(int(w)*32) + "_Align2"
			}
		}
	}
	// True16 VOP3: op_sel picks the halves of 16-bit VGPR operands
	// (convertTrue16OpSel).
	if e.Format&FormatVOP3 != 0 && e.Format&FormatVOP3P == 0 {
		for _, x := range [...][3]string{{"src0", "src0_modifiers", "2"}, {"src1", "src1_modifiers", "2"},
			{"src2", "src2_modifiers", "2"}, {"vdst", "src0_modifiers", "3"}} {
			o, m := in.Operand(x[0]), in.Operand(x[1])
			if o == nil || m == nil || o.Kind != KindVGPR || o.Half == 0 {
				continue
			}
			if m.Imm&(1<<(x[2][0]-'0')) != 0 {
				o.Half = HalfHi
			}
		}
	}
	// Without GDS, LLVM inserts a gds operand of 0 ahead of the decoded one.
	if e.Format&FormatDS != 0 && !d.t.features["GDS"] {
		if o := in.Operand("gds"); o != nil {
			o.Imm = 0
		}
	}
	return nil
}

const (
	cpolGLC = 1
	cpolSLC = 2
	cpolDLC = 4
	cpolSCC = 16
)

// tiedTo returns what name is tied to in a constraint string like
// "$vdst = $vdst_in" (either side), or "".
func tiedTo(constraints, name string) string {
	for len(constraints) > 0 {
		var c string
		if i := indexByte(constraints, ','); i >= 0 {
			c, constraints = constraints[:i], constraints[i+1:]
		} else {
			c, constraints = constraints, ""
		}
		eq := indexByte(c, '=')
		if eq < 0 {
			continue
		}
		l, r := trimDollar(c[:eq]), trimDollar(c[eq+1:])
		if r == name {
			return l
		}
		if l == name {
			return r
		}
	}
	return ""
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func trimDollar(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '$') {
		i++
	}
	for j > i && s[j-1] == ' ' {
		j--
	}
	return s[i:j]
}

// fixMIMG is convertMIMGInst: it widens vdata to the channels dmask
// enables and, from GFX10 on, sizes the address from the base opcode, the
// dim and a16: the vaddr tuple of the default encoding, the last register
// of a GFX11 partial NSA, or the NSA address list cut to its length. The
// NSA addresses past vaddr0 sit in extra dwords, one byte each. It reports
// false when the bytes end before them.
func (d *decoder) fixMIMG(in *Inst) bool {
	e := d.e
	// GFX12's VIMAGE and VSAMPLE are NSA encodings with every address
	// register in the instruction (MIMGEncGfx12).
	gfx12 := strings.HasSuffix(e.Name, "_gfx12")
	rdna := gfx12 || strings.HasSuffix(e.Name, "_gfx10") || strings.HasSuffix(e.Name, "_gfx11")
	nsa := gfx12 || rdna && strings.Contains(e.Name, "_nsa_")
	vaddr0 := in.index("vaddr0")
	naddr := 0 // NSA address operands
	if nsa && vaddr0 >= 0 {
		for naddr = 1; vaddr0+naddr < len(in.Operands) && in.Operands[vaddr0+naddr].Name == "vaddr"+strconv.Itoa(naddr); naddr++ {
		}
	}
	if nsa && vaddr0 >= 0 && !gfx12 {
		words := (naddr - 1 + 3) / 4
		if len(d.b) < int(e.Size)+4*words {
			return false
		}
		for k := 1; k < naddr; k++ {
			o := &in.Operands[vaddr0+k]
			if d.vreg(o, KindVGPR, uint(d.b[int(e.Size)+k-1]), classDescs[o.Class].width) != nil {
				return false
			}
		}
		in.Size += 4 * words
	}
	base := mimgBaseOf(e.Op.String())
	if base.bvh {
		// LLVM adds the a16 operand of the _a16 forms.
		if o := in.Operand("a16"); o != nil && strings.Contains(e.Name, "_a16") {
			o.Kind, o.Imm = KindImm, 1
		}
		return true
	}
	vd := in.Operand("vdata")
	if vd == nil || !vd.IsReg() {
		return true
	}
	vdataDwords, vaddrDwords := mimgDwords(e)
	addrSize := vaddrDwords
	partial := false
	if rdna && vaddr0 >= 0 {
		dim := mimgDims[in.Imm("dim")&7]
		a16 := in.Imm("a16") != 0
		addrSize = base.extra
		comps := 0
		if base.coords {
			comps = dim.coords
		}
		if base.lod {
			comps++
		}
		if a16 {
			addrSize += (comps + 1) / 2
		} else {
			addrSize += comps
		}
		if base.gradients {
			if a16 && !d.t.features["G16"] || base.g16 {
				addrSize += (dim.grads/2 + 1) &^ 1
			} else {
				addrSize += dim.grads
			}
		}
		switch {
		case !nsa && addrSize > 12:
			addrSize = 16
		case nsa && addrSize > vaddrDwords:
			if !d.t.features["GFX11Insts"] { // no partial NSA on GFX10
				return true
			}
			partial = true
		}
	}
	n := uint8(bits.OnesCount64(uint64(in.Imm("dmask") & 0xf)))
	if e.Format&FormatGather4 != 0 {
		n = 4
	}
	if n == 0 {
		n = 1
	}
	if in.Imm("d16") != 0 && !d.t.features["UnpackedD16VMem"] {
		n = (n + 1) / 2
	}
	if in.Imm("tfe") != 0 {
		n++
	}
	if int(n) == vdataDwords && addrSize == vaddrDwords {
		return true
	}
	if !mimgWidthExists(e, n) || rdna && !base.addrExists(addrSize, nsa, partial, gfx12) {
		return true // getMIMGOpcode finds no such variant
	}
	if int(n) != vdataDwords {
		if int(vd.Reg)+int(n) > 256 {
			return true
		}
		// Where tuples must be even-aligned (gfx90a+), an odd first
		// register has no wider super-register and LLVM keeps the
		// decoded width.
		if d.t.features["RequiresAlignedVGPRs"] && n > 1 && vd.Reg%2 != 0 {
			return true
		}
	}
	// The register that grows with the address: vaddr0 of the default
	// encoding, the last one of a partial NSA.
	var grow *Operand
	var growTo uint8
	if rdna && (!nsa || partial) && addrSize != vaddrDwords {
		grow, growTo = &in.Operands[vaddr0], uint8(addrSize)
		if partial {
			grow, growTo = &in.Operands[vaddr0+naddr-1], uint8(addrSize-(naddr-1))
		}
		if !grow.IsReg() || int(grow.Reg)+int(growTo) > 256 {
			return true
		}
	}
	if int(n) != vdataDwords {
		vd.Width = n
		if vdst := in.Operand("vdst"); vdst != nil && vdst.IsReg() {
			vdst.Width = n
		}
	}
	switch {
	case grow != nil:
		grow.Width = growTo
	case nsa && addrSize < naddr:
		in.Operands = append(in.Operands[:vaddr0+addrSize], in.Operands[vaddr0+naddr:]...)
		in.nsaAddrs = addrSize
	}

	return true
}

// mimgDims are the image dims by encoding (LLVM's MIMGDimInfoTable):
// coordinates and gradients each takes.
var mimgDims = [8]struct {
	name          string
	coords, grads int
}{
	{"1D", 1, 2}, {"2D", 2, 4}, {"3D", 3, 6}, {"CUBE", 3, 4},
	{"1D_ARRAY", 2, 2}, {"2D_ARRAY", 3, 4}, {"2D_MSAA", 3, 4}, {"2D_MSAA_ARRAY", 4, 4},
}

// mimgBase is what LLVM's MIMGBaseOpcode says of an image opcode's address.
type mimgBase struct {
	sampler, coords, lod, gradients, g16, bvh bool
	extra                                     int // offset, bias, z-compare words
}

// mimgBaseOf reads the base opcode facts from the mnemonic, as
// MIMGInstructions.td builds them: image_sample/gather4 variants
// (AMDGPUSampleVariant: _o offset, _b bias, _c z-compare each a word, _l
// and _cl a lod or clamp, _d and _cd gradients, _g16), loads, stores and
// atomics (coordinates, _mip a mip level), get_resinfo (a mip level only).
func mimgBaseOf(m string) mimgBase {
	b := mimgBase{coords: true}
	var rest string
	switch {
	case strings.HasPrefix(m, "image_bvh"):
		b.bvh = true
		return b
	case m == "image_get_resinfo":
		b.coords, b.lod = false, true
		return b
	case strings.HasPrefix(m, "image_sample"):
		b.sampler, rest = true, m[len("image_sample"):]
	case strings.HasPrefix(m, "image_gather4"):
		b.sampler, rest = true, m[len("image_gather4"):]
	case m == "image_get_lod":
		b.sampler = true
	default:
		b.lod = strings.Contains(m, "_mip")
		return b
	}
	for _, t := range strings.Split(rest, "_") {
		switch t {
		case "c", "b", "o":
			b.extra++
		case "l", "cl":
			b.lod = true
		case "d", "cd":
			b.gradients = true
		case "g16":
			b.gradients, b.g16 = true, true
		}
	}
	return b
}

// addrExists reports whether the base opcode has a variant whose address
// is n dwords (getMIMGOpcode succeeds): sample and gather4 ops one for each
// count their dims and a16 can need (MIMG_Sampler_AddrSizes; the default
// encoding rounds 4 and 5-8 and 13-16 up to one tuple size), others 1-4;
// NSA forms from 2 words (GFX12's from 1), GFX11's up to 5 or more with a
// partial NSA, GFX12's sample ops (VSAMPLE, 4 address fields) past 4.
func (b mimgBase) addrExists(n int, nsa, partial, gfx12 bool) bool {
	lo, hi := 1, 4
	if b.sampler {
		lo, hi = 1, 3
		if b.gradients {
			lo, hi = 2, 9
			if b.g16 {
				hi = 7
			}
		}
		if b.lod {
			hi++
		}
		lo, hi = lo+b.extra, hi+b.extra
	}
	in := func(a, z int) bool { return max(a, lo) <= min(z, hi) }
	switch {
	case nsa && partial && gfx12:
		return b.sampler && n > 4 && in(n, n)
	case nsa && partial:
		return b.sampler && n > 5 && in(n, n)
	case nsa && gfx12:
		return in(n, n)
	case nsa:
		return n >= 2 && in(n, n)
	case n == 4:
		return in(3, 4)
	case n == 8:
		return in(5, 8)
	case n == 16:
		return in(13, 16)
	}
	return in(n, n)
}

// mimgDwords reads VDataDwords and VAddrDwords from the row name
// (IMAGE_SAMPLE_V1_V2_gfx10); the NSA rows count their address operands.
func mimgDwords(e *Encoding) (vdata, vaddr int) {
	vdata, vaddr = 1, 1
	f := strings.Split(e.Name, "_")
	var vs []int
	for _, x := range f {
		if len(x) > 1 && x[0] == 'V' {
			if v, err := strconv.Atoi(x[1:]); err == nil {
				vs = append(vs, v)
			}
		}
	}
	if len(vs) >= 2 {
		vdata, vaddr = vs[len(vs)-2], vs[len(vs)-1]
	}
	return vdata, vaddr
}

// mimgWidthExists reports whether the MIMG instruction has a variant whose
// vdata is n registers (getMIMGOpcode succeeds): atomics exist for one and
// two registers (four for cmpswap), other instructions for one to five.
func mimgWidthExists(e *Encoding, n uint8) bool {
	m := e.Op.String()
	if strings.HasPrefix(m, "image_atomic_") {
		if strings.Contains(m, "cmpswap") {
			return n >= 2 && n <= 5
		}
		return n >= 1 && n <= 3
	}
	if strings.HasPrefix(m, "image_gather4") {
		return n == 2 || n == 4 || n == 5
	}
	return n >= 1 && n <= 5
}
