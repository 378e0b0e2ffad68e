package session

import (
	"errors"
	"fmt"
	"math"

	"github.com/gcndbg/gcndbg/dwarf"
)

// The gdb expression forms beyond C's operators: c ? x : y, x@n,
// sizeof, pointer casts and assignment (print x = 5, set var).

func (c *evalCtx) evalMore(e expr) (Value, bool, error) {
	switch e := e.(type) {
	case condX:
		cv, err := c.scalar(e.c)
		if err != nil {
			return cv, true, err
		}
		if b, _ := cv.truth(); b {
			v, err := c.eval(e.x)
			return v, true, err
		}
		v, err := c.eval(e.y)
		return v, true, err
	case sizeofX:
		v, err := c.sizeOf(e)
		return v, true, err
	case rangeX:
		v, err := c.rangeOf(e)
		return v, true, err
	case assignX:
		v, err := c.assign(e)
		return v, true, err
	case regRangeX:
		v, err := c.regRange(e)
		return v, true, err
	case castX:
		if e.ptr == 0 {
			return Value{}, false, nil
		}
		x, err := c.scalar(e.x)
		if err != nil {
			return x, true, err
		}
		var t *dwarf.Type = baseDWARFType(e.t)
		for range e.ptr {
			t = &dwarf.Type{Kind: dwarf.TypePointer, Size: 8, Elem: t}
		}
		if x.isPointer() {
			if r := x.typ.Resolve(); r.HasAddrSpace {
				t.AddrSpace, t.HasAddrSpace = r.AddrSpace, true
			}
		}
		return objectValue(t, le64(x.asInt())), true, nil
	}
	return Value{}, false, nil
}

// baseDWARFType is a DWARF base type for a C scalar type.
func baseDWARFType(t scalarType) *dwarf.Type {
	enc := ateUnsigned
	switch {
	case t.float:
		enc = ateFloat
	case t.size == 1 && t.signed:
		enc = ateSignedChar
	case t.size == 1:
		enc = ateUnsignedChar
	case t.signed:
		enc = ateSigned
	}
	if t.name == "bool" || t.name == "_Bool" {
		enc = ateBoolean
	}
	return &dwarf.Type{Kind: dwarf.TypeBase, Name: t.name, BaseName: t.name, Size: int64(t.size), Encoding: enc}
}

// sizeOf is sizeof(type) or sizeof expr, an unsigned long as in gdb.
func (c *evalCtx) sizeOf(e sizeofX) (Value, error) {
	if e.t != nil {
		if e.t.ptr > 0 {
			return intValue(8, scalarULong), nil
		}
		if e.t.scalar != nil {
			return intValue(uint64(e.t.scalar.size), scalarULong), nil
		}
		return Value{}, exprError("no type named %s", e.t.name)
	}
	if c.g == nil {
		v, err := c.eval(e.x)
		if err != nil {
			return v, err
		}
		return intValue(uint64(v.st.size), scalarULong), nil
	}
	v, err := c.eval(e.x)
	if err != nil {
		return v, err
	}
	if v.obj && v.typ != nil {
		return intValue(uint64(v.typ.ByteSize()), scalarULong), nil
	}
	if v.optimizedOut && v.typ != nil {
		return intValue(uint64(v.typ.ByteSize()), scalarULong), nil
	}
	if v.st.size <= 0 {
		return Value{}, exprError("%s has no size", e.x)
	}
	return intValue(uint64(v.st.size), scalarULong), nil
}

// rangeOf is x@n: gdb's artificial array of n objects of x's type starting
// at x's address.
func (c *evalCtx) rangeOf(e rangeX) (Value, error) {
	nv, err := c.scalar(e.n)
	if err != nil {
		return nv, err
	}
	n := int64(nv.asInt())
	if nv.st.float || n <= 0 {
		return Value{}, exprError("only values in memory can be extended with '@'; the count must be positive")
	}
	lv, err := c.address(e.x)
	if err != nil {
		return Value{}, exprError("only values in memory can be extended with '@'")
	}
	es := lv.typ.ByteSize()
	if es <= 0 {
		return Value{}, exprError("%s has no size", e.x)
	}
	if n*es > maxObjectBytes {
		return Value{}, exprError("%s@%d is %d bytes; at most %d can be read", e.x, n, n*es, maxObjectBytes)
	}
	buf := make([]byte, n*es)
	if err := c.s.readMemory(c.g, c.g.waves[c.wi], lv.as, c.lane, lv.addr, buf); err != nil {
		return Value{}, exprError("cannot access memory at %s address %#x: %v", lv.as, lv.addr, err)
	}
	at := &dwarf.Type{Kind: dwarf.TypeArray, Elem: lv.typ, Dims: []int64{n}, Size: n * es}
	return objectValue(at, buf), nil
}

// assign writes y to x: a register ($s0, $v1, $exec ...; a VGPR for the
// lane), or a variable or object in memory or in a register, converted to
// x's type. The result is the new value of x.
func (c *evalCtx) assign(e assignX) (v Value, err error) {
	if c.g == nil {
		return Value{}, exprError("the kernel is not being run")
	}
	if err := c.s.userWriteAllowed(); err != nil {
		return Value{}, err
	}
	defer func() {
		if err == nil {
			c.s.userWrote()
		}
	}()
	y, err := c.scalar(e.y)
	if err != nil {
		return y, err
	}
	if d, ok := e.x.(dollarX); ok {
		if err := c.setRegister(d.name, y); err != nil {
			return Value{}, err
		}
		return c.eval(e.x)
	}
	if ix, ok := e.x.(indexX); ok {
		if d, ok := ix.x.(dollarX); ok && isVectorReg(d.name) {
			i, err := c.scalar(ix.i)
			if err != nil {
				return i, err
			}
			if i.asInt() >= uint64(c.s.waveSize) {
				return Value{}, exprError("lane %d is outside the wave of %d lanes", int64(i.asInt()), c.s.waveSize)
			}
			sub := *c
			sub.lane = int(i.asInt())
			if err := sub.setRegister(d.name, y); err != nil {
				return Value{}, err
			}
			return sub.dollar(d.name)
		}
	}
	lv, err := c.address(e.x)
	if err != nil {
		if id, ok := e.x.(identX); ok {
			return c.setRegisterVariable(id.name, y)
		}
		return Value{}, exprError("left operand of assignment is not an lvalue")
	}
	b, err := encodeAs(y, lv.typ)
	if err != nil {
		return Value{}, err
	}
	if err := c.s.writeMemory(c.g, c.g.waves[c.wi], lv.as, c.lane, lv.addr, b); err != nil {
		return Value{}, exprError("cannot access memory at %s address %#x: %v", lv.as, lv.addr, err)
	}
	return objectValue(lv.typ, b), nil
}

// encodeAs converts a scalar to the bytes of DWARF type t.
func encodeAs(v Value, t *dwarf.Type) ([]byte, error) {
	r := t.Resolve()
	if r == nil {
		return nil, exprError("cannot assign to an object of unknown type")
	}
	n := r.ByteSize()
	switch {
	case r.Kind == dwarf.TypeBase && r.Encoding == ateFloat && n == 4:
		return le32(math.Float32bits(float32(v.asFloat()))), nil
	case r.Kind == dwarf.TypeBase && r.Encoding == ateFloat && n == 8:
		return le64(math.Float64bits(v.asFloat())), nil
	case (r.Kind == dwarf.TypeBase || r.Kind == dwarf.TypeEnum || r.Kind == dwarf.TypePointer) && n >= 1 && n <= 8:
		return le64(v.asInt())[:n], nil
	}
	return nil, exprError("cannot assign a scalar to an object of type %s", t)
}

// setRegister writes a register named as print names it.
func (c *evalCtx) setRegister(n string, v Value) error {
	w := c.g.waves[c.wi]
	u := v.asInt()
	if v.st.float {
		b, _ := v.bytes()
		u = leUint(b)
	}
	switch n {
	case "exec":
		w.EXEC = u & laneBits(w.LaneCount())
	case "exec_lo":
		w.EXEC = w.EXEC&^0xffffffff | u&0xffffffff
	case "exec_hi", "vcc_hi":
		if w.LaneCount() == 32 {
			return wave32Half(n, w.LaneCount())
		}
		if n == "vcc_hi" {
			w.VCC = w.VCC&0xffffffff | u<<32
		} else {
			w.EXEC = w.EXEC&0xffffffff | u<<32
		}
	case "vcc":
		w.VCC = u & laneBits(w.LaneCount())
	case "vcc_lo":
		w.VCC = w.VCC&^0xffffffff | u&0xffffffff
	case "scc":
		w.SCC = u != 0
	case "m0":
		w.M0 = uint32(u)
	case "pc":
		a := u
		if a < c.s.bias || a-c.s.bias >= uint64(len(c.s.prog.Code)) {
			return exprError("%#x is outside the kernel's code", a)
		}
		if _, _, ok := c.s.dbg.InstAt(a - c.s.bias); !ok {
			return exprError("no instruction starts at %#x", a)
		}
		w.PC = a - c.s.bias
	default:
		if len(n) > 1 && allDigits(n[1:]) {
			var r int
			fmt.Sscan(n[1:], &r)
			switch n[0] {
			case 's':
				if r >= len(w.SGPR) {
					return exprError("$%s: the wave has %d SGPRs", n, len(w.SGPR))
				}
				w.SGPR[r] = uint32(u)
				return nil
			case 'v', 'a':
				lanes, count := w.VLanes(r), w.NumVGPRs()
				if n[0] == 'a' {
					lanes, count = w.ALanes(r), w.NumAGPRs()
				}
				if lanes == nil {
					return exprError("$%s: the wave has %d such registers", n, count)
				}
				if c.lane < 0 || c.lane >= len(lanes) {
					return exprError("$%s: lane %d is outside the wave of %d lanes", n, c.lane, len(lanes))
				}
				lanes[c.lane] = uint32(u)
				return nil
			}
		}
		return exprError("$%s cannot be set", n)
	}
	return nil
}

// setRegisterVariable writes a source variable that lives in a register.
func (c *evalCtx) setRegisterVariable(name string, y Value) (Value, error) {
	s := c.s
	if s.dw == nil {
		return Value{}, exprError("no symbol %q in current context", name)
	}
	pc := c.pc()
	if c.frame != nil {
		return Value{}, exprError("cannot assign to %s in an outer frame's register", name)
	}
	frames, err := s.dw.InlineFrames(pc)
	if err != nil || len(frames) == 0 {
		return Value{}, exprError("no symbol %q in current context", name)
	}
	for _, v := range s.dw.VariablesAt(frames[0], pc) {
		if v.Name != name {
			continue
		}
		loc, err := v.Locate(pc, *s.dwarfContext(c.g, c.wi, c.lane))
		if errors.Is(err, dwarf.ErrOptimizedOut) || errors.Is(err, dwarf.ErrUndefined) {
			return Value{}, exprError("cannot assign to %s: it has been optimized out", name)
		}
		if err != nil || loc.Kind != dwarf.LocRegister || loc.BitOffset%32 != 0 {
			return Value{}, exprError("cannot assign to %s here (not in memory or a whole register)", name)
		}
		b, err := encodeAs(y, v.Type)
		if err != nil {
			return Value{}, err
		}
		d, err := dwarf.DecodeReg(loc.Reg)
		if err != nil {
			return Value{}, exprError("cannot assign to %s: %v", name, err)
		}
		w := c.g.waves[c.wi]
		first := int(loc.BitOffset / 32)
		for k := 0; k*4 < len(b); k++ {
			word := uint32(leUint(b[k*4 : min(len(b), k*4+4)]))
			idx := d.Index + first + k
			switch d.Class {
			case dwarf.RegClassSGPR:
				if idx >= len(w.SGPR) {
					return Value{}, exprError("cannot assign to %s: s%d is past the wave's SGPRs", name, idx)
				}
				w.SGPR[idx] = word
			case dwarf.RegClassVGPR, dwarf.RegClassAGPR:
				lanes := w.VLanes(idx)
				if d.Class == dwarf.RegClassAGPR {
					lanes = w.ALanes(idx)
				}
				if lanes == nil || c.lane < 0 || c.lane >= len(lanes) {
					return Value{}, exprError("cannot assign to %s: register %d is past the wave's", name, idx)
				}
				lanes[c.lane] = word
			default:
				return Value{}, exprError("cannot assign to %s in register %d", name, loc.Reg)
			}
		}
		return objectValue(v.Type, b), nil
	}
	return Value{}, exprError("no symbol %q in current context", name)
}

// writeMemory writes buf to an address space as lane of wave w sees it.
func (s *Session) writeMemory(g *group, w *execWave, as dwarf.AddrSpace, lane int, addr uint64, buf []byte) error {
	switch as {
	case dwarf.DW_ASPACE_none:
		return g.env.acc.Write(addr, buf)
	case dwarf.DW_ASPACE_AMDGPU_generic:
		space, off := s.prog.Arch.Apertures().Classify(addr)
		switch space {
		case spaceLocal:
			return s.writeMemory(g, w, dwarf.DW_ASPACE_AMDGPU_local, lane, off, buf)
		case spacePrivate:
			if slot, sl, ok := s.prog.Arch.Apertures().ScratchLane(addr); ok {
				// gfx1250: the address names the wave slot and lane.
				if slot >= s.setup.Scratch.Slots || sl >= s.waveSize || uint64(len(buf)) > 1<<20 {
					return fmt.Errorf("private address %#x names no lane of this dispatch", addr)
				}
				if slot != w.Slot {
					return s.setup.Scratch.Private(g.env.acc, slot, sl, uint32(off), uint32(len(buf)), true, func(b []byte, at uint32) { copy(b, buf[at:]) })
				}
				lane = sl
			}
			return s.writeMemory(g, w, dwarf.DW_ASPACE_AMDGPU_private_lane, lane, off, buf)
		}
		return g.env.acc.Write(addr, buf)
	case dwarf.DW_ASPACE_AMDGPU_local:
		b, err := g.env.LDS().Slice(addr, uint64(len(buf)), true)
		if err != nil {
			return err
		}
		copy(b, buf)
		return nil
	case dwarf.DW_ASPACE_AMDGPU_private_lane:
		if lane < 0 || lane >= s.waveSize || uint64(len(buf)) > 1<<20 || addr > 1<<32 {
			return fmt.Errorf("private address %#x outside the lane's segment", addr)
		}
		return s.setup.Scratch.Private(g.env.acc, w.Slot, lane, uint32(addr), uint32(len(buf)), true, func(b []byte, at uint32) { copy(b, buf[at:]) })
	}
	return fmt.Errorf("address space %v is not writable", as)
}

// regRange is $s[lo:hi] (or $v, $a for the lane): two registers are one
// 64-bit value, as the instructions that use pairs see them; more are an
// array of 32-bit registers.
func (c *evalCtx) regRange(e regRangeX) (Value, error) {
	lo, err := c.scalar(e.lo)
	if err != nil {
		return lo, err
	}
	hi, err := c.scalar(e.hi)
	if err != nil {
		return hi, err
	}
	a, b := int64(lo.asInt()), int64(hi.asInt())
	if a < 0 || b < a || b-a >= 64 {
		return Value{}, exprError("invalid register range %s", e)
	}
	var words []uint32
	for r := a; r <= b; r++ {
		v, err := c.dollar(fmt.Sprintf("%s%d", e.file, r))
		if err != nil {
			return v, err
		}
		words = append(words, uint32(v.u))
	}
	if len(words) == 1 {
		return intValue(uint64(words[0]), scalarUInt), nil
	}
	if len(words) == 2 {
		return intValue(uint64(words[0])|uint64(words[1])<<32, scalarULong), nil
	}
	var raw []byte
	for _, w := range words {
		raw = append(raw, le32(w)...)
	}
	el := baseDWARFType(scalarUInt)
	at := &dwarf.Type{Kind: dwarf.TypeArray, Elem: el, Dims: []int64{int64(len(words))}, Size: int64(4 * len(words))}
	return objectValue(at, raw), nil
}

// wave32Half is the error for $exec_hi or $vcc_hi in a wave of 32 lanes:
// its lane masks are the low dword alone.
func wave32Half(n string, lanes int) error {
	return exprError("$%s: the wave has %d lanes, its lane masks are 32 bits ($%s is $%s_lo)", n, lanes, n[:len(n)-3], n[:len(n)-3])
}
