package isa

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Target is a processor the decoder knows: its subtarget features, the
// predicates they satisfy and the order in which it tries the decoder
// tables.
type Target struct {
	Processor string // "gfx900"
	info      *Processor
	features  map[string]bool
	preds     []bool // indexed by Predicate
	tables    []table

	indexOnce sync.Once
	hasE32    map[Op]bool // a 32-bit (VOP1/VOP2/VOPC/VINTRP) form exists
	hasE64    map[Op]bool // a VOP3 form exists
}

// table is one decoder table: the rows of a namespace with one instruction
// width, tried as a unit as LLVM's tryDecodeInst does.
type table struct {
	ns    Namespace
	bytes int // 4, 8 or 16
	rows  []int
	// The bucket of key k holds the rows whose fixed bits in bits 31:16 of
	// the first dword agree with k, in table order. It is made on the first
	// decode that needs it (a kernel's code needs a few dozen of the 65536),
	// in a page of 256 buckets by the key's high byte.
	pages *[256]atomic.Pointer[bucketPage]
}

type bucketPage [256]atomic.Pointer[[]int32]

// candidates returns the rows of the table that can match a first dword
// whose bits 31:16 are key, in the order they are tried. Concurrent
// callers may both make a missing page or bucket; they make equal ones.
func (tb *table) candidates(key uint16) []int32 {
	pg := tb.pages[key>>8].Load()
	if pg == nil {
		tb.pages[key>>8].CompareAndSwap(nil, new(bucketPage))
		pg = tb.pages[key>>8].Load()
	}
	if p := pg[key&0xff].Load(); p != nil {
		return *p
	}
	rows := []int32{}
	for _, r := range tb.rows {
		e := &encodings[r]
		if key&uint16(e.Mask[0]>>16) == uint16(e.Value[0]>>16) {
			rows = append(rows, int32(r))
		}
	}
	pg[key&0xff].Store(&rows)
	return rows
}

// Feature names follow AMDGPU.td (without the "Feature" prefix).
var (
	featVI = []string{"VolcanicIslands", "FP64", "WavefrontSize64", "FlatAddressSpace",
		"GCN3Encoding", "CIInsts", "16BitInsts", "SMemRealTime", "VGPRIndexMode", "Movrel",
		"ScalarStores", "Inv2PiInlineImm", "SDWA", "SDWAOutModsVOPC", "SDWAMac", "DPP",
		"IntClamp", "GFX8Insts", "GFX7GFX8GFX9Insts", "SMemTimeInst", "MadMacF32Insts",
		"DsSrc2Insts", "ExtendedImageInsts", "ImageInsts", "GDS", "GWS"}
	featGFX9 = []string{"GFX9", "FP64", "WavefrontSize64", "FlatAddressSpace", "GCN3Encoding",
		"CIInsts", "16BitInsts", "SMemRealTime", "ScalarStores", "Inv2PiInlineImm",
		"ApertureRegs", "GFX9Insts", "VOP3P", "VGPRIndexMode", "FastFMAF32", "DPP", "IntClamp",
		"SDWA", "SDWAOmod", "SDWAScalar", "SDWASdst", "FlatInstOffsets", "FlatGlobalInsts",
		"FlatScratchInsts", "AddNoCarryInsts", "GFX8Insts", "GFX7GFX8GFX9Insts",
		"ScalarFlatScratchInsts", "ScalarAtomics", "R128A16", "A16", "SMemTimeInst",
		"SupportsXNACK", "GWS", "MemToLDSLoad"}
	feat9Common   = cat(featGFX9, "ImageInsts", "MadMacF32Insts")
	feat9Consumer = cat(feat9Common, "DsSrc2Insts", "ExtendedImageInsts", "GDS")
	feat9MI       = cat(feat9Common, "FmaMixInsts", "DLInsts", "Dot1Insts", "Dot2Insts",
		"Dot3Insts", "Dot4Insts", "Dot5Insts", "Dot6Insts", "Dot7Insts", "Dot10Insts",
		"MAIInsts", "PkFmacF16Inst", "AtomicFaddNoRtnInsts", "SupportsSRAMECC")
	feat94Common = cat(featGFX9, "GFX90AInsts", "GFX940Insts", "RequiresAlignedVGPRs",
		"FmaMixInsts", "DLInsts", "FmacF64Inst", "Dot1Insts", "Dot2Insts", "Dot3Insts",
		"Dot4Insts", "Dot5Insts", "Dot6Insts", "Dot7Insts", "Dot10Insts", "AtomicDsPkAdd16Insts",
		"AtomicFlatPkAdd16Insts", "DPALU_DPP", "PackedFP32Ops", "MAIInsts", "PkFmacF16Inst",
		"AtomicFaddRtnInsts", "AtomicFaddNoRtnInsts", "AtomicBufferGlobalPkAddF16Insts",
		"AtomicGlobalPkAddBF16Inst", "FlatAtomicFaddF32Inst", "SupportsSRAMECC", "PackedTID",
		"ArchitectedFlatScratch", "AtomicFMinFMaxF64GlobalInsts", "AtomicFMinFMaxF64FlatInsts",
		"FlatBufferGlobalAtomicFaddF64Inst", "LshlAddU64Inst")
)

func cat(base []string, more ...string) []string {
	return append(append([]string{}, base...), more...)
}

// predicateRules gives each subtarget predicate's AssemblerPredicate, the
// condition LLVM's disassembler checks. Predicates with no
// AssemblerPredicate (HasSDWA, has16BankLDS, ...) never stop a decode.
var predicateRules = map[string]func(f map[string]bool) bool{
	"isGFX8GFX9":                  func(f map[string]bool) bool { return f["GFX8Insts"] && f["GCN3Encoding"] },
	"isGFX90APlus":                func(f map[string]bool) bool { return f["GFX90AInsts"] },
	"isGFX8GFX9NotGFX90A":         func(f map[string]bool) bool { return f["GFX8Insts"] && f["GCN3Encoding"] && !f["GFX90AInsts"] },
	"isGFX9Only":                  func(f map[string]bool) bool { return f["GCN3Encoding"] && f["GFX9Insts"] },
	"isGFX940Plus":                func(f map[string]bool) bool { return f["GFX940Insts"] },
	"isGFX6GFX7GFX8GFX9NotGFX90A": func(f map[string]bool) bool { return !f["GFX10Insts"] && !f["GFX90AInsts"] },
	"isGFX90AOnly":                func(f map[string]bool) bool { return f["GFX90AInsts"] && !f["GFX940Insts"] },
	"isGFX8GFX9NotGFX940":         func(f map[string]bool) bool { return f["GFX8Insts"] && f["GCN3Encoding"] && !f["GFX940Insts"] },
	"isGFX9Plus":                  func(f map[string]bool) bool { return f["GFX9Insts"] },
	"isGFX8Only":                  func(f map[string]bool) bool { return f["VolcanicIslands"] },
	"isGFX7Plus":                  func(f map[string]bool) bool { return f["CIInsts"] },
	"isGFX8Plus":                  func(f map[string]bool) bool { return f["GFX8Insts"] },
	"isNotGFX90APlus":             func(f map[string]bool) bool { return !f["GFX90AInsts"] },
	"isGFX7GFX8GFX9":              func(f map[string]bool) bool { return f["GFX7GFX8GFX9Insts"] },
	"isGCN3ExcludingGFX90A":       func(f map[string]bool) bool { return f["GCN3Encoding"] && !f["GFX90AInsts"] },
	"isWave64":                    func(f map[string]bool) bool { return f["WavefrontSize64"] },
	"isGFX6GFX7GFX8GFX9":          func(f map[string]bool) bool { return !f["GFX10Insts"] },
	"isNotGFX12Plus":              func(f map[string]bool) bool { return !f["GFX12Insts"] },
	"isGFX940orGFX1250":           func(f map[string]bool) bool { return f["GFX940Insts"] || f["GFX1250Insts"] },
	"isNotGFX940Plus":             func(f map[string]bool) bool { return !f["GFX940Insts"] },
	"isNotGFX1250Plus":            func(f map[string]bool) bool { return !f["GFX1250Insts"] },
	"isGFX10Plus":                 func(f map[string]bool) bool { return f["GFX10Insts"] },
	"isGFX10Only":                 func(f map[string]bool) bool { return f["GFX10Insts"] && !f["GFX11Insts"] },
	"isGFX9GFX10GFX11":            func(f map[string]bool) bool { return f["GFX9Insts"] && !f["GFX12Insts"] },
	"isGFX8GFX9GFX10GFX11":        func(f map[string]bool) bool { return f["GFX8Insts"] && !f["GFX12Insts"] },
	"HasSDWA8":                    func(f map[string]bool) bool { return !f["GFX9Insts"] && f["SDWA"] },
	"HasSDWA9":                    func(f map[string]bool) bool { return f["GCN3Encoding"] && f["GFX9Insts"] && f["SDWA"] },
	"HasDPP":                      func(f map[string]bool) bool { return f["GCN3Encoding"] && f["DPP"] },
	"HasPackedD16VMem":            func(f map[string]bool) bool { return !f["UnpackedD16VMem"] },
	"HasD16LoadStore":             func(f map[string]bool) bool { return f["GFX9Insts"] },
	"HasDSAddTid":                 func(f map[string]bool) bool { return f["GFX9Insts"] },
	"HasLDSFPAtomicAddF32":        func(f map[string]bool) bool { return f["GFX8Insts"] },
	"HasLdsAtomicAddF64":          func(f map[string]bool) bool { return f["GFX90AInsts"] || f["GFX1250Insts"] },
	"HasPkMovB32":                 func(f map[string]bool) bool { return f["GFX90AInsts"] },
	"HasFlatScratchSTMode":        func(f map[string]bool) bool { return f["GFX10_3Insts"] || f["GFX940Insts"] },
	"HasFlatScratchSVSMode":       func(f map[string]bool) bool { return f["GFX940Insts"] || f["GFX11Insts"] },
	"HasFmaakFmamkF32Insts":       func(f map[string]bool) bool { return f["GFX10Insts"] || f["GFX940Insts"] },
	"HasVOP3PInsts":               func(f map[string]bool) bool { return f["VOP3P"] },
	"HasAtomicBufferGlobalPkAddF16NoRtnInsts": func(f map[string]bool) bool {
		return f["AtomicBufferGlobalPkAddF16NoRtnInsts"] || f["AtomicBufferGlobalPkAddF16Insts"]
	},
	// RDNA generations (AMDGPU.td AssemblerPredicates).
	"isGFX10Before1030":   func(f map[string]bool) bool { return f["GFX10Insts"] && !f["GFX10_3Insts"] },
	"isGFX10GFX11":        func(f map[string]bool) bool { return f["GFX10Insts"] && !f["GFX12Insts"] },
	"isGFX11Only":         func(f map[string]bool) bool { return f["GFX11Insts"] && !f["GFX12Insts"] },
	"isGFX11Plus":         func(f map[string]bool) bool { return f["GFX11Insts"] },
	"isGFX12Only":         func(f map[string]bool) bool { return f["GFX12Insts"] },
	"isGFX12Plus":         func(f map[string]bool) bool { return f["GFX12Insts"] },
	"isGFX12Not12_50":     func(f map[string]bool) bool { return f["GFX12Insts"] && !f["GFX1250Insts"] },
	"isGFX12PlusNot12_50": func(f map[string]bool) bool { return f["GFX12Insts"] && !f["GFX1250Insts"] },
	"isGFX125xOnly":       func(f map[string]bool) bool { return f["GFX1250Insts"] },
	"isGFX1250Plus":       func(f map[string]bool) bool { return f["GFX1250Insts"] },
	"isGFX6GFX7GFX10":     func(f map[string]bool) bool { return !f["GCN3Encoding"] && !f["GFX11Insts"] },
	"isGFX6GFX7GFX10Plus": func(f map[string]bool) bool { return !f["GCN3Encoding"] },
	"isGFX7GFX10":         func(f map[string]bool) bool { return f["CIInsts"] && !f["GCN3Encoding"] && !f["GFX11Insts"] },
	"isGFX7GFX10GFX11":    func(f map[string]bool) bool { return f["CIInsts"] && !f["GCN3Encoding"] && !f["GFX12Insts"] },
	"isWave32":            func(f map[string]bool) bool { return f["WavefrontSize32"] },
	"HasDPP16":            func(f map[string]bool) bool { return !f["GCN3Encoding"] && f["GFX10Insts"] && f["DPP"] },
	"UseRealTrue16Insts":  func(f map[string]bool) bool { return f["True16BitInsts"] && f["RealTrue16Insts"] },
	// Also on real-true16 targets (gfx11): llvm-mc-22 decodes a VOP3 16-bit
	// word whose unused op_sel bits are set (the true16 row fixes them)
	// with the GFX11_FAKE16 row; the true16 rows fix more bits and are
	// tried first (sortTables), so fake16 is only the fallback.
	"UseFakeTrue16Insts": func(f map[string]bool) bool { return f["True16BitInsts"] },
	"HasExportInsts":     func(f map[string]bool) bool { return f["ExportInsts"] || !f["GFX10Insts"] && !f["GFX90AInsts"] },
	// Features removed only on gfx1250.
	"HasMTBUFInsts":          func(f map[string]bool) bool { return !f["GFX1250Insts"] },
	"HasFormattedMUBUFInsts": func(f map[string]bool) bool { return !f["GFX1250Insts"] },
	// gfx1250 keeps these: llvm-mc 22 decodes v_cvt_norm_*, v_cube*,
	// v_sad_*, v_qsad/v_mqsad, v_lerp_u8 and v_cvt_pk_norm_* for it (and
	// clang 22 lists cube-insts, sad-insts, qsad-insts, lerp-inst,
	// cvt-pknorm-vop2-insts among its features).
	"HasCvtNormInsts":       func(f map[string]bool) bool { return f["GFX9Insts"] },
	"HasCubeInsts":          func(map[string]bool) bool { return true },
	"HasSadInsts":           func(map[string]bool) bool { return true },
	"HasQsadInsts":          func(map[string]bool) bool { return true },
	"HasLerpInst":           func(map[string]bool) bool { return true },
	"HasCvtPkNormVOP3Insts": func(f map[string]bool) bool { return f["GFX9Insts"] },
	"HasCvtPkNormVOP2Insts": func(map[string]bool) bool { return true },
	"NotHasTrue16BitInsts":  func(f map[string]bool) bool { return !f["True16BitInsts"] },
	"NotHasFP8E5M3Insts":    func(f map[string]bool) bool { return !f["FP8E5M3Insts"] },
	// No AssemblerPredicate: not checked when decoding.
	"HasSDWA":         func(map[string]bool) bool { return true },
	"NoFP32Denormals": func(map[string]bool) bool { return true },
	"has16BankLDS":    func(map[string]bool) bool { return true },
	"has32BankLDS":    func(map[string]bool) bool { return true },
	// Only instruction selection checks these: gfx1150/gfx1151 (no bug)
	// decode v_mad_u64_u32 with the GFX11 row made for the bug's
	// workaround, the only GFX11 row of that encoding.
	"HasMADIntraFwdBug":    func(map[string]bool) bool { return true },
	"HasNotMADIntraFwdBug": func(map[string]bool) bool { return true },
}

// featurePredicates are predicates that hold exactly when the feature of the
// same name (without "Has") is present.
var featurePredicates = []string{
	"HasScalarAtomics", "Has16BitInsts", "HasFlatGlobalInsts", "HasGFX950Insts",
	"HasImageInsts", "HasFlatScratchInsts", "HasUnpackedD16VMem", "HasFlatAddressSpace",
	"HasExtendedImageInsts", "HasMAIInsts", "HasDsSrc2Insts", "HasScalarStores",
	"HasAtomicBufferPkAddBF16Inst", "HasScalarFlatScratchInsts", "HasFP8Insts",
	"HasAtomicFMinFMaxF64GlobalInsts", "HasFP8ConversionInsts", "HasAtomicFaddRtnInsts",
	"HasAtomicBufferGlobalPkAddF16Insts", "HasAtomicFaddNoRtnInsts", "HasG16",
	"HasFlatBufferGlobalAtomicFaddF64Inst", "HasAddNoCarryInsts", "HasBF8ConversionScaleInsts",
	"HasFP8ConversionScaleInsts", "HasAtomicFMinFMaxF64FlatInsts",
	"HasF16BF16ToFP6BF6ConversionScaleInsts", "HasFP4ConversionScaleInsts", "HasDLInsts",
	"HasMadMacF32Insts", "HasAtomicDsPkAdd16Insts", "HasAtomicFlatPkAdd16Insts",
	"HasAtomicGlobalPkAddBF16Inst", "HasMovrel", "HasFP6BF6ConversionScaleInsts",
	"HasBF16ConversionInsts", "HasPkFmacF16Inst", "HasVGPRIndexMode", "HasPrngInst",
	"HasXF32Insts", "HasFlatAtomicFaddF32Inst", "HasDot1Insts", "HasDot2Insts", "HasDot3Insts",
	"HasDot4Insts", "HasDot5Insts", "HasDot6Insts", "HasDot7Insts", "HasDot10Insts",
	"HasDot12Insts", "HasDot13Insts", "HasMadMixInsts", "HasFmaMixInsts", "HasPackedFP32Ops",
	"HasDPALU_DPP", "HasFmacF64Inst", "HasAshrPkInsts", "HasF32ToF16BF16ConversionSRInsts",
	"HasMinimum3Maximum3F32", "HasMinimum3Maximum3PKF16", "HasBitOp3Insts",
	"HasPermlane16Swap", "HasPermlane32Swap", "HasGFX10_AEncoding", "HasSMemRealTime",
	"HasSMemTimeInst", "HasLshlAddU64Inst", "HasCvtPkF16F32Inst",
	// RDNA features.
	"Has1024AddressableVGPRs", "HasAddMinMaxInsts", "HasAddPC64Inst", "HasAddSubU64Insts",
	"HasAtomicCSubNoRtnInsts", "HasAtomicFMinFMaxF32GlobalInsts", "HasBF16PackedInsts",
	"HasBF16TransInsts", "HasDot11Insts", "HasDot8Insts", "HasDot9Insts", "HasFP8E5M3Insts",
	"HasFlatGVSMode", "HasFmaLegacy32", "HasFmaMixBF16Insts", "HasFmaakFmamkF64Insts",
	"HasFmacLegacy32", "HasGFX10_BEncoding", "HasGetWaveIdInst", "HasIEEEMinimumMaximumInsts",
	"HasLdsBarrierArriveAtomic", "HasMadU32Inst", "HasMcastLoadInsts", "HasMin3Max3PKF16",
	"HasMinimum3Maximum3F16", "HasNoSdstCMPX", "HasPkAddMinMaxInsts", "HasPkMinMax3Insts",
	"HasPseudoScalarTrans", "HasSALUFloatInsts", "HasSGetShaderCyclesInst", "HasSWakeupBarrier",
	"HasScalarDwordx3Loads", "HasSetPrioIncWgInst", "HasTanhInsts", "HasTensorCvtLutInsts",
	"HasTransposeLoadF4F6Insts", "HasVINTERPEncoding", "HasVmemPrefInsts", "HasWaitXcnt",
}

func init() {
	for _, p := range featurePredicates {
		feat := strings.TrimPrefix(p, "Has")
		predicateRules[p] = func(f map[string]bool) bool { return f[feat] }
	}
}

// UnknownTargetError reports a processor name the decoder does not know.
type UnknownTargetError struct{ Name string }

func (e *UnknownTargetError) Error() string {
	return fmt.Sprintf("unknown AMDGPU processor %q (known: %s)", e.Name, strings.Join(Processors(), ", "))
}

var (
	targetsMu sync.Mutex
	targets   = map[string]*Target{}
)

// LookupTarget returns the target for a processor name such as "gfx900";
// a target-ID suffix (":xnack-", ":sramecc+") is ignored. RDNA processors
// decode in wave32 unless the name carries "wavefrontsize64" (as in
// "gfx1100:wavefrontsize64"), which selects wave64 where the processor
// supports it.
func LookupTarget(name string) (*Target, error) {
	proc := normalizeProcessor(name)
	wave64 := strings.Contains(strings.ToLower(name), "wavefrontsize64")
	key := proc
	if wave64 {
		key += ":wavefrontsize64"
	}
	targetsMu.Lock()
	defer targetsMu.Unlock()
	if t, ok := targets[key]; ok {
		return t, nil
	}
	p, ok := LookupProcessor(proc)
	if !ok || !p.Decodes() {
		return nil, &UnknownTargetError{Name: name}
	}
	feats := p.features
	if p.Gen.RDNA() {
		if wave64 && p.WaveSizes.Has(64) {
			feats = cat(feats, "WavefrontSize64")
		} else {
			feats = cat(feats, "WavefrontSize32")
		}
	}
	t := newTarget(proc, feats)
	t.info = p
	targets[key] = t
	return t, nil
}

// WaveSize returns the wavefront size the target decodes for (32 or 64):
// it decides how lane masks (VCC, SReg_1 operands) print.
func (t *Target) WaveSize() int {
	if t.features["WavefrontSize32"] {
		return 32
	}
	return 64
}

// WithWaveSize returns the target of the same processor decoding for a
// wave of n lanes (RDNA: 32 or 64).
func (t *Target) WithWaveSize(n int) (*Target, error) {
	if n == t.WaveSize() {
		return t, nil
	}
	if t.info == nil || !t.info.WaveSizes.Has(n) {
		return nil, fmt.Errorf("%s does not run %d-lane waves", t.Processor, n)
	}
	if n == 64 {
		return LookupTarget(t.Processor + ":wavefrontsize64")
	}
	return LookupTarget(t.Processor)
}

// newTarget builds the target of a processor with the given features.
func newTarget(proc string, feats []string) *Target {
	t := &Target{Processor: proc, features: map[string]bool{}}
	for _, f := range feats {
		t.features[f] = true
	}
	t.preds = make([]bool, len(predicateNames))
	for _, p := range predicateNames {
		rule, ok := predicateRules[p.name]
		t.preds[p.v] = ok && rule(t.features)
	}
	t.tables = t.tableOrder()
	t.hasE32, t.hasE64 = map[Op]bool{}, map[Op]bool{}
	for _, tb := range t.tables {
		for _, r := range tb.rows {
			e := &encodings[r]
			switch {
			case e.Variant == VariantVOP3 && e.Format&FormatVOP3 != 0 && e.Format&FormatVOP3P == 0:
				t.hasE64[e.Op] = true
			case e.Variant == VariantDefault && e.Format&(FormatVOP1|FormatVOP2|FormatVOPC|FormatVINTRP) != 0:
				t.hasE32[e.Op] = true
			}
		}
	}
	return t
}

// MustTarget is LookupTarget for names known to be valid (tests, tables).
func MustTarget(name string) *Target {
	t, err := LookupTarget(name)
	if err != nil {
		panic(err)
	}
	return t
}

// Info returns the target's row of the processor table.
func (t *Target) Info() *Processor { return t.info }

// HasFeature reports whether the target has an AMDGPU.td feature
// ("GFX90AInsts", "UnpackedD16VMem", ...).
func (t *Target) HasFeature(name string) bool { return t.features[name] }

func (t *Target) isVI() bool      { return t.features["VolcanicIslands"] }
func (t *Target) isGFX9() bool    { return t.features["GFX9"] }
func (t *Target) isGFX90A() bool  { return t.features["GFX90AInsts"] }
func (t *Target) isGFX940() bool  { return t.features["GFX940Insts"] }
func (t *Target) gfx9Plus() bool  { return t.features["GFX9Insts"] }
func (t *Target) hasInv2Pi() bool { return t.features["Inv2PiInlineImm"] }

// tableOrder is the order of AMDGPUDisassembler::getInstruction for the
// GCN3-encoded generations: 128-bit, then 64-bit, then 32-bit tables.
func (t *Target) tableOrder() []table {
	var out []table
	add := func(ns Namespace, bytes int) { out = append(out, table{ns: ns, bytes: bytes}) }
	if t.features["GFX10Insts"] {
		return t.rdnaTableOrder()
	}
	if t.features["GFX950Insts"] {
		add(NSGFX940, 16)
	}
	if t.features["UnpackedD16VMem"] {
		add(NSGFX80_UNPACKED, 8)
	}
	if t.features["FmaMixInsts"] {
		add(NSGFX9_DL, 8)
	}
	if t.features["GFX950Insts"] {
		add(NSGFX950, 8)
	}
	if t.features["GFX940Insts"] {
		add(NSGFX940, 8)
	}
	if t.features["GFX90AInsts"] {
		add(NSGFX90A, 8)
	}
	if t.isVI() || t.isGFX9() {
		add(NSGFX8, 8)
	}
	if t.isGFX9() {
		add(NSGFX9, 8)
	}
	if t.features["GFX950Insts"] {
		add(NSGFX950, 4)
	}
	if t.isVI() || t.isGFX9() {
		add(NSGFX8, 4)
	}
	add(NSAMDGPU, 4)
	if t.isGFX9() {
		add(NSGFX9, 4)
	}
	if t.features["GFX90AInsts"] {
		add(NSGFX90A, 4)
	}
	t.sortTables(out)
	return out
}

// rdnaTableOrder is getInstruction's order for GFX10 and later: 128-bit
// (gfx1250), 96-bit (GFX11+), 64-bit and 32-bit tables; each true16 table
// is followed by its fake16 twin, as tryDecodeInst(Table, FakeTable) does.
func (t *Target) rdnaTableOrder() []table {
	var out []table
	add := func(ns Namespace, bytes int) { out = append(out, table{ns: ns, bytes: bytes}) }
	f := t.features
	gfx10 := !f["GFX11Insts"]
	gfx11 := f["GFX11Insts"] && !f["GFX12Insts"]
	gfx12 := f["GFX12Insts"]
	gfx1250 := f["GFX1250Insts"]
	if gfx1250 {
		add(NSGFX1250, 16)
	}
	if gfx11 {
		add(NSGFX11, 12)
		add(NSGFX11_FAKE16, 12)
	}
	if gfx1250 {
		add(NSGFX1250, 12)
		add(NSGFX1250_FAKE16, 12)
	}
	if gfx12 {
		add(NSGFX12, 12)
		add(NSGFX12_FAKE16, 12)
		add(NSGFX12W64, 12)
	}
	if f["GFX10_BEncoding"] {
		add(NSGFX10_B, 8)
	}
	if f["FmaMixInsts"] {
		add(NSGFX9_DL, 8)
	}
	if gfx10 {
		add(NSGFX10, 8)
	}
	if gfx1250 {
		add(NSGFX1250, 8)
		add(NSGFX1250_FAKE16, 8)
	}
	if gfx12 {
		add(NSGFX12, 8)
		add(NSGFX12_FAKE16, 8)
	}
	if gfx11 {
		add(NSGFX11, 8)
		add(NSGFX11_FAKE16, 8)
		add(NSGFX11W64, 8)
	}
	if gfx12 {
		add(NSGFX12W64, 8)
	}
	add(NSAMDGPU, 4)
	if f["GFX10_BEncoding"] {
		add(NSGFX10_B, 4)
	}
	if gfx10 {
		add(NSGFX10, 4)
	}
	if gfx1250 {
		add(NSGFX1250, 4)
		add(NSGFX1250_FAKE16, 4)
	}
	if gfx11 {
		add(NSGFX11, 4)
		add(NSGFX11_FAKE16, 4)
	}
	if gfx12 {
		add(NSGFX12, 4)
		add(NSGFX12_FAKE16, 4)
	}
	t.sortTables(out)
	return out
}

// sortTables fills each table with the rows of its namespace and size the
// target's predicates allow, in the order LLVM's decoder tries them.
func (t *Target) sortTables(out []table) {
	for i := range out {
		tb := &out[i]
		// More fixed bits first: where one encoding refines another, LLVM's
		// decoder tree tests the more specific one first.
		// Among rows with the same fixed bits (v_mul_lo_i32 and v_mul_lo_u32)
		// the later definition is the one LLVM decodes. The sort key
		// fixed bits<<32 | row orders both ways at once, descending.
		var keys []int
		for r := range encodings {
			e := &encodings[r]
			if e.NS != tb.ns || int(e.Size) != tb.bytes || !t.satisfies(e) || asmParserOnly(e) {
				continue
			}
			keys = append(keys, fixedBits(e)<<32|r)
		}
		slices.Sort(keys)
		tb.rows = make([]int, len(keys))
		for j, k := range keys {
			tb.rows[len(keys)-1-j] = k & 0xffffffff
		}
	}
}

func (t *Target) satisfies(e *Encoding) bool {
	for _, p := range e.Preds {
		// The GFX12 rows of flat_atomic_{min,max}_num_f32 keep their
		// pseudo's isGFX7GFX10GFX11 next to isGFX12Only; llvm-mc 22
		// decodes them on gfx1200 and gfx1250 all the same.
		if p == PredIsGFX7GFX10GFX11 && e.NS == NSGFX12 {
			continue
		}
		if !t.preds[p] {
			return false
		}
	}
	return true
}

func fixedBits(e *Encoding) int {
	return bits.OnesCount64(e.Mask[0]) + bits.OnesCount64(e.Mask[1])
}

// buildIndex makes each table's (empty) bucket index: a decode then tests
// only the rows whose fixed bits in bits 31:16 agree with the word. Buckets
// are filled on first use; building all of them took 25 ms per target as a
// map of slices and 3 ms as flat arrays, most of a short run's set-up.
func (t *Target) buildIndex() {
	for i := range t.tables {
		t.tables[i].pages = new([256]atomic.Pointer[bucketPage])
	}
}

// Rows returns the table rows the target decodes with, for encodings of the
// given sizes in bytes (all sizes when none are given), in table order.
func (t *Target) Rows(sizes ...int) []int {
	var out []int
	seen := map[int]bool{}
	for _, tb := range t.tables {
		ok := len(sizes) == 0
		for _, s := range sizes {
			ok = ok || s == tb.bytes
		}
		if !ok {
			continue
		}
		for _, r := range tb.rows {
			if !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// RowIndex returns the position of e in Encodings().
func (t *Target) RowIndex(e *Encoding) int {
	for i := range encodings {
		if &encodings[i] == e {
			return i
		}
	}
	return -1
}

// NamespaceRows returns every row of the namespaces the target decodes
// with, for the given sizes, whether or not its predicates hold.
func (t *Target) NamespaceRows(sizes ...int) []int {
	var out []int
	seen := map[[2]int]bool{}
	for _, tb := range t.tables {
		ok := len(sizes) == 0
		for _, s := range sizes {
			ok = ok || s == tb.bytes
		}
		if !ok || seen[[2]int{int(tb.ns), tb.bytes}] {
			continue
		}
		seen[[2]int{int(tb.ns), tb.bytes}] = true
		for r := range encodings {
			if encodings[r].NS == tb.ns && int(encodings[r].Size) == tb.bytes {
				out = append(out, r)
			}
		}
	}
	return out
}

// asmParserOnly reports the RDNA wave32/wave64 assembler forms that spell
// vcc_lo or vcc in their asm string (the _w32/_w64 DPP, DPP8 and SDWA
// forms of VOPC, VOP2b and v_cndmask): LLVM marks them isAsmParserOnly,
// so its decoder tables do not hold them and it decodes their bytes with
// the twin that prints the implied vcc itself.
func asmParserOnly(e *Encoding) bool {
	return (strings.Contains(e.Name, "_w32_") || strings.Contains(e.Name, "_w64_")) &&
		strings.Contains(e.Asm, "vcc")
}
