package session

import (
	"fmt"
	"testing"
)

func TestSnapshotShowsLanePCsAtADivergence(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	r.do(fmt.Sprintf("break control.cl:%d", divIfThen))
	r.do("run")
	sn := r.s.Snapshot()
	if sn.Wave == nil || sn.Stop == nil || sn.Stop.Reason != StopBreakpoint {
		t.Fatalf("snapshot at a breakpoint: %+v", sn)
	}
	for _, l := range sn.Lanes {
		even := l.Lane%2 == 0
		switch {
		case even && (l.State != LaneActive || l.Line != divIfThen):
			t.Errorf("lane %d: %s at line %d, want active at %d", l.Lane, l.State, l.Line, divIfThen)
		case !even && (l.State != LaneInactive || l.Line != 12):
			// Odd lanes were last active at the if (line 12), where they diverged.
			t.Errorf("lane %d: %s at line %d, want inactive at 12", l.Lane, l.State, l.Line)
		}
	}
	if sn.Source.Line != divIfThen || sn.Source.LaneLines[divIfThen] != 0x5555555555555555 || sn.Source.LaneLines[12] != 0xaaaaaaaaaaaaaaaa {
		t.Errorf("source view: line %d, lanes at %d: %#x, at 12: %#x", sn.Source.Line, divIfThen, sn.Source.LaneLines[divIfThen], sn.Source.LaneLines[12])
	}
	if len(sn.ExecHistory) < 2 || sn.ExecHistory[len(sn.ExecHistory)-1].EXEC != sn.Wave.EXEC {
		t.Errorf("EXEC history %+v, EXEC now %#x", sn.ExecHistory, sn.Wave.EXEC)
	}
	pc, v0 := sn.Wave.PC, sn.Wave.VGPR[3]
	r.do("stepi 5")
	r.s.groups[0].waves[0].VGPR[3] = v0 + 1
	if sn.Wave.PC != pc || sn.Wave.VGPR[3] != v0 {
		t.Error("the snapshot changed when the session ran on")
	}
}
