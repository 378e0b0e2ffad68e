package exec

import (
	"slices"
	"sort"

	"github.com/gcndbg/gcndbg/isa"
)

// matrixTargets are the processors whose matrix instructions another
// target's bytes may be (gfx908 MFMA, gfx90a f64 and _1k, gfx940's
// renamed forms, xf32, fp8 and smfmac, gfx950's additions).
var matrixTargets = []string{"gfx908", "gfx90a", "gfx942", "gfx950"}

// illegalDetail is the fault text of bytes that do not decode for target
// t: when they are a matrix instruction of another processor, it names
// the instruction and the target that lacks it ("v_mfma_f64_16x16x4f64 is
// not an instruction of gfx908"), else the decoder's error.
//
// Opcodes are reused across generations (gfx950's v_mfma_f32_16x16x32_f16
// has the encoding of gfx908's v_mfma_i32_32x32x8i8), so the nearest
// generation is tried first, the newer on a tie.
func illegalDetail(code []byte, addr uint64, t *isa.Target, err error) string {
	if len(code) >= 8 && code[3] == 0xcc { // GFX11+ VOP3P, where WMMA and SWMMAC live
		return wmmaIllegalDetail(code, addr, t, err)
	}
	if len(code) < 8 || code[3] != 0xd3 { // GFX9 VOP3P, where MFMA and SMFMAC live
		return err.Error()
	}
	pos := -1 // gfx8/gfx9 without MFMA come before gfx908
	for i, name := range matrixTargets {
		if name == t.Processor || name == "gfx942" && (t.Processor == "gfx940" || t.Processor == "gfx941") {
			pos = i
		}
	}
	order := slices.Clone(matrixTargets)
	sort.SliceStable(order, func(a, b int) bool {
		ia, ib := slices.Index(matrixTargets, order[a]), slices.Index(matrixTargets, order[b])
		da, db := abs(ia-pos), abs(ib-pos)
		if da != db {
			return da < db
		}
		return ia > ib
	})
	for _, name := range order {
		if name == t.Processor {
			continue
		}
		other, e := isa.LookupTarget(name)
		if e != nil {
			continue
		}
		in, e := isa.Decode(code, addr, other)
		if e == nil && IsMatrixOpName(in.Op.String()) {
			return in.Op.String() + " is not an instruction of " + t.Processor + " (it is one of " + name + ")"
		}
	}
	return err.Error()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// wmmaOtherTargets are the processors whose WMMA/SWMMAC bytes another target's
// may be (RDNA3, RDNA4), newest first.
var wmmaOtherTargets = []string{"gfx1200", "gfx1100"}

// wmmaIllegalDetail names the WMMA/SWMMAC that bytes t cannot decode are
// on a processor that has it ("v_swmmac_f32_16x16x32_f16 is not an
// instruction of gfx1100 (it is one of gfx1200)").
func wmmaIllegalDetail(code []byte, addr uint64, t *isa.Target, err error) string {
	for _, name := range wmmaOtherTargets {
		if name == t.Processor {
			continue
		}
		other, e := isa.LookupTarget(name)
		if e != nil {
			continue
		}
		if w, e := other.WithWaveSize(t.WaveSize()); e == nil {
			other = w
		}
		in, e := isa.Decode(code, addr, other)
		if e == nil && IsMatrixOpName(in.Op.String()) {
			return in.Op.String() + " is not an instruction of " + t.Processor + " (it is one of " + name + ")"
		}
	}
	return err.Error()
}
