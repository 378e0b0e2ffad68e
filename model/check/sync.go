package check

import (
	"fmt"
	"math/bits"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// synccheck: barriers misused. The rules follow AMDGPU's Execution
// Synchronization document ("Barriers": the execution model, "s_barrier
// GFX6-11", "s_barrier GFX12" and "s_barrier IDs GFX12"). s_barrier (and
// every s_barrier_* instruction) is convergent within a wave and "can
// only be performed in wave-uniform control flow"; the source languages
// ask more: every work-item of the work-group reaches the same barrier.
//
// The workgroup barrier (GFX6-11 s_barrier; GFX12 s_barrier_signal -1 and
// s_barrier_wait -1) is joined by every wave at launch and dropped when
// it ends; its phase completes when every wave that has not ended arrived
// (exec/barrier.go has the same rule). Findings:
//
//   - divergent barrier: a wave arrives (s_barrier, s_barrier_signal,
//     s_barrier_signal_isfirst) with lanes it was launched with out of
//     EXEC (they returned early, or took another branch);
//   - barrier not reached: a phase of the workgroup barrier completes
//     after some waves of the work-group ended without arriving (the
//     hardware lets it complete, as their end drops the barrier, but the
//     work-items that ended never synchronised); the other side is where
//     such a wave ended;
//   - different barriers: the waves of a phase arrived at different
//     s_barrier instructions (GFX6-11, where an s_barrier is one source
//     barrier); the other side is where most waves arrived. Split
//     barriers are not compared: waves may signal at different places
//     (a producer's signal and a consumer's).
//
// After a work-group's first "not reached" or "different barriers"
// finding its later phases are not compared (they pair up differently
// from the source's).
//
// GFX12 split barriers and gfx1250 named barriers (IDs 1-16):
//
//   - wait without signal: s_barrier_wait -1 by a wave that has not
//     arrived in the phase (it is a member the phase waits for: the wait
//     can never complete, "undefined behavior for a barrier wait to never
//     complete");
//   - mismatched barrier IDs: a wait on a barrier other than the one the
//     wave signalled (s_barrier_signal 3 then s_barrier_wait -1; or
//     s_barrier_signal 2 then a wait, which "always waits on the last
//     named barrier object that the thread has joined", 1). The operand
//     of a named wait is not compared with the joined barrier: with a
//     join through m0 it cannot name it;
//   - double signal: a second s_barrier_signal -1 before the wave's wait:
//     on the hardware each arrive increments the arrive count, so the
//     phase completes before every wave arrived;
//   - trap barrier: a kernel that signals or waits on barrier -2, which
//     is "dedicated for the trap handler and only available in privileged
//     execution mode";
//   - uninitialised barrier: a signal (without an expected count in
//     m0[22:16]) or a wait on a named barrier no s_barrier_init set up
//     ("undefined behavior to operate on an uninitialized barrier
//     object");
//   - wait without join: s_barrier_wait 1-16 by a wave that joined no
//     named barrier (the wait does nothing: "there is a barrier join J
//     such that J -> W in barrier-joined-before"; otherwise undefined);
//   - leave without join, leave after signal: s_barrier_leave with no
//     joined named barrier, or after the wave arrived at it in a phase
//     that has not completed ("a thread may not arrive and then drop a
//     barrier object unless the barrier completes before the drop").
//
// A named barrier may be waited on without a signal (a consumer not
// counted in its expected count): a wait that never completes is the
// deadlock report of the run.

func init() {
	Register(Info{Name: "synccheck", New: func(r *Run) Checker { return &syncChecker{run: r} }})
}

type syncChecker struct{ run *Run }

func (c *syncChecker) NewWorker() Worker {
	return &syncWorker{run: c.run, groups: map[[3]uint32]*syncGroup{}}
}

// syncIDs is the number of barrier IDs with state here: -2..16.
const syncIDs = exec.NamedBarriers + 3

func syncIdx(id int) int { return id + 2 }

type syncWave struct {
	w        *exec.Wave // the wave (for reports at a phase)
	launched uint64     // EXEC at launch
	known    bool       // launched is set
	atPC     uint64     // where it arrived at the workgroup barrier
	sBarrier bool       // ... with s_barrier (GFX6-11)
	arrived  bool       // it arrived in the workgroup barrier's current phase
	endPC    uint64     // its s_endpgm
	ended    bool
	seenEnd  bool // its end was taken into account at a phase
	// sig[syncIdx(id)] is the PC+1 of the wave's signal of barrier id
	// that no wait followed yet (0: none).
	sig [syncIDs]uint64
	// joinPC is the PC+1 of its last s_barrier_join.
	joinPC uint64
}

type syncGroup struct {
	waves []syncWave
	off   bool // out of step: later phases are not compared
}

type syncWorker struct {
	NopWorker
	run    *Run
	groups map[[3]uint32]*syncGroup
	last   *syncGroup // the group of the last wave seen
	lastID [3]uint32
	free   []*syncGroup // ended groups' state, for reuse
	// arr and ended are phase's buffers.
	arr   []arrival
	ended []int
}

func (k *syncWorker) WorkgroupStart(waves []*exec.Wave) {
	if len(waves) == 0 {
		return
	}
	n := 0
	for _, w := range waves {
		n = max(n, w.ID+1)
	}
	// An ended group's state is reused (a dispatch of many small groups
	// made one per group).
	var g *syncGroup
	if l := len(k.free); l > 0 {
		g, k.free = k.free[l-1], k.free[:l-1]
		*g = syncGroup{waves: g.waves}
	} else {
		g = &syncGroup{}
	}
	if cap(g.waves) < n {
		g.waves = make([]syncWave, n)
	} else {
		g.waves = g.waves[:n]
		clear(g.waves)
	}
	for _, w := range waves {
		g.waves[w.ID].launched, g.waves[w.ID].known, g.waves[w.ID].w = w.EXEC, true, w
	}
	k.groups[waves[0].Workgroup] = g
	k.last, k.lastID = g, waves[0].Workgroup
}

func (k *syncWorker) WorkgroupEnd(waves []*exec.Wave) {
	if len(waves) > 0 {
		if g := k.groups[waves[0].Workgroup]; g != nil {
			k.free = append(k.free, g)
		}
		delete(k.groups, waves[0].Workgroup)
		k.last = nil
	}
}

// state is the state of w and its work-group; a host that runs waves
// without WorkgroupStart gets them made on first sight (launched lanes:
// EXEC then).
func (k *syncWorker) state(w *exec.Wave) (*syncGroup, *syncWave) {
	g := k.last
	if g == nil || k.lastID != w.Workgroup {
		g = k.groups[w.Workgroup]
		if g == nil {
			// A host that does not announce work-groups: the waves not
			// seen yet are there all the same (a phase waits for them).
			g = &syncGroup{waves: make([]syncWave, k.wavesIn(w.Workgroup))}
			k.groups[w.Workgroup] = g
		}
		k.last, k.lastID = g, w.Workgroup
	}
	for len(g.waves) <= w.ID {
		g.waves = append(g.waves, syncWave{})
	}
	s := &g.waves[w.ID]
	s.w = w
	if !s.known {
		s.launched, s.known = w.EXEC, true
	}
	return g, s
}

// wavesIn is the number of waves of work-group id (a partial work-group
// at the grid's edge has fewer), 0 when the dispatch is not known.
func (k *syncWorker) wavesIn(id [3]uint32) int {
	st := k.run.Setup
	if st == nil || st.Dispatch == nil || k.run.Program == nil {
		return 0
	}
	d := st.Dispatch
	n := 1
	for i := range 3 {
		wg := d.Workgroup[i]
		start := uint64(id[i]) * uint64(wg)
		if start >= uint64(d.Grid[i]) {
			return 0
		}
		n *= int(min(uint64(wg), uint64(d.Grid[i])-start))
	}
	ws := k.run.Program.WaveSize()
	return (n + ws - 1) / ws
}

// barrierOperand is the barrier ID of an s_barrier_* instruction: its
// constant, or m0[4:0] sign-extended (an m0 operand, or gfx1250's m0
// forms without one), as exec reads it.
func barrierOperand(w *exec.Wave, in *isa.Inst) int {
	for i := range in.Operands {
		o := &in.Operands[i]
		if o.Kind == isa.KindSpecial && o.Reg == isa.EncM0 {
			break
		}
		if in.Enc != nil && in.Enc.Format.Has(isa.FormatSOPP) {
			return int(int16(o.Imm))
		}
		return int(int32(o.Imm))
	}
	return int(int32(w.M0<<27) >> 27)
}

// namedBit is a named barrier's bit in exec.BarrierState's masks
// (exec/barrier.go barrierBit).
func namedBit(id int) uint32 { return 1 << uint(id+1) }

func (k *syncWorker) report(w *exec.Wave, kind string, pc uint64, other uint64, msg string) {
	f := Finding{Checker: "synccheck", Kind: kind, Lanes: w.EXEC, PC: pc, Message: msg}
	if other != 0 {
		f.Other = &Side{Workgroup: w.Workgroup, Wave: w.ID, Lanes: w.EXEC, PC: other - 1}
	}
	k.run.Report(w, f)
}

func (k *syncWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	g, s := k.state(w)
	switch op := ev.Inst.Op; op {
	case isa.OpS_BARRIER:
		k.divergent(w, s, ev.PC, "s_barrier")
		s.sBarrier = true
		k.arrive(w, g, s, ev.PC)
	case isa.OpS_BARRIER_SIGNAL, isa.OpS_BARRIER_SIGNAL_ISFIRST:
		id := barrierOperand(w, ev.Inst)
		name := "s_barrier_signal"
		if op == isa.OpS_BARRIER_SIGNAL_ISFIRST {
			name = "s_barrier_signal_isfirst"
		}
		if id == exec.BarrierNull || id < exec.BarrierTrap || id > exec.NamedBarriers {
			return exec.Verdict{}
		}
		k.divergent(w, s, ev.PC, name)
		switch {
		case id == exec.BarrierTrap:
			k.report(w, "trap barrier", ev.PC, 0, "the kernel signals the workgroup trap barrier (-2), which is for the trap handler only (privileged mode)")
		case id == exec.BarrierWorkgroup && s.sig[syncIdx(id)] != 0:
			k.report(w, "double signal", ev.PC, s.sig[syncIdx(id)],
				"the wave signals the workgroup barrier (-1) again before its s_barrier_wait: each signal counts one arrival, so the phase can complete before every wave arrived")
		case id >= 1 && w.Bar.Expected[id-1] == 0 && (ev.Inst.Operand("src0") != nil && !isM0(ev.Inst) || w.M0>>16&0x7f == 0):
			k.report(w, "uninitialised barrier", ev.PC, 0, fmt.Sprintf("s_barrier_signal on %s, which no s_barrier_init set up (its expected count is 0)", exec.BarrierName(id)))
		}
		s.sig[syncIdx(id)] = ev.PC + 1
		if id == exec.BarrierWorkgroup {
			s.sBarrier = false
			k.arrive(w, g, s, ev.PC)
		}
	case isa.OpS_BARRIER_WAIT:
		k.wait(w, s, ev)
	case isa.OpS_BARRIER_JOIN:
		s.joinPC = ev.PC + 1
	case isa.OpS_BARRIER_LEAVE:
		j := int(w.Bar.Joined)
		switch {
		case j < 1:
			k.report(w, "leave without join", ev.PC, 0, "s_barrier_leave with no named barrier joined (s_barrier_join): it drops nothing")
		case w.Bar.Arrived&namedBit(j) != 0:
			k.report(w, "leave after signal", ev.PC, s.sig[syncIdx(j)], fmt.Sprintf("s_barrier_leave drops %s after the wave arrived at it in a phase that has not completed (its arrival and the drop both count)", exec.BarrierName(j)))
		}
		if j >= 1 {
			s.sig[syncIdx(j)] = 0
		}
	case isa.OpS_ENDPGM:
		s.endPC = ev.PC
	}
	return exec.Verdict{}
}

func isM0(in *isa.Inst) bool {
	o := in.Operand("src0")
	return o == nil || o.Kind == isa.KindSpecial && o.Reg == isa.EncM0
}

// divergent reports an arrive with launched lanes out of EXEC.
func (k *syncWorker) divergent(w *exec.Wave, s *syncWave, pc uint64, name string) {
	if missing := s.launched &^ w.EXEC; missing != 0 {
		k.run.Report(w, Finding{Checker: "synccheck", Kind: "divergent barrier", Lanes: missing, PC: pc,
			Message: fmt.Sprintf("divergent barrier: %s reached with %d of the wave's %d launched lanes not active (the lanes below)", name, bits.OnesCount64(missing), bits.OnesCount64(s.launched))})
	}
}

// wait checks an s_barrier_wait against the wave's signals and joins.
func (k *syncWorker) wait(w *exec.Wave, s *syncWave, ev *exec.InstEvent) {
	id := barrierOperand(w, ev.Inst)
	// The other barrier the wave signalled and did not wait on, if any.
	otherSig := func(not int) (int, uint64) {
		for i, pc := range s.sig {
			if pc != 0 && i != syncIdx(not) {
				return i - 2, pc
			}
		}
		return 0, 0
	}
	switch {
	case id == exec.BarrierTrap:
		k.report(w, "trap barrier", ev.PC, 0, "the kernel waits on the workgroup trap barrier (-2), which is for the trap handler only (privileged mode)")
	case id == exec.BarrierWorkgroup:
		if s.sig[syncIdx(id)] == 0 {
			if o, pc := otherSig(id); pc != 0 {
				k.report(w, "mismatched barrier IDs", ev.PC, pc, fmt.Sprintf("s_barrier_wait on the workgroup barrier (-1) after a signal of %s: the wave waits on a barrier it has not arrived at", exec.BarrierName(o)))
			} else {
				k.report(w, "wait without signal", ev.PC, 0, "s_barrier_wait -1 by a wave that did not signal the workgroup barrier in this phase: the phase waits for its arrival, so the wait never completes")
			}
		}
	case id >= 0 && id <= exec.NamedBarriers:
		j := int(w.Bar.Joined)
		switch {
		case j == 0 && id == 0:
			return
		case j == 0:
			k.report(w, "wait without join", ev.PC, 0, fmt.Sprintf("s_barrier_wait %d by a wave that joined no named barrier (s_barrier_join): the wait does nothing", id))
		case s.sig[syncIdx(j)] == 0:
			if o, pc := otherSig(j); pc != 0 && o >= 1 {
				k.report(w, "mismatched barrier IDs", ev.PC, pc, fmt.Sprintf("the wave signalled %s but waits on %s, the one it joined", exec.BarrierName(o), exec.BarrierName(j)))
			}
		}
		if j >= 1 && w.Bar.Expected[j-1] == 0 {
			k.report(w, "uninitialised barrier", ev.PC, 0, fmt.Sprintf("s_barrier_wait on %s, which no s_barrier_init set up (its expected count is 0)", exec.BarrierName(j)))
		}
		id = j
	}
	if id >= exec.BarrierTrap && id <= exec.NamedBarriers {
		s.sig[syncIdx(id)] = 0
	}
}

// arrive is the arrival of w at the workgroup barrier: its phase completes
// when every wave that has not ended arrived.
func (k *syncWorker) arrive(w *exec.Wave, g *syncGroup, s *syncWave, pc uint64) {
	if s.arrived {
		return // a double signal: one arrival for exec's rule
	}
	s.atPC, s.arrived = pc, true
	k.maybeComplete(g)
}

func (k *syncWorker) WaveEnd(w *exec.Wave) {
	g, s := k.state(w)
	s.ended = true
	if s.arrived {
		return
	}
	k.maybeComplete(g)
}

// maybeComplete completes the workgroup barrier's phase when some wave
// arrived and every wave that has not ended did, and compares it.
func (k *syncWorker) maybeComplete(g *syncGroup) {
	n := 0
	for i := range g.waves {
		s := &g.waves[i]
		if !s.ended && !s.arrived {
			return
		}
		if s.arrived {
			n++
		}
	}
	if n == 0 {
		return
	}
	k.phase(g)
	for i := range g.waves {
		g.waves[i].arrived = false
	}
}

// splitKey groups the arrivals of a phase at split barriers.
const splitKey = ^uint64(0)

// phase compares a completed phase of the workgroup barrier: the
// instructions the waves arrived at, and the waves that ended without.
func (k *syncWorker) phase(g *syncGroup) {
	if g.off {
		return
	}
	// The arrived-at instructions (few: a small slice, reused, rather
	// than maps and a sort per phase), and the waves that ended.
	arr := k.arr[:0]
	ended := k.ended[:0]
	defer func() { k.arr, k.ended = arr[:0], ended[:0] }()
	for i := range g.waves {
		s := &g.waves[i]
		if !s.known || s.w == nil {
			continue
		}
		if !s.arrived {
			if s.ended && !s.seenEnd {
				ended = append(ended, i)
				s.seenEnd = true
			}
			continue
		}
		key := s.atPC
		if !s.sBarrier {
			// Split barriers: waves may arrive at different
			// s_barrier_signal instructions (a producer's and a
			// consumer's), which is how they are meant to be used.
			key = splitKey
		}
		j := 0
		for j < len(arr) && arr[j].key != key {
			j++
		}
		if j == len(arr) {
			arr = append(arr, arrival{key: key, first: i})
		}
		arr[j].count++
	}
	if len(arr) == 0 {
		return
	}
	// Most arrived-at first, then by PC.
	for i := 1; i < len(arr); i++ {
		for j := i; j > 0 && (arr[j].count > arr[j-1].count || arr[j].count == arr[j-1].count && arr[j].key < arr[j-1].key); j-- {
			arr[j], arr[j-1] = arr[j-1], arr[j]
		}
	}
	main := arr[0]
	mw := g.waves[main.first].w
	if len(arr) > 1 && main.key != splitKey && arr[len(arr)-1].key != splitKey {
		odd := arr[len(arr)-1]
		ow := g.waves[odd.first].w
		k.run.Report(ow, Finding{Checker: "synccheck", Kind: "different barriers", Lanes: ow.EXEC, PC: odd.key,
			Message: fmt.Sprintf("waves of a workgroup wait at different barriers: %d at this one, %d at another", odd.count, main.count),
			Other:   &Side{Workgroup: mw.Workgroup, Wave: mw.ID, Lanes: mw.EXEC, PC: main.key}})
		g.off = true
		return
	}
	if len(ended) > 0 {
		pc := g.waves[main.first].atPC
		es := &g.waves[ended[0]]
		k.run.Report(mw, Finding{Checker: "synccheck", Kind: "barrier not reached", Lanes: mw.EXEC, PC: pc,
			Message: fmt.Sprintf("barrier not reached by every wave: %d waves wait at it, %d ended without reaching it (wave %d first)", main.count, len(ended), ended[0]),
			Other:   &Side{Workgroup: mw.Workgroup, Wave: ended[0], Lanes: es.launched, PC: es.endPC}})
		g.off = true
	}
}

// arrival is the waves of a phase that arrived at one instruction (key:
// its PC, or splitKey): how many, and the first of them.
type arrival struct {
	key          uint64
	count, first int
}
