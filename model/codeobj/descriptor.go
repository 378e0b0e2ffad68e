package codeobj

import "fmt"

// KernelDescriptorSize is the size of a v3+ kernel descriptor.
const KernelDescriptorSize = 64

// Kernel descriptor byte offsets (AMDGPUUsage "Kernel Descriptor").
const (
	kdGroupSegmentFixedSize     = 0
	kdPrivateSegmentFixedSize   = 4
	kdKernargSize               = 8
	kdReserved0                 = 12
	kdKernelCodeEntryByteOffset = 16
	kdReserved1                 = 24
	kdComputePgmRsrc3           = 44
	kdComputePgmRsrc1           = 48
	kdComputePgmRsrc2           = 52
	kdKernelCodeProperties      = 56
	kdKernargPreload            = 58
	kdReserved3                 = 60
)

// KernelDescriptor is the 64-byte v3+ kernel descriptor, field by field as
// AMDGPUUsage names them, with the three compute_pgm_rsrc registers, the
// kernel code properties and the kernarg preload specification decoded.
type KernelDescriptor struct {
	GroupSegmentFixedSize     uint32
	PrivateSegmentFixedSize   uint32
	KernargSize               uint32
	KernelCodeEntryByteOffset int64
	ComputePgmRsrc3           uint32
	ComputePgmRsrc1           uint32
	ComputePgmRsrc2           uint32
	KernelCodeProperties      uint16
	KernargPreload            uint16
	// Reserved bytes (12..15, 24..43, 60..63); must be zero.
	Reserved [28]byte `json:"-"`
	// Raw is the descriptor's 64 bytes.
	Raw [KernelDescriptorSize]byte `json:"-"`

	Rsrc1 ComputePgmRsrc1
	Rsrc2 ComputePgmRsrc2
	Rsrc3 ComputePgmRsrc3
	Props KernelCodeProperties
	// KERNARG_PRELOAD_SPEC_LENGTH and _OFFSET (GFX90A, GFX942), in dwords.
	KernargPreloadSpecLength uint32
	KernargPreloadSpecOffset uint32

	gen Generation
}

// ComputePgmRsrc1 is COMPUTE_PGM_RSRC1 (AMDGPUUsage "compute_pgm_rsrc1 for
// GFX6-GFX12"). Fields that a generation does not have are zero.
type ComputePgmRsrc1 struct {
	GranulatedWorkitemVGPRCount  uint32 // bits 5:0
	GranulatedWavefrontSGPRCount uint32 // bits 9:6
	Priority                     uint32 // bits 11:10
	FloatRoundMode32             uint32 // bits 13:12
	FloatRoundMode16_64          uint32 // bits 15:14
	FloatDenormMode32            uint32 // bits 17:16
	FloatDenormMode16_64         uint32 // bits 19:18
	Priv                         uint32 // bit 20
	EnableDX10Clamp              uint32 // bit 21, GFX6-GFX11
	WGRREn                       uint32 // bit 21, GFX12 (WG_RR_EN)
	DebugMode                    uint32 // bit 22
	EnableIEEEMode               uint32 // bit 23, GFX6-GFX11
	Bulky                        uint32 // bit 24
	CdbgUser                     uint32 // bit 25
	FP16Ovfl                     uint32 // bit 26, GFX9+
	WGPMode                      uint32 // bit 29, GFX10+
	MemOrdered                   uint32 // bit 30, GFX10+
	FwdProgress                  uint32 // bit 31, GFX10+
}

// ComputePgmRsrc2 is COMPUTE_PGM_RSRC2 (AMDGPUUsage "compute_pgm_rsrc2 for
// GFX6-GFX12").
type ComputePgmRsrc2 struct {
	EnablePrivateSegment                     uint32 // bit 0 (ENABLE_SGPR_PRIVATE_SEGMENT_WAVEFRONT_OFFSET)
	UserSGPRCount                            uint32 // bits 5:1 (GFX12.5: bits 6:1)
	EnableTrapHandler                        uint32 // bit 6 (none on GFX12.5)
	EnableSGPRWorkgroupIDX                   uint32 // bit 7
	EnableSGPRWorkgroupIDY                   uint32 // bit 8
	EnableSGPRWorkgroupIDZ                   uint32 // bit 9
	EnableSGPRWorkgroupInfo                  uint32 // bit 10
	EnableVGPRWorkitemID                     uint32 // bits 12:11
	EnableExceptionAddressWatch              uint32 // bit 13
	EnableExceptionMemory                    uint32 // bit 14
	GranulatedLDSSize                        uint32 // bits 23:15
	EnableExceptionIEEE754FPInvalidOperation uint32 // bit 24
	EnableExceptionFPDenormalSource          uint32 // bit 25
	EnableExceptionIEEE754FPDivisionByZero   uint32 // bit 26
	EnableExceptionIEEE754FPOverflow         uint32 // bit 27
	EnableExceptionIEEE754FPUnderflow        uint32 // bit 28
	EnableExceptionIEEE754FPInexact          uint32 // bit 29
	EnableExceptionIntDivideByZero           uint32 // bit 30
	Reserved31                               uint32 // bit 31 (GFX12: WGP_TAKEOVER)
}

// ComputePgmRsrc3 is COMPUTE_PGM_RSRC3, whose layout depends on the
// generation (AMDGPUUsage "compute_pgm_rsrc3" tables). Before GFX90A it
// is reserved.
type ComputePgmRsrc3 struct {
	AccumOffset     uint32 // GFX90A/GFX942 bits 5:0: (first AGPR / 4) - 1
	TGSplit         uint32 // GFX90A/GFX942 bit 16
	SharedVGPRCount uint32 // GFX10-GFX11 bits 3:0
	InstPrefSize    uint32 // GFX11 bits 9:4, GFX12 bits 11:4
	TrapOnStart     uint32 // GFX11 bit 10
	TrapOnEnd       uint32 // GFX11 bit 11
	GLGEn           uint32 // GFX12 bit 13
	ImageOp         uint32 // GFX11+ bit 31
}

// KernelCodeProperties are the kernel code property bits at byte 56.
type KernelCodeProperties struct {
	EnableSGPRPrivateSegmentBuffer uint32 // bit 0
	EnableSGPRDispatchPtr          uint32 // bit 1
	EnableSGPRQueuePtr             uint32 // bit 2
	EnableSGPRKernargSegmentPtr    uint32 // bit 3
	EnableSGPRDispatchID           uint32 // bit 4
	EnableSGPRFlatScratchInit      uint32 // bit 5
	EnableSGPRPrivateSegmentSize   uint32 // bit 6
	EnableWavefrontSize32          uint32 // bit 10
	UsesDynamicStack               uint32 // bit 11
}

func bits(v uint32, hi, lo uint) uint32 { return (v >> lo) & (1<<(hi-lo+1) - 1) }

// ParseKernelDescriptor decodes 64 bytes of kernel descriptor for a
// processor of generation gen. off is the descriptor's file offset, for
// messages.
func ParseKernelDescriptor(b []byte, gen Generation, name string, off int64) (*KernelDescriptor, error) {
	if len(b) < KernelDescriptorSize {
		return nil, &FormatError{File: name, Off: off, Msg: fmt.Sprintf("kernel descriptor: %d bytes, expected %d", len(b), KernelDescriptorSize)}
	}
	kd := &KernelDescriptor{
		GroupSegmentFixedSize:     le32(b[kdGroupSegmentFixedSize:]),
		PrivateSegmentFixedSize:   le32(b[kdPrivateSegmentFixedSize:]),
		KernargSize:               le32(b[kdKernargSize:]),
		KernelCodeEntryByteOffset: int64(le64(b[kdKernelCodeEntryByteOffset:])),
		ComputePgmRsrc3:           le32(b[kdComputePgmRsrc3:]),
		ComputePgmRsrc1:           le32(b[kdComputePgmRsrc1:]),
		ComputePgmRsrc2:           le32(b[kdComputePgmRsrc2:]),
		KernelCodeProperties:      le16(b[kdKernelCodeProperties:]),
		KernargPreload:            le16(b[kdKernargPreload:]),
		gen:                       gen,
	}
	copy(kd.Raw[:], b)
	copy(kd.Reserved[0:4], b[kdReserved0:kdReserved0+4])
	copy(kd.Reserved[4:24], b[kdReserved1:kdReserved1+20])
	copy(kd.Reserved[24:28], b[kdReserved3:kdReserved3+4])
	kd.Rsrc1 = decodeRsrc1(kd.ComputePgmRsrc1, gen)
	kd.Rsrc2 = decodeRsrc2(kd.ComputePgmRsrc2, gen)
	kd.Rsrc3 = decodeRsrc3(kd.ComputePgmRsrc3, gen)
	p := uint32(kd.KernelCodeProperties)
	kd.Props = KernelCodeProperties{
		EnableSGPRPrivateSegmentBuffer: bits(p, 0, 0),
		EnableSGPRDispatchPtr:          bits(p, 1, 1),
		EnableSGPRQueuePtr:             bits(p, 2, 2),
		EnableSGPRKernargSegmentPtr:    bits(p, 3, 3),
		EnableSGPRDispatchID:           bits(p, 4, 4),
		EnableSGPRFlatScratchInit:      bits(p, 5, 5),
		EnableSGPRPrivateSegmentSize:   bits(p, 6, 6),
		EnableWavefrontSize32:          bits(p, 10, 10),
		UsesDynamicStack:               bits(p, 11, 11),
	}
	kd.KernargPreloadSpecLength = bits(uint32(kd.KernargPreload), 6, 0)
	kd.KernargPreloadSpecOffset = bits(uint32(kd.KernargPreload), 15, 7)
	return kd, nil
}

func decodeRsrc1(v uint32, gen Generation) ComputePgmRsrc1 {
	r := ComputePgmRsrc1{
		GranulatedWorkitemVGPRCount:  bits(v, 5, 0),
		GranulatedWavefrontSGPRCount: bits(v, 9, 6),
		Priority:                     bits(v, 11, 10),
		FloatRoundMode32:             bits(v, 13, 12),
		FloatRoundMode16_64:          bits(v, 15, 14),
		FloatDenormMode32:            bits(v, 17, 16),
		FloatDenormMode16_64:         bits(v, 19, 18),
		Priv:                         bits(v, 20, 20),
		DebugMode:                    bits(v, 22, 22),
		Bulky:                        bits(v, 24, 24),
		CdbgUser:                     bits(v, 25, 25),
	}
	if gen >= GFX12 {
		r.WGRREn = bits(v, 21, 21)
	} else {
		r.EnableDX10Clamp = bits(v, 21, 21)
		r.EnableIEEEMode = bits(v, 23, 23)
	}
	if gen >= GFX9 {
		r.FP16Ovfl = bits(v, 26, 26)
	}
	if gen >= GFX10 {
		r.WGPMode = bits(v, 29, 29)
		r.MemOrdered = bits(v, 30, 30)
		r.FwdProgress = bits(v, 31, 31)
	}
	return r
}

// decodeRsrc2 decodes COMPUTE_PGM_RSRC2. AMDGPUUsage's compute_pgm_rsrc2
// table gives USER_SGPR_COUNT bits 6:1 (6 bits) on GFX125*, where
// GFX6-GFX120* have bits 5:1 and ENABLE_TRAP_HANDLER in bit 6.
func decodeRsrc2(v uint32, gen Generation) ComputePgmRsrc2 {
	r := ComputePgmRsrc2{
		EnablePrivateSegment:                     bits(v, 0, 0),
		UserSGPRCount:                            bits(v, 5, 1),
		EnableTrapHandler:                        bits(v, 6, 6),
		EnableSGPRWorkgroupIDX:                   bits(v, 7, 7),
		EnableSGPRWorkgroupIDY:                   bits(v, 8, 8),
		EnableSGPRWorkgroupIDZ:                   bits(v, 9, 9),
		EnableSGPRWorkgroupInfo:                  bits(v, 10, 10),
		EnableVGPRWorkitemID:                     bits(v, 12, 11),
		EnableExceptionAddressWatch:              bits(v, 13, 13),
		EnableExceptionMemory:                    bits(v, 14, 14),
		GranulatedLDSSize:                        bits(v, 23, 15),
		EnableExceptionIEEE754FPInvalidOperation: bits(v, 24, 24),
		EnableExceptionFPDenormalSource:          bits(v, 25, 25),
		EnableExceptionIEEE754FPDivisionByZero:   bits(v, 26, 26),
		EnableExceptionIEEE754FPOverflow:         bits(v, 27, 27),
		EnableExceptionIEEE754FPUnderflow:        bits(v, 28, 28),
		EnableExceptionIEEE754FPInexact:          bits(v, 29, 29),
		EnableExceptionIntDivideByZero:           bits(v, 30, 30),
		Reserved31:                               bits(v, 31, 31),
	}
	if gen == GFX1250 {
		r.UserSGPRCount, r.EnableTrapHandler = bits(v, 6, 1), 0
	}
	return r
}

func decodeRsrc3(v uint32, gen Generation) ComputePgmRsrc3 {
	var r ComputePgmRsrc3
	switch gen {
	case GFX90A:
		r.AccumOffset = bits(v, 5, 0)
		r.TGSplit = bits(v, 16, 16)
	case GFX10, GFX103:
		r.SharedVGPRCount = bits(v, 3, 0)
	case GFX11:
		r.SharedVGPRCount = bits(v, 3, 0)
		r.InstPrefSize = bits(v, 9, 4)
		r.TrapOnStart = bits(v, 10, 10)
		r.TrapOnEnd = bits(v, 11, 11)
		r.ImageOp = bits(v, 31, 31)
	case GFX12, GFX1250:
		r.InstPrefSize = bits(v, 11, 4)
		r.GLGEn = bits(v, 13, 13)
		r.ImageOp = bits(v, 31, 31)
	}
	return r
}

// Field is one named field of a descriptor, in AMDGPUUsage's spelling.
type Field struct {
	Name  string `json:"name"`
	Value uint64 `json:"value"`
}

// Fields lists every field of the descriptor that the generation has, by
// its AMDGPUUsage name, in descriptor order.
func (kd *KernelDescriptor) Fields() []Field {
	f := []Field{
		{"GROUP_SEGMENT_FIXED_SIZE", uint64(kd.GroupSegmentFixedSize)},
		{"PRIVATE_SEGMENT_FIXED_SIZE", uint64(kd.PrivateSegmentFixedSize)},
		{"KERNARG_SIZE", uint64(kd.KernargSize)},
		{"KERNEL_CODE_ENTRY_BYTE_OFFSET", uint64(kd.KernelCodeEntryByteOffset)},
		{"COMPUTE_PGM_RSRC3", uint64(kd.ComputePgmRsrc3)},
	}
	r3 := kd.Rsrc3
	switch kd.gen {
	case GFX90A:
		f = append(f, Field{"COMPUTE_PGM_RSRC3.ACCUM_OFFSET", uint64(r3.AccumOffset)}, Field{"COMPUTE_PGM_RSRC3.TG_SPLIT", uint64(r3.TGSplit)})
	case GFX10, GFX103:
		f = append(f, Field{"COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT", uint64(r3.SharedVGPRCount)})
	case GFX11:
		f = append(f, Field{"COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT", uint64(r3.SharedVGPRCount)},
			Field{"COMPUTE_PGM_RSRC3.INST_PREF_SIZE", uint64(r3.InstPrefSize)},
			Field{"COMPUTE_PGM_RSRC3.TRAP_ON_START", uint64(r3.TrapOnStart)},
			Field{"COMPUTE_PGM_RSRC3.TRAP_ON_END", uint64(r3.TrapOnEnd)},
			Field{"COMPUTE_PGM_RSRC3.IMAGE_OP", uint64(r3.ImageOp)})
	case GFX12, GFX1250:
		f = append(f, Field{"COMPUTE_PGM_RSRC3.INST_PREF_SIZE", uint64(r3.InstPrefSize)},
			Field{"COMPUTE_PGM_RSRC3.GLG_EN", uint64(r3.GLGEn)},
			Field{"COMPUTE_PGM_RSRC3.IMAGE_OP", uint64(r3.ImageOp)})
	}
	r1 := kd.Rsrc1
	f = append(f,
		Field{"COMPUTE_PGM_RSRC1", uint64(kd.ComputePgmRsrc1)},
		Field{"COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT", uint64(r1.GranulatedWorkitemVGPRCount)},
		Field{"COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT", uint64(r1.GranulatedWavefrontSGPRCount)},
		Field{"COMPUTE_PGM_RSRC1.PRIORITY", uint64(r1.Priority)},
		Field{"COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_32", uint64(r1.FloatRoundMode32)},
		Field{"COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_16_64", uint64(r1.FloatRoundMode16_64)},
		Field{"COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_32", uint64(r1.FloatDenormMode32)},
		Field{"COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_16_64", uint64(r1.FloatDenormMode16_64)},
		Field{"COMPUTE_PGM_RSRC1.PRIV", uint64(r1.Priv)})
	if kd.gen >= GFX12 {
		f = append(f, Field{"COMPUTE_PGM_RSRC1.WG_RR_EN", uint64(r1.WGRREn)})
	} else {
		f = append(f, Field{"COMPUTE_PGM_RSRC1.ENABLE_DX10_CLAMP", uint64(r1.EnableDX10Clamp)})
	}
	f = append(f, Field{"COMPUTE_PGM_RSRC1.DEBUG_MODE", uint64(r1.DebugMode)})
	if kd.gen < GFX12 {
		f = append(f, Field{"COMPUTE_PGM_RSRC1.ENABLE_IEEE_MODE", uint64(r1.EnableIEEEMode)})
	}
	f = append(f, Field{"COMPUTE_PGM_RSRC1.BULKY", uint64(r1.Bulky)}, Field{"COMPUTE_PGM_RSRC1.CDBG_USER", uint64(r1.CdbgUser)})
	if kd.gen >= GFX9 {
		f = append(f, Field{"COMPUTE_PGM_RSRC1.FP16_OVFL", uint64(r1.FP16Ovfl)})
	}
	if kd.gen >= GFX10 {
		f = append(f, Field{"COMPUTE_PGM_RSRC1.WGP_MODE", uint64(r1.WGPMode)},
			Field{"COMPUTE_PGM_RSRC1.MEM_ORDERED", uint64(r1.MemOrdered)},
			Field{"COMPUTE_PGM_RSRC1.FWD_PROGRESS", uint64(r1.FwdProgress)})
	}
	r2 := kd.Rsrc2
	f = append(f,
		Field{"COMPUTE_PGM_RSRC2", uint64(kd.ComputePgmRsrc2)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT", uint64(r2.EnablePrivateSegment)},
		Field{"COMPUTE_PGM_RSRC2.USER_SGPR_COUNT", uint64(r2.UserSGPRCount)})
	if kd.gen != GFX1250 {
		f = append(f, Field{"COMPUTE_PGM_RSRC2.ENABLE_TRAP_HANDLER", uint64(r2.EnableTrapHandler)})
	}
	f = append(f,
		Field{"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_X", uint64(r2.EnableSGPRWorkgroupIDX)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y", uint64(r2.EnableSGPRWorkgroupIDY)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z", uint64(r2.EnableSGPRWorkgroupIDZ)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_INFO", uint64(r2.EnableSGPRWorkgroupInfo)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID", uint64(r2.EnableVGPRWorkitemID)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_ADDRESS_WATCH", uint64(r2.EnableExceptionAddressWatch)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_MEMORY", uint64(r2.EnableExceptionMemory)},
		Field{"COMPUTE_PGM_RSRC2.GRANULATED_LDS_SIZE", uint64(r2.GranulatedLDSSize)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", uint64(r2.EnableExceptionIEEE754FPInvalidOperation)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", uint64(r2.EnableExceptionFPDenormalSource)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", uint64(r2.EnableExceptionIEEE754FPDivisionByZero)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", uint64(r2.EnableExceptionIEEE754FPOverflow)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", uint64(r2.EnableExceptionIEEE754FPUnderflow)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", uint64(r2.EnableExceptionIEEE754FPInexact)},
		Field{"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", uint64(r2.EnableExceptionIntDivideByZero)},
	)
	p := kd.Props
	f = append(f,
		Field{"KERNEL_CODE_PROPERTIES", uint64(kd.KernelCodeProperties)},
		Field{"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", uint64(p.EnableSGPRPrivateSegmentBuffer)},
		Field{"ENABLE_SGPR_DISPATCH_PTR", uint64(p.EnableSGPRDispatchPtr)},
		Field{"ENABLE_SGPR_QUEUE_PTR", uint64(p.EnableSGPRQueuePtr)},
		Field{"ENABLE_SGPR_KERNARG_SEGMENT_PTR", uint64(p.EnableSGPRKernargSegmentPtr)},
		Field{"ENABLE_SGPR_DISPATCH_ID", uint64(p.EnableSGPRDispatchID)},
		Field{"ENABLE_SGPR_FLAT_SCRATCH_INIT", uint64(p.EnableSGPRFlatScratchInit)},
		Field{"ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", uint64(p.EnableSGPRPrivateSegmentSize)},
		Field{"ENABLE_WAVEFRONT_SIZE32", uint64(p.EnableWavefrontSize32)},
		Field{"USES_DYNAMIC_STACK", uint64(p.UsesDynamicStack)},
		Field{"KERNARG_PRELOAD_SPEC_LENGTH", uint64(kd.KernargPreloadSpecLength)},
		Field{"KERNARG_PRELOAD_SPEC_OFFSET", uint64(kd.KernargPreloadSpecOffset)},
	)
	return f
}

// WavefrontSize is 32 when ENABLE_WAVEFRONT_SIZE32 is set (GFX10+), else 64.
func (kd *KernelDescriptor) WavefrontSize() int {
	if kd.gen >= GFX10 && kd.Props.EnableWavefrontSize32 != 0 {
		return 32
	}
	return 64
}
