package codeobj

import "testing"

// Expected values are read off AMDGPUUsage's e_flags tables.
func TestTargetFromFlagsFollowsTheEFlagsTables(t *testing.T) {
	tests := []struct {
		name    string
		flags   uint32
		version int
		want    Target
		id      string
	}{
		{"v3 gfx906 xnack bit set, sramecc bit clear", 0x2f | efAMDGPUFeatureXNACKV3, 3,
			Target{Processor: "gfx906", Mach: 0x2f, XNACK: FeatureOn, SRAMECC: FeatureOff}, "gfx906:sramecc-:xnack+"},
		{"v3 gfx803 has neither feature", 0x2a, 3,
			Target{Processor: "gfx803", Mach: 0x2a, XNACK: FeatureUnsupported, SRAMECC: FeatureUnsupported}, "gfx803"},
		{"v4 gfx90a xnack any, sramecc any", 0x53f, 4,
			Target{Processor: "gfx90a", Mach: 0x3f, XNACK: FeatureAny, SRAMECC: FeatureAny}, "gfx90a"},
		{"v4 gfx906 xnack off, sramecc any", 0x62f, 4,
			Target{Processor: "gfx906", Mach: 0x2f, XNACK: FeatureOff, SRAMECC: FeatureAny}, "gfx906:xnack-"},
		{"v5 gfx90a xnack on, sramecc on", 0xf3f, 5,
			Target{Processor: "gfx90a", Mach: 0x3f, XNACK: FeatureOn, SRAMECC: FeatureOn}, "gfx90a:sramecc+:xnack+"},
		{"v5 gfx942 sramecc off", 0x94c, 5,
			Target{Processor: "gfx942", Mach: 0x4c, XNACK: FeatureAny, SRAMECC: FeatureOff}, "gfx942:sramecc-"},
		{"v6 gfx9-generic version 1", 0x01000151, 6,
			Target{Processor: "gfx9-generic", Mach: 0x51, XNACK: FeatureAny, GenericVersion: 1}, "gfx9-generic"},
		{"v6 gfx11-generic version 1", 0x01000054, 6,
			Target{Processor: "gfx11-generic", Mach: 0x54, GenericVersion: 1}, "gfx11-generic"},
		{"v5 ignores the generic version byte", 0x0100003f, 5,
			Target{Processor: "gfx90a", Mach: 0x3f}, "gfx90a"},
		{"v6 gfx1200", 0x48, 6, Target{Processor: "gfx1200", Mach: 0x48}, "gfx1200"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := targetFromFlags(tt.flags, tt.version)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("targetFromFlags(%#x, %d) = %+v, want %+v", tt.flags, tt.version, got, tt.want)
			}
			if got.String() != tt.id {
				t.Errorf("target ID %q, want %q", got.String(), tt.id)
			}
		})
	}
	if _, err := targetFromFlags(0x0fe, 6); err == nil {
		t.Error("unknown EF_AMDGPU_MACH 0xfe accepted")
	}
}

func TestProcessorGenerationClassifiesEveryFamily(t *testing.T) {
	for p, want := range map[string]Generation{
		"gfx600": GFX6, "gfx704": GFX7, "gfx803": GFX8, "gfx900": GFX9, "gfx906": GFX9, "gfx908": GFX9,
		"gfx90c": GFX9, "gfx90a": GFX90A, "gfx942": GFX90A, "gfx950": GFX90A, "gfx9-4-generic": GFX90A,
		"gfx9-generic": GFX9, "gfx1010": GFX10, "gfx10-1-generic": GFX10, "gfx1030": GFX103,
		"gfx1036": GFX103, "gfx10-3-generic": GFX103, "gfx1100": GFX11, "gfx1151": GFX11,
		"gfx11-generic": GFX11, "gfx1200": GFX12, "gfx12-generic": GFX12, "gfx1250": GFX1250, "gfx1251": GFX1250,
		"r600": GenUnknown,
	} {
		if got := processorGeneration(p); got != want {
			t.Errorf("%s: %v, want %v", p, got, want)
		}
	}
}

// The layout of amd_kernel_code_t follows the AMDGPU-ABI table: each
// field is placed at its documented bit offset and read back.
func TestAmdKernelCodeFieldsSitAtTheirABIOffsets(t *testing.T) {
	b := make([]byte, AmdKernelCodeSize)
	put := func(bit, size int, v uint64) {
		for i := 0; i < size; i++ {
			b[bit/8+i] = byte(v >> (8 * i))
		}
	}
	put(0, 4, 1)            // amd_code_version_major
	put(64, 2, 1)           // amd_machine_kind
	put(80, 2, 8)           // amd_machine_version_major
	put(112, 2, 3)          // amd_machine_version_stepping
	put(128, 8, 256)        // kernel_code_entry_byte_offset
	put(384, 4, 0x2c0041)   // compute_pgm_rsrc1: vgpr granules 1, sgpr granules 1, dx10_clamp, ieee
	put(448, 4, 1<<3|1<<19) // kernarg segment ptr, is_ptr64
	put(480, 4, 16)         // workitem_private_segment_byte_size
	put(512, 4, 1024)       // workgroup_group_segment_byte_size
	put(576, 8, 56)         // kernarg_segment_byte_size
	put(672, 2, 11)         // wavefront_sgpr_count
	put(688, 2, 8)          // workitem_vgpr_count
	put(800, 1, 4)          // kernarg_segment_alignment
	put(824, 1, 6)          // wavefront_size
	c, err := ParseAmdKernelCode(b, GFX8, "t", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := AmdKernelCode{AmdCodeVersionMajor: 1, AmdMachineKind: 1, AmdMachineVersionMajor: 8, AmdMachineVersionStepping: 3,
		KernelCodeEntryByteOffset: 256, ComputePgmRsrc1: 0x2c0041, KernelCodeProperties: 1<<3 | 1<<19,
		WorkitemPrivateSegmentByteSize: 16, WorkgroupGroupSegmentByteSize: 1024, KernargSegmentByteSize: 56,
		WavefrontSGPRCount: 11, WorkitemVGPRCount: 8, KernargSegmentAlignment: 4, WavefrontSize: 6}
	got := *c
	got.Rsrc1, got.Rsrc2, got.Props = ComputePgmRsrc1{}, ComputePgmRsrc2{}, AmdKernelCodeProperties{}
	if got != want {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if c.Rsrc1.GranulatedWorkitemVGPRCount != 1 || c.Rsrc1.GranulatedWavefrontSGPRCount != 1 || c.Rsrc1.EnableDX10Clamp != 1 || c.Rsrc1.EnableIEEEMode != 0 {
		t.Errorf("rsrc1 decoded as %+v", c.Rsrc1)
	}
	if c.Props.EnableSGPRKernargSegmentPtr != 1 || c.Props.IsPtr64 != 1 || c.Props.EnableSGPRDispatchPtr != 0 {
		t.Errorf("kernel_code_properties decoded as %+v", c.Props)
	}
}
