package session

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// lanesKernel is testdata/lanes.s (AMDGPUUsage's nested IF/THEN/ELSE with
// hand-written DW_AT_LLVM_lane_pc) built as build-lanes.sh does, with the
// facts the tests take from LLVM's tools rather than from gcndbg: the
// region boundaries (llvm-objdump) and the line table (llvm-dwarfdump).
type lanesKernel struct {
	co, dir string
	// The example's labels as code object addresses: $lex_1_start and
	// $lex_1_1_start are the two "EXEC = %n & cond" instructions
	// (s_and_saveexec_b64), $lex_1_1_end and $lex_1_end follow the two
	// "EXEC = %n" restores (s_or_b64 exec).
	lex1Start, lex11Start, lex11End, lex1End uint64
	rows                                     []lineRow // the line table, by address
	src                                      []string  // lanes.cl
	insts                                    []objInst // llvm-objdump's listing
}

// objInst is one instruction of llvm-objdump's listing.
type objInst struct {
	addr      uint64
	mnem, ops string
}

type lineRow struct {
	addr uint64
	line int
}

// buildLanes assembles and links testdata/lanes.s into a temporary
// directory beside a copy of lanes.cl.
func buildLanes(t *testing.T) *lanesKernel {
	t.Helper()
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	objdump, dwarfdump := llvmtool.Path(t, "llvm-objdump"), llvmtool.Path(t, "llvm-dwarfdump")
	dir := t.TempDir()
	k := &lanesKernel{co: filepath.Join(dir, "lanes.co"), dir: dir}
	run := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = "testdata"
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", filepath.Base(name), args, err, out)
		}
		return string(out)
	}
	obj := filepath.Join(dir, "lanes.o")
	run(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-dwarf-version=5", "--fdebug-compilation-dir=.", "-filetype=obj", "lanes.s", "-o", obj)
	run(lld, "-shared", obj, "-o", k.co)
	src, err := os.ReadFile(filepath.Join("testdata", "lanes.cl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "lanes.cl"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	k.src = strings.Split(string(src), "\n")

	inst := regexp.MustCompile(`^\s+(\S+)\s+(.*?)\s*// ([0-9A-F]+):`)
	var saveexec, restore []uint64
	afterRestore := false
	for _, l := range strings.Split(run(objdump, "-d", "--no-show-raw-insn", k.co), "\n") {
		m := inst.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		a, _ := strconv.ParseUint(m[3], 16, 64)
		k.insts = append(k.insts, objInst{a, m[1], m[2]})
		if afterRestore {
			restore = append(restore, a)
			afterRestore = false
		}
		switch {
		case m[1] == "s_and_saveexec_b64":
			saveexec = append(saveexec, a)
		case m[1] == "s_or_b64" && strings.HasPrefix(m[2], "exec,"):
			afterRestore = true
		}
	}
	if len(saveexec) != 2 || len(restore) != 2 {
		t.Fatalf("llvm-objdump: %d s_and_saveexec_b64 and %d EXEC restores, want 2 and 2", len(saveexec), len(restore))
	}
	k.lex1Start, k.lex11Start, k.lex11End, k.lex1End = saveexec[0], saveexec[1], restore[0], restore[1]

	row := regexp.MustCompile(`^0x([0-9a-f]{16})\s+(\d+)\s`)
	for _, l := range strings.Split(run(dwarfdump, "--debug-line", k.co), "\n") {
		if m := row.FindStringSubmatch(l); m != nil {
			a, _ := strconv.ParseUint(m[1], 16, 64)
			n, _ := strconv.Atoi(m[2])
			k.rows = append(k.rows, lineRow{a, n})
		}
	}
	if len(k.rows) == 0 {
		t.Fatal("llvm-dwarfdump printed no line table rows")
	}
	return k
}

// lineAt is the line of the row that covers addr.
func (k *lanesKernel) lineAt(addr uint64) int {
	line := 0
	for _, r := range k.rows {
		if r.addr > addr {
			break
		}
		line = r.line
	}
	return line
}

// firstAddr is the lowest address of a line (where a breakpoint on it
// stops).
func (k *lanesKernel) firstAddr(t *testing.T, line int) uint64 {
	for _, r := range k.rows {
		if r.line == line {
			return r.addr
		}
	}
	t.Fatalf("line %d has no code", line)
	return 0
}

// line finds the line of lanes.cl whose code starts with text.
func (k *lanesKernel) line(t *testing.T, text string) int {
	t.Helper()
	for i, l := range k.src {
		if strings.HasPrefix(strings.TrimSpace(l), text) {
			return i + 1
		}
	}
	t.Fatalf("lanes.cl has no line %q", text)
	return 0
}

// open starts a session on len(xs) work-items (workgroups of 64) with
// input xs.
func (k *lanesKernel) open(t *testing.T, xs []int32) *kernelRun {
	t.Helper()
	path := k.writeArgs(t, xs)
	s, err := Open(k.co, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &kernelRun{t: t, s: s, co: k.co}
}

func (k *lanesKernel) writeArgs(t *testing.T, xs []int32) string {
	t.Helper()
	var vals []string
	for _, x := range xs {
		vals = append(vals, fmt.Sprint(x))
	}
	yaml := fmt.Sprintf("kernel: lanes\ngrid: [%d, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  in: {type: i32, count: %d, init: {data: [%s]}}\n  out: {type: i32, count: %d, output: true}\n",
		len(xs), len(xs), strings.Join(vals, ", "), len(xs))
	path := filepath.Join(t.TempDir(), "lanes.yaml")
	if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// laneRegion is one stop of the example: the source statement, the lanes
// EXEC holds there and where each inactive lane of the wave logically is.
type laneRegion struct {
	name, text string
	active     func(x int32) bool
	inactivePC func(x int32) uint64
}

func c1(x int32) bool { return x&1 != 0 }
func c2(x int32) bool { return x&2 != 0 }

// regions applies AMDGPUUsage's rules ("DW_AT_LLVM_lane_pc"): an active
// lane is at the PC; an inactive lane of a THEN region waits at the start
// of its IF (the "EXEC = %n & cond" instruction); one of an ELSE region at
// the end of the IF/THEN/ELSE (the THEN arm has completed). Lanes of the
// outer ELSE stay at $lex_1_start through the whole outer THEN.
func (k *lanesKernel) regions() []laneRegion {
	all := func(int32) bool { return true }
	return []laneRegion{
		{"a", "int r = x;", all, nil},
		{"b", "r += 10;", c1, func(int32) uint64 { return k.lex1Start }},
		{"c", "r += 100;", func(x int32) bool { return c1(x) && c2(x) }, func(x int32) uint64 {
			if c1(x) {
				return k.lex11Start
			}
			return k.lex1Start
		}},
		{"c spilled", "reload(r);", func(x int32) bool { return c1(x) && c2(x) }, func(x int32) uint64 {
			if c1(x) {
				return k.lex11Start
			}
			return k.lex1Start
		}},
		{"d", "r += 1000;", func(x int32) bool { return c1(x) && !c2(x) }, func(x int32) uint64 {
			if c1(x) {
				return k.lex11End
			}
			return k.lex1Start
		}},
		{"e", "r += 10000;", c1, func(int32) uint64 { return k.lex1Start }},
		{"f", "r += 100000;", func(x int32) bool { return !c1(x) }, func(int32) uint64 { return k.lex1End }},
		{"g", "out[i] = r;", all, nil},
	}
}

// laneRow is one row of `info lanes`.
type laneRow struct {
	state string
	pc    uint64
	line  int
}

var infoLanesRow = regexp.MustCompile(`^[ *] (\d+)\s+(\w+)\s+\S+\s+(\S+)\s+(\S+)$`)

// parseInfoLanes reads the rows of `info lanes` by lane.
func parseInfoLanes(t *testing.T, out string) map[int]laneRow {
	t.Helper()
	rows := map[int]laneRow{}
	for _, l := range strings.Split(out, "\n") {
		m := infoLanesRow.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		lane, _ := strconv.Atoi(m[1])
		r := laneRow{state: m[2]}
		r.pc, _ = strconv.ParseUint(strings.TrimPrefix(m[3], "0x"), 16, 64)
		if i := strings.LastIndexByte(m[4], ':'); i >= 0 {
			r.line, _ = strconv.Atoi(m[4][i+1:])
		}
		rows[lane] = r
	}
	return rows
}

// checkRegion compares `info lanes` of a wave with the example's rules
// for xs, the wave's inputs (lanes past len(xs) are unused: the grid's
// last workgroup is partial).
func (k *lanesKernel) checkRegion(t *testing.T, r laneRegion, wave int, out string, xs []int32) {
	t.Helper()
	line := k.line(t, r.text)
	pc := k.firstAddr(t, line)
	rows := parseInfoLanes(t, out)
	if len(rows) != 64 {
		t.Fatalf("region %s, wave %d: %d rows of info lanes, want 64:\n%s", r.name, wave, len(rows), out)
	}
	for l := range 64 {
		want := laneRow{state: "unused"}
		var x int32
		if l < len(xs) {
			x = xs[l]
			want = laneRow{state: "active", pc: pc, line: line}
			if !r.active(x) {
				want.state = "inactive"
				want.pc = r.inactivePC(x)
				want.line = k.lineAt(want.pc)
			}
		}
		if rows[l] != want {
			t.Errorf("region %s, wave %d, lane %d (x=%d, c1 %v, c2 %v): %+v, want %+v", r.name, wave, l, x, c1(x), c2(x), rows[l], want)
		}
	}
}

// lanesGrid is the work-items of the lane PC tests: two workgroups of 64,
// the second partial (48 work-items), so wave 1 has 16 unused lanes.
const lanesGrid = 112

// lanesInputs are inputs whose lanes take every path: a pattern where each
// run of four lanes holds all four (c1, c2) pairs, and random values.
func lanesInputs() map[string][]int32 {
	pattern := make([]int32, lanesGrid)
	for l := range pattern {
		pattern[l] = int32(l*7+l/3) ^ 5
	}
	r := rand.New(rand.NewPCG(11, 2026))
	random := make([]int32, lanesGrid)
	for l := range random {
		random[l] = int32(r.IntN(2000)) - 1000
	}
	return map[string][]int32{"pattern": pattern, "random": random}
}

// waveInputs is the slice of xs wave w runs on.
func waveInputs(xs []int32, w int) []int32 { return xs[w*64 : min(w*64+64, len(xs))] }

var infoLanesHeader = regexp.MustCompile(`(?m)^Wave (\d+) \(\d+,\d+,\d+\)/\d+: exec `)

// checkStops checks each `info lanes` of a session's output: the wave in
// its header and the line it stopped on (its active lanes' line) name the
// region; every region must be checked once in each wave.
func (k *lanesKernel) checkStops(t *testing.T, out string, xs []int32) {
	t.Helper()
	byLine := map[int]laneRegion{}
	for _, r := range k.regions() {
		byLine[k.line(t, r.text)] = r
	}
	seen := map[string]int{}
	heads := infoLanesHeader.FindAllStringSubmatchIndex(out, -1)
	for i, h := range heads {
		wave, _ := strconv.Atoi(out[h[2]:h[3]])
		end := len(out)
		if i+1 < len(heads) {
			end = heads[i+1][0]
		}
		table := out[h[0]:end]
		line := 0
		for _, r := range parseInfoLanes(t, table) {
			if r.state == "active" {
				line = r.line
				break
			}
		}
		reg, ok := byLine[line]
		if !ok {
			t.Fatalf("wave %d stopped at line %d, no region's:\n%s", wave, line, table)
		}
		seen[fmt.Sprint(reg.name, "/", wave)]++
		k.checkRegion(t, reg, wave, table, waveInputs(xs, wave))
	}
	waves := (len(xs) + 63) / 64
	if len(seen) != waves*len(byLine) || len(heads) != len(seen) {
		t.Errorf("%d stops checked, %d distinct (region, wave); want each of %d regions once in each of %d waves: %v", len(heads), len(seen), len(byLine), waves, seen)
	}
}

// TestLanePCsOfNestedIfThenElseInARealKernel runs lanes.s on two waves,
// stops on each statement of the example (a, b, c, c while r is spilled,
// d, e, f, g) in each wave and checks every lane's state, lane PC and line
// in `info lanes` against the example's rules applied to the lane's input.
func TestLanePCsOfNestedIfThenElseInARealKernel(t *testing.T) {
	k := buildLanes(t)
	for name, xs := range lanesInputs() {
		t.Run(name, func(t *testing.T) {
			r := k.open(t, xs)
			for _, reg := range k.regions() {
				r.do(fmt.Sprintf("break lanes.cl:%d", k.line(t, reg.text)))
			}
			var out strings.Builder
			stop := r.do("run")
			for n := 0; !strings.Contains(stop, "Dispatch ended"); n++ {
				if n > 100 {
					t.Fatal("the dispatch does not end")
				}
				out.WriteString(r.do("info lanes"))
				stop = r.do("continue")
			}
			k.checkStops(t, out.String(), xs)
		})
	}
}

// TestSpilledVariableUnderSelectBitPiece stops while r's VGPR is reused
// and r lives in scratch for the lanes of the saved EXEC
// (DW_OP_LLVM_select_bit_piece), and prints r for every lane: each value is
// r as the example's statements computed it so far (host arithmetic), and
// the kernel's output is the final r of each lane.
func TestSpilledVariableUnderSelectBitPiece(t *testing.T) {
	k := buildLanes(t)
	xs := lanesInputs()["pattern"][:64]
	r := k.open(t, xs)
	r.do(fmt.Sprintf("break lanes.cl:%d", k.line(t, "reload(r);")))
	r.do("run")
	clobbered := 0
	for l, x := range xs {
		want := x // a
		if c1(x) {
			want += 10 // b
			if c2(x) {
				want += 100 // c
			}
		}
		r.do(fmt.Sprintf("lane %d", l))
		if got := r.do("print r"); !strings.HasSuffix(strings.TrimSpace(got), fmt.Sprintf("= %d", want)) {
			t.Errorf("lane %d (x=%d): print r: %q, want %d", l, x, got, want)
		}
		if c1(x) && c2(x) {
			// The register itself holds the kernel's 0xbad there.
			if got := r.do("print $v5"); strings.HasSuffix(strings.TrimSpace(got), "= 2989") {
				clobbered++
			}
		}
	}
	if clobbered == 0 {
		t.Error("VGPR5 was not reused in any spilled lane: the test does not exercise the spill")
	}
	r.do("continue")
	out := r.s.L.Buffer("out")
	if out == nil || len(out.Data) < 4*len(xs) {
		t.Fatal("no output buffer out")
	}
	for l, x := range xs {
		want := x
		switch {
		case c1(x) && c2(x):
			want += 10 + 100 + 10000
		case c1(x):
			want += 10 + 1000 + 10000
		default:
			want += 100000
		}
		if got := int32(binary.LittleEndian.Uint32(out.Data[4*l:])); got != want {
			t.Errorf("out[%d] (x=%d): %d, want %d", l, x, got, want)
		}
	}
}

// TestBatchInfoLanesInEachRegion runs the same stops through `gcndbg
// lanes.co --args lanes.yaml --batch script` (the command built from this
// module) and checks each `info lanes` it prints.
func TestBatchInfoLanesInEachRegion(t *testing.T) {
	k := buildLanes(t)
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to build gcndbg")
	}
	bin := filepath.Join(t.TempDir(), "gcndbg")
	if out, err := exec.Command(goTool, "build", "-o", bin, "github.com/gcndbg/gcndbg/cmd/gcndbg").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	xs := lanesInputs()["random"]
	regions := k.regions()
	var script strings.Builder
	for _, reg := range regions {
		fmt.Fprintf(&script, "break lanes.cl:%d\n", k.line(t, reg.text))
	}
	script.WriteString("run\n")
	waves := (len(xs) + 63) / 64
	for range waves * len(regions) {
		script.WriteString("info lanes\ncontinue\n")
	}
	scriptPath := filepath.Join(k.dir, "regions.gdb")
	if err := os.WriteFile(scriptPath, []byte(script.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, k.co, "--args", k.writeArgs(t, xs), "--batch", scriptPath)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("gcndbg --batch: %v\n%s\n%s", err, out, stderr.String())
	}
	k.checkStops(t, string(out), xs)
	if !strings.HasSuffix(strings.TrimSpace(string(out)), "ran to s_endpgm") {
		t.Errorf("the batch did not run to the end:\n%s", out)
	}
}

// after returns the address of the instruction following the n-th (from
// 0) instruction whose mnemonic and operands start with prefix.
func (k *lanesKernel) after(t *testing.T, prefix string, n int) uint64 {
	t.Helper()
	for i, in := range k.insts {
		if strings.HasPrefix(in.mnem+" "+in.ops, prefix) {
			if n == 0 && i+1 < len(k.insts) {
				return k.insts[i+1].addr
			}
			n--
		}
	}
	t.Fatalf("llvm-objdump: no instruction %q", prefix)
	return 0
}

// TestLanesDWARFAsLLVMDwarfdumpReadsIt checks the hand-written DWARF of
// lanes.s with llvm-dwarfdump: the lane PC location list changes
// expression exactly at the example's region boundaries found in
// llvm-objdump's listing (after each EXEC write), and r's location is
// DW_OP_LLVM_select_bit_piece from the spill store to the reload's wait.
func TestLanesDWARFAsLLVMDwarfdumpReadsIt(t *testing.T) {
	k := buildLanes(t)
	out, err := exec.Command(llvmtool.Path(t, "llvm-dwarfdump"), "--debug-info", "--debug-loclists", k.co).Output()
	if err != nil {
		t.Fatal(err)
	}
	dump := string(out)
	start, end := k.insts[0].addr, k.insts[len(k.insts)-1].addr+4
	// Region boundaries: $lex_start, then after "EXEC = %1 & %2", the
	// whole wave mode stretch of b (after s_or_saveexec_b64 -1 and after
	// EXEC's restore), "EXEC = %3 & %4", "EXEC = ~EXEC & %3", "EXEC = %3",
	// "EXEC = ~EXEC & %1", "EXEC = %1", and the end.
	bounds := []uint64{start,
		k.after(t, "s_and_saveexec_b64", 0), k.after(t, "s_or_saveexec_b64", 0), k.after(t, "s_mov_b64 exec", 0),
		k.after(t, "s_and_saveexec_b64", 1),
		k.after(t, "s_xor_b64 exec", 0), k.after(t, "s_or_b64 exec", 0),
		k.after(t, "s_xor_b64 exec", 1), k.after(t, "s_or_b64 exec", 1), end}
	var want strings.Builder
	for i := 0; i+1 < len(bounds); i++ {
		fmt.Fprintf(&want, "[0x%016x, 0x%016x)", bounds[i], bounds[i+1])
	}
	rng := regexp.MustCompile(`\[0x[0-9a-f]{16}, 0x[0-9a-f]{16}\)`)
	lists := strings.Split(dump[strings.Index(dump, ".debug_loclists contents:"):], "\n0x")
	if len(lists) != 4 {
		t.Fatalf("llvm-dwarfdump shows %d location lists, want 3 (lane PC, active lanes, r):\n%s", len(lists)-1, dump)
	}
	if got := strings.Join(rng.FindAllString(lists[1], -1), ""); got != want.String() {
		t.Errorf("lane PC ranges %s, want %s", got, want.String())
	}
	for _, op := range []string{"DW_OP_LLVM_select_bit_piece 0x40 0x40", "DW_OP_LLVM_extend 0x40 0x40", "DW_OP_LLVM_undefined", "DW_OP_regx PC_REG", "DW_OP_regval_type EXEC"} {
		if !strings.Contains(dump, op) {
			t.Errorf("llvm-dwarfdump shows no %s", op)
		}
	}
	spill := fmt.Sprintf("[0x%016x, 0x%016x): DW_OP_regx VGPR5, DW_OP_lit0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address, "+
		"DW_OP_bregx SGPR20+0, DW_OP_bregx SGPR21+0, DW_OP_const1u 0x20, DW_OP_shl, DW_OP_or, DW_OP_LLVM_user DW_OP_LLVM_select_bit_piece 0x20 0x40",
		k.after(t, "buffer_store_dword v5", 0), k.after(t, "s_waitcnt vmcnt(0)", 1))
	if !strings.Contains(lists[3], spill) {
		t.Errorf("r's location list has no entry %q:\n%s", spill, lists[3])
	}
	wwm := fmt.Sprintf("[0x%016x, 0x%016x): DW_OP_regx EXEC[0x%016x, 0x%016x): DW_OP_regx SGPR22, DW_OP_piece 0x4, DW_OP_regx SGPR23, DW_OP_piece 0x4[0x%016x, 0x%016x): DW_OP_regx EXEC",
		start, bounds[2], bounds[2], bounds[3], bounds[3], end)
	if got := strings.Join(strings.Fields(strings.ReplaceAll(lists[2], "\n", "")), " "); !strings.Contains(strings.ReplaceAll(got, " [", "["), wwm) {
		t.Errorf("active lane list %q, want %q", got, wwm)
	}
	if !strings.Contains(dump, fmt.Sprintf("DW_AT_low_pc\t(0x%016x)", start)) || !strings.Contains(dump, "DW_AT_name\t(\"lanes\")") {
		t.Errorf("no subprogram lanes at %#x:\n%s", start, dump)
	}
}

// TestCommittedLanesCodeObjectIsTheRecipes rebuilds lanes.co and compares
// it with testdata/lanes.co byte for byte (build-lanes.sh is
// deterministic), and runs testdata/lanes.yaml on it to the end.
func TestCommittedLanesCodeObjectIsTheRecipes(t *testing.T) {
	k := buildLanes(t)
	got, err := os.ReadFile(k.co)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "lanes.co"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("testdata/lanes.co differs from a rebuild of lanes.s (%d and %d bytes): run testdata/build-lanes.sh", len(want), len(got))
	}
	s, err := Open(filepath.Join("testdata", "lanes.co"), filepath.Join("testdata", "lanes.yaml"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := &kernelRun{t: t, s: s, co: "lanes.co"}
	if out := r.do("run"); !strings.Contains(out, "Dispatch ended") {
		t.Errorf("run: %q", out)
	}
}

// TestActiveLanesInWholeWaveMode stops inside region b's stretch of whole
// wave mode, where EXEC holds every lane: `info lanes` follows
// DW_AT_LLVM_active_lane (the mask saved by s_or_saveexec_b64), so the
// lanes of the outer ELSE are still inactive and wait at $lex_1_start.
func TestActiveLanesInWholeWaveMode(t *testing.T) {
	k := buildLanes(t)
	xs := lanesInputs()["pattern"]
	r := k.open(t, xs)
	r.do(fmt.Sprintf("break *%#x", k.after(t, "s_or_saveexec_b64", 0)))
	r.do("run")
	out := r.do("info lanes")
	if !strings.Contains(out, "exec 0xffffffffffffffff") {
		t.Fatalf("EXEC is not all lanes in whole wave mode:\n%s", out)
	}
	regions := k.regions()
	b := regions[1]
	line := k.line(t, b.text)
	rows := parseInfoLanes(t, out)
	for l, x := range waveInputs(xs, 0) {
		want := laneRow{state: "active", pc: k.after(t, "s_or_saveexec_b64", 0), line: line}
		if !b.active(x) {
			want = laneRow{state: "inactive", pc: b.inactivePC(x), line: k.lineAt(b.inactivePC(x))}
		}
		if rows[l] != want {
			t.Errorf("lane %d (x=%d): %+v, want %+v", l, x, rows[l], want)
		}
	}
}

// TestNextStopsOnlyWhereTheFocusedLaneRuns steps (next) one lane of each
// path through the example from statement a to the end. The lines a lane
// stops on follow from lanes.s's straight-line code and the example's
// EXEC rules: a line's instructions run for the lanes EXEC (in whole
// wave mode: the saved mask of DW_AT_LLVM_active_lane) holds there;
// "} else {" and the restores are the EXEC writes of lines 14, 16, 18, 20.
func TestNextStopsOnlyWhereTheFocusedLaneRuns(t *testing.T) {
	k := buildLanes(t)
	xs := lanesInputs()["pattern"][:64]
	L := func(text string) int { return k.line(t, text) }
	a, ifOuter, b, ifInner := L("int r = x;"), L("if (x & 1)"), L("r += 10;"), L("if (x & 2)")
	c, spill, reload, elseInner, d := L("r += 100;"), L("spill(r);"), L("reload(r);"), L("} else {"), L("r += 1000;")
	e, f, g := L("r += 10000;"), L("r += 100000;"), L("out[i] = r;")
	endInner, elseOuter, endOuter := d+1, e+1, f+1 // "}" lines: the EXEC writes after d, e, f
	for _, tc := range []struct {
		name  string
		class func(x int32) bool
		lines []int
	}{
		// The THEN arms: the s_xor of "} else {" runs with the THEN lanes.
		{"c1 and c2", func(x int32) bool { return c1(x) && c2(x) }, []int{ifOuter, b, ifInner, c, spill, reload, elseInner, e, elseOuter, g}},
		// The inner ELSE: d, then its EXEC restore on the line after.
		{"c1 only", func(x int32) bool { return c1(x) && !c2(x) }, []int{ifOuter, b, ifInner, d, endInner, e, elseOuter, g}},
		// The outer ELSE: none of b's lines, even in whole wave mode.
		{"not c1", func(x int32) bool { return !c1(x) }, []int{ifOuter, f, endOuter, g}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lane := -1
			for l, x := range xs {
				if tc.class(x) {
					lane = l
					break
				}
			}
			if lane < 0 {
				t.Fatal("no lane of this path in the input")
			}
			r := k.open(t, xs)
			r.do(fmt.Sprintf("break lanes.cl:%d", a))
			r.do("run")
			r.do(fmt.Sprintf("lane %d", lane))
			stopLine := regexp.MustCompile(`(?m) at lanes\.cl:(\d+)$`)
			var got []int
			for range len(tc.lines) + 2 {
				out := r.do("next")
				if strings.Contains(out, "Dispatch ended") || strings.Contains(out, "ended") && !stopLine.MatchString(out) {
					break
				}
				m := stopLine.FindStringSubmatch(out)
				if m == nil {
					t.Fatalf("next printed no stop line: %q", out)
				}
				n, _ := strconv.Atoi(m[1])
				got = append(got, n)
				if n == g {
					break
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.lines) {
				t.Errorf("lane %d (x=%d) stopped on lines %v, want %v", lane, xs[lane], got, tc.lines)
			}
		})
	}
}

// TestStopsInWholeWaveModeNameTheActiveLanes stops in region b's whole
// wave mode stretch, where EXEC is all ones but DW_AT_LLVM_active_lane
// says the lanes of the outer THEN (c1) are the active ones: the stop's
// lanes, the `lane` warning and a step's lanes follow DW_AT_LLVM_active_lane.
func TestStopsInWholeWaveModeNameTheActiveLanes(t *testing.T) {
	k := buildLanes(t)
	xs := lanesInputs()["pattern"][:64]
	var want uint64
	inactive := -1
	for l, x := range xs {
		if c1(x) {
			want |= 1 << uint(l)
		} else if inactive < 0 {
			inactive = l
		}
	}
	r := k.open(t, xs)
	r.do(fmt.Sprintf("break *%#x", k.after(t, "s_or_saveexec_b64", 0)))
	r.do("run")
	st := r.stop()
	if st.Reason != StopBreakpoint || st.Lanes != want {
		t.Fatalf("stop %s: lanes %#x, want the c1 lanes %#x", st, st.Lanes, want)
	}
	if out := r.do(fmt.Sprintf("lane %d", inactive)); !strings.Contains(out, "inactive") {
		t.Errorf("lane %d (not c1) in whole wave mode: %q, want a warning that it is inactive", inactive, out)
	}
	r.do("stepi")
	if st := r.stop(); st.Lanes != want {
		t.Errorf("stepi stop lanes %#x, want %#x", st.Lanes, want)
	}
}
