package exec

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/gcndbg/gcndbg/isa"
)

// Debugger support, the ROCgdb way (AMDGPUUsage "Trap Handler ABI"): a
// breakpoint is an `s_trap 1` written over the first dword of an
// instruction in the pre-decoded program. A wave with HaltOnTrap halts with
// its PC on the trap; ResumeStep then executes the displaced original
// instruction. Instructions without a breakpoint run exactly as before:
// the interpreter's loop never looks for breakpoints.

// Debugger holds the breakpoints written into one Program. A program has
// at most one Debugger, and only one goroutine may run its waves.
type Debugger struct {
	p     *Program
	bps   map[uint64]*instr // displaced originals by byte offset
	trap1 *instr
}

// NewDebugger attaches a debugger to p.
func NewDebugger(p *Program) *Debugger {
	return &Debugger{p: p, bps: map[uint64]*instr{}}
}

// Program returns the program the debugger writes into.
func (g *Debugger) Program() *Program { return g.p }

// trapInstr returns a pre-decoded `s_trap id` of the program's target.
func (p *Program) trapInstr(id uint16) (*instr, error) {
	var buf [8]byte
	for i := range isa.Encodings() {
		e := &isa.Encodings()[i]
		if e.Op != isa.OpS_TRAP || e.Size != 4 {
			continue
		}
		word := uint32(e.Value[0])&^0xffff | uint32(id)
		binary.LittleEndian.PutUint32(buf[:], word)
		in, err := isa.Decode(buf[:], 0, p.Target)
		if err != nil || in.Op != isa.OpS_TRAP || in.Imm("simm16") != int64(id) {
			continue
		}
		d := &instr{in: in, op: in.Op, size: uint32(in.Size)}
		d.resolve(p, max(p.Config.ArchVGPRs(p.Arch), 3), p.agprs)
		return d, nil
	}
	return nil, fmt.Errorf("exec: no s_trap encoding for %s", p.Arch.Name)
}

// SetBreakpoint writes `s_trap 1` over the instruction at byte offset pc.
// It fails when pc is not the start of an instruction. Setting it twice is
// harmless.
func (g *Debugger) SetBreakpoint(pc uint64) error {
	p := g.p
	if _, ok := g.bps[pc]; ok {
		return nil
	}
	d := p.at(pc)
	if d == nil {
		return fmt.Errorf("exec: no instruction starts at %#x", pc+p.Base)
	}
	if g.trap1 == nil {
		t, err := p.trapInstr(TrapBreakpoint)
		if err != nil {
			return err
		}
		g.trap1 = t
	}
	g.bps[pc] = d
	p.insts[pc/4].Store(g.trap1)
	p.breakpoints++
	if p.displaced == nil {
		p.displaced = map[uint64]*instr{}
	}
	p.displaced[pc] = d
	return nil
}

// ClearBreakpoint restores the original instruction at pc.
func (g *Debugger) ClearBreakpoint(pc uint64) {
	if d, ok := g.bps[pc]; ok {
		g.p.insts[pc/4].Store(d)
		delete(g.bps, pc)
		delete(g.p.displaced, pc)
		g.p.breakpoints--
	}
}

// Breakpoints lists the offsets where breakpoint traps are written, in
// no particular order.
func (g *Debugger) Breakpoints() []uint64 {
	pcs := make([]uint64, 0, len(g.bps))
	for pc := range g.bps {
		pcs = append(pcs, pc)
	}
	return pcs
}

// HasBreakpoint reports whether a breakpoint trap is written at pc.
func (g *Debugger) HasBreakpoint(pc uint64) bool {
	_, ok := g.bps[pc]
	return ok
}

// IsTrap reports whether the program's own code (not a breakpoint) has an
// `s_trap` at pc, and its trap id.
func (g *Debugger) IsTrap(pc uint64) (id int, ok bool) {
	d := g.original(pc)
	if d == nil || d.illegal || d.op != isa.OpS_TRAP {
		return 0, false
	}
	return int(d.simm16 & 0xff), true
}

// original is the instruction at pc with any breakpoint removed.
func (g *Debugger) original(pc uint64) *instr {
	if d, ok := g.bps[pc]; ok {
		return d
	}
	return g.p.at(pc)
}

// InstAt returns the decoded original instruction at pc (breakpoints
// removed) and its size, or false when no instruction starts there.
func (g *Debugger) InstAt(pc uint64) (isa.Inst, int, bool) {
	d := g.original(pc)
	if d == nil || d.illegal {
		return isa.Inst{}, 4, false
	}
	return d.in, int(d.size), true
}

// ResumeStep runs one instruction of w as if no breakpoint were at its PC:
// the displaced original under a breakpoint, and an `s_trap 1` or
// `s_trap 3` of the program itself is passed over (the debugger resumes
// after a debug trap). It clears Halted.
func (g *Debugger) ResumeStep(w *Wave, maxSteps uint64) error {
	p := g.p
	w.Halted = false
	pc := w.PC
	if id, ok := g.IsTrap(pc); ok && (id == TrapBreakpoint || id == TrapLLVMDebugTrap) {
		w.PC += uint64(g.original(pc).size)
		w.Steps++
		return nil
	}
	d, ok := g.bps[pc]
	if !ok {
		return Step(p, w, 1, maxSteps)
	}
	p.insts[pc/4].Store(d)
	err := Step(p, w, 1, maxSteps)
	p.insts[pc/4].Store(g.trap1)
	return err
}

// Access is one lane's memory access by an instruction, for watchpoints.
type Access struct {
	Lane  int
	Space Space  // SpaceGlobal, SpaceLocal or SpacePrivate
	Addr  uint64 // global address, LDS offset, or the lane's private offset
	Size  uint32
	Write bool
	// Atomic marks the accesses of an atomic read-modify-write: FLAT,
	// GLOBAL and MUBUF atomics give one Access (Write set; MUBUF only for
	// lanes in the buffer's range), DS atomics a read and a write.
	Atomic bool
	// Scalar marks a scalar (SMEM) access, made once for the wave: Lane
	// is -1.
	Scalar bool
}

// Accesses lists the memory accesses the instruction at w's PC is about to
// make, lane by lane (FLAT, GLOBAL, SCRATCH and MUBUF loads and stores, DS
// instructions). Other instructions report none.
func (g *Debugger) Accesses(w *Wave) []Access {
	return instAccesses(w, g.original(w.PC), nil)
}

// instAccesses lists the accesses instruction d is about to make in w.
func instAccesses(w *Wave, d *instr, out []Access) []Access {
	if d == nil || d.illegal || d.in.Enc == nil || prefetchOps[d.op] {
		return nil
	}
	if isLDSDMAEncoding(d.in.Enc) || d.op == isa.OpBUFFER_STORE_LDS_DWORD {
		return ldsDMAAccesses(w, d, out)
	}
	facts := d.mem
	if f := d.in.Enc.Format; f.Has(isa.FormatFLAT) && (facts.Kind == isa.MemLoad || facts.Kind == isa.MemStore) &&
		facts.Count == 1 && !facts.Format && !facts.LDSDMA && !isLDSDMAEncoding(d.in.Enc) && d.flat != flatScratch {
		return flatAccesses(w, d, out, uint32(facts.Bytes), facts.Kind == isa.MemStore)
	}
	if facts.Seg == isa.SegLDS {
		if acc, ok := dsRareAccesses(w, d, out); ok {
			return acc
		}
		return dsAccesses(w, d, out)
	}
	if d.in.Enc.Format&(isa.FormatMUBUF|isa.FormatMTBUF) != 0 {
		return mubufAccesses(w, d, out)
	}
	if d.in.Enc.Format.Has(isa.FormatSMRD) {
		return smemAccesses(w, d, out)
	}
	if !d.in.Enc.Format.Has(isa.FormatFLAT) {
		return nil
	}
	op, found := plainMemOp(d.op, isa.SegFlat, isa.SegGlobal, isa.SegScratch)
	if !found {
		return flatAtomicAccesses(w, d, out)
	}

	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		space, addr := flatLaneSpace(w, d, l)
		out = append(out, Access{Lane: l, Space: space, Addr: addr, Size: op.bytes, Write: op.store})
	}
	return out
}

// mubufAccesses lists the accesses of a MUBUF load or store, dword by
// dword as bufferMem makes them: global memory, or a lane's private
// memory where the address falls in the wave's scratch (the private
// segment buffer gfx8/gfx9 code reaches scratch through). Addresses out of
// the buffer's range, which the hardware drops, are not accesses.
func mubufAccesses(w *Wave, d *instr, out []Access) []Access {
	if d.sad.kind != isa.KindSGPR || d.sad.reg+4 > len(w.SGPR) {
		return nil
	}
	op, ok := plainMemOp(d.op, isa.SegBuffer)
	if !ok {
		if d.mem.Format {
			return bufferFormatAccesses(w, d, out)
		}
		return bufferAtomicAccesses(w, d, out)
	}
	r, offen, idxen, soff := bufferSetup(w, d)

	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		a := bufferLane(w, d, l, offen, idxen, soff)
		for at, n := uint32(0), uint32(0); at < op.bytes; at += n {
			n = r.Chunk(a, at, op.bytes-at)
			if addr, in := r.Address(a, at); in {
				out = append(out, bufferAccessAt(w, l, addr, n, op.store, r.Base))
			}
		}
	}
	return out
}

// bufferAtomicAccesses lists the accesses of a MUBUF atomic as
// bufferAtomic makes them: per active lane whose address is in the
// buffer's range one Access (Write and Atomic) of the operation's bytes.
func bufferAtomicAccesses(w *Wave, d *instr, out []Access) []Access {
	f := d.op.Mem()
	if (f.Kind != isa.MemAtomic && f.Kind != isa.MemAtomicRtn) || f.Seg != isa.SegBuffer {
		return nil
	}
	r, offen, idxen, soff := bufferSetup(w, d)
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if addr, in := r.Address(bufferLane(w, d, l, offen, idxen, soff), 0); in {
			a := bufferAccessAt(w, l, addr, uint32(f.Bytes), true, r.Base)
			a.Atomic = true
			out = append(out, a)
		}
	}
	return out
}

// bufferAccessAt is lane l's access of n bytes at a MUBUF address: global
// memory, or the owning lane's private memory where the address falls in
// the wave's scratch, or anywhere above the wave's slot through a
// resource based at the scratch backing (the private segment buffer: an
// access beyond the lane's segment is still private, swizzled far).
func bufferAccessAt(w *Wave, l int, addr uint64, n uint32, write bool, resBase uint64) Access {
	acc := Access{Lane: l, Space: SpaceGlobal, Addr: addr, Size: n, Write: write}
	if s := w.Env.Scratch(); s.Alloc != nil {
		if base := s.SlotBase(w.Slot); addr >= base && (addr < s.Alloc.End() || resBase >= s.Base() && resBase < s.Alloc.End()) {
			lane, off := s.Unswizzle(addr - base)
			acc.Space, acc.Addr, acc.Lane = SpacePrivate, off, lane
		}
	}
	return acc
}

// ldsDMAAccesses lists what the LDS DMA instructions (lds_dma.go) touch:
// per active lane the memory they load and the LDS dword they write, or
// for buffer_store_lds_dword the LDS dword read and the memory written.
func ldsDMAAccesses(w *Wave, d *instr, out []Access) []Access {

	if d.op == isa.OpBUFFER_STORE_LDS_DWORD {
		r, offen, idxen, soff := bufferSetup(w, d)
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			out = append(out, Access{Lane: l, Space: SpaceLocal, Addr: ldsDMAAddr(w, d.offset, l, 4), Size: 4})
			if addr, in := r.Address(bufferLane(w, d, l, offen, idxen, soff), 0); in {
				out = append(out, bufferAccessAt(w, l, addr, 4, true, r.Base))
			}
		}
		return out
	}
	mop, found := ldsDMALoad(d.op)
	if !found {
		return nil
	}
	if d.in.Enc.Format.Has(isa.FormatMUBUF) {
		r, offen, idxen, soff := bufferSetup(w, d)
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if addr, in := r.Address(bufferLane(w, d, l, offen, idxen, soff), 0); in {
				out = append(out, bufferAccessAt(w, l, addr, mop.bytes, false, r.Base))
			}
			out = append(out, Access{Lane: l, Space: SpaceLocal, Addr: ldsDMAAddr(w, d.offset, l, mop.bytes), Size: ldsDMASize(mop), Write: true})
		}
		return out
	}
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		space := SpaceGlobal
		if d.flat == flatScratch {
			space = SpacePrivate
		}
		out = append(out, Access{Lane: l, Space: space, Addr: flatAddress(w, d, l), Size: mop.bytes},
			Access{Lane: l, Space: SpaceLocal, Addr: ldsDMAAddr(w, d.offset, l, mop.bytes), Size: ldsDMASize(mop), Write: true})
	}
	return out
}

// dsRareAccesses lists the LDS accesses of the DS operations of
// ds_more.go, whose addresses the general rule of dsAccesses does not
// give; ok is false for other operations.
func dsRareAccesses(w *Wave, d *instr, out []Access) ([]Access, bool) {
	if !dsRareOp(d.op) {
		return out, false
	}
	name := d.op.String()
	switch {
	case d.op == isa.OpDS_READ_ADDTID_B32 || d.op == isa.OpDS_WRITE_ADDTID_B32:
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			out = append(out, Access{Lane: l, Space: SpaceLocal, Addr: dsAddTIDAddr(w, d, l), Size: 4, Write: d.op == isa.OpDS_WRITE_ADDTID_B32})
		}
		return out, true
	case d.op == isa.OpDS_CONDXCHG32_RTN_B64:
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr := uint64(uint32(dsAddr(w, d, l, d.offset)) & 0xfff8)
			out = append(out, Access{Lane: l, Space: SpaceLocal, Addr: addr, Size: 8},
				Access{Lane: l, Space: SpaceLocal, Addr: addr, Size: 8, Write: true})
		}
		return out, true
	case strings.Contains(name, "_src2_"):
		size := uint32(d.op.Mem().Bytes)
		width := int(size) * 8
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a, b := dsSrc2Addrs(w, d, l, width)
			out = append(out, Access{Lane: l, Space: SpaceLocal, Addr: b, Size: size},
				Access{Lane: l, Space: SpaceLocal, Addr: a, Size: size},
				Access{Lane: l, Space: SpaceLocal, Addr: a, Size: size, Write: true})
		}
		return out, true
	}
	return out, false
}

// dsRareOp: dsRareAccesses lists op's accesses (a table by op: checkers
// ask for every DS instruction).
func dsRareOp(op isa.Op) bool {
	t := dsRareOps()
	return int(op) < len(t) && t[op]
}

var dsRareOps = sync.OnceValue(func() []bool {
	t := []bool{isa.OpInvalid: false}
	for op := isa.OpInvalid + 1; op.String() != isa.OpInvalid.String(); op++ {
		t = append(t, op == isa.OpDS_READ_ADDTID_B32 || op == isa.OpDS_WRITE_ADDTID_B32 || op == isa.OpDS_CONDXCHG32_RTN_B64 ||
			strings.Contains(op.String(), "_src2_"))
	}
	return t
})

// dsAccesses lists the LDS accesses of a DS instruction by its memory
// facts: reads, writes, the two elements of read2/write2/wrxchg2 and
// atomics (a read and a write). Lane exchanges (permute, swizzle), GWS
// and the M0 counters (append, consume) touch no LDS at lane addresses.
func dsAccesses(w *Wave, d *instr, out []Access) []Access {
	f := d.op.Mem()
	if f.Kind == isa.MemNone {
		return nil
	}
	size := uint32(f.Bytes)
	read, write := f.Kind == isa.MemLoad, f.Kind == isa.MemStore
	v := w.vdstLanes(&d.vaddr, 0)
	if f.Count != 2 && (read || write) {
		// One access per lane (the common case), written in place.
		off := uint32(d.offset)
		n0 := len(out)
		out = slices.Grow(out, bits.OnesCount64(w.EXEC))[:n0+bits.OnesCount64(w.EXEC)]
		dst, j := out[n0:], 0
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			dst[j] = Access{Lane: l, Space: SpaceLocal, Addr: uint64(v[l] + off), Size: size, Write: write}
			j++
		}
		return out
	}
	if f.Count == 2 && (read || write) {
		// ds_read2/ds_write2: two accesses per lane, written in place.
		o0, o1 := uint32(d.offset*int64(f.Stride)), uint32(d.offset1*int64(f.Stride))
		n0, n := len(out), 2*bits.OnesCount64(w.EXEC)
		out = slices.Grow(out, n)[:n0+n]
		dst, j := out[n0:], 0
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			dst[j] = Access{Lane: l, Space: SpaceLocal, Addr: uint64(v[l] + o0), Size: size, Write: write}
			dst[j+1] = Access{Lane: l, Space: SpaceLocal, Addr: uint64(v[l] + o1), Size: size, Write: write}
			j += 2
		}
		return out
	}
	offs := []int64{d.offset}
	if f.Count == 2 {
		stride := int64(f.Stride)
		offs = []int64{d.offset * stride, d.offset1 * stride}
	}

	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		for _, off := range offs {
			a := Access{Lane: l, Space: SpaceLocal, Addr: dsAddr(w, d, l, off), Size: size}
			switch {
			case read:
				out = append(out, a)
			case write:
				a.Write = true
				out = append(out, a)
			default: // an atomic reads and writes
				a.Atomic = true
				out = append(out, a)
				a.Write = true
				out = append(out, a)
			}
		}
	}
	return out
}
