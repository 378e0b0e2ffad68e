package codeobj

import (
	"fmt"
	"strings"
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
// table "AMDGPU EF_AMDGPU_MACH Values").
var machNames = map[uint32]string{
	0x001: "r600", 0x002: "r630", 0x003: "rs880", 0x004: "rv670", 0x005: "rv710",
	0x006: "rv730", 0x007: "rv770", 0x008: "cedar", 0x009: "cypress", 0x00a: "juniper",
	0x00b: "redwood", 0x00c: "sumo", 0x00d: "barts", 0x00e: "caicos", 0x00f: "cayman",
	0x010: "turks",
	0x020: "gfx600", 0x021: "gfx601", 0x022: "gfx700", 0x023: "gfx701", 0x024: "gfx702",
	0x025: "gfx703", 0x026: "gfx704", 0x028: "gfx801", 0x029: "gfx802", 0x02a: "gfx803",
	0x02b: "gfx810", 0x02c: "gfx900", 0x02d: "gfx902", 0x02e: "gfx904", 0x02f: "gfx906",
	0x030: "gfx908", 0x031: "gfx909", 0x032: "gfx90c", 0x033: "gfx1010", 0x034: "gfx1011",
	0x035: "gfx1012", 0x036: "gfx1030", 0x037: "gfx1031", 0x038: "gfx1032", 0x039: "gfx1033",
	0x03a: "gfx602", 0x03b: "gfx705", 0x03c: "gfx805", 0x03d: "gfx1035", 0x03e: "gfx1034",
	0x03f: "gfx90a", 0x041: "gfx1100", 0x042: "gfx1013", 0x043: "gfx1150", 0x044: "gfx1103",
	0x045: "gfx1036", 0x046: "gfx1101", 0x047: "gfx1102", 0x048: "gfx1200", 0x049: "gfx1250",
	0x04a: "gfx1151", 0x04c: "gfx942", 0x04e: "gfx1201", 0x04f: "gfx950",
	0x051: "gfx9-generic", 0x052: "gfx10-1-generic", 0x053: "gfx10-3-generic",
	0x054: "gfx11-generic", 0x055: "gfx1152", 0x058: "gfx1153", 0x059: "gfx12-generic",
	0x05a: "gfx1251", 0x05f: "gfx9-4-generic",
	// Retired values LLVM still reads (gfx940, gfx941 were merged into gfx942).
	0x040: "gfx940", 0x04b: "gfx941",
}

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

// processorGeneration classifies a processor name.
func processorGeneration(p string) Generation {
	switch {
	case p == "gfx90a" || p == "gfx940" || p == "gfx941" || p == "gfx942" || p == "gfx950" || p == "gfx9-4-generic":
		return GFX90A
	case strings.HasPrefix(p, "gfx6"):
		return GFX6
	case strings.HasPrefix(p, "gfx7"):
		return GFX7
	case strings.HasPrefix(p, "gfx8"):
		return GFX8
	case strings.HasPrefix(p, "gfx9"):
		return GFX9
	case strings.HasPrefix(p, "gfx101") || p == "gfx10-1-generic":
		return GFX10
	case strings.HasPrefix(p, "gfx103") || p == "gfx10-3-generic":
		return GFX103
	case strings.HasPrefix(p, "gfx11"):
		return GFX11
	case strings.HasPrefix(p, "gfx12"):
		return GFX12
	}
	return GenUnknown
}

// processorHasXNACK lists the processors with the xnack feature
// (AMDGPUUsage "AMDGPU Processors", Target Features column).
func processorHasXNACK(p string) bool {
	switch p {
	case "gfx801", "gfx810", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909",
		"gfx90c", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx950", "gfx1010", "gfx1011",
		"gfx1012", "gfx1013", "gfx9-generic", "gfx9-4-generic", "gfx10-1-generic":
		return true
	}
	return false
}

// processorHasSRAMECC lists the processors with the sramecc feature.
func processorHasSRAMECC(p string) bool {
	switch p {
	case "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx950", "gfx9-4-generic":
		return true
	}
	return false
}

// hasArchitectedFlatScratch reports processors whose flat scratch is
// architected: no private segment buffer or flat scratch init user SGPRs.
func hasArchitectedFlatScratch(p string) bool {
	switch p {
	case "gfx940", "gfx941", "gfx942", "gfx950", "gfx9-4-generic":
		return true
	}
	g := processorGeneration(p)
	return g == GFX11 || g == GFX12
}

// processorFromISAVersion names the processor of a v2 NT_AMD_HSA_ISA_VERSION
// note (major, minor, stepping), e.g. 8,0,3 -> gfx803.
func processorFromISAVersion(major, minor, stepping uint32) string {
	return fmt.Sprintf("gfx%d%d%s", major, minor, strings.ToLower(fmt.Sprintf("%x", stepping)))
}
