package codeobj

import (
	"debug/elf"
	"testing"
)

// Each expected occupancy is worked out by hand from the register-file
// facts (AMDGPUUsage processor table and compute_pgm_rsrc1 granules:
// GFX9 256 VGPRs in blocks of 4, 800 SGPRs in blocks of 16, 10 waves;
// GFX90A 512 unified VGPRs in blocks of 8, 8 waves; GFX10.3 wave32 1024
// VGPRs in blocks of 16, 16 waves; 64 KiB LDS per CU of 4 SIMDs).
func TestOccupancyNamesTheLimitingResource(t *testing.T) {
	tests := []struct {
		name                     string
		processor                string
		wave32                   bool
		vgprs, agprs, sgprs, lds int64
		wgSize                   int64
		waves                    int
		limiter                  string
	}{
		{"few registers: the hardware limit", "gfx900", false, 8, 0, 16, 0, 256, 10, "hardware"},
		{"128 VGPRs leave 2 waves", "gfx900", false, 128, 0, 16, 0, 256, 2, "vgprs"},
		{"84 VGPRs round to 84 and leave 3", "gfx906", false, 84, 0, 16, 0, 256, 3, "vgprs"},
		{"102 SGPRs round to 112 and leave 7", "gfx900", false, 16, 0, 102, 0, 256, 7, "sgprs"},
		{"32 KiB of LDS: 2 groups of 4 waves on 4 SIMDs", "gfx900", false, 16, 0, 16, 32 << 10, 256, 2, "lds"},
		{"32 KiB of LDS with 1-wave groups: 2 waves on 4 SIMDs round up to 1", "gfx900", false, 16, 0, 16, 32 << 10, 64, 1, "lds"},
		{"gfx90a counts AGPRs after aligned VGPRs", "gfx90a", false, 70, 60, 16, 0, 256, 3, "vgprs"},
		{"gfx90a without AGPRs: 8 waves", "gfx90a", false, 8, 0, 16, 0, 256, 8, "hardware"},
		{"gfx1030 wave32 with 40 VGPRs: 1024/48 = 21, capped at 16", "gfx1030", true, 40, 0, 16, 0, 256, 16, "hardware"},
		{"gfx1030 wave32 with 100 VGPRs: 1024/112 = 9", "gfx1030", true, 100, 0, 16, 0, 256, 9, "vgprs"},
		{"gfx1030 SGPRs never limit", "gfx1030", true, 8, 0, 106, 0, 256, 16, "hardware"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gen := processorGeneration(tt.processor)
			props := uint16(0)
			if tt.wave32 {
				props = 1 << 10
			}
			k := &Kernel{Name: "k",
				Descriptor: &KernelDescriptor{GroupSegmentFixedSize: uint32(tt.lds), KernelCodeProperties: props, gen: gen,
					Props: KernelCodeProperties{EnableWavefrontSize32: uint32(props >> 10)}},
				Meta: &KernelMeta{VGPRCount: tt.vgprs, AGPRCount: tt.agprs, SGPRCount: tt.sgprs, MaxFlatWorkgroupSize: tt.wgSize},
			}
			f := &File{Target: Target{Processor: tt.processor}, Type: elf.ET_DYN, Kernels: []*Kernel{k}}
			oc := f.Occupancy(k)
			if oc.WavesPerSIMD != tt.waves || oc.Limiter != tt.limiter {
				t.Errorf("occupancy %d waves limited by %s, want %d by %s (%+v)", oc.WavesPerSIMD, oc.Limiter, tt.waves, tt.limiter, oc)
			}
		})
	}
}

// A gfx90a kernel with VCC used and xnack "any" reserves 4 extra SGPRs
// (VCC and XNACK_MASK), as LLVM's .numbered_sgpr symbol confirms.
func TestResourcesSplitTheSGPRReservations(t *testing.T) {
	k := &Kernel{Name: "vadd", Descriptor: &KernelDescriptor{gen: GFX90A}, Meta: &KernelMeta{SGPRCount: 12, VGPRCount: 8}}
	f := &File{Target: Target{Processor: "gfx90a", XNACK: FeatureAny}, Type: elf.ET_DYN, Kernels: []*Kernel{k},
		Symbols: []Symbol{
			{Name: "vadd.uses_vcc", Value: 1, Shndx: uint16(elf.SHN_ABS)},
			{Name: "vadd.uses_flat_scratch", Value: 0, Shndx: uint16(elf.SHN_ABS)},
		}}
	r := f.Resources(k)
	if r.VCC != 2 || r.XNACKMask != 2 || r.FlatScratch != 0 || r.NumberedSGPRs != 8 {
		t.Errorf("got VCC %d, XNACK_MASK %d, FLAT_SCRATCH %d, numbered %d; want 2, 2, 0, 8", r.VCC, r.XNACKMask, r.FlatScratch, r.NumberedSGPRs)
	}
}
