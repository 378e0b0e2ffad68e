package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// batchFiles writes an args file for control.cl's divergent_if (in[i] = i)
// and a command file.
func batchFiles(t *testing.T, cmds string) (co, argsPath, cmdPath string) {
	t.Helper()
	co = testkernels.CodeObject(t, "gfx900", "control", "O0")
	dir := t.TempDir()
	argsPath = filepath.Join(dir, "args.yaml")
	args := "kernel: divergent_if\ngrid: [128, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n" +
		"  arg0: {type: i32, count: 128, init: {range: [0, 1]}}\n  arg1: {type: i32, count: 128, output: true}\n"
	cmdPath = filepath.Join(dir, "cmds")
	for _, f := range [][2]string{{argsPath, args}, {cmdPath, cmds}} {
		if err := os.WriteFile(f[0], []byte(f[1]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return co, argsPath, cmdPath
}

func TestBatchPrintsWhatTheREPLWould(t *testing.T) {
	co, argsPath, cmdPath := batchFiles(t, "break control.cl:17\nrun\nlane 7\nprint v\nprint/x $exec\ncontinue\nprint v\ndelete\ncontinue\n")
	out, errOut, code := gcndbg(co, "--args", argsPath, "--batch", cmdPath)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// Lane 7 of wave 0 is i = 7 (odd: v = 7 - 7); of wave 1, i = 71 (v = 64).
	for _, want := range []string{
		"Breakpoint 1 at 0x5874: file control.cl, line 17.\n",
		"Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [0-63] at control.cl:17\n",
		"$1 = 0\n", "$2 = 0xffffffffffffffff\n",
		"Wave 1 (1,0,0)/0 hit Breakpoint 1, lanes [0-63] at control.cl:17\n",
		"$3 = 64\n", "Dispatch ended: 2 workgroups, 2 waves ran to s_endpgm\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestBatchFailsWithOneLinePerFailedCommand(t *testing.T) {
	co, argsPath, cmdPath := batchFiles(t, "frobnicate\nbreak control.cl:999\nprint 2 + 3\n")
	out, errOut, code := gcndbg(co, "--args", argsPath, "--batch", cmdPath)
	if code != exitFault {
		t.Fatalf("exit %d, want %d", code, exitFault)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "cmds:1: undefined command") ||
		!strings.Contains(lines[1], "cmds:2: break: no code at control.cl:999") || !strings.Contains(lines[2], "2 of the batch commands failed") {
		t.Errorf("stderr:\n%s", errOut)
	}
	if out != "$1 = 5\n" {
		t.Errorf("stdout %q", out)
	}
}

func TestBatchReadsStdinAndRejectsBadInput(t *testing.T) {
	co, argsPath, _ := batchFiles(t, "")
	var out, errb bytes.Buffer
	root := newRootCmd(&out, &errb)
	root.SetIn(strings.NewReader("print 6 * 7\n"))
	root.SetArgs([]string{co, "--args", argsPath, "--batch", "-"})
	if err := root.Execute(); err != nil || out.String() != "$1 = 42\n" {
		t.Fatalf("stdin batch: %v, %q", err, out.String())
	}
	_, errOut, code := gcndbg(co, "--batch", "-")
	if code != exitBadInput || strings.Count(errOut, "\n") != 1 {
		t.Errorf("without --args: exit %d, %q", code, errOut)
	}
	_, errOut, code = gcndbg(co, "--args", filepath.Join(t.TempDir(), "missing.yaml"), "--batch", "-")
	if code != exitBadInput || strings.Count(errOut, "\n") != 1 {
		t.Errorf("missing args file: exit %d, %q", code, errOut)
	}
}

// fakePrompter feeds lines to the REPL loop.
type fakePrompter struct {
	lines   []string
	history []string
}

func (p *fakePrompter) Prompt(string) (string, error) {
	if len(p.lines) == 0 {
		return "", fmt.Errorf("EOF")
	}
	l := p.lines[0]
	p.lines = p.lines[1:]
	return l, nil
}

func (p *fakePrompter) AppendHistory(l string) { p.history = append(p.history, l) }

func TestREPLRunsCommandsAndSurvivesErrors(t *testing.T) {
	co, argsPath, _ := batchFiles(t, "")
	var out, errb bytes.Buffer
	root := newRootCmd(&out, &errb)
	root.SetArgs([]string{"repl", co, "--args", argsPath})
	cmd, _, err := root.Find([]string{"repl"})
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.ParseFlags([]string{"--args", argsPath}); err != nil {
		t.Fatal(err)
	}
	s, err := openSession(cmd, co, true)
	if err != nil {
		t.Fatal(err)
	}
	p := &fakePrompter{lines: []string{"b control.cl:13", "r", "bogus", "p x * 3", "", "quit", "p 1"}}
	replLoop(s, p, &out, &errb)
	// Lane 0 (i = 0, even) reaches line 13 with x = in[0] = 0.
	if !strings.Contains(out.String(), "hit Breakpoint 1, lanes [0,2,4,6,8") || !strings.Contains(out.String(), "$1 = 0\n") {
		t.Errorf("REPL output:\n%s", out.String())
	}
	if !strings.Contains(errb.String(), `undefined command: "bogus"`) {
		t.Errorf("REPL errors: %q", errb.String())
	}
	if len(p.lines) != 1 || len(p.history) != 5 {
		t.Errorf("the REPL did not stop at quit, or kept a wrong history: %q left, history %q", p.lines, p.history)
	}
}
