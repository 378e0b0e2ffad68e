package dwarf

import "fmt"

// LookupVariable finds the variable or parameter name visible at pc in
// frame (see VariablesAt).
func (d *Data) LookupVariable(frame *Scope, pc uint64, name string) (*Variable, bool) {
	for _, v := range d.VariablesAt(frame, pc) {
		if v.Name == name {
			return v, true
		}
	}
	return nil, false
}

// MemberNamed returns the data member name of a struct, union or class
// type (through typedefs and qualifiers).
func (t *Type) MemberNamed(name string) (Member, bool) {
	r := t.Resolve()
	if r == nil {
		return Member{}, false
	}
	for _, m := range r.Members {
		if m.Name == name {
			return m, true
		}
	}
	return Member{}, false
}

// Element returns the type and byte offset of element i of an array type
// (its outermost dimension: for int[2][3], element 1 is the int[3] at
// byte 12).
func (t *Type) Element(i int64) (*Type, int64, error) {
	r := t.Resolve()
	if r == nil || r.Kind != TypeArray || len(r.Dims) == 0 {
		return nil, 0, fmt.Errorf("dwarf: %s is not an array", t)
	}
	if r.Dims[0] >= 0 && (i < 0 || i >= r.Dims[0]) {
		return nil, 0, fmt.Errorf("dwarf: index %d outside %s", i, t)
	}
	elem := r.Elem
	if len(r.Dims) > 1 {
		elem = &Type{Kind: TypeArray, Elem: r.Elem, Dims: r.Dims[1:], Vector: r.Vector}
		elem.Size = elem.ByteSize()
	}
	return elem, i * elem.ByteSize(), nil
}

// PointeeAddrSpace returns the address space a pointer type's values point
// into: the one DWARF gives, else generic (flat), the AMDGPU default for
// DW_ADDR_none.
func (t *Type) PointeeAddrSpace() AddrSpace {
	r := t.Resolve()
	if r != nil && r.HasAddrSpace {
		return r.AddrSpace
	}
	return DW_ASPACE_AMDGPU_generic
}

// VisibleVariables returns the variables visible at pc through all logical
// frames there, innermost frame first: those of the innermost inlined
// subroutine, then those of the frames it is inlined into (a kernel's
// parameters when its body is inlined into the kernel entry), then the
// globals. An inner name hides an outer one.
func (d *Data) VisibleVariables(pc uint64) ([]*Variable, error) {
	frames, err := d.InlineFrames(pc)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []*Variable
	for _, f := range frames {
		for _, v := range d.VariablesAt(f, pc) {
			if !seen[v.Name] {
				seen[v.Name] = true
				out = append(out, v)
			}
		}
	}
	for _, v := range d.AllGlobals() {
		if !seen[v.Name] {
			seen[v.Name] = true
			out = append(out, v)
		}
	}
	return out, nil
}
