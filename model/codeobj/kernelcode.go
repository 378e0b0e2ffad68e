package codeobj

import "fmt"

// AmdKernelCodeSize is the size of the v2 amd_kernel_code_t header.
const AmdKernelCodeSize = 256

// AmdKernelCode is the v2 amd_kernel_code_t (AMDGPU-ABI "AMD Kernel Code
// Object amd_kernel_code_t"), which sits at the kernel symbol in front of
// the kernel's code.
type AmdKernelCode struct {
	AmdCodeVersionMajor                    uint32
	AmdCodeVersionMinor                    uint32
	AmdMachineKind                         uint16
	AmdMachineVersionMajor                 uint16
	AmdMachineVersionMinor                 uint16
	AmdMachineVersionStepping              uint16
	KernelCodeEntryByteOffset              int64
	KernelCodePrefetchByteOffset           int64
	KernelCodePrefetchByteSize             uint64
	MaxScratchBackingMemoryByteSize        uint64
	ComputePgmRsrc1                        uint32
	ComputePgmRsrc2                        uint32
	KernelCodeProperties                   uint32
	WorkitemPrivateSegmentByteSize         uint32
	WorkgroupGroupSegmentByteSize          uint32
	GDSSegmentByteSize                     uint32
	KernargSegmentByteSize                 uint64
	WorkgroupFbarrierCount                 uint32
	WavefrontSGPRCount                     uint16
	WorkitemVGPRCount                      uint16
	ReservedVGPRFirst                      uint16
	ReservedVGPRCount                      uint16
	ReservedSGPRFirst                      uint16
	ReservedSGPRCount                      uint16
	DebugWavefrontPrivateSegmentOffsetSGPR uint16
	DebugPrivateSegmentBufferSGPR          uint16
	KernargSegmentAlignment                uint8 // log2
	GroupSegmentAlignment                  uint8 // log2
	PrivateSegmentAlignment                uint8 // log2
	WavefrontSize                          uint8 // log2
	CallConvention                         int32
	RuntimeLoaderKernelSymbol              uint64

	Rsrc1 ComputePgmRsrc1
	Rsrc2 ComputePgmRsrc2
	Props AmdKernelCodeProperties
}

// AmdKernelCodeProperties are the bits of amd_kernel_code_t's
// kernel_code_properties (bits 448..479).
type AmdKernelCodeProperties struct {
	EnableSGPRPrivateSegmentBuffer uint32
	EnableSGPRDispatchPtr          uint32
	EnableSGPRQueuePtr             uint32
	EnableSGPRKernargSegmentPtr    uint32
	EnableSGPRDispatchID           uint32
	EnableSGPRFlatScratchInit      uint32
	EnableSGPRPrivateSegmentSize   uint32
	EnableSGPRGridWorkgroupCountX  uint32
	EnableSGPRGridWorkgroupCountY  uint32
	EnableSGPRGridWorkgroupCountZ  uint32
	EnableOrderedAppendGDS         uint32
	PrivateElementSize             uint32
	IsPtr64                        uint32
	IsDynamicCallStack             uint32
	IsDebugEnabled                 uint32
	IsXNACKEnabled                 uint32
}

// ParseAmdKernelCode decodes a 256-byte amd_kernel_code_t.
func ParseAmdKernelCode(b []byte, gen Generation, name string, off int64) (*AmdKernelCode, error) {
	if len(b) < AmdKernelCodeSize {
		return nil, &FormatError{File: name, Off: off, Msg: fmt.Sprintf("amd_kernel_code_t: %d bytes, expected %d", len(b), AmdKernelCodeSize)}
	}
	c := &AmdKernelCode{
		AmdCodeVersionMajor:                    le32(b[0:]),
		AmdCodeVersionMinor:                    le32(b[4:]),
		AmdMachineKind:                         le16(b[8:]),
		AmdMachineVersionMajor:                 le16(b[10:]),
		AmdMachineVersionMinor:                 le16(b[12:]),
		AmdMachineVersionStepping:              le16(b[14:]),
		KernelCodeEntryByteOffset:              int64(le64(b[16:])),
		KernelCodePrefetchByteOffset:           int64(le64(b[24:])),
		KernelCodePrefetchByteSize:             le64(b[32:]),
		MaxScratchBackingMemoryByteSize:        le64(b[40:]),
		ComputePgmRsrc1:                        le32(b[48:]),
		ComputePgmRsrc2:                        le32(b[52:]),
		KernelCodeProperties:                   le32(b[56:]),
		WorkitemPrivateSegmentByteSize:         le32(b[60:]),
		WorkgroupGroupSegmentByteSize:          le32(b[64:]),
		GDSSegmentByteSize:                     le32(b[68:]),
		KernargSegmentByteSize:                 le64(b[72:]),
		WorkgroupFbarrierCount:                 le32(b[80:]),
		WavefrontSGPRCount:                     le16(b[84:]),
		WorkitemVGPRCount:                      le16(b[86:]),
		ReservedVGPRFirst:                      le16(b[88:]),
		ReservedVGPRCount:                      le16(b[90:]),
		ReservedSGPRFirst:                      le16(b[92:]),
		ReservedSGPRCount:                      le16(b[94:]),
		DebugWavefrontPrivateSegmentOffsetSGPR: le16(b[96:]),
		DebugPrivateSegmentBufferSGPR:          le16(b[98:]),
		KernargSegmentAlignment:                b[100],
		GroupSegmentAlignment:                  b[101],
		PrivateSegmentAlignment:                b[102],
		WavefrontSize:                          b[103],
		CallConvention:                         int32(le32(b[104:])),
		RuntimeLoaderKernelSymbol:              le64(b[120:]),
	}
	c.Rsrc1 = decodeRsrc1(c.ComputePgmRsrc1, gen)
	c.Rsrc2 = decodeRsrc2(c.ComputePgmRsrc2, gen)
	p := c.KernelCodeProperties
	c.Props = AmdKernelCodeProperties{
		EnableSGPRPrivateSegmentBuffer: bits(p, 0, 0),
		EnableSGPRDispatchPtr:          bits(p, 1, 1),
		EnableSGPRQueuePtr:             bits(p, 2, 2),
		EnableSGPRKernargSegmentPtr:    bits(p, 3, 3),
		EnableSGPRDispatchID:           bits(p, 4, 4),
		EnableSGPRFlatScratchInit:      bits(p, 5, 5),
		EnableSGPRPrivateSegmentSize:   bits(p, 6, 6),
		EnableSGPRGridWorkgroupCountX:  bits(p, 7, 7),
		EnableSGPRGridWorkgroupCountY:  bits(p, 8, 8),
		EnableSGPRGridWorkgroupCountZ:  bits(p, 9, 9),
		EnableOrderedAppendGDS:         bits(p, 16, 16),
		PrivateElementSize:             bits(p, 18, 17),
		IsPtr64:                        bits(p, 19, 19),
		IsDynamicCallStack:             bits(p, 20, 20),
		IsDebugEnabled:                 bits(p, 21, 21),
		IsXNACKEnabled:                 bits(p, 22, 22),
	}
	return c, nil
}

// Fields lists every amd_kernel_code_t field by its AMDGPU-ABI name.
func (c *AmdKernelCode) Fields() []Field {
	u := func(n string, v uint64) Field { return Field{n, v} }
	r1, r2, p := c.Rsrc1, c.Rsrc2, c.Props
	return []Field{
		u("amd_code_version_major", uint64(c.AmdCodeVersionMajor)),
		u("amd_code_version_minor", uint64(c.AmdCodeVersionMinor)),
		u("amd_machine_kind", uint64(c.AmdMachineKind)),
		u("amd_machine_version_major", uint64(c.AmdMachineVersionMajor)),
		u("amd_machine_version_minor", uint64(c.AmdMachineVersionMinor)),
		u("amd_machine_version_stepping", uint64(c.AmdMachineVersionStepping)),
		u("kernel_code_entry_byte_offset", uint64(c.KernelCodeEntryByteOffset)),
		u("kernel_code_prefetch_byte_offset", uint64(c.KernelCodePrefetchByteOffset)),
		u("kernel_code_prefetch_byte_size", c.KernelCodePrefetchByteSize),
		u("max_scratch_backing_memory_byte_size", c.MaxScratchBackingMemoryByteSize),
		u("compute_pgm_rsrc1", uint64(c.ComputePgmRsrc1)),
		u("compute_pgm_rsrc1.granulated_workitem_vgpr_count", uint64(r1.GranulatedWorkitemVGPRCount)),
		u("compute_pgm_rsrc1.granulated_wavefront_sgpr_count", uint64(r1.GranulatedWavefrontSGPRCount)),
		u("compute_pgm_rsrc1.priority", uint64(r1.Priority)),
		u("compute_pgm_rsrc1.float_mode_round_32", uint64(r1.FloatRoundMode32)),
		u("compute_pgm_rsrc1.float_mode_round_16_64", uint64(r1.FloatRoundMode16_64)),
		u("compute_pgm_rsrc1.float_mode_denorm_32", uint64(r1.FloatDenormMode32)),
		u("compute_pgm_rsrc1.float_mode_denorm_16_64", uint64(r1.FloatDenormMode16_64)),
		u("compute_pgm_rsrc1.priv", uint64(r1.Priv)),
		u("compute_pgm_rsrc1.enable_dx10_clamp", uint64(r1.EnableDX10Clamp)),
		u("compute_pgm_rsrc1.debug_mode", uint64(r1.DebugMode)),
		u("compute_pgm_rsrc1.enable_ieee_mode", uint64(r1.EnableIEEEMode)),
		u("compute_pgm_rsrc1.bulky", uint64(r1.Bulky)),
		u("compute_pgm_rsrc1.cdbg_user", uint64(r1.CdbgUser)),
		u("compute_pgm_rsrc2", uint64(c.ComputePgmRsrc2)),
		u("compute_pgm_rsrc2.enable_sgpr_private_segment_wave_byte_offset", uint64(r2.EnablePrivateSegment)),
		u("compute_pgm_rsrc2.user_sgpr_count", uint64(r2.UserSGPRCount)),
		u("compute_pgm_rsrc2.enable_trap_handler", uint64(r2.EnableTrapHandler)),
		u("compute_pgm_rsrc2.enable_sgpr_workgroup_id_x", uint64(r2.EnableSGPRWorkgroupIDX)),
		u("compute_pgm_rsrc2.enable_sgpr_workgroup_id_y", uint64(r2.EnableSGPRWorkgroupIDY)),
		u("compute_pgm_rsrc2.enable_sgpr_workgroup_id_z", uint64(r2.EnableSGPRWorkgroupIDZ)),
		u("compute_pgm_rsrc2.enable_sgpr_workgroup_info", uint64(r2.EnableSGPRWorkgroupInfo)),
		u("compute_pgm_rsrc2.enable_vgpr_workitem_id", uint64(r2.EnableVGPRWorkitemID)),
		u("compute_pgm_rsrc2.enable_exception_address_watch", uint64(r2.EnableExceptionAddressWatch)),
		u("compute_pgm_rsrc2.enable_exception_memory_violation", uint64(r2.EnableExceptionMemory)),
		u("compute_pgm_rsrc2.granulated_lds_size", uint64(r2.GranulatedLDSSize)),
		u("compute_pgm_rsrc2.enable_exception_ieee_754_fp_invalid_operation", uint64(r2.EnableExceptionIEEE754FPInvalidOperation)),
		u("compute_pgm_rsrc2.enable_exception_fp_denormal_source", uint64(r2.EnableExceptionFPDenormalSource)),
		u("compute_pgm_rsrc2.enable_exception_ieee_754_fp_division_by_zero", uint64(r2.EnableExceptionIEEE754FPDivisionByZero)),
		u("compute_pgm_rsrc2.enable_exception_ieee_754_fp_overflow", uint64(r2.EnableExceptionIEEE754FPOverflow)),
		u("compute_pgm_rsrc2.enable_exception_ieee_754_fp_underflow", uint64(r2.EnableExceptionIEEE754FPUnderflow)),
		u("compute_pgm_rsrc2.enable_exception_ieee_754_fp_inexact", uint64(r2.EnableExceptionIEEE754FPInexact)),
		u("compute_pgm_rsrc2.enable_exception_int_divide_by_zero", uint64(r2.EnableExceptionIntDivideByZero)),
		u("kernel_code_properties", uint64(c.KernelCodeProperties)),
		u("enable_sgpr_private_segment_buffer", uint64(p.EnableSGPRPrivateSegmentBuffer)),
		u("enable_sgpr_dispatch_ptr", uint64(p.EnableSGPRDispatchPtr)),
		u("enable_sgpr_queue_ptr", uint64(p.EnableSGPRQueuePtr)),
		u("enable_sgpr_kernarg_segment_ptr", uint64(p.EnableSGPRKernargSegmentPtr)),
		u("enable_sgpr_dispatch_id", uint64(p.EnableSGPRDispatchID)),
		u("enable_sgpr_flat_scratch_init", uint64(p.EnableSGPRFlatScratchInit)),
		u("enable_sgpr_private_segment_size", uint64(p.EnableSGPRPrivateSegmentSize)),
		u("enable_sgpr_grid_workgroup_count_x", uint64(p.EnableSGPRGridWorkgroupCountX)),
		u("enable_sgpr_grid_workgroup_count_y", uint64(p.EnableSGPRGridWorkgroupCountY)),
		u("enable_sgpr_grid_workgroup_count_z", uint64(p.EnableSGPRGridWorkgroupCountZ)),
		u("enable_ordered_append_gds", uint64(p.EnableOrderedAppendGDS)),
		u("private_element_size", uint64(p.PrivateElementSize)),
		u("is_ptr64", uint64(p.IsPtr64)),
		u("is_dynamic_call_stack", uint64(p.IsDynamicCallStack)),
		u("is_debug_enabled", uint64(p.IsDebugEnabled)),
		u("is_xnack_enabled", uint64(p.IsXNACKEnabled)),
		u("workitem_private_segment_byte_size", uint64(c.WorkitemPrivateSegmentByteSize)),
		u("workgroup_group_segment_byte_size", uint64(c.WorkgroupGroupSegmentByteSize)),
		u("gds_segment_byte_size", uint64(c.GDSSegmentByteSize)),
		u("kernarg_segment_byte_size", c.KernargSegmentByteSize),
		u("workgroup_fbarrier_count", uint64(c.WorkgroupFbarrierCount)),
		u("wavefront_sgpr_count", uint64(c.WavefrontSGPRCount)),
		u("workitem_vgpr_count", uint64(c.WorkitemVGPRCount)),
		u("reserved_vgpr_first", uint64(c.ReservedVGPRFirst)),
		u("reserved_vgpr_count", uint64(c.ReservedVGPRCount)),
		u("reserved_sgpr_first", uint64(c.ReservedSGPRFirst)),
		u("reserved_sgpr_count", uint64(c.ReservedSGPRCount)),
		u("debug_wavefront_private_segment_offset_sgpr", uint64(c.DebugWavefrontPrivateSegmentOffsetSGPR)),
		u("debug_private_segment_buffer_sgpr", uint64(c.DebugPrivateSegmentBufferSGPR)),
		u("kernarg_segment_alignment", uint64(c.KernargSegmentAlignment)),
		u("group_segment_alignment", uint64(c.GroupSegmentAlignment)),
		u("private_segment_alignment", uint64(c.PrivateSegmentAlignment)),
		u("wavefront_size", uint64(c.WavefrontSize)),
		u("call_convention", uint64(uint32(c.CallConvention))),
		u("runtime_loader_kernel_symbol", c.RuntimeLoaderKernelSymbol),
	}
}
