package tui

import (
	"fmt"
	"strings"
	"testing"
)

// statusBar is the screen's last line.
func statusBar(m *Model) string {
	lines := strings.Split(m.View(), "\n")
	return lines[len(lines)-1]
}

// TestStatusLineSaysWhatTheFocusedLaneDoes checks the status line for
// each state a lane can be in, each state known from the kernel's input
// and source: on the demo (in[i] = i) in the then arm lane 0 is active
// there and lane 40 (x = 40) inactive since the `if` or its else arm;
// after the end every
// lane exited; on lds_reverse a wave that ran its s_barrier waits there;
// on scatter the lane whose index is out of bounds faulted at the store.
func TestStatusLineSaysWhatTheFocusedLaneDoes(t *testing.T) {
	thenLine, ifLine, elseLine := sourceLine(t, "v = x * 3;"), sourceLine(t, "if (x < 32) {"), sourceLine(t, "v = x * x;")
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 160, 48)
	stepUntil(t, m, "n", thenLine)
	want := func(m *Model, text string) {
		t.Helper()
		if bar := statusBar(m); !strings.Contains(bar, text) {
			t.Errorf("the status line lacks %q: %q", text, bar)
		}
	}
	want(m, fmt.Sprintf("lane 0 wg (0,0,0): active at demo.cl:%d", thenLine))
	// Lane 40 (x = 40) left EXEC at the if, or after running the else arm
	// (the compiler may lay that out first), never in the then arm.
	typeCommand(m, "lane 40")
	if bar := statusBar(m); !strings.Contains(bar, fmt.Sprintf("lane 40 wg (0,0,0): inactive since demo.cl:%d", ifLine)) &&
		!strings.Contains(bar, fmt.Sprintf("lane 40 wg (0,0,0): inactive since demo.cl:%d", elseLine)) {
		t.Errorf("lane 40 is not said inactive since line %d or %d: %q", ifLine, elseLine, bar)
	}
	press(m, "c")
	want(m, "lane 40 wg (0,0,0): exited")

	s, src := openMemoryKernel(t, "lds_reverse", "O2",
		"kernel: lds_reverse\ngrid: [128, 1, 1]\nworkgroup: [128, 1, 1]\nargs:\n  arg0: {type: i32, count: 128, init: {range: [100, 3]}}\n  arg1: {type: i32, count: 128, output: true}\n")
	barrier := lineHolding(t, src, "slice[lid] = in[GLOBAL_ID(x)];") + 1
	if !strings.Contains(src[barrier-1], "BARRIER();") {
		t.Fatalf("line %d of memory.cl is not lds_reverse's barrier: %q", barrier, src[barrier-1])
	}
	m = newModel(t, s, 160, 48)
	typeCommand(m, fmt.Sprintf("break memory.cl:%d", barrier))
	press(m, "c")
	for n := 0; !m.Snapshot().Wave.AtBarrier; n++ {
		if n == 20 {
			t.Fatalf("20 stepi from the barrier's line never left the wave at the barrier; log:\n%s", strings.Join(m.LogLines(), "\n"))
		}
		press(m, "i")
	}
	want(m, fmt.Sprintf("lane 0 wg (0,0,0): at a barrier at memory.cl:%d", barrier))

	m = faultedScatter(t, 5)
	typeCommand(m, "lane 5")
	store := m.Snapshot().Source.Lines
	storeLine := lineHolding(t, store, "out[perm[i]] = v; // store: v")
	want(m, fmt.Sprintf("lane 5 wg (0,0,0): faulted at memory.cl:%d", storeLine))
	typeCommand(m, "lane 6")
	if bar := statusBar(m); strings.Contains(bar, "faulted") {
		t.Errorf("lane 6 (index in bounds) is said to have faulted: %q", bar)
	}
}

// faultedScatter runs scatter (out[perm[i]] = in[i] + 1) with lane bad's
// index far outside out, continued into the fault.
func faultedScatter(t *testing.T, bad int) *Model {
	t.Helper()
	perm := make([]string, 64)
	for i := range perm {
		perm[i] = fmt.Sprint(63 - i)
	}
	perm[bad] = fmt.Sprint(1 << 20)
	s, _ := openMemoryKernel(t, "scatter", "O2", "kernel: scatter\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n"+
		"  arg0: {type: i32, count: 64, init: {range: [10, 1]}}\n"+
		"  arg1: {type: u32, count: 64, init: {data: ["+strings.Join(perm, ", ")+"]}}\n"+
		"  arg2: {type: i32, count: 64, output: true}\n")
	m := newModel(t, s, 160, 48)
	press(m, "c")
	if m.Snapshot().Fault == "" {
		t.Fatalf("no fault; log:\n%s", strings.Join(m.LogLines(), "\n"))
	}
	return m
}
