package session

import (
	"regexp"
	"strings"
	"testing"
)

// TestGDBListFunction: gdb's list FUNCTION prints the lines centered
// around the beginning of the function (gdb manual, "Printing Source
// Lines"): ten lines from five before its declaration. clamp_add in
// calls.cl has DW_AT_decl_line 19 (llvm-dwarfdump-22 --debug-info of
// calls-O0.co for gfx1100), so lines 14 to 23; an unknown function is
// gdb's 'Function "nosuch" not defined.'. list - goes backwards.
func TestGDBListFunction(t *testing.T) {
	r := openKernel(t, "gfx1100", "calls", "O0", "call_chain", 64, 64, 64, func(i int) int { return i })
	out := r.do("list clamp_add")
	nums := regexp.MustCompile(`(?m)^(\d+)\t`).FindAllStringSubmatch(out, -1)
	if len(nums) != 10 || nums[0][1] != "14" || nums[9][1] != "23" || !strings.Contains(out, "19\tNOINLINE DEVICE int clamp_add(") {
		t.Errorf("list clamp_add, want lines 14 to 23:\n%s", out)
	}
	// list - : the ten lines before those last printed; at line 1,
	// gdb's "Already at the start of FILE.".
	r.do("list 30") // 25 to 34
	if out := r.do("list -"); !strings.HasPrefix(out, "15\t") || !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != 10 || !strings.Contains(out, "24\t") {
		t.Errorf("list - after list 30, want lines 15 to 24:\n%s", out)
	}
	r.do("list -") // 5 to 14
	r.do("list -") // 1 to 4
	if msg := r.fail("list -"); !strings.HasSuffix(msg, "Already at the start of calls.cl.") {
		t.Errorf("list - at line 1: %q", msg)
	}
	if msg := r.fail("list nosuch"); !strings.HasSuffix(msg, `Function "nosuch" not defined.`) {
		t.Errorf("list nosuch: %q", msg)
	}
}
