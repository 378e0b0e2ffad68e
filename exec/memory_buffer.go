package exec

// BufferResource is a buffer resource descriptor (V#): four SGPRs that MUBUF
// instructions address memory through. Field layout of SQ_BUF_RSRC_WORD0..3
// for GFX8/GFX9 (GCN3 and Vega ISA, "Buffer Resource"; the same words ROCr's
// AqlQueue::InitScratchSRD fills for the scratch V#); GFX10 and later lay
// words 1 and 3 out differently, gfx1250 all four (DecodeBufferResourceFor).
type BufferResource struct {
	Base          uint64 // 48-bit byte address (gfx1250: 57 bits)
	Stride        uint32 // 14 bits, bytes (gfx1250: 16 bits)
	CacheSwizzle  bool
	SwizzleEnable bool
	NumRecords    uint64 // bytes when Stride is 0, records otherwise; 32 bits (gfx1250: 45)
	DstSel        [4]uint8
	NumFormat     uint8  // GCN
	DataFormat    uint8  // GCN
	Format        uint8  // GFX10+: the unified format
	ElementSize   uint32 // swizzle element: 2, 4, 8 or 16 bytes
	IndexStride   uint32 // swizzle index stride: 8, 16, 32 or 64
	AddTID        bool
	OOBSelect     uint8 // GFX10+: the out-of-bounds check (Address)
	RawBounds     bool  // gfx1250: check the offset even with a stride (Address)
	Type          uint8
	// Gen is the generation whose layout the words were read with; GFX10
	// and later check the range by OOBSelect, earlier ones as GCN does.
	Gen Gen
}

// DecodeBufferResourceFor reads a V# as processors of generation gen lay
// it out. GFX10 and later (AMD PAL's sq_buf_rsrc_t in
// gfx10_sq_ko_reg.h and gfx12_sq_ko_reg.h, Mesa's
// ac_build_buffer_descriptor, ROCr's SQ_BUF_RSRC_WORD3_GFX10/11/12):
// word 1 is BASE_ADDRESS_HI [15:0], STRIDE [29:16] and on GFX10
// CACHE_SWIZZLE [30] and SWIZZLE_ENABLE [31], on GFX11 and later a 2-bit
// SWIZZLE_ENABLE [31:30] that is the swizzle element size (1: 4 bytes,
// 3: 16 bytes as Mesa's attribute ring comments it; 2 read as 8); word 3
// is DST_SEL [11:0], FORMAT [18:12] (GFX10) or [17:12] (GFX11+),
// INDEX_STRIDE [22:21], ADD_TID_ENABLE [23], OOB_SELECT [29:28] and TYPE
// [31:30]. There is no ELEMENT_SIZE: GFX10's swizzle element is 4 bytes
// (Mesa and ROCr enable swizzling for the dword-interleaved scratch
// without one). GFX12's STRIDE_SCALE [19:18] is not modelled.
func DecodeBufferResourceFor(w [4]uint32, gen Gen) BufferResource {
	if gen < GFX10 {
		return DecodeBufferResource(w)
	}
	if gen >= GFX1250 {
		return decodeBufferResource1250(w)
	}
	r := BufferResource{
		Base:        uint64(w[0]) | uint64(w[1]&0xffff)<<32,
		Stride:      w[1] >> 16 & 0x3fff,
		NumRecords:  uint64(w[2]),
		DstSel:      [4]uint8{uint8(w[3] & 7), uint8(w[3] >> 3 & 7), uint8(w[3] >> 6 & 7), uint8(w[3] >> 9 & 7)},
		Format:      uint8(w[3] >> 12 & 0x7f),
		IndexStride: 8 << (w[3] >> 21 & 3),
		AddTID:      w[3]>>23&1 != 0,
		OOBSelect:   uint8(w[3] >> 28 & 3),
		Type:        uint8(w[3] >> 30),
		Gen:         gen,
	}
	if gen >= GFX11 {
		r.Format &= 0x3f
		if code := w[1] >> 30; code != 0 {
			r.SwizzleEnable, r.ElementSize = true, 2<<code
		}
	} else {
		r.CacheSwizzle, r.SwizzleEnable = w[1]>>30&1 != 0, w[1]>>31 != 0
		if r.SwizzleEnable {
			r.ElementSize = 4
		}
	}
	return r
}

// decodeBufferResource1250 reads a gfx1250 V#. AMDGPUUsage (LLVM 22):
// "On gfx1250, the base pointer is instead truncated to 57 bits and the
// NumRecords field is 45 bits". The bits are those LLVM 22's lowering of
// llvm.amdgcn.make.buffer.rsrc writes for gfx1250 (clang-22's code for
// __builtin_amdgcn_make_buffer_rsrc: base | num_records << 57, the 16-bit
// stride operand << 108, flags << 124) and AMD's gfx1250 emulator reads
// (ROCm rocm-systems, rocjitsu gfx1250/addr_calc.cpp):
//
//	BASE_ADDRESS [56:0], NUM_RECORDS [101:57], STRIDE [123:108],
//	and bit 127 a raw bounds check (the offset is checked even when the
//	stride is not 0).
//
// There is no swizzling, ADD_TID, format or OOB_SELECT field (LLVM 22 has
// no typed or formatted buffer instructions for gfx1250).
func decodeBufferResource1250(w [4]uint32) BufferResource {
	return BufferResource{
		Base:       uint64(w[0]) | uint64(w[1]&0x1ff_ffff)<<32,
		NumRecords: uint64(w[1]>>25) | uint64(w[2])<<7 | uint64(w[3]&0x3f)<<39,
		Stride:     w[3] >> 12 & 0xffff,
		RawBounds:  w[3]>>31 != 0,
		Gen:        GFX1250,
	}
}

// DecodeBufferResource reads a V# from its four dwords in the GCN layout
// (GFX8, GFX9).
func DecodeBufferResource(w [4]uint32) BufferResource {
	return BufferResource{
		Base:          uint64(w[0]) | uint64(w[1]&0xffff)<<32,
		Stride:        w[1] >> 16 & 0x3fff,
		CacheSwizzle:  w[1]>>30&1 != 0,
		SwizzleEnable: w[1]>>31 != 0,
		NumRecords:    uint64(w[2]),
		DstSel:        [4]uint8{uint8(w[3] & 7), uint8(w[3] >> 3 & 7), uint8(w[3] >> 6 & 7), uint8(w[3] >> 9 & 7)},
		NumFormat:     uint8(w[3] >> 12 & 7),
		DataFormat:    uint8(w[3] >> 15 & 0xf),
		ElementSize:   2 << (w[3] >> 19 & 3),
		IndexStride:   8 << (w[3] >> 21 & 3),
		AddTID:        w[3]>>23&1 != 0,
		Type:          uint8(w[3] >> 30),
	}
}

// EncodeFor packs the V# into four dwords in generation gen's layout (the
// inverse of DecodeBufferResourceFor for the fields it keeps).
func (r BufferResource) EncodeFor(gen Gen) [4]uint32 {
	if gen < GFX10 {
		return r.Encode()
	}
	if gen >= GFX1250 {
		n := r.NumRecords & (1<<45 - 1)
		return [4]uint32{
			uint32(r.Base),
			uint32(r.Base>>32)&0x1ff_ffff | uint32(n)<<25,
			uint32(n >> 7),
			uint32(n>>39) | (r.Stride&0xffff)<<12 | b2u(r.RawBounds)<<31,
		}
	}
	var w [4]uint32
	w[0] = uint32(r.Base)
	w[1] = uint32(r.Base>>32)&0xffff | (r.Stride&0x3fff)<<16
	format := uint32(r.Format & 0x7f)
	if gen >= GFX11 {
		format &= 0x3f
		if r.SwizzleEnable {
			w[1] |= log2field(r.ElementSize/2) << 30
		}
	} else {
		w[1] |= b2u(r.CacheSwizzle)<<30 | b2u(r.SwizzleEnable)<<31
	}
	w[2] = uint32(r.NumRecords)
	w[3] = uint32(r.DstSel[0]&7) | uint32(r.DstSel[1]&7)<<3 | uint32(r.DstSel[2]&7)<<6 | uint32(r.DstSel[3]&7)<<9 |
		format<<12 | log2field(r.IndexStride/8)<<21 | b2u(r.AddTID)<<23 | uint32(r.OOBSelect&3)<<28 | uint32(r.Type&3)<<30
	if gen < GFX11 {
		w[3] |= 1 << 24 // RESOURCE_LEVEL, which GFX10 descriptors set (Mesa, ROCr)
	}
	return w
}

// Encode packs the V# into four dwords in the GCN layout (the inverse of
// DecodeBufferResource for the fields it keeps).
func (r BufferResource) Encode() [4]uint32 {
	var w [4]uint32
	w[0] = uint32(r.Base)
	w[1] = uint32(r.Base>>32)&0xffff | (r.Stride&0x3fff)<<16 | b2u(r.CacheSwizzle)<<30 | b2u(r.SwizzleEnable)<<31
	w[2] = uint32(r.NumRecords)
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
// interleave elements of IndexStride consecutive indices; range checking
// on GCN: with stride 0 the offset (without soffset) is compared with
// num_records bytes, otherwise the index with num_records records; on
// GFX10 and later OOB_SELECT chooses the check (Mesa's
// ac_build_buffer_descriptor documents it; offset is the chunk's first
// byte here, which for dword-aligned accesses and bounds is GFX11's
// "offset+payload > bound"):
//
//	0: index >= NUM_RECORDS or offset >= STRIDE
//	1: index >= NUM_RECORDS
//	2: NUM_RECORDS == 0 (the runtime's scratch V#)
//	3: GFX10: the swizzled buffer offset (swizzled) or offset >= NUM_RECORDS;
//	   GFX11+: as 0 when swizzled with a stride, else offset >= NUM_RECORDS
//
// gfx1250 (rocjitsu's gfx1250 addr_calc.cpp) checks the index when the
// stride is not 0 and the raw bit is clear, else the offset, both against
// the 45-bit NUM_RECORDS, and adds the sum to its 57-bit base.
//
// An out-of-range load returns 0 and an out-of-range store is dropped;
// multi-dword accesses are checked per dword, hence delta.
func (r BufferResource) Address(a BufferAccess, delta uint32) (uint64, bool) {
	if r.Gen >= GFX1250 {
		offset := a.Offset + delta
		inRange := uint64(offset) < r.NumRecords
		if r.Stride != 0 && !r.RawBounds {
			inRange = uint64(a.Index) < r.NumRecords
		}
		return (r.Base + uint64(a.SOffset) + uint64(a.Index)*uint64(r.Stride) + uint64(offset)) & (1<<57 - 1), inRange
	}
	index := a.Index
	if r.AddTID {
		index += uint32(a.Lane)
	}
	offset := a.Offset + delta
	swizzled := r.SwizzleEnable && r.ElementSize != 0 && r.IndexStride != 0
	var boff uint64
	if swizzled {
		idxMSB, idxLSB := uint64(index/r.IndexStride), uint64(index%r.IndexStride)
		offMSB, offLSB := uint64(offset/r.ElementSize), uint64(offset%r.ElementSize)
		es, is := uint64(r.ElementSize), uint64(r.IndexStride)
		boff = (idxMSB*uint64(r.Stride)+offMSB*es)*is + idxLSB*es + offLSB
	} else {
		boff = uint64(index)*uint64(r.Stride) + uint64(offset)
	}
	var inRange bool
	switch {
	case r.Gen < GFX10 && r.Stride == 0:
		inRange = uint64(offset) < r.NumRecords
	case r.Gen < GFX10:
		inRange = uint64(index) < r.NumRecords
	case r.OOBSelect == 1:
		inRange = uint64(index) < r.NumRecords
	case r.OOBSelect == 2:
		inRange = r.NumRecords != 0
	case r.OOBSelect == 3 && r.Gen < GFX11 && swizzled:
		inRange = boff < r.NumRecords
	case r.OOBSelect == 3 && !(swizzled && r.Stride != 0):
		inRange = uint64(offset) < r.NumRecords
	default: // 0, and GFX11's 3 when swizzled with a stride
		inRange = uint64(index) < r.NumRecords && offset < r.Stride
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
