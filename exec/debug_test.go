package exec_test

import (
	"math"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// vaddWave sets up vadd (gfx900, -O2) for 64 work-items, a[i] = i and
// b[i] = 0.5, and returns its launch and single wave, halting on traps.
func vaddWave(t *testing.T) (*launch.Launch, *exec.Wave) {
	t.Helper()
	f, err := codeobj.Open(testkernels.CodeObject(t, "gfx900", "vadd", "O2"), codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "args.yaml")
	yaml := "grid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: f32, count: 64, init: {range: [0, 1]}}\n" +
		"  arg1: {type: f32, count: 64, init: {fill: 0.5}}\n  arg2: {type: f32, count: 64, output: true}\n  arg3: 64\n"
	if err := os.WriteFile(p, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.New(f, "vadd", a)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := l.NewSetup(1)
	if err != nil {
		t.Fatal(err)
	}
	waves, err := setup.NewWorkgroupWaves([3]uint32{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	w := waves[0]
	w.Env = &testEnv{setup: setup, acc: l.Memory.Accessor(), lds: exec.NewLDS(0), p: l.Program}
	w.PC = l.Program.Entry
	w.HaltOnTrap = true
	return l, w
}

type testEnv struct {
	setup *exec.Setup
	acc   *exec.Accessor
	lds   *exec.LDS
	p     *exec.Program
}

func (e *testEnv) Global() *exec.Accessor { return e.acc }
func (e *testEnv) LDS() *exec.LDS         { return e.lds }
func (e *testEnv) Scratch() *exec.Scratch { return e.setup.Scratch }
func (e *testEnv) Arch() *exec.Arch       { return &e.p.Arch }
func (e *testEnv) ProgramBase() uint64    { return e.p.Base }
func (e *testEnv) Atomic() *sync.Mutex    { return nil }

func TestBreakpointHaltsBeforeTheInstructionAndResumeRunsIt(t *testing.T) {
	l, w := vaddWave(t)
	p := l.Program
	g := exec.NewDebugger(p)
	// Break on every instruction of the kernel: each Step halts on the trap
	// without running anything; ResumeStep runs the displaced original.
	var pcs []uint64
	for pc := p.Entry; pc < uint64(len(p.Code)); {
		_, size, ok := g.InstAt(pc)
		if !ok {
			break
		}
		if err := g.SetBreakpoint(pc); err != nil {
			t.Fatal(err)
		}
		pcs = append(pcs, pc)
		pc += uint64(size)
	}
	for n := 0; !w.Ended; n++ {
		if n > 1000 {
			t.Fatal("the wave does not end")
		}
		pc, steps := w.PC, w.Steps
		if err := exec.Step(p, w, 10, 1<<20); err != nil {
			t.Fatal(err)
		}
		if !w.Halted || w.PC != pc || w.Steps != steps+1 {
			t.Fatalf("at %#x: halted %v, pc %#x", pc, w.Halted, w.PC)
		}
		if !g.HasBreakpoint(pc) {
			t.Fatalf("halted at %#x without a breakpoint", pc)
		}
		w.Steps = steps
		if err := g.ResumeStep(w, 1<<20); err != nil {
			t.Fatal(err)
		}
		if w.Halted || w.Steps != steps+1 {
			t.Fatalf("ResumeStep at %#x: halted %v, steps %d", pc, w.Halted, w.Steps)
		}
	}
	c := l.Buffer("arg2").Data
	for i := range 64 {
		got := math.Float32frombits(uint32(c[4*i]) | uint32(c[4*i+1])<<8 | uint32(c[4*i+2])<<16 | uint32(c[4*i+3])<<24)
		if got != float32(i)+0.5 {
			t.Fatalf("c[%d] = %g, want %g", i, got, float32(i)+0.5)
		}
	}
	for _, pc := range pcs {
		g.ClearBreakpoint(pc)
		if g.HasBreakpoint(pc) {
			t.Fatalf("breakpoint at %#x survived ClearBreakpoint", pc)
		}
	}
}

func TestAccessesListTheLanesOfAStore(t *testing.T) {
	l, w := vaddWave(t)
	p := l.Program
	g := exec.NewDebugger(p)
	for !w.Ended {
		in, _, _ := g.InstAt(w.PC)
		if in.Op.String() == "global_store_dword" {
			acc := g.Accesses(w)
			base := l.Buffer("arg2").Base
			if len(acc) != 64 {
				t.Fatalf("%d accesses, want 64", len(acc))
			}
			for i, a := range acc {
				if a.Lane != i || !a.Write || a.Size != 4 || a.Space != exec.SpaceGlobal || a.Addr != base+4*uint64(i) {
					t.Fatalf("access %d: %+v", i, a)
				}
			}
			return
		}
		if err := exec.Step(p, w, 1, 1<<20); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no global_store_dword")
}
