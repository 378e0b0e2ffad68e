package exec

// LDS is the local data share of one workgroup: the group segment, sized by
// the kernel's static group_segment_fixed_size plus the dispatch's dynamic
// LDS. Offsets are 32-bit byte addresses from 0.
type LDS struct {
	Data []byte
}

// NewLDS returns a zeroed LDS of size bytes.
func NewLDS(size uint32) *LDS { return &LDS{Data: make([]byte, size)} }

// Slice returns the n bytes at off, or a *MemoryFault when they do not lie
// inside the workgroup's allocation. (GFX9 and later do not range-check LDS
// against M0; an out-of-range access is a bug the interpreter reports.)
func (l *LDS) Slice(off uint64, n uint64, write bool) ([]byte, error) {
	if off+n > uint64(len(l.Data)) || off+n < off {
		return nil, &MemoryFault{Space: SpaceLocal, Addr: off, Size: n, Write: write, Limit: uint64(len(l.Data))}
	}
	return l.Data[off : off+n : off+n], nil
}

// Reset zeroes the LDS for the next workgroup.
func (l *LDS) Reset() { clear(l.Data) }
