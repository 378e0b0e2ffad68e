package exec

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Barriers, after the AMDGPU Execution Synchronization document
// ("Barriers": the execution model, s_barrier GFX6-11 and GFX12). Each
// barrier object has an expected count and an arrive count; an arrive that
// makes them equal completes the barrier's phase and resets the arrive
// count. A wait lets its wave go on once the phase it waits for has
// completed.
//
//   - Workgroup barrier (ID -1; GFX6-11 s_barrier, GFX12 s_barrier_signal
//     -1 and s_barrier_wait -1) and the trap barrier (-2): every wave of
//     the workgroup is a member; a wave that ends drops it, so the expected
//     count is the number of waves that have not ended.
//   - Named barriers 1-16 (gfx1250): s_barrier_init sets the expected count
//     (m0[22:16]); s_barrier_join makes it the barrier the wave's waits
//     wait on (joining the NULL barrier 0 "unjoins"); s_barrier_leave drops
//     the joined barrier (expected count - 1); a wave that ends does not
//     drop a named barrier.
//
// Waits are settled in two steps. An arrive that completes a phase marks
// the phase passed in every wave that arrived (or waits) at once, inside
// the instruction's semantics; the scheduler then wakes the waves waiting
// on a passed phase (WakeBarrierWaiters), between its rounds, as it
// released s_barrier before. Every piece of state lives in the waves
// (BarrierState), so that saving and restoring the waves of a workgroup
// saves and restores its barriers.

// Barrier IDs of the s_barrier instructions (Execution Synchronization,
// "s_barrier IDs GFX12").
const (
	BarrierTrap      = -2 // workgroup trap barrier (trap handler only)
	BarrierWorkgroup = -1 // the workgroup barrier of s_barrier
	BarrierNull      = 0  // NULL named barrier: only a join does something
	NamedBarriers    = 16 // named barriers 1..16 (gfx1250)
)

// BarrierState is a wave's part in the barriers of its workgroup.
type BarrierState struct {
	// Arrived has a bit (barrierBit) for each barrier the wave arrived at
	// in a phase that has not completed.
	Arrived uint32
	// Passed has a bit for each barrier whose phase the wave arrived at (or
	// waited for) has completed and that the wave has not waited on since.
	Passed uint32
	// Waiting is the barrier the wave waits on while AtBarrier.
	Waiting int8
	// Joined is the named barrier of the wave's last s_barrier_join (0:
	// none, or the NULL barrier).
	Joined int8
	// Expected are the expected counts of the named barriers 1-16 (0:
	// not initialised); every wave of the workgroup holds the same copy.
	Expected [NamedBarriers]uint8
}

// barrierBit is the bit of barrier id in BarrierState's masks (0 for IDs
// without state: the NULL barrier, cluster barriers, invalid ones).
func barrierBit(id int) uint32 {
	switch {
	case id == BarrierWorkgroup:
		return 1
	case id == BarrierTrap:
		return 2
	case id >= 1 && id <= NamedBarriers:
		return 1 << uint(id+1)
	}
	return 0
}

// BarrierName names barrier id for reports.
func BarrierName(id int) string {
	switch {
	case id == BarrierWorkgroup:
		return "workgroup barrier (-1)"
	case id == BarrierTrap:
		return "trap barrier (-2)"
	case id == BarrierNull:
		return "NULL named barrier (0)"
	case id >= 1 && id <= NamedBarriers:
		return fmt.Sprintf("named barrier %d", id)
	}
	return fmt.Sprintf("barrier %d", id)
}

// group is the waves of w's workgroup (w alone when it runs by itself).
func (w *Wave) groupWaves() []*Wave {
	if w.group != nil {
		return w.group
	}
	return []*Wave{w}
}

// SetGroup tells each wave of a workgroup which waves share its barriers.
func SetGroup(waves []*Wave) {
	for _, w := range waves {
		w.group = waves
	}
}

// barrierCounts is the expected and arrive counts of barrier id in the
// workgroup of waves.
func barrierCounts(waves []*Wave, id int) (expected, arrived int) {
	bit := barrierBit(id)
	if id < 0 {
		// Every wave joins the workgroup barrier at launch and drops it
		// when it ends.
		for _, o := range waves {
			if !o.Ended {
				expected++
				if o.Bar.Arrived&bit != 0 {
					arrived++
				}
			}
		}
		return expected, arrived
	}
	expected = int(waves[0].Bar.Expected[id-1])
	for _, o := range waves {
		if o.Bar.Arrived&bit != 0 {
			arrived++ // named barriers are not dropped at a wave's end
		}
	}
	return expected, arrived
}

// completeBarrier completes the phase of barrier id when its arrive count
// has reached its expected count: the waves that arrived, and those that
// wait on it, see it passed. It reports whether it did.
func completeBarrier(w *Wave, id int) bool {
	bit := barrierBit(id)
	if bit == 0 {
		return false
	}
	waves := w.groupWaves()
	expected, arrived := barrierCounts(waves, id)
	if expected == 0 || arrived < expected {
		return false
	}
	releaseBarrier(w, waves, id, bit)
	return true
}

// releaseBarrier completes the phase of barrier id (bit its barrierBit)
// of w's workgroup waves.
func releaseBarrier(w *Wave, waves []*Wave, id int, bit uint32) {
	var part []*Wave
	named := w.Check != nil && id >= 0 // the hook is told the waves released
	for _, o := range waves {
		if o.Bar.Arrived&bit != 0 || (o.AtBarrier && int(o.Bar.Waiting) == id && !o.Ended) {
			o.Bar.Arrived &^= bit
			o.Bar.Passed |= bit
			if named {
				part = append(part, o)
			}
		}
	}
	if w.Check != nil {
		if id < 0 {
			part = waves // the workgroup barrier synchronises every wave
		}
		w.Check.BarrierRelease(part)
	}
}

// barrierArrive is the arrive of w at barrier id, completing its phase
// when every member has arrived. A wave32 workgroup has twice the waves of
// a wave64 one and every wave arrives at each barrier, so the workgroup
// barrier's check looks from the last wave back and stops at the first
// that has not arrived: waves usually arrive in order, so only the last
// arrive passes over all of them.
func barrierArrive(w *Wave, id int) {
	bit := barrierBit(id)
	if bit == 0 {
		return // the NULL barrier: a no-op
	}
	w.Bar.Arrived |= bit
	w.Bar.Passed &^= bit // a new phase: an older completion is not this one
	waves := w.groupWaves()
	if id > 0 {
		// Named barriers are not dropped at a wave's end.
		expected, arrived := int(waves[0].Bar.Expected[id-1]), 0
		for _, o := range waves {
			if o.Bar.Arrived&bit != 0 {
				arrived++
			}
		}
		if expected != 0 && arrived >= expected {
			releaseBarrier(w, waves, id, bit)
		}
		return
	}
	// Every wave joins the workgroup barrier at launch and drops it when
	// it ends: the phase completes when every wave that has not ended has
	// arrived (and one has not ended).
	alive := false
	for i := len(waves) - 1; i >= 0; i-- {
		o := waves[i]
		if o.Ended {
			continue
		}
		if o.Bar.Arrived&bit == 0 {
			return
		}
		alive = true
	}
	if alive {
		releaseBarrier(w, waves, id, bit)
	}
}

// firstArrive reports whether no wave of w's workgroup but w has arrived
// at barrier id in its current phase (s_barrier_signal_isfirst).
func firstArrive(w *Wave, id int) bool {
	bit := barrierBit(id)
	if bit == 0 {
		return false
	}
	for _, o := range w.groupWaves() {
		if o != w && o.Bar.Arrived&bit != 0 {
			return false
		}
	}
	return true
}

// barrierWait makes w wait on barrier id unless the phase it arrived in
// has completed already (then it goes on at once). A wave that did not
// arrive waits for the barrier's next completion.
func barrierWait(w *Wave, id int) {
	bit := barrierBit(id)
	if bit == 0 {
		return
	}
	if w.Bar.Arrived&bit == 0 && w.Bar.Passed&bit != 0 {
		w.Bar.Passed &^= bit
		return
	}
	w.AtBarrier = true
	w.Bar.Waiting = int8(id)
}

// barrierDropOnEnd completes the workgroup barriers whose phase the end of
// w leaves with every remaining wave arrived.
func barrierDropOnEnd(w *Wave) {
	// A phase with no wave arrived cannot complete: most waves end with
	// none (kernels without barriers), and counting for each of the two
	// barriers was a pass over the workgroup's waves per wave.
	arrived := barrierBit(BarrierWorkgroup) | barrierBit(BarrierTrap)
	for _, o := range w.groupWaves() {
		if o.Bar.Arrived&arrived != 0 {
			completeBarrier(w, BarrierWorkgroup)
			completeBarrier(w, BarrierTrap)
			return
		}
	}
}

// WakeBarrierWaiters lets each wave of waves that waits on a barrier whose
// phase has completed go on, and reports whether any did. Schedulers call
// it between rounds (exec's runWaves, the debugger session).
func WakeBarrierWaiters(waves []*Wave) bool {
	woke := false
	for _, w := range waves {
		if w.Ended || !w.AtBarrier {
			continue
		}
		bit := barrierBit(int(w.Bar.Waiting))
		if w.Bar.Passed&bit != 0 {
			w.Bar.Passed &^= bit
			w.AtBarrier = false
			woke = true
		}
	}
	return woke
}

// BarrierDeadlock describes, one line per barrier, why the waves of a
// workgroup that wait on barriers cannot go on: the barrier, the waves
// waiting, and the waves its phase still needs (nil when no wave waits).
func BarrierDeadlock(waves []*Wave) []string {
	var ids []int
	seen := map[int]bool{}
	for _, w := range waves {
		if w.AtBarrier && !w.Ended && !seen[int(w.Bar.Waiting)] {
			seen[int(w.Bar.Waiting)] = true
			ids = append(ids, int(w.Bar.Waiting))
		}
	}
	var lines []string
	for _, id := range ids {
		bit := barrierBit(id)
		var waiting, arrived, missing []string
		for _, w := range waves {
			switch {
			case w.AtBarrier && !w.Ended && int(w.Bar.Waiting) == id:
				waiting = append(waiting, fmt.Sprint(w.ID))
			}
			switch {
			case w.Bar.Arrived&bit != 0:
				arrived = append(arrived, fmt.Sprint(w.ID))
			case id < 0 && !w.Ended, id > 0 && int(w.Bar.Joined) == id:
				missing = append(missing, fmt.Sprint(w.ID))
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %s", BarrierName(id), wavesVerb(waiting, "waits", "wait"))
		if id < 0 {
			if len(missing) > 0 {
				fmt.Fprintf(&b, "; %s (no s_barrier_signal)", wavesVerb(missing, "never arrives", "never arrive"))
			}
		} else {
			expected, n := barrierCounts(waves, id)
			switch {
			case expected == 0:
				fmt.Fprintf(&b, "; the barrier was never initialised (s_barrier_init)")
			default:
				fmt.Fprintf(&b, "; %d of %d expected arrivals", n, expected)
				if len(arrived) > 0 {
					fmt.Fprintf(&b, " (%s)", wavesVerb(arrived, "", ""))
				}
				if len(missing) > 0 {
					fmt.Fprintf(&b, "; %s (joined, no s_barrier_signal)", wavesVerb(missing, "never arrives", "never arrive"))
				}
			}
		}
		lines = append(lines, b.String())
	}
	return lines
}

// wavesVerb is "wave 1 waits" or "waves 0, 1 wait" (without a verb:
// "wave 1", "waves 0, 1").
func wavesVerb(ids []string, one, many string) string {
	s := "wave " + ids[0] + " " + one
	if len(ids) > 1 {
		s = "waves " + strings.Join(ids, ", ") + " " + many
	}
	return strings.TrimSpace(s)
}

// Semantics of the barrier instructions.

// barrierID is the barrier operand of a GFX12 s_barrier_* instruction: a
// constant, or m0[4:0] (sign-extended, so that -1 and -2 can be named).
func barrierID(w *Wave, o *opnd) int {
	if m0Operand(o) {
		return int(int32(w.M0<<27) >> 27)
	}
	return int(int32(w.sread32(o)))
}

// m0Operand reports whether a barrier operand is m0 (written, or implicit:
// gfx1250's m0 forms have no operand).
func m0Operand(o *opnd) bool {
	return !o.present() || o.kind == isa.KindSpecial && o.reg == isa.EncM0
}

func sBarrierSignal(isFirst bool) semFn {
	return func(w *Wave, d *instr) error {
		id := barrierID(w, &d.src[0])
		if id >= 1 && m0Operand(&d.src[0]) {
			if n := uint8(w.M0 >> 16 & 0x7f); n != 0 && id <= NamedBarriers {
				setBarrierExpected(w, id, n)
			}
		}
		if isFirst {
			w.SCC = firstArrive(w, id)
		}
		barrierArrive(w, id)
		return nil
	}
}

// setBarrierExpected sets the expected count of named barrier id in every
// wave of w's workgroup.
func setBarrierExpected(w *Wave, id int, n uint8) {
	for _, o := range w.groupWaves() {
		o.Bar.Expected[id-1] = n
	}
}

func sBarrierWait(w *Wave, d *instr) error {
	id := int(int16(d.simm16))
	if id >= 0 {
		// Named barriers: the wait is on the barrier last joined, whatever
		// the operand; on the NULL barrier it does nothing.
		id = int(w.Bar.Joined)
	}
	barrierWait(w, id)
	return nil
}

// sBarrierInit: s_barrier_init N sets named barrier N's expected count to
// m0[22:16] and its arrive count to zero.
func sBarrierInit(w *Wave, d *instr) error {
	id := barrierID(w, &d.src[0])
	if id < 1 || id > NamedBarriers {
		return nil
	}
	bit := barrierBit(id)
	for _, o := range w.groupWaves() {
		o.Bar.Arrived &^= bit
	}
	setBarrierExpected(w, id, uint8(w.M0>>16&0x7f))
	return nil
}

// sBarrierJoin: the wave's waits now wait on named barrier N (0 unjoins).
func sBarrierJoin(w *Wave, d *instr) error {
	id := barrierID(w, &d.src[0])
	if id >= 0 && id <= NamedBarriers {
		w.Bar.Joined = int8(id)
	}
	return nil
}

// sBarrierLeave drops the named barrier the wave joined: its expected
// count goes down by one (which may complete its phase).
func sBarrierLeave(w *Wave, _ *instr) error {
	id := int(w.Bar.Joined)
	if id < 1 {
		return nil
	}
	w.Bar.Joined = 0
	if n := w.Bar.Expected[id-1]; n > 0 {
		setBarrierExpected(w, id, n-1)
		completeBarrier(w, id)
	}
	return nil
}

// sGetBarrierState: s_get_barrier_state D, N (GFX12, gfx1250) reads the
// state of barrier N. The RDNA4 ISA guide's pseudocode (as extracted in
// tinygrad's rdna4/str_pcode.py) packs it as {9'0, signalCnt[6:0], 5'0,
// memberCnt[6:0], 3'0, valid}: the arrive count at bits 22:16, the member
// (expected) count at bits 10:4 and a valid bit at bit 0. The workgroup
// and trap barriers are valid and have every wave that has not ended as a
// member (barrierCounts); a named barrier is valid once s_barrier_init
// (or a signal through m0 with a count) has given it a member count. The
// NULL barrier and IDs without a barrier read 0.
func sGetBarrierState(w *Wave, d *instr) error {
	w.swrite32(&d.sdst, barrierState(w, barrierID(w, &d.src[0])))
	return nil
}

// barrierState is s_get_barrier_state's value for barrier id.
func barrierState(w *Wave, id int) uint32 {
	if barrierBit(id) == 0 {
		return 0
	}
	expected, arrived := barrierCounts(w.groupWaves(), id)
	if expected == 0 {
		return 0
	}
	return uint32(arrived&0x7f)<<16 | uint32(expected&0x7f)<<4 | 1
}

func init() {
	m := rdnaSemantics
	m[isa.OpS_GET_BARRIER_STATE] = sGetBarrierState
	m[isa.OpS_BARRIER_SIGNAL] = sBarrierSignal(false)
	m[isa.OpS_BARRIER_SIGNAL_ISFIRST] = sBarrierSignal(true)
	m[isa.OpS_BARRIER_WAIT] = sBarrierWait
	m[isa.OpS_BARRIER_INIT] = sBarrierInit
	m[isa.OpS_BARRIER_JOIN] = sBarrierJoin
	m[isa.OpS_BARRIER_LEAVE] = sBarrierLeave
}

// barrierOps are the operations after which a wave may wait or have
// released others: Step stops its stretch there, as after SOPP.
var barrierOps = map[isa.Op]bool{
	isa.OpS_BARRIER: true, isa.OpS_BARRIER_SIGNAL: true, isa.OpS_BARRIER_SIGNAL_ISFIRST: true,
	isa.OpS_BARRIER_WAIT: true, isa.OpS_BARRIER_INIT: true, isa.OpS_BARRIER_JOIN: true,
	isa.OpS_BARRIER_LEAVE: true,
}

// BarrierPassed reports whether w waits on a barrier whose phase has
// completed (WakeBarrierWaiters will let it go on).
func (w *Wave) BarrierPassed() bool {
	return w.AtBarrier && w.Bar.Passed&barrierBit(int(w.Bar.Waiting)) != 0
}
