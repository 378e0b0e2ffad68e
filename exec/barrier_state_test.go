package exec

import (
	"fmt"
	"testing"
)

// barrierStateWord is s_get_barrier_state's value as the RDNA4 ISA guide's
// pseudocode packs it: {9'0, signalCnt[6:0], 5'0, memberCnt[6:0], 3'0,
// valid}.
func barrierStateWord(signalCnt, memberCnt uint32, valid bool) uint32 {
	v := signalCnt<<16 | memberCnt<<4
	if valid {
		v |= 1
	}
	return v
}

// spinUntil is assembly that loops until the LDS dword at byte offset off
// (v0 = 0) is not zero.
func spinUntil(label string, off int) string {
	return fmt.Sprintf(`%s:
ds_load_b32 v3, v0 offset:%d
s_wait_dscnt 0
v_readfirstlane_b32 s4, v3
s_cmp_eq_u32 s4, 0
s_cbranch_scc1 %s
`, label, off, label)
}

// s_get_barrier_state on the workgroup barrier (-1), gfx1200 and gfx1250,
// three waves whose order is forced through LDS flags, so that each read
// sees a state the ISA pins: wave 1 reads before any signal (0 arrivals,
// 3 members) and signals, then raises flag 0; wave 0 waits for flag 0,
// reads (1 arrival) and signals, then raises flag 4; wave 2 waits for flag
// 4, reads (2 arrivals), signals (the phase completes, the arrive count
// resets: 0 arrivals) and raises flag 8. No wave ends before flag 8, so
// the member count stays 3. Wave 1 also reads the NULL barrier through m0
// (0). The expected words are written from the ISA pseudocode.
func TestGetBarrierStateWorkgroup(t *testing.T) {
	src := `v_mov_b32 v0, 0
v_mov_b32 v1, 1
s_cmp_eq_u32 s0, 1
s_cbranch_scc1 w1
s_cmp_eq_u32 s0, 2
s_cbranch_scc1 w2
` + spinUntil("spin0", 0) + `s_get_barrier_state s10, -1
s_barrier_signal -1
ds_store_b32 v0, v1 offset:4
s_barrier_wait -1
s_branch tail
w1:
s_mov_b32 m0, 0
s_get_barrier_state s13, m0
s_get_barrier_state s10, -1
s_barrier_signal -1
ds_store_b32 v0, v1
s_barrier_wait -1
s_branch tail
w2:
` + spinUntil("spin2", 4) + `s_get_barrier_state s10, -1
s_barrier_signal -1
s_get_barrier_state s11, -1
ds_store_b32 v0, v1 offset:8
s_barrier_wait -1
tail:
` + spinUntil("spin8", 8)
	for _, target := range []string{"gfx1200", "gfx1250"} {
		for _, q := range []int{1, 3, 64} {
			waves, err := runGroupAsm(t, target, src, 3, q)
			if err != nil {
				t.Fatalf("%s quantum %d: %v", target, q, err)
			}
			name := func(s string) string { return fmt.Sprintf("%s quantum %d: %s", target, q, s) }
			wantEq(t, name("wave 1 before any signal"), waves[1].SGPR[10], barrierStateWord(0, 3, true))
			wantEq(t, name("wave 0 after one signal"), waves[0].SGPR[10], barrierStateWord(1, 3, true))
			wantEq(t, name("wave 2 after two signals"), waves[2].SGPR[10], barrierStateWord(2, 3, true))
			wantEq(t, name("wave 2 after the completing signal"), waves[2].SGPR[11], barrierStateWord(0, 3, true))
			wantEq(t, name("wave 1, NULL barrier through m0"), waves[1].SGPR[13], 0)
		}
	}
}

// s_get_barrier_state on gfx1250's named barriers, one wave: barrier 3
// initialised with 5 members (m0[22:16]) reads 5 members, 0 arrivals,
// valid; after a signal 1 arrival (by number and through m0); barrier 4,
// never initialised, reads 0; the workgroup barrier of a lone wave has 1
// member.
func TestGetBarrierStateNamed(t *testing.T) {
	src := `s_mov_b32 m0, 0x50000
s_barrier_init 3
s_get_barrier_state s10, 3
s_barrier_signal 3
s_get_barrier_state s11, 3
s_get_barrier_state s12, 4
s_mov_b32 m0, 3
s_get_barrier_state s13, m0
s_get_barrier_state s14, -1`
	waves, err := runGroupAsm(t, "gfx1250", src, 1, 4)
	if err != nil {
		t.Fatal(err)
	}
	w := waves[0]
	wantEq(t, "barrier 3 after init", w.SGPR[10], barrierStateWord(0, 5, true))
	wantEq(t, "barrier 3 after a signal", w.SGPR[11], barrierStateWord(1, 5, true))
	wantEq(t, "barrier 4, never initialised", w.SGPR[12], 0)
	wantEq(t, "barrier 3 through m0", w.SGPR[13], barrierStateWord(1, 5, true))
	wantEq(t, "workgroup barrier of one wave", w.SGPR[14], barrierStateWord(0, 1, true))
}
