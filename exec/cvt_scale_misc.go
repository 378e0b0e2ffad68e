package exec

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// gfx950 (CDNA4) and gfx1250 instructions of the conversion family that
// are not scaled conversions. The CDNA4 ISA guide's pseudocode (as
// extracted from AMD's PDF in tinygrad's
// tinygrad/runtime/autogen/amd/cdna/str_pcode.py):
//
//   - V_ASHR_PK_I8_I32 / V_ASHR_PK_U8_I32: "tmp[7:0] = SAT8(S0.i32 >>
//     S2[4:0].u32); tmp[15:8] = SAT8(S1.i32 >> S2[4:0].u32); D0[15:0] =
//     tmp", SAT8 clamping to [-128, 127] (i8) or [0, 255] (u8). The guide
//     does not say what becomes of D[31:16]: the result is written as the
//     other 16-bit results (putD16: zero-extended, or into the high half
//     keeping the low with op_sel[3], which LLVM accepts).
//   - V_CVT_F32_BF16: "D0.f32 = 32'F({ S0.b16, 16'0U })": the bf16 in the
//     low half of S0 (SDWA or, on gfx1250, op_sel[0] picking the high
//     half), abs/neg acting on its sign, the f32 result through clamp and
//     omod (outF32) as v_cvt_f32_f16's. A signalling NaN and a denormal
//     MODE would flush fault (see vCvtF32BF16).
//   - V_DOT2_F32_BF16 / V_DOT2C_F32_BF16: the repository's one model of the
//     float dot products (valu_dot.go dot2Sum), as on RDNA.

// ashrPk is v_ashr_pk_i8_i32 (signed) or v_ashr_pk_u8_i32.
func ashrPk(signed bool) semFn {
	lo, hi := int32(0), int32(255)
	if signed {
		lo, hi = -128, 127
	}
	sat := func(x, sh uint32) uint32 {
		n := max(min(int32(x)>>(sh&31), hi), lo)
		return uint32(n) & 0xff
	}
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			putD16(d, dst, l, uint16(sat(a[l], c[l])|sat(b[l], c[l])<<8))
		})
		return nil
	}
}

// vCvtF32BF16 is v_cvt_f32_bf16. The pseudocode moves bits; whether a
// signalling NaN comes out quiet (as v_cvt_f32_f16's does) and whether
// MODE flushes a denormal result are not said: those fault.
func vCvtF32BF16(w *Wave, d *instr) error {
	a := w.vsrc(&d.src[0], &w.tmp[0])
	m := modeF32(w.Mode)
	dst := w.vdstLanes(&d.vdst, 0)
	var out [64]uint32
	var bad uint32
	forLanes(w.EXEC, func(l int) {
		r := srcModF32(uint32(lo16(d, a, 0, l))<<16, d.mods[0])
		if r&0x7fc0_0000 == 0x7f80_0000 && r&0x3f_ffff != 0 || m.flushOut(r) != r {
			bad = r | 1
		}
		out[l] = outF32(d, m, r)
	})
	if bad != 0 {
		return errUnimplemented(fmt.Sprintf("%s of %#04x (a signalling NaN, or a denormal MODE flushes)", d.op, (bad&^1)>>16))
	}
	forLanes(w.EXEC, func(l int) { dst[l] = out[l] })
	return nil
}

func init() {
	registerGen(GFX940, map[isa.Op]semFn{
		isa.OpV_ASHR_PK_I8_I32: ashrPk(true),
		isa.OpV_ASHR_PK_U8_I32: ashrPk(false),
		isa.OpV_CVT_F32_BF16:   vCvtF32BF16,
		isa.OpV_DOT2_F32_BF16:  vDot2F32(true, false),
		isa.OpV_DOT2C_F32_BF16: vDot2F32(true, true),
	})
	registerGen(GFX1250, map[isa.Op]semFn{
		isa.OpV_ASHR_PK_I8_I32: ashrPk(true),
		isa.OpV_ASHR_PK_U8_I32: ashrPk(false),
		isa.OpV_CVT_F32_BF16:   vCvtF32BF16,
	})
}
