package isa

// Line is one disassembled instruction of a code range.
type Line struct {
	Offset int    // from the start of the range
	PC     uint64 // address
	Bytes  []byte // the instruction's bytes (4 for an undecodable word)
	Inst   Inst   // valid when Err is nil
	Err    error  // a *DecodeError for bytes that decode to nothing
	Zeros  bool   // a skipped run of zero bytes (DisassembleObjdump)
}

// Text is the line's LLVM text: the instruction, or "<unknown>" as
// llvm-objdump prints for bytes it cannot decode.
func (l *Line) Text() string {
	if l.Zeros {
		return "..."
	}
	if l.Err != nil {
		return "<unknown>"
	}
	return LLVMSyntax(l.Inst)
}

// TextLabels is Text with branch targets named by label (see
// LLVMSyntaxLabels).
func (l *Line) TextLabels(label func(addr uint64) (string, bool)) string {
	if l.Zeros || l.Err != nil {
		return l.Text()
	}
	return LLVMSyntaxLabels(l.Inst, label)
}

// Disassemble decodes code, which starts at address pc, instruction by
// instruction. Like llvm-objdump it skips 4 bytes (or what is left) after
// bytes that decode to nothing. fn returning false stops the walk.
func Disassemble(code []byte, pc uint64, t *Target, fn func(l *Line) bool) {
	msb := uint8(0) // s_set_vgpr_msb's mode, from 0 at each call (symbol) as llvm-objdump keeps it
	for off := 0; off < len(code); {
		in, err := decodeAt(code, off, pc+uint64(off), t)
		n := in.Size
		if err != nil {
			n = 4
			if len(code)-off < 4 {
				n = len(code) - off
			}
		}
		if err == nil {
			if in.Op == OpS_SET_VGPR_MSB {
				msb = uint8(in.Imm("simm16"))
			}
			in.VGPRMSB = msb
		}
		l := Line{Offset: off, PC: pc + uint64(off), Bytes: code[off : off+n], Inst: in, Err: err}
		if !fn(&l) {
			return
		}
		off += n
	}
}

// DisassembleObjdump walks code as llvm-objdump -d does: like Disassemble,
// but a run of at least 8 zero bytes becomes one line (Zeros set, text
// "...") covering the run rounded down to whole words.
func DisassembleObjdump(code []byte, pc uint64, t *Target, fn func(l *Line) bool) {
	msb := uint8(0) // s_set_vgpr_msb's mode, from 0 at each call (symbol) as llvm-objdump keeps it
	for off := 0; off < len(code); {
		if n := skippableZeros(code[off:]); n > 0 {
			l := Line{Offset: off, PC: pc + uint64(off), Bytes: code[off : off+n], Zeros: true}
			if !fn(&l) {
				return
			}
			off += n
			continue
		}
		in, err := decodeAt(code, off, pc+uint64(off), t)
		n := in.Size
		if err != nil {
			n = min(4, len(code)-off)
		}
		if err == nil {
			if in.Op == OpS_SET_VGPR_MSB {
				msb = uint8(in.Imm("simm16"))
			}
			in.VGPRMSB = msb
		}
		l := Line{Offset: off, PC: pc + uint64(off), Bytes: code[off : off+n], Inst: in, Err: err}
		if !fn(&l) {
			return
		}
		off += n
	}
}

func skippableZeros(b []byte) int {
	n := 0
	for n < len(b) && b[n] == 0 {
		n++
	}
	if n < 8 {
		return 0
	}
	return n &^ 3
}
