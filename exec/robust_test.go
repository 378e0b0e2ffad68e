package exec

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// Random machine code must end in a Fault (or run to the end), never in a
// panic, and never in an "internal error" of the interpreter: every
// operand the decoder accepts must be handled by the semantics.
func TestRandomCodeFaultsWithoutInternalErrors(t *testing.T) {
	for _, target := range []string{"gfx803", "gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			arch, _ := ArchByName(target)
			tgt, err := isa.LookupTarget(target)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(42, uint64(len(target))))
			internal := map[string]int{}
			for range 3000 {
				code := make([]byte, 64)
				for i := 0; i < len(code); i += 4 {
					put32(code[i:], r.Uint32())
				}
				p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 7, AccumOffset: 7}, "random", code, 0x1000, 0)
				if err != nil {
					t.Fatal(err)
				}
				mem := NewMemory()
				env := &testEnv{arch: arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(256), scratch: &Scratch{WaveSize: 64}}
				w := NewWave(arch.SGPRs, 32, programAGPRs(arch, &p.Config))
				w.Env = env
				err = RunWaves(p, []*Wave{w}, 8, 64)
				var f *Fault
				if err != nil && !errors.As(err, &f) {
					t.Fatalf("not a *Fault: %v", err)
				}
				if f != nil && strings.Contains(f.Detail, "internal error") {
					internal[f.Inst+": "+f.Detail]++
				}
			}
			for k, n := range internal {
				t.Errorf("%d x %s", n, k)
			}
		})
	}
}
