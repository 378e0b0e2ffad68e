package session

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// info matrix [A|B|C|D] [regs] [ADDR]: the operands of a matrix
// instruction (MFMA, SMFMAC) as matrices, read from the focused wave's
// registers now through exec's layout table, so after the instruction ran
// D shows its result. ADDR (*0x..., 0x..., or a line/function location)
// defaults to the last matrix instruction the wave ran; "regs" adds, for
// each element, the register and lane (and bits) that hold it.

func (s *Session) infoMatrix(c *Call, args string) error {
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	w := g.waves[wi]
	which, regs, loc := "", false, ""
	for _, a := range strings.Fields(args) {
		switch u := strings.ToUpper(a); {
		case loc == "" && len(u) == 1 && strings.Contains("ABCD", u):
			which += u
		case loc == "" && (u == "REGS" || u == "/R"):
			regs = true
		default:
			loc += " " + a
		}
	}
	if which == "" {
		which = "ABCD"
	}
	loc = strings.TrimSpace(loc)
	var pc uint64
	if loc == "" {
		if w.LastMatrix == 0 {
			return errorf("wave %d has run no matrix instruction yet; give its address: info matrix [A|B|C|D] [regs] ADDR", g.index*s.perGroup+wi)
		}
		pc = w.LastMatrix - 1
	} else {
		if _, err := strconv.ParseUint(loc, 0, 64); err == nil {
			loc = "*" + loc
		}
		pcs, err := s.resolveLocation(loc)
		if err != nil {
			return err
		}
		pc = pcs[0]
	}
	mv, err := s.matrixView(w, pc, which)
	if err != nil {
		return err
	}
	for _, l := range mv.Header {
		c.printf("%s\n", l)
	}
	for _, t := range mv.Tiles {
		c.printf("%s:\n", t.Title)
		width := 1
		cell := func(i, j int) string {
			if regs {
				return t.Cells[i][j] + "@" + t.Regs[i][j]
			}
			return t.Cells[i][j]
		}
		for i := range t.Rows {
			for j := range t.Cols {
				width = max(width, len(cell(i, j)))
			}
		}
		c.printf("%*s", 5, "")
		for j := range t.Cols {
			c.printf(" %*d", width, j)
		}
		c.printf("\n")
		for i := range t.Rows {
			c.printf("%4d:", i)
			for j := range t.Cols {
				c.printf(" %*s", width, cell(i, j))
			}
			c.printf("\n")
		}
	}
	return nil
}

// ViewMatrix is a matrix instruction's operands as info matrix prints
// them, for the TUI's matrix pane.
type ViewMatrix struct {
	PC     uint64 // program offset of the instruction
	Header []string
	Tiles  []MatrixTile
}

// MatrixTile is one block of one operand: its elements as text, the lane
// that holds each and its register ("v5.17", "a[4:5].3", "v2.9[15:8]").
type MatrixTile struct {
	Name       byte // A, B, C or D
	Block      int
	Title      string
	Rows, Cols int
	Cells      [][]string
	Lanes      [][]int
	Regs       [][]string
}

// matrixView reads the operands which (of "ABCD") of the matrix
// instruction at pc from w's registers now.
func (s *Session) matrixView(w *exec.Wave, pc uint64, which string) (*ViewMatrix, error) {
	in, _, ok := s.dbg.InstAt(pc)
	if !ok {
		return nil, errorf("no instruction starts at %#x", s.addr(pc))
	}
	f, ok := exec.MatrixFieldsIn(w, &in)
	if !ok {
		return nil, errorf("the instruction at %#x is not a matrix instruction: %s", s.addr(pc), isa.LLVMSyntax(in))
	}
	mo := f.Op
	fa, fb, err := mo.Formats(f.Mods)
	if err != nil {
		return nil, errorf("%v", err)
	}
	v := &ViewMatrix{PC: pc}
	say := func(format string, a ...any) { v.Header = append(v.Header, fmt.Sprintf(format, a...)) }
	say("%#x: %s", s.addr(pc), isa.LLVMSyntax(in))
	blocks := "1 block"
	if mo.Blocks > 1 {
		blocks = fmt.Sprintf("%d blocks", mo.Blocks)
	}
	if mo.RDNA != 0 {
		sum := "D = A*B + C"
		if mo.Sparse {
			sum = "D = A*B + D"
		}
		cd := "C/D " + mo.CD.String()
		if mo.CElem() != mo.CD {
			cd = fmt.Sprintf("C %s, D %s", mo.CElem(), mo.CD)
		}
		say("%s: %dx%dx%d; A %s, B %s, %s; %s wave%d layout", sum, mo.M, mo.N, mo.K, fa, fb, cd, mo.Generation(), mo.Wave)
		if mo.Scaled {
			say("scaled: A[i][k] (B[k][j]) times 2^(e-127), e the E8M0 byte k/%d of %s in lane %d+i (of %s in lane %d+j); A and B shown unscaled",
				mo.ScaleK, operandName(&f.ScaleA), 16*f.ScaleSelA, operandName(&f.ScaleB), 16*f.ScaleSelB)
		}
		if mo.RDNA == 11 {
			say("A and B repeat in every 16-lane group; shown from lanes 0-15, which the product reads")
			if n, first := exec.MatrixCopyMismatch(w, &f); n > 0 {
				say("warning: %d elements of A/B differ between the 16-lane copies (first %s); the ISA requires equal copies, the hardware's result is undefined", n, first)
			}
		}
		if f.Mods.NegLo|f.Mods.NegHi != 0 || f.Mods.Clamp || f.Mods.OpSel != 0 {
			say("neg_lo:[%d,%d,%d] neg_hi:[%d,%d,%d] op_sel:%d clamp:%v (integer A/B shown with their signedness, floats unnegated)",
				f.Mods.NegLo&1, f.Mods.NegLo>>1&1, f.Mods.NegLo>>2&1, f.Mods.NegHi&1, f.Mods.NegHi>>1&1, f.Mods.NegHi>>2&1, f.Mods.OpSel, f.Mods.Clamp)
		}
	} else {
		say("D = A*B + C: %dx%dx%d, %s; A %s, B %s, C/D %s; cbsz %d abid %d blgp %d",
			mo.M, mo.N, mo.K, blocks, fa, fb, mo.CD, f.Mods.CBSZ, f.Mods.ABID, f.Mods.BLGP)
	}
	if mo.Broadcast && f.Mods.CBSZ != 0 {
		say("CBSZ/ABID: the product of block b reads A of block (b / %d) * %d + %d", 1<<f.Mods.CBSZ, 1<<f.Mods.CBSZ, f.Mods.ABID)
	}
	if mo.LanePattern && f.Mods.BLGP != 0 {
		say("BLGP %d: the product reads B through the lane pattern (B is shown as stored)", f.Mods.BLGP)
	}
	if mo.Neg && f.Mods.BLGP != 0 {
		say("neg:[%d,%d,%d] negates A, B, C (shown unnegated)", f.Mods.BLGP&1, f.Mods.BLGP>>1&1, f.Mods.BLGP>>2&1)
	}
	say("(values from the registers now)")
	for _, m := range which {
		ts, err := s.matrixTiles(w, &f, byte(m))
		if err != nil {
			return nil, err
		}
		v.Tiles = append(v.Tiles, ts...)
	}
	return v, nil
}

// matrixTiles reads one operand, block by block.
func (s *Session) matrixTiles(w *exec.Wave, f *exec.MatrixFields, m byte) ([]MatrixTile, error) {
	mo := f.Op
	rows, cols := mo.M, mo.N
	var op isa.Operand
	role := ""
	switch m {
	case 'A':
		rows, cols, op, role = mo.M, mo.StoredK(), f.A, "src0"
	case 'B':
		rows, cols, op, role = mo.K, mo.N, f.B, "src1"
	case 'C':
		op, role = f.C, "src2"
		if mo.Sparse {
			role = "vdst, before"
		}
	case 'D':
		op, role = f.D, "vdst"
	}
	var out []MatrixTile
	for b := range mo.Blocks {
		title := fmt.Sprintf("%c (%d x %d, %s %s)", m, rows, cols, role, operandName(&op))
		if mo.Blocks > 1 {
			title += fmt.Sprintf(", block %d", b)
		}
		if m == 'A' && mo.Sparse {
			title += fmt.Sprintf(": 4:2 sparse, the stored columns; [k] is each one's column of the dense A (index register %s)", operandName(&f.Index))
		}
		t := MatrixTile{Name: m, Block: b, Title: title, Rows: rows, Cols: cols,
			Cells: make([][]string, rows), Lanes: make([][]int, rows), Regs: make([][]string, rows)}
		for i := range rows {
			t.Cells[i], t.Lanes[i], t.Regs[i] = make([]string, cols), make([]int, cols), make([]string, cols)
			for j := range cols {
				v, l, err := exec.MatrixElement(w, f, m, b, i, j)
				if err != nil {
					return nil, errorf("%v", err)
				}
				text := formatMatrixValue(v, m == 'A' && mo.A.Integer() || m == 'B' && mo.B.Integer() || (m == 'C' || m == 'D') && mo.CD.Integer())
				if m == 'A' && mo.Sparse {
					text += fmt.Sprintf("[%d]", exec.MatrixSparseColumn(w, f, i, j))
				}
				t.Cells[i][j], t.Lanes[i][j], t.Regs[i][j] = text, l.Lane, locName(&op, l)
				if op.Kind != isa.KindVGPR && op.Kind != isa.KindAGPR {
					t.Lanes[i][j] = -1 // a constant: no lane holds it
				}
			}
		}
		out = append(out, t)
	}
	return out, nil
}

func formatMatrixValue(v float64, integer bool) string {
	switch {
	case integer:
		return strconv.FormatInt(int64(v), 10)
	case math.IsNaN(v):
		return "nan"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// operandName is a register operand in LLVM syntax (v[0:15], a4), or the
// constant.
func operandName(o *isa.Operand) string {
	p := ""
	switch o.Kind {
	case isa.KindVGPR:
		p = "v"
	case isa.KindAGPR:
		p = "a"
	case isa.KindSGPR:
		p = "s"
	case isa.KindNone:
		return "-"
	default:
		return fmt.Sprintf("%#x", uint64(o.Imm))
	}
	if o.Width <= 1 {
		return fmt.Sprintf("%s%d", p, o.Reg)
	}
	return fmt.Sprintf("%s[%d:%d]", p, o.Reg, int(o.Reg)+int(o.Width)-1)
}

// locName is where an element lives: register.lane, with the bits when it
// fills less than a register ("v5.17[15:8]"), both registers of a 64-bit
// one ("v[4:5].17").
func locName(o *isa.Operand, l exec.Loc) string {
	p := "v"
	switch o.Kind {
	case isa.KindAGPR:
		p = "a"
	case isa.KindVGPR:
	default:
		return "const"
	}
	r := int(o.Reg) + l.Reg()
	switch {
	case l.Bits == 64:
		return fmt.Sprintf("%s[%d:%d].%d", p, r, r+1, l.Lane)
	case l.Bits == 32:
		return fmt.Sprintf("%s%d.%d", p, r, l.Lane)
	}
	lo := l.Bit % 32
	return fmt.Sprintf("%s%d.%d[%d:%d]", p, r, l.Lane, lo+l.Bits-1, lo)
}
