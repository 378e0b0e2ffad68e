package exec

import (
	"testing"
)

// RDNA operations on gfx1030/gfx1100 encodings (llvm-mc assembles them) in
// a wave32. The expected values are written here from the RDNA ISA guides'
// definitions, not from the interpreter's output.

func TestRDNASaveexecB32(t *testing.T) {
	// s_and_saveexec_b32: D = EXEC_LO; EXEC_LO = S0 & EXEC_LO; SCC = EXEC_LO != 0.
	run32(t, "gfx1100", "s_and_saveexec_b32 s1, s0\nv_mov_b32 v2, 7", func(w *Wave) {
		w.SGPR[0] = 0x0000_f0f0
	}, func(t *testing.T, w *Wave) {
		wantEq(t, "s1", uint64(w.SGPR[1]), 0xffff_ffff)
		wantEq(t, "EXEC", w.EXEC, 0xf0f0)
		wantEq(t, "SCC", w.SCC, true)
		for l := range 32 {
			want := uint32(0)
			if 0xf0f0>>l&1 != 0 {
				want = 7
			}
			if w.V(2)[l] != want {
				t.Errorf("v2[%d] = %d, want %d", l, w.V(2)[l], want)
			}
		}
	})
}

func TestRDNACmpxWritesOnlyExec(t *testing.T) {
	// GFX10+: v_cmpx writes EXEC and no VCC or SGPR (e32 and e64).
	for _, src := range []string{"v_cmpx_gt_u32_e32 16, v0", "v_cmpx_gt_u32_e64 16, v0"} {
		for _, target := range []string{"gfx1030", "gfx1100"} {
			t.Run(target+"/"+src, func(t *testing.T) {
				run32(t, target, src, func(w *Wave) {
					w.VCC = 0x1234_5678_9abc_def0
				}, func(t *testing.T, w *Wave) {
					wantEq(t, "EXEC", w.EXEC, 0xffff)
					wantEq(t, "VCC", w.VCC, 0x1234_5678_9abc_def0)
				})
			})
		}
	}
}

func TestRDNAPermlaneX16(t *testing.T) {
	// v_permlanex16_b32: lane l reads lane sel(l) of the other row of 16 of
	// its half, sel the nibble l&15 of {s3, s2}. With the identity
	// selectors lane l reads lane l^16.
	run32(t, "gfx1100", "v_permlanex16_b32 v1, v0, s2, s3", func(w *Wave) {
		w.SGPR[2], w.SGPR[3] = 0x7654_3210, 0xfedc_ba98
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if w.V(1)[l] != uint32(l^16) {
				t.Errorf("v1[%d] = %d, want %d", l, w.V(1)[l], l^16)
			}
		}
	})
}

func TestRDNAVOPDReadsBeforeWrites(t *testing.T) {
	// Both halves of a VOPD read their sources before either writes: Y
	// reads X's destination v1 as it was.
	run32(t, "gfx1100", "v_dual_mov_b32 v1, v0 :: v_dual_add_nc_u32 v2, v1, v0", func(w *Wave) {
		for l := range 32 {
			w.V(1)[l] = uint32(100 + l)
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if w.V(1)[l] != uint32(l) || w.V(2)[l] != uint32(100+2*l) {
				t.Errorf("lane %d: v1 = %d, v2 = %d; want %d, %d", l, w.V(1)[l], w.V(2)[l], l, 100+2*l)
			}
		}
	})
}

func TestRDNATrue16Halves(t *testing.T) {
	// v_mov_b16 v1.h, v0.l writes v1[31:16] and keeps v1[15:0]; v_add_f16
	// v3.l, v2.h, v2.l adds the halves of v2 into v3[15:0], keeping v3[31:16].
	run32(t, "gfx1100", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v3.l, v2.h, v2.l", func(w *Wave) {
		for l := range 32 {
			w.V(1)[l] = 0xaaaa_5555
			w.V(2)[l] = 0x4000_3e00 // 2.0 (high), 1.5 (low)
			w.V(3)[l] = 0xbeef_0000
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if want := uint32(l)<<16 | 0x5555; w.V(1)[l] != want {
				t.Errorf("v1[%d] = %#x, want %#x", l, w.V(1)[l], want)
			}
			if want := uint32(0xbeef_4300); w.V(3)[l] != want { // 3.5
				t.Errorf("v3[%d] = %#x, want %#x", l, w.V(3)[l], want)
			}
		}
	})
}

func TestRDNAFmacF16(t *testing.T) {
	// v_fmac_f16: D.f16 = S0 * S1 + D.f16 (1.5 + 2 * 3 = 7.5, 0x4780);
	// the high half stays.
	run32(t, "gfx1030", "v_fmac_f16_e32 v1, v2, v3", func(w *Wave) {
		for l := range 32 {
			w.V(1)[l], w.V(2)[l], w.V(3)[l] = 0xbeef_3e00, 0x4000, 0x4200
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if w.V(1)[l] != 0xbeef_4780 {
				t.Errorf("v1[%d] = %#x, want 0xbeef4780", l, w.V(1)[l])
			}
		}
	})
}

func TestRDNAFlatScratchHWRegs(t *testing.T) {
	// GFX10: FLAT_SCRATCH is set through s_setreg of HW_REG_FLAT_SCR_LO/HI
	// (the flat_scratch_init prologue) and read back by s_getreg.
	run32(t, "gfx1030", "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s0\ns_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s1\ns_getreg_b32 s2, hwreg(HW_REG_FLAT_SCR_HI)", func(w *Wave) {
		w.SGPR[0], w.SGPR[1] = 0x1234_0000, 0x7
	}, func(t *testing.T, w *Wave) {
		wantEq(t, "FLAT_SCRATCH", w.FlatScratch, 0x7_1234_0000)
		wantEq(t, "s2", uint64(w.SGPR[2]), 7)
	})
}

func TestRDNASALUB32Masks(t *testing.T) {
	// The wave32 mask forms (RDNA ISA, SOP2/SOP1): D = S0 op S1 (and_not1:
	// S0 & ~S1), SCC = D != 0; s_*_saveexec_b32: D = EXEC_LO, EXEC_LO =
	// S0 op EXEC_LO (and_not1: S0 & ~EXEC_LO), SCC = EXEC_LO != 0. Sources
	// and destinations are SGPRs, VCC_LO and EXEC_LO. EXEC starts at
	// 0x0000_ffff, VCC at 0xaaaa_aaaa_f0f0_0ff0 (VCC_HI must stay), s7 =
	// 0x00ff_00ff.
	const exec0, vcc0, s7 = 0x0000_ffff, 0xaaaa_aaaa_f0f0_0ff0, 0x00ff_00ff
	cases := []struct {
		src         string
		exec, vcc   uint64
		s4          uint32
		scc         bool
		checkS4     bool
		description string
	}{
		{"s_and_b32 s4, vcc_lo, s7", exec0, vcc0, 0x00f0_00f0, true, true, "and"},
		{"s_or_b32 s4, exec_lo, s7", exec0, vcc0, 0x00ff_ffff, true, true, "or"},
		{"s_xor_b32 s4, s7, vcc_lo", exec0, vcc0, 0xf00f_0f0f, true, true, "xor"},
		{"s_and_not1_b32 s4, s7, exec_lo", exec0, vcc0, 0x00ff_0000, true, true, "and_not1"},
		{"s_and_not1_b32 exec_lo, exec_lo, s7", 0x0000_ff00, vcc0, 0, true, false, "and_not1 to EXEC_LO"},
		{"s_or_b32 exec_lo, exec_lo, s7", 0x00ff_ffff, vcc0, 0, true, false, "or to EXEC_LO"},
		{"s_and_b32 vcc_lo, vcc_lo, exec_lo", exec0, 0xaaaa_aaaa_0000_0ff0, 0, true, false, "and to VCC_LO"},
		{"s_and_b32 s4, s7, 0xff000000", exec0, vcc0, 0, false, true, "and giving zero"},
		{"s_and_saveexec_b32 s4, s7", 0x0000_00ff, vcc0, exec0, true, true, "and_saveexec"},
		{"s_or_saveexec_b32 s4, vcc_lo", 0xf0f0_ffff, vcc0, exec0, true, true, "or_saveexec"},
		{"s_xor_saveexec_b32 s4, s7", 0x00ff_ff00, vcc0, exec0, true, true, "xor_saveexec"},
		{"s_and_not1_saveexec_b32 s4, s7", 0x00ff_0000, vcc0, exec0, true, true, "and_not1_saveexec"},
		{"s_and_saveexec_b32 s4, 0xffff0000", 0, vcc0, exec0, false, true, "and_saveexec giving zero"},
	}
	for _, tc := range cases {
		t.Run(tc.description, func(t *testing.T) {
			run32(t, "gfx1100", tc.src, func(w *Wave) {
				w.EXEC, w.VCC, w.SGPR[7], w.SGPR[4] = exec0, vcc0, s7, 0x5555_5555
			}, func(t *testing.T, w *Wave) {
				wantEq(t, "EXEC", w.EXEC, tc.exec)
				wantEq(t, "VCC", w.VCC, tc.vcc)
				wantEq(t, "SCC", w.SCC, tc.scc)
				if tc.checkS4 {
					wantEq(t, "s4", w.SGPR[4], tc.s4)
				}
			})
		})
	}
}
