package main

import (
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// `gcndbg info` and the debugger's `info kernel` print the same VGPRs,
// SGPRs, scratch and code size for a kernel, and those are what
// llvm-readelf shows: the metadata's .vgpr_count, .sgpr_count and
// .private_segment_fixed_size, and the kernel symbol's size. The metadata
// version line is amdhsa.version as llvm-readelf prints it.
func TestInfoAndInfoKernelAgreeWithReadelf(t *testing.T) {
	readelf := llvmtool.Path(t, "llvm-readelf")
	co := testkernels.CodeObject(t, "gfx900", "calls", "O0")
	notes, err := osexec.Command(readelf, "--notes", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := osexec.Command(readelf, "-sW", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	field := func(text, re string) string {
		m := regexp.MustCompile(re).FindStringSubmatch(text)
		if m == nil {
			return "(none)"
		}
		return m[1]
	}
	// amdhsa.version, which llvm-readelf prints as a YAML list.
	ver := regexp.MustCompile(`amdhsa\.version:\s+- (\d+)\s+- (\d+)`).FindStringSubmatch(string(notes))
	if ver == nil {
		t.Fatalf("llvm-readelf --notes shows no amdhsa.version:\n%s", notes)
	}
	if all, _, code := gcndbg("info", co); code != 0 || !strings.Contains(all, "\nmetadata:  version "+ver[1]+"."+ver[2]+",") {
		t.Errorf("info (exit %d) does not print metadata version %s.%s:\n%s", code, ver[1], ver[2], all)
	}
	for _, k := range []string{"call_chain", "call_device_fn", "call_private_ptr", "call_recursive"} {
		// The kernel's map in the metadata runs from its .args to the next.
		block := field(string(notes), `(?s)(\.name:\s+`+k+`\n.*?)(?:  - \.args|\z)`)
		want := map[string]string{
			"vgprs":   field(block, `\.vgpr_count:\s+(\d+)`),
			"sgprs":   field(block, `\.sgpr_count:\s+(\d+)`),
			"scratch": field(block, `\.private_segment_fixed_size:\s+(\d+)`),
			"code":    field(string(syms), `(?m)^\s*\d+: [0-9a-f]+\s+(\d+) FUNC .* `+k+`$`),
		}
		info, stderr, code := gcndbg("info", co, "--kernel", k)
		if code != 0 {
			t.Fatalf("info: %s", stderr)
		}
		fromInfo := map[string]string{
			"vgprs":   field(info, `VGPRs (\d+), AGPRs`),
			"sgprs":   field(info, `SGPRs (\d+) \(`),
			"scratch": field(info, `scratch (\d+) bytes per lane`),
			"code":    field(info, `code (\d+) bytes`),
		}
		cmds := filepath.Join(t.TempDir(), "cmds")
		if err := os.WriteFile(cmds, []byte("info kernel\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		repl, stderr, code := gcndbg(co, "--args", filepath.Join(testkernels.Dir(), "args", "calls", k+".yaml"), "--batch", cmds)
		if code != 0 {
			t.Fatalf("info kernel: %s", stderr)
		}
		fromREPL := map[string]string{
			"vgprs":   field(repl, `VGPRs (\d+),`),
			"sgprs":   field(repl, `SGPRs (\d+),`),
			"scratch": field(repl, `scratch (\d+) bytes per lane`),
			"code":    field(repl, `Code at 0x[0-9a-f]+, (\d+) bytes`),
		}
		for _, f := range []string{"vgprs", "sgprs", "scratch", "code"} {
			if fromInfo[f] != want[f] || fromREPL[f] != want[f] {
				t.Errorf("%s %s: info %s, info kernel %s, llvm-readelf %s", k, f, fromInfo[f], fromREPL[f], want[f])
			}
		}
	}
}
