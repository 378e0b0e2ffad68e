package waitcnt

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

// run steps a straight-line sequence through one wave and returns the
// findings with the source line of each.
func run(t *testing.T, target, src string) ([]Finding, *asmseq.Seq) {
	t.Helper()
	s := asmseq.Assemble(t, target, src)
	c := New(s.Target, asmseq.Base, s.Size())
	w := c.NewWave()
	var all []Finding
	for i := range s.Insts {
		all = append(all, w.Step(s.Insts[i].PC, &s.Insts[i])...)
	}
	return all, s
}

// A pair is a sequence with exactly one missing wait (marked "// want
// KIND" on the instruction that must be reported) and the same sequence
// fixed. The expected findings come from the ISA guides' counter rules
// (README.md), not from the checker.
type pair struct {
	name, target, buggy, fixed string
}

var pairs = []pair{
	{"vmem load read", "gfx900", `
global_load_dword v1, v[2:3], off
v_add_u32 v4, v1, v1 // want read-before-wait
`, `
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
v_add_u32 v4, v1, v1
`},
	{"vmcnt counts the younger load", "gfx900", `
global_load_dword v1, v[2:3], off
global_load_dword v5, v[2:3], off offset:4
s_waitcnt vmcnt(1)
v_add_u32 v4, v5, v5 // want read-before-wait
`, `
global_load_dword v1, v[2:3], off
global_load_dword v5, v[2:3], off offset:4
s_waitcnt vmcnt(1)
v_add_u32 v4, v1, v1
`},
	{"smem returns out of order", "gfx900", `
s_load_dwordx2 s[4:5], s[0:1], 0x0
s_load_dword s6, s[0:1], 0x8
s_waitcnt lgkmcnt(1)
s_add_u32 s7, s4, 1 // want read-before-wait
`, `
s_load_dwordx2 s[4:5], s[0:1], 0x0
s_load_dword s6, s[0:1], 0x8
s_waitcnt lgkmcnt(0)
s_add_u32 s7, s4, 1
`},
	{"lds returns in order", "gfx900", `
ds_read_b32 v1, v0
ds_read_b32 v2, v0 offset:4
s_waitcnt lgkmcnt(1)
v_add_u32 v3, v2, v2 // want read-before-wait
`, `
ds_read_b32 v1, v0
ds_read_b32 v2, v0 offset:4
s_waitcnt lgkmcnt(1)
v_add_u32 v3, v1, v1
`},
	{"lds behind smem", "gfx900", `
ds_read_b32 v1, v0
s_load_dword s6, s[0:1], 0x8
s_waitcnt lgkmcnt(1)
v_add_u32 v3, v1, v1 // want read-before-wait
`, `
ds_read_b32 v1, v0
s_load_dword s6, s[0:1], 0x8
s_waitcnt lgkmcnt(0)
v_add_u32 v3, v1, v1
`},
	{"valu overwrites a load's destination", "gfx900", `
global_load_dword v1, v[2:3], off
v_mov_b32 v1, 0 // want overwrite-before-wait
`, `
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
v_mov_b32 v1, 0
`},
	{"lds load overwrites a vmem load's destination", "gfx900", `
global_load_dword v1, v[2:3], off
ds_read_b32 v1, v0 // want overwrite-before-wait
s_waitcnt vmcnt(0) lgkmcnt(0)
`, `
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(0)
ds_read_b32 v1, v0
s_waitcnt lgkmcnt(0)
`},
	{"gfx9 stores count on vmcnt in order", "gfx900", `
global_store_dword v[2:3], v6, off
global_load_dword v1, v[2:3], off
s_waitcnt vmcnt(1)
v_add_u32 v4, v1, v1 // want read-before-wait
`, `
global_load_dword v1, v[2:3], off
global_store_dword v[2:3], v6, off
s_waitcnt vmcnt(1)
v_add_u32 v4, v1, v1
`},
	{"returning atomic", "gfx900", `
buffer_atomic_add v1, v2, s[8:11], 0 offen glc
v_add_u32 v4, v1, v1 // want read-before-wait
`, `
buffer_atomic_add v1, v2, s[8:11], 0 offen glc
s_waitcnt vmcnt(0)
v_add_u32 v4, v1, v1
`},
	{"flat load", "gfx803", `
flat_load_dword v1, v[2:3]
v_add_u32 v4, vcc, v1, v1 // want read-before-wait
`, `
flat_load_dword v1, v[2:3]
s_waitcnt vmcnt(0)
v_add_u32 v4, vcc, v1, v1
`},
	{"scalar load destination overwritten", "gfx90a", `
s_load_dword s6, s[0:1], 0x8
s_mov_b32 s6, 0 // want overwrite-before-wait
`, `
s_load_dword s6, s[0:1], 0x8
s_waitcnt lgkmcnt(0)
s_mov_b32 s6, 0
`},
	{"gfx10 stores wait on vscnt, loads on vmcnt", "gfx1030", `
global_load_dword v1, v[2:3], off
global_store_dword v[2:3], v6, off
s_waitcnt_vscnt null, 0x0
v_add_nc_u32 v4, v1, v1 // want read-before-wait
`, `
global_load_dword v1, v[2:3], off
global_store_dword v[2:3], v6, off
s_waitcnt vmcnt(0)
v_add_nc_u32 v4, v1, v1
`},
	{"gfx11 waitcnt field layout", "gfx1100", `
global_load_b32 v1, v[2:3], off
s_waitcnt lgkmcnt(0)
v_add_nc_u32 v4, v1, v1 // want read-before-wait
`, `
global_load_b32 v1, v[2:3], off
s_waitcnt vmcnt(0)
v_add_nc_u32 v4, v1, v1
`},
	{"gfx12 loadcnt and dscnt", "gfx1200", `
global_load_b32 v1, v[2:3], off
s_wait_dscnt 0x0
v_add_nc_u32 v4, v1, v1 // want read-before-wait
`, `
global_load_b32 v1, v[2:3], off
s_wait_loadcnt 0x0
v_add_nc_u32 v4, v1, v1
`},
	{"gfx12 kmcnt", "gfx1200", `
s_load_b32 s6, s[0:1], 0x8
s_wait_loadcnt_dscnt 0x0
s_add_co_u32 s7, s6, 1 // want read-before-wait
`, `
s_load_b32 s6, s[0:1], 0x8
s_wait_kmcnt 0x0
s_add_co_u32 s7, s6, 1
`},
}

func TestPairs(t *testing.T) {
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			got, _ := run(t, p.target, p.buggy)
			line, kind := asmseq.Want(p.buggy)
			s := asmseq.Assemble(t, p.target, p.buggy)
			if len(got) != 1 {
				t.Fatalf("buggy: %d findings, want 1: %+v", len(got), got)
			}
			if got[0].Kind != kind || s.LineOf(got[0].PC) != line {
				t.Errorf("buggy: %s at line %d, want %s at line %d (%s)", got[0].Kind, s.LineOf(got[0].PC), kind, line, got[0].Message)
			}
			if fixed, _ := run(t, p.target, p.fixed); len(fixed) != 0 {
				t.Errorf("fixed: %d findings, want none: %+v", len(fixed), fixed)
			}
		})
	}
}

// Loads of one class into the same register (a D16 pair) need no wait
// between them: they return in order.
func TestD16PairIsClean(t *testing.T) {
	got, _ := run(t, "gfx900", `
global_load_short_d16 v1, v[2:3], off
global_load_short_d16_hi v1, v[2:3], off offset:2
s_waitcnt vmcnt(0)
v_add_u32 v4, v1, v1
`)
	if len(got) != 0 {
		t.Fatalf("%+v", got)
	}
}

func TestFindingNamesTheWait(t *testing.T) {
	got, _ := run(t, "gfx900", `
global_load_dword v1, v[2:3], off
global_load_dword v5, v[2:3], off
global_load_dword v6, v[2:3], off
v_add_u32 v4, v1, v1
`)
	if len(got) != 1 || got[0].Counter != "vmcnt" || got[0].Need != 2 || got[0].MemPC != asmseq.Base {
		t.Fatalf("%+v", got)
	}
	if !strings.Contains(got[0].Message, "s_waitcnt vmcnt(2)") || !strings.Contains(got[0].Message, "reads v1") {
		t.Errorf("message %q", got[0].Message)
	}
}

// TestFlatSpaces: a FLAT access counts on the counters of the spaces its
// lanes reached. Three FLAT loads that reached global memory do not
// count on lgkmcnt, so lgkmcnt(1) after them leaves the younger of two LDS
// reads outstanding (the wait MGPUSim's gfx803 matrixmultiplication
// relies on); had they reached LDS, they would be LDS reads in order
// behind it and lgkmcnt(1) would guarantee it. Unknown spaces (both
// counters, any order, as LLVM's pending FLAT) guarantee neither v63 nor
// the first FLAT's v41.
func TestFlatSpaces(t *testing.T) {
	s := asmseq.Assemble(t, "gfx803", `
ds_read_b64 v[60:61], v60
ds_read_b64 v[63:64], v63
flat_load_dwordx4 v[41:44], v[41:42]
flat_load_dwordx4 v[45:48], v[47:48]
flat_load_dwordx4 v[49:52], v[49:50]
s_waitcnt vmcnt(1) lgkmcnt(1)
v_mac_f32 v71, v63, v41
`)
	for _, c := range []struct {
		spaces uint8
		want   int
	}{{FlatVMEM, 1}, {FlatLDS, 0}, {0, 2}} {
		w := New(s.Target, asmseq.Base, s.Size()).NewWave()
		var got []Finding
		for i := range s.Insts {
			got = append(got, w.StepFlat(s.Insts[i].PC, &s.Insts[i], c.spaces)...)
		}
		if len(got) != c.want {
			t.Errorf("spaces %d: %d findings, want %d: %+v", c.spaces, len(got), c.want, got)
		} else if c.want == 1 && (got[0].Slot != isa.SlotVGPR+63 || got[0].Counter != "lgkmcnt" || got[0].Need != 0) {
			t.Errorf("spaces %d: %+v, want v63 needing lgkmcnt(0)", c.spaces, got[0])
		}
	}
}
