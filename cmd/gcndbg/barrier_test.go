package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A GFX12 kernel whose wave 1 waits on the workgroup barrier without
// signalling it: run exits 1 with the deadlock report, its first line the
// waves and then one line per barrier naming who waits and who never
// arrives; --batch reports the same when the dispatch stops.
func TestSplitBarrierDeadlockReport(t *testing.T) {
	co := assemble(t, "split_barrier_deadlock", "gfx1200")
	args := writeArgs(t, "grid: [64, 1, 1]\nworkgroup: [64, 1, 1]\n")
	_, stderr, code := gcndbg("run", co, "--args", args, "--out", t.TempDir())
	if code != exitFault {
		t.Fatalf("exit %d, want %d; stderr %q", code, exitFault, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "barrier deadlock in workgroup (0,0,0): wave 0 waits at s_barrier_wait (workgroup barrier (-1))") ||
		lines[1] != "  workgroup barrier (-1): waves 0, 1 wait; wave 1 never arrives (no s_barrier_signal)" {
		t.Errorf("stderr:\n%s", stderr)
	}

	cmds := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmds, []byte("run\ninfo waves\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, _ := gcndbg(co, "--args", args, "--batch", cmds)
	if !strings.Contains(out+errOut, "workgroup barrier (-1): waves 0, 1 wait; wave 1 never arrives (no s_barrier_signal)") {
		t.Errorf("batch output lacks the barrier report:\n%s\n%s", out, errOut)
	}
}
