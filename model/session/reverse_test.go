package session

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestReverseStepRetracesTheLanesLines steps the focused lane forward
// through a divergent if/else and a per-lane loop, then reverse-steps: it
// must stop on the same lines in the opposite order (reverse-step) or the
// same lines of the kernel's frame (reverse-next), with the arm the lane's
// input takes and never the other, and the loop body in[i] % 16 times.
func TestReverseStepRetracesTheLanesLines(t *testing.T) {
	type kcase struct {
		kernel, opt  string
		first, store int
		lanes        []int
		check        func(t *testing.T, lane int, lines []int)
	}
	cases := []kcase{
		{"divergent_if", "O0", divIfFirst, divIfStore, []int{4, 5}, func(t *testing.T, lane int, lines []int) {
			taken, skipped := divIfThen, divIfElse
			if lane%2 == 1 {
				taken, skipped = divIfElse, divIfThen
			}
			if !has(lines, taken) || has(lines, skipped) {
				t.Errorf("lane %d went back through lines %v: want %d, never %d", lane, lines, taken, skipped)
			}
		}},
		{"loop_per_lane", "O0", loopFirst, loopStore, []int{0, 3, 13}, func(t *testing.T, lane int, lines []int) {
			n := 0
			for _, l := range lines {
				if l == loopBody {
					n++
				}
			}
			if n != lane%16 {
				t.Errorf("lane %d went back through the loop body %d times (lines %v), want %d", lane, n, lines, lane%16)
			}
		}},
	}
	for _, c := range cases {
		for _, lane := range c.lanes {
			for _, cmd := range []string{"step", "next"} {
				t.Run(fmt.Sprintf("%s/%s/lane%d", c.kernel, cmd, lane), func(t *testing.T) {
					r := openKernel(t, "gfx900", "control", c.opt, c.kernel, 64, 64, 64, func(i int) int { return i })
					r.do(fmt.Sprintf("break control.cl:%d", c.first))
					r.do("run")
					r.do(fmt.Sprintf("lane %d", lane))
					fwd := append([]int{c.first}, stepLines(t, r, cmd, lane, c.store)...)
					var back []int
					for range 200 {
						out := r.do("reverse-" + cmd)
						st := r.stop()
						if st.NoHistory || st.Line == c.first {
							if !st.NoHistory {
								back = append(back, st.Line)
							}
							break
						}
						if st.Lanes&(1<<uint(lane)) == 0 {
							t.Fatalf("reverse-%s stopped where lane %d is inactive: %s", cmd, lane, out)
						}
						back = append(back, st.Line)
					}
					want := slices.Clone(fwd[:len(fwd)-1])
					slices.Reverse(want)
					if !slices.Equal(back, want) {
						t.Errorf("forward %s stopped at %v; reverse-%s at %v, want %v", cmd, fwd, cmd, back, want)
					}
					c.check(t, lane, back)
					// Forward again replays the same lines.
					again := stepLines(t, r, cmd, lane, c.store)
					if !slices.Equal(again, fwd[1:]) {
						t.Errorf("after going back, %s stopped at %v, want %v as before", cmd, again, fwd[1:])
					}
				})
			}
		}
	}
}

// TestReverseContinueReturnsToThePreviousHit hits a breakpoint in the loop
// body on successive trips (k = 0, 1, 2, 3 by the loop's semantics), then
// reverse-continues: each goes back one hit (k one less); before the first
// hit there is none, and continue replays the hits in order.
func TestReverseContinueReturnsToThePreviousHit(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "loop_per_lane", 64, 64, 64, func(i int) int { return i })
	k := func() int {
		t.Helper()
		out := r.do("print k")
		_, v, _ := strings.Cut(strings.TrimSpace(out), "= ")
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("print k: %q", out)
		}
		return n
	}
	r.do("lane 15")
	r.do(fmt.Sprintf("break control.cl:%d", loopBody))
	r.do("run")
	for i := 1; i <= 3; i++ {
		r.do("continue")
	}
	if got := k(); got != 3 || r.stop().Reason != StopBreakpoint {
		t.Fatalf("after three continues k = %d (%s), want 3", got, r.stop())
	}
	for want := 2; want >= 0; want-- {
		r.do("reverse-continue")
		if st := r.stop(); st.Reason != StopBreakpoint || st.Line != loopBody || st.Breakpoint != 1 {
			t.Fatalf("reverse-continue stopped with %s, want breakpoint 1 at line %d", st, loopBody)
		}
		if got := k(); got != want {
			t.Errorf("reverse-continue: k = %d, want %d", got, want)
		}
	}
	out := r.do("reverse-continue")
	if !r.stop().NoHistory || !strings.Contains(out, "No more reverse-execution history.") {
		t.Errorf("before the first hit: %s", out)
	}
	for want := 0; want <= 4; want++ {
		r.do("continue")
		if got := k(); got != want || r.stop().Reason != StopBreakpoint {
			t.Errorf("continue after going back: k = %d (%s), want %d", got, r.stop(), want)
		}
	}
}

// TestExplainLaneOnControlKernels: in nested_divergence (-O2, in[i] = i -
// 8) at the first hit of `v += k` (k = 0), a lane is off because x > 0
// was false (x <= 0), or its loop of x % 8 trips never ran (line 60), or
// (0 + i) % 3 == 0 sent it to continue (line 61); the others are on. In
// loop_per_lane (-O2, in[i] = i) at the store, each lane came back after
// leaving the loop on its in[i] % 16-th trip (or, with no trip, at the
// guard). Expectations come from the C semantics on the inputs.
func TestExplainLaneOnControlKernels(t *testing.T) {
	for _, opt := range []string{"O2", "O0"} {
		t.Run(opt, func(t *testing.T) { explainControl(t, opt) })
	}
}

func explainControl(t *testing.T, opt string) {
	r := openKernel(t, "gfx900", "control", opt, "nested_divergence", 64, 64, 64, func(i int) int { return i - 8 })
	r.do("break control.cl:64")
	r.do("run")
	for lane := range 64 {
		i, x := lane, lane-8
		ex, err := r.s.ExplainLane(lane)
		if err != nil {
			t.Fatal(err)
		}
		d := ex.Decided
		line, v := 0, ""
		switch {
		case x <= 0:
			line, v = 59, fmt.Sprintf("x = %d", x)
		case x%8 == 0:
			line = 60
		case i%3 == 0:
			line, v = 61, fmt.Sprintf("i = %d", i)
		}
		if ex.Active != (line == 0) {
			t.Errorf("nested_divergence lane %d: active %v, want %v\n%s", lane, ex.Active, line == 0, ex.Text)
			continue
		}
		if line == 0 {
			continue
		}
		if d == nil || d.Line != line || v != "" && !slices.Contains(d.Vars, v) || line == 59 && d.CondValue != "false" {
			t.Errorf("nested_divergence lane %d: want decided at line %d with %q\n%s", lane, line, v, ex.Text)
		}
	}
	r = openKernel(t, "gfx900", "control", opt, "loop_per_lane", 64, 64, 64, func(i int) int { return i })
	r.do(fmt.Sprintf("break control.cl:%d", loopStore))
	r.do("run")
	const forLine = 27
	for lane := range 64 {
		trips := lane % 16
		ex, err := r.s.ExplainLane(lane)
		if err != nil {
			t.Fatal(err)
		}
		if len(ex.Decisions) == 0 {
			t.Errorf("loop_per_lane lane %d: no decision\n%s", lane, ex.Text)
			continue
		}
		d := ex.Decisions[0]
		want := trips
		if trips == 0 {
			want = 1 // the guard before the loop
		}
		if d.Line != forLine || opt == "O2" && d.Executions != want || d.Trips != trips {
			t.Errorf("loop_per_lane lane %d (%d trips): decided at line %d after %d executions (%d trips), want line %d, %d (%d trips)\n%s", lane, trips, d.Line, d.Executions, d.Trips, forLine, want, trips, ex.Text)
		}
		if trips > 0 && !strings.Contains(ex.Text, fmt.Sprintf("left the loop at control.cl:%d after %d trip", forLine, trips)) {
			t.Errorf("loop_per_lane lane %d: the explanation does not say it left after %d trips\n%s", lane, trips, ex.Text)
		}
	}
}

// TestInfoHistoryListsEveryWrite: in atomic_add (-O2, in[i] = i, four
// workgroups) every write to sum[0] follows the one before (its old value
// is the last new one), from 0 to the sum of the inputs; in divergent_if
// (-O0) out[5] is written once, by lane 5, with 5 - 7 (the odd arm).
func TestInfoHistoryListsEveryWrite(t *testing.T) {
	r := openKernel(t, "gfx900", "memory", "O2", "atomic_add", 256, 64, 256, func(i int) int { return i })
	r.do("run")
	sum := r.s.L.Memory.Allocations()
	var addr uint64
	for _, a := range sum {
		if a.Name == "sum" || a.Name == "arg1" {
			addr = a.Base
		}
	}
	ws, _, err := r.s.WriteHistory(fmt.Sprintf("global#%#x", addr))
	if err != nil {
		t.Fatal(err)
	}
	prev, waves := "0", map[int]bool{}
	for _, w := range ws {
		if w.Old != prev {
			t.Errorf("step %d: old value %s, want the previous write's %s", w.Step, w.Old, prev)
		}
		prev = w.New
		waves[w.Wave] = true
	}
	if prev != "32640" || len(waves) != 4 {
		t.Errorf("sum[0] ends at %s after writes by waves %v, want 32640 (0 + ... + 255) from all 4", prev, waves)
	}
	out := r.do(fmt.Sprintf("info history global#%#x", addr))
	if !strings.Contains(out, fmt.Sprintf(": %d\n", len(ws))) || !strings.Contains(out, "-> 32640") {
		t.Errorf("info history printed:\n%s", out)
	}

	r = openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	r.do("run")
	var base uint64
	for _, a := range r.s.L.Memory.Allocations() {
		if a.Name == "out" || a.Name == "arg1" {
			base = a.Base
		}
	}
	ws, _, err = r.s.WriteHistory(fmt.Sprintf("global#%#x", base+5*4))
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 1 || ws[0].Lanes != 1<<5 || ws[0].New != "-2" && ws[0].New != "4294967294" || ws[0].Old != "0" || ws[0].Line != divIfStore {
		t.Errorf("writes to out[5]: %+v, want one by lane 5 at line %d, 0 -> -2", ws, divIfStore)
	}
}

// TestExplainLaneThroughSpilledMasks: at -O0 the saved EXEC masks of
// divergent_if (in[i] = i) go through v_writelane, a scratch store and
// load of that VGPR and v_readlane before s_or_saveexec puts them back
// into EXEC. In the then arm (line 13) every lane's state is decided at
// line 12 by i % 2 == 0 (C semantics: even lanes true, on; odd false,
// off), with i its own index, on both the lanes the compare switched
// off directly and those given back from the spilled mask; at the store
// (line 17) the odd lanes, back from the else arm, were decided there
// too. Built for gfx900, gfx90a and gfx942.
func TestExplainLaneThroughSpilledMasks(t *testing.T) {
	const divIfCond = 12 // if (i % 2 == 0) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			r := openKernel(t, target, "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
			r.do(fmt.Sprintf("break control.cl:%d", divIfThen))
			r.do("run")
			check := func(lane int, wantActive bool) {
				t.Helper()
				ex, err := r.s.ExplainLane(lane)
				if err != nil {
					t.Fatal(err)
				}
				d := ex.Decided
				even := lane%2 == 0
				if ex.Active != wantActive || d == nil || d.Line != divIfCond || d.CondValue != fmt.Sprint(even) || !slices.Contains(d.Vars, fmt.Sprintf("i = %d", lane)) {
					t.Errorf("lane %d: want %s, decided at line 12: i %% 2 == 0 was %v: i = %d\n%s", lane, map[bool]string{true: "active", false: "inactive"}[wantActive], even, lane, ex.Text)
				}
				if strings.Contains(ex.Text, "no compare found") {
					t.Errorf("lane %d: %s", lane, ex.Text)
				}
			}
			for lane := range 64 {
				check(lane, lane%2 == 0)
			}
			r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
			r.do("continue")
			for lane := 1; lane < 64; lane += 2 {
				ex, err := r.s.ExplainLane(lane)
				if err != nil {
					t.Fatal(err)
				}
				if len(ex.Decisions) == 0 || ex.Decisions[0].Line != divIfCond || ex.Decisions[0].CondValue != "false" {
					t.Errorf("at the store, lane %d: want it back from the else arm decided at line 12 (false)\n%s", lane, ex.Text)
				}
				// The join names the instruction that computed the saved
				// mask, not the copies that carried it through scratch.
				if !strings.Contains(ex.Text, "a join, giving back the lanes saved at") || strings.Contains(ex.Text, "by `v_readlane") || strings.Contains(ex.Text, "by `buffer_load") {
					t.Errorf("at the store, lane %d: the join does not name the save behind the spill\n%s", lane, ex.Text)
				}
			}
		})
	}
}
