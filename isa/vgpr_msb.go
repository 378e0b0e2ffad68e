package isa

import "strings"

// gfx1250's s_set_vgpr_msb. A wave of gfx1250 has 1024 VGPRs, an
// instruction field names 256: s_set_vgpr_msb's immediate bits [7:0] hold
// four 2-bit fields (slot 0 bits [1:0], slot 1 [3:2], slot 2 [5:4], slot 3
// [7:6]) that the following instructions add, times 256, to the VGPR
// number of the operand in that slot, until the next s_set_vgpr_msb; bits
// [15:8] record the previous mode and do nothing (LLVM 22,
// AMDGPULowerVGPREncoding.cpp: "If bits are set they are added as MSB to
// the corresponding operand VGPR number"; "Record previous mode into high
// 8 bits of the immediate"; the ABI starts every function with all four
// zero). Which operand a slot addresses depends on the encoding (LLVM's
// getVGPRLoweringOperandTables): VALU src0, src1, src2, vdst (v_fmamk:
// src0, -, src1, vdst); VOPD the same per component, X and Y sharing the
// fields; DS addr, data0, data1, vdst; FLAT/GLOBAL/SCRATCH vaddr, vdata,
// -, vdst; buffer vaddr, -, -, vdata; VIMAGE vaddr0-2, vdata;
// v_wmma_ld_scale* none. llvm-objdump-22 prints such an operand as its
// low register followed by the register it names ("v1 /*v257*/"); the
// state starts at 0 at each symbol. TestVGPRMSBDisasmMatchesObjdump checks
// every form against it.

// VGPRMSBSlot is the s_set_vgpr_msb slot (0-3) of operand i, or -1 when
// no slot addresses it.
func (in *Inst) VGPRMSBSlot(i int) int {
	if in.Enc == nil || i < 0 || i >= len(in.Operands) {
		return -1
	}
	name, f := in.Operands[i].Name, in.Enc.Format
	switch {
	case f&FormatDS != 0:
		return slotOf(name, "addr", "data0", "data1", "vdst")
	case f&FormatFLAT != 0:
		return slotOf(name, "vaddr", "vdata", "", "vdst")
	case f&(FormatMUBUF|FormatMTBUF) != 0:
		return slotOf(name, "vaddr", "", "", "vdata")
	case f&FormatVIMAGE != 0:
		return slotOf(name, "vaddr0", "vaddr1", "vaddr2", "vdata")
	case f&FormatVALU == 0:
		return -1
	}
	if in.Op == OpV_WMMA_LD_SCALE_PAIRED_B32 || in.Op == OpV_WMMA_LD_SCALE16_PAIRED_B64 {
		return -1
	}
	if n := len(name); n > 1 && (name[n-1] == 'X' || name[n-1] == 'Y') && in.Operand("src0X") != nil {
		// VOPD: the component's own table (v_dual_fmamk_f32 reads
		// vsrc1 through slot 2).
		base := name[:n-1]
		if in.vopdFMAMK(name[n-1] == 'X') {
			return slotOf(base, "src0", "", "vsrc1", "vdst")
		}
		return slotOf(base, "src0", "vsrc1", "vsrc2", "vdst")
	}
	if strings.HasPrefix(in.Enc.Asm, "v_fmamk_") {
		return slotOf(name, "src0", "", "src1", "vdst")
	}
	return slotOf(name, "src0", "src1", "src2", "vdst")
}

// vopdFMAMK reports whether the X (or Y) component of a VOPD is
// v_dual_fmamk_f32.
func (in *Inst) vopdFMAMK(x bool) bool {
	m := in.Enc.Asm
	i := strings.Index(m, "::")
	if i < 0 {
		return false
	}
	if x {
		m = m[:i]
	} else {
		m = m[i:]
	}
	return strings.Contains(m, "fmamk")
}

func slotOf(name string, slots ...string) int {
	for s, n := range slots {
		if n != "" && n == name {
			return s
		}
	}
	return -1
}

// VGPRMSBReg is the VGPR the operand's field names under the
// s_set_vgpr_msb mode msb: its register number plus 256 times its slot's
// field (the number itself when no slot addresses it or the operand is no
// VGPR).
func (in *Inst) VGPRMSBReg(i int, msb uint8) int {
	o := &in.Operands[i]
	if o.Kind != KindVGPR || msb == 0 {
		return int(o.Reg)
	}
	s := in.VGPRMSBSlot(i)
	if s < 0 {
		return int(o.Reg)
	}
	return int(o.Reg) + 256*int(msb>>(2*s)&3)
}
