package dwarf

import "testing"

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
