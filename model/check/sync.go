package check

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// synccheck: barriers reached under divergent control flow. On GFX6-GFX11
// every s_barrier of a work-group arrives at and waits on the one
// work-group barrier object, which every wave joins at launch and drops
// when it ends (AMDGPUExecutionSynchronization, "s_barrier GFX6-11");
// s_barrier is convergent within a wave and "can only be performed in
// wave-uniform control flow". The source languages ask more: every
// work-item of the work-group reaches the same barrier. Three findings:
//
//   - divergent barrier: a wave executes s_barrier with lanes it was
//     launched with out of EXEC (they returned early, or took another
//     branch); the finding names those lanes;
//   - barrier not reached: a barrier completes after some waves of the
//     work-group ended without reaching it (the hardware lets it complete,
//     as their end drops the barrier, but the work-items that ended never
//     synchronised); the other side is where such a wave ended;
//   - different barriers: the waves a barrier releases waited at different
//     s_barrier instructions; the other side is the barrier most waves
//     waited at.
//
// After a work-group's first "not reached" or "different barriers"
// finding its later barriers are not compared (they pair up differently
// from the source's).

func init() {
	Register(Info{Name: "synccheck", New: func(r *Run) Checker { return &syncChecker{run: r} }})
}

type syncChecker struct{ run *Run }

func (c *syncChecker) NewWorker() Worker {
	return &syncWorker{run: c.run, groups: map[[3]uint32]*syncGroup{}}
}

type syncWave struct {
	launched uint64 // EXEC at launch
	known    bool   // launched is set
	atPC     uint64 // the s_barrier it waits at
	endPC    uint64 // its s_endpgm
	ended    bool
	seenEnd  bool // its end was taken into account at a release
}

type syncGroup struct {
	waves []syncWave
	off   bool // out of step: later barriers are not compared
}

type syncWorker struct {
	NopWorker
	run    *Run
	groups map[[3]uint32]*syncGroup
	last   *syncGroup // the group of the last wave seen
	lastID [3]uint32
}

func (k *syncWorker) WorkgroupStart(waves []*exec.Wave) {
	if len(waves) == 0 {
		return
	}
	g := &syncGroup{}
	for _, w := range waves {
		for len(g.waves) <= w.ID {
			g.waves = append(g.waves, syncWave{})
		}
		g.waves[w.ID].launched, g.waves[w.ID].known = w.EXEC, true
	}
	k.groups[waves[0].Workgroup] = g
	k.last, k.lastID = g, waves[0].Workgroup
}

func (k *syncWorker) WorkgroupEnd(waves []*exec.Wave) {
	if len(waves) > 0 {
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
			g = &syncGroup{}
			k.groups[w.Workgroup] = g
		}
		k.last, k.lastID = g, w.Workgroup
	}
	for len(g.waves) <= w.ID {
		g.waves = append(g.waves, syncWave{})
	}
	s := &g.waves[w.ID]
	if !s.known {
		s.launched, s.known = w.EXEC, true
	}
	return g, s
}

func (k *syncWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	// The launched lanes of a wave seen for the first time (a host that
	// does not announce workgroups) are its EXEC at its first instruction.
	if g := k.last; g == nil || k.lastID != w.Workgroup || w.ID >= len(g.waves) || !g.waves[w.ID].known {
		k.state(w)
	}
	switch ev.Inst.Op {
	case isa.OpS_BARRIER:
		_, s := k.state(w)
		if s == nil {
			return exec.Verdict{}
		}
		s.atPC = ev.PC
		if missing := s.launched &^ w.EXEC; missing != 0 {
			k.run.Report(w, Finding{Checker: "synccheck", Kind: "divergent barrier", Lanes: missing, PC: ev.PC,
				Message: fmt.Sprintf("divergent barrier: s_barrier reached with %d of the wave's %d launched lanes not active (the lanes below)", bits.OnesCount64(missing), bits.OnesCount64(s.launched))})
		}
	case isa.OpS_ENDPGM:
		if _, s := k.state(w); s != nil {
			s.endPC = ev.PC
		}
	}
	return exec.Verdict{}
}

func (k *syncWorker) WaveEnd(w *exec.Wave) {
	if _, s := k.state(w); s != nil {
		s.ended = true
	}
}

func (k *syncWorker) BarrierRelease(waves []*exec.Wave) {
	if len(waves) == 0 {
		return
	}
	g := k.groups[waves[0].Workgroup]
	if g == nil || g.off {
		return
	}
	// The barriers the released waves waited at, by how many waited.
	count := map[uint64]int{}
	first := map[uint64]*exec.Wave{}
	var ended []*exec.Wave
	for _, w := range waves {
		if w.ID >= len(g.waves) {
			continue
		}
		s := &g.waves[w.ID]
		if w.Ended || s.ended {
			if !s.seenEnd {
				ended = append(ended, w)
				s.seenEnd = true
			}
			continue
		}
		count[s.atPC]++
		if first[s.atPC] == nil {
			first[s.atPC] = w
		}
	}
	if len(count) == 0 {
		return
	}
	pcs := make([]uint64, 0, len(count))
	for pc := range count {
		pcs = append(pcs, pc)
	}
	// Most waited-at first, then by PC.
	sort.Slice(pcs, func(i, j int) bool {
		if count[pcs[i]] != count[pcs[j]] {
			return count[pcs[i]] > count[pcs[j]]
		}
		return pcs[i] < pcs[j]
	})
	main := pcs[0]
	mw := first[main]
	if len(pcs) > 1 {
		odd := pcs[len(pcs)-1]
		ow := first[odd]
		k.run.Report(ow, Finding{Checker: "synccheck", Kind: "different barriers", Lanes: ow.EXEC, PC: odd,
			Message: fmt.Sprintf("waves of a workgroup wait at different barriers: %d at this one, %d at another", count[odd], count[main]),
			Other:   &Side{Workgroup: mw.Workgroup, Wave: mw.ID, Lanes: mw.EXEC, PC: main}})
		g.off = true
		return
	}
	if len(ended) > 0 {
		ew := ended[0]
		es := &g.waves[ew.ID]
		k.run.Report(mw, Finding{Checker: "synccheck", Kind: "barrier not reached", Lanes: mw.EXEC, PC: main,
			Message: fmt.Sprintf("barrier not reached by every wave: %d waves wait at it, %d ended without reaching it (wave %d first)", count[main], len(ended), ew.ID),
			Other:   &Side{Workgroup: ew.Workgroup, Wave: ew.ID, Lanes: es.launched, PC: es.endPC}})
		g.off = true
	}
}
