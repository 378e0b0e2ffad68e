package exec

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// Branches inside Step's straight runs: a run evaluates s_branch and
// s_cbranch_* itself and goes on at a taken branch's target. The expected
// states come from brRef, a reference written here from the GCN3/Vega ISA
// guide's definitions of the few instructions of brLoop (SCC of s_add_u32
// is the carry, of s_and_b32 and s_and_saveexec_b64 "result != 0"; VOPC
// writes the active lanes' bits of VCC, VCC_LO alone in a wave32;
// s_cbranch_vccz tests VCC_LO in a wave32), not from the interpreter.

// brOp is one instruction of brLoop: its label (or ""), its assembly
// (4 bytes each: llvm-mc's code length is checked) and its reference
// semantics, which returns the label a taken branch goes to ("" to go
// on).
type brOp struct {
	label, asm string
	ref        func(s *brState) string
}

// brState is the reference's state.
type brState struct {
	s         [12]uint32
	scc       bool
	vcc, exec uint64
	lanes     int
	ended     bool
}

func (s *brState) laneMask() uint64 { return ^uint64(0) >> (64 - s.lanes) }

func brCond(label string, c bool) string {
	if c {
		return label
	}
	return ""
}

// brLoop counts s0 from 1 to 10 with all seven branch kinds inside the
// loop, forward and backward, taken and not, an s_nop as a target and
// after a branch (counted, not run), and VCC and EXEC that differ between
// wave32 and wave64 (lanes above 8*s0 compare true; VCC_HI is 1 before the
// first compare: a wave32's VCCZ must not see it).
var brLoop = []brOp{
	{"", "s_mov_b32 s0, 0", func(s *brState) string { s.s[0] = 0; return "" }},
	{"", "s_mov_b32 s1, 0", func(s *brState) string { s.s[1] = 0; return "" }},
	{"", "s_mov_b32 s2, 0", func(s *brState) string { s.s[2] = 0; return "" }},
	{"", "s_mov_b32 s3, 0", func(s *brState) string { s.s[3] = 0; return "" }},
	{"", "s_mov_b32 vcc_hi, 1", func(s *brState) string { s.vcc = s.vcc&0xffff_ffff | 1<<32; return "" }},
	{"", "s_cbranch_vccz loop", func(s *brState) string { return brCond("loop", s.vcc&s.laneMask() == 0) }},
	{"", "s_mov_b32 s7, 7", func(s *brState) string { s.s[7] = 7; return "" }},
	{"loop", "s_add_u32 s0, s0, 1", func(s *brState) string {
		r := uint64(s.s[0]) + 1
		s.s[0], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"", "s_and_b32 s4, s0, 1", func(s *brState) string { s.s[4] = s.s[0] & 1; s.scc = s.s[4] != 0; return "" }},
	{"", "s_cbranch_scc0 even", func(s *brState) string { return brCond("even", !s.scc) }},
	{"", "s_nop 0", func(*brState) string { return "" }},
	{"", "s_add_u32 s1, s1, s0", func(s *brState) string {
		r := uint64(s.s[1]) + uint64(s.s[0])
		s.s[1], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"even", "s_nop 0", func(*brState) string { return "" }},
	{"", "s_lshl_b32 s6, s0, 3", func(s *brState) string { s.s[6] = s.s[0] << 3; s.scc = s.s[6] != 0; return "" }},
	{"", "v_cmp_lt_u32 vcc, s6, v0", func(s *brState) string {
		// v0 holds the lane number.
		var m uint64
		for l := range s.lanes {
			if s.exec>>l&1 != 0 && s.s[6] < uint32(l) {
				m |= 1 << l
			}
		}
		if s.lanes == 32 {
			m |= s.vcc &^ 0xffff_ffff
		}
		s.vcc = m
		return ""
	}},
	{"", "s_cbranch_vccz novcc", func(s *brState) string { return brCond("novcc", s.vcc&s.laneMask() == 0) }},
	{"", "s_add_u32 s2, s2, 1", func(s *brState) string {
		r := uint64(s.s[2]) + 1
		s.s[2], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"novcc", "s_cbranch_vccnz vccset", func(s *brState) string { return brCond("vccset", s.vcc&s.laneMask() != 0) }},
	{"", "s_add_u32 s2, s2, 16", func(s *brState) string {
		r := uint64(s.s[2]) + 16
		s.s[2], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"vccset", "s_and_saveexec_b64 s[10:11], vcc", func(s *brState) string {
		s.s[10], s.s[11] = uint32(s.exec), uint32(s.exec>>32)
		s.exec &= s.vcc & s.laneMask()
		s.scc = s.exec != 0
		return ""
	}},
	{"", "s_cbranch_execz noexec", func(s *brState) string { return brCond("noexec", s.exec == 0) }},
	{"", "s_add_u32 s3, s3, 1", func(s *brState) string {
		r := uint64(s.s[3]) + 1
		s.s[3], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"noexec", "s_cbranch_execnz hasexec", func(s *brState) string { return brCond("hasexec", s.exec != 0) }},
	{"", "s_add_u32 s3, s3, 16", func(s *brState) string {
		r := uint64(s.s[3]) + 16
		s.s[3], s.scc = uint32(r), r>>32 != 0
		return ""
	}},
	{"hasexec", "s_mov_b64 exec, s[10:11]", func(s *brState) string {
		s.exec = (uint64(s.s[10]) | uint64(s.s[11])<<32) & s.laneMask()
		return ""
	}},
	{"", "s_cmp_ge_u32 s0, 10", func(s *brState) string { s.scc = s.s[0] >= 10; return "" }},
	{"", "s_cbranch_scc1 done", func(s *brState) string { return brCond("done", s.scc) }},
	{"", "s_branch loop", func(*brState) string { return "loop" }},
	{"done", "s_cmp_eq_u32 s0, 10", func(s *brState) string { s.scc = s.s[0] == 10; return "" }},
	{"", "s_cbranch_scc1 ok", func(s *brState) string { return brCond("ok", s.scc) }},
	{"", "s_mov_b32 s7, 9", func(s *brState) string { s.s[7] = 9; return "" }},
	{"ok", "s_endpgm", func(s *brState) string { s.ended = true; return "" }},
}

// brTrace runs the reference for a wave of lanes lanes: the instruction
// indexes it runs in order, and the state before each (states[k] after
// k instructions; the last is the final one).
func brTrace(lanes int) (idx []int, states []brState) {
	at := map[string]int{}
	for i, o := range brLoop {
		if o.label != "" {
			at[o.label] = i
		}
	}
	s := brState{lanes: lanes}
	s.exec = s.laneMask()
	for i := 0; !s.ended; {
		idx, states = append(idx, i), append(states, s)
		if l := brLoop[i].ref(&s); l != "" {
			i = at[l]
		} else {
			i++
		}
	}
	return idx, append(states, s)
}

// brProgram assembles brLoop for gfx900 (llvm-mc) and checks that each
// instruction is 4 bytes, so that instruction i is at offset 4i.
func brProgram(t *testing.T) *Program {
	var src strings.Builder
	for _, o := range brLoop {
		if o.label != "" {
			src.WriteString(o.label + ":\n")
		}
		src.WriteString(o.asm + "\n")
	}
	p := asmProgram(t, "gfx900", src.String())
	if len(p.Code) != 4*(len(brLoop)+1) { // asmProgram appends an s_endpgm
		t.Fatalf("brLoop assembles to %d bytes, want 4 per instruction (%d)", len(p.Code), 4*(len(brLoop)+1))
	}
	return p
}

// brWave is a fresh wave of lanes lanes at brLoop's start, v0 the lane
// number.
func brWave(p *Program, lanes int) *Wave {
	mem := NewMemory()
	w := NewWave(p.Arch.SGPRs, 32, 0)
	w.Env = &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
	w.SetWaveSize(lanes)
	for l := range 64 {
		w.V(0)[l] = uint32(l)
	}
	return w
}

// brCompare reports how w differs from the reference state s after the
// instruction at trace position k (pc: where the next one is).
func brCompare(w *Wave, s *brState, pc uint64) string {
	var diffs []string
	if w.PC != pc {
		diffs = append(diffs, fmt.Sprintf("pc %#x, want %#x", w.PC, pc))
	}
	for r, v := range s.s {
		if w.SGPR[r] != v {
			diffs = append(diffs, fmt.Sprintf("s%d %d, want %d", r, w.SGPR[r], v))
		}
	}
	if w.SCC != s.scc || w.VCC != s.vcc || w.EXEC != s.exec || w.Ended != s.ended {
		diffs = append(diffs, fmt.Sprintf("scc %v vcc %#x exec %#x ended %v, want %v %#x %#x %v", w.SCC, w.VCC, w.EXEC, w.Ended, s.scc, s.vcc, s.exec, s.ended))
	}
	return strings.Join(diffs, "; ")
}

func TestStraightRunBranches(t *testing.T) {
	p := brProgram(t)
	for _, lanes := range []int{64, 32} {
		idx, states := brTrace(lanes)
		total := len(idx)
		t.Run(fmt.Sprintf("wave%d", lanes), func(t *testing.T) {
			// The reference takes every branch kind both ways.
			taken, fallen := map[string]bool{}, map[string]bool{}
			for k, i := range idx[:total-1] {
				if op := strings.Fields(brLoop[i].asm)[0]; strings.Contains(op, "branch") {
					if idx[k+1] == i+1 {
						fallen[op] = true
					} else {
						taken[op] = true
					}
				}
			}
			if len(taken) != 7 || len(fallen) != 6 { // s_branch always jumps
				t.Fatalf("the reference takes %v and falls through %v: brLoop does not exercise every branch both ways", taken, fallen)
			}
			fin := &states[total]
			// s7: a wave64's first VCCZ sees VCC_HI = 1, a wave32's not.
			s7 := uint32(7)
			if lanes == 32 {
				s7 = 0
			}
			if fin.s[0] != 10 || fin.s[1] != 1+3+5+7+9 || fin.s[7] != s7 {
				t.Fatalf("reference: s0 %d s1 %d s7 %d, want 10 25 %d", fin.s[0], fin.s[1], fin.s[7], s7)
			}
			t.Logf("%d instructions, s2 %d s3 %d", total, fin.s[2], fin.s[3])
			end := 4 * uint64(len(brLoop)) // s_endpgm's PC + 4

			// One Step of any budget k stops after exactly k instructions
			// in the reference's state.
			for k := 0; k <= total+1; k++ {
				w := brWave(p, lanes)
				if err := Step(p, w, k, 1<<20); err != nil {
					t.Fatalf("Step(%d): %v", k, err)
				}
				kk := min(k, total)
				pc := end
				if kk < total {
					pc = 4 * uint64(idx[kk])
				}
				if w.Steps != uint64(kk) {
					t.Errorf("Step(%d): %d steps, want %d", k, w.Steps, kk)
				}
				if d := brCompare(w, &states[kk], pc); d != "" {
					t.Errorf("Step(%d): %s", k, d)
				}
			}
			// Steps of uneven budgets, one after the other.
			w := brWave(p, lanes)
			for k, c := 0, 1; k < total; c = c%7 + 2 {
				if err := Step(p, w, c, 1<<20); err != nil {
					t.Fatal(err)
				}
				k = min(k+c, total)
				pc := end
				if k < total {
					pc = 4 * uint64(idx[k])
				}
				if d := brCompare(w, &states[k], pc); d != "" || w.Steps != uint64(k) {
					t.Fatalf("after %d instructions in steps of up to 8: %d steps, %s", k, w.Steps, d)
				}
			}
			// The step limit stops a wave after exactly maxSteps
			// instructions, with the next one's PC.
			for _, m := range []int{1, 7, 8, 9, 20, 21, 22, 23, total / 2, total - 1} {
				w := brWave(p, lanes)
				err := Step(p, w, 1<<20, uint64(m))
				var f *Fault
				if !errors.As(err, &f) || f.Kind != FaultStepLimit {
					t.Errorf("maxSteps %d: %v, want a step-limit fault", m, err)
					continue
				}
				if d := brCompare(w, &states[m], 4*uint64(idx[m])); d != "" || w.Steps != uint64(m) {
					t.Errorf("maxSteps %d: %d steps, %s", m, w.Steps, d)
				}
			}
		})
	}
}

// brHook counts the instructions it sees by PC and the wave's end; as a
// CheckFilter it wants the instructions at the PCs of want alone.
type brHook struct {
	want map[uint64]bool
	seen map[uint64]int
	ends int
}

func (h *brHook) Before(*Wave, *InstEvent) (Verdict, error) { return Verdict{}, nil }
func (h *brHook) WaveEnd(*Wave)                             { h.ends++ }
func (h *brHook) BarrierRelease([]*Wave)                    {}
func (h *brHook) WorkgroupStart([]*Wave)                    {}
func (h *brHook) WorkgroupEnd([]*Wave)                      {}
func (h *brHook) Wants(pc uint64, _ *isa.Inst) bool         { return h.want[pc] }

// brSeenHook is a brHook that records what it sees.
type brSeenHook struct{ *brHook }

func (h brSeenHook) Before(_ *Wave, ev *InstEvent) (Verdict, error) {
	h.seen[ev.PC]++
	return Verdict{}, nil
}

// TestStraightRunBranchesUnderFilter: a hook whose filter wants some of
// brLoop's instructions (each one alone, the branches' targets, the
// instructions right after them, the branches) sees each of them as often
// as the reference runs it and nothing else, also in budgets of a few
// instructions: under a hook a run must not go on past a taken branch
// without asking the filter about the target and capping what follows it.
func TestStraightRunBranchesUnderFilter(t *testing.T) {
	p := brProgram(t)
	var branches, targets, afterTargets []uint64
	for i, o := range brLoop {
		if strings.Contains(o.asm, "branch") {
			branches = append(branches, 4*uint64(i))
		}
		if o.label != "" {
			targets = append(targets, 4*uint64(i))
			afterTargets = append(afterTargets, 4*uint64(i+1))
		}
	}
	sets := map[string][]uint64{"branches": branches, "targets": targets, "after targets": afterTargets, "none": nil}
	for i := range brLoop {
		sets[fmt.Sprintf("%#x", 4*i)] = []uint64{4 * uint64(i)}
	}
	for _, lanes := range []int{64, 32} {
		idx, states := brTrace(lanes)
		visits := map[uint64]int{}
		for _, i := range idx {
			visits[4*uint64(i)]++
		}
		for name, pcs := range sets {
			for _, budget := range []int{1 << 20, 5} {
				h := &brHook{want: map[uint64]bool{}, seen: map[uint64]int{}}
				for _, pc := range pcs {
					h.want[pc] = true
				}
				hook := brSeenHook{h}
				w := brWave(p, lanes)
				w.Check, w.wants = hook, newWantsCache(p, hook)
				if w.wants == nil {
					t.Fatal("no filter cache for the hook")
				}
				for n := 0; !w.Ended; n++ {
					if n > len(idx) {
						t.Fatal("the wave does not end")
					}
					if err := Step(p, w, budget, 1<<20); err != nil {
						t.Fatal(err)
					}
				}
				what := fmt.Sprintf("wave%d, filter %s, budget %d", lanes, name, budget)
				if d := brCompare(w, &states[len(idx)], 4*uint64(len(brLoop))); d != "" || w.Steps != uint64(len(idx)) || h.ends != 1 {
					t.Errorf("%s: %d steps (want %d), %d wave ends, %s", what, w.Steps, len(idx), h.ends, d)
				}
				for i, o := range brLoop {
					pc := 4 * uint64(i)
					want := 0
					if h.want[pc] {
						want = visits[pc]
					}
					if h.seen[pc] != want {
						t.Errorf("%s: %q at %#x seen %d times, want %d", what, o.asm, pc, h.seen[pc], want)
					}
				}
			}
		}
	}
}

// TestStraightRunBranchesBreakpoints: with breakpoints written at branch
// targets, a wave halts at each as often as the reference reaches it (runs
// do not follow linked branches past a written trap).
func TestStraightRunBranchesBreakpoints(t *testing.T) {
	p := brProgram(t)
	g := NewDebugger(p)
	bps := map[uint64]bool{}
	for i, o := range brLoop {
		if o.label == "loop" || o.label == "even" || o.label == "hasexec" {
			bps[4*uint64(i)] = true
			if err := g.SetBreakpoint(4 * uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, lanes := range []int{64, 32} {
		idx, states := brTrace(lanes)
		visits := map[uint64]int{}
		for _, i := range idx {
			visits[4*uint64(i)]++
		}
		w := brWave(p, lanes)
		w.HaltOnTrap = true
		halts := map[uint64]int{}
		for n := 0; !w.Ended; n++ {
			if n > len(idx) {
				t.Fatal("the wave does not end")
			}
			if err := Step(p, w, 1<<20, 1<<20); err != nil {
				t.Fatal(err)
			}
			if w.Halted {
				halts[w.PC]++
				if err := g.ResumeStep(w, 1<<20); err != nil {
					t.Fatal(err)
				}
			}
		}
		nh := 0
		for pc := range bps {
			nh += halts[pc]
			if halts[pc] != visits[pc] || visits[pc] == 0 {
				t.Errorf("wave%d: halted %d times at %#x, the reference reaches it %d times", lanes, halts[pc], pc, visits[pc])
			}
		}
		if len(halts) != len(bps) {
			t.Errorf("wave%d: halts at %v, breakpoints at %v", lanes, halts, bps)
		}
		// Each halt is one step (the trap), then the original runs.
		if d := brCompare(w, &states[len(idx)], 4*uint64(len(brLoop))); d != "" || w.Steps != uint64(len(idx)+nh) {
			t.Errorf("wave%d: %d steps (want %d), %s", lanes, w.Steps, len(idx)+nh, d)
		}
	}
}
