package exec

import (
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/isa"
)

// Checking (gcndbg run --check): a CheckHook sees every instruction of a
// wave before it runs, with the memory accesses it is about to make, and
// the events of the waves and workgroups (barrier releases, a wave's end,
// a workgroup's start and end). Checkers (memcheck, racecheck, ...) live
// in model/check and are built on it.
//
// Without a hook nothing changes: Step looks at Wave.Check once per call
// and runs its fast loop (straight-line stretches included) as before.
// With one, the instructions its CheckFilter does not want run in that
// loop too (a Run remembers the answers by pc); the others one at a time,
// each after its event.

// CheckHook receives the instructions and events of the waves whose Check
// it is. One hook serves the waves of one goroutine (a Run worker, or the
// debugger), so it needs no lock for per-wave or per-workgroup state; state
// it shares with other workers (global memory shadows, findings) is its own
// to guard.
type CheckHook interface {
	// Before is called before w runs the instruction of ev (w.PC is
	// ev.PC). Its Verdict may suppress lanes whose accesses are bad (the
	// instruction runs with them out of EXEC, which is then restored) or
	// skip the instruction; a non-nil error stops the wave there (Step
	// returns it, w.PC unchanged).
	Before(w *Wave, ev *InstEvent) (Verdict, error)
	// WaveEnd is called after w ran its s_endpgm.
	WaveEnd(w *Wave)
	// BarrierRelease is called when the waves of a workgroup waiting at
	// s_barrier are released (every wave that has not ended arrived).
	BarrierRelease(waves []*Wave)
	// WorkgroupStart is called with the waves of a workgroup before the
	// first instruction; WorkgroupEnd after the last wave ended.
	WorkgroupStart(waves []*Wave)
	WorkgroupEnd(waves []*Wave)
}

// CheckFilter is an optional method of a CheckHook: Wants reports whether
// the hook must see the instruction at pc (from its static facts only, so
// that the hook may cache the answer by pc). The instructions it does not
// want run as without a hook: no InstEvent, no Before. Run remembers the
// answers by pc (it asks once per instruction of the program and hook).
type CheckFilter interface {
	Wants(pc uint64, in *isa.Inst) bool
}

// Verdict is a CheckHook's decision about one instruction.
type Verdict struct {
	// Suppress holds the lanes that must not run the instruction (their
	// access would fault): they are taken out of EXEC for it, and keep
	// their old destination values.
	Suppress uint64
	// Skip makes the wave pass over the instruction without running it
	// (a scalar access that would fault).
	Skip bool
}

// InstEvent is one instruction a wave is about to run.
type InstEvent struct {
	// PC is the byte offset of the instruction in the Program.
	PC uint64
	// Inst is the decoded instruction: Op, Enc (Format, Flags, implicit
	// Uses/Defs), Operands (Enc.Operands[i].Out says which are written).
	Inst *isa.Inst

	w       *Wave
	d       *instr
	p       *Program
	acc     []Access
	accSet  bool
	span    Span
	spanSet uint8 // 0 not computed, 1 not a span, 2 span
}

// Accesses lists the memory accesses the instruction is about to make,
// lane by lane, as Debugger.Accesses does (computed once per event).
func (e *InstEvent) Accesses() []Access {
	if !e.accSet {
		e.acc, e.accSet = instAccesses(e.w, e.d, e.w.accBuf[:0]), true
		if cap(e.acc) > cap(e.w.accBuf) {
			e.w.accBuf = e.acc[:0] // grown (a nil answer keeps the buffer)
		}
	}
	return e.acc
}

// Text is the instruction in LLVM syntax.
func (e *InstEvent) Text() string { return e.d.freshText() }

// RegUse is a run of registers an instruction reads or writes explicitly.
type RegUse struct {
	Kind  isa.OperandKind // KindVGPR, KindAGPR, KindSGPR, KindTTMP or KindSpecial
	Reg   int             // first register (KindSpecial: the source encoding)
	Width int             // registers
	Write bool
	Name  string // the operand's LLVM name (vdst, src0, vaddr, data0, ...)
}

// Regs lists the explicit register operands of the instruction: its
// writes (the operands LLVM marks as outputs) and reads (the others, tied
// inputs such as vdst_in included). Implicit registers (VCC, EXEC, M0,
// SCC) are Inst.Enc.Uses and Inst.Enc.Defs. The list is computed once per
// instruction and shared: do not modify it.
func (e *InstEvent) Regs() []RegUse {
	var cache *atomic.Pointer[[]RegUse]
	if i := e.PC / 4; e.p != nil && i < uint64(len(e.p.regs)) && e.p.at(e.PC) == e.d {
		cache = &e.p.regs[i]
		if r := cache.Load(); r != nil {
			return *r
		}
	}
	in := e.Inst
	var out []RegUse
	for i := range in.Operands {
		o := &in.Operands[i]
		if !o.IsReg() || o.Reg == 0xffff {
			continue
		}
		w := i < len(in.Enc.Operands) && in.Enc.Operands[i].Out
		out = append(out, RegUse{Kind: o.Kind, Reg: int(o.Reg), Width: int(max(o.Width, 1)), Write: w, Name: o.Name})
	}
	if cache != nil {
		cache.Store(&out)
	}
	return out
}

// wantsCache is a runner's cache of its hook's CheckFilter answers, by
// pc/4 (wantUnknown, wantNo, wantYes): Step runs the refused instructions
// in straight stretches and shows the wanted ones without asking again.
// The hook serves the waves of one goroutine, so the cache needs no lock.
type wantsCache struct {
	hook CheckHook
	at   []uint8
	// run is, by pc/4, how many instructions from there on, along a
	// straight stretch, the hook refuses (refusedFrom; 0: not known).
	run []uint16
}

const (
	wantUnknown uint8 = iota
	wantNo
	wantYes
)

// newWantsCache is the cache for hook in p, nil when hook has no filter
// (or cannot be compared with the waves' hooks).
func newWantsCache(p *Program, hook CheckHook) *wantsCache {
	if _, ok := hook.(CheckFilter); !ok || !reflect.TypeOf(hook).Comparable() {
		return nil
	}
	return &wantsCache{hook: hook, at: make([]uint8, len(p.insts)+1), run: make([]uint16, len(p.insts)+1)}
}

// refusedFrom is how many instructions of the straight stretch from d,
// at pc (an instruction the filter refused), on the filter refuses one
// after the other (at least 1, at most d.straight): Step runs that many
// without looking at the hook. It asks the filter about the instructions
// of the stretch it has not seen yet (its answers are static facts, so
// asking before they run changes nothing), and remembers the length.
func (c *wantsCache) refusedFrom(pc uint64, d *instr, filter CheckFilter) uint64 {
	i := pc / 4
	if i >= uint64(len(c.run)) {
		return 1
	}
	if n := c.run[i]; n != 0 {
		return uint64(n)
	}
	n := uint16(1)
	for q, e := pc+uint64(d.size), d.next; n < d.straight && e != nil && q/4 < uint64(len(c.at)); q, e = q+uint64(e.size), e.next {
		a := c.at[q/4]
		if a == wantUnknown {
			a = wantNo
			if filter.Wants(q, &e.in) {
				a = wantYes
			}
			c.at[q/4] = a
		}
		if a != wantNo {
			break
		}
		n++
	}
	c.run[i] = n
	return uint64(n)
}

// stepEvent runs the instruction d at w's PC pc after showing it to the
// hook (Step's path for the instructions the hook wants); stop is set when
// the wave may not go on (it ended, waits at a barrier or halted).
func stepEvent(p *Program, w *Wave, d *instr, pc uint64, hook CheckHook) (stop bool, err error) {
	ev := &w.ev // not on the heap per instruction
	// Field by field: the rest (acc's buffer, span) is stale until
	// accSet/spanSet say otherwise.
	ev.PC, ev.Inst, ev.d, ev.accSet, ev.spanSet = pc, &d.in, d, false, 0
	if ev.w != w || ev.p != p {
		ev.w, ev.p = w, p
	}
	v, err := hook.Before(w, ev)
	if err != nil {
		return true, err
	}
	npc := pc + uint64(d.size)
	w.Steps++
	w.PC = npc
	if v.Skip || (v.Suppress != 0 && w.EXEC&^v.Suppress == 0 && !d.sopp) {
		return false, nil
	}
	exec := w.EXEC
	if v.Suppress != 0 {
		w.EXEC &^= v.Suppress
	}
	if d.valu {
		w.LaneOps += uint64(bits.OnesCount64(w.EXEC))
		if w.Mode&ModeGPRIdxEn != 0 {
			if d, err = gprIndexed(w, d); err != nil {
				w.PC, w.EXEC = pc, exec
				return true, newFault(w, p, pc, err)
			}
		}
	}
	err = d.call(w)
	if v.Suppress != 0 && w.EXEC == exec&^v.Suppress {
		w.EXEC = exec
	}
	if err != nil {
		w.PC = pc
		return true, newFault(w, p, pc, err)
	}
	if d.sopp && (w.Ended || w.AtBarrier || w.Halted) {
		if w.Ended {
			hook.WaveEnd(w)
		}
		return true, nil
	}
	return false, nil
}

// Scalar is the one access of a scalar memory load or store (SMEM) as
// Accesses lists it (Lane -1, Scalar), without the list; ok is false for
// any other instruction and for one that accesses nothing (an
// s_buffer_load wholly past its buffer's range).
func (e *InstEvent) Scalar() (a Access, ok bool) {
	d := e.d
	if d == nil || d.illegal || d.in.Enc == nil || !d.in.Enc.Format.Has(isa.FormatSMRD) || prefetchOps[d.op] {
		return Access{}, false
	}
	var buf [1]Access
	if acc := smemAccesses(e.w, d, buf[:0]); len(acc) == 1 {
		return acc[0], true
	}
	return Access{}, false
}

// smemAccesses lists the accesses of a scalar load or store: one Access
// (Lane -1, Scalar) for the dwords it reads or writes. An s_buffer_load's
// dwords beyond the buffer's range read 0 and are not accesses.
func smemAccesses(w *Wave, d *instr, out []Access) []Access {
	k := smemKind(d.op)
	if k == smemNone {
		return nil
	}
	buffer, store := k == smemBufferLoad, k == smemStore
	if d.sad.kind != isa.KindSGPR || d.sad.reg+d.sad.width > len(w.SGPR) || (buffer && d.sad.reg+4 > len(w.SGPR)) {
		return nil
	}
	dwords := uint64(max(d.sdst.width, 1))
	off := smemOffset(w, d)
	var base uint64
	limit := ^uint64(0)
	if buffer {
		var words [4]uint32
		copy(words[:], w.SGPR[d.sad.reg:d.sad.reg+4])
		r := DecodeBufferResourceFor(words, w.Env.Arch().Gen)
		base, limit = r.Base, r.NumRecords
	} else {
		base = w.sread64(&d.sad)
	}
	n := dwords
	if off >= limit {
		return nil
	}
	if limit != ^uint64(0) && (limit-off+3)/4 < n {
		n = (limit - off + 3) / 4
	}
	return append(out, Access{Lane: -1, Space: SpaceGlobal, Addr: (base + off) &^ 3, Size: uint32(4 * n), Write: store, Scalar: true})
}

// smemKinds classifies the scalar memory operations by name, once (a
// table by op: checkers ask for every scalar load).
type smemOpKind uint8

const (
	smemNone smemOpKind = iota
	smemLoad
	smemBufferLoad
	smemStore
)

var smemKinds = sync.OnceValue(func() []smemOpKind {
	t := []smemOpKind{isa.OpInvalid: smemNone}
	for op := isa.OpInvalid + 1; op.String() != isa.OpInvalid.String(); op++ {
		k := smemNone
		switch name := op.String(); {
		case strings.HasPrefix(name, "s_load_"):
			k = smemLoad
		case strings.HasPrefix(name, "s_buffer_load_"):
			k = smemBufferLoad
		case strings.HasPrefix(name, "s_store_"):
			k = smemStore
		}
		t = append(t, k)
	}
	return t
})

func smemKind(op isa.Op) smemOpKind {
	t := smemKinds()
	if int(op) < len(t) {
		return t[op]
	}
	return smemNone
}

// flatAtomicAccesses lists the accesses of a FLAT or GLOBAL atomic: per
// active lane one Access (Write and Atomic) of the operation's bytes.
func flatAtomicAccesses(w *Wave, d *instr, out []Access) []Access {
	f := d.op.Mem()
	if (f.Kind != isa.MemAtomic && f.Kind != isa.MemAtomicRtn) || f.Seg == isa.SegBuffer || f.Seg == isa.SegLDS {
		return nil
	}
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		space, addr := flatLaneSpace(w, d, l)
		out = append(out, Access{Lane: l, Space: space, Addr: addr, Size: uint32(f.Bytes), Write: true, Atomic: true})
	}
	return out
}

// SGPRsInitialised is the number of SGPRs, from s0, that the dispatch
// sets up in every wave (user and system SGPRs).
func (s *Setup) SGPRsInitialised() int { return s.sgprsSet }

// VGPRsInitialised is the number of VGPRs, from v0, that hold work-item
// ids in every wave.
func (s *Setup) VGPRsInitialised() int {
	if s.Arch.PackedWorkItemIDs {
		return 1
	}
	return min(int(s.Config.EnableVGPRWorkitemID), 2) + 1
}

// HasCalls reports whether the kernel's own function has a call
// (s_swappc_b64, s_call_b64) or an indirect jump (s_setpc_b64): the
// private segment a lane uses may then exceed the kernel's fixed size
// (recursion is not counted in it). Only the kernel's function is read:
// without a call from it no other function runs.
func (p *Program) HasCalls() bool {
	f := p.funcOf(p.Entry)
	calls := false
	p.eachInstr(f.start, f.end, func(_ uint64, d *instr) bool {
		calls = !d.illegal && (d.op == isa.OpS_SWAPPC_B64 || d.op == isa.OpS_CALL_B64 || d.op == isa.OpS_SETPC_B64)
		return !calls
	})
	return calls
}

// eachInstr calls fn for the decoded instruction at each instruction
// start in [start, end), the original under a breakpoint trap, until fn
// returns false.
func (p *Program) eachInstr(start, end uint64, fn func(pc uint64, d *instr) bool) {
	for pc := start; pc < end; {
		d := p.at(pc)
		if o, ok := p.displaced[pc]; ok {
			d = o // under a breakpoint trap
		}
		if d == nil {
			pc += 4
			continue
		}
		if !fn(pc, d) {
			return
		}
		pc += uint64(max(d.size, 4))
	}
}

// Reachable calls fn for every instruction the kernel may run, in
// address order: those of its own function, and when it makes calls
// (HasCalls) those of every function of the code (decoding them). A
// checker that decides what to look at from the whole program (the
// registers any load writes, whether any DPP instruction exists) reads it
// here. A debugger that moves a wave's PC elsewhere by hand is not
// covered.
func (p *Program) Reachable(fn func(pc uint64, in *isa.Inst)) {
	start, end := uint64(0), uint64(len(p.Code))
	if p.HasCalls() {
		p.decodeAll()
	} else {
		f := p.funcOf(p.Entry)
		start, end = f.start, f.end
	}
	p.eachInstr(start, end, func(pc uint64, d *instr) bool {
		if !d.illegal && d.err == nil {
			fn(pc, &d.in)
		}
		return true
	})
}

// flatAccesses is the accesses of a plain FLAT or GLOBAL load or store of
// n bytes per lane (instAccesses' common case, without a lookup per lane).
func flatAccesses(w *Wave, d *instr, out []Access, n uint32, store bool) []Access {
	off := uint64(d.offset)
	n0, cnt := len(out), bits.OnesCount64(w.EXEC)
	out = slices.Grow(out, cnt)[:n0+cnt]
	dst := out[n0:]
	if d.flat == flatGlobal && (d.sad.kind == isa.KindSGPR || d.sad.kind == isa.KindSpecial) {
		base := w.sread64(&d.sad) + off
		v := w.vdstLanes(&d.vaddr, 0)
		scale := uint64(max(d.scale, 1)) // gfx1250 scale_offset
		if w.EXEC == ^uint64(0) && len(dst) == 64 {
			for l := range dst {
				dst[l] = Access{Lane: l, Space: SpaceGlobal, Addr: base + uint64(v[l])*scale, Size: n, Write: store}
			}
			return out
		}
		j := 0
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			dst[j] = Access{Lane: l, Space: SpaceGlobal, Addr: base + uint64(v[l])*scale, Size: n, Write: store}
			j++
		}
		return out
	}
	ap := w.Env.Arch().Apertures()
	j := 0
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		addr := flatAddress(w, d, l)
		space, lane := SpaceGlobal, l
		if d.flat == flatFlat {
			if _, sl, ok := ap.ScratchLane(addr); ok {
				lane = sl // gfx1250: the address names the lane (and wave slot)
			}
			space, addr = ap.Classify(addr)
		}
		dst[j] = Access{Lane: lane, Space: space, Addr: addr, Size: n, Write: store}
		j++
	}
	return out
}

// DSLanes describes the LDS accesses of a plain DS load or store
// (ds_read/ds_write of any width, read2/write2 and their st64 forms)
// without listing them: each active lane l accesses Size bytes at
// uint64(Base[l] + Off[k]) for k < Count, as Accesses lists them (lane by
// lane, k innermost).
type DSLanes struct {
	Base  []uint32 // by lane: the address VGPR (read only)
	Off   [2]uint32
	Count int
	Size  uint32
	Write bool
}

// DSLanes gives the accesses of a plain DS load or store; ok is false for
// any other instruction (atomics, LDS DMA, the rare forms): use Accesses.
func (e *InstEvent) DSLanes() (l DSLanes, ok bool) {
	d, w := e.d, e.w
	if d == nil || d.illegal || d.in.Enc == nil || d.mem.Seg != isa.SegLDS || d.in.Enc.Format.Has(isa.FormatFLAT) ||
		isLDSDMAEncoding(d.in.Enc) || d.op == isa.OpBUFFER_STORE_LDS_DWORD {
		return DSLanes{}, false
	}
	f := d.mem
	if f.Kind != isa.MemLoad && f.Kind != isa.MemStore || dsRareOp(d.op) {
		return DSLanes{}, false
	}
	l = DSLanes{Base: w.vdstLanes(&d.vaddr, 0), Count: 1, Size: uint32(f.Bytes), Write: f.Kind == isa.MemStore}
	l.Off[0] = uint32(d.offset)
	if f.Count == 2 {
		l.Count = 2
		l.Off = [2]uint32{uint32(d.offset * int64(f.Stride)), uint32(d.offset1 * int64(f.Stride))}
	}
	return l, true
}

// Span is the range of global memory a plain GLOBAL load or store touches
// in all its active lanes: [Lo, Hi), each lane Size bytes.
type Span struct {
	Lo, Hi uint64
	Size   uint32
	Write  bool
	// Aligned: every lane's address is a multiple of min(Size, 4).
	Aligned bool
}

// Span summarises the accesses of a plain GLOBAL load or store (one
// element per lane, no LDS DMA) without listing them, for checkers whose
// common case is "all inside one allocation"; ok is false for any other
// instruction (or no active lane): use Accesses.
func (e *InstEvent) Span() (s Span, ok bool) {
	if e.spanSet == 0 {
		e.span, ok = e.computeSpan()
		e.spanSet = 1
		if ok {
			e.spanSet = 2
		}
	}
	return e.span, e.spanSet == 2
}

func (e *InstEvent) computeSpan() (s Span, ok bool) {
	d, w := e.d, e.w
	f := d.mem
	if d.flat != flatGlobal || w.EXEC == 0 || !d.in.Enc.Format.Has(isa.FormatFLAT) || (f.Kind != isa.MemLoad && f.Kind != isa.MemStore) ||
		f.Count != 1 || f.Format || f.LDSDMA || isLDSDMAEncoding(d.in.Enc) {
		return Span{}, false
	}
	off := uint64(d.offset)
	lo, hi, or := ^uint64(0), uint64(0), uint64(0)
	if d.sad.kind == isa.KindSGPR || d.sad.kind == isa.KindSpecial {
		base := w.sread64(&d.sad) + off
		v := w.vdstLanes(&d.vaddr, 0)
		vlo, vhi := ^uint32(0), uint32(0)
		var vor uint32
		if all := fullWave(w.EXEC); all > 0 && len(v) >= 64 {
			r := (*[64]uint32)(v)
			vlo, vhi, vor, _, _ = laneSpan(r, r, all, 0)
		} else {
			for m := w.EXEC; m != 0; m &= m - 1 {
				x := v[bits.TrailingZeros64(m)]
				vlo, vhi, vor = min(vlo, x), max(vhi, x), vor|x
			}
		}
		// gfx1250 scale_offset multiplies each lane's offset by the
		// access size (flatAddress): scaling min, max and the OR of the
		// offsets keeps the range, and the alignment below min(n, 4)
		// (the scale is a power of two or a multiple of 4).
		scale := uint64(max(d.scale, 1))
		lo, hi, or = base+uint64(vlo)*scale, base+uint64(vhi)*scale, base|uint64(vor)*scale
	} else {
		a, b := w.vdstLanes(&d.vaddr, 0), w.vdstLanes(&d.vaddr, 1)
		all := fullWave(w.EXEC)
		fast := false
		if all > 0 && len(a) >= 64 && len(b) >= 64 && off+1<<32 <= 1<<33 {
			// The common case: every lane's high half is the same h,
			// neither 0 nor all ones, so adding the offset (within
			// +-2^32) wraps no lane and the order of the addresses is
			// that of the low halves; the low bits (alignment) are
			// those of the low halves plus the offset.
			mn, mx, or32, bor, band := laneSpan((*[64]uint32)(a), (*[64]uint32)(b), all, uint32(off))
			if h := uint64(bor); bor == band && h != 0 && h != 0xffff_ffff {
				lo, hi, or = (h<<32|uint64(mn))+off, (h<<32|uint64(mx))+off, uint64(or32)
				fast = true
			}
		}
		switch {
		case fast:
		case all > 0 && len(a) >= all && len(b) >= all:
			// Two independent chains (even and odd lanes).
			a, b = a[:all], b[:all]
			lo2, hi2, or2 := ^uint64(0), uint64(0), uint64(0)
			for l := 0; l+1 < len(a) && l+1 < len(b); l += 2 {
				x := (uint64(b[l])<<32 | uint64(a[l])) + off
				y := (uint64(b[l+1])<<32 | uint64(a[l+1])) + off
				lo, hi, or = min(lo, x), max(hi, x), or|x
				lo2, hi2, or2 = min(lo2, y), max(hi2, y), or2|y
			}
			lo, hi, or = min(lo, lo2), max(hi, hi2), or|or2
		default:
			for m := w.EXEC; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				x := (uint64(b[l])<<32 | uint64(a[l])) + off
				lo, hi, or = min(lo, x), max(hi, x), or|x
			}
		}
	}
	n := uint32(f.Bytes)
	al := uint64(min(n, 4))
	return Span{Lo: lo, Hi: hi + uint64(n), Size: n, Write: f.Kind == isa.MemStore, Aligned: or%al == 0 && hi >= lo}, true
}

// fullWave is the number of lanes of an EXEC mask of every lane of a
// wave64 or a wave32 (64 or 32), 0 for any other mask.
func fullWave(exec uint64) int {
	switch exec {
	case ^uint64(0):
		return 64
	case 1<<32 - 1:
		return 32
	}
	return 0
}
