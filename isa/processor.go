package isa

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Generation is the instruction-set family of a processor.
type Generation uint8

// Generations (AMDGPUUsage "Processors" table headings).
const (
	GenUnknown Generation = iota
	GenGFX6               // GCN1 (SI): gfx600..gfx602
	GenGFX7               // GCN2 (CI): gfx700..gfx705
	GenGFX8               // GCN3: gfx801..gfx810
	GenGFX9               // GCN5/Vega, CDNA1: gfx900..gfx90c, gfx908, gfx9-generic
	GenGFX90A             // CDNA2: gfx90a
	GenGFX940             // CDNA3/4: gfx940, gfx941, gfx942, gfx950, gfx9-4-generic
	GenGFX10              // RDNA1: gfx1010..gfx1013, gfx10-1-generic
	GenGFX10_3            // RDNA2: gfx1030..gfx1036, gfx10-3-generic
	GenGFX11              // RDNA3 and 3.5: gfx1100..gfx1153, gfx11-generic
	GenGFX12              // RDNA4: gfx1200, gfx1201, gfx12-generic
	GenGFX1250            // gfx1250, gfx1251
)

func (g Generation) String() string {
	switch g {
	case GenGFX6:
		return "GFX6"
	case GenGFX7:
		return "GFX7"
	case GenGFX8:
		return "GFX8"
	case GenGFX9:
		return "GFX9"
	case GenGFX90A:
		return "GFX90A"
	case GenGFX940:
		return "GFX940"
	case GenGFX10:
		return "GFX10"
	case GenGFX10_3:
		return "GFX10.3"
	case GenGFX11:
		return "GFX11"
	case GenGFX12:
		return "GFX12"
	case GenGFX1250:
		return "GFX1250"
	}
	return fmt.Sprintf("Gen(%d)", uint8(g))
}

// RDNA reports whether the generation is GFX10 or later (wave32 capable,
// the RDNA encodings).
func (g Generation) RDNA() bool { return g >= GenGFX10 }

// Wave sizes a processor supports (a bit set of WaveSizes).
const (
	Wave32 WaveSizes = 1 << iota
	Wave64
)

// WaveSizes is a set of supported wavefront sizes.
type WaveSizes uint8

// Has reports whether n lanes is a supported wave size.
func (w WaveSizes) Has(n int) bool {
	return n == 32 && w&Wave32 != 0 || n == 64 && w&Wave64 != 0
}

// Processor is one row of the processor table: every fact about a
// processor that gcndbg's packages need. The table is the only place
// these facts live; isa's decoder, exec's Arch and codeobj's target
// handling read it.
//
// Sources: Mach is AMDGPUUsage's "AMDGPU EF_AMDGPU_MACH Values" table;
// Gen, XNACK, SRAMECC, ArchitectedFlatScratch and PackedWorkItemIDs are
// its "AMDGPU Processors" table (Target Features and Target Properties
// columns; wavefrontsize64 there means Wave64 is supported beside the
// default wave32); the decoder features are AMDGPU.td's
// FeatureISAVersion* sets; the other columns are the AMDGPU.td subtarget
// features named in their comments, and the register and LDS limits are
// what AMDGPUUsage states for the addressable registers of one wave
// ("Register Numbering", "Memory Spaces", GRANULATED_LDS_SIZE).
type Processor struct {
	Name string // "gfx1100"
	Mach uint32 // EF_AMDGPU_MACH; 0 when the processor has none
	Gen  Generation

	WaveSizes       WaveSizes // supported wavefront sizes
	DefaultWaveSize int       // what clang compiles for without -mwavefrontsize64

	XNACK   bool // the xnack target feature exists (target ID :xnack+/-)
	SRAMECC bool // the sramecc target feature exists

	PackedFP32             bool // v_pk_{add,mul,fma,mov}_{f32,b32} (FeaturePackedFP32Ops)
	AGPRs                  int  // accumulation registers a wave can address (FeatureMAIInsts)
	UnifiedRegisterFile    bool // VGPRs and AGPRs share one file split by accum_offset (gfx90a+ CDNA)
	True16                 bool // 16-bit register halves vN.l/vN.h (FeatureTrue16BitInsts)
	VOPD                   bool // dual-issue VOPD encoding (FeatureVOPD)
	SplitBarriers          bool // s_barrier_signal/s_barrier_wait (GFX12+)
	NamedBarriers          bool // s_barrier_init/join/leave with barriers 1-16 (gfx1250)
	ArchitectedFlatScratch bool // FLAT_SCRATCH set up by hardware, no private segment buffer
	// ArchitectedSGPRs: the workgroup IDs and the wave's ID in its
	// workgroup arrive in trap temporaries, not in system SGPRs
	// (FeatureArchitectedSGPRs, GFX12+: TTMP9 = workgroup ID X, TTMP7 =
	// Y[15:0] and Z[31:16], TTMP8[29:25] = wave ID in the workgroup, as
	// clang 22 reads them).
	ArchitectedSGPRs  bool
	PackedWorkItemIDs bool // work-item IDs arrive packed in v0
	ApertureRegs      bool // src_shared_base/src_private_base exist (GFX9+)
	LargeVGPRFile     bool // 1.5x the GFX10.3 VGPR file per SIMD (FeatureGFX11FullVGPRs)

	SGPRs    int    // addressable SGPRs of a wave (without VCC, etc.)
	VGPRs    int    // addressable VGPRs of a wave (gfx90a+ CDNA: VGPRs and AGPRs together)
	LDSBytes uint32 // most LDS one workgroup can allocate

	// features is the processor's AMDGPU.td feature set, as far as the
	// decoder's predicates read it; nil for processors not decoded yet.
	features []string
}

// Decodes reports whether the decoder (LookupTarget) knows the processor.
func (p *Processor) Decodes() bool { return p.features != nil }

// Generic reports whether the processor is a generic target (code object v6).
func (p *Processor) Generic() bool { return strings.HasSuffix(p.Name, "-generic") }

// RDNA feature sets (AMDGPU.td's FeatureGFX10/11/12 generations and
// FeatureISAVersion10_1/10_3/11/12/12_50 sets, as far as the decoder's
// predicates read them; checked against the instructions llvm-mc 22
// accepts for gfx1010, gfx1030, gfx1100, gfx1200 and gfx1250).
var (
	featRDNA = []string{"GFX8Insts", "GFX9Insts", "GFX10Insts", "CIInsts", "16BitInsts", "FP64",
		"Movrel", "FlatAddressSpace", "Inv2PiInlineImm", "ApertureRegs", "VOP3P", "VOP3Literal",
		"DPP", "DPP8", "IntClamp", "FlatInstOffsets", "FlatGlobalInsts", "FlatScratchInsts",
		"AddNoCarryInsts", "NoSdstCMPX", "VscnfInsts", "A16", "G16", "ImageInsts",
		"ExtendedImageInsts", "PkFmacF16Inst", "FmaMixInsts", "DLInsts", "GDS", "GWS",
		"AtomicFMinFMaxF32GlobalInsts", "AtomicFMinFMaxF32FlatInsts", "FastFMAF32"}
	featGFX10_1 = cat(featRDNA, "GFX10", "SDWA", "SDWAOmod", "SDWAScalar", "SDWASdst",
		"ScalarStores", "ScalarAtomics", "ScalarFlatScratchInsts", "GetWaveIdInst",
		"MadMacF32Insts", "DsSrc2Insts", "SMemTimeInst", "SMemRealTime", "SupportsXNACK",
		"AtomicFMinFMaxF64GlobalInsts", "AtomicFMinFMaxF64FlatInsts")
	featGFX10_3 = cat(featRDNA, "GFX10", "GFX10_3Insts", "GFX10_AEncoding", "GFX10_BEncoding",
		"SDWA", "SDWAOmod", "SDWAScalar", "SDWASdst", "SMemTimeInst", "SMemRealTime",
		"ShaderCyclesRegister", "Dot1Insts", "Dot2Insts", "Dot5Insts", "Dot6Insts", "Dot7Insts",
		"Dot10Insts", "FmaLegacy32", "FmacLegacy32", "AtomicCSubNoRtnInsts",
		"AtomicFMinFMaxF64GlobalInsts", "AtomicFMinFMaxF64FlatInsts", "ExportInsts", "VINTRP")
	featGFX11 = cat(featRDNA, "GFX11", "GFX10_3Insts", "GFX11Insts", "GFX10_AEncoding",
		"GFX10_BEncoding", "True16BitInsts", "RealTrue16Insts", "VOPD", "VINTERPEncoding",
		"ArchitectedFlatScratch", "PackedTID", "ShaderCyclesRegister", "Dot5Insts", "Dot7Insts",
		"Dot8Insts", "Dot9Insts", "Dot10Insts", "Dot12Insts", "FmaLegacy32", "FmacLegacy32",
		"AtomicCSubNoRtnInsts", "AtomicFaddRtnInsts", "AtomicFaddNoRtnInsts", "ExportInsts",
		"FormattedMUBUF", "MadU32Inst", "FlatAtomicFaddF32Inst")
	featGFX12 = cat(featRDNA, "GFX12", "GFX10_3Insts", "GFX11Insts", "GFX12Insts",
		"GFX10_AEncoding", "GFX10_BEncoding", "True16BitInsts", "VOPD", "VINTERPEncoding",
		"ArchitectedFlatScratch", "PackedTID", "Dot7Insts", "Dot8Insts", "Dot9Insts",
		"Dot10Insts", "Dot11Insts", "Dot12Insts", "FmaLegacy32", "SALUFloatInsts",
		"PseudoScalarTrans", "AtomicFaddRtnInsts", "AtomicFaddNoRtnInsts",
		"AtomicBufferGlobalPkAddF16Insts", "AtomicBufferPkAddBF16Inst", "AtomicDsPkAdd16Insts",
		"AtomicFlatPkAdd16Insts", "AtomicGlobalPkAddBF16Inst", "FP8ConversionInsts",
		"ExportInsts", "MadU32Inst", "IEEEMinimumMaximumInsts",
		"Minimum3Maximum3F32", "Minimum3Maximum3F16", "Minimum3Maximum3PKF16", "Min3Max3PKF16",
		"ScalarDwordx3Loads", "FlatAtomicFaddF32Inst",
		// llvm-mc 22 assembles and decodes the non-returning
		// flat_atomic_cond_sub_u32 for gfx1200 and gfx1250.
		"AtomicCSubNoRtnInsts")
	// gfx1250 has no image instructions (s_wait_samplecnt/bvhcnt and
	// ds_bvh_stack_* go with them) and, in LLVM 22, no 64-bit DPP or
	// v_dot2_f32_bf16: llvm-mc 22 rejects them all for gfx1250.
	featGFX1250 = cat(without(featRDNA, "ImageInsts", "ExtendedImageInsts"), "GFX12", "GFX10_3Insts", "GFX11Insts", "GFX12Insts",
		"GFX1250Insts", "GFX10_AEncoding", "GFX10_BEncoding", "True16BitInsts", "VOPD",
		"ArchitectedFlatScratch", "PackedTID", "PackedFP32Ops", "Dot7Insts", "Dot8Insts",
		"FmaLegacy32", "SALUFloatInsts", "PseudoScalarTrans", "AtomicFaddRtnInsts",
		"AtomicFaddNoRtnInsts", "AtomicBufferGlobalPkAddF16Insts", "AtomicBufferPkAddBF16Inst",
		"AtomicDsPkAdd16Insts", "AtomicFlatPkAdd16Insts", "AtomicGlobalPkAddBF16Inst",
		"AtomicFMinFMaxF64GlobalInsts", "AtomicFMinFMaxF64FlatInsts", "FlatBufferGlobalAtomicFaddF64Inst", "FP8ConversionInsts",
		"FP8E5M3Insts", "AddMinMaxInsts", "AshrPkInsts", "BF16ConversionInsts",
		"BF16PackedInsts", "BF16TransInsts", "BitOp3Insts", "McastLoadInsts", "Permlane16Swap",
		"PkAddMinMaxInsts", "PrngInst", "SWakeupBarrier", "SetPrioIncWgInst", "TanhInsts",
		"TensorCvtLutInsts", "TransposeLoadF4F6Insts", "VmemPrefInsts", "IEEEMinimumMaximumInsts",
		"Minimum3Maximum3F32", "Minimum3Maximum3F16", "Minimum3Maximum3PKF16",
		"LdsBarrierArriveAtomic", "WaitXcnt", "AddSubU64Insts", "FmaakFmamkF64Insts", "AtomicCSubNoRtnInsts",
		"1024AddressableVGPRs", "64BitLiterals", "RequiresAlignedVGPRs", "AddPC64Inst", "FlatGVSMode", "LshlAddU64Inst", "SGetShaderCyclesInst",
		"MadU32Inst", "FmacF64Inst", "LdsAtomicAddF64", "PkMinMax3Insts", "Min3Max3PKF16",
		"CvtPkF16F32Inst", "F32ToF16BF16ConversionSRInsts",
		"FmaMixBF16Insts", "ScalarDwordx3Loads", "FlatAtomicFaddF32Inst")
)

// without returns fs less the named features.
func without(fs []string, drop ...string) []string {
	var out []string
	for _, f := range fs {
		if !slices.Contains(drop, f) {
			out = append(out, f)
		}
	}
	return out
}

// featGFX1011 are gfx1011's and gfx1012's additions to gfx1010
// (FeatureISAVersion10_1_1/10_1_2: dot products, no GFX10_AEncoding, so
// llvm-mc 22 rejects image_msaa_load and image_bvh*_intersect_ray there).
var featGFX1011 = []string{"Dot1Insts", "Dot2Insts", "Dot5Insts", "Dot6Insts",
	"Dot7Insts", "Dot10Insts"}

// Register and LDS limits shared by many rows.
const (
	gcnSGPRs  = 102 // s0..s101 (GFX8+: 102 addressable, AMDGPU IsaInfo getAddressableNumSGPRs)
	rdnaSGPRs = 106 // s0..s105 (GFX10+)
	lds64K    = 64 << 10
)

// gcn is a GFX6-GFX9 row: wave64 only.
func gcn(name string, mach uint32, gen Generation, feats []string) Processor {
	p := Processor{Name: name, Mach: mach, Gen: gen, WaveSizes: Wave64, DefaultWaveSize: 64,
		SGPRs: gcnSGPRs, VGPRs: 256, LDSBytes: lds64K, features: feats,
		ApertureRegs: gen >= GenGFX9}
	switch gen {
	case GenGFX90A, GenGFX940:
		p.PackedFP32, p.AGPRs, p.UnifiedRegisterFile, p.VGPRs = true, 256, true, 512
		p.PackedWorkItemIDs = true
		p.ArchitectedFlatScratch = gen == GenGFX940
		p.SRAMECC = true
	}
	return p
}

// rdna is a GFX10+ row: wave32 by default, wave64 too before gfx1250.
func rdna(name string, mach uint32, gen Generation, extra ...string) Processor {
	p := Processor{Name: name, Mach: mach, Gen: gen, WaveSizes: Wave32 | Wave64, DefaultWaveSize: 32,
		SGPRs: rdnaSGPRs, VGPRs: 256, LDSBytes: lds64K, ApertureRegs: true}
	switch gen {
	case GenGFX10:
		p.features = cat(featGFX10_1, extra...)
	case GenGFX10_3:
		p.features = cat(featGFX10_3, extra...)
	case GenGFX11:
		p.features = cat(featGFX11, extra...)
	case GenGFX12:
		p.features = cat(featGFX12, extra...)
	case GenGFX1250:
		p.features = cat(featGFX1250, extra...)
	}
	if gen >= GenGFX11 {
		p.True16, p.VOPD, p.ArchitectedFlatScratch, p.PackedWorkItemIDs = true, true, true, true
	}
	if gen >= GenGFX12 {
		p.SplitBarriers, p.ArchitectedSGPRs = true, true
	}
	if gen == GenGFX1250 {
		// gfx1250: wave32 only, 1024 VGPRs (s_set_vgpr_msb), 320 KiB LDS,
		// packed FP32 math and named barriers.
		p.WaveSizes, p.VGPRs, p.LDSBytes = Wave32, 1024, 320<<10
		p.PackedFP32, p.NamedBarriers = true, true
	}
	return p
}

// rdna11_5 is a GFX11.5 row (gfx1150-gfx1153): GFX11 with SALU float
// instructions.
func rdna11_5(name string, mach uint32, gen Generation) Processor {
	return rdna(name, mach, gen, "SALUFloatInsts", "GFX11_5Insts")
}

func with(p Processor, fs ...func(*Processor)) Processor {
	for _, f := range fs {
		f(&p)
	}
	return p
}

func xnack(p *Processor)   { p.XNACK = true }
func sramecc(p *Processor) { p.SRAMECC = true }
func largeVGPR(p *Processor) {
	p.LargeVGPRFile = true
}

// processorTable is the processor table, in EF_AMDGPU_MACH order within
// each generation.
var processorTable = []Processor{
	gcn("gfx600", 0x020, GenGFX6, nil),
	gcn("gfx601", 0x021, GenGFX6, nil),
	gcn("gfx602", 0x03a, GenGFX6, nil),
	gcn("gfx700", 0x022, GenGFX7, nil),
	gcn("gfx701", 0x023, GenGFX7, nil),
	gcn("gfx702", 0x024, GenGFX7, nil),
	gcn("gfx703", 0x025, GenGFX7, nil),
	gcn("gfx704", 0x026, GenGFX7, nil),
	gcn("gfx705", 0x03b, GenGFX7, nil),

	with(gcn("gfx801", 0x028, GenGFX8, cat(featVI, "UnpackedD16VMem", "SupportsXNACK")), xnack),
	gcn("gfx802", 0x029, GenGFX8, cat(featVI, "UnpackedD16VMem")),
	gcn("gfx803", 0x02a, GenGFX8, cat(featVI, "UnpackedD16VMem")),
	gcn("gfx805", 0x03c, GenGFX8, cat(featVI, "UnpackedD16VMem")),
	with(gcn("gfx810", 0x02b, GenGFX8, cat(featVI, "SupportsXNACK")), xnack),

	with(gcn("gfx900", 0x02c, GenGFX9, cat(feat9Consumer, "MadMixInsts")), xnack),
	with(gcn("gfx902", 0x02d, GenGFX9, cat(feat9Consumer, "MadMixInsts")), xnack),
	with(gcn("gfx904", 0x02e, GenGFX9, cat(feat9Consumer, "FmaMixInsts")), xnack),
	with(gcn("gfx906", 0x02f, GenGFX9, cat(feat9Consumer, "FmaMixInsts", "DLInsts", "Dot1Insts",
		"Dot2Insts", "Dot7Insts", "Dot10Insts", "SupportsSRAMECC")), xnack, sramecc),
	with(gcn("gfx908", 0x030, GenGFX9, cat(feat9MI, "GDS", "DsSrc2Insts", "ExtendedImageInsts",
		"AtomicBufferGlobalPkAddF16NoRtnInsts")), xnack, sramecc, func(p *Processor) { p.AGPRs = 256 }),
	with(gcn("gfx909", 0x031, GenGFX9, cat(feat9Consumer, "MadMixInsts")), xnack),
	with(gcn("gfx90c", 0x032, GenGFX9, cat(feat9Consumer, "MadMixInsts")), xnack),
	with(gcn("gfx9-generic", 0x051, GenGFX9, cat(feat9Consumer)), xnack),

	with(gcn("gfx90a", 0x03f, GenGFX90A, cat(feat9MI, "GFX90AInsts", "RequiresAlignedVGPRs",
		"FmacF64Inst", "DPALU_DPP", "PackedFP32Ops", "AtomicFaddRtnInsts",
		"AtomicBufferGlobalPkAddF16Insts", "PackedTID", "KernargPreload",
		"AtomicFMinFMaxF64GlobalInsts", "AtomicFMinFMaxF64FlatInsts",
		"FlatBufferGlobalAtomicFaddF64Inst")), xnack),

	with(gcn("gfx940", 0x040, GenGFX940, cat(feat94Common, "FP8Insts", "FP8ConversionInsts", "XF32Insts")), xnack),
	with(gcn("gfx941", 0x04b, GenGFX940, cat(feat94Common, "FP8Insts", "FP8ConversionInsts", "XF32Insts")), xnack),
	with(gcn("gfx942", 0x04c, GenGFX940, cat(feat94Common, "FP8Insts", "FP8ConversionInsts", "XF32Insts")), xnack),
	with(gcn("gfx950", 0x04f, GenGFX940, cat(feat94Common, "FP8Insts", "FP8ConversionInsts", "GFX950Insts",
		"Permlane16Swap", "Permlane32Swap", "AshrPkInsts", "FP8ConversionScaleInsts",
		"BF8ConversionScaleInsts", "FP4ConversionScaleInsts", "FP6BF6ConversionScaleInsts",
		"F16BF16ToFP6BF6ConversionScaleInsts", "F32ToF16BF16ConversionSRInsts",
		"CvtPkF16F32Inst", "Minimum3Maximum3F32", "Minimum3Maximum3PKF16", "PrngInst",
		"BF16ConversionInsts", "BitOp3Insts", "Dot12Insts", "Dot13Insts",
		"AtomicBufferPkAddBF16Inst")), xnack, func(p *Processor) { p.LDSBytes = 160 << 10 }),
	with(gcn("gfx9-4-generic", 0x05f, GenGFX940, cat(feat94Common)), xnack),

	with(rdna("gfx1010", 0x033, GenGFX10), xnack),
	with(rdna("gfx1011", 0x034, GenGFX10, featGFX1011...), xnack),
	with(rdna("gfx1012", 0x035, GenGFX10, featGFX1011...), xnack),
	with(rdna("gfx1013", 0x042, GenGFX10, "GFX10_AEncoding"), xnack),
	with(rdna("gfx10-1-generic", 0x052, GenGFX10), xnack),

	rdna("gfx1030", 0x036, GenGFX10_3),
	rdna("gfx1031", 0x037, GenGFX10_3),
	rdna("gfx1032", 0x038, GenGFX10_3),
	rdna("gfx1033", 0x039, GenGFX10_3),
	rdna("gfx1034", 0x03e, GenGFX10_3),
	rdna("gfx1035", 0x03d, GenGFX10_3),
	rdna("gfx1036", 0x045, GenGFX10_3),
	rdna("gfx10-3-generic", 0x053, GenGFX10_3),

	with(rdna("gfx1100", 0x041, GenGFX11, "MADIntraFwdBug"), largeVGPR),
	with(rdna("gfx1101", 0x046, GenGFX11, "MADIntraFwdBug"), largeVGPR),
	rdna("gfx1102", 0x047, GenGFX11, "MADIntraFwdBug"),
	rdna("gfx1103", 0x044, GenGFX11, "MADIntraFwdBug"),
	rdna11_5("gfx1150", 0x043, GenGFX11),
	with(rdna11_5("gfx1151", 0x04a, GenGFX11), largeVGPR),
	rdna11_5("gfx1152", 0x055, GenGFX11),
	rdna11_5("gfx1153", 0x058, GenGFX11),
	rdna("gfx11-generic", 0x054, GenGFX11, "MADIntraFwdBug"),

	with(rdna("gfx1200", 0x048, GenGFX12), largeVGPR),
	with(rdna("gfx1201", 0x04e, GenGFX12), largeVGPR),
	with(rdna("gfx12-generic", 0x059, GenGFX12), largeVGPR),

	// LLVM 22 gives gfx1250 the xnack and sramecc features (llvm-mc's
	// e_flags say "any"); AMDGPUUsage's table does not list them yet.
	with(rdna("gfx1250", 0x049, GenGFX1250), xnack, sramecc),
	with(rdna("gfx1251", 0x05a, GenGFX1250), xnack, sramecc),
}

var processorIndex = func() map[string]int {
	m := map[string]int{}
	for i, p := range processorTable {
		m[p.Name] = i
	}
	return m
}()

// LookupProcessor returns the table row of a processor name ("gfx1100";
// an "amdgcn-amd-amdhsa--" prefix and target-ID suffixes such as
// ":xnack-" are ignored).
func LookupProcessor(name string) (*Processor, bool) {
	i, ok := processorIndex[normalizeProcessor(name)]
	if !ok {
		return nil, false
	}
	return &processorTable[i], true
}

// ProcessorTable returns every row of the processor table.
func ProcessorTable() []Processor { return append([]Processor(nil), processorTable...) }

func normalizeProcessor(name string) string {
	proc := strings.ToLower(strings.TrimSpace(name))
	if i := strings.IndexByte(proc, ':'); i >= 0 {
		proc = proc[:i]
	}
	return strings.TrimPrefix(proc, "amdgcn-amd-amdhsa--")
}

// Processors lists the processor names LookupTarget accepts.
func Processors() []string {
	var out []string
	for _, p := range processorTable {
		if p.Decodes() {
			out = append(out, p.Name)
		}
	}
	sort.Strings(out)
	return out
}
