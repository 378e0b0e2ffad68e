package args

import (
	"fmt"
	"sort"
	"strings"
)

// Param is one explicit kernel parameter as the code object's metadata
// describes it; the model layer fills these from the metadata.
type Param struct {
	Name     string // "" when the metadata has no .name: then it is arg<Index>
	Index    int    // position among the explicit parameters
	Size     int    // bytes in the kernarg segment
	TypeName string // .type_name, e.g. "float*", "uint", "float4"
	Pointer  bool   // a global buffer (value kind global_buffer or dynamic_shared_pointer...)
}

// DisplayName is how args.yaml and output files name the parameter.
func (p Param) DisplayName() string {
	if p.Name != "" {
		return p.Name
	}
	return fmt.Sprintf("arg%d", p.Index)
}

// Binding is a parameter with the argument the file gives it.
type Binding struct {
	Param Param
	Arg   *Arg
	// Value is the by-value argument's bytes (len == Param.Size).
	Value []byte
	// Buffer is the initial contents of a buffer argument; Buffer.Output
	// says whether it is written out after the run.
	Data []byte
}

// Bind matches the file's arguments to the kernel's parameters, checks
// names, counts and types, and materialises every argument's bytes
// (reading init files). Every parameter needs an argument and every
// argument a parameter.
func (f *File) Bind(params []Param) ([]Binding, error) {
	byName := map[string]*Arg{}
	if !f.Positional {
		for _, a := range f.Args {
			byName[a.Name] = a
		}
	} else if len(f.Args) != len(params) {
		return nil, &Error{File: f.Path, Pos: f.ArgsPos, Key: "args", Msg: fmt.Sprintf("lists %d arguments, but the kernel has %d (%s)", len(f.Args), len(params), paramList(params))}
	}
	used := map[*Arg]bool{}
	out := make([]Binding, 0, len(params))
	for i, p := range params {
		var a *Arg
		if f.Positional {
			a = f.Args[i]
		} else {
			a = byName[p.DisplayName()]
		}
		if a == nil {
			return nil, &Error{File: f.Path, Pos: f.ArgsPos, Key: "args." + p.DisplayName(), Msg: fmt.Sprintf("missing: the kernel's parameter %d is %s %s", i, p.TypeName, p.DisplayName())}
		}
		used[a] = true
		b, err := f.bindOne(p, a)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	for _, a := range f.Args {
		if !used[a] {
			return nil, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("the kernel has no parameter of that name (it has %s)", paramList(params))}
		}
	}
	return out, nil
}

func paramList(params []Param) string {
	if len(params) == 0 {
		return "none"
	}
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = p.DisplayName()
	}
	return strings.Join(names, ", ")
}

func (f *File) bindOne(p Param, a *Arg) (Binding, error) {
	b := Binding{Param: p, Arg: a}
	if p.Pointer {
		if a.Buffer == nil {
			return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("the parameter is a pointer (%s): give a buffer {type: ..., count: ...}", p.TypeName)}
		}
		if want, ok := pointeeType(p.TypeName); ok && !compatible(want, a.Buffer.Type) {
			return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key() + ".type", Msg: fmt.Sprintf("is %v, but the parameter is %s", a.Buffer.Type, p.TypeName)}
		}
		data, err := f.materialise(a)
		if err != nil {
			return b, err
		}
		b.Data = data
		return b, nil
	}
	if a.Buffer != nil {
		return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("the parameter is passed by value (%s, %d bytes): give a number, not a buffer", p.TypeName, p.Size)}
	}
	t, lanes := valueType(p.TypeName, p.Size)
	if len(a.Value) != lanes {
		return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("expected %d value(s) for %s, found %d", lanes, p.TypeName, len(a.Value))}
	}
	b.Value = make([]byte, p.Size)
	es := t.Size()
	for i, n := range a.Value {
		if (i+1)*es > p.Size {
			break
		}
		if err := n.encode(t, b.Value[i*es:(i+1)*es]); err != nil {
			return b, &Error{File: f.Path, Pos: n.Pos, Key: a.Key(), Msg: err.Error()}
		}
	}
	return b, nil
}

// cTypes maps OpenCL C / HIP scalar type names to element types.
var cTypes = map[string]ElemType{
	"char": I8, "signed char": I8, "uchar": U8, "unsigned char": U8, "int8_t": I8, "uint8_t": U8, "bool": U8,
	"short": I16, "ushort": U16, "unsigned short": U16, "int16_t": I16, "uint16_t": U16,
	"int": I32, "uint": U32, "unsigned int": U32, "unsigned": U32, "int32_t": I32, "uint32_t": U32,
	"long": I64, "ulong": U64, "unsigned long": U64, "long long": I64, "unsigned long long": U64,
	"int64_t": I64, "uint64_t": U64, "size_t": U64,
	"half": F16, "_Float16": F16, "__fp16": F16, "bfloat": BF16, "__bf16": BF16,
	"float": F32, "double": F64,
}

// splitVector splits "float4" into ("float", 4); a scalar gives 1.
func splitVector(name string) (string, int) {
	i := len(name)
	for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
		i--
	}
	if i < len(name) && i > 0 {
		if _, ok := cTypes[name[:i]]; ok {
			var n int
			fmt.Sscan(name[i:], &n)
			return name[:i], n
		}
	}
	return name, 1
}

func cleanType(name string) string {
	name = strings.TrimSpace(name)
	for _, q := range []string{"const ", "volatile ", "restrict ", "__global ", "global "} {
		name = strings.ReplaceAll(name, q, "")
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), "__restrict"))
}

// pointeeType returns the element type of a pointer type name like
// "float*", when it is a known scalar or vector of one.
func pointeeType(typeName string) (ElemType, bool) {
	t := cleanType(typeName)
	if !strings.HasSuffix(t, "*") {
		return Invalid, false
	}
	base, _ := splitVector(cleanType(strings.TrimSuffix(t, "*")))
	et, ok := cTypes[base]
	return et, ok
}

// compatible allows a buffer type to stand for the pointee when the bits
// mean the same (signedness aside: u32 data for an int* is common).
func compatible(want, got ElemType) bool {
	if want == got {
		return true
	}
	if want.IsFloat() || got.IsFloat() {
		return false
	}
	return want.Size() == got.Size()
}

// valueType is the element type and lane count of a by-value parameter.
// Unknown type names fall back to an unsigned integer of the parameter's size.
func valueType(typeName string, size int) (ElemType, int) {
	base, n := splitVector(cleanType(typeName))
	if et, ok := cTypes[base]; ok {
		return et, n
	}
	switch size {
	case 1:
		return U8, 1
	case 2:
		return U16, 1
	case 8:
		return U64, 1
	}
	if size%4 == 0 && size > 0 {
		return U32, size / 4
	}
	return U8, size
}

// OutputNames lists the buffers marked output, sorted, for summaries.
func OutputNames(bs []Binding) []string {
	var names []string
	for _, b := range bs {
		if b.Arg != nil && b.Arg.Buffer != nil && b.Arg.Buffer.Output {
			names = append(names, b.Param.DisplayName())
		}
	}
	sort.Strings(names)
	return names
}
