package dwarf

import (
	"fmt"
	"strings"
)

// AMDGPU DWARF register numbers (AMDGPUUsage "Register Identifier",
// "AMDGPU DWARF Register Mapping"). Vector registers are described at their
// full wavefront size: one dword per lane, lane 0 least significant.
const (
	RegPC32        = 0
	RegEXEC32      = 1
	RegPC64        = 16
	RegEXEC64      = 17
	RegSGPR0       = 32 // SGPR0-SGPR63: 32-95
	RegSTATUS      = 128
	RegVCC32       = 512
	RegVCC64       = 768
	RegSGPR64      = 1088 // SGPR64-SGPR105: 1088-1129
	RegVGPR0Wave32 = 1536 // VGPR0-VGPR255 in wave32 mode
	RegAGPR0Wave32 = 2048
	RegVGPR0Wave64 = 2560 // VGPR0-VGPR255 in wave64 mode
	RegAGPR0Wave64 = 3072
)

// RegClass is the kind of AMDGPU register a DWARF register number names.
type RegClass int

// Register classes of the AMDGPU DWARF register mapping.
const (
	RegInvalid RegClass = iota
	RegClassPC
	RegClassEXEC
	RegClassSGPR
	RegClassSTATUS
	RegClassVCC
	RegClassVGPR
	RegClassAGPR
)

// AMDGPUReg is a decoded AMDGPU DWARF register number.
type AMDGPUReg struct {
	Class RegClass
	Index int // SGPR/VGPR/AGPR number; 0 otherwise
	// WaveSize is 32 or 64 for the wave-size-specific registers (EXEC, VCC,
	// VGPRs, AGPRs), 0 for the others.
	WaveSize int
	// Bits is the register's size in bits as DWARF sees it: 32 for an SGPR,
	// 64 for PC_64, wave*32 for a vector register.
	Bits int
}

// DecodeReg maps a DWARF register number to the AMDGPU register it names.
func DecodeReg(r uint64) (AMDGPUReg, error) {
	switch {
	case r == RegPC32:
		return AMDGPUReg{Class: RegClassPC, Bits: 32}, nil
	case r == RegPC64:
		return AMDGPUReg{Class: RegClassPC, Bits: 64}, nil
	case r == RegEXEC32:
		return AMDGPUReg{Class: RegClassEXEC, WaveSize: 32, Bits: 32}, nil
	case r == RegEXEC64:
		return AMDGPUReg{Class: RegClassEXEC, WaveSize: 64, Bits: 64}, nil
	case r >= RegSGPR0 && r < RegSGPR0+64:
		return AMDGPUReg{Class: RegClassSGPR, Index: int(r - RegSGPR0), Bits: 32}, nil
	case r == RegSTATUS:
		return AMDGPUReg{Class: RegClassSTATUS, Bits: 32}, nil
	case r == RegVCC32:
		return AMDGPUReg{Class: RegClassVCC, WaveSize: 32, Bits: 32}, nil
	case r == RegVCC64:
		return AMDGPUReg{Class: RegClassVCC, WaveSize: 64, Bits: 64}, nil
	case r >= RegSGPR64 && r < RegSGPR64+42:
		return AMDGPUReg{Class: RegClassSGPR, Index: 64 + int(r-RegSGPR64), Bits: 32}, nil
	case r >= RegVGPR0Wave32 && r < RegVGPR0Wave32+256:
		return AMDGPUReg{Class: RegClassVGPR, Index: int(r - RegVGPR0Wave32), WaveSize: 32, Bits: 32 * 32}, nil
	case r >= RegAGPR0Wave32 && r < RegAGPR0Wave32+256:
		return AMDGPUReg{Class: RegClassAGPR, Index: int(r - RegAGPR0Wave32), WaveSize: 32, Bits: 32 * 32}, nil
	case r >= RegVGPR0Wave64 && r < RegVGPR0Wave64+256:
		return AMDGPUReg{Class: RegClassVGPR, Index: int(r - RegVGPR0Wave64), WaveSize: 64, Bits: 64 * 32}, nil
	case r >= RegAGPR0Wave64 && r < RegAGPR0Wave64+256:
		return AMDGPUReg{Class: RegClassAGPR, Index: int(r - RegAGPR0Wave64), WaveSize: 64, Bits: 64 * 32}, nil
	}
	return AMDGPUReg{}, fmt.Errorf("dwarf: register %d is reserved in the AMDGPU DWARF register mapping", r)
}

// IsVector reports whether the register holds one dword per lane.
func (r AMDGPUReg) IsVector() bool { return r.Class == RegClassVGPR || r.Class == RegClassAGPR }

func (r AMDGPUReg) String() string {
	switch r.Class {
	case RegClassPC:
		return "PC_" + itoa(r.Bits)
	case RegClassEXEC:
		return "EXEC_MASK_" + itoa(r.WaveSize)
	case RegClassSGPR:
		return "SGPR" + itoa(r.Index)
	case RegClassSTATUS:
		return "STATUS"
	case RegClassVCC:
		return "VCC_" + itoa(r.WaveSize)
	case RegClassVGPR:
		return "VGPR" + itoa(r.Index)
	case RegClassAGPR:
		return "AGPR" + itoa(r.Index)
	}
	return "<invalid>"
}

// EncodeReg returns the DWARF register number of an AMDGPU register; index is
// used for SGPR, VGPR and AGPR; waveSize (32 or 64) for the wave-size-specific
// registers.
func EncodeReg(class RegClass, index, waveSize int) (uint64, error) {
	w64 := waveSize == 64
	switch class {
	case RegClassPC:
		return RegPC64, nil
	case RegClassEXEC:
		if w64 {
			return RegEXEC64, nil
		}
		return RegEXEC32, nil
	case RegClassVCC:
		if w64 {
			return RegVCC64, nil
		}
		return RegVCC32, nil
	case RegClassSTATUS:
		return RegSTATUS, nil
	case RegClassSGPR:
		switch {
		case index >= 0 && index < 64:
			return RegSGPR0 + uint64(index), nil
		case index >= 64 && index < 106:
			return RegSGPR64 + uint64(index-64), nil
		}
	case RegClassVGPR, RegClassAGPR:
		if index < 0 || index > 255 {
			break
		}
		base := map[[2]bool]uint64{
			{false, false}: RegVGPR0Wave32, {false, true}: RegAGPR0Wave32,
			{true, false}: RegVGPR0Wave64, {true, true}: RegAGPR0Wave64,
		}[[2]bool{w64, class == RegClassAGPR}]
		return base + uint64(index), nil
	}
	return 0, fmt.Errorf("dwarf: no DWARF register for class %d index %d", class, index)
}

// AddrSpace is a DWARF address space identifier (AMDGPUUsage "Address Space
// Identifier", "AMDGPU DWARF Address Space Mapping").
type AddrSpace uint64

// AMDGPU DWARF address spaces.
const (
	DW_ASPACE_none                = AddrSpace(0) // global: the default address space
	DW_ASPACE_AMDGPU_generic      = AddrSpace(1) // flat
	DW_ASPACE_AMDGPU_region       = AddrSpace(2) // GDS
	DW_ASPACE_AMDGPU_local        = AddrSpace(3) // LDS of the focused wave's workgroup
	DW_ASPACE_AMDGPU_private_lane = AddrSpace(5) // scratch as the focused lane sees it
	DW_ASPACE_AMDGPU_private_wave = AddrSpace(6) // unswizzled scratch of the wave
)

func (a AddrSpace) String() string {
	switch a {
	case DW_ASPACE_none:
		return "global"
	case DW_ASPACE_AMDGPU_generic:
		return "generic"
	case DW_ASPACE_AMDGPU_region:
		return "region"
	case DW_ASPACE_AMDGPU_local:
		return "local"
	case DW_ASPACE_AMDGPU_private_lane:
		return "private_lane"
	case DW_ASPACE_AMDGPU_private_wave:
		return "private_wave"
	}
	return "aspace" + itoa(int(a))
}

// PrivateLaneToWave converts a DW_ASPACE_AMDGPU_private_lane address of a lane
// into the DW_ASPACE_AMDGPU_private_wave address of the same byte (the
// swizzle formula of AMDGPUUsage "Address Space Identifier").
func PrivateLaneToWave(laneAddr uint64, lane, waveSize int) uint64 {
	return (laneAddr/4)*uint64(waveSize)*4 + uint64(lane)*4 + laneAddr%4
}

// PrivateWaveToLane inverts PrivateLaneToWave: it returns the lane whose
// private memory holds the private_wave address and the lane address.
func PrivateWaveToLane(waveAddr uint64, waveSize int) (laneAddr uint64, lane int) {
	dword := waveAddr / 4
	lane = int(dword % uint64(waveSize))
	laneAddr = (dword/uint64(waveSize))*4 + waveAddr%4
	return laneAddr, lane
}

// AddressClassToSpace maps a DW_AT_address_class value (AMDGPU "Address
// Class Mapping") to the DWARF address space it denotes.
func AddressClassToSpace(class uint64) (AddrSpace, bool) {
	switch class {
	case 0: // DW_ADDR_none: generic (flat)
		return DW_ASPACE_AMDGPU_generic, true
	case 1, 2: // DW_ADDR_LLVM_global, DW_ADDR_LLVM_constant
		return DW_ASPACE_none, true
	case 3: // DW_ADDR_LLVM_group
		return DW_ASPACE_AMDGPU_local, true
	case 4: // DW_ADDR_LLVM_private
		return DW_ASPACE_AMDGPU_private_lane, true
	case 0x8000: // DW_ADDR_AMDGPU_region
		return DW_ASPACE_AMDGPU_region, true
	}
	return 0, false
}

// FrameBaseScale returns the Context.StackScale for code of an AMDGPU
// processor ("gfx900", "gfx942", "gfx1100", "gfx9-generic" ...) running in
// waves of waveSize lanes. Targets that address scratch with per-lane
// offsets (architected flat scratch: gfx940 and later CDNA, gfx11 and
// later RDNA) keep the stack and frame pointers as private_lane addresses;
// the others keep them as unswizzled wave offsets, wave size times the lane
// address (the compiled code shifts SGPR33 right by log2(wave size) to form
// a lane address).
func FrameBaseScale(processor string, waveSize int) uint64 {
	p := strings.TrimPrefix(processor, "gfx")
	switch {
	case strings.HasPrefix(p, "94"), strings.HasPrefix(p, "95"),
		strings.HasPrefix(p, "11"), strings.HasPrefix(p, "12"):
		return 1
	case strings.HasPrefix(p, "9-4"), strings.HasPrefix(p, "11-"), strings.HasPrefix(p, "12-"):
		return 1
	}
	return uint64(waveSize)
}

// DW_LANG_OpenCL is the DWARF language code of OpenCL C units.
const DW_LANG_OpenCL = 0x15

// ClangIdiomAddrSpace maps the N of upstream clang's "DW_OP_lit<N>,
// DW_OP_swap, DW_OP_xderef" to a DWARF address space. clang-22 writes
// DWARF address spaces (OpenCL private slots 5, HIP and C slots and
// __device__ variables 1, generic); clang 15 wrote 1 for private and 2 for
// local in C++/HIP units (rocRAND's __shared__ variables). So N is read as
// a DW_ASPACE value, except 2 outside OpenCL, which is local. (Evaluate
// further reads a generic address computed from the frame base or stack
// pointer as private_lane: clang addresses HIP frame slots that way.)
func ClangIdiomAddrSpace(n uint64, lang int64) AddrSpace {
	if n == 2 && lang != DW_LANG_OpenCL && lang != 0 {
		return DW_ASPACE_AMDGPU_local
	}
	return AddrSpace(n)
}
