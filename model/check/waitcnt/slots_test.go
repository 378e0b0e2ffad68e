package waitcnt

import (
	"slices"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

// TestSlots: the registers isa.Inst.ReadSlots and WriteSlots name for
// instructions whose operands LLVM's records define (ins/outs, implicit
// Uses/Defs); the expected sets are read from the instruction syntax.
func TestSlots(t *testing.T) {
	s := asmseq.Assemble(t, "gfx900", `
global_load_dword v1, v[2:3], off
buffer_atomic_add v1, v2, s[8:11], s4 offen glc
v_mac_f32 v1, v2, v3
v_addc_co_u32 v1, vcc, v2, v3, vcc
v_cmpx_eq_u32 vcc, v1, v2
v_readlane_b32 s1, v2, s3
s_load_dwordx2 s[4:5], s[0:1], 0x10
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
`)
	names := func(sl []int) string {
		var n []string
		for _, x := range sl {
			n = append(n, isa.SlotName(x))
		}
		slices.Sort(n)
		return strings.Join(n, " ")
	}
	want := []struct{ reads, writes string }{
		{"exec_hi exec_lo v2 v3", "v1"},
		{"exec_hi exec_lo s10 s11 s4 s8 s9 v1 v2", "v1"},
		{"exec_hi exec_lo mode v1 v2 v3", "v1"}, // an FP op reads MODE
		{"exec_hi exec_lo v2 v3 vcc_hi vcc_lo", "v1 vcc_hi vcc_lo"},
		{"exec_hi exec_lo v1 v2", "exec_hi exec_lo vcc_hi vcc_lo"},
		{"s3 v2", "s1"}, // v_readlane ignores EXEC
		{"s0 s1", "s4 s5"},
		{"mode s1", "mode"},
	}
	for i, in := range s.Insts {
		if r, w := names(in.ReadSlots(nil)), names(in.WriteSlots(nil)); r != want[i].reads || w != want[i].writes {
			t.Errorf("%s: reads %q writes %q, want %q and %q", in.Op, r, w, want[i].reads, want[i].writes)
		}
	}
}
