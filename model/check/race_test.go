package check

import (
	"bufio"
	"context"
	"fmt"
	"math/bits"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// The expected finding kinds of the buggy kernels of the checker corpus
// (testdata/check/kernels/racecheck.cl, synccheck.cl, racecheck_hip.hip;
// built for gfx900, gfx90a and gfx942 at -O2), written
// from their sources: which accesses conflict, and how.
var corpusKinds = map[string][]string{
	"race_lds_raw":          {"read-write race"},
	"race_lds_ww":           {"write-write race"},
	"race_lds_war":          {"read-write race"},
	"race_lds_reduce":       {"read-write race"},
	"race_lds_nofence":      {"read-write race"},
	"race_global_ww":        {"write-write race"},
	"race_global_rw":        {"read-write race"},
	"race_global_waves":     {"read-write race"},
	"race_global_lfence":    {"read-write race"},
	"race_hist_plain":       {"read-write race", "write-write race"},
	"race_atomic_plainread": {"read-write race"},
	"race_atomic_scope":     {"read-write race"},
	"race_store_scope":      {"write-write race"},
	"race_last_block":       {"read-write race"},
	"race_hip_transpose":    {"read-write race"},
	"race_hip_flag":         {"read-write race"},
	"race_buf_atomic":       {"write-write race"},
	"sync_return_lanes":     {"divergent barrier"},
	"sync_return_waves":     {"barrier not reached"},
	"sync_if_lanes":         {"divergent barrier"},
	"sync_if_waves":         {"different barriers"},
	"sync_loop_waves":       {"barrier not reached"},
	"sync_loop_lanes":       {"divergent barrier"},
	"sync_data":             {"divergent barrier"},
	"sync_break":            {"divergent barrier"},
	"sync_call":             {"divergent barrier"},
	"sync_hip_return":       {"divergent barrier"},
}

// corpusKindsWave32 are the kinds on wave32 targets (gfx1030, gfx1100 run
// the corpus in 32-lane waves) where they differ: with n = 456 the second
// work-group's items 456-511 return early, which leaves wave 6 (items
// 448-479) with 8 lanes at the barrier and wave 7 (480-511) without any;
// sync_call's "lid % 64 < 32" is wave 0, 2, 4, 6 whole, the other waves
// never call the function with the barrier.
var corpusKindsWave32 = map[string][]string{
	"sync_return_lanes": {"barrier not reached", "divergent barrier"},
	"sync_hip_return":   {"barrier not reached", "divergent barrier"},
	"sync_call":         {"barrier not reached"},
}

// corpusClean lists the buggy kernels that are not buggy in a target's
// machine code, and why.
var corpusClean = map[string]string{
	// gfx900 has no BackOffBarrier: LLVM waits for every memory operation
	// before s_barrier (AMDGPUExecutionSynchronization, "s_barrier
	// GFX6-11"), so the LDS store completes before the barrier.
	"race_lds_nofence/gfx900": "s_waitcnt lgkmcnt(0) before s_barrier",
	// GCN: the waves of a work-group share the L1 and the barrier alone
	// orders their global accesses outside tgsplit mode (AMDGPUUsage
	// "Memory Model GFX6-GFX9", "GFX90A", "GFX942": fence release
	// workgroup has no vmcnt wait); only GFX10+ in WGP mode needs the
	// global fences.
	"race_global_lfence/gfx900": "the barrier orders global accesses on GCN",
	"race_global_lfence/gfx90a": "the barrier orders global accesses on GCN",
	"race_global_lfence/gfx942": "the barrier orders global accesses on GCN",
}

// corpusSkip lists cases a target's machine code cannot express: before
// gfx940 an atomic store of any scope is a plain global_store (AMDGPUUsage
// "Memory Model GFX6-GFX9" and "GFX90A" monotonic store atomic), so the
// fixed kernel is indistinguishable from the buggy one.
// On GFX10 and GFX11 an atomic store is a plain global_store of any
// scope ("Memory Model GFX10-GFX11"), and on GFX11 a work-group-scope
// atomic load in WGP mode is the agent-scope one (glc; GFX10 adds dlc for
// agent scope).
var corpusSkip = map[string]bool{
	"race_store_scope/gfx900": true, "race_store_scope_fixed/gfx900": true,
	"race_store_scope/gfx90a": true, "race_store_scope_fixed/gfx90a": true,
	"race_store_scope/gfx1030": true, "race_store_scope_fixed/gfx1030": true,
	"race_store_scope/gfx1100": true, "race_store_scope_fixed/gfx1100": true,
	"race_atomic_scope/gfx1100": true, "race_atomic_scope_fixed/gfx1100": true,
}

// corpusSource is the source file of a corpus kernel.
func corpusSource(kernel string) string {
	switch {
	case strings.HasPrefix(kernel, "race_hip_") || strings.HasPrefix(kernel, "sync_hip_"):
		return "racecheck_hip.hip"
	case strings.HasPrefix(kernel, "race_buf_"):
		return "racecheck_buffer.hip"
	case strings.HasPrefix(kernel, "race_"):
		return "racecheck.cl"
	}
	return "synccheck.cl"
}

// corpusMarks reads the "// race: NAME" and "// sync: NAME [other]" lines of
// a source: kernel name -> marked lines; "NAME other" for the other side.
func corpusMarks(t *testing.T, source string) map[string][]int {
	t.Helper()
	f, err := os.Open(filepath.Join(testkernels.Dir(), "check", "kernels", source))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	re := regexp.MustCompile(`// (race|sync): (\w+)( other)?\s*$`)
	out := map[string][]int{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			out[m[2]+m[3]] = append(out[m[2]+m[3]], n)
		}
	}
	return out
}

// symbolLines maps code object addresses to source lines with
// llvm-symbolizer (the DWARF line table, independent of gcndbg's reader).
func symbolLines(t *testing.T, obj string, addrs []uint64) map[uint64]int {
	t.Helper()
	tool := llvmtool.Path(t, "llvm-symbolizer")
	argv := []string{"--no-inlines", "--obj=" + obj}
	for _, a := range addrs {
		argv = append(argv, fmt.Sprintf("%#x", a))
	}
	out, err := osexec.Command(tool, argv...).Output()
	if err != nil {
		t.Fatalf("llvm-symbolizer: %v", err)
	}
	// Each address gives a function line, a file:line:column line and a
	// blank line.
	var locs []int
	loc := regexp.MustCompile(`^\S+:(\d+):\d+$|^\?\?:0`)
	for _, l := range strings.Split(string(out), "\n") {
		if m := loc.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			locs = append(locs, n)
		}
	}
	if len(locs) != len(addrs) {
		t.Fatalf("llvm-symbolizer gave %d locations for %d addresses:\n%s", len(locs), len(addrs), out)
	}
	m := map[uint64]int{}
	for i, a := range addrs {
		m[a] = locs[i]
	}
	return m
}

// runCase runs args file argsPath on obj with the checkers names.
func runCase(t *testing.T, obj, argsPath string, names []string, jobs int) ([]Finding, error) {
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
		t.Fatal(err)
	}
	r, err := New(l, names)
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.Run(context.Background(), r.Options(exec.Options{Jobs: jobs}))
	return r.Findings(), err
}

// TestRaceSyncCorpus: every buggy kernel of the racecheck/synccheck corpus
// gives its expected finding (checker, kind, and the source lines of both
// sides, the lines marked in the source; llvm-symbolizer maps the
// finding's addresses to lines), and every fixed kernel none, with both
// checkers on, on gfx900, gfx90a, gfx942, gfx1030 and gfx1100.
func TestRaceSyncCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "check", "args", "racecheck", "*.yaml"))
	sync, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "check", "args", "synccheck", "*.yaml"))
	files = append(files, sync...)
	if len(files) < 40 {
		t.Fatalf("%d corpus dispatches in testdata/check/args/racecheck and synccheck, want at least 40", len(files))
	}
	marks := map[string]map[string][]int{}
	for _, src := range []string{"racecheck.cl", "synccheck.cl", "racecheck_hip.hip", "racecheck_buffer.hip"} {
		marks[src] = corpusMarks(t, src)
	}
	for _, target := range []string{"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"} {
		for _, af := range files {
			kernel := strings.TrimSuffix(filepath.Base(af), ".yaml")
			name := kernel + "/" + target
			if corpusSkip[name] {
				continue
			}
			t.Run(name, func(t *testing.T) {
				src := corpusSource(kernel)
				obj := filepath.Join(testkernels.Dir(), "check", "co", target, strings.TrimSuffix(strings.TrimSuffix(src, ".cl"), ".hip")+"-O2.co")
				fs, err := runCase(t, obj, af, []string{"racecheck", "synccheck"}, 1)
				if err != nil {
					t.Fatalf("run: %v", err)
				}
				fixed := strings.HasSuffix(kernel, "_fixed")
				if why, ok := corpusClean[name]; fixed || ok {
					for _, f := range fs {
						t.Errorf("unexpected %s %s at pc %#x, other %+v (%s)", f.Checker, f.Kind, f.PC, f.Other, why)
					}
					return
				}
				checker := "racecheck"
				if strings.HasPrefix(kernel, "sync_") {
					checker = "synccheck"
				}
				want := marks[src][kernel]
				if len(want) == 0 {
					t.Fatalf("%s has no marked lines for %s", src, kernel)
				}
				var mine []Finding
				var addrs []uint64
				for _, f := range fs {
					if f.Checker != checker {
						continue
					}
					mine = append(mine, f)
					addrs = append(addrs, f.Addr)
					if f.Other != nil {
						addrs = append(addrs, f.Other.Addr)
					}
				}
				if len(mine) == 0 {
					t.Fatalf("no %s finding", checker)
				}
				lines := symbolLines(t, obj, addrs)
				kinds := map[string]bool{}
				seen := map[int]bool{}
				for _, f := range mine {
					kinds[f.Kind] = true
					sides := []int{lines[f.Addr]}
					if f.Other != nil {
						switch f.Kind {
						case "different barriers":
							if o := lines[f.Other.Addr]; !hasLine(marks[src][kernel+" other"], o) {
								t.Errorf("%s: other side at line %d, want %v", f.Kind, o, marks[src][kernel+" other"])
							}
						case "barrier not reached":
							// The other side is where a wave ended.
						default:
							sides = append(sides, lines[f.Other.Addr])
						}
					}
					for _, l := range sides {
						if !hasLine(want, l) {
							t.Errorf("%s %s names line %d, want only lines %v (pc %#x, other %+v)", f.Checker, f.Kind, l, want, f.Addr, f.Other)
						}
						seen[l] = true
					}
				}
				for _, l := range want {
					if !seen[l] {
						t.Errorf("no %s finding names line %d", checker, l)
					}
				}
				var got []string
				for k := range kinds {
					got = append(got, k)
				}
				sort.Strings(got)
				w := corpusKinds[kernel]
				if k, ok := corpusKindsWave32[kernel]; ok && rdnaTarget(target) {
					w = k
				}
				if strings.Join(got, ",") != strings.Join(w, ",") {
					t.Errorf("kinds %v, want %v", got, w)
				}
			})
		}
	}
}

// runnableTargets are the targets of names the interpreter runs.
func runnableTargets(names ...string) []string {
	var out []string
	for _, n := range names {
		if _, err := exec.ArchByName(n); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// rdnaTarget: an RDNA target of the corpus (run in 32-lane waves).
func rdnaTarget(t string) bool { return strings.HasPrefix(t, "gfx1") }

func hasLine(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// sourceLine is the line of testdata/kernels/src that holds text.
func sourceLine(t *testing.T, src, text string) int {
	t.Helper()
	b, err := os.ReadFile(testkernels.SourcePath(t, src))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("%s has no line with %q", src, text)
	return 0
}

func gcnCASLine(t *testing.T) int {
	return sourceLine(t, "gcn.h", "__scoped_atomic_compare_exchange_n(p, &cmp, v")
}

// noStart forwards a hook's events but the workgroup starts and ends, as a
// host that runs waves itself might.
type noStart struct{ exec.CheckHook }

func (noStart) WorkgroupStart([]*exec.Wave) {}
func (noStart) WorkgroupEnd([]*exec.Wave)   {}

// TestRaceSyncWithoutWorkgroupEvents: racecheck and synccheck make their
// per-wave state on first sight when the host does not announce
// workgroups: a buggy corpus kernel of each still gives its finding.
func TestRaceSyncWithoutWorkgroupEvents(t *testing.T) {
	root := filepath.Join(testkernels.Dir(), "check")
	for _, c := range []struct{ obj, args, checker, kind string }{
		{"racecheck-O2.co", "racecheck/race_lds_raw.yaml", "racecheck", "read-write race"},
		{"synccheck-O2.co", "synccheck/sync_if_lanes.yaml", "synccheck", "divergent barrier"},
		{"synccheck-O2.co", "synccheck/sync_return_waves.yaml", "synccheck", "barrier not reached"},
	} {
		f, err := codeobj.Open(filepath.Join(root, "co", "gfx900", c.obj), codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := args.Load(filepath.Join(root, "args", c.args))
		if err != nil {
			t.Fatal(err)
		}
		l, err := launch.New(f, "", a)
		if err != nil {
			t.Fatal(err)
		}
		r, err := New(l, []string{c.checker})
		if err != nil {
			t.Fatal(err)
		}
		opts := r.Options(exec.Options{Jobs: 1})
		opts.Check = func(s *exec.Setup) exec.CheckHook { return noStart{r.Hook(s)} }
		if _, err := l.Run(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		fs := r.Findings()
		if len(fs) != 1 || fs[0].Kind != c.kind {
			t.Errorf("%s: findings %+v, want one %s", c.args, fs, c.kind)
		}
	}
}

// TestUniformLinesAgree: the uniform shadow lines (one check for a line
// of dwords an instruction covers a lane per dword, or per two or four)
// give exactly the findings of the cell-per-dword shadow they replace
// (every field: lanes, addresses, other side), on the racecheck corpus
// (gfx900 wave64, gfx942, gfx1100 wave32) and the bench kernels, and they
// are used: some conflicts are found on uniform lines.
func TestUniformLinesAgree(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "check", "args", "racecheck", "*.yaml"))
	if len(files) < 30 {
		t.Fatalf("%d racecheck corpus dispatches, want at least 30", len(files))
	}
	type job struct{ obj, args string }
	var jobs []job
	for _, target := range []string{"gfx900", "gfx942", "gfx1100"} {
		for _, af := range files {
			kernel := strings.TrimSuffix(filepath.Base(af), ".yaml")
			if corpusSkip[kernel+"/"+target] {
				continue
			}
			src := strings.TrimSuffix(strings.TrimSuffix(corpusSource(kernel), ".cl"), ".hip")
			jobs = append(jobs, job{filepath.Join(testkernels.Dir(), "check", "co", target, src+"-O2.co"), af})
		}
	}
	bench := filepath.Join(testkernels.Dir(), "..", "bench")
	for _, k := range []string{"vadd", "reduce"} {
		jobs = append(jobs, job{filepath.Join(bench, k+"-gfx900-O2.co"), filepath.Join(bench, "args", k+".yaml")})
	}
	defer func(v bool) { uniformLines = v }(uniformLines)
	steps, conflicts := 0, 0
	for _, j := range jobs {
		var got [2]string
		for i, on := range []bool{false, true} {
			uniformLines = on
			r, err := checkedRun(t, j.obj, j.args, []string{"racecheck"})
			if err != nil {
				t.Fatalf("%s %s: %v", j.obj, j.args, err)
			}
			for _, f := range r.Findings() {
				o := f.Other
				f.Other = nil
				got[i] += fmt.Sprintf("%+v", f)
				if o != nil {
					got[i] += fmt.Sprintf(" other %+v", *o)
				}
				got[i] += "\n"
			}
			if on {
				for _, c := range r.checkers {
					if rc, ok := c.(*raceChecker); ok {
						steps += rc.lineSteps
						conflicts += rc.lineConflicts
					}
				}
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s %s:\ncells: %s\nlines: %s", filepath.Base(j.obj), filepath.Base(j.args), got[0], got[1])
		}
	}
	if steps == 0 || conflicts == 0 {
		t.Errorf("uniform lines checked %d times with %d conflicts: the comparison does not cover them", steps, conflicts)
	}
	t.Logf("%d dispatches, %d uniform line checks, %d conflicts found on them", len(jobs), steps, conflicts)
}

// checkedRun runs args file argsPath on obj with the checkers names
// (one goroutine) and returns the run.
func checkedRun(t *testing.T, obj, argsPath string, names []string) (*Run, error) {
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
		t.Fatal(err)
	}
	r, err := New(l, names)
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.Run(context.Background(), r.Options(exec.Options{Jobs: 1}))
	return r, err
}

// racelanesCases are the dispatches of testdata/check/kernels/racelanes.cl
// (args/racelanes) and what their sources say racecheck finds: kind
// ("" for none) and lanes. rw: the reading side names exactly the lanes
// want when its load is the access checked (the write came first), one
// of the lanes one when it is the recorded side (the reads came first);
// the writing side names lane 0, the one lane that writes. ww (both
// sides on one line, the same PC, so the checked access is the first
// side): the checked side names want, the recorded side one lane of one.
var racelanesCases = map[string]struct {
	kind string
	want uint64
	one  uint64
}{
	// Work-group 0's lane 0 wrote buf[0]; a later work-group's lanes
	// reading buf[0] (l >> sh == 0) race with it.
	"read_all":   {"read-write race", 0xffffffff, 0},
	"read_quad":  {"read-write race", 0xf, 0},
	"read_words": {"read-write race", 0x1, 0},
	// Work-group 3's lane 0 writes buf[0] after the other work-groups'
	// lanes read it: the read recorded is one of theirs.
	"read_then_write": {"read-write race", 0, 0xffffffff},
	// Every work-group writes the same words: a lane races with another
	// work-group's write of its word unless an earlier lane of its own
	// wave wrote that word first (lane order), so the checked side names
	// the first lane of each word.
	"write_all":  {"write-write race", 0x1, 0xffffffff},
	"write_quad": {"write-write race", 0x11111111, 0xffffffff},
	"fixed_all":  {"", 0, 0},
	"fixed_quad": {"", 0, 0},
}

// TestRaceLanes: global loads and stores whose lanes share one word (a
// broadcast, racecheck's one-check run), groups of lanes sharing words,
// or one word each, racing between work-groups (racelanes.cl, gfx900
// and gfx1100 wave32, 32-lane work-groups): each gives the finding its
// source says (kind, both sides' marked lines, the lanes racing), the
// fixed ones none, and the findings equal those of every lane checked on
// its own (uniformLines off).
func TestRaceLanes(t *testing.T) {
	dir := checkDir()
	files, _ := filepath.Glob(filepath.Join(dir, "args", "racelanes", "*.yaml"))
	if len(files) != len(racelanesCases) {
		t.Fatalf("%d args files in args/racelanes, want %d", len(files), len(racelanesCases))
	}
	marks := corpusMarks(t, "racelanes.cl")
	defer func(v bool) { uniformLines = v }(uniformLines)
	bcast := 0
	for _, target := range []string{"gfx900", "gfx1100"} {
		obj := filepath.Join(dir, "co", target, "racelanes-O2.co")
		for _, af := range files {
			name := strings.TrimSuffix(filepath.Base(af), ".yaml")
			want, ok := racelanesCases[name]
			if !ok {
				t.Fatalf("no expectation for %s", af)
			}
			t.Run(target+"/"+name, func(t *testing.T) {
				var got [2]string
				var fs []Finding
				for i, on := range []bool{false, true} {
					uniformLines = on
					r, err := checkedRun(t, obj, af, []string{"racecheck"})
					if err != nil {
						t.Fatalf("run: %v", err)
					}
					fs = r.Findings()
					for _, f := range fs {
						o := *f.Other
						f.Other = nil
						got[i] += fmt.Sprintf("%+v other %+v\n", f, o)
					}
					if on {
						for _, c := range r.checkers {
							if rc, ok := c.(*raceChecker); ok {
								bcast += rc.bcastRuns
							}
						}
					}
				}
				if got[0] != got[1] {
					t.Errorf("lane by lane:\n%sruns:\n%s", got[0], got[1])
				}
				if want.kind == "" {
					for _, f := range fs {
						t.Errorf("unexpected %s at pc %#x: %s", f.Kind, f.PC, f.Message)
					}
					return
				}
				if len(fs) != 1 {
					t.Fatalf("%d findings, want 1:\n%s", len(fs), got[1])
				}
				f := fs[0]
				if f.Kind != want.kind || !strings.Contains(f.Message, "between different workgroups") {
					t.Errorf("%s: %s, want a %s between different workgroups", f.Kind, f.Message, want.kind)
				}
				kernel := "lanes_read"
				if strings.HasPrefix(name, "write") {
					kernel = "lanes_write"
				}
				lines := symbolLines(t, obj, []uint64{f.Addr, f.Other.Addr})
				ml := marks[kernel]
				for _, l := range []int{lines[f.Addr], lines[f.Other.Addr]} {
					if !hasLine(ml, l) {
						t.Errorf("a side at line %d, want lines %v", l, ml)
					}
				}
				checked, recorded := f.Lanes, f.Other.Lanes
				if want.kind == "read-write race" {
					// The reading side is the later marked line.
					read, write := f.Lanes, f.Other.Lanes
					if lines[f.Addr] != slices.Max(ml) {
						read, write = write, read
					}
					if write != 1 {
						t.Errorf("writing side lanes %#x, want lane 0", write)
					}
					checked, recorded = read, read
				}
				if want.want != 0 && checked != want.want {
					t.Errorf("lanes %#x, want %#x", checked, want.want)
				}
				if want.one != 0 && (bits.OnesCount64(recorded) != 1 || recorded&^want.one != 0) {
					t.Errorf("recorded side lanes %#x, want one of %#x", recorded, want.one)
				}
			})
		}
	}
	if bcast == 0 {
		t.Errorf("no broadcast run was checked: the comparison does not cover them")
	}
}

// TestRaceFoldedWaitsAgree: racecheck with the waits and SMEM loads its
// plan folds into the next wanted instruction (racewaits.go) finds what
// it finds with every one of them shown, field by field, on the race
// corpus (gfx900, gfx90a, gfx942, gfx1030, gfx1100), the lane kernels,
// the GFX12 barrier kernels and the bench kernels (gfx900, gfx1100); the
// plans must fold some instructions and keep some waits (a wait on one
// path only: racecheck-split-dscnt-branch) for the comparison to cover
// both.
func TestRaceFoldedWaitsAgree(t *testing.T) {
	type job struct{ obj, args string }
	var jobs []job
	dir := checkDir()
	files, _ := filepath.Glob(filepath.Join(dir, "args", "racecheck", "*.yaml"))
	for _, target := range []string{"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"} {
		for _, af := range files {
			kernel := strings.TrimSuffix(filepath.Base(af), ".yaml")
			if corpusSkip[kernel+"/"+target] {
				continue
			}
			src := strings.TrimSuffix(strings.TrimSuffix(corpusSource(kernel), ".cl"), ".hip")
			jobs = append(jobs, job{filepath.Join(dir, "co", target, src+"-O2.co"), af})
		}
	}
	lanes, _ := filepath.Glob(filepath.Join(dir, "args", "racelanes", "*.yaml"))
	for _, target := range []string{"gfx900", "gfx1100"} {
		for _, af := range lanes {
			jobs = append(jobs, job{filepath.Join(dir, "co", target, "racelanes-O2.co"), af})
		}
	}
	barriers, _ := filepath.Glob(filepath.Join(dir, "barrier", "co", "racecheck-*.co"))
	for _, co := range barriers {
		if !strings.Contains(co, "gfx1250") {
			jobs = append(jobs, job{co, filepath.Join(dir, "barrier", "args.yaml")})
		}
	}
	bench := filepath.Join(testkernels.Dir(), "..", "bench")
	for _, k := range []string{"vadd", "reduce", "matmul", "collatz"} {
		for _, target := range []string{"gfx900", "gfx1100"} {
			jobs = append(jobs, job{filepath.Join(bench, k+"-"+target+"-O2.co"), filepath.Join(bench, "args", k+".yaml")})
		}
	}
	if len(jobs) < 150 || len(barriers) < 14 {
		t.Fatalf("%d dispatches (%d barrier kernels), want at least 150 (14)", len(jobs), len(barriers))
	}
	defer func(v bool) { foldWaits = v }(foldWaits)
	folded, kept, pre := 0, 0, 0
	for _, j := range jobs {
		var got [2]string
		for i, on := range []bool{false, true} {
			foldWaits = on
			r, err := checkedRun(t, j.obj, j.args, []string{"racecheck", "synccheck"})
			if err != nil && !strings.Contains(j.obj, "barrier") {
				t.Fatalf("%s %s: %v", j.obj, j.args, err)
			}
			got[i] = findingsJSON(t, r.Findings())
			if !on {
				continue
			}
			for _, c := range r.checkers {
				rc, ok := c.(*raceChecker)
				if !ok || rc.plan == nil {
					continue
				}
				for i, op := range rc.plan.ops {
					if op == 0 {
						continue
					}
					switch {
					case rc.plan.folded[i]:
						folded++
					case rc.plan.kinds[i] == kWaitcnt:
						kept++
					}
					if !rc.plan.pre[i].empty() {
						pre++
					}
				}
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s %s:\nevery wait: %s\nfolded:     %s", filepath.Base(j.obj), filepath.Base(j.args), got[0], got[1])
		}
	}
	if folded == 0 || kept == 0 || pre == 0 {
		t.Errorf("%d instructions folded, %d waits kept, %d segments applied: the comparison does not cover them", folded, kept, pre)
	}
	t.Logf("%d dispatches: %d instructions folded, %d waits kept, %d instructions with a segment", len(jobs), folded, kept, pre)
}

// raceWaitMark marks the line of the first side of the race a racewait
// kernel must give (the other side is a later line).
var raceWaitMark = regexp.MustCompile(`// RACE: (.+)$`)

// TestRaceWaitKernels runs the hand-written gfx900 and gfx1100 kernels of
// testdata/check/racewait (llvm-mc) under racecheck, with the waits, SMEM
// loads and buffer_gl0_inv folded (racewaits.go) and with every one
// shown: both give exactly the race the "// RACE: KIND" line names (none
// without one). The kernels make the result depend on SMEM loads counted
// on lgkmcnt between LDS stores and an lgkmcnt(N) wait, issued straight
// (folded: the segment before s_barrier counts them) or in a loop (not
// folded), and on a buffer_gl0_inv after a barrier in WGP mode: on one
// path only (not folded), or in the epoch before the load (folded, and
// the load must not take it).
func TestRaceWaitKernels(t *testing.T) {
	dir := filepath.Join(checkDir(), "racewait")
	srcs, _ := filepath.Glob(filepath.Join(dir, "*.s"))
	if len(srcs) < 6 {
		t.Fatalf("%d kernels in %s, want at least 6", len(srcs), dir)
	}
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	tmp := t.TempDir()
	defer func(v bool) { foldWaits = v }(foldWaits)
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".s")
		t.Run(name, func(t *testing.T) {
			text, _, co := assembleKernel(t, mc, lld, dir, src, tmp)
			var want []string
			for i, l := range strings.Split(string(text), "\n") {
				if m := raceWaitMark.FindStringSubmatch(l); m != nil {
					want = append(want, m[1]+" @"+strconv.Itoa(i+1))
				}
			}
			folded := 0
			for _, on := range []bool{false, true} {
				foldWaits = on
				r, err := checkedRun(t, co, filepath.Join(dir, "args.yaml"), []string{"racecheck"})
				if err != nil {
					t.Fatalf("run: %v", err)
				}
				var got []string
				for _, f := range r.Findings() {
					got = append(got, f.Kind+" @"+strconv.Itoa(lineOf(f.Line)))
					if f.Other == nil || lineOf(f.Other.Line) <= lineOf(f.Line) {
						t.Errorf("race %s: other side %+v, want a later line", f.Line, f.Other)
					}
				}
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("folded %v: findings %q, want %q", on, got, want)
				}
				for _, c := range r.checkers {
					if rc, ok := c.(*raceChecker); ok && rc.plan != nil {
						for _, f := range rc.plan.folded {
							if f {
								folded++
							}
						}
					}
				}
			}
			if folded == 0 {
				t.Errorf("nothing folded")
			}
			// The debugger's racecheck folds nothing (set $pc).
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			a, err := args.Load(filepath.Join(dir, "args.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			l, err := launch.New(f, "", a)
			if err != nil {
				t.Fatal(err)
			}
			r, err := New(l, []string{"racecheck"})
			if err != nil {
				t.Fatal(err)
			}
			r.DebugHook(nil)
			for _, c := range r.checkers {
				if rc, ok := c.(*raceChecker); ok && rc.plan != nil {
					t.Errorf("the debugger's racecheck has a plan")
				}
			}
		})
	}
}
