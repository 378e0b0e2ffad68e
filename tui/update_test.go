package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/gcndbg/gcndbg/model/session"
)

// demoInputs are the inputs the divergence tests run the demo kernel on:
// the demo's own (in[i] = i, demo.yaml's `range: [0, 1]`) and random
// values, both sides of 32 and of either sign.
func demoInputs() map[string][]int32 {
	own := make([]int32, 128)
	for i := range own {
		own[i] = int32(i)
	}
	r := rand.New(rand.NewPCG(6, 2026))
	random := make([]int32, 128)
	for i := range random {
		random[i] = int32(r.IntN(120)) - 40
	}
	return map[string][]int32{"range": own, "random": random}
}

// wave0Mask is the set of wave 0's lanes whose input satisfies cond.
func wave0Mask(in []int32, cond func(x int32) bool) uint64 {
	var m uint64
	for l := range 64 {
		if cond(in[l]) {
			m |= 1 << uint(l)
		}
	}
	return m
}

// checkLaneNote checks the source line holding code shows "<- lanes" and
// exactly the ranges of want: beside the code, or on the rows below it
// when they do not fit there.
func checkLaneNote(t *testing.T, screen, code string, want uint64) {
	t.Helper()
	note, ok := laneNote(screen, code)
	if !ok {
		t.Errorf("the source pane shows no lanes on %q:\n%s", code, screen)
		return
	}
	if i := strings.Index(note, "(lane "); i >= 0 {
		note = strings.TrimSpace(note[:i])
	}
	if w := ranges(want); note != w {
		t.Errorf("the source pane puts lanes %q on %q, want %s", note, code, w)
	}
}

// laneNote is the lane list the source pane shows for the line holding
// code, its continuation rows joined.
func laneNote(screen, code string) (string, bool) {
	rows := strings.Split(screen, "\n")
	// The source pane's text on a row: between its first two borders.
	inner := func(r string) string {
		i := strings.IndexAny(r, "║│")
		if i < 0 {
			return ""
		}
		r = r[i+len("║"):]
		if j := strings.IndexAny(r, "║│"); j >= 0 {
			r = r[:j]
		}
		return r
	}
	for i, r := range rows {
		if !strings.Contains(r, code) {
			continue
		}
		text := inner(r)
		j := i + 1
		if !strings.Contains(text, "<- lanes ") && j < len(rows) {
			text, j = inner(rows[j]), j+1
		}
		k := strings.Index(text, "<- lanes ")
		if k < 0 {
			return "", false
		}
		note := strings.TrimSpace(text[k+len("<- lanes "):])
		for ; j < len(rows); j++ {
			next := inner(rows[j])
			if strings.Contains(next, "|") || strings.TrimSpace(next) == "" {
				break
			}
			note += strings.TrimSpace(next)
		}
		return note, true
	}
	return "", false
}

// stepUntil presses key until the focused lane's line is line.
func stepUntil(t *testing.T, m *Model, key string, line int) {
	t.Helper()
	for range 40 {
		if m.Snapshot().Source.Line == line {
			return
		}
		press(m, key)
	}
	t.Fatalf("pressing %q never reached line %d; log:\n%s", key, line, strings.Join(m.LogLines(), "\n"))
}

// screenLine returns the first line of the screen containing all parts.
func screenLine(screen string, parts ...string) (string, bool) {
	for _, l := range strings.Split(screen, "\n") {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return l, true
		}
	}
	return "", false
}

// TestStepThroughDivergentIfShowsSplitAndReconvergence drives the keys
// through the demo's if/else: after the branch the EXEC pane shows exactly
// the lanes whose input is below 32 (computed here from the input) and
// the source pane puts those lanes on the then arm and the others on the
// else arm; in the nested if only the even inputs; after the if and after
// the per-lane loop all lanes again.
func TestStepThroughDivergentIfShowsSplitAndReconvergence(t *testing.T) {
	thenLine := sourceLine(t, "v = x * 3;")
	elseLine := sourceLine(t, "v = x * x;")
	evenLine := sourceLine(t, "v = v + 1000;")
	stepsLine := sourceLine(t, "int steps = x % 5;")
	storeLine := sourceLine(t, "out[i] = v;")
	const all = ^uint64(0)
	for name, in := range demoInputs() {
		t.Run(name, func(t *testing.T) {
			then := wave0Mask(in, func(x int32) bool { return x < 32 })
			even := wave0Mask(in, func(x int32) bool { return x < 32 && x%2 == 0 })
			loop := wave0Mask(in, func(x int32) bool { return x%5 > 0 })
			if then == 0 || then == all || even == 0 {
				t.Fatalf("input does not diverge: then %#x even %#x", then, even)
			}
			m := newModel(t, openDemoWith(t, in), 200, 50)
			// Follow the first lane that takes the even path of the nested if.
			lane := 0
			for even>>uint(lane)&1 == 0 {
				lane++
			}
			for range lane {
				press(m, "]")
			}
			if got := m.Snapshot().Focus.Lane; got != lane {
				t.Fatalf("after %d presses of ] the focused lane is %d", lane, got)
			}

			stepUntil(t, m, "n", thenLine)
			s := m.Snapshot()
			if s.Wave.EXEC != then {
				t.Errorf("in the then arm EXEC = %#x, want the lanes with x < 32: %#x", s.Wave.EXEC, then)
			}
			if got := s.Source.LaneLines[thenLine]; got != then {
				t.Errorf("lanes on the then arm (line %d) = %s, want %s", thenLine, ranges(got), ranges(then))
			}
			if got := s.Source.LaneLines[elseLine]; got != all&^then {
				t.Errorf("lanes on the else arm (line %d) = %s, want %s", elseLine, ranges(got), ranges(all&^then))
			}
			screen := m.View()
			if _, ok := screenLine(screen, "now", cells(then)); !ok {
				t.Errorf("the EXEC pane does not show %s:\n%s", cells(then), screen)
			}
			checkLaneNote(t, screen, "v = x * 3;", then)
			checkLaneNote(t, screen, "v = x * x;", all&^then)

			stepUntil(t, m, "n", evenLine)
			if got := m.Snapshot().Wave.EXEC; got != even {
				t.Errorf("in the nested then arm EXEC = %#x, want the even inputs below 32: %#x", got, even)
			}

			stepUntil(t, m, "n", stepsLine)
			s = m.Snapshot()
			if s.Wave.EXEC != all || s.Source.LaneLines[stepsLine] != all {
				t.Errorf("after the if: EXEC %#x, lanes on line %d %s; want all 64", s.Wave.EXEC, stepsLine, ranges(s.Source.LaneLines[stepsLine]))
			}
			if _, ok := screenLine(m.View(), "now", cells(all)); !ok {
				t.Errorf("the EXEC pane does not show all lanes after the if")
			}

			// Into the loop one instruction at a time: EXEC drops to the
			// lanes with at least one trip.
			for range 40 {
				if m.Snapshot().Wave.EXEC != all {
					break
				}
				press(m, "i")
			}
			if got := m.Snapshot().Wave.EXEC; got != loop {
				t.Errorf("in the loop EXEC = %#x, want the lanes with x %% 5 > 0: %#x", got, loop)
			}

			stepUntil(t, m, "n", storeLine)
			if got := m.Snapshot().Wave.EXEC; got != all {
				t.Errorf("after the loop EXEC = %#x, want all lanes", got)
			}
		})
	}
}

// TestBreakKeyTogglesBreakpointAtCursorAndContinueStops moves the source
// cursor to the store, sets a breakpoint there with the break key,
// continues to it, and deletes it again with the same key.
func TestBreakKeyTogglesBreakpointAtCursorAndContinueStops(t *testing.T) {
	store := sourceLine(t, "out[i] = v;")
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 120, 40)
	start := m.Snapshot().Source.Line
	for range store - start {
		press(m, "down")
	}
	press(m, "b")
	s := m.Snapshot()
	if s.Source.Breakpoints[store] == 0 {
		t.Fatalf("no breakpoint on line %d after b; log:\n%s", store, strings.Join(m.LogLines(), "\n"))
	}
	press(m, "c")
	s = m.Snapshot()
	if s.Stop == nil || s.Stop.Reason != session.StopBreakpoint || s.Stop.Line != store {
		t.Fatalf("continue stopped with %+v, want the breakpoint at line %d", s.Stop, store)
	}
	if _, ok := screenLine(m.View(), "breakpoint", "demo.cl:"); !ok {
		t.Errorf("the status bar does not name the breakpoint:\n%s", m.View())
	}
	press(m, "b") // the cursor is back on the current line: the store
	if n := m.Snapshot().Source.Breakpoints[store]; n != 0 {
		t.Errorf("breakpoint %d still on line %d after the second b", n, store)
	}
}

// TestFocusKeysCycleLanesWavesAndPanes checks the lane and wave keys wrap
// around and Tab/Shift-Tab visit every pane.
func TestFocusKeysCycleLanesWavesAndPanes(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 80, 24)
	press(m, "[")
	if got := m.Snapshot().Focus.Lane; got != 63 {
		t.Errorf("[ from lane 0 focused lane %d, want 63", got)
	}
	press(m, "}")
	if got := m.Snapshot().FocusWave; got != 1 {
		t.Errorf("} focused wave %d, want 1", got)
	}
	seen := map[PaneID]bool{}
	for range numPanes {
		seen[m.Focus()] = true
		press(m, "tab")
	}
	if len(seen) != int(numPanes) || m.Focus() != PaneSource {
		t.Errorf("tab visited %d panes and ended on %v", len(seen), m.Focus())
	}
	press(m, "shift+tab")
	if m.Focus() != PaneLog {
		t.Errorf("shift+tab from Source focused %v, want Log", m.Focus())
	}
}

// TestCommandLineRunsREPLCommandsIntoTheLog types `:print x` after the
// input is loaded and checks the log shows the value of in[lane], and
// that a bad command leaves one error line and a usable TUI.
func TestCommandLineRunsREPLCommandsIntoTheLog(t *testing.T) {
	in := demoInputs()["random"]
	m := newModel(t, openDemoWith(t, in), 120, 40)
	stepUntil(t, m, "n", sourceLine(t, "if (x < 32) {"))
	typeCommand(m, "print x")
	want := "= " + itoa32(in[0])
	log := strings.Join(m.LogLines(), "\n")
	if !strings.Contains(log, want) {
		t.Errorf("`print x` in lane 0 did not log %q:\n%s", want, log)
	}
	typeCommand(m, "frobnicate")
	last := m.LogLines()[len(m.LogLines())-1]
	if !strings.HasPrefix(last, "error: ") {
		t.Errorf("an unknown command logged %q, want an error line", last)
	}
	press(m, "n")
	if m.Snapshot().Stop == nil || m.Snapshot().Stop.Reason != session.StopStep {
		t.Errorf("the TUI did not step after a failed command")
	}
}

func itoa32(v int32) string {
	neg := v < 0
	u := int64(v)
	if neg {
		u = -u
	}
	s := ""
	for {
		s = string(rune('0'+u%10)) + s
		u /= 10
		if u == 0 {
			break
		}
	}
	if neg {
		s = "-" + s
	}
	return s
}

// TestMouseClickFocusesPaneAndWheelScrolls clicks into the disassembly of
// the wide layout and scrolls it with the wheel.
func TestMouseClickFocusesPaneAndWheelScrolls(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 200, 50)
	var dis rect
	for _, r := range layout(200, 50, m.Focus(), m.shown) {
		if r.pane == PaneDisasm {
			dis = r
		}
	}
	if dis.w == 0 {
		t.Fatal("the wide layout has no disassembly pane")
	}
	m.Update(tea.MouseMsg{X: dis.x + 3, Y: dis.y + 2, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	if m.Focus() != PaneDisasm {
		t.Fatalf("a click at (%d,%d) focused %v, want Disassembly", dis.x+3, dis.y+2, m.Focus())
	}
	before := m.View()
	m.Update(tea.MouseMsg{X: dis.x + 3, Y: dis.y + 2, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	if m.disasm.Scroll != 3 || m.View() == before {
		t.Errorf("the wheel did not scroll the disassembly (scroll %d)", m.disasm.Scroll)
	}
}

// TestDisassemblyCountsLoopTrips continues the demo to its store and
// checks the execution counts: the first instruction ran once, the loop's
// backward branch and the instruction it jumps to as often as the most
// trips any lane of wave 0 makes (x % 5 of its input, computed here).
func TestDisassemblyCountsLoopTrips(t *testing.T) {
	store := sourceLine(t, "out[i] = v;")
	for name, in := range demoInputs() {
		t.Run(name, func(t *testing.T) {
			m := newModel(t, openDemoWith(t, in), 120, 40)
			typeCommand(m, "tbreak demo.cl:"+itoa32(int32(store)))
			press(m, "c")
			s := m.Snapshot()
			if s.Stop == nil || s.Stop.Line != store {
				t.Fatalf("did not stop at the store: %+v", s.Stop)
			}
			var trips uint64
			for l := range 64 {
				trips = max(trips, uint64(max(in[l]%5, 0)))
			}
			counts := map[uint64]uint64{}
			var branch *uint64
			for _, r := range s.Disasm {
				counts[r.PC] = r.Count
				if strings.HasPrefix(r.Text, "s_cbranch_execnz") && r.Target >= 0 && uint64(r.Target) < r.PC {
					tgt := uint64(r.Target)
					branch = &tgt
					if r.Count != trips {
						t.Errorf("the loop's branch ran %d times, want %d", r.Count, trips)
					}
				}
			}
			if branch == nil {
				t.Fatal("no backward s_cbranch_execnz in the demo")
			}
			if counts[*branch] != trips {
				t.Errorf("the loop's first instruction ran %d times, want %d", counts[*branch], trips)
			}
			if first := s.Disasm[0]; first.Count != 1 {
				t.Errorf("the kernel's first instruction ran %d times, want 1", first.Count)
			}
			m.SetSize(200, 50)
			if _, ok := screenLine(m.View(), " x"+itoa32(int32(trips))+" ", "s_cbranch_execnz"); !ok {
				t.Errorf("the disassembly pane does not show the branch's count x%d:\n%s", trips, m.View())
			}
		})
	}
}
