package isa

// Op identifies an instruction by its mnemonic; constants are generated
// (OpV_ADD_F32, OpS_WAITCNT, ...).
type Op uint16

// String returns the LLVM mnemonic ("v_add_f32").
func (o Op) String() string {
	if int(o) < len(opMnemonics) {
		return opMnemonics[o]
	}
	return "<invalid>"
}

// Namespace is a TableGen decoder namespace (GFX8, GFX9, GFX90A, ...).
type Namespace uint8

// Variant is LLVM's assembler variant of an encoding (Default, VOP3, SDWA,
// SDWA9, DPP).
type Variant uint8

// Predicate is a subtarget predicate an encoding requires.
type Predicate uint8

// Flags are instruction properties (mayLoad, isBranch, isConvergent, ...).
type Flags uint32

// Format holds SIInstrFlags: the encoding format (SOP1 ... VOP3P, DS, FLAT,
// MUBUF, SMRD ...) and class bits (VALU, SALU, IsAtomicRet, ...).
type Format uint64

// ImplicitRegs is a set of registers read or written implicitly.
type ImplicitRegs uint32

// Has reports whether all bits of g are set in f.
func (f Flags) Has(g Flags) bool { return f&g == g }

// Has reports whether all bits of g are set in f.
func (f Format) Has(g Format) bool { return f&g == g }

// Has reports whether all bits of g are set in r.
func (r ImplicitRegs) Has(g ImplicitRegs) bool { return r&g == g }

// String returns the TableGen name of the namespace.
func (n Namespace) String() string {
	for _, x := range namespaceNames {
		if x.v == n {
			return x.name
		}
	}
	return "?"
}

// String returns the TableGen name of the predicate.
func (p Predicate) String() string {
	for _, x := range predicateNames {
		if x.v == p {
			return x.name
		}
	}
	return "?"
}

// String returns the TableGen name of the variant.
func (v Variant) String() string {
	for _, x := range variantNames {
		if x.v == v {
			return x.name
		}
	}
	return "?"
}

// FieldRun says that instruction bits InstBit..InstBit+Width-1 hold operand
// bits OpBit..OpBit+Width-1.
type FieldRun struct{ InstBit, OpBit, Width uint8 }

// OperandSpec is one MCInst operand of an encoding.
type OperandSpec struct {
	Name  string
	Class uint16 // index into operandClasses
	Out   bool
	Runs  []FieldRun // nil when the operand is not encoded
}

// ClassInfo describes an LLVM operand class (operands.jsonl).
type ClassInfo struct {
	Name, Kind, RegClass, Type, Decoder, Print, PrintArg string
}

// Encoding is one row of the encoding table.
type Encoding struct {
	Name        string // LLVM record name: V_ADD_F32_e64_vi
	Op          Op
	NS          Namespace
	Size        uint8 // bytes, without a trailing literal
	Variant     Variant
	Mask, Value [2]uint64 // fixed bits; word 0 holds bytes 0-7
	Asm         string    // LLVM's asm template
	Operands    []OperandSpec
	Preds       []Predicate
	Flags       Flags
	Format      Format
	Uses, Defs  ImplicitRegs
	Constraints string
	Pseudo      string
}

// Encodings returns the generated table (read only).
func Encodings() []Encoding { return encodings[:] }

// Class returns the operand class of an operand spec.
func (s OperandSpec) ClassInfo() *ClassInfo { return &operandClasses[s.Class] }
