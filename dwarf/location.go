package dwarf

import (
	"errors"
	"fmt"
	"strings"
)

// LocKind is the kind of location storage a single location description
// refers to ("DWARF Location Description" of the heterogeneous extensions).
type LocKind uint8

// Location storage kinds.
const (
	LocUndefined LocKind = iota
	LocMemory
	LocRegister
	LocImplicit
	LocComposite
	LocImplicitPointer
)

// Location is a single location description: a location storage and a bit
// position in it.
type Location struct {
	Kind LocKind
	// AddrSpace and Addr give the memory storage and the byte address;
	// BitOffset adds bits below a byte for memory.
	AddrSpace AddrSpace
	Addr      uint64
	// Reg is the DWARF register number of register storage.
	Reg uint64
	// Lane is the lane context captured when the location was created; it
	// selects the storage of per-lane address spaces (private_lane, generic).
	Lane int
	// Entry marks register storage as the register's value on entry to the
	// subprogram (DW_OP_LLVM_call_frame_entry_reg): it is read through
	// Context.EntryRegs.
	Entry bool
	// BitOffset is the position in bits within the storage: from Addr for
	// memory, from the start of register, implicit or composite storage.
	BitOffset uint64
	// Value is the implicit storage (DW_OP_implicit_value, DW_OP_stack_value).
	Value []byte
	// Pieces are the parts of composite storage, in order.
	Pieces []Piece
	// PointerDIE and PointerOffset describe an implicit pointer.
	PointerDIE    uint64
	PointerOffset int64
}

// Piece is one part of a composite location storage.
type Piece struct {
	Loc     Location
	BitSize uint64
}

// Undefined is the undefined location description.
func Undefined() Location { return Location{Kind: LocUndefined} }

// MemoryAt returns a memory location description.
func MemoryAt(as AddrSpace, addr uint64, lane int) Location {
	return Location{Kind: LocMemory, AddrSpace: as, Addr: addr, Lane: lane}
}

// RegisterAt returns a register location description.
func RegisterAt(reg uint64) Location { return Location{Kind: LocRegister, Reg: reg} }

// bitSize returns the size of the location's storage in bits, or 0 when it
// is unbounded (memory, undefined).
func (l Location) storageBits() uint64 {
	switch l.Kind {
	case LocRegister:
		if r, err := DecodeReg(l.Reg); err == nil {
			return uint64(r.Bits)
		}
	case LocImplicit:
		return uint64(len(l.Value)) * 8
	case LocComposite:
		var n uint64
		for _, p := range l.Pieces {
			n += p.BitSize
		}
		return n
	}
	return 0
}

// addBits moves the location by delta bits (DW_OP_LLVM_offset,
// DW_OP_LLVM_bit_offset). Undefined locations are unchanged.
func (l Location) addBits(delta int64) (Location, error) {
	switch l.Kind {
	case LocUndefined:
		return l, nil
	case LocMemory:
		total := int64(l.Addr)*8 + int64(l.BitOffset) + delta
		l.Addr = uint64(total) >> 3
		l.BitOffset = uint64(total) & 7
		return l, nil
	}
	nb := int64(l.BitOffset) + delta
	if nb < 0 {
		return l, fmt.Errorf("offset moves before the start of the storage")
	}
	if size := l.storageBits(); size != 0 && uint64(nb) >= size {
		return l, fmt.Errorf("offset %d bits is past the %d-bit storage", nb, size)
	}
	l.BitOffset = uint64(nb)
	return l, nil
}

func (l Location) String() string {
	budget := 256
	return l.str(&budget)
}

// str renders at most *budget parts in all, so that a location built to be
// huge (DW_OP_LLVM_extend of extends) still prints quickly.
func (l Location) str(budget *int) string {
	*budget--
	if *budget < 0 {
		return "..."
	}
	var s string
	switch l.Kind {
	case LocUndefined:
		return "undefined"
	case LocMemory:
		s = fmt.Sprintf("%s:0x%x", l.AddrSpace, l.Addr)
		if l.AddrSpace == DW_ASPACE_AMDGPU_private_lane || l.AddrSpace == DW_ASPACE_AMDGPU_generic {
			s += fmt.Sprintf("[lane %d]", l.Lane)
		}
	case LocRegister:
		s = fmt.Sprintf("reg%d", l.Reg)
		if r, err := DecodeReg(l.Reg); err == nil {
			s = r.String()
		}
		if l.Entry {
			s += "@entry"
		}
	case LocImplicit:
		s = fmt.Sprintf("implicit[% x]", l.Value)
	case LocImplicitPointer:
		return fmt.Sprintf("implicit_pointer(0x%x%+d)", l.PointerDIE, l.PointerOffset)
	case LocComposite:
		parts := make([]string, 0, min(len(l.Pieces), 64))
		for _, p := range l.Pieces {
			if *budget <= 0 {
				parts = append(parts, "...")
				break
			}
			parts = append(parts, fmt.Sprintf("%s:%d", p.Loc.str(budget), p.BitSize))
		}
		s = "{" + strings.Join(parts, ", ") + "}"
	}
	if l.BitOffset != 0 {
		s += fmt.Sprintf("+%dbits", l.BitOffset)
	}
	return s
}

// MaxReadBytes bounds a single read of a location (a value of a variable).
const MaxReadBytes = 1 << 20

// Read returns n bytes of the object at the location.
func (l Location) Read(ctx *Context, n int) ([]byte, error) {
	if n < 0 || n > MaxReadBytes {
		return nil, fmt.Errorf("dwarf: read of %d bytes is out of bounds", n)
	}
	return l.ReadBits(ctx, 0, uint64(n)*8)
}

// ReadBits reads nbits bits starting bitOff bits past the location; the
// result holds them least significant bit first.
func (l Location) ReadBits(ctx *Context, bitOff, nbits uint64) ([]byte, error) {
	if nbits > MaxReadBytes*8 {
		return nil, fmt.Errorf("dwarf: read of %d bits is out of bounds", nbits)
	}
	return l.readBits(ctx, bitOff, nbits, 0)
}

func (l Location) readBits(ctx *Context, bitOff, nbits uint64, depth int) ([]byte, error) {
	if depth > maxCallDepth {
		return nil, errors.New("dwarf: composite locations nested too deeply")
	}
	out := make([]byte, (nbits+7)/8)
	if nbits == 0 {
		return out, nil
	}
	start := l.BitOffset + bitOff
	switch l.Kind {
	case LocUndefined:
		return nil, ErrUndefined
	case LocImplicitPointer:
		return nil, errors.New("dwarf: cannot read an implicit pointer's target")
	case LocImplicit:
		if start+nbits > uint64(len(l.Value))*8 {
			return nil, fmt.Errorf("dwarf: read of bits [%d,%d) past %d-byte implicit value", start, start+nbits, len(l.Value))
		}
		copyBits(out, 0, l.Value, start, nbits)
		return out, nil
	case LocMemory:
		if ctx == nil || ctx.Mem == nil {
			return nil, errors.New("dwarf: no memory to read")
		}
		addr := l.Addr + start/8
		shift := start % 8
		raw := make([]byte, (shift+nbits+7)/8)
		if err := ctx.Mem.ReadMemory(l.AddrSpace, l.Lane, addr, raw); err != nil {
			return nil, err
		}
		copyBits(out, 0, raw, shift, nbits)
		return out, nil
	case LocRegister:
		return readRegBits(ctx, l, start, nbits, out)
	case LocComposite:
		var pos uint64
		for _, p := range l.Pieces {
			lo, hi := pos, pos+p.BitSize
			pos = hi
			if hi <= start || lo >= start+nbits {
				continue
			}
			from := max(lo, start)
			to := min(hi, start+nbits)
			part, err := p.Loc.readBits(ctx, from-lo, to-from, depth+1)
			if err != nil {
				return nil, err
			}
			copyBits(out, from-start, part, 0, to-from)
		}
		if pos < start+nbits {
			return nil, fmt.Errorf("dwarf: read of bits [%d,%d) past %d-bit composite", start, start+nbits, pos)
		}
		return out, nil
	}
	return nil, fmt.Errorf("dwarf: unknown location kind %d", l.Kind)
}

func readRegBits(ctx *Context, l Location, start, nbits uint64, out []byte) ([]byte, error) {
	if ctx == nil {
		return nil, errors.New("dwarf: no registers to read")
	}
	regs := ctx.Regs
	if l.Entry {
		regs = ctx.EntryRegs
	}
	if regs == nil {
		return nil, fmt.Errorf("dwarf: register %d is not available", l.Reg)
	}
	r, err := DecodeReg(l.Reg)
	if err != nil {
		return nil, err
	}
	if start+nbits > uint64(r.Bits) {
		return nil, fmt.Errorf("dwarf: read of bits [%d,%d) past %d-bit register %s", start, start+nbits, r.Bits, r)
	}
	if r.IsVector() && start/32 == (start+nbits-1)/32 {
		// Inside one lane's dword: ask for that lane only.
		lane := int(start / 32)
		v, err := regs.ReadReg(l.Reg, lane)
		if err != nil {
			return nil, err
		}
		if len(v) < 4 {
			return nil, fmt.Errorf("dwarf: register %s lane %d read %d bytes, want 4", r, lane, len(v))
		}
		copyBits(out, 0, v, start%32, nbits)
		return out, nil
	}
	lane := 0
	if r.IsVector() {
		lane = AllLanes
	}
	v, err := regs.ReadReg(l.Reg, lane)
	if err != nil {
		return nil, err
	}
	if uint64(len(v))*8 < start+nbits {
		return nil, fmt.Errorf("dwarf: register %s read %d bytes, want %d bits", r, len(v), start+nbits)
	}
	copyBits(out, 0, v, start, nbits)
	return out, nil
}

// copyBits copies n bits from src at bit srcOff to dst at bit dstOff (both
// least significant bit first).
func copyBits(dst []byte, dstOff uint64, src []byte, srcOff, n uint64) {
	if dstOff%8 == 0 && srcOff%8 == 0 {
		whole := n / 8
		copy(dst[dstOff/8:dstOff/8+whole], src[srcOff/8:srcOff/8+whole])
		dstOff += whole * 8
		srcOff += whole * 8
		n -= whole * 8
	}
	for i := uint64(0); i < n; i++ {
		s, d := srcOff+i, dstOff+i
		bit := (src[s/8] >> (s % 8)) & 1
		dst[d/8] = dst[d/8]&^(1<<(d%8)) | bit<<(d%8)
	}
}
