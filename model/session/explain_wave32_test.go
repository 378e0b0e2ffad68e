package session

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// assembleRDNA assembles lines with llvm-mc for mcpu (wave32 unless attrs
// say otherwise) and decodes them with the isa package.
func assembleRDNA(t *testing.T, mcpu, attrs string, lines []string) []isa.Inst {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "a.o")
	args := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + mcpu, "-filetype=obj", "-o", obj}
	if attrs != "" {
		args = append(args, "-mattr="+attrs)
	}
	cmd := exec.Command(llvmtool.Path(t, "llvm-mc"), args...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	f, err := elf.Open(obj)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := isa.LookupTarget(mcpu)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(attrs, "wavefrontsize64") {
		if tgt, err = tgt.WithWaveSize(64); err != nil {
			t.Fatal(err)
		}
	}
	var out []isa.Inst
	for off := 0; off < len(code); {
		in, err := isa.Decode(code[off:], uint64(off), tgt)
		if err != nil {
			t.Fatalf("decoding %q: %v", lines[len(out)], err)
		}
		out = append(out, in)
		off += int(in.Size)
	}
	if len(out) != len(lines) {
		t.Fatalf("decoded %d instructions from %d lines", len(out), len(lines))
	}
	return out
}

// TestMaskRulesWave32: in a wave32 (gfx1100, RDNA3) the mask operations
// are the _b32 forms on EXEC_LO, VCC_LO and single SGPRs (RDNA3 ISA
// "Wave32"); explain's rules must read them as it reads the _b64 forms in
// a wave64: a compare into VCC_LO, saveexec (copy of EXEC, and of the
// compare with EXEC), the join (s_or_b32 exec_lo), a loop's exit
// (s_and_not1_b32 exec_lo: GCN's andn2) and v_cmpx into EXEC_LO. Then the
// walk back from an EXEC change finds the compare, on a trace whose bits
// for lane 5 (x = 40, `32 > x` false) follow those definitions.
func TestMaskRulesWave32(t *testing.T) {
	lines := []string{
		"v_cmp_gt_i32_e32 vcc_lo, 32, v1",
		"s_and_saveexec_b32 s0, vcc_lo",
		"s_or_b32 exec_lo, exec_lo, s0",
		"v_cmp_lt_u32_e64 s2, v2, v3",
		"s_and_not1_b32 exec_lo, exec_lo, s2",
		"v_cmpx_eq_u32_e32 0, v4",
		"s_mov_b32 s4, exec_lo",
	}
	ins := assembleRDNA(t, "gfx1100", "", lines)
	type want struct {
		lo, hi int
		op     string
		srcs   []int
	}
	wants := [][]want{
		{{locVCC, locVCC + 1, "cmp", []int{-1, locVLane}}},
		{{0, 1, "copy", []int{locEXEC}}, {locEXEC, locEXEC + 1, "and", []int{locVCC, locEXEC}}},
		{{locEXEC, locEXEC + 1, "or", []int{locEXEC, 0}}},
		{{2, 3, "cmp", []int{locVLane, locVLane}}},
		{{locEXEC, locEXEC + 1, "andn2", []int{locEXEC, 2}}},
		{{locVCC, locVCC + 1, "cmp", []int{-1, locVLane}}, {locEXEC, locEXEC + 1, "cmp", []int{-1, locVLane}}},
		{{4, 5, "copy", []int{locEXEC}}},
	}
	for i, in := range ins {
		rs := maskRules(&in, true)
		if len(rs) != len(wants[i]) {
			t.Errorf("%s: %d rules %+v, want %d", lines[i], len(rs), rs, len(wants[i]))
			continue
		}
		for j, w := range wants[i] {
			r := rs[j]
			var srcs []int
			for _, s := range r.srcs {
				l := s.loc
				if l >= locVLane {
					l = locVLane // a VGPR operand is no mask location
				}
				if s.opnd != nil && s.opnd.Kind == isa.KindVGPR {
					l = locVLane
				}
				srcs = append(srcs, l)
			}
			if r.lo != w.lo || r.hi != w.hi || r.op != w.op || !equalInts(srcs, w.srcs) {
				t.Errorf("%s rule %d: writes [%d,%d) %s of %v, want [%d,%d) %s of %v", lines[i], j, r.lo, r.hi, r.op, srcs, w.lo, w.hi, w.op, w.srcs)
			}
		}
	}
	// The same code as a wave64 reads the _b32 forms as no masks.
	if rs := maskRules(&ins[2], false); len(rs) != 1 || rs[0].op != "other" {
		t.Errorf("in a wave64 s_or_b32 exec_lo is no whole mask: %+v", rs)
	}
	if !writesExec(&ins[2], "s_or_b64", "s_or_b32") || !writesExec(&ins[4], "s_andn2_b64", "s_andn2_b32", "s_and_not1_b32") {
		t.Error("the join or the loop exit is not seen writing EXEC_LO")
	}

	// Lane 5 with x = 40: the compare 32 > 40 is false; saveexec keeps
	// EXEC (1) in s0 and leaves EXEC = 0 & 1 = 0.
	const lane = 5
	cmp, save := maskRules(&ins[0], true), maskRules(&ins[1], true)
	steps := []maskStep{
		{pc: 0, execBefore: true, execAfter: true, rules: cmp, srcBits: [][]bool{{false, false}}, dstBits: []bool{false}},
		{pc: 8, execBefore: true, execAfter: false, rules: save, srcBits: [][]bool{{true}, {false, true}}, dstBits: []bool{true, false}},
	}
	if k := decisiveCompare(steps, 1, lane); k != 0 {
		t.Errorf("the walk back from saveexec found step %d, want the compare (0)", k)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
