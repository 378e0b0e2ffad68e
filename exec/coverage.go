package exec

import (
	"errors"
	"strings"
)

// ProgramCoverage summarises what a program's decoded instructions need of
// the interpreter, for coverage reports (scripts/rocrand-coverage.sh).
type ProgramCoverage struct {
	// Instructions is the number of instructions decoded.
	Instructions int
	// Illegal counts the dwords that did not decode.
	Illegal int
	// Unimplemented maps each operation (or encoding variant, such as
	// "v_add_u32_sdwa") that decodes but has no semantics to the number of
	// its instructions in the program.
	Unimplemented map[string]int
	// Invalid maps each instruction text whose operands the interpreter
	// refuses (a register beyond the kernel's allocation ...) to its reason.
	Invalid map[string]string
}

// Coverage reports, instruction by instruction, which of the program's
// decoded instructions could execute.
func (p *Program) Coverage() ProgramCoverage {
	c := ProgramCoverage{Unimplemented: map[string]int{}, Invalid: map[string]string{}}
	p.decodeAll()
	for i := range p.insts {
		d := p.insts[i].Load()
		switch {
		case d == nil:
			continue
		case d.illegal:
			c.Illegal++
			continue
		}
		c.Instructions++
		var fe *faultError
		switch {
		case d.fn == nil:
			c.Unimplemented[d.op.String()]++
		case errors.As(d.err, &fe) && fe.kind == FaultUnimplemented:
			c.Unimplemented[strings.TrimSuffix(fe.detail, " has no semantics in the interpreter yet")]++
		case d.err != nil:
			c.Invalid[d.text()] = d.err.Error()
		}
	}
	return c
}
