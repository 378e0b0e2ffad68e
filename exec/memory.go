package exec

import (
	"fmt"
	"sort"
)

// Space names an address space of the AMDGPU memory model (AMDGPUUsage
// "Address Spaces"), as far as the interpreter distinguishes them.
type Space uint8

// The address spaces an access can fault in.
const (
	SpaceGlobal  Space = iota // 64-bit global/constant, incl. kernarg, queue, packet
	SpaceLocal                // LDS of the workgroup (group segment)
	SpacePrivate              // scratch of one lane (private segment)
)

func (s Space) String() string {
	switch s {
	case SpaceGlobal:
		return "global"
	case SpaceLocal:
		return "local"
	case SpacePrivate:
		return "private"
	}
	return fmt.Sprintf("space(%d)", uint8(s))
}

// AllocKind says what an allocation of the global address space holds.
type AllocKind uint8

// Kinds of global allocations.
const (
	AllocBuffer  AllocKind = iota // a kernel argument's buffer
	AllocKernarg                  // the kernarg segment (read-only)
	AllocPacket                   // the AQL kernel dispatch packet (read-only)
	AllocQueue                    // the amd_queue_t (read-only)
	AllocScratch                  // the scratch backing memory of the queue
	AllocCode                     // the loaded code object (read-only)
)

func (k AllocKind) String() string {
	switch k {
	case AllocBuffer:
		return "buffer"
	case AllocKernarg:
		return "kernarg segment"
	case AllocPacket:
		return "dispatch packet"
	case AllocQueue:
		return "queue"
	case AllocScratch:
		return "scratch backing"
	case AllocCode:
		return "code"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Allocation is one range of the global address space.
type Allocation struct {
	Name     string
	Kind     AllocKind
	Base     uint64
	Data     []byte
	ReadOnly bool
}

// End is the address one past the allocation's last byte.
func (a *Allocation) End() uint64 { return a.Base + uint64(len(a.Data)) }

// Describe names the allocation as a fault report does: "the 256-byte buffer `out`".
func (a *Allocation) Describe() string {
	if a.Kind == AllocBuffer {
		return fmt.Sprintf("the %d-byte buffer `%s`", len(a.Data), a.Name)
	}
	return fmt.Sprintf("the %d-byte %s", len(a.Data), a.Kind)
}

// Memory is the 64-bit global address space of one dispatch. Allocations are
// placed in increasing address order with an unmapped guard gap between any
// two, so that an access running off one buffer faults instead of landing in
// the next. Lookups are a binary search over the sorted allocations.
//
// Allocate and Map are not safe to call while a dispatch runs; reads and
// writes from several goroutines are, as long as they touch distinct bytes
// (the dispatch serialises atomics itself).
type Memory struct {
	allocs []*Allocation // sorted by Base, non-overlapping
	next   uint64        // lowest free address for Allocate
	limit  uint64        // Allocate places nothing at or above it
}

// Layout of the interpreter's global address space. The first allocation
// sits above 4 GiB so that a pointer truncated to 32 bits faults; every
// allocation starts on a page and is followed by at least GuardGap unmapped
// bytes.
const (
	GlobalBase = 0x0000_0001_0000_0000
	// Global32Base is where a 32-bit address space (NewMemory32) starts:
	// above 256 MiB, so that a small integer taken for a pointer faults.
	Global32Base = 0x1000_0000
	PageSize     = 0x1000
	GuardGap     = 0x1_0000
	// globalLimit keeps allocations below the gfx9 flat apertures (1<<48).
	globalLimit = 0x0000_8000_0000_0000
)

// NewMemory returns an empty global address space.
func NewMemory() *Memory { return &Memory{next: GlobalBase, limit: globalLimit} }

// NewMemory32 returns an empty global address space whose allocations all
// lie below 4 GiB, for a kernel whose pointers are 32 bits wide (a 32-bit
// AMD OpenCL 2.0 binary): Allocate refuses what would reach past it.
func NewMemory32() *Memory { return &Memory{next: Global32Base, limit: 1 << 32} }

// Is32 reports whether the address space is NewMemory32's.
func (m *Memory) Is32() bool { return m.limit == 1<<32 }

// Allocate places size zeroed bytes at the next free page-aligned address
// after a guard gap and returns the allocation. align (a power of two, 0 for
// a page) may ask for more alignment.
func (m *Memory) Allocate(name string, kind AllocKind, size uint64, align uint64) (*Allocation, error) {
	base, err := m.place(name, size, align)
	if err != nil {
		return nil, err
	}
	return m.append(&Allocation{Name: name, Kind: kind, Base: base, Data: make([]byte, size)}, size), nil
}

// Place is Allocate for bytes the caller already has: data (not copied)
// goes where Allocate would have put an allocation of its size. A caller
// that made its buffer's bytes itself (gcndbg run) so avoids allocating
// them twice.
func (m *Memory) Place(name string, kind AllocKind, data []byte, align uint64) (*Allocation, error) {
	size := uint64(len(data))
	base, err := m.place(name, size, align)
	if err != nil {
		return nil, err
	}
	return m.append(&Allocation{Name: name, Kind: kind, Base: base, Data: data}, size), nil
}

// place returns the address of the next allocation of size bytes.
func (m *Memory) place(name string, size, align uint64) (uint64, error) {
	if align < PageSize {
		align = PageSize
	}
	if align&(align-1) != 0 {
		return 0, fmt.Errorf("exec: allocation %q: alignment %d is not a power of two", name, align)
	}
	base := (m.next + align - 1) &^ (align - 1)
	if size > m.limit || base+size > m.limit {
		if m.Is32() {
			return 0, fmt.Errorf("exec: allocation %q of %d bytes does not fit below 4 GiB (the kernel's pointers are 32 bits; %#x bytes are in use up to %#x)", name, size, m.used(), m.next)
		}
		return 0, fmt.Errorf("exec: allocation %q of %d bytes does not fit the global address space", name, size)
	}
	return base, nil
}

// used is the bytes the allocations hold.
func (m *Memory) used() uint64 {
	var n uint64
	for _, a := range m.allocs {
		n += uint64(len(a.Data))
	}
	return n
}

// append adds a, placed by place, and moves the free address past its
// guard gap.
func (m *Memory) append(a *Allocation, size uint64) *Allocation {
	m.allocs = append(m.allocs, a)
	m.next = (a.Base + size + GuardGap + PageSize - 1) &^ (PageSize - 1)
	return a
}

// Map places data (not copied) at base, which must not overlap any existing
// allocation or its guard gap. It serves callers that need a fixed address.
func (m *Memory) Map(name string, kind AllocKind, base uint64, data []byte) (*Allocation, error) {
	end := base + uint64(len(data))
	if end < base {
		return nil, fmt.Errorf("exec: mapping %q at %#x: wraps the address space", name, base)
	}
	for _, o := range m.allocs {
		if base < o.End()+GuardGap && o.Base < end+GuardGap {
			return nil, fmt.Errorf("exec: mapping %q at %#x..%#x: too close to %s at %#x", name, base, end, o.Describe(), o.Base)
		}
	}
	a := &Allocation{Name: name, Kind: kind, Base: base, Data: data}
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].Base > base })
	m.allocs = append(m.allocs, nil)
	copy(m.allocs[i+1:], m.allocs[i:])
	m.allocs[i] = a
	if n := (end + GuardGap + PageSize - 1) &^ (PageSize - 1); n > m.next {
		m.next = n
	}
	return a, nil
}

// Allocations lists the allocations in address order.
func (m *Memory) Allocations() []*Allocation { return m.allocs }

// Lookup returns the allocation holding addr, or nil.
func (m *Memory) Lookup(addr uint64) *Allocation {
	i := m.search(addr)
	if i < 0 {
		return nil
	}
	return m.allocs[i]
}

// search returns the index of the allocation holding addr, or -1.
func (m *Memory) search(addr uint64) int {
	lo, hi := 0, len(m.allocs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if m.allocs[h].Base <= addr {
			lo = h + 1
		} else {
			hi = h
		}
	}
	// lo is the first allocation above addr.
	if lo == 0 {
		return -1
	}
	if a := m.allocs[lo-1]; addr < a.End() {
		return lo - 1
	}
	return -1
}

// Accessor reads and writes the global address space on behalf of one
// goroutine, remembering the two allocations it hit last: consecutive
// accesses of a wave nearly always fall in the same buffer or alternate
// between two (a[i] * b[i]).
type Accessor struct {
	mem        *Memory
	last, prev *Allocation
	// scalar is the allocation of the last scalar load (scalarBytes).
	scalar *Allocation
}

// find returns the allocation holding addr, trying the last two hit before
// searching, and remembers it; nil when none holds it.
func (c *Accessor) find(addr uint64) *Allocation {
	if a := c.prev; a != nil && addr >= a.Base && addr < a.End() {
		c.prev, c.last = c.last, a
		return a
	}
	i := c.mem.search(addr)
	if i < 0 {
		return nil
	}
	c.prev, c.last = c.last, c.mem.allocs[i]
	return c.last
}

// Accessor returns a new Accessor of m.
func (m *Memory) Accessor() *Accessor { return &Accessor{mem: m} }

// Memory returns the address space the accessor works on.
func (c *Accessor) Memory() *Memory { return c.mem }

// Slice returns the n bytes at addr, which must lie inside one allocation,
// or a *MemoryFault. write asks for a writable allocation.
func (c *Accessor) Slice(addr uint64, n uint64, write bool) ([]byte, error) {
	if a := c.last; a != nil && addr >= a.Base && addr-a.Base+n <= uint64(len(a.Data)) && addr+n >= addr && !(write && a.ReadOnly) {
		off := addr - a.Base
		return a.Data[off : off+n : off+n], nil
	}
	return c.slow(addr, n, write)
}

// slow is Slice when the cached allocation does not hold the bytes.
func (c *Accessor) slow(addr uint64, n uint64, write bool) ([]byte, error) {
	a := c.last
	if a == nil || addr < a.Base || addr-a.Base+n > uint64(len(a.Data)) || addr+n < addr {
		if a = c.find(addr); a == nil || addr-a.Base+n > uint64(len(a.Data)) || addr+n < addr {
			return nil, c.mem.fault(addr, n, write)
		}
	}
	if write && a.ReadOnly {
		return nil, &MemoryFault{Space: SpaceGlobal, Addr: addr, Size: n, Write: true, Alloc: a, ReadOnly: true}
	}
	off := addr - a.Base
	return a.Data[off : off+n : off+n], nil
}

// Read copies len(p) bytes at addr into p.
func (c *Accessor) Read(addr uint64, p []byte) error {
	b, err := c.Slice(addr, uint64(len(p)), false)
	if err != nil {
		return err
	}
	copy(p, b)
	return nil
}

// Write copies p to addr.
func (c *Accessor) Write(addr uint64, p []byte) error {
	b, err := c.Slice(addr, uint64(len(p)), true)
	if err != nil {
		return err
	}
	copy(b, p)
	return nil
}

// Read32 reads the little-endian dword at addr.
func (c *Accessor) Read32(addr uint64) (uint32, error) {
	b, err := c.Slice(addr, 4, false)
	if err != nil {
		return 0, err
	}
	return le32(b), nil
}

// Write32 writes v little-endian at addr.
func (c *Accessor) Write32(addr uint64, v uint32) error {
	b, err := c.Slice(addr, 4, true)
	if err != nil {
		return err
	}
	put32(b, v)
	return nil
}

// Read64 reads the little-endian qword at addr.
func (c *Accessor) Read64(addr uint64) (uint64, error) {
	b, err := c.Slice(addr, 8, false)
	if err != nil {
		return 0, err
	}
	return le64(b), nil
}

// Fault is the *MemoryFault of an access of n bytes at addr that is not
// inside one allocation, naming the allocation it most likely missed (for
// checkers that report instead of faulting).
func (m *Memory) Fault(addr, n uint64, write bool) *MemoryFault { return m.fault(addr, n, write) }

// fault builds the fault of an access of n bytes at addr that is not inside
// one allocation, naming the nearest allocation.
func (m *Memory) fault(addr, n uint64, write bool) *MemoryFault {
	f := &MemoryFault{Space: SpaceGlobal, Addr: addr, Size: n, Write: write}
	// The allocation at or below addr, and the one above it.
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].Base > addr })
	var below, above *Allocation
	if i > 0 {
		below = m.allocs[i-1]
	}
	if i < len(m.allocs) {
		above = m.allocs[i]
	}
	inGap := below != nil && addr-below.End() < GuardGap || above != nil && above.Base-addr < GuardGap
	switch buf := m.nearestBuffer(i); {
	case below != nil && addr < below.End():
		f.Alloc = below // starts inside, runs past the end
	case !inGap && buf != nil:
		// Outside every guard gap, a stray access most likely indexed a
		// kernel argument's buffer: name the nearest buffer below (or
		// above) it, not whatever runtime allocation lies in between.
		f.Alloc = buf
	case below != nil && (above == nil || addr-below.End() <= above.Base-addr):
		f.Alloc = below // the nearer neighbour
	default:
		f.Alloc = above
	}
	if f.Alloc != nil && distance(addr, f.Alloc) >= 1<<32 {
		f.Alloc = nil // too far from anything to name one
	}
	return f
}

// nearestBuffer is the buffer allocation nearest to an address, preferring
// the highest one starting below it; i is the index of the first allocation
// above the address.
func (m *Memory) nearestBuffer(i int) *Allocation {
	for j := i - 1; j >= 0; j-- {
		if m.allocs[j].Kind == AllocBuffer {
			return m.allocs[j]
		}
	}
	for j := i; j < len(m.allocs); j++ {
		if m.allocs[j].Kind == AllocBuffer {
			return m.allocs[j]
		}
	}
	return nil
}
