package exec

import "fmt"

// MemoryFault is an access outside every allocation of its address space, a
// write to read-only memory, or a misaligned access the hardware rejects. It
// says which allocation the access missed and by how much.
type MemoryFault struct {
	Space Space
	Addr  uint64 // global address, LDS byte offset, or private offset of Lane
	Size  uint64 // bytes accessed
	Write bool

	// Global: the allocation nearest to Addr (nil when none is near), and
	// whether the fault is a write to it while it is read-only.
	Alloc    *Allocation
	ReadOnly bool

	// Local and private: the size of the segment that was missed.
	Limit uint64
	// Private: the lane whose private segment was missed.
	Lane int
	// Misaligned is set when the fault is an alignment the hardware requires.
	Misaligned uint64
}

func (f *MemoryFault) access() string {
	op := "read"
	if f.Write {
		op = "write"
	}
	switch f.Space {
	case SpaceLocal:
		return fmt.Sprintf("%d-byte LDS %s at offset %#x", f.Size, op, f.Addr)
	case SpacePrivate:
		return fmt.Sprintf("%d-byte private %s at offset %#x of lane %d", f.Size, op, f.Addr, f.Lane)
	}
	return fmt.Sprintf("%d-byte %s at %#x", f.Size, op, f.Addr)
}

// Where says where the access landed relative to what it missed: "12 bytes
// past the end of the 256-byte buffer `out`".
func (f *MemoryFault) Where() string {
	if f.Misaligned != 0 {
		return fmt.Sprintf("not aligned to %d bytes", f.Misaligned)
	}
	switch f.Space {
	case SpaceLocal:
		return pastEnd(f.Addr, f.Size, f.Limit, fmt.Sprintf("the %d-byte LDS allocation of the workgroup", f.Limit))
	case SpacePrivate:
		return pastEnd(f.Addr, f.Size, f.Limit, fmt.Sprintf("the %d-byte private segment", f.Limit))
	}
	a := f.Alloc
	switch {
	case a == nil:
		return "no allocation is near it"
	case f.ReadOnly:
		return fmt.Sprintf("%s, which is read-only", a.Describe())
	case f.Addr < a.Base:
		return fmt.Sprintf("%d bytes before the start of %s", a.Base-f.Addr, a.Describe())
	}
	return pastEnd(f.Addr-a.Base, f.Size, uint64(len(a.Data)), a.Describe())
}

// pastEnd phrases an access of n bytes at offset off of a segment of limit
// bytes that does not fit in it.
func pastEnd(off, n, limit uint64, what string) string {
	if off >= limit {
		return fmt.Sprintf("%d bytes past the end of %s", off-limit, what)
	}
	return fmt.Sprintf("its last %d bytes past the end of %s", off+n-limit, what)
}

func (f *MemoryFault) Error() string {
	return "memory violation: " + f.access() + ", " + f.Where()
}

// distance is how far addr lies outside a (0 inside).
func distance(addr uint64, a *Allocation) uint64 {
	switch {
	case addr < a.Base:
		return a.Base - addr
	case addr >= a.End():
		return addr - a.End()
	}
	return 0
}
