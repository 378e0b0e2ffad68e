package session

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
)

// evalCtx is where an expression is evaluated: a lane of a wave.
type evalCtx struct {
	s    *Session
	g    *group
	wi   int
	lane int
	// frame is the selected frame when it is not frame 0 (frame N, up).
	frame *Frame
}

// maxObjectBytes bounds what one expression may read from memory.
const maxObjectBytes = 1 << 16

func (c *evalCtx) eval(e expr) (Value, error) {
	if v, ok, err := c.evalMore(e); ok {
		return v, err
	}
	switch e := e.(type) {
	case numLit:
		return e.v, nil
	case identX:
		return c.variable(e.name)
	case dollarX:
		return c.dollar(e.name)
	case unaryX:
		return c.unary(e)
	case binaryX:
		return c.binary(e)
	case castX:
		x, err := c.scalar(e.x)
		if err != nil {
			return Value{}, err
		}
		return convert(x, e.t), nil
	case indexX:
		return c.index(e)
	case memberX:
		return c.member(e)
	}
	return Value{}, exprError("cannot evaluate %s", e)
}

// scalar evaluates e and requires a scalar.
func (c *evalCtx) scalar(e expr) (Value, error) {
	v, err := c.eval(e)
	if err != nil {
		return v, err
	}
	if v.optimizedOut {
		return v, exprError("value of %s has been optimized out", e)
	}
	if !v.isScalar() {
		return v, exprError("%s is not a scalar", e)
	}
	return v, nil
}

func convert(x Value, t scalarType) Value {
	if t.float {
		return floatValue(x.asFloat(), t.size)
	}
	if t.name == "bool" || t.name == "_Bool" {
		b, _ := x.truth()
		if b {
			return intValue(1, t)
		}
		return intValue(0, t)
	}
	return intValue(x.asInt(), t)
}

func (c *evalCtx) unary(e unaryX) (Value, error) {
	switch e.op {
	case "*":
		p, err := c.eval(e.x)
		if err != nil {
			return p, err
		}
		return c.deref(p, 0, e.x)
	case "&":
		return c.addressOf(e.x)
	}
	x, err := c.scalar(e.x)
	if err != nil {
		return x, err
	}
	switch e.op {
	case "+":
		return promote(x), nil
	case "-":
		if x.st.float {
			return floatValue(-x.f, x.st.size), nil
		}
		x = promote(x)
		return intValue(-x.u, x.st), nil
	case "!":
		b, _ := x.truth()
		if b {
			return intValue(0, scalarInt), nil
		}
		return intValue(1, scalarInt), nil
	case "~":
		if x.st.float {
			return Value{}, exprError("~ needs an integer")
		}
		x = promote(x)
		return intValue(^x.u, x.st), nil
	}
	return Value{}, exprError("unknown operator %s", e.op)
}

// promote applies C's integer promotion.
func promote(x Value) Value {
	if x.st.float || x.st.size >= 4 {
		return intValue(x.u, x.st.plain())
	}
	return intValue(x.u, scalarInt)
}

func (t scalarType) plain() scalarType {
	switch {
	case t.float && t.size == 4:
		return scalarFloat
	case t.float:
		return scalarDouble
	case t.size == 8 && t.signed:
		return scalarLong
	case t.size == 8:
		return scalarULong
	case t.signed:
		return scalarInt
	}
	return scalarUInt
}

// common is the type of a binary operation on x and y (C's usual
// arithmetic conversions, simplified to int/unsigned/long/ulong/float/double).
func common(x, y Value) scalarType {
	if x.st.float || y.st.float {
		if (x.st.float && x.st.size == 8) || (y.st.float && y.st.size == 8) {
			return scalarDouble
		}
		return scalarFloat
	}
	a, b := promote(x).st, promote(y).st
	size := max(a.size, b.size)
	signed := true
	if (!a.signed && a.size == size) || (!b.signed && b.size == size) {
		signed = false
	}
	return scalarType{size: size, signed: signed}.plain()
}

func boolValue(b bool) Value {
	if b {
		return intValue(1, scalarInt)
	}
	return intValue(0, scalarInt)
}

func (c *evalCtx) binary(e binaryX) (Value, error) {
	if e.op == "&&" || e.op == "||" {
		x, err := c.scalar(e.x)
		if err != nil {
			return x, err
		}
		xb, _ := x.truth()
		if e.op == "&&" && !xb || e.op == "||" && xb {
			return boolValue(xb), nil
		}
		y, err := c.scalar(e.y)
		if err != nil {
			return y, err
		}
		yb, _ := y.truth()
		return boolValue(yb), nil
	}
	x, err := c.eval(e.x)
	if err != nil {
		return x, err
	}
	y, err := c.eval(e.y)
	if err != nil {
		return y, err
	}
	if (e.op == "+" || e.op == "-") && x.isPointer() && y.isScalar() && !y.isPointer() {
		return c.pointerAdd(x, y, e.op == "-")
	}
	for _, v := range []struct {
		v Value
		e expr
	}{{x, e.x}, {y, e.y}} {
		if v.v.optimizedOut {
			return Value{}, exprError("value of %s has been optimized out", v.e)
		}
		if !v.v.isScalar() {
			return Value{}, exprError("%s is not a scalar", v.e)
		}
	}
	t := common(x, y)
	switch e.op {
	case "<<", ">>":
		t = promote(x).st
		n := y.asInt()
		if t.float || y.st.float {
			return Value{}, exprError("shift needs integers")
		}
		if n >= uint64(t.size*8) {
			return intValue(0, t), nil
		}
		if e.op == "<<" {
			return intValue(x.u<<n, t), nil
		}
		if t.signed {
			return intValue(uint64(int64(x.u)>>n), t), nil
		}
		return intValue(truncate(x.u, scalarType{size: t.size})>>n, t), nil
	}
	if t.float {
		a, b := x.asFloat(), y.asFloat()
		var r float64
		switch e.op {
		case "+":
			r = a + b
		case "-":
			r = a - b
		case "*":
			r = a * b
		case "/":
			r = a / b
		case "%":
			return Value{}, exprError("%% needs integers")
		case "==":
			return boolValue(a == b), nil
		case "!=":
			return boolValue(a != b), nil
		case "<":
			return boolValue(a < b), nil
		case ">":
			return boolValue(a > b), nil
		case "<=":
			return boolValue(a <= b), nil
		case ">=":
			return boolValue(a >= b), nil
		default:
			return Value{}, exprError("%s needs integers", e.op)
		}
		return floatValue(r, t.size), nil
	}
	a, b := truncate(x.asInt(), t), truncate(y.asInt(), t)
	ua, ub := truncate(a, scalarType{size: t.size}), truncate(b, scalarType{size: t.size})
	less := func() bool {
		if t.signed {
			return int64(a) < int64(b)
		}
		return ua < ub
	}
	switch e.op {
	case "+":
		return intValue(a+b, t), nil
	case "-":
		return intValue(a-b, t), nil
	case "*":
		return intValue(a*b, t), nil
	case "/", "%":
		if b == 0 {
			return Value{}, exprError("division by zero")
		}
		if t.signed {
			if int64(b) == -1 && int64(a) == math.MinInt64 {
				return intValue(a, t), nil
			}
			if e.op == "/" {
				return intValue(uint64(int64(a)/int64(b)), t), nil
			}
			return intValue(uint64(int64(a)%int64(b)), t), nil
		}
		if e.op == "/" {
			return intValue(ua/ub, t), nil
		}
		return intValue(ua%ub, t), nil
	case "&":
		return intValue(a&b, t), nil
	case "|":
		return intValue(a|b, t), nil
	case "^":
		return intValue(a^b, t), nil
	case "==":
		return boolValue(a == b), nil
	case "!=":
		return boolValue(a != b), nil
	case "<":
		return boolValue(less()), nil
	case ">":
		return boolValue(a != b && !less()), nil
	case "<=":
		return boolValue(a == b || less()), nil
	case ">=":
		return boolValue(!less()), nil
	}
	return Value{}, exprError("unknown operator %s", e.op)
}

// variable reads a source variable of the focused frame for the lane.
func (c *evalCtx) variable(name string) (Value, error) {
	s := c.s
	if s.dw == nil {
		return Value{}, exprError("no symbol %q in current context (the code object has no debug information)", name)
	}
	if err := s.endedWave(c.g, c.wi, "No frame selected"); err != nil {
		return Value{}, err
	}
	pc := c.pc()
	frames, err := s.dw.InlineFrames(c.scopePC())
	if err != nil || len(frames) == 0 {
		return Value{}, exprError("no symbol %q in current context", name)
	}
	for _, v := range s.dw.VariablesAt(c.scopeOf(frames), c.scopePC()) {
		if v.Name != name {
			continue
		}
		if c.frame != nil && !c.frame.saved {
			return Value{}, exprError("%s of frame #%d is not known: there is no call frame information to recover the caller's registers", name, c.frame.Level)
		}
		b, err := v.Read(pc, *c.dwarfContext())
		if errors.Is(err, dwarf.ErrOptimizedOut) || errors.Is(err, dwarf.ErrUndefined) {
			return Value{optimizedOut: true, typ: v.Type}, nil
		}
		if err != nil {
			return Value{}, exprError("cannot read %s: %v", name, err)
		}
		if v.Type == nil {
			return intValue(leUint(b), scalarULong), nil
		}
		return objectValue(v.Type, b), nil
	}
	return Value{}, exprError("no symbol %q in current context", name)
}

func leUint(b []byte) uint64 {
	var u uint64
	for i := len(b) - 1; i >= 0 && i < 8; i-- {
		u = u<<8 | uint64(b[i])
	}
	return u
}

// index is x[i]: an array element, a pointer's element, or a lane of a
// vector register ($v0[5]).
func (c *evalCtx) index(e indexX) (Value, error) {
	if d, ok := e.x.(dollarX); ok && isVectorReg(d.name) {
		i, err := c.scalar(e.i)
		if err != nil {
			return i, err
		}
		l := int(i.asInt())
		if l < 0 || l >= c.s.waveSize || i.asInt() >= uint64(c.s.waveSize) {
			return Value{}, exprError("lane %d is outside the wave of %d lanes", int64(i.asInt()), c.s.waveSize)
		}
		sub := *c
		sub.lane = l
		return sub.dollar(d.name)
	}
	x, err := c.eval(e.x)
	if err != nil {
		return x, err
	}
	i, err := c.scalar(e.i)
	if err != nil {
		return i, err
	}
	if x.optimizedOut {
		return Value{}, exprError("value of %s has been optimized out", e.x)
	}
	if !x.obj {
		return Value{}, exprError("%s cannot be indexed", e.x)
	}
	r := x.typ.Resolve()
	idx := int64(i.asInt())
	switch r.Kind {
	case dwarf.TypeArray:
		el := r.Elem
		n := int64(-1)
		if len(r.Dims) > 0 {
			n = r.Dims[0]
		}
		var et *dwarf.Type = el
		if len(r.Dims) > 1 {
			sub := *r
			sub.Dims = r.Dims[1:]
			sub.Size = 0
			et = &sub
		}
		es := et.ByteSize()
		if len(r.Dims) > 1 {
			es = el.ByteSize()
			for _, d := range r.Dims[1:] {
				es *= d
			}
			et.Size = es
		}
		if idx < 0 || (n >= 0 && idx >= n) || es <= 0 || (idx+1)*es > int64(len(x.raw)) {
			return Value{}, exprError("index %d is outside %s", idx, e.x)
		}
		return objectValue(et, x.raw[idx*es:(idx+1)*es]), nil
	case dwarf.TypePointer:
		return c.deref(x, idx, e.x)
	}
	return Value{}, exprError("%s is neither an array nor a pointer", e.x)
}

// pointerAdd is p + n or p - n, scaled by the pointee's size.
func (c *evalCtx) pointerAdd(p, n Value, sub bool) (Value, error) {
	r := p.typ.Resolve()
	es := int64(1)
	if r.Elem != nil && r.Elem.ByteSize() > 0 {
		es = r.Elem.ByteSize()
	}
	d := int64(n.asInt()) * es
	if sub {
		d = -d
	}
	out := make([]byte, len(p.raw))
	copy(out, le64(p.u+uint64(d)))
	return objectValue(p.typ, out), nil
}

// deref reads element idx of what pointer p points to.
func (c *evalCtx) deref(p Value, idx int64, what expr) (Value, error) {
	if !p.isPointer() {
		return Value{}, exprError("%s is not a pointer", what)
	}
	r := p.typ.Resolve()
	el := r.Elem
	if el == nil || el.ByteSize() <= 0 {
		return Value{}, exprError("%s points to an object of unknown size", what)
	}
	es := el.ByteSize()
	if es > maxObjectBytes {
		return Value{}, exprError("%s points to an object of %d bytes", what, es)
	}
	as := dwarf.DW_ASPACE_AMDGPU_generic
	if r.HasAddrSpace {
		as = r.AddrSpace
	}
	addr := p.u + uint64(idx*es)
	buf := make([]byte, es)
	if err := c.s.readMemory(c.g, c.g.waves[c.wi], as, c.lane, addr, buf); err != nil {
		return Value{}, exprError("cannot access memory at %s address %#x: %v", as, addr, err)
	}
	return objectValue(el, buf), nil
}

func (c *evalCtx) member(e memberX) (Value, error) {
	x, err := c.eval(e.x)
	if err != nil {
		return x, err
	}
	if e.arrow {
		if x, err = c.deref(x, 0, e.x); err != nil {
			return x, err
		}
	}
	if !x.obj || x.optimizedOut {
		return Value{}, exprError("%s is not a struct or union", e.x)
	}
	r := x.typ.Resolve()
	if r.Kind == dwarf.TypeArray && r.Vector {
		// OpenCL vector components: .x .y .z .w, .s0 ... .sF.
		if i, ok := vectorComponent(e.name); ok {
			return c.index(indexX{x: e.x, i: numLit{intValue(uint64(i), scalarInt)}})
		}
	}
	for _, m := range r.Members {
		if m.Name != e.name {
			continue
		}
		n := m.Type.ByteSize()
		if m.Offset < 0 || n < 0 || m.Offset+n > int64(len(x.raw)) {
			return Value{}, exprError("member %s lies outside %s", e.name, e.x)
		}
		return objectValue(m.Type, x.raw[m.Offset:m.Offset+n]), nil
	}
	return Value{}, exprError("there is no member named %s", e.name)
}

func vectorComponent(n string) (int, bool) {
	if i := strings.Index("xyzw", n); len(n) == 1 && i >= 0 {
		return i, true
	}
	if len(n) == 2 && (n[0] == 's' || n[0] == 'S') {
		if v, err := strconv.ParseUint(n[1:], 16, 8); err == nil {
			return int(v), true
		}
	}
	return 0, false
}

func isVectorReg(n string) bool {
	return len(n) > 1 && (n[0] == 'v' || n[0] == 'a') && allDigits(n[1:])
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// dollar evaluates registers, convenience variables and value history.
func (c *evalCtx) dollar(n string) (Value, error) {
	s := c.s
	w := c.g.waves[c.wi]
	u32 := func(v uint32) Value { return intValue(uint64(v), scalarUInt) }
	u64 := func(v uint64) Value { return intValue(v, scalarULong) }
	switch n {
	case "":
		if len(s.history) == 0 {
			return Value{}, exprError("history is empty")
		}
		return s.history[len(s.history)-1], nil
	case "pc":
		v := u64(s.addr(w.PC))
		v.code, v.sym = true, s.symbolic(w.PC)
		return v, nil
	case "exec", "vcc":
		// A wave32's EXEC and VCC are one dword (amd-dbgapi gives
		// them the wave's lane count of bits).
		m := w.EXEC
		if n == "vcc" {
			m = w.VCC
		}
		if w.LaneCount() == 32 {
			return u32(uint32(m)), nil
		}
		return u64(m), nil
	case "exec_lo":
		return u32(uint32(w.EXEC)), nil
	case "vcc_lo":
		return u32(uint32(w.VCC)), nil
	case "exec_hi", "vcc_hi":
		if w.LaneCount() == 32 {
			return Value{}, wave32Half(n, w.LaneCount())
		}
		if n == "vcc_hi" {
			return u32(uint32(w.VCC >> 32)), nil
		}
		return u32(uint32(w.EXEC >> 32)), nil
	case "scc":
		if w.SCC {
			return u32(1), nil
		}
		return u32(0), nil
	case "m0":
		return u32(w.M0), nil
	case "flat_scratch":
		return u64(w.FlatScratch), nil
	case "mode":
		return u32(w.Mode), nil
	case "status":
		return u32(w.Status), nil
	case "_lane":
		return intValue(uint64(c.lane), scalarInt), nil
	case "_lane_count":
		return intValue(uint64(w.Lanes), scalarInt), nil
	case "_active_lanes":
		return intValue(uint64(bits.OnesCount64(w.EXEC)), scalarInt), nil
	case "_wave":
		return intValue(uint64(c.g.index*s.perGroup+c.wi), scalarInt), nil
	case "_dispatch_pos":
		return Value{isS: true, str: fmt.Sprintf("(%d,%d,%d)/%d", c.g.id[0], c.g.id[1], c.g.id[2], c.wi)}, nil
	}
	if allDigits(n) {
		i, _ := strconv.Atoi(n)
		if i < 1 || i > len(s.history) {
			return Value{}, exprError("history has not yet reached $%s", n)
		}
		return s.history[i-1], nil
	}
	if len(n) > 1 && allDigits(n[1:]) {
		r, _ := strconv.Atoi(n[1:])
		switch n[0] {
		case 's':
			if r >= len(w.SGPR) {
				return Value{}, exprError("$%s: the wave has %d SGPRs", n, len(w.SGPR))
			}
			return u32(w.SGPR[r]), nil
		case 'v', 'a':
			lanes, count := w.VLanes(r), w.NumVGPRs()
			if n[0] == 'a' {
				lanes, count = w.ALanes(r), w.NumAGPRs()
			}
			if lanes == nil {
				return Value{}, exprError("$%s: the wave has %d such registers", n, count)
			}
			if c.lane < 0 || c.lane >= len(lanes) {
				return Value{}, exprError("$%s: lane %d is outside the wave of %d lanes", n, c.lane, len(lanes))
			}
			return u32(lanes[c.lane]), nil
		}
	}
	return Value{}, exprError("unknown register or convenience variable $%s", n)
}

// symbolic is gdb's <symbol+offset> of a program offset ("" outside every
// function).
func (s *Session) symbolic(pc uint64) string {
	fn := s.functionAt(pc)
	if fn.Name == "" || pc < fn.Lo || pc >= fn.Hi {
		return ""
	}
	if pc == fn.Lo {
		return "<" + fn.Name + ">" // gdb leaves out +0
	}
	return fmt.Sprintf("<%s+%d>", fn.Name, pc-fn.Lo)
}
