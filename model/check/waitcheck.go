package check

import (
	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
	"github.com/gcndbg/gcndbg/model/check/hazard"
	"github.com/gcndbg/gcndbg/model/check/waitcnt"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// waitcheck: the interpreter completes memory operations at once, so code
// that forgets an s_waitcnt works here and fails on hardware. Per wave,
// package waitcnt keeps the memory operations still outstanding on each
// counter (in order or out of order as the hardware retires them) and the
// registers each will write; a read of such a register before the wait
// that guarantees its return (read-before-wait), or a write to it first
// (overwrite-before-wait), is a finding whose other side is the memory
// operation.
//
// hazards: package hazard's wait-state rules (GCNHazardRecognizer) and
// GFX10 errata (ACO), per wave on the executed path; the other side is the
// instruction the hazard depends on.
func init() {
	Register(Info{Name: "waitcheck", New: func(r *Run) Checker {
		c := waitcnt.New(r.Program.Target, 0, len(r.Program.Code))
		if g := r.flowGraph(); g != nil {
			c.SetGraph(g)
		} else {
			c.SetProgram(r.reachable)
		}
		return &waitChecker{run: r, c: c}
	}})
	Register(Info{Name: "hazards", New: func(r *Run) Checker {
		c := hazard.New(r.Program.Target, 0, len(r.Program.Code))
		c.SetWaveSize(r.Program.WaveSize())
		if l := r.Launch; l != nil && l.File != nil {
			x := l.File.Target.XNACK
			c.SetXNACK(x == codeobj.FeatureAny || x == codeobj.FeatureOn)
		}
		if g := r.flowGraph(); g != nil {
			c.SetGraph(g)
		} else {
			c.SetProgram(r.reachable)
		}
		return &hazardChecker{run: r, c: c}
	}})
}

// flowGraph is the control-flow graph of the kernel, for the checkers
// that prove before the run that they can find nothing (nil: the kernel
// makes calls, or Build cannot follow its control flow).
func (r *Run) flowGraph() *flow.Graph {
	r.graphOnce.Do(func() {
		if r.Program.HasCalls() {
			return
		}
		if g, ok := flow.Build(r.Program.Entry, r.Program.Reachable); ok {
			r.graph = g
		}
	})
	return r.graph
}

type waitChecker struct {
	run *Run
	c   *waitcnt.Checker
}

func (c *waitChecker) NewWorker() Worker { return &waitWorker{run: c.run, c: c.c} }

type waitWorker struct {
	NopWorker
	run   *Run
	c     *waitcnt.Checker
	waves []*waitcnt.Wave // by wave ID
}

// Wants: the instructions that wait, start a memory operation, or touch
// a register a memory operation writes late (waitcnt.Checker.Wants).
func (k *waitWorker) Wants(in *isa.Inst) bool { return k.c.Wants(in) }

// WorkgroupStart resets the waves' state, but for a kernel proven quiet
// (waitcnt.Checker.Quiet), where Before sees nothing unless the run shows
// every instruction to every worker (Run.noFilter).
func (k *waitWorker) WorkgroupStart(waves []*exec.Wave) {
	if k.c.Quiet() && !k.run.noFilter {
		return
	}
	k.start(waves)
}

func (k *waitWorker) start(waves []*exec.Wave) {
	for _, w := range waves {
		for w.ID >= len(k.waves) {
			k.waves = append(k.waves, k.c.NewWave())
		}
		k.waves[w.ID].Reset()
	}
}

func (k *waitWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	if k.c.Quiet() && !k.run.noFilter {
		return exec.Verdict{} // nothing to find on any path
	}
	if w.ID >= len(k.waves) {
		k.start([]*exec.Wave{w})
	}
	var spaces uint8
	if ev.Inst.Enc.Format&isa.FormatFLAT != 0 && ev.Inst.Op.Mem().Seg == isa.SegFlat {
		for _, a := range ev.Accesses() {
			if a.Space == exec.SpaceLocal {
				spaces |= waitcnt.FlatLDS
			} else {
				spaces |= waitcnt.FlatVMEM
			}
		}
	}
	for _, f := range k.waves[w.ID].StepFlat(ev.PC, ev.Inst, spaces) {
		var lanes uint64
		if f.Slot < isa.SlotScalar {
			lanes = w.EXEC
		}
		k.run.Report(w, Finding{Checker: "waitcheck", Kind: f.Kind, PC: ev.PC, Lanes: lanes, Message: f.Message,
			Other: &Side{Workgroup: w.Workgroup, Wave: w.ID, PC: f.MemPC}})
	}
	return exec.Verdict{}
}

type hazardChecker struct {
	run *Run
	c   *hazard.Checker
}

func (c *hazardChecker) NewWorker() Worker { return &hazardWorker{run: c.run, c: c.c} }

type hazardWorker struct {
	NopWorker
	run   *Run
	c     *hazard.Checker
	waves []*hazard.Wave // by wave ID
	// next is, by wave ID, the wave's Steps at the instruction after the
	// last one Before saw: the instructions between were passed over
	// (Wants) and count as wait states.
	next []uint64
}

// Wants: the instructions a hazard rule of the program can involve
// (hazard.Checker.Wants); Before counts the others as wait states.
func (k *hazardWorker) Wants(in *isa.Inst) bool { return k.c.Wants(in) }

// WorkgroupStart: as waitWorker's.
func (k *hazardWorker) WorkgroupStart(waves []*exec.Wave) {
	if k.c.Quiet() && !k.run.noFilter {
		return
	}
	k.start(waves)
}

func (k *hazardWorker) start(waves []*exec.Wave) {
	for _, w := range waves {
		for w.ID >= len(k.waves) {
			k.waves = append(k.waves, k.c.NewWave())
			k.next = append(k.next, 0)
		}
		k.waves[w.ID].Reset()
		k.next[w.ID] = w.Steps
	}
}

func (k *hazardWorker) Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict {
	if k.c.Quiet() && !k.run.noFilter {
		return exec.Verdict{}
	}
	if w.ID >= len(k.waves) {
		k.start([]*exec.Wave{w})
	}
	gap := 0
	if n := k.next[w.ID]; w.Steps > n && w.Steps-n < 1<<30 {
		gap = int(w.Steps - n)
	}
	k.next[w.ID] = w.Steps + 1
	for _, f := range k.waves[w.ID].StepGap(ev.PC, ev.Inst, gap) {
		fd := Finding{Checker: "hazards", Kind: f.Rule, PC: f.PC, Message: f.Message}
		if f.HasOther {
			fd.Other = &Side{Workgroup: w.Workgroup, Wave: w.ID, PC: f.OtherPC}
		}
		k.run.Report(w, fd)
	}
	return exec.Verdict{}
}
