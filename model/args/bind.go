package args

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Param is one explicit kernel parameter as the code object describes it;
// the model layer fills these from the metadata and, where the metadata
// says less, from the kernel's DWARF.
type Param struct {
	Name       string // the metadata's .name; "" when it has none
	SourceName string // the DWARF formal parameter's name; "" when unknown
	Index      int    // position among the explicit parameters
	Size       int    // bytes in the kernarg segment
	TypeName   string // .type_name, else the DWARF type's name, e.g. "float*", "uint", "float4"
	Pointer    bool   // a global buffer (value kind global_buffer)
	// Layout is the shape of a by-value parameter's type as the DWARF
	// describes it (nil when unknown): its scalars' types and, for a
	// struct, its fields by name.
	Layout *Layout
}

// PositionalName is arg<Index>, the name every parameter also answers to.
func (p Param) PositionalName() string { return fmt.Sprintf("arg%d", p.Index) }

// Names lists the names args.yaml may give the parameter, in order of
// preference: the metadata's, the source's, and arg<Index>.
func (p Param) Names() []string {
	out := make([]string, 0, 3)
	for _, n := range []string{p.Name, p.SourceName, p.PositionalName()} {
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// DisplayName is how summaries and output files name the parameter: the
// first of its names that exists.
func (p Param) DisplayName() string { return p.Names()[0] }

// typeName is the parameter's type for messages: never blank.
func (p Param) typeName() string {
	switch {
	case p.TypeName != "":
		return p.TypeName
	case p.Layout != nil && p.Layout.TypeName != "":
		return p.Layout.TypeName
	case p.Pointer:
		return "pointer"
	}
	return fmt.Sprintf("%d-byte value", p.Size)
}

// Described reports whether the metadata alone names the parameter and
// types its value, so that nothing is to be learnt from the DWARF.
func (p Param) Described() bool {
	if p.Name == "" || p.TypeName == "" {
		return false
	}
	if p.Pointer {
		return true
	}
	base, _ := splitVector(cleanType(p.TypeName))
	_, ok := cTypes[base]
	return ok
}

// Lookup finds the parameter args.yaml's key name refers to: a metadata
// or source name first, then arg<N> (unless another parameter has that
// as its real name).
func Lookup(params []Param, name string) (int, bool) {
	i, ok := nameIndex(params)[name]
	return i, ok
}

func nameIndex(params []Param) map[string]int {
	m := make(map[string]int, 3*len(params))
	for i, p := range params {
		for _, n := range []string{p.Name, p.SourceName} {
			if _, taken := m[n]; n != "" && !taken {
				m[n] = i
			}
		}
	}
	for i, p := range params {
		if _, taken := m[p.PositionalName()]; !taken {
			m[p.PositionalName()] = i
		}
	}
	return m
}

// Binding is a parameter with the argument the file gives it.
type Binding struct {
	// Param is the parameter; its Pointer is also set for a by-value
	// parameter given a buffer with `pointer: true`.
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
	args := make([]*Arg, len(params))
	if f.Positional {
		if len(f.Args) != len(params) {
			return nil, &Error{File: f.Path, Pos: f.ArgsPos, Key: "args", Msg: fmt.Sprintf("lists %d arguments, but the kernel has %d (%s)", len(f.Args), len(params), paramList(params))}
		}
		copy(args, f.Args)
	} else {
		index := nameIndex(params)
		var unknown []*Arg
		for _, a := range f.Args {
			i, ok := index[a.Name]
			if !ok {
				unknown = append(unknown, a)
				continue
			}
			if prev := args[i]; prev != nil {
				return nil, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("names the same parameter as %s at line %d (parameter %d, %s)", prev.Key(), prev.Pos.Line, params[i].Index, strings.Join(params[i].Names(), " or "))}
			}
			args[i] = a
		}
		if len(unknown) > 0 {
			return nil, f.unknownArgs(unknown, params)
		}
	}
	out := make([]Binding, 0, len(params))
	for i, p := range params {
		a := args[i]
		if a == nil {
			return nil, &Error{File: f.Path, Pos: f.ArgsPos, Key: "args." + p.DisplayName(), Msg: fmt.Sprintf("missing: the kernel's parameter %d is %s %s", i, p.typeName(), p.DisplayName())}
		}
		b, err := f.bindOne(p, a)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// unknownArgs is the one error for keys of args that name no parameter:
// it names the first, lists the others, and says what the names are.
func (f *File) unknownArgs(unknown []*Arg, params []Param) error {
	a := unknown[0]
	msg := "unknown argument (the kernel has none"
	if len(params) > 0 {
		msg = "unknown argument (the kernel's are " + paramList(params)
		if slices.ContainsFunc(params, func(p Param) bool { return p.DisplayName() != p.PositionalName() }) {
			if len(params) == 1 {
				msg += ", or arg0 by position"
			} else {
				msg += fmt.Sprintf(", or arg0 to arg%d by position", len(params)-1)
			}
		}
	}
	msg += ")"
	if len(unknown) > 1 {
		var others []string
		for _, u := range unknown[1:] {
			others = append(others, fmt.Sprintf("%s (line %d)", u.Name, u.Pos.Line))
		}
		msg += "; also unknown: " + strings.Join(others, ", ")
	}
	return &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: msg}
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
	if !p.Pointer && a.Buffer != nil && a.Buffer.Pointer {
		// A buffer whose address goes into a by-value argument.
		if p.Size != 8 && p.Size != 4 {
			return b, &Error{File: f.Path, Pos: a.Buffer.Pos, Key: a.Key() + ".pointer", Msg: fmt.Sprintf("the parameter is passed by value (%s, %d bytes): an address takes 4 or 8", p.typeName(), p.Size)}
		}
		b.Param.Pointer = true
		p = b.Param
	}
	if p.Pointer {
		if a.Buffer == nil && a.bufErr != nil {
			return b, a.bufErr
		}
		if a.Buffer == nil {
			return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("the parameter is a pointer (%s): give a buffer {type: ..., count: ...}", p.typeName())}
		}
		if a.Buffer.Type == Invalid {
			return b, &Error{File: f.Path, Pos: a.Buffer.Pos, Key: a.Key() + ".type", Msg: fmt.Sprintf("missing: the element type (%s)", ElemTypeNames())}
		}
		if want, ok := pointeeType(p.TypeName); ok && !compatible(want, a.Buffer.Type) {
			return b, &Error{File: f.Path, Pos: a.Pos, Key: a.Key() + ".type", Msg: fmt.Sprintf("is %v, but the parameter is %s", a.Buffer.Type, p.TypeName)}
		}
		if bf := a.Buffer; bf.Count < 0 && bf.Init.Kind != InitData && bf.Init.Kind != InitFile {
			return b, &Error{File: f.Path, Pos: bf.Pos, Key: a.Key() + ".count", Msg: "missing: the number of elements"}
		}
		data, err := f.materialise(a)
		if err != nil {
			return b, err
		}
		b.Data = data
		return b, nil
	}
	var err error
	switch {
	case a.Buffer != nil:
		b.Value, err = f.valueBytes(p, a)
	case a.Fields != nil || a.bufErr != nil:
		b.Value, err = f.valueFields(p, a)
	default:
		b.Value, err = f.valueNumbers(p, a)
	}
	return b, err
}

// valueNumbers makes a by-value argument from a number or a list of them,
// typed by the parameter's type.
func (f *File) valueNumbers(p Param, a *Arg) ([]byte, error) {
	t, lanes, known := valueShape(p)
	if len(a.Value) != lanes {
		msg := fmt.Sprintf("expected %d value(s) for %s, found %d", lanes, p.typeName(), len(a.Value))
		if lanes > 1 && !isVector(p) {
			msg += fmt.Sprintf(" (%d-byte %v words; or give its bytes as elements of any type, {type: u8, init: {data: [...]}}", t.Size(), t)
			if p.Layout.isStruct() {
				msg += fmt.Sprintf(", or its fields {%s: ...}", strings.SplitN(p.Layout.fieldNames(), ",", 2)[0])
			}
			msg += ")"
		}
		return nil, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: msg}
	}
	out := make([]byte, p.Size)
	es := t.Size()
	for i, n := range a.Value {
		if (i+1)*es > p.Size {
			break
		}
		et := t
		if !known && n.negative() {
			// Neither a type name nor the DWARF tells the signedness (HIP
			// built without -g): a negative number is the signed type's.
			et = et.signed()
		}
		if err := n.encode(et, out[i*es:(i+1)*es]); err != nil {
			return nil, &Error{File: f.Path, Pos: n.Pos, Key: a.Key(), Msg: err.Error()}
		}
	}
	return out, nil
}

// valueBytes makes a by-value argument from elements of any type whose
// bytes fill it exactly: {type: u64, init: {data: [...]}}, {type: u8,
// init: {file: state.bin}}, {type: f32, init: {fill: 1}}.
func (f *File) valueBytes(p Param, a *Arg) ([]byte, error) {
	bf := a.Buffer
	fail := func(key, format string, args ...any) error {
		return &Error{File: f.Path, Pos: bf.Pos, Key: a.Key() + key, Msg: fmt.Sprintf(format, args...)}
	}
	if bf.Output {
		return nil, fail(".output", "the parameter is passed by value (%s, %d bytes): nothing is written back to it", p.typeName(), p.Size)
	}
	if bf.Type == Invalid {
		// {init: {file: state.bin}}: the argument's bytes.
		sb := *bf
		sb.Type = U8
		bf = &sb
	}
	es := bf.Type.Size()
	if p.Size%es != 0 {
		return nil, fail(".type", "the parameter is passed by value (%s, %d bytes), not a whole number of %v elements", p.typeName(), p.Size, bf.Type)
	}
	want := int64(p.Size / es)
	n := bf.Count
	if n < 0 && bf.Init.Kind == InitData {
		n = int64(len(bf.Init.Data))
	}
	if n >= 0 && n != want {
		return nil, fail("", "%d elements of %v are %d bytes, but the parameter is passed by value (%s, %d bytes): give %d", n, bf.Type, n*int64(es), p.typeName(), p.Size, want)
	}
	sized := *a
	sb := *bf
	sb.Count = want
	sized.Buffer = &sb
	return f.materialise(&sized)
}

// valueFields makes a by-value struct from its fields, as the DWARF lays
// the struct out.
func (f *File) valueFields(p Param, a *Arg) ([]byte, error) {
	if !p.Layout.isStruct() {
		// Not a struct whose fields are known: the mapping was meant as a
		// buffer-like {type: ..., init: ...}, and bufErr says what is wrong.
		e, ok := a.bufErr.(*Error)
		if !ok {
			return nil, a.bufErr
		}
		ne := *e
		if p.Layout == nil {
			ne.Msg += fmt.Sprintf("; %s has no fields args.yaml knows (the kernel has no DWARF description of it)", p.typeName())
		} else {
			ne.Msg += fmt.Sprintf("; %s is not a struct", p.typeName())
		}
		return nil, &ne
	}
	if a.Fields == nil {
		return nil, a.fieldsErr
	}
	if p.Layout.Size != p.Size {
		return nil, &Error{File: f.Path, Pos: a.Pos, Key: a.Key(), Msg: fmt.Sprintf("the DWARF gives %s %d bytes, but the kernel's argument has %d", p.typeName(), p.Layout.Size, p.Size)}
	}
	out := make([]byte, p.Size)
	if err := f.encodeValue(p.Layout, a.Fields, out, a.Key(), 0); err != nil {
		return nil, err
	}
	return out, nil
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
	// The DWARF's names put qualifiers of the pointer after the star:
	// "float * restrict", "int *const".
	name = strings.TrimSpace(name)
	for _, q := range []string{"__restrict", "restrict", "const", "volatile"} {
		if strings.HasSuffix(name, q) && strings.HasSuffix(strings.TrimSpace(strings.TrimSuffix(name, q)), "*") {
			name = strings.TrimSpace(strings.TrimSuffix(name, q))
		}
	}
	return strings.TrimSuffix(name, "__restrict")
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

// valueShape is the element type and lane count of a by-value parameter
// given as numbers: from the type name when it is a C scalar or vector
// (float, uint4), else from the DWARF when it has a scalar or a vector of
// scalars, else (known false) an integer of the parameter's size, or
// 32-bit words, whose signedness nothing tells: unsigned, or signed for a
// negative number.
func valueShape(p Param) (t ElemType, lanes int, known bool) {
	base, n := splitVector(cleanType(p.TypeName))
	if et, ok := cTypes[base]; ok {
		return et, n, true
	}
	if l := p.Layout; l != nil && l.Size == p.Size {
		if l.Scalar != Invalid && l.Scalar.Size() == p.Size {
			return l.Scalar, 1, true
		}
		if l.Elem != nil && l.Elem.Scalar != Invalid && l.Elem.Scalar.Size() == l.Elem.Size && l.Count*l.Elem.Size == p.Size {
			return l.Elem.Scalar, l.Count, true
		}
	}
	switch size := p.Size; {
	case size == 1:
		return U8, 1, false
	case size == 2:
		return U16, 1, false
	case size == 8:
		return U64, 1, false
	case size%4 == 0 && size > 0:
		return U32, size / 4, false
	default:
		return U8, size, false
	}
}

// isVector reports whether p's numbers are the lanes of a vector type
// rather than the words of an opaque value.
func isVector(p Param) bool {
	base, n := splitVector(cleanType(p.TypeName))
	if _, ok := cTypes[base]; ok && n > 1 {
		return true
	}
	return p.Layout != nil && p.Layout.Elem != nil && p.Layout.Elem.Scalar != Invalid
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
