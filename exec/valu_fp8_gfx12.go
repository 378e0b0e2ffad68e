package exec

import (
	"fmt"
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// GFX12's 8-bit float conversions (gfx1200/gfx1201 and gfx1250). The
// mnemonics are gfx940's (valu_fp8.go, valu_fp8_sr.go), but FP8 and BF8
// are the OCP formats E4M3FN (bias 7, S.1111.111 NaN, no infinity) and
// E5M2 (bias 15, IEEE infinities and NaNs) there: MLIR's AMDGPU Chipset.h
// hasOcpFp8 is true for gfx950 and gfx12+, whose _fp8/_bf8 conversion
// instructions take Float8E4M3FN/Float8E5M2 (AMDGPUToROCDL
// typeIsExpectedFp8ForChipset), as matrixOCP decodes RDNA4's WMMA inputs.
// The operations are the RDNA4 ISA guide's pseudocode (as extracted from
// AMD's PDF in tinygrad's tinygrad/runtime/autogen/amd/rdna4/str_pcode.py):
//
//   - V_CVT_F32_FP8/BF8: "D0.f32 = fp8_to_f32(S0[b])" with the byte b
//     named by OPSEL[1:0] with its bits reversed ("OPSEL == 2 -> [15:8],
//     OPSEL == 1 -> [23:16]"), which LLVM decodes as byte_sel (byte_sel:1
//     is op_sel[1]); the e32 form reads byte 0.
//   - V_CVT_PK_F32_FP8/BF8: the two bytes of the word OPSEL[0] selects.
//   - V_CVT_PK_FP8/BF8_F32: "ROUND_MODE = ROUND_NEAREST_EVEN", S1 and S0
//     converted into the word OPSEL[3] selects, the other word preserved.
//   - V_CVT_SR_FP8/BF8_F32: "m = 23'U(32'U(23'B(mantissa(S0.f32))) +
//     S1[31 : 12].u32)" (BF8: S1[31 : 11]) ("Add stochastic value to mantissa, wrap around on
//     overflow"), the f32 of S0's sign, exponent and m converted nearest
//     even into the byte OPSEL[3:2] (LLVM's byte_sel) selects, the other
//     bytes preserved.
//
// The conversions to 8 bits are defined here for finite values whose
// nearest-even result is finite in the format (the OCP formats' subnormals
// included). What the hardware gives for NaN, infinity or a value beyond
// the largest finite (E4M3FN 448, E5M2 57344) is not in the pseudocode
// (f32_to_fp8 is not spelled out) and the OCP specification leaves
// saturation to the implementation, so those fault as unimplemented,
// naming the value.

// ocpF8Format is one OCP 8-bit float format.
type ocpF8Format struct {
	elem         MatrixElem
	mbits, bias  int
	maxFinite    float64
	nameForFault string
}

var (
	ocpFP8 = ocpF8Format{ElemFP8, 3, 7, 448, "E4M3FN"}
	ocpBF8 = ocpF8Format{ElemBF8, 2, 15, 57344, "E5M2"}
)

func (f ocpF8Format) decode(b uint8) float64 { return MatrixElemValue(f.elem, uint64(b), true) }

// encode rounds x to the nearest value of the format (ties to even); ok is
// false for NaN, infinity and results beyond the largest finite value: the
// 8-bit case of mxFormat.encode.
func (f ocpF8Format) encode(x float64) (b uint8, ok bool) {
	c, ok := mxFormat{bits: 8, mbits: f.mbits, bias: f.bias, maxFinite: f.maxFinite}.encode(x)
	return uint8(c), ok
}

// toF8 converts x for d, or gives the fault of a value the format's
// conversion is not defined for here.
func (f ocpF8Format) toF8(d *instr, x float64) (uint8, error) {
	b, ok := f.encode(x)
	if !ok {
		return 0, errUnimplemented(fmt.Sprintf("%s of %g to %s (NaN, infinity and overflow not defined)", d.op, x, f.nameForFault))
	}
	return b, nil
}

func gfx12CvtF32F8(f ocpF8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		sh := 8 * uint(d.bytesel&3)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			dst[l] = quietF32(math.Float32bits(float32(f.decode(uint8(a[l] >> sh)))))
		})
		return nil
	}
}

func gfx12CvtPkF32F8(f ocpF8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		sh := 16 * uint(d.opsel&1)
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		var lo, hi [64]uint32 // D may overlap S0
		forLanes(w.EXEC, func(l int) {
			v := a[l] >> sh
			lo[l] = quietF32(math.Float32bits(float32(f.decode(uint8(v)))))
			hi[l] = quietF32(math.Float32bits(float32(f.decode(uint8(v >> 8)))))
		})
		forLanes(w.EXEC, func(l int) { dlo[l], dhi[l] = lo[l], hi[l] })
		return nil
	}
}

func gfx12CvtPkF8F32(f ocpF8Format) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		var out [64]uint32
		var err error
		forLanes(w.EXEC, func(l int) {
			if err != nil {
				return
			}
			x := float64(math.Float32frombits(srcModF32(m.flushIn(a[l]), d.mods[0])))
			y := float64(math.Float32frombits(srcModF32(m.flushIn(b[l]), d.mods[1])))
			bx, e1 := f.toF8(d, x)
			by, e2 := f.toF8(d, y)
			if err = e1; err == nil {
				err = e2
			}
			out[l] = uint32(bx) | uint32(by)<<8
		})
		if err != nil {
			return err
		}
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			if d.opsel&8 != 0 {
				dst[l] = dst[l]&0xffff | out[l]<<16
			} else {
				dst[l] = dst[l]&0xffff_0000 | out[l]
			}
		})
		return nil
	}
}

// gfx12SR is the pseudocode's stochastic input: S0 with S1[31:12] (FP8)
// or S1[31:11] (BF8: "S1[31 : 11].u32" in the RDNA4 and CDNA4 guides'
// V_CVT_SR_BF8_F32) added to its 23-bit mantissa, the carry out of bit 22
// dropped: the random bits cover the mantissa bits below the format's.
func (f ocpF8Format) gfx12SR(x, rng uint32) uint32 {
	return x&0xff80_0000 | (x&0x7f_ffff+rng>>(9+f.mbits))&0x7f_ffff
}

// gfx12CvtSRF8F32 is v_cvt_sr_fp8_f32 / v_cvt_sr_bf8_f32 in the OCP
// formats: the byte byteSel names (GFX12: byte_sel; gfx950: OPSEL[3:2])
// is written, the others kept.
func gfx12CvtSRF8F32(f ocpF8Format, byteSel func(d *instr) uint) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		rng := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		sh := 8 * byteSel(d)
		dst := w.vdstLanes(&d.vdst, 0)
		old := dst // the preserved bytes (LLVM ties src2 to vdst)
		if d.src[2].present() {
			old = w.vsrc(&d.src[2], &w.tmp[2])
		}
		var out [64]uint32
		var err error
		forLanes(w.EXEC, func(l int) {
			if err != nil {
				return
			}
			x := srcModF32(m.flushIn(a[l]), d.mods[0])
			var b uint8
			b, err = f.toF8(d, float64(math.Float32frombits(f.gfx12SR(x, rng[l]))))
			out[l] = old[l]&^(0xff<<sh) | uint32(b)<<sh
		})
		if err != nil {
			return err
		}
		forLanes(w.EXEC, func(l int) { dst[l] = out[l] })
		return nil
	}
}

// byteSelOf is GFX12's byte_sel (the byte a conversion to 8 bits writes).
func byteSelOf(d *instr) uint { return uint(d.bytesel & 3) }

func init() {
	m := map[isa.Op]semFn{
		isa.OpV_CVT_F32_FP8:    gfx12CvtF32F8(ocpFP8),
		isa.OpV_CVT_F32_BF8:    gfx12CvtF32F8(ocpBF8),
		isa.OpV_CVT_PK_F32_FP8: gfx12CvtPkF32F8(ocpFP8),
		isa.OpV_CVT_PK_F32_BF8: gfx12CvtPkF32F8(ocpBF8),
		isa.OpV_CVT_PK_FP8_F32: gfx12CvtPkF8F32(ocpFP8),
		isa.OpV_CVT_PK_BF8_F32: gfx12CvtPkF8F32(ocpBF8),
		isa.OpV_CVT_SR_FP8_F32: gfx12CvtSRF8F32(ocpFP8, byteSelOf),
		isa.OpV_CVT_SR_BF8_F32: gfx12CvtSRF8F32(ocpBF8, byteSelOf),
	}
	registerGen(GFX12, m)
	registerGen(GFX1250, m)
}
