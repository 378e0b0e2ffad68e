package exec

import (
	"strings"
	"testing"
)

// Split barriers (GFX12, AMDGPU Execution Synchronization "s_barrier
// GFX12"): kernels assembled by llvm-mc whose outputs prove the ordering.
// The expected values follow from the source: what a wave reads after
// its s_barrier_wait is what the other waves wrote before their
// s_barrier_signal.

// runGroupAsm runs n wave32 waves of src (s0 = the wave's index) sharing
// one LDS, with quantum instructions per turn.
func runGroupAsm(t *testing.T, target, src string, n, quantum int) ([]*Wave, error) {
	t.Helper()
	p := asmProgram(t, target, src)
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(256), scratch: &Scratch{WaveSize: 32}}
	var waves []*Wave
	for i := range n {
		w := NewWave(p.Arch.SGPRs, 32, 0)
		w.SetWaveSize(32)
		w.ID, w.Env = i, env
		w.SGPR[0] = uint32(i)
		waves = append(waves, w)
	}
	return waves, RunWaves(p, waves, quantum, 10000)
}

// A two-phase handoff through LDS: wave 0 writes 1, both pass the
// barrier, wave 1 reads it; wave 0 writes 2 after a second barrier, which
// wave 1 reads after it. Wave 0 is slowed by s_nops so that without the
// barriers wave 1 would read 0 both times; with them it reads 1 then 2.
func TestSplitBarrierHandoffThroughLDS(t *testing.T) {
	src := `s_cmp_eq_u32 s0, 0
s_cbranch_scc0 consumer
s_nop 0
s_nop 0
s_nop 0
s_nop 0
v_mov_b32 v0, 0
v_mov_b32 v1, 1
ds_store_b32 v0, v1
s_barrier_signal -1
s_barrier_wait -1
s_barrier_signal -1
s_barrier_wait -1
s_nop 0
s_nop 0
v_mov_b32 v1, 2
ds_store_b32 v0, v1
s_barrier_signal -1
s_barrier_wait -1
s_endpgm
consumer:
v_mov_b32 v0, 0
s_barrier_signal -1
s_barrier_wait -1
ds_load_b32 v2, v0
s_barrier_signal -1
s_barrier_wait -1
s_barrier_signal -1
s_barrier_wait -1
ds_load_b32 v3, v0`
	for _, q := range []int{1, 3, 64} {
		waves, err := runGroupAsm(t, "gfx1200", src, 2, q)
		if err != nil {
			t.Fatal(err)
		}
		wantEq(t, "first read of wave 1", waves[1].V(2)[0], 1)
		wantEq(t, "second read of wave 1", waves[1].V(3)[0], 2)
	}
}

// The arrive and the wait are separate: a wave that signalled goes on with
// work that does not depend on the others, and its wait passes at once if
// the phase completed meanwhile. Wave 1 signals first, then spins 20
// iterations before its wait; wave 0 writes LDS then signals. Wave 1's
// read after its wait sees wave 0's value.
func TestSplitBarrierWorkBetweenSignalAndWait(t *testing.T) {
	src := `v_mov_b32 v0, 0
s_cmp_eq_u32 s0, 0
s_cbranch_scc0 consumer
s_nop 0
s_nop 0
v_mov_b32 v1, 77
ds_store_b32 v0, v1
s_barrier_signal -1
s_barrier_wait -1
s_endpgm
consumer:
s_barrier_signal -1
s_mov_b32 s1, 20
loop:
s_sub_co_u32 s1, s1, 1
s_cmp_lg_u32 s1, 0
s_cbranch_scc1 loop
s_barrier_wait -1
ds_load_b32 v2, v0`
	for _, q := range []int{1, 2, 100} {
		waves, err := runGroupAsm(t, "gfx1200", src, 2, q)
		if err != nil {
			t.Fatal(err)
		}
		wantEq(t, "wave 1's read", waves[1].V(2)[0], 77)
	}
}

// s_barrier_signal_isfirst sets SCC in exactly one wave per phase: the
// first to signal. Two phases, four waves: each wave records SCC of each
// phase in s2/s3; per phase the count of ones is 1.
func TestSplitBarrierIsFirst(t *testing.T) {
	src := `s_barrier_signal_isfirst -1
s_cselect_b32 s2, 1, 0
s_barrier_wait -1
s_barrier_signal_isfirst -1
s_cselect_b32 s3, 1, 0
s_barrier_wait -1`
	for _, q := range []int{1, 5} {
		waves, err := runGroupAsm(t, "gfx1200", src, 4, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []int{2, 3} {
			n := 0
			for _, w := range waves {
				n += int(w.SGPR[r])
			}
			if n != 1 {
				t.Errorf("quantum %d, phase %d: %d waves saw SCC=1, want exactly 1", q, r-1, n)
			}
		}
	}
}

// A wave that ends leaves the workgroup barrier: the others' phase
// completes without it.
func TestSplitBarrierEndedWaveDrops(t *testing.T) {
	src := `s_cmp_eq_u32 s0, 2
s_cbranch_scc1 done
s_barrier_signal -1
s_barrier_wait -1
s_mov_b32 s5, 9
done:`
	waves, err := runGroupAsm(t, "gfx1200", src, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEq(t, "s5 of wave 0", waves[0].SGPR[5], 9)
	wantEq(t, "s5 of wave 1", waves[1].SGPR[5], 9)
}

// A wait without a signal cannot complete (the waiting wave is a member
// that never arrives): the dispatch ends in a deadlock report naming the
// barrier, the waiting waves and the one that never arrives.
func TestSplitBarrierWaitWithoutSignalDeadlocks(t *testing.T) {
	src := `s_cmp_eq_u32 s0, 1
s_cbranch_scc1 nosignal
s_barrier_signal -1
nosignal:
s_barrier_wait -1`
	_, err := runGroupAsm(t, "gfx1200", src, 2, 4)
	f := faultOf(t, err)
	if f.Kind != FaultDeadlock {
		t.Fatalf("fault %v, want a deadlock", f)
	}
	if len(f.Barriers) != 1 || !strings.Contains(f.Barriers[0], "workgroup barrier (-1): waves 0, 1 wait; wave 1 never arrives (no s_barrier_signal)") {
		t.Errorf("barrier report %q", f.Barriers)
	}
	msg := f.Error()
	if !strings.Contains(msg, "wave 0 waits at s_barrier_wait (workgroup barrier (-1))") || strings.Count(msg, "\n") != 1 {
		t.Errorf("report:\n%s", msg)
	}
}

// Named barriers (gfx1250, "s_barrier GFX12" rows for IDs 0 and 1-16).
// namedSetup initialises named barriers 1 and 2 with expected count 2 in
// wave 0 and lets every wave see that through the workgroup barrier.
const namedSetup = `s_cmp_eq_u32 s0, 0
s_cbranch_scc0 skipinit
s_mov_b32 m0, 0x20000
s_barrier_init 1
s_barrier_init 2
skipinit:
s_barrier_signal -1
s_barrier_wait -1
`

// Two pairs of waves hand a value over through LDS, each pair on its own
// named barrier (waves 0,1 on barrier 1, waves 2,3 on barrier 2): the
// even wave of a pair writes 100+ID after some delay, the odd one reads
// it after the wait. A pair's barrier completes with its two waves alone.
func TestNamedBarrierHandoffPerPair(t *testing.T) {
	src := namedSetup + `s_lshr_b32 s1, s0, 1
s_add_co_u32 s1, s1, 1
s_mov_b32 m0, s1
s_barrier_join m0
v_mov_b32 v0, s1
v_lshlrev_b32 v0, 2, v0
s_and_b32 s2, s0, 1
s_cmp_eq_u32 s2, 0
s_cbranch_scc0 consumer
s_nop 0
s_nop 0
s_nop 0
v_add_nc_u32 v1, 100, v0
ds_store_b32 v0, v1
s_mov_b32 m0, s1
s_barrier_signal m0
s_barrier_wait 1
s_endpgm
consumer:
s_mov_b32 m0, s1
s_barrier_signal m0
s_barrier_wait 1
ds_load_b32 v2, v0`
	for _, q := range []int{1, 4, 64} {
		waves, err := runGroupAsm(t, "gfx1250", src, 4, q)
		if err != nil {
			t.Fatal(err)
		}
		// v0 = 4*ID, the producer wrote 100 + 4*ID.
		wantEq(t, "wave 1's read (barrier 1)", waves[1].V(2)[0], 104)
		wantEq(t, "wave 3's read (barrier 2)", waves[3].V(2)[0], 108)
	}
}

// s_barrier_leave drops the joined barrier: expected 2, wave 1 leaves, so
// wave 0's arrival alone completes the phase. Joining the NULL barrier 0
// "unjoins": wave 1's later wait does nothing.
func TestNamedBarrierLeaveAndNullJoin(t *testing.T) {
	src := namedSetup + `s_barrier_join 1
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 signaller
s_barrier_leave
s_barrier_join 0
s_barrier_wait 1
s_mov_b32 s5, 7
s_endpgm
signaller:
s_barrier_signal 1
s_barrier_wait 1
s_mov_b32 s5, 9`
	waves, err := runGroupAsm(t, "gfx1250", src, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantEq(t, "s5 of wave 0", waves[0].SGPR[5], 9)
	wantEq(t, "s5 of wave 1", waves[1].SGPR[5], 7)
}

// Misuses of named barriers end in the deadlock report, one line per
// barrier naming it, who waits and what it lacks.
func TestNamedBarrierMisuseDeadlocks(t *testing.T) {
	cases := []struct {
		name, src string
		want      string
	}{
		{"wait without signal", namedSetup + `s_barrier_join 1
s_cmp_eq_u32 s0, 1
s_cbranch_scc1 nosignal
s_barrier_signal 1
nosignal:
s_barrier_wait 1`, "named barrier 1: waves 0, 1 wait; 1 of 2 expected arrivals (wave 0); wave 1 never arrives (joined, no s_barrier_signal)"},
		{"unbalanced join", `s_cmp_eq_u32 s0, 0
s_cbranch_scc0 skip
s_mov_b32 m0, 0x30000
s_barrier_init 4
skip:
s_barrier_signal -1
s_barrier_wait -1
s_barrier_join 4
s_barrier_signal 4
s_barrier_wait 4`, "named barrier 4: waves 0, 1 wait; 2 of 3 expected arrivals (waves 0, 1)"},
		{"never initialised", `s_barrier_join 5
s_barrier_signal 5
s_barrier_wait 5`, "named barrier 5: waves 0, 1 wait; the barrier was never initialised (s_barrier_init)"},
		{"no drop at wave end", namedSetup + `s_barrier_join 1
s_cmp_eq_u32 s0, 1
s_cbranch_scc1 done
s_barrier_signal 1
s_barrier_wait 1
done:`, "named barrier 1: wave 0 waits; 1 of 2 expected arrivals (wave 0); wave 1 never arrives (joined, no s_barrier_signal)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := runGroupAsm(t, "gfx1250", c.src, 2, 3)
			f := faultOf(t, err)
			if f.Kind != FaultDeadlock {
				t.Fatalf("fault %v, want a deadlock", f)
			}
			if len(f.Barriers) != 1 || f.Barriers[0] != c.want {
				t.Errorf("barrier report %q, want %q", f.Barriers, c.want)
			}
		})
	}
}

// GFX10/GFX11 s_barrier (the classic barrier, no split) in wave32 on
// gfx1030 and gfx1100: wave 1, slowed by s_nops, stores 42 to LDS before
// the barrier and wave 0 reads it after (0 without the barrier); and a
// wave halted at s_trap 3 while the others wait at s_barrier ends the
// dispatch with the deadlock report naming s_barrier and the halted wave.
func TestRDNAClassicBarrierOrdersAndDeadlocks(t *testing.T) {
	for _, target := range []string{"gfx1030", "gfx1100"} {
		t.Run(target, func(t *testing.T) {
			src := `s_cmp_eq_u32 s0, 0
s_cbranch_scc1 reader
s_nop 0
s_nop 0
s_nop 0
v_mov_b32 v0, 0
v_mov_b32 v1, 42
ds_write_b32 v0, v1
s_barrier
s_endpgm
reader:
s_barrier
v_mov_b32 v0, 0
ds_read_b32 v2, v0`
			waves, err := runGroupAsm(t, target, src, 2, 1)
			if err != nil {
				t.Fatal(err)
			}
			if v, _ := waves[0].VGPRLane(2, 0); v != 42 {
				t.Errorf("wave 0 read %d after the barrier, want 42", v)
			}

			p := asmProgram(t, target, "s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 halt\ns_barrier\ns_endpgm\nhalt:\ns_trap 3\ns_barrier")
			mem := NewMemory()
			env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(0), scratch: &Scratch{WaveSize: 32}}
			var ws []*Wave
			for i := range 3 {
				w := NewWave(p.Arch.SGPRs, 32, 0)
				w.SetWaveSize(32)
				w.ID, w.Env, w.HaltOnTrap = i, env, true
				if i == 1 {
					w.SGPR[0] = 1
				}
				ws = append(ws, w)
			}
			f := faultOf(t, RunWaves(p, ws, 4, 1000))
			if f.Kind != FaultDeadlock || len(f.Waves) != 3 || !strings.Contains(f.Waves[0], "wave 0 waits at s_barrier") ||
				!strings.Contains(f.Waves[1], "wave 1 is halted") || !strings.Contains(f.Waves[2], "wave 2 waits at s_barrier") {
				t.Errorf("fault %v (waves %q)", f, f.Waves)
			}
		})
	}
}
