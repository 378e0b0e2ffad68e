package session

import (
	"fmt"
	"strings"
	"testing"
)

// TestUntilAndAdvanceInsideTheHistory: until and advance LOC from an
// earlier point of the recorded history replay it from that point (no
// checkpoint restored, only the events between the two positions
// executed again, the history's end unchanged) and stop where the same
// commands stopped live from the same point (loop_per_lane -O0, in[i] = i:
// lane 15 runs the loop 15 times).
func TestUntilAndAdvanceInsideTheHistory(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "loop_per_lane", 256, 64, 256, func(i int) int { return i })
	r.do("lane 15")
	r.do(fmt.Sprintf("break control.cl:%d", loopBody))
	r.do("run")
	r.do("continue")
	r.do("delete")
	rec := r.s.rec
	from := rec.pos
	type point struct {
		pos  uint64
		line int
	}
	var live []point
	cmds := []string{"until", "until", fmt.Sprintf("advance control.cl:%d", loopStore)}
	for _, c := range cmds {
		r.do(c)
		live = append(live, point{rec.pos, r.stop().Line})
	}
	if live[2].line != loopStore {
		t.Fatalf("advance stopped at line %d, want %d", live[2].line, loopStore)
	}
	r.do("continue")
	end := rec.end()
	if !r.s.finished || end <= live[2].pos {
		t.Fatalf("continue did not end the dispatch after the advance (history %d events)", end)
	}
	r.do(fmt.Sprintf("record goto %d", from))
	prev := from
	for i, c := range cmds {
		rec.replayed, rec.restored = 0, 0
		r.do(c)
		got := point{rec.pos, r.stop().Line}
		if got != live[i] {
			t.Errorf("%s from step %d inside the history stopped at step %d line %d; live it stopped at step %d line %d", c, prev, got.pos, got.line, live[i].pos, live[i].line)
		}
		if rec.restored != 0 || uint64(rec.replayed) != got.pos-prev {
			t.Errorf("%s from step %d to %d restored %d checkpoints and executed %d events again, want 0 and %d", c, prev, got.pos, rec.restored, rec.replayed, got.pos-prev)
		}
		if rec.end() != end {
			t.Errorf("%s inside the history changed its end from %d to %d", c, end, rec.end())
		}
		prev = got.pos
	}
}

// TestRecordGotoBadInput: a step outside the history, a word that is no
// step, a missing argument and a dispatch without history are one-line
// errors naming what was wrong; begin and end go to the history's ends.
func TestRecordGotoBadInput(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	if msg := r.fail("record goto 5"); !strings.Contains(msg, "not being run") {
		t.Errorf("record goto before run: %q", msg)
	}
	r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
	r.do("run")
	end := r.s.rec.end()
	for cmd, want := range map[string]string{
		fmt.Sprintf("record goto %d", end+1): fmt.Sprintf("step %d is not in the recorded history (steps 0 to %d)", end+1, end),
		"record goto soon":                   `expected begin, end or a step number, got "soon"`,
		"record goto":                        "usage: record [stop | goto begin|end|N]",
	} {
		msg := r.fail(cmd)
		if !strings.Contains(msg, want) || strings.Contains(strings.TrimSpace(msg), "\n") {
			t.Errorf("%s: %q, want one line with %q", cmd, msg, want)
		}
	}
	r.do("record goto begin")
	if r.s.rec.pos != 0 {
		t.Errorf("record goto begin: at step %d", r.s.rec.pos)
	}
	r.do("record goto end")
	if r.s.rec.pos != end || r.stop().Line != divIfStore {
		t.Errorf("record goto end: at step %d line %d, want %d line %d", r.s.rec.pos, r.stop().Line, end, divIfStore)
	}
}
