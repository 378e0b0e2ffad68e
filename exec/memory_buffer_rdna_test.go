package exec

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// The GFX10+ V# layout, built here field by field from AMD PAL's
// sq_buf_rsrc_t (gfx10_sq_ko_reg.h: word1 STRIDE [29:16], CACHE_SWIZZLE
// [30] and SWIZZLE_ENABLE [31] on gfx10, a 2-bit SWIZZLE_ENABLE [31:30]
// from gfx11 on; word3 DST_SEL [11:0], FORMAT [18:12] (gfx10, 7 bits) or
// [17:12] (gfx11+, 6 bits), INDEX_STRIDE [22:21], ADD_TID_ENABLE [23],
// RESOURCE_LEVEL [24] (gfx10), OOB_SELECT [29:28], TYPE [31:30]).
func TestRDNABufferResourceLayout(t *testing.T) {
	for _, c := range []struct {
		gen         Gen
		w1swz       uint32 // word1 swizzle bits
		elem        uint32 // the swizzle element they mean
		format      uint32 // FORMAT as written
		wantFormat  uint8
		cacheSwizzl bool
	}{
		{GFX103, 1 << 31, 4, 0x7f, 0x7f, false},
		{GFX103, 1<<31 | 1<<30, 4, 0x45, 0x45, true},
		{GFX11, 1 << 30, 4, 0x7f, 0x3f, false},
		{GFX11, 3 << 30, 16, 0x2a, 0x2a, false},
		{GFX12, 2 << 30, 8, 0x39, 0x39, false},
	} {
		t.Run(fmt.Sprintf("%v %#x", c.gen, c.w1swz), func(t *testing.T) {
			w := [4]uint32{0x1234_5678, 0x9abc | 48<<16 | c.w1swz, 4096,
				7 | 6<<3 | 5<<6 | 4<<9 | c.format<<12 | 2<<21 | 1<<23 | 1<<24 | 3<<28}
			r := DecodeBufferResourceFor(w, c.gen)
			want := BufferResource{Base: 0x9abc_1234_5678, Stride: 48, CacheSwizzle: c.cacheSwizzl, SwizzleEnable: true,
				NumRecords: 4096, DstSel: [4]uint8{7, 6, 5, 4}, Format: c.wantFormat, ElementSize: c.elem, IndexStride: 32,
				AddTID: true, OOBSelect: 3, Gen: c.gen}
			if r != want {
				t.Errorf("decoded %+v\nwant    %+v", r, want)
			}
			// Without swizzling there is no element size.
			w[1] &^= 3 << 30
			if r := DecodeBufferResourceFor(w, c.gen); r.SwizzleEnable || r.ElementSize != 0 {
				t.Errorf("unswizzled: %+v", r)
			}
		})
	}
}

// Swizzled MUBUF stores and loads on gfx1030, gfx1100 and gfx1200 through
// a V# built from the fields above: STRIDE 48, INDEX_STRIDE 16,
// ADD_TID_ENABLE, the swizzle element 4 bytes on gfx1030 (SWIZZLE_ENABLE)
// and 16 on gfx11+ (SWIZZLE_ENABLE 3), NUM_RECORDS 20. The addresses come
// from the ISA's swizzle formula written out here: index = lane,
// buffer_offset = (index/IS*STRIDE + offset/ES*ES)*IS + index%IS*ES +
// offset%ES. Range: OOB_SELECT 1 (index < NUM_RECORDS) on gfx1030, 3 on
// gfx11+ (swizzled with a stride: index < NUM_RECORDS and offset <
// STRIDE), so lanes 20-31 store nothing and load 0.
func TestRDNASwizzledBufferAccesses(t *testing.T) {
	for _, c := range []struct {
		target, store, load, soff string
		w1                        uint32
		es                        uint32
		oob                       uint32
	}{
		{"gfx1030", "buffer_store_dword", "buffer_load_dword", "0", 1 << 31, 4, 1},
		{"gfx1100", "buffer_store_b32", "buffer_load_b32", "0", 3 << 30, 16, 3},
		{"gfx1200", "buffer_store_b32", "buffer_load_b32", "null", 3 << 30, 16, 3},
	} {
		t.Run(c.target, func(t *testing.T) {
			const stride, is, nr = 48, 16, 20
			var buf []byte
			src := fmt.Sprintf("%s v0, v1, s[4:7], %s offen\ns_waitcnt vmcnt(0)\n%s v2, v1, s[4:7], %s offen",
				c.store, c.soff, c.load, c.soff)
			if c.target == "gfx1200" {
				src = fmt.Sprintf("%s v0, v1, s[4:7], %s offen\ns_wait_storecnt 0\n%s v2, v1, s[4:7], %s offen",
					c.store, c.soff, c.load, c.soff)
			}
			w, err := runAsm(t, c.target, src, func(w *Wave, e *testEnv) {
				w.SetWaveSize(32)
				a, _ := e.mem.Allocate("buf", AllocBuffer, 2048, 0)
				buf = a.Data
				copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32)&0xffff | stride<<16 | c.w1, nr,
					4 | 5<<3 | 6<<6 | 7<<9 | 20<<12 | 1<<21 | 1<<23 | c.oob<<28})
				for l := range 32 {
					w.V(0)[l], w.V(1)[l], w.V(2)[l] = 0xa000_0000|uint32(l), uint32(4*(l%3)), 0xdead
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			want := make([]byte, 2048)
			for l := range 32 {
				if w.EXEC>>uint(l)&1 == 0 {
					t.Fatalf("lane %d inactive", l)
				}
				index, offset := uint32(l), uint32(4*(l%3))
				wantV := uint32(0)
				if index < nr {
					at := (index/is*stride+offset/c.es*c.es)*is + index%is*c.es + offset%c.es
					binary.LittleEndian.PutUint32(want[at:], 0xa000_0000|uint32(l))
					wantV = 0xa000_0000 | uint32(l)
				}
				if got := w.V(2)[l]; got != wantV {
					t.Errorf("lane %d loaded %#x, want %#x", l, got, wantV)
				}
			}
			compareLDS(t, buf, want)
		})
	}
}

// The runtime's scratch V# on GFX10+ (ROCr's InitScratchSRD GFX10/11/12
// branch): FORMAT 32_UINT (20), ADD_TID_ENABLE, OOB_SELECT 2, RESOURCE_LEVEL
// on gfx10, INDEX_STRIDE the wave size (2: 32 lanes), swizzled with 4-byte
// elements (gfx10: SWIZZLE_ENABLE [31]; gfx11+: SWIZZLE_ENABLE 1 [31:30]).
func TestRDNAScratchDescriptor(t *testing.T) {
	m := NewMemory()
	s, err := NewScratch(m, 64, 32, 2)
	if err != nil {
		t.Fatal(err)
	}
	hi := uint32(s.Base()>>32) & 0xffff
	w3 := uint32(4 | 5<<3 | 6<<6 | 7<<9 | 20<<12 | 2<<21 | 1<<23 | 2<<28)
	for _, c := range []struct {
		gen    Gen
		w1, w3 uint32
	}{
		{GFX103, hi | 1<<31, w3 | 1<<24},
		{GFX11, hi | 1<<30, w3},
		{GFX12, hi | 1<<30, w3},
	} {
		got := ScratchDescriptor(s, c.gen)
		want := [4]uint32{uint32(s.Base()), c.w1, uint32(len(s.Alloc.Data)), c.w3}
		if got != want {
			t.Errorf("%v: %#x, want %#x", c.gen, got, want)
		}
		// Its addressing is the scratch's own swizzle.
		r := DecodeBufferResourceFor(got, c.gen)
		for _, lane := range []int{0, 5, 31} {
			for _, off := range []uint32{0, 4, 9, 60} {
				addr, in := r.Address(BufferAccess{Offset: off, Lane: lane, SOffset: s.WaveOffset(1)}, 0)
				if wantAddr := s.Base() + uint64(s.WaveOffset(1)) + s.Swizzle(lane, off); addr != wantAddr || !in {
					t.Errorf("%v lane %d offset %d: %#x %v, want %#x true", c.gen, lane, off, addr, in, wantAddr)
				}
			}
		}
	}
}
