package exec

import "github.com/gcndbg/gcndbg/isa"

// gfx950's unscaled 8-bit float conversions. gfx950 shares gfx940's
// generation (and these mnemonics and operand layouts: SDWA src0_sel for
// the VOP1 forms, OPSEL[3] or OPSEL[3:2] for the destination of the VOP3
// ones, as the CDNA4 guide's pseudocode has them), but its FP8 and BF8 are
// the OCP formats E4M3FN and E5M2, not gfx940's FNUZ ones (MLIR's AMDGPU
// Chipset.h hasOcpFp8 for gfx950; llvm/llvm-project#123361; README.md's
// matrix formats). On gfx950 they run GFX12's OCP conversions
// (valu_fp8_gfx12.go), whose pseudocode the CDNA4 guide repeats, including
// the stochastic form's "S1[31 : 12]" (BF8: "S1[31 : 11]") added to S0's
// mantissa with the carry dropped; NaN, infinity and overflow fault as
// there. gfx940/941/942 keep the FNUZ semantics (valu_fp8.go).

// onGFX950 reports whether w runs on gfx950.
func onGFX950(w *Wave) bool { return w.Env != nil && w.Env.Arch().Name == "gfx950" }

// gfx950OCP runs ocp on gfx950 and fnuz on the other gfx940 processors.
func gfx950OCP(fnuz, ocp semFn) semFn {
	return func(w *Wave, d *instr) error {
		if onGFX950(w) {
			return ocp(w, d)
		}
		return fnuz(w, d)
	}
}

// opselByteOf is gfx950's OPSEL[3:2]: the byte v_cvt_sr_{fp8,bf8}_f32
// writes, the others kept.
func opselByteOf(d *instr) uint { return uint(d.opsel >> 2 & 3) }

func init() {
	registerGen(GFX940, map[isa.Op]semFn{
		isa.OpV_CVT_F32_FP8:    gfx950OCP(vCvtF32F8(fp8), gfx12CvtF32F8(ocpFP8)),
		isa.OpV_CVT_F32_BF8:    gfx950OCP(vCvtF32F8(bf8), gfx12CvtF32F8(ocpBF8)),
		isa.OpV_CVT_PK_F32_FP8: gfx950OCP(vCvtPkF32F8(fp8), gfx12CvtPkF32F8(ocpFP8)),
		isa.OpV_CVT_PK_F32_BF8: gfx950OCP(vCvtPkF32F8(bf8), gfx12CvtPkF32F8(ocpBF8)),
		isa.OpV_CVT_PK_FP8_F32: gfx950OCP(vCvtPkF8F32(fp8), gfx12CvtPkF8F32(ocpFP8)),
		isa.OpV_CVT_PK_BF8_F32: gfx950OCP(vCvtPkF8F32(bf8), gfx12CvtPkF8F32(ocpBF8)),
		isa.OpV_CVT_SR_FP8_F32: gfx950OCP(vCvtSRF8F32(fp8), gfx12CvtSRF8F32(ocpFP8, opselByteOf)),
		isa.OpV_CVT_SR_BF8_F32: gfx950OCP(vCvtSRF8F32(bf8), gfx12CvtSRF8F32(ocpBF8, opselByteOf)),
	})
}
