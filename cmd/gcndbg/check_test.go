package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// --check: the vadd dispatch of TestRunFaultsExitOneWithOneLineReport
// (buffer a of 100 elements read by 256 work-items) runs to its end, the
// bad reads are one finding naming the buffer and the distance, the
// summary closes the report and the exit status is 1; a clean run exits
// 0 with "0 errors"; an unknown checker is a one-line error listing the
// valid names.
func TestRunCheck(t *testing.T) {
	co := testkernels.CodeObject(t, "gfx900", "vadd", "O2")
	bad := writeArgs(t, "kernel: vadd\ngrid: [256, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: f32, count: 100, init: {fill: 1}}\n  - {type: f32, count: 256, init: {fill: 2}}\n  - {type: f32, count: 256, output: true}\n  - 256\n")
	stdout, stderr, code := gcndbg("run", co, "--args", bad, "--out", t.TempDir(), "--check=memcheck")
	if code != exitFault {
		t.Fatalf("exit %d, want %d; stderr %q", code, exitFault, stderr)
	}
	if !strings.Contains(stdout, "wrote ") || strings.Contains(stdout, "faulted") {
		t.Errorf("the run should end and write its output normally; stdout %q", stdout)
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if got := lines[len(lines)-1]; got != "gcndbg: 1 error (memcheck 1)" {
		t.Errorf("last line %q, want the summary", got)
	}
	// Work-items 100-255: lanes 36-63 of workgroup 1, then every lane of
	// workgroups 2 and 3 (3 waves).
	for _, w := range []string{"gcndbg: memcheck: out-of-bounds access: lane 36: 4-byte read at ", "0 bytes after the end of the 400-byte buffer `a`",
		"by lanes 36-63 (28 lanes) of wave 0 of workgroup (1,0,0)", "vadd.cl:8: float v = a[i] + b[i];", "(in 3 waves)"} {
		if !strings.Contains(stderr, w) {
			t.Errorf("report lacks %q:\n%s", w, stderr)
		}
	}
	stdout, stderr, code = gcndbg("run", co, "--args", bad, "--out", t.TempDir(), "--check", "--json")
	var sum struct {
		Check struct {
			Checkers []string `json:"checkers"`
			Errors   int      `json:"errors"`
			Findings []struct {
				Checker, Kind, Lanes string
				Waves                int
			} `json:"findings"`
		} `json:"check"`
	}
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("--json: %v\n%s", err, stdout)
	}
	if code != exitFault || sum.Check.Errors != 1 || len(sum.Check.Findings) != 1 || sum.Check.Findings[0].Kind != "out-of-bounds" ||
		sum.Check.Findings[0].Lanes != "lanes 36-63 (28 lanes)" || sum.Check.Findings[0].Waves != 3 {
		t.Errorf("--json: exit %d, %+v", code, sum.Check)
	}
	good := writeArgs(t, "kernel: vadd\ngrid: [256, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: f32, count: 256, init: {fill: 1}}\n  - {type: f32, count: 256, init: {fill: 2}}\n  - {type: f32, count: 256, output: true}\n  - 256\n")
	_, stderr, code = gcndbg("run", co, "--args", good, "--out", t.TempDir(), "--check")
	if code != 0 || !strings.HasPrefix(stderr, "gcndbg: 0 errors (memcheck 0") {
		t.Errorf("clean run: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = gcndbg("run", co, "--args", good, "--out", filepath.Join(t.TempDir(), "x"), "--check=memcheck,nosuch")
	if code != exitBadInput || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, `unknown checker "nosuch"`) || !strings.Contains(stderr, "memcheck, ") {
		t.Errorf("unknown checker: exit %d, stderr %q", code, stderr)
	}
}
