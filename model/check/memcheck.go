package check

import (
	"fmt"
	"math/bits"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// memcheck: every access to global/constant memory, LDS and scratch, lane
// by lane, before it is made:
//   - out-of-bounds: outside every allocation of the global address space
//     (naming the allocation it most likely missed and by how many bytes),
//     past the workgroup's LDS, or past the lane's private segment;
//   - null: a global address in the first 64 KiB (a null pointer plus an
//     offset);
//   - read-only: a write to the kernarg segment, dispatch packet, queue or
//     code;
//   - const-write: a write to a buffer the kernel declares const;
//   - misaligned: an access whose address the hardware needs aligned
//     and is not (requiredAlign): atomics, and on some
//     targets LDS and scratch. Plain global accesses need no alignment
//     (HSA runs kernels in unaligned access mode, and clang merges byte
//     loads into unaligned dword loads).
//
// Lanes whose access would fault are taken out of the instruction (they
// keep their old destination values), so the run goes on.
//
// Most instructions are checked whole: a plain GLOBAL load or store by
// the range of its lanes (InstEvent.Span) inside one allocation, a plain
// DS load or store by its highest lane address and the OR of all
// (InstEvent.DSLanes), a scalar load or store by its one access
// (InstEvent.Scalar). Only when that check fails are the accesses
// listed and checked one by one, so the findings are those of the lanes
// (TestMemcheckLanes runs both ways).
func init() {
	Register(Info{Name: "memcheck", New: func(r *Run) Checker { return &memcheck{run: r} }})
}

type memcheck struct{ run *Run }

func (m *memcheck) NewWorker() Worker {
	w := &memWorker{run: m.run, consts: map[*exec.Allocation]string{}}
	for _, b := range m.run.Buffers {
		if b.Const {
			w.consts[b.Alloc] = b.Name
		}
	}
	if s := m.run.Setup; s != nil && s.Scratch != nil {
		w.laneBytes = uint64(s.Scratch.LaneBytes)
		w.segBytes = w.laneBytes
	}
	if p := uint64(m.run.PrivateBytes); p != 0 && p < w.laneBytes {
		w.laneBytes = p
	}
	w.ldsBytes = uint64(m.run.LDSBytes)
	if p := m.run.Program; p != nil {
		w.arch = p.Arch
	}
	if l := m.run.Launch; l != nil && l.Kernel != nil && l.Kernel.Descriptor != nil {
		w.wgp = l.Kernel.Descriptor.Rsrc1.WGPMode != 0
	}
	w.names = map[*exec.Allocation]string{}
	for _, b := range m.run.Buffers {
		w.names[b.Alloc] = b.Name
	}
	return w
}

// memFormats are the encodings that access memory.
const memFormats = isa.FormatDS | isa.FormatFLAT | isa.FormatMUBUF | isa.FormatMTBUF | isa.FormatSMRD

type memWorker struct {
	NopWorker
	run    *Run
	consts map[*exec.Allocation]string
	names  map[*exec.Allocation]string
	last   *exec.Allocation
	// wAlloc is the allocation inBounds last saw written, wOK whether
	// a write to it is fine (not read-only, not a const buffer).
	wAlloc    *exec.Allocation
	wOK       bool
	laneBytes uint64 // the private bytes a lane may use
	segBytes  uint64 // the lane's whole private segment
	ldsBytes  uint64
	arch      exec.Arch
	wgp       bool // GFX10+ WGP mode (COMPUTE_PGM_RSRC1.WGP_MODE)
	// per instruction: the problems found, by kind
	probs []memProblem
}

// memProblem is one kind of bad access of one instruction: the lanes and
// the first and last lane's descriptions.
type memProblem struct {
	kind        string
	lanes       uint64
	first, last string
	scalar      bool
}

// nullLimit: global addresses below it are a null pointer plus an offset.
const nullLimit = 1 << 16

// memAccessOp reports whether in may access memory at an address:
// scalar memory instructions, and the DS, FLAT and buffer operations whose
// memory facts have a kind (MemNone is "no access at a lane address":
// cache invalidations, lane exchanges, GWS, the M0 counters; exec lists
// no access for them).
func memAccessOp(in *isa.Inst) bool {
	if in.Enc == nil || in.Enc.Format&memFormats == 0 {
		return false
	}
	return in.Enc.Format.Has(isa.FormatSMRD) || in.Op.Mem().Kind != isa.MemNone
}

func (m *memWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	// The format alone (the filter's MemNone operations list no access:
	// Before has nothing to say about them either).
	if ev.Inst.Enc.Format&memFormats == 0 {
		return exec.Verdict{}
	}
	if !m.run.memLanes && m.inBounds(w, ev) {
		return exec.Verdict{}
	}
	return m.lanes(w, ev)
}

// inBounds reports, from a summary of the instruction's accesses (Span
// for a plain global load or store, DSLanes for a plain DS one), that
// every one of them is fine: memcheck has nothing to say and need not
// list them. False means "look lane by lane", not that one is bad.
func (m *memWorker) inBounds(w *exec.Wave, ev *exec.InstEvent) bool {
	if ev.Inst.Enc.Format.Has(isa.FormatDS) {
		dl, ok := ev.DSLanes()
		return ok && m.dsInBounds(w, &dl)
	}
	if ev.Inst.Enc.Format.Has(isa.FormatSMRD) {
		// One access (none: nothing to check), fine when it lies in one
		// allocation that it may write if it writes.
		a, ok := ev.Scalar()
		return !ok || m.fits(a.Addr, a.Addr+uint64(a.Size), a.Write)
	}
	// A plain global access needs no alignment (requiredAlign), so
	// Span's Aligned does not matter.
	if sp, ok := ev.Span(); ok {
		// The common case: all lanes inside one allocation.
		return m.fits(sp.Lo, sp.Hi, sp.Write)
	}
	return false
}

// fits reports that the global bytes [lo, hi) lie above the null page in
// one allocation, and that it may be written when write is set.
func (m *memWorker) fits(lo, hi uint64, write bool) bool {
	if lo < nullLimit || hi <= lo {
		return false
	}
	al := m.last
	if al == nil || lo < al.Base || lo >= al.End() {
		if al = m.run.Memory.Lookup(lo); al == nil {
			return false
		}
		m.last = al
	}
	if hi > al.End() {
		return false
	}
	if !write {
		return true
	}
	if m.wAlloc != al {
		_, isConst := m.consts[al]
		m.wAlloc, m.wOK = al, !al.ReadOnly && !isConst
	}
	return m.wOK
}

// dsInBounds reports that the plain DS accesses dl describes (the lanes
// of w.EXEC) all lie inside the workgroup's LDS, aligned as requiredAlign
// asks. It reads each lane's base address once: the highest, and the OR
// of all (the alignment), then adds each offset.
func (m *memWorker) dsInBounds(w *exec.Wave, dl *exec.DSLanes) bool {
	mask := w.EXEC
	if mask == 0 || dl.Count < 1 || dl.Count > 2 {
		return false
	}
	var hi, or uint32
	switch b := dl.Base; {
	case mask == ^uint64(0) && len(b) >= 64:
		for _, x := range b[:64] {
			hi, or = max(hi, x), or|x
		}
	case mask == 1<<32-1 && len(b) >= 32:
		for _, x := range b[:32] {
			hi, or = max(hi, x), or|x
		}
	default:
		for ; mask != 0; mask &= mask - 1 {
			l := bits.TrailingZeros64(mask)
			if l >= len(b) {
				return false
			}
			hi, or = max(hi, b[l]), or|b[l]
		}
	}
	align := requiredAlign(m.arch, m.wgp, &exec.Access{Space: exec.SpaceLocal, Size: dl.Size})
	if align&(align-1) != 0 {
		return false // not a power of two: the OR says nothing
	}
	for _, off := range dl.Off[:dl.Count] {
		// Base + off wraps at 32 bits (an address wraps to a small
		// one): no lane wraps when the highest base does not.
		if uint64(hi)+uint64(off)+uint64(dl.Size) > m.ldsBytes {
			return false
		}
		if align > 1 && uint64(or|off)%align != 0 {
			return false
		}
	}
	return true
}

// lanes checks the instruction's accesses one by one and reports the
// bad ones, grouped by kind.
func (m *memWorker) lanes(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	acc := ev.Accesses()
	if len(acc) == 0 {
		return exec.Verdict{}
	}
	m.probs = m.probs[:0]
	var v exec.Verdict
	for i := range acc {
		a := &acc[i]
		kind, what, fatal := m.check(a)
		if kind == "" {
			continue
		}
		if fatal {
			if a.Scalar {
				v.Skip = true
			} else if a.Lane >= 0 {
				v.Suppress |= 1 << uint(a.Lane)
			}
		}
		m.add(kind, a, what)
	}
	for _, p := range m.probs {
		f := Finding{Checker: "memcheck", Kind: p.kind, PC: ev.PC, Lanes: p.lanes}
		f.Message = p.first
		if p.last != "" && bits.OnesCount64(p.lanes) > 1 {
			f.Message += "; last lane: " + p.last
		}
		m.run.Report(w, f)
	}
	return v
}

// add records a bad access of kind.
func (m *memWorker) add(kind string, a *exec.Access, what string) {
	for i := range m.probs {
		p := &m.probs[i]
		if p.kind == kind {
			if a.Lane >= 0 && p.lanes&(1<<uint(a.Lane)) == 0 {
				p.lanes |= 1 << uint(a.Lane)
				p.last = fmt.Sprintf("lane %d: %s", a.Lane, what)
			}
			return
		}
	}
	p := memProblem{kind: kind, scalar: a.Scalar}
	if a.Lane >= 0 {
		p.lanes = 1 << uint(a.Lane)
		p.first = fmt.Sprintf("%s: lane %d: %s", kindText(kind), a.Lane, what)
	} else {
		p.first = fmt.Sprintf("%s: %s", kindText(kind), what)
	}
	m.probs = append(m.probs, p)
}

func kindText(kind string) string {
	switch kind {
	case "out-of-bounds":
		return "out-of-bounds access"
	case "null":
		return "access through a null pointer"
	case "read-only":
		return "write to read-only memory"
	case "const-write":
		return "write to a const buffer"
	case "misaligned":
		return "misaligned access"
	}
	return kind
}

// check classifies one access: its kind ("" when it is fine), a
// description, and whether the interpreter would fault on it.
func (m *memWorker) check(a *exec.Access) (kind, what string, fatal bool) {
	op := "read"
	if a.Write {
		op = "write"
		if a.Atomic {
			op = "atomic"
		}
	}
	n := uint64(a.Size)
	switch a.Space {
	case exec.SpaceLocal:
		if a.Addr+n > m.ldsBytes || a.Addr+n < a.Addr {
			return "out-of-bounds", fmt.Sprintf("%d-byte LDS %s at offset %#x, %s", n, op, a.Addr, past(a.Addr, n, m.ldsBytes, fmt.Sprintf("the %d-byte LDS allocation of the workgroup", m.ldsBytes))), true
		}
	case exec.SpacePrivate:
		if a.Addr+n > m.laneBytes || a.Addr+n < a.Addr {
			// Past the lane's whole segment the interpreter faults; past
			// the fixed size only, it runs on.
			fatal := a.Addr+n > m.segBytes || a.Addr+n < a.Addr
			return "out-of-bounds", fmt.Sprintf("%d-byte private %s at offset %#x, %s", n, op, a.Addr, past(a.Addr, n, m.laneBytes, fmt.Sprintf("the lane's %d-byte private segment", m.laneBytes))), fatal
		}
	default:
		al := m.last
		if al == nil || a.Addr < al.Base || a.Addr >= al.End() {
			al = m.run.Memory.Lookup(a.Addr)
			if al != nil {
				m.last = al
			}
		}
		if a.Addr < nullLimit {
			return "null", fmt.Sprintf("%d-byte %s at %#x (a null pointer plus %d)", n, op, a.Addr, a.Addr), true
		}
		if al == nil || a.Addr+n > al.End() || a.Addr+n < a.Addr {
			f := m.run.Memory.Fault(a.Addr, n, a.Write)
			return "out-of-bounds", fmt.Sprintf("%d-byte %s at %#x, %s", n, op, a.Addr, m.where(f)), true
		}
		if a.Write && al.ReadOnly {
			return "read-only", fmt.Sprintf("%d-byte %s at %#x, in the %d-byte %s", n, op, a.Addr, len(al.Data), al.Kind), true
		}
		if a.Write {
			if name, ok := m.consts[al]; ok {
				return "const-write", fmt.Sprintf("%d-byte %s at %#x, byte %d of the buffer `%s`, which the kernel declares const", n, op, a.Addr, a.Addr-al.Base, name), false
			}
		}
	}
	if n >= 2 {
		if al := requiredAlign(m.arch, m.wgp, a); al > 1 && a.Addr%al != 0 {
			space := ""
			switch a.Space {
			case exec.SpaceLocal:
				space = "LDS "
			case exec.SpacePrivate:
				space = "private "
			}
			return "misaligned", fmt.Sprintf("%d-byte %s%s at %#x, not a multiple of %d", n, space, op, a.Addr, al), false
		}
	}
	return "", "", false
}

// where says where a global access landed, naming buffers by their
// argument names.
func (m *memWorker) where(f *exec.MemoryFault) string {
	a := f.Alloc
	if a == nil {
		return "no allocation is near it"
	}
	desc := a.Describe()
	if name, ok := m.names[a]; ok {
		desc = fmt.Sprintf("the %d-byte buffer `%s`", len(a.Data), name)
	}
	if f.Addr < a.Base {
		return fmt.Sprintf("%d bytes before the start of %s", a.Base-f.Addr, desc)
	}
	return past(f.Addr-a.Base, f.Size, uint64(len(a.Data)), desc)
}

// past phrases an access of n bytes at offset off of a segment of limit
// bytes that does not fit in it.
func past(off, n, limit uint64, what string) string {
	if off >= limit {
		return fmt.Sprintf("%d bytes after the end of %s", off-limit, what)
	}
	return fmt.Sprintf("its last %d bytes after the end of %s", off+n-limit, what)
}

// requiredAlign is the alignment the hardware needs for access a (1: none).
// HSA runs kernels in unaligned access mode (SH_MEM_CONFIG.ALIGNMENT_MODE
// = UNALIGNED; LLVM's target feature unaligned-access-mode, on by default
// for amdhsa: "Enable unaligned global, local and region loads and stores
// if the hardware supports it"), and what the hardware supports is LLVM's
// unaligned-buffer-access ("Hardware supports unaligned global loads and
// stores": GFX7 and later), unaligned-ds-access (local: GFX9 and later)
// and unaligned-scratch-access (GFX9 and later). llc-22 follows these for
// a load of align 1 (TestMisalignedRuleMatchesLLC): one dword or wider
// load on every target for global memory, bytes on gfx803 for LDS and
// scratch. What stays:
//   - atomics, naturally aligned on every target (LLVM never makes an
//     under-aligned atomic: AtomicExpand turns it into a libcall);
//   - GFX8 LDS and scratch: min(size, 4);
//   - GFX10.1 (gfx1010-gfx1013) LDS wider than a dword in WGP mode,
//     naturally aligned (LLVM's lds-misaligned-bug: "Some GFX10 bug with
//     multi-dword LDS and flat access that is not naturally aligned in
//     WGP mode", which CU mode turns off).
func requiredAlign(arch exec.Arch, wgp bool, a *exec.Access) uint64 {
	n := uint64(a.Size)
	switch {
	case a.Atomic:
		return n
	case a.Space == exec.SpaceGlobal:
		return 1
	case arch.Gen == exec.GFX8:
		return min(n, 4)
	case a.Space == exec.SpaceLocal && n > 4 && wgp && ldsMisalignedBug(arch.Name):
		return n
	}
	return 1
}

// ldsMisalignedBug: the GFX10.1 processors of LLVM's FeatureLdsMisalignedBug.
func ldsMisalignedBug(name string) bool {
	switch name {
	case "gfx1010", "gfx1011", "gfx1012", "gfx1013":
		return true
	}
	return false
}
