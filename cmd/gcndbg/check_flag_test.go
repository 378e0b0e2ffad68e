package main

import (
	"fmt"
	"os"
	"path/filepath"
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
