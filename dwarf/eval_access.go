package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Operations that read the wave: registers, the frame base, memory
// (DW_OP_deref*, DW_OP_xderef* with upstream clang's address-space idiom),
// typed base types and entry values.

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
	return ev.push(entry{val: base + uint64(off), fromFrame: true})
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
// address space of the address below rather than loading from it (N read by
// ClangIdiomAddrSpace). A value
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
			if addr.sub {
				return ev.push(subRegisterValue(addr, b, next))
			}
			as = ClangIdiomAddrSpace(asv.val, ev.ctx.SourceLanguage)
			a := addr.val
			sp := false
			if addr.fromReg != 0 {
				r := addr.fromReg - 1
				sp = r == RegSGPR0+32 || r == RegSGPR0+33
				if !sp && addr.regOff == 0 {
					return ev.push(entry{isLoc: true, loc: RegisterAt(r)})
				}
			}
			if (sp || addr.fromFrame) && as == DW_ASPACE_AMDGPU_generic {
				as = DW_ASPACE_AMDGPU_private_lane // HIP frame slots
			}
			if sp && as == DW_ASPACE_AMDGPU_private_lane && ev.ctx.StackScale > 1 {
				a = (a-uint64(addr.regOff))/ev.ctx.StackScale + uint64(addr.regOff)
			}
			return ev.push(entry{isLoc: true, loc: MemoryAt(as, a, ev.ctx.Lane)})
		}
	}
	if err := ev.push(entry{isLoc: true, loc: MemoryAt(as, addr.val, ev.ctx.Lane)}); err != nil {
		return err
	}
	return ev.deref(n, t, nil)
}

// subRegisterValue is the value of LLVM's sub-register idiom closing a
// location: "DW_OP_bregx R+0, DW_OP_lit<S>, DW_OP_shr, DW_OP_constu M,
// DW_OP_and" and the address-space idiom, as clang-22 describes a gfx11
// true16 value in a VGPR's high half (S = 16), often followed by
// "DW_OP_bit_piece N S" that still counts the bits from the register's
// bit 0. The value is implicit (the register's lane dword already read);
// when such a bit piece follows, it sits at bit S of the implicit value so
// that the piece picks it out.
func subRegisterValue(e entry, b *buf, next int) entry {
	v := e.val
	if next == DW_OP_bit_piece {
		peek := &buf{data: b.data, off: b.off + 1}
		peek.uleb()
		if o := peek.uleb(); peek.err == "" && o == e.subShift && o < 64 {
			v <<= o
		}
	}
	var raw [8]byte
	binary.LittleEndian.PutUint64(raw[:], v)
	return entry{isLoc: true, loc: Location{Kind: LocImplicit, Value: raw[:]}}
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
