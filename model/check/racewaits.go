package check

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
)

// racecheck's wait instructions, scalar loads and buffer_gl0_inv,
// folded: racecheck uses the waits and SMEM loads only to move a wave's
// counters (raceWave: lgkmIssued, lgkmDne, vmDone, the GFX10+ load and
// store lists), and buffer_gl0_inv only to note the wave's barrier epoch
// (raceWave.inv), which moves only at a barrier; all of it matters only
// at the instructions racecheck wants for themselves (memory accesses,
// barriers, agent-scope invalidates), where it is read. Between two such
// instructions no vector memory or LDS operation issues, so what the
// folded instructions a wave runs there do adds up to a segment: the
// SMEM loads issued, for each counter the most its done mark moves past
// the issued count at the segment's start, and whether an L0 invalidate
// ran. When every path of the control-flow graph (model/check/flow) from
// the previous wanted instruction (or the kernel's entry) gives the same
// segment, it is applied before the instruction (waitPlan.pre) and the
// instructions in between are not shown to racecheck at all (folded);
// where paths differ (a wait on one branch only, SMEM loads in a loop),
// the foldable instructions that reach that instruction stay wanted and
// run one by one as before. Folding changes no finding: a done mark
// moved by each wait in turn, issued counts fixed in between, ends where
// the segment puts it (TestRaceFoldedWaitsAgree compares both). In the
// debugger (Run.debug), where set $pc can take a wave off the graph's
// paths, nothing is folded.

// foldWaits enables the folding (tests compare with every wait shown).
var foldWaits = true

// noWait is a segment's counter no wait moved.
const noWait = math.MinInt32

// Segment counters (segment.d).
const (
	segLGKM = iota
	segVM
	segVS
)

// segment is the effect of a stretch of folded instructions on a wave's
// counters: smem SMEM loads issued (lgkmcnt), and d[c] the highest
// issued - N over its waits on counter c (lgkmcnt(N) after s of the
// stretch's SMEM loads: s - N), noWait when none waits on it; inv: a
// buffer_gl0_inv.
type segment struct {
	smem int32
	d    [3]int32
	inv  bool
}

var emptySegment = segment{d: [3]int32{noWait, noWait, noWait}}

// empty reports whether s changes nothing.
func (s *segment) empty() bool { return *s == emptySegment }

// waitPlan is what racecheck takes from the program about its waits and
// SMEM loads, by pc/4.
type waitPlan struct {
	ops   []isa.Op // the instruction planned for (0: none)
	kinds []instKind
	// folded: the instruction's effect is in pre of the next wanted
	// instructions; racecheck does not want it.
	folded []bool
	// pre is applied to the wave's counters before the instruction.
	pre []segment
}

// wants reports whether racecheck wants the instruction op at pc: not
// when it is folded.
func (p *waitPlan) wants(pc uint64, op isa.Op) bool {
	i := pc / 4
	return i >= uint64(len(p.folded)) || p.ops[i] != op || !p.folded[i]
}

// segState is what reaches an instruction: its segment (unset: no path
// yet; conflict: paths with different segments), and inv, whether a
// folded buffer_gl0_inv ran since the wave's last barrier instruction
// (conflictInv: on some paths only). The counters' segment starts again
// at each wanted instruction; inv only at barrier instructions (which
// alone move the wave's epoch) and at a wanted buffer_gl0_inv (which
// does it itself): applied again within one epoch, it changes nothing.
type segState struct {
	set, conflict, conflictInv bool
	seg                        segment
}

// buildWaitPlan makes the plan for the graph g; smemCounts: SMEM loads
// count on lgkmcnt (before GFX12).
func buildWaitPlan(c *raceChecker, g *flow.Graph, smemCounts bool) *waitPlan {
	n := len(g.PCs)
	kinds := make([]instKind, n)
	lims := make([]waitLimits, n)
	wanted := make([]bool, n)
	foldable := make([]bool, n)
	gl0 := make([]bool, n)
	for i, in := range g.Insts {
		kinds[i] = c.classify(in)
		switch {
		case kinds[i] == kOther:
		case kinds[i] == kWaitcnt:
			lims[i] = waitLimitsOf(c.isaGen, in)
			foldable[i] = true
		case kinds[i] == kSMEM:
			foldable[i] = true
		case kinds[i] == kInvalidate && in.Op == isa.OpBUFFER_GL0_INV:
			foldable[i], gl0[i] = true, true
		default:
			wanted[i] = true
		}
	}
	barrier := func(i int) bool { return kinds[i] == kBarrier || kinds[i] == kBarrierWait }
	transfer := func(i int, in segState) segState {
		out := in
		switch {
		case barrier(i) || gl0[i] && wanted[i]:
			out.seg.inv, out.conflictInv = false, false
		case gl0[i]:
			out.seg.inv, out.conflictInv = true, false
		}
		if wanted[i] {
			inv := out.seg.inv
			out.seg, out.conflict = emptySegment, false
			out.seg.inv = inv
			return out
		}
		if out.conflict {
			return out
		}
		s := &out.seg
		switch kinds[i] {
		case kWaitcnt:
			l := lims[i]
			for cn, v := range [3]int8{l.lgkm, l.vm, l.vs} {
				if v < 0 {
					continue
				}
				d := -int32(v)
				if cn == segLGKM {
					d += s.smem
				}
				s.d[cn] = max(s.d[cn], d)
			}
		case kSMEM:
			if smemCounts {
				s.smem++
			}
		}
		return out
	}
	// counters is a segment without its inv.
	counters := func(s segment) segment { s.inv = false; return s }
	// mark makes the instructions keep(p) picks on the paths into i
	// wanted, going back until stop(p); it reports whether it did.
	mark := func(i int, keep, stop func(p int32) bool) (changed bool) {
		seen := map[int32]bool{}
		stack := append([]int32(nil), g.Pred[i]...)
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[p] || stop(p) {
				continue
			}
			seen[p] = true
			if keep(p) {
				wanted[p] = true
				changed = true
				continue
			}
			stack = append(stack, g.Pred[p]...)
		}
		return changed
	}
	var in []segState
	for {
		// What reaches every instruction, from the entry (nothing
		// issued yet) and from each wanted instruction.
		in = make([]segState, n)
		in[g.Entry] = segState{set: true, seg: emptySegment}
		g.Solve(func(i int, mark func(int32)) bool {
			out := transfer(i, in[i])
			for _, j := range g.Succ[i] {
				st := &in[j]
				old := *st
				switch {
				case !st.set:
					*st = out
				default:
					if !st.conflict && (out.conflict || counters(out.seg) != counters(st.seg)) {
						st.conflict = true
					}
					if !st.conflictInv && (out.conflictInv || out.seg.inv != st.seg.inv) {
						st.conflictInv = true
					}
				}
				if *st != old {
					mark(j)
				}
			}
			return true
		})
		// Where paths disagree, the foldable instructions that reach the
		// instruction are wanted again (a wait or SMEM load then starts
		// a segment of its own, a buffer_gl0_inv sets the epoch itself).
		changed := false
		for i := range n {
			if !wanted[i] {
				continue
			}
			if in[i].conflict && mark(i, func(p int32) bool { return foldable[p] && !gl0[p] }, func(p int32) bool { return wanted[p] }) {
				changed = true
			}
			if in[i].conflictInv && mark(i, func(p int32) bool { return gl0[p] }, func(p int32) bool { return barrier(int(p)) || gl0[p] && wanted[p] }) {
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	words := 0
	if n > 0 {
		words = int(g.PCs[n-1]/4) + 1
	}
	p := &waitPlan{ops: make([]isa.Op, words), kinds: make([]instKind, words), folded: make([]bool, words), pre: make([]segment, words)}
	for i := range p.pre {
		p.pre[i] = emptySegment
	}
	for i, pc := range g.PCs {
		j := pc / 4
		p.ops[j], p.kinds[j] = g.Insts[i].Op, kinds[i]
		switch {
		case !wanted[i] && foldable[i]:
			p.folded[j] = true
		case wanted[i] && in[i].set:
			p.pre[j] = in[i].seg
		}
	}
	return p
}

// applySegment applies seg (what the folded waits and SMEM loads before
// the current instruction did) to wave s, as raceWorker.waitcnt and the
// SMEM case of Before would have one by one.
func (k *raceWorker) applySegment(s *raceWave, seg *segment) {
	if d := seg.d[segLGKM]; d != noWait {
		if v := int64(s.lgkmIssued) + int64(d); v > int64(s.lgkmDne) {
			s.lgkmDne = uint32(v)
		}
	}
	s.lgkmIssued += uint32(seg.smem)
	if seg.inv {
		s.inv = int64(s.epoch)
	}
	vm, vs := seg.d[segVM], seg.d[segVS]
	if k.c.gcn {
		if vm != noWait {
			if v := int64(s.vmIssued) + int64(vm); v > int64(s.vmDone) {
				s.vmDone = uint32(v)
			}
		}
		return
	}
	if vm == noWait && vs == noWait {
		return
	}
	nvm, nvs := -1, -1
	if vm != noWait {
		nvm = int(-vm)
	}
	if vs != noWait {
		nvs = int(-vs)
	}
	k.retireVMEM(s, nvm, nvs)
}
