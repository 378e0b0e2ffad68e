package exec

import (
	"math"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// Layout spot checks against AMD's matrix instruction calculator
// (github.com/ROCm/amd_matrix_instruction_calculator, commit 2ef9189):
// each row is the output of
//
//	matrix_calculator.py -a cdna3 -i OP --get-register --X-matrix -I i -J j -K k -b b [--blgp n --cbsz n --abid n]
//
// ("D[9][5] = v5{5}" is register 5, lane 5), recorded by hand.
func TestMatrixLayoutMatchesCalculator(t *testing.T) {
	type row struct {
		op               isa.Op
		matrix           string
		i, j, k, b       int
		cbsz, abid, blgp int
		reg, lane, bit   int // bit within the register
	}
	rows := []row{
		{isa.OpV_MFMA_F32_32X32X8_F16, "D", 9, 5, 0, 0, 0, 0, 0, 5, 5, 0},       // D[9][5] = v5{5}
		{isa.OpV_MFMA_F32_4X4X4_16B_F16, "A", 2, 0, 3, 5, 0, 0, 0, 1, 22, 16},   // A[2][3].B5 = v1{22}.[31:16]
		{isa.OpV_MFMA_F32_16X16X4_4B_F16, "B", 0, 7, 2, 2, 0, 0, 3, 1, 55, 0},   // B[2][7].B2 = v1{55}.[15:0] (blgp 3)
		{isa.OpV_MFMA_F64_16X16X4_F64, "D", 6, 3, 0, 0, 0, 0, 0, 2, 35, 0},      // D[6][3] = v[3:2]{35}
		{isa.OpV_MFMA_F64_4X4X4_4B_F64, "C", 3, 1, 0, 2, 0, 0, 0, 0, 57, 0},     // C[3][1].B2 = v[1:0]{57}
		{isa.OpV_MFMA_I32_32X32X4_2B_I8, "D", 13, 30, 0, 1, 0, 0, 0, 21, 62, 0}, // D[13][30].B1 = v21{62}
		{isa.OpV_MFMA_F32_16X16X1_4B_F32, "A", 5, 0, 0, 3, 2, 1, 0, 0, 21, 0},   // A[5][0].B3 = v0{21} (cbsz 2 abid 1)
		{isa.OpV_SMFMAC_F32_16X16X32_F16, "A", 3, 0, 13, 0, 0, 0, 0, 1, 19, -1}, // A[3][13] = v1{19} (stored column 6)
		{isa.OpV_MFMA_I32_16X16X32_I8, "B", 0, 11, 21, 0, 0, 0, 0, 1, 43, 8},    // B[21][11] = v1{43}.[15:8]
	}
	for _, r := range rows {
		mo := MatrixOpOf(r.op)
		mods := MatrixMods{CBSZ: r.cbsz, ABID: r.abid, BLGP: r.blgp}
		var l Loc
		switch r.matrix {
		case "A":
			k := r.k
			if mo.Sparse {
				k /= 2
			}
			l = mo.ALoc(r.i, k, mo.SourceABlock(r.b, mods), mo.A.Bits())
		case "B":
			l = mo.BLoc(r.k, r.j, r.b, mo.B.Bits())
			l.Lane = mo.SourceBLane(l.Lane, mods)
		default:
			l = mo.CDLoc(r.i, r.j, r.b)
		}
		reg, bit := l.Reg(), l.Bit%32
		if mo.CD == ElemF64 && r.matrix != "A" && r.matrix != "B" {
			reg = l.Bit / 32 // the pair's first register
		}
		if reg != r.reg || l.Lane != r.lane || (r.bit >= 0 && bit != r.bit) {
			t.Errorf("%s %s i=%d j=%d k=%d b=%d: register %d lane %d bit %d, calculator says register %d lane %d bit %d",
				mo.Name, r.matrix, r.i, r.j, r.k, r.b, reg, l.Lane, bit, r.reg, r.lane, r.bit)
		}
	}
}

// TestMatrixSumRoundsOnce: 1 + 2^-24 + 2^-70 lies just above the midpoint
// of 1 and 1 + 2^-23, so one rounding gives 1 + 2^-23; rounding to float64
// first would land on the midpoint and then round to even, 1.
func TestMatrixSumRoundsOnce(t *testing.T) {
	got := matrixSum(1, []float64{0x1p-24, 0x1p-70}, []float64{1, 1}, false)
	if want := 1 + 0x1p-23; got != want {
		t.Errorf("got %g, want %g", got, want)
	}
	// f64: products that do not fit a float64 (3 * (1+2^-52) has 54 bits).
	got = matrixSum(-3, []float64{3, 1}, []float64{1 + 0x1p-52, 0x1p-60}, true)
	if want := 3*0x1p-52 + 0x1p-60; got != want {
		t.Errorf("f64: got %g, want %g", got, want)
	}
	if got := matrixSum(1, []float64{math.Inf(1), 1}, []float64{1, math.Inf(-1)}, false); got == got {
		t.Errorf("inf - inf: got %g, want NaN", got)
	}
}
