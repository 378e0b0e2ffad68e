package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// The checkers in the debugger (`set check`, `info check`), driven by
// --batch. Expected lines come from the bug kernels' sources: each kernel
// of testdata/check/kernels/CHECKER.cl marks its buggy line with
// "// BUG: CHECKER KIND", and the stop must name that checker, kind and
// line and print that source text.

// checkDir is testdata/check.
func checkDir() string { return filepath.Join(testkernels.Dir(), "check") }

var (
	clKernel  = regexp.MustCompile(`^KERNEL\s+(\w+)\s*\(`)
	bugMarker = regexp.MustCompile(`//\s*BUG:\s*(\w+)\s+([\w-]+)`)
)

// bugLine is a kernel's marked line: its number, text, checker and kind.
type bugLine struct {
	n             int
	text          string
	checker, kind string
}

// bugLines reads the marked lines of a checker source, by kernel (the
// last, when a kernel has several).
func bugLines(t *testing.T, src string) map[string]bugLine {
	out := map[string]bugLine{}
	for k, ls := range allBugLines(t, src) {
		out[k] = ls[len(ls)-1]
	}
	return out
}

// allBugLines reads the marked lines of a checker source, by kernel.
func allBugLines(t *testing.T, src string) map[string][]bugLine {
	t.Helper()
	fh, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[string][]bugLine{}
	kernel := ""
	sc := bufio.NewScanner(fh)
	for n := 1; sc.Scan(); n++ {
		if m := clKernel.FindStringSubmatch(sc.Text()); m != nil {
			kernel = m[1]
		}
		if m := bugMarker.FindStringSubmatch(sc.Text()); m != nil && kernel != "" {
			out[kernel] = append(out[kernel], bugLine{n: n, text: sc.Text(), checker: m[1], kind: m[2]})
		}
	}
	return out
}

func batchRun(t *testing.T, co, argsPath, cmds string) (string, string, int) {
	t.Helper()
	cmdPath := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmdPath, []byte(cmds), 0o644); err != nil {
		t.Fatal(err)
	}
	return gcndbg(co, "--args", argsPath, "--batch", cmdPath)
}

// off_by_one_store: 256 work-items, n = 240, `if (i <= n) out[i] = v`:
// work-item 240 (workgroup 3, lane 48) is the one bad store. The wave
// stops before it with lanes 0-48 active (i <= 240), the focused lane is
// 48 and its i is 240; continuing suppresses the store and ends the
// dispatch with the one finding.
func TestBatchCheckStopsBeforeTheBadInstruction(t *testing.T) {
	src := filepath.Join(checkDir(), "kernels", "memcheck.cl")
	bug := bugLines(t, src)["off_by_one_store"]
	if bug.n == 0 {
		t.Fatalf("no BUG mark for off_by_one_store in %s", src)
	}
	co := filepath.Join(checkDir(), "co", "gfx900", "memcheck-O0.co")
	argsPath := filepath.Join(checkDir(), "args", "memcheck", "off_by_one_store.yaml")
	out, errOut, code := batchRun(t, co, argsPath, "set check memcheck\nrun\nprint $_lane\nprint i\nprint/x $exec\ncontinue\ninfo check\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"Checkers on: memcheck.\n",
		fmt.Sprintf("Wave 3 (3,0,0)/0 stopped by memcheck out-of-bounds, lanes [48] at memcheck.cl:%d\n", bug.n),
		"memcheck: out-of-bounds access: lane 48: 4-byte write at ",
		"0 bytes after the end of the 960-byte buffer `out`",
		fmt.Sprintf("    at ./kernels/memcheck.cl:%d: %s\n", bug.n, strings.TrimSpace(bug.text)),
		fmt.Sprintf("%d\t%s\n", bug.n, bug.text),
		"$1 = 48\n", "$2 = 240\n", "$3 = 0x1ffffffffffff\n",
		"Dispatch ended: 4 workgroups, 4 waves ran to s_endpgm\nCheckers: 1 error (memcheck 1)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "stopped by") != 1 || !strings.HasSuffix(out, "\n1 error (memcheck 1)\n") {
		t.Errorf("want one stop, and info check ending in the summary:\n%s", out)
	}
}

// Every memcheck and initcheck bug kernel, -O2: the stops name the
// marked checkers, kinds and lines, one stop per marked line, in source
// order (three_bugs has three); the dispatch then ends, and info check
// counts the findings.
func TestBatchCheckStopsAtEveryMarkedBug(t *testing.T) {
	for _, checker := range []string{"memcheck", "initcheck"} {
		src := filepath.Join(checkDir(), "kernels", checker+".cl")
		bugs := allBugLines(t, src)
		co := filepath.Join(checkDir(), "co", "gfx900", checker+"-O2.co")
		files, _ := filepath.Glob(filepath.Join(checkDir(), "args", checker, "*.yaml"))
		if len(files) < 10 {
			t.Fatalf("%d args files for %s", len(files), checker)
		}
		for _, af := range files {
			name := strings.TrimSuffix(filepath.Base(af), ".yaml")
			marks, ok := bugs[name]
			if !ok {
				t.Errorf("no BUG mark for %s in %s", name, src)
				continue
			}
			t.Run(checker+"/"+name, func(t *testing.T) {
				// Continue until the dispatch ends (a kernel may have the
				// bug at more than one instruction of its line).
				cmds := "set check " + checker + "\nrun\n" + strings.Repeat("continue\n", len(marks)) + "info check\n"
				out, _, _ := batchRun(t, co, af, cmds)
				var got, want []string
				for _, m := range regexp.MustCompile(`(?m)^Wave \d+ \(\d+,\d+,\d+\)/\d+ stopped by (\w+) ([\w-]+)(?:, lanes \[[0-9,-]+\])? at (\S+):(\d+)$`).FindAllStringSubmatch(out, -1) {
					got = append(got, strings.Join(m[1:], " "))
				}
				for _, b := range marks {
					want = append(want, fmt.Sprintf("%s %s %s.cl %d", b.checker, b.kind, checker, b.n))
				}
				if strings.Join(got, "; ") != strings.Join(want, "; ") {
					t.Errorf("stops %q, want %q:\n%s", got, want, out)
				}
				if !strings.Contains(out, "Dispatch ended: ") || !regexp.MustCompile(`(?m)^[1-9]\d* errors? \(`+checker+` [1-9]\d*\)$`).MatchString(out) {
					t.Errorf("the dispatch should end, and info check count the findings:\n%s", out)
				}
			})
		}
	}
}

// Reverse execution with checkers on: going back from the stop and
// forward again replays it, stopping at the same finding (the checkers
// do not see the instruction twice: one finding, in one wave), and the
// run goes on to the end; `set record off` inside the history is refused
// while checkers are on.
func TestBatchCheckReverse(t *testing.T) {
	bug := bugLines(t, filepath.Join(checkDir(), "kernels", "memcheck.cl"))["off_by_one_store"]
	co := filepath.Join(checkDir(), "co", "gfx900", "memcheck-O2.co")
	argsPath := filepath.Join(checkDir(), "args", "memcheck", "off_by_one_store.yaml")
	cmds := "set check all\nrun\nreverse-stepi 3\nset record off\ncontinue\nreverse-continue\ncontinue\ncontinue\ninfo check\n"
	out, errOut, _ := batchRun(t, co, argsPath, cmds)
	stop := fmt.Sprintf("Wave 3 (3,0,0)/0 stopped by memcheck out-of-bounds, lanes [48] at memcheck.cl:%d\n", bug.n)
	if n := strings.Count(out, stop); n != 3 {
		t.Errorf("%d stops %q, want 3 (run, continue after reverse-stepi, continue after reverse-continue):\n%s", n, stop, out)
	}
	if !strings.Contains(errOut, "cannot stop recording inside the recorded history while checkers are on") {
		t.Errorf("set record off inside the history: stderr %q", errOut)
	}
	if strings.Count(out, "Dispatch ended: 4 workgroups") != 1 || !strings.HasSuffix(out, "\n1 error (memcheck 1, racecheck 0, initcheck 0, synccheck 0, waitcheck 0, hazards 0)\n") ||
		strings.Contains(out, "(in 2 waves)") {
		t.Errorf("want the dispatch ended once and one finding in one wave:\n%s", out)
	}
}

// set check: an unknown name is a one-line error listing the valid
// ones; checkers chosen while the dispatch runs wait for the next run;
// info check says so.
func TestBatchSetCheckErrors(t *testing.T) {
	co := filepath.Join(checkDir(), "co", "gfx900", "memcheck-O2.co")
	argsPath := filepath.Join(checkDir(), "args", "memcheck", "off_by_one_store.yaml")
	out, errOut, code := batchRun(t, co, argsPath, "set check memcheck,bogus\ninfo check\nbreak memcheck.cl:11\nrun\nset check memcheck\ninfo check\n")
	if code != exitFault {
		t.Errorf("exit %d, want %d", code, exitFault)
	}
	if !strings.Contains(errOut, `set check memcheck,bogus`) && !strings.Contains(errOut, `unknown checker "bogus": expected a comma-separated list of memcheck, racecheck, initcheck, synccheck, waitcheck, hazards, or all`) {
		t.Errorf("stderr %q", errOut)
	}
	for _, want := range []string{"Checkers are off (`set check LIST|all` turns them on for the next run).\n",
		"Checkers memcheck will be on from the next `run`", "Checkers memcheck are on from the next run.\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// --check with printf: printf.cl's out has 8 elements; with 7 the last
// work-item (workgroup 1, lane 3) stores past the end at
// `out[i] = i;`. With and without --printf-workitem (the debugger's
// engine) the printf text is that of the plain run with 8 (memcheck keeps
// the bad store from faulting), the finding is reported and the exit
// status is 1.
func TestRunCheckWithPrintf(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "printf")
	co := filepath.Join(dir, "co", "printf-gfx900-O2.co")
	src, err := os.ReadFile(filepath.Join(dir, "printf.cl"))
	if err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.TrimSpace(l) == "out[i] = i;" {
			line = i + 1
		}
	}
	a, err := os.ReadFile(filepath.Join(dir, "args_cl.yaml"))
	if err != nil || !strings.Contains(string(a), "count: 8,") {
		t.Fatalf("args_cl.yaml: %v", err)
	}
	short := writeArgs(t, strings.Replace(string(a), "count: 8,", "count: 7,", 1))
	for _, flags := range [][]string{nil, {"--printf-workitem"}} {
		t.Run(strings.Join(append([]string{"check"}, flags...), ""), func(t *testing.T) {
			plain, _, code := gcndbg(append([]string{"run", co, "--args", filepath.Join(dir, "args_cl.yaml"), "--out", t.TempDir()}, flags...)...)
			if code != 0 {
				t.Fatalf("without --check: exit %d", code)
			}
			out, errOut, code := gcndbg(append([]string{"run", co, "--args", short, "--out", t.TempDir(), "--check"}, flags...)...)
			if code != exitFault {
				t.Errorf("exit %d, want %d", code, exitFault)
			}
			text := func(s string) string { return s[:strings.LastIndex(s, "printf_cases (gfx900)")] }
			if text(out) != text(plain) {
				t.Errorf("printf text differs under --check:\n%s\nwithout:\n%s", out, plain)
			}
			for _, want := range []string{"gcndbg: memcheck: out-of-bounds access: lane 3: 4-byte write at ", "by lane 3 of wave 0 of workgroup (1,0,0)",
				fmt.Sprintf("printf.cl:%d: out[i] = i;", line)} {
				if !strings.Contains(errOut, want) {
					t.Errorf("stderr lacks %q:\n%s", want, errOut)
				}
			}
			if !strings.Contains(out+errOut, "1 error (memcheck 1, ") {
				t.Errorf("no summary:\n%s%s", out, errOut)
			}
		})
	}
}
