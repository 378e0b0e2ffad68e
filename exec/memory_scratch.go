package exec

import "fmt"

// Scratch is the scratch backing memory of a dispatch: one region of the
// global address space holding the private segments of every wave slot,
// laid out as the hardware swizzles it. The runtime's scratch V# (ROCr
// AqlQueue::InitScratchSRD: stride 0, swizzle_enable, element_size 4 bytes,
// index_stride 64, add_tid_enable) and flat scratch both interleave the lanes
// of a wave dword by dword: private offset o of lane l of the wave whose
// scratch wave offset is w lies at
//
//	base + w + (o/4)*4*64 + l*4 + o%4
//
// so a wave slot spans LaneBytes*64 bytes.
type Scratch struct {
	Alloc     *Allocation
	LaneBytes uint32 // private segment bytes per lane, a multiple of 4
	WaveSize  int
	Slots     int
}

// ScratchElementSize is the swizzle element the runtime programs
// (SH_STATIC_MEM_CONFIG.ELEMENT_SIZE and the scratch V#): 4 bytes.
const ScratchElementSize = 4

// NewScratch allocates backing memory for slots waves of waveSize lanes with
// laneBytes (rounded up to a dword) each. With laneBytes 0 nothing is
// allocated and every private access faults.
func NewScratch(m *Memory, laneBytes uint32, waveSize, slots int) (*Scratch, error) {
	laneBytes = (laneBytes + 3) &^ 3
	s := &Scratch{LaneBytes: laneBytes, WaveSize: waveSize, Slots: slots}
	if laneBytes == 0 || slots == 0 {
		return s, nil
	}
	size := uint64(laneBytes) * uint64(waveSize) * uint64(slots)
	if size > 1<<40 {
		return nil, fmt.Errorf("exec: scratch of %d bytes per lane for %d waves is too large", laneBytes, slots)
	}
	a, err := m.Allocate("scratch", AllocScratch, size, 0)
	if err != nil {
		return nil, err
	}
	s.Alloc = a
	return s, nil
}

// Base is the address of the backing memory (0 when there is none).
func (s *Scratch) Base() uint64 {
	if s.Alloc == nil {
		return 0
	}
	return s.Alloc.Base
}

// WaveBytes is the size of one wave slot.
func (s *Scratch) WaveBytes() uint64 { return uint64(s.LaneBytes) * uint64(s.WaveSize) }

// WaveOffset is the Scratch Wavefront Offset of a slot: its byte offset from
// the base of the backing memory.
func (s *Scratch) WaveOffset(slot int) uint32 { return uint32(uint64(slot) * s.WaveBytes()) }

// Swizzle returns the address of private offset off of a lane, relative to
// the base of its wave's scratch (the swizzle for element size 4).
func (s *Scratch) Swizzle(lane int, off uint32) uint64 {
	return uint64(off/ScratchElementSize)*ScratchElementSize*uint64(s.WaveSize) +
		uint64(lane)*ScratchElementSize + uint64(off%ScratchElementSize)
}

// Locate maps an address inside the backing memory back to the wave slot,
// lane and private offset it holds.
func (s *Scratch) Locate(addr uint64) (slot, lane int, off uint32, ok bool) {
	if s.Alloc == nil || addr < s.Alloc.Base || addr >= s.Alloc.End() {
		return 0, 0, 0, false
	}
	rel := addr - s.Alloc.Base
	slot = int(rel / s.WaveBytes())
	r := rel % s.WaveBytes()
	row := r / (ScratchElementSize * uint64(s.WaveSize))
	col := r % (ScratchElementSize * uint64(s.WaveSize))
	lane = int(col / ScratchElementSize)
	off = uint32(row*ScratchElementSize + col%ScratchElementSize)
	return slot, lane, off, true
}

// Private accesses n bytes at private offset off of a lane of a wave slot
// through the swizzle, dword element by element. It returns a *MemoryFault
// naming the lane's private segment when the access does not fit in it. fn
// is called with each element's bytes and the element's offset within the
// access.
func (s *Scratch) Private(c *Accessor, slot, lane int, off uint32, n uint32, write bool, fn func(b []byte, at uint32)) error {
	if uint64(off)+uint64(n) > uint64(s.LaneBytes) || s.Alloc == nil {
		return &MemoryFault{Space: SpacePrivate, Addr: uint64(off), Size: uint64(n), Write: write, Lane: lane, Limit: uint64(s.LaneBytes)}
	}
	base := s.Alloc.Base + uint64(s.WaveOffset(slot))
	for at := uint32(0); at < n; {
		o := off + at
		chunk := ScratchElementSize - o%ScratchElementSize
		if chunk > n-at {
			chunk = n - at
		}
		b, err := c.Slice(base+s.Swizzle(lane, o), uint64(chunk), write)
		if err != nil {
			return err
		}
		fn(b, at)
		at += chunk
	}
	return nil
}

// SlotBase is the address of a wave slot's scratch.
func (s *Scratch) SlotBase(slot int) uint64 { return s.Base() + uint64(s.WaveOffset(slot)) }

// Unswizzle maps an address relative to a wave's scratch base back to the
// lane and private offset it holds (the offset may exceed LaneBytes when
// the address lies beyond the wave's slot).
func (s *Scratch) Unswizzle(rel uint64) (lane int, off uint64) {
	rowBytes := uint64(ScratchElementSize * s.WaveSize)
	row, col := rel/rowBytes, rel%rowBytes
	return int(col / ScratchElementSize), row*ScratchElementSize + col%ScratchElementSize
}

// AccessSwizzled accesses n bytes at private offset off of a lane whose
// wave's scratch starts at waveBase (from FLAT_SCRATCH or a scratch V#),
// element by element through the swizzle. An offset beyond the lane's
// private segment is a private fault.
func (s *Scratch) AccessSwizzled(c *Accessor, waveBase uint64, lane int, off uint64, n uint32, write bool, fn func(b []byte, at uint32)) error {
	if off+uint64(n) > uint64(s.LaneBytes) {
		return &MemoryFault{Space: SpacePrivate, Addr: off, Size: uint64(n), Write: write, Lane: lane, Limit: uint64(s.LaneBytes)}
	}
	for at := uint32(0); at < n; {
		o := uint32(off) + at
		chunk := min(ScratchElementSize-o%ScratchElementSize, n-at)
		b, err := c.Slice(waveBase+s.Swizzle(lane, o), uint64(chunk), write)
		if err != nil {
			return err
		}
		fn(b, at)
		at += chunk
	}
	return nil
}
