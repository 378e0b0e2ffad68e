package launch

import (
	"bytes"
	"debug/elf"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// DWARF returns the code object's debug information, read once (nil and an
// error when it has none or it cannot be read).
func (l *Launch) DWARF() (*dwarf.Data, error) {
	if l.dwarf == nil && l.dwarfErr == nil {
		l.dwarf, l.dwarfErr = loadDWARF(l.File)
	}
	return l.dwarf, l.dwarfErr
}

func loadDWARF(f *codeobj.File) (*dwarf.Data, error) {
	ef, err := elf.NewFile(bytes.NewReader(f.Data))
	if err != nil {
		return nil, err
	}
	return dwarf.LoadFrom(ef, f.Data)
}

// params lists the kernel's explicit parameters (see ParamsOf).
func (l *Launch) params() []args.Param { return paramsOf(l.Kernel, l.DWARF) }

// ParamsOf lists kernel k's explicit parameters as args.Bind wants them:
// the metadata's, with what the DWARF adds where the metadata says less
// (HIP by default, OpenCL without -cl-kernel-arg-info and plain C have no
// .name; HIP and C have no .type_name): the source's names, type names
// and, for by-value parameters, the layout of their types.
func ParamsOf(f *codeobj.File, k *codeobj.Kernel) []args.Param {
	return paramsOf(k, func() (*dwarf.Data, error) { return loadDWARF(f) })
}

// paramsOf reads the DWARF (with load) only when the metadata leaves
// something out.
func paramsOf(k *codeobj.Kernel, load func() (*dwarf.Data, error)) []args.Param {
	ps := Params(k.Meta)
	need := false
	for _, p := range ps {
		need = need || !p.Described()
	}
	if !need {
		return ps
	}
	d, err := load()
	if err != nil || d == nil {
		return ps
	}
	return SourceParams(ps, d, k)
}

// SourceParams adds to ps (from Params) the names and types of the kernel's
// formal parameters in d. It leaves ps as they are when the DWARF has no
// subprogram for the kernel or its parameters do not match the metadata's
// in number and size.
func SourceParams(ps []args.Param, d *dwarf.Data, k *codeobj.Kernel) []args.Param {
	vars := kernelParams(d, k)
	if len(vars) != len(ps) {
		return ps
	}
	for i, v := range vars {
		if v.Type == nil || v.Type.ByteSize() != int64(ps[i].Size) {
			return ps
		}
	}
	out := make([]args.Param, len(ps))
	for i, p := range ps {
		v := vars[i]
		p.SourceName = v.Name
		if p.TypeName == "" {
			p.TypeName = v.Type.String()
		}
		if !p.Pointer {
			p.Layout = layoutOf(v.Type, 0)
		}
		out[i] = p
	}
	return out
}

// kernelParams returns the formal parameters of the kernel's subprogram:
// the one whose code starts at the kernel's entry, else the one named as
// the kernel (its linkage name for C++).
func kernelParams(d *dwarf.Data, k *codeobj.Kernel) []*dwarf.Variable {
	var sp *dwarf.Scope
	if s, err := d.FunctionAt(k.Entry); err == nil && s.LowPC() == k.Entry {
		sp = s
	} else if cands := d.LookupFunction(k.Name); len(cands) > 0 {
		sp = cands[0]
	}
	if sp == nil {
		return nil
	}
	var vars []*dwarf.Variable
	for _, v := range sp.Vars {
		if v.IsParam && !v.Artificial {
			vars = append(vars, v)
		}
	}
	return vars
}

// maxLayoutDepth bounds the nesting of types followed into a layout.
const maxLayoutDepth = 16

// layoutOf describes a by-value type for args: scalars by their DWARF
// encoding and size, arrays and vectors, structs and unions by their
// members. Types it cannot describe give a layout with only a name and a
// size (bytes only, in args.yaml).
func layoutOf(t *dwarf.Type, depth int) *args.Layout {
	if t == nil {
		return nil
	}
	l := &args.Layout{TypeName: t.String(), Size: int(t.ByteSize())}
	r := t.Resolve()
	if r == nil || depth > maxLayoutDepth {
		return l
	}
	switch r.Kind {
	case dwarf.TypeBase:
		l.Scalar = scalarType(r.Encoding, l.Size, r.Name)
	case dwarf.TypeEnum:
		l.Scalar = scalarType(dwarf.DW_ATE_signed, l.Size, "")
		if r.Elem != nil {
			if u := r.Elem.Resolve(); u != nil && u.Kind == dwarf.TypeBase {
				l.Scalar = scalarType(u.Encoding, l.Size, "")
			}
		}
	case dwarf.TypePointer, dwarf.TypeReference:
		l.Scalar = scalarType(dwarf.DW_ATE_unsigned, l.Size, "")
	case dwarf.TypeArray:
		if len(r.Dims) == 0 || r.Elem == nil {
			return l
		}
		// Outer dimensions are arrays of the inner ones.
		elem := layoutOf(r.Elem, depth+1)
		for i := len(r.Dims) - 1; i >= 1; i-- {
			if r.Dims[i] < 0 {
				return l
			}
			elem = &args.Layout{TypeName: elem.TypeName, Size: elem.Size * int(r.Dims[i]), Elem: elem, Count: int(r.Dims[i])}
		}
		if r.Dims[0] < 0 || elem.Size <= 0 {
			return l
		}
		l.Elem, l.Count = elem, int(r.Dims[0])
	case dwarf.TypeStruct, dwarf.TypeUnion, dwarf.TypeClass:
		for _, m := range r.Members {
			fl := layoutOf(m.Type, depth+1)
			if fl == nil {
				continue
			}
			l.Fields = append(l.Fields, args.Field{Name: m.Name, Offset: int(m.Offset), BitSize: int(m.BitSize), BitOffset: int(m.BitOffset), Layout: fl})
		}
	}
	return l
}

// scalarType is the args element type of a DWARF base type (DW_ATE_*) of
// size bytes, Invalid when args has none of that size.
func scalarType(encoding, size int, name string) args.ElemType {
	switch encoding {
	case dwarf.DW_ATE_float:
		switch {
		case size == 2 && name == "__bf16":
			return args.BF16
		case size == 2:
			return args.F16
		case size == 4:
			return args.F32
		case size == 8:
			return args.F64
		}
	case dwarf.DW_ATE_signed, dwarf.DW_ATE_signed_char:
		switch size {
		case 1:
			return args.I8
		case 2:
			return args.I16
		case 4:
			return args.I32
		case 8:
			return args.I64
		}
	case dwarf.DW_ATE_unsigned, dwarf.DW_ATE_unsigned_char, dwarf.DW_ATE_boolean, dwarf.DW_ATE_UTF, dwarf.DW_ATE_address:
		switch size {
		case 1:
			return args.U8
		case 2:
			return args.U16
		case 4:
			return args.U32
		case 8:
			return args.U64
		}
	}
	return args.Invalid
}
