package isa

import (
	"encoding/binary"
	"strings"
	"sync"
)

// LLVM's disassembler decodes a source's inline constant or literal in two
// steps: the table decoder leaves the encoding (128-208, 240-248, 255) as
// an immediate, and decodeImmOperands then turns every immediate into a
// value by the type of the instruction's operand at the same position.
// It runs before the operands the decoder does not produce (an untied old
// or vdst_in, a VOP3P DPP's op_sel, a VOPD's immX) are inserted, so an
// operand after such a gap is judged by the type of an earlier operand:
//   - a DPP control (dpp_ctrl, dpp8) under a source's type is read as a
//     source encoding: 0x80-0xc0 become 0-64, 0xc1-0xd0 negative, 0xf0-0xf8
//     float bit patterns, and 0xff reads a literal (v_fma_mixlo_f16's and
//     v_cvt_pk_fp8_f32's DPP forms, whose vdst_in is missing, and the DPP8
//     forms without their src0_modifiers);
//   - a source under a type that is not one (src1 of a VOP3 DPP v_fmac,
//     under src1_modifiers) keeps its encoding, printed in hex, and 255
//     reads no literal.
// Checked against llvm-mc 22 (TestDecodeImmOperandsGaps).

var (
	immSlotsOnce sync.Once
	immSlotsMap  map[*Encoding][]int8
)

// immSlots returns, for each operand of e, the index of the operand whose
// type decodeImmOperands applies to it, or nil when every operand the
// decoder produces is at its own position.
func immSlots(e *Encoding) []int8 {
	immSlotsOnce.Do(func() {
		immSlotsMap = map[*Encoding][]int8{}
		for r := range encodings {
			if s := computeImmSlots(&encodings[r]); s != nil {
				immSlotsMap[&encodings[r]] = s
			}
		}
	})
	return immSlotsMap[e]
}

// computeImmSlots: the table decoder produces the encoded operands and the
// ones tied to an encoded operand, in operand order.
func computeImmSlots(e *Encoding) []int8 {
	var slots []int8
	pos := 0
	for i := range e.Operands {
		s := &e.Operands[i]
		present := s.Runs != nil
		if !present {
			if tied := tiedTo(e.Constraints, s.Name); tied != "" {
				for j := 0; j < i; j++ {
					if e.Operands[j].Name == tied && e.Operands[j].Runs != nil {
						present = true
					}
				}
			}
		}
		if !present {
			continue
		}
		if pos != i && slots == nil {
			slots = make([]int8, len(e.Operands))
			for k := range slots {
				slots[k] = int8(k)
			}
		}
		if slots != nil {
			slots[i] = int8(pos)
		}
		pos++
	}
	return slots
}

// srcSlot reports whether decodeImmOperands decodes immediates under an
// operand of class c: a register (OPERAND_REGISTER) or a source type
// (OPERAND_SRC_FIRST..OPERAND_SRC_LAST, which takes in the split barrier
// and the KImm types).
func srcSlot(c uint16) bool {
	t := operandClasses[c].Type
	return t == "" || t == "OPERAND_REGISTER" || strings.HasPrefix(t, "OPERAND_REG_") ||
		strings.HasPrefix(t, "OPERAND_KIMM") || t == "OPERAND_INLINE_SPLIT_BARRIER_INT32"
}

// fpInlineForType is decodeImmOperands' choice of float inline constant by
// operand type: bf16, f16 (the 16-bit integer types too), 64-bit, or
// otherwise 32-bit.
func fpInlineForType(typ string, v uint) int64 {
	switch typ {
	case "OPERAND_REG_IMM_BF16", "OPERAND_REG_IMM_V2BF16", "OPERAND_REG_INLINE_C_BF16", "OPERAND_REG_INLINE_C_V2BF16":
		return fpInline(16, semaBF16, v)
	case "OPERAND_REG_IMM_FP16", "OPERAND_REG_IMM_INT16", "OPERAND_REG_IMM_V2FP16",
		"OPERAND_REG_INLINE_C_FP16", "OPERAND_REG_INLINE_C_INT16", "OPERAND_REG_INLINE_C_V2FP16":
		return fpInline(16, semaFP16, v)
	case "OPERAND_REG_IMM_FP64", "OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_AC_FP64",
		"OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_C_INT64":
		return fpInline(64, semaFP64, v)
	}
	return fpInline(32, semaFP32, v)
}

// slotImm is decodeImmOperands on an immediate field (dpp_ctrl, dpp8, K)
// standing where the operand list has a source. The printers of these
// fields read the value as unsigned 32 bits.
func (d *decoder) slotImm(o *Operand) error {
	v := o.Imm
	typ := operandClasses[d.e.Operands[d.slot].Class].Type
	switch {
	case v >= 128 && v <= 192:
		v -= 128
	case v >= 193 && v <= 208:
		v = 192 - v
	case v >= 240 && v <= 248:
		v = fpInlineForType(typ, uint(v))
	case v == EncLiteral:
		if !d.hasLit {
			if len(d.b) < int(d.e.Size)+4 {
				return errOperand
			}
			d.hasLit = true
			d.lit = binary.LittleEndian.Uint32(d.b[d.e.Size:])
			d.litVal = uint64(d.lit)
		}
		v = int64(d.lit)
		if typ == "OPERAND_REG_IMM_FP64" {
			v <<= 32
		}
	default:
		return nil
	}
	o.Imm = int64(uint32(v))
	return nil
}
