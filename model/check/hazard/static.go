package hazard

import (
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
)

// Quiet programs: compiler output is padded, so Step finds nothing in it.
// SetGraph proves that before the run, where the rules of the generation
// are look-backs over the wave's recent instructions (GFX8, GFX9, CDNA,
// GFX11): a rule's result at an instruction depends on the instructions
// its look-back examines and nothing else, so replaying Step on every
// path of the control-flow graph that ends at the instruction, long
// enough that the look-backs stop inside it (or starting where the wave
// starts), gives every finding Step can report there (GFX10.3 too: its
// one rule is such a look-back). In that replay
// the shortcuts that stand for the whole history (the entry counts, the
// last MFMA) are off: every look-back runs. GFX11's mask-write hazard
// also keeps an SGPR write pending until a wait, a read or a branch: its
// replay goes on forward from the write until nothing is pending. When no
// replay finds anything, Wants wants nothing.

// maxPaths bounds the paths replayed for one instruction; past it the
// program keeps the dynamic checks.
const maxPaths = 256

// SetGraph does what SetProgram does for the instructions of the
// program g, and proves, when it can, that Step finds nothing on any path
// of it (see above); Wants then wants no instruction.
func (c *Checker) SetGraph(g *flow.Graph) {
	fs := make([]*facts, len(g.Insts))
	for i, in := range g.Insts {
		fs[i] = c.factsOf(g.PCs[i], in)
	}
	c.setFacts(fs)
	if !proves(c.gen) {
		return
	}
	r := &replayer{c: c, g: g, w: c.NewWave()}
	for i := range g.Insts {
		if !c.wantsFacts(fs[i]) {
			continue // no rule involves it: Step finds nothing there
		}
		if !r.quietAt(i) {
			return
		}
	}
	c.quiet = true
}

// proves reports whether SetGraph proves programs of generation g quiet:
// GFX8, GFX9, CDNA, GFX10.3 (its one rule, FPAtomicToDenormMode, and
// soft clauses are look-backs) and GFX11. GFX10's errata and GFX12's
// SGPR hazards keep state with no bound.
func proves(g isa.Generation) bool {
	return g >= isa.GenGFX8 && g < isa.GenGFX10 || g == isa.GenGFX10_3 || g == isa.GenGFX11
}

type replayer struct {
	c     *Checker
	g     *flow.Graph
	w     *Wave
	path  []int32 // newest first: path[0] is the instruction checked
	paths int
}

// quietAt reports whether no path to instruction i gives a finding there
// (or, for a pending mask write, after it).
func (r *replayer) quietAt(i int) bool {
	for depth := 6; ; depth *= 2 {
		depth = min(depth, histLen)
		r.paths = 0
		r.path = append(r.path[:0], int32(i))
		quiet, exact := r.walk(depth)
		if !quiet {
			return false
		}
		if exact || depth == histLen {
			return true
		}
	}
}

// walk extends r.path backward to depth instructions before the checked
// one and replays each path; exact is false when some look-back reached
// the oldest instruction of a path cut short.
func (r *replayer) walk(depth int) (quiet, exact bool) {
	last := r.path[len(r.path)-1]
	exact = true
	if len(r.path)-1 == depth {
		return r.replay(false)
	}
	if int(last) == r.g.Entry {
		// The wave may start here.
		q, e := r.replay(true)
		if !q {
			return false, e
		}
		exact = exact && e
	}
	for _, p := range r.g.Pred[last] {
		r.path = append(r.path, p)
		q, e := r.walk(depth)
		r.path = r.path[:len(r.path)-1]
		if !q {
			return false, e
		}
		exact = exact && e
	}
	return true, exact
}

// replay runs Step over the path, oldest first, and reports whether the
// checked instruction (and a mask write's pending wait after it) gave no
// finding; start says the path starts where the wave does.
func (r *replayer) replay(start bool) (quiet, exact bool) {
	r.paths++
	if r.paths > maxPaths {
		return false, true
	}
	w := r.w
	w.Reset()
	w.replay = true
	for k := len(r.path) - 1; k > 0; k-- {
		j := r.path[k]
		w.Step(r.g.PCs[j], r.g.Insts[j])
	}
	w.deep = -1
	i, n := int(r.path[0]), w.n
	if len(w.Step(r.g.PCs[i], r.g.Insts[i])) > 0 {
		return false, true
	}
	exact = start || n == histLen || w.deep < n-1
	// A mask write waits for its s_waitcnt_depctr: go on along the
	// (straight) path until nothing is pending.
	for steps := 0; len(w.maskPending) > 0; steps++ {
		succ := r.g.Succ[i]
		if len(succ) != 1 || steps > 4*histLen {
			return len(succ) == 0, exact
		}
		i = int(succ[0])
		for _, f := range w.Step(r.g.PCs[i], r.g.Insts[i]) {
			if f.Rule == "VALUMaskWriteHazard" {
				return false, exact
			}
		}
	}
	return true, exact
}

// Quiet reports whether SetGraph proved the program quiet: Step finds
// nothing on any path, and Wants wants no instruction.
func (c *Checker) Quiet() bool { return c.quiet }
