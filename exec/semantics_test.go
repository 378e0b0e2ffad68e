package exec

import (
	"errors"
	"strings"
	"testing"
)

// Per-instruction semantics, each on one wave. Expected values are derived
// by hand from the Vega ISA guide's pseudocode (section cited) or from the
// hardware behaviour the seed ACO-README-ISA documents; the code is
// assembled by llvm-mc.

type semCase struct {
	name   string
	target string
	asm    string
	setup  func(w *Wave, e *testEnv)
	check  func(t *testing.T, w *Wave)
}

func wantEq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %#v, want %#v", what, got, want)
	}
}

var semCases = []semCase{
	{name: "s_add_u32 sets SCC to the carry out (12.2 SOP2)", asm: "s_add_u32 s2, s0, s1",
		setup: func(w *Wave, _ *testEnv) { w.SGPR[0], w.SGPR[1] = 0xffff_ffff, 2 },
		check: func(t *testing.T, w *Wave) { wantEq(t, "s2", w.SGPR[2], 1); wantEq(t, "SCC", w.SCC, true) }},
	{name: "s_add_i32 sets SCC on signed overflow", asm: "s_add_i32 s2, s0, s1",
		setup: func(w *Wave, _ *testEnv) { w.SGPR[0], w.SGPR[1] = 0x7fff_ffff, 1 },
		check: func(t *testing.T, w *Wave) { wantEq(t, "s2", w.SGPR[2], 0x8000_0000); wantEq(t, "SCC", w.SCC, true) }},
	{name: "s_bfe_u32 writes SCC (ACO-README-ISA: the guide omits it)", asm: "s_bfe_u32 s2, s0, s1\ns_cselect_b32 s3, 1, 2",
		// offset S1[4:0] = 4, width S1[22:16] = 4: (0xf0 >> 4) & 0xf = 0xf, nonzero.
		setup: func(w *Wave, _ *testEnv) { w.SGPR[0], w.SGPR[1] = 0xf0, 4|4<<16 },
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "s2", w.SGPR[2], 0xf)
			wantEq(t, "s3 (SCC chose)", w.SGPR[3], 1)
		}},
	{name: "s_and_saveexec_b64 saves EXEC and masks it (12.3 SOP1)", asm: "s_and_saveexec_b64 s[2:3], s[0:1]",
		setup: func(w *Wave, _ *testEnv) { w.EXEC = 0xff; w.SGPR[0] = 0xf0 },
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "s2", w.SGPR[2], 0xff)
			wantEq(t, "EXEC", w.EXEC, 0xf0)
			wantEq(t, "SCC", w.SCC, true)
		}},
	{name: "s_lshl2_add_u32 shifts then adds, SCC = carry", asm: "s_lshl2_add_u32 s2, s0, s1",
		setup: func(w *Wave, _ *testEnv) { w.SGPR[0], w.SGPR[1] = 0x4000_0001, 3 },
		check: func(t *testing.T, w *Wave) { wantEq(t, "s2", w.SGPR[2], 7); wantEq(t, "SCC", w.SCC, true) }},
	{name: "s_ff1 and s_flbit find bits, -1 when none", asm: "s_ff1_i32_b32 s2, s0\ns_flbit_i32_b32 s3, s0\ns_ff1_i32_b32 s4, 0",
		setup: func(w *Wave, _ *testEnv) { w.SGPR[0] = 0x0010_0100 },
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "ff1", w.SGPR[2], 8)
			wantEq(t, "flbit", w.SGPR[3], 11)
			wantEq(t, "ff1(0)", w.SGPR[4], 0xffff_ffff)
		}},
	{name: "s_getpc_b64 gives the address of the next instruction", asm: "s_getpc_b64 s[0:1]",
		check: func(t *testing.T, w *Wave) { wantEq(t, "pc", uint64(w.SGPR[0])|uint64(w.SGPR[1])<<32, 0x1004) }},
	{name: "v_bcnt_u32_b32 adds its second operand (ACO-README-ISA)", asm: "v_bcnt_u32_b32 v0, v1, v2",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0xff, uint32(l)
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0[9]", w.VGPR[9], 8+9) }},
	{name: "v_sad_u32 uses the unsigned distance (ACO-README-ISA)", asm: "v_sad_u32 v0, v1, v2, v3",
		// v_sad_u32(-5, 0, 0) = 4294967291, not 5.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l], w.VGPR[192+l] = 0xffff_fffb, 0, 0
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 4294967291) }},
	{name: "v_cvt_pkrtz_f16_f32 rounds toward zero", asm: "v_cvt_pkrtz_f16_f32 v0, v1, v2",
		// 1 + 2^-11 + 2^-12 lies between halves 0x3c00 and 0x3c01 (nearest
		// would go up): 0x3c00; -65536 is past the largest half: -65504 (0xfbff).
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0x3f80_1800, 0xc780_0000
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0xfbff_3c00) }},
	{name: "v_add_i32 with clamp saturates to the signed range", asm: "v_add_i32 v0, v1, v2 clamp\nv_add_i32 v3, v1, v2",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0x7fff_ffff, 1
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "clamped", w.VGPR[0], 0x7fff_ffff)
			wantEq(t, "wrapped", w.VGPR[3*64], 0x8000_0000)
		}},
	{name: "buffer_atomic_add returns the old value with glc and drops out-of-range lanes", asm: "buffer_atomic_add v1, v0, s[4:7], 0 offen glc",
		// V#: base = the buffer, stride 0, num_records 8: lanes 0 and 1 add to
		// dwords 0 and 1; lane 2's offset 8 is out of range (no effect, returns 0).
		setup: func(w *Wave, e *testEnv) {
			a, _ := e.mem.Allocate("buf", AllocBuffer, 16, 0)
			put32(a.Data[0:], 100)
			put32(a.Data[4:], 200)
			put32(a.Data[8:], 300)
			r := BufferResource{Base: a.Base, NumRecords: 8}.Encode()
			copy(w.SGPR[4:8], r[:])
			w.EXEC = 0b111
			for l := range 3 {
				w.VGPR[l], w.VGPR[64+l] = uint32(4*l), 5
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "old[0]", w.VGPR[64], 100)
			wantEq(t, "old[1]", w.VGPR[65], 200)
			wantEq(t, "old[2]", w.VGPR[66], 0)
			b, _ := w.Env.Global().Slice(w.Env.Global().Memory().Allocations()[0].Base, 12, false)
			wantEq(t, "mem", [3]uint32{le32(b), le32(b[4:]), le32(b[8:])}, [3]uint32{105, 205, 300})
		}},
	{name: "v_movrels_b32 and v_movreld_b32 index registers by M0", target: "gfx803", asm: "s_mov_b32 m0, 3\nv_movrels_b32 v0, v1\nv_movreld_b32 v1, v5",
		// v0 = v[1+3] = v4 (44); then v[1+3] = v4 = v5 (55).
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[4*64+l], w.VGPR[5*64+l] = 44, 55
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 44); wantEq(t, "v4", w.VGPR[4*64], 55) }},
	{name: "s_set_gpr_idx_on offsets the selected VGPR operands by the index", asm: "s_mov_b32 s2, 2\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32 v0, v1\ns_set_gpr_idx_off\nv_mov_b32 v6, v1",
		// While on: v0 = v[1+2] = v3 (33); after off: v6 = v1 (11).
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[3*64+l] = 11, 33
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 33); wantEq(t, "v6", w.VGPR[6*64], 11) }},
	{name: "v_mad_u64_u32 multiplies to 64 bits and adds", asm: "v_mad_u64_u32 v[0:1], s[0:1], v2, v3, v[4:5]",
		// 0xffffffff^2 + 1 = 0xfffffffe_00000002.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[2*64+l], w.VGPR[3*64+l], w.VGPR[4*64+l] = 0xffff_ffff, 0xffff_ffff, 1
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "lo", w.VGPR[5], 2)
			wantEq(t, "hi", w.VGPR[64+5], 0xffff_fffe)
		}},
	{name: "v_add_co_u32 writes the carry of active lanes to VCC", asm: "v_add_co_u32 v0, vcc, v1, v2",
		setup: func(w *Wave, _ *testEnv) {
			w.EXEC = 0b0111
			w.VCC = ^uint64(0)
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0xffff_fff8, uint32(l)*8
			}
		},
		// lane 0: 0xfffffff8 + 0 no carry; lanes 1, 2 carry; lane 3+ inactive: 0.
		check: func(t *testing.T, w *Wave) { wantEq(t, "VCC", w.VCC, 0b0110) }},
	{name: "v_cmp clears the bits of inactive lanes (6.4 VOPC)", asm: "v_cmp_gt_i32 vcc, v0, v1",
		setup: func(w *Wave, _ *testEnv) {
			w.EXEC = 0x0f
			w.VCC = ^uint64(0)
			for l := range 64 {
				w.VGPR[l], w.VGPR[64+l] = uint32(l), 1
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "VCC", w.VCC, 0b1100) }},
	{name: "signed and unsigned compares order 0xffffffff differently", asm: "v_cmp_lt_i32 s[0:1], v0, v1\nv_cmp_lt_u32 s[2:3], v0, v1",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[l], w.VGPR[64+l] = 0xffff_ffff, 0 // -1 < 0, but 0xffffffff > 0
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "i32", w.SGPR[0], 0xffff_ffff); wantEq(t, "u32", w.SGPR[2], 0) }},
	{name: "float compares: NaN is unordered, true only for the negated forms", asm: "v_cmp_lt_f32 s[0:1], v0, v1\nv_cmp_nge_f32 s[2:3], v0, v1\nv_cmp_u_f32 s[4:5], v0, v1",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[l], w.VGPR[64+l] = 0x7fc0_0000, 0x3f80_0000 // NaN vs 1.0
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "lt", w.SGPR[0], 0)
			wantEq(t, "nge", w.SGPR[2], 0xffff_ffff)
			wantEq(t, "u", w.SGPR[4], 0xffff_ffff)
		}},
	{name: "v_cmpx writes EXEC too (GFX9)", asm: "v_cmpx_lt_u32 s[0:1], v0, v1",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[l], w.VGPR[64+l] = uint32(l), 40
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "EXEC", w.EXEC, 1<<40-1)
			wantEq(t, "s0", w.SGPR[0], 0xffff_ffff)
			wantEq(t, "s1", w.SGPR[1], 0xff)
		}},
	{name: "v_cndmask_b32 picks src1 where VCC is set", asm: "v_cndmask_b32 v0, v1, v2, vcc",
		setup: func(w *Wave, _ *testEnv) {
			w.VCC = 0xaaaa_aaaa_aaaa_aaaa
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 1, 2
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0[0]", w.VGPR[0], 1); wantEq(t, "v0[1]", w.VGPR[1], 2) }},
	{name: "v_fma_f32 rounds once", asm: "v_fma_f32 v0, v1, v1, v2",
		// (1+2^-12)^2 = 1 + 2^-11 + 2^-24 is an f32 midpoint; + 2^-60 puts
		// it just above, so the single rounding goes up to 0x3f801001; a
		// double rounding (float64 first) would tie to even, 0x3f801000.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0x3f80_0800, 0x2180_0000
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0x3f80_1001) }},
	{name: "v_mul_legacy_f32 gives 0 for 0 times infinity", asm: "v_mul_legacy_f32 v0, v1, v2",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0, 0x7f80_0000
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0) }},
	{name: "MODE round toward +inf set by s_setreg applies to v_add_f32",
		asm: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\nv_add_f32 v0, v1, v2\ns_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\nv_add_f32 v3, v1, v2",
		// 1 + 2^-24: +inf rounding gives 1 + 2^-23 (0x3f800001), toward zero 1.0.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 0x3f80_0000, 0x3380_0000
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "+inf", w.VGPR[0], 0x3f80_0001)
			wantEq(t, "toward zero", w.VGPR[3*64], 0x3f80_0000)
		}},
	{name: "MODE denormal flushing flushes f32 inputs", asm: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\nv_add_f32 v0, v1, v2",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l] = 1, 0 // the smallest denormal + 0
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0) }},
	{name: "v_cvt_u32_f32 of |x| gives an integer untouched by denormal flushing", asm: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\nv_cvt_u32_f32_e64 v0, |v1|",
		// |-10275.5| truncates to 10275 (0x2823), whose bits would be an f32 denormal.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l] = 0xc620_8e00 // -10275.5
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 10275) }},
	{name: "v_pk_fma_f32 fuses the low and the high halves separately", target: "gfx90a", asm: "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]",
		// Default op_sel:[0,0,0] op_sel_hi:[1,1,1]: lo = 2*3+1 = 7, hi = 4*5+2 = 22.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				for r, v := range map[int]uint32{2: 0x4000_0000, 3: 0x4080_0000, 4: 0x4040_0000, 5: 0x40a0_0000, 6: 0x3f80_0000, 7: 0x4000_0000} {
					w.VGPR[r*64+l] = v
				}
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "lo", w.VGPR[0], 0x40e0_0000)
			wantEq(t, "hi", w.VGPR[64], 0x41b0_0000)
		}},
	{name: "v_readlane and v_writelane move one lane", asm: "v_readlane_b32 s0, v1, 5\nv_writelane_b32 v2, s0, 9",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l] = uint32(100 + l)
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "s0", w.SGPR[0], 105); wantEq(t, "v2[9]", w.VGPR[128+9], 105) }},
	{name: "ds_bpermute_b32 reads the lane the address names", asm: "v_xor_b32 v1, 1, v0\nv_lshlrev_b32 v1, 2, v1\nds_bpermute_b32 v2, v1, v3",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[l], w.VGPR[3*64+l] = uint32(l), uint32(1000+l)
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "v2[4]", w.VGPR[128+4], 1005)
			wantEq(t, "v2[5]", w.VGPR[128+5], 1004)
		}},
	{name: "DPP row_shr:1 with bound_ctrl reads 0 at the start of each row", asm: "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l] = uint32(l + 1)
			}
		},
		check: func(t *testing.T, w *Wave) {
			wantEq(t, "v0[16]", w.VGPR[16], 0)
			wantEq(t, "v0[17]", w.VGPR[17], 17)
		}},
	{name: "SDWA selects a byte and a word and writes the high word", asm: "v_add_u32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0",
		// (0x1234 >> 8 & 0xff) + (0xabcd0005 & 0xffff) = 0x12 + 5 = 0x17, in bits 31:16.
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l], w.VGPR[l] = 0x1234, 0xabcd_0005, 0xffff_ffff
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0x0017_0000) }},
	{name: "v_div_fixup_f32 gives infinity for a finite number over zero", asm: "v_div_fixup_f32 v0, v1, v2, v3",
		setup: func(w *Wave, _ *testEnv) {
			for l := range 64 {
				w.VGPR[64+l], w.VGPR[128+l], w.VGPR[192+l] = 0x3f80_0000, 0x8000_0000, 0x3f80_0000 // q, den -0, num 1
			}
		},
		check: func(t *testing.T, w *Wave) { wantEq(t, "v0", w.VGPR[0], 0xff80_0000) }},
	{name: "ds_write2_b32 and ds_read2st64_b32 address in dwords and 64-dword strides", asm: "ds_write2_b32 v0, v1, v2 offset0:1 offset1:64\nds_read2st64_b32 v[4:5], v0 offset0:0 offset1:1",
		setup: func(w *Wave, _ *testEnv) {
			w.EXEC = 1
			w.VGPR[0], w.VGPR[64], w.VGPR[128] = 0, 11, 22
		},
		// write2: 11 at 4*1, 22 at 4*64 = 256; read2st64: 4*64*0 = 0 and 4*64*1 = 256.
		check: func(t *testing.T, w *Wave) { wantEq(t, "v4", w.VGPR[4*64], 0); wantEq(t, "v5", w.VGPR[5*64], 22) }},
}

func TestInstructionSemantics(t *testing.T) {
	for _, c := range semCases {
		t.Run(c.name, func(t *testing.T) {
			target := c.target
			if target == "" {
				target = "gfx900"
			}
			w, err := runAsm(t, target, c.asm, c.setup)
			if err != nil {
				t.Fatal(err)
			}
			c.check(t, w)
		})
	}
}

func faultOf(t *testing.T, err error) *Fault {
	t.Helper()
	var f *Fault
	if !errors.As(err, &f) {
		t.Fatalf("got %v, want a *Fault", err)
	}
	return f
}

func TestFaults(t *testing.T) {
	tests := []struct {
		name string
		asm  string
		kind FaultKind
		says string
	}{
		{"s_trap 2 aborts", "s_nop 0\ns_trap 2", FaultTrap, "pc 0x1004 `s_trap 2`: s_trap 2 (llvm.trap) aborts the dispatch"},
		{"an instruction without semantics names itself and its pc", "s_setkill 1", FaultUnimplemented, "s_setkill has no semantics"},
		{"an endless loop hits the step limit", "loop:\ns_branch loop", FaultStepLimit, "the wave ran 10000 instructions"},
		{"an LDS access past the allocation", "v_mov_b32 v0, 0x1000\nds_read_b32 v1, v0", FaultMemory, "4-byte LDS read at offset 0x1000, 0 bytes past the end of the 4096-byte LDS allocation"},
		{"a jump into the middle of an instruction", "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 2\ns_setpc_b64 s[0:1]", FaultIllegal, "is not the start of an instruction"},
		{"a global access through a null pointer", "v_mov_b32 v0, 0\nv_mov_b32 v1, 0\nglobal_load_dword v2, v[0:1], off", FaultMemory, "4-byte read at 0x0, no allocation is near it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := runAsm(t, "gfx900", tt.asm, nil)
			f := faultOf(t, err)
			if f.Kind != tt.kind || !strings.Contains(f.Error(), tt.says) {
				t.Errorf("fault %v (kind %v), want kind %v saying %q", f, f.Kind, tt.kind, tt.says)
			}
		})
	}
}

// A lane writing past its private segment through flat scratch (gfx942,
// architected flat scratch) is a private-memory fault naming the lane.
func TestScratchOverflowFaultsNamingTheLane(t *testing.T) {
	_, err := runAsm(t, "gfx942", "v_mov_b32 v0, 7\nscratch_store_dword off, v0, off offset:16", func(w *Wave, e *testEnv) {
		s, err := NewScratch(e.mem, 16, 64, 1)
		if err != nil {
			t.Fatal(err)
		}
		e.scratch = s
		w.FlatScratch = s.Base()
		w.EXEC = 1 << 5
	})
	f := faultOf(t, err)
	want := "lane 5 (work-item (5,0,0)), pc 0x1004 `scratch_store_dword off, v0, off offset:16`: 4-byte private write at offset 0x10 of lane 5, 0 bytes past the end of the 16-byte private segment"
	if f.Kind != FaultMemory || !strings.Contains(f.Error(), want) {
		t.Errorf("fault %q\nwant it to contain %q", f.Error(), want)
	}
}

// A wave halted at a debug trap while the others wait at a barrier: no wave
// can proceed, and the report names each wave and where it is.
func TestBarrierDeadlockNamesTheWaves(t *testing.T) {
	p := asmProgram(t, "gfx900", "s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 halt\ns_barrier\ns_endpgm\nhalt:\ns_trap 3\ns_barrier")
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(0), scratch: &Scratch{WaveSize: 64}}
	var waves []*Wave
	for i := range 3 {
		w := NewWave(p.Arch.SGPRs, 32, 0)
		w.ID, w.Env, w.HaltOnTrap = i, env, true
		if i == 1 {
			w.SGPR[0] = 1
		}
		waves = append(waves, w)
	}
	f := faultOf(t, RunWaves(p, waves, 4, 1000))
	if f.Kind != FaultDeadlock || len(f.Waves) != 3 || !strings.Contains(f.Waves[0], "wave 0 waits at s_barrier") || !strings.Contains(f.Waves[1], "wave 1 is halted") {
		t.Errorf("fault %v", f)
	}
}

// s_barrier holds each wave until all waves that have not ended arrive:
// wave 1 stores to LDS before the barrier, wave 0 reads after it.
func TestBarrierOrdersLDSAccessesBetweenWaves(t *testing.T) {
	p := asmProgram(t, "gfx900", `s_cmp_eq_u32 s0, 0
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
ds_read_b32 v2, v0`)
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(64), scratch: &Scratch{WaveSize: 64}}
	var waves []*Wave
	for i := range 2 {
		w := NewWave(p.Arch.SGPRs, 32, 0)
		w.ID, w.Env = i, env
		w.SGPR[0] = uint32(i)
		waves = append(waves, w)
	}
	if err := RunWaves(p, waves, 1, 1000); err != nil {
		t.Fatal(err)
	}
	wantEq(t, "v2 of wave 0", waves[0].VGPR[2*64], 42)
}
