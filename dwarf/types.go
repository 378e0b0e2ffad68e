package dwarf

import (
	"debug/dwarf"
	"strings"
)

// TypeKind is the kind of a type DIE.
type TypeKind int

// Type kinds.
const (
	TypeVoid TypeKind = iota
	TypeBase
	TypePointer
	TypeReference
	TypeStruct
	TypeUnion
	TypeClass
	TypeArray
	TypeEnum
	TypeTypedef
	TypeConst
	TypeVolatile
	TypeRestrict
	TypeFunc
	TypeUnknown
)

// Type is a source type (DWARF 5 chapter 5).
type Type struct {
	Kind TypeKind
	// Name is qualified by its C++ scopes ("ns::engine"); BaseName is not.
	Name     string
	BaseName string
	Size     int64 // byte size; for arrays the whole array
	Encoding int   // DW_ATE_* of a base type
	Elem     *Type // pointee, element, underlying or modified type
	// Dims are the element counts of an array, outermost first (-1 when
	// unknown).
	Dims []int64
	// Vector is set for vector types (DW_AT_GNU_vector: OpenCL float4).
	Vector      bool
	Members     []Member
	Enumerators []Enumerator
	// AddrSpace is the address space of a pointer's target, from
	// DW_AT_LLVM_address_space or DW_AT_address_class; HasAddrSpace says
	// whether either was present.
	AddrSpace    AddrSpace
	HasAddrSpace bool
	Offset       dwarf.Offset
}

// Member is a data member of a struct, union or class.
type Member struct {
	Name      string
	Type      *Type
	Offset    int64 // bytes from the start of the object
	BitSize   int64 // for bit fields, else 0
	BitOffset int64 // from the start of the object, for bit fields
}

// Enumerator is one named value of an enumeration.
type Enumerator struct {
	Name  string
	Value int64
}

// typeAt returns the type DIE at off, reading it on first use. Data is
// shared by a session's goroutines, so the cache is locked.
func (d *Data) typeAt(off dwarf.Offset) *Type {
	d.typesMu.Lock()
	defer d.typesMu.Unlock()
	return d.typeAtLocked(off)
}

func (d *Data) typeAtLocked(off dwarf.Offset) *Type {
	if t, ok := d.types[off]; ok {
		return t
	}
	n := d.dieAt(off)
	if n == nil {
		return nil
	}
	t := &Type{Offset: off, Kind: TypeUnknown}
	d.types[off] = t // before recursing: types may refer to themselves
	e := n.e
	t.Name, _ = e.Val(dwarf.AttrName).(string)
	t.BaseName = t.Name
	if t.Name != "" && e.Tag != dwarf.TagBaseType {
		t.Name = qualifier(n) + t.Name
	}
	if s, ok := e.Val(dwarf.AttrByteSize).(int64); ok {
		t.Size = s
	}
	if off, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
		t.Elem = d.typeAtLocked(off)
	}
	switch e.Tag {
	case dwarf.TagBaseType:
		t.Kind = TypeBase
		enc, _ := e.Val(dwarf.AttrEncoding).(int64)
		t.Encoding = int(enc)
	case dwarf.TagUnspecifiedType:
		t.Kind = TypeVoid
	case dwarf.TagPointerType, dwarf.TagReferenceType, dwarf.TagRvalueReferenceType:
		t.Kind = TypePointer
		if e.Tag != dwarf.TagPointerType {
			t.Kind = TypeReference
		}
		if t.Size == 0 {
			t.Size = 8
		}
		if as, ok := e.Val(DW_AT_LLVM_address_space).(int64); ok {
			t.AddrSpace, t.HasAddrSpace = AddrSpace(as), true
		} else if c, ok := e.Val(DW_AT_address_class).(int64); ok {
			if n.unit != nil && n.unit.AMDExtensions {
				t.AddrSpace, t.HasAddrSpace = AddressClassToSpace(uint64(c))
			} else {
				// clang-22 writes DWARF address spaces here (generic 1,
				// local 3, private 5; none for global).
				t.AddrSpace, t.HasAddrSpace = AddrSpace(c), true
			}
		}
	case dwarf.TagStructType, dwarf.TagUnionType, dwarf.TagClassType:
		t.Kind = map[dwarf.Tag]TypeKind{dwarf.TagStructType: TypeStruct, dwarf.TagUnionType: TypeUnion, dwarf.TagClassType: TypeClass}[e.Tag]
		for _, k := range n.kids {
			if k.e.Tag != dwarf.TagMember {
				continue
			}
			m := Member{}
			m.Name, _ = k.e.Val(dwarf.AttrName).(string)
			if off, ok := k.e.Val(dwarf.AttrType).(dwarf.Offset); ok {
				m.Type = d.typeAtLocked(off)
			}
			if o, ok := k.e.Val(dwarf.AttrDataMemberLoc).(int64); ok {
				m.Offset = o
			}
			if bs, ok := k.e.Val(dwarf.AttrBitSize).(int64); ok {
				m.BitSize = bs
				if bo, ok := k.e.Val(dwarf.AttrDataBitOffset).(int64); ok {
					m.BitOffset = bo
				} else {
					m.BitOffset = m.Offset * 8
				}
			}
			t.Members = append(t.Members, m)
		}
	case dwarf.TagArrayType:
		t.Kind = TypeArray
		t.Vector, _ = e.Val(DW_AT_GNU_vector).(bool)
		for _, k := range n.kids {
			if k.e.Tag != dwarf.TagSubrangeType && k.e.Tag != dwarf.TagEnumerationType {
				continue
			}
			cnt := int64(-1)
			if c, ok := k.e.Val(dwarf.AttrCount).(int64); ok {
				cnt = c
			} else if ub, ok := k.e.Val(dwarf.AttrUpperBound).(int64); ok {
				lb, _ := k.e.Val(dwarf.AttrLowerBound).(int64)
				cnt = ub - lb + 1
			}
			t.Dims = append(t.Dims, cnt)
		}
		if t.Size == 0 && t.Elem != nil {
			n := t.Elem.ByteSize()
			for _, c := range t.Dims {
				if c < 0 {
					n = 0
					break
				}
				n *= c
			}
			t.Size = n
		}
	case dwarf.TagEnumerationType:
		t.Kind = TypeEnum
		for _, k := range n.kids {
			if k.e.Tag != dwarf.TagEnumerator {
				continue
			}
			en := Enumerator{}
			en.Name, _ = k.e.Val(dwarf.AttrName).(string)
			switch v := k.e.Val(dwarf.AttrConstValue).(type) {
			case int64:
				en.Value = v
			case uint64:
				en.Value = int64(v)
			}
			t.Enumerators = append(t.Enumerators, en)
		}
		if t.Size == 0 && t.Elem != nil {
			t.Size = t.Elem.ByteSize()
		}
	case dwarf.TagTypedef:
		t.Kind = TypeTypedef
	case dwarf.TagConstType:
		t.Kind = TypeConst
	case dwarf.TagVolatileType:
		t.Kind = TypeVolatile
	case dwarf.TagRestrictType:
		t.Kind = TypeRestrict
	case dwarf.TagSubroutineType:
		t.Kind = TypeFunc
	}
	return t
}

// qualifier returns the C++ scope of a DIE ("ns::Outer::"), as
// llvm-dwarfdump qualifies type names: namespaces and aggregates up to the
// unit or the first function-local scope.
func qualifier(n *die) string {
	q := ""
	for p, i := n.parent, 0; p != nil && i < 64; p, i = p.parent, i+1 {
		switch p.e.Tag {
		case dwarf.TagNamespace, dwarf.TagStructType, dwarf.TagClassType, dwarf.TagUnionType:
			name, _ := p.e.Val(dwarf.AttrName).(string)
			if name == "" {
				name = "(anonymous namespace)"
			}
			q = name + "::" + q
		default:
			return q
		}
	}
	return q
}

// Resolve strips typedefs and cv-qualifiers.
func (t *Type) Resolve() *Type {
	for i := 0; t != nil && i < 64; i++ {
		switch t.Kind {
		case TypeTypedef, TypeConst, TypeVolatile, TypeRestrict:
			if t.Elem == nil {
				return t
			}
			t = t.Elem
		default:
			return t
		}
	}
	return t
}

// ByteSize returns the size of a value of the type in bytes (0 if unknown).
func (t *Type) ByteSize() int64 {
	r := t.Resolve()
	if r == nil {
		return 0
	}
	if r.Size == 0 && r.Kind == TypeArray && r.Elem != nil {
		n := r.Elem.ByteSize()
		for _, c := range r.Dims {
			if c < 0 {
				return 0
			}
			n *= c
		}
		return n
	}
	return r.Size
}

// String returns the type's name as llvm-dwarfdump spells it ("int",
// "float *", "int [2][3]", "float4", "pair", "ns::engine"): tags of named
// aggregates left out, C++ scopes included, no address space on pointers.
func (t *Type) String() string {
	return t.str(0, false)
}

// QualifiedString is String with OpenCL address-space qualifiers on
// pointers whose DWARF gives an address space ("__local int *").
func (t *Type) QualifiedString() string {
	return t.str(0, true)
}

func (t *Type) str(depth int, quals bool) string {
	if t == nil {
		return "void"
	}
	if depth > 16 {
		return "..."
	}
	name := t.Name
	switch t.Kind {
	case TypeBase, TypeTypedef:
		return name
	case TypeVoid:
		if t.Name != "" {
			return t.Name
		}
		return "void"
	case TypePointer, TypeReference:
		suffix := "*"
		if t.Kind == TypeReference {
			suffix = "&"
		}
		base := t.Elem.str(depth+1, quals)
		if quals && t.HasAddrSpace && t.AddrSpace != DW_ASPACE_AMDGPU_generic {
			base = addrSpaceQualifier(t.AddrSpace) + " " + base
		}
		if strings.HasSuffix(base, "*") {
			return base + suffix
		}
		return base + " " + suffix
	case TypeStruct, TypeUnion, TypeClass, TypeEnum:
		if t.Name == "" {
			return map[TypeKind]string{TypeStruct: "struct", TypeUnion: "union", TypeClass: "class", TypeEnum: "enum"}[t.Kind] + " {...}"
		}
		return name
	case TypeArray:
		var b strings.Builder
		b.WriteString(t.Elem.str(depth+1, quals))
		if t.Vector {
			b.WriteString(" __attribute__ ((vector_size(" + itoa(len(t.Dims)) + ")))")
			return b.String()
		}
		b.WriteString(" ")
		for _, d := range t.Dims {
			if d < 0 {
				b.WriteString("[]")
			} else {
				b.WriteString("[" + itoa(int(d)) + "]")
			}
		}
		return b.String()
	case TypeConst:
		return "const " + t.Elem.str(depth+1, quals)
	case TypeVolatile:
		return "volatile " + t.Elem.str(depth+1, quals)
	case TypeRestrict:
		return t.Elem.str(depth+1, quals) + " restrict"
	case TypeFunc:
		return "func"
	}
	return "<unknown type>"
}

func addrSpaceQualifier(as AddrSpace) string {
	switch as {
	case DW_ASPACE_none:
		return "__global"
	case DW_ASPACE_AMDGPU_local:
		return "__local"
	case DW_ASPACE_AMDGPU_private_lane:
		return "__private"
	case DW_ASPACE_AMDGPU_region:
		return "__region"
	}
	return "__attribute__((address_space(" + itoa(int(as)) + ")))"
}
