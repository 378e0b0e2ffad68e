package flow

import (
	"slices"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

func build(t *testing.T, src string) (*Graph, bool) {
	t.Helper()
	s := asmseq.Assemble(t, "gfx900", src)
	return Build(asmseq.Base, func(yield func(pc uint64, in *isa.Inst)) {
		for i := range s.Insts {
			yield(s.Insts[i].PC, &s.Insts[i])
		}
	})
}

// The edges follow the ISA guide's branch semantics: a conditional
// branch goes to its target or the next instruction, s_branch to its
// target only, s_endpgm nowhere (llvm-mc resolves the labels).
func TestBuild(t *testing.T) {
	g, ok := build(t, `
s_mov_b32 s4, 0
loop:
s_add_u32 s4, s4, 1
s_cmp_lg_u32 s4, 8
s_cbranch_scc1 loop
s_branch done
s_nop 0
done:
s_endpgm
`)
	if !ok {
		t.Fatal("not built")
	}
	want := [][]int32{{1}, {2}, {3}, {1, 4}, {6}, {6}, nil}
	for i, w := range want {
		got := slices.Clone(g.Succ[i])
		slices.Sort(got)
		if !slices.Equal(got, w) {
			t.Errorf("successors of %d (%s): %v, want %v", i, g.Insts[i].Op, got, w)
		}
	}
	if !slices.Contains(g.Pred[1], 3) || !slices.Contains(g.Pred[1], 0) || len(g.Pred[5]) != 0 {
		t.Errorf("predecessors: %v", g.Pred)
	}
}

// Control flow Build cannot follow: an indirect jump, and a call.
func TestBuildRefuses(t *testing.T) {
	for _, src := range []string{"s_setpc_b64 s[4:5]\n", "s_swappc_b64 s[30:31], s[4:5]\ns_endpgm\n"} {
		if _, ok := build(t, src); ok {
			t.Errorf("%q: built", src)
		}
	}
}
