package isa

// Line is one disassembled instruction of a code range.
type Line struct {
	Offset int    // from the start of the range
	PC     uint64 // address
	Bytes  []byte // the instruction's bytes (4 for an undecodable word)
	Inst   Inst   // valid when Err is nil
	Err    error  // a *DecodeError for bytes that decode to nothing
}

// Text is the line's LLVM text: the instruction, or "<unknown>" as
// llvm-objdump prints for bytes it cannot decode.
func (l *Line) Text() string {
	if l.Err != nil {
		return "<unknown>"
	}
	return LLVMSyntax(l.Inst)
}

// Disassemble decodes code, which starts at address pc, instruction by
// instruction. Like llvm-objdump it skips 4 bytes (or what is left) after
// bytes that decode to nothing. fn returning false stops the walk.
func Disassemble(code []byte, pc uint64, t *Target, fn func(l *Line) bool) {
	for off := 0; off < len(code); {
		in, err := decodeAt(code, off, pc+uint64(off), t)
		n := in.Size
		if err != nil {
			n = 4
			if len(code)-off < 4 {
				n = len(code) - off
			}
		}
		l := Line{Offset: off, PC: pc + uint64(off), Bytes: code[off : off+n], Inst: in, Err: err}
		if !fn(&l) {
			return
		}
		off += n
	}
}
