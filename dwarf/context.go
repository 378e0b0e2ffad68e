package dwarf

// AllLanes asks Registers.ReadReg for a whole vector register: wave size
// dwords, lane 0 first.
const AllLanes = -1

// Registers gives the evaluator the registers of one wave (of one call
// frame). ReadReg returns the register's little-endian bytes: 4 for an
// SGPR, 8 for PC_64/EXEC_MASK_64/VCC_64; for a vector register (VGPR,
// AGPR) the 4 bytes of lane, or all wave-size dwords when lane is AllLanes.
type Registers interface {
	ReadReg(dwarfReg uint64, lane int) ([]byte, error)
}

// Memory gives the evaluator the memory of the wave's dispatch. lane selects
// the storage of per-lane address spaces (DW_ASPACE_AMDGPU_private_lane, and
// private apertures of DW_ASPACE_AMDGPU_generic).
type Memory interface {
	ReadMemory(aspace AddrSpace, lane int, addr uint64, buf []byte) error
}

// BaseType is a DWARF base type as the typed stack operations see it.
// Size 0 is the generic type: an address-sized integral of unspecified
// signedness.
type BaseType struct {
	Size     int
	Encoding int // DW_ATE_*
}

// Context is what an expression may refer to besides its own bytes. Only
// Regs and Mem are needed by most expressions; an operation whose context is
// missing fails with an *EvalError.
type Context struct {
	Regs Registers
	Mem  Memory
	// EntryRegs are the registers on entry to the current subprogram (the
	// caller frame's registers per CFI), for DW_OP_entry_value and
	// DW_OP_LLVM_call_frame_entry_reg.
	EntryRegs Registers
	// Lane is the focused lane (DW_OP_LLVM_push_lane, private_lane memory).
	Lane int
	// WaveSize is 32 or 64.
	WaveSize int
	// PC is the program location, used to choose location-list entries for
	// DWARF procedures called by DW_OP_call*.
	PC uint64
	// FrameBase is the DW_AT_frame_base expression of the subprogram, for
	// DW_OP_fbreg.
	FrameBase []byte
	// StackScale divides the value of a register frame base: AMDGPU targets
	// without architected flat scratch keep the stack and frame pointers
	// (SGPR32, SGPR33) as unswizzled wave offsets, wave size times the
	// lane's private address. Set it to the wave size there; 0 or 1 leaves
	// the value as is (gfx940+, gfx12, flat-scratch builds).
	StackScale uint64
	// CFA returns the canonical frame address (DW_OP_call_frame_cfa).
	CFA func() (Location, error)
	// ObjectAddress is pushed by DW_OP_push_object_address.
	ObjectAddress *Location
	// Addrx resolves DW_OP_addrx/DW_OP_constx indexes in .debug_addr.
	Addrx func(index uint64) (uint64, error)
	// Call returns the DW_AT_location expression of the DIE at a
	// .debug_info offset (DW_OP_call2/call4 offsets are unit-relative and
	// are converted by Data; ref reports a DW_OP_call_ref offset).
	Call func(dieOffset uint64, ref bool) ([]byte, error)
	// BaseTypeAt returns the base type DIE at a unit-relative offset for the
	// typed operations (DW_OP_const_type, regval_type, deref_type, convert).
	BaseTypeAt func(unitOffset uint64) (BaseType, error)
	// SourceLanguage is the unit's DW_AT_language; it selects how the
	// numbers of clang's address-space idiom read (ClangIdiomAddrSpace).
	SourceLanguage int64
	// LegacyOps decodes 0xe9 as DW_OP_LLVM_aspace_implicit_pointer (the
	// encoding before DW_OP_LLVM_user) instead of DW_OP_LLVM_user.
	LegacyOps bool
	// StrictXDeref turns off the recognition of upstream clang's
	// "DW_OP_lit<N> DW_OP_swap DW_OP_xderef" address-space idiom, evaluating
	// DW_OP_xderef exactly as the specification says.
	StrictXDeref bool
	// MaxSteps bounds the operations executed (DefaultMaxSteps if 0).
	MaxSteps int
	// Initial is pushed before evaluation (e.g. an object location).
	Initial []Location
}

// DefaultMaxSteps bounds expression evaluation when Context.MaxSteps is 0.
const DefaultMaxSteps = 100000

const (
	maxStack     = 1024
	maxCallDepth = 32
	maxPieces    = 4096
)
