package check

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/launch"
)

// pcHook counts the instructions it sees by PC, and the wave ends; with
// want set it is an exec.CheckFilter that wants those instructions alone.
type pcHook struct {
	countHook
	want func(pc uint64, in *isa.Inst) bool
	mu   sync.Mutex
	seen map[uint64]int
	// asked counts the Wants calls.
	asked atomic.Int64
}

func (h *pcHook) Before(w *exec.Wave, ev *exec.InstEvent) (exec.Verdict, error) {
	h.mu.Lock()
	h.seen[ev.PC]++
	h.mu.Unlock()
	return h.countHook.Before(w, ev)
}

// filterHook is a pcHook with its Wants.
type filterHook struct{ *pcHook }

func (h filterHook) Wants(pc uint64, in *isa.Inst) bool {
	h.asked.Add(1)
	return h.want(pc, in)
}

// TestFilteredHookSeesWhatItWants: a hook whose CheckFilter wants some
// instructions (waits, which Step's straight runs otherwise count
// without running, DS instructions, and every fifth instruction slot,
// which cuts straight runs anywhere) sees each of them as often as a hook
// without a filter sees it, and nothing else; a filter that wants nothing
// sees no instruction. Both still see every wave's end, and the outputs
// and counts are the plain run's; exec asks Wants at most once per
// instruction of the program (its cache by PC: without it every
// instruction run goes one at a time through Wants; exec may ask about
// the rest of a straight stretch before it runs). Every testdata
// dispatch of gfx900 and gfx1100 at -O2.
func TestFilteredHookSeesWhatItWants(t *testing.T) {
	wants := map[string]func(pc uint64, in *isa.Inst) bool{
		"some": func(pc uint64, in *isa.Inst) bool {
			return in.Op == isa.OpS_WAITCNT || in.Enc != nil && in.Enc.Format.Has(isa.FormatDS) || pc/4%5 == 0
		},
		"none": func(uint64, *isa.Inst) bool { return false },
	}
	runs := 0
	for src, files := range argsFiles(t) {
		for _, target := range []string{"gfx900", "gfx1100"} {
			obj := filepath.Join(testkernels.Dir(), "co", target, src+"-O2.co")
			if _, err := os.Stat(obj); err != nil {
				continue
			}
			for _, af := range files {
				name := target + "/" + src + "/" + filepath.Base(af)
				plainRes, plainOuts, plainErr, ok := runKernel(t, obj, af, nil)
				if !ok || plainErr != nil {
					continue
				}
				all := &pcHook{seen: map[uint64]int{}}
				var p *exec.Program
				if _, _, err, _ := runKernel(t, obj, af, hookOpts(all, &p)); err != nil {
					t.Errorf("%s: unfiltered hook: %v", name, err)
					continue
				}
				for wn, want := range wants {
					h := &pcHook{want: want, seen: map[uint64]int{}}
					res, outs, err, _ := runKernel(t, obj, af, hookOpts(filterHook{h}, nil))
					if err != nil {
						t.Errorf("%s, filter %s: %v", name, wn, err)
						continue
					}
					runs++
					for i := range outs {
						if !bytes.Equal(outs[i].Data, plainOuts[i].Data) {
							t.Errorf("%s, filter %s: output %s differs", name, wn, outs[i].Name)
						}
					}
					if res.Stats != plainRes.Stats {
						t.Errorf("%s, filter %s: stats %+v, plain %+v", name, wn, res.Stats, plainRes.Stats)
					}
					if got := uint64(h.waveEnds.Load()); got != res.Stats.Waves {
						t.Errorf("%s, filter %s: %d wave ends, the run had %d waves", name, wn, got, res.Stats.Waves)
					}
					compareSeen(t, name+", filter "+wn, p, all.seen, h.seen, want)
					if n, slots := h.asked.Load(), int64(len(p.Code)/4); n > slots {
						t.Errorf("%s, filter %s: Wants asked %d times, the program has %d instruction slots", name, wn, n, slots)
					}
				}
			}
		}
	}
	if runs < 20 {
		t.Fatalf("%d filtered runs, want at least 20", runs)
	}
}

// hookOpts sets the same hook for every goroutine of a run, and *p to
// the run's program (p nil: not).
func hookOpts(h exec.CheckHook, p **exec.Program) func(*launch.Launch, exec.Options) exec.Options {
	return func(l *launch.Launch, o exec.Options) exec.Options {
		if p != nil {
			*p = l.Program
		}
		o.Check = func(*exec.Setup) exec.CheckHook { return h }
		return o
	}
}

// compareSeen checks that the filtered hook saw each instruction it
// wants as often as the unfiltered one, and no other.
func compareSeen(t *testing.T, name string, p *exec.Program, all, got map[uint64]int, want func(uint64, *isa.Inst) bool) {
	t.Helper()
	g := exec.NewDebugger(p)
	for pc, n := range all {
		in, _, ok := g.InstAt(pc)
		if !ok {
			t.Errorf("%s: no instruction at %#x", name, pc)
			continue
		}
		exp := 0
		if want(pc, &in) {
			exp = n
		}
		if got[pc] != exp {
			t.Errorf("%s: %s at %#x seen %d times, want %d (it ran %d times)", name, in.Op, pc, got[pc], exp, n)
		}
	}
	for pc := range got {
		if _, ok := all[pc]; !ok {
			t.Errorf("%s: saw %#x, which the unfiltered hook never saw", name, pc)
		}
	}
}
