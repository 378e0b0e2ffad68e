package exec

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// KernelConfig is what the interpreter needs of a kernel descriptor (code
// object v3+) or amd_kernel_code_t (v2): which registers the hardware sets up
// before the first instruction, how many it allocates, the segment sizes and
// the initial floating-point mode. The model layer fills it; field names
// follow AMDGPUUsage "Kernel Descriptor".
type KernelConfig struct {
	// User SGPRs, in the order the packet processor sets them up
	// (kernel_code_properties).
	EnableSGPRPrivateSegmentBuffer bool // 4 SGPRs: the scratch V#
	EnableSGPRDispatchPtr          bool // 2: address of the AQL packet
	EnableSGPRQueuePtr             bool // 2: address of amd_queue_t
	EnableSGPRKernargSegmentPtr    bool // 2
	EnableSGPRDispatchID           bool // 2
	EnableSGPRFlatScratchInit      bool // 2
	EnableSGPRPrivateSegmentSize   bool // 1
	// KernargPreloadLength SGPRs (gfx940+) follow, loaded from the kernarg
	// segment starting at dword KernargPreloadOffset.
	KernargPreloadLength uint16
	KernargPreloadOffset uint16
	// UserSGPRCount is COMPUTE_PGM_RSRC2.USER_SGPR_COUNT: the system SGPRs
	// start after this many user SGPRs. 0 means "the number enabled".
	UserSGPRCount uint8

	// System SGPRs (compute_pgm_rsrc2).
	EnableSGPRWorkgroupID   [3]bool
	EnableSGPRWorkgroupInfo bool
	// EnablePrivateSegment is ENABLE_PRIVATE_SEGMENT: the Scratch Wavefront
	// Offset SGPR, or FLAT_SCRATCH on targets with architected flat scratch.
	EnablePrivateSegment bool
	// EnableVGPRWorkitemID is 0 (X), 1 (X, Y) or 2 (X, Y, Z).
	EnableVGPRWorkitemID uint8

	Wave32 bool

	// Resources (compute_pgm_rsrc1, rsrc3).
	GranulatedWorkitemVGPRCount  uint8
	GranulatedWavefrontSGPRCount uint8
	AccumOffset                  uint8 // gfx90a+: rsrc3 ACCUM_OFFSET ((v+1)*4 VGPRs before the AGPRs)
	GroupSegmentFixedSize        uint32
	PrivateSegmentFixedSize      uint32
	KernargSize                  uint32

	// Initial MODE (compute_pgm_rsrc1).
	FloatRoundMode32    uint8 // FLOAT_ROUND_MODE_32
	FloatRoundMode1664  uint8 // FLOAT_ROUND_MODE_16_64
	FloatDenormMode32   uint8 // FLOAT_DENORM_MODE_32
	FloatDenormMode1664 uint8 // FLOAT_DENORM_MODE_16_64
	EnableDX10Clamp     bool
	EnableIEEEMode      bool
}

// WaveSize is the number of lanes of the kernel's waves: 32 when the
// descriptor enables wave32 (ENABLE_WAVEFRONT_SIZE32, GFX10+), else 64.
func (c *KernelConfig) WaveSize() int {
	if c.Wave32 {
		return 32
	}
	return 64
}

// VGPRCount is the number of VGPRs the descriptor allocates per lane: the
// granulated count decoded with the target's granule (AMDGPUUsage
// compute_pgm_rsrc1 GRANULATED_WORKITEM_VGPR_COUNT: 4 on GFX6-GFX9, 8 on
// gfx90a/gfx940 for the unified VGPR+AGPR file; on GFX10-GFX12 8 in wave32
// and 4 in wave64, LLVM's VGPR encoding granule; 16 on GFX125X).
func (c *KernelConfig) VGPRCount(a Arch) int {
	g := 4
	switch {
	case a.Gen == GFX1250:
		g = 16
	case a.Gen == GFX90A || a.Gen == GFX940 || (a.Gen.RDNA() && c.Wave32):
		g = 8
	}
	return (int(c.GranulatedWorkitemVGPRCount) + 1) * g
}

// ArchVGPRs is the number of architected VGPRs (v0...) a wave has; on
// gfx90a/gfx940 the AGPRs take the rest of the unified file after
// accum_offset.
func (c *KernelConfig) ArchVGPRs(a Arch) int {
	n := c.VGPRCount(a)
	if a.Gen == GFX90A || a.Gen == GFX940 {
		if v := (int(c.AccumOffset) + 1) * 4; v < n {
			return v
		}
	}
	return n
}

// userSGPRs is the number of user SGPRs the enables ask for.
func (c *KernelConfig) userSGPRs() int {
	n := 0
	for _, e := range []struct {
		on bool
		n  int
	}{
		{c.EnableSGPRPrivateSegmentBuffer, 4}, {c.EnableSGPRDispatchPtr, 2}, {c.EnableSGPRQueuePtr, 2},
		{c.EnableSGPRKernargSegmentPtr, 2}, {c.EnableSGPRDispatchID, 2}, {c.EnableSGPRFlatScratchInit, 2},
		{c.EnableSGPRPrivateSegmentSize, 1},
	} {
		if e.on {
			n += e.n
		}
	}
	return n + int(c.KernargPreloadLength)
}

// Validate checks the configuration against the target.
func (c *KernelConfig) Validate(a Arch) error {
	if p, ok := isa.LookupProcessor(a.Name); c.Wave32 && (!ok || !p.WaveSizes.Has(32)) {
		return fmt.Errorf("exec: wave32 kernels are not supported on %s", a.Name)
	}
	if c.UserSGPRCount != 0 && int(c.UserSGPRCount) < c.userSGPRs() {
		return fmt.Errorf("exec: USER_SGPR_COUNT %d is less than the %d user SGPRs the descriptor enables", c.UserSGPRCount, c.userSGPRs())
	}
	if c.EnableVGPRWorkitemID > 2 {
		return fmt.Errorf("exec: ENABLE_VGPR_WORKITEM_ID %d is not 0, 1 or 2", c.EnableVGPRWorkitemID)
	}
	if a.ArchitectedFlatScratch && c.EnableSGPRPrivateSegmentBuffer {
		return fmt.Errorf("exec: %s has architected flat scratch and no private segment buffer, but the descriptor enables it", a.Name)
	}
	if c.GroupSegmentFixedSize > a.LDSBytes {
		return fmt.Errorf("exec: %d bytes of LDS exceed the %d of %s", c.GroupSegmentFixedSize, a.LDSBytes, a.Name)
	}
	return nil
}
