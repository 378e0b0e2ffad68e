package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
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
	// sub marks a value cut out of register fromReg-1 by "DW_OP_lit<S>,
	// DW_OP_shr" and/or "DW_OP_constu M, DW_OP_and" (LLVM's sub-register
	// extraction, e.g. a true16 VGPR's low or high half), subShift is S.
	sub       bool
	subShift  uint64
	fromFrame bool // computed by DW_OP_fbreg
}

type evaluator struct {
	ctx      *Context
	stack    []entry
	steps    int
	maxSteps int
	laneOps  bool // the expression selects lanes itself
}

// newEvaluator starts an evaluation in ctx (nil: an empty context) with the
// context's initial stack entries pushed.
func newEvaluator(ctx *Context) (*evaluator, *Context) {
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
	return ev, ctx
}

// Evaluate evaluates a DWARF expression as a location description
// (DW_AT_location, DW_AT_LLVM_lane_pc, CFI register rules ...). A value left
// on the stack is a memory address in the default address space, as DWARF
// specifies.
func Evaluate(expr []byte, ctx *Context) (Location, error) {
	ev, ctx := newEvaluator(ctx)
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
	ev, _ := newEvaluator(ctx)
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
