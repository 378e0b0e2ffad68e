package session

import (
	"errors"

	"github.com/gcndbg/gcndbg/dwarf"
)

// lvalue is an object in memory an expression designates: what &x takes
// the address of, watch watches and x examines.
type lvalue struct {
	as   dwarf.AddrSpace
	addr uint64
	typ  *dwarf.Type
}

// address evaluates e as an lvalue: a variable in memory, *p, p[i], a[i],
// s.m or p->m.
func (c *evalCtx) address(e expr) (lvalue, error) {
	switch e := e.(type) {
	case identX:
		return c.variableAddress(e.name)
	case unaryX:
		if e.op == "*" {
			p, err := c.eval(e.x)
			if err != nil {
				return lvalue{}, err
			}
			return c.pointee(p, 0, e.x)
		}
	case indexX:
		x, err := c.eval(e.x)
		if err != nil {
			return lvalue{}, err
		}
		i, err := c.scalar(e.i)
		if err != nil {
			return lvalue{}, err
		}
		if x.isPointer() {
			return c.pointee(x, int64(i.asInt()), e.x)
		}
		base, err := c.address(e.x)
		if err != nil {
			return lvalue{}, err
		}
		r := base.typ.Resolve()
		if r == nil || r.Kind != dwarf.TypeArray || r.Elem == nil {
			return lvalue{}, exprError("%s is neither an array nor a pointer", e.x)
		}
		es := r.ByteSize()
		if len(r.Dims) > 0 && r.Dims[0] > 0 {
			es /= r.Dims[0]
		}
		et := r.Elem
		if len(r.Dims) > 1 {
			sub := *r
			sub.Dims, sub.Size = r.Dims[1:], es
			et = &sub
		}
		return lvalue{as: base.as, addr: base.addr + uint64(int64(i.asInt())*es), typ: et}, nil
	case memberX:
		var base lvalue
		var err error
		if e.arrow {
			p, perr := c.eval(e.x)
			if perr != nil {
				return lvalue{}, perr
			}
			base, err = c.pointee(p, 0, e.x)
		} else {
			base, err = c.address(e.x)
		}
		if err != nil {
			return lvalue{}, err
		}
		for _, m := range base.typ.Resolve().Members {
			if m.Name == e.name {
				return lvalue{as: base.as, addr: base.addr + uint64(m.Offset), typ: m.Type}, nil
			}
		}
		return lvalue{}, exprError("there is no member named %s", e.name)
	}
	return lvalue{}, exprError("attempt to take address of value not located in memory")
}

// pointee is the lvalue of element idx of what pointer p points to.
func (c *evalCtx) pointee(p Value, idx int64, what expr) (lvalue, error) {
	if !p.isPointer() {
		return lvalue{}, exprError("%s is not a pointer", what)
	}
	r := p.typ.Resolve()
	as := dwarf.DW_ASPACE_AMDGPU_generic
	if r.HasAddrSpace {
		as = r.AddrSpace
	}
	es := int64(1)
	if r.Elem != nil && r.Elem.ByteSize() > 0 {
		es = r.Elem.ByteSize()
	}
	return lvalue{as: as, addr: p.u + uint64(idx*es), typ: r.Elem}, nil
}

// variableAddress locates a source variable of the frame in memory.
func (c *evalCtx) variableAddress(name string) (lvalue, error) {
	s := c.s
	if s.dw == nil {
		return lvalue{}, exprError("no symbol %q in current context (the code object has no debug information)", name)
	}
	if err := s.endedWave(c.g, c.wi, "No frame selected"); err != nil {
		return lvalue{}, err
	}
	pc := c.pc()
	frames, err := s.dw.InlineFrames(c.scopePC())
	if err != nil || len(frames) == 0 {
		return lvalue{}, exprError("no symbol %q in current context", name)
	}
	for _, v := range s.dw.VariablesAt(c.scopeOf(frames), c.scopePC()) {
		if v.Name != name {
			continue
		}
		if c.frame != nil && !c.frame.saved {
			return lvalue{}, exprError("%s of frame #%d is not known: there is no call frame information to recover the caller's registers", name, c.frame.Level)
		}
		loc, err := v.Locate(pc, *c.dwarfContext())
		if errors.Is(err, dwarf.ErrOptimizedOut) || errors.Is(err, dwarf.ErrUndefined) {
			return lvalue{}, exprError("can't take address of %q which isn't an lvalue (optimized out)", name)
		}
		if err != nil {
			return lvalue{}, exprError("cannot locate %s: %v", name, err)
		}
		if loc.Kind != dwarf.LocMemory {
			return lvalue{}, exprError("address requested for identifier %q which is in a register", name)
		}
		as := loc.AddrSpace
		if as == dwarf.DW_ASPACE_AMDGPU_private_lane {
			// A lane's private address: what the lane's generic pointer
			// to it is would need the aperture; keep the space.
			as = dwarf.DW_ASPACE_AMDGPU_private_lane
		}
		return lvalue{as: as, addr: loc.Addr, typ: v.Type}, nil
	}
	return lvalue{}, exprError("no symbol %q in current context", name)
}

// pc is the DWARF address the expression is evaluated at: the wave's PC,
// or the selected frame's.
func (c *evalCtx) pc() uint64 {
	if c.frame != nil {
		return c.frame.Addr
	}
	return c.s.addr(c.g.waves[c.wi].PC)
}

// scopePC is where scopes are looked up: in an outer frame the call (its
// return address less one), as the backtrace does.
func (c *evalCtx) scopePC() uint64 {
	if c.frame != nil && c.frame.depth > 0 {
		return c.frame.Addr - 1
	}
	return c.pc()
}

// scopeOf picks the selected frame's scope among the inline frames at the
// scope PC (innermost first).
func (c *evalCtx) scopeOf(frames []*dwarf.Scope) *dwarf.Scope {
	if c.frame != nil {
		for _, f := range frames {
			if f.Name == c.frame.Function {
				return f
			}
		}
		return frames[len(frames)-1]
	}
	return frames[0]
}

// dwarfContext is the DWARF evaluation context of the lane in the
// selected frame.
func (c *evalCtx) dwarfContext() *dwarf.Context {
	ctx := c.s.dwarfContext(c.g, c.wi, c.lane)
	if c.frame != nil && c.frame.regs != nil {
		ctx.Regs = c.frame.regs
		ctx.PC = c.frame.Addr
	}
	return ctx
}

// addressOf is &e: a pointer to e's type in e's address space.
func (c *evalCtx) addressOf(e expr) (Value, error) {
	lv, err := c.address(e)
	if err != nil {
		return Value{}, err
	}
	pt := &dwarf.Type{Kind: dwarf.TypePointer, Size: 8, Elem: lv.typ, AddrSpace: lv.as, HasAddrSpace: true}
	return objectValue(pt, le64(lv.addr)), nil
}
