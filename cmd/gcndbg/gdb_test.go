package main

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/session"
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

func TestGDBFaultFocusesTheFaultingWaveAndLane(t *testing.T) {
	// badstore.yaml: one workgroup of 128 work-items, bad = 70: lane 6 of
	// wave 1 stores through (int *)0x10 + 70, i.e. to 0x10 + 4*70 = 0x128.
	out, errOut := gdbBatch(t, "gdbuse-O0.co", "badstore.yaml", "run\ninfo waves\ninfo lanes\nprint $_lane\nprint $_wave\n", exitFault)
	inOrder(t, "stderr", errOut, "cmds:1: run: kernel fault: memory violation: wave 1 of workgroup (0,0,0), lane 6 (work-item (70,0,0)), pc 0x")
	inOrder(t, "stdout", out, "Dispatch ended with a fault: memory violation: wave 1 of workgroup (0,0,0), lane 6 (work-item (70,0,0)), pc ",
		"4-byte write at 0x128", "(gdbuse.cl:27)\n")
	// One PC notation: the fault's pc is the code object address info
	// waves and info lanes print.
	pc := between(out, "lane 6 (work-item (70,0,0)), pc ", " ")
	if !strings.HasPrefix(pc, "0x") || len(pc) > 8 {
		t.Fatalf("fault pc %q is not a code object address", pc)
	}
	inOrder(t, "stdout", out, "  0     (0,0,0)/0      exited     -           0xffffffffffffffff -\n",
		"* 1     (0,0,0)/1      faulted    "+pc+" ", " gdbuse.cl:27\n",
		"  5     active    (69,0,0)       "+pc+" ", "* 6     faulted   (70,0,0)       "+pc+" ", "$1 = 6\n", "$2 = 1\n")
}

func TestGDBEndedWavesAreExitedWithoutALine(t *testing.T) {
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "run\ninfo waves\ninfo lanes\n", 0)
	inOrder(t, "stdout", out, "Dispatch ended: 2 workgroups, 2 waves ran to s_endpgm\n",
		"* 0     (0,0,0)/0      exited     -           0xffffffffffffffff -\n",
		"  1     (1,0,0)/0      exited     -           0xffffffffffffffff -\n",
		"Wave 0 (0,0,0)/0: exited, 64 lanes\n",
		"* 0     exited    (0,0,0)        -           -\n", "  63    exited    (63,0,0)       -           -\n")
}

func TestGDBRunAfterTheEndStartsAgainWithTheBreakpoints(t *testing.T) {
	// Work-item 65 is lane 1 of wave 1: in = 0.5 + 0.25*65 = 16.75, y = 34.5.
	// After the restart steps[64] is 0 again (the first run wrote 3*64 + 7).
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 18 if i == 65\nrun\nnext\nprint steps[64]\ncontinue\nrun\nprint steps[64]\nprint y\ninfo breakpoints\nrun\n", 0)
	inOrder(t, "stdout", out, "Wave 1 (1,0,0)/0 hit Breakpoint 1, lanes [1] at gdbuse.cl:18\n", "$1 = 199\n",
		"Dispatch ended: 2 workgroups, 2 waves ran to s_endpgm\n",
		"Wave 1 (1,0,0)/0 hit Breakpoint 1, lanes [1] at gdbuse.cl:18\n", "$2 = 0\n", "$3 = 34.5\n",
		"\tstop only if i == 65\n\tbreakpoint already hit 2 times\n",
		// run while the dispatch runs: --batch does not ask.
		"Wave 1 (1,0,0)/0 hit Breakpoint 1, lanes [1] at gdbuse.cl:18\n")
}

// between returns the text of s after the first from up to the next to.
func between(s, from, to string) string {
	_, rest, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(rest, to)
	return v
}

func TestGDBBacktraceEndsAtTheKernelEntryFrame(t *testing.T) {
	// At -O0 the kernel vscale calls its body __clang_ocl_kern_imp_vscale
	// (DWARF name vscale) once, which calls scale at line 16: three frames.
	// The return addresses are the instructions after the two
	// s_swappc_b64 (llvm-objdump -d: 0x2a18 and 0x2e08, 4 bytes each), whose
	// lines llvm-symbolizer gives as gdbuse.cl:16 and gdbuse.cl:13.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break scale\nrun\nbt\n", 0)
	inOrder(t, "stdout", out, "#0  scale (x=0.5, k=2) at gdbuse.cl:8\n#1  0x0000000000002a1c in vscale (", ") at gdbuse.cl:16\n#2  0x0000000000002e0c in vscale (", ") at gdbuse.cl:13\n")
	if strings.Contains(out, "#3 ") {
		t.Errorf("the backtrace goes past the kernel's entry frame:\n%s", out)
	}
}

func TestGDBFinishStepiAndPrintPC(t *testing.T) {
	// scale(0.5, 2) returns 2*0.5 + 1 = 2 for lane 0. finish returns to
	// 0x2a1c, after the s_swappc_b64 at 0x2a18; llvm-objdump -d gives the
	// next two instructions, v_readlane_b32 (8 bytes each), at 0x2a1c and
	// 0x2a24, so stepi lands at 0x2a24 and 0x2a2c, inside line 16
	// (llvm-symbolizer), which gdb prints as "0x<16 digits>\t16\t<source>".
	// __clang_ocl_kern_imp_vscale starts at 0x27dc (llvm-readelf -s):
	// 0x2a2c is <+592>.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break scale\nrun\nfinish\nstepi\nstepi\nprint $pc\nprint/x $pc\n", 0)
	inOrder(t, "stdout", out, "Run till exit from #0  scale (x=0.5, k=2) at gdbuse.cl:8\n", "16\t\tfloat y = scale(x, 2.0f);\n",
		"Value returned is $1 = 2\n",
		"0x0000000000002a24\t16\t\tfloat y = scale(x, 2.0f);\n",
		"0x0000000000002a2c\t16\t\tfloat y = scale(x, 2.0f);\n",
		"$2 = (void (*)()) 0x2a2c <__clang_ocl_kern_imp_vscale+592>\n", "$3 = 0x2a2c\n")
}

func TestGDBStepiAtTheStartOfALinePrintsTheLineAlone(t *testing.T) {
	// Line 17 begins (is_stmt) at 0x2a5c (llvm-dwarfdump --debug-line); the
	// instruction before it, at 0x2a54 (llvm-objdump -d), is the last of
	// line 16.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break *0x2a54\nrun\nstepi\n", 0)
	inOrder(t, "stdout", out, "Breakpoint 1 at 0x2a54", "hit Breakpoint 1", "at gdbuse.cl:17\n17\t\tout[i] = y;\n")
}

func TestGDBInfoRegistersScalarPrintsEightHexDigits(t *testing.T) {
	// At the kernel's first instruction s[0:3] hold the private segment
	// buffer descriptor; whatever the values, each is 0x + 8 digits.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break *0x2c00\nrun\ninfo registers scalar\n", 0)
	_, regs, _ := strings.Cut(out, "s0 ")
	if regs == "" {
		t.Fatalf("no s0 in:\n%s", out)
	}
	for _, f := range strings.Fields(regs) {
		if strings.HasPrefix(f, "0x") && len(f) != 10 {
			t.Errorf("register value %q is not 8 hex digits", f)
		}
	}
}

func TestGDBWatchAnElementPrintsValuesByType(t *testing.T) {
	// out[3] = 2*(0.5 + 0.75) + 1 = 3.5 (a float: not its bits 1080033280);
	// steps[4] = 3*4 + 7 = 19; lanes 3 and 4 of wave 0 write them.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml", "break 17\nrun\nwatch out[3]\nwatch steps[4]\ncontinue\ncontinue\n", 0)
	inOrder(t, "stdout", out, "Watchpoint 2: out[3] (4 bytes)\n", "Watchpoint 3: steps[4] (4 bytes)\n",
		"Wave 0 (0,0,0)/0 hit Watchpoint 2, lane 3 wrote out[3] at gdbuse.cl:17\nOld value = 0\nNew value = 3.5\n",
		"Wave 0 (0,0,0)/0 hit Watchpoint 3, lane 4 wrote steps[4] at gdbuse.cl:18\nOld value = 0\nNew value = 19\n")
}

func TestRunWritesOutputsOfAFaultedDispatchAndSaysSo(t *testing.T) {
	dir := t.TempDir()
	var out, errb strings.Builder
	err := runDispatch(context.Background(), filepath.Join("testdata", "gdb", "gdbuse-O0.co"),
		runOptions{args: filepath.Join("testdata", "gdb", "badstore.yaml"), out: dir, format: "raw"}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "memory violation") {
		t.Fatalf("error %v, want the memory violation", err)
	}
	if want := "wrote " + filepath.Join(dir, "out.bin") + " (512 bytes from a faulted dispatch)\n"; out.String() != want {
		t.Errorf("stdout %q, want %q", out.String(), want)
	}
	// The lanes of wave 0 (work-items 0..63) stored out[i] = i before the
	// fault in wave 1 (they ran first; llvm-objdump shows one store).
	b, rerr := os.ReadFile(filepath.Join(dir, "out.bin"))
	if rerr != nil || len(b) != 512 {
		t.Fatalf("out.bin: %v, %d bytes", rerr, len(b))
	}
	for i := range 64 {
		if v := binary.LittleEndian.Uint32(b[4*i:]); v != uint32(i) {
			t.Fatalf("out[%d] = %d, want %d", i, v, i)
		}
	}
}

func TestRunWatchdogNamesMaxSteps(t *testing.T) {
	var out, errb strings.Builder
	err := runDispatch(context.Background(), filepath.Join("testdata", "gdb", "gdbuse-O0.co"),
		runOptions{args: filepath.Join("testdata", "gdb", "spin.yaml"), out: t.TempDir(), format: "raw", maxSteps: 20000}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "step limit") || !strings.Contains(err.Error(), "--max-steps 20000") {
		t.Fatalf("error %v, want the step limit naming --max-steps 20000", err)
	}
	if exec.DefaultMaxSteps > 1<<26 {
		t.Errorf("the default watchdog lets a wave run %d instructions", uint64(exec.DefaultMaxSteps))
	}
}

func TestRunInterruptedSaysWhereTheWavesWere(t *testing.T) {
	// spin loops on flag[0] == 0 (lines 33-34) forever; cancelling the
	// context is what Ctrl-C does.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	var out, errb strings.Builder
	err := runDispatch(ctx, filepath.Join("testdata", "gdb", "gdbuse-O0.co"),
		runOptions{args: filepath.Join("testdata", "gdb", "spin.yaml"), out: t.TempDir(), format: "raw"}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "interrupted (1 waves were running)") {
		t.Fatalf("error %v, want an interruption", err)
	}
	inOrder(t, "stdout", out.String(), "Interrupted; the waves that were running:\n  wave 0 of workgroup (0,0,0): running, pc 0x", "gdbuse.cl:3",
		"(8 bytes from an interrupted dispatch)")
	if !strings.Contains(out.String(), "gdbuse.cl:33") && !strings.Contains(out.String(), "gdbuse.cl:34") {
		t.Errorf("the wave is not placed in the loop (lines 33-34):\n%s", out.String())
	}
}

func TestGDBPrintFormats(t *testing.T) {
	// The expected texts are gdb 13's for the same expressions on a host
	// program (print/t 10 = 1010, print/o 8 = 010, print/c 65 = 65 'A',
	// print/u -1 = 4294967295, print/f 3 = 4.20389539e-45, print/z 5 =
	// 0x00000005, print/x of a float = its bits); y = 2*0.5 + 1 = 2.0f is
	// 0x40000000; the breakpoint's PC (line 17, 0x2a5c) is
	// __clang_ocl_kern_imp_vscale (0x27dc) + 640.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 17\nrun\nprint/t 10\nprint/o 8\nprint/c 65\nprint/u -1\nprint/f 3\nprint/z 5\nprint/x y\nprint/d 1.5\nprint/a $pc\nprint/x in[1]@2\nprint (char)66\n", 0)
	inOrder(t, "stdout", out, "$1 = 1010\n", "$2 = 010\n", "$3 = 65 'A'\n", "$4 = 4294967295\n", "$5 = 4.20389539e-45\n",
		"$6 = 0x00000005\n", "$7 = 0x40000000\n", "$8 = 4609434218613702656\n", "$9 = 0x2a5c <__clang_ocl_kern_imp_vscale+640>\n",
		"$10 = {0x3f400000, 0x3f800000}\n", "$11 = 66 'B'\n")
}

func TestGDBExpressions(t *testing.T) {
	// Lane 0 at line 17: i = 0, x = in[0] = 0.5, in[1..3] = 0.75, 1, 1.25.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 17\nrun\nprint in[1]@3\nprint *in@2\nprint i ? 10 : 20\nprint i == 0 ? x : 2.0\nprint sizeof(int)\nprint sizeof x\nprint sizeof(in[1]@3)\n"+
			"print *(int *)in\nprint &in[2]\nprint *&in[2]\nprint 7/2 + (float)7/2\n", 0)
	// *(int *)in: the bits of 0.5f, 0x3f000000 = 1056964608. &in[2] is
	// 8 bytes past in, which print in shows.
	inOrder(t, "stdout", out, "$1 = {0.75, 1, 1.25}\n", "$2 = {0.5, 0.75}\n", "$3 = 20\n", "$4 = 0.5\n", "$5 = 4\n", "$6 = 4\n", "$7 = 12\n",
		"$8 = 1056964608\n", "$9 = (const float *) 0x", "$10 = 1\n", "$11 = 6.5\n")
}

func TestGDBSetVarChangesVariablesRegistersAndMemory(t *testing.T) {
	// Setting x (in scratch at -O0) to 3.25 for lane 0 makes line 16's
	// scale(x, 2) give 7.5; out[0] is then 7.5 where it would be 2.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 16\nrun\nset var x = 3.25\nprint x\nset var $s4 = 0x1234\nprint/x $s4\nset var $v3[2] = 9\nprint $v3[2]\nset var in[5] = 100\nprint in[5]\nnext\nnext\nprint y\nprint out[0]\n", 0)
	inOrder(t, "stdout", out, "$1 = 3.25\n", "$2 = 0x1234\n", "$3 = 9\n", "$4 = 100\n", "$5 = 7.5\n", "$6 = 7.5\n")
}

func TestGDBDirectoryAndSubstitutePathFindSources(t *testing.T) {
	// The DWARF names ./gdbuse.cl (compiled in testdata/gdb with
	// -fdebug-compilation-dir=.); a copy of the code object elsewhere does
	// not find it until told where it is.
	dir := t.TempDir()
	for _, f := range []string{"gdbuse-O0.co", "vscale.yaml"} {
		b, err := os.ReadFile(filepath.Join("testdata", "gdb", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, _ := filepath.Abs(filepath.Join("testdata", "gdb"))
	for _, c := range []struct{ name, cmds string }{
		{"directory", "directory " + src + "\nlist 14,15\n"},
		{"substitute-path", "set substitute-path . " + src + "\nlist 14,15\n"},
	} {
		cmdPath := filepath.Join(dir, "cmds")
		if err := os.WriteFile(cmdPath, []byte("list 14,15\n"+c.cmds), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, _ := gcndbg(filepath.Join(dir, "gdbuse-O0.co"), "--args", filepath.Join(dir, "vscale.yaml"), "--batch", cmdPath)
		if !strings.Contains(errOut, "cmds:1: list: cannot read source ./gdbuse.cl") {
			t.Errorf("%s: the source was found before: %q", c.name, errOut)
		}
		inOrder(t, c.name, out, "14\t\tint i = GID();\n15\t\tfloat x = in[i];\n")
	}
}

func TestGDBUntilAndAdvance(t *testing.T) {
	// gdbloop.cl at -O0 (llvm-dwarfdump --debug-line): line 8's test is
	// below the body (line 9), its k++ above it, then line 10. trips = 4.
	// until 9 stops at each pass through the body; until from the body
	// goes to k++ (a higher address), and until from k++ does not go
	// back round the loop: it ends at line 10 with acc = 0+1+2+3 = 6.
	out, _ := gdbBatch(t, "gdbloop-O0.co", "sum.yaml", "break 7\nrun\nuntil 9\nprint k\nadvance 9\nprint k\nuntil\nuntil\nprint acc\ninfo breakpoints\n", 0)
	inOrder(t, "stdout", out, "hit Breakpoint 1, lanes [0-63] at gdbloop.cl:7\n",
		"Wave 0 (0,0,0)/0, lanes [0-63] at gdbloop.cl:9\n9\t\t\tacc += k;\n$1 = 0\n",
		"Wave 0 (0,0,0)/0, lanes [0-63] at gdbloop.cl:9\n9\t\t\tacc += k;\n$2 = 1\n",
		"at gdbloop.cl:8\n8\t\tfor (int k = 0; k < trips; k++)\n",
		"at gdbloop.cl:10\n10\t\tout[GID()] = acc;\n$3 = 6\n",
		// The location of until/advance is not left behind.
		"Num     Type           Disp Enb Address            What\n1       breakpoint ")
	if strings.Contains(out, "\n0   ") {
		t.Errorf("an internal breakpoint is listed:\n%s", out)
	}
}

func TestGDBPtypeWhatisAndDisplay(t *testing.T) {
	// gdb's formats: "type = T"; a display prints "N: EXPR = V" (with
	// "/x " before a formatted one) when set and after each stop. Lane 0:
	// i = 0, y = 2*0.5 + 1 = 2.0f = 0x40000000 once line 16 has run.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 16\nrun\nptype in\nwhatis x\nwhatis int\nwhatis in[0]+1\nwhatis i+1L\nwhatis in[1]@3\nwhatis $pc\ndisplay i\ndisplay/x y\nnext\nundisplay 1\nnext\nundisplay\nnext\n", 0)
	inOrder(t, "stdout", out, "type = const float *\n", "type = float\n", "type = int\n", "type = float\n", "type = long\n",
		"type = const float [3]\n", "type = void (*)()\n",
		"1: i = 0\n2: /x y = 0x", // y is not yet assigned
		"17\t\tout[i] = y;\n1: i = 0\n2: /x y = 0x40000000\n",
		"18\t\tsteps[i] = i * 3 + n;\n2: /x y = 0x40000000\n",
		"19\t}\n")
	if strings.Count(out, "1: i = 0") != 2 || strings.HasSuffix(out, "0x40000000\n") {
		t.Errorf("undisplay did not remove the displays:\n%s", out)
	}
}

func TestGDBInfoRegistersByNameAndRegisterRanges(t *testing.T) {
	// At the kernel's entry v0 holds each lane's work-item id x (the
	// AMDGPU ABI), so lane l of wave 0 has l. $s[4:5] is s5:s4 as one
	// 64-bit value, $s[4:7] the four registers.
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break *0x2c00\nrun\ninfo registers v0\ninfo registers s4 s5 pc\nprint/x $s4\nprint/x $s5\nprint/x $s[4:5]\nprint/x $s[4:7]\nprint/x $s6\n", 0)
	inOrder(t, "stdout", out, "v0     00000000 00000001 00000002 00000003 00000004 00000005 00000006 00000007\n",
		"       00000038 00000039 0000003a 0000003b 0000003c 0000003d 0000003e 0000003f\n",
		"s4             0x", "s5             0x", "pc             0x2c00             0x2c00 <vscale>\n")
	s4, s5, s6 := between(out, "$1 = ", "\n"), between(out, "$2 = ", "\n"), between(out, "$5 = ", "\n")
	pair := between(out, "$3 = ", "\n")
	want := fmt.Sprintf("0x%x%08x", parseHex(t, s5), parseHex(t, s4))
	if parseHex(t, s5) == 0 {
		want = s4
	}
	if pair != want {
		t.Errorf("$s[4:5] = %s, want s5:s4 = %s", pair, want)
	}
	if quad := between(out, "$4 = ", "\n"); !strings.HasPrefix(quad, "{"+s4+", "+s5+", "+s6+", ") {
		t.Errorf("$s[4:7] = %s, want {s4, s5, s6, s7} = {%s, %s, %s, ...}", quad, s4, s5, s6)
	}
}

func parseHex(t *testing.T, s string) uint64 {
	t.Helper()
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return v
}

func TestGDBExamineWithExpressionsTypedUnitsAndInstructions(t *testing.T) {
	// in[0..3] = 0.5, 0.75, 1, 1.25 (0x3f000000, 0x3f400000, 0x3f800000,
	// 0x3fa00000); the bytes of in[0] are 00 00 00 3f. The instructions
	// are llvm-objdump -d's at 0x2a5c (the stop) and 0x2c00 (vscale).
	out, _ := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break 17\nrun\nprint in\nx/4f in\nx/3xw in\nx/2xg in\nx/4tb in\nx/4dw &in[1]\nx/2i $pc\nx/2i 0x2c00\nx/f &x\n", 0)
	// The buffer's address is where the interpreter placed it: print in.
	in := parseHex(t, between(out, "$1 = (const float *) ", "\n"))
	at := func(off uint64) string { return fmt.Sprintf("generic#%#x:", in+off) }
	inOrder(t, "stdout", out,
		at(0)+"\t0.5\t0.75\t1\t1.25\n",
		at(0)+"\t0x3f000000\t0x3f400000\t0x3f800000\n",
		at(0)+"\t0x3f4000003f000000\t0x3fa000003f800000\n",
		at(0)+"\t00000000\t00000000\t00000000\t00111111\n",
		at(4)+"\t1061158912\t1065353216\t1067450368\t1069547520\n",
		"=> 0x2a5c <__clang_ocl_kern_imp_vscale+640>:\tbuffer_load_dword v2, off, s[0:3], s33 offset:36\n",
		"   0x2a64 <__clang_ocl_kern_imp_vscale+648>:\tv_mov_b32_e32 v0, s10\n",
		"   0x2c00 <vscale>:\ts_mov_b32 s33, 0\n   0x2c04 <vscale+4>:\ts_mov_b32 s32, 0x800\n",
		":\t0.5\n")
}

func TestGDBFrameUpDownInfoArgsAndInfoFrame(t *testing.T) {
	// Stopped in scale(x = in[0] = 0.5, k = 2): frame 1 is the kernel body
	// (__clang_ocl_kern_imp_vscale, DWARF name vscale) at the call on line
	// 16, frame 2 the kernel's entry at line 13 (see the backtrace test).
	// The code object has no CFI rules, so the callers' registers, and
	// with them their arguments, cannot be recovered: gdb's <not saved>.
	out, errOut := gdbBatch(t, "gdbuse-O0.co", "vscale.yaml",
		"break scale\nrun\ninfo args\nframe\nup\ninfo frame\nprint n\nup\nup\ndown 2\ndown\nframe 1\nprint x\n", exitFault)
	inOrder(t, "stdout", out, "x = 0.5\nk = 2\n",
		"#0  scale (x=0.5, k=2) at gdbuse.cl:8\n8\t\tfloat r = x * k + 1.0f;\n",
		"#1  0x0000000000002a1c in vscale (in=<not saved>, out=<not saved>, steps=<not saved>, n=<not saved>) at gdbuse.cl:16\n16\t\tfloat y = scale(x, 2.0f);\n",
		"Stack level 1, frame of wave 0 lane 0:\n pc = 0x2a1c in vscale (gdbuse.cl:16); saved pc = 0x2e0c\n called by frame at level 2\n caller of frame at level 0\n",
		"#2  0x0000000000002e0c in vscale (", ") at gdbuse.cl:13\n",
		"#0  scale (x=0.5, k=2) at gdbuse.cl:8\n",
		"#1  0x0000000000002a1c in vscale (")
	inOrder(t, "stderr", errOut, "cmds:7: print: n of frame #1 is not known", "cmds:9: up: Initial frame selected; you cannot go up.",
		"cmds:11: down: Bottom (innermost) frame selected; you cannot go down.", "cmds:13: print: x of frame #1 is not known")
}

func TestGDBRunWhileRunningAsksFirst(t *testing.T) {
	// gdb: "The program being debugged has been started already. Start
	// it from the beginning? (y or n)"; the REPL asks, --batch does not.
	dir := filepath.Join("testdata", "gdb")
	s, err := session.Open(filepath.Join(dir, "gdbuse-O0.co"), filepath.Join(dir, "vscale.yaml"), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	answer := false
	s.SetConfirm(func(q string) bool { asked = append(asked, q); return answer })
	var out strings.Builder
	for _, cmd := range []string{"break 18", "run", "continue"} {
		if err := s.Execute(context.Background(), cmd, &out); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	// Wave 1 is at line 18 now; declining keeps it there.
	if err := s.Execute(context.Background(), "run", &out); err == nil || len(asked) != 1 || !strings.Contains(asked[0], "Start it from the beginning? (y or n)") {
		t.Fatalf("run while running: %v, asked %q", err, asked)
	}
	if f := s.Focus(); f.WorkgroupIndex != 1 {
		t.Errorf("declining moved the focus to workgroup %d", f.WorkgroupIndex)
	}
	answer = true
	out.Reset()
	if err := s.Execute(context.Background(), "run", &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "Wave 0 (0,0,0)/0 hit Breakpoint 1") {
		t.Errorf("accepting did not restart at wave 0:\n%s", out.String())
	}
}
