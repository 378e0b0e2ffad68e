package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/tui"
)

// tmuxSession drives a program in a detached tmux server of its own.
type tmuxSession struct {
	t      *testing.T
	tmux   string
	socket string
}

func (s *tmuxSession) cmd(args ...string) string {
	s.t.Helper()
	out, err := exec.Command(s.tmux, append([]string{"-L", s.socket, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (s *tmuxSession) capture() string { return s.cmd("capture-pane", "-p", "-t", "demo") }

// keys sends tmux key names one at a time, letting the TUI redraw.
func (s *tmuxSession) keys(keys ...string) {
	for _, k := range keys {
		s.cmd("send-keys", "-t", "demo", k)
		time.Sleep(150 * time.Millisecond)
	}
}

// tmuxAndBinary finds tmux (skipping the test without it, failing it
// in CI) and builds gcndbg once for all the tests.
func tmuxAndBinary(t *testing.T) (tmux, bin string) {
	t.Helper()
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		if llvmtool.Required() {
			t.Fatal("tmux is required in CI (scripts/setup.sh installs it)")
		}
		t.Skip("tmux not installed")
	}
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gcndbg-tmux-")
		if err != nil {
			builtErr = err
			return
		}
		builtBin = filepath.Join(dir, "gcndbg")
		if out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput(); err != nil {
			builtErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if builtErr != nil {
		t.Fatal(builtErr)
	}
	return tmux, builtBin
}

// The binary the tmux tests run, built once.
var (
	builtOnce sync.Once
	builtBin  string
	builtErr  error
)

// TestMain removes the tmux tests' binary after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtBin != "" {
		os.RemoveAll(filepath.Dir(builtBin))
	}
	os.Exit(code)
}

// waitFor polls the screen until ok accepts it (10 s at most).
func (s *tmuxSession) waitFor(what string, ok func(screen string) bool) string {
	s.t.Helper()
	var screen string
	for range 100 {
		screen = s.capture()
		if ok(screen) {
			return screen
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.t.Fatalf("the screen never showed %s:\n%s", what, screen)
	return ""
}

func has(re string) func(string) bool {
	r := regexp.MustCompile(re)
	return func(s string) bool { return r.MatchString(s) }
}

// TestDemoInRealTerminal runs `gcndbg demo` in tmux at 160x48: steps into
// the then arm (EXEC and the source pane show the split), switches lanes,
// sets a breakpoint with the break key, continues to it, quits with exit
// status 0, and leaves the terminal in canonical mode with echo.
func TestDemoInRealTerminal(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	dir := t.TempDir()
	s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-test-%d", os.Getpid())}
	exitFile, sttyFile := filepath.Join(dir, "exit"), filepath.Join(dir, "stty")
	script := fmt.Sprintf("TERM=xterm-256color %s demo; echo $? > %s; stty -a > %s; sleep 60", bin, exitFile, sttyFile)
	s.cmd("new-session", "-d", "-x", "160", "-y", "48", "-s", "demo", "sh", "-c", script)
	t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })

	lines := strings.Split(string(demo.Source), "\n")
	lineOf := func(code string) int {
		for i, l := range lines {
			if strings.TrimSpace(l) == code {
				return i + 1
			}
		}
		t.Fatalf("demo.cl has no line %q", code)
		return 0
	}
	thenLine, storeLine := lineOf("v = x * 3;"), lineOf("out[i] = v;")

	s.waitFor("the demo stopped at entry", has(`breakpoint 1 at demo\.cl:\d+`))
	// demo.yaml's in[i] = i: lanes 0-31 take the then arm.
	screen := ""
	for range 10 {
		s.keys("n")
		screen = s.capture()
		if strings.Contains(screen, fmt.Sprintf("stepped to demo.cl:%d ", thenLine)) {
			break
		}
	}
	if !strings.Contains(screen, fmt.Sprintf("stepped to demo.cl:%d ", thenLine)) {
		t.Fatalf("n never reached line %d:\n%s", thenLine, screen)
	}
	// The EXEC pane draws lanes 0-31 active, in groups of 8 when it is
	// wide enough.
	grouped := strings.Repeat("######## ", 4) + strings.TrimSpace(strings.Repeat("........ ", 4))
	flat := strings.Repeat("#", 32) + strings.Repeat(".", 32)
	if !strings.Contains(screen, "now        "+grouped) && !strings.Contains(screen, "now        "+flat) {
		t.Errorf("after stepping into the then arm EXEC does not show lanes 0-31:\n%s", screen)
	}
	for _, want := range []string{"<- lanes 0-31 (lane 0)", "<- lanes 32-63", "EXEC  wave 0  0x00000000ffffffff  32/64 active"} {
		if !strings.Contains(screen, want) {
			t.Errorf("after stepping into the then arm the screen lacks %q:\n%s", want, screen)
		}
	}

	s.keys("]", "]")
	s.waitFor("lane 2 focused", has(`wave 0 lane 2 wg \(0,0,0\)`))

	for range storeLine - thenLine {
		s.keys("Down")
	}
	s.keys("b")
	screen = s.waitFor("a breakpoint on the store", has(fmt.Sprintf(`Breakpoint 2 at .*(line |demo\.cl:)%d\b`, storeLine)))
	if !regexp.MustCompile(fmt.Sprintf(`\*.\s+%d .*out\[i\] = v;`, storeLine)).MatchString(screen) {
		t.Errorf("the source pane does not mark line %d with '*':\n%s", storeLine, screen)
	}
	s.keys("c")
	s.waitFor("the breakpoint hit", has(fmt.Sprintf(`breakpoint 2 at demo\.cl:%d`, storeLine)))

	s.keys("q")
	var code []byte
	for range 100 {
		if b, err := os.ReadFile(exitFile); err == nil && len(b) > 0 {
			code = b
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if strings.TrimSpace(string(code)) != "0" {
		t.Fatalf("gcndbg demo exited with %q, want 0; screen:\n%s", code, s.capture())
	}
	time.Sleep(200 * time.Millisecond)
	stty, err := os.ReadFile(sttyFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, flag := range []string{"icanon", "echo", "icrnl", "opost"} {
		if !regexp.MustCompile(`(^|\s)` + flag + `(\s|$)`).Match(stty) {
			t.Errorf("after quitting, stty -a lacks %s (the terminal was not restored):\n%s", flag, stty)
		}
	}
}

// TestDemoHonoursNoColor runs `gcndbg demo` in tmux with and without
// NO_COLOR and looks for escape sequences in the captured screen
// (capture-pane -e keeps them): none with NO_COLOR, colours without.
func TestDemoHonoursNoColor(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	for _, noColor := range []bool{true, false} {
		s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-nocolor-%d-%v", os.Getpid(), noColor)}
		// termenv turns colour off wherever CI is set (as CI runs this
		// test), so the pane's environment is made explicit.
		env := "env -u CI -u NO_COLOR TERM=xterm-256color"
		if noColor {
			env += " NO_COLOR=1"
		}
		s.cmd("new-session", "-d", "-x", "120", "-y", "40", "-s", "demo", "sh", "-c", env+" "+bin+" demo; sleep 30")
		s.waitFor("the demo", has(`breakpoint 1 at demo\.cl`))
		screen := s.cmd("capture-pane", "-e", "-p", "-t", "demo")
		exec.Command(tmux, "-L", s.socket, "kill-server").Run()
		if got := strings.Contains(screen, "\x1b["); got == noColor {
			t.Errorf("NO_COLOR=%v: escape sequences on screen: %v", noColor, got)
		}
	}
}

// TestFaultInRealTerminalLeavesTerminalUsable opens the TUI on scatter
// (memory.cl) with one index far past its buffer, continues into the
// fault, checks the screen reports it at the store, and quits: exit
// status 0 and a sane terminal.
func TestFaultInRealTerminalLeavesTerminalUsable(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	dir := t.TempDir()
	perm := make([]string, 64)
	for i := range perm {
		perm[i] = fmt.Sprint(i)
	}
	perm[9] = "1048576"
	argsPath := filepath.Join(dir, "args.yaml")
	yaml := "kernel: scatter\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: i32, count: 64}\n  - {type: u32, count: 64, init: {data: [" +
		strings.Join(perm, ", ") + "]}}\n  - {type: i32, count: 64, output: true}\n"
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	co := testkernels.CodeObject(t, "gfx900", "memory", "O2")
	exitFile, sttyFile := filepath.Join(dir, "exit"), filepath.Join(dir, "stty")
	s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-fault-%d", os.Getpid())}
	script := fmt.Sprintf("TERM=xterm-256color %s %s --args %s --kernel scatter; echo $? > %s; stty -a > %s; sleep 60", bin, co, argsPath, exitFile, sttyFile)
	s.cmd("new-session", "-d", "-x", "160", "-y", "48", "-s", "demo", "sh", "-c", script)
	t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })
	s.waitFor("the kernel stopped at entry", has(`breakpoint 1 at memory\.cl:\d+`))
	s.keys("c")
	// The log has the report; the status line its kind and that lane 9
	// faulted once it is focused.
	screen := s.waitFor("the fault", has(`fault: memory violation: .*lane 9`))
	if !strings.Contains(screen, " FAULT: memory violation | ") {
		t.Errorf("the status line does not say the dispatch faulted:\n%s", screen)
	}
	s.send(":lane 9", "Enter")
	s.waitFor("lane 9 faulted", has(`lane 9 wg \(0,0,0\): faulted at memory\.cl:\d+`))
	if !regexp.MustCompile(`> +\S+ +L\d+ +x1 global_store_dword`).MatchString(screen) {
		t.Errorf("the disassembly does not stop at the global_store:\n%s", screen)
	}
	s.keys("q")
	var code []byte
	for range 100 {
		if b, err := os.ReadFile(exitFile); err == nil && len(b) > 0 {
			code = b
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if strings.TrimSpace(string(code)) != "0" {
		t.Fatalf("gcndbg exited with %q after the fault, want 0", code)
	}
	time.Sleep(200 * time.Millisecond)
	stty, err := os.ReadFile(sttyFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, flag := range []string{"icanon", "echo"} {
		if !regexp.MustCompile(`(^|\s)` + flag + `(\s|$)`).Match(stty) {
			t.Errorf("after the fault and quitting, stty -a lacks %s:\n%s", flag, stty)
		}
	}
}

// startDemo starts `gcndbg demo` in a tmux server of its own at w x h and
// waits for its stop at the kernel's entry.
func startDemo(t *testing.T, tmux, bin, name string, w, h int) *tmuxSession {
	t.Helper()
	s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-%s-%d", name, os.Getpid())}
	s.cmd("new-session", "-d", "-x", fmt.Sprint(w), "-y", fmt.Sprint(h), "-s", "demo", "sh", "-c",
		"env -u NO_COLOR TERM=xterm-256color "+bin+" demo; sleep 60")
	t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })
	s.waitFor("the demo stopped at entry", has(`breakpoint 1 at demo\.cl:\d+`))
	return s
}

// send sends keys with one tmux send-keys, so they reach the program
// together (in one read, as fast typing, key repeat or a paste do).
func (s *tmuxSession) send(keys ...string) {
	s.cmd(append([]string{"send-keys", "-t", "demo"}, keys...)...)
}

// TestTUIInRealTerminalAtEachSize runs `gcndbg demo` in tmux at 100x30,
// 160x48 and 220x60. Keys sent together in one send-keys are each
// handled: `]]]` focuses lane 3 (from lane 0) and `[[` lane 1; every
// pane's key (tui.DefaultKeyMap) focuses it, drawn with a double frame
// titled with the key, and the source pane stays on screen; the status
// line says lane 1 is active at the entry (every lane of the demo's one
// full workgroup starts active). At 160x48 `n n n` sent together leaves
// the same screen as three n sent one at a time. At 100x30 a `:` command
// typed with Tabs in one send-keys is completed and run.
func TestTUIInRealTerminalAtEachSize(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	keys := tui.DefaultKeyMap()
	for _, size := range [][2]int{{100, 30}, {160, 48}, {220, 60}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			s := startDemo(t, tmux, bin, fmt.Sprintf("size%d", size[0]), size[0], size[1])
			s.send("]", "]", "]")
			s.waitFor("lane 3 focused after ]]]", has(`wave 0 lane 3 wg \(0,0,0\): active at demo\.cl:\d+`))
			s.send("[", "[")
			s.waitFor("lane 1 focused after [[", has(`wave 0 lane 1 wg \(0,0,0\): active at demo\.cl:\d+`))
			for p := range keys.Panes {
				k, name := keys.Panes[p].Keys()[0], tui.PaneID(p).String()
				s.send(k)
				screen := s.waitFor(name+" focused by "+k, func(screen string) bool {
					return strings.Contains(screen, "╔═ ["+k+"] "+name)
				})
				if !strings.Contains(screen, "[1] Source  ") {
					t.Errorf("with %s focused the source pane is not on screen:\n%s", name, screen)
				}
			}
			if size[0] == 100 {
				// The prompt completes with Tab, sent with the rest.
				s.send("0", ":info reg", "Tab", " sys", "Tab", "Enter")
				s.waitFor("info registers system run from the prompt", has(`\(gcndbg\) info registers system`))
			}
			if size[0] != 160 {
				return
			}
			// The reference: the same keys, one at a time, each after the
			// screen settled.
			apart := startDemo(t, tmux, bin, "apart", size[0], size[1])
			apart.send("]")
			apart.waitFor("lane 1", has(`wave 0 lane 1 wg`))
			for range 3 {
				before := apart.capture()
				apart.send("n")
				apart.waitFor("the step", func(screen string) bool {
					return screen != before && !strings.Contains(screen, "running next")
				})
				time.Sleep(500 * time.Millisecond)
			}
			want := apart.capture()
			s.send("5", "1", "n", "n", "n") // the LDS in its slot again, as in the reference
			s.waitFor("the screen of three separate n:\n"+want, func(screen string) bool { return screen == want })
		})
	}
}

// TestTimelineInRealTerminal runs `gcndbg demo` in tmux at 160x48, steps
// into the then arm, and moves back along the EXEC pane's timeline with
// `<`: two moves reach the instruction that switched lanes 0-31 off for
// the else arm (demo.yaml's in[i] = i: lanes 32-63 have x >= 32), shown
// as EXEC now and marked `>` in the history; the title counts the step
// in the history; lane 5 (x = 5) is off there because `x < 32` was true.
// `>` goes forward to the end of the history again.
func TestTimelineInRealTerminal(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	s := startDemo(t, tmux, bin, "timeline", 160, 48)
	var thenLine int
	for i, l := range strings.Split(string(demo.Source), "\n") {
		if strings.TrimSpace(l) == "v = x * 3;" {
			thenLine = i + 1
		}
	}
	screen := ""
	for range 10 {
		before := s.capture()
		s.send("n")
		screen = s.waitFor("the step", func(screen string) bool {
			return screen != before && !strings.Contains(screen, "running next")
		})
		if strings.Contains(screen, fmt.Sprintf("stepped to demo.cl:%d ", thenLine)) {
			break
		}
	}
	end := regexp.MustCompile(`\[<\] step (\d+)/(\d+) \[>\]`).FindStringSubmatch(screen)
	if end == nil || end[1] != end[2] {
		t.Fatalf("in the then arm the EXEC title does not show the end of the history as [<] step N/N [>]:\n%s", screen)
	}
	upper := strings.TrimSpace(strings.Repeat("........ ", 4) + strings.Repeat("######## ", 4))
	s.send("<", "<")
	screen = s.waitFor("EXEC of the else arm", has(`now\s+`+regexp.QuoteMeta(upper)))
	if !regexp.MustCompile(`>[0-9a-f]{4}[ L0-9]*\s+` + regexp.QuoteMeta(upper)).MatchString(screen) {
		t.Errorf("the history does not mark the else arm's row with >:\n%s", screen)
	}
	at := regexp.MustCompile(`\[<\] step (\d+)/(\d+) \[>\]`).FindStringSubmatch(screen)
	if at == nil || at[2] != end[2] || at[1] == end[1] {
		t.Errorf("the title does not show an earlier step of the same history (end %s):\n%s", end[0], screen)
	}
	s.send("]", "]", "]", "]", "]")
	s.waitFor("why lane 5 is off", has("wave 0 lane 5 wg \\(0,0,0\\): inactive since demo\\.cl:\\d+: `x < 32` was true: x = 5"))
	for range 20 {
		s.send(">")
		time.Sleep(200 * time.Millisecond)
	}
	s.waitFor("the end of the history", has(regexp.QuoteMeta("[<] step "+end[2]+"/"+end[2]+" [>]")))
}

// The matrix pane's kernel (as tui's TestMatrixPaneShowsTheLastMFMA):
// each lane loads four halves of A and of B and runs
// __builtin_amdgcn_mfma_f32_32x32x8f16 with C = 0.
const tmuxMFMAKernel = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x16 __attribute__((ext_vector_type(16)));
typedef half f16x4 __attribute__((ext_vector_type(4)));
kernel void mm(global const half *a, global const half *b, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  f16x4 x = ((global const f16x4 *)a)[l], y = ((global const f16x4 *)b)[l];
  f32x16 r = __builtin_amdgcn_mfma_f32_32x32x8f16(x, y, (f32x16)0, 0, 0, 0);
  ((global f32x16 *)d)[l] = r;
}
`

// TestMatrixPaneInRealTerminal builds the MFMA kernel for gfx90a with
// clang-22, opens it in tmux at 160x48, continues to a breakpoint after
// the MFMA (address from llvm-objdump), focuses lane 5 and presses X: the
// matrix pane shows D with lane 5's first element, D[0][5], in brackets
// and equal to the host product of the buffers (D[0][5] = sum over k of
// A[0][k] B[k][5], A[i][k] half k%4 of lane i + 32*(k/4), B[k][j] half
// k%4 of lane j + 32*(k/4): AMD's matrix instruction calculator).
func TestMatrixPaneInRealTerminal(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	dir := t.TempDir()
	src, obj, co := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o"), filepath.Join(dir, "mm.co")
	if err := os.WriteFile(src, []byte(tmuxMFMAKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	tool := func(name string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		return string(out)
	}
	tool("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx90a", "-O2", "-g", "-c", src, "-o", obj)
	tool("ld.lld", "-shared", obj, "-o", co)
	lines := strings.Split(tool("llvm-objdump", "-d", "--no-show-raw-insn", co), "\n")
	after := ""
	addr := regexp.MustCompile(`//\s*([0-9A-Fa-f]+):`)
	for i, l := range lines {
		if strings.Contains(l, "v_mfma_f32_32x32x8") {
			for _, n := range lines[i+1:] {
				if m := addr.FindStringSubmatch(n); m != nil {
					after = "0x" + m[1]
					break
				}
			}
			break
		}
	}
	if after == "" {
		t.Fatal("no v_mfma_f32_32x32x8 with a successor in the disassembly")
	}
	av, bv := make([]string, 256), make([]string, 256)
	a, b := make([]int, 256), make([]int, 256)
	for i := range av {
		a[i], b[i] = (i*7)%9-4, (i*5+3)%7-3
		av[i], bv[i] = fmt.Sprint(a[i]), fmt.Sprint(b[i])
	}
	yaml := fmt.Sprintf("kernel: mm\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  a: {type: f16, count: 256, init: {data: [%s]}}\n  b: {type: f16, count: 256, init: {data: [%s]}}\n  d: {type: f32, count: 1024, output: true}\n",
		strings.Join(av, ", "), strings.Join(bv, ", "))
	args := filepath.Join(dir, "args.yaml")
	if err := os.WriteFile(args, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	d05 := 0
	for k := range 8 {
		d05 += a[(0+32*(k/4))*4+k%4] * b[(5+32*(k/4))*4+k%4]
	}
	s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-matrix-%d", os.Getpid())}
	s.cmd("new-session", "-d", "-x", "160", "-y", "48", "-s", "demo", "sh", "-c",
		"env -u NO_COLOR TERM=xterm-256color "+bin+" "+co+" --args "+args+"; sleep 60")
	t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })
	s.waitFor("the stop at entry", has(`breakpoint 1 at `))
	s.send(":break *"+after, "Enter")
	s.waitFor("the breakpoint set", has(`Breakpoint 2 at `))
	s.send("c")
	s.waitFor("the breakpoint hit", has(`breakpoint 2 at `))
	s.send("]", "]", "]", "]", "]", "X")
	screen := s.waitFor("the matrix pane for lane 5", has(`\[X\] Matrix  wave 0  lane 5's elements in \[ \]`))
	if !regexp.MustCompile(`\s0:\s+.*\[` + fmt.Sprint(d05) + `\]`).MatchString(screen) {
		t.Errorf("the matrix pane does not show D[0][5] = %d (host product) in brackets for lane 5:\n%s", d05, screen)
	}
}

// TestWave32DemoInRealTerminal runs `gcndbg demo --target gfx1100` (wave32)
// in tmux at 80x24 and 160x48: the EXEC pane shows a 32-bit mask with
// 32 cells, the status line names gfx1100, [ from lane 0 wraps to lane 31
// (not 63), stepping into the nested if shows the even lanes of wave 0
// (in[i] = i, x % 2 == 0) as 0x55555555, and q exits with status 0. Then
// --wave64 shows the 64-bit mask of the same dispatch.
func TestWave32DemoInRealTerminal(t *testing.T) {
	tmux, bin := tmuxAndBinary(t)
	for _, sz := range [][2]int{{80, 24}, {160, 48}} {
		dir := t.TempDir()
		s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-w32-%d-%d", os.Getpid(), sz[0])}
		exitFile := filepath.Join(dir, "exit")
		script := fmt.Sprintf("TERM=xterm-256color %s demo --target gfx1100; echo $? > %s; sleep 60", bin, exitFile)
		s.cmd("new-session", "-d", "-x", fmt.Sprint(sz[0]), "-y", fmt.Sprint(sz[1]), "-s", "demo", "sh", "-c", script)
		t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })
		screen := s.waitFor("the wave32 demo at entry", has(`EXEC  wave 0  0xffffffff  32/32 active`))
		if strings.Contains(screen, "0x00000000ffffffff") || !strings.Contains(screen, "######## ######## ######## ########") {
			t.Errorf("%dx%d: EXEC is not 32 cells of a 32-bit mask:\n%s", sz[0], sz[1], screen)
		}
		s.keys("[")
		s.waitFor("lane 31 focused", has(`lane 31`))
		s.keys("]")
		s.waitFor("lane 0 focused", has(`wave 0 lane 0 `))
		for range 12 {
			s.keys("n")
			if strings.Contains(s.capture(), "0x55555555  16/32 active") {
				break
			}
		}
		s.waitFor("the even lanes", has(`0x55555555  16/32 active`))
		s.keys("q")
		s.waitFor("the exit", func(string) bool { _, err := os.Stat(exitFile); return err == nil })
		time.Sleep(100 * time.Millisecond)
		if code, _ := os.ReadFile(exitFile); strings.TrimSpace(string(code)) != "0" {
			t.Errorf("%dx%d: exit status %q", sz[0], sz[1], code)
		}
	}
	s := &tmuxSession{t: t, tmux: tmux, socket: fmt.Sprintf("gcndbg-w64-%d", os.Getpid())}
	s.cmd("new-session", "-d", "-x", "160", "-y", "48", "-s", "demo", "sh", "-c", "TERM=xterm-256color "+bin+" demo --target gfx1100 --wave64; sleep 30")
	t.Cleanup(func() { exec.Command(tmux, "-L", s.socket, "kill-server").Run() })
	s.waitFor("the wave64 demo at entry", has(`EXEC  wave 0  0xffffffffffffffff  64/64 active`))
}
