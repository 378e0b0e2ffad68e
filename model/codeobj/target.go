package codeobj

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Feature is the setting of a target feature (xnack, sramecc) in a code
// object, as the v4+ e_flags encode it.
type Feature uint8

const (
	FeatureUnsupported Feature = iota // the processor does not have the feature
	FeatureAny                        // code runs with the feature on or off
	FeatureOff                        // code requires the feature off
	FeatureOn                         // code requires the feature on
)

func (f Feature) String() string {
	switch f {
	case FeatureAny:
		return "any"
	case FeatureOff:
		return "off"
	case FeatureOn:
		return "on"
	}
	return "unsupported"
}

// MarshalText makes Feature appear as its name in JSON.
func (f Feature) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// Generation is the instruction-set family of a processor; it selects the
// layouts of compute_pgm_rsrc1/2/3 and the register-file facts.
type Generation uint8

const (
	GenUnknown Generation = iota
	GFX6
	GFX7
	GFX8
	GFX9   // GCN5/Vega and CDNA1 (gfx900..gfx90c, gfx908)
	GFX90A // CDNA2 (gfx90a) and CDNA3/4 (gfx940..gfx950): unified VGPR/AGPR file
	GFX10  // RDNA1 (gfx1010..gfx1013)
	GFX103 // RDNA2 (gfx1030..gfx1036)
	GFX11  // RDNA3
	GFX12  // RDNA4
	// GFX1250 is GFX12.5 (gfx1250, gfx1251): GFX12's descriptor layouts
	// except where AMDGPUUsage's tables say GFX125* (USER_SGPR_COUNT in
	// COMPUTE_PGM_RSRC2 bits 6:1 with no ENABLE_TRAP_HANDLER, the
	// 16-VGPR granule, the named-barrier fields of COMPUTE_PGM_RSRC3).
	GFX1250
)

func (g Generation) String() string {
	switch g {
	case GFX6:
		return "GFX6"
	case GFX7:
		return "GFX7"
	case GFX8:
		return "GFX8"
	case GFX9:
		return "GFX9"
	case GFX90A:
		return "GFX90A"
	case GFX10:
		return "GFX10"
	case GFX103:
		return "GFX10.3"
	case GFX11:
		return "GFX11"
	case GFX12:
		return "GFX12"
	case GFX1250:
		return "GFX12.5"
	}
	return "unknown"
}

// MarshalText makes Generation appear as its name in JSON.
func (g Generation) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// Target is the processor a code object was built for and its feature
// settings (AMDGPUUsage "Target Triples", "Processors", "Target Features").
type Target struct {
	Processor      string  // "gfx90a", or a generic target such as "gfx9-generic"
	Mach           uint32  // EF_AMDGPU_MACH value (v3+), 0 for v2
	XNACK          Feature // xnack setting
	SRAMECC        Feature // sramecc setting
	GenericVersion uint32  // EF_AMDGPU_GENERIC_VERSION (v6 generic targets), else 0
	TrapHandler    bool    // v2 EF_AMDGPU_FEATURE_TRAP_HANDLER_V2
}

// IsGeneric reports whether the target is a generic processor (v6).
func (t Target) IsGeneric() bool { return strings.HasSuffix(t.Processor, "-generic") }

// String returns the target ID: processor with its feature suffixes, as in
// "gfx90a:sramecc+:xnack-" (AMDGPUUsage "Target ID").
func (t Target) String() string {
	s := t.Processor
	for _, f := range []struct {
		name string
		v    Feature
	}{{"sramecc", t.SRAMECC}, {"xnack", t.XNACK}} {
		switch f.v {
		case FeatureOn:
			s += ":" + f.name + "+"
		case FeatureOff:
			s += ":" + f.name + "-"
		}
	}
	return s
}

// Generation returns the instruction-set family of the target's processor.
func (t Target) Generation() Generation { return processorGeneration(t.Processor) }

// machNames maps EF_AMDGPU_MACH values to processor names (AMDGPUUsage
// table "AMDGPU EF_AMDGPU_MACH Values"): the r600 values here, the amdgcn
// ones from the processor table (with the retired gfx940 0x040 and gfx941
// 0x04b, which LLVM still reads; both were merged into gfx942).
var machNames = func() map[uint32]string {
	m := map[uint32]string{
		0x001: "r600", 0x002: "r630", 0x003: "rs880", 0x004: "rv670", 0x005: "rv710",
		0x006: "rv730", 0x007: "rv770", 0x008: "cedar", 0x009: "cypress", 0x00a: "juniper",
		0x00b: "redwood", 0x00c: "sumo", 0x00d: "barts", 0x00e: "caicos", 0x00f: "cayman",
		0x010: "turks",
	}
	for _, p := range isa.ProcessorTable() {
		if p.Mach != 0 {
			m[p.Mach] = p.Name
		}
	}
	return m
}()

// e_flags fields (AMDGPUUsage "AMDGPU ELF Header e_flags" tables).
const (
	efAMDGPUMach                 = 0x0ff
	efAMDGPUFeatureXNACKV2       = 0x01
	efAMDGPUFeatureTrapHandlerV2 = 0x02
	efAMDGPUFeatureXNACKV3       = 0x100
	efAMDGPUFeatureSRAMECCV3     = 0x200
	efAMDGPUFeatureXNACKV4       = 0x300
	efAMDGPUFeatureSRAMECCV4     = 0xc00
	efAMDGPUGenericVersionV      = 0xff000000
	efAMDGPUGenericVersionShift  = 24
)

// targetFromFlags decodes e_flags for code object version v (3..6).
func targetFromFlags(flags uint32, v int) (Target, error) {
	t := Target{Mach: flags & efAMDGPUMach}
	name, ok := machNames[t.Mach]
	if !ok {
		return t, fmt.Errorf("e_flags %#x: unknown EF_AMDGPU_MACH %#x", flags, t.Mach)
	}
	t.Processor = name
	if v == 3 {
		t.XNACK, t.SRAMECC = FeatureOff, FeatureOff
		if flags&efAMDGPUFeatureXNACKV3 != 0 {
			t.XNACK = FeatureOn
		}
		if flags&efAMDGPUFeatureSRAMECCV3 != 0 {
			t.SRAMECC = FeatureOn
		}
		if !processorHasXNACK(name) {
			t.XNACK = FeatureUnsupported
		}
		if !processorHasSRAMECC(name) {
			t.SRAMECC = FeatureUnsupported
		}
		return t, nil
	}
	t.XNACK = Feature((flags & efAMDGPUFeatureXNACKV4) >> 8)
	t.SRAMECC = Feature((flags & efAMDGPUFeatureSRAMECCV4) >> 10)
	if v >= 6 {
		t.GenericVersion = (flags & efAMDGPUGenericVersionV) >> efAMDGPUGenericVersionShift
	}
	return t, nil
}

// generationOf maps the processor table's generations to the descriptor
// layout families: CDNA3/4 (isa.GenGFX940) share gfx90a's layouts and
// unified register file; gfx1250 has its own (GFX12's with the GFX125*
// differences).
var generationOf = map[isa.Generation]Generation{
	isa.GenGFX6: GFX6, isa.GenGFX7: GFX7, isa.GenGFX8: GFX8, isa.GenGFX9: GFX9,
	isa.GenGFX90A: GFX90A, isa.GenGFX940: GFX90A, isa.GenGFX10: GFX10, isa.GenGFX10_3: GFX103,
	isa.GenGFX11: GFX11, isa.GenGFX12: GFX12, isa.GenGFX1250: GFX1250,
}

// processorGeneration classifies a processor name by the processor table.
// A name the table lacks (a v2 ISA-version note can name any
// major.minor.stepping) is classified by its family prefix.
func processorGeneration(p string) Generation {
	if row, ok := isa.LookupProcessor(p); ok && row.Name == p {
		return generationOf[row.Gen]
	}
	switch {
	case strings.HasPrefix(p, "gfx6"):
		return GFX6
	case strings.HasPrefix(p, "gfx7"):
		return GFX7
	case strings.HasPrefix(p, "gfx8"):
		return GFX8
	case strings.HasPrefix(p, "gfx9"):
		return GFX9
	case strings.HasPrefix(p, "gfx101"):
		return GFX10
	case strings.HasPrefix(p, "gfx103"):
		return GFX103
	case strings.HasPrefix(p, "gfx11"):
		return GFX11
	case strings.HasPrefix(p, "gfx125"):
		return GFX1250
	case strings.HasPrefix(p, "gfx12"):
		return GFX12
	}
	return GenUnknown
}

// processorHasXNACK reports processors with the xnack target feature
// (processor table).
func processorHasXNACK(p string) bool {
	row, ok := isa.LookupProcessor(p)
	return ok && row.Name == p && row.XNACK
}

// processorHasSRAMECC reports processors with the sramecc target feature.
func processorHasSRAMECC(p string) bool {
	row, ok := isa.LookupProcessor(p)
	return ok && row.Name == p && row.SRAMECC
}

// hasArchitectedFlatScratch reports processors whose flat scratch is
// architected: no private segment buffer or flat scratch init user SGPRs.
// Names the table lacks follow their family (GFX11 and later).
func hasArchitectedFlatScratch(p string) bool {
	if row, ok := isa.LookupProcessor(p); ok && row.Name == p {
		return row.ArchitectedFlatScratch
	}
	g := processorGeneration(p)
	return g >= GFX11
}

// processorFromISAVersion names the processor of a v2 NT_AMD_HSA_ISA_VERSION
// note (major, minor, stepping), e.g. 8,0,3 -> gfx803.
func processorFromISAVersion(major, minor, stepping uint32) string {
	return fmt.Sprintf("gfx%d%d%s", major, minor, strings.ToLower(fmt.Sprintf("%x", stepping)))
}
