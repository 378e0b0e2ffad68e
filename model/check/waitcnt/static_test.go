package waitcnt

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

// proven assembles src and reports whether SetGraph proves it quiet.
func proven(t *testing.T, target, src string) bool {
	t.Helper()
	s := asmseq.Assemble(t, target, src)
	g, ok := flow.Build(asmseq.Base, func(yield func(pc uint64, in *isa.Inst)) {
		for i := range s.Insts {
			yield(s.Insts[i].PC, &s.Insts[i])
		}
	})
	if !ok {
		t.Fatal("flow.Build: control flow not followed")
	}
	c := New(s.Target, asmseq.Base, s.Size())
	c.SetGraph(g)
	return c.quiet
}

// Every buggy sequence of the pairs has a finding on its one path, so the
// proof must fail there; the fixed ones have none on their one path,
// which the analysis (exact on straight-line code) must prove, but for a
// FLAT-segment access: the proof takes it as each of what it may reach
// (the fixed "flat load" waits for vmcnt alone, a miss if it reached LDS).
func TestStaticPairs(t *testing.T) {
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			if proven(t, p.target, p.buggy) {
				t.Error("buggy sequence proven quiet")
			}
			if !strings.Contains(p.fixed, "flat_") && !proven(t, p.target, p.fixed) {
				t.Error("fixed sequence not proven quiet")
			}
		})
	}
}

// Paths the straight sequences do not have: the expected results follow
// from the counter rules (README.md) on each path, worked out by hand.
func TestStaticPaths(t *testing.T) {
	cases := []struct {
		name, src string
		quiet     bool
	}{
		// The second iteration reads v1 while the first iteration's
		// load of it is outstanding.
		{"load carried round a loop", `
s_mov_b32 s4, 4
loop:
v_add_u32 v2, v1, v1
global_load_dword v1, v[4:5], off
s_sub_u32 s4, s4, 1
s_cmp_lg_u32 s4, 0
s_cbranch_scc1 loop
s_waitcnt vmcnt(0)
s_endpgm
`, false},
		{"load waited for in the loop", `
s_mov_b32 s4, 4
loop:
v_add_u32 v2, v1, v1
global_load_dword v1, v[4:5], off
s_sub_u32 s4, s4, 1
s_cmp_lg_u32 s4, 0
s_waitcnt vmcnt(0)
s_cbranch_scc1 loop
s_endpgm
`, true},
		// On the path that skips the second load, vmcnt(1) does not
		// guarantee the first.
		{"younger load on one path only", `
global_load_dword v1, v[4:5], off
s_cbranch_scc1 skip
global_load_dword v2, v[4:5], off offset:4
skip:
s_waitcnt vmcnt(1)
v_add_u32 v3, v1, v1
s_endpgm
`, false},
		{"younger load on both paths", `
global_load_dword v1, v[4:5], off
s_cbranch_scc1 other
global_load_dword v2, v[4:5], off offset:4
s_branch join
other:
global_load_dword v6, v[4:5], off offset:8
join:
s_waitcnt vmcnt(1)
v_add_u32 v3, v1, v1
s_endpgm
`, true},
		// An LDS read on one path: lgkmcnt(0) on the other retires
		// nothing of vmcnt's.
		{"wait on the wrong counter on one path", `
global_load_dword v1, v[4:5], off
s_cbranch_scc1 other
s_waitcnt vmcnt(0)
s_branch join
other:
s_waitcnt lgkmcnt(0)
join:
v_add_u32 v3, v1, v1
s_endpgm
`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := proven(t, "gfx900", c.src); got != c.quiet {
				t.Errorf("proven quiet %v, want %v", got, c.quiet)
			}
		})
	}
}
