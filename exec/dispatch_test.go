package exec

import (
	"testing"
)

func mustArch(t *testing.T, name string) Arch {
	t.Helper()
	a, err := ArchByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A gfx900 kernel asking for the private segment buffer, dispatch ptr,
// kernarg ptr, workgroup id x and y, workgroup info and the scratch wave
// offset gets, per AMDGPUUsage "SGPR Register Set Up Order": s[0:3] V#,
// s[4:5] dispatch ptr, s[6:7] kernarg ptr, s8 wg id x, s9 wg id y, s10 wg
// info, s11 scratch wavefront offset.
func TestInitialSGPRsFollowTheSetUpOrder(t *testing.T) {
	arch := mustArch(t, "gfx900")
	cfg := &KernelConfig{
		EnableSGPRPrivateSegmentBuffer: true, EnableSGPRDispatchPtr: true, EnableSGPRKernargSegmentPtr: true,
		EnableSGPRWorkgroupID: [3]bool{true, true, false}, EnableSGPRWorkgroupInfo: true, EnablePrivateSegment: true,
		PrivateSegmentFixedSize: 20, KernargSize: 24, GranulatedWorkitemVGPRCount: 1, EnableVGPRWorkitemID: 1,
	}
	d := &Dispatch{Grid: [3]uint32{256, 4, 1}, Workgroup: [3]uint32{128, 2, 1}, Kernarg: []byte{1, 2, 3, 4}}
	mem := NewMemory()
	s, err := NewSetup(arch, cfg, d, mem, 8)
	if err != nil {
		t.Fatal(err)
	}
	waves, err := s.NewWorkgroupWaves([3]uint32{1, 1, 0}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if len(waves) != 4 {
		t.Fatalf("%d waves, want 4 (128*2 work-items)", len(waves))
	}
	w := waves[2]
	sg := w.SGPR
	c := mem.Accessor()
	// s[0:3]: the scratch V#; base = scratch backing; word 3 = 0x00ea4fac.
	if base := uint64(sg[0]) | uint64(sg[1]&0xffff)<<32; base != s.Scratch.Base() || sg[1]>>31 != 1 || sg[3] != 0x00ea4fac {
		t.Errorf("V# %#x: base %#x, want %#x, swizzled, word3 0x00ea4fac", sg[0:4], base, s.Scratch.Base())
	}
	if sg[2] != uint32(len(s.Scratch.Alloc.Data)) || len(s.Scratch.Alloc.Data) != 20*64*8 {
		t.Errorf("num_records %d, scratch %d bytes; want 20*64*8", sg[2], len(s.Scratch.Alloc.Data))
	}
	dp := uint64(sg[4]) | uint64(sg[5])<<32
	if dp != s.Packet.Base {
		t.Errorf("dispatch ptr %#x, want %#x", dp, s.Packet.Base)
	}
	// The packet as HSA lays it out: header type 2 | barrier | system scopes.
	hdr, _ := c.Read32(dp)
	if hdr&0xffff != 2|1<<8|2<<9|2<<11 || hdr>>16 != 2 {
		t.Errorf("header/setup %#x", hdr)
	}
	wgx, _ := c.Read32(dp + 4)
	if wgx != 128|2<<16 {
		t.Errorf("workgroup_size_x/y %#x", wgx)
	}
	gy, _ := c.Read32(dp + 16)
	ka, _ := c.Read64(dp + 40)
	ps, _ := c.Read32(dp + 24)
	if gy != 4 || ka != s.Kernarg.Base || ps != 20 {
		t.Errorf("grid_size_y %d kernarg_address %#x private_segment_size %d", gy, ka, ps)
	}
	if kp := uint64(sg[6]) | uint64(sg[7])<<32; kp != s.Kernarg.Base {
		t.Errorf("kernarg ptr %#x, want %#x", kp, s.Kernarg.Base)
	}
	if v, _ := c.Read32(s.Kernarg.Base); v != 0x04030201 {
		t.Errorf("kernarg bytes %#x", v)
	}
	if sg[8] != 1 || sg[9] != 1 {
		t.Errorf("workgroup id %d,%d; want 1,1", sg[8], sg[9])
	}
	// Workgroup info: threadgroup_size_in_wavefronts 4, not the first wave.
	if sg[10] != 4 || waves[0].SGPR[10] != 1<<31|4 {
		t.Errorf("workgroup info %#x (wave 0: %#x)", sg[10], waves[0].SGPR[10])
	}
	// Wave 2 of the group in slot 4+2: offset 6 * 20*64.
	if sg[11] != 6*20*64 {
		t.Errorf("scratch wave offset %d, want %d", sg[11], 6*20*64)
	}
	// Work-item ids: wave 2 holds flat ids 128..191 = (0..63, 1).
	if w.VGPR[0] != 0 || w.VGPR[63] != 63 || w.VGPR[64] != 1 || w.VGPR[127] != 1 {
		t.Errorf("v0 lane 0,63 = %d,%d; v1 = %d,%d", w.VGPR[0], w.VGPR[63], w.VGPR[64], w.VGPR[127])
	}
}

func TestQueueHoldsAperturesAndTheScratchDescriptor(t *testing.T) {
	arch := mustArch(t, "gfx803")
	cfg := &KernelConfig{EnableSGPRQueuePtr: true, PrivateSegmentFixedSize: 16}
	d := &Dispatch{Grid: [3]uint32{64, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
	mem := NewMemory()
	s, err := NewSetup(arch, cfg, d, mem, 2)
	if err != nil {
		t.Fatal(err)
	}
	waves, _ := s.NewWorkgroupWaves([3]uint32{}, 0)
	qp := uint64(waves[0].SGPR[0]) | uint64(waves[0].SGPR[1])<<32
	c := mem.Accessor()
	// LLVM reads the apertures at queue_ptr+0x40 (shared) and +0x44 (private) on GFX8.
	sh, _ := c.Read32(qp + 0x40)
	pr, _ := c.Read32(qp + 0x44)
	if sh != 0x2000_0000 || pr != 0x2000_0001 {
		t.Errorf("aperture hi %#x %#x, want 0x20000000 0x20000001", sh, pr)
	}
	w3, _ := c.Read32(qp + 144 + 12)
	loc, _ := c.Read64(qp + 160)
	if w3 != 0x00ea4fac || loc != s.Scratch.Base() {
		t.Errorf("scratch V# word 3 %#x, backing %#x", w3, loc)
	}
	if err := c.Write32(qp+0x40, 0); err == nil {
		t.Error("the queue is writable")
	}
}

func TestPartialWorkgroupsAtTheGridEdge(t *testing.T) {
	arch := mustArch(t, "gfx906")
	cfg := &KernelConfig{EnableVGPRWorkitemID: 1}
	d := &Dispatch{Grid: [3]uint32{10, 5, 1}, Workgroup: [3]uint32{8, 4, 1}}
	s, err := NewSetup(arch, cfg, d, NewMemory(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := d.NumWorkgroups(); n != [3]uint32{2, 2, 1} {
		t.Fatalf("NumWorkgroups %v", n)
	}
	// Workgroup (1,1): x 8..9 (2 items), y 4 (1 item): 2 work-items.
	waves, _ := s.NewWorkgroupWaves([3]uint32{1, 1, 0}, 0)
	if len(waves) != 1 || waves[0].EXEC != 0b11 || waves[0].Lanes != 2 {
		t.Fatalf("waves %d, EXEC %#x", len(waves), waves[0].EXEC)
	}
	// Workgroup (0,1): 8x1 items: lane 7 is (7,0).
	waves, _ = s.NewWorkgroupWaves([3]uint32{0, 1, 0}, 0)
	if waves[0].EXEC != 0xff || waves[0].VGPR[7] != 7 || waves[0].VGPR[64+7] != 0 {
		t.Errorf("EXEC %#x, lane 7 ids %d,%d", waves[0].EXEC, waves[0].VGPR[7], waves[0].VGPR[64+7])
	}
	// Workgroup (1,0): 2x4 items: lane 5 is (1,2).
	waves, _ = s.NewWorkgroupWaves([3]uint32{1, 0, 0}, 0)
	if waves[0].EXEC != 0xff || waves[0].VGPR[5] != 1 || waves[0].VGPR[64+5] != 2 {
		t.Errorf("EXEC %#x, lane 5 ids %d,%d", waves[0].EXEC, waves[0].VGPR[5], waves[0].VGPR[64+5])
	}
}

func TestPackedWorkItemIDsOnGFX90A(t *testing.T) {
	arch := mustArch(t, "gfx90a")
	cfg := &KernelConfig{EnableVGPRWorkitemID: 2}
	d := &Dispatch{Grid: [3]uint32{4, 4, 4}, Workgroup: [3]uint32{4, 4, 4}}
	s, err := NewSetup(arch, cfg, d, NewMemory(), 1)
	if err != nil {
		t.Fatal(err)
	}
	waves, _ := s.NewWorkgroupWaves([3]uint32{}, 0)
	// Lane 39 = x 3, y 1, z 2: 3 | 1<<10 | 2<<20.
	if got := waves[0].VGPR[39]; got != 3|1<<10|2<<20 {
		t.Errorf("v0 lane 39 = %#x, want %#x", got, 3|1<<10|2<<20)
	}
	if waves[0].VGPR[64+39] != 0 {
		t.Errorf("v1 written on a packed target")
	}
}

func TestArchitectedFlatScratchOnGFX942(t *testing.T) {
	arch := mustArch(t, "gfx942")
	cfg := &KernelConfig{EnableSGPRKernargSegmentPtr: true, EnableSGPRWorkgroupID: [3]bool{true}, EnablePrivateSegment: true, PrivateSegmentFixedSize: 8}
	d := &Dispatch{Grid: [3]uint32{128, 1, 1}, Workgroup: [3]uint32{128, 1, 1}}
	s, err := NewSetup(arch, cfg, d, NewMemory(), 2)
	if err != nil {
		t.Fatal(err)
	}
	waves, _ := s.NewWorkgroupWaves([3]uint32{}, 0)
	if waves[1].FlatScratch != s.Scratch.Base()+8*64 {
		t.Errorf("FLAT_SCRATCH %#x, want base+512", waves[1].FlatScratch)
	}
	// No scratch wave offset SGPR: s2 is the workgroup id, s3 untouched.
	if waves[1].SGPR[2] != 0 || waves[1].SGPR[3] != 0 {
		t.Errorf("s2,s3 = %d,%d", waves[1].SGPR[2], waves[1].SGPR[3])
	}
	cfg.EnableSGPRPrivateSegmentBuffer = true
	if _, err := NewSetup(arch, cfg, d, NewMemory(), 2); err == nil {
		t.Error("a private segment buffer on gfx942 was accepted")
	}
}

func TestKernargPreloadFillsUserSGPRs(t *testing.T) {
	arch := mustArch(t, "gfx942")
	cfg := &KernelConfig{EnableSGPRKernargSegmentPtr: true, KernargPreloadLength: 2, KernargPreloadOffset: 1,
		UserSGPRCount: 6, EnableSGPRWorkgroupID: [3]bool{true}}
	d := &Dispatch{Grid: [3]uint32{64, 1, 1}, Workgroup: [3]uint32{64, 1, 1}, Kernarg: []byte{0, 0, 0, 0, 0xaa, 0, 0, 0, 0xbb, 0, 0, 0}}
	s, err := NewSetup(arch, cfg, d, NewMemory(), 1)
	if err != nil {
		t.Fatal(err)
	}
	waves, _ := s.NewWorkgroupWaves([3]uint32{}, 0)
	sg := waves[0].SGPR
	if sg[2] != 0xaa || sg[3] != 0xbb || sg[4] != 0 || sg[6] != 0 {
		t.Errorf("s2..s6 = %#x", sg[2:7])
	}
}
