package exec

import (
	"cmp"
	"fmt"
)

// Dispatch is one kernel launch: the grid and workgroup sizes in
// work-items (as in an AQL packet: grid_size is the total number of
// work-items per dimension), the kernarg segment's bytes (explicit and
// hidden arguments already laid out by the caller) and dynamic LDS.
type Dispatch struct {
	Grid       [3]uint32
	Workgroup  [3]uint32
	Kernarg    []byte
	DynamicLDS uint32
	DispatchID uint64
	// KernelObject is the address of the kernel descriptor the packet
	// names (informational: the interpreter runs a Program, not memory).
	KernelObject uint64
}

// Validate checks the sizes as the packet processor would.
func (d *Dispatch) Validate() error {
	n := uint64(1)
	for i, g := range d.Grid {
		if g == 0 {
			return fmt.Errorf("exec: grid size %c is 0", "xyz"[i])
		}
		w := d.Workgroup[i]
		if w == 0 || w > 1024 {
			return fmt.Errorf("exec: workgroup size %c is %d, not 1..1024", "xyz"[i], w)
		}
		n *= uint64(w)
	}
	if n > 1024 {
		return fmt.Errorf("exec: workgroup of %d work-items exceeds 1024", n)
	}
	return nil
}

// NumWorkgroups is the number of workgroups per dimension, counting the
// partial workgroups at the grid's edge.
func (d *Dispatch) NumWorkgroups() [3]uint32 {
	var n [3]uint32
	for i := range 3 {
		n[i] = uint32((uint64(d.Grid[i]) + uint64(d.Workgroup[i]) - 1) / uint64(d.Workgroup[i]))
	}
	return n
}

// WorkgroupSize is the size of workgroup wg: the full size, or what is left
// of the grid in a partial workgroup at its edge.
func (d *Dispatch) WorkgroupSize(wg [3]uint32) [3]uint32 {
	var s [3]uint32
	for i := range 3 {
		s[i] = min(d.Workgroup[i], d.Grid[i]-wg[i]*d.Workgroup[i])
	}
	return s
}

// Dims is the packet's setup.dimensions: the highest dimension whose grid
// size exceeds 1.
func (d *Dispatch) Dims() uint16 {
	switch {
	case d.Grid[2] > 1 || d.Workgroup[2] > 1:
		return 3
	case d.Grid[1] > 1 || d.Workgroup[1] > 1:
		return 2
	}
	return 1
}

// Setup is the memory a dispatch is set up in, as the ROCm runtime and
// packet processor leave it: the kernarg segment, the AQL kernel dispatch
// packet, the amd_queue_t it was queued on and the queue's scratch.
type Setup struct {
	// sgprsSet is how many SGPRs initSGPRs sets (SGPRsInitialised).
	sgprsSet int

	Arch      Arch
	Config    *KernelConfig
	Dispatch  *Dispatch
	Mem       *Memory
	Kernarg   *Allocation
	Packet    *Allocation
	Queue     *Allocation
	Scratch   *Scratch
	Apertures Apertures
	// VGPRs and AGPRs are the register counts each wave gets.
	VGPRs, AGPRs int
	// WaveSize is the number of lanes of each wave (Config.WaveSize).
	WaveSize int

	scratchDesc [4]uint32 // ScratchDescriptor(Scratch), made once
	// fullWaves are the work-item ids of the lanes of each wave of a full
	// workgroup and the VGPRs they start in (the same for every full
	// workgroup), made once.
	fullWaves []waveIDs
}

// waveIDs are the work-item ids of the lanes of one wave of a workgroup
// and the VGPRs holding them initially (v0..v(vgprs-1)).
type waveIDs struct {
	workItem [64][3]uint32
	vgprs    int
	vgpr     [3][64]uint32
}

// Sizes of the runtime's structures.
const (
	AQLPacketSize = 64  // hsa_kernel_dispatch_packet_t
	AMDQueueSize  = 256 // amd_queue_t
)

// Offsets in hsa_kernel_dispatch_packet_t (HSA System Architecture
// Specification 2.9.6).
const (
	PacketHeader             = 0
	PacketSetup              = 2
	PacketWorkgroupSizeX     = 4
	PacketGridSizeX          = 12
	PacketPrivateSegmentSize = 24
	PacketGroupSegmentSize   = 28
	PacketKernelObject       = 32
	PacketKernargAddress     = 40
	PacketCompletionSignal   = 56
)

// Offsets in amd_queue_t (AMDGPU-ABI "AMD AQL Queue Object", ROCr
// amd_hsa_queue.h). The first 40 bytes are hsa_queue_t.
const (
	QueueType                          = 0
	QueueFeatures                      = 4
	QueueBaseAddress                   = 8
	QueueDoorbellSignal                = 16
	QueueSize                          = 24
	QueueID                            = 32
	QueueWriteDispatchID               = 56
	QueueGroupSegmentApertureBaseHi    = 64
	QueuePrivateSegmentApertureBaseHi  = 68
	QueueMaxCUID                       = 72
	QueueMaxWaveID                     = 76
	QueueReadDispatchID                = 128
	QueueReadDispatchIDFieldBaseOffset = 136
	QueueComputeTmpringSize            = 140
	QueueScratchResourceDescriptor     = 144
	QueueScratchBackingMemoryLocation  = 160
	QueueScratchBackingMemoryByteSize  = 168
	QueueScratchWave64LaneByteSize     = 176
)

// HSA packet header fields.
const (
	hsaPacketTypeKernelDispatch = 2
	hsaPacketHeaderBarrier      = 8
	hsaPacketHeaderAcquire      = 9
	hsaPacketHeaderRelease      = 11
	hsaFenceScopeSystem         = 2
	hsaQueueFeatureKernelDisp   = 1
)

// ScratchDescriptor is the scratch V# the runtime puts in amd_queue_t and
// the packet processor hands to kernels as the Private Segment Buffer
// (ROCr AqlQueue::InitScratchSRD for GFX8/GFX9: base = queue scratch,
// stride 0, swizzle_enable, num_records = scratch size, DST_SEL XYZW,
// NUM_FORMAT UINT, DATA_FORMAT 32, ELEMENT_SIZE 4, INDEX_STRIDE 64 (the
// scratch's wave size), ADD_TID_ENABLE). GFX10 and later (ROCr's
// SQ_BUF_RSRC_WORD3_GFX10/11/12 branch): FORMAT 32_UINT (unified 20),
// ADD_TID_ENABLE, OOB_SELECT 2 ("no bounds check in swizzle mode"),
// RESOURCE_LEVEL on GFX10, swizzling with 4-byte elements (GFX11+:
// SWIZZLE_ENABLE 1, as Mesa sets it for scratch) and the INDEX_STRIDE the
// packet processor fills in: the wave size (Mesa: 32 -> 2, 64 -> 3).
func ScratchDescriptor(s *Scratch, gen Gen) [4]uint32 {
	size := uint64(0)
	if s.Alloc != nil {
		size = uint64(len(s.Alloc.Data))
	}
	r := BufferResource{
		Base: s.Base(), SwizzleEnable: true, NumRecords: min(size, 0xffff_ffff),
		DstSel: [4]uint8{4, 5, 6, 7}, NumFormat: 4, DataFormat: 4,
		ElementSize: ScratchElementSize, IndexStride: uint32(cmp.Or(s.WaveSize, 64)), AddTID: true,
	}
	if gen >= GFX10 {
		r.NumFormat, r.DataFormat, r.Format, r.OOBSelect = 0, 0, 20, 2
	}
	return r.EncodeFor(gen)
}

// NewSetup lays out a dispatch in mem: it checks cfg and d, allocates the
// kernarg segment (a copy of d.Kernarg, read-only), the dispatch packet, the
// queue, and scratch for slots concurrently resident waves.
func NewSetup(arch Arch, cfg *KernelConfig, d *Dispatch, mem *Memory, slots int) (*Setup, error) {
	if err := cfg.Validate(arch); err != nil {
		return nil, err
	}
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if lds := uint64(cfg.GroupSegmentFixedSize) + uint64(d.DynamicLDS); lds > uint64(arch.LDSBytes) {
		return nil, fmt.Errorf("exec: %d bytes of LDS (%d static + %d dynamic) exceed the %d of %s",
			lds, cfg.GroupSegmentFixedSize, d.DynamicLDS, arch.LDSBytes, arch.Name)
	}
	s := &Setup{Arch: arch, Config: cfg, Dispatch: d, Mem: mem, Apertures: arch.Apertures(), WaveSize: cfg.WaveSize()}
	s.VGPRs = max(cfg.ArchVGPRs(arch), 3)
	s.AGPRs = programAGPRs(arch, cfg)
	var err error
	kbytes := max(uint64(len(d.Kernarg)), uint64(cfg.KernargSize), 16)
	if s.Kernarg, err = mem.Allocate("kernarg", AllocKernarg, kbytes, 0); err != nil {
		return nil, err
	}
	copy(s.Kernarg.Data, d.Kernarg)
	s.Kernarg.ReadOnly = true
	if s.Scratch, err = NewScratch(mem, cfg.PrivateSegmentFixedSize, s.WaveSize, slots); err != nil {
		return nil, err
	}
	s.scratchDesc = ScratchDescriptor(s.Scratch, arch.Gen)
	s.fullWaves = s.workgroupIDs(d.Workgroup)
	if s.Packet, err = mem.Allocate("dispatch packet", AllocPacket, AQLPacketSize, 0); err != nil {
		return nil, err
	}
	s.fillPacket()
	s.Packet.ReadOnly = true
	if s.Queue, err = mem.Allocate("queue", AllocQueue, AMDQueueSize, 0); err != nil {
		return nil, err
	}
	s.fillQueue()
	s.Queue.ReadOnly = true
	s.sgprsSet = s.initSGPRs(NewWave(arch.SGPRs, 0, 0), true, 1)
	return s, nil
}

func (s *Setup) fillPacket() {
	p, d, c := s.Packet.Data, s.Dispatch, s.Config
	put16(p[PacketHeader:], hsaPacketTypeKernelDispatch|1<<hsaPacketHeaderBarrier|
		hsaFenceScopeSystem<<hsaPacketHeaderAcquire|hsaFenceScopeSystem<<hsaPacketHeaderRelease)
	put16(p[PacketSetup:], d.Dims())
	for i := range 3 {
		put16(p[PacketWorkgroupSizeX+2*i:], uint16(d.Workgroup[i]))
		put32(p[PacketGridSizeX+4*i:], d.Grid[i])
	}
	put32(p[PacketPrivateSegmentSize:], c.PrivateSegmentFixedSize)
	put32(p[PacketGroupSegmentSize:], c.GroupSegmentFixedSize+d.DynamicLDS)
	put64(p[PacketKernelObject:], d.KernelObject)
	put64(p[PacketKernargAddress:], s.Kernarg.Base)
}

func (s *Setup) fillQueue() {
	q := s.Queue.Data
	put32(q[QueueFeatures:], hsaQueueFeatureKernelDisp)
	put64(q[QueueBaseAddress:], s.Packet.Base)
	put32(q[QueueSize:], 1)
	put64(q[QueueWriteDispatchID:], 1)
	put32(q[QueueGroupSegmentApertureBaseHi:], uint32(s.Apertures.SharedBase>>32))
	put32(q[QueuePrivateSegmentApertureBaseHi:], uint32(s.Apertures.PrivateBase>>32))
	put32(q[QueueMaxCUID:], 63)
	put32(q[QueueMaxWaveID:], 39)
	put32(q[QueueReadDispatchIDFieldBaseOffset:], QueueReadDispatchID)
	sc := s.Scratch
	// COMPUTE_TMPRING_SIZE: WAVES [11:0], WAVESIZE [24:12] in 1 KiB units.
	put32(q[QueueComputeTmpringSize:], uint32(sc.Slots)&0xfff|uint32((sc.WaveBytes()+1023)/1024)&0x1fff<<12)
	for i, w := range s.scratchDesc {
		put32(q[QueueScratchResourceDescriptor+4*i:], w)
	}
	put64(q[QueueScratchBackingMemoryLocation:], sc.Base())
	if sc.Alloc != nil {
		put64(q[QueueScratchBackingMemoryByteSize:], uint64(len(sc.Alloc.Data)))
	}
	put32(q[QueueScratchWave64LaneByteSize:], sc.LaneBytes)
}

// WavesPerWorkgroup is the number of waves of a workgroup of size sz.
func (s *Setup) WavesPerWorkgroup(sz [3]uint32) int {
	n := int(sz[0] * sz[1] * sz[2])
	return (n + s.WaveSize - 1) / s.WaveSize
}

// MaxWavesPerWorkgroup is the number of waves of a full workgroup.
func (s *Setup) MaxWavesPerWorkgroup() int { return s.WavesPerWorkgroup(s.Dispatch.Workgroup) }

// NewWorkgroupWaves creates the waves of workgroup wg in their initial
// state (AMDGPUUsage "Initial Kernel Execution State"), using scratch slots
// firstSlot, firstSlot+1, ...
func (s *Setup) NewWorkgroupWaves(wg [3]uint32, firstSlot int) ([]*Wave, error) {
	return s.newWorkgroupWaves(wg, firstSlot, nil)
}

// newWorkgroupWaves is NewWorkgroupWaves taking its waves from free (the
// waves of the workgroups a runner finished) before the pool's.
func (s *Setup) newWorkgroupWaves(wg [3]uint32, firstSlot int, free *wavesFree) ([]*Wave, error) {
	sz := s.Dispatch.WorkgroupSize(wg)
	n := s.WavesPerWorkgroup(sz)
	if s.Scratch.Alloc != nil && firstSlot+n > s.Scratch.Slots {
		return nil, fmt.Errorf("exec: scratch slots %d..%d exceed the %d allocated", firstSlot, firstSlot+n-1, s.Scratch.Slots)
	}
	waves := free.group(n)
	items := int(sz[0] * sz[1] * sz[2])
	ids := s.fullWaves
	if sz != s.Dispatch.Workgroup {
		ids = s.workgroupIDs(sz) // a partial workgroup at the grid's edge
	}
	for wi := range n {
		w := recycledWave(s.Arch.SGPRs, s.VGPRs, s.AGPRs, s.WaveSize, free)
		w.ID, w.Workgroup, w.Slot = wi, wg, firstSlot+wi
		w.Lanes = min(s.WaveSize, items-wi*s.WaveSize)
		w.EXEC = laneMask(w.Lanes)
		// The lanes holding work-items; the rest stay zero.
		id, lanes := &ids[wi], w.Lanes
		copy(w.WorkItem[:lanes], id.workItem[:lanes])
		for r := range id.vgprs {
			copy(w.VGPR[r*LaneStride:r*LaneStride+lanes], id.vgpr[r][:lanes])
		}
		s.initSGPRs(w, wi == 0, n)
		w.Mode = s.initialMode()
		waves[wi] = w
	}
	SetGroup(waves)
	return waves, nil
}

// workgroupIDs returns the waveIDs of each wave of a workgroup of size sz.
// Work-items are numbered x fastest, then y, then z, and lane l of wave
// wi is work-item wi*WaveSize + l (lanes past the last work-item stay
// zero).
func (s *Setup) workgroupIDs(sz [3]uint32) []waveIDs {
	ids := make([]waveIDs, s.WavesPerWorkgroup(sz))
	items, waveSize := int(sz[0]*sz[1]*sz[2]), s.WaveSize
	var x, y, z uint32
	for wi := range ids {
		lanes := min(waveSize, items-wi*waveSize)
		for l := range lanes {
			// Field by field from registers, without a division per
			// lane: storing a [3]uint32 made a copy through the stack
			// whose 8-byte reload of 4-byte stores stalled store
			// forwarding.
			item := &ids[wi].workItem[l]
			item[0], item[1], item[2] = x, y, z
			if x++; x == sz[0] {
				x = 0
				if y++; y == sz[1] {
					y = 0
					z++
				}
			}
		}
		s.initVGPRs(&ids[wi], lanes)
	}
	return ids
}

// laneMask has the low n bits set.
func laneMask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// initSGPRs writes the user and system SGPRs in the order of AMDGPUUsage's
// "SGPR Register Set Up Order" table, dense from s0.
func (s *Setup) initSGPRs(w *Wave, first bool, wavesInGroup int) int {
	c, d := s.Config, s.Dispatch
	r := 0
	put := func(v uint32) {
		if r < len(w.SGPR) {
			w.SGPR[r] = v
		}
		r++
	}
	put64 := func(v uint64) { put(uint32(v)); put(uint32(v >> 32)) }
	waveOffset := s.Scratch.WaveOffset(w.Slot)
	if c.EnableSGPRPrivateSegmentBuffer {
		for _, v := range s.scratchDesc {
			put(v)
		}
	}
	if c.EnableSGPRDispatchPtr {
		put64(s.Packet.Base)
	}
	if c.EnableSGPRQueuePtr {
		put64(s.Queue.Base)
	}
	if c.EnableSGPRKernargSegmentPtr {
		put64(s.Kernarg.Base)
	}
	if c.EnableSGPRDispatchID {
		put64(d.DispatchID)
	}
	if c.EnableSGPRFlatScratchInit {
		if s.Arch.Gen == GFX8 {
			// Offset flat scratch: the byte offset of the queue's scratch
			// from SH_HIDDEN_PRIVATE_BASE_VIMID (which the interpreter
			// places at the scratch backing itself), then the per-lane size.
			put(0)
			put(s.Scratch.LaneBytes)
		} else {
			put64(s.Scratch.Base()) // absolute flat scratch
		}
	}
	if c.EnableSGPRPrivateSegmentSize {
		put(s.Scratch.LaneBytes)
	}
	for i := range int(c.KernargPreloadLength) {
		off := (int(c.KernargPreloadOffset) + i) * 4
		var v uint32
		if off+4 <= len(s.Kernarg.Data) {
			v = le32(s.Kernarg.Data[off:])
		}
		put(v)
	}
	// Only the first 16 user SGPRs are initialised by CP; the system
	// SGPRs follow USER_SGPR_COUNT.
	if c.UserSGPRCount != 0 {
		r = int(c.UserSGPRCount)
	}
	if s.Arch.ArchitectedSGPRs {
		// GFX12 architected SGPRs: TTMP9 = workgroup ID X, TTMP7 = Y in
		// [15:0] and Z in [31:16], TTMP8[29:25] = the wave's ID in its
		// workgroup (clang 22's reads of them; no system SGPRs).
		w.TTMP[9] = w.Workgroup[0]
		w.TTMP[7] = w.Workgroup[1]&0xffff | w.Workgroup[2]<<16
		w.TTMP[8] = uint32(w.ID&0x1f) << 25
	} else {
		for i := range 3 {
			if c.EnableSGPRWorkgroupID[i] {
				put(w.Workgroup[i])
			}
		}
	}
	if c.EnableSGPRWorkgroupInfo {
		v := uint32(wavesInGroup) & 0x3f
		if first {
			v |= 1 << 31
		}
		put(v)
	}
	if c.EnablePrivateSegment {
		if s.Arch.ArchitectedFlatScratch {
			w.FlatScratch = s.Scratch.Base() + uint64(waveOffset)
		} else {
			put(waveOffset)
		}
	}
	return r
}

// initVGPRs sets the VGPRs of id holding the work-item ids of its first
// lanes: one VGPR per enabled dimension, or packed into v0 (bits 0-9 X,
// 10-19 Y, 20-29 Z) on targets with packed work-item IDs.
func (s *Setup) initVGPRs(id *waveIDs, lanes int) {
	en := min(int(s.Config.EnableVGPRWorkitemID), 2)
	items := id.workItem[:lanes]
	if s.Arch.PackedWorkItemIDs {
		id.vgprs = 1
		for l := range items {
			it := &items[l]
			v := it[0] & 0x3ff
			if en > 0 {
				v |= (it[1] & 0x3ff) << 10
			}
			if en > 1 {
				v |= (it[2] & 0x3ff) << 20
			}
			id.vgpr[0][l] = v
		}
		return
	}
	id.vgprs = en + 1
	for d := range id.vgprs {
		for l := range items {
			id.vgpr[d][l] = items[l][d]
		}
	}
}

// MODE register fields (HW_REG_MODE, GFX8/GFX9).
const (
	ModeFPRoundShift  = 0 // FP_ROUND [3:0]: f32 [1:0], f16/f64 [3:2]
	ModeFPDenormShift = 4 // FP_DENORM [7:4]: f32 [5:4], f16/f64 [7:6]
	ModeDX10Clamp     = 1 << 8
	ModeIEEE          = 1 << 9
)

func (s *Setup) initialMode() uint32 {
	c := s.Config
	m := uint32(c.FloatRoundMode32&3) | uint32(c.FloatRoundMode1664&3)<<2 |
		uint32(c.FloatDenormMode32&3)<<4 | uint32(c.FloatDenormMode1664&3)<<6
	if c.EnableDX10Clamp {
		m |= ModeDX10Clamp
	}
	if c.EnableIEEEMode {
		m |= ModeIEEE
	}
	return m
}
