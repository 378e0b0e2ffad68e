package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// --check on the debugger's entry points (the TUI, --batch, repl): the
// checkers are on from the first run, as after `set check LIST`, with
// run --check's names (or a prefix naming one) and its one-line error for
// an unknown name. The kernel is testdata/check/barrier's double signal
// (gfx1200): its "// BUG: synccheck double signal" line is where the wave
// must stop.
func TestCheckFlagOnTheDebugger(t *testing.T) {
	dir := filepath.Join(checkDir(), "barrier")
	src := filepath.Join(dir, "synccheck-double-signal-bug.s")
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(string(text), "\n") {
		if strings.Contains(l, "// BUG: synccheck double signal") {
			line = i + 1
		}
	}
	if line == 0 {
		t.Fatalf("no BUG mark in %s", src)
	}
	co := filepath.Join(dir, "co", "synccheck-double-signal-bug.co")
	argsPath := filepath.Join(dir, "args.yaml")
	cmds := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmds, []byte("info check\nrun\ncontinue\ninfo check\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stop := fmt.Sprintf(" stopped by synccheck double signal, lanes [0-31] at synccheck-double-signal-bug.s:%d\n", line)
	for _, flags := range [][]string{
		{"--check", "sync,race"},           // the list as the next argument
		{"--check=synccheck"},              // run --check's form
		{"--check"},                        // alone: all
		{"--check", "racecheck,synccheck"}, // full names
	} {
		t.Run(strings.Join(flags, " "), func(t *testing.T) {
			args := append([]string{co, "--args", argsPath}, flags...)
			out, errOut, code := gcndbg(append(args, "--batch", cmds)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			on := "Checkers synccheck are on from the next run.\n"
			switch {
			case flags[0] == "--check" && len(flags) == 1:
				on = "Checkers memcheck, racecheck, initcheck, synccheck, waitcheck, hazards are on from the next run.\n"
			case len(flags) == 2:
				on = "Checkers racecheck, synccheck are on from the next run.\n"
			}
			if !strings.HasPrefix(out, on) {
				t.Errorf("info check before the run: want %q first:\n%s", on, out)
			}
			if strings.Count(out, "stopped by") != 1 || !strings.Contains(out, stop) {
				t.Errorf("want one stop%q:\n%s", stop, out)
			}
			if !strings.Contains(out, "Checkers: 1 error (") {
				t.Errorf("the dispatch's end should count the one finding:\n%s", out)
			}
		})
	}
	// The flag before FILE: --check alone, then the code object.
	out, errOut, code := gcndbg("--check", co, "--args", argsPath, "--batch", cmds)
	if code != 0 || !strings.Contains(out, stop) {
		t.Errorf("--check before FILE: exit %d, %s\n%s", code, errOut, out)
	}
	// Bad names: one line naming the flag and the valid names, exit 2,
	// for the TUI (which fails before it needs a terminal), --batch and
	// repl alike.
	for _, args := range [][]string{
		{co, "--args", argsPath, "--check", "racy"},
		{co, "--args", argsPath, "--check=racy", "--batch", cmds},
		{"repl", co, "--args", argsPath, "--check", "memcheck,racy"},
	} {
		out, errOut, code := gcndbg(args...)
		want := `gcndbg: --check: unknown checker "racy": expected a comma-separated list of memcheck, racecheck, initcheck, synccheck, waitcheck, hazards, or all` + "\n"
		if code != exitBadInput || errOut != want || out != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", args, code, errOut, out, want)
		}
	}
}

// $_lane_count is the number of lanes of the wave that hold work-items,
// ROCgdb's used_lanes_count (amdgpu-tdep.c: min(work-items of the
// work-group left after the waves before it, lane count)): a work-group
// of 100 work-items in wave32 has waves of 32, 32, 32 and 4. A breakpoint
// reached with EXEC = 0 (set by hand here): a source breakpoint does not
// stop (no work-item reaches its line); one on an address stops and says
// no lane is active. Kernel: testdata/check/barrier's double-signal fix
// (gfx1200, wave32); its lines from its source.
func TestLaneCountAndExecZeroBreakpoints(t *testing.T) {
	dir := filepath.Join(checkDir(), "barrier")
	co := filepath.Join(dir, "co", "synccheck-double-signal-fix.co")
	src, err := os.ReadFile(filepath.Join(dir, "synccheck-double-signal-fix.s"))
	if err != nil {
		t.Fatal(err)
	}
	store := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "global_store_b32") {
			store = i + 1
		}
	}
	tmp := t.TempDir()
	args := func(n int) string {
		p := filepath.Join(tmp, fmt.Sprintf("a%d.yaml", n))
		if err := os.WriteFile(p, []byte(fmt.Sprintf("kernel: k\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\nargs:\n  out: {type: u32, count: 256, output: true}\n", n, n)), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	out, errOut, code := batchRun(t, co, args(100), "tbreak k\nrun\nprint $_lane_count\nwave 3\nprint $_lane_count\n")
	if code != 0 || !strings.Contains(out, "$1 = 32\n") || !strings.Contains(out, "$2 = 4\n") {
		t.Errorf("$_lane_count of waves 0 and 3: exit %d %s\n%s", code, errOut, out)
	}
	// One wave; EXEC = 0 from the kernel's first line on.
	cmds := fmt.Sprintf("tbreak k\nrun\nset var $exec = 0\nbreak synccheck-double-signal-fix.s:%d\ncontinue\n", store)
	out, errOut, code = batchRun(t, co, args(32), cmds)
	if code != 0 || strings.Contains(out, "hit Breakpoint 2") || !strings.Contains(out, "Dispatch ended") {
		t.Errorf("a source breakpoint with EXEC = 0 should not stop: exit %d %s\n%s", code, errOut, out)
	}
	m := regexp.MustCompile(`Breakpoint 2 at (0x[0-9a-f]+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no address for breakpoint 2:\n%s", out)
	}
	out, errOut, code = batchRun(t, co, args(32), "tbreak k\nrun\nset var $exec = 0\nbreak *"+m[1]+"\ncontinue\n")
	want := fmt.Sprintf("Wave 0 (0,0,0)/0 hit Breakpoint 2, no lanes active at synccheck-double-signal-fix.s:%d\n", store)
	if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "lanes []") {
		t.Errorf("an address breakpoint with EXEC = 0: want %q: exit %d %s\n%s", want, code, errOut, out)
	}
}
