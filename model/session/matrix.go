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
	in, _, ok := s.dbg.InstAt(pc)
	if !ok {
		return errorf("no instruction starts at %#x", s.addr(pc))
	}
	f, ok := exec.MatrixFieldsOf(&in)
	if !ok {
		return errorf("the instruction at %#x is not a matrix instruction: %s", s.addr(pc), isa.LLVMSyntax(in))
	}
	mo := f.Op
	fa, fb, err := mo.Formats(f.Mods)
	if err != nil {
		return errorf("%v", err)
	}
	c.printf("%#x: %s\n", s.addr(pc), isa.LLVMSyntax(in))
	blocks := "1 block"
	if mo.Blocks > 1 {
		blocks = fmt.Sprintf("%d blocks", mo.Blocks)
	}
	c.printf("D = A*B + C: %dx%dx%d, %s; A %s, B %s, C/D %s; cbsz %d abid %d blgp %d\n",
		mo.M, mo.N, mo.K, blocks, fa, fb, mo.CD, f.Mods.CBSZ, f.Mods.ABID, f.Mods.BLGP)
	if mo.Broadcast && f.Mods.CBSZ != 0 {
		c.printf("CBSZ/ABID: the product of block b reads A of block (b / %d) * %d + %d\n", 1<<f.Mods.CBSZ, 1<<f.Mods.CBSZ, f.Mods.ABID)
	}
	if mo.LanePattern && f.Mods.BLGP != 0 {
		c.printf("BLGP %d: the product reads B through the lane pattern (B is shown as stored)\n", f.Mods.BLGP)
	}
	if mo.Neg && f.Mods.BLGP != 0 {
		c.printf("neg:[%d,%d,%d] negates A, B, C (shown unnegated)\n", f.Mods.BLGP&1, f.Mods.BLGP>>1&1, f.Mods.BLGP>>2&1)
	}
	c.printf("(values from the registers now)\n")
	for _, m := range which {
		if err := s.printMatrix(c, w, &f, byte(m), regs); err != nil {
			return err
		}
	}
	return nil
}

// printMatrix prints one operand, block by block.
func (s *Session) printMatrix(c *Call, w *exec.Wave, f *exec.MatrixFields, m byte, regs bool) error {
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
	for b := range mo.Blocks {
		title := fmt.Sprintf("%c (%d x %d, %s %s)", m, rows, cols, role, operandName(&op))
		if mo.Blocks > 1 {
			title += fmt.Sprintf(", block %d", b)
		}
		if m == 'A' && mo.Sparse {
			title += fmt.Sprintf(": 4:2 sparse, the stored columns; [k] is each one's column of the dense A (index register %s)", operandName(&f.Index))
		}
		c.printf("%s:\n", title)
		cells := make([][]string, rows)
		width := 1
		for i := range rows {
			cells[i] = make([]string, cols)
			for j := range cols {
				v, l, err := exec.MatrixElement(w, f, m, b, i, j)
				if err != nil {
					return errorf("%v", err)
				}
				t := formatMatrixValue(v, m == 'A' && mo.A.Integer() || m == 'B' && mo.B.Integer() || (m == 'C' || m == 'D') && mo.CD.Integer())
				if m == 'A' && mo.Sparse {
					t += fmt.Sprintf("[%d]", exec.MatrixSparseColumn(w, f, i, j))
				}
				if regs {
					t += "@" + locName(&op, l)
				}
				cells[i][j] = t
				width = max(width, len(t))
			}
		}
		c.printf("%*s", 5, "")
		for j := range cols {
			c.printf(" %*d", width, j)
		}
		c.printf("\n")
		for i := range rows {
			c.printf("%4d:", i)
			for j := range cols {
				c.printf(" %*s", width, cells[i][j])
			}
			c.printf("\n")
		}
	}
	return nil
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
