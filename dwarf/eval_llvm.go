package dwarf

import (
	"errors"
	"fmt"
	"math"
)

// Composite locations (DW_OP_piece, DW_OP_bit_piece) and AMD's
// DW_OP_LLVM_* operations ("DWARF Extensions For Heterogeneous Debugging").

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
