package main

import (
	"bufio"
	"encoding/json"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// printfDir is testdata/printf: kernels that call printf (OpenCL C and HIP
// buffered), linked with an __printf_alloc of their own.
func printfDir() string { return filepath.Join(testkernels.Dir(), "printf") }

// hostPrintf is what the kernel's printf calls print, from the oracle:
// the same calls compiled for the host (host_cl.c or host_hip.c, with
// clang-22 and the C library's printf) for a grid of grid work-items in
// workgroups of wg.
func hostPrintf(t *testing.T, host string, grid, wg int) string {
	t.Helper()
	clang := llvmtool.Path(t, "clang")
	bin := filepath.Join(t.TempDir(), strings.TrimSuffix(host, ".c"))
	if out, err := osexec.Command(clang, "-O0", "-w", "-o", bin, filepath.Join(printfDir(), host)).CombinedOutput(); err != nil {
		t.Fatalf("host build of %s: %v\n%s", host, err, out)
	}
	out, err := osexec.Command(bin, strconv.Itoa(grid), strconv.Itoa(wg)).Output()
	if err != nil {
		t.Fatalf("host run of %s: %v", host, err)
	}
	return string(out)
}

// printfObjects lists the committed printf kernels with their args file
// and host oracle.
func printfObjects(t *testing.T) []struct{ co, args, host string } {
	t.Helper()
	cos, _ := filepath.Glob(filepath.Join(printfDir(), "co", "*.co"))
	if len(cos) != 12 {
		t.Fatalf("%d printf code objects in testdata/printf/co, expected 12 (testdata/printf/build.sh)", len(cos))
	}
	var out []struct{ co, args, host string }
	for _, co := range cos {
		a, h := "args_cl.yaml", "host_cl.c"
		if strings.HasPrefix(filepath.Base(co), "hip_") {
			a, h = "args_hip.yaml", "host_hip.c"
		}
		out = append(out, struct{ co, args, host string }{co, filepath.Join(printfDir(), a), h})
	}
	return out
}

// run prints, before its summary, exactly what the host's printf prints
// for the same calls and values: OpenCL C (amdhsa.printf ids, vectors,
// strings stored in the buffer) and HIP buffered printf (format hashes,
// strings copied from a kernel argument, a format string from a buffer),
// gfx900/gfx90a/gfx942 at -O0 and -O2.
func TestRunPrintsPrintfAsTheHostDoes(t *testing.T) {
	wants := map[string]string{"host_cl.c": hostPrintf(t, "host_cl.c", 8, 4), "host_hip.c": hostPrintf(t, "host_hip.c", 8, 4)}
	for _, k := range printfObjects(t) {
		t.Run(filepath.Base(k.co), func(t *testing.T) {
			want := wants[k.host]
			stdout, stderr, code := gcndbg("run", k.co, "--args", k.args, "--out", t.TempDir())
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if !strings.HasPrefix(stdout, want) {
				t.Fatalf("stdout is not the host's printf output then the summary:\n%s\nwant first:\n%s", stdout, want)
			}
			if rest := stdout[len(want):]; !strings.Contains(rest, "_cases (gfx") || strings.Count(rest, "\n") != 2 {
				t.Errorf("after the printf output: %q, want the summary", rest)
			}
		})
	}
}

var workItemPrefix = regexp.MustCompile(`^\[workgroup \((\d+),0,0\) work-item \((\d+),0,0\)\] `)

// run --printf-workitem puts before each call's text the work-item that
// made it: removing the prefixes leaves the host's output, and every
// "end of work-item N" line (N the global id the kernel computed) comes
// from workgroup N/4, work-item N%4.
func TestRunPrintfWorkItemPrefix(t *testing.T) {
	wants := map[string]string{"host_cl.c": hostPrintf(t, "host_cl.c", 8, 4), "host_hip.c": hostPrintf(t, "host_hip.c", 8, 4)}
	for _, k := range printfObjects(t) {
		if !strings.Contains(k.co, "O0") && !strings.Contains(k.co, "gfx90a") {
			continue // one level per target and both levels of gfx90a keep it short
		}
		t.Run(filepath.Base(k.co), func(t *testing.T) {
			want := wants[k.host]
			stdout, stderr, code := gcndbg("run", k.co, "--args", k.args, "--out", t.TempDir(), "--printf-workitem")
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			var stripped strings.Builder
			ends := 0
			sc := bufio.NewScanner(strings.NewReader(stdout))
			for sc.Scan() {
				line := sc.Text()
				if strings.Contains(line, "_cases (gfx") {
					break
				}
				// A record without a newline (the vector cases) is
				// followed on the same line by the next record's prefix.
				for {
					m := workItemPrefix.FindStringSubmatchIndex(line)
					if m == nil {
						t.Fatalf("line without a work-item prefix: %q", line)
					}
					wg, _ := strconv.Atoi(line[m[2]:m[3]])
					wi, _ := strconv.Atoi(line[m[4]:m[5]])
					line = line[m[1]:]
					next := strings.Index(line, "[workgroup (")
					text := line
					if next >= 0 {
						text = line[:next]
					}
					if n, ok := strings.CutPrefix(text, "end of work-item "); ok {
						ends++
						if g, _ := strconv.Atoi(n); g != wg*4+wi {
							t.Errorf("%q printed by workgroup %d work-item %d", text, wg, wi)
						}
					}
					stripped.WriteString(text)
					if next < 0 {
						break
					}
					line = line[next:]
				}
				stripped.WriteString("\n")
			}
			if stripped.String() != want {
				t.Errorf("without the prefixes:\n%s\nwant:\n%s", stripped.String(), want)
			}
			if ends != 8 {
				t.Errorf("%d end-of-work-item lines, want 8", ends)
			}
		})
	}
}

// A buffer too small for every call: the calls that found room print (each
// a line the host prints too), and stderr says the buffer filled up.
func TestRunReportsAFullPrintfBuffer(t *testing.T) {
	k := printfObjects(t)[0]
	want := hostPrintf(t, k.host, 8, 4)
	stdout, stderr, code := gcndbg("run", k.co, "--args", k.args, "--out", t.TempDir(), "--printf-buffer", "600")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "the printf buffer is full") || !strings.Contains(stderr, "of 600 bytes used") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("stderr %q, want one line saying the buffer is full", stderr)
	}
	lines := strings.Split(stdout, "\n")
	printed := 0
	for _, l := range lines {
		if l == "" || strings.Contains(l, "_cases (gfx") || strings.HasPrefix(l, "wrote ") {
			continue
		}
		printed++
		if !strings.Contains(want, l) {
			t.Errorf("printed %q, which the host does not", l)
		}
	}
	if printed == 0 || printed >= strings.Count(want, "\n") {
		t.Errorf("%d lines printed of the host's %d: expected some but not all", printed, strings.Count(want, "\n"))
	}
	if _, stderr, code := gcndbg("run", k.co, "--args", k.args, "--out", t.TempDir(), "--printf-buffer", "8"); code != 2 || !strings.Contains(stderr, "printf buffer of 8 bytes") {
		t.Errorf("--printf-buffer 8: exit %d, %q", code, stderr)
	}
}

// In the debugger the text of each call appears as the call completes:
// at a breakpoint after the printf calls of the first workgroup, exactly
// that workgroup's output has been printed, before the stop.
func TestDebuggerPrintsPrintfAsItHappens(t *testing.T) {
	co := filepath.Join(printfDir(), "co", "printf-gfx900-O0.co")
	src, err := os.ReadFile(filepath.Join(printfDir(), "printf.cl"))
	if err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "out[i] = i;") {
			line = i + 1
		}
	}
	first := hostPrintf(t, "host_cl.c", 4, 4) // workgroup 0 alone
	all := hostPrintf(t, "host_cl.c", 8, 4)
	cmds := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmds, []byte("break printf.cl:"+strconv.Itoa(line)+"\nrun\ndelete\ncontinue\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := gcndbg(co, "--args", filepath.Join(printfDir(), "args_cl.yaml"), "--batch", cmds)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	hit := strings.Index(stdout, "hit Breakpoint 1")
	if hit < 0 {
		t.Fatalf("no breakpoint stop in:\n%s", stdout)
	}
	// Before the stop: the breakpoint's line, then workgroup 0's output.
	before := stdout[:hit]
	if !strings.HasSuffix(before[:strings.LastIndex(before, "\n")+1], first) && !strings.Contains(before, first) {
		t.Errorf("before the stop:\n%s\nwant workgroup 0's output:\n%s", before, first)
	}
	if strings.Contains(before, "end of work-item 4") {
		t.Errorf("workgroup 1's output printed before its workgroup ran")
	}
	// After continue: the rest.
	if !strings.Contains(stdout[hit:], all[len(first):]) {
		t.Errorf("after the stop:\n%s\nwant workgroup 1's output:\n%s", stdout[hit:], all[len(first):])
	}
}

// A format string is text from the input file: a control character in it
// reaches the terminal escaped (a code object whose metadata says
// "\x1b[31mX work-item %d" instead of "end of work-item %d").
func TestRunEscapesPrintfText(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(printfDir(), "co", "printf-gfx900-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "end of work-item"); n != 1 {
		t.Fatalf("%d copies of the format string in the object", n)
	}
	co := filepath.Join(t.TempDir(), "esc.co")
	if err := os.WriteFile(co, []byte(strings.Replace(string(data), "end of work-item", "\x1b[31mX work-item", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := gcndbg("run", co, "--args", filepath.Join(printfDir(), "args_cl.yaml"), "--out", t.TempDir())
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, b := range []byte(stdout) {
		if b < 0x20 && b != '\n' && b != '\t' {
			t.Fatalf("control byte %#x on stdout:\n%q", b, stdout)
		}
	}
	if !strings.Contains(stdout, `\x1b[31mX work-item 7`) {
		t.Errorf("escaped text missing:\n%s", stdout)
	}
}

// testdata/printf/build.sh reproduces the committed objects byte for byte
// (they are what the other tests run).
func TestPrintfKernelsRebuildFromTheirSources(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	llvmtool.Path(t, "ld.lld")
	out := t.TempDir()
	cmd := osexec.Command("bash", filepath.Join(printfDir(), "build.sh"), out)
	cmd.Env = append(os.Environ(), "LLVM_BIN="+filepath.Dir(clang))
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build.sh: %v\n%s", err, msg)
	}
	for _, k := range printfObjects(t) {
		want, err := os.ReadFile(k.co)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(out, filepath.Base(k.co)))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: the rebuild differs from the committed object (%v)", filepath.Base(k.co), err)
		}
	}
}

// With --json stdout is one JSON document; the printf text is its
// "printf" list, one string per call, the host's output when joined.
func TestRunJSONCarriesPrintfText(t *testing.T) {
	k := printfObjects(t)[0]
	want := hostPrintf(t, k.host, 8, 4)
	stdout, stderr, code := gcndbg("run", k.co, "--args", k.args, "--out", t.TempDir(), "--json")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var sum struct{ Printf []string }
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, stdout)
	}
	if got := strings.Join(sum.Printf, ""); got != want {
		t.Errorf("printf list joined:\n%s\nwant:\n%s", got, want)
	}
}
