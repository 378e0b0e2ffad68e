package isa

import (
	"strconv"
	"strings"
)

var special32Names = map[uint16]string{
	102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
	106: "vcc_lo", 107: "vcc_hi", 108: "tba_lo", 109: "tba_hi", 110: "tma_lo", 111: "tma_hi",
	124: "m0", 125: "null", 126: "exec_lo", 127: "exec_hi",
	230: "src_flat_scratch_base_lo", 231: "src_flat_scratch_base_hi", 235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base",
	238: "src_private_limit", 239: "src_pops_exiting_wave_id",
	251: "src_vccz", 252: "src_execz", 253: "src_scc", 254: "src_lds_direct",
}

var special64Names = map[uint16]string{
	102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 108: "tba", 110: "tma", 125: "null",
	126: "exec", 230: "src_flat_scratch_base_lo", 235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base",
	238: "src_private_limit", 239: "src_pops_exiting_wave_id",
	251: "src_vccz", 252: "src_execz", 253: "src_scc",
}

// RegName returns LLVM's name of a register operand ("v[4:5]", "s0", "vcc").
func (o *Operand) RegName() string {
	var prefix string
	switch o.Kind {
	case KindVGPR:
		prefix = "v"
	case KindAGPR:
		prefix = "a"
	case KindSGPR:
		prefix = "s"
	case KindTTMP:
		prefix = "ttmp"
	case KindSpecial:
		if o.Reg == EncNull {
			return "null"
		}
		if o.Width == 2 {
			return special64Names[o.Reg]
		}
		return special32Names[o.Reg]
	default:
		return ""
	}
	if o.Width <= 1 {
		switch o.Half {
		case HalfLo:
			return prefix + strconv.Itoa(int(o.Reg)) + ".l"
		case HalfHi:
			return prefix + strconv.Itoa(int(o.Reg)) + ".h"
		}
		return prefix + strconv.Itoa(int(o.Reg))
	}
	return prefix + "[" + strconv.Itoa(int(o.Reg)) + ":" + strconv.Itoa(int(o.Reg)+int(o.Width)-1) + "]"
}

// isInlineValue is AMDGPU::isInlineValue: registers that read constants.
func isInlineValue(o *Operand) bool {
	if o.Kind != KindSpecial {
		return false
	}
	switch o.Reg {
	case 230, 231, EncSharedBase, EncSharedLimit, EncPrivateBase, EncPrivateLimit, EncPopsExiting,
		EncVCCZ, EncEXECZ, EncSCC, EncNull:
		return true
	}
	return false
}

// classRegName is the register-class name LLVM prints in an
// "Invalid register" comment, after resolving HwMode-dependent classes.
func classRegName(rc string, t *Target) string {
	aligned := t.features["RequiresAlignedVGPRs"]
	ldst := len(rc) > 8 && rc[:8] == "AV_LdSt_"
	switch {
	case ldst && aligned && t.features["MAIInsts"]:
		n := rc[8:]
		if i := indexByte(n, '_'); i >= 0 {
			n = n[:i]
		}
		if n == "32" {
			return "AV_32"
		}
		return "AV_" + n + "_Align2"
	case ldst:
		n := rc[8:]
		if i := indexByte(n, '_'); i >= 0 {
			n = n[:i]
		}
		if n == "32" {
			return "VGPR_32"
		}
		if aligned { // gfx1250: aligned VGPRs without AGPRs
			return "VReg_" + n + "_Align2"
		}
		return "VReg_" + n
	}
	const at = "_AlignTarget"
	if len(rc) > len(at) && rc[len(rc)-len(at):] == at {
		if aligned {
			return rc[:len(rc)-len(at)] + "_Align2"
		}
		return rc[:len(rc)-len(at)]
	}
	return rc
}

// inClass reports whether a decoded register belongs to the operand's
// register class (LLVM prints a comment when it does not).
func inClass(o *Operand, ci *ClassInfo, c *classDesc, t *Target) bool {
	rc := ci.RegClass
	if rc == "" {
		rc = ci.Name
	}
	if c.regs == 0 || rc == "SReg_1" || strings.HasPrefix(rc, "SReg_1_") || ci.Print == "printAVLdSt32Align2RegOp" {
		return true
	}
	// VS_64_Lo256 (gfx1250's WMMA scale sources) holds even VGPR pairs
	// only, whatever its name says (llvm-mc 22 flags v[1:2], not v[0:1]).
	aligned := classRegName(rc, t) != rc && t.features["RequiresAlignedVGPRs"] || containsStr(rc, "Align2") ||
		rc == "VS_64_Lo256"
	switch o.Kind {
	case KindVGPR, KindAGPR:
		want := rsVGPR
		if o.Kind == KindAGPR {
			want = rsAGPR
		}
		regs := c.regs
		if containsStr(rc, "AV_LdSt") && !(t.features["RequiresAlignedVGPRs"] && t.features["MAIInsts"]) {
			regs = rsVGPR // the HwMode without AGPR loads and stores
		}
		if regs&want == 0 {
			return false
		}
		if aligned && o.Width > 1 && o.Reg%2 != 0 {
			return false
		}
		// VGPR_32_Lo128, VS_32_Lo128 (fake16 VOP1/VOP2/VOPC), VS_64_Lo256.
		if containsStr(rc, "_Lo128") && int(o.Reg)+int(o.Width) > 128 ||
			containsStr(rc, "_Lo256") && int(o.Reg)+int(o.Width) > 256 {
			return false
		}
		return true
	case KindSGPR, KindTTMP:
		return c.regs&rsSGPR != 0
	case KindSpecial:
		if c.regs&rsSpecial == 0 {
			return false
		}
		if rc == "VRegOrLds_32" {
			return o.Reg == EncLDSDirect
		}
		switch o.Reg {
		case EncM0:
			return !containsStr(rc, "XM0")
		case EncExecLo:
			return !containsStr(rc, "XEXEC") || containsStr(rc, "XEXEC_HI")
		case EncExecHi:
			return !containsStr(rc, "XEXEC")
		case EncNull:
			return !containsStr(rc, "XNULL")
		case EncLDSDirect:
			return rc == "VRegOrLds_32" || rc == "SRegOrLds_32" || strings.HasPrefix(rc, "VS_")
		}
		return true
	}
	return true
}

func containsStr(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func regClassOf(ci *ClassInfo) string {
	if ci.RegClass != "" {
		return ci.RegClass
	}
	return ci.Name
}
