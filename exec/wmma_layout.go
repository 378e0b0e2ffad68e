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

// The wave32 A/B copies of RDNA3: the semantics reads the first (lanes
// 0-15); the ISA requires the others to hold the same values.

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
	ops := map[wmmaKey]*MatrixOp{}
	add := func(rdna int, rows []row) {
		for _, r := range rows {
			for _, wave := range []int{32, 64} {
				ops[wmmaKey{r.op, rdna, wave}] = &MatrixOp{
					Name: r.op.String(), M: 16, N: 16, K: r.k, Blocks: 1, A: r.a, B: r.b, CD: r.cd,
					Sparse: r.sparse, RDNA: rdna, Wave: wave, NegMods: r.neg,
					OpSelD: rdna == 11 && r.cd.Bits() == 16,
				}
			}
		}
	}
	add(11, common)
	add(12, common)
	add(12, gfx12)
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
	default:
		return nil
	}
	if wave != 32 {
		wave = 64
	}
	return wmmaOps[wmmaKey{op, rdna, wave}]
}

// IsWMMA reports whether op is a WMMA or SWMMAC of some RDNA generation.
func IsWMMA(op isa.Op) bool {
	return wmmaOps[wmmaKey{op, 12, 32}] != nil || wmmaOps[wmmaKey{op, 11, 32}] != nil
}

// wmmaInputLoc is where element k of row (A) or column (B) outer is; for
// a sparse A, k is the stored column.
func (op *MatrixOp) wmmaInputLoc(isA bool, outer, k, _ int) Loc {
	d := op.A.Bits()
	if !isA {
		d = op.B.Bits()
	}
	if op.RDNA == 11 {
		return Loc{Lane: outer, Bit: k * d, Bits: d}
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
func (op *MatrixOp) wmmaOutputLoc(i, j int) Loc {
	d := op.CD.Bits()
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

// wmmaRegisters is the number of VGPRs an operand spans ("A", "B", "CD").
func (op *MatrixOp) wmmaRegisters(which string) int {
	lanes := op.Wave
	if op.RDNA == 11 {
		lanes = 16 // every 16-lane group holds the whole matrix
	}
	ceil := func(bits int) int { return max(1, (bits+lanes*32-1)/(lanes*32)) }
	switch which {
	case "A":
		return ceil(16 * op.StoredK() * op.A.Bits())
	case "B":
		return ceil(16 * op.K * op.B.Bits())
	}
	if op.RDNA == 11 {
		return 16 * 16 * 32 / (op.Wave * 32)
	}
	return ceil(16 * 16 * op.CD.Bits())
}
