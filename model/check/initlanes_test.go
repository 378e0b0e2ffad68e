package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// initLanesHead and initLanesTail wrap the bodies of TestInitcheckLanes:
// one gfx900 kernel k(uint *out) of one wave of 64 lanes (v0 = lane),
// 256 bytes of LDS, s[4:5] = out, v1 = 4 * lane.
const initLanesHead = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.text
	.globl	k
	.p2align 8
	.type	k,@function
k:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshlrev_b32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
`

const initLanesTail = `	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .args:
      - {.name: out, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'uint*'}
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 256
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 32
    .max_flat_workgroup_size: 64
...
	.end_amdgpu_metadata
`

// lanesWhere is the mask of the lanes l < 64 for which f holds.
func lanesWhere(f func(l int) bool) uint64 {
	var m uint64
	for l := range 64 {
		if f(l) {
			m |= 1 << uint(l)
		}
	}
	return m
}

// TestInitcheckLanes runs small llvm-mc kernels whose findings are worked
// out by hand from the code, lane by lane: the lanes a finding names must
// be exactly those, with and without the checkers' filters. They guard
// initcheck's whole-wave shortcuts (LDS through exec.DSLanes, buffers
// through exec.Span/GlobalLanes and stores marked by runs, the relevance
// filter, skipping instructions that change nothing): a shortcut that
// loses one lane, or marks bytes no lane wrote, fails here.
func TestInitcheckLanes(t *testing.T) {
	type want = initWant
	cases := []initLanesCase{
		{
			// Lanes 0-62 write their dword of LDS; then all 64 read
			// theirs: only lane 63's bytes 252-255 were never written.
			// Lanes 32-62 read2 their dword and the next: lane 62's
			// second dword is lane 63's, unwritten.
			name: "lds-one-lane",
			body: `	s_mov_b32 exec_hi, 0x7fffffff
	ds_write_b32 v1, v0
	s_mov_b64 exec, -1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v2, v1 // WANT a
	s_mov_b32 exec_lo, 0
	s_mov_b32 exec_hi, 0x7fffffff
	ds_read2_b32 v[2:3], v1 offset1:1 // WANT b
	s_mov_b64 exec, -1
`,
			want: []want{
				{"a", "uninitialised-read", 1 << 63, "offset 0xfc"},
				{"b", "uninitialised-read", 1 << 62, "offset 0xfc"},
			},
		},
		{
			// Lanes 0-15 write2 dwords 2l and 2l+2 (v2 = 8 * lane):
			// the even dwords 0-32. Every lane reads dword l: the odd
			// lanes and the even ones above 32 read unwritten bytes.
			name: "lds-write2-gaps",
			body: `	v_lshlrev_b32 v2, 3, v0
	s_mov_b32 exec_hi, 0
	s_mov_b32 exec_lo, 0xffff
	ds_write2_b32 v2, v0, v0 offset1:2
	s_mov_b64 exec, -1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v3, v1 // WANT a
`,
			want: []want{{"a", "uninitialised-read", lanesWhere(func(l int) bool { return l%2 == 1 || l > 32 }), "offset 0x4,"}},
		},
		{
			// v5 is written in lanes 0-31 only; v6 = v5 + 4 in all
			// lanes carries the undefined lanes 32-63 to the address.
			name: "register-some-lanes",
			body: `	s_mov_b32 exec_hi, 0
	v_mov_b32 v5, v1
	s_mov_b64 exec, -1
	v_add_u32 v6, 4, v5
	v_cmp_gt_u32 vcc, 8, v0
	global_load_dword v7, v6, s[4:5] // WANT a
	s_waitcnt vmcnt(0)
	global_store_dword v1, v7, s[4:5]
`,
			want: []want{{"a", "uninitialised-address", 0xffffffff_00000000, "v6"}},
		},
		{
			// The same, the lanes defined by a v_cndmask that selects
			// v5 (written in lanes 0-31) in lanes 16-63 and v1 below:
			// lanes 32-63 select an undefined source.
			name: "register-cndmask",
			body: `	s_mov_b32 exec_hi, 0
	v_mov_b32 v5, v1
	s_mov_b64 exec, -1
	v_cmp_gt_u32 vcc, 16, v0
	v_cndmask_b32 v6, v5, v1, vcc
	global_store_dword v1, v6, s[4:5] // WANT a
`,
			want: []want{{"a", "uninitialised-store", 0xffffffff_00000000, "v6"}},
		},
		{
			// Each lane stores dword 2l of the output-only buffer
			// (v2 = 8 * lane), then loads dword l: the odd lanes read
			// dwords nothing wrote. Dwords 2l are all written: the
			// second load finds nothing.
			name:   "buffer-strided",
			output: true,
			body: `	v_lshlrev_b32 v2, 3, v0
	global_store_dword v2, v0, s[4:5]
	global_load_dword v3, v1, s[4:5] // WANT a
	global_load_dword v3, v2, s[4:5]
	s_waitcnt vmcnt(0)
`,
			want: []want{{"a", "uninitialised-read", lanesWhere(func(l int) bool { return l%2 == 1 }), "at byte 4 "}},
		},
		{
			// Lanes 0-31 store dwords 0-31 (one run of 128 bytes);
			// loads of dword l through a VGPR pair: in lanes 0-31 all
			// written, in lanes 0-63 lanes 32-63 read unwritten bytes.
			name:   "buffer-run",
			output: true,
			body: `	s_mov_b32 exec_hi, 0
	global_store_dword v1, v0, s[4:5]
	s_mov_b64 exec, -1
	v_mov_b32 v3, s5
	v_add_co_u32 v2, vcc, s4, v1
	v_addc_co_u32 v3, vcc, 0, v3, vcc
	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	global_load_dword v4, v[2:3], off
	s_mov_b64 exec, -1
	global_load_dword v4, v[2:3], off // WANT a
	s_waitcnt vmcnt(0)
`,
			want: []want{{"a", "uninitialised-read", lanesWhere(func(l int) bool { return l >= 32 }), "at byte 128 "}},
		},
	}
	runInitLanesCases(t, cases, nil)
}

// initWant is one finding an initLanesCase expects.
type initWant struct {
	mark  string // the body line's "// WANT mark" comment
	kind  string
	lanes uint64
	text  string // in the message
}

// initLanesCase is one kernel body of TestInitcheckLanes (between
// initLanesHead and initLanesTail) and the findings it must give.
type initLanesCase struct {
	name   string
	output bool // out has no init: (an output-only buffer)
	body   string
	want   []initWant
}

// runInitLanesCases assembles and runs each case with and without the
// checkers' filters and compares the findings with the case's; then,
// when not nil, calls check with the filtered run.
func runInitLanesCases(t *testing.T, cases []initLanesCase, check func(t *testing.T, c initLanesCase, r *Run)) {
	t.Helper()
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	tmp := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := initLanesHead + c.body + initLanesTail
			if err := os.WriteFile(filepath.Join(tmp, c.name+".s"), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			_, _, co := assembleKernel(t, mc, lld, tmp, filepath.Join(tmp, c.name+".s"), tmp)
			init := ", init: {range: [0, 1]}"
			if c.output {
				init = ""
			}
			af := filepath.Join(tmp, c.name+".yaml")
			yaml := "kernel: k\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  out: {type: u32, count: 256" + init + ", output: true}\n"
			if err := os.WriteFile(af, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			headLines := strings.Count(initLanesHead, "\n")
			lineOfMark := map[string]int{}
			for i, l := range strings.Split(c.body, "\n") {
				if _, m, ok := strings.Cut(l, "// WANT "); ok {
					lineOfMark[strings.TrimSpace(m)] = headLines + i + 1
				}
			}
			for _, filtered := range []bool{true, false} {
				r := runInitcheckRun(t, co, af, filtered)
				fs := r.Findings()
				if filtered && check != nil {
					check(t, c, r)
				}
				var got, exp []string
				for _, f := range fs {
					got = append(got, fmt.Sprintf("%s line %d lanes %#x", f.Kind, lineOf(f.Line), f.Lanes))
				}
				for _, w := range c.want {
					exp = append(exp, fmt.Sprintf("%s line %d lanes %#x", w.kind, lineOfMark[w.mark], w.lanes))
				}
				if strings.Join(got, "\n") != strings.Join(exp, "\n") {
					t.Errorf("filtered %v: findings\n  %s\nwant\n  %s", filtered, strings.Join(got, "\n  "), strings.Join(exp, "\n  "))
					continue
				}
				for i, w := range c.want {
					if !strings.Contains(fs[i].Message, w.text) {
						t.Errorf("filtered %v: %s: message %q does not say %q", filtered, w.mark, fs[i].Message, w.text)
					}
				}
			}
		})
	}
}

// runInitcheckRun runs code object co with args file af under initcheck
// (filtered: with the workers' Wants) and returns the run.
func runInitcheckRun(t *testing.T, co, af string, filtered bool) *Run {
	t.Helper()
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(af)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(l, []string{"initcheck"})
	if err != nil {
		t.Fatal(err)
	}
	r.noFilter = !filtered
	if _, err := l.Run(context.Background(), r.Options(gexec.Options{Jobs: 1})); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestInitcheckFilterAgrees runs initcheck with and without its Wants
// filter (the relevance set) on the checker test kernels (gfx900, -O0
// and -O2, each args file's kernel and its _fixed twin): the findings
// must be the same, field by field.
func TestInitcheckFilterAgrees(t *testing.T) {
	dir := checkDir()
	objs, _ := filepath.Glob(filepath.Join(dir, "co", "gfx900", "*.co"))
	n := 0
	for _, obj := range objs {
		base := filepath.Base(obj)
		base = base[:strings.LastIndex(base, "-")]
		files, _ := filepath.Glob(filepath.Join(dir, "args", base, "*.yaml"))
		for _, af := range files {
			name := strings.TrimSuffix(filepath.Base(af), ".yaml")
			for _, k := range []string{name, name + "_fixed"} {
				f, err := codeobj.Open(obj, codeobj.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := f.Kernel(k); err != nil {
					continue
				}
				a, err := args.Load(af)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := launch.New(f, k, a); err != nil {
					if k == name {
						t.Fatal(err)
					}
					continue // a _fixed kernel with other arguments
				}
				var out [2]string
				for i, filtered := range []bool{true, false} {
					out[i] = findingsJSON(t, runKernelInitcheck(t, f, a, k, filtered))
				}
				if out[0] != out[1] {
					t.Errorf("%s %s: findings with the filter:\n%s\nwithout:\n%s", filepath.Base(obj), k, out[0], out[1])
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Fatalf("%d dispatches compared, want at least 40", n)
	}
}

// runKernelInitcheck runs kernel k of f with args file af under
// initcheck (filtered: with the workers' Wants).
func runKernelInitcheck(t *testing.T, f *codeobj.File, a *args.File, k string, filtered bool) []Finding {
	t.Helper()
	l, err := launch.New(f, k, a)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(l, []string{"initcheck"})
	if err != nil {
		t.Fatal(err)
	}
	r.noFilter = !filtered
	// memcheck's kernels fault: the findings up to the fault count.
	_, _ = l.Run(context.Background(), r.Options(gexec.Options{Jobs: 1}))
	return r.Findings()
}
