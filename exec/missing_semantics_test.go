package exec

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// computeTargets are the processors this interpreter's semantics cover.
var computeTargets = []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200", "gfx1250"}

// imageAndGraphicsFormats are the encodings out of scope on every target:
// image (texture) loads, stores, samples, atomics and BVH ray queries
// (MIMG up to GFX11, VIMAGE and VSAMPLE from GFX12: LLVM splits the GFX11
// MIMG encoding in two, so both must be excluded for the gfx12 lists to
// mean what gfx11's do), exports, and the pixel shader's parameter
// interpolation (VINTRP, and LDSDIR: GFX11's lds_param_load and
// lds_direct_load, GFX12's ds_param_load and ds_direct_load). LLVM's
// DSDIRInstructions.td defines LDSDIR beside the interpolation
// instructions; they write whole pixel quads ("LDS_PARAM_LOAD and
// LDS_DIRECT_LOAD use EXEC per quad", LLVM review D127977, which makes
// them strict WQM), and LLVM tests them only in amdgpu_ps shaders.
const imageAndGraphicsFormats = isa.FormatMIMG | isa.FormatVIMAGE | isa.FormatVSAMPLE |
	isa.FormatEXP | isa.FormatVINTRP | isa.FormatLDSDIR | isa.FormatGather4

// isComputeEncoding reports whether an encoding row is an instruction a
// compute kernel may contain: not image access, export or interpolation
// (imageAndGraphicsFormats, and the VOP3 v_interp_* forms).
func isComputeEncoding(e *isa.Encoding) bool {
	if e.Format&imageAndGraphicsFormats != 0 {
		return false
	}
	n := e.Op.String()
	for _, p := range []string{"v_interp"} {
		if strings.HasPrefix(n, p) {
			return false
		}
	}
	return true
}

// missingSemantics lists, for one target, the compute operations its decoder
// accepts that have no semantics.
func missingSemantics(t *testing.T, name string) []string {
	t.Helper()
	tg, err := isa.LookupTarget(name)
	if err != nil {
		t.Fatal(err)
	}
	arch, err := ArchByName(name)
	if err != nil {
		t.Fatal(err)
	}
	encs := isa.Encodings()
	seen := map[isa.Op]bool{}
	var out []string
	for _, r := range tg.Rows() {
		e := &encs[r]
		if seen[e.Op] || !isComputeEncoding(e) {
			continue
		}
		seen[e.Op] = true
		if semanticsOf(arch.Gen, e.Op) != nil {
			continue
		}
		if vopdCovered(arch.Gen, e.Asm) {
			continue // a VOPD pair whose halves both have semantics (rdna.go vopd)
		}
		out = append(out, e.Op.String())
	}
	sort.Strings(out)
	return out
}

// TestComputeOpsWithoutSemantics lists, per target, every compute operation
// of the generated tables that the interpreter cannot run yet. It logs the
// lists (go test -v -run ComputeOpsWithoutSemantics) and fails when
// GCNDBG_REQUIRE_FULL_SEMANTICS is set and any list is not empty.
func TestComputeOpsWithoutSemantics(t *testing.T) {
	for _, name := range computeTargets {
		miss := missingSemantics(t, name)
		t.Logf("%s: %d compute ops without semantics: %s", name, len(miss), strings.Join(miss, " "))
		if len(miss) > 0 && os.Getenv("GCNDBG_REQUIRE_FULL_SEMANTICS") != "" {
			t.Errorf("%s: %d compute ops without semantics", name, len(miss))
		}
	}
}

// vopdCovered reports whether asm is a VOPD pair whose two halves both
// have semantics.
func vopdCovered(g Gen, asm string) bool {
	x, y, ok := vopdNames(asm)
	if !ok {
		return false
	}
	for _, n := range []string{x, y} {
		op, ok := lookupOp(n)
		if !ok || semanticsOf(g, op) == nil {
			return false
		}
	}
	return true
}
