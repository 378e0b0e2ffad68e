package exec

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestMemoryJournalRebuildsEveryCheckpoint writes random bytes between
// checkpoints and checks that reverting and undoing gives back exactly the
// bytes copied at each checkpoint (the oracle: whole copies), and that
// replaying forward with Advance keeps the journal usable.
func TestMemoryJournalRebuildsEveryCheckpoint(t *testing.T) {
	m := NewMemory()
	a, _ := m.Allocate("a", AllocBuffer, 300_000, 0)
	b, _ := m.Allocate("b", AllocBuffer, 1000, 0)
	ro, _ := m.Allocate("k", AllocKernarg, 64, 0)
	ro.ReadOnly = true
	r := rand.New(rand.NewPCG(1, 2))
	scribble := func() {
		for range 1 + r.IntN(40) {
			al := []*Allocation{a, b}[r.IntN(2)]
			off := r.IntN(len(al.Data))
			al.Data[off] = byte(r.Uint32())
		}
	}
	copies := func() [][]byte { return [][]byte{bytes.Clone(a.Data), bytes.Clone(b.Data)} }
	scribble()
	j := NewMemoryJournal(m)
	if j.Bytes() != len(a.Data)+len(b.Data) {
		t.Fatalf("the shadow holds %d bytes, want the writable %d", j.Bytes(), len(a.Data)+len(b.Data))
	}
	want := [][][]byte{copies()}
	var undo []*MemoryUndo
	for range 8 {
		scribble()
		undo = append(undo, j.Checkpoint())
		want = append(want, copies())
	}
	scribble() // past the last checkpoint
	same := func(k int) {
		t.Helper()
		if !bytes.Equal(a.Data, want[k][0]) || !bytes.Equal(b.Data, want[k][1]) {
			t.Fatalf("memory differs from checkpoint %d", k)
		}
	}
	j.Revert()
	same(8)
	for k := 7; k >= 3; k-- {
		j.Undo(undo[k])
		same(k)
	}
	// Replay forward to checkpoint 5: the same writes happen again.
	for k := 3; k < 5; k++ {
		copy(a.Data, want[k+1][0])
		copy(b.Data, want[k+1][1])
		j.Advance(undo[k])
	}
	scribble()
	j.Revert()
	same(5)
	for k := 4; k >= 0; k-- {
		j.Undo(undo[k])
		same(k)
	}
}

// TestWaveSaveRestoreIsExact saves a wave, changes every kind of state and
// restores it.
func TestWaveSaveRestoreIsExact(t *testing.T) {
	w := NewWave(16, 4, 2)
	for i := range w.VGPR {
		w.VGPR[i] = uint32(i * 7)
	}
	w.SGPR[3], w.AGPR[5], w.EXEC, w.VCC, w.SCC, w.M0, w.PC, w.Steps = 9, 11, 0xf0f0, 0x3, true, 77, 0x40, 12
	ref := NewWave(16, 4, 2)
	ref.Restore(&WaveState{w: *w}) // an independent deep copy (Restore copies the slices)
	var st WaveState
	w.Save(&st)
	w.VGPR[100], w.SGPR[0], w.AGPR[1], w.EXEC, w.SCC, w.Ended, w.PC, w.Steps = 1, 2, 3, 0, false, true, 0x80, 13
	if w.StateDiff(ref) == "" {
		t.Fatal("StateDiff sees no change")
	}
	w.Restore(&st)
	if d := w.StateDiff(ref); d != "" {
		t.Fatalf("after Restore: %s", d)
	}
}
