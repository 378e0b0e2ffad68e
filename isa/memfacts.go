package isa

import "slices"

// MemKind is what a memory operation does at each lane's address.
type MemKind uint8

// Memory operation kinds.
const (
	MemNone      MemKind = iota // no memory access at a lane address
	MemLoad                     // reads memory into VGPRs
	MemStore                    // writes VGPRs to memory
	MemAtomic                   // read-modify-write; see MemFacts.GLCReturns
	MemAtomicRtn                // read-modify-write returning the old value
)

// MemSeg is the family of a memory operation, which says how its lane
// addresses are formed and what they reach.
type MemSeg uint8

// Memory operation families.
const (
	SegNone    MemSeg = iota // not a memory operation
	SegLDS                   // DS: the workgroup's LDS
	SegFlat                  // FLAT: generic addresses (global, or LDS/scratch by aperture)
	SegGlobal                // GLOBAL: global memory
	SegScratch               // SCRATCH: the lane's private memory
	SegBuffer                // MUBUF/MTBUF: through a buffer resource
)

// MemFacts are the facts of a memory operation (LDS, FLAT, GLOBAL,
// SCRATCH, buffer) the interpreter and debugger need, generated from
// LLVM's records by isa/internal/gen (zz_memfacts.go) instead of being
// guessed from mnemonics in several places.
type MemFacts struct {
	Kind MemKind
	Seg  MemSeg
	// Bytes is the size of one element per lane (of one component for the
	// format forms).
	Bytes uint8
	// Count is the number of elements per lane: 2 for the DS
	// read2/write2/wrxchg2 forms, the components of a format access, else 1.
	Count uint8
	// Stride is the unit in bytes of the two offsets of a two-element DS
	// form (Bytes, or 64*Bytes for st64).
	Stride uint16
	// Signed: a sub-dword load sign-extends.
	Signed bool
	// D16 loads into or stores from 16 bits of the VGPR; D16Hi says the
	// high 16.
	D16, D16Hi bool
	// GLCReturns: a FLAT/MUBUF atomic returns the old value in its
	// encoding with glc set (Encoding.Format has FormatIsAtomicRet).
	GLCReturns bool
	// Format: a buffer *_format_* access, converted per the buffer's format.
	Format bool
	// LDSDMA: the operation moves data between memory and LDS
	// (global_load_lds_*, buffer_store_lds_dword).
	LDSDMA bool
}

// Mem returns the memory facts of an operation; Kind is MemNone for an
// operation without a memory access at lane addresses, Seg is SegNone for
// one that is not a DS, FLAT or buffer operation.
func (o Op) Mem() MemFacts {
	if int(o) < len(memFactsByOp) {
		return memFactsByOp[o]
	}
	return MemFacts{}
}

// memFactsByOp is memFacts as a table indexed by Op: Mem is on the
// checkers' path of every memory instruction, where a map lookup cost
// more than some of the checks.
var memFactsByOp = func() []MemFacts {
	n := 0
	for o := range memFacts {
		n = max(n, int(o)+1)
	}
	t := make([]MemFacts, n)
	for o, f := range memFacts {
		t[o] = f
	}
	return t
}()

// MemKind returns what an instruction of encoding e does to memory: the
// operation's kind, MemAtomicRtn for an atomic whose encoding returns.
func (e *Encoding) MemKind() MemKind {
	f := e.Op.Mem()
	if f.Kind == MemAtomic && f.GLCReturns && e.Format.Has(FormatIsAtomicRet) {
		return MemAtomicRtn
	}
	return f.Kind
}

// MemOps returns the operations that have memory facts (a DS, FLAT or
// buffer family), in Op order.
func MemOps() []Op {
	ops := make([]Op, 0, len(memFacts))
	for o := range memFacts {
		ops = append(ops, o)
	}
	slices.Sort(ops)
	return ops
}
