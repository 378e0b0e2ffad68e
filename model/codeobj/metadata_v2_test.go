package codeobj

import (
	"strings"
	"testing"
)

func TestV2MetadataTranslatesToV3Names(t *testing.T) {
	// Shaped like the NT_AMD_HSA_METADATA llvm-readelf prints for the
	// mgpusim gfx803 objects.
	text := `---
Version:         [ 1, 0 ]
Kernels:
  - Name:            BitonicSort
    SymbolName:      'BitonicSort@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - Name:            array
        TypeName:        'uint*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        ValueType:       U32
        AddrSpaceQual:   Global
        AccQual:         Default
      - Name:            stage
        TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        ValueType:       U32
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
        ValueType:       I64
    CodeProps:
      KernargSegmentSize: 56
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        11
      NumVGPRs:        8
      MaxFlatWorkGroupSize: 256
      FutureKey:       7
...
`
	md, err := parseMetadataV2(&reader{name: "v2.co"}, []byte(text+"\x00"), 0x278)
	if err != nil {
		t.Fatal(err)
	}
	k := md.Kernels[0]
	if k.Name != "BitonicSort" || k.Symbol != "BitonicSort@kd" || k.KernargSegmentSize != 56 || k.SGPRCount != 11 ||
		k.VGPRCount != 8 || k.WavefrontSize != 64 || k.MaxFlatWorkgroupSize != 256 || k.Language != "OpenCL C" {
		t.Errorf("kernel %+v", k)
	}
	if len(k.Args) != 3 || k.Args[0].ValueKind != "global_buffer" || k.Args[0].AddressSpace != "global" ||
		k.Args[1].ValueKind != "by_value" || k.Args[1].Offset != 8 || k.Args[2].ValueKind != "hidden_global_offset_x" || k.Args[2].Offset != 16 {
		t.Errorf("args %+v", k.Args)
	}
	if k.Extra[".future_key"] != uint64(7) {
		t.Errorf("unknown CodeProps key not kept: %v", k.Extra)
	}
}

func TestV2MetadataRejectsAliasBombs(t *testing.T) {
	var b strings.Builder
	b.WriteString("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 9; i++ {
		n := string(rune('0' + i))
		prev := string(rune('0' + i - 1))
		b.WriteString("a" + n + ": &a" + n + " [" + strings.Repeat("*a"+prev+", ", 9) + "*a" + prev + "]\n")
	}
	_, err := parseMetadataV2(&reader{name: "bomb.co"}, []byte(b.String()), 0x278)
	if err == nil || !strings.Contains(err.Error(), "aliases") || !strings.HasPrefix(err.Error(), "bomb.co: offset 0x278") {
		t.Errorf("alias bomb: %v", err)
	}
}
