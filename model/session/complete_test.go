package session

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// TestCompleteByCommand completes partial lines on call_chain (calls.cl
// at -O0, stopped in its body) and checks the candidates against the
// source: the device functions calls.cl defines (NOINLINE DEVICE) and its
// kernels, the file's own name after break, gdb's info subcommands and
// register files, the kernel's variables in expressions.
func TestCompleteByCommand(t *testing.T) {
	src, err := os.ReadFile(testkernels.SourcePath(t, "calls.cl"))
	if err != nil {
		t.Fatal(err)
	}
	// Functions as the source defines them.
	defs := regexp.MustCompile(`(?m)^(?:NOINLINE DEVICE int|KERNEL) (\w+)\(`).FindAllStringSubmatch(string(src), -1)
	funcs := map[string]bool{}
	for _, d := range defs {
		funcs[d[1]] = true
	}
	for _, f := range []string{"poly", "clamp_add", "chain", "call_chain", "call_device_fn"} {
		if !funcs[f] {
			t.Fatalf("calls.cl defines no %s (found %v)", f, funcs)
		}
	}
	r := openKernel(t, "gfx900", "calls", "O0", "call_chain", 64, 64, 64, func(i int) int { return i })
	r.do("break call_chain")
	r.do("run")

	for _, c := range []struct {
		line string
		want []string
	}{
		{"fini", []string{"finish"}},
		{"info reg", []string{"info registers"}},
		{"info registers v", []string{"info registers vector"}},
		{"i registers s", []string{"i registers scalar", "i registers system"}},
		{"info wa", []string{"info watchpoints", "info waves"}}, // as gdb offers both
		{"info wav", []string{"info waves"}},
		{"help wat", []string{"help watch"}},
		{"break pol", []string{"break poly"}},
		{"tbreak clamp", []string{"tbreak clamp_add"}},
		{"break calls.", []string{"break calls.cl:"}},
		{"list call_d", []string{"list call_device_fn"}},
		{"break calls.cl:1", nil}, // line numbers are not completed
		{"print in", []string{"print in"}},
		{"print $_la", []string{"print $_lane", "print $_lane_count"}},
	} {
		got := r.s.Complete(c.line)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("Complete(%q) = %q, want %q", c.line, got, c.want)
		}
	}
	// Every function calls.cl defines is a candidate after break.
	all := strings.Join(r.s.Complete("break "), " ")
	for f := range funcs {
		if !strings.Contains(" "+all+" ", " break "+f+" ") {
			t.Errorf("break <Tab> does not offer %s: %s", f, all)
		}
	}
}
