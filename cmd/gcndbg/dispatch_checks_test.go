package main

import (
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// A dispatch the hardware could not start (a workgroup over the kernel's
// .max_flat_workgroup_size, which OpenCL C kernels get as 256 by default,
// or LDS over the target's 64 KiB) or that gcndbg cannot finish (more
// workgroups than it runs) is refused with exit 2 before any wave runs;
// a grid of 2^32-1 work-items in x is not "0 workgroups".
func TestRunDispatchChecks(t *testing.T) {
	co := testkernels.CodeObject(t, "gfx900", "vadd", "O2")
	with := func(old, new string) string { return strings.Replace(vaddArgs, old, new, 1) }
	for _, c := range []struct {
		name, args string
		want       []string
	}{
		{"workgroup over max_flat_workgroup_size", with("[256, 1, 1]", "[512, 1, 1]"), []string{"workgroup: 512 work-items", ".max_flat_workgroup_size of 256"}},
		{"workgroup over 1024", with("[256, 1, 1]", "[64, 32, 1]"), []string{"workgroup", "2048", "1024"}},
		{"LDS over the target's", with("args:", "dynamic_lds: 65537\nargs:"), []string{"dynamic_lds: 65537 bytes of LDS", "65536", "gfx900"}},
		{"too many workgroups", with("[1000, 1, 1]", "[4294967295, 4294967295, 1]"), []string{"grid: 16777216x4294967295x1 workgroups", "4294967295"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := gcndbg("run", co, "--args", writeArgs(t, c.args), "--out", t.TempDir())
			ok := code == exitBadInput && strings.Count(stderr, "\n") == 1 && stdout == ""
			for _, w := range c.want {
				ok = ok && strings.Contains(stderr, w)
			}
			if !ok {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2, nothing run, one line containing %q", code, stdout, stderr, c.want)
			}
		})
	}
	// 16777216 workgroups in x: it runs (the first wave stops at the step
	// limit), it is not reported as "0 workgroups".
	stdout, stderr, code := gcndbg("run", co, "--args", writeArgs(t, with("[1000, 1, 1]", "[4294967295, 1, 1]")), "--max-steps", "5", "--out", t.TempDir())
	if code != exitFault || !strings.Contains(stderr, "step limit") || strings.Contains(stdout+stderr, " 0 workgroups") {
		t.Errorf("grid 4294967295: exit %d, stdout %q, stderr %q; want exit 1 at the step limit", code, stdout, stderr)
	}
}
