package exec

import "github.com/gcndbg/gcndbg/isa"

// VALU operations specialised to their operands when NewProgram decodes
// them (specialisers): operand kinds looked at once, the lane kernel
// called directly. Each defers to the general semantics fn when the fast
// paths are off or VGPRs are indexed (fast_lanes_test.go compares the
// two).

// vSrc is a 32-bit vector source of a specialised instruction: VGPR r
// (its offset in the register file), constant lanes c, or SGPR r
// broadcast (sgpr).
type vSrc struct {
	r    int
	c    *[64]uint32
	sgpr bool
}

// vSrcOf returns source i of d as a vSrc, or false for another kind.
func vSrcOf(d *instr, i int) (vSrc, bool) {
	o := &d.src[i]
	switch {
	case o.kind == isa.KindVGPR:
		return vSrc{r: o.reg * 64}, true
	case d.splat[i] != nil:
		return vSrc{c: d.splat[i]}, true
	case o.kind == isa.KindSGPR:
		return vSrc{r: o.reg, sgpr: true}, true
	}
	return vSrc{}, false
}

// broadcastSGPR is broadcastK of SGPR r into w.tmp[i], returning it
// (broadcastK spelled out: it did not inline, and its call was a third
// level of calls for every SGPR source).
//
//go:noinline
func (w *Wave) broadcastSGPR(r, i int) *[64]uint32 {
	buf := &w.tmp[i]
	if w.wave32() {
		laneBroadcast32(buf, w.SGPR[r])
	} else {
		laneBroadcast(buf, w.SGPR[r])
	}
	return buf
}

// Where a specialised instruction's lane mask goes (or comes from).
const (
	maskNone = iota // GFX10+ null, or no carry
	maskVCC         // VCC (VCC_LO in wave32)
	maskSGPR        // an SGPR (pair in wave64)
)

// maskOperand classifies a scalar mask operand (sdst or a carry-in), or
// reports false for one a specialisation does not take.
func maskOperand(o *opnd) (int, bool) {
	switch {
	case o.kind == isa.KindSGPR:
		return maskSGPR, true
	case o.kind == isa.KindSpecial && (o.reg == isa.EncVCCLo):
		return maskVCC, true
	case o.kind == isa.KindSpecial && o.reg == isa.EncNull:
		return maskNone, true
	}
	return 0, false
}

// addSubSpecial returns vaddsub (sub, rev, withCarry) specialised to
// instruction d when there is no clamp or modifier, S0 and S1 are VGPRs,
// constants or SGPRs, and the carry-out and carry-in are VCC, an SGPR or
// none, or nil.
func addSubSpecial(d *instr, sub, rev, withCarry bool, fn semFn) semFn {
	if d.vdst.kind != isa.KindVGPR || d.clamp || d.omod != 0 || d.mods != [3]uint8{} || hasHalves(&d.in) {
		return nil
	}
	a, ok := vSrcOf(d, 0)
	b, ok2 := vSrcOf(d, 1)
	if !ok || !ok2 {
		return nil
	}
	out := maskNone
	switch {
	case d.sdst.present():
		if out, ok = maskOperand(&d.sdst); !ok {
			return nil
		}
	case d.implicitVCCDst:
		out = maskVCC
	}
	in := maskNone
	if withCarry {
		in = maskVCC
		if d.src[2].present() {
			if in, ok = maskOperand(&d.src[2]); !ok || in == maskNone {
				return nil
			}
		}
	}
	dr, sdst, cin := d.vdst.reg*64, d.sdst.reg, d.src[2].reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.Mode&ModeGPRIdxEn != 0 {
			return fn(w, d)
		}
		// The sources' lanes (spelled out: a method does not inline).
		x, y := a.c, b.c
		if x == nil {
			if a.sgpr {
				x = w.broadcastSGPR(a.r, 0)
			} else {
				x = (*[64]uint32)(w.VGPR[a.r:])
			}
		}
		if y == nil {
			if b.sgpr {
				y = w.broadcastSGPR(b.r, 1)
			} else {
				y = (*[64]uint32)(w.VGPR[b.r:])
			}
		}
		if rev {
			x, y = y, x
		}
		dst, exec := (*[64]uint32)(w.VGPR[dr:dr+64]), w.EXEC
		if out == maskNone && !withCarry {
			if sub {
				laneSub(dst, x, y, exec)
			} else {
				laneAdd(dst, x, y, exec)
			}
			return nil
		}
		var c uint64
		switch in {
		case maskVCC:
			c = w.vccMask()
		case maskSGPR:
			c = uint64(w.SGPR[cin])
			if !w.wave32() {
				c |= uint64(w.SGPR[cin+1]) << 32
			}
		}
		if sub {
			c = laneSubb(dst, x, y, c, exec)
		} else {
			c = laneAddc(dst, x, y, c, exec)
		}
		c &= exec
		switch out {
		case maskVCC:
			w.setVCCMask(c)
		case maskSGPR:
			w.SGPR[sdst] = uint32(c)
			if !w.wave32() {
				w.SGPR[sdst+1] = uint32(c >> 32)
			}
		}
		return nil
	}
}

// madU64Special returns v_mad_u64_u32 ({D1, D0} = S0 * S1 + S2) specialised
// to instruction d when S0 and S1 are VGPRs, constants or SGPRs, S2 a VGPR
// pair or a constant and the carry-out VCC, an SGPR (pair) or none, or
// nil. It runs laneMadU64 (AVX-512), deferring to fn where that cannot
// run.
func madU64Special(d *instr, fn semFn) semFn {
	if d.vdst.kind != isa.KindVGPR || d.clamp || d.omod != 0 || d.mods != [3]uint8{} || hasHalves(&d.in) {
		return nil
	}
	a, ok := vSrcOf(d, 0)
	b, ok2 := vSrcOf(d, 1)
	if !ok || !ok2 {
		return nil
	}
	cr, clo, chi := d.src[2].reg*64, d.splat[2], d.splatHi[2]
	if d.src[2].kind != isa.KindVGPR && (clo == nil || chi == nil) {
		return nil
	}
	out := maskNone
	if d.sdst.present() {
		if out, ok = maskOperand(&d.sdst); !ok {
			return nil
		}
	}
	dr, sdst := d.vdst.reg*64, d.sdst.reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.Mode&ModeGPRIdxEn != 0 || !laneMadU64OK() {
			return fn(w, d)
		}
		x, y := a.c, b.c
		if x == nil {
			if a.sgpr {
				x = w.broadcastSGPR(a.r, 0)
			} else {
				x = (*[64]uint32)(w.VGPR[a.r:])
			}
		}
		if y == nil {
			if b.sgpr {
				y = w.broadcastSGPR(b.r, 1)
			} else {
				y = (*[64]uint32)(w.VGPR[b.r:])
			}
		}
		cl, ch := clo, chi
		if cl == nil {
			cl, ch = (*[64]uint32)(w.VGPR[cr:]), (*[64]uint32)(w.VGPR[cr+64:])
		}
		exec := w.EXEC
		c := laneMadU64((*[64]uint32)(w.VGPR[dr:]), (*[64]uint32)(w.VGPR[dr+64:]), x, y, cl, ch, exec) & exec
		switch out {
		case maskVCC:
			w.setVCCMask(c)
		case maskSGPR:
			w.SGPR[sdst] = uint32(c)
			if !w.wave32() {
				w.SGPR[sdst+1] = uint32(c >> 32)
			}
		}
		return nil
	}
}

func init() {
	for _, o := range []struct {
		op                  isa.Op
		sub, rev, withCarry bool
	}{
		{isa.OpV_ADD_CO_U32, false, false, false},
		{isa.OpV_SUB_CO_U32, true, false, false},
		{isa.OpV_SUBREV_CO_U32, true, true, false},
		{isa.OpV_ADDC_U32, false, false, true},
		{isa.OpV_ADDC_CO_U32, false, false, true},
		{isa.OpV_SUBB_U32, true, false, true},
		{isa.OpV_SUBB_CO_U32, true, false, true},
		{isa.OpV_SUBBREV_U32, true, true, true},
		{isa.OpV_SUBBREV_CO_U32, true, true, true},
	} {
		specialisers[o.op] = func(d *instr, fn semFn) semFn { return addSubSpecial(d, o.sub, o.rev, o.withCarry, fn) }
	}
	specialisers[isa.OpV_MAD_U64_U32] = madU64Special
}
