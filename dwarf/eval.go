package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// DWARF base type encodings used by the typed operations and the formatter.
const (
	DW_ATE_address       = 0x01
	DW_ATE_boolean       = 0x02
	DW_ATE_complex_float = 0x03
	DW_ATE_float         = 0x04
	DW_ATE_signed        = 0x05
	DW_ATE_signed_char   = 0x06
	DW_ATE_unsigned      = 0x07
	DW_ATE_unsigned_char = 0x08
	DW_ATE_UTF           = 0x10
)

// entry is a stack element: a value or a location description.
type entry struct {
	isLoc      bool
	val        uint64
	typ        BaseType
	loc        Location
	incomplete bool // an incomplete composite (DW_OP_piece in progress)
	// fromReg+1 is the register a value was read from by DW_OP_bregx R, off
	// (0: none), regOff the offset; they let the clang address-space idiom
	// see register values and unscale the stack pointers.
	fromReg uint64
	regOff  int64
}

type evaluator struct {
	ctx      *Context
	stack    []entry
	steps    int
	maxSteps int
	laneOps  bool // the expression selects lanes itself
}

// Evaluate evaluates a DWARF expression as a location description
// (DW_AT_location, DW_AT_LLVM_lane_pc, CFI register rules ...). A value left
// on the stack is a memory address in the default address space, as DWARF
// specifies.
func Evaluate(expr []byte, ctx *Context) (Location, error) {
	if ctx == nil {
		ctx = &Context{}
	}
	ev := &evaluator{ctx: ctx, maxSteps: ctx.MaxSteps}
	if ev.maxSteps <= 0 {
		ev.maxSteps = DefaultMaxSteps
	}
	for _, l := range ctx.Initial {
		ev.stack = append(ev.stack, entry{isLoc: true, loc: l})
	}
	if err := ev.run(expr, 0); err != nil {
		return Location{}, err
	}
	if len(ev.stack) == 0 {
		// An empty expression: the object has no location.
		return Undefined(), nil
	}
	top := ev.stack[len(ev.stack)-1]
	loc := ev.toLoc(top)
	if !ev.laneOps && !ctx.StrictXDeref {
		loc = ev.implicitLane(loc, 0)
	}
	return loc, nil
}

// EvaluateValue evaluates a DWARF expression that computes a value
// (DW_AT_data_member_location, array bounds, CFI DW_CFA_val_expression ...)
// and returns the value on top of the stack.
func EvaluateValue(expr []byte, ctx *Context) (uint64, error) {
	if ctx == nil {
		ctx = &Context{}
	}
	ev := &evaluator{ctx: ctx, maxSteps: ctx.MaxSteps}
	if ev.maxSteps <= 0 {
		ev.maxSteps = DefaultMaxSteps
	}
	for _, l := range ctx.Initial {
		ev.stack = append(ev.stack, entry{isLoc: true, loc: l})
	}
	if err := ev.run(expr, 0); err != nil {
		return 0, err
	}
	if len(ev.stack) == 0 {
		return 0, &EvalError{Offset: len(expr), Msg: "expression left no value"}
	}
	v, err := ev.toValue(ev.stack[len(ev.stack)-1])
	if err != nil {
		return 0, &EvalError{Offset: len(expr), Msg: err.Error()}
	}
	return v.val, nil
}

// implicitLane selects the focused lane's dword of a vector register that an
// expression names without selecting a lane itself (upstream clang's
// DW_OP_regx VGPRn and "DW_OP_bregx VGPRn+0, lit5, swap, xderef").
func (ev *evaluator) implicitLane(l Location, depth int) Location {
	switch l.Kind {
	case LocRegister:
		if r, err := DecodeReg(l.Reg); err == nil && r.IsVector() && l.BitOffset == 0 {
			l.BitOffset = uint64(ev.ctx.Lane) * 32
		}
	case LocComposite:
		if depth > maxCallDepth {
			return l
		}
		ps := make([]Piece, len(l.Pieces))
		for i, p := range l.Pieces {
			ps[i] = Piece{Loc: ev.implicitLane(p.Loc, depth+1), BitSize: p.BitSize}
		}
		l.Pieces = ps
	}
	return l
}

func (ev *evaluator) push(e entry) error {
	if len(ev.stack) >= maxStack {
		return errors.New("stack overflow")
	}
	ev.stack = append(ev.stack, e)
	return nil
}

func (ev *evaluator) pushVal(v uint64, t BaseType) error {
	return ev.push(entry{val: maskTo(v, t), typ: t})
}

func (ev *evaluator) pop() (entry, error) {
	if len(ev.stack) == 0 {
		return entry{}, errors.New("stack underflow")
	}
	e := ev.stack[len(ev.stack)-1]
	ev.stack = ev.stack[:len(ev.stack)-1]
	return e, nil
}

func (ev *evaluator) popVal() (entry, error) {
	e, err := ev.pop()
	if err != nil {
		return e, err
	}
	return ev.toValue(e)
}

func (ev *evaluator) popLoc() (Location, error) {
	e, err := ev.pop()
	if err != nil {
		return Location{}, err
	}
	return ev.toLoc(e), nil
}

// toValue implements the implicit conversion of a memory location in the
// default address space back to its address.
func (ev *evaluator) toValue(e entry) (entry, error) {
	if !e.isLoc {
		return e, nil
	}
	if e.loc.Kind == LocMemory && e.loc.AddrSpace == DW_ASPACE_none && e.loc.BitOffset == 0 {
		return entry{val: e.loc.Addr}, nil
	}
	return e, fmt.Errorf("a value is required but the stack holds the location %s", e.loc)
}

// toLoc implements the implicit conversion of a generic value to a memory
// location in the default address space.
func (ev *evaluator) toLoc(e entry) Location {
	if e.isLoc {
		return e.loc
	}
	return MemoryAt(DW_ASPACE_none, e.val, ev.ctx.Lane)
}

func maskTo(v uint64, t BaseType) uint64 {
	if t.Size > 0 && t.Size < 8 {
		return v & (1<<(8*uint(t.Size)) - 1)
	}
	return v
}

func signedType(t BaseType) bool {
	return t.Size == 0 || t.Encoding == DW_ATE_signed || t.Encoding == DW_ATE_signed_char
}

func signExtend(v uint64, t BaseType) int64 {
	if t.Size > 0 && t.Size < 8 {
		sh := 64 - 8*uint(t.Size)
		return int64(v<<sh) >> sh
	}
	return int64(v)
}

func (ev *evaluator) errAt(off int, name string, err error) error {
	var ee *EvalError
	if errors.As(err, &ee) {
		return err
	}
	return &EvalError{Offset: off, Op: name, Msg: err.Error()}
}

// run executes expr on the evaluator's stack; depth counts DW_OP_call nesting.
func (ev *evaluator) run(expr []byte, depth int) error {
	if depth > maxCallDepth {
		return &EvalError{Msg: "DW_OP_call nesting deeper than " + itoa(maxCallDepth)}
	}
	b := &buf{data: expr}
	var prev1, prev2 byte // the two previous opcodes, for the clang idiom
	for b.off < len(b.data) {
		ev.steps++
		if ev.steps > ev.maxSteps {
			return &EvalError{Offset: b.off, Msg: fmt.Sprintf("evaluation exceeds %d steps", ev.maxSteps)}
		}
		at := b.off
		op := b.u8()
		name := OpName(op)
		err := ev.step(b, op, at, depth, prev1, prev2)
		if err == nil && b.err != "" {
			err = errors.New(b.err)
		}
		if err != nil {
			if op == DW_OP_LLVM_user && !ev.ctx.LegacyOps {
				name = "DW_OP_LLVM_user"
			}
			return ev.errAt(at, name, err)
		}
		prev2, prev1 = prev1, op
	}
	return nil
}

func (ev *evaluator) step(b *buf, op byte, at, depth int, prev1, prev2 byte) error {
	generic := BaseType{}
	switch {
	case op >= DW_OP_lit0 && op <= DW_OP_lit31:
		return ev.pushVal(uint64(op-DW_OP_lit0), generic)
	case op >= DW_OP_reg0 && op <= DW_OP_reg31:
		return ev.push(entry{isLoc: true, loc: RegisterAt(uint64(op - DW_OP_reg0))})
	case op >= DW_OP_breg0 && op <= DW_OP_breg31:
		return ev.breg(uint64(op-DW_OP_breg0), b.sleb(), b)
	}
	switch op {
	case DW_OP_addr:
		return ev.pushVal(b.u64(), generic)
	case DW_OP_const1u:
		return ev.pushVal(uint64(b.u8()), generic)
	case DW_OP_const1s:
		return ev.pushVal(uint64(int64(int8(b.u8()))), generic)
	case DW_OP_const2u:
		return ev.pushVal(uint64(b.u16()), generic)
	case DW_OP_const2s:
		return ev.pushVal(uint64(int64(int16(b.u16()))), generic)
	case DW_OP_const4u:
		return ev.pushVal(uint64(b.u32()), generic)
	case DW_OP_const4s:
		return ev.pushVal(uint64(int64(int32(b.u32()))), generic)
	case DW_OP_const8u, DW_OP_const8s:
		return ev.pushVal(b.u64(), generic)
	case DW_OP_constu:
		return ev.pushVal(b.uleb(), generic)
	case DW_OP_consts:
		return ev.pushVal(uint64(b.sleb()), generic)
	case DW_OP_addrx, DW_OP_constx, DW_OP_GNU_addr_index, DW_OP_GNU_const_index:
		idx := b.uleb()
		if b.err != "" {
			return nil
		}
		if ev.ctx.Addrx == nil {
			return errors.New("no .debug_addr to resolve the index")
		}
		v, err := ev.ctx.Addrx(idx)
		if err != nil {
			return err
		}
		return ev.pushVal(v, generic)
	case DW_OP_dup:
		if len(ev.stack) == 0 {
			return errors.New("stack underflow")
		}
		return ev.push(ev.stack[len(ev.stack)-1])
	case DW_OP_drop:
		_, err := ev.pop()
		return err
	case DW_OP_over:
		return ev.pick(1)
	case DW_OP_pick:
		return ev.pick(int(b.u8()))
	case DW_OP_swap:
		n := len(ev.stack)
		if n < 2 {
			return errors.New("stack underflow")
		}
		ev.stack[n-1], ev.stack[n-2] = ev.stack[n-2], ev.stack[n-1]
		return nil
	case DW_OP_rot:
		n := len(ev.stack)
		if n < 3 {
			return errors.New("stack underflow")
		}
		ev.stack[n-1], ev.stack[n-2], ev.stack[n-3] = ev.stack[n-2], ev.stack[n-3], ev.stack[n-1]
		return nil
	case DW_OP_abs, DW_OP_neg, DW_OP_not:
		return ev.unary(op)
	case DW_OP_and, DW_OP_div, DW_OP_minus, DW_OP_mod, DW_OP_mul, DW_OP_or, DW_OP_plus,
		DW_OP_shl, DW_OP_shr, DW_OP_shra, DW_OP_xor,
		DW_OP_eq, DW_OP_ge, DW_OP_gt, DW_OP_le, DW_OP_lt, DW_OP_ne:
		return ev.binary(op)
	case DW_OP_plus_uconst:
		c := b.uleb()
		v, err := ev.popVal()
		if err != nil {
			return err
		}
		return ev.pushVal(v.val+c, v.typ)
	case DW_OP_skip, DW_OP_bra:
		d := int16(b.u16())
		if op == DW_OP_bra {
			v, err := ev.popVal()
			if err != nil {
				return err
			}
			if v.val == 0 {
				return nil
			}
		}
		target := b.off + int(d)
		if target < 0 || target > len(b.data) {
			return fmt.Errorf("branch target %d outside the expression", target)
		}
		b.off = target
		return nil
	case DW_OP_nop:
		return nil
	case DW_OP_regx:
		r := b.uleb()
		return ev.push(entry{isLoc: true, loc: RegisterAt(r)})
	case DW_OP_bregx:
		r := b.uleb()
		return ev.breg(r, b.sleb(), b)
	case DW_OP_fbreg:
		return ev.fbreg(b.sleb(), depth)
	case DW_OP_deref:
		return ev.deref(8, generic, nil)
	case DW_OP_deref_size:
		return ev.deref(int(b.u8()), generic, nil)
	case DW_OP_deref_type:
		n := int(b.u8())
		t, err := ev.baseType(b.uleb(), b)
		if err != nil {
			return err
		}
		return ev.deref(n, t, nil)
	case DW_OP_xderef:
		return ev.xderef(b, 8, generic, prev1, prev2)
	case DW_OP_xderef_size:
		return ev.xderef(b, int(b.u8()), generic, 0, 0)
	case DW_OP_xderef_type:
		n := int(b.u8())
		t, err := ev.baseType(b.uleb(), b)
		if err != nil {
			return err
		}
		return ev.xderef(b, n, t, 0, 0)
	case DW_OP_push_object_address:
		if ev.ctx.ObjectAddress == nil {
			return errors.New("no object address in this context")
		}
		return ev.push(entry{isLoc: true, loc: *ev.ctx.ObjectAddress})
	case DW_OP_call2, DW_OP_call4, DW_OP_call_ref:
		var off uint64
		switch op {
		case DW_OP_call2:
			off = uint64(b.u16())
		case DW_OP_call4:
			off = uint64(b.u32())
		default:
			off = uint64(b.u32()) // 32-bit DWARF: 4-byte section offset
		}
		if b.err != "" {
			return nil
		}
		if ev.ctx.Call == nil {
			return errors.New("no DWARF procedures in this context")
		}
		sub, err := ev.ctx.Call(off, op == DW_OP_call_ref)
		if err != nil {
			return err
		}
		return ev.run(sub, depth+1)
	case DW_OP_form_tls_address, DW_OP_GNU_push_tls_address:
		return errors.New("AMDGPU has no thread-local storage")
	case DW_OP_call_frame_cfa:
		if ev.ctx.CFA == nil {
			return errors.New("no call frame information for the CFA")
		}
		l, err := ev.ctx.CFA()
		if err != nil {
			return err
		}
		return ev.push(entry{isLoc: true, loc: l})
	case DW_OP_piece:
		n := b.uleb()
		return ev.piece(n*8, 0, n)
	case DW_OP_bit_piece:
		n := b.uleb()
		o := b.uleb()
		return ev.piece(n, o, 0)
	case DW_OP_implicit_value:
		n := b.uleb()
		v := b.bytes(n)
		if b.err != "" {
			return nil
		}
		return ev.push(entry{isLoc: true, loc: Location{Kind: LocImplicit, Value: v}})
	case DW_OP_stack_value:
		v, err := ev.popVal()
		if err != nil {
			return err
		}
		size := v.typ.Size
		if size == 0 {
			size = 8
		}
		var raw [8]byte
		binary.LittleEndian.PutUint64(raw[:], v.val)
		return ev.push(entry{isLoc: true, loc: Location{Kind: LocImplicit, Value: append([]byte(nil), raw[:size]...)}})
	case DW_OP_implicit_pointer:
		die := uint64(b.u32())
		off := b.sleb()
		return ev.push(entry{isLoc: true, loc: Location{Kind: LocImplicitPointer, PointerDIE: die, PointerOffset: off}})
	case DW_OP_entry_value, DW_OP_GNU_entry_value:
		n := b.uleb()
		sub := b.bytes(n)
		if b.err != "" {
			return nil
		}
		return ev.entryValue(sub, depth)
	case DW_OP_const_type:
		t, err := ev.baseType(b.uleb(), b)
		if err != nil {
			return err
		}
		n := int(b.u8())
		raw := b.bytes(uint64(n))
		if b.err != "" {
			return nil
		}
		if n > 8 {
			return fmt.Errorf("typed constant of %d bytes is wider than 8", n)
		}
		var v [8]byte
		copy(v[:], raw)
		return ev.pushVal(binary.LittleEndian.Uint64(v[:]), t)
	case DW_OP_regval_type:
		r := b.uleb()
		t, err := ev.baseType(b.uleb(), b)
		if err != nil {
			return err
		}
		return ev.regval(r, t)
	case DW_OP_convert, DW_OP_reinterpret:
		t, err := ev.baseType(b.uleb(), b)
		if err != nil {
			return err
		}
		v, err := ev.popVal()
		if err != nil {
			return err
		}
		return ev.convert(v, t, op == DW_OP_reinterpret)
	case DW_OP_LLVM_user:
		if ev.ctx.LegacyOps {
			return ev.aspaceImplicitPointer(b)
		}
		return ev.user(b, b.uleb(), depth)
	case DW_OP_LLVM_form_aspace_address_legacy:
		return ev.user(b, DW_OP_LLVM_form_aspace_address, depth)
	case DW_OP_LLVM_push_lane_legacy:
		return ev.user(b, DW_OP_LLVM_push_lane, depth)
	case DW_OP_LLVM_offset_legacy:
		return ev.user(b, DW_OP_LLVM_offset, depth)
	case DW_OP_LLVM_offset_uconst_legacy:
		return ev.user(b, DW_OP_LLVM_offset_uconst, depth)
	case DW_OP_LLVM_bit_offset_legacy:
		return ev.user(b, DW_OP_LLVM_bit_offset, depth)
	case DW_OP_LLVM_call_frame_entry_reg_legacy:
		return ev.user(b, DW_OP_LLVM_call_frame_entry_reg, depth)
	case DW_OP_LLVM_undefined_legacy:
		return ev.user(b, DW_OP_LLVM_undefined, depth)
	case DW_OP_LLVM_aspace_bregx_legacy:
		return ev.user(b, DW_OP_LLVM_aspace_bregx, depth)
	case DW_OP_LLVM_piece_end_legacy:
		return ev.user(b, DW_OP_LLVM_piece_end, depth)
	case DW_OP_LLVM_extend_legacy:
		return ev.user(b, DW_OP_LLVM_extend, depth)
	case DW_OP_LLVM_select_bit_piece_legacy:
		return ev.user(b, DW_OP_LLVM_select_bit_piece, depth)
	}
	return fmt.Errorf("unknown operation 0x%02x", op)
}

func (ev *evaluator) pick(i int) error {
	n := len(ev.stack)
	if i >= n {
		return fmt.Errorf("pick %d with %d stack entries", i, n)
	}
	return ev.push(ev.stack[n-1-i])
}

// readReg reads a register's value for the focused lane as an integer.
func (ev *evaluator) readReg(r uint64, t BaseType) (uint64, error) {
	if ev.ctx.Regs == nil {
		return 0, fmt.Errorf("register %d is not available", r)
	}
	ar, err := DecodeReg(r)
	if err != nil {
		return 0, err
	}
	lane := ev.ctx.Lane
	raw, err := ev.ctx.Regs.ReadReg(r, lane)
	if err != nil {
		return 0, err
	}
	size := ar.Bits / 8
	if ar.IsVector() {
		size = 4
	}
	if t.Size > 0 && t.Size < size {
		size = t.Size
	}
	if size > 8 {
		size = 8
	}
	if len(raw) < size {
		return 0, fmt.Errorf("register %s read %d bytes, want %d", ar, len(raw), size)
	}
	var v [8]byte
	copy(v[:], raw[:size])
	return binary.LittleEndian.Uint64(v[:]), nil
}

func (ev *evaluator) breg(r uint64, off int64, b *buf) error {
	if b.err != "" {
		return nil
	}
	v, err := ev.readReg(r, BaseType{})
	if err != nil {
		return err
	}
	return ev.push(entry{val: v + uint64(off), fromReg: r + 1, regOff: off})
}

func (ev *evaluator) regval(r uint64, t BaseType) error {
	v, err := ev.readReg(r, t)
	if err != nil {
		return err
	}
	return ev.pushVal(v, t)
}

func (ev *evaluator) fbreg(off int64, depth int) error {
	if len(ev.ctx.FrameBase) == 0 {
		return errors.New("no DW_AT_frame_base for DW_OP_fbreg")
	}
	sub := &evaluator{ctx: ev.ctx, maxSteps: ev.maxSteps - ev.steps}
	if err := sub.run(ev.ctx.FrameBase, depth+1); err != nil {
		return err
	}
	ev.steps += sub.steps
	if len(sub.stack) == 0 {
		return errors.New("empty DW_AT_frame_base")
	}
	top := sub.stack[len(sub.stack)-1]
	var base uint64
	switch {
	case top.isLoc && top.loc.Kind == LocRegister:
		v, err := ev.readReg(top.loc.Reg, BaseType{})
		if err != nil {
			return err
		}
		if s := ev.ctx.StackScale; s > 1 {
			v /= s
		}
		base = v
	case top.isLoc && top.loc.Kind == LocMemory:
		base = top.loc.Addr
	case !top.isLoc:
		base = top.val
	default:
		return fmt.Errorf("frame base is the location %s", top.loc)
	}
	return ev.push(entry{val: base + uint64(off)})
}

func (ev *evaluator) deref(n int, t BaseType, as *AddrSpace) error {
	if n <= 0 || n > 8 {
		return fmt.Errorf("dereference size %d is not 1..8", n)
	}
	l, err := ev.popLoc()
	if err != nil {
		return err
	}
	if as != nil {
		l = MemoryAt(*as, l.Addr, ev.ctx.Lane)
	}
	raw, err := l.Read(ev.ctx, n)
	if err != nil {
		return err
	}
	var v [8]byte
	copy(v[:], raw)
	return ev.pushVal(binary.LittleEndian.Uint64(v[:]), t)
}

func isLiteralOp(op byte) bool {
	return op >= DW_OP_lit0 && op <= DW_OP_lit31 || op == DW_OP_constu || op == DW_OP_const1u
}

// xderef implements DW_OP_xderef*, and recognises upstream clang's idiom
// "DW_OP_lit<N> DW_OP_swap DW_OP_xderef" closing a location (followed by
// nothing, a piece or DW_OP_stack_value): there the operation marks the
// address space of the address below rather than loading from it. A value
// that DW_OP_bregx R, 0 read from a register (other than the stack and frame
// pointers SGPR32 and SGPR33) is a value held in that register; an address
// read from SGPR32/SGPR33 is unscaled by Context.StackScale.
func (ev *evaluator) xderef(b *buf, n int, t BaseType, prev1, prev2 byte) error {
	if n <= 0 || n > 8 {
		return fmt.Errorf("dereference size %d is not 1..8", n)
	}
	addr, err := ev.popVal()
	if err != nil {
		return err
	}
	asv, err := ev.popVal()
	if err != nil {
		return err
	}
	as := AddrSpace(asv.val)
	if !ev.ctx.StrictXDeref && prev1 == DW_OP_swap && isLiteralOp(prev2) {
		next := -1
		if b.off < len(b.data) {
			next = int(b.data[b.off])
		}
		switch next {
		case DW_OP_stack_value:
			return ev.push(addr)
		case -1, DW_OP_piece, DW_OP_bit_piece:
			a := addr.val
			if addr.fromReg != 0 {
				r := addr.fromReg - 1
				sp := r == RegSGPR0+32 || r == RegSGPR0+33
				if !sp && addr.regOff == 0 {
					return ev.push(entry{isLoc: true, loc: RegisterAt(r)})
				}
				if sp && as == DW_ASPACE_AMDGPU_private_lane && ev.ctx.StackScale > 1 {
					a = (a-uint64(addr.regOff))/ev.ctx.StackScale + uint64(addr.regOff)
				}
			}
			return ev.push(entry{isLoc: true, loc: MemoryAt(as, a, ev.ctx.Lane)})
		}
	}
	if err := ev.push(entry{isLoc: true, loc: MemoryAt(as, addr.val, ev.ctx.Lane)}); err != nil {
		return err
	}
	return ev.deref(n, t, nil)
}

func (ev *evaluator) baseType(off uint64, b *buf) (BaseType, error) {
	if b.err != "" {
		return BaseType{}, nil
	}
	if off == 0 {
		return BaseType{}, nil
	}
	if ev.ctx.BaseTypeAt == nil {
		return BaseType{}, errors.New("no base type information for a typed operation")
	}
	return ev.ctx.BaseTypeAt(off)
}

func (ev *evaluator) convert(v entry, t BaseType, reinterpret bool) error {
	if reinterpret {
		return ev.pushVal(v.val, t)
	}
	fromF, toF := v.typ.Encoding == DW_ATE_float, t.Encoding == DW_ATE_float
	switch {
	case fromF && toF:
		return ev.pushVal(floatBits(toFloat(v), t.Size), t)
	case fromF:
		f := toFloat(v)
		if signedType(t) {
			return ev.pushVal(uint64(int64(f)), t)
		}
		return ev.pushVal(uint64(f), t)
	case toF:
		var f float64
		if signedType(v.typ) {
			f = float64(signExtend(v.val, v.typ))
		} else {
			f = float64(v.val)
		}
		return ev.pushVal(floatBits(f, t.Size), t)
	}
	if signedType(v.typ) {
		return ev.pushVal(uint64(signExtend(v.val, v.typ)), t)
	}
	return ev.pushVal(v.val, t)
}

func toFloat(v entry) float64 {
	if v.typ.Size == 4 {
		return float64(math.Float32frombits(uint32(v.val)))
	}
	return math.Float64frombits(v.val)
}

func floatBits(f float64, size int) uint64 {
	if size == 4 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func (ev *evaluator) unary(op byte) error {
	v, err := ev.popVal()
	if err != nil {
		return err
	}
	if v.typ.Encoding == DW_ATE_float {
		f := toFloat(v)
		switch op {
		case DW_OP_abs:
			return ev.pushVal(floatBits(math.Abs(f), v.typ.Size), v.typ)
		case DW_OP_neg:
			return ev.pushVal(floatBits(-f, v.typ.Size), v.typ)
		}
		return errors.New("DW_OP_not of a floating-point value")
	}
	switch op {
	case DW_OP_abs:
		s := signExtend(v.val, v.typ)
		if signedType(v.typ) && s < 0 {
			return ev.pushVal(uint64(-s), v.typ)
		}
		return ev.pushVal(v.val, v.typ)
	case DW_OP_neg:
		return ev.pushVal(uint64(-signExtend(v.val, v.typ)), v.typ)
	}
	return ev.pushVal(^v.val, v.typ)
}

func (ev *evaluator) binary(op byte) error {
	b, err := ev.popVal()
	if err != nil {
		return err
	}
	a, err := ev.popVal()
	if err != nil {
		return err
	}
	if a.typ != b.typ && a.typ.Size != 0 && b.typ.Size != 0 && op != DW_OP_shl && op != DW_OP_shr && op != DW_OP_shra {
		return fmt.Errorf("operands of different types (%d-byte encoding %d and %d-byte encoding %d)", a.typ.Size, a.typ.Encoding, b.typ.Size, b.typ.Encoding)
	}
	t := a.typ
	if t.Size == 0 {
		t = b.typ
	}
	if t.Encoding == DW_ATE_float && op != DW_OP_shl && op != DW_OP_shr && op != DW_OP_shra {
		return ev.floatBinary(op, a, b, t)
	}
	sa, sb := signExtend(a.val, t), signExtend(b.val, t)
	signed := signedType(t)
	bool2 := func(c bool) error {
		if c {
			return ev.pushVal(1, BaseType{})
		}
		return ev.pushVal(0, BaseType{})
	}
	less := a.val < b.val
	if signed {
		less = sa < sb
	}
	switch op {
	case DW_OP_and:
		return ev.pushVal(a.val&b.val, t)
	case DW_OP_or:
		return ev.pushVal(a.val|b.val, t)
	case DW_OP_xor:
		return ev.pushVal(a.val^b.val, t)
	case DW_OP_plus:
		return ev.pushVal(a.val+b.val, t)
	case DW_OP_minus:
		return ev.pushVal(a.val-b.val, t)
	case DW_OP_mul:
		return ev.pushVal(a.val*b.val, t)
	case DW_OP_div:
		if b.val == 0 {
			return errors.New("division by zero")
		}
		if signed {
			if sb == -1 {
				return ev.pushVal(uint64(-sa), t)
			}
			return ev.pushVal(uint64(sa/sb), t)
		}
		return ev.pushVal(a.val/b.val, t)
	case DW_OP_mod:
		if b.val == 0 {
			return errors.New("modulo by zero")
		}
		if signed && t.Size != 0 {
			if sb == -1 {
				return ev.pushVal(0, t)
			}
			return ev.pushVal(uint64(sa%sb), t)
		}
		return ev.pushVal(a.val%b.val, t)
	case DW_OP_shl:
		if b.val >= 64 {
			return ev.pushVal(0, a.typ)
		}
		return ev.pushVal(a.val<<b.val, a.typ)
	case DW_OP_shr:
		if b.val >= 64 {
			return ev.pushVal(0, a.typ)
		}
		return ev.pushVal(maskTo(a.val, a.typ)>>b.val, a.typ)
	case DW_OP_shra:
		s := signExtend(a.val, a.typ)
		if b.val >= 64 {
			return ev.pushVal(uint64(s>>63), a.typ)
		}
		return ev.pushVal(uint64(s>>b.val), a.typ)
	case DW_OP_eq:
		return bool2(a.val == b.val)
	case DW_OP_ne:
		return bool2(a.val != b.val)
	case DW_OP_lt:
		return bool2(less)
	case DW_OP_ge:
		return bool2(!less)
	case DW_OP_gt:
		return bool2(!less && a.val != b.val)
	case DW_OP_le:
		return bool2(less || a.val == b.val)
	}
	return fmt.Errorf("not a binary operation 0x%02x", op)
}

func (ev *evaluator) floatBinary(op byte, a, b entry, t BaseType) error {
	x, y := toFloat(a), toFloat(b)
	bool2 := func(c bool) error {
		if c {
			return ev.pushVal(1, BaseType{})
		}
		return ev.pushVal(0, BaseType{})
	}
	switch op {
	case DW_OP_plus:
		return ev.pushVal(floatBits(x+y, t.Size), t)
	case DW_OP_minus:
		return ev.pushVal(floatBits(x-y, t.Size), t)
	case DW_OP_mul:
		return ev.pushVal(floatBits(x*y, t.Size), t)
	case DW_OP_div:
		return ev.pushVal(floatBits(x/y, t.Size), t)
	case DW_OP_eq:
		return bool2(x == y)
	case DW_OP_ne:
		return bool2(x != y)
	case DW_OP_lt:
		return bool2(x < y)
	case DW_OP_le:
		return bool2(x <= y)
	case DW_OP_gt:
		return bool2(x > y)
	case DW_OP_ge:
		return bool2(x >= y)
	}
	return fmt.Errorf("%s of floating-point values", OpName(op))
}

// piece appends a part to the incomplete composite on the stack
// (DW_OP_piece: bits = 8*bytes; DW_OP_bit_piece: bits and offset).
func (ev *evaluator) piece(bits, bitOff, bytes uint64) error {
	if bits == 0 && bytes == 0 {
		return errors.New("piece of size 0")
	}
	if bits > MaxReadBytes*8 || bits/8 < bytes {
		return fmt.Errorf("piece of %d bytes is too large", bytes)
	}
	var part Location
	n := len(ev.stack)
	if n == 0 || ev.stack[n-1].incomplete {
		part = Undefined()
	} else {
		e, _ := ev.pop()
		part = ev.toLoc(e)
		if bitOff != 0 {
			var err error
			if part, err = part.addBits(int64(bitOff)); err != nil {
				return err
			}
		}
	}
	n = len(ev.stack)
	if n > 0 && ev.stack[n-1].incomplete {
		c := &ev.stack[n-1].loc
		if len(c.Pieces) >= maxPieces {
			return errors.New("too many pieces")
		}
		c.Pieces = append(c.Pieces, Piece{Loc: part, BitSize: bits})
		return nil
	}
	return ev.push(entry{isLoc: true, incomplete: true, loc: Location{Kind: LocComposite, Pieces: []Piece{{Loc: part, BitSize: bits}}}})
}

func (ev *evaluator) entryValue(sub []byte, depth int) error {
	if ev.ctx.EntryRegs == nil {
		return errors.New("entry values are not available")
	}
	c := *ev.ctx
	c.Regs = ev.ctx.EntryRegs
	c.Initial = nil
	inner := &evaluator{ctx: &c, maxSteps: ev.maxSteps - ev.steps}
	if err := inner.run(sub, depth+1); err != nil {
		return err
	}
	ev.steps += inner.steps
	if len(inner.stack) == 0 {
		return errors.New("empty DW_OP_entry_value block")
	}
	top := inner.stack[len(inner.stack)-1]
	if top.isLoc && top.loc.Kind == LocRegister {
		v, err := inner.readReg(top.loc.Reg, BaseType{})
		if err != nil {
			return err
		}
		return ev.pushVal(v, BaseType{})
	}
	v, err := inner.toValue(top)
	if err != nil {
		return err
	}
	return ev.push(v)
}

func (ev *evaluator) aspaceImplicitPointer(b *buf) error {
	die := uint64(b.u32())
	off := b.sleb()
	if b.err != "" {
		return nil
	}
	if _, err := ev.popVal(); err != nil {
		return err
	}
	return ev.push(entry{isLoc: true, loc: Location{Kind: LocImplicitPointer, PointerDIE: die, PointerOffset: off}})
}

// user executes a DW_OP_LLVM_user sub-operation (also reached from the
// legacy direct encodings).
func (ev *evaluator) user(b *buf, sub uint64, depth int) error {
	if b.err != "" {
		return nil
	}
	switch sub {
	case DW_OP_LLVM_nop:
		return nil
	case DW_OP_LLVM_form_aspace_address:
		as, err := ev.popVal()
		if err != nil {
			return err
		}
		a, err := ev.popVal()
		if err != nil {
			return err
		}
		addr := a.val
		if asp := AddrSpace(as.val); asp >= DW_ASPACE_AMDGPU_region && asp <= DW_ASPACE_AMDGPU_private_wave {
			addr &= 0xffffffff // 32-bit address spaces
		} else if asp > DW_ASPACE_AMDGPU_private_wave || asp == 4 {
			return fmt.Errorf("address space %d is not an AMDGPU DWARF address space", as.val)
		}
		return ev.push(entry{isLoc: true, loc: MemoryAt(AddrSpace(as.val), addr, ev.ctx.Lane)})
	case DW_OP_LLVM_push_lane:
		ev.laneOps = true
		ws := ev.ctx.WaveSize
		if ws != 0 && (ev.ctx.Lane < 0 || ev.ctx.Lane >= ws) {
			return fmt.Errorf("lane %d is outside the wave of %d", ev.ctx.Lane, ws)
		}
		return ev.pushVal(uint64(ev.ctx.Lane), BaseType{})
	case DW_OP_LLVM_offset, DW_OP_LLVM_offset_uconst, DW_OP_LLVM_bit_offset:
		var d uint64
		if sub == DW_OP_LLVM_offset_uconst {
			d = b.uleb()
			if b.err != "" {
				return nil
			}
		} else {
			v, err := ev.popVal()
			if err != nil {
				return err
			}
			d = v.val
		}
		bits := int64(d)
		if sub != DW_OP_LLVM_bit_offset {
			bits = int64(d) * 8
			if int64(d) > math.MaxInt64/8 || int64(d) < math.MinInt64/8 {
				return errors.New("offset overflows")
			}
		}
		l, err := ev.popLoc()
		if err != nil {
			return err
		}
		l, err = l.addBits(bits)
		if err != nil {
			return err
		}
		ev.laneOps = true
		return ev.push(entry{isLoc: true, loc: l})
	case DW_OP_LLVM_call_frame_entry_reg:
		r := b.uleb()
		if b.err != "" {
			return nil
		}
		if ev.ctx.EntryRegs == nil {
			return errors.New("entry registers are not available")
		}
		l := RegisterAt(r)
		l.Entry = true
		return ev.push(entry{isLoc: true, loc: l})
	case DW_OP_LLVM_undefined:
		return ev.push(entry{isLoc: true, loc: Undefined()})
	case DW_OP_LLVM_aspace_bregx:
		r := b.uleb()
		off := b.sleb()
		if b.err != "" {
			return nil
		}
		as, err := ev.popVal()
		if err != nil {
			return err
		}
		v, err := ev.readReg(r, BaseType{})
		if err != nil {
			return err
		}
		return ev.push(entry{isLoc: true, loc: MemoryAt(AddrSpace(as.val), v+uint64(off), ev.ctx.Lane)})
	case DW_OP_LLVM_piece_end:
		n := len(ev.stack)
		if n == 0 || !ev.stack[n-1].incomplete {
			return errors.New("no incomplete composite to end")
		}
		ev.stack[n-1].incomplete = false
		return nil
	case DW_OP_LLVM_extend:
		s := b.uleb()
		c := b.uleb()
		if b.err != "" {
			return nil
		}
		if s == 0 || c == 0 || c > maxPieces || s > MaxReadBytes*8 {
			return fmt.Errorf("extend to %d parts of %d bits", c, s)
		}
		pl, err := ev.popLoc()
		if err != nil {
			return err
		}
		ps := make([]Piece, c)
		for i := range ps {
			ps[i] = Piece{Loc: pl, BitSize: s}
		}
		ev.laneOps = true
		return ev.push(entry{isLoc: true, loc: Location{Kind: LocComposite, Pieces: ps}})
	case DW_OP_LLVM_select_bit_piece:
		s := b.uleb()
		c := b.uleb()
		if b.err != "" {
			return nil
		}
		if s == 0 || c == 0 || c > 64 || s > MaxReadBytes*8 {
			return fmt.Errorf("select of %d parts of %d bits", c, s)
		}
		m, err := ev.popVal()
		if err != nil {
			return err
		}
		if m.typ.Size != 0 && uint64(m.typ.Size)*8 < c {
			return fmt.Errorf("mask of %d bits selects %d parts", m.typ.Size*8, c)
		}
		l1, err := ev.popLoc()
		if err != nil {
			return err
		}
		l0, err := ev.popLoc()
		if err != nil {
			return err
		}
		ps := make([]Piece, c)
		for i := range ps {
			src := l0
			if m.val>>uint(i)&1 != 0 {
				src = l1
			}
			pl, err := src.addBits(int64(uint64(i) * s))
			if err != nil {
				return err
			}
			ps[i] = Piece{Loc: pl, BitSize: s}
		}
		ev.laneOps = true
		return ev.push(entry{isLoc: true, loc: Location{Kind: LocComposite, Pieces: ps}})
	}
	return fmt.Errorf("unknown DW_OP_LLVM_user sub-operation 0x%x", sub)
}
