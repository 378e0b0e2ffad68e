package hazard

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/check/internal/asmseq"
)

// run steps a straight-line sequence through one wave (a branch's target
// must be the next instruction) and returns the findings.
func run(t *testing.T, target, src string) ([]Finding, *asmseq.Seq) {
	t.Helper()
	target, xnack := strings.CutSuffix(target, "+xnack")
	s := asmseq.Assemble(t, target, src)
	c := New(s.Target, asmseq.Base, s.Size())
	if strings.HasSuffix(target, "+w64") {
		c.SetWaveSize(64)
	}
	c.SetXNACK(xnack)
	w := c.NewWave()
	var all []Finding
	for i := range s.Insts {
		all = append(all, w.Step(s.Insts[i].PC, &s.Insts[i])...)
	}
	return all, s
}

// A pair is a sequence with exactly one hazard (marked "// want RULE" on
// the instruction that must be reported) and the same sequence padded or
// mitigated as the rule's source prescribes. The wait states come from
// the sources the rules cite (GCNHazardRecognizer, the ACO errata), not
// from the checker.
type pair struct {
	name, target, buggy, fixed string
}

var pairs = []pair{
	{"VALU writes SGPR, VMEM reads it: 5", "gfx900", `
v_readfirstlane_b32 s4, v1
s_nop 3
buffer_load_dword v2, v3, s[8:11], s4 offen // want VALUWriteSGPR-VMEMRead
`, `
v_readfirstlane_b32 s4, v1
s_nop 4
buffer_load_dword v2, v3, s[8:11], s4 offen
`},
	{"VALU writes VCC, v_div_fmas: 4", "gfx900", `
v_cmp_eq_u32 vcc, v1, v2
s_nop 2
v_div_fmas_f32 v0, v1, v2, v3 // want VALUWriteVCC-DivFMas
`, `
v_cmp_eq_u32 vcc, v1, v2
s_nop 3
v_div_fmas_f32 v0, v1, v2, v3
`},
	{"VALU writes lane select: 4", "gfx906", `
v_readfirstlane_b32 s4, v1
v_mov_b32 v7, v8
s_nop 1
v_readlane_b32 s5, v2, s4 // want VALUWriteSGPR-LaneSelect
`, `
v_readfirstlane_b32 s4, v1
v_mov_b32 v7, v8
s_nop 2
v_readlane_b32 s5, v2, s4
`},
	{"s_setreg then s_getreg: 2", "gfx900", `
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 4) // want SetReg-GetReg
`, `
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
s_nop 1
s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 4)
`},
	{"VALU writes EXEC, DPP: 5", "gfx900", `
v_cmpx_eq_u32 vcc, v1, v2
s_nop 3
v_mov_b32_dpp v3, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf // want VALUWriteEXEC-DPP
`, `
v_cmpx_eq_u32 vcc, v1, v2
s_nop 4
v_mov_b32_dpp v3, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
`},
	{"VGPR write, DPP read: 2", "gfx803", `
v_add_u32 v4, vcc, v1, v2
s_nop 0
v_mov_b32_dpp v3, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf // want VGPRWrite-DPPRead
`, `
v_add_u32 v4, vcc, v1, v2
s_nop 1
v_mov_b32_dpp v3, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
`},
	{"SALU writes M0, s_movrels reads it: 1", "gfx900", `
s_mov_b32 m0, s1
s_movrels_b32 s2, s3 // want SALUWriteM0-Read
`, `
s_mov_b32 m0, s1
s_nop 0
s_movrels_b32 s2, s3
`},
	{"16-byte store data overwritten: 1", "gfx900", `
buffer_store_dwordx4 v[4:7], v1, s[8:11], 0 offen
v_mov_b32 v5, 0 // want StoreData-VALUWrite
`, `
buffer_store_dwordx4 v[4:7], v1, s[8:11], 0 offen
s_nop 0
v_mov_b32 v5, 0
`},
	{"gfx940 transcendental forwarding: 1", "gfx942", `
v_exp_f32 v1, v2
v_add_f32 v3, v1, v1 // want TransWrite-VALURead
`, `
v_exp_f32 v1, v2
s_nop 0
v_add_f32 v3, v1, v1
`},
	{"gfx940 VALU writes SGPR, VALU reads it: 2", "gfx942", `
v_readfirstlane_b32 s4, v1
s_nop 0
v_add_u32 v3, s4, v2 // want VALUWriteSGPR-VALURead
`, `
v_readfirstlane_b32 s4, v1
s_nop 1
v_add_u32 v3, s4, v2
`},
	{"gfx90a MFMA 4x4 result read by a VALU: 5", "gfx90a", `
v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]
s_nop 3
v_add_f32 v6, v0, v0 // want MFMAWrite-Read
`, `
v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]
s_nop 4
v_add_f32 v6, v0, v0
`},
	{"gfx90a MFMA result as another MFMA's A: 5", "gfx90a", `
v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]
s_nop 3
v_mfma_f32_4x4x1f32 v[8:11], v0, v5, v[8:11] // want MFMAWrite-MFMASrcAB
`, `
v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]
s_nop 4
v_mfma_f32_4x4x1f32 v[8:11], v0, v5, v[8:11]
`},
	{"gfx908 MFMA 16x16 AGPR read by v_accvgpr_read: 10", "gfx908", `
v_mfma_f32_16x16x1f32 a[0:15], v4, v5, a[0:15]
s_nop 7
s_nop 0
v_accvgpr_read_b32 v6, a3 // want MFMAWriteAGPR-Read
`, `
v_mfma_f32_16x16x1f32 a[0:15], v4, v5, a[0:15]
s_nop 7
s_nop 1
v_accvgpr_read_b32 v6, a3
`},
	{"VMEMtoScalarWriteHazard", "gfx1010", `
buffer_load_dword v1, v2, s[8:11], s4 offen
s_mov_b32 s4, 0 // want VMEMtoScalarWriteHazard
`, `
buffer_load_dword v1, v2, s[8:11], s4 offen
s_waitcnt_depctr 0xffe3
s_mov_b32 s4, 0
`},
	{"SMEMtoVectorWriteHazard", "gfx1010", `
s_load_dword s4, s[0:1], 0x0
v_readfirstlane_b32 s0, v1 // want SMEMtoVectorWriteHazard
`, `
s_load_dword s4, s[0:1], 0x0
s_mov_b32 null, 0
v_readfirstlane_b32 s0, v1
`},
	{"VcmpxPermlaneHazard", "gfx1010", `
v_cmpx_eq_u32 v1, v2
v_permlane16_b32 v3, v4, s1, s2 // want VcmpxPermlaneHazard
`, `
v_cmpx_eq_u32 v1, v2
v_mov_b32 v4, v4
v_permlane16_b32 v3, v4, s1, s2
`},
	{"VcmpxExecWARHazard", "gfx1010", `
s_mov_b32 s0, exec_lo
v_cmpx_eq_u32 v1, v2 // want VcmpxExecWARHazard
`, `
s_mov_b32 s0, exec_lo
s_waitcnt_depctr 0xfffe
v_cmpx_eq_u32 v1, v2
`},
	{"LdsBranchVmemWARHazard", "gfx1010", `
global_load_dword v1, v[2:3], off
s_branch next
next:
ds_read_b32 v4, v5 // want LdsBranchVmemWARHazard
`, `
global_load_dword v1, v[2:3], off
s_branch next
next:
s_waitcnt_vscnt null, 0x0
ds_read_b32 v4, v5
`},
	{"Offset3fBug", "gfx1010", `
.long 0xbf82003f // want Offset3fBug
`, `
.long 0xbf820040
`},
	{"FlatSegmentOffsetBug", "gfx1010", `
flat_load_dword v1, v[2:3] offset:4 // want FlatSegmentOffsetBug
`, `
v_add_co_u32 v2, vcc_lo, v2, 4
v_add_co_ci_u32 v3, vcc_lo, 0, v3, vcc_lo
flat_load_dword v1, v[2:3]
`},
	{"FPAtomicToDenormMode", "gfx1030", `
buffer_atomic_fmin v1, v2, s[8:11], 0 offen
s_nop 1
s_denorm_mode 0 // want FPAtomicToDenormMode
`, `
buffer_atomic_fmin v1, v2, s[8:11], 0 offen
s_nop 2
s_denorm_mode 0
`},
	{"soft clause (xnack): an SMEM writes what an earlier one of the clause reads", "gfx900+xnack", `
s_load_dword s6, s[0:1], 0x0
s_load_dword s0, s[2:3], 0x0 // want SoftClause
`, `
s_load_dword s6, s[0:1], 0x0
s_nop 0
s_load_dword s0, s[2:3], 0x0
`},
	{"soft clause (xnack): a store joins a clause of loads", "gfx90a+xnack", `
global_load_dword v1, v[2:3], off
global_store_dword v[4:5], v6, off // want SoftClause
`, `
global_load_dword v1, v[2:3], off
s_nop 0
global_store_dword v[4:5], v6, off
`},
	{"gfx90a DOT result read by a VALU of another opcode: 3", "gfx90a", `
v_dot2_f32_f16 v0, v1, v2, v3
s_nop 1
v_add_f32 v4, v0, v5 // want DotWrite-DifferentVALURead
`, `
v_dot2_f32_f16 v0, v1, v2, v3
s_nop 2
v_add_f32 v4, v0, v5
`},
	{"gfx942 DOT result as the same DOT's source A: 3 (as C: none)", "gfx942", `
v_dot2_f32_f16 v0, v1, v2, v3
s_nop 0
v_dot2_f32_f16 v6, v1, v2, v0
v_dot2_f32_f16 v7, v0, v2, v3 // want DotWrite-SameDotReadSrcAB
`, `
v_dot2_f32_f16 v0, v1, v2, v3
s_nop 0
v_dot2_f32_f16 v6, v1, v2, v0
s_nop 0
v_dot2_f32_f16 v7, v0, v2, v3
`},
	{"gfx90a DOT result overwritten by a VALU of another opcode: 3", "gfx90a", `
v_dot2_f32_f16 v0, v1, v2, v3
v_mov_b32 v0, 0 // want DotWrite-DifferentVALUWrite
`, `
v_dot2_f32_f16 v0, v1, v2, v3
s_nop 2
v_mov_b32 v0, 0
`},
	{"gfx1100 VALUTransUseHazard: a transcendental's result read within 5 VALUs", "gfx1100", `
v_exp_f32 v1, v2
v_mov_b32 v3, v4
v_add_f32 v5, v1, v6 // want VALUTransUseHazard
`, `
v_exp_f32 v1, v2
v_mov_b32 v3, v4
s_waitcnt_depctr depctr_va_vdst(0)
v_add_f32 v5, v1, v6
`},
	{"gfx1100 wave64 VALUPartialForwardingHazard: VGPRs written around an SALU EXEC write", "gfx1100+w64", `
v_mov_b32 v0, v10
s_mov_b64 exec, s[4:5]
v_mov_b32 v1, v11
v_add_f32 v2, v0, v1 // want VALUPartialForwardingHazard
`, `
v_mov_b32 v0, v10
s_mov_b64 exec, s[4:5]
v_mov_b32 v1, v11
s_waitcnt_depctr depctr_va_vdst(0)
v_add_f32 v2, v0, v1
`},
	{"gfx1151 wave64 VALUMaskWriteHazard: SALU writes the VCC a v_cndmask read", "gfx1151+w64", `
v_cndmask_b32 v1, v2, v3, vcc
s_mov_b64 vcc, s[4:5] // want VALUMaskWriteHazard
s_add_u32 s6, vcc_lo, 1
`, `
v_cndmask_b32 v1, v2, v3, vcc
s_mov_b64 vcc, s[4:5]
s_waitcnt_depctr depctr_sa_sdst(0)
s_add_u32 s6, vcc_lo, 1
`},
	{"gfx1100 wave64 VALUMaskWriteHazard: a VALU writes the e64 carry-in SGPR", "gfx1100+w64", `
v_add_co_ci_u32_e64 v1, s[8:9], v2, v3, s[4:5]
v_cmp_eq_u32_e64 s[4:5], v1, v2 // want VALUMaskWriteHazard
s_add_u32 s6, s4, 1
`, `
v_add_co_ci_u32_e64 v1, s[8:9], v2, v3, s[4:5]
v_cmp_eq_u32_e64 s[4:5], v1, v2
s_waitcnt_depctr depctr_va_sdst(0)
s_add_u32 s6, s4, 1
`},
	{"gfx1100 wave64 VALUMaskWriteHazard ends where the SGPR was written in between", "gfx1100+w64", `
v_cndmask_b32 v1, v2, v3, s[4:5]
s_mov_b64 s[4:5], 0
s_waitcnt_depctr depctr_sa_sdst(0)
s_mov_b64 s[4:5], 1
s_add_u32 s6, s4, 1
v_cndmask_b32 v1, v2, v3, vcc
s_mov_b32 vcc_lo, 0 // want VALUMaskWriteHazard
s_add_u32 s6, vcc_lo, 1
`, `
v_cndmask_b32 v1, v2, v3, s[4:5]
s_mov_b64 s[4:5], 0
s_waitcnt_depctr depctr_sa_sdst(0)
s_mov_b64 s[4:5], 1
s_add_u32 s6, s4, 1
v_cndmask_b32 v1, v2, v3, vcc
s_mov_b32 vcc_lo, 0
s_delay_alu instid0(SALU_CYCLE_1)
s_waitcnt_depctr depctr_sa_sdst(0)
s_add_u32 s6, vcc_lo, 1
`},
	{"gfx1100 LdsDirectVALUHazard: wait_vdst above the VALUs between", "gfx1100", `
v_mov_b32 v1, v2
v_mov_b32 v3, v4
lds_direct_load v1 wait_vdst:15 // want LdsDirectVALUHazard
`, `
v_mov_b32 v1, v2
v_mov_b32 v3, v4
lds_direct_load v1 wait_vdst:1
`},
	{"gfx1100 LdsDirectVMEMHazard: a VMEM writes the LDS-direct destination", "gfx1100", `
global_load_b32 v1, v[2:3], off
lds_param_load v1, attr0.x wait_vdst:0 // want LdsDirectVMEMHazard
`, `
global_load_b32 v1, v[2:3], off
s_waitcnt_depctr depctr_vm_vsrc(0)
lds_param_load v1, attr0.x wait_vdst:0
`},
	{"gfx1200 VALUReadSGPRHazard: VALU reads, VALU writes, VALU reads", "gfx1200", `
v_add_nc_u32 v1, s4, v2
v_readfirstlane_b32 s4, v1
v_add_nc_u32 v3, s4, v2 // want VALUReadSGPRHazard
`, `
v_add_nc_u32 v1, s4, v2
v_readfirstlane_b32 s4, v1
s_wait_alu depctr_va_sdst(0)
v_add_nc_u32 v3, s4, v2
`},
	{"gfx1200 VALUReadSGPRHazard: SGPR writes left uncommitted at a return", "gfx1200", `
v_add_nc_u32 v1, s4, v2
s_mov_b32 s4, 0
s_setpc_b64 s[30:31] // want VALUReadSGPRHazard
`, `
v_add_nc_u32 v1, s4, v2
s_mov_b32 s4, 0
s_wait_alu depctr_sa_sdst(0)
s_setpc_b64 s[30:31]
`},
	{"gfx1200 VALUReadSGPRHazard: VALU reads, SALU writes, VALU reads", "gfx1200", `
v_add_nc_u32 v1, s4, v2
s_mov_b32 s4, 0
v_add_nc_u32 v3, s4, v2 // want VALUReadSGPRHazard
`, `
v_add_nc_u32 v1, s4, v2
s_mov_b32 s4, 0
s_wait_alu depctr_sa_sdst(0)
v_add_nc_u32 v3, s4, v2
`},
}

func TestPairs(t *testing.T) {
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			got, s := run(t, p.target, p.buggy)
			line, rule := asmseq.Want(p.buggy)
			if len(got) != 1 {
				t.Fatalf("buggy: %d findings, want 1: %+v", len(got), got)
			}
			if got[0].Rule != rule || s.LineOf(got[0].PC) != line {
				t.Errorf("buggy: %s at line %d, want %s at line %d (%s)", got[0].Rule, s.LineOf(got[0].PC), rule, line, got[0].Message)
			}
			if fixed, _ := run(t, p.target, p.fixed); len(fixed) != 0 {
				t.Errorf("fixed: %d findings, want none: %+v", len(fixed), fixed)
			}
		})
	}
}
