package codeobj

import "github.com/gcndbg/gcndbg/isa"

// Register-file and LDS facts per generation, from AMDGPUUsage (processor
// table, compute_pgm_rsrc1 granules, "Memory Spaces") and the register
// budgets the AMDGPU backend uses for occupancy (IsaInfo).
type regFile struct {
	maxWavesPerSIMD int
	simdsPerCU      int
	totalVGPRs      int // per lane per SIMD (GFX90A: VGPRs and AGPRs together)
	vgprGranule     int // allocation granule
	totalSGPRs      int // per SIMD; 0 when SGPRs do not limit occupancy (GFX10+)
	sgprGranule     int
	ldsPerCU        int // bytes shared by the work-groups of one CU (WGP in WGP mode)
}

// has1_5xVGPRs reports processors with 1.5 times the VGPRs of GFX10.3
// (192 KiB register file per SIMD; processor table).
func has1_5xVGPRs(p string) bool {
	row, ok := isa.LookupProcessor(p)
	return ok && row.Name == p && row.LargeVGPRFile
}

func registerFile(t Target, wave32, wgpMode bool) regFile {
	rf := regFile{maxWavesPerSIMD: 10, simdsPerCU: 4, totalVGPRs: 256, vgprGranule: 4,
		totalSGPRs: 800, sgprGranule: 16, ldsPerCU: 64 << 10}
	switch g := t.Generation(); g {
	case GFX6, GFX7:
		rf.totalSGPRs, rf.sgprGranule = 512, 8
	case GFX8, GFX9:
	case GFX90A:
		rf.maxWavesPerSIMD, rf.totalVGPRs, rf.vgprGranule = 8, 512, 8
		if t.Processor == "gfx950" {
			rf.ldsPerCU = 160 << 10
		}
	case GFX10, GFX103, GFX11, GFX12, GFX1250:
		rf.maxWavesPerSIMD = 16
		if g == GFX10 {
			rf.maxWavesPerSIMD = 20
		}
		rf.simdsPerCU, rf.totalSGPRs = 2, 0
		rf.totalVGPRs, rf.vgprGranule = 512, 4
		if wave32 {
			rf.totalVGPRs, rf.vgprGranule = 1024, 8
		}
		switch {
		case has1_5xVGPRs(t.Processor):
			rf.totalVGPRs = rf.totalVGPRs * 3 / 2
			rf.vgprGranule = rf.vgprGranule * 3
		case g != GFX10:
			rf.vgprGranule *= 2
		}
		if wgpMode {
			rf.simdsPerCU, rf.ldsPerCU = 4, 128<<10
		}
	}
	return rf
}

// Resources is what a kernel uses of the register files and memories.
type Resources struct {
	WavefrontSize int `json:"wavefront_size"`
	// VGPRs and AGPRs are the architected and accumulation VGPRs the
	// kernel uses (metadata .vgpr_count/.agpr_count; v2 NumVGPRs).
	VGPRs int `json:"vgprs"`
	AGPRs int `json:"agprs"`
	// SGPRs counts the SGPRs used including the VCC, FLAT_SCRATCH and
	// XNACK_MASK reservations (metadata .sgpr_count; v2 NumSGPRs).
	SGPRs int `json:"sgprs"`
	// NumberedSGPRs is SGPRs without the reservations, -1 when unknown.
	NumberedSGPRs int `json:"numbered_sgprs"`
	// Reservations in SGPRs, -1 when unknown.
	VCC         int `json:"vcc"`
	FlatScratch int `json:"flat_scratch"`
	XNACKMask   int `json:"xnack_mask"`
	// AllocatedVGPRs and AllocatedSGPRs are what compute_pgm_rsrc1's
	// granulated counts allocate (per lane, per wave).
	AllocatedVGPRs int `json:"allocated_vgprs"`
	AllocatedSGPRs int `json:"allocated_sgprs"`
	// LDS is the group segment fixed size; dynamic LDS adds to it.
	LDS int `json:"lds_bytes"`
	// ScratchPerLane is the private segment fixed size.
	ScratchPerLane int  `json:"scratch_bytes_per_lane"`
	DynamicStack   bool `json:"dynamic_stack"`
	// WorkgroupSize is the size occupancy assumes: .reqd_workgroup_size,
	// else .max_flat_workgroup_size, else 256.
	WorkgroupSize int  `json:"workgroup_size"`
	WGPMode       bool `json:"wgp_mode,omitempty"`
}

// Occupancy is how many waves of the kernel fit on one SIMD and which
// resource limits it.
type Occupancy struct {
	WavesPerSIMD int    `json:"waves_per_simd"`
	Limiter      string `json:"limiter"` // "vgprs", "sgprs", "lds", "hardware"
	ByVGPRs      int    `json:"by_vgprs"`
	BySGPRs      int    `json:"by_sgprs"` // 0 when SGPRs do not limit (GFX10+)
	ByLDS        int    `json:"by_lds"`   // 0 when the kernel uses no LDS
	MaxWaves     int    `json:"max_waves"`
}

// Resources works out the kernel's register and memory use.
func (f *File) Resources(k *Kernel) Resources {
	res := Resources{WavefrontSize: k.WavefrontSize(), NumberedSGPRs: -1, VCC: -1, FlatScratch: -1, XNACKMask: -1, WorkgroupSize: 256}
	gen := f.Target.Generation()
	wave32 := res.WavefrontSize == 32
	var rsrc1 ComputePgmRsrc1
	switch {
	case k.Descriptor != nil:
		kd := k.Descriptor
		rsrc1 = kd.Rsrc1
		res.LDS = int(kd.GroupSegmentFixedSize)
		res.ScratchPerLane = int(kd.PrivateSegmentFixedSize)
		res.DynamicStack = kd.Props.UsesDynamicStack != 0
	case k.CodeT != nil:
		c := k.CodeT
		rsrc1 = c.Rsrc1
		res.LDS = int(c.WorkgroupGroupSegmentByteSize)
		res.ScratchPerLane = int(c.WorkitemPrivateSegmentByteSize)
		res.DynamicStack = c.Props.IsDynamicCallStack != 0
		res.VGPRs, res.SGPRs = int(c.WorkitemVGPRCount), int(c.WavefrontSGPRCount)
	}
	res.WGPMode = gen >= GFX10 && rsrc1.WGPMode != 0
	res.AllocatedVGPRs = int(rsrc1.GranulatedWorkitemVGPRCount+1) * int(vgprEncodingGranule(f.Target.Processor, wave32))
	if gen >= GFX10 {
		res.AllocatedSGPRs = 128 // AMDGPUUsage: "128 SGPRs always allocated"
	} else {
		res.AllocatedSGPRs = int(rsrc1.GranulatedWavefrontSGPRCount+1) * sgprEncodingGranule
	}
	if m := k.Meta; m != nil {
		res.VGPRs, res.AGPRs, res.SGPRs = int(m.VGPRCount), int(m.AGPRCount), int(m.SGPRCount)
		switch {
		case len(m.ReqdWorkgroupSize) == 3 && m.ReqdWorkgroupSize[0] > 0:
			res.WorkgroupSize = int(m.ReqdWorkgroupSize[0] * m.ReqdWorkgroupSize[1] * m.ReqdWorkgroupSize[2])
		case m.MaxFlatWorkgroupSize > 0:
			res.WorkgroupSize = int(m.MaxFlatWorkgroupSize)
		}
	} else if k.Descriptor != nil {
		res.VGPRs, res.SGPRs = res.AllocatedVGPRs, res.AllocatedSGPRs
	}
	if res.WorkgroupSize <= 0 || res.WorkgroupSize > 1024 {
		res.WorkgroupSize = 1024
	}
	// Which reservations were made follows from the backend's resource
	// symbols (LLVM 19+) and the target: the reserved SGPRs sit above the
	// numbered ones, 2 for VCC, then FLAT_SCRATCH and XNACK_MASK on
	// GFX8/GFX9 (6 in all when flat scratch is used, 4 with XNACK only).
	vcc, okV := f.absSymbol(k.Name + ".uses_vcc")
	fs, okF := f.absSymbol(k.Name + ".uses_flat_scratch")
	if okV && okF {
		res.VCC, res.FlatScratch, res.XNACKMask = 0, 0, 0
		if vcc != 0 {
			res.VCC = 2
		}
		switch {
		case gen >= GFX10:
		case gen >= GFX8:
			xnack := f.Target.XNACK == FeatureOn || f.Target.XNACK == FeatureAny
			if fs != 0 || hasArchitectedFlatScratch(f.Target.Processor) {
				res.VCC, res.FlatScratch, res.XNACKMask = 2, 2, 2
			} else if xnack {
				res.VCC, res.XNACKMask = 2, 2
			}
		case fs != 0:
			res.VCC, res.FlatScratch = 2, 2
		}
		if n := res.SGPRs - res.VCC - res.FlatScratch - res.XNACKMask; n >= 0 {
			res.NumberedSGPRs = n
		}
	}
	if n, ok := f.absSymbol(k.Name + ".numbered_sgpr"); ok && n <= 1<<16 {
		res.NumberedSGPRs = int(n)
	}
	return res
}

// absSymbol returns the value of an SHN_ABS symbol.
func (f *File) absSymbol(name string) (uint64, bool) {
	for _, s := range f.Symbols {
		if s.Name == name && s.Shndx == 0xfff1 {
			return s.Value, true
		}
	}
	return 0, false
}

// Occupancy computes the waves per SIMD the kernel's resources allow.
func (f *File) Occupancy(k *Kernel) Occupancy {
	res := f.Resources(k)
	rf := registerFile(f.Target, res.WavefrontSize == 32, res.WGPMode)
	oc := Occupancy{MaxWaves: rf.maxWavesPerSIMD, Limiter: "hardware", WavesPerSIMD: rf.maxWavesPerSIMD}
	vgprs := max(res.VGPRs, 1)
	if f.Target.Generation() == GFX90A && res.AGPRs > 0 {
		vgprs = (res.VGPRs+3)/4*4 + res.AGPRs
	}
	vgprs = (vgprs + rf.vgprGranule - 1) / rf.vgprGranule * rf.vgprGranule
	oc.ByVGPRs = min(rf.totalVGPRs/vgprs, rf.maxWavesPerSIMD)
	if oc.ByVGPRs < oc.WavesPerSIMD {
		oc.WavesPerSIMD, oc.Limiter = oc.ByVGPRs, "vgprs"
	}
	if rf.totalSGPRs > 0 {
		sgprs := max(res.SGPRs, 1)
		sgprs = (sgprs + rf.sgprGranule - 1) / rf.sgprGranule * rf.sgprGranule
		oc.BySGPRs = min(rf.totalSGPRs/sgprs, rf.maxWavesPerSIMD)
		if oc.BySGPRs < oc.WavesPerSIMD {
			oc.WavesPerSIMD, oc.Limiter = oc.BySGPRs, "sgprs"
		}
	}
	if res.LDS > 0 {
		groups := rf.ldsPerCU / res.LDS
		wavesPerGroup := (res.WorkgroupSize + res.WavefrontSize - 1) / res.WavefrontSize
		// The waves of the work-groups that fit are spread over the
		// SIMDs; the busiest SIMD gets the rounded-up share.
		oc.ByLDS = min((groups*wavesPerGroup+rf.simdsPerCU-1)/rf.simdsPerCU, rf.maxWavesPerSIMD)
		if oc.ByLDS < oc.WavesPerSIMD {
			oc.WavesPerSIMD, oc.Limiter = oc.ByLDS, "lds"
		}
	}
	return oc
}
