package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

// loopPerLaneV is control.cl's loop_per_lane result for input x,
// computed here the way the kernel's source does.
func loopPerLaneV(x uint32) uint32 {
	v := uint32(1)
	for k := uint32(0); k < x%16; k++ {
		v = v*31 + k
	}
	return v
}

// openControlKernel opens kernel of testdata's control.cl (gfx900, -O0)
// on 64 work-items with in[i] = i.
func openControlKernel(t *testing.T, kernel string) (*session.Session, []string) {
	t.Helper()
	argsPath := filepath.Join(t.TempDir(), "args.yaml")
	yaml := "kernel: " + kernel + "\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: u32, count: 64, init: {range: [0, 1]}}\n  arg1: {type: u32, count: 64, output: true}\n"
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(testkernels.CodeObject(t, "gfx900", "control", "O0"), argsPath, session.Options{Kernel: kernel})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(testkernels.SourcePath(t, "control.cl"))
	if err != nil {
		t.Fatal(err)
	}
	s.AddSource("kernels/control.cl", src)
	return s, strings.Split(string(src), "\n")
}

// TestUntilAndTBreakKeys checks u and B. On loop_per_lane (control.cl
// at -O0, in[i] = i, so lane 4 makes 4 trips), stopped in the loop at its
// increment: n goes back into the loop, u leaves the loop for the store,
// where lane 4's v is what the source computes; u with the cursor on a
// later line runs there. On the demo (in[i] = i) B sets a temporary
// breakpoint at the cursor (the else arm, lane 40) that c stops at once
// and that is gone after.
func TestUntilAndTBreakKeys(t *testing.T) {
	var forLine, bodyLine, storeLine int
	atFor := func() *Model {
		s, src := openControlKernel(t, "loop_per_lane")
		forLine = lineHolding(t, src, "for (uint k = 0; k < trips; k++) {")
		bodyLine = lineHolding(t, src, "v = v * 31 + k;")
		storeLine = bodyLine + lineHolding(t, src[bodyLine:], "out[i] = v; // store: v")
		m := newModel(t, s, 160, 48)
		typeCommand(m, fmt.Sprintf("break control.cl:%d", bodyLine))
		press(m, "c")
		typeCommand(m, "lane 4")
		typeCommand(m, "delete")
		// The increment: the for line, or the loop's closing brace.
		press(m, "n")
		if got := m.Snapshot().Source.Line; got != forLine && got != bodyLine+1 {
			t.Fatalf("n from the body stopped at line %d, want the for (%d) or its } (%d); log:\n%s", got, forLine, bodyLine+1, strings.Join(m.LogLines(), "\n"))
		}
		return m
	}
	m := atFor()
	press(m, "n")
	if got := m.Snapshot().Source.Line; got != bodyLine && got != forLine {
		t.Errorf("n after the increment (lane 4, trip 1 of 4) stopped at line %d, want the loop's lines %d-%d", got, forLine, bodyLine)
	}
	// until stops on loop lines after the current one (the for's k++ may
	// come after the body's end) but never back in the body, and leaves
	// the loop.
	m = atFor()
	for n := 0; m.Snapshot().Source.Line != storeLine; n++ {
		if n == 3 {
			t.Fatalf("3 u did not leave the loop; log:\n%s", strings.Join(m.LogLines(), "\n"))
		}
		press(m, "u")
		if got := m.Snapshot().Source.Line; got == bodyLine || got < forLine || got > storeLine {
			t.Fatalf("u stopped at line %d, in the body (%d) or outside the loop; log:\n%s", got, bodyLine, strings.Join(m.LogLines(), "\n"))
		}
	}
	typeCommand(m, "print v")
	if log := m.LogLines(); !strings.HasSuffix(log[len(log)-1], fmt.Sprintf("= %d", loopPerLaneV(4))) {
		t.Errorf("after until, lane 4's v: %q, want %d", log[len(log)-1], loopPerLaneV(4))
	}

	s, _ := openControlKernel(t, "loop_per_lane")
	m = newModel(t, s, 160, 48)
	for range storeLine - m.Snapshot().Source.Line {
		press(m, "down")
	}
	press(m, "u")
	if got := m.Snapshot().Source.Line; got != storeLine {
		t.Errorf("u with the cursor on line %d stopped at line %d; log:\n%s", storeLine, got, strings.Join(m.LogLines(), "\n"))
	}

	in := demoInputs()["range"]
	elseLine := sourceLine(t, "v = x * x;")
	// Lane 40 (x = 40) takes the else arm.
	m = newModel(t, openDemoWith(t, in), 160, 48)
	typeCommand(m, "lane 40")
	for range elseLine - m.Snapshot().Source.Line {
		press(m, "down")
	}
	press(m, "B")
	if n := m.Snapshot().Source.Breakpoints[elseLine]; n == 0 {
		t.Fatalf("B put no breakpoint on line %d; log:\n%s", elseLine, strings.Join(m.LogLines(), "\n"))
	}
	press(m, "c")
	snap := m.Snapshot()
	if snap.Stop == nil || snap.Stop.Line != elseLine || !snap.Stop.Temporary {
		t.Errorf("c stopped with %+v, want the temporary breakpoint at line %d", snap.Stop, elseLine)
	}
	if n := snap.Source.Breakpoints[elseLine]; n != 0 {
		t.Errorf("the temporary breakpoint %d is still set after it was hit", n)
	}
}
