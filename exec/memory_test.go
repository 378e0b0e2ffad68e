package exec

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func mustAlloc(t *testing.T, m *Memory, name string, size uint64) *Allocation {
	t.Helper()
	a, err := m.Allocate(name, AllocBuffer, size, 0)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestAllocationsAreSeparatedByGuardGaps(t *testing.T) {
	m := NewMemory()
	a := mustAlloc(t, m, "a", 100)
	b := mustAlloc(t, m, "b", 4096)
	c := mustAlloc(t, m, "c", 1)
	for _, p := range [][2]*Allocation{{a, b}, {b, c}} {
		if gap := p[1].Base - p[0].End(); gap < GuardGap {
			t.Errorf("%s..%s: gap %#x < guard %#x", p[0].Name, p[1].Name, gap, GuardGap)
		}
		if p[1].Base%PageSize != 0 {
			t.Errorf("%s at %#x not page aligned", p[1].Name, p[1].Base)
		}
	}
	if a.Base < 1<<32 {
		t.Errorf("first allocation at %#x: a pointer truncated to 32 bits would not fault", a.Base)
	}
}

func TestLookupFindsTheAllocationHoldingAnAddress(t *testing.T) {
	m := NewMemory()
	var allocs []*Allocation
	for i := range 50 {
		allocs = append(allocs, mustAlloc(t, m, string(rune('a'+i%26)), uint64(16+i*8)))
	}
	for _, a := range allocs {
		for _, addr := range []uint64{a.Base, a.Base + uint64(len(a.Data)) - 1} {
			if got := m.Lookup(addr); got != a {
				t.Fatalf("Lookup(%#x) = %v, want %s", addr, got, a.Name)
			}
		}
		if got := m.Lookup(a.End()); got != nil {
			t.Fatalf("Lookup(end of %s) = %s, want nil", a.Name, got.Name)
		}
		if got := m.Lookup(a.Base - 1); got != nil {
			t.Fatalf("Lookup(start-1 of %s) = %s, want nil", a.Name, got.Name)
		}
	}
}

func TestGlobalFaultNamesTheAllocationMissedAndByHowMuch(t *testing.T) {
	m := NewMemory()
	in := mustAlloc(t, m, "in", 1024)
	out := mustAlloc(t, m, "out", 256)
	k, _ := m.Allocate("kernarg", AllocKernarg, 64, 0)
	k.ReadOnly = true
	c := m.Accessor()
	tests := []struct {
		name  string
		addr  uint64
		n     uint64
		write bool
		want  string
	}{
		{"past the end", out.Base + 268, 4, true, "4-byte write at " + hex(out.Base+268) + ", 12 bytes past the end of the 256-byte buffer `out`"},
		{"straddles the end", out.Base + 254, 4, false, "its last 2 bytes past the end of the 256-byte buffer `out`"},
		{"before the start", out.Base - 8, 4, false, "8 bytes before the start of the 256-byte buffer `out`"},
		{"just past in", in.End(), 4, false, "0 bytes past the end of the 1024-byte buffer `in`"},
		{"read-only kernarg", k.Base, 4, true, "the 64-byte kernarg segment, which is read-only"},
		{"null", 0, 4, false, "no allocation is near it"},
		// out[1<<20] lands far beyond the runtime's kernarg segment, which
		// lies after out: the report names the buffer, 4 MiB - 256 past it.
		{"wild index past runtime memory", out.Base + 4<<20, 4, true, "4194048 bytes past the end of the 256-byte buffer `out`"},
		{"guard gap of the kernarg", k.End() + 16, 4, false, "16 bytes past the end of the 64-byte kernarg segment"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.Slice(tt.addr, tt.n, tt.write)
			var f *MemoryFault
			if !errors.As(err, &f) {
				t.Fatalf("got %v, want a *MemoryFault", err)
			}
			if !strings.Contains(f.Error(), tt.want) {
				t.Errorf("fault %q does not say %q", f.Error(), tt.want)
			}
		})
	}
	if v, err := c.Read32(k.Base); err != nil || v != 0 {
		t.Errorf("reading the kernarg segment: %d, %v", v, err)
	}
}

func hex(v uint64) string { return "0x" + strings.TrimLeft(strings.ToLower(fmtHex(v)), "0") }

func fmtHex(v uint64) string {
	const digits = "0123456789abcdef"
	var b [16]byte
	for i := 15; i >= 0; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b[:])
}

func TestAccessorReadsAndWritesLittleEndian(t *testing.T) {
	m := NewMemory()
	a := mustAlloc(t, m, "buf", 16)
	c := m.Accessor()
	if err := c.Write32(a.Base+4, 0x11223344); err != nil {
		t.Fatal(err)
	}
	if a.Data[4] != 0x44 || a.Data[7] != 0x11 {
		t.Errorf("bytes % x: not little-endian", a.Data[4:8])
	}
	a.Data[8], a.Data[15] = 0x01, 0x80
	if v, err := c.Read64(a.Base + 8); err != nil || v != 0x8000_0000_0000_0001 {
		t.Errorf("Read64 = %#x, %v", v, err)
	}
}

func TestLDSFaultsOutsideTheWorkgroupAllocation(t *testing.T) {
	l := NewLDS(4096)
	if _, err := l.Slice(4092, 4, true); err != nil {
		t.Fatalf("last dword: %v", err)
	}
	_, err := l.Slice(4096+12, 4, false)
	want := "4-byte LDS read at offset 0x100c, 12 bytes past the end of the 4096-byte LDS allocation of the workgroup"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
}

// The runtime's scratch V# (ROCr AqlQueue::InitScratchSRD): DST_SEL X,Y,Z,W =
// 4,5,6,7 (SQ_SEL_X..W), NUM_FORMAT UINT (4), DATA_FORMAT 32 (4),
// ELEMENT_SIZE 1 (4 bytes), INDEX_STRIDE 3 (64), ADD_TID_ENABLE 1; word 1 has
// STRIDE 0 and SWIZZLE_ENABLE (bit 31). Word 3 by hand: 4 | 5<<3 | 6<<6 |
// 7<<9 | 4<<12 | 4<<15 | 1<<19 | 3<<21 | 1<<23 = 0x00ea4fac.
func TestBufferResourceDecodesTheRuntimeScratchDescriptor(t *testing.T) {
	w := [4]uint32{0x0010_0000, 0x8000_0002, 1 << 20, 0x00ea4fac}
	r := DecodeBufferResource(w)
	want := BufferResource{Base: 0x2_0010_0000, SwizzleEnable: true, NumRecords: 1 << 20,
		DstSel: [4]uint8{4, 5, 6, 7}, NumFormat: 4, DataFormat: 4, ElementSize: 4, IndexStride: 64, AddTID: true}
	if r != want {
		t.Errorf("decoded %+v\nwant    %+v", r, want)
	}
	if got := r.Encode(); got != w {
		t.Errorf("Encode = %#x, want %#x", got, w)
	}
}

func TestBufferAddressing(t *testing.T) {
	scratch := DecodeBufferResource([4]uint32{0x1000, 0x8000_0000, 1 << 20, 0x00ea4fac})
	raw := BufferResource{Base: 0x5000, NumRecords: 64}
	structured := BufferResource{Base: 0x5000, Stride: 16, NumRecords: 3}
	tests := []struct {
		name    string
		r       BufferResource
		a       BufferAccess
		delta   uint32
		addr    uint64
		inRange bool
	}{
		// Swizzled, add_tid: lane 5, offset 8: index 5 -> msb 0, lsb 5;
		// offset 8 -> msb 2, lsb 0; (0*0 + 2*4)*64 + 5*4 + 0 = 532.
		{"swizzled lane 5 offset 8", scratch, BufferAccess{Offset: 8, Lane: 5}, 0, 0x1000 + 532, true},
		// offset 9: lsb 1 -> 533; soffset is added unswizzled.
		{"swizzled byte 9 with soffset", scratch, BufferAccess{Offset: 9, Lane: 5, SOffset: 0x100}, 0, 0x1000 + 0x100 + 533, true},
		// The second dword of a dwordx2 at offset 0 of lane 63: (1*4)*64 + 63*4 = 508.
		{"swizzled second dword", scratch, BufferAccess{Lane: 63}, 4, 0x1000 + 508, true},
		{"raw in range", raw, BufferAccess{Offset: 60}, 0, 0x5000 + 60, true},
		{"raw out of range", raw, BufferAccess{Offset: 60}, 4, 0x5000 + 64, false},
		{"raw soffset not range checked", raw, BufferAccess{Offset: 0, SOffset: 1000}, 0, 0x5000 + 1000, true},
		{"structured index 2", structured, BufferAccess{Index: 2, Offset: 4}, 0, 0x5000 + 36, true},
		{"structured index 3 out of range", structured, BufferAccess{Index: 3}, 0, 0x5000 + 48, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr, ok := tt.r.Address(tt.a, tt.delta)
			if addr != tt.addr || ok != tt.inRange {
				t.Errorf("Address = %#x, %v; want %#x, %v", addr, ok, tt.addr, tt.inRange)
			}
		})
	}
}

func TestScratchSwizzleAgreesWithTheRuntimeScratchDescriptor(t *testing.T) {
	m := NewMemory()
	s, err := NewScratch(m, 24, 64, 3)
	if err != nil {
		t.Fatal(err)
	}
	for slot := range 3 {
		r := DecodeBufferResource([4]uint32{uint32(s.Base()), 0x8000_0000 | uint32(s.Base()>>32), uint32(s.Alloc.End() - s.Base()), 0x00ea4fac})
		for _, lane := range []int{0, 1, 31, 63} {
			for off := uint32(0); off < 24; off += 3 {
				want, _ := r.Address(BufferAccess{Offset: off, Lane: lane, SOffset: s.WaveOffset(slot)}, 0)
				got := s.Base() + uint64(s.WaveOffset(slot)) + s.Swizzle(lane, off)
				if got != want {
					t.Fatalf("slot %d lane %d offset %d: scratch %#x, V# %#x", slot, lane, off, got, want)
				}
				gs, gl, go_, ok := s.Locate(got)
				if !ok || gs != slot || gl != lane || go_ != off {
					t.Fatalf("Locate(%#x) = %d,%d,%d,%v; want %d,%d,%d", got, gs, gl, go_, ok, slot, lane, off)
				}
			}
		}
	}
}

func TestPrivateAccessStaysInTheLanesSegment(t *testing.T) {
	m := NewMemory()
	s, err := NewScratch(m, 16, 64, 2)
	if err != nil {
		t.Fatal(err)
	}
	c := m.Accessor()
	// Write 8 bytes at offset 6 of lane 7, slot 1: it spans three dword elements.
	val := []byte{1, 2, 3, 4, 5, 6, 7, 8}
	err = s.Private(c, 1, 7, 6, 8, true, func(b []byte, at uint32) { copy(b, val[at:]) })
	if err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 8)
	if err := s.Private(c, 1, 7, 6, 8, false, func(b []byte, at uint32) { copy(got[at:], b) }); err != nil {
		t.Fatal(err)
	}
	if string(got) != string(val) {
		t.Errorf("read back % x, want % x", got, val)
	}
	// Byte 6 of lane 7 is row 1, byte 2: 1*256 + 7*4 + 2 in slot 1.
	if b := s.Alloc.Data[s.WaveBytes()+256+28+2]; b != 1 {
		t.Errorf("swizzled byte = %d, want 1", b)
	}
	err = s.Private(c, 0, 3, 12, 8, false, func([]byte, uint32) {})
	want := "8-byte private read at offset 0xc of lane 3, its last 4 bytes past the end of the 16-byte private segment"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
}

func TestAperturesPerGeneration(t *testing.T) {
	tests := []struct {
		arch            string
		shared, private uint64
	}{
		{"gfx803", 0x2000_0000_0000_0000, 0x2000_0001_0000_0000},
		{"gfx900", 0x0001_0000_0000_0000, 0x0002_0000_0000_0000},
		{"gfx90a", 0x0001_0000_0000_0000, 0x0002_0000_0000_0000},
		{"gfx942", 0x0001_0000_0000_0000, 0x0002_0000_0000_0000},
	}
	for _, tt := range tests {
		a, err := ArchByName(tt.arch)
		if err != nil {
			t.Fatal(err)
		}
		ap := a.Apertures()
		if ap.SharedBase != tt.shared || ap.PrivateBase != tt.private {
			t.Errorf("%s: apertures %#x %#x, want %#x %#x", tt.arch, ap.SharedBase, ap.PrivateBase, tt.shared, tt.private)
		}
		if sp, off := ap.Classify(tt.private + 0x40); sp != SpacePrivate || off != 0x40 {
			t.Errorf("%s: private+0x40 classified %v %#x", tt.arch, sp, off)
		}
		if sp, off := ap.Classify(tt.shared + 8); sp != SpaceLocal || off != 8 {
			t.Errorf("%s: shared+8 classified %v %#x", tt.arch, sp, off)
		}
		if sp, _ := ap.Classify(GlobalBase); sp != SpaceGlobal {
			t.Errorf("%s: global address classified %v", tt.arch, sp)
		}
	}
}

// TestUnalignedSwizzledAccessSplitsAtElements: the Vega ISA's swizzle
// formula applies to every byte, so a dword at offset 19 of the scratch V#
// (element size 4, index stride 64) puts byte 19 in element row 4 and
// bytes 20-22 in row 5, 256 bytes further on. clang -O0 for gfx900 emits
// such a buffer_store_dword when a packed struct returned by value is
// spilled (Csmith p10). The expected addresses are the formula's, byte by
// byte: (offset/4*4)*64 + lane*4 + offset%4.
func TestUnalignedSwizzledAccessSplitsAtElements(t *testing.T) {
	r := DecodeBufferResource([4]uint32{0x1000, 0x8000_0000, 1 << 20, 0x00ea4fac})
	for _, c := range []struct{ lane, offset, bytes uint32 }{{0, 19, 4}, {5, 19, 4}, {63, 6, 4}, {7, 13, 8}, {2, 16, 4}} {
		a := BufferAccess{Offset: c.offset, Lane: int(c.lane), SOffset: 0x40}
		var got []uint64
		for at, n := uint32(0), uint32(0); at < c.bytes; at += n {
			n = r.Chunk(a, at, c.bytes-at)
			addr, _ := r.Address(a, at)
			for k := range uint64(n) {
				got = append(got, addr+k)
			}
		}
		var want []uint64
		for k := range c.bytes {
			off := uint64(c.offset + k)
			want = append(want, 0x1000+0x40+(off/4*4)*64+uint64(c.lane)*4+off%4)
		}
		if !slices.Equal(got, want) {
			t.Errorf("lane %d offset %d, %d bytes: addresses %x, want %x", c.lane, c.offset, c.bytes, got, want)
		}
	}
}
