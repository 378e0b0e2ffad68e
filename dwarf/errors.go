package dwarf

import (
	"errors"
	"fmt"
)

// FormatError reports malformed debugging information: the section, the byte
// offset in it, and what was expected there.
type FormatError struct {
	Section string
	Offset  int64
	Msg     string
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("dwarf: %s+0x%x: %s", e.Section, e.Offset, e.Msg)
}

// EvalError reports a DWARF expression that cannot be evaluated: the offset
// of the failing operation within the expression, its name, and why.
type EvalError struct {
	Offset int
	Op     string
	Msg    string
}

func (e *EvalError) Error() string {
	if e.Op == "" {
		return fmt.Sprintf("dwarf expression +%d: %s", e.Offset, e.Msg)
	}
	return fmt.Sprintf("dwarf expression +%d (%s): %s", e.Offset, e.Op, e.Msg)
}

var (
	// ErrUnknownPC is returned by lookups for a PC no line row, function or
	// CFI entry covers.
	ErrUnknownPC = errors.New("dwarf: no debug information for PC")
	// ErrOptimizedOut is returned when a variable has no location at a PC
	// (gdb prints it as <optimized out>).
	ErrOptimizedOut = errors.New("optimized out")
	// ErrUndefined is returned when reading an undefined location description
	// (DW_OP_LLVM_undefined, or an empty piece).
	ErrUndefined = errors.New("undefined location")
	// ErrNoLine is returned by LineToPCs when no statement starts on a line.
	ErrNoLine = errors.New("dwarf: no code at line")
)
