package exec

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// Gen is the hardware generation of a processor: the processor table's
// (isa.Generation).
type Gen = isa.Generation

// Generations the interpreter runs (AMDGPUUsage "Processors").
const (
	GFX8   = isa.GenGFX8    // GCN3: gfx801..gfx810
	GFX9   = isa.GenGFX9    // GCN5/Vega, CDNA1: gfx900..gfx90c, gfx908
	GFX90A = isa.GenGFX90A  // CDNA2
	GFX940 = isa.GenGFX940  // CDNA3/4: gfx940, gfx941, gfx942, gfx950
	GFX10  = isa.GenGFX10   // RDNA1: gfx1010..gfx1013
	GFX103 = isa.GenGFX10_3 // RDNA2: gfx1030..gfx1036
	GFX11  = isa.GenGFX11   // RDNA3/3.5: gfx1100..gfx1153
	GFX12  = isa.GenGFX12   // RDNA4: gfx1200, gfx1201
	// GFX1250 is gfx1250/gfx1251: GFX12 with named barriers (and much
	// more, not all of which has semantics yet).
	GFX1250 = isa.GenGFX1250
)

// Arch is what the interpreter must know of the processor a kernel runs on.
type Arch struct {
	Name string // "gfx900"
	Gen  Gen
	// WaveSize is the number of lanes of a wavefront (64 on every target
	// the interpreter runs today; RDNA's wave32 comes later).
	WaveSize int
	// PackedWorkItemIDs: the work-item IDs arrive packed in v0 (AMDGPUUsage
	// processor table, "Packed work-item IDs": gfx90a, gfx940+).
	PackedWorkItemIDs bool
	// ArchitectedFlatScratch: FLAT_SCRATCH is set up by the hardware and
	// there is no private segment buffer (gfx940+).
	ArchitectedFlatScratch bool
	// ArchitectedSGPRs: the workgroup IDs and the wave's ID in its
	// workgroup arrive in TTMP9, TTMP7 and TTMP8 instead of system SGPRs
	// (GFX12).
	ArchitectedSGPRs bool
	// ApertureRegs: src_shared_base/src_private_base exist (GFX9+); before
	// that, kernels read the apertures from amd_queue_t.
	ApertureRegs bool
	// LDSBytes is the most LDS a workgroup can allocate.
	LDSBytes uint32
	// SGPRs and VGPRs are the architected register counts of a wave
	// (VGPRs includes the AGPRs on gfx90a/gfx940, whose unified file is
	// split by accum_offset).
	SGPRs, VGPRs, AGPRs int
}

// ArchByName returns the Arch of a processor name such as "gfx906" (an
// optional "amdgcn-amd-amdhsa--" prefix and ":feature+" suffixes are ignored
// by the caller, not here).
func ArchByName(name string) (Arch, error) {
	p, ok := isa.LookupProcessor(name)
	if !ok || p.Name != name || p.Gen < GFX8 || p.Gen > GFX1250 {
		return Arch{}, fmt.Errorf("exec: processor %q is not one the interpreter runs (gfx8, gfx9, gfx90a, gfx940, gfx10, gfx11, gfx12, gfx1250 families)", name)
	}
	return Arch{Name: name, Gen: p.Gen, WaveSize: p.DefaultWaveSize,
		PackedWorkItemIDs: p.PackedWorkItemIDs, ArchitectedFlatScratch: p.ArchitectedFlatScratch,
		ArchitectedSGPRs: p.ArchitectedSGPRs,
		ApertureRegs:     p.ApertureRegs, LDSBytes: p.LDSBytes,
		SGPRs: p.SGPRs, VGPRs: p.VGPRs, AGPRs: p.AGPRs}, nil
}

// Apertures are the bases of the two 4 GiB windows of the flat (generic)
// address space that reach LDS and scratch instead of global memory.
type Apertures struct {
	SharedBase  uint64 // src_shared_base: LDS
	PrivateBase uint64 // src_private_base: scratch
	// ScratchBase is gfx1250's scratch region ("globally accessible
	// scratch", 0 elsewhere): the wave in scratch slot s reads
	// src_flat_scratch_base as WaveScratchBase(s) = ScratchBase + s<<32,
	// its lane l's private offset o is at the flat address
	// WaveScratchBase(s) + (l<<52 | o), and every address whose bits
	// 63:58 are ScratchBase's is scratch (what clang 22 emits for
	// addrspacecast and llvm.amdgcn.is.private on gfx1250). The slot
	// field (bits 51:32) is this interpreter's choice: llc-22's casts
	// only need a per-wave base whose lane field and tag stay clear.
	ScratchBase uint64
}

// scratchTagShift: the bits of a gfx1250 flat address above it name the
// scratch region; the lane sits at bit 52, the wave's scratch slot at
// bit 32.
const (
	scratchTagShift  = 58
	scratchLaneShift = 52
	scratchSlotShift = 32
	// MaxScratchSlots is how many wave slots gfx1250 flat scratch
	// addresses can name (bits 51:32).
	MaxScratchSlots = 1 << (scratchLaneShift - scratchSlotShift)
)

// Apertures returns the aperture bases the Linux kernel driver programs for
// a process (amdkfd kfd_flat_memory.c: MAKE_LDS_APP_BASE_VI = 1<<61, scratch
// 1<<61 + 4 GiB on GFX8; MAKE_LDS_APP_BASE_V9 = 1<<48 and scratch 2<<48 on
// GFX9 and later), which is what ROCm kernels observe through
// src_shared_base/src_private_base or amd_queue_t.
func (a Arch) Apertures() Apertures {
	if a.Gen == GFX8 {
		return Apertures{SharedBase: 1 << 61, PrivateBase: 1<<61 + 1<<32}
	}
	if a.Gen >= GFX1250 {
		// The scratch region is outside the 57-bit virtual addresses
		// (AMDGPUUsage: gfx1250 truncates base pointers to 57 bits).
		return Apertures{SharedBase: 1 << 48, PrivateBase: 2 << 48, ScratchBase: 1 << scratchTagShift}
	}
	return Apertures{SharedBase: 1 << 48, PrivateBase: 2 << 48}
}

// WaveScratchBase is the src_flat_scratch_base of the wave in scratch
// slot slot (0 on targets without a scratch region).
func (ap Apertures) WaveScratchBase(slot int) uint64 {
	if ap.ScratchBase == 0 {
		return 0
	}
	return ap.ScratchBase + uint64(slot)%MaxScratchSlots<<scratchSlotShift
}

// Classify tells which address space a flat address falls in, and its
// offset there (the low 32 bits for the two apertures and for gfx1250's
// scratch region, where ScratchLane gives the wave slot and lane).
func (ap Apertures) Classify(addr uint64) (Space, uint64) {
	if ap.ScratchBase != 0 && addr>>scratchTagShift == ap.ScratchBase>>scratchTagShift {
		return SpacePrivate, addr & 0xffff_ffff
	}
	switch addr >> 32 {
	case ap.SharedBase >> 32:
		return SpaceLocal, addr & 0xffff_ffff
	case ap.PrivateBase >> 32:
		return SpacePrivate, addr & 0xffff_ffff
	}
	return SpaceGlobal, addr
}

// ScratchLane is the wave slot and lane whose private memory a gfx1250
// flat scratch address reaches (any lane of any wave is reachable there);
// ok is false for other addresses and targets.
func (ap Apertures) ScratchLane(addr uint64) (slot, lane int, ok bool) {
	if ap.ScratchBase == 0 || addr>>scratchTagShift != ap.ScratchBase>>scratchTagShift {
		return 0, 0, false
	}
	rel := addr - ap.ScratchBase
	return int(rel >> scratchSlotShift % MaxScratchSlots), int(rel >> scratchLaneShift & 63), true
}
