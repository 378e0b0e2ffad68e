package exec

import (
	"math"
	"math/big"

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
		if mo.Scaled {
			continue // no semantics yet: faults as unimplemented
		}
		m[op] = matrixSem(mo)
	}
	register(m)
}

// MatrixFields are an executed matrix instruction's operands and modifiers.
type MatrixFields struct {
	Op               *MatrixOp
	Mods             MatrixMods
	A, B, C, D       isa.Operand // src0, src1, src2 (vdst for smfmac), vdst
	Index            isa.Operand // smfmac: the compression-index VGPR
	NegA, NegB, NegC bool        // gfx940+ f64 negation
}

// MatrixFieldsOf returns the operands and modifiers of a decoded matrix
// instruction, or false when in is not one.
func MatrixFieldsOf(in *isa.Inst) (MatrixFields, bool) {
	mo := matrixOps[in.Op]
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
		case "cbsz":
			f.Mods.CBSZ = int(o.Imm)
		case "abid":
			f.Mods.ABID = int(o.Imm)
		case "blgp":
			f.Mods.BLGP = int(o.Imm)
		}
	}
	if mo.Sparse && f.C.Kind == isa.KindNone {
		f.C = f.D
	}
	if mo.Neg {
		f.NegA, f.NegB, f.NegC = f.Mods.BLGP&1 != 0, f.Mods.BLGP&2 != 0, f.Mods.BLGP&4 != 0
	}
	return f, true
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
		return w.VGPR[(int(o.Reg)+r)*64+l]
	case isa.KindAGPR:
		return w.AGPR[(int(o.Reg)+r)*64+l]
	case isa.KindSGPR:
		return w.SGPR[int(o.Reg)+r%int(max(o.Width, 1))]
	}
	return uint32(uint64(o.Imm) >> (32 * (r % 2)))
}

// MatrixReadReg reads register r (counted from the operand's first) of lane
// l of a matrix operand, as the semantics does.
func MatrixReadReg(w *Wave, o *isa.Operand, r, l int) uint32 { return matrixReg(w, o, r, l) }

func matrixWrite(w *Wave, o *isa.Operand, r, l int, v uint32) {
	if o.Kind == isa.KindAGPR {
		w.AGPR[(int(o.Reg)+r)*64+l] = v
	} else {
		w.VGPR[(int(o.Reg)+r)*64+l] = v
	}
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
		f, _ := MatrixFieldsOf(&d.in)
		if err := MatrixCompute(w, &f, true); err != nil {
			return errInvalid("%s", err.Error())
		}
		w.LastMatrix = w.PC - uint64(d.size) + 1
		return nil
	}
}

// MatrixTiles are the matrices of one matrix instruction as the registers
// hold them: A[b][i][k] (stored columns for sparse A, with AK the dense
// column of each), B[b][k][j], C and D [b][i][j].
type MatrixTiles struct {
	A, B, C, D [][][]float64
	AK         [][][]int // sparse: dense column of stored A[b][i][kc]
}

// MatrixCompute computes D from the registers of f's sources and, when
// write is set, writes it to f.D. It returns the tiles it used.
func MatrixCompute(w *Wave, f *MatrixFields, write bool) error {
	_, err := matrixTiles(w, f, write)
	return err
}

// ReadMatrixTiles reads A, B and C of a matrix instruction from the
// registers and computes D = A*B + C without writing it.
func ReadMatrixTiles(w *Wave, f *MatrixFields) (*MatrixTiles, error) {
	return matrixTiles(w, f, false)
}

func matrixTiles(w *Wave, f *MatrixFields, write bool) (*MatrixTiles, error) {
	mo := f.Op
	fa, fb, err := mo.Formats(f.Mods)
	if err != nil {
		return nil, err
	}
	ocp := w.Env != nil && w.Env.Arch().Name == "gfx950"
	nb, m, n, k, ks := mo.Blocks, mo.M, mo.N, mo.K, mo.StoredK()
	t := &MatrixTiles{A: grid(nb, m, ks), B: grid(nb, k, n), C: grid(nb, m, n), D: grid(nb, m, n)}
	sgn := func(neg bool) float64 {
		if neg {
			return -1
		}
		return 1
	}
	sa, sb, sc := sgn(f.NegA), sgn(f.NegB), sgn(f.NegC)
	integer := mo.CD.Integer()
	// Integer elements are kept exactly as int64 below (ints).
	var ai, bi [][][]int64
	if integer {
		ai, bi = gridI(nb, m, ks), gridI(nb, k, n)
	}
	for b := range nb {
		for i := range m {
			for kk := range ks {
				l := mo.ALoc(i, kk, b, fa.Bits())
				v := matrixBits(w, &f.A, l.Lane, l.Bit, l.Bits)
				t.A[b][i][kk] = sa * MatrixElemValue(fa, v, ocp)
				if integer {
					ai[b][i][kk] = int64(int8(v))
				}
			}
		}
		for kk := range k {
			for j := range n {
				l := mo.BLoc(kk, j, b, fb.Bits())
				v := matrixBits(w, &f.B, l.Lane, l.Bit, l.Bits)
				t.B[b][kk][j] = sb * MatrixElemValue(fb, v, ocp)
				if integer {
					bi[b][kk][j] = int64(int8(v))
				}
			}
		}
		for i := range m {
			for j := range n {
				l := mo.CDLoc(i, j, b)
				t.C[b][i][j] = sc * MatrixElemValue(mo.CD, matrixCBits(w, &f.C, l, mo.CD), ocp)
			}
		}
	}
	if mo.Sparse {
		t.AK = make([][][]int, nb)
		for b := range nb {
			t.AK[b] = make([][]int, m)
			for i := range m {
				t.AK[b][i] = make([]int, ks)
				for kc := range ks {
					idx := matrixReg(w, &f.Index, 0, mo.SparseIndexLane(i, kc))
					t.AK[b][i][kc] = mo.SparseK(kc, idx, f.Mods, fa.Bits())
				}
			}
		}
	}
	// The products of block b read A from block SourceABlock(b) and B
	// through the BLGP lane pattern: B[k][j] of block b at position p is
	// the value stored at the lane SourceBLane gives.
	bEff := t.B
	if mo.LanePattern && f.Mods.BLGP != 0 {
		bEff = grid(nb, k, n)
		if integer {
			bi2 := gridI(nb, k, n)
			for b := range nb {
				for kk := range k {
					for j := range n {
						sb2, skk, sj := bFromLane(mo, b, kk, j, f.Mods, fb.Bits())
						bEff[b][kk][j] = t.B[sb2][skk][sj]
						bi2[b][kk][j] = bi[sb2][skk][sj]
					}
				}
			}
			bi = bi2
		} else {
			for b := range nb {
				for kk := range k {
					for j := range n {
						sb2, skk, sj := bFromLane(mo, b, kk, j, f.Mods, fb.Bits())
						bEff[b][kk][j] = t.B[sb2][skk][sj]
					}
				}
			}
		}
	}
	as := make([]float64, ks)
	bs := make([]float64, ks)
	for b := range nb {
		ab := mo.SourceABlock(b, f.Mods)
		if ab >= nb {
			ab = b
		}
		for i := range m {
			for j := range n {
				var r float64
				if integer {
					acc := int64(int32(matrixCBits(w, &f.C, mo.CDLoc(i, j, b), mo.CD)))
					for kc := range ks {
						kk := kc
						if mo.Sparse {
							kk = t.AK[b][i][kc]
						}
						acc += ai[ab][i][kc] * bi[b][kk][j]
					}
					r = float64(int32(acc))
				} else {
					for kc := range ks {
						kk := kc
						if mo.Sparse {
							kk = t.AK[b][i][kc]
						}
						as[kc], bs[kc] = t.A[ab][i][kc], bEff[b][kk][j]
					}
					r = matrixSum(t.C[b][i][j], as, bs, mo.CD == ElemF64)
				}
				t.D[b][i][j] = r
			}
		}
	}
	if write {
		for b := range nb {
			for i := range m {
				for j := range n {
					l := mo.CDLoc(i, j, b)
					r := t.D[b][i][j]
					switch mo.CD {
					case ElemI32:
						matrixWrite(w, &f.D, l.Reg(), l.Lane, uint32(int32(r)))
					case ElemF64:
						v := math.Float64bits(r)
						if r != r {
							v = 0x7ff8_0000_0000_0000
						}
						matrixWrite(w, &f.D, l.Reg(), l.Lane, uint32(v))
						matrixWrite(w, &f.D, l.Reg()+1, l.Lane, uint32(v>>32))
					default:
						v := math.Float32bits(float32(r))
						if r != r {
							v = 0x7fc0_0000
						}
						matrixWrite(w, &f.D, l.Reg(), l.Lane, v)
					}
				}
			}
		}
	}
	return t, nil
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
	return matrixBits(w, o, l.Lane, l.Bit, l.Bits)
}

func grid(nb, r, c int) [][][]float64 {
	g := make([][][]float64, nb)
	for b := range g {
		g[b] = make([][]float64, r)
		for i := range g[b] {
			g[b][i] = make([]float64, c)
		}
	}
	return g
}

func gridI(nb, r, c int) [][][]int64 {
	g := make([][][]int64, nb)
	for b := range g {
		g[b] = make([][]int64, r)
		for i := range g[b] {
			g[b][i] = make([]int64, c)
		}
	}
	return g
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
	s, exact := c, true
	for t := range a {
		p := a[t] * b[t]
		if math.IsInf(p, 0) || p != p || math.IsInf(s, 0) || s != s {
			return naiveMatrixSum(c, a, b, f64)
		}
		if f64 && math.FMA(a[t], b[t], -p) != 0 {
			exact = false
			break
		}
		var e float64
		s, e = twoSum(s, p)
		if e != 0 || math.IsInf(s, 0) {
			exact = false
			break
		}
	}
	if exact {
		if f64 {
			return s
		}
		return float64(float32(s))
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
	if f64 {
		r, _ := acc.Float64()
		return r
	}
	r, _ := acc.Float32()
	return float64(r)
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
	ocp := w.Env != nil && w.Env.Arch().Name == "gfx950"
	switch which {
	case 'A':
		l := mo.ALoc(r, c, b, fa.Bits())
		return MatrixElemValue(fa, matrixBits(w, &f.A, l.Lane, l.Bit, l.Bits), ocp), l, nil
	case 'B':
		l := mo.BLoc(r, c, b, fb.Bits())
		return MatrixElemValue(fb, matrixBits(w, &f.B, l.Lane, l.Bit, l.Bits), ocp), l, nil
	case 'C':
		l := mo.CDLoc(r, c, b)
		return MatrixElemValue(mo.CD, matrixCBits(w, &f.C, l, mo.CD), ocp), l, nil
	}
	l := mo.CDLoc(r, c, b)
	return MatrixElemValue(mo.CD, matrixBits(w, &f.D, l.Lane, l.Bit, l.Bits), ocp), l, nil
}

// MatrixSparseColumn is the dense column of stored column kc of row i of
// a sparse A (block b), from the index VGPR as it is now.
func MatrixSparseColumn(w *Wave, f *MatrixFields, i, kc int) int {
	fa, _, _ := f.Op.Formats(f.Mods)
	idx := matrixReg(w, &f.Index, 0, f.Op.SparseIndexLane(i, kc))
	return f.Op.SparseK(kc, idx, f.Mods, fa.Bits())
}
