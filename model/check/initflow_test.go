package check

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// TestInitcheckFlowLanes: kernels where initflow's proof must NOT apply
// (a register written on one path only, or under a partial EXEC, then
// stored), and one where it must. The lanes of each finding are worked
// out by hand from the code (one wave of 64 lanes, v0 = lane, v1 = 4 *
// lane, s[4:5] = out), and each case runs with and without the filters
// (without them there is no proof): a proof that claims a register
// defined where the shadow says otherwise loses findings or lanes here.
// Each filtered run must have a proof (initcheck.proof), so that the
// cases do exercise it.
func TestInitcheckFlowLanes(t *testing.T) {
	cases := []initLanesCase{
		{
			// v2 is written only when the uniform branch falls through;
			// it is taken (s8 = 1): every lane stores an unset v2. The
			// join must keep v2 unproven (the fall-through path alone
			// defines it).
			name: "flow-one-path",
			body: `	s_mov_b32 s8, 1
	s_cmp_eq_u32 s8, 1
	s_cbranch_scc1 .Lskip
	v_mov_b32 v2, 7
.Lskip:
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", ^uint64(0), "v2"}},
		},
		{
			// v2 is written under lanes 0-31 only; after EXEC is
			// restored, lanes 32-63 store it unset.
			name: "flow-partial-exec",
			body: `	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .Lend
	v_mov_b32 v2, 7
.Lend:
	s_or_b64 exec, exec, s[6:7]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// If-else (the compiler's s_xor/s_andn2_saveexec form):
			// the then side (lanes 0-31) writes v2, the else side
			// (32-63) does not.
			name: "flow-else",
			body: `	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	v_mov_b32 v2, 7
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32 v3, 1
	s_or_b64 exec, exec, s[6:7]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// v2 is defined in every lane, then lanes 0-31 overwrite
			// it from v9, never written: those lanes store it unset.
			name: "flow-overwritten-undefined",
			body: `	v_mov_b32 v2, 1
	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	v_mov_b32 v2, v9
	s_or_b64 exec, exec, s[6:7]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0x00000000_ffffffff, "v2"}},
		},
		{
			// v2 is unset (from v9) in every lane; lanes 0-31 then
			// write it from a constant. That write reads nothing
			// unproven, but the store looks v2 up in the shadow: it
			// must be seen, or lanes 0-31 would be reported too.
			name: "flow-write-looked-up",
			body: `	v_mov_b32 v2, v9
	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	v_mov_b32 v2, 1
	s_or_b64 exec, exec, s[6:7]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// A loop the lanes leave at different trips (v3 = lane & 3
			// trips): v2 is written in the body after the exit test, so
			// the lanes with no trip (lane % 4 == 0) never write it.
			name: "flow-loop-exit",
			body: `	v_and_b32 v3, 3, v0
	s_mov_b64 s[8:9], 0
.Lloop:
	v_cmp_eq_u32 vcc, 0, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .Lexit
	v_mov_b32 v2, 9
	v_subrev_u32 v3, 1, v3
	s_branch .Lloop
.Lexit:
	s_or_b64 exec, exec, s[8:9]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", lanesWhere(func(l int) bool { return l%4 == 0 }), "v2"}},
		},
		{
			// Lanes 0-31 write v2; EXEC is restored; then a second
			// branch (lanes 16-63) stores it. The first branch's
			// facts must go with its level: lanes 32-63 store v2 unset.
			name: "flow-second-branch",
			body: `	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	v_mov_b32 v2, 7
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_u32 vcc, 15, v0
	s_and_saveexec_b64 s[6:7], vcc
	global_store_dword v1, v2, s[4:5] // WANT a
	s_or_b64 exec, exec, s[6:7]
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// EXEC is set to a compare's result (lanes 0-31: a subset
			// of the saved mask, not the whole of it), v2 written,
			// the saved mask restored: lanes 32-63 store v2 unset.
			name: "flow-mask-subset",
			body: `	s_mov_b64 s[10:11], exec
	v_cmp_gt_u32 vcc, 32, v0
	s_mov_b64 exec, vcc
	v_mov_b32 v2, 1
	s_mov_b64 exec, s[10:11]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// s_andn2_b64 narrows EXEC to lanes 32-63, which write v2;
			// the saved mask restored, lanes 0-31 store v2 unset.
			name: "flow-narrow-restore",
			body: `	s_mov_b64 s[10:11], exec
	v_cmp_gt_u32 vcc, 32, v0
	s_andn2_b64 exec, exec, vcc
	v_mov_b32 v2, 1
	s_mov_b64 exec, s[10:11]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0x00000000_ffffffff, "v2"}},
		},
		{
			// EXEC (lanes 0-15) or-ed with a compare's result (lanes
			// 0-31), not with the saved mask: v2 is written in lanes
			// 0-31, and lanes 32-63 store it unset.
			name: "flow-or-subset",
			body: `	s_mov_b64 s[10:11], exec
	v_cmp_gt_u32 vcc, 32, v0
	v_cmp_gt_u32_e64 s[12:13], 16, v0
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_or_b64 exec, exec, vcc
	v_mov_b32 v2, 1
	s_mov_b64 exec, s[10:11]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// The saved mask is shifted (lanes 0-31) before EXEC is
			// or-ed with it: it no longer holds the saved EXEC.
			name: "flow-mask-clobbered",
			body: `	s_mov_b64 s[10:11], exec
	v_cmp_gt_u32 vcc, 16, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_lshr_b64 s[6:7], s[6:7], 32
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32 v2, 1
	s_mov_b64 exec, s[10:11]
	global_store_dword v1, v2, s[4:5] // WANT a
`,
			want: []initWant{{"a", "uninitialised-store", 0xffffffff_00000000, "v2"}},
		},
		{
			// The proof applies: v2 is defined in every lane before
			// the branch, lanes 0-31 add to it, EXEC is restored from
			// the saved mask: no finding, and initcheck sees none of
			// the VALU instructions.
			name: "flow-proven",
			body: `	v_mov_b32 v2, 5
	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .Lend
	v_add_u32 v2, 1, v2
.Lend:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32 v3, 2, v2
	global_store_dword v1, v3, s[4:5]
`,
		},
	}
	runInitLanesCases(t, cases, func(t *testing.T, c initLanesCase, r *Run) {
		ic := r.checkers[0].(*initcheck)
		if ic.proof == nil {
			t.Fatalf("no initflow proof for the kernel")
		}
		if !strings.HasSuffix(c.name, "-proven") {
			return
		}
		w := ic.NewWorker().(*initWorker)
		r.Program.Reachable(func(pc uint64, in *isa.Inst) {
			if in.Enc.Format.Has(isa.FormatVALU) && w.WantsAt(pc, in) {
				t.Errorf("%#x %s: wanted, want it proven", pc, in.Op)
			}
		})
	})
}
