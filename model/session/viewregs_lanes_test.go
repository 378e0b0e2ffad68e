package session

import (
	"testing"

	"github.com/gcndbg/gcndbg/exec"
)

// ViewRegs reads a register's lanes the way exec.Wave lays them out, as
// many as the wave has.
func TestViewRegsLanesFollowTheWaveSize(t *testing.T) {
	w := exec.NewWave(4, 3, 1)
	w.SetWaveSize(32)
	w.V(2)[31], w.V(2)[32] = 7, 9
	v := waveView(w, 0, 0)
	if v.WaveSize != 32 || v.NumVGPRs() != 3 || v.NumAGPRs() != 1 {
		t.Fatalf("WaveSize %d, %d VGPRs, %d AGPRs; want 32, 3, 1", v.WaveSize, v.NumVGPRs(), v.NumAGPRs())
	}
	lanes := v.VLanes(2)
	if len(lanes) != 32 || lanes[31] != 7 {
		t.Fatalf("VLanes(2) has %d lanes, lane 31 = %d; want 32 lanes, 7", len(lanes), lanes[31])
	}
	if v.VLanes(3) != nil || v.ALanes(1) != nil || len(v.ALanes(0)) != 32 {
		t.Fatal("VLanes/ALanes past the registers are not nil, or a[0] is not 32 lanes")
	}
	if got := len((&ViewRegs{VGPR: make([]uint32, 64)}).VLanes(0)); got != 64 {
		t.Fatalf("a ViewRegs without WaveSize gives %d lanes, want 64", got)
	}
}
