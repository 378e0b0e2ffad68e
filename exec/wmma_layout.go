package exec

import "github.com/gcndbg/gcndbg/isa"

// WMMA and SWMMAC layouts (RDNA3: gfx11; RDNA4: gfx12), in the same
// MatrixOp table form as the MFMAs: ALoc, BLoc and CDLoc dispatch here
// for ops with RDNA set. Each op has one row per wave size, because the
// lanes an element lives in depend on it.
//
// Sources, all AMD's matrix instruction calculator
// (github.com/ROCm/amd_matrix_instruction_calculator, matrix_calculator.py,
// commit 2ef9189):
//   - RDNA3, class InstCalcGfx11: __get_input_reg_lanes: A[i][k] (B[k][j])
//     is element k of row i (column j), packed from bit 0 of the operand's
//     first register, in lanes i and i+16 (and i+32, i+48 in wave64): every
//     16-lane group holds a copy. __get_output_reg_lanes: C/D[i][j] is in
//     register i / (wave/16), lane 16*(i % (wave/16)) + j; a 16-bit result
//     fills the half of its register that OPSEL[2] selects
//     (_calculate_initial_regno_offset). This is also the layout of AMD's
//     GPUOpen article "How to accelerate AI applications on RDNA 3 using
//     WMMA" (wave32 example: lanes 16-31 repeat lanes 0-15 for A and B; D
//     row 2*v + lane/16 in register v).
//   - RDNA4, class InstCalcGfx12: __get_input_reg and __get_input_lane
//     (no copies: K is split across the 16-lane groups),
//     __get_compression_bits and get_num_compression_sets (SWMMAC index
//     VGPR: a 4-bit field per group of 4 dense k, OPSEL picks the set),
//     __get_output_reg_lanes (16-bit results packed two to a register).
//   - The modifiers: RDNA3/RDNA4 NEG[0]/NEG[1] negate the low 16 bits of
//     each A/B register and NEG_HI[0]/NEG_HI[1] the high 16 bits; NEG[2]
//     negates C and NEG_HI[2] takes its absolute value; for the integer
//     ops NEG[0]/NEG[1] make A/B signed (the calculator's comment on NEG
//     and NEG_HI in main, and its 'neg' flag per instruction); clamp
//     saturates the integer result.
// The calculator's instruction lists (dict_insts 'rdna3', 'rdna4') are
// the rows below; LLVM 22 accepts the same mnemonics on gfx1100..gfx1153
// (gfx11) and gfx1200/gfx1201 (gfx12).
//
// gfx1250 (RDNA field rdna1250; wave32 only). The calculator has no
// gfx1250; the source is the Triton compiler's AMD backend, its "WMMA
// version 3" (github.com/triton-lang/triton; getWmmaVersion in
// third_party/amd/lib/TritonAMDGPUTransforms/AccelerateAMDMatmul.cpp gives
// version 3 to gfx1250):
//   - A and B (wmmaDotOperandToLinearLayout in
//     lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp, versions 2 and
//     3): a lane holds kWidth consecutive k of row i of A (column j of B)
//     in its first elements, lanes i and i+16 split the next 2*kWidth k
//     between them, and that repeats K/(2*kWidth) times in the following
//     elements; kWidth is 8, or 2 for f32 inputs (AccelerateAMDMatmul.cpp:
//     "kBase always consists of several groups of 8 elements except F32
//     case"). Element r of the lane's operand vector is at bit r*size of
//     its registers (LLVM's vector packing).
//   - C and D (AMDWmmaEncodingAttr::toLinearLayout, versions 2 and 3):
//     D[i][j] in lane j + 16*(i/8), element i%8 -- RDNA4's wave32 layout.
//   - The ops: Triton's WmmaGroup.cpp version-3 rows (f32, f16, bf16, fp8
//     and bf8 (OCP E4M3FN/E5M2), iu8 inputs); the f16/bf16-result forms of
//     the same inputs are taken to share their A/B layout (the same
//     register counts in LLVM) and RDNA4's 16-bit result packing.
//   Such a layout fixes the k order only up to one permutation shared by
//   A and B, which does not change a dense product.
//   - v_wmma_f32_16x16x128_f8f6f4 (matrix_a_fmt/matrix_b_fmt: 0 fp8, 1
//     bf8, 2 fp6, 3 bf6, 4 fp4, as LLVM's MATRIX_FMT names): element r of
//     a lane at bit r*width (8, 6 or 4), in the first 16, 12 or 8
//     registers of the operand (LLVM shrinks the builtin's 16-register
//     operands so), k = r%kw + kw*(l/16) + 2*kw*(r/kw) with kw 16 for the
//     8-bit formats and 32 for the 6- and 4-bit ones. That is what pins
//     how A and B of different widths meet: Triton's scaled WMMA
//     (convertScaledDot in third_party/amd/lib/TritonAMDGPUToLLVM/
//     DotOpToLLVM/WMMA.cpp: kWidth 64 elements per lane, dot operands of
//     kWidth 16 bytes, fp4 two to a byte, the lower k in the low nibble
//     (python/triton/tools/mxfp.py MXFP4Tensor.to_packed_tensor); its
//     test tritongpu_wmma_dot_scaled_to_llvm.mlir has an e2m1 x e4m3
//     case) and composable_kernel's scale_gfx125.hpp (amdgcn_mma layout
//     parameters kABKPerLane 64 and kAKNumAccess/kBKNumAccess 4 for
//     fp8/bf8, 2 for fp6/bf6/fp4 in every mixed pair: runs of 64/4 = 16
//     and 64/2 = 32 k, the two lane halves alternating).
//   - v_wmma_scale_f32_16x16x128_f8f6f4 and v_wmma_scale16_*: the same,
//     each element of A (B) times 2^(e-127), e the E8M0 byte of its block
//     of 32 k (16 for scale16) in the scale operand of its row (column);
//     see WMMAScale in mfma.go for the lanes and its sources. Only E8M0
//     scales (matrix_*_scale_fmt 0) run; E5M3/E4M3 fault as unimplemented.
//   - Not modelled (fault as unimplemented): the SWMMACs (exec/README.md,
//     "WMMA and SWMMAC", lists the sources checked and why none pins the
//     index layout) and the 32x16x128_f4 forms (no source gives the lanes
//     of A's 32 rows).
//   - v_wmma_bf16f32_16x16x32_bf16 (LLVM: bf16 A and B, f32 C, bf16 D):
//     A and B as v_wmma_f32_16x16x32_bf16, C in the f32 result layout, D
//     in the 16-bit one (CF32); the sum of C and the products rounded
//     once to bf16, as every WMMA here.
//   The modifiers as clang 22 sets them: its neg_a/neg_b arguments set
//   NEG and NEG_HI of the source for 16-bit inputs (both halves negated)
//   and NEG alone for f32 inputs; sgn_a/sgn_b set NEG for iu8; c_mod sets
//   NEG[2] (negate C) and NEG_HI[2] (absolute value).

// The wave32 A/B copies of RDNA3: the semantics reads the first (lanes
// 0-15); the ISA requires the others to hold the same values.

// rdna1250 is MatrixOp.RDNA for gfx1250's layouts.
const rdna1250 = 1250

type wmmaKey struct {
	op   isa.Op
	rdna int
	wave int
}

var wmmaOps = buildWMMAOps()

func buildWMMAOps() map[wmmaKey]*MatrixOp {
	type row struct {
		op       isa.Op
		k        int
		a, b, cd MatrixElem
		sparse   bool
		neg      bool
	}
	const (
		f32, f16, bf16, i32, iu8, iu4, fp8, bf8 = ElemF32, ElemF16, ElemBF16, ElemI32, ElemIU8, ElemIU4, ElemFP8, ElemBF8
	)
	common := []row{
		{isa.OpV_WMMA_F32_16X16X16_F16, 16, f16, f16, f32, false, true},
		{isa.OpV_WMMA_F32_16X16X16_BF16, 16, bf16, bf16, f32, false, true},
		{isa.OpV_WMMA_F16_16X16X16_F16, 16, f16, f16, f16, false, true},
		{isa.OpV_WMMA_BF16_16X16X16_BF16, 16, bf16, bf16, bf16, false, true},
		{isa.OpV_WMMA_I32_16X16X16_IU8, 16, iu8, iu8, i32, false, true},
		{isa.OpV_WMMA_I32_16X16X16_IU4, 16, iu4, iu4, i32, false, true},
	}
	gfx12 := []row{
		{isa.OpV_WMMA_I32_16X16X32_IU4, 32, iu4, iu4, i32, false, true},
		{isa.OpV_WMMA_F32_16X16X16_FP8_FP8, 16, fp8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X16_FP8_BF8, 16, fp8, bf8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X16_BF8_FP8, 16, bf8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X16_BF8_BF8, 16, bf8, bf8, f32, false, false},
		{isa.OpV_SWMMAC_F32_16X16X32_F16, 32, f16, f16, f32, true, true},
		{isa.OpV_SWMMAC_F32_16X16X32_BF16, 32, bf16, bf16, f32, true, true},
		{isa.OpV_SWMMAC_F16_16X16X32_F16, 32, f16, f16, f16, true, true},
		{isa.OpV_SWMMAC_BF16_16X16X32_BF16, 32, bf16, bf16, bf16, true, true},
		{isa.OpV_SWMMAC_I32_16X16X32_IU8, 32, iu8, iu8, i32, true, true},
		{isa.OpV_SWMMAC_I32_16X16X32_IU4, 32, iu4, iu4, i32, true, true},
		{isa.OpV_SWMMAC_I32_16X16X64_IU4, 64, iu4, iu4, i32, true, true},
		{isa.OpV_SWMMAC_F32_16X16X32_FP8_FP8, 32, fp8, fp8, f32, true, false},
		{isa.OpV_SWMMAC_F32_16X16X32_FP8_BF8, 32, fp8, bf8, f32, true, false},
		{isa.OpV_SWMMAC_F32_16X16X32_BF8_FP8, 32, bf8, fp8, f32, true, false},
		{isa.OpV_SWMMAC_F32_16X16X32_BF8_BF8, 32, bf8, bf8, f32, true, false},
	}
	gfx1250 := []row{
		{isa.OpV_WMMA_F32_16X16X4_F32, 4, f32, f32, f32, false, true},
		{isa.OpV_WMMA_F32_16X16X32_F16, 32, f16, f16, f32, false, true},
		{isa.OpV_WMMA_F32_16X16X32_BF16, 32, bf16, bf16, f32, false, true},
		{isa.OpV_WMMA_F16_16X16X32_F16, 32, f16, f16, f16, false, true},
		{isa.OpV_WMMA_BF16_16X16X32_BF16, 32, bf16, bf16, bf16, false, true},
		{isa.OpV_WMMA_BF16F32_16X16X32_BF16, 32, bf16, bf16, bf16, false, true}, // C f32 (CF32)
		{isa.OpV_WMMA_I32_16X16X64_IU8, 64, iu8, iu8, i32, false, true},
		{isa.OpV_WMMA_F32_16X16X64_FP8_FP8, 64, fp8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X64_FP8_BF8, 64, fp8, bf8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X64_BF8_FP8, 64, bf8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X64_BF8_BF8, 64, bf8, bf8, f32, false, false},
		{isa.OpV_WMMA_F16_16X16X64_FP8_FP8, 64, fp8, fp8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X64_FP8_BF8, 64, fp8, bf8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X64_BF8_FP8, 64, bf8, fp8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X64_BF8_BF8, 64, bf8, bf8, f16, false, false},
		{isa.OpV_WMMA_F32_16X16X128_FP8_FP8, 128, fp8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X128_FP8_BF8, 128, fp8, bf8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X128_BF8_FP8, 128, bf8, fp8, f32, false, false},
		{isa.OpV_WMMA_F32_16X16X128_BF8_BF8, 128, bf8, bf8, f32, false, false},
		{isa.OpV_WMMA_F16_16X16X128_FP8_FP8, 128, fp8, fp8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X128_FP8_BF8, 128, fp8, bf8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X128_BF8_FP8, 128, bf8, fp8, f16, false, false},
		{isa.OpV_WMMA_F16_16X16X128_BF8_BF8, 128, bf8, bf8, f16, false, false},
		// matrix_a_fmt/matrix_b_fmt pick the formats (Formats).
		{isa.OpV_WMMA_F32_16X16X128_F8F6F4, 128, fp8, fp8, f32, false, false},
		{isa.OpV_WMMA_SCALE_F32_16X16X128_F8F6F4, 128, fp8, fp8, f32, false, false},
		{isa.OpV_WMMA_SCALE16_F32_16X16X128_F8F6F4, 128, fp8, fp8, f32, false, false},
	}
	ops := map[wmmaKey]*MatrixOp{}
	add := func(rdna int, rows []row) {
		waves := []int{32, 64}
		if rdna == rdna1250 {
			waves = waves[:1]
		}
		for _, r := range rows {
			scaleK := 0
			switch r.op {
			case isa.OpV_WMMA_SCALE_F32_16X16X128_F8F6F4:
				scaleK = 32
			case isa.OpV_WMMA_SCALE16_F32_16X16X128_F8F6F4:
				scaleK = 16
			}
			for _, wave := range waves {
				ops[wmmaKey{r.op, rdna, wave}] = &MatrixOp{
					Name: r.op.String(), M: 16, N: 16, K: r.k, Blocks: 1, A: r.a, B: r.b, CD: r.cd,
					Sparse: r.sparse, RDNA: rdna, Wave: wave, NegMods: r.neg,
					F8F6F4: r.op == isa.OpV_WMMA_F32_16X16X128_F8F6F4 || scaleK != 0,
					Scaled: scaleK != 0, ScaleK: scaleK,
					CF32:   r.op == isa.OpV_WMMA_BF16F32_16X16X32_BF16,
					OpSelD: rdna == 11 && r.cd.Bits() == 16,
				}
			}
		}
	}
	add(11, common)
	add(12, common)
	add(12, gfx12)
	add(rdna1250, gfx1250)
	return ops
}

// MatrixOpFor returns the shape and layout of matrix instruction op on a
// processor of generation gen running waves of wave lanes, or nil when
// the generation has no such instruction.
func MatrixOpFor(op isa.Op, gen isa.Generation, wave int) *MatrixOp {
	if mo := matrixOps[op]; mo != nil {
		if gen >= isa.GenGFX10 {
			return nil
		}
		return mo
	}
	rdna := 0
	switch gen {
	case isa.GenGFX11:
		rdna = 11
	case isa.GenGFX12:
		rdna = 12
	case isa.GenGFX1250:
		rdna = rdna1250
	default:
		return nil
	}
	if wave != 32 {
		wave = 64
	}
	return wmmaOps[wmmaKey{op, rdna, wave}]
}

// Generation names the RDNA generation whose layout a WMMA/SWMMAC row
// follows ("RDNA3", "RDNA4", "GFX12.5"); "" for an MFMA.
func (op *MatrixOp) Generation() string {
	switch op.RDNA {
	case 11:
		return "RDNA3"
	case 12:
		return "RDNA4"
	case rdna1250:
		return "GFX12.5"
	}
	return ""
}

// IsWMMA reports whether op is a WMMA or SWMMAC of some RDNA generation.
func IsWMMA(op isa.Op) bool {
	return wmmaOps[wmmaKey{op, 12, 32}] != nil || wmmaOps[wmmaKey{op, 11, 32}] != nil || wmmaOps[wmmaKey{op, rdna1250, 32}] != nil
}

// wmmaInputLoc is where element k of row (A) or column (B) outer is; for
// a sparse A, k is the stored column.
func (op *MatrixOp) wmmaInputLoc(isA bool, outer, k, bits int) Loc {
	d := op.A.Bits()
	if !isA {
		d = op.B.Bits()
	}
	if op.F8F6F4 {
		d = bits // the format matrix_a_fmt/matrix_b_fmt picks
	}
	if op.RDNA == 11 {
		return Loc{Lane: outer, Bit: k * d, Bits: d}
	}
	if op.RDNA == rdna1250 { // Triton's WMMA v3 dot-operand layout
		kw := 8
		switch {
		case d == 32:
			kw = 2
		case op.F8F6F4 && d == 8:
			kw = 16 // 16 bytes (Triton's scaled kWidth; CK's K0)
		case op.F8F6F4:
			kw = 32 // 16 fp4 bytes; fp6 as CK (K0 = 64 / kAKNumAccess 2)
		}
		return Loc{Lane: outer + 16*(k/kw%2), Bit: (k%kw + k/(2*kw)*kw) * d, Bits: d}
	}
	if isA && op.Sparse {
		// Stored column kc holds element kc%2 of the pair kept from the
		// group of dense columns 4*(kc/2) .. 4*(kc/2)+3.
		e, dk := k%2, k/2*4
		reg, base := op.gfx12Reg(true, dk)
		return Loc{Lane: op.gfx12Lane(true, outer, dk), Bit: reg*32 + base + e*d, Bits: d}
	}
	reg, base := op.gfx12Reg(isA, k)
	return Loc{Lane: op.gfx12Lane(isA, outer, k), Bit: reg*32 + base, Bits: d}
}

// gfx12Reg is the calculator's InstCalcGfx12.__get_input_reg: the
// register (from the operand's first) and first bit of dense column k of
// A (isA) or row k of B. For a sparse A it is the start of the two stored
// elements of k's group of four.
func (op *MatrixOp) gfx12Reg(isA bool, k int) (reg, base int) {
	d, K, w32 := op.A.Bits(), op.K, op.Wave == 32
	switch {
	case op.Sparse && isA:
		switch {
		case w32 && d == 16:
			reg = 2*(k/16) + k/4%2
		case w32 && d == 8:
			reg = k / 8 % 2
		case w32 && K == 64:
			reg = k / 16 % 2
		case !w32 && d == 16:
			reg = k / 4 % 2
		}
		if d != 16 {
			base = 2 * d * (k / 4 % (16 / d))
		}
		return reg, base
	case op.Sparse:
		switch {
		case w32 && d == 16:
			reg = 4*(k/16) + k/2%4
		case w32 && d == 8:
			reg = k / 4 % 4
		case w32 && K == 32:
			reg = k / 8 % 2
		case w32:
			reg = k / 8 % 4
		case d == 16:
			reg = k / 2 % 4
		case d == 8:
			reg = k / 4 % 2
		case K != 32:
			reg = k / 8 % 2
		}
	default:
		switch {
		case w32 && d == 16:
			reg = 2*(k/8) + k/2%2
		case w32 && d == 8:
			reg = k / 4 % 2
		case w32 && K == 32:
			reg = k / 8 % 2
		case !w32 && d == 16:
			reg = k / 2 % 2
		}
	}
	return reg, d * (k % (32 / d))
}

// gfx12Lane is the calculator's InstCalcGfx12.__get_input_lane: the lane
// of row (A, and the sparse index) or column (B) i, dense k.
func (op *MatrixOp) gfx12Lane(isA bool, i, k int) int {
	d, K, w32 := op.A.Bits(), op.K, op.Wave == 32
	if op.Sparse {
		switch {
		case w32 && d == 16:
			return 16*(k/8%2) + i
		case w32 && (d == 8 || K == 32):
			return 16*(k/16) + i
		case w32:
			return 16*(k/32) + i
		case d == 16:
			return 16*(k/8) + i
		case d == 8 || K == 32:
			if d == 4 && isA {
				return 16*(k/16) + i // only 32 of the 64 lanes
			}
			return 32*(k/8%2) + 16*(k/16) + i
		}
		return 32*(k/16%2) + 16*(k/32) + i
	}
	switch {
	case w32 && d == 16:
		return 16*(k/4%2) + i
	case w32 && (d == 8 || K == 16):
		return 16*(k/8) + i
	case w32:
		return 16*(k/16) + i
	case d == 16:
		return 32*(k/8%2) + 16*(k/4%2) + i
	case d == 8:
		return 32*(k/4%2) + 16*(k/8%2) + i
	case K == 16:
		return 16*(k/8) + i // only 32 of the 64 lanes
	}
	return 32*(k/8%2) + 16*(k/16%2) + i
}

// wmmaOutputLoc is where C[i][j] and D[i][j] are (for RDNA3's 16-bit
// results the low half; CDLocMods moves it to the half OPSEL selects).
// gfx1250 uses RDNA4's wave32 layout.
func (op *MatrixOp) wmmaOutputLoc(i, j int) Loc {
	return op.wmmaOutputLocBits(i, j, op.CD.Bits())
}

// wmmaOutputLocBits is wmmaOutputLoc for elements of d bits.
func (op *MatrixOp) wmmaOutputLocBits(i, j, d int) Loc {
	if op.RDNA == 11 {
		rps := op.Wave / 16 // rows side by side in one register
		return Loc{Lane: 16*(i%rps) + j, Bit: i / rps * 32, Bits: d}
	}
	if op.Wave == 32 {
		if d == 32 {
			return Loc{Lane: 16*(i/8) + j, Bit: i % 8 * 32, Bits: 32}
		}
		return Loc{Lane: 16*(i/8) + j, Bit: i/2%4*32 + 16*(i%2), Bits: 16}
	}
	lane := 32*(i/4%2) + 16*(i/8) + j
	if d == 32 {
		return Loc{Lane: lane, Bit: i % 4 * 32, Bits: 32}
	}
	return Loc{Lane: lane, Bit: i/2%2*32 + 16*(i%2), Bits: 16}
}

// CDLocMods is CDLoc under the modifiers: RDNA3's 16-bit results (and C)
// live in the high halves when OPSEL[2] is set.
func (op *MatrixOp) CDLocMods(i, j, b int, m MatrixMods) Loc {
	l := op.CDLoc(i, j, b)
	if op.OpSelD && m.OpSel&4 != 0 {
		l.Bit += 16
	}
	return l
}

// CElem is the format of C: CD's, except v_wmma_bf16f32's f32 C.
func (op *MatrixOp) CElem() MatrixElem {
	if op.CF32 {
		return ElemF32
	}
	return op.CD
}

// CLocMods is where C[i][j] of block b is under the modifiers: CDLocMods,
// except for an f32 C of 16-bit results (CF32), which lives where an f32
// result would.
func (op *MatrixOp) CLocMods(i, j, b int, m MatrixMods) Loc {
	if op.CF32 {
		return op.wmmaOutputLocBits(i, j, 32)
	}
	return op.CDLocMods(i, j, b, m)
}

// gfx12IndexBit is the first bit of the 4-bit compression-index field of
// dense column k's group in the index VGPR (calculator
// __get_compression_bits and _get_num_compression_bit_offset).
func (op *MatrixOp) gfx12IndexBit(k int, opsel int) int {
	d, K, w32 := op.A.Bits(), op.K, op.Wave == 32
	var base, sets int
	switch {
	case w32 && d == 16:
		base, sets = 8*(k/16)+4*(k/4%2), 2
	case w32 && (d == 8 || K == 32):
		base, sets = 4*(k/4%4), 2
	case w32:
		base, sets = 4*(k/4%8), 1
	case d == 8 || d == 16:
		base, sets = 4*(k/4%2), 4
	default:
		base, sets = 4*(k/4%4), 2
	}
	return base + opsel%sets*(32/sets)
}

// IndexSets is the number of compression-index sets OPSEL can pick from
// (RDNA4 SWMMAC; 0 for others).
func (op *MatrixOp) IndexSets() int {
	if op.RDNA != 12 || !op.Sparse {
		return 0
	}
	if op.Wave == 32 {
		if op.A.Bits() == 4 && op.K == 64 {
			return 1
		}
		return 2
	}
	if op.A.Bits() >= 8 {
		return 4
	}
	return 2
}

// wmmaSparseK is the dense column of stored column kc (RDNA4 SWMMAC):
// the two stored elements of a group of four dense columns have their
// positions (2 bits each, the first element's in the low bits) in the
// group's 4-bit field of the index VGPR.
func (op *MatrixOp) wmmaSparseK(kc int, idx uint32, m MatrixMods, _ int) int {
	g, e := kc/2, kc%2
	bit := op.gfx12IndexBit(4*g, m.OpSel) + 2*e
	return 4*g + int(idx>>bit)&3
}

// wmmaRegisters is the number of VGPRs an operand spans ("A", "B", "CD";
// "C" for C alone) with A and B in formats a and b.
func (op *MatrixOp) wmmaRegisters(which string, a, b MatrixElem) int {
	lanes := op.Wave
	if op.RDNA == 11 {
		lanes = 16 // every 16-lane group holds the whole matrix
	}
	ceil := func(bits int) int { return max(1, (bits+lanes*32-1)/(lanes*32)) }
	switch which {
	case "A":
		return ceil(16 * op.StoredK() * a.Bits())
	case "B":
		return ceil(16 * op.K * b.Bits())
	}
	if op.RDNA == 11 {
		return 16 * 16 * 32 / (op.Wave * 32)
	}
	if which == "C" {
		return ceil(16 * 16 * op.CElem().Bits())
	}
	return ceil(16 * 16 * op.CD.Bits())
}
