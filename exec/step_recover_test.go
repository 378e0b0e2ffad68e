package exec

import (
	"errors"
	"strings"
	"testing"
)

// A semantics that panics must end the dispatch with a fault at its
// instruction, naming the wave that ran it, whether the wave runs through
// the scheduler (RunWaves, which recovers once per workgroup) or through
// Step (the debugger's way).
func TestPanickingSemanticsIsAFaultAtItsInstruction(t *testing.T) {
	for _, how := range []string{"RunWaves", "Step"} {
		t.Run(how, func(t *testing.T) {
			p := asmProgram(t, "gfx900", "s_mov_b32 s0, 1\ns_mov_b32 s1, 2\ns_mov_b32 s2, 3")
			d := p.at(4)
			if d == nil || d.size != 4 {
				t.Fatal("no 4-byte instruction at 4")
			}
			mov := d.fn
			d.fn = func(w *Wave, d *instr) error {
				if w.ID == 1 {
					panic("boom")
				}
				return mov(w, d)
			}
			mem := NewMemory()
			env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
			waves := []*Wave{NewWave(p.Arch.SGPRs, 4, 0), NewWave(p.Arch.SGPRs, 4, 0)}
			for i, w := range waves {
				w.ID, w.Env = i, env
			}
			var err error
			if how == "RunWaves" {
				err = RunWaves(p, waves, 16, 100)
			} else {
				SetGroup(waves)
				err = Step(p, waves[1], 16, 100)
			}
			var f *Fault
			if !errors.As(err, &f) {
				t.Fatalf("err = %v, want a *Fault", err)
			}
			if f.Wave != 1 || f.PC != 4 || !strings.Contains(f.Error(), "internal error of the interpreter: boom") {
				t.Errorf("fault wave %d pc %#x %q; want wave 1 at pc 0x4, an internal error naming the panic", f.Wave, f.PC, f.Error())
			}
			w := waves[1]
			if w.PC != 4 || w.SGPR[0] != 1 || w.SGPR[1] != 0 || w.SGPR[2] != 0 {
				t.Errorf("wave 1: pc %#x, s0..s2 = %d %d %d; want pc 0x4 and 1 0 0 (stopped at the instruction)", w.PC, w.SGPR[0], w.SGPR[1], w.SGPR[2])
			}
		})
	}
}
