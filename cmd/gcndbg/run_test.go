package main

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
)

// writeArgs writes an args file into a temporary directory.
func writeArgs(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "args.yaml")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// f32sOf decodes little-endian f32s.
func f32sOf(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

const vaddArgs = `kernel: vadd
grid: [1000, 1, 1]
workgroup: [256, 1, 1]
args:
  - {type: f32, count: 1000, init: {random: {seed: 3, min: -10, max: 10}}}
  - {type: f32, count: 1000, init: {range: [1.5, 0.125]}}
  - {type: f32, count: 1000, output: true}
  - 1000
`

// run writes each output as raw bytes (or .npy) equal to the float32 sums
// Go computes of the inputs, and --json reports the work done.
func TestRunWritesOutputsAndSummary(t *testing.T) {
	co := testkernels.CodeObject(t, "gfx900", "vadd", "O2")
	ap := writeArgs(t, vaddArgs)
	a, err := args.Load(ap)
	if err != nil {
		t.Fatal(err)
	}
	// The inputs as the args package materialises them: the first buffer
	// is random, the second a range.
	bs, err := a.Bind([]args.Param{{Index: 0, Size: 8, TypeName: "float*", Pointer: true}, {Index: 1, Size: 8, TypeName: "float*", Pointer: true},
		{Index: 2, Size: 8, TypeName: "float*", Pointer: true}, {Index: 3, Size: 4, TypeName: "uint"}})
	if err != nil {
		t.Fatal(err)
	}
	x, y := f32sOf(bs[0].Data), f32sOf(bs[1].Data)

	out := t.TempDir()
	stdout, stderr, code := gcndbg("run", co, "--args", ap, "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "4 workgroups, 16 waves") || stderr != "" {
		t.Errorf("summary %q, stderr %q", stdout, stderr)
	}
	// vadd.cl's metadata has no argument names: the output takes the
	// DWARF's, as vadd.cl spells it.
	raw, err := os.ReadFile(filepath.Join(out, "c.bin"))
	if err != nil {
		t.Fatal(err)
	}
	got := f32sOf(raw)
	if len(got) != 1000 {
		t.Fatalf("c.bin holds %d floats", len(got))
	}
	for i := range got {
		if want := x[i] + y[i]; math.Float32bits(got[i]) != math.Float32bits(want) {
			t.Fatalf("c[%d] = %v, want %v", i, got[i], want)
		}
	}

	stdout, stderr, code = gcndbg("run", co, "--args", ap, "--out", out, "--format", "npy", "--json", "--jobs", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var sum struct {
		Waves            uint64  `json:"waves"`
		WaveInstructions uint64  `json:"wave_instructions"`
		VALULaneOps      uint64  `json:"valu_lane_operations"`
		WallSeconds      float64 `json:"wall_seconds"`
		Outputs          []struct{ Name, Path string }
	}
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("--json: %v: %s", err, stdout)
	}
	// 1000 work-items: three workgroups of four full waves, and one of 232
	// work-items (four waves, the last with 40 lanes).
	if sum.Waves != 16 || sum.WaveInstructions == 0 || sum.VALULaneOps < 1000 || sum.WallSeconds <= 0 {
		t.Errorf("--json counts %+v", sum)
	}
	if len(sum.Outputs) != 1 || sum.Outputs[0].Name != "c" || !strings.HasSuffix(sum.Outputs[0].Path, "c.npy") {
		t.Fatalf("--json outputs %+v", sum.Outputs)
	}
	fh, err := os.Open(sum.Outputs[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	st, _ := fh.Stat()
	npy, err := args.ReadNPY(fh, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	if npy.Type != args.F32 || npy.Count != 1000 || string(npy.Data) != string(raw) {
		t.Errorf(".npy holds %v x %d, equal to the .bin: %v", npy.Type, npy.Count, string(npy.Data) == string(raw))
	}
}

// assemble builds a hand-written kernel of testdata/faults with llvm-mc
// and ld.lld.
func assemble(t *testing.T, name, mcpu string) string {
	t.Helper()
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	obj, co := filepath.Join(dir, name+".o"), filepath.Join(dir, name+".co")
	for _, c := range [][]string{
		{mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + mcpu, "-filetype=obj", filepath.Join("testdata", "faults", name+".s"), "-o", obj},
		{lld, "-shared", obj, "-o", co},
	} {
		if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v: %s", c, err, out)
		}
	}
	return co
}

// Every kind of kernel fault ends the run with exit status 1 and one line
// that says which wave and lanes, where, which instruction and (with DWARF)
// which source line.
func TestRunFaultsExitOneWithOneLineReport(t *testing.T) {
	oneWave := "grid: [64, 1, 1]\nworkgroup: [64, 1, 1]\n"
	cases := []struct {
		name  string
		co    func(t *testing.T) string
		args  string
		flags []string
		want  []string
	}{
		{
			name: "global out of bounds",
			co:   func(t *testing.T) string { return testkernels.CodeObject(t, "gfx900", "vadd", "O2") },
			args: "kernel: vadd\ngrid: [256, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: f32, count: 100}\n  - {type: f32, count: 256}\n  - {type: f32, count: 256, output: true}\n  - 256\n",
			// Work-item 100 is lane 36 of workgroup 1's only wave.
			want: []string{"memory violation: wave 0 of workgroup (1,0,0), lane 36 (work-item (36,0,0)) and 27 more lanes",
				"`global_load_dword v", "0 bytes past the end of the 400-byte buffer `a`", "vadd.cl:8: float v = a[i] + b[i];"},
		},
		{
			name: "LDS out of bounds",
			co:   func(t *testing.T) string { return testkernels.CodeObject(t, "gfx90a", "memory", "O2") },
			// 256 bytes of LDS for a 128-item workgroup's 512-byte ring.
			args: "kernel: lds_arg\ngrid: [128, 1, 1]\nworkgroup: [128, 1, 1]\nargs:\n  - {type: i32, count: 128}\n  - {type: i32, count: 128, output: true}\n  - 256\n",
			want: []string{"memory violation: wave 1 of workgroup (0,0,0), lane 0 (work-item (64,0,0)) and 63 more lanes",
				"`ds_write_b32 ", "LDS write at offset 0x100, 0 bytes past the end of the 256-byte LDS allocation", "memory.cl:232: ring[lid] = in[GLOBAL_ID(x)];"},
		},
		{
			name: "scratch out of bounds",
			co:   func(t *testing.T) string { return assemble(t, "scratch_oob", "gfx942") },
			args: oneWave,
			want: []string{"memory violation: wave 0 of workgroup (0,0,0), lane 0 (work-item (0,0,0)) and 63 more lanes",
				"`scratch_store_dword off, v1, off offset:4092`", "private write at offset 0xffc of lane 0, 3068 bytes past the end of the 1024-byte private segment"},
		},
		{
			name: "unimplemented instruction",
			co:   func(t *testing.T) string { return assemble(t, "unimplemented", "gfx900") },
			args: oneWave,
			want: []string{"unimplemented instruction: wave 0 of workgroup (0,0,0)", "`image_load v[2:5], v0, s[0:7] dmask:0xf unorm`", "image_load has no semantics"},
		},
		{
			name: "s_trap 2",
			co:   func(t *testing.T) string { return testkernels.CodeObject(t, "gfx908", "traps", "O2") },
			// in[i] = 100 - i: work-item 101 is the first negative one.
			args: "kernel: trap\ngrid: [128, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: i32, count: 128, init: {range: [100, -1]}}\n  - {type: i32, count: 128, output: true}\n",
			want: []string{"trap: wave 0 of workgroup (1,0,0)", "`s_trap 2`", "s_trap 2 (llvm.trap)", "traps.cl:11: TRAP();"},
		},
		{
			name:  "endless loop",
			co:    func(t *testing.T) string { return testkernels.CodeObject(t, "gfx900", "control", "O2") },
			args:  "kernel: uniform_loop\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: i32, count: 64}\n  - {type: i32, count: 64, output: true}\n  - 1000000000\n",
			flags: []string{"--max-steps", "10000"},
			want:  []string{"step limit: wave 0 of workgroup (0,0,0)", "the wave ran 10000 instructions without ending", "control.cl:114: for (int k = 0; k < trips; k++) {"},
		},
		{
			// Wave 1 waits at s_barrier for wave 0, which spins on an LDS
			// flag wave 1 sets after the barrier. The interpreter reports
			// the spinning wave when it reaches the step limit (a barrier
			// deadlock proper is only when no wave can run at all).
			name:  "barrier deadlock",
			co:    func(t *testing.T) string { return assemble(t, "barrier_deadlock", "gfx900") },
			args:  "grid: [128, 1, 1]\nworkgroup: [128, 1, 1]\n",
			flags: []string{"--max-steps", "100000"},
			want:  []string{"step limit: wave 0 of workgroup (0,0,0)", "the wave ran 100000 instructions without ending"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			co := c.co(t)
			argv := append([]string{"run", co, "--args", writeArgs(t, c.args), "--out", t.TempDir()}, c.flags...)
			stdout, stderr, code := gcndbg(argv...)
			if code != exitFault {
				t.Fatalf("exit %d, want %d; stderr %q", code, exitFault, stderr)
			}
			// The outputs are still written, each said to be from a
			// faulted dispatch; the report is one line.
			for _, l := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
				if stdout == "" {
					break // a kernel without outputs
				}
				if !strings.HasPrefix(l, "wrote ") || !strings.HasSuffix(l, " from a faulted dispatch)") {
					t.Errorf("stdout line %q does not say it is an output of a faulted dispatch", l)
				}
			}
			if strings.Count(stderr, "\n") != 1 {
				t.Errorf("want one line on stderr; stderr %q", stderr)
			}
			for _, w := range c.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("report lacks %q:\n%s", w, stderr)
				}
			}
		})
	}
}

// Mistakes in the input exit 2 with one line naming what is wrong.
func TestRunBadInputExitsTwo(t *testing.T) {
	co := testkernels.CodeObject(t, "gfx900", "vadd", "O2")
	cases := []struct {
		name string
		argv []string
		want string
	}{
		{"no args file", []string{"run", co}, "--args A.yaml is required"},
		{"missing args file", []string{"run", co, "--args", "/nonexistent/a.yaml"}, "/nonexistent/a.yaml"},
		{"bad format", []string{"run", co, "--args", writeArgs(t, vaddArgs), "--format", "csv"}, "expected raw or npy"},
		{"missing argument", []string{"run", co, "--args", writeArgs(t, "grid: [64]\nworkgroup: [64]\nargs:\n  arg0: {type: f32, count: 64}\n")}, "args.b: missing"},
		{"misspelt argument", []string{"run", co, "--args", writeArgs(t, "grid: [64]\nworkgroup: [64]\nargs:\n  a: {type: f32, count: 64}\n  b: {type: f32, count: 64}\n  c: {type: f32, count: 64, output: true}\n  agr3: 64\n")},
			"args.yaml:7:3: args.agr3: unknown argument (the kernel's are a, b, c, n, or arg0 to arg3 by position)"},
		{"too few words for a struct", []string{"run", testkernels.CodeObject(t, "gfx900", "structs", "O2"), "--args", writeArgs(t, "kernel: struct_engine\ngrid: [64]\nargs:\n  e: [1, 2, 3, 4, 5, 6]\n  out: {type: u32, count: 256}\n  fout: {type: f32, count: 64}\n  n: 64\n")},
			"args.e: expected 12 value(s) for engine, found 6"},
		{"misspelt field of a HIP struct", []string{"run", testkernels.CodeObject(t, "gfx90a", "hip_structs", "O2"), "--args", writeArgs(t, "kernel: hip_struct_engine\ngrid: [64]\nargs:\n  e: {seed: 1, cuonter: [1, 2, 3, 4]}\n  out: {type: u32, count: 256}\n  fout: {type: f32, count: 64}\n  n: 64\n")},
			"args.yaml:4:16: args.e.cuonter: engine has no field cuonter (its fields: seed, counter, scale, bias, x)"},
		{"buffer for a value", []string{"run", co, "--args", writeArgs(t, strings.Replace(vaddArgs, "  - 1000\n", "  - {type: u32, count: 4}\n", 1))}, "passed by value"},
		{"workgroup too large", []string{"run", co, "--args", writeArgs(t, strings.Replace(vaddArgs, "[256, 1, 1]", "[2048, 1, 1]", 1))}, "workgroup"},
		{"unknown kernel", []string{"run", co, "--args", writeArgs(t, vaddArgs), "--kernel", "nope"}, "nope"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := gcndbg(c.argv...)
			if code != exitBadInput || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 and one line containing %q", code, stderr, c.want)
			}
		})
	}
}

// The PC of a fault report is the code object address llvm-objdump prints
// for the faulting instruction (not where the interpreter loaded the code).
func TestRunFaultPCIsTheCodeObjectAddress(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	co := testkernels.CodeObject(t, "gfx900", "vadd", "O2")
	args := "kernel: vadd\ngrid: [256, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: f32, count: 100}\n  - {type: f32, count: 256}\n  - {type: f32, count: 256, output: true}\n  - 256\n"
	_, stderr, code := gcndbg("run", co, "--args", writeArgs(t, args), "--out", t.TempDir())
	if code != exitFault {
		t.Fatalf("exit %d, want %d; stderr %q", code, exitFault, stderr)
	}
	m := regexp.MustCompile("pc 0x([0-9a-f]+) `([^`]+)`").FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no pc and instruction in %q", stderr)
	}
	out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)^\s+(.*?)\s+// 0*` + strings.ToUpper(m[1]) + `:`).FindStringSubmatch(string(out))
	if want == nil {
		t.Fatalf("llvm-objdump has no instruction at 0x%s", m[1])
	}
	if want[1] != m[2] {
		t.Errorf("at 0x%s llvm-objdump has %q, the report says %q", m[1], want[1], m[2])
	}
}
