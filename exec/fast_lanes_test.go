package exec

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Every instruction the lane kernels take must leave the wave exactly as
// the general semantics do: registers, VCC, EXEC and SCC, for any EXEC mask
// and MODE, with constants, SGPRs and modifiers as sources and with the
// destination one of the sources. The instructions are assembled by
// llvm-mc and run one at a time from random states rich in edge values.
func TestLaneFastPathsMatchGeneralSemantics(t *testing.T) {
	if !haveLaneKernels {
		testLaneFastPathsMatchGeneralSemantics(t)
		return
	}
	laneISAs(t, testLaneFastPathsMatchGeneralSemantics)
}

func testLaneFastPathsMatchGeneralSemantics(t *testing.T) {
	lists := map[string][]string{
		"gfx906": {
			"v_add_u32_e32 v4, v0, v1", "v_add_u32_e32 v0, s6, v0", "v_add_u32_e64 v4, v0, 17 clamp",
			"v_sub_u32_e32 v4, v0, v1", "v_subrev_u32_e32 v4, v0, v1", "v_sub_u32_e64 v4, v0, v1 clamp",
			"v_add_co_u32_e32 v4, vcc, v0, v1", "v_add_co_u32_e64 v4, s[10:11], v0, v1", "v_add_co_u32_e32 v1, vcc, 4, v1",
			"v_addc_co_u32_e32 v4, vcc, v0, v1, vcc", "v_addc_co_u32_e64 v4, s[10:11], v0, v1, s[12:13]",
			"v_addc_co_u32_e32 v2, vcc, 0, v2, vcc", "v_addc_co_u32_e32 v3, vcc, v3, v1, vcc",
			"v_sub_co_u32_e32 v4, vcc, v0, v1", "v_subrev_co_u32_e32 v4, vcc, v0, v1",
			"v_subb_co_u32_e32 v4, vcc, v0, v1, vcc", "v_subbrev_co_u32_e32 v4, vcc, v0, v1, vcc",
			"v_subb_co_u32_e64 v4, s[10:11], v0, v1, s[12:13]",
			"v_and_b32_e32 v4, v0, v1", "v_or_b32_e32 v4, s6, v1", "v_xor_b32_e32 v1, v0, v1",
			"v_lshlrev_b32_e32 v4, v0, v1", "v_lshrrev_b32_e32 v4, 1, v1", "v_ashrrev_i32_e32 v1, 31, v0",
			"v_lshlrev_b32_e64 v4, s6, v1", "v_mul_lo_u32 v4, v0, s6", "v_mul_lo_u32 v0, v0, v1",
			"v_min_u32_e32 v4, v0, v1", "v_max_u32_e32 v4, v0, v1", "v_min_i32_e32 v4, v0, v1", "v_max_i32_e32 v1, v0, v1",
			"v_mov_b32_e32 v4, v0", "v_mov_b32_e32 v4, s6", "v_mov_b32_e32 v4, 0x12345678", "v_mov_b32_e32 v4, -1",
			"v_cndmask_b32_e32 v4, v0, v1, vcc", "v_cndmask_b32_e64 v4, v0, v1, s[10:11]",
			"v_cndmask_b32_e64 v4, -v0, |v1|, s[10:11]", "v_cndmask_b32_e32 v0, 0, v0, vcc",
			"v_cmp_eq_u32_e32 vcc, v0, v1", "v_cmp_ne_u32_e32 vcc, 1, v2", "v_cmp_lt_u32_e32 vcc, v0, v1",
			"v_cmp_le_u32_e32 vcc, v0, v1", "v_cmp_gt_u32_e32 vcc, s6, v0", "v_cmp_ge_u32_e32 vcc, v0, v1",
			"v_cmp_eq_i32_e32 vcc, v0, v1", "v_cmp_ne_i32_e32 vcc, v0, v1", "v_cmp_lt_i32_e32 vcc, v0, v1",
			"v_cmp_le_i32_e32 vcc, v0, v1", "v_cmp_gt_i32_e64 s[10:11], s6, v0", "v_cmp_ge_i32_e32 vcc, -4, v1",
			"v_cmp_f_u32_e32 vcc, v0, v1", "v_cmp_t_i32_e32 vcc, v0, v1", "v_cmpx_gt_u32_e32 vcc, v0, v1",
			"v_cmpx_ne_i32_e64 s[10:11], v0, v1",
			"v_add_f32_e32 v4, v0, v1", "v_add_f32_e32 v0, v0, v1", "v_sub_f32_e32 v4, v0, v1",
			"v_subrev_f32_e32 v4, v0, v1", "v_mul_f32_e32 v4, v0, v1", "v_mul_f32_e32 v4, 0.5, v1",
			"v_fma_f32 v4, v0, v1, v2", "v_fma_f32 v2, v0, 1.0, v2", "v_fma_f32 v4, v0, s6, v2",
			"v_fmac_f32_e32 v4, v0, v1", "v_fmac_f32_e32 v0, v0, v1", "v_mad_f32 v4, v0, v1, v2",
			"v_mac_f32_e32 v4, v0, v1", "v_add_f32_e64 v4, -v0, v1", "v_mul_f32_e64 v4, v0, |v1|",
			"v_add_f32_e64 v4, v0, v1 clamp", "v_mul_f32_e64 v4, v0, v1 mul:2", "v_fma_f32 v4, -v0, v1, v2",
			"v_mad_u64_u32 v[4:5], s[10:11], v0, v1, v[2:3]", "v_mad_u64_u32 v[2:3], s[10:11], v2, 3, 1",
			"v_mad_u64_u32 v[0:1], vcc, v1, s6, -1", "v_mad_u64_u32 v[4:5], s[10:11], v0, v1, s[12:13]",
			"v_lshlrev_b64 v[4:5], v0, v[2:3]", "v_lshlrev_b64 v[0:1], 2, v[0:1]", "v_lshrrev_b64 v[4:5], s6, v[2:3]",
			"v_ashrrev_i64 v[0:1], 30, v[0:1]", "v_ashrrev_i64 v[4:5], v0, v[1:2]", "v_lshlrev_b64 v[4:5], v0, s[10:11]",
			"v_ashrrev_i64 v[4:5], v0, -1", "v_lshrrev_b64 v[1:2], v1, v[1:2]",
			"v_add_co_u32_e64 v4, s[10:11], s6, v1", "v_add_co_u32_e64 v4, vcc, v0, 5", "v_addc_co_u32_e64 v4, vcc, v0, v1, vcc",
			"v_subbrev_co_u32_e64 v4, s[10:11], 3, v1, s[12:13]", "v_sub_co_u32_e64 v4, s[10:11], v0, s6",
			"v_add_u32_e32 v4, 7, v1", "v_subrev_u32_e64 v4, s6, v1",
		},
		// wave32 (RDNA): the kernels' 32-lane masks, VCC_LO and single
		// SGPR masks.
		"gfx1100": {
			"v_add_nc_u32_e32 v4, v0, v1", "v_add_nc_u32_e32 v0, s6, v0", "v_sub_nc_u32_e32 v4, v0, v1",
			"v_add_co_u32 v4, vcc_lo, v0, v1", "v_add_co_u32 v4, s10, v0, v1", "v_add_co_ci_u32_e32 v4, vcc_lo, v0, v1, vcc_lo",
			"v_add_co_ci_u32_e64 v4, s10, v0, v1, s12", "v_sub_co_u32 v4, vcc_lo, v0, v1", "v_sub_co_ci_u32_e32 v4, vcc_lo, v0, v1, vcc_lo",
			"v_and_b32_e32 v4, v0, v1", "v_or_b32_e32 v4, s6, v1", "v_lshrrev_b32_e32 v4, 1, v1", "v_ashrrev_i32_e32 v1, 31, v0",
			"v_mul_lo_u32 v4, v0, s6", "v_min_u32_e32 v4, v0, v1", "v_max_i32_e32 v1, v0, v1",
			"v_mov_b32_e32 v4, v0", "v_mov_b32_e32 v4, s6", "v_mov_b32_e32 v4, 0x12345678",
			"v_cndmask_b32_e32 v4, v0, v1, vcc_lo", "v_cndmask_b32_e64 v4, v0, v1, s10",
			"v_cmp_eq_u32_e32 vcc_lo, v0, v1", "v_cmp_ne_u32_e32 vcc_lo, 1, v2", "v_cmp_gt_i32_e64 s10, s6, v0",
			"v_cmp_lt_u32_e64 s10, v0, v1", "v_cmpx_gt_u32_e32 v0, v1", "v_cmpx_ne_u32_e32 1, v2",
			"v_add_f32_e32 v4, v0, v1", "v_mul_f32_e32 v4, 0.5, v1", "v_fma_f32 v4, v0, v1, v2", "v_fmac_f32_e32 v4, v0, v1",
			"v_mad_u64_u32 v[4:5], s10, v0, v1, v[2:3]", "v_mad_u64_u32 v[2:3], null, v2, 3, 1",
			"v_lshlrev_b64 v[4:5], v0, v[2:3]", "v_ashrrev_i64 v[0:1], 30, v[0:1]",
			"s_and_b32 s4, s6, s7", "s_or_b32 exec_lo, exec_lo, s7", "s_xor_b32 s4, vcc_lo, s7", "s_and_not1_b32 exec_lo, exec_lo, s7",
			"s_and_saveexec_b32 s4, vcc_lo", "s_or_saveexec_b32 s4, s7", "s_xor_saveexec_b32 s4, s7", "s_and_not1_saveexec_b32 s4, s7",
			"s_mov_b32 s4, exec_lo", "s_mov_b32 s4, vcc_lo", "s_mov_b32 s4, s7", "s_mov_b32 s4, 0", "s_mov_b32 s4, 0x12345678",
			// binSpecial's, cmpSpecial's and vmovSpecial's shapes.
			"v_mov_b32_e32 v4, -1", "v_mov_b32_e32 v0, v0", "v_add_nc_u32_e32 v4, 4, v1", "v_add_nc_u32_e32 v4, 0x12345678, v1",
			"v_sub_nc_u32_e32 v4, s6, v1", "v_subrev_nc_u32_e32 v4, v0, v1", "v_subrev_nc_u32_e32 v1, -7, v1",
			"v_and_b32_e32 v2, 1, v0", "v_lshrrev_b32_e32 v0, 1, v0", "v_lshlrev_b32_e32 v4, s6, v1", "v_xor_b32_e32 v4, s6, v4",
			"v_add_nc_u32_e64 v4, v0, v1 clamp", "v_cmp_eq_u32_e32 vcc_lo, 1, v0", "v_cmpx_eq_u32_e32 1, v2",
			"v_cmp_ge_i32_e32 vcc_lo, v0, v1", "v_cmp_le_u32_e64 s10, 5, v1", "v_cmpx_lt_i32_e32 0, v6", "v_cmp_lt_i32_e32 vcc_lo, -2, v3",
			"v_cmp_ne_i32_e64 s11, v0, v1", "v_cmp_gt_u32_e32 vcc_lo, 0x80000000, v1", "v_cmpx_ge_u32_e32 v0, v1",
			// addSubSpecial's shapes (valu_special.go).
			"v_add_co_u32 v2, vcc_lo, s4, v0", "v_add_co_u32 v2, vcc_lo, v2, 4", "v_add_co_u32 v0, s10, 0x7fffffff, v0",
			"v_add_co_u32 v4, null, v0, s6", "v_sub_co_u32 v4, s11, s6, v1", "v_subrev_co_u32 v4, vcc_lo, v0, v1",
			"v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo", "v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo",
			"v_add_co_ci_u32_e64 v3, s10, v0, v1, s12", "v_add_co_ci_u32_e32 v3, vcc_lo, v0, v3, vcc_lo",
			"v_sub_co_ci_u32_e64 v4, vcc_lo, v0, -1, s12", "v_subrev_co_ci_u32_e32 v4, vcc_lo, v0, v1, vcc_lo",
			"v_add_co_u32 v4, vcc_lo, v0, v1 clamp",
			"v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]", "v_mad_u64_u32 v[4:5], vcc_lo, v0, 0x12345678, v[2:3]",
			"v_mad_u64_u32 v[4:5], s11, 7, v1, -1", "v_mad_u64_u32 v[0:1], s10, v0, v0, v[0:1]",
			"v_mad_u64_u32 v[4:5], null, v0, v1, s[12:13]",
			// SALU specialisations (salu_special.go).
			"s_add_i32 s4, s4, 1", "s_add_i32 s4, s6, -1", "s_add_i32 s4, 0x7fffffff, s7", "s_add_u32 s4, s6, s7",
			"s_add_u32 s4, -1, s7", "s_sub_i32 s4, s6, 0x80000000", "s_sub_u32 s4, 5, s7", "s_sub_i32 s4, s6, s7",
			"s_add_u32 s4, exec_lo, s7", "s_cmp_eq_u32 s3, 0", "s_cmp_lg_u32 s6, s7", "s_cmp_lt_i32 s2, 1",
			"s_cmp_gt_i32 s6, s7", "s_cmp_le_u32 s6, -1", "s_cmp_ge_i32 s6, 0x80000000", "s_cmp_lt_u32 s6, s7",
			"s_cmp_ge_u32 s6, 0x7fffffff", "s_cmp_eq_i32 s6, s6", "s_cmp_lg_i32 -1, s7", "s_cmp_le_i32 s6, s7", "s_cmp_gt_u32 s6, 3",
			"s_cmp_lt_u32 s6, s6", "s_cmp_ge_i32 s7, s7", "s_cmp_gt_u32 s6, s6", "s_cmp_le_i32 s7, s7", "s_cmp_lt_i32 s6, s6",
			"s_cselect_b32 s4, s6, 7", "s_cselect_b32 s4, -1, s7", "s_cselect_b32 s4, s6, s7",
			"s_and_saveexec_b32 s4, s7", "s_or_saveexec_b32 s4, vcc_lo", "s_and_not1_saveexec_b32 s4, s4",
			"s_xor_saveexec_b32 s4, vcc_lo", "s_and_not1_saveexec_b32 s5, vcc_lo",
		},
		"gfx803": {
			"v_add_u32_e32 v4, vcc, v0, v1", "v_addc_u32_e32 v4, vcc, v0, v1, vcc", "v_sub_u32_e32 v4, vcc, v0, v1",
			"v_subb_u32_e32 v4, vcc, v0, v1, vcc", "v_add_u32_e64 v4, s[10:11], v0, v1",
		},
	}
	modes := []uint32{
		3<<ModeFPDenormShift | 3<<(ModeFPDenormShift+2), // denormals kept, nearest even
		0, // denormals flushed
		3<<ModeFPDenormShift | 3<<(ModeFPDenormShift+2) | 3, // rounding toward zero
	}
	rng := rand.New(rand.NewPCG(laneSeed, 12))
	for _, target := range slices.Sorted(maps.Keys(lists)) {
		insts := lists[target]
		p := asmProgram(t, target, strings.Join(insts, "\n"))
		pc := uint64(0)
		for _, text := range insts {
			d := p.at(pc)
			if d == nil || d.err != nil || d.fn == nil {
				t.Fatalf("%s: %q does not run here: %v", target, text, d)
			}
			for round := range 40 {
				exec := laneMasks[round%len(laneMasks)]
				if round >= len(laneMasks) {
					exec = rng.Uint64() & rng.Uint64()
				}
				mode := modes[round%len(modes)]
				lanes := 64
				if target == "gfx1100" {
					// A wave32's EXEC_HI is zero (swrite32 and
					// swrite64 keep it so); laneMasks give lanes
					// 16-31 (EXEC_LO's high half) set and clear.
					lanes, exec = 32, exec&0xffff_ffff
				}
				base := NewWave(p.Arch.SGPRs, 32, 0)
				for i := range 8 {
					v := laneInputs(rng)
					copy(base.V(i), v[:])
				}
				for i := range base.SGPR {
					base.SGPR[i] = rng.Uint32()
				}
				base.VCC, base.EXEC, base.Mode, base.Lanes, base.SCC = rng.Uint64(), exec, mode, lanes, round%2 == 0
				run := func(off bool) *Wave {
					w := NewWave(p.Arch.SGPRs, 32, 0)
					w.SetWaveSize(lanes)
					copy(w.VGPR, base.VGPR)
					copy(w.SGPR, base.SGPR)
					w.VCC, w.EXEC, w.Mode, w.Lanes, w.PC, w.SCC = base.VCC, base.EXEC, base.Mode, lanes, pc, base.SCC
					w.Env = &testEnv{arch: p.Arch}
					fastPathsOff = off
					defer func() { fastPathsOff = false }()
					if err := Step(p, w, 1, 10); err != nil {
						t.Fatalf("%s %q: %v", target, text, err)
					}
					return w
				}
				want, got := run(true), run(false)
				where := fmt.Sprintf("%s %q exec %#x mode %#x", target, text, exec, mode)
				if got.VCC != want.VCC || got.EXEC != want.EXEC || got.SCC != want.SCC {
					t.Fatalf("%s: VCC %#x EXEC %#x SCC %v, general semantics %#x %#x %v", where, got.VCC, got.EXEC, got.SCC, want.VCC, want.EXEC, want.SCC)
				}
				if i := firstWordDiff(got.SGPR, want.SGPR); i >= 0 {
					t.Fatalf("%s: s%d = %#x, general semantics %#x", where, i, got.SGPR[i], want.SGPR[i])
				}
				if i := firstWordDiff(got.VGPR, want.VGPR); i >= 0 {
					t.Fatalf("%s: v%d lane %d = %#x, general semantics %#x (sources %#x %#x %#x)", where, i/64, i%64,
						got.VGPR[i], want.VGPR[i], base.V(0)[i%64], base.V(1)[i%64], base.V(2)[i%64])
				}
			}
			pc += uint64(d.size)
		}
	}
}

// laneISAs runs f with the kernels' AVX2 code and, where the CPU has it,
// their AVX-512 code.
func laneISAs(t *testing.T, f func(t *testing.T)) {
	if !haveLaneKernels {
		t.Skip("no AVX2 here: the fast paths use the Go semantics")
	}
	has512 := laneAVX512
	defer func() { laneAVX512 = has512 }()
	for _, on := range []bool{false, true} {
		if on && !has512 {
			t.Log("no AVX-512 here: only the AVX2 code is checked")
			continue
		}
		laneAVX512 = on
		t.Run(map[bool]string{false: "avx2", true: "avx512"}[on], f)
	}
}

// laneInputs returns 64 lanes mixing random bits with edge values of
// integer and f32 arithmetic.
func laneInputs(rng *rand.Rand) [64]uint32 {
	specials := []uint32{0, 1, 2, 31, 32, 33, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_ffff, 0xffff_fffe,
		0x007f_ffff, 0x0080_0000, 0x3f80_0000, 0xbf80_0000, 0x7f7f_ffff, 0x7f80_0000, 0xff80_0000, 0x7fc0_0000,
		0x7f80_0001, 0xffc0_1234, 0x0000_0001, 0x8000_0001}
	var v [64]uint32
	for l := range v {
		switch rng.IntN(3) {
		case 0:
			v[l] = specials[rng.IntN(len(specials))]
		case 1:
			v[l] = math.Float32bits(float32(rng.IntN(1<<12)-1<<11) / float32(int(1)<<rng.IntN(30)))
		default:
			v[l] = rng.Uint32()
		}
	}
	return v
}

// laneMasks: full wave64, empty, single lanes, scattered; a full wave32
// (lanes 0-31), its last lane, one chunk of eight lanes and lanes 16-47
// (the kernels stop after the last chunk holding an EXEC bit).
var laneMasks = []uint64{allLanes, 0, 1, 1 << 63, 0x0123_4567_89ab_cdef, 0xffff_0000_0000_ffff, 0x8000_0000_0000_0001,
	allLanes >> 32, 1 << 31, 0xff << 16, 0x0000_ffff_ffff_0000}

// laneSeed seeds the random states of the lane tests (fixed, so a failure
// repeats; vary it by hand to search further).
var laneSeed uint64 = 11

// firstWordDiff returns the first index where a and b differ, or -1.
func firstWordDiff(a, b []uint32) int {
	if slices.Equal(a, b) {
		return -1
	}
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}
