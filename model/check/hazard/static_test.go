package hazard

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

// proven assembles src (target as run takes it) and reports whether
// SetGraph proves it quiet; ok is false for a generation SetGraph does
// not prove anything for.
func proven(t *testing.T, target, src string) (quiet, ok bool) {
	t.Helper()
	target, xnack := strings.CutSuffix(target, "+xnack")
	s := asmseq.Assemble(t, target, src)
	insts := func(yield func(pc uint64, in *isa.Inst)) {
		for i := range s.Insts {
			yield(s.Insts[i].PC, &s.Insts[i])
		}
	}
	if !proves(s.Target.Info().Gen) {
		return false, false
	}
	g, built := flow.Build(asmseq.Base, insts)
	if !built {
		t.Fatal("flow.Build: control flow not followed")
	}
	c := New(s.Target, asmseq.Base, s.Size())
	if strings.HasSuffix(target, "+w64") {
		c.SetWaveSize(64)
	}
	c.SetXNACK(xnack)
	c.SetProgram(func(yield func(in *isa.Inst)) { insts(func(_ uint64, in *isa.Inst) { yield(in) }) })
	c.SetGraph(g)
	return c.quiet, true
}

// Every buggy sequence of the pairs has a hazard on its one path, so the
// proof must fail there; the fixed ones have none, which the replay
// (exact on straight-line code) must prove.
func TestStaticPairs(t *testing.T) {
	n := 0
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			q, ok := proven(t, p.target, p.buggy)
			if !ok {
				t.Skip("no proof for this generation")
			}
			n++
			if q {
				t.Error("buggy sequence proven quiet")
			}
			if q, _ := proven(t, p.target, p.fixed); !q {
				t.Error("fixed sequence not proven quiet")
			}
		})
	}
	if n < 20 {
		t.Errorf("%d pairs of the generations SetGraph proves, want at least 20", n)
	}
}

// Paths the straight sequences do not have; the wait states are
// GCNHazardRecognizer's (checkVMEMHazards: 5), counted by hand on each
// path.
func TestStaticPaths(t *testing.T) {
	cases := []struct {
		name, src string
		quiet     bool
	}{
		// Round the back edge the VMEM read of s4 follows the VALU write
		// by the branch alone: 1 wait state of 5.
		{"VALU write of an SGPR round a loop", `
loop:
buffer_load_dword v2, v3, s[8:11], s4 offen
v_readfirstlane_b32 s4, v1
s_cbranch_scc1 loop
s_endpgm
`, false},
		// s_nop 4 and the branch: 6 wait states.
		{"padded round the loop", `
loop:
buffer_load_dword v2, v3, s[8:11], s4 offen
v_readfirstlane_b32 s4, v1
s_nop 4
s_cbranch_scc1 loop
s_endpgm
`, true},
		// The branch skips the padding on one path.
		{"padding on one path only", `
v_readfirstlane_b32 s4, v1
s_cbranch_scc1 skip
s_nop 4
skip:
buffer_load_dword v2, v3, s[8:11], s4 offen
s_endpgm
`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got, _ := proven(t, "gfx900", c.src); got != c.quiet {
				t.Errorf("proven quiet %v, want %v", got, c.quiet)
			}
		})
	}
}
