package isa

import "fmt"

// OperandKind says what an operand of a decoded instruction is.
type OperandKind uint8

// Operand kinds.
const (
	KindNone    OperandKind = iota // not present (an unencoded optional operand)
	KindVGPR                       // vector register(s) v[Reg : Reg+Width-1]
	KindAGPR                       // accumulation register(s) a[...]
	KindSGPR                       // scalar register(s) s[...]
	KindTTMP                       // trap temporaries ttmp[...]
	KindSpecial                    // vcc, exec, m0, flat_scratch, src_shared_base...: Reg is the source encoding
	KindInline                     // inline constant: Imm is its bit pattern at the operand's width (f16/f32/f64 by operand type)
	KindLiteral                    // literal after the instruction: Imm holds the 32 bits (for an f64 operand they are the high half), or with Lit64 all 64

	KindImm // an immediate field (offset, modifiers, cache policy, ...)
)

// Source-operand encodings of special registers (SIDefines.h).
const (
	EncFlatScratchLo = 102
	EncFlatScratchHi = 103
	EncXnackMaskLo   = 104
	EncXnackMaskHi   = 105
	EncVCCLo         = 106
	EncVCCHi         = 107
	EncTBALo         = 108
	EncTBAHi         = 109
	EncTMALo         = 110
	EncTMAHi         = 111
	EncM0            = 124
	EncNull          = 125
	EncExecLo        = 126
	EncExecHi        = 127
	// gfx1250's src_flat_scratch_base_lo/hi: the wave's flat scratch base
	// (globally accessible scratch).
	EncFlatScratchBaseLo = 230
	EncFlatScratchBaseHi = 231
	EncSharedBase        = 235
	EncSharedLimit       = 236
	EncPrivateBase       = 237
	EncPrivateLimit      = 238
	EncPopsExiting       = 239
	EncVCCZ              = 251
	EncEXECZ             = 252
	EncSCC               = 253
	EncLDSDirect         = 254
	EncLiteral           = 255
)

// Operand is one MCInst operand, in LLVM's operand order.
type Operand struct {
	Name  string // LLVM operand name: vdst, src0, src0_modifiers, offset, ...
	Kind  OperandKind
	Reg   uint16 // first register number, or the encoding of a special register
	Width uint8  // registers covered (dwords)
	Imm   int64  // value of an immediate, inline constant or literal
	Class uint16 // operand class (index into the class table)
	Half  uint8  // a 16-bit register half (true16): 0 the whole VGPR, HalfLo or HalfHi
	Lit64 bool   // a KindLiteral read from a 64-bit literal (gfx1250's source encoding 254)

	invalidClass string // the operand's register class when a fixup changed its width
	rawHex       uint16 // printed as this encoding in hex, not as its value, when nonzero
}

// Halves of a 32-bit VGPR named by true16 operands (vN.l, vN.h).
const (
	HalfLo = 1
	HalfHi = 2
)

// IsReg reports whether the operand names registers.
func (o *Operand) IsReg() bool {
	return o.Kind >= KindVGPR && o.Kind <= KindSpecial
}

// Inst is a decoded instruction. It is plain data.
type Inst struct {
	Op        Op
	Enc       *Encoding // the matched table row
	PC        uint64
	Size      int // bytes, literal included
	Operands  []Operand
	Literal   uint32 // the trailing literal, when HasLiteral (the low half of a 64-bit one)
	HasLit    bool
	Lit64     bool // the literal is 64 bits (gfx1250): Literal64 holds it and Size counts 8 bytes
	Literal64 uint64
	// VGPRMSB is the s_set_vgpr_msb mode in effect (gfx1250, see
	// vgpr_msb.go), set by whoever walks the code: the printer follows
	// each VGPR it moves with the register it names ("v1 /*v257*/").
	VGPRMSB uint8

	target   *Target
	nsaAddrs int // an NSA address list cut to this many registers (0: as the row has it)
}

// Operand returns the operand with the given LLVM name, or nil.
func (in *Inst) Operand(name string) *Operand {
	for i := range in.Operands {
		if in.Operands[i].Name == name {
			return &in.Operands[i]
		}
	}
	return nil
}

// index returns the position of the named operand, or -1.
func (in *Inst) index(name string) int {
	for i := range in.Operands {
		if in.Operands[i].Name == name {
			return i
		}
	}
	return -1
}

// Imm returns the value of the named immediate operand (0 when absent).
func (in *Inst) Imm(name string) int64 {
	if o := in.Operand(name); o != nil {
		return o.Imm
	}
	return 0
}

// Target returns the target the instruction was decoded for.
func (in *Inst) Target() *Target { return in.target }

// Source-operand modifier bits (SISrcMods) of the *_modifiers operands.
const (
	ModNeg      = 1 << 0 // floating-point negate
	ModSext     = 1 << 4 // integer sign extend (SDWA)
	ModAbs      = 1 << 1
	ModNegHi    = 1 << 1 // VOP3P
	ModOpSel0   = 1 << 2
	ModOpSel1   = 1 << 3
	ModDstOpSel = 1 << 3
)

// DecodeError reports bytes that decode to no instruction of the target.
type DecodeError struct {
	Offset int    // byte offset of the instruction in the buffer
	PC     uint64 // its address
	Words  []uint32
	Reason string
}

func (e *DecodeError) Error() string {
	s := fmt.Sprintf("offset %#x (pc %#x): cannot decode", e.Offset, e.PC)
	for _, w := range e.Words {
		s += fmt.Sprintf(" %08x", w)
	}
	if e.Reason != "" {
		s += ": " + e.Reason
	}
	return s
}
