package exec

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Matrix instruction layouts (MFMA and SMFMAC of gfx908, gfx90a, gfx940,
// gfx942, gfx950): which lane and which bits of which register hold each
// element A[i][k], B[k][j], C[i][j] and D[i][j] of each block. One table
// (matrixOps) and the three functions ALoc, BLoc and CDLoc serve the
// semantics (mfma.go), the debugger's `info matrix` and the tests.
//
// Sources of the formulas, all from AMD's matrix instruction calculator
// (github.com/ROCm/amd_matrix_instruction_calculator, matrix_calculator.py,
// commit 2ef9189), class InstCalcGfx9, which covers CDNA1-3:
//   - inputs (A, B, sparse A): __get_input_reg_lanes: a lane holds
//     kpl = K / (64 / (M*B)) consecutive k of one row (A) or column (B);
//     lane = b*M + (k / kpl)*M*B + i, element k % kpl packed from bit 0 of
//     the operand's first register on (_get_reg_name);
//   - outputs (C, D): __get_output_reg_lanes: 32-bit results in groups of
//     4 rows (1 row for 64-bit) by N lanes; see CDLoc;
//   - CBSZ/ABID: _get_cbsz_abid_transformed_block: block b of the product
//     reads A from block (b / 2^CBSZ) * 2^CBSZ + ABID;
//   - BLGP: _get_blgp_transformed_lane: the lane pattern by which B is read;
//   - which ops honour CBSZ/ABID and BLGP: the calculator's per-instruction
//     'cbsz_abid' and 'blgp' flags (dict_insts, cdna1-cdna3);
//   - 4:2 sparse A (smfmac): K is halved for the stored A, and the
//     compression index of stored element e of a lane is the 2-bit field
//     at bit 2*e of the index VGPR, shifted by ABID sets when CBSZ is 0
//     (_get_reg_name with compression_index).
// The calculator has no CDNA4 (gfx950) table: the gfx950 additions
// (16x16x32/32x32x16 f16 and bf16, 16x16x64/32x32x32 i8, the f8f6f4 and
// the wider smfmac forms) use the same formulas with their M, N, K, which
// is what their operand widths in LLVM's tables (f16x8, i8x16, 8/6/4
// dwords of f8f6f4) require; CBSZ/ABID/BLGP are not applied to them
// except as the f8f6f4 formats and the sparse index set.

// MatrixElem is the number format of a matrix element.
type MatrixElem uint8

// Element formats. FP8 and BF8 are the FNUZ formats on gfx940/gfx942 and
// the OCP ones (E4M3FN, E5M2) on gfx950; FP6 (E2M3), BF6 (E3M2) and FP4
// (E2M1) are gfx950's OCP MX formats.
const (
	ElemF32 MatrixElem = iota
	ElemF16
	ElemBF16
	ElemI8
	ElemF64
	ElemXF32
	ElemFP8
	ElemBF8
	ElemFP6
	ElemBF6
	ElemFP4
	ElemI32
	ElemIU8 // WMMA: 8-bit integer, signed or unsigned by the NEG bits
	ElemIU4 // WMMA: 4-bit integer, signed or unsigned by the NEG bits
)

var elemNames = [...]string{"f32", "f16", "bf16", "i8", "f64", "xf32", "fp8", "bf8", "fp6", "bf6", "fp4", "i32", "iu8", "iu4"}

func (e MatrixElem) String() string {
	if int(e) < len(elemNames) {
		return elemNames[e]
	}
	return fmt.Sprintf("elem(%d)", uint8(e))
}

// Bits is the size of one element in a register.
func (e MatrixElem) Bits() int {
	switch e {
	case ElemF16, ElemBF16:
		return 16
	case ElemI8, ElemFP8, ElemBF8, ElemIU8:
		return 8
	case ElemF64:
		return 64
	case ElemFP6, ElemBF6:
		return 6
	case ElemFP4, ElemIU4:
		return 4
	}
	return 32
}

// Integer reports whether the format is an integer.
func (e MatrixElem) Integer() bool {
	return e == ElemI8 || e == ElemI32 || e == ElemIU8 || e == ElemIU4
}

// f8f6f4Formats maps the CBSZ (A) and BLGP (B) fields of gfx950's f8f6f4
// MFMAs to their operand formats (LLVM AMDGPU MFMA F8F6F4 "cbsz/blgp
// select the format": 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4).
var f8f6f4Formats = [...]MatrixElem{ElemFP8, ElemBF8, ElemFP6, ElemBF6, ElemFP4}

// MatrixOp is the shape of a matrix instruction: D = A*B + C in Blocks
// independent blocks, A M x K, B K x N, C and D M x N.
type MatrixOp struct {
	Name        string
	M, N, K     int
	Blocks      int
	A, B, CD    MatrixElem
	Sparse      bool // smfmac: A is 4:2 sparse, C is vdst, src2 holds the indices
	F8F6F4      bool // gfx950: CBSZ and BLGP give the formats of A and B (gfx1250: matrix_a_fmt, matrix_b_fmt)
	Scaled      bool // gfx950 v_mfma_scale_*, gfx1250 v_wmma_scale*: E8M0 scales per block of k
	ScaleK      int  // gfx1250 v_wmma_scale*: the k one scale covers (32; 16 for scale16)
	Broadcast   bool // CBSZ/ABID broadcast blocks of A
	LanePattern bool // BLGP selects the lanes B is read from
	Neg         bool // gfx940+ f64: the BLGP field negates A, B, C (bits 0, 1, 2)
	// WMMA and SWMMAC (wmma_layout.go): RDNA is 11 (RDNA3 layouts) or 12
	// (RDNA4), 0 for MFMA; Wave the wave size the layout is for (64 for
	// MFMA); OpSelD: the 16-bit results go to the register half OPSEL[2]
	// picks (RDNA3); NegMods: NEG/NEG_HI negate the float inputs (or, for
	// the integer ops, make A and B signed).
	RDNA, Wave int
	OpSelD     bool
	NegMods    bool
	// CF32: C is f32 while D is CD (gfx1250's v_wmma_bf16f32: bf16 D).
	CF32 bool
}

// Mods are the modifier fields of one matrix instruction.
type MatrixMods struct {
	CBSZ, ABID, BLGP int
	// WMMA/SWMMAC: the op_sel, neg_lo and neg_hi bits of src0, src1,
	// src2 (bit n for srcn) and clamp. op_sel bit 2 picks the half of
	// RDNA3's 16-bit results; on RDNA4's SWMMAC op_sel (index_key) picks
	// the set of compression indices.
	OpSel, NegLo, NegHi int
	Clamp               bool
}

// Formats returns the formats of A and B under the modifiers (the f8f6f4
// forms take them from CBSZ and BLGP).
func (op *MatrixOp) Formats(m MatrixMods) (a, b MatrixElem, err error) {
	if !op.F8F6F4 {
		return op.A, op.B, nil
	}
	if op.RDNA != 0 {
		if m.CBSZ >= len(f8f6f4Formats) || m.BLGP >= len(f8f6f4Formats) {
			return 0, 0, fmt.Errorf("%s: matrix_a_fmt:%d matrix_b_fmt:%d select no format (0-4)", op.Name, m.CBSZ, m.BLGP)
		}
		return f8f6f4Formats[m.CBSZ], f8f6f4Formats[m.BLGP], nil
	}
	if m.CBSZ >= len(f8f6f4Formats) || m.BLGP >= len(f8f6f4Formats) {
		return 0, 0, fmt.Errorf("%s: cbsz:%d blgp:%d select no format (0-4)", op.Name, m.CBSZ, m.BLGP)
	}
	return f8f6f4Formats[m.CBSZ], f8f6f4Formats[m.BLGP], nil
}

// StoredK is the number of k columns of A the registers hold (K/2 for
// 4:2 sparse A).
func (op *MatrixOp) StoredK() int {
	if op.Sparse {
		return op.K / 2
	}
	return op.K
}

// Loc is where an element lives: Lane, and Bit, its first bit counted from
// bit 0 of the operand's first register (so register Bit/32, bit Bit%32;
// an fp6 element can straddle two registers). Bits is its size.
type Loc struct {
	Lane, Bit, Bits int
}

// Reg is the register (offset from the operand's first) holding the
// element's first bit.
func (l Loc) Reg() int { return l.Bit / 32 }

// inputLoc is the calculator's __get_input_reg_lanes: element (i, k) of
// block b of an input with outer dimension m, inner kk, blocks nb.
func inputLoc(m, kk, nb, i, k, b, bits int) Loc {
	kpl := kk / (64 / (m * nb)) // consecutive k one lane holds
	return Loc{Lane: b*m + (k/kpl)*m*nb + i, Bit: (k % kpl) * bits, Bits: bits}
}

// ALoc is where A[i][k] of block b is stored (k < StoredK(); for sparse A
// the stored column, see SparseK). bits is the A format's size.
func (op *MatrixOp) ALoc(i, k, b, bits int) Loc {
	if op.RDNA != 0 {
		return op.wmmaInputLoc(true, i, k, bits)
	}
	return inputLoc(op.M, op.StoredK(), op.Blocks, i, k, b, bits)
}

// BLoc is where B[k][j] of block b is stored.
func (op *MatrixOp) BLoc(k, j, b, bits int) Loc {
	if op.RDNA != 0 {
		return op.wmmaInputLoc(false, j, k, bits)
	}
	return inputLoc(op.N, op.K, op.Blocks, j, k, b, bits)
}

// CDLoc is where C[i][j] and D[i][j] of block b are (calculator
// __get_output_reg_lanes): 32-bit results fill 4 registers (one for
// 64-bit) by N lanes per row group, 64/N row groups side by side in the
// lanes, then the next registers.
func (op *MatrixOp) CDLoc(i, j, b int) Loc {
	if op.RDNA != 0 {
		return op.wmmaOutputLoc(i, j)
	}
	m, n := op.M, op.N
	h := 4 // rows of a group (registers)
	if op.CD == ElemF64 {
		h = 1
	}
	groups := 64 / n                           // row groups side by side in one register
	bpr := (64 + m*n/h - 1) / (m * n / h)      // blocks per register (ceil)
	reg := b*(m*n/64) + i/(h*groups)*h + i%h   // element slot (64-bit slots for f64)
	lane := (b%bpr)*n + (i/h)%groups*bpr*n + j // lane
	bits := op.CD.Bits()
	return Loc{Lane: lane, Bit: reg * bits, Bits: bits}
}

// SourceABlock is the block of A that block b's product reads under
// CBSZ/ABID (calculator _get_cbsz_abid_transformed_block).
func (op *MatrixOp) SourceABlock(b int, m MatrixMods) int {
	if !op.Broadcast || m.CBSZ == 0 {
		return b
	}
	n := 1 << m.CBSZ
	return b/n*n + m.ABID
}

// SourceBLane is the lane whose B value lane l's position reads under BLGP
// (calculator _get_blgp_transformed_lane).
func (op *MatrixOp) SourceBLane(l int, m MatrixMods) int {
	if !op.LanePattern {
		return l
	}
	switch m.BLGP {
	case 1: // broadcast the first 32 lanes
		return l % 32
	case 2: // broadcast the second 32 lanes
		return l%32 + 32
	case 3: // rotate down by 16
		return (l + 16) % 64
	case 4, 5, 6, 7: // broadcast one group of 16 lanes
		return l%16 + 16*(m.BLGP-4)
	}
	return l
}

// SparseK is the column of the dense A that stored column kc of row i
// holds, from the compression index idx (the lane's index VGPR value):
// each pair of stored values comes from one group of four columns, and
// 2-bit fields of idx, from bit 2*(stored element within the lane) on,
// name their positions. CBSZ 0 lets ABID pick the set of fields
// (calculator _get_reg_name, compression_index).
func (op *MatrixOp) SparseK(kc int, idx uint32, m MatrixMods, bits int) int {
	if op.RDNA != 0 {
		return op.wmmaSparseK(kc, idx, m, bits)
	}
	kpl := op.StoredK() / (64 / (op.M * op.Blocks)) // stored elements per lane
	e := kc % kpl
	shift := 2 * e
	if m.CBSZ == 0 {
		shift += 2 * kpl * m.ABID
	}
	pos := 0
	if shift < 32 {
		pos = int(idx>>shift) & 3
	}
	return kc/2*4 + pos
}

// SparseIndexLane is the lane whose index VGPR holds stored column kc of
// row i (the lane of the stored element).
func (op *MatrixOp) SparseIndexLane(i, kc int) int {
	return op.ALoc(i, kc, 0, 8).Lane
}

// Registers returns how many 32-bit registers an operand of the op spans
// with the given element format: "A", "B" or "CD" ("C" for C alone, which
// differs from D for gfx1250's v_wmma_bf16f32).
func (op *MatrixOp) Registers(which string, a, b MatrixElem) int {
	if op.RDNA != 0 {
		return op.wmmaRegisters(which, a, b)
	}
	switch which {
	case "A":
		return op.M * op.StoredK() * op.Blocks * a.Bits() / 64 / 32
	case "B":
		return op.N * op.K * op.Blocks * b.Bits() / 64 / 32
	}
	return op.M * op.N * op.Blocks * op.CD.Bits() / 64 / 32
}

// matrixOps is the table of matrix instructions, by operation. Shapes
// follow the mnemonics; the blocks of the old names without a _Nb suffix
// follow from the destination's width (M*N*B = 64 * dwords), as the
// calculator's 'blocks' field lists them. Broadcast and LanePattern are
// the calculator's 'cbsz_abid' and 'blgp' flags.
var matrixOps = buildMatrixOps()

// The flags of the rows below.
const (
	mxBcast  = 1 << iota // CBSZ/ABID
	mxBLGP               // BLGP lane patterns
	mxSparse             // smfmac
	mxNeg                // f64 negation in the BLGP field
	mxF8F6F4
	mxScaled
)

// buildMatrixOps makes matrixOps (a variable initialiser, so the table
// exists before any init function registers semantics from it).
func buildMatrixOps() map[isa.Op]*MatrixOp {
	ops := map[isa.Op]*MatrixOp{}
	type row struct {
		op       isa.Op
		m, n, k  int
		blocks   int
		a, b, cd MatrixElem
		flags    int
	}
	const (
		f32, f16, bf16, i8, f64, xf32 = ElemF32, ElemF16, ElemBF16, ElemI8, ElemF64, ElemXF32
		fp8, bf8, i32                 = ElemFP8, ElemBF8, ElemI32
		bb                            = mxBcast | mxBLGP
	)
	rows := []row{
		// gfx908 and gfx90a (CDNA1, CDNA2)
		{isa.OpV_MFMA_F32_32X32X1F32, 32, 32, 1, 2, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_16X16X1F32, 16, 16, 1, 4, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_4X4X1F32, 4, 4, 1, 16, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_32X32X2F32, 32, 32, 2, 1, f32, f32, f32, mxBLGP},
		{isa.OpV_MFMA_F32_16X16X4F32, 16, 16, 4, 1, f32, f32, f32, mxBLGP},
		{isa.OpV_MFMA_F32_32X32X4F16, 32, 32, 4, 2, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_16X16X4F16, 16, 16, 4, 4, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_4X4X4F16, 4, 4, 4, 16, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_32X32X8F16, 32, 32, 8, 1, f16, f16, f32, mxBLGP},
		{isa.OpV_MFMA_F32_16X16X16F16, 16, 16, 16, 1, f16, f16, f32, mxBLGP},
		{isa.OpV_MFMA_I32_32X32X4I8, 32, 32, 4, 2, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_16X16X4I8, 16, 16, 4, 4, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_4X4X4I8, 4, 4, 4, 16, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_32X32X8I8, 32, 32, 8, 1, i8, i8, i32, mxBLGP},
		{isa.OpV_MFMA_I32_16X16X16I8, 16, 16, 16, 1, i8, i8, i32, mxBLGP},
		{isa.OpV_MFMA_F32_32X32X2BF16, 32, 32, 2, 2, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_16X16X2BF16, 16, 16, 2, 4, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_4X4X2BF16, 4, 4, 2, 16, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_32X32X4BF16, 32, 32, 4, 1, bf16, bf16, f32, mxBLGP},
		{isa.OpV_MFMA_F32_16X16X8BF16, 16, 16, 8, 1, bf16, bf16, f32, mxBLGP},
		// gfx90a
		{isa.OpV_MFMA_F32_32X32X4BF16_1K, 32, 32, 4, 2, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_16X16X4BF16_1K, 16, 16, 4, 4, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_4X4X4BF16_1K, 4, 4, 4, 16, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_32X32X8BF16_1K, 32, 32, 8, 1, bf16, bf16, f32, mxBLGP},
		{isa.OpV_MFMA_F32_16X16X16BF16_1K, 16, 16, 16, 1, bf16, bf16, f32, mxBLGP},
		{isa.OpV_MFMA_F64_16X16X4F64, 16, 16, 4, 1, f64, f64, f64, 0},
		{isa.OpV_MFMA_F64_4X4X4F64, 4, 4, 4, 4, f64, f64, f64, 0},
		// gfx940, gfx942 (CDNA3); gfx950 keeps all but xf32
		{isa.OpV_MFMA_F32_16X16X8_XF32, 16, 16, 8, 1, xf32, xf32, f32, 0},
		{isa.OpV_MFMA_F32_32X32X4_XF32, 32, 32, 4, 1, xf32, xf32, f32, 0},
		{isa.OpV_MFMA_F32_32X32X1_2B_F32, 32, 32, 1, 2, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_16X16X1_4B_F32, 16, 16, 1, 4, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_4X4X1_16B_F32, 4, 4, 1, 16, f32, f32, f32, bb},
		{isa.OpV_MFMA_F32_32X32X2_F32, 32, 32, 2, 1, f32, f32, f32, mxBLGP},
		{isa.OpV_MFMA_F32_16X16X4_F32, 16, 16, 4, 1, f32, f32, f32, mxBLGP},
		{isa.OpV_MFMA_F32_32X32X4_2B_F16, 32, 32, 4, 2, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_16X16X4_4B_F16, 16, 16, 4, 4, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_4X4X4_16B_F16, 4, 4, 4, 16, f16, f16, f32, bb},
		{isa.OpV_MFMA_F32_32X32X8_F16, 32, 32, 8, 1, f16, f16, f32, 0},
		{isa.OpV_MFMA_F32_16X16X16_F16, 16, 16, 16, 1, f16, f16, f32, 0},
		{isa.OpV_MFMA_I32_32X32X4_2B_I8, 32, 32, 4, 2, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_16X16X4_4B_I8, 16, 16, 4, 4, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_4X4X4_16B_I8, 4, 4, 4, 16, i8, i8, i32, bb},
		{isa.OpV_MFMA_I32_32X32X16_I8, 32, 32, 16, 1, i8, i8, i32, 0},
		{isa.OpV_MFMA_I32_16X16X32_I8, 16, 16, 32, 1, i8, i8, i32, 0},
		{isa.OpV_MFMA_F32_32X32X4_2B_BF16, 32, 32, 4, 2, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_16X16X4_4B_BF16, 16, 16, 4, 4, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_4X4X4_16B_BF16, 4, 4, 4, 16, bf16, bf16, f32, bb},
		{isa.OpV_MFMA_F32_32X32X8_BF16, 32, 32, 8, 1, bf16, bf16, f32, 0},
		{isa.OpV_MFMA_F32_16X16X16_BF16, 16, 16, 16, 1, bf16, bf16, f32, 0},
		{isa.OpV_MFMA_F64_16X16X4_F64, 16, 16, 4, 1, f64, f64, f64, mxNeg},
		{isa.OpV_MFMA_F64_4X4X4_4B_F64, 4, 4, 4, 4, f64, f64, f64, mxNeg},
		{isa.OpV_MFMA_F32_16X16X32_BF8_BF8, 16, 16, 32, 1, bf8, bf8, f32, 0},
		{isa.OpV_MFMA_F32_16X16X32_BF8_FP8, 16, 16, 32, 1, bf8, fp8, f32, 0},
		{isa.OpV_MFMA_F32_16X16X32_FP8_BF8, 16, 16, 32, 1, fp8, bf8, f32, 0},
		{isa.OpV_MFMA_F32_16X16X32_FP8_FP8, 16, 16, 32, 1, fp8, fp8, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_BF8_BF8, 32, 32, 16, 1, bf8, bf8, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_BF8_FP8, 32, 32, 16, 1, bf8, fp8, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_FP8_BF8, 32, 32, 16, 1, fp8, bf8, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_FP8_FP8, 32, 32, 16, 1, fp8, fp8, f32, 0},
		{isa.OpV_SMFMAC_F32_16X16X32_F16, 16, 16, 32, 1, f16, f16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X16_F16, 32, 32, 16, 1, f16, f16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X32_BF16, 16, 16, 32, 1, bf16, bf16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X16_BF16, 32, 32, 16, 1, bf16, bf16, f32, mxSparse},
		{isa.OpV_SMFMAC_I32_16X16X64_I8, 16, 16, 64, 1, i8, i8, i32, mxSparse},
		{isa.OpV_SMFMAC_I32_32X32X32_I8, 32, 32, 32, 1, i8, i8, i32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X64_BF8_BF8, 16, 16, 64, 1, bf8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X64_BF8_FP8, 16, 16, 64, 1, bf8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X64_FP8_BF8, 16, 16, 64, 1, fp8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X64_FP8_FP8, 16, 16, 64, 1, fp8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_BF8_BF8, 32, 32, 32, 1, bf8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_BF8_FP8, 32, 32, 32, 1, bf8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_FP8_BF8, 32, 32, 32, 1, fp8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_FP8_FP8, 32, 32, 32, 1, fp8, fp8, f32, mxSparse},
		// gfx950 (CDNA4) additions
		{isa.OpV_MFMA_F32_16X16X32_F16, 16, 16, 32, 1, f16, f16, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_F16, 32, 32, 16, 1, f16, f16, f32, 0},
		{isa.OpV_MFMA_F32_16X16X32_BF16, 16, 16, 32, 1, bf16, bf16, f32, 0},
		{isa.OpV_MFMA_F32_32X32X16_BF16, 32, 32, 16, 1, bf16, bf16, f32, 0},
		{isa.OpV_MFMA_I32_16X16X64_I8, 16, 16, 64, 1, i8, i8, i32, 0},
		{isa.OpV_MFMA_I32_32X32X32_I8, 32, 32, 32, 1, i8, i8, i32, 0},
		{isa.OpV_MFMA_F32_16X16X128_F8F6F4, 16, 16, 128, 1, fp8, fp8, f32, mxF8F6F4},
		{isa.OpV_MFMA_F32_32X32X64_F8F6F4, 32, 32, 64, 1, fp8, fp8, f32, mxF8F6F4},
		{isa.OpV_MFMA_SCALE_F32_16X16X128_F8F6F4, 16, 16, 128, 1, fp8, fp8, f32, mxF8F6F4 | mxScaled},
		{isa.OpV_MFMA_SCALE_F32_32X32X64_F8F6F4, 32, 32, 64, 1, fp8, fp8, f32, mxF8F6F4 | mxScaled},
		{isa.OpV_SMFMAC_F32_16X16X64_F16, 16, 16, 64, 1, f16, f16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_F16, 32, 32, 32, 1, f16, f16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X64_BF16, 16, 16, 64, 1, bf16, bf16, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X32_BF16, 32, 32, 32, 1, bf16, bf16, f32, mxSparse},
		{isa.OpV_SMFMAC_I32_16X16X128_I8, 16, 16, 128, 1, i8, i8, i32, mxSparse},
		{isa.OpV_SMFMAC_I32_32X32X64_I8, 32, 32, 64, 1, i8, i8, i32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X128_BF8_BF8, 16, 16, 128, 1, bf8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X128_BF8_FP8, 16, 16, 128, 1, bf8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X128_FP8_BF8, 16, 16, 128, 1, fp8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_16X16X128_FP8_FP8, 16, 16, 128, 1, fp8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X64_BF8_BF8, 32, 32, 64, 1, bf8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X64_BF8_FP8, 32, 32, 64, 1, bf8, fp8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X64_FP8_BF8, 32, 32, 64, 1, fp8, bf8, f32, mxSparse},
		{isa.OpV_SMFMAC_F32_32X32X64_FP8_FP8, 32, 32, 64, 1, fp8, fp8, f32, mxSparse},
	}
	for _, r := range rows {
		if _, dup := ops[r.op]; dup {
			panic("exec: matrix op " + r.op.String() + " listed twice")
		}
		ops[r.op] = &MatrixOp{
			Name: r.op.String(), M: r.m, N: r.n, K: r.k, Blocks: r.blocks, A: r.a, B: r.b, CD: r.cd, Wave: 64,
			Sparse: r.flags&mxSparse != 0, F8F6F4: r.flags&mxF8F6F4 != 0, Scaled: r.flags&mxScaled != 0,
			Broadcast: r.flags&mxBcast != 0, LanePattern: r.flags&mxBLGP != 0, Neg: r.flags&mxNeg != 0,
		}
	}
	return ops
}

// MatrixOpOf returns the shape of a matrix instruction, or nil when op is
// not one.
// For a WMMA/SWMMAC it is the RDNA3 wave64 layout; MatrixOpFor picks
// the one of a target and wave size.
func MatrixOpOf(op isa.Op) *MatrixOp {
	if mo := matrixOps[op]; mo != nil {
		return mo
	}
	return MatrixOpFor(op, isa.GenGFX11, 64)
}

// IsMatrixOpName reports whether a mnemonic names a matrix instruction
// (for messages about instructions that do not decode).
func IsMatrixOpName(name string) bool {
	return strings.HasPrefix(name, "v_mfma") || strings.HasPrefix(name, "v_smfmac") ||
		strings.HasPrefix(name, "v_wmma") || strings.HasPrefix(name, "v_swmmac")
}
