package exec

import "testing"

// A recycled wave starts as NewWave does: every storage lane of its
// registers zero. A wave32 after a wave32 clears lanes 0-31 only (a wave32
// leaves lanes 32-63 zero); every other change of size clears all 64.
func TestRecycledWaveRegistersAreZero(t *testing.T) {
	for _, c := range []struct{ from, to int }{{32, 32}, {32, 64}, {64, 32}, {64, 64}} {
		var got *Wave
		reused := false
		for range 10 {
			old := recycledWave(8, 5, 2, c.from, nil)
			for i := range old.SGPR {
				old.SGPR[i] = 7
			}
			for _, file := range [][]uint32{old.VGPR, old.AGPR} {
				for i := range file {
					if i%LaneStride < old.LaneCount() {
						file[i] = uint32(i) + 1
					}
				}
			}
			old.EXEC, old.WorkItem[3], old.VGPRMSB = 5, [3]uint32{1, 2, 3}, 0x9c
			releaseWaves([]*Wave{old})
			if got = recycledWave(8, 5, 2, c.to, nil); got == old {
				reused = true
				break
			}
		}
		if !reused {
			t.Fatalf("wave%d after wave%d: the pool never gave the released wave back", c.to, c.from)
		}
		if got == nil || got.LaneCount() != c.to || got.EXEC != got.LaneMask() {
			t.Fatalf("wave%d after wave%d: not a wave%d with every lane active", c.to, c.from, c.to)
		}
		for name, file := range map[string][]uint32{"s": got.SGPR, "v": got.VGPR, "a": got.AGPR} {
			for i, v := range file {
				if v != 0 {
					t.Fatalf("wave%d after wave%d: %s storage word %d = %d, want 0", c.to, c.from, name, i, v)
				}
			}
		}
		if got.WorkItem[3] != [3]uint32{} {
			t.Errorf("wave%d after wave%d: WorkItem[3] = %v, want zero", c.to, c.from, got.WorkItem[3])
		}
		if got.VGPRMSB != 0 {
			// gfx1250: a wave starts with s_set_vgpr_msb mode 0.
			t.Errorf("wave%d after wave%d: VGPRMSB = %#x, want 0", c.to, c.from, got.VGPRMSB)
		}
	}
}
