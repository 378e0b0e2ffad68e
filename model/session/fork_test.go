package session

import (
	"fmt"
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
