package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Unwinding a wave's call frames with the rows of the CFI table.

// Frame is one call frame of a wave: its PC, canonical frame address, and
// its registers as seen by that frame.
type Frame struct {
	PC   uint64
	CFA  Location
	Regs Registers
}

// Unwind computes the caller of the frame whose registers are regs at pc.
// ctx supplies memory, the lane and the wave size. When the CFI gives no
// rule for the return address, the AMDGPU calling convention is assumed:
// the return address is in SGPR30:SGPR31 (s_swappc_b64 s[30:31]), which
// holds in a callee that has not yet spilled them.
func (fr *Frames) Unwind(pc uint64, regs Registers, ctx Context) (Frame, error) {
	row, err := fr.RowAt(pc)
	if err != nil {
		return Frame{}, err
	}
	ctx.Regs = regs
	cfa, err := row.cfa(&ctx)
	if err != nil {
		return Frame{}, err
	}
	caller := &callerRegs{row: row, regs: regs, cfa: cfa, ctx: ctx}
	ra, err := caller.ReadReg(row.ReturnAddr, ctx.Lane)
	if _, has := row.Regs[row.ReturnAddr]; !has {
		ra, err = readSGPRPair(regs, 30)
	}
	if err != nil {
		return Frame{}, fmt.Errorf("dwarf: return address of the frame at 0x%x: %w", pc, err)
	}
	var v [8]byte
	copy(v[:], ra)
	return Frame{PC: binary.LittleEndian.Uint64(v[:]), CFA: cfa, Regs: caller}, nil
}

// CFA computes the canonical frame address of the frame at pc whose
// registers are regs (for Context.CFA and DW_OP_call_frame_cfa).
func (fr *Frames) CFA(pc uint64, regs Registers, ctx Context) (Location, error) {
	row, err := fr.RowAt(pc)
	if err != nil {
		return Location{}, err
	}
	ctx.Regs = regs
	return row.cfa(&ctx)
}

func (row UnwindRow) cfa(ctx *Context) (Location, error) {
	switch {
	case row.CFA.Expr != nil:
		return Evaluate(row.CFA.Expr, ctx)
	case row.CFA.Reg != 0 || row.CFA.Offset != 0 || row.CFA.AddrSpace != 0:
		v, err := (&evaluator{ctx: ctx}).readReg(row.CFA.Reg, BaseType{})
		if err != nil {
			return Location{}, err
		}
		return MemoryAt(row.CFA.AddrSpace, v+uint64(row.CFA.Offset), ctx.Lane), nil
	}
	return Undefined(), nil
}

func readSGPRPair(regs Registers, first int) ([]byte, error) {
	lo, err := regs.ReadReg(RegSGPR0+uint64(first), 0)
	if err != nil {
		return nil, err
	}
	hi, err := regs.ReadReg(RegSGPR0+uint64(first+1), 0)
	if err != nil {
		return nil, err
	}
	if len(lo) < 4 || len(hi) < 4 {
		return nil, errors.New("short SGPR read")
	}
	return append(append([]byte(nil), lo[:4]...), hi[:4]...), nil
}

// callerRegs is the register set of a caller frame, computed from the
// callee's registers by the rules of a CFI row.
type callerRegs struct {
	row  UnwindRow
	regs Registers
	cfa  Location
	ctx  Context
}

func (c *callerRegs) ReadReg(reg uint64, lane int) ([]byte, error) {
	rule, ok := c.row.Regs[reg]
	if !ok {
		return c.regs.ReadReg(reg, lane)
	}
	r, err := DecodeReg(reg)
	if err != nil {
		return nil, err
	}
	bitOff, nbits := uint64(0), uint64(r.Bits)
	if r.IsVector() && lane != AllLanes {
		bitOff, nbits = uint64(lane)*32, 32
	}
	ctx := c.ctx
	ctx.Regs = c.regs
	switch rule.Kind {
	case RuleSameValue:
		return c.regs.ReadReg(reg, lane)
	case RuleUndefined:
		return nil, ErrUndefined
	case RuleRegister:
		return c.regs.ReadReg(rule.Reg, lane)
	case RuleOffset, RuleValOffset:
		loc, err := c.cfa.addBits(rule.Offset * 8)
		if err != nil {
			return nil, err
		}
		if rule.Kind == RuleValOffset {
			return uintBytes(loc.Addr, int(nbits/8)), nil
		}
		return loc.ReadBits(&ctx, bitOff, nbits)
	case RuleExpression, RuleValExpression:
		ctx.Initial = []Location{c.cfa}
		if rule.Kind == RuleValExpression {
			v, err := EvaluateValue(rule.Expr, &ctx)
			if err != nil {
				return nil, err
			}
			return uintBytes(v, int(nbits/8)), nil
		}
		ctx.StrictXDeref = true // CFI expressions are AMD's own, not clang idiom
		loc, err := Evaluate(rule.Expr, &ctx)
		if err != nil {
			return nil, err
		}
		return loc.ReadBits(&ctx, bitOff, nbits)
	}
	return nil, fmt.Errorf("dwarf: unknown register rule %d", rule.Kind)
}

func uintBytes(v uint64, n int) []byte {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	if n > 8 {
		n = 8
	}
	if n <= 0 {
		n = 8
	}
	return append([]byte(nil), b[:n]...)
}
