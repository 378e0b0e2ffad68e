package check

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/waitcnt"
)

// racecheck: conflicting accesses (at least one a write) to the same bytes
// of LDS or global memory by different waves that nothing orders. The
// memory-model rules it implements are in RACECHECK.md beside this file;
// in short:
//
//   - lanes of one wave never race (program order);
//   - s_barrier orders the waves of a work-group (barrier epochs): an
//     access of epoch e happens before an access of another wave in epoch
//     e' > e; for LDS only when the first access had completed (its
//     lgkmcnt/vmcnt waited for, or its wave ended) when its wave arrived at
//     a barrier the second wave passed;
//   - waves of different work-groups are ordered only by release/acquire
//     through a global atomic: a release is an atomic (read-modify-write, or
//     an agent-scope store) after the wave's earlier vector memory
//     operations completed; an acquire is an atomic read of that location
//     (read-modify-write, or an agent-scope load) followed, once it
//     completed, by an L1 invalidate (buffer_wbinvl1_vol, buffer_inv sc1);
//   - two atomics never race unless they are of different work-groups and
//     one has only work-group scope.
//
// Shadow memory: one cell per 4 bytes (LDS per work-group, global memory
// for the dispatch), holding the last write and a read, each a byte mask,
// a lane and an event (wave, PC, barrier epoch, counter sequence numbers,
// atomic scope). Cells come in lines of one wave's dwords; a line one
// instruction wrote or read a lane per dword (or per 2 or 4 dwords) is
// kept as one cell and checked once (line, lineStep).

func init() {
	Register(Info{Name: "racecheck", New: newRaceChecker})
}

// Atomic classes of an access.
const (
	scopeNone      = 0 // not atomic
	scopeWorkgroup = 1 // atomic of work-group scope
	scopeAgent     = 2 // atomic of agent (or system) scope
)

// raceEvent is one memory instruction of one wave.
type raceEvent struct {
	gid      uint32 // the wave's index in the dispatch
	pc       uint32
	epoch    uint32 // barriers the wave had passed
	vmSeq    uint32 // its place among the wave's vmcnt operations (0: none)
	lgkmSeq  uint32 // ... among its lgkmcnt operations
	scope    uint8
	wgLinear uint32 // the work-group's linear index
}

// eventLog holds the events of a run in chunks of eventChunk (no copying
// as it grows, but for the first chunk: an event's address may change
// when another is added).
type eventLog struct{ chunks [][]raceEvent }

const eventChunk = 1 << 16

func (l *eventLog) add(e raceEvent) int {
	n := len(l.chunks)
	if n == 0 || len(l.chunks[n-1]) == eventChunk {
		// The first chunk grows as it fills (a small dispatch does not
		// clear a whole chunk); the next ones are whole at once.
		size := eventChunk
		if n == 0 {
			size = 1024
		}
		l.chunks = append(l.chunks, make([]raceEvent, 0, size))
		n++
	}
	l.chunks[n-1] = append(l.chunks[n-1], e)
	return (n-1)*eventChunk + len(l.chunks[n-1]) - 1
}

func (l *eventLog) at(i int) *raceEvent { return &l.chunks[i/eventChunk][i%eventChunk] }

// A record in a shadow cell: (event index + 1) << 32 | a wave tag << 12 |
// lane << 4 | byte mask. The tag is the low 14 bits of the work-group's
// linear index and the wave's index in it (6 bits): records of other
// waves and other work-groups mostly tell themselves apart without reading
// the event.
type record uint64

func mkRecord(ev int, tag uint32, lane int, mask uint8) record {
	return record(uint64(ev+1)<<32 | uint64(tag&0xfffff)<<12 | uint64(lane&0x3f)<<4 | uint64(mask))
}

// waveTag is the record tag of wave id of the work-group with linear index wg.
func waveTag(wg uint32, id int) uint32 { return (wg&0x3fff)<<6 | uint32(id&0x3f) }
func (r record) event() int            { return int(r>>32) - 1 }
func (r record) tag() uint32           { return uint32(r>>12) & 0xfffff }
func (r record) lane() int             { return int(r >> 4 & 0x3f) }
func (r record) mask() uint8           { return uint8(r & 0xf) }

// cell is the shadow of 4 bytes: the last write, and a read (the last, or
// an older one of another wave that the later reads do not follow).
type cell struct {
	w, r record
}

// line is the shadow of one wave's worth of dwords (a dword per lane:
// raceChecker.lineShift), aligned. A line is uniform (cells nil) while
// one instruction's lanes wrote (w) or read (r) all of it, a lane per
// 1<<wsh (rsh) dwords in order: dword j's record is then w (r) with lane
// w.lane()+j>>wsh (r.lane()+j>>rsh) and mask 0xf, and an instruction that
// covers the whole line the same way is checked once for all its dwords
// (lineStep). Any other access expands the line into one cell per dword.
// A zero line is uniform: no access yet.
type line struct {
	w, r     record
	wsh, rsh uint8
	cells    []cell
}

// uniformLines enables the uniform lines (tests compare with the cell-per-
// dword shadow they replace).
var uniformLines = true

const pageCells = 4096 // dwords per page of the global shadow (16 KiB of memory)

// shadowPage is the global shadow of 16 KiB of memory.
type shadowPage struct{ lines []line }

// plusLane is record r of the dword d lanes on in a uniform line.
func (r record) plusLane(d int) record {
	if r == 0 {
		return 0
	}
	return r + record(d)<<4
}

// vclock maps a wave (dispatch index) to the last vmcnt sequence number of
// its operations that are ordered before the clock's owner.
type vclock map[uint32]uint32

func (v vclock) join(o vclock) {
	for k, s := range o {
		if s > v[k] {
			v[k] = s
		}
	}
}

type raceChecker struct {
	run           *Run
	gen           exec.Gen
	waveSize      int
	wavesPerGroup int
	wgDims        [3]uint32
	nwg           [3]uint32
	events        eventLog
	// lineShift: a shadow line is 1<<lineShift dwords (the wave size).
	lineShift uint
	global    map[uint64]*shadowPage
	// locs are the release clocks of global atomic locations (by dword).
	locs      map[uint64]vclock
	codeWords int
	// gcn: the cache-policy encodings of GFX8-GFX940 apply, and vector
	// memory loads and stores share vmcnt. On GFX10+ (RDNA) stores count
	// on vscnt (storecnt) apart from loads.
	gcn bool
	// isaGen decodes the wait instructions (waitcnt.WaitLimits).
	isaGen isa.Generation
	// wgp: GFX10+ in WGP mode (COMPUTE_PGM_RSRC1.WGP_MODE): the waves of
	// a work-group may run on the two CUs of a WGP, each with its own
	// L0, so a barrier orders global accesses only with a release (the
	// earlier access completed) and an acquire (buffer_gl0_inv).
	wgp bool
	// uniqueTags: the record tags (waveTag) of the dispatch's waves are
	// all different (at most 1<<14 work-groups of at most 64 waves).
	uniqueTags bool
	// constRanges are the buffers the kernel declares read-only: their
	// reads need no shadow (a write to them is memcheck's finding).
	constRanges [][2]uint64
	// lineSteps counts the accesses of uniform lines checked at once
	// (lineStep) and the conflicts found there, for the tests.
	lineSteps, lineConflicts int
	// bcastRuns counts the broadcast runs checked (broadcastStep), for
	// the tests.
	bcastRuns int
	// plan folds waits and SMEM loads into the next wanted instruction
	// (racewaits.go); nil: every one is shown.
	plan *waitPlan
	// mu guards the shadow of global memory, the events and the release
	// clocks: workgroups run on several goroutines.
	mu sync.Mutex
}

type instKind uint8

const (
	kUnknown instKind = iota
	kOther
	kWaitcnt
	kBarrier     // an arrive at the workgroup barrier (s_barrier: and its wait)
	kBarrierWait // s_barrier_wait
	kNamed       // s_barrier_signal of a named barrier (the ID is dynamic), init, leave
	kInvalidate
	kSMEM // lgkmcnt, no shadowed access
	kDS   // lgkmcnt
	kVMEM // vmcnt (GLOBAL, SCRATCH, MUBUF, MTBUF)
	kFLAT // vmcnt and lgkmcnt
	kOtherLGKM
)

func newRaceChecker(r *Run) Checker {
	s := r.Setup
	gen := r.Program.Arch.Gen
	c := &raceChecker{run: r, gen: gen, gcn: gen == exec.GFX8 || gen == exec.GFX9 || gen == exec.GFX90A || gen == exec.GFX940, waveSize: r.Program.WaveSize(),
		global: map[uint64]*shadowPage{}, locs: map[uint64]vclock{},
		codeWords: (len(r.Program.Code) + 3) / 4, isaGen: r.Program.Target.Info().Gen}
	c.lineShift = 6
	if c.waveSize == 32 {
		c.lineShift = 5
	}
	if l := r.Launch; !c.gcn && l != nil && l.Kernel != nil && l.Kernel.Descriptor != nil {
		c.wgp = l.Kernel.Descriptor.Rsrc1.WGPMode != 0
	}
	for _, b := range r.Buffers {
		if b.Const && b.Alloc != nil {
			c.constRanges = append(c.constRanges, [2]uint64{b.Alloc.Base, b.Alloc.End()})
		}
	}
	if foldWaits && !r.debug {
		// Not in the debugger: set $pc can take a wave off the paths.
		if g := r.flowGraph(); g != nil {
			c.plan = buildWaitPlan(c, g, c.isaGen < isa.GenGFX12)
		}
	}
	if s != nil && s.Dispatch != nil {
		c.wgDims = s.Dispatch.Workgroup
		c.nwg = s.Dispatch.NumWorkgroups()
		n := int(c.wgDims[0] * c.wgDims[1] * c.wgDims[2])
		c.wavesPerGroup = (n + c.waveSize - 1) / c.waveSize
		groups := uint64(c.nwg[0]) * uint64(c.nwg[1]) * uint64(c.nwg[2])
		c.uniqueTags = groups <= 1<<14 && c.wavesPerGroup <= 64
	}
	return c
}

func (c *raceChecker) NewWorker() Worker {
	return &raceWorker{c: c, groups: map[[3]uint32]*raceGroup{}, kind: make([]instKind, c.codeWords), scopes: make([]uint8, c.codeWords),
		waits: make([]waitLimits, c.codeWords)}
}

// raceWave is the racecheck state of one wave.
type raceWave struct {
	gid                 uint32
	tag                 uint32 // waveTag
	epoch               uint32
	vmIssued, vmDone    uint32
	lgkmIssued, lgkmDne uint32
	// arrived[k] is what had completed when the wave arrived at its
	// (k+1)th barrier.
	arrived []doneAt
	ended   bool
	vc      vclock // what it acquired (nil: nothing)
	pending []pendingAcquire
	// GFX10+: the vmcnt sequence numbers of the outstanding loads and
	// stores (vscnt), oldest first.
	loads, stores []uint32
	// inv is the epoch of the wave's last L0 invalidate (buffer_gl0_inv),
	// -1 before any.
	inv int64
	// Named barriers (gfx1250): named holds, by wave (gid), what its
	// phases made visible to this wave; sigPhase[N-1] is the phase of
	// barrier N the wave arrived in (+1; 0: it has not arrived since its
	// last wait); waitOn/waitPhase the phase it waits for, applied to
	// named at its next event (it runs nothing before the phase completes).
	named     map[uint32]doneAt
	sigPhase  [exec.NamedBarriers]uint32
	waitOn    int
	waitPhase uint32
	// passed: the wave passed a workgroup barrier phase (its epoch moved)
	// and takes what the phase's arrivals had from named barriers at its
	// next event (settlePhase).
	passed bool
}

// namedBarrier is racecheck's view of one named barrier of a work-group:
// the arrivals of its current phase and what every completed phase made
// visible (the arrivals' completed accesses, by wave).
type namedBarrier struct {
	arrivals int
	cur      map[uint32]doneAt
	done     []map[uint32]doneAt
}

// doneAt is what of a wave's accesses had completed (vm, lgkm) and been
// issued (vmIssued, for the L1 a work-group shares) at a point.
type doneAt struct{ vm, lgkm, vmIssued uint32 }

func (d doneAt) join(o doneAt) doneAt {
	return doneAt{vm: max(d.vm, o.vm), lgkm: max(d.lgkm, o.lgkm), vmIssued: max(d.vmIssued, o.vmIssued)}
}

type pendingAcquire struct {
	loc   uint64
	vmSeq uint32
}

// raceGroup is the state of one running work-group.
type raceGroup struct {
	linear uint32
	waves  []*raceWave
	lds    []line
	// ldsCells: the dwords of LDS (the last line may be partly beyond).
	ldsCells int
	// events are the events of the group's LDS accesses (records of lds
	// name them).
	events []raceEvent
	named  [exec.NamedBarriers]namedBarrier
	spare  []*raceWave // states of an earlier group's waves, to reuse
	// phaseNamed[k] is what the waves arriving at the workgroup barrier's
	// phase k (their (k+1)th arrival) had from named barriers (nil: none).
	phaseNamed []map[uint32]doneAt
}

type raceWorker struct {
	NopWorker
	c      *raceChecker
	groups map[[3]uint32]*raceGroup
	free   []*raceGroup // groups that ended, to reuse
	last   *raceGroup
	lastID [3]uint32
	// conflicts of the current instruction, grouped for reporting
	conf []conflict
	// the global shadow page last used
	page    *shadowPage
	pageNum uint64
	// spareCells are the cells of lines that became uniform, cleared, to
	// expand others.
	spareCells [][]cell
	runs       []accessRun
	// kind[pc/4] is the instruction's class, computed on first sight;
	// scopes[pc/4] caches globalScope of a load (bits 0-1) and a store
	// (bits 2-3), plus 1 << 4 once computed.
	kind   []instKind
	scopes []uint8
	// waits[pc/4] caches the limits of a wait instruction.
	waits []waitLimits
	cur   *raceEvent // the event of the instruction being checked
	// lineSteps and lineConflicts count for raceChecker's (added at
	// WorkgroupEnd).
	lineSteps, lineConflicts int
	bcastRuns                int
	memo                     raceMemo
}

type conflict struct {
	otherEv   int
	write     bool // the current access writes
	otherW    bool // the other access wrote
	lanes     uint64
	otherLane int
	space     exec.Space
	addr      uint64
	scopeNote bool
}

func (k *raceWorker) WorkgroupStart(waves []*exec.Wave) {
	c := k.c
	if len(waves) == 0 {
		return
	}
	id := waves[0].Workgroup
	var g *raceGroup
	if n := len(k.free); n > 0 {
		// A group that ended: its waves' states and LDS shadow are
		// reused, reset.
		g, k.free = k.free[n-1], k.free[:n-1]
		g.spare = append(g.spare, g.waves...)
		clear(g.waves)
		g.waves = g.waves[:0]
		for i := range g.lds {
			if cs := g.lds[i].cells; cs != nil {
				k.freeCells(cs)
			}
			g.lds[i] = line{}
		}
		g.events = g.events[:0]
		clear(g.phaseNamed)
		g.phaseNamed = g.phaseNamed[:0]
		g.named = [exec.NamedBarriers]namedBarrier{}
	} else {
		g = &raceGroup{}
		if n := (c.run.LDSBytes + 3) / 4; n > 0 {
			g.ldsCells = int(n)
			g.lds = make([]line, (int(n)+1<<c.lineShift-1)>>c.lineShift)
		}
	}
	g.linear = id[0] + id[1]*c.nwg[0] + id[2]*c.nwg[0]*c.nwg[1]
	for _, w := range waves {
		g.add(c, w.ID)
	}
	k.groups[id] = g
	k.last, k.lastID = g, id
}

// add makes the state of wave id of the group.
func (g *raceGroup) add(c *raceChecker, id int) *raceWave {
	for len(g.waves) <= id {
		g.waves = append(g.waves, nil)
	}
	var s *raceWave
	if n := len(g.spare); n > 0 {
		s, g.spare = g.spare[n-1], g.spare[:n-1]
		if s == nil {
			s = &raceWave{}
		}
		*s = raceWave{arrived: s.arrived[:0], pending: s.pending[:0], loads: s.loads[:0], stores: s.stores[:0]}
	} else {
		s = &raceWave{}
	}
	s.gid, s.tag, s.inv = g.linear*uint32(c.wavesPerGroup)+uint32(id), waveTag(g.linear, id), -1
	g.waves[id] = s
	return s
}

func (k *raceWorker) WorkgroupEnd(waves []*exec.Wave) {
	if len(waves) == 0 {
		return
	}
	if g := k.groups[waves[0].Workgroup]; g != nil {
		k.free = append(k.free, g)
	}
	delete(k.groups, waves[0].Workgroup)
	k.last = nil
	if k.lineSteps != 0 || k.bcastRuns != 0 {
		k.c.mu.Lock()
		k.c.lineSteps += k.lineSteps
		k.c.lineConflicts += k.lineConflicts
		k.c.bcastRuns += k.bcastRuns
		k.c.mu.Unlock()
		k.lineSteps, k.lineConflicts, k.bcastRuns = 0, 0, 0
	}
}

func (k *raceWorker) group(w *exec.Wave) *raceGroup {
	if k.last != nil && k.lastID == w.Workgroup {
		return k.last
	}
	g := k.groups[w.Workgroup]
	k.last, k.lastID = g, w.Workgroup
	return g
}

// wave is the state of w and its work-group; a host that runs waves
// without WorkgroupStart gets them made on first sight.
func (k *raceWorker) wave(w *exec.Wave) (*raceGroup, *raceWave) {
	g := k.group(w)
	if g == nil {
		k.WorkgroupStart([]*exec.Wave{w})
		g = k.last
	}
	if w.ID < len(g.waves) && g.waves[w.ID] != nil {
		return g, g.waves[w.ID]
	}
	return g, g.add(k.c, w.ID)
}

func (k *raceWorker) WaveEnd(w *exec.Wave) {
	if _, s := k.wave(w); s != nil {
		s.ended = true
		s.vmDone, s.lgkmDne = s.vmIssued, s.lgkmIssued
		s.loads, s.stores = s.loads[:0], s.stores[:0]
	}
}

// BarrierRelease: the waves' epochs move on at their own waits (Before of
// s_barrier and s_barrier_wait -1), so that a wave's accesses between its
// s_barrier_signal and its s_barrier_wait stay in the phase before; what
// the waves acquired is shared here.
func (k *raceWorker) BarrierRelease(waves []*exec.Wave) {
	var joined vclock
	var states []*raceWave
	for _, w := range waves {
		if w.Ended {
			continue
		}
		if _, s := k.wave(w); s != nil {
			states = append(states, s)
			if s.vc != nil {
				if joined == nil {
					joined = vclock{}
				}
				joined.join(s.vc)
			}
		}
	}
	// What a wave acquired before the barrier, the others have after it.
	if joined != nil {
		for _, s := range states {
			if s.vc == nil {
				s.vc = vclock{}
			}
			s.vc.join(joined)
		}
	}
}

// classify computes the kind of the instruction at pc.
func (c *raceChecker) classify(in *isa.Inst) instKind {
	if in.Enc == nil {
		return kOther
	}
	f := in.Enc.Format
	if _, ok := waitcnt.WaitLimits(c.isaGen, in); ok {
		return kWaitcnt
	}
	switch {
	case in.Op == isa.OpS_BARRIER || in.Op == isa.OpS_BARRIER_SIGNAL || in.Op == isa.OpS_BARRIER_SIGNAL_ISFIRST:
		return kBarrier
	case in.Op == isa.OpS_BARRIER_WAIT:
		return kBarrierWait
	case in.Op == isa.OpS_BARRIER_INIT || in.Op == isa.OpS_BARRIER_LEAVE:
		return kNamed
	case in.Op == isa.OpBUFFER_WBINVL1_VOL || in.Op == isa.OpBUFFER_WBINVL1 || in.Op == isa.OpBUFFER_GL0_INV || in.Op == isa.OpBUFFER_GL1_INV ||
		in.Op == isa.OpGLOBAL_INV:
		return kInvalidate
	case in.Op == isa.OpBUFFER_INV:
		// gfx940: buffer_inv sc1 (agent) or sc0 sc1 (system) invalidates
		// for other work-groups; sc0 alone only for tgsplit.
		if o := in.Operand("cpol"); o != nil && o.Imm&cpolSC1 != 0 {
			return kInvalidate
		}
		return kOther
	case f&isa.FormatDS != 0:
		return kDS
	case f&isa.FormatSMRD != 0:
		return kSMEM
	case f&isa.FormatFLAT != 0:
		if in.Op.Mem().Seg == isa.SegFlat {
			return kFLAT
		}
		return kVMEM
	case f&(isa.FormatMUBUF|isa.FormatMTBUF) != 0:
		return kVMEM
	}
	return kOther
}

// Cache-policy bits (LLVM SIDefines.h CPol): GLC (gfx940: SC0), DLC
// (GFX10) and SCC (gfx940: SC1).
const (
	cpolGLC = 1
	cpolDLC = 4 // GFX10
	cpolSC1 = 16
	// GFX12: the scope field.
	cpol12Scope    = 0x18
	cpol12ScopeSE  = 1 << 3
	cpol12ScopeDev = 2 << 3
)

func (k *raceWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	c := k.c
	i := int(ev.PC / 4)
	var kind instKind
	if i < len(k.kind) {
		kind = k.kind[i]
		if kind == kUnknown {
			kind = c.classify(ev.Inst)
			k.kind[i] = kind
		}
	} else {
		kind = c.classify(ev.Inst)
	}
	if kind == kOther {
		return exec.Verdict{}
	}
	p := c.plan
	if p != nil && i < len(p.folded) && p.folded[i] && p.ops[i] == ev.Inst.Op {
		return exec.Verdict{} // in pre of the next wanted instruction
	}
	g, s := k.wave(w)
	if s == nil {
		return exec.Verdict{}
	}
	if s.waitOn != 0 {
		k.settleNamed(g, s)
	}
	if s.passed {
		k.settlePhase(g, s)
	}
	if p != nil && i < len(p.pre) && p.ops[i] == ev.Inst.Op && !p.pre[i].empty() {
		k.applySegment(s, &p.pre[i])
	}
	switch kind {
	case kWaitcnt:
		k.waitcnt(s, ev.Inst, ev.PC)
	case kBarrier:
		id := exec.BarrierWorkgroup
		if ev.Inst.Op != isa.OpS_BARRIER {
			id = barrierOperand(w, ev.Inst)
		}
		switch {
		case id == exec.BarrierWorkgroup:
			g.arriveNamed(len(s.arrived), s)
			s.arrived = append(s.arrived, doneAt{vm: s.vmDone, lgkm: s.lgkmDne, vmIssued: s.vmIssued})
			if ev.Inst.Op == isa.OpS_BARRIER {
				s.epoch++ // its wait: nothing of the wave runs before the phase completes
				s.passed = true
			}
		case id >= 1 && id <= exec.NamedBarriers:
			k.namedArrive(w, g, s, ev.Inst, id)
		}
	case kBarrierWait:
		switch id := barrierOperand(w, ev.Inst); {
		case id == exec.BarrierWorkgroup:
			s.epoch++
			s.passed = true
		case id >= 0 && w.Bar.Joined >= 1:
			j := int(w.Bar.Joined)
			s.waitOn, s.waitPhase = j, uint32(len(g.named[j-1].done))
			if p := s.sigPhase[j-1]; p != 0 {
				s.waitPhase = p - 1
			}
			s.sigPhase[j-1] = 0
		}
	case kNamed:
		k.namedOther(w, g, ev.Inst)
	case kInvalidate:
		agent := true
		switch ev.Inst.Op {
		case isa.OpBUFFER_GL0_INV:
			s.inv = int64(s.epoch)
		case isa.OpGLOBAL_INV:
			// GFX12: global_inv scope:SCOPE_SE is the work-group acquire
			// of WGP mode, SCOPE_DEV or SYS the agent one.
			sc := ev.Inst.Imm("cpol") & cpol12Scope
			if sc >= cpol12ScopeSE {
				s.inv = int64(s.epoch)
			}
			agent = sc >= cpol12ScopeDev
		}
		if agent {
			k.acquire(s)
		}
	case kSMEM:
		if c.isaGen < isa.GenGFX12 { // GFX12: kmcnt
			s.lgkmIssued++
		}
	case kDS, kVMEM, kFLAT:
		k.access(w, g, s, ev, kind)
	}
	return exec.Verdict{}
}

// waitcnt applies s_waitcnt: vector memory and LDS operations complete in
// issue order (AMDGPUUsage "Memory Model GFX6-GFX9": completion is
// reported to a wavefront in execution order), so vmcnt(N) leaves at most
// the last N outstanding. SMEM may return out of order; taking lgkmcnt(N)
// the same way can only make an LDS access look complete earlier (fewer
// findings, never more).
//
// GFX10+ count loads on vmcnt (loadcnt) and stores on vscnt (storecnt),
// each in issue order: a wait retires all but the last N of its kind, and
// vmDone is the last operation before the oldest still outstanding of
// either kind (the events keep one vector-memory sequence per wave).
func (k *raceWorker) waitcnt(s *raceWave, in *isa.Inst, pc uint64) {
	var lim waitLimits
	if i := pc / 4; i < uint64(len(k.waits)) {
		if lim = k.waits[i]; !lim.set {
			lim = waitLimitsOf(k.c.isaGen, in)
			k.waits[i] = lim
		}
	} else {
		lim = waitLimitsOf(k.c.isaGen, in)
	}
	if lgkm := int(lim.lgkm); lgkm >= 0 {
		if n := uint32(lgkm); s.lgkmIssued > n && s.lgkmIssued-n > s.lgkmDne {
			s.lgkmDne = s.lgkmIssued - n
		}
	}
	vm, vs := int(lim.vm), int(lim.vs)
	if k.c.gcn {
		if n := uint32(vm); vm >= 0 && s.vmIssued > n && s.vmIssued-n > s.vmDone {
			s.vmDone = s.vmIssued - n
		}
		return
	}
	if vm < 0 && vs < 0 {
		return
	}
	k.retireVMEM(s, vm, vs)
}

// waitLimits are the limits of a wait instruction on the counters
// racecheck follows (-1: none), as waitcnt.WaitLimits decodes them; set
// once decoded (raceWorker.waits caches them by PC).
type waitLimits struct {
	lgkm, vm, vs int8
	set          bool
}

func waitLimitsOf(g isa.Generation, in *isa.Inst) waitLimits {
	lim, _ := waitcnt.WaitLimits(g, in)
	return waitLimits{lgkm: int8(lim.Of(waitcnt.LGKM)), vm: int8(lim.Of(waitcnt.VM)), vs: int8(lim.Of(waitcnt.VS)), set: true}
}

// maxOutstanding is the most vector memory loads (or stores) a GFX10+ wave
// can have outstanding: vmcnt and vscnt are 6-bit counters.
const maxOutstanding = 63

// retireVMEM completes all but the last vm loads and vs stores of s (a
// negative count leaves that kind alone) and moves vmDone on.
func (k *raceWorker) retireVMEM(s *raceWave, vm, vs int) {
	if vm >= 0 && len(s.loads) > vm {
		s.loads = append(s.loads[:0], s.loads[len(s.loads)-vm:]...)
	}
	if vs >= 0 && len(s.stores) > vs {
		s.stores = append(s.stores[:0], s.stores[len(s.stores)-vs:]...)
	}
	done := s.vmIssued
	if len(s.loads) > 0 {
		done = min(done, s.loads[0]-1)
	}
	if len(s.stores) > 0 {
		done = min(done, s.stores[0]-1)
	}
	s.vmDone = max(s.vmDone, done)
}

// acquire: an L1 invalidate after atomics that completed makes the wave
// see what was released to their locations.
func (k *raceWorker) acquire(s *raceWave) {
	if len(s.pending) == 0 {
		return
	}
	k.c.mu.Lock()
	defer k.c.mu.Unlock()
	keep := s.pending[:0]
	for _, p := range s.pending {
		if p.vmSeq > s.vmDone {
			keep = append(keep, p)
			continue
		}
		if lc := k.c.locs[p.loc]; lc != nil {
			if s.vc == nil {
				s.vc = vclock{}
			}
			s.vc.join(lc)
		}
	}
	s.pending = keep
}

// release records that wave s's completed vector memory operations are
// ordered before whoever acquires location loc.
func (k *raceWorker) release(s *raceWave, loc uint64) {
	lc := k.c.locs[loc]
	if lc == nil {
		lc = vclock{}
		k.c.locs[loc] = lc
	}
	if s.vmDone > lc[s.gid] {
		lc[s.gid] = s.vmDone
	}
	if s.vc != nil {
		lc.join(s.vc)
	}
}

// globalScope is the atomic class of a global load or store (not a
// read-modify-write) from its cache policy: AMDGPUUsage "Memory Model
// GFX6-GFX9", "GFX90A" and "GFX942" code sequences for monotonic atomics:
// an agent-scope atomic load is glc=1 before gfx940, sc1=1 on gfx940
// (sc0=1 alone: work-group scope); an agent-scope atomic store is sc1=1
// on gfx940. Before gfx940 a store of any scope is a plain store, which is
// taken as non-atomic.
func (k *raceWorker) globalScope(in *isa.Inst, write bool) uint8 {
	o := in.Operand("cpol")
	if o == nil {
		return scopeNone
	}
	if k.c.isaGen >= isa.GenGFX12 {
		// GFX12 atomic loads and stores name their scope ("Memory Model
		// GFX12": SCOPE_SE for work-group scope in WGP mode, SCOPE_DEV
		// for agent scope); plain accesses are SCOPE_CU.
		switch sc := o.Imm & cpol12Scope; {
		case sc >= cpol12ScopeDev:
			return scopeAgent
		case sc >= cpol12ScopeSE:
			return scopeWorkgroup
		}
		return scopeNone
	}
	if k.c.gen == exec.GFX940 {
		switch {
		case o.Imm&cpolSC1 != 0:
			return scopeAgent
		case o.Imm&cpolGLC != 0:
			return scopeWorkgroup
		}
		return scopeNone
	}
	if !write && o.Imm&cpolGLC != 0 {
		// GFX10: an agent-scope load is glc dlc; glc alone is a
		// work-group-scope one (WGP mode). GFX11 uses glc for both.
		if (k.c.isaGen == isa.GenGFX10 || k.c.isaGen == isa.GenGFX10_3) && o.Imm&cpolDLC == 0 {
			return scopeWorkgroup
		}
		return scopeAgent
	}
	return scopeNone
}

func (k *raceWorker) cachedScope(ev *exec.InstEvent, write bool) uint8 {
	i := int(ev.PC / 4)
	if i >= len(k.scopes) {
		return k.globalScope(ev.Inst, write)
	}
	v := k.scopes[i]
	if v == 0 {
		v = 1<<4 | k.globalScope(ev.Inst, false) | k.globalScope(ev.Inst, true)<<2
		k.scopes[i] = v
	}
	if write {
		return v >> 2 & 3
	}
	return v & 3
}

// access checks and records the accesses of one memory instruction.
func (k *raceWorker) access(w *exec.Wave, g *raceGroup, s *raceWave, ev *exec.InstEvent, kind instKind) {
	c := k.c
	var vmSeq, lgkmSeq uint32
	switch kind {
	case kDS:
		s.lgkmIssued++
		lgkmSeq = s.lgkmIssued
	case kVMEM:
		s.vmIssued++
		vmSeq = s.vmIssued
	case kFLAT:
		s.vmIssued++
		s.lgkmIssued++
		vmSeq, lgkmSeq = s.vmIssued, s.lgkmIssued
	}
	if vmSeq != 0 && !c.gcn {
		if vsOp(ev.Inst) {
			s.stores = append(s.stores, vmSeq)
		} else {
			s.loads = append(s.loads, vmSeq)
		}
		// The counters are 6 bits: a wave has at most 63 loads and 63
		// stores outstanding (issue waits for the counter), so older
		// ones have completed; this also bounds the lists.
		if len(s.loads) > maxOutstanding || len(s.stores) > maxOutstanding {
			k.retireVMEM(s, maxOutstanding, maxOutstanding)
		}
	}
	if kind != kDS { // Span and GlobalLanes are for GLOBAL instructions
		if ev.Inst.Op.Mem().Kind != isa.MemStore {
			if sp, ok := ev.Span(); ok && !sp.Write && sp.Hi > sp.Lo && c.readOnlyRange(sp.Lo, sp.Hi) {
				// A plain load from a read-only buffer in every lane:
				// each lane's read would be passed over below.
				return
			}
		}
		var gl exec.GlobalLanes
		glOK := false
		if kind == kVMEM && uniformLines {
			gl, glOK = ev.GlobalLanes()
		}
		if glOK && w.EXEC != 0 && k.globalRuns(&gl, w.EXEC) {
			// A plain GLOBAL load or store: its runs straight from the
			// lanes' addresses, without the list of accesses.
			c.mu.Lock()
			k.conf = k.conf[:0]
			k.memo.valid = false
			done := k.finishRuns(g, s, ev, exec.SpaceGlobal, gl.Write, gl.Size, 1, [2]uint64{}, [2]uint64{}, vmSeq, lgkmSeq)
			for _, cf := range k.conf {
				k.report(w, s, ev, cf)
			}
			c.mu.Unlock()
			if done {
				return
			}
		}
	}
	if kind == kDS && uniformLines {
		// A plain DS load or store: its runs straight from the lanes'
		// addresses, without the list of accesses.
		if dl, ok := ev.DSLanes(); ok && w.EXEC != 0 {
			if lo, hi, ok := k.dsRuns(&dl, w.EXEC); ok {
				// No lock: LDS shadows and events are the work-group's,
				// on this goroutine alone.
				k.conf = k.conf[:0]
				k.memo.valid = false
				done := k.finishRuns(g, s, ev, exec.SpaceLocal, dl.Write, dl.Size, dl.Count, lo, hi, vmSeq, lgkmSeq)
				for _, cf := range k.conf {
					k.report(w, s, ev, cf)
				}
				if done {
					return
				}
			}
		}
	}
	acc := ev.Accesses()
	if len(acc) == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	mem := ev.Inst.Op.Mem()
	rmw := mem.Kind == isa.MemAtomic || mem.Kind == isa.MemAtomicRtn
	k.conf = k.conf[:0]
	k.memo.valid = false
	if !uniformLines || rmw || !k.accessRuns(g, s, ev, acc, vmSeq, lgkmSeq) {
		k.accessLanes(g, s, ev, acc, kind, rmw, vmSeq, lgkmSeq)
	}
	for _, cf := range k.conf {
		k.report(w, s, ev, cf)
	}
}

// accessLanes checks and records the accesses acc of one memory
// instruction lane by lane.
func (k *raceWorker) accessLanes(g *raceGroup, s *raceWave, ev *exec.InstEvent, acc []exec.Access, kind instKind, rmw bool, vmSeq, lgkmSeq uint32) {
	c := k.c
	// the current event in global memory (0) and LDS (1) and its scope
	evis, evScopes := [2]int{-1, -1}, [2]uint8{}
	for ai := range acc {
		a := &acc[ai]
		if a.Scalar || a.Lane < 0 || (a.Space != exec.SpaceGlobal && a.Space != exec.SpaceLocal) {
			continue
		}
		if !a.Write && a.Space == exec.SpaceGlobal && c.readOnly(a.Addr, a.Size) {
			continue
		}
		scope := uint8(scopeNone)
		switch {
		case a.Space == exec.SpaceLocal:
			if a.Atomic || (rmw && kind == kDS) {
				scope = scopeWorkgroup // LDS scope is work-group at most
			}
		case a.Atomic || rmw:
			scope = scopeAgent // read-modify-writes are done in L2
		default:
			scope = k.cachedScope(ev, a.Write)
		}
		sp := 0
		if a.Space == exec.SpaceLocal {
			sp = 1
		}
		evi := evis[sp]
		if evi < 0 || evScopes[sp] != scope {
			evi = k.addEvent(g, a.Space, raceEvent{gid: s.gid, pc: uint32(ev.PC), epoch: s.epoch, vmSeq: vmSeq, lgkmSeq: lgkmSeq, scope: scope, wgLinear: g.linear})
			evis[sp], evScopes[sp] = evi, scope
		}
		k.cur = k.event(g, a.Space, evi)
		if a.Space == exec.SpaceGlobal && scope == scopeAgent {
			loc := a.Addr &^ 3
			if a.Write {
				k.release(s, loc)
			}
			if !a.Write || rmw {
				s.pending = append(s.pending, pendingAcquire{loc: loc, vmSeq: vmSeq})
			}
		}
		k.touch(g, s, a, evi)
	}
}

// accessRun is a run of an instruction's accesses: n lanes from lane,
// each size bytes, lane after lane from address lo up; or, when bcast is
// not 0, the n lanes of bcast (lane the lowest) all at lo (a broadcast).
// skip: a read of a read-only buffer, passed over.
type accessRun struct {
	lane   int
	n      int
	lo     uint64
	size   uint32
	stream int
	skip   bool
	bcast  uint64
}

// hi is the end of the bytes run r covers.
func (r *accessRun) hi() uint64 {
	if r.bcast != 0 {
		return r.lo + uint64(r.size)
	}
	return r.lo + uint64(r.n)*uint64(r.size)
}

// accessRuns checks and records the accesses acc of an instruction that
// is not an atomic when they are runs of whole dwords (accessRun), one
// access per lane (stream 0) or two (ds_read2/ds_write2: streams 0 and 1,
// interleaved), using the uniform lines; false (nothing done) for any
// other instruction. The findings are those of accessLanes: with one
// stream the dwords are checked in the same order; two streams are
// checked one after the other only when they touch different dwords and
// no access of either conflicts (else false).
func (k *raceWorker) accessRuns(g *raceGroup, s *raceWave, ev *exec.InstEvent, acc []exec.Access, vmSeq, lgkmSeq uint32) bool {
	a0 := &acc[0]
	space, write, size := a0.Space, a0.Write, a0.Size
	if space != exec.SpaceGlobal && space != exec.SpaceLocal || size%4 != 0 || size == 0 {
		return false
	}
	streams := 1
	if len(acc) >= 2 && acc[1].Lane == a0.Lane {
		streams = 2
		if len(acc)%2 != 0 {
			return false
		}
	}
	k.runs = k.runs[:0]
	var lo, hi [2]uint64
	for st := range streams {
		lo[st] = ^uint64(0)
		next, nextLane := uint64(0), -2
		for i := st; i < len(acc); i += streams {
			a := &acc[i]
			if a.Space != space || a.Write != write || a.Size != size || a.Atomic || a.Scalar || a.Addr&3 != 0 ||
				(streams == 2 && a.Lane != acc[i&^1].Lane) {
				return false
			}
			if a.Lane == nextLane && a.Addr == next {
				k.runs[len(k.runs)-1].n++
			} else {
				if a.Lane < 0 {
					return false
				}
				k.runs = append(k.runs, accessRun{lane: a.Lane, n: 1, lo: a.Addr, size: size, stream: st})
			}
			nextLane, next = a.Lane+1, a.Addr+uint64(size)
			if next < a.Addr {
				return false // past the end of the address space
			}
			if streams == 2 {
				lo[st], hi[st] = min(lo[st], a.Addr), max(hi[st], next)
			}
		}
	}
	return k.finishRuns(g, s, ev, space, write, size, streams, lo, hi, vmSeq, lgkmSeq)
}

// dsRuns makes k.runs from the accesses dl describes (exec mask m), as
// accessRuns does from the list; false when they are not whole dwords.
func (k *raceWorker) dsRuns(dl *exec.DSLanes, m uint64) (lo, hi [2]uint64, ok bool) {
	size := dl.Size
	if size%4 != 0 || size == 0 || dl.Count < 1 || dl.Count > 2 {
		return lo, hi, false
	}
	k.runs = k.runs[:0]
	if l0 := bits.TrailingZeros64(m); m>>uint(l0)&(m>>uint(l0)+1) == 0 {
		// Consecutive lanes (the common case): one run per stream when
		// their addresses follow each other.
		n := bits.OnesCount64(m)
		if b0, ok := linearLanes(dl.Base[l0:l0+n], size); ok {
			for st := range dl.Count {
				a := uint64(b0 + dl.Off[st])
				if a&3 != 0 || a+uint64(n)*uint64(size) > 1<<32 {
					k.runs = k.runs[:0]
					break // the lane loop below decides
				}
				k.runs = append(k.runs, accessRun{lane: l0, n: n, lo: a, size: size, stream: st})
				lo[st], hi[st] = a, a+uint64(n)*uint64(size)
			}
			if len(k.runs) == dl.Count {
				return lo, hi, true
			}
		}
	}
	for st := range dl.Count {
		off := dl.Off[st]
		lo[st] = ^uint64(0)
		next, nextLane := uint64(0), -2
		for mm := m; mm != 0; mm &= mm - 1 {
			l := bits.TrailingZeros64(mm)
			addr := uint64(dl.Base[l] + off)
			if addr&3 != 0 {
				return lo, hi, false
			}
			if l == nextLane && addr == next {
				k.runs[len(k.runs)-1].n++
			} else {
				k.runs = append(k.runs, accessRun{lane: l, n: 1, lo: addr, size: size, stream: st})
			}
			nextLane, next = l+1, addr+uint64(size)
			lo[st], hi[st] = min(lo[st], addr), max(hi[st], next)
		}
	}
	return lo, hi, true
}

// globalRuns makes k.runs from the accesses gl describes (exec mask m,
// not 0), as accessRuns does from the list, but keeping lanes that
// access one address one after the other as one broadcast run; false
// when they are not whole dwords (or one reaches the end of the address
// space).
func (k *raceWorker) globalRuns(gl *exec.GlobalLanes, m uint64) bool {
	size := uint64(gl.Size)
	if size%4 != 0 || size == 0 {
		return false
	}
	k.runs = k.runs[:0]
	if l0 := bits.TrailingZeros64(m); m>>uint(l0)&(m>>uint(l0)+1) == 0 && gl.Hi == nil {
		// Consecutive lanes at consecutive addresses, or all at one
		// address: one run.
		n := bits.OnesCount64(m)
		a0 := gl.Addr(l0)
		if a0&3 == 0 && a0+uint64(n)*size > a0 {
			switch globalPattern(gl.Lo[l0:l0+n], gl.Base, gl.Scale, a0, size) {
			case patLinear:
				k.runs = append(k.runs, accessRun{lane: l0, n: n, lo: a0, size: gl.Size})
				return true
			case patBroadcast:
				k.runs = append(k.runs, accessRun{lane: l0, n: n, lo: a0, size: gl.Size, bcast: m})
				return true
			}
		}
	}
	next, nextLane := uint64(0), -2
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		a := gl.Addr(l)
		if a&3 != 0 || a+size < a {
			return false
		}
		if n := len(k.runs); n > 0 {
			r := &k.runs[n-1]
			switch {
			case a == r.lo && (r.bcast != 0 || r.n == 1):
				// Another lane at the run's one address.
				r.bcast |= 1<<uint(r.lane) | 1<<uint(l)
				r.n++
				continue
			case r.bcast == 0 && l == nextLane && a == next:
				r.n++
				nextLane, next = l+1, a+size
				continue
			}
		}
		k.runs = append(k.runs, accessRun{lane: l, n: 1, lo: a, size: gl.Size})
		nextLane, next = l+1, a+size
	}
	return true
}

// Address patterns of consecutive lanes (globalPattern).
const (
	patOther = iota
	patLinear
	patBroadcast
)

// globalPattern tells whether the lanes whose offsets are lo, at base +
// offset*scale, access a0, a0+size, ... (patLinear) or all a0
// (patBroadcast).
func globalPattern(lo []uint32, base, scale, a0, size uint64) int {
	if len(lo) > 1 && lo[1] == lo[0] {
		for _, x := range lo {
			if x != lo[0] {
				return patOther
			}
		}
		return patBroadcast
	}
	for i, x := range lo {
		if base+uint64(x)*scale != a0+uint64(i)*size {
			return patOther
		}
	}
	return patLinear
}

// linearLanes reports whether base[i] is base[0] + i*size for every i,
// and gives base[0].
func linearLanes(base []uint32, size uint32) (uint32, bool) {
	b0 := base[0]
	for i, x := range base {
		if x != b0+uint32(i)*size {
			return 0, false
		}
	}
	return b0, true
}

// finishRuns checks and records the runs k.runs of the current
// instruction (accessRuns); false, before anything is recorded, when
// they must be checked lane by lane.
func (k *raceWorker) finishRuns(g *raceGroup, s *raceWave, ev *exec.InstEvent, space exec.Space, write bool, size uint32, streams int, lo, hi [2]uint64, vmSeq, lgkmSeq uint32) bool {
	c := k.c
	if streams == 2 && lo[0] < hi[1] && lo[1] < hi[0] {
		return false
	}
	scope := uint8(scopeNone)
	if space == exec.SpaceGlobal {
		// A global access's scope comes from its cache policy (an
		// agent-scope load is an acquire: lane by lane).
		if scope = k.cachedScope(ev, write); scope == scopeAgent {
			return false
		}
		if !write {
			for i := range k.runs {
				r := &k.runs[i]
				rhi := r.hi()
				switch {
				case c.readOnlyRange(r.lo, rhi):
					r.skip = true
				case c.overlapsReadOnly(r.lo, rhi):
					return false
				}
			}
		}
	}
	evi := -1
	for i := range k.runs {
		if !k.runs[i].skip {
			evi = k.addEvent(g, space, raceEvent{gid: s.gid, pc: uint32(ev.PC), epoch: s.epoch, vmSeq: vmSeq, lgkmSeq: lgkmSeq, scope: scope, wgLinear: g.linear})
			k.cur = k.event(g, space, evi)
			break
		}
	}
	if evi < 0 {
		return true
	}
	if streams == 2 {
		for i := range k.runs {
			if r := &k.runs[i]; !r.skip && !k.quiet(g, s, evi, space, write, r.lo, r.hi()) {
				return false
			}
		}
	}
	for i := range k.runs {
		switch r := &k.runs[i]; {
		case r.skip:
		case r.bcast != 0:
			k.broadcastStep(g, s, evi, space, write, r)
		default:
			k.runStep(g, s, evi, space, write, r)
		}
	}
	return true
}

// broadcastStep checks and records broadcast run r of the current
// instruction (event evi) as its lanes one after the other would: for a
// write the first lane checks each dword and the others find its record
// (the wave's own); for a read every lane finds the same records, so the
// conflicts are those of the first with all the run's lanes, and the
// read recorded is the last lane's (or the older read kept).
func (k *raceWorker) broadcastStep(g *raceGroup, s *raceWave, evi int, space exec.Space, write bool, r *accessRun) {
	last := 63 - bits.LeadingZeros64(r.bcast)
	k.bcastRuns++
	for at := r.lo; at < r.hi(); at += 4 {
		cl := k.cellAt(g, space, at)
		if cl == nil {
			return // past the end of LDS
		}
		if write {
			k.check(g, s, space, true, r.lane, evi, cl, 0xf, at)
			cl.w = mkRecord(evi, s.tag, last, 0xf)
			continue
		}
		k.look(g, s, evi, cl.w, true, space, false, r.bcast, cl.w.lane(), 0xf, at)
		if !k.keepRead(g, s, evi, cl.r, space, 0xf) {
			cl.r = mkRecord(evi, s.tag, last, 0xf)
		}
	}
}

// overlapsReadOnly reports whether [lo, hi) meets a read-only buffer.
func (c *raceChecker) overlapsReadOnly(lo, hi uint64) bool {
	for _, r := range c.constRanges {
		if lo < r[1] && r[0] < hi {
			return true
		}
	}
	return false
}

// lineAt is the shadow line of the dword at byte address at, and whether
// it lies wholly inside the space (LDS: nil when at is past its end).
func (k *raceWorker) lineAt(g *raceGroup, space exec.Space, at uint64) (*line, bool) {
	c := k.c
	if space == exec.SpaceLocal {
		i := at >> 2 >> c.lineShift
		if at>>2 >= uint64(g.ldsCells) {
			return nil, false
		}
		return &g.lds[i], (i+1)<<c.lineShift <= uint64(g.ldsCells)
	}
	pn := at >> 14
	p := k.page
	if p == nil || k.pageNum != pn {
		p = c.global[pn]
		if p == nil {
			p = &shadowPage{lines: make([]line, pageCells>>c.lineShift)}
			c.global[pn] = p
		}
		k.page, k.pageNum = p, pn
	}
	return &p.lines[at>>2&(pageCells-1)>>c.lineShift], true
}

// cellAt is the cell of the dword at at (nil: past the end of LDS),
// expanding its line.
func (k *raceWorker) cellAt(g *raceGroup, space exec.Space, at uint64) *cell {
	ln, _ := k.lineAt(g, space, at)
	if ln == nil {
		return nil
	}
	if ln.cells == nil {
		k.expand(ln)
	}
	return &ln.cells[at>>2&(1<<k.c.lineShift-1)]
}

// expand gives uniform line ln one cell per dword.
func (k *raceWorker) expand(ln *line) {
	var cs []cell
	if n := len(k.spareCells); n > 0 {
		cs, k.spareCells = k.spareCells[n-1], k.spareCells[:n-1]
	} else {
		cs = make([]cell, 1<<k.c.lineShift)
	}
	if ln.w != 0 || ln.r != 0 {
		for j := range cs {
			cs[j] = cell{w: ln.w.plusLane(j >> ln.wsh), r: ln.r.plusLane(j >> ln.rsh)}
		}
	}
	*ln = line{cells: cs}
}

func (k *raceWorker) freeCells(cs []cell) {
	clear(cs)
	k.spareCells = append(k.spareCells, cs)
}

// runStep checks and records run r of the current instruction (event
// evi): line by line in address order, which is lane order; a uniform
// line it covers a lane per 1<<sh dwords at once.
func (k *raceWorker) runStep(g *raceGroup, s *raceWave, evi int, space exec.Space, write bool, r *accessRun) {
	lb := uint64(4) << k.c.lineShift
	size := uint64(r.size)
	hi := r.lo + uint64(r.n)*size
	// own: a record of wave s, or none (look and keepRead pass over it).
	same := k.c.uniqueTags || space == exec.SpaceLocal
	own := func(rec record) bool { return rec == 0 || same && rec.tag() == s.tag }
	sh := -1
	switch r.size {
	case 4:
		sh = 0
	case 8:
		sh = 1
	case 16:
		sh = 2
	}
	for at := r.lo; at < hi; {
		ls := at &^ (lb - 1)
		end := min(ls+lb, hi)
		ln, whole := k.lineAt(g, space, ls)
		if ln == nil {
			break // past the end of LDS
		}
		if sh >= 0 && whole && at == ls && end == ls+lb && (ls-r.lo)%size == 0 {
			lane := r.lane + int((ls-r.lo)/size)
			if ln.cells == nil {
				k.lineStep(g, s, evi, ln, lane, uint8(sh), write, space, ls)
				at = end
				continue
			}
			if write {
				for d := ls; d < end; d += 4 {
					k.check(g, s, space, write, r.lane+int((d-r.lo)/size), evi, &ln.cells[d>>2&(1<<k.c.lineShift-1)], 0xf, d)
				}
				// Every dword now holds this write alone.
				k.freeCells(ln.cells)
				*ln = line{w: mkRecord(evi, s.tag, lane, 0xf), wsh: uint8(sh)}
				at = end
				continue
			}
		}
		if ln.cells == nil {
			k.expand(ln)
		}
		for d := at; d < end; d += 4 {
			if space == exec.SpaceLocal && d>>2 >= uint64(g.ldsCells) {
				break
			}
			cl := &ln.cells[d>>2&(1<<k.c.lineShift-1)]
			lane := r.lane + int((d-r.lo)/size)
			if own(cl.w) && own(cl.r) {
				// Records of this wave alone (or none): nothing to
				// look at (check's answer), only the record to make.
				if rec := mkRecord(evi, s.tag, lane, 0xf); write {
					cl.w, cl.r = rec, 0
				} else {
					cl.r = rec
				}
				continue
			}
			k.check(g, s, space, write, lane, evi, cl, 0xf, d)
		}
		at = end
	}
}

// lineStep is check for every dword of uniform line ln (at byte address
// at), which the current access covers a lane per 1<<sh dwords from lane:
// all its dwords hold the same records, so they give the same verdicts.
func (k *raceWorker) lineStep(g *raceGroup, s *raceWave, evi int, ln *line, lane int, sh uint8, write bool, space exec.Space, at uint64) {
	n := (1 << k.c.lineShift) >> sh
	lanes := (^uint64(0) >> (64 - n)) << lane
	k.lineSteps++
	nc := len(k.conf)
	k.look(g, s, evi, ln.w, true, space, write, lanes, ln.w.lane(), 0xf, at)
	rec := mkRecord(evi, s.tag, lane, 0xf)
	if write {
		k.look(g, s, evi, ln.r, false, space, write, lanes, ln.r.lane(), 0xf, at)
		*ln = line{w: rec, wsh: sh}
	} else if !k.keepRead(g, s, evi, ln.r, space, 0xf) {
		ln.r, ln.rsh = rec, sh
	}
	k.lineConflicts += len(k.conf) - nc
}

// quiet reports whether no dword of [lo, hi) holds a record that the
// current access (event evi) conflicts with, without recording anything.
func (k *raceWorker) quiet(g *raceGroup, s *raceWave, evi int, space exec.Space, write bool, lo, hi uint64) bool {
	lb := uint64(4) << k.c.lineShift
	for at := lo; at < hi; {
		ls := at &^ (lb - 1)
		end := min(ls+lb, hi)
		ln, _ := k.lineAt(g, space, ls)
		if ln == nil {
			return true
		}
		if ln.cells == nil {
			if k.conflicts(g, s, evi, ln.w, space, write) || write && k.conflicts(g, s, evi, ln.r, space, write) {
				return false
			}
		} else {
			for d := at; d < end; d += 4 {
				cl := &ln.cells[d>>2&(1<<k.c.lineShift-1)]
				if k.conflicts(g, s, evi, cl.w, space, write) || write && k.conflicts(g, s, evi, cl.r, space, write) {
					return false
				}
			}
		}
		at = end
	}
	return true
}

// conflicts is look's test: the current access (a whole dword) and the
// record r race.
func (k *raceWorker) conflicts(g *raceGroup, s *raceWave, evi int, r record, space exec.Space, write bool) bool {
	if r == 0 || r.tag() == s.tag && (k.c.uniqueTags || space == exec.SpaceLocal || k.event(g, space, r.event()).gid == s.gid) {
		return false
	}
	race, _ := k.racesOf(g, s, evi, r.event(), space, write)
	return race
}

// addEvent adds event e of an access to space: LDS events are the
// work-group's (its LDS shadow, which alone names them, goes with it).
func (k *raceWorker) addEvent(g *raceGroup, space exec.Space, e raceEvent) int {
	if space == exec.SpaceLocal {
		g.events = append(g.events, e)
		return len(g.events) - 1
	}
	return k.c.events.add(e)
}

// event is event i of space (see addEvent).
func (k *raceWorker) event(g *raceGroup, space exec.Space, i int) *raceEvent {
	if space == exec.SpaceLocal {
		return &g.events[i]
	}
	return k.c.events.at(i)
}

// vsOp reports whether a vector memory instruction counts on vscnt
// (storecnt) on GFX10+: a store or an atomic that returns nothing (LDS
// DMA loads count on vmcnt), as waitcnt classifies them.
func vsOp(in *isa.Inst) bool {
	m := in.Op.Mem()
	if m.LDSDMA || in.Enc == nil {
		return false
	}
	return in.Enc.Flags.Has(isa.FlagMayStore) && !in.Enc.Flags.Has(isa.FlagMayLoad) ||
		m.Kind == isa.MemStore || (m.Kind == isa.MemAtomic && in.Enc.MemKind() != isa.MemAtomicRtn)
}

// touch checks one lane's access against the shadow and records it.
func (k *raceWorker) touch(g *raceGroup, s *raceWave, a *exec.Access, evi int) {
	if a.Size == 4 && a.Addr&3 == 0 {
		if cl := k.cellAt(g, a.Space, a.Addr); cl != nil {
			k.check(g, s, a.Space, a.Write, a.Lane, evi, cl, 0xf, a.Addr)
		}
		return
	}
	end := a.Addr + uint64(a.Size)
	for at := a.Addr &^ 3; at < end; at += 4 {
		var mask uint8
		for b := uint64(0); b < 4; b++ {
			if at+b >= a.Addr && at+b < end {
				mask |= 1 << b
			}
		}
		if cl := k.cellAt(g, a.Space, at); cl != nil {
			k.check(g, s, a.Space, a.Write, a.Lane, evi, cl, mask, at)
		}
	}
}

// check checks the access of lane (a write when write) to bytes mask of
// the dword at at against its cell and records it.
func (k *raceWorker) check(g *raceGroup, s *raceWave, space exec.Space, write bool, lane, evi int, cl *cell, mask uint8, at uint64) {
	lanes := uint64(1) << uint(lane)
	rec := mkRecord(evi, s.tag, lane, mask)
	k.look(g, s, evi, cl.w, true, space, write, lanes, cl.w.lane(), mask, at)
	if write {
		k.look(g, s, evi, cl.r, false, space, write, lanes, cl.r.lane(), mask, at)
		cl.w, cl.r = rec, 0
		return
	}
	if !k.keepRead(g, s, evi, cl.r, space, mask) {
		cl.r = rec
	}
}

// keepRead: a read (of bytes mask) keeps the older read r of another wave
// that it does not follow: a later write of this wave races with it.
func (k *raceWorker) keepRead(g *raceGroup, s *raceWave, evi int, r record, space exec.Space, mask uint8) bool {
	if r == 0 || r.mask()&^mask != 0 || r.tag() == s.tag {
		return false
	}
	// A read of another work-group: nothing but an acquire orders it.
	if r.tag()>>6 != s.tag>>6 && s.vc == nil {
		return true
	}
	race, _ := k.racesOf(g, s, evi, r.event(), space, false)
	return race
}

// look checks the current access (event evi; lanes, a write when write,
// bytes mask of the dword at at) against the record r of an earlier
// access by lane otherLane (a write when otherWrote) and notes a conflict.
func (k *raceWorker) look(g *raceGroup, s *raceWave, evi int, r record, otherWrote bool, space exec.Space, write bool, lanes uint64, otherLane int, mask uint8, at uint64) {
	if r == 0 || r.mask()&mask == 0 {
		return
	}
	// The same wave: a tag names one wave of the dispatch when the
	// tags are unique, and of the work-group in its LDS.
	if r.tag() == s.tag && (k.c.uniqueTags || space == exec.SpaceLocal || k.event(g, space, r.event()).gid == s.gid) {
		return
	}
	race, note := k.racesOf(g, s, evi, r.event(), space, write)
	if !race {
		return
	}
	k.addConflict(g, conflict{otherEv: r.event(), write: write, otherW: otherWrote, lanes: lanes, otherLane: otherLane, space: space, addr: at + uint64(bits.TrailingZeros8(r.mask()&mask)), scopeNote: note})
}

// racesOf is races of the event other (false when it is of wave s) and
// the current event evi, remembered for the next lanes of the same
// instruction: nothing races reads changes while one instruction's
// accesses are checked.
func (k *raceWorker) racesOf(g *raceGroup, s *raceWave, evi, other int, space exec.Space, write bool) (race, note bool) {
	m := &k.memo
	if m.valid && m.other == other && m.cur == evi && m.space == space && m.write == write {
		return m.race, m.note
	}
	if o := k.event(g, space, other); o.gid != s.gid {
		race, note = k.races(g, s, k.cur, o, space, write)
	}
	*m = raceMemo{valid: true, other: other, cur: evi, space: space, write: write, race: race, note: note}
	return race, note
}

// raceMemo is the last answer of racesOf.
type raceMemo struct {
	valid             bool
	other, cur        int
	space             exec.Space
	write, race, note bool
}

// races decides whether the earlier access o and the current access cur
// (of wave s, another wave) race; note says the race is only one of scope.
func (k *raceWorker) races(g *raceGroup, s *raceWave, cur, o *raceEvent, space exec.Space, write bool) (race, note bool) {
	sameGroup := o.wgLinear == cur.wgLinear
	if cur.scope != scopeNone && o.scope != scopeNone {
		if sameGroup || space == exec.SpaceLocal {
			return false, false
		}
		if cur.scope == scopeAgent && o.scope == scopeAgent {
			return false, false
		}
		// Atomics of work-group scope in different work-groups: ordered
		// only if release/acquire orders them.
		if k.vcOrders(s, o) {
			return false, false
		}
		return true, true
	}
	if sameGroup && (k.barrierOrders(g, s, o, space, write) || k.namedOrders(s, o, space, write)) {
		return false, false
	}
	if k.vcOrders(s, o) {
		return false, false
	}
	return true, false
}

// barrierOrders: the work-group's barriers order o (of another wave of the
// group) before the current access of s (a write when write).
func (k *raceWorker) barrierOrders(g *raceGroup, s *raceWave, o *raceEvent, space exec.Space, write bool) bool {
	if o.epoch >= s.epoch {
		return false
	}
	if space == exec.SpaceGlobal && !k.c.wgp {
		// Waves of a work-group share the L1 (GFX10+ in CU mode: the
		// L0): a barrier orders their vector memory accesses (the
		// work-group release fence has no vmcnt wait outside tgsplit
		// and WGP mode).
		return true
	}
	idx := o.gid - g.linear*uint32(k.c.wavesPerGroup)
	if int(idx) >= len(g.waves) {
		return true
	}
	a := g.waves[idx]
	if space == exec.SpaceGlobal {
		// WGP mode ("Memory Model GFX10-GFX11": fence release
		// workgroup waits vmcnt(0) and vscnt(0); fence acquire workgroup
		// is buffer_gl0_inv): o completed when its wave arrived at a
		// barrier k the current wave passed and, for a read, the current
		// wave invalidated its L0 after passing k.
		for kk := int(o.epoch) + 1; kk <= min(int(s.epoch), len(a.arrived)); kk++ {
			if o.vmSeq != 0 && o.vmSeq <= a.arrived[kk-1].vm {
				return write || s.inv >= int64(kk)
			}
		}
		if a.ended && a.epoch < s.epoch {
			return write || s.inv > int64(a.epoch)
		}
		return false
	}
	kmax := min(int(s.epoch), len(a.arrived))
	if kmax > int(o.epoch) {
		d := a.arrived[kmax-1]
		if (o.lgkmSeq != 0 && o.lgkmSeq <= d.lgkm) || (o.vmSeq != 0 && o.vmSeq <= d.vm) {
			return true
		}
	}
	// A wave that ended before a barrier the current wave passed: its
	// accesses completed.
	return a.ended && a.epoch < s.epoch
}

// vcOrders: a release/acquire chain orders o before s's current access.
func (k *raceWorker) vcOrders(s *raceWave, o *raceEvent) bool {
	if s.vc == nil || o.vmSeq == 0 {
		return false
	}
	return s.vc[o.gid] >= o.vmSeq
}

func (k *raceWorker) addConflict(g *raceGroup, cf conflict) {
	for i := range k.conf {
		x := &k.conf[i]
		if k.event(g, x.space, x.otherEv).pc == k.event(g, cf.space, cf.otherEv).pc && x.write == cf.write && x.otherW == cf.otherW {
			x.lanes |= cf.lanes
			return
		}
	}
	k.conf = append(k.conf, cf)
}

// report turns a conflict into a finding. The side with the lower PC is
// the finding's first side, so a race found either way round is one
// finding.
func (k *raceWorker) report(w *exec.Wave, s *raceWave, ev *exec.InstEvent, cf conflict) {
	c := k.c
	o := k.event(k.group(w), cf.space, cf.otherEv)
	kind := "read-write race"
	if cf.write && cf.otherW {
		kind = "write-write race"
	}
	space := "global memory"
	if cf.space == exec.SpaceLocal {
		space = "LDS"
	}
	where := fmt.Sprintf("%s at %#x", space, cf.addr)
	if cf.space == exec.SpaceGlobal {
		where = "global memory at " + c.describeAddr(cf.addr)
	}
	between := "waves of one workgroup with no barrier between them"
	if o.wgLinear != k.group(w).linear {
		between = "different workgroups"
	}
	msg := fmt.Sprintf("%s on %s between %s", kind, where, between)
	if cf.scopeNote {
		msg += " (a work-group-scope atomic does not order accesses of other workgroups)"
	}
	me := Side{Workgroup: w.Workgroup, Wave: w.ID, Lanes: cf.lanes, PC: ev.PC}
	other := Side{Workgroup: c.groupID(o.wgLinear), Wave: int(o.gid - o.wgLinear*uint32(c.wavesPerGroup)), Lanes: 1 << uint(cf.otherLane), PC: uint64(o.pc)}
	first, second := me, other
	if other.PC < me.PC {
		first, second = other, me
	}
	f := Finding{Checker: "racecheck", Kind: kind, Lanes: first.Lanes, PC: first.PC, Message: msg, Other: &second}
	f.Workgroup, f.Wave = first.Workgroup, first.Wave
	f.WorkItem = c.workItem(first.Wave, bits.TrailingZeros64(first.Lanes))
	c.run.Report(nil, f)
}

// readOnly reports whether [addr, addr+size) lies in a buffer the kernel
// declares read-only.
func (c *raceChecker) readOnly(addr uint64, size uint32) bool {
	return c.readOnlyRange(addr, addr+uint64(size))
}

// readOnlyRange reports whether [lo, hi) lies in a read-only buffer.
func (c *raceChecker) readOnlyRange(lo, hi uint64) bool {
	for _, r := range c.constRanges {
		if lo >= r[0] && hi <= r[1] {
			return true
		}
	}
	return false
}

// groupID is the work-group id of a linear index.
func (c *raceChecker) groupID(linear uint32) [3]uint32 {
	nx, ny := max(c.nwg[0], 1), max(c.nwg[1], 1)
	return [3]uint32{linear % nx, linear / nx % ny, linear / (nx * ny)}
}

// workItem is the work-item id of lane l of wave wv, as "(x,y,z)".
func (c *raceChecker) workItem(wv, l int) string {
	n := uint32(wv*c.waveSize + l)
	dx, dy := max(c.wgDims[0], 1), max(c.wgDims[1], 1)
	return fmt.Sprintf("(%d,%d,%d)", n%dx, n/dx%dy, n/(dx*dy))
}

// describeAddr names a global address by the buffer argument it falls in.
func (c *raceChecker) describeAddr(addr uint64) string {
	for _, b := range c.run.Buffers {
		if b.Alloc != nil && addr >= b.Alloc.Base && addr < b.Alloc.End() {
			return fmt.Sprintf("%#x (%s+%d)", addr, b.Name, addr-b.Alloc.Base)
		}
	}
	return fmt.Sprintf("%#x", addr)
}

// Named barriers (gfx1250; exec/barrier.go has the rule): a phase
// completes when its arrivals reach the expected count (set by
// s_barrier_init, or by a signal's m0[22:16]; lowered by s_barrier_leave);
// a wave whose s_barrier_wait waited for it sees what the arriving waves
// had completed when they arrived (their LDS and, in WGP mode, global
// accesses waited for; in CU mode every global access issued, as for the
// workgroup barrier).

// namedArrive is wave s's s_barrier_signal of named barrier id.
func (k *raceWorker) namedArrive(w *exec.Wave, g *raceGroup, s *raceWave, in *isa.Inst, id int) {
	nb := &g.named[id-1]
	expected := int(w.Bar.Expected[id-1])
	if isM0(in) {
		if n := int(w.M0 >> 16 & 0x7f); n != 0 {
			expected = n
		}
	}
	if nb.cur == nil {
		nb.cur = map[uint32]doneAt{}
	}
	d := doneAt{vm: s.vmDone, lgkm: s.lgkmDne, vmIssued: s.vmIssued}
	nb.cur[s.gid] = nb.cur[s.gid].join(d)
	for gid, o := range s.named {
		nb.cur[gid] = nb.cur[gid].join(o)
	}
	// What the workgroup barrier's phases the wave passed gave it (the
	// other waves' accesses completed, or for global memory in CU mode
	// issued, when they arrived; all of a wave that ended before) goes
	// on through this barrier too.
	if e := int(s.epoch); e > 0 {
		for _, a := range g.waves {
			switch {
			case a == nil || a == s:
			case len(a.arrived) >= e:
				nb.cur[a.gid] = nb.cur[a.gid].join(a.arrived[e-1])
			case a.ended && int(a.epoch) < e:
				nb.cur[a.gid] = nb.cur[a.gid].join(doneAt{vm: a.vmDone, lgkm: a.lgkmDne, vmIssued: a.vmIssued})
			}
		}
	}
	s.sigPhase[id-1] = uint32(len(nb.done)) + 1
	nb.arrivals++
	if expected > 0 && nb.arrivals >= expected {
		nb.complete()
	}
}

func (nb *namedBarrier) complete() {
	nb.done = append(nb.done, nb.cur)
	nb.cur, nb.arrivals = nil, 0
}

// namedOther is s_barrier_init (the arrive count back to zero) and
// s_barrier_leave (one fewer expected: the phase may complete).
func (k *raceWorker) namedOther(w *exec.Wave, g *raceGroup, in *isa.Inst) {
	switch in.Op {
	case isa.OpS_BARRIER_INIT:
		if id := barrierOperand(w, in); id >= 1 && id <= exec.NamedBarriers {
			g.named[id-1].arrivals, g.named[id-1].cur = 0, nil
		}
	case isa.OpS_BARRIER_LEAVE:
		if j := int(w.Bar.Joined); j >= 1 {
			nb := &g.named[j-1]
			if n := int(w.Bar.Expected[j-1]); n > 0 && nb.arrivals > 0 && nb.arrivals >= n-1 {
				nb.complete()
			}
		}
	}
}

// settleNamed applies the phase wave s waited for, once it completed.
func (k *raceWorker) settleNamed(g *raceGroup, s *raceWave) {
	nb := &g.named[s.waitOn-1]
	if int(s.waitPhase) >= len(nb.done) {
		return
	}
	if s.named == nil {
		s.named = map[uint32]doneAt{}
	}
	for gid, d := range nb.done[s.waitPhase] {
		s.named[gid] = s.named[gid].join(d)
	}
	s.waitOn = 0
}

// arriveNamed records, at wave s's arrival at phase k of the workgroup
// barrier, what it has from named barriers: every wave that passes the
// phase has it too (settlePhase).
func (g *raceGroup) arriveNamed(k int, s *raceWave) {
	if len(s.named) == 0 {
		return
	}
	for len(g.phaseNamed) <= k {
		g.phaseNamed = append(g.phaseNamed, nil)
	}
	m := g.phaseNamed[k]
	if m == nil {
		m = map[uint32]doneAt{}
		g.phaseNamed[k] = m
	}
	for gid, d := range s.named {
		m[gid] = m[gid].join(d)
	}
}

// settlePhase gives wave s, which has passed the workgroup barrier's
// phase epoch-1 (all waves arrived), what the arrivals had from named
// barriers.
func (k *raceWorker) settlePhase(g *raceGroup, s *raceWave) {
	s.passed = false
	p := int(s.epoch) - 1
	if p < 0 || p >= len(g.phaseNamed) || g.phaseNamed[p] == nil {
		return
	}
	if s.named == nil {
		s.named = map[uint32]doneAt{}
	}
	for gid, d := range g.phaseNamed[p] {
		if gid != s.gid {
			s.named[gid] = s.named[gid].join(d)
		}
	}
}

// namedOrders: a named barrier's phase the current wave waited for
// orders o before its access.
func (k *raceWorker) namedOrders(s *raceWave, o *raceEvent, space exec.Space, write bool) bool {
	d, ok := s.named[o.gid]
	if !ok {
		return false
	}
	if space == exec.SpaceGlobal {
		if !k.c.wgp {
			return o.vmSeq != 0 && o.vmSeq <= d.vmIssued
		}
		return write && o.vmSeq != 0 && o.vmSeq <= d.vm
	}
	return (o.lgkmSeq != 0 && o.lgkmSeq <= d.lgkm) || (o.vmSeq != 0 && o.vmSeq <= d.vm)
}
