package isa

import (
	"strconv"
	"strings"
)

// decoderKind is how an operand class turns its field bits into an operand
// (LLVM's per-class decoder methods).
type decoderKind uint8

const (
	decImm          decoderKind = iota // the field value itself
	decSrc9                            // decodeSrcRegOrImm9: VGPR, SGPR, special, inline, literal
	decSrcA9                           // decodeSrcRegOrImmA9 / decodeSrcA9: as decSrc9 with the AGPR bit set
	decSrcAV10                         // decodeSrcAV10: 10-bit source, bit 9 selects AGPRs
	decAV10                            // decodeAV10: VGPR or AGPR only
	decAVLdSt                          // decodeAVLdSt: memory data, AGPR bit on gfx90a+
	decVGPR8                           // 8-bit VGPR number
	decAGPR8                           // 8-bit AGPR number
	decSReg7                           // 7-bit scalar register (SGPR, TTMP or special)
	decSDWASrc                         // decodeSDWASrc16/32
	decSDWAVopcDst                     // decodeSDWAVopcDst
	decBoolReg                         // decodeBoolReg: a lane mask (64-bit in wave64)
	decSMEMOffset                      // decodeSMEMOffset
	decBrTarget                        // decodeSOPPBrTarget
	decKImm                            // decodeOperand_KImmFP: the literal is part of the encoding
	decDpp8FI                          // decodeDpp8FI: the src0 field holds DPP8 (0xe9) or DPP8 with FI (0xea)
	decVGPR16                          // DecodeVGPR_16RegisterClass: VGPR number, bit 9 the high half
	decVGPR16Lo128                     // DecodeVGPR_16_Lo128RegisterClass: v0-v127, bit 7 the high half
	decVSrcT16                         // decodeOperand_VSrcT16: bit 8 a VGPR (bit 9 high half), else a 16-bit source
	decVSrcT16Lo128                    // decodeOperand_VSrcT16_Lo128: bit 8 a VGPR v0-v127 (bit 7 high half)
	decVOPDDstY                        // decodeVOPDDstYOp: bit 0 is the complement of vdstX's
)

// immSema is how an inline float constant of a source operand is encoded.
type immSema uint8

const (
	semaNone immSema = iota // no immediates allowed (printed as invalid)
	semaInt32
	semaFP32
	semaInt16
	semaFP16
	semaBF16
	semaInt64
	semaFP64
)

// classDesc is the decoding and printing facts derived from a ClassInfo.
type classDesc struct {
	dec      decoderKind
	width    uint8 // registers
	immWidth uint8 // 0, 16, 32 or 64
	sema     immSema
	regs     regSet // which register files the class holds
	aligned  bool   // tuples must start on an even register on gfx90a+
	isReg    bool   // a register class (dst/src), not an immediate
	laneMask bool   // SReg_1: one SGPR in wave32, a pair in wave64
	lo128    bool   // DecodeVGPR_32_Lo128RegisterClass: v128 and up do not decode
}

// regSet lists the register kinds a class contains.
type regSet uint8

const (
	rsVGPR regSet = 1 << iota
	rsAGPR
	rsSGPR
	rsSpecial
)

var classDescs []classDesc

func init() {
	classDescs = make([]classDesc, len(operandClasses))
	for i := range operandClasses {
		classDescs[i] = describeClass(&operandClasses[i])
	}
}

// bitsIn returns the first number after prefix in s ("VReg_64..." -> 64).
func bitsIn(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[i:j])
			return n
		}
	}
	return 0
}

func templateArg(dec string) int {
	i := strings.IndexByte(dec, '<')
	if i < 0 {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSuffix(dec[i+1:], ">"))
	return n
}

func describeClass(c *ClassInfo) classDesc {
	d := classDesc{}
	rc := c.RegClass
	if rc == "" && (c.Kind == "RegClassByHwMode" || c.Kind == "SIRegisterClass" || c.Kind == "VRegClassBase") {
		rc = c.Name
	}
	d.aligned = strings.Contains(rc, "Align")
	switch {
	case strings.HasPrefix(rc, "VReg_"), rc == "VGPR_32", rc == "VGPR_32_Lo128", rc == "VGPR_16", rc == "VGPR_16_Lo128":
		d.regs = rsVGPR
	case strings.HasPrefix(rc, "AReg_"), rc == "AGPR_32":
		d.regs = rsAGPR
	case strings.HasPrefix(rc, "AV_"):
		d.regs = rsVGPR | rsAGPR
	case strings.HasPrefix(rc, "VS_"):
		d.regs = rsVGPR | rsSGPR | rsSpecial
	case rc == "VRegOrLds_32":
		d.regs = rsVGPR | rsSpecial
	case rc == "SRegOrLds_32": // v_writelane_b32 src0
		d.regs = rsSGPR | rsSpecial
	case strings.HasPrefix(rc, "SReg_"), strings.HasPrefix(rc, "SGPR_"):
		d.regs = rsSGPR | rsSpecial
	}
	if rc != "" {
		d.width = uint8((bitsIn(rc) + 31) / 32)
		if rc == "SReg_1" || rc == "SReg_1_XEXEC" {
			d.width = 2 // wave64 lane masks
			d.laneMask = true
		}
	}
	switch c.Type {
	case "OPERAND_REG_IMM_INT32", "OPERAND_REG_INLINE_C_INT32", "OPERAND_REG_INLINE_AC_INT32",
		"OPERAND_REG_IMM_V2INT32", "OPERAND_REG_INLINE_C_V2INT32":
		d.immWidth, d.sema = 32, semaInt32
	case "OPERAND_REG_IMM_FP32", "OPERAND_REG_INLINE_C_FP32", "OPERAND_REG_INLINE_AC_FP32",
		"OPERAND_REG_IMM_V2FP32", "OPERAND_REG_INLINE_C_V2FP32", "OPERAND_REG_IMM_FP32_DEFERRED":
		d.immWidth, d.sema = 32, semaFP32
	case "OPERAND_REG_IMM_INT16", "OPERAND_REG_INLINE_C_INT16", "OPERAND_REG_INLINE_AC_INT16",
		"OPERAND_REG_IMM_V2INT16", "OPERAND_REG_INLINE_C_V2INT16", "OPERAND_REG_INLINE_AC_V2INT16":
		d.immWidth, d.sema = 16, semaInt16
	case "OPERAND_REG_IMM_FP16", "OPERAND_REG_INLINE_C_FP16", "OPERAND_REG_INLINE_AC_FP16",
		"OPERAND_REG_IMM_V2FP16", "OPERAND_REG_INLINE_C_V2FP16", "OPERAND_REG_INLINE_AC_V2FP16",
		"OPERAND_REG_IMM_V2FP16_SPLAT", "OPERAND_REG_IMM_FP16_DEFERRED":
		d.immWidth, d.sema = 16, semaFP16
	case "OPERAND_REG_IMM_BF16", "OPERAND_REG_IMM_V2BF16", "OPERAND_REG_INLINE_C_BF16",
		"OPERAND_REG_INLINE_C_V2BF16":
		d.immWidth, d.sema = 16, semaBF16
	case "OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64":
		d.immWidth, d.sema = 64, semaInt64
	case "OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64":
		d.immWidth, d.sema = 64, semaFP64
	}
	dec := c.Decoder
	switch {
	case strings.HasPrefix(dec, "decodeSrcRegOrImm9"), dec == "decodeOperand_VSrc_f64":
		d.dec = decSrc9
		if w := templateArg(dec); w != 0 {
			d.width = uint8(w / 32)
		}
		if dec == "decodeOperand_VSrc_f64" {
			d.width = 2
		}
	case strings.HasPrefix(dec, "decodeSrcRegOrImmA9"), strings.HasPrefix(dec, "decodeSrcA9"):
		d.dec, d.width = decSrcA9, uint8(templateArg(dec)/32)
	case strings.HasPrefix(dec, "decodeSrcReg9"):
		d.dec, d.width = decSrc9, uint8(templateArg(dec)/32)
		d.immWidth, d.sema = 0, semaNone
	case strings.HasPrefix(dec, "decodeSrcAV10"):
		d.dec, d.width = decSrcAV10, uint8(templateArg(dec)/32)
	case strings.HasPrefix(dec, "decodeAV10"):
		d.dec, d.width = decAV10, uint8(templateArg(dec)/32)
	case strings.HasPrefix(dec, "decodeAVLdSt"):
		d.dec, d.width = decAVLdSt, uint8(templateArg(dec)/32)
	case dec == "decodeSDWASrc16":
		d.dec, d.width, d.immWidth, d.sema = decSDWASrc, 1, 16, semaFP16
	case dec == "decodeSDWASrc32":
		d.dec, d.width, d.immWidth, d.sema = decSDWASrc, 1, 32, semaFP32
	case dec == "decodeSDWAVopcDst":
		d.dec, d.width = decSDWAVopcDst, 2
	case dec == "decodeBoolReg":
		d.dec, d.width = decBoolReg, 2
	case dec == "decodeSplitBarrier":
		// GFX12 barrier IDs decode as 32-bit integer sources: 0xc1 is -1.
		d.dec, d.width, d.immWidth, d.sema = decSrc9, 1, 32, semaInt32
	case dec == "decodeSMEMOffset":
		d.dec = decSMEMOffset
	case dec == "decodeSOPPBrTarget":
		d.dec = decBrTarget
	case dec == "decodeOperand_KImmFP":
		d.dec = decKImm
	case dec == "decodeDpp8FI":
		d.dec = decDpp8FI
	case dec == "DecodeVGPR_16RegisterClass", dec == "decodeOperand_VGPR_16",
		dec == "" && rc == "VGPR_16":
		d.dec, d.width = decVGPR16, 1
	case dec == "DecodeVGPR_16_Lo128RegisterClass", dec == "" && rc == "VGPR_16_Lo128":
		d.dec, d.width = decVGPR16Lo128, 1
	case strings.HasPrefix(dec, "decodeOperand_VSrcT16_Lo128"):
		d.dec, d.width = decVSrcT16Lo128, 1
	case strings.HasPrefix(dec, "decodeOperand_VSrcT16"):
		d.dec, d.width = decVSrcT16, 1
	case dec == "decodeOperandVOPDDstY":
		d.dec, d.width = decVOPDDstY, 1
	case strings.HasPrefix(dec, "Decode") && strings.HasSuffix(dec, "RegisterClass"):
		d.dec = decVGPR8
		if strings.HasPrefix(dec, "DecodeA") {
			d.dec = decAGPR8
		}
	case dec == "":
		switch {
		case d.regs == rsVGPR:
			d.dec = decVGPR8
		case d.regs == rsAGPR:
			d.dec = decAGPR8
		case d.regs == rsVGPR|rsAGPR:
			d.dec = decAVLdSt
		case d.regs&rsSGPR != 0:
			d.dec = decSReg7
		default:
			d.dec = decImm
		}
	}
	// A fake16 VOP1/VOP2 destination without a decoder method gets the
	// class's own (DecodeVGPR_32_Lo128RegisterClass), which fails on v128+.
	d.lo128 = d.dec == decVGPR8 && dec == "" && rc == "VGPR_32_Lo128"
	if d.dec == decDpp8FI {
		d.isReg = false
		return d
	}
	if d.width == 0 && d.dec != decImm && d.dec != decSMEMOffset && d.dec != decBrTarget && d.dec != decKImm {
		d.width = 1
	}
	d.isReg = rc != "" || (d.dec != decImm && d.dec != decSMEMOffset && d.dec != decBrTarget && d.dec != decKImm)
	return d
}
