package exec

import (
	"math/bits"
	"sync"

	"github.com/gcndbg/gcndbg/isa"
)

// Fast paths through the lane kernels (lanes_amd64.s): whole-wave VALU
// operations for any EXEC mask, eight (AVX2) or sixteen (AVX-512) lanes an
// instruction. They take over from the general semantics only where the
// results are bit-identical (fast_lanes_test.go and fast_paths_test.go
// compare the two) and only when haveLaneKernels; fastPathsOff turns them
// off like the other fast paths.

// useLaneKernels reports whether the lane kernels run.
func useLaneKernels() bool { return haveLaneKernels && !fastPathsOff }

// splatOf returns the 64 lanes a constant source reads as (vsrc's
// broadcast of it) and, for a 64-bit constant, the lanes of its high half
// (vsrcHi's), made when the instruction is decoded; nil for registers.
// Splats are read-only and shared by value (splats), so a large program
// holds one per distinct constant.
func splatOf(o *opnd) (lo, hi *[64]uint32) {
	switch o.kind {
	case isa.KindInline, isa.KindLiteral, isa.KindImm:
		lo = splats.of(uint32(o.imm))
		if o.width == 2 {
			hi = splats.of(uint32(o.imm >> 32))
		}
	}
	return lo, hi
}

// splats interns the lanes of constants (programs decode on any goroutine).
var splats = splatTable{m: map[uint32]*[64]uint32{}}

type splatTable struct {
	mu sync.Mutex
	m  map[uint32]*[64]uint32
}

func (t *splatTable) of(v uint32) *[64]uint32 {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.m[v]
	if s == nil {
		s = new([64]uint32)
		for l := range s {
			s[l] = v
		}
		t.m[v] = s
	}
	return s
}

// vsrcK is vsrc of source i for the lane kernels, which only read their
// sources: a constant's lanes come from its splat instead of a broadcast.
// (VGPRs and splats inline, the rest in vsrcKOther.)
func (w *Wave) vsrcK(d *instr, i int, buf *[64]uint32) *[64]uint32 {
	o := &d.src[i]
	if o.kind == isa.KindVGPR {
		return (*[64]uint32)(w.VGPR[o.reg*64:])
	}
	if s := d.splat[i]; s != nil {
		return s
	}
	return w.vsrcKOther(o, buf)
}

func (w *Wave) vsrcKOther(o *opnd, buf *[64]uint32) *[64]uint32 {
	return (*[64]uint32)(w.vsrc(o, buf))
}

// broadcastK is laneBroadcast of the wave's lanes: a wave32 writes lanes
// 0-31 of buf only, the lanes the kernels read for it (they stop after the
// last 16-lane chunk holding an EXEC bit).
func (w *Wave) broadcastK(buf *[64]uint32, v uint32) {
	if w.wave32() {
		laneBroadcast32(buf, v)
		return
	}
	laneBroadcast(buf, v)
}

// src2K is vsrcK of the first two sources in one call. The two are
// spelled out: a loop over them was 6% slower on collatz.
func (w *Wave) src2K(d *instr) (a, b *[64]uint32) {
	x, y := &d.src[0], &d.src[1]
	switch {
	case x.kind == isa.KindVGPR:
		a = (*[64]uint32)(w.VGPR[x.reg*64 : x.reg*64+64])
	case d.splat[0] != nil:
		a = d.splat[0]
	case x.kind == isa.KindSGPR:
		w.broadcastK(&w.tmp[0], w.SGPR[x.reg])
		a = &w.tmp[0]
	default:
		a = w.vsrcKOther(x, &w.tmp[0])
	}
	switch {
	case y.kind == isa.KindVGPR:
		b = (*[64]uint32)(w.VGPR[y.reg*64 : y.reg*64+64])
	case d.splat[1] != nil:
		b = d.splat[1]
	case y.kind == isa.KindSGPR:
		w.broadcastK(&w.tmp[1], w.SGPR[y.reg])
		b = &w.tmp[1]
	default:
		b = w.vsrcKOther(y, &w.tmp[1])
	}
	return a, b
}

// vsrc64K is vsrc64 of source i for the lane kernels, with vsrcK's splats.
func (w *Wave) vsrc64K(d *instr, i int, lo, hi *[64]uint32) (*[64]uint32, *[64]uint32) {
	o := &d.src[i]
	switch o.kind {
	case isa.KindVGPR:
		return (*[64]uint32)(w.VGPR[o.reg*64 : o.reg*64+64]), (*[64]uint32)(w.VGPR[o.reg*64+64 : o.reg*64+128])
	case isa.KindInline, isa.KindLiteral, isa.KindImm:
		if d.splatHi[i] != nil {
			return d.splat[i], d.splatHi[i]
		}
	}
	l, h := w.vsrc64(o, lo, hi)
	return (*[64]uint32)(l), (*[64]uint32)(h)
}

// vdstK returns the lanes of a 32-bit destination.
func (w *Wave) vdstK(o *opnd) *[64]uint32 { return (*[64]uint32)(w.vdstLanes(o, 0)) }

// binOp names a lane kernel D = S0 op S1 on the lanes set in exec. The
// kernels are called directly (run, binSpecial's switch): through a func
// value an assembly function goes through Go's ABI wrapper, one more call
// and a stack frame per instruction.
type binOp uint8

const (
	binAnd binOp = iota
	binOr
	binXor
	binLshlrev
	binLshrrev
	binAshrrev
	binMulLo
	binMinU32
	binMaxU32
	binMinI32
	binMaxI32
	binAdd
	binSub
	binSubrev // D = S1 - S0
)

// run runs kernel op.
func (op binOp) run(dst, a, b *[64]uint32, exec uint64) {
	switch op {
	case binAnd:
		laneAnd(dst, a, b, exec)
	case binOr:
		laneOr(dst, a, b, exec)
	case binXor:
		laneXor(dst, a, b, exec)
	case binLshlrev:
		laneLshlrev(dst, a, b, exec)
	case binLshrrev:
		laneLshrrev(dst, a, b, exec)
	case binAshrrev:
		laneAshrrev(dst, a, b, exec)
	case binMulLo:
		laneMulLo(dst, a, b, exec)
	case binMinU32:
		laneMinU32(dst, a, b, exec)
	case binMaxU32:
		laneMaxU32(dst, a, b, exec)
	case binMinI32:
		laneMinI32(dst, a, b, exec)
	case binMaxI32:
		laneMaxI32(dst, a, b, exec)
	case binAdd:
		laneAdd(dst, a, b, exec)
	case binSub:
		laneSub(dst, a, b, exec)
	default:
		laneSub(dst, b, a, exec)
	}
}

// vop2K is vop2(general) that runs kernel k when the lane kernels do, and
// the every-lane loop lanes (nil: none) when they do not and every lane is
// active.
func vop2K(general func(a, b uint32) uint32, lanes func(dst, a, b []uint32), k binOp) semFn {
	slow := vop2(general)
	return func(w *Wave, d *instr) error {
		if useLaneKernels() {
			a, b := w.src2K(d)
			k.run(w.vdstK(&d.vdst), a, b, w.EXEC)
			return nil
		}
		if lanes == nil || fastPathsOff || w.EXEC != allLanes {
			return slow(w, d)
		}
		lanes(w.vdstLanes(&d.vdst, 0), w.vsrc(&d.src[0], &w.tmp[0]), w.vsrc(&d.src[1], &w.tmp[1]))
		return nil
	}
}

// binSpecial returns fn for instruction d specialised to its operands
// when they are plain (S0 a VGPR, a constant or an SGPR, S1 and D VGPRs,
// no carry), or nil. The specialised form reads registers by index
// without looking at operand kinds and calls the kernel directly (the
// switch is on a constant of the closure, a jump the CPU predicts); it
// defers to fn when the fast paths are off or VGPRs are indexed
// (s_set_gpr_idx_on).
func binSpecial(d *instr, op binOp, fn semFn) semFn {
	if d.src[1].kind != isa.KindVGPR || d.vdst.kind != isa.KindVGPR || d.mods != [3]uint8{} || d.clamp || d.omod != 0 ||
		d.sdst.present() || d.implicitVCCDst || d.implicitVCCSrc || hasHalves(&d.in) {
		return nil // hasHalves: true16 v_and_b16 and the like run in t16Wrap
	}
	const (
		fromVGPR = iota
		fromConst
		fromSGPR
	)
	from := fromVGPR
	switch {
	case d.src[0].kind == isa.KindVGPR:
	case d.splat[0] != nil:
		from = fromConst
	case d.src[0].kind == isa.KindSGPR:
		from = fromSGPR
	default:
		return nil
	}
	dr, r0, r1, c := d.vdst.reg*64, d.src[0].reg, d.src[1].reg*64, d.splat[0]
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.Mode&ModeGPRIdxEn != 0 {
			return fn(w, d)
		}
		v := w.VGPR
		a := c
		switch from {
		case fromVGPR:
			a = (*[64]uint32)(v[r0*64 : r0*64+64])
		case fromSGPR:
			a = &w.tmp[0]
			w.broadcastK(a, w.SGPR[r0])
		}
		dst, b, exec := (*[64]uint32)(v[dr:dr+64]), (*[64]uint32)(v[r1:r1+64]), w.EXEC
		// The kernels compiled loops run most, called from here; the
		// rest through op.run, one call more (op.run does not inline).
		switch op {
		case binAnd:
			laneAnd(dst, a, b, exec)
		case binOr:
			laneOr(dst, a, b, exec)
		case binXor:
			laneXor(dst, a, b, exec)
		case binLshlrev:
			laneLshlrev(dst, a, b, exec)
		case binLshrrev:
			laneLshrrev(dst, a, b, exec)
		case binAshrrev:
			laneAshrrev(dst, a, b, exec)
		case binAdd:
			laneAdd(dst, a, b, exec)
		case binSub:
			laneSub(dst, a, b, exec)
		default:
			op.run(dst, a, b, exec)
		}
		return nil
	}
}

// specialisers make an operation's semantics for one instruction from
// its resolved operands and general semantics fn, or return nil (fn
// serves). NewProgram applies them when the lane kernels can run.
var specialisers = map[isa.Op]func(d *instr, fn semFn) semFn{}

// registerBinSpecial registers binSpecial for operations run by kernel op.
func registerBinSpecial(m map[isa.Op]binOp) {
	for o, op := range m {
		specialisers[o] = func(d *instr, fn semFn) semFn { return binSpecial(d, op, fn) }
	}
}

// vcmp32K is a 32-bit integer compare through the lane kernels; it reports
// false (doing nothing) when they do not run.
func vcmp32K(w *Wave, d *instr, signed bool, cond uint8, x bool) bool {
	if !useLaneKernels() {
		return false
	}
	a, b := w.src2K(d)
	var m uint64
	switch cond {
	case 0:
	case outEQ:
		m = laneEq(a, b, w.EXEC)
	case outLT | outGT:
		m = ^laneEq(a, b, w.EXEC)
	case outLT, outGT | outEQ:
		// b > a, or a >= b = !(b > a).
		if signed {
			m = laneGtI32(b, a, w.EXEC)
		} else {
			m = laneGtU32(b, a, w.EXEC)
		}
		if cond != outLT {
			m = ^m
		}
	case outGT, outLT | outEQ:
		if signed {
			m = laneGtI32(a, b, w.EXEC)
		} else {
			m = laneGtU32(a, b, w.EXEC)
		}
		if cond != outGT {
			m = ^m
		}
	default:
		m = allLanes
	}
	w.writeCompare(d, m, x)
	return true
}

// cmpSpecial returns fn (a 32-bit integer compare) specialised to
// instruction d when its operands are plain (S0 a VGPR or a constant, S1 a
// VGPR, the mask to VCC, an SGPR (pair) or, for GFX10+ v_cmpx, EXEC
// alone), or nil: the kernel, the order of its sources and whether to
// negate its mask are chosen once, and the kernel is called directly
// (binOp's note).
func cmpSpecial(d *instr, signed bool, cond uint8, x bool, fn semFn) semFn {
	if d.src[1].kind != isa.KindVGPR || d.mods != [3]uint8{} || d.src[0].kind != isa.KindVGPR && d.splat[0] == nil || hasHalves(&d.in) {
		return nil
	}
	const (
		toVCC = iota
		toSGPR
		toExec // GFX10+ v_cmpx: EXEC alone (resolveRDNA)
	)
	to, sdst := toVCC, d.sdst.reg
	switch {
	case d.sdst.kind == isa.KindSGPR:
		to = toSGPR
	case x && d.sdst.kind == isa.KindSpecial && d.sdst.reg == isa.EncExecLo:
		to = toExec
	case d.sdst.present() && !(d.sdst.kind == isa.KindSpecial && d.sdst.reg == isa.EncVCCLo):
		return nil // another special destination: the general path
	}
	const (
		kEq = iota
		kGtU
		kGtI
	)
	k := kGtU
	if signed {
		k = kGtI
	}
	var neg uint64 // all ones: negate the kernel's mask
	swap := false
	switch cond {
	case outEQ:
		k = kEq
	case outLT | outGT:
		k, neg = kEq, ^uint64(0)
	case outLT:
		swap = true
	case outGT:
	case outLT | outEQ:
		neg = ^uint64(0)
	case outGT | outEQ:
		swap, neg = true, ^uint64(0)
	default:
		return nil // f, t: rare
	}
	r0, r1, splat := d.src[0].reg*64, d.src[1].reg*64, d.splat[0]
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.Mode&ModeGPRIdxEn != 0 {
			return fn(w, d)
		}
		a, b := splat, (*[64]uint32)(w.VGPR[r1:r1+64])
		if a == nil {
			a = (*[64]uint32)(w.VGPR[r0 : r0+64])
		}
		if swap {
			a, b = b, a
		}
		exec := w.EXEC
		var m uint64
		switch k {
		case kEq:
			m = laneEq(a, b, exec)
		case kGtU:
			m = laneGtU32(a, b, exec)
		default:
			m = laneGtI32(a, b, exec)
		}
		m = (m ^ neg) & exec
		switch to {
		case toExec:
			w.EXEC = m
			return nil
		case toVCC:
			w.setVCCMask(m)
		case toSGPR:
			if w.wave32() {
				w.SGPR[sdst] = uint32(m)
			} else {
				w.SGPR[sdst], w.SGPR[sdst+1] = uint32(m), uint32(m>>32)
			}
		}
		if x {
			w.EXEC = m
		}
		return nil
	}
}

// addSubK is vaddsub's work through the lane kernels when there is no
// clamp; it reports false (doing nothing) otherwise.
func addSubK(w *Wave, d *instr, sub, rev, withCarry bool) bool {
	if !useLaneKernels() || d.clamp {
		return false
	}
	var cin uint64
	if withCarry {
		cin = w.carryIn(d)
	}
	a, b := w.src2K(d)
	if rev {
		a, b = b, a
	}
	dst := w.vdstK(&d.vdst)
	writeCarry := d.sdst.present() || d.implicitVCCDst
	if !writeCarry && !withCarry {
		if sub {
			laneSub(dst, a, b, w.EXEC)
		} else {
			laneAdd(dst, a, b, w.EXEC)
		}
		return true
	}
	var cout uint64
	if sub {
		cout = laneSubb(dst, a, b, cin, w.EXEC)
	} else {
		cout = laneAddc(dst, a, b, cin, w.EXEC)
	}
	if writeCarry {
		w.setCarryOut(d, cout)
	}
	return true
}

// f32Op names an f32 lane kernel (D = S0 op S1, or S0 * S1 + S2) on the
// lanes set in exec; the kernels leave lanes whose result is a NaN
// unwritten and return them.
type f32Op uint8

const (
	f32Add f32Op = iota
	f32Sub
	f32Mul
	f32Fma
	f32Mad
)

// f32K is general (an f32 operation of two or three sources) that runs
// kernel k in the plain case: no source or output modifiers, round to
// nearest even, f32 denormals kept (IEEE arithmetic as the host does it).
// acc takes the third source from the destination (v_fmac, v_mac); rev
// swaps the first two (v_subrev). NaN results, whose payload rules differ
// from the host's, go through general on their lanes only. The kernel is
// called directly (binOp's note).
func f32K(general semFn, k f32Op, acc, rev bool) semFn {
	return func(w *Wave, d *instr) error {
		m := modeF32(w.Mode)
		if !useLaneKernels() || d.mods != [3]uint8{} || d.clamp || d.omod != 0 ||
			m.round != RoundNearestEven || m.denorm != DenormFlushNone {
			return general(w, d)
		}
		a, b := w.src2K(d)
		if rev {
			a, b = b, a
		}
		dst := w.vdstK(&d.vdst)
		c := &zeroLanes
		switch {
		case acc:
			c = dst
		case d.src[2].present():
			c = w.vsrcK(d, 2, &w.tmp[2])
		}
		exec := w.EXEC
		var nan uint64
		switch k {
		case f32Add:
			nan = laneAddF32(dst, a, b, c, exec)
		case f32Sub:
			nan = laneSubF32(dst, a, b, c, exec)
		case f32Mul:
			nan = laneMulF32(dst, a, b, c, exec)
		case f32Fma:
			nan = laneFmaF32(dst, a, b, c, exec)
		default:
			nan = laneMadF32(dst, a, b, c, exec)
		}
		if nan &= exec; nan == 0 {
			return nil
		}
		w.EXEC = nan
		err := general(w, d)
		w.EXEC = exec
		return err
	}
}

// madU64K is v_mad_u64_u32 ({D1, D0} = S0 * S1 + S2, carry-out to sdst)
// on the active lanes, without vmad64's call per lane; it reports false
// (doing nothing) when the fast paths are off.
func madU64K(w *Wave, d *instr) bool {
	if fastPathsOff {
		return false
	}
	a, b := w.vsrcK(d, 0, &w.tmp[0]), w.vsrcK(d, 1, &w.tmp[1])
	cl, ch := w.vsrc64K(d, 2, &w.tmp[2], &w.tmp[3])
	dlo, dhi := w.vdstK(&d.vdst), (*[64]uint32)(w.vdstLanes(&d.vdst, 1))
	if laneMadU64OK() {
		cout := laneMadU64(dlo, dhi, a, b, cl, ch, w.EXEC)
		if d.sdst.present() {
			w.setCarryOut(d, cout)
		}
		return true
	}
	var cout uint64
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		r, co := bits.Add64(uint64(a[l])*uint64(b[l]), uint64(ch[l])<<32|uint64(cl[l]), 0)
		dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		cout |= co << uint(l)
	}
	if d.sdst.present() {
		w.setCarryOut(d, cout)
	}
	return true
}

// shift64K is general (v_lshlrev_b64 (k 0), v_lshrrev_b64 (1),
// v_ashrrev_i64 (2): D = S1 shifted by S0[5:0]) that runs its lane kernel,
// called directly (binOp's note), when the lane kernels run.
func shift64K(k uint8, general semFn) semFn {
	return func(w *Wave, d *instr) error {
		if !useLaneKernels() {
			return general(w, d)
		}
		cnt := w.vsrcK(d, 0, &w.tmp[0])
		lo, hi := w.vsrc64K(d, 1, &w.tmp[1], &w.tmp[2])
		dlo, dhi := w.vdstK(&d.vdst), (*[64]uint32)(w.vdstLanes(&d.vdst, 1))
		switch k {
		case 0:
			laneShl64(dlo, dhi, cnt, lo, hi, w.EXEC)
		case 1:
			laneShr64(dlo, dhi, cnt, lo, hi, w.EXEC)
		default:
			laneSar64(dlo, dhi, cnt, lo, hi, w.EXEC)
		}
		return nil
	}
}
