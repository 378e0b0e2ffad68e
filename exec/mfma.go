package exec

import (
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/gcndbg/gcndbg/isa"
)

// Semantics of the matrix instructions (v_mfma_*, v_smfmac_*): D = A*B + C
// per block, with the operands laid out as mfma_layout.go says. The whole
// computation reads every lane of the sources and writes every lane of
// vdst: EXEC is not applied (matrix code runs with all lanes on; the
// result of a partial EXEC is not modelled). Hazards and timing (the
// passes an MFMA takes, the wait states before its result may be read)
// are not emulated: the result is there for the next instruction.

func init() {
	m := map[isa.Op]semFn{}
	for op, mo := range matrixOps {
		m[op] = matrixSem(mo)
	}
	for k := range wmmaOps {
		m[k.op] = matrixSem(nil)
	}
	m[isa.OpV_MFMA_LD_SCALE_B32] = mfmaLdScale
	m[isa.OpV_WMMA_LD_SCALE_PAIRED_B32] = mfmaLdScale
	m[isa.OpV_WMMA_LD_SCALE16_PAIRED_B64] = mfmaLdScale
	register(m)
}

// mfmaLdScale is gfx950's v_mfma_ld_scale_b32 decoded on its own. It loads
// the E8M0 scales of A (src0) and B (src1) for the MFMA issued right after
// it, and writes no register (LLVM's VOP_MFMA_LD_SCALE profile has no
// destination). Only an f8f6f4 MFMA with the scale bit (bit 11 of its first
// dword) uses them, and that pair is one 16-byte VOP3PX instruction,
// v_mfma_scale_f32_*_f8f6f4, whose semantics take the scales from the
// operands of its own first half (ScaledMAIInst in LLVM's
// VOP3PInstructions.td: "Append operands from V_MFMA_LD_SCALE_B32"); LLVM
// does not decode such an MFMA half that no ld_scale precedes. So the
// loaded scales of a lone v_mfma_ld_scale_b32 reach nothing, and it runs
// as a no-op; an unscaled MFMA after it is not scaled.
//
// gfx1250's v_wmma_ld_scale_paired_b32 and v_wmma_ld_scale16_paired_b64
// are the same: LLVM's VOP_WMMA_LD_SCALE has no destination, and the
// scaled WMMA is one 16-byte VOP3PX2 instruction, v_wmma_scale*_f32_*,
// whose first half is the ld_scale (VOP3PInstructions.td, VOP3PX2e:
// Inst{23-16} = LdScaleOp) and whose scale operands are its own. So a
// lone ld_scale (one no f8f6f4 WMMA half follows) runs as a no-op too.
func mfmaLdScale(*Wave, *instr) error { return nil }

// MatrixFields are an executed matrix instruction's operands and modifiers.
type MatrixFields struct {
	Op               *MatrixOp
	Mods             MatrixMods
	A, B, C, D       isa.Operand // src0, src1, src2 (vdst for smfmac), vdst
	Index            isa.Operand // smfmac: the compression-index VGPR
	NegA, NegB, NegC bool        // gfx940+ f64 negation
	// gfx950 v_mfma_scale_*: the E8M0 scale VGPRs of A and B and the byte
	// of each that op_sel (bit 0) and op_sel_hi (bit 1) select. gfx1250
	// v_wmma_scale*: the scale operands, the half of the wave holding the
	// scales (matrix_a_scale/matrix_b_scale: MATRIX_SCALE_ROW0 lanes 0-15,
	// ROW1 lanes 16-31) and the scale formats (matrix_a_scale_fmt,
	// matrix_b_scale_fmt: 0 E8M0).
	ScaleA, ScaleB       isa.Operand
	ScaleSelA, ScaleSelB int
	ScaleFmtA, ScaleFmtB int
}

// MatrixFieldsOf returns the operands and modifiers of a decoded matrix
// instruction, or false when in is not one.
//
// A WMMA/SWMMAC gets the layout of the target it was decoded for and that
// target's wave size; MatrixFieldsIn takes them from a wave.
func MatrixFieldsOf(in *isa.Inst) (MatrixFields, bool) {
	gen, wave := isa.GenGFX9, 64
	if t := in.Target(); t != nil {
		if p, ok := isa.LookupProcessor(t.Processor); ok {
			gen = p.Gen
		}
		wave = t.WaveSize()
	}
	return matrixFields(in, gen, wave)
}

// MatrixFieldsIn is MatrixFieldsOf for an instruction wave w runs (its
// processor and wave size decide a WMMA's layout).
func MatrixFieldsIn(w *Wave, in *isa.Inst) (MatrixFields, bool) {
	if w.Env == nil {
		return MatrixFieldsOf(in)
	}
	return matrixFields(in, w.Env.Arch().Gen, w.LaneCount())
}

func matrixFields(in *isa.Inst, gen isa.Generation, wave int) (MatrixFields, bool) {
	mo := matrixOps[in.Op]
	if mo == nil {
		mo = MatrixOpFor(in.Op, gen, wave)
	}
	if mo == nil {
		return MatrixFields{}, false
	}
	f := MatrixFields{Op: mo}
	for _, o := range in.Operands {
		switch o.Name {
		case "vdst":
			f.D = o
		case "src0":
			f.A = o
		case "src1":
			f.B = o
		case "src2":
			f.C = o
		case "idx":
			f.Index = o
		case "scale_src0":
			f.ScaleA = o
		case "scale_src1":
			f.ScaleB = o
		case "src0_modifiers", "src1_modifiers", "src2_modifiers":
			n := int(o.Name[3] - '0')
			if o.Name != "src2_modifiers" {
				sel := opSelByte(o.Imm)
				if n == 0 {
					f.ScaleSelA = sel
				} else {
					f.ScaleSelB = sel
				}
			}
			if o.Imm&isa.ModNeg != 0 {
				f.Mods.NegLo |= 1 << n
			}
			if o.Imm&isa.ModNegHi != 0 {
				f.Mods.NegHi |= 1 << n
			}
			if o.Imm&isa.ModOpSel0 != 0 {
				f.Mods.OpSel |= 1 << n
			}
		case "index_key_8bit", "index_key_16bit":
			f.Mods.OpSel = int(o.Imm)
		case "clamp":
			f.Mods.Clamp = o.Imm != 0
		case "cbsz":
			f.Mods.CBSZ = int(o.Imm)
		case "abid":
			f.Mods.ABID = int(o.Imm)
		case "blgp":
			f.Mods.BLGP = int(o.Imm)
		case "matrix_a_fmt": // gfx1250 f8f6f4: the format of A
			f.Mods.CBSZ = int(o.Imm)
		case "matrix_b_fmt":
			f.Mods.BLGP = int(o.Imm)
		case "matrix_a_scale":
			f.ScaleSelA = int(o.Imm)
		case "matrix_b_scale":
			f.ScaleSelB = int(o.Imm)
		case "matrix_a_scale_fmt":
			f.ScaleFmtA = int(o.Imm)
		case "matrix_b_scale_fmt":
			f.ScaleFmtB = int(o.Imm)
		}
	}
	if mo.RDNA != 0 {
		if mo.Sparse { // SWMMAC: D += A*B, src2 is the index VGPR
			f.Index, f.C = f.C, f.D
		}
		if !mo.F8F6F4 {
			f.Mods.CBSZ, f.Mods.BLGP = 0, 0
		}
		f.Mods.ABID = 0
		if !mo.Scaled {
			f.ScaleSelA, f.ScaleSelB = 0, 0
		}
		return f, true
	}
	f.Mods.OpSel, f.Mods.NegLo, f.Mods.NegHi, f.Mods.Clamp = 0, 0, 0, false
	if mo.Sparse && f.C.Kind == isa.KindNone {
		f.C = f.D
	}
	if mo.Neg {
		f.NegA, f.NegB, f.NegC = f.Mods.BLGP&1 != 0, f.Mods.BLGP&2 != 0, f.Mods.BLGP&4 != 0
	}
	return f, true
}

func opSelByte(mods int64) int {
	b := 0
	if mods&isa.ModOpSel0 != 0 {
		b |= 1
	}
	if mods&isa.ModOpSel1 != 0 {
		b |= 2
	}
	return b
}

// MatrixScale is the scale factor of the elements lane l holds of A (a)
// or B: the E8M0 byte ScaleSel of the lane's scale VGPR, 2^(e-127), NaN
// for 0xff (OCP MX 1.0). Each lane of the f8f6f4 forms holds 32
// consecutive k of one row of A (column of B), one MX scale block, which
// the lane's own scale byte scales (our reading of the CDNA4 ISA; not
// checked on hardware). 1 for ops without scales.
func MatrixScale(w *Wave, f *MatrixFields, a bool, l int) float64 {
	if !f.Op.Scaled {
		return 1
	}
	o, sel := f.scale(a)
	return e8m0(int(matrixReg(w, o, 0, l) >> (8 * sel) & 0xff))
}

// scale returns the scale operand of A (a) or B and its selector
// (ScaleSelA, ScaleSelB).
func (f *MatrixFields) scale(a bool) (*isa.Operand, int) {
	if a {
		return &f.ScaleA, f.ScaleSelA
	}
	return &f.ScaleB, f.ScaleSelB
}

// e8m0 is the value of an E8M0 scale byte: 2^(e-127), NaN for 0xff (OCP
// MX 1.0).
func e8m0(e int) float64 {
	if e == 0xff {
		return math.NaN()
	}
	return math.Ldexp(1, e-127)
}

// WMMAScale is the scale factor of A[outer][k] (a) or B[k][outer] of a
// gfx1250 v_wmma_scale*: byte k/ScaleK of the scale operand (one register
// for scale, a pair for scale16, the first block in the low byte) in lane
// 16*ScaleSel + outer, an E8M0 exponent: 2^(e-127), NaN for 0xff (OCP MX
// 1.0). Sources: Triton's AMD backend (convertScaledDot in
// third_party/amd/lib/TritonAMDGPUToLLVM/DotOpToLLVM/WMMA.cpp packs 4 (8
// for scale16) scale bytes per lane, the scale tensor's linear layout
// puts the scales of row/column l%16 in lane l, one byte per block of
// k; tritongpu_wmma_dot_scaled_to_llvm.mlir), MLIR's AMDGPUToROCDL
// (scaled_wmma's a_first_scale_lane 0 or 16 becomes matrix_a_scale
// firstScaleLane/16; iree-org/wave's FuseScaleLoads.cpp loads A's scales
// into lanes 0-15 and B's into 16-31 of one register and sets
// b_first_scale_lane 16) and composable_kernel's scale_gfx125.hpp (int32
// scales for scale, int64 for scale16).
func WMMAScale(w *Wave, f *MatrixFields, a bool, outer, k int) float64 {
	o, sel := f.scale(a)
	return e8m0(int(matrixBits(w, o, 16*(sel&1)+outer, 8*(k/f.Op.ScaleK), 8)))
}

// matrixBits reads n <= 57 bits of lane l of the operand, from bit off of
// its first register on. An inline constant or literal source (only C can
// be one) gives its value in every register (both halves of a 64-bit one).
func matrixBits(w *Wave, o *isa.Operand, l, off, n int) uint64 {
	r := off / 32
	var v uint64
	for k := 0; k*32 < off%32+n; k++ {
		v |= uint64(matrixReg(w, o, r+k, l)) << (32 * k)
	}
	return v >> (off % 32) & (1<<n - 1)
}

func matrixReg(w *Wave, o *isa.Operand, r, l int) uint32 {
	switch o.Kind {
	case isa.KindVGPR:
		v, _ := w.VGPRLane(int(o.Reg)+r, l)
		return v
	case isa.KindAGPR:
		v, _ := w.AGPRLane(int(o.Reg)+r, l)
		return v
	case isa.KindSGPR:
		return w.SGPR[int(o.Reg)+r%int(max(o.Width, 1))]
	}
	return uint32(uint64(o.Imm) >> (32 * (r % 2)))
}

// MatrixReadReg reads register r (counted from the operand's first) of lane
// l of a matrix operand, as the semantics does.
func MatrixReadReg(w *Wave, o *isa.Operand, r, l int) uint32 { return matrixReg(w, o, r, l) }

func matrixWrite(w *Wave, o *isa.Operand, r, l int, v uint32) {
	lanes := w.VLanes(int(o.Reg) + r)
	if o.Kind == isa.KindAGPR {
		lanes = w.ALanes(int(o.Reg) + r)
	}
	if l < len(lanes) {
		lanes[l] = v
	}
}

// matrixWriteLoc writes the bits of one result element (a 16-bit one
// leaves the other half of its register as it was).
func matrixWriteLoc(w *Wave, o *isa.Operand, l Loc, v uint32) {
	if l.Bits == 16 {
		sh := uint(l.Bit % 32)
		old := matrixReg(w, o, l.Reg(), l.Lane)
		v = old&^(0xffff<<sh) | (v&0xffff)<<sh
	}
	matrixWrite(w, o, l.Reg(), l.Lane, v)
}

// MatrixElemValue decodes the bits of one element (ocp: gfx950's OCP FP8
// formats instead of gfx940's FNUZ ones).
func MatrixElemValue(e MatrixElem, bits uint64, ocp bool) float64 {
	switch e {
	case ElemF32, ElemXF32:
		return float64(math.Float32frombits(uint32(bits)))
	case ElemF16:
		return f16ToF64(uint16(bits))
	case ElemBF16:
		return bf16ToF64(uint16(bits))
	case ElemF64:
		return math.Float64frombits(bits)
	case ElemI8:
		return float64(int8(bits))
	case ElemI32:
		return float64(int32(bits))
	case ElemFP8:
		if ocp {
			return miniFloat(bits, 4, 3, 7, ocpE4M3)
		}
		return fp8.decode(uint8(bits))
	case ElemBF8:
		if ocp {
			return miniFloat(bits, 5, 2, 15, ocpIEEE)
		}
		return bf8.decode(uint8(bits))
	case ElemFP6:
		return miniFloat(bits, 2, 3, 1, ocpFinite)
	case ElemBF6:
		return miniFloat(bits, 3, 2, 3, ocpFinite)
	case ElemFP4:
		return miniFloat(bits, 2, 1, 1, ocpFinite)
	}
	return 0
}

// Special-value rules of the OCP 8-bit and MX formats (OCP "8-bit
// Floating Point Specification" 1.0 and "Microscaling Formats (MX)" 1.0).
const (
	ocpFinite = iota // FP6, BF6, FP4: no infinity, no NaN
	ocpE4M3          // E4M3FN: no infinity; S.1111.111 is NaN
	ocpIEEE          // E5M2: IEEE-like infinities and NaNs
)

// miniFloat decodes a small float of ebits exponent and mbits mantissa
// bits with the given bias.
func miniFloat(bits uint64, ebits, mbits, bias int, rule int) float64 {
	sign := 1.0
	if bits>>(ebits+mbits)&1 != 0 {
		sign = -1
	}
	e := int(bits>>mbits) & (1<<ebits - 1)
	m := int(bits) & (1<<mbits - 1)
	switch {
	case rule == ocpE4M3 && e == 1<<ebits-1 && m == 1<<mbits-1:
		return math.NaN()
	case rule == ocpIEEE && e == 1<<ebits-1:
		if m != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	if e == 0 {
		return sign * math.Ldexp(float64(m), 1-bias-mbits)
	}
	return sign * math.Ldexp(float64(1<<mbits+m), e-bias-mbits)
}

// matrixSem is the semantics of one matrix operation.
func matrixSem(mo *MatrixOp) semFn {
	return func(w *Wave, d *instr) error {
		f, ok := MatrixFieldsIn(w, &d.in)
		if !ok {
			name := "this target"
			if w.Env != nil {
				name = w.Env.Arch().Name
			}
			return &faultError{kind: FaultIllegal, detail: d.in.Op.String() + " is not an instruction of " + name}
		}
		if err := matrixCompute(w, &f); err != nil {
			if fe, ok := err.(*faultError); ok {
				return fe // e.g. unimplemented for a form without semantics
			}
			return errInvalid("%s", err.Error())
		}
		w.LastMatrix = w.PC - uint64(d.size) + 1
		return nil
	}
}

// matrixLayout is an op's layout for one pair of element sizes, flattened
// once: the location of every stored element, in the order the
// computation reads them.
type matrixLayout struct {
	a  []Loc // [b][i][kc]
	bt []Loc // [b][j][k] (B transposed)
	cd []Loc // [b][i][j]
	c  []Loc // [b][i][j], C alone when its layout differs (CF32), else nil
}

type layoutKey struct {
	op           *MatrixOp
	abits, bbits int
	hi           bool // RDNA3 16-bit results in the high halves (OPSEL[2])
}

var matrixLayouts sync.Map // layoutKey -> *matrixLayout

func layoutOf(mo *MatrixOp, abits, bbits int, mods MatrixMods) *matrixLayout {
	hi := mo.OpSelD && mods.OpSel&4 != 0
	key := layoutKey{mo, abits, bbits, hi}
	if l, ok := matrixLayouts.Load(key); ok {
		return l.(*matrixLayout)
	}
	nb, m, n, k, ks := mo.Blocks, mo.M, mo.N, mo.K, mo.StoredK()
	l := &matrixLayout{a: make([]Loc, 0, nb*m*ks), bt: make([]Loc, 0, nb*n*k), cd: make([]Loc, 0, nb*m*n)}
	if mo.CF32 {
		l.c = make([]Loc, 0, nb*m*n)
	}
	for b := range nb {
		for i := range m {
			for kc := range ks {
				l.a = append(l.a, mo.ALoc(i, kc, b, abits))
			}
		}
		for j := range n {
			for kk := range k {
				l.bt = append(l.bt, mo.BLoc(kk, j, b, bbits))
			}
		}
		for i := range m {
			for j := range n {
				l.cd = append(l.cd, mo.CDLocMods(i, j, b, mods))
				if mo.CF32 {
					l.c = append(l.c, mo.CLocMods(i, j, b, mods))
				}
			}
		}
	}
	matrixLayouts.Store(key, l)
	return l
}

// matrixCompute is D = A*B + C for the registers of f's operands, written
// to f.D (all lanes).
func matrixCompute(w *Wave, f *MatrixFields) error {
	mo := f.Op
	fa, fb, err := mo.Formats(f.Mods)
	if err != nil {
		return err
	}
	ocp := matrixOCP(w, mo)
	nb, m, n, k, ks := mo.Blocks, mo.M, mo.N, mo.K, mo.StoredK()
	lay := layoutOf(mo, fa.Bits(), fb.Bits(), f.Mods)
	sgn := func(neg bool) float64 {
		if neg {
			return -1
		}
		return 1
	}
	sa, sb, sc := sgn(f.NegA), sgn(f.NegB), sgn(f.NegC)
	// A [b][i][kc], B transposed [b][j][k], C [b][i][j], read as stored.
	A, Bt, C := make([]float64, len(lay.a)), make([]float64, len(lay.bt)), make([]float64, len(lay.cd))
	for x, l := range lay.a {
		A[x] = sa * matrixInput(fa, matrixBits(w, &f.A, l.Lane, l.Bit, l.Bits), ocp, f.Mods, 0, l)
	}
	for x, l := range lay.bt {
		Bt[x] = sb * matrixInput(fb, matrixBits(w, &f.B, l.Lane, l.Bit, l.Bits), ocp, f.Mods, 1, l)
	}
	switch {
	case mo.Scaled && mo.RDNA != 0:
		if f.ScaleFmtA != 0 || f.ScaleFmtB != 0 {
			return errUnimplemented(fmt.Sprintf("%s with matrix_a_scale_fmt:%d matrix_b_scale_fmt:%d (only E8M0 scales, format 0, are modelled)",
				mo.Name, f.ScaleFmtA, f.ScaleFmtB))
		}
		for x := range lay.a { // [i][k]
			A[x] *= WMMAScale(w, f, true, x/ks, x%ks)
		}
		for x := range lay.bt { // [j][k]
			Bt[x] *= WMMAScale(w, f, false, x/k, x%k)
		}
	case mo.Scaled:
		for x, l := range lay.a {
			A[x] *= MatrixScale(w, f, true, l.Lane)
		}
		for x, l := range lay.bt {
			Bt[x] *= MatrixScale(w, f, false, l.Lane)
		}
	}
	cl := lay.cd
	if lay.c != nil {
		cl = lay.c // an f32 C of 16-bit results
	}
	for x, l := range cl {
		C[x] = sc * matrixCValue(w, f, l, ocp)
	}
	// BLGP: position (b, k, j) of B reads the element stored at the lane
	// SourceBLane names, in the same bits.
	if mo.LanePattern && f.Mods.BLGP != 0 {
		moved := make([]float64, len(Bt))
		for b := range nb {
			for j := range n {
				for kk := range k {
					sb2, skk, sj := bFromLane(mo, b, kk, j, f.Mods, fb.Bits())
					moved[(b*n+j)*k+kk] = Bt[(sb2*n+sj)*k+skk]
				}
			}
		}
		Bt = moved
	}
	// Sparse A: the dense column of each stored one.
	var cols []int
	if mo.Sparse {
		cols = make([]int, len(lay.a))
		for x, l := range lay.a {
			idx := matrixReg(w, &f.Index, 0, l.Lane)
			cols[x] = mo.SparseK(x%ks, idx, f.Mods, fa.Bits())
		}
	}
	bs := make([]float64, ks)
	for b := range nb {
		ab := mo.SourceABlock(b, f.Mods)
		if ab >= nb {
			ab = b
		}
		for i := range m {
			arow := A[(ab*m+i)*ks : (ab*m+i+1)*ks]
			for j := range n {
				bcol := Bt[(b*n+j)*k : (b*n+j+1)*k]
				if mo.Sparse {
					for kc := range ks {
						bs[kc] = bcol[cols[(ab*m+i)*ks+kc]]
					}
					bcol = bs
				}
				x := (b*m+i)*n + j
				l := lay.cd[x]
				switch mo.CD {
				case ElemI32:
					// i8/iu8/iu4 values and their products are exact in
					// float64; the sum wraps to 32 bits, or saturates
					// (signed) under WMMA's clamp.
					acc := int64(int32(matrixCBits(w, &f.C, l, mo.CD)))
					for kc, av := range arow {
						acc += int64(av) * int64(bcol[kc])
					}
					if f.Mods.Clamp {
						acc = min(max(acc, math.MinInt32), math.MaxInt32)
					}
					matrixWrite(w, &f.D, l.Reg(), l.Lane, uint32(acc))
				case ElemF64:
					r := matrixSum(C[x], arow, bcol, true)
					v := math.Float64bits(r)
					if r != r {
						v = 0x7ff8_0000_0000_0000
					}
					matrixWrite(w, &f.D, l.Reg(), l.Lane, uint32(v))
					matrixWrite(w, &f.D, l.Reg()+1, l.Lane, uint32(v>>32))
				case ElemF16, ElemBF16:
					matrixWriteLoc(w, &f.D, l, uint32(matrixResultBits(matrixSumTo(C[x], arow, bcol, mo.CD), mo.CD)))
				default:
					r := matrixSum(C[x], arow, bcol, false)
					v := math.Float32bits(float32(r))
					if r != r {
						v = 0x7fc0_0000
					}
					matrixWrite(w, &f.D, l.Reg(), l.Lane, v)
				}
			}
		}
	}
	return nil
}

// bFromLane is the stored element that position (b, k, j) of B reads under
// BLGP: the element stored at the lane SourceBLane names, in the same
// register bits.
func bFromLane(mo *MatrixOp, b, k, j int, mods MatrixMods, bits int) (int, int, int) {
	l := mo.BLoc(k, j, b, bits)
	src := mo.SourceBLane(l.Lane, mods)
	// Invert BLoc for (src lane, same bits): lane = b*N + (k/kpl)*N*B + j.
	kpl := mo.K / (64 / (mo.N * mo.Blocks))
	sj := src % mo.N
	sb := src / mo.N % mo.Blocks
	sk := src/(mo.N*mo.Blocks)*kpl + k%kpl
	return sb, sk, sj
}

func matrixCBits(w *Wave, o *isa.Operand, l Loc, e MatrixElem) uint64 {
	if e == ElemF64 && o.Kind != isa.KindVGPR && o.Kind != isa.KindAGPR {
		return uint64(o.Imm) // a 64-bit constant
	}
	if o.Kind == isa.KindInline && e != ElemF32 && e != ElemI32 || o.Kind == isa.KindInline && o.Imm>>32 != 0 {
		return inlineMatrixBits(o.Imm, e)
	}
	return matrixBits(w, o, l.Lane, l.Bit, l.Bits)
}

// matrixSum is THE floating-point model of the matrix instructions (see
// README.md, "Matrix instructions"): every product a[t]*b[t] is exact, C
// and all products are summed exactly, and the sum is rounded once to the
// result format (f32, or f64 when f64 is set), to nearest even. Denormal
// inputs and results are kept; MODE's rounding and denormal fields are not
// applied. An infinite or NaN input gives the IEEE float64 evaluation of
// c + sum a*b in k order (so NaN when any input is NaN, or inf - inf).
//
// The fast path sums in float64 and checks with TwoSum (and, for f64
// inputs, with an FMA) that no operation rounded; otherwise the sum is
// redone in math/big at a precision that holds every product exactly.
func matrixSum(c float64, a, b []float64, f64 bool) float64 {
	if f64 {
		return matrixSumTo(c, a, b, ElemF64)
	}
	return matrixSumTo(c, a, b, ElemF32)
}

// matrixSumTo is matrixSum with the result rounded once to out (f32, f64,
// f16 or bf16), returned as a float64.
func matrixSumTo(c float64, a, b []float64, out MatrixElem) float64 {
	f64 := out == ElemF64
	s, inexact := c, false
	for t, x := range a {
		p := x * b[t]
		if f64 && math.FMA(x, b[t], -p) != 0 {
			inexact = true
		}
		var e float64
		s, e = twoSum(s, p)
		inexact = inexact || e != 0 // NaN when an input is not finite
	}
	if !inexact && !math.IsInf(s, 0) && s == s {
		return roundMatrix(s, out)
	}
	if !finite(c) {
		return roundMatrix(naiveMatrixSum(c, a, b, true), out)
	}
	for t, x := range a {
		if !finite(x) || !finite(b[t]) {
			return roundMatrix(naiveMatrixSum(c, a, b, true), out)
		}
	}
	// Products of f64 values span 2^-2148 .. 2^2048; of narrower ones
	// 2^-300 .. 2^256 (f32 by f32 the widest).
	prec := uint(700)
	if f64 {
		prec = 4400
	}
	acc := new(big.Float).SetPrec(prec).SetFloat64(c)
	x, y := new(big.Float).SetPrec(prec), new(big.Float)
	for t := range a {
		x.SetFloat64(a[t])
		y.SetFloat64(b[t])
		x.Mul(x, y)
		acc.Add(acc, x)
	}
	switch out {
	case ElemF64:
		r, _ := acc.Float64()
		return r
	case ElemF32:
		r, _ := acc.Float32()
		return float64(r)
	}
	// 16-bit results: round to odd at 53 bits, then once to the format
	// (round-to-odd with at least two more bits than the format rounds
	// the same as one rounding of the exact value).
	odd := new(big.Float).SetPrec(53).SetMode(big.ToZero).Set(acc)
	v, _ := odd.Float64()
	if odd.Cmp(acc) != 0 {
		v = math.Float64frombits(math.Float64bits(v) | 1)
	}
	return roundMatrix(v, out)
}

// roundMatrix rounds a float64 to the result format, nearest even.
func roundMatrix(s float64, out MatrixElem) float64 {
	switch out {
	case ElemF64:
		return s
	case ElemF16:
		return f16ToF64(roundToF16(s))
	case ElemBF16:
		return bf16ToF64(roundToBF16(s))
	}
	return float64(float32(s))
}

// matrixResultBits are the bits of a 16-bit result (NaN canonical).
func matrixResultBits(r float64, out MatrixElem) uint16 {
	if out == ElemBF16 {
		if r != r {
			return 0x7fc0
		}
		return roundToBF16(r)
	}
	if r != r {
		return 0x7e00
	}
	return roundToF16(r)
}

// matrixOCP: the FP8/BF8 inputs are OCP E4M3FN/E5M2 (gfx950, RDNA4 and
// gfx1250) rather than gfx940's FNUZ formats.
func matrixOCP(w *Wave, mo *MatrixOp) bool {
	return mo.RDNA == 12 || mo.RDNA == rdna1250 || w.Env != nil && w.Env.Arch().Name == "gfx950"
}

// matrixInput is the value of one A (src 0) or B (src 1) element under
// the WMMA modifiers: the integer formats are signed when NEG[src] is
// set, a 16-bit float in the low (high) half of its register is negated
// by NEG (NEG_HI) of its source, an f32 (gfx1250) by NEG (clang 22's
// neg_a/neg_b set NEG alone for v_wmma_f32_16x16x4_f32).
func matrixInput(e MatrixElem, bits uint64, ocp bool, m MatrixMods, src int, l Loc) float64 {
	switch e {
	case ElemIU8, ElemIU4:
		n := e.Bits()
		if m.NegLo>>src&1 != 0 && bits>>(n-1)&1 != 0 {
			return float64(int64(bits) - 1<<n)
		}
		return float64(bits)
	}
	v := MatrixElemValue(e, bits, ocp)
	if e == ElemF32 && m.NegLo>>src&1 != 0 {
		return -v
	}
	if (m.NegLo|m.NegHi)>>src&1 != 0 && e.Bits() == 16 {
		neg := m.NegLo
		if l.Bit%32 >= 16 {
			neg = m.NegHi
		}
		if neg>>src&1 != 0 {
			v = -v
		}
	}
	return v
}

// matrixCValue is the value of one C element: NEG_HI[2] takes its
// absolute value, then NEG[2] negates it (WMMA).
func matrixCValue(w *Wave, f *MatrixFields, l Loc, ocp bool) float64 {
	e := f.Op.CElem()
	v := MatrixElemValue(e, matrixCBits(w, &f.C, l, e), ocp)
	if !e.Integer() {
		if f.Mods.NegHi&4 != 0 {
			v = math.Abs(v)
		}
		if f.Mods.NegLo&4 != 0 {
			v = -v
		}
	}
	return v
}

func naiveMatrixSum(c float64, a, b []float64, f64 bool) float64 {
	s := c
	for t := range a {
		s += a[t] * b[t]
	}
	if f64 {
		return s
	}
	return float64(float32(s))
}

// MatrixElement reads one element of a matrix instruction's operand from
// the wave's registers as they are now: which is 'A' (r = i, c = k, the
// stored column for sparse A), 'B' (r = k, c = j), 'C' or 'D' (r = i,
// c = j), of block b. It returns the value and where it lives.
func MatrixElement(w *Wave, f *MatrixFields, which byte, b, r, c int) (float64, Loc, error) {
	mo := f.Op
	fa, fb, err := mo.Formats(f.Mods)
	if err != nil {
		return 0, Loc{}, err
	}
	ocp := matrixOCP(w, mo)
	// Integer A and B with their signedness (WMMA NEG bits); floats as
	// stored, without the NEG modifiers.
	var sign MatrixMods
	if fa.Integer() {
		sign.NegLo = f.Mods.NegLo & 3
	}
	switch which {
	case 'A':
		l := mo.ALoc(r, c, b, fa.Bits())
		return matrixInput(fa, matrixBits(w, &f.A, l.Lane, l.Bit, l.Bits), ocp, sign, 0, l), l, nil
	case 'B':
		l := mo.BLoc(r, c, b, fb.Bits())
		return matrixInput(fb, matrixBits(w, &f.B, l.Lane, l.Bit, l.Bits), ocp, sign, 1, l), l, nil
	case 'C':
		l := mo.CLocMods(r, c, b, f.Mods)
		return MatrixElemValue(mo.CElem(), matrixCBits(w, &f.C, l, mo.CElem()), ocp), l, nil
	}
	l := mo.CDLocMods(r, c, b, f.Mods)
	return MatrixElemValue(mo.CD, matrixBits(w, &f.D, l.Lane, l.Bit, l.Bits), ocp), l, nil
}

// MatrixSparseColumn is the dense column of stored column kc of row i of
// a sparse A (block b), from the index VGPR as it is now.
func MatrixSparseColumn(w *Wave, f *MatrixFields, i, kc int) int {
	fa, _, _ := f.Op.Formats(f.Mods)
	idx := matrixReg(w, &f.Index, 0, f.Op.SparseIndexLane(i, kc))
	return f.Op.SparseK(kc, idx, f.Mods, fa.Bits())
}

func finite(x float64) bool { return !math.IsInf(x, 0) && x == x }

// inlineMatrixBits turns an inline-constant C operand into the bits of one
// element of format e. The decoder gives a float constant's bit pattern at
// the width of the operand's class (RDNA3's WMMA C classes are 64-bit
// typed), an integer constant as its value; an integer constant is used as
// its bits (as for other VALU float operands), a float one converted to
// e, nearest even.
func inlineMatrixBits(imm int64, e MatrixElem) uint64 {
	if imm >= -16 && imm <= 64 {
		return uint64(imm) & (1<<e.Bits() - 1)
	}
	var v float64
	switch {
	case uint64(imm)>>32 != 0:
		v = math.Float64frombits(uint64(imm))
	case imm > 0xffff:
		v = float64(math.Float32frombits(uint32(imm)))
	default:
		v = f16ToF64(uint16(imm))
	}
	switch e {
	case ElemF16:
		return uint64(roundToF16(v))
	case ElemBF16:
		return uint64(roundToBF16(v))
	case ElemF64:
		return math.Float64bits(v)
	}
	return uint64(math.Float32bits(float32(v)))
}

// MatrixCopyMismatch is, for an RDNA3 WMMA (whose A and B every 16-lane
// group holds a copy of), the number of A and B elements whose copy in
// lanes 16 and up differs from the one in lanes 0-15 in w's registers now,
// and the first such element ("A[3][5]: lane 3 0x3c00, lane 19 0x4000").
// The copies must be equal (AMD's matrix instruction calculator,
// InstCalcGfx11: "multiple lanes must store the same value"); what the
// hardware computes from unequal ones is not documented. The semantics
// read lanes 0-15. 0 for other ops.
func MatrixCopyMismatch(w *Wave, f *MatrixFields) (int, string) {
	mo := f.Op
	if mo.RDNA != 11 {
		return 0, ""
	}
	n, first := 0, ""
	check := func(name byte, o *isa.Operand, r, c int, l Loc) {
		if o.Kind != isa.KindVGPR {
			return
		}
		v := matrixBits(w, o, l.Lane, l.Bit, l.Bits)
		for g := 16; g < mo.Wave; g += 16 {
			if u := matrixBits(w, o, l.Lane+g, l.Bit, l.Bits); u != v {
				if n == 0 {
					first = fmt.Sprintf("%c[%d][%d]: lane %d %#x, lane %d %#x", name, r, c, l.Lane, v, l.Lane+g, u)
				}
				n++
				return
			}
		}
	}
	fa, fb, _ := mo.Formats(f.Mods)
	for i := range mo.M {
		for k := range mo.StoredK() {
			check('A', &f.A, i, k, mo.ALoc(i, k, 0, fa.Bits()))
		}
	}
	for k := range mo.K {
		for j := range mo.N {
			check('B', &f.B, k, j, mo.BLoc(k, j, 0, fb.Bits()))
		}
	}
	return n, first
}
