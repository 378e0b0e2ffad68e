package dwarf

import (
	"fmt"
	"testing"
)

func TestTypeAccessors(t *testing.T) {
	d := loadFixture(t, "types-gfx900-O0.co")
	fn := d.LookupFunction("__clang_ocl_kern_imp_k")[0]
	pcs, err := d.LineToPCs("types.cl", 13)
	if err != nil {
		t.Fatal(err)
	}
	arr, ok := d.LookupVariable(fn, pcs[0], "arr")
	if !ok {
		t.Fatal("no arr")
	}
	row, off, err := arr.Type.Element(1)
	if err != nil || off != 12 || row.String() != "int [3]" {
		t.Errorf("arr[1]: %v at %d, %v; want int [3] at 12", row, off, err)
	}
	el, off, err := row.Element(2)
	if err != nil || off != 8 || el.String() != "int" {
		t.Errorf("arr[1][2]: %v at %d, %v; want int at 8", el, off, err)
	}
	if _, _, err := row.Element(3); err == nil {
		t.Error("arr[1][3] accepted")
	}
	p, _ := d.LookupVariable(fn, pcs[0], "p")
	if m, ok := p.Type.MemberNamed("y"); !ok || m.Offset != 4 || m.Type.String() != "float" {
		t.Errorf("p.y: %+v %v", m, ok)
	}
	out, _ := d.LookupVariable(fn, pcs[0], "out")
	// clang gives __global pointers no address class: generic.
	if as := out.Type.PointeeAddrSpace(); as != DW_ASPACE_AMDGPU_generic {
		t.Errorf("out points into %s", as)
	}
}

// At -O2 clang inlines the kernel body into the kernel entry: the body's
// locals belong to the inlined frame, the parameters to the entry.
func TestVisibleVariablesSpanInlinedFrames(t *testing.T) {
	d := loadFixture(t, "types-gfx900-O2.co")
	pcs, err := d.LineToPCs("types.cl", 13)
	if err != nil {
		t.Fatal(err)
	}
	frames, err := d.InlineFrames(pcs[0])
	if err != nil || len(frames) != 2 || frames[0].Kind != ScopeInlined {
		t.Fatalf("frames at line 13: %v %v", frames, err)
	}
	vars, err := d.VisibleVariables(pcs[0])
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range vars {
		names = append(names, v.Name)
	}
	// llvm-dwarfdump: the inlined_subroutine holds c, i, f, v; the
	// subprogram k holds out, fv, n.
	want := "[c i f v out fv n]"
	if got := fmt.Sprint(names); got != want {
		t.Errorf("visible: %s, want %s", got, want)
	}
}
