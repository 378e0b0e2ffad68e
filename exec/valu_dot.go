package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Dot products (gfx906 "dot1/dot2" instructions, VOP3P; the _c forms of
// gfx908 are VOP2 accumulating into D): D = sum of the products of the
// packed elements of S0 and S1, plus S2 (or D). Integer sums are exact and
// wrap to 32 bits; with clamp they saturate. The float ones follow
// dot2Sum (below).

// dotInt returns the exact integer dot product of n elements of bits each.
func dotInt(a, b uint32, n, width uint, signed bool) int64 {
	var s int64
	mask := uint32(1)<<width - 1
	for i := range n {
		x, y := int64(a>>(i*width)&mask), int64(b>>(i*width)&mask)
		if signed {
			sh := 64 - width
			x, y = x<<sh>>sh, y<<sh>>sh
		}
		s += x * y
	}
	return s
}

func satDot(clamp, signed bool, r int64) uint32 {
	if clamp {
		if signed {
			r = max(math.MinInt32, min(r, math.MaxInt32))
		} else {
			r = max(0, min(r, math.MaxUint32))
		}
	}
	return uint32(r)
}

// vDotInt is an integer dot product; acc says the addend is D (the VOP2
// "c" forms) rather than S2.
func vDotInt(n, width uint, signed, acc bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		c := dst
		if !acc {
			c = w.vsrc(&d.src[2], &w.tmp[2])
		}
		forLanes(w.EXEC, func(l int) {
			add := int64(c[l])
			if signed {
				add = int64(int32(c[l]))
			}
			dst[l] = satDot(d.clamp, signed, dotInt(a[l], b[l], n, width, signed)+add)
		})
		return nil
	}
}

// Float dot products: the one numerics model of v_dot2_f32_f16,
// v_dot2c_f32_f16 (v_dot2acc_f32_f16), v_dot2_f32_bf16, v_dot2c_f32_bf16
// (v_dual_dot2acc_f32_bf16), v_dot2_f16_f16 and v_dot2_bf16_bf16 is
// dot2Sum: both products exact, the sum a.lo*b.lo + a.hi*b.hi + c exact,
// rounded once to the result format (f32, f16 or bf16), nearest even
// (matrixSumTo, the model of MFMA/WMMA too); an infinite or NaN input
// gives the IEEE evaluation. Source: the RDNA3 ISA guide's pseudocode
// ("tmp = S0[15:0].f16 * S1[15:0].f16; tmp += S0[31:16].f16 *
// S1[31:16].f16; tmp += S2.f16; D0.f16 = tmp", and for v_dot2_f32_bf16
// "tmp = 32'F(S0[15:0].bf16) * 32'F(S1[15:0].bf16); ...; tmp += S2.f")
// names one accumulator and one final assignment and no intermediate
// rounding; the RDNA4 guide adds S2 first instead of last, so the order
// of partial roundings is not defined by either, and LLVM (IntrinsicsAMDGPU.td,
// "%r = %a[0] * %b[0] + %a[1] * %b[1] + %c") states none. Every bf16 and
// f16 product is exact in f32 (8+8 and 11+11 significand bits), so the
// model differs from a sum rounded after each addition only when a
// partial sum rounds. exec/README.md states the same.

// dot2Sum is the model above: lo*lo + hi*hi + c rounded once to out.
func dot2Sum(c float64, a, b [2]float64, out MatrixElem) float64 {
	return matrixSumTo(c, a[:], b[:], out)
}

// dot2Halves decodes the two 16-bit halves of a packed source (bf16 or
// f16), negating the low (high) one for negLo (negHi).
func dot2Halves(v uint32, bf16, negLo, negHi bool) [2]float64 {
	lo, hi := uint16(v), uint16(v>>16)
	if negLo {
		lo ^= 0x8000
	}
	if negHi {
		hi ^= 0x8000
	}
	if bf16 {
		return [2]float64{bf16ToF64(lo), bf16ToF64(hi)}
	}
	return [2]float64{f16ToF64(lo), f16ToF64(hi)}
}

// dot2F32 is the f32 result bits of S0 . S1 + c (bf16: bf16 halves).
func dot2F32(a, b uint32, c float32, negLo, negHi [2]bool, bf16 bool) uint32 {
	x := dot2Halves(a, bf16, negLo[0], negHi[0])
	y := dot2Halves(b, bf16, negLo[1], negHi[1])
	return quietF32(math.Float32bits(float32(dot2Sum(float64(c), x, y, ElemF32))))
}

// vDot2F32 is v_dot2_f32_f16 / v_dot2_f32_bf16 (VOP3P: NEG_LO/NEG_HI
// negate the halves of S0 and S1, NEG_LO[2] negates S2), or with acc the
// VOP2 v_dot2c forms accumulating into D. S2 (D) and the result follow
// MODE's f32 denormal flushing; clamp and omod apply to the f32 result.
func vDot2F32(bf16, acc bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		c := dst
		if !acc {
			c = w.vsrc(&d.src[2], &w.tmp[2])
		}
		m := modeF32(w.Mode)
		var negLo, negHi [2]bool
		cMods := uint8(0)
		if !acc {
			for i := range 2 {
				negLo[i] = d.mods[i]&isa.ModNeg != 0
				negHi[i] = d.mods[i]&isa.ModNegHi != 0
			}
			cMods = d.mods[2] & isa.ModNeg
		}
		forLanes(w.EXEC, func(l int) {
			cv := math.Float32frombits(srcModF32(m.flushIn(c[l]), cMods))
			dst[l] = outF32(d, m, dot2F32(a[l], b[l], cv, negLo, negHi, bf16))
		})
		return nil
	}
}

// vDot2Half is GFX11+ v_dot2_f16_f16 / v_dot2_bf16_bf16 (VOP3): D.h16 =
// S0 . S1 + S2.h16 in the 16-bit format (dot2Sum). OPSEL[2] picks the
// half of S2 read, OPSEL[3] the half of D written, the other half kept;
// OPSEL[1:0] are ignored (RDNA3 ISA notes). ABS/NEG of S0 and S1 act on
// both halves, of S2 on its half. Clamp (GFX12) limits to [0, 1]. f16
// denormals are kept (the f16 MODE field is not applied, as for the other
// f16 operations); a NaN result is the canonical quiet NaN.
func vDot2Half(bf16 bool) semFn {
	out := ElemF16
	if bf16 {
		out = ElemBF16
	}
	dec := func(h uint16) float64 {
		if bf16 {
			return bf16ToF64(h)
		}
		return f16ToF64(h)
	}
	mod := func(v uint32, m uint8) uint32 {
		if m&isa.ModAbs != 0 {
			v &^= 0x8000_8000
		}
		if m&isa.ModNeg != 0 {
			v ^= 0x8000_8000
		}
		return v
	}
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x := dot2Halves(mod(a[l], d.mods[0]), bf16, false, false)
			y := dot2Halves(mod(b[l], d.mods[1]), bf16, false, false)
			cv := dec(uint16(mod(uint32(lo16(d, c, 2, l)), d.mods[2])))
			r := clampUnit(d.clamp, dot2Sum(cv, x, y, out))
			h := uint32(matrixResultBits(r, out))
			if d.opsel&8 != 0 {
				dst[l] = dst[l]&0xffff | h<<16
			} else {
				dst[l] = dst[l]&0xffff_0000 | h
			}
		})
		return nil
	}
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_DOT2_F32_F16:  vDot2F32(false, false),
		isa.OpV_DOT2C_F32_F16: vDot2F32(false, true),
		isa.OpV_DOT2_I32_I16:  vDotInt(2, 16, true, false),
		isa.OpV_DOT2_U32_U16:  vDotInt(2, 16, false, false),
		isa.OpV_DOT4_I32_I8:   vDotInt(4, 8, true, false),
		isa.OpV_DOT4_U32_U8:   vDotInt(4, 8, false, false),
		isa.OpV_DOT8_I32_I4:   vDotInt(8, 4, true, false),
		isa.OpV_DOT8_U32_U4:   vDotInt(8, 4, false, false),
		isa.OpV_DOT2C_I32_I16: vDotInt(2, 16, true, true),
		isa.OpV_DOT4C_I32_I8:  vDotInt(4, 8, true, true),
		isa.OpV_DOT8C_I32_I4:  vDotInt(8, 4, true, true),
	})
}

// RDNA's float dot products (GFX11/GFX12 names; v_dot2c_f32_bf16 is the
// X or Y half of v_dual_dot2acc_f32_bf16, see vopdHalfOps).
func init() {
	for name, fn := range map[string]semFn{
		"v_dot2_f16_f16":   vDot2Half(false),
		"v_dot2_bf16_bf16": vDot2Half(true),
		"v_dot2_f32_bf16":  vDot2F32(true, false),
		"v_dot2c_f32_bf16": vDot2F32(true, true),
	} {
		if op, ok := lookupOp(name); ok {
			rdnaSemantics[op] = fn
		}
	}
}

// vDot4F32F8 is GFX12's v_dot4_f32_fp8_fp8 / _fp8_bf8 / _bf8_fp8 /
// _bf8_bf8 (bf8A, bf8B: the bytes of S0, S1 are BF8 rather than FP8). The
// RDNA4 ISA guide's pseudocode (as extracted from AMD's PDF in tinygrad's
// tinygrad/runtime/autogen/amd/rdna4/str_pcode.py) is "tmp = S2.f32; tmp
// += 32'F(S0[7 : 0].fp8) * 32'F(S1[7 : 0].bf8); ..." for the four bytes in
// order, then "D0.f32 = tmp". FP8 and BF8 are the OCP formats E4M3FN and
// E5M2 on GFX12 (MLIR's AMDGPU Chipset.h hasOcpFp8: gfx950 and gfx12+,
// whose _fp8/_bf8 instructions take Float8E4M3FN/Float8E5M2; matrixOCP
// decodes RDNA4's WMMA inputs the same way). Every product of two 8-bit
// floats is exact in f32 (at most 4+4 significand bits, magnitudes from
// 2^-32 to below 2^32), so the only roundings are of the sums. The
// pseudocode's "+=" names an order (S2 first, then bytes 0..3) but not
// whether each addition rounds, and LLVM states none (IntrinsicsAMDGPU.td
// gives only the operand types). This model is the one of the other float
// dot products (dot2Sum): the exact sum rounded once to f32, nearest even;
// it differs from rounding after each addition only when a partial sum
// rounds. An infinite or NaN input gives the IEEE evaluation, a NaN result
// is quiet. The instructions take no modifiers (LLVM's GFX12 syntax: vdst,
// src0, src1, src2); S2 and D follow MODE's f32 denormal flushing.
func vDot4F32F8(bf8A, bf8B bool) semFn {
	ea, eb := ElemFP8, ElemFP8
	if bf8A {
		ea = ElemBF8
	}
	if bf8B {
		eb = ElemBF8
	}
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		m := modeF32(w.Mode)
		forLanes(w.EXEC, func(l int) {
			var x, y [4]float64
			for i := range 4 {
				x[i] = MatrixElemValue(ea, uint64(a[l]>>(8*i)&0xff), true)
				y[i] = MatrixElemValue(eb, uint64(b[l]>>(8*i)&0xff), true)
			}
			cv := float64(math.Float32frombits(m.flushIn(c[l])))
			r := matrixSumTo(cv, x[:], y[:], ElemF32)
			dst[l] = outF32(d, m, quietF32(math.Float32bits(float32(r))))
		})
		return nil
	}
}

func init() {
	rdnaSemantics[isa.OpV_DOT4_F32_FP8_FP8] = vDot4F32F8(false, false)
	rdnaSemantics[isa.OpV_DOT4_F32_FP8_BF8] = vDot4F32F8(false, true)
	rdnaSemantics[isa.OpV_DOT4_F32_BF8_FP8] = vDot4F32F8(true, false)
	rdnaSemantics[isa.OpV_DOT4_F32_BF8_BF8] = vDot4F32F8(true, true)
}
