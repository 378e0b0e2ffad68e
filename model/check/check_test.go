package check

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// TestLanes: the lane lists of the issue's contract ("lanes 5-63 (59
// lanes)"), written out by hand.
func TestLanes(t *testing.T) {
	for _, c := range []struct {
		m    uint64
		want string
	}{
		{0, ""},
		{1 << 5, "lane 5"},
		{^uint64(0) &^ 0x1f, "lanes 5-63 (59 lanes)"},
		{0xf | 1<<8 | 3<<10, "lanes 0-3,8,10-11 (7 lanes)"},
		{1<<63 | 1, "lanes 0,63 (2 lanes)"},
		{^uint64(0), "lanes 0-63 (64 lanes)"},
	} {
		if got := Lanes(c.m); got != c.want {
			t.Errorf("Lanes(%#x) = %q, want %q", c.m, got, c.want)
		}
	}
}

// TestParse: names, all, and the one-line error listing the valid names.
func TestParse(t *testing.T) {
	all, err := Parse("")
	if err != nil || len(all) == 0 || all[0] != "memcheck" {
		t.Fatalf("Parse(\"\") = %v, %v; want every registered checker, memcheck first", all, err)
	}
	if got, _ := Parse("all"); strings.Join(got, ",") != strings.Join(all, ",") {
		t.Errorf("Parse(all) = %v, want %v", got, all)
	}
	if got, err := Parse(" memcheck "); err != nil || len(got) != 1 || got[0] != "memcheck" {
		t.Errorf("Parse(memcheck) = %v, %v", got, err)
	}
	_, err = Parse("memcheck,bogus")
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), `"bogus"`) {
		t.Fatalf("Parse(bogus) error %v: want one line naming bogus", err)
	}
	for _, n := range all {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("error %q does not list %s", err, n)
		}
	}
}

// TestSummary: the closing line names every enabled checker.
func TestSummary(t *testing.T) {
	fs := []Finding{{Checker: "memcheck"}, {Checker: "memcheck"}, {Checker: "initcheck"}}
	if got, want := Summary([]string{"memcheck", "initcheck"}, fs), "3 errors (memcheck 2, initcheck 1)"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	if got, want := Summary([]string{"memcheck"}, nil), "0 errors (memcheck 0)"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

// countHook counts what exec shows a hook.
type countHook struct {
	insts, waveEnds, starts, ends, releases atomic.Int64
}

func (c *countHook) Before(*exec.Wave, *exec.InstEvent) (exec.Verdict, error) {
	c.insts.Add(1)
	return exec.Verdict{}, nil
}
func (c *countHook) WaveEnd(*exec.Wave)            { c.waveEnds.Add(1) }
func (c *countHook) BarrierRelease([]*exec.Wave)   { c.releases.Add(1) }
func (c *countHook) WorkgroupStart(w []*exec.Wave) { c.starts.Add(1) }
func (c *countHook) WorkgroupEnd(w []*exec.Wave)   { c.ends.Add(1) }

// argsFiles lists testdata/args/SOURCE/*.yaml by source.
func argsFiles(t *testing.T) map[string][]string {
	t.Helper()
	root := filepath.Join(testkernels.Dir(), "args")
	out := map[string][]string{}
	dirs, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		fs, _ := filepath.Glob(filepath.Join(root, d.Name(), "*.yaml"))
		out[d.Name()] = fs
	}
	return out
}

// runKernel runs one args file on one object, with opts.Check set by mk
// (nil: plain); ok is false when the object does not have the kernel.
func runKernel(t *testing.T, obj, argsPath string, mk func(l *launch.Launch, o exec.Options) exec.Options) (res *exec.Result, outs []launch.Output, err error, ok bool) {
	t.Helper()
	f, err := codeobj.Open(obj, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(argsPath)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.New(f, "", a)
	if err != nil {
		return nil, nil, err, false
	}
	opts := exec.Options{Jobs: 1} // one goroutine: CAS loops retry alike in both runs
	if mk != nil {
		opts = mk(l, opts)
	}
	res, err = l.Run(context.Background(), opts)
	return res, l.Outputs(), err, true
}

// TestHookChangesNothing: with a hook that only counts, every testdata
// dispatch of gfx900 (-O0 and -O2) gives the bytes of the plain run; the
// hook sees each instruction the run counts, each wave's end and each
// workgroup's start and end.
func TestHookChangesNothing(t *testing.T) {
	for src, files := range argsFiles(t) {
		for _, lvl := range []string{"O0", "O2"} {
			obj := filepath.Join(testkernels.Dir(), "co", "gfx900", src+"-"+lvl+".co")
			if _, err := os.Stat(obj); err != nil {
				continue
			}
			for _, af := range files {
				name := src + "-" + lvl + "/" + filepath.Base(af)
				plainRes, plainOuts, plainErr, ok := runKernel(t, obj, af, nil)
				if !ok {
					continue
				}
				var h countHook
				res, outs, err, _ := runKernel(t, obj, af, func(_ *launch.Launch, o exec.Options) exec.Options {
					o.Check = func(*exec.Setup) exec.CheckHook { return &h }
					return o
				})
				if (err == nil) != (plainErr == nil) {
					t.Errorf("%s: plain run error %v, hooked %v", name, plainErr, err)
					continue
				}
				for i := range outs {
					if !bytes.Equal(outs[i].Data, plainOuts[i].Data) {
						t.Errorf("%s: output %s differs with a hook", name, outs[i].Name)
					}
				}
				if err != nil {
					continue
				}
				st := res.Stats
				if st != plainRes.Stats {
					t.Errorf("%s: stats %+v with a hook, %+v without", name, st, plainRes.Stats)
				}
				if got := uint64(h.insts.Load()); got != st.WaveInstructions {
					t.Errorf("%s: hook saw %d instructions, the run made %d", name, got, st.WaveInstructions)
				}
				if got := uint64(h.waveEnds.Load()); got != st.Waves {
					t.Errorf("%s: hook saw %d wave ends, the run had %d waves", name, got, st.Waves)
				}
				if s, e := uint64(h.starts.Load()), uint64(h.ends.Load()); s != st.Workgroups || e != st.Workgroups {
					t.Errorf("%s: hook saw %d workgroup starts and %d ends, the run had %d", name, s, e, st.Workgroups)
				}
			}
		}
	}
}
