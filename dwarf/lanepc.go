package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// LanePC is the logical program location of one lane.
type LanePC struct {
	PC uint64
	// Defined is false when the location is undefined: the lane was not
	// active on entry to the subprogram (DW_OP_LLVM_undefined parts).
	Defined bool
}

// HasLanePC reports whether the scope (a subprogram or inlined subroutine)
// carries DW_AT_LLVM_lane_pc.
func (s *Scope) HasLanePC() bool {
	_, ok := s.data.locAttr(s.die, DW_AT_LLVM_lane_pc)
	return ok
}

// LanePCs evaluates DW_AT_LLVM_lane_pc of the scope at pc: a location of
// wave-size 64-bit program locations, lane 0 first. ctx supplies the wave's
// registers and memory and its WaveSize.
func (s *Scope) LanePCs(pc uint64, ctx Context) ([]LanePC, error) {
	l, ok := s.data.locAttr(s.die, DW_AT_LLVM_lane_pc)
	if !ok {
		return nil, fmt.Errorf("dwarf: %s has no DW_AT_LLVM_lane_pc", s.Name)
	}
	e, err := s.data.exprAt(l, pc)
	if err != nil {
		return nil, err
	}
	c := s.Context(pc, ctx)
	loc, err := Evaluate(e, c)
	if err != nil {
		return nil, err
	}
	return LanePCsOf(loc, c)
}

// LanePCsOf reads the lane PCs from a DW_AT_LLVM_lane_pc location.
func LanePCsOf(loc Location, ctx *Context) ([]LanePC, error) {
	ws := ctx.WaveSize
	if ws != 32 && ws != 64 {
		return nil, fmt.Errorf("dwarf: wave size %d (want 32 or 64)", ws)
	}
	out := make([]LanePC, ws)
	for lane := range out {
		b, err := loc.ReadBits(ctx, uint64(lane)*64, 64)
		if errors.Is(err, ErrUndefined) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("dwarf: lane %d PC: %w", lane, err)
		}
		out[lane] = LanePC{PC: binary.LittleEndian.Uint64(b), Defined: true}
	}
	return out, nil
}

// ActiveLanes evaluates DW_AT_LLVM_active_lane of the scope at pc: the mask
// of lanes that are conceptually active (bit i for lane i). ok is false when
// the scope has no such attribute; then EXEC is the mask.
func (s *Scope) ActiveLanes(pc uint64, ctx Context) (mask uint64, ok bool, err error) {
	l, has := s.data.locAttr(s.die, DW_AT_LLVM_active_lane)
	if !has {
		return 0, false, nil
	}
	e, err := s.data.exprAt(l, pc)
	if err != nil {
		return 0, true, err
	}
	c := s.Context(pc, ctx)
	loc, err := Evaluate(e, c)
	if err != nil {
		return 0, true, err
	}
	m, err := ActiveLanesOf(loc, c)
	return m, true, err
}

// ActiveLanesOf reads a wave-size mask from a DW_AT_LLVM_active_lane
// location.
func ActiveLanesOf(loc Location, ctx *Context) (uint64, error) {
	ws := ctx.WaveSize
	if ws != 32 && ws != 64 {
		return 0, fmt.Errorf("dwarf: wave size %d (want 32 or 64)", ws)
	}
	b, err := loc.ReadBits(ctx, 0, uint64(ws))
	if err != nil {
		return 0, err
	}
	var v [8]byte
	copy(v[:], b)
	return binary.LittleEndian.Uint64(v[:]), nil
}
