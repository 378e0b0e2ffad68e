package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The gdb-behaviour transcripts of issue 14: --batch runs on the kernels of
// testdata/gdb (gdbuse.cl at -O0 and -O1, built by its build.sh). Expected
// text follows gdb's documented output formats (checked against gdb 13 on
// a host C program); the values are computed from the inputs of the args
// files: vscale.yaml has in[i] = 0.5 + 0.25*i, n = 7, so scale(in[i], 2)
// = 2*in[i] + 1 and steps[i] = 3*i + 7, with 64-lane waves of work-items
// i = 64*wave + lane.

// gdbBatch runs cmds (one per line) with --batch on testdata/gdb/CO and the
// args file YAML; it returns stdout and stderr.
func gdbBatch(t *testing.T, co, yaml, cmds string, wantCode int) (string, string) {
	t.Helper()
	dir := filepath.Join("testdata", "gdb")
	cmdPath := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmdPath, []byte(cmds), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := gcndbg(filepath.Join(dir, co), "--args", filepath.Join(dir, yaml), "--batch", cmdPath)
	if code != wantCode {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, wantCode, out, errOut)
	}
	return out, errOut
}

// inOrder checks that each of want appears in text, each after the one
// before.
func inOrder(t *testing.T, what, text string, want ...string) {
	t.Helper()
	rest := text
	for _, w := range want {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Errorf("%s lacks (in order) %q:\n%s", what, w, text)
			return
		}
		rest = rest[i+len(w):]
	}
}

func TestGDBConditionNamingAnUnknownSymbolIsRefusedWhenSet(t *testing.T) {
	out, errOut := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break 17 if nosuch > 1\ninfo breakpoints\n", exitFault)
	inOrder(t, "stderr", errOut, `cmds:1: break: No symbol "nosuch" in current context.`)
	if out != "No breakpoints or watchpoints.\n" {
		t.Errorf("the refused breakpoint was set: %q", out)
	}
}

func TestGDBConditionalBreakpointStopsForTheLanesWhereItHolds(t *testing.T) {
	// x = 0.5 + 0.25*lane > 1.6 from lane 5 on (1.75).
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break 17 if x > 1.6\nrun\nprint $_lane\nprint x\n", 0)
	inOrder(t, "stdout", out, "Breakpoint 1 at ", ": file gdbuse.cl, line 17.\n",
		"Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [5-63] at gdbuse.cl:17\n", "17\t\tout[i] = y;\n",
		"$1 = 5\n", "$2 = 1.75\n")
}

func TestGDBConditionThatCannotBeEvaluatedStopsAndSaysWhy(t *testing.T) {
	// At -O1, x has no location at line 17 (llvm-dwarfdump --debug-info:
	// its location list ends before the line's addresses).
	out, _ := gdbBatch(t, "gdbuse-O1.co", "vscale.yaml", "break 17 if x > 1.6\nrun\n", 0)
	inOrder(t, "stdout", out, "Error in testing condition for breakpoint 1:\nlane 0: value of x has been optimized out\n",
		"Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [0-63] at gdbuse.cl:17\n")
}

func TestGDBBreakpointOnALineWithoutCodeMovesToTheNextLine(t *testing.T) {
	// gdbuse.cl line 24 (a declaration folded away at -O1) has no rows;
	// line 25 has statements in badstore's two bodies (kernel and
	// __clang_ocl_kern_imp_badstore), one of them split in two blocks
	// (addresses from llvm-dwarfdump --debug-line gdbuse-O1.co);
	// line 11 is blank and 12 a declaration: the next code is line 13's
	// function entries, which move past the prologue to line 14.
	out, _ := gdbBatch(t, "gdbuse-O1.co", "vscale.yaml", "break 24\nbreak 11\n", 0)
	inOrder(t, "stdout", out, "Breakpoint 1 at 0x242c: gdbuse.cl:25. (3 locations)\n", "Breakpoint 2 at 0x2204: gdbuse.cl:14. (2 locations)\n")
}
