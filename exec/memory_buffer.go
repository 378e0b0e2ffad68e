package exec

// BufferResource is a buffer resource descriptor (V#): four SGPRs that MUBUF
// instructions address memory through. Field layout of SQ_BUF_RSRC_WORD0..3
// for GFX8/GFX9 (GCN3 and Vega ISA, "Buffer Resource"; the same words ROCr's
// AqlQueue::InitScratchSRD fills for the scratch V#).
type BufferResource struct {
	Base          uint64 // 48-bit byte address
	Stride        uint32 // 14 bits, bytes
	CacheSwizzle  bool
	SwizzleEnable bool
	NumRecords    uint32 // bytes when Stride is 0, records otherwise
	DstSel        [4]uint8
	NumFormat     uint8
	DataFormat    uint8
	ElementSize   uint32 // swizzle element: 2, 4, 8 or 16 bytes
	IndexStride   uint32 // swizzle index stride: 8, 16, 32 or 64
	AddTID        bool
	Type          uint8
}

// DecodeBufferResource reads a V# from its four dwords.
func DecodeBufferResource(w [4]uint32) BufferResource {
	return BufferResource{
		Base:          uint64(w[0]) | uint64(w[1]&0xffff)<<32,
		Stride:        w[1] >> 16 & 0x3fff,
		CacheSwizzle:  w[1]>>30&1 != 0,
		SwizzleEnable: w[1]>>31 != 0,
		NumRecords:    w[2],
		DstSel:        [4]uint8{uint8(w[3] & 7), uint8(w[3] >> 3 & 7), uint8(w[3] >> 6 & 7), uint8(w[3] >> 9 & 7)},
		NumFormat:     uint8(w[3] >> 12 & 7),
		DataFormat:    uint8(w[3] >> 15 & 0xf),
		ElementSize:   2 << (w[3] >> 19 & 3),
		IndexStride:   8 << (w[3] >> 21 & 3),
		AddTID:        w[3]>>23&1 != 0,
		Type:          uint8(w[3] >> 30),
	}
}

// Encode packs the V# into four dwords (the inverse of
// DecodeBufferResource for the fields it keeps).
func (r BufferResource) Encode() [4]uint32 {
	var w [4]uint32
	w[0] = uint32(r.Base)
	w[1] = uint32(r.Base>>32)&0xffff | (r.Stride&0x3fff)<<16 | b2u(r.CacheSwizzle)<<30 | b2u(r.SwizzleEnable)<<31
	w[2] = r.NumRecords
	w[3] = uint32(r.DstSel[0]&7) | uint32(r.DstSel[1]&7)<<3 | uint32(r.DstSel[2]&7)<<6 | uint32(r.DstSel[3]&7)<<9 |
		uint32(r.NumFormat&7)<<12 | uint32(r.DataFormat&0xf)<<15 |
		log2field(r.ElementSize/2)<<19 | log2field(r.IndexStride/8)<<21 | b2u(r.AddTID)<<23 | uint32(r.Type&3)<<30
	return w
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// log2field is log2 of a power of two between 1 and 8, as a 2-bit field.
func log2field(v uint32) uint32 {
	switch v {
	case 2:
		return 1
	case 4:
		return 2
	case 8:
		return 3
	}
	return 0
}

// BufferAccess is one lane's MUBUF address inputs.
type BufferAccess struct {
	Index   uint32 // VGPR index (idxen), else 0
	Offset  uint32 // VGPR offset (offen) plus the instruction's offset
	SOffset uint32 // the instruction's soffset SGPR or constant
	Lane    int    // the lane's index in the wave (for add_tid_enable)
}

// Address computes the address of the dword (or smaller element) at byte
// delta of a lane's access and whether it is in range. Vega ISA "Buffer
// Addressing": index = index + (add_tid ? lane : 0); swizzled buffers
// interleave elements of IndexStride consecutive indices; range checking:
// with stride 0 the offset (without soffset) is compared with num_records
// bytes, otherwise the index with num_records records. An out-of-range load
// returns 0 and an out-of-range store is dropped; multi-dword accesses are
// checked per dword, hence delta.
func (r BufferResource) Address(a BufferAccess, delta uint32) (uint64, bool) {
	index := a.Index
	if r.AddTID {
		index += uint32(a.Lane)
	}
	offset := a.Offset + delta
	var inRange bool
	if r.Stride == 0 {
		inRange = offset < r.NumRecords
	} else {
		inRange = index < r.NumRecords
	}
	var boff uint64
	if r.SwizzleEnable && r.ElementSize != 0 && r.IndexStride != 0 {
		idxMSB, idxLSB := uint64(index/r.IndexStride), uint64(index%r.IndexStride)
		offMSB, offLSB := uint64(offset/r.ElementSize), uint64(offset%r.ElementSize)
		es, is := uint64(r.ElementSize), uint64(r.IndexStride)
		boff = (idxMSB*uint64(r.Stride)+offMSB*es)*is + idxLSB*es + offLSB
	} else {
		boff = uint64(index)*uint64(r.Stride) + uint64(offset)
	}
	return (r.Base + uint64(a.SOffset) + boff) & (1<<48 - 1), inRange
}

// Chunk is how many of the left bytes from byte delta of a lane's access
// lie in one piece of memory: at most a dword, and with swizzling not past
// the end of the swizzle element holding offset+delta (the address formula
// applies to every byte, so an unaligned access spans two elements that lie
// IndexStride*ElementSize bytes apart).
func (r BufferResource) Chunk(a BufferAccess, delta, left uint32) uint32 {
	n := min(left, 4)
	if r.SwizzleEnable && r.ElementSize != 0 && r.IndexStride != 0 {
		n = min(n, r.ElementSize-(a.Offset+delta)%r.ElementSize)
	}
	return n
}
