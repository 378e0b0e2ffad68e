package args

import (
	"fmt"
	"math/big"
	"strings"
)

// Layout is the shape of a by-value parameter's type, as the kernel's DWARF
// describes it: a scalar, an array or vector of one element layout, or a
// struct (or union) of named fields. It lets args.yaml give a struct by
// its fields, {seed: 5, counter: [0, 0, 0, 0]}, and a typedef'd scalar by
// its value.
type Layout struct {
	TypeName string // as the source spells it: "engine", "uint4", "float"
	Size     int    // bytes
	// Scalar is the element type of a base type, enum or pointer of a
	// size args.yaml has a type for; Invalid otherwise.
	Scalar ElemType
	// Elem and Count describe an array or vector: Count elements of Elem,
	// Elem.Size bytes apart.
	Elem  *Layout
	Count int
	// Fields are a struct's, class's or union's data members.
	Fields []Field
}

// Field is a data member of a struct layout.
type Field struct {
	Name   string // "" for an anonymous struct or union, whose fields count as the parent's
	Offset int    // bytes from the start of the struct
	// BitSize is the width of a bit field (0 otherwise); BitOffset is
	// then its first bit, counted from the start of the struct.
	BitSize, BitOffset int
	Layout             *Layout
}

// isStruct reports whether the layout has fields to give by name.
func (l *Layout) isStruct() bool { return l != nil && len(l.Fields) > 0 }

// fieldNames lists the names a struct value may use, for messages.
func (l *Layout) fieldNames() string {
	var names []string
	var walk func(l *Layout, depth int)
	walk = func(l *Layout, depth int) {
		for _, fd := range l.Fields {
			switch {
			case fd.Name != "":
				names = append(names, fd.Name)
			case fd.Layout.isStruct() && depth < maxValueDepth:
				walk(fd.Layout, depth+1)
			}
		}
	}
	walk(l, 0)
	return strings.Join(names, ", ")
}

// field finds the field called name, looking into anonymous members; the
// offsets returned are from the start of l.
func (l *Layout) field(name string, depth int) (Field, bool) {
	if depth > maxValueDepth {
		return Field{}, false
	}
	for _, fd := range l.Fields {
		if fd.Name == name {
			return fd, true
		}
		if fd.Name == "" && fd.Layout.isStruct() {
			if in, ok := fd.Layout.field(name, depth+1); ok {
				in.Offset += fd.Offset
				if in.BitSize > 0 {
					in.BitOffset += 8 * fd.Offset
				}
				return in, true
			}
		}
	}
	return Field{}, false
}

// encodeValue writes v, a value of layout l, into dst (len(dst) ==
// l.Size). Fields a struct value leaves out stay zero.
func (f *File) encodeValue(l *Layout, v *Value, dst []byte, key string, depth int) error {
	fail := func(p Pos, format string, a ...any) error {
		return &Error{File: f.Path, Pos: p, Key: key, Msg: fmt.Sprintf(format, a...)}
	}
	if depth > maxValueDepth {
		return fail(v.Pos, "nested more than %d deep", maxValueDepth)
	}
	if l.Size > len(dst) || l.Size < 0 {
		return fail(v.Pos, "the DWARF gives %s %d bytes, more than the %d there is room for", l.TypeName, l.Size, len(dst))
	}
	switch {
	case l.Scalar != Invalid:
		if v.Num == nil {
			return fail(v.Pos, "expected a number for %s, found %s", l.TypeName, v.describe())
		}
		if l.Scalar.Size() > len(dst) {
			return fail(v.Pos, "%s is %d bytes, too small for %v", l.TypeName, len(dst), l.Scalar)
		}
		if err := v.Num.encode(l.Scalar, dst[:l.Scalar.Size()]); err != nil {
			return fail(v.Pos, "%v", err)
		}
		return nil
	case l.Elem != nil:
		if v.List == nil {
			return fail(v.Pos, "expected a list of %d values for %s, found %s", l.Count, l.TypeName, v.describe())
		}
		if len(v.List) != l.Count {
			return fail(v.Pos, "expected %d values for %s, found %d", l.Count, l.TypeName, len(v.List))
		}
		es := l.Elem.Size
		if es <= 0 || es*l.Count > len(dst) {
			return fail(v.Pos, "the DWARF gives %s %d elements of %d bytes, which do not fit its %d bytes", l.TypeName, l.Count, es, len(dst))
		}
		for i, it := range v.List {
			if err := f.encodeValue(l.Elem, it, dst[i*es:(i+1)*es], fmt.Sprintf("%s[%d]", key, i), depth+1); err != nil {
				return err
			}
		}
		return nil
	case l.isStruct():
		if !v.IsMap {
			return fail(v.Pos, "expected the fields of %s as a mapping {%s: ...}, found %s", l.TypeName, strings.SplitN(l.fieldNames(), ",", 2)[0], v.describe())
		}
		for _, fv := range v.Fields {
			k := join(key, fv.Name)
			fd, ok := l.field(fv.Name, 0)
			if !ok || fv.Name == "" {
				return &Error{File: f.Path, Pos: fv.Pos, Key: k, Msg: fmt.Sprintf("%s has no field %s (its fields: %s)", l.TypeName, fv.Name, l.fieldNames())}
			}
			if fd.BitSize > 0 {
				if err := f.encodeBits(fd, fv.Value, dst, k); err != nil {
					return err
				}
				continue
			}
			if fd.Layout == nil || fd.Offset < 0 || fd.Offset+fd.Layout.Size > len(dst) {
				return &Error{File: f.Path, Pos: fv.Pos, Key: k, Msg: fmt.Sprintf("the DWARF places field %s of %s outside its %d bytes", fv.Name, l.TypeName, len(dst))}
			}
			if err := f.encodeValue(fd.Layout, fv.Value, dst[fd.Offset:fd.Offset+fd.Layout.Size], k, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return fail(v.Pos, "%s cannot be given by value here (its DWARF type has no scalar or fields args.yaml knows); give its bytes, e.g. {type: u8, init: {data: [...]}}", l.TypeName)
}

// encodeBits writes an integer into a bit field of dst.
func (f *File) encodeBits(fd Field, v *Value, dst []byte, key string) error {
	fail := func(format string, a ...any) error {
		return &Error{File: f.Path, Pos: v.Pos, Key: key, Msg: fmt.Sprintf(format, a...)}
	}
	if v.Num == nil || v.Num.IsFloat {
		return fail("expected a whole number for a %d-bit field, found %s", fd.BitSize, v.describe())
	}
	if fd.BitSize > 64 || fd.BitOffset < 0 || fd.BitOffset+fd.BitSize > 8*len(dst) {
		return fail("the DWARF places this %d-bit field outside the %d bytes of its struct", fd.BitSize, len(dst))
	}
	n := v.Num.Int
	signed := fd.Layout != nil && fd.Layout.Scalar.IsSigned()
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(fd.BitSize))
	if signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	hi.Sub(hi, big.NewInt(1))
	if n.Cmp(lo) < 0 || n.Cmp(hi) > 0 {
		return fail("%v does not fit a %d-bit field (range %v..%v)", n, fd.BitSize, lo, hi)
	}
	bits := n.Uint64()
	if n.Sign() < 0 {
		bits = uint64(n.Int64())
	}
	for i := 0; i < fd.BitSize; i++ {
		at := fd.BitOffset + i
		if bits>>uint(i)&1 != 0 {
			dst[at/8] |= 1 << uint(at%8)
		} else {
			dst[at/8] &^= 1 << uint(at%8)
		}
	}
	return nil
}

func (v *Value) describe() string {
	switch {
	case v.Num != nil:
		return "a number"
	case v.IsMap:
		return "a mapping"
	}
	return fmt.Sprintf("a list of %d", len(v.List))
}
