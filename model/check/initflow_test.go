package check

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
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
			// Scalar loads: from the kernarg segment (s[0:1]: not
			// seen by initcheck) and from the output-only buffer
			// (s[4:5]), which nothing wrote: a finding for the wave.
			name:   "flow-scalar-loads",
			output: true,
			body: `	s_load_dword s8, s[0:1], 0x0
	s_load_dword s9, s[4:5], 0x0 // WANT a
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v2, s8
	v_add_u32 v2, s9, v2
	global_store_dword v1, v2, s[4:5]
`,
			want: []initWant{{"a", "uninitialised-read", 0, "byte 0 of the output-only buffer"}},
		},
		{
			// s[0:1] no longer holds the kernarg pointer: the load
			// from it reads the output-only buffer.
			name:   "flow-kernarg-overwritten",
			output: true,
			body: `	s_mov_b64 s[0:1], s[4:5]
	s_load_dword s8, s[0:1], 0x0 // WANT a
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v2, s8
	global_store_dword v1, v2, s[4:5]
`,
			want: []initWant{{"a", "uninitialised-read", 0, "byte 0 of the output-only buffer"}},
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
		w := ic.NewWorker().(*initWorker)
		if c.name == "flow-scalar-loads" {
			n := 0
			r.Program.Reachable(func(pc uint64, in *isa.Inst) {
				if in.Enc.Format.Has(isa.FormatSMRD) && in.Operand("sbase") != nil {
					kernarg := in.Operand("sbase").Reg == 0
					if w.WantsAt(pc, in) == kernarg {
						t.Errorf("%#x %s: wanted %v, want %v", pc, in.Op, !kernarg, kernarg)
					}
					// Its bytes (at offset 0) must lie in the segment.
					st := &flowState{orig: [2]uint64{^uint64(0), ^uint64(0)}}
					size := 4 * uint64(in.Operand("sdst").Width)
					for _, kb := range []uint64{size - 1, size} {
						if got := st.kernargLoad(in, &flowSetup{kernSGPR: 0, kernBytes: kb}); got != (kernarg && kb == size) {
							t.Errorf("%#x %s: kernargLoad with a %d-byte segment = %v", pc, in.Op, kb, got)
						}
					}
					n++
				}
			})
			if n != 3 {
				t.Errorf("%d scalar loads, want 3", n)
			}
		}
		if !strings.HasSuffix(c.name, "-proven") {
			return
		}
		r.Program.Reachable(func(pc uint64, in *isa.Inst) {
			if in.Enc.Format.Has(isa.FormatVALU) && w.WantsAt(pc, in) {
				t.Errorf("%#x %s: wanted, want it proven", pc, in.Op)
			}
		})
	})
}

// kernargHook checks, at each workgroup's start, that the SGPR pair
// kernargSGPR names holds the kernarg segment's address in every wave.
type kernargHook struct {
	exec.CheckHook
	t     *testing.T
	s     *exec.Setup
	k     int
	waves int
}

func (h *kernargHook) WorkgroupStart(waves []*exec.Wave) {
	for _, w := range waves {
		if got := uint64(w.SGPR[h.k]) | uint64(w.SGPR[h.k+1])<<32; got != h.s.Kernarg.Base {
			h.t.Errorf("wave %d: s[%d:%d] = %#x, want the kernarg segment %#x", w.ID, h.k, h.k+1, got, h.s.Kernarg.Base)
		}
		h.waves++
	}
	h.CheckHook.WorkgroupStart(waves)
}

// TestInitcheckKernargSGPR: initflow takes s_loads from the kernarg
// pointer out of initcheck's view by its SGPR number (kernargSGPR, from
// the descriptor's user SGPR enables): the waves exec sets up must hold
// the segment's address there, on targets with and without the private
// segment buffer and dispatch/queue pointers.
func TestInitcheckKernargSGPR(t *testing.T) {
	bench := filepath.Join(testkernels.Dir(), "..", "bench")
	runs := [][3]string{
		{filepath.Join(bench, "vadd-gfx900-O2.co"), filepath.Join(bench, "args", "vadd.yaml"), ""},
		{filepath.Join(bench, "reduce-gfx1100-O2.co"), filepath.Join(bench, "args", "reduce.yaml"), ""},
		{filepath.Join(bench, "collatz-gfx1100w64-O2.co"), filepath.Join(bench, "args", "collatz.yaml"), ""},
	}
	for _, tg := range []string{"gfx90a", "gfx942"} {
		runs = append(runs, [3]string{filepath.Join(checkDir(), "co", tg, "racecheck-O2.co"),
			filepath.Join(checkDir(), "args", "racecheck", "race_atomic_scope.yaml"), "race_atomic_scope"})
	}
	for _, c := range runs {
		f, err := codeobj.Open(c[0], codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := args.Load(c[1])
		if err != nil {
			t.Fatal(err)
		}
		l, err := launch.New(f, c[2], a)
		if err != nil {
			t.Fatal(err)
		}
		r, err := New(l, []string{"initcheck"})
		if err != nil {
			t.Fatal(err)
		}
		var hooks []*kernargHook
		opts := r.Options(exec.Options{Jobs: 1})
		opts.Check = func(s *exec.Setup) exec.CheckHook {
			k := kernargSGPR(s.Config)
			if k < 0 {
				t.Fatalf("%s: no kernarg segment pointer", c[0])
			}
			h := &kernargHook{CheckHook: r.Hook(s), t: t, s: s, k: k}
			hooks = append(hooks, h)
			return h
		}
		if _, err := l.Run(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		if len(hooks) == 0 || hooks[0].waves == 0 {
			t.Fatalf("%s: no wave checked", c[0])
		}
	}
}

// TestInitcheckRelevanceIndexed: a kernel with gfx1250's s_set_vgpr_msb
// (which moves later instructions' VGPRs past v255) gets no relevance set,
// and so no initflow proof: both read the registers the operands name.
func TestInitcheckRelevanceIndexed(t *testing.T) {
	nop := &isa.Inst{Op: isa.OpS_NOP, Enc: &isa.Encoding{}}
	msb := &isa.Inst{Op: isa.OpS_SET_VGPR_MSB, Enc: &isa.Encoding{}}
	if relevance(func(yield func(*isa.Inst)) { yield(nop) }) == nil {
		t.Fatal("no relevance set for a kernel of one s_nop")
	}
	if relevance(func(yield func(*isa.Inst)) { yield(nop); yield(msb) }) != nil {
		t.Error("a relevance set for a kernel with s_set_vgpr_msb")
	}
}
