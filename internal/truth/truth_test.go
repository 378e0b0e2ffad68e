package truth

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

var updateKnown = flag.Bool("update-known", false, "rewrite known_failures.txt with the failures of this run")

// knownFailuresFile lists the cases that fail today, each with its error.
const knownFailuresFile = "known_failures.txt"

// deviceOnly are sources whose kernels have no host build: wave.cl uses
// amdgcn builtins (Go references instead); traps.cl stops on purpose (the
// fault tests of gcndbg run cover it).
var deviceOnly = map[string]bool{"wave": true, "traps": true}

// TestKernelsMatchReferences runs every case on every target (and RDNA
// wave size) at every level built and requires outputs equal to the reference; the cases
// that do not are exactly those of known_failures.txt.
func TestKernelsMatchReferences(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	td := testkernels.Dir()
	if td == "" {
		t.Fatal("no testdata directory")
	}
	cases, err := Cases(filepath.Join(td, "args"))
	if err != nil {
		t.Fatal(err)
	}
	checkCoverage(t, td, cases)
	work := t.TempDir()
	hosts := map[string]*HostBuild{}
	symbolsOf := map[string][]string{}
	for _, c := range cases {
		symbolsOf[c.Source] = append(symbolsOf[c.Source], c.Kernel)
	}

	var failures []string
	type cell struct{ pass, total int }
	counts := map[string]*cell{}
	var table strings.Builder
	columns := Columns()
	only := onlyTargets()
	if only != nil {
		var keep []Column
		for _, col := range columns {
			if only[col.Target] {
				keep = append(keep, col)
			}
		}
		columns = keep
	}
	fmt.Fprintf(&table, "%-34s", "case")
	for _, col := range columns {
		fmt.Fprintf(&table, " %-11s", col.Label())
	}
	table.WriteString("\n")

	for _, c := range cases {
		a, err := args.Load(c.Args)
		if err != nil {
			t.Fatal(err)
		}
		type ref struct {
			want     map[int][]byte
			bindings []args.Binding
			err      error
		}
		refs := map[int]*ref{} // by wave size
		fmt.Fprintf(&table, "%-34s", c.ID())
		for _, col := range columns {
			tg, opt := strings.TrimSuffix(col.Label(), "-"+col.Opt), col.Opt
			obj := filepath.Join(td, "co", col.Path(c.Source))
			if _, statErr := os.Stat(obj); statErr != nil {
				fmt.Fprintf(&table, " %-11s", "")
				continue
			}
			r := refs[col.WaveSize]
			if r == nil {
				r = &ref{}
				r.want, r.bindings, r.err = reference(c, a, td, work, clang, hosts, symbolsOf, col.WaveSize)
				refs[col.WaveSize] = r
			}
			want, bindings, err := r.want, r.bindings, r.err
			key := col.Label()
			if counts[key] == nil {
				counts[key] = &cell{}
			}
			counts[key].total++
			var outcome string
			if err != nil {
				outcome = "no reference: " + Outcome(err)
			} else {
				got, runErr := RunDevice(obj, c.Kernel, a)
				if runErr == nil {
					runErr = Compare(bindings, got, want)
				}
				outcome = Outcome(runErr)
			}
			mark := "pass"
			switch {
			case outcome == "":
				counts[key].pass++
			case strings.HasPrefix(outcome, "FAIL"):
				mark = "FAIL"
			case strings.HasPrefix(outcome, "fault: "):
				mark = faultMark(outcome)
			default:
				mark = "error"
			}
			// Messages name testdata paths relative to the repository.
			outcome = strings.ReplaceAll(outcome, td+string(filepath.Separator), "testdata/")
			if outcome != "" {
				failures = append(failures, fmt.Sprintf("%s %s %s: %s", c.ID(), tg, opt, outcome))
			}
			fmt.Fprintf(&table, " %-11s", mark)
		}
		table.WriteString("\n")
	}
	table.WriteString("\npasses per target and level:\n")
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	total, pass := 0, 0
	for _, k := range keys {
		fmt.Fprintf(&table, "  %-12s %3d / %3d\n", k, counts[k].pass, counts[k].total)
		total += counts[k].total
		pass += counts[k].pass
	}
	fmt.Fprintf(&table, "  %-12s %3d / %3d\n", "all", pass, total)
	t.Logf("truth table (%d cases):\n%s", len(cases), table.String())
	if p := os.Getenv("GCNDBG_TRUTH_TABLE"); p != "" {
		if err := os.WriteFile(p, []byte(table.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
	if only != nil {
		// Only some targets ran: compare the known failures of those.
		checkKnownFailuresOf(t, "", failures, func(line string) bool {
			f := strings.Fields(line)
			return len(f) > 1 && only[strings.TrimSuffix(f[1], "w64")]
		})
		return
	}
	checkKnownFailures(t, "", failures)
}

// onlyTargets is the set of targets GCNDBG_TRUTH_TARGETS names
// (comma-separated, e.g. "gfx1200,gfx1201"), nil when it is not set: a
// quicker run over some targets while working on them. -update-known
// needs a full run.
func onlyTargets() map[string]bool {
	v := os.Getenv("GCNDBG_TRUTH_TARGETS")
	if v == "" {
		return nil
	}
	m := map[string]bool{}
	for _, tg := range strings.Split(v, ",") {
		m[strings.TrimSpace(tg)] = true
	}
	return m
}

// faultMark abbreviates a fault for the table.
func faultMark(outcome string) string {
	switch {
	case strings.Contains(outcome, "unimplemented"):
		return "unimpl"
	case strings.Contains(outcome, "memory violation"):
		return "memfault"
	case strings.Contains(outcome, "step limit"):
		return "steplimit"
	case strings.Contains(outcome, "deadlock"):
		return "deadlock"
	}
	return "fault"
}

// reference computes a case's expected outputs: the host build of its
// source, or the Go reference of a wave.cl kernel. The bindings come from
// the gfx900 -O2 object's metadata and DWARF (every build of a source has
// the same parameters).
func reference(c Case, a *args.File, td, work, clang string, hosts map[string]*HostBuild, symbolsOf map[string][]string, waveSize int) (map[int][]byte, []args.Binding, error) {
	f, err := codeobj.Open(filepath.Join(td, "co", "gfx900", c.Source+"-O2.co"), codeobj.Options{})
	if err != nil {
		return nil, nil, err
	}
	k, err := f.Kernel(c.Kernel)
	if err != nil {
		return nil, nil, err
	}
	if k.Meta == nil {
		return nil, nil, fmt.Errorf("%s has no metadata", c.Kernel)
	}
	bindings, err := a.Bind(launch.ParamsOf(f, k))
	if err != nil {
		return nil, nil, err
	}
	if c.Source == "wave" {
		want, err := WaveReference(c.Kernel, a, bindings, waveSize)
		return want, bindings, err
	}
	h := hosts[c.Source]
	if h == nil {
		src, err := SourceFile(filepath.Join(td, "kernels"), c.Source)
		if err != nil {
			return nil, nil, err
		}
		if h, err = BuildHost(clang, src, filepath.Join(td, "host"), work, symbolsOf[c.Source]); err != nil {
			return nil, nil, err
		}
		hosts[c.Source] = h
	}
	dir := filepath.Join(work, c.Source+"-"+c.Name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	all, err := h.RunHost(dir, c.Kernel, a, bindings)
	if err != nil {
		return nil, nil, err
	}
	want := map[int][]byte{}
	for i, b := range bindings {
		if b.Arg.Buffer != nil && b.Arg.Buffer.Output {
			want[i] = all[i]
		}
	}
	return want, bindings, nil
}

// checkCoverage requires an args file for every kernel of every source
// that is not device-only, so that a kernel added to testdata without a
// case fails here.
func checkCoverage(t *testing.T, td string, cases []Case) {
	t.Helper()
	have := map[string]bool{}
	for _, c := range cases {
		have[c.Source+"/"+c.Kernel] = true
	}
	objs, err := filepath.Glob(filepath.Join(td, "co", "gfx900", "*-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range objs {
		src := strings.TrimSuffix(filepath.Base(o), "-O2.co")
		if src == "traps" {
			continue
		}
		f, err := codeobj.Open(o, codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range f.Kernels {
			if !have[src+"/"+k.Name] {
				t.Errorf("kernel %s of %s has no args file in testdata/args/%s/", k.Name, filepath.Base(o), src)
			}
		}
	}
	_ = deviceOnly
}

// checkKnownFailures requires the failures of this run whose lines start
// with prefix ("" for the testdata kernels, "mgpusim/" for the corpus) to
// be exactly the lines of the committed list with that prefix: a new
// failure fails, and so does a listed case that now passes (remove it: the
// list only shrinks). -update-known rewrites those lines.
func checkKnownFailures(t *testing.T, prefix string, failures []string) {
	t.Helper()
	checkKnownFailuresOf(t, prefix, failures, nil)
}

// checkKnownFailuresOf is checkKnownFailures over the listed lines that
// keep accepts (nil: all).
func checkKnownFailuresOf(t *testing.T, prefix string, failures []string, keep func(string) bool) {
	t.Helper()
	mine := func(line string) bool {
		if keep != nil && !keep(line) {
			return false
		}
		if prefix == "" {
			return !strings.HasPrefix(line, mgpusimPrefix)
		}
		return strings.HasPrefix(line, prefix)
	}
	if keep != nil && *updateKnown {
		t.Fatal("-update-known needs every target (unset GCNDBG_TRUTH_TARGETS)")
	}
	sort.Strings(failures)
	data, err := os.ReadFile(knownFailuresFile)
	if err != nil && !*updateKnown {
		t.Fatal(err)
	}
	var others []string
	known := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if mine(line) {
			known[line] = true
		} else {
			others = append(others, line)
		}
	}
	if *updateKnown {
		all := append(others, failures...)
		sort.Strings(all)
		body := "# Cases of internal/truth that fail today, each with its error: the tests\n" +
			"# require this list to be exact. Regenerate with\n" +
			"#   go test ./internal/truth -update-known\n" +
			strings.Join(all, "\n") + "\n"
		if err := os.WriteFile(knownFailuresFile, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	now := map[string]bool{}
	for _, f := range failures {
		now[f] = true
		if !known[f] {
			t.Errorf("new failure (not in %s): %s", knownFailuresFile, f)
		}
	}
	for k := range known {
		if !now[k] {
			t.Errorf("listed in %s but no longer failing this way (update the list): %s", knownFailuresFile, k)
		}
	}
}
