package exec

import (
	"errors"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// SALU operations specialised to their operands when NewProgram decodes
// them (specialisers): the shapes compiled loops and wave32 mask code run
// most, an SGPR or a constant read without looking at operand kinds and
// the operation chosen once. Each returns errGeneral when the fast paths
// are off, for the caller to run the general semantics (instr.general;
// fast_lanes_test.go compares the two): without a call of its own a
// specialisation is a leaf function, which Go gives no stack check.

// sSrc is a 32-bit SALU source: SGPR r, or the constant c when r < 0.
type sSrc struct {
	r int
	c uint32
}

// sSrcOf returns o as an sSrc, or false when it is neither an SGPR nor a
// constant.
func sSrcOf(o *opnd) (sSrc, bool) {
	switch o.kind {
	case isa.KindSGPR:
		return sSrc{r: o.reg}, true
	case isa.KindInline, isa.KindLiteral, isa.KindImm:
		return sSrc{r: -1, c: uint32(o.imm)}, true
	}
	return sSrc{}, false
}

// errGeneral is what a specialised semantics returns, having done
// nothing, when its instruction's general semantics must run instead
// (instr.general; the fast paths are off): Step and instr.call run it
// then. Returning it instead of calling fn keeps a SALU specialisation
// a leaf function, which Go gives no stack check and no frame to set up
// (7 x86 instructions of the ~35 of sop2b32Special's call).
var errGeneral = errors.New("exec: internal: the general semantics must run")

func (s sSrc) read(w *Wave) uint32 {
	if s.r >= 0 {
		return w.SGPR[s.r]
	}
	return s.c
}

// Arithmetic SOP2 operations specialised by sArithSpecial.
const (
	sAddU32 = iota // SCC: carry-out
	sAddI32        // SCC: signed overflow
	sSubU32        // SCC: borrow
	sSubI32        // SCC: signed overflow
)

// sArithSpecial returns s_add/s_sub (op) of instruction d specialised when
// its sources are SGPRs or constants and D an SGPR, or nil.
func sArithSpecial(d *instr, op int, _ semFn) semFn {
	a, ok := sSrcOf(&d.src[0])
	b, ok2 := sSrcOf(&d.src[1])
	if !ok || !ok2 || d.sdst.kind != isa.KindSGPR {
		return nil
	}
	k := d.sdst.reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		x, y := a.read(w), b.read(w)
		var s uint32
		switch op {
		case sAddU32:
			var c uint32
			s, c = bits.Add32(x, y, 0)
			w.SCC = c != 0
		case sAddI32:
			s = x + y
			w.SCC = addOverflows(x, y, s)
		case sSubU32:
			var c uint32
			s, c = bits.Sub32(x, y, 0)
			w.SCC = c != 0
		default:
			s = x - y
			w.SCC = (x^y)&(x^s)>>31 != 0
		}
		w.SGPR[k] = s
		return nil
	}
}

// scmpSpecial returns s_cmp_* (cond: outLT, outEQ, outGT bits, as the
// VALU compares; signed or not) of instruction d specialised when its
// sources are SGPRs or constants, or nil.
func scmpSpecial(d *instr, signed bool, cond uint8, _ semFn) semFn {
	a, ok := sSrcOf(&d.src[0])
	b, ok2 := sSrcOf(&d.src[1])
	if !ok || !ok2 {
		return nil
	}
	var flip uint32 // signed: compare with the sign bits flipped
	if signed {
		flip = 1 << 31
	}
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		x, y := a.read(w)^flip, b.read(w)^flip
		switch cond {
		case outEQ:
			w.SCC = x == y
		case outLT | outGT:
			w.SCC = x != y
		case outLT:
			w.SCC = x < y
		case outLT | outEQ:
			w.SCC = x <= y
		case outGT:
			w.SCC = x > y
		default:
			w.SCC = x >= y
		}
		return nil
	}
}

// scselectSpecial returns s_cselect_b32 of instruction d specialised when
// its sources are SGPRs or constants and D an SGPR, or nil.
func scselectSpecial(d *instr, _ semFn) semFn {
	a, ok := sSrcOf(&d.src[0])
	b, ok2 := sSrcOf(&d.src[1])
	if !ok || !ok2 || d.sdst.kind != isa.KindSGPR {
		return nil
	}
	k := d.sdst.reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		v := b
		if w.SCC {
			v = a
		}
		w.SGPR[k] = v.read(w)
		return nil
	}
}

// saveexec32Special returns a wave32 s_{and,or,xor,and_not1}_saveexec_b32
// (op as sop2b32Special's) of instruction d specialised when S0 is an
// SGPR or VCC_LO and D an SGPR, or nil.
func saveexec32Special(d *instr, op int, _ semFn) semFn {
	x := &d.src[0]
	fromVCC := x.kind == isa.KindSpecial && x.reg == isa.EncVCCLo
	if !fromVCC && x.kind != isa.KindSGPR || d.sdst.kind != isa.KindSGPR {
		return nil
	}
	i, k := x.reg, d.sdst.reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		var s uint32
		if fromVCC {
			s = uint32(w.VCC)
		} else {
			s = w.SGPR[i]
		}
		old := uint32(w.EXEC)
		switch op {
		case 0:
			s &= old
		case 1:
			s |= old
		case 2:
			s ^= old
		default:
			s &^= old
		}
		// s is within lanes 0-31, the lanes of a wave32 (LaneMask).
		w.EXEC = w.EXEC&^0xffff_ffff | uint64(s)
		w.SGPR[k] = old
		w.SCC = s != 0
		return nil
	}
}

func init() {
	for op, o := range []isa.Op{isa.OpS_ADD_U32, isa.OpS_ADD_I32, isa.OpS_SUB_U32, isa.OpS_SUB_I32} {
		specialisers[o] = func(d *instr, fn semFn) semFn { return sArithSpecial(d, op, fn) }
	}
	for _, c := range []struct {
		u, i isa.Op
		cond uint8
	}{
		{isa.OpS_CMP_EQ_U32, isa.OpS_CMP_EQ_I32, outEQ},
		{isa.OpS_CMP_LG_U32, isa.OpS_CMP_LG_I32, outLT | outGT},
		{isa.OpS_CMP_LT_U32, isa.OpS_CMP_LT_I32, outLT},
		{isa.OpS_CMP_LE_U32, isa.OpS_CMP_LE_I32, outLT | outEQ},
		{isa.OpS_CMP_GT_U32, isa.OpS_CMP_GT_I32, outGT},
		{isa.OpS_CMP_GE_U32, isa.OpS_CMP_GE_I32, outGT | outEQ},
	} {
		specialisers[c.u] = func(d *instr, fn semFn) semFn { return scmpSpecial(d, false, c.cond, fn) }
		specialisers[c.i] = func(d *instr, fn semFn) semFn { return scmpSpecial(d, true, c.cond, fn) }
	}
	specialisers[isa.OpS_CSELECT_B32] = scselectSpecial
	for op, names := range [][]string{{"s_and_saveexec_b32"}, {"s_or_saveexec_b32"}, {"s_xor_saveexec_b32"},
		{"s_andn2_saveexec_b32", "s_and_not1_saveexec_b32"}} {
		for _, n := range names {
			if o, ok := lookupOp(n); ok {
				specialisers[o] = func(d *instr, fn semFn) semFn { return saveexec32Special(d, op, fn) }
			}
		}
	}
}
