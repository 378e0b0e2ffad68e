package dwarf

import (
	"debug/dwarf"
	"encoding/binary"
	"fmt"
)

// Variable is a variable or formal parameter DIE of a scope.
type Variable struct {
	Name       string
	IsParam    bool
	Artificial bool
	Type       *Type
	DeclFile   string
	DeclLine   int
	Offset     dwarf.Offset
	Scope      *Scope
	loc        attrLoc
	hasLoc     bool
	constVal   []byte
	data       *Data
}

func (d *Data) newVariable(n *die, s *Scope) *Variable {
	v := &Variable{IsParam: n.e.Tag == dwarf.TagFormalParameter, Offset: n.e.Offset, Scope: s, data: d}
	v.Name, _ = d.attr(n, dwarf.AttrName).(string)
	v.Artificial, _ = d.attr(n, dwarf.AttrArtificial).(bool)
	if l, ok := d.attr(n, dwarf.AttrDeclLine).(int64); ok {
		v.DeclLine = int(l)
	}
	if f, ok := d.attr(n, dwarf.AttrDeclFile).(int64); ok {
		v.DeclFile = d.fileName(n.unit, f)
	}
	if off, ok := d.attr(n, dwarf.AttrType).(dwarf.Offset); ok {
		v.Type = d.typeAt(off)
	}
	v.loc, v.hasLoc = d.locAttr(n, dwarf.AttrLocation)
	switch c := n.e.Val(dwarf.AttrConstValue).(type) {
	case int64:
		size := 8
		if v.Type != nil && v.Type.ByteSize() > 0 && v.Type.ByteSize() <= 8 {
			size = int(v.Type.ByteSize())
		}
		var raw [8]byte
		binary.LittleEndian.PutUint64(raw[:], uint64(c))
		v.constVal = raw[:size]
	case []byte:
		v.constVal = c
	case string:
		v.constVal = []byte(c)
	}
	return v
}

// LocationExpr returns the location expression of the variable that holds at
// pc: ErrOptimizedOut when it has no location there.
func (v *Variable) LocationExpr(pc uint64) ([]byte, error) {
	if !v.hasLoc {
		return nil, ErrOptimizedOut
	}
	e, err := v.data.exprAt(v.loc, pc)
	if err != nil {
		return nil, err
	}
	if len(e) == 0 {
		return nil, ErrOptimizedOut
	}
	return e, nil
}

// Context completes ctx for evaluating expressions of the unit at pc: it
// fills PC, FrameBase (from the scope's subprogram), Addrx, Call and
// BaseTypeAt unless ctx sets them already.
func (s *Scope) Context(pc uint64, ctx Context) *Context {
	ctx.PC = pc
	if ctx.SourceLanguage == 0 && s.Unit != nil {
		ctx.SourceLanguage = s.Unit.Language
	}
	if ctx.FrameBase == nil {
		ctx.FrameBase = s.FrameBase()
	}
	s.data.fillContext(s.Unit, &ctx)
	return &ctx
}

func (d *Data) fillContext(u *Unit, ctx *Context) {
	if u == nil {
		return
	}
	if ctx.Addrx == nil {
		ctx.Addrx = func(i uint64) (uint64, error) { return d.addrx(u, i) }
	}
	if ctx.BaseTypeAt == nil {
		ctx.BaseTypeAt = func(off uint64) (BaseType, error) {
			t := d.typeAt(u.Offset + dwarf.Offset(off))
			if t == nil || t.Kind != TypeBase {
				return BaseType{}, fmt.Errorf("no base type at unit offset 0x%x", off)
			}
			return BaseType{Size: int(t.Size), Encoding: t.Encoding}, nil
		}
	}
	if ctx.Call == nil {
		pc := ctx.PC
		ctx.Call = func(off uint64, ref bool) ([]byte, error) {
			abs := dwarf.Offset(off)
			if !ref {
				abs += u.Offset
			}
			n := d.dieAt(abs)
			if n == nil {
				return nil, fmt.Errorf("no DIE at 0x%x for DW_OP_call", abs)
			}
			l, ok := d.locAttr(n, dwarf.AttrLocation)
			if !ok {
				return nil, nil // a DWARF procedure without a location does nothing
			}
			e, err := d.exprAt(l, pc)
			if err == ErrOptimizedOut {
				if ctx.LegacyOps {
					return []byte{DW_OP_LLVM_undefined_legacy}, nil
				}
				return []byte{DW_OP_LLVM_user, DW_OP_LLVM_undefined}, nil
			}
			return e, err
		}
	}
}

// Locate evaluates the variable's location at pc. ctx supplies the wave's
// registers, memory and lane; the rest is filled from the scope.
func (v *Variable) Locate(pc uint64, ctx Context) (Location, error) {
	if v.constVal != nil {
		return Location{Kind: LocImplicit, Value: v.constVal}, nil
	}
	e, err := v.LocationExpr(pc)
	if err != nil {
		return Location{}, err
	}
	return Evaluate(e, v.Scope.Context(pc, ctx))
}

// Read returns the bytes of the variable's value at pc.
func (v *Variable) Read(pc uint64, ctx Context) ([]byte, error) {
	loc, err := v.Locate(pc, ctx)
	if err != nil {
		return nil, err
	}
	n := int64(8)
	if v.Type != nil {
		n = v.Type.ByteSize()
	}
	if n <= 0 || n > MaxReadBytes {
		return nil, fmt.Errorf("dwarf: variable %s has size %d", v.Name, n)
	}
	c := v.Scope.Context(pc, ctx)
	return loc.Read(c, int(n))
}

// Value returns the variable's value at pc formatted as gdb prints it, or
// "<optimized out>".
func (v *Variable) Value(pc uint64, ctx Context, opts FormatOptions) (string, error) {
	b, err := v.Read(pc, ctx)
	if err == ErrOptimizedOut || err == ErrUndefined {
		return "<optimized out>", nil
	}
	if err != nil {
		return "", err
	}
	return FormatValue(v.Type, b, opts), nil
}
