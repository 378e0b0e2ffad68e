package tui

import (
	"fmt"
	"strings"
	"testing"
)

// demoMasks are the EXEC masks the demo's source gives wave 0 on input
// in[i] = i (computed here from demo.cl's conditions, not from gcndbg):
// the outer then arm (x < 32), its nested arms (x even, x odd), the outer
// else arm (x >= 32), in an order the compiler chooses; then, in order,
// the loop's trips (lanes with k < x % 5 for k = 0, 1, 2, 3) and all
// lanes after the loop.
func demoMasks() []uint64 {
	mask := func(f func(x int) bool) uint64 {
		var m uint64
		for x := range 64 {
			if f(x) {
				m |= 1 << uint(x)
			}
		}
		return m
	}
	out := []uint64{
		mask(func(x int) bool { return x < 32 }),
		mask(func(x int) bool { return x < 32 && x%2 == 0 }),
		mask(func(x int) bool { return x < 32 && x%2 == 1 }),
		mask(func(x int) bool { return x >= 32 }),
	}
	for k := range 4 {
		out = append(out, mask(func(x int) bool { return k < x%5 }))
	}
	return append(out, ^uint64(0))
}

// checkMasks checks the masks met along the timeline, oldest first,
// against demoMasks.
func checkMasks(t *testing.T, dir string, got []uint64) {
	t.Helper()
	want := demoMasks()
	for _, w := range want[:4] {
		if !isSubsequence([]uint64{w}, got) {
			t.Errorf("going %s never met EXEC %#x (met %#x)", dir, w, got)
		}
	}
	if !isSubsequence(want[4:], got) {
		t.Errorf("going %s met %#x, which do not contain the loop's masks %#x in order", dir, got, want[4:])
	}
}

// isSubsequence reports whether want appears in got in order.
func isSubsequence(want, got []uint64) bool {
	i := 0
	for _, g := range got {
		if i < len(want) && g == want[i] {
			i++
		}
	}
	return i == len(want)
}

// TestTimelineMovesThroughTheExecHistory stops the demo at `out[i] = v;`,
// then walks the EXEC pane's timeline back with `<` to the wave's start
// and forward with `>` to the end. Each move puts the whole screen at that
// point of the history: EXEC there is the mask the pane's `>` row shows,
// the masks met going back are the source's (demoMasks) in reverse, and
// at the points in the outer then arm and in the loop the status line
// says why lane 40 or lane 6 is off, from their inputs (x = 40: `x < 32`
// was false; x = 6: steps = 6 % 5 = 1, so it left the loop after one
// trip; k is optimized out there). Forward again ends where it started.
func TestTimelineMovesThroughTheExecHistory(t *testing.T) {
	in := make([]int32, 128)
	for i := range in {
		in[i] = int32(i)
	}
	m := newModel(t, openDemoWith(t, in), 160, 48)
	store := sourceLine(t, "out[i] = v;")
	typeCommand(m, fmt.Sprintf("break demo.cl:%d", store))
	// The line's first instruction may be reached inside the loop too:
	// continue until every lane is there.
	for range 8 {
		press(m, "c")
		if m.Snapshot().Wave.EXEC == ^uint64(0) {
			break
		}
	}
	end := m.Snapshot()
	if end.Source.Line != store || end.Wave.EXEC != ^uint64(0) {
		t.Fatalf("continue stopped at line %d with EXEC %#x, want line %d, all lanes", end.Source.Line, end.Wave.EXEC, store)
	}
	tl := end.Timeline
	if !tl.On || tl.Pos != tl.End {
		t.Fatalf("timeline %+v: want a recorded history, at its end", tl)
	}
	press(m, "2")
	title := fmt.Sprintf("[<] step %d/%d [>]", tl.Pos, tl.End)
	if v := m.View(); !strings.Contains(v, title) {
		t.Fatalf("the EXEC pane's title does not show %q:\n%s", title, v)
	}
	var masks []uint64
	thenSeen, loopSeen := false, false
	for range 64 {
		before := m.Snapshot().Timeline.Pos
		press(m, "<")
		s := m.Snapshot()
		if s.Timeline.Pos >= before {
			break
		}
		masks = append(masks, s.Wave.EXEC)
		screen := m.View()
		// The pane marks the row of this point; it shows this mask.
		// (The focused pane's border is ║; the mark is the row's first
		// cell.)
		if _, ok := screenLine(screen, "║>", cells(s.Wave.EXEC)); !ok {
			t.Fatalf("at step %d (EXEC %#x) no history row is marked > with that mask:\n%s", s.Timeline.Pos, s.Wave.EXEC, screen)
		}
		if !strings.Contains(screen, fmt.Sprintf("step %d/%d", s.Timeline.Pos, tl.End)) {
			t.Errorf("the title does not say step %d/%d:\n%s", s.Timeline.Pos, tl.End, screen)
		}
		switch s.Wave.EXEC {
		case demoMasks()[0]:
			if thenSeen {
				break
			}
			thenSeen = true
			// Lane 0 (x = 0) is on: the status line says why, by the
			// last condition that switched it on (the outer if, or the
			// nested one when this point is after it: both true for 0).
			if why := s.LaneStatus.Why; why != "`x < 32` was true: x = 0" && why != "`x % 2 == 0` was true: x = 0" {
				t.Errorf("in the then arm, lane 0's status says %q, want `x < 32` (or `x %% 2 == 0`) was true: x = 0", why)
			}
			typeCommand(m, "lane 40")
			if why := m.Snapshot().LaneStatus.Why; why != "`x < 32` was false: x = 40" {
				t.Errorf("in the then arm, lane 40's status says %q, want `x < 32` was false: x = 40", why)
			}
			typeCommand(m, "lane 0")
		case demoMasks()[5]:
			if loopSeen {
				break
			}
			loopSeen = true
			typeCommand(m, "lane 6")
			why6 := fmt.Sprintf("left the loop at demo.cl:%d after 1 trip: steps = 1", sourceLine(t, "for (int k = 0; k < steps; k++)"))
			if why := m.Snapshot().LaneStatus.Why; why != why6 {
				t.Errorf("on the loop's second trip, lane 6's status says %q, want %q", why, why6)
			}
			if v := m.View(); !strings.Contains(v, why6) {
				t.Errorf("the status line does not show why lane 6 is off:\n%s", v)
			}
			typeCommand(m, "lane 0")
		}
	}
	if testing.Verbose() {
		t.Logf("at the wave's start:\n%s", m.View())
	}
	if !thenSeen || !loopSeen {
		t.Errorf("going back never reached the then arm (%v) or the loop's second trip (%v)", thenSeen, loopSeen)
	}
	rev := make([]uint64, len(masks))
	for i, v := range masks {
		rev[len(masks)-1-i] = v
	}
	checkMasks(t, "back", rev)
	if first := m.Snapshot(); first.Wave.EXEC != ^uint64(0) || first.Timeline.Pos > tl.End {
		t.Errorf("the oldest point has EXEC %#x, want the wave's start with every lane", first.Wave.EXEC)
	}
	// Forward again, row by row, to the end.
	var fwd []uint64
	for range 64 {
		before := m.Snapshot().Timeline.Pos
		press(m, ">")
		s := m.Snapshot()
		if s.Timeline.Pos <= before {
			break
		}
		fwd = append(fwd, s.Wave.EXEC)
	}
	if s := m.Snapshot(); s.Timeline.Pos != tl.End || s.Source.Line != store || s.Timeline.End != tl.End {
		t.Errorf("forward along the timeline ended at step %d/%d line %d, want step %d/%d line %d", s.Timeline.Pos, s.Timeline.End, s.Source.Line, tl.End, tl.End, store)
	}
	checkMasks(t, "forward", fwd)
}
