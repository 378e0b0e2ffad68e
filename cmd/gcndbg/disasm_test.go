package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// objdumpInstructions is llvm-objdump's instruction text, whitespace
// normalised, without its trailing "// addr: words" comments.
func objdumpInstructions(t *testing.T, path string, extra ...string) []string {
	t.Helper()
	return objdumpInstructionsOf(t, []string{path}, extra...)[path]
}

// objdumpInstructionsOf is objdumpInstructions for each of paths, from one
// llvm-objdump run.
func objdumpInstructionsOf(t *testing.T, paths []string, extra ...string) map[string][]string {
	t.Helper()
	objdump := llvmtool.Path(t, "llvm-objdump")
	args := append([]string{"-d", "--no-show-raw-insn", "--no-leading-addr"}, extra...)
	res := map[string][]string{}
	for p, out := range llvmtool.Outputs(t, objdump, "", args, paths) {
		var lines []string
		for _, l := range strings.Split(string(out), "\n") {
			if !strings.HasPrefix(l, "\t") {
				continue
			}
			if i := strings.Index(l, "//"); i >= 0 {
				l = l[:i]
			}
			lines = append(lines, strings.Join(strings.Fields(l), " "))
		}
		res[p] = lines
	}
	return res
}

func normalizedLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func TestDisasmLLVMEqualsObjdump(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/co/gfx9*/*-O2.co")
	more, _ := filepath.Glob("../../testdata/co/gfx803/*-O2.co")
	files = append(files, more...)
	if len(files) == 0 {
		t.Skip("no testdata code objects")
	}
	n := 0
	wants := objdumpInstructionsOf(t, files)
	for _, f := range files {
		var out, errb bytes.Buffer
		if code := run([]string{"disasm", "--llvm", f}, &out, &errb); code != 0 {
			t.Fatalf("disasm --llvm %s: exit %d: %s", f, code, errb.String())
		}
		got := normalizedLines(out.String())
		want := wants[f]
		if len(got) != len(want) {
			t.Errorf("%s: %d lines, llvm-objdump %d", f, len(got), len(want))
		}
		for i := 0; i < len(got) && i < len(want); i++ {
			n++
			if got[i] != want[i] {
				t.Errorf("%s line %d:\n got  %q\n want %q", f, i, got[i], want[i])
				break
			}
		}
	}
	t.Logf("%d files, %d instructions compared", len(files), n)
}

func TestDisasmKernelSelectsOneKernel(t *testing.T) {
	f := "../../testdata/co/gfx900/vadd-O2.co"
	var out, errb bytes.Buffer
	if code := run([]string{"disasm", f, "--kernel", "vadd"}, &out, &errb); code != 0 {
		t.Skipf("no %s (exit %d: %s)", f, code, errb.String())
	}
	s := out.String()
	if !strings.HasPrefix(s, "") || !strings.Contains(s, "<vadd>:") || strings.Count(s, ">:\n") != 1 {
		t.Fatalf("want exactly the vadd kernel, got:\n%s", s)
	}
	if !strings.Contains(s, "s_endpgm") {
		t.Fatalf("kernel listing lacks s_endpgm:\n%s", s)
	}
}

func TestDisasmBadInputExitsTwoWithOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"disasm", "/nonexistent/k.co"},
		{"disasm", "../../testdata/co/gfx900/vadd-O2.co", "--kernel", "no_such_kernel"},
	} {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if lines := strings.Count(strings.TrimSpace(errb.String()), "\n"); lines != 0 || errb.Len() == 0 {
			t.Errorf("%v: want one line on stderr, got %q", args, errb.String())
		}
	}
}

// Bytes of .text before the first symbol (the s_nop padding ahead of the
// first kernel in Debian's rocSPARSE objects) are listed as llvm-objdump
// lists them, under <.text>.
func TestDisasmListsTextBeforeTheFirstSymbol(t *testing.T) {
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	src := filepath.Join(dir, "pad.s")
	asm := "\t.text\n\ts_nop 0\n\ts_nop 7\n\ts_mov_b32 s1, 2\n\t.globl f\n\t.p2align 2\n\t.type f,@function\nf:\n\ts_mov_b32 s0, 1\n\ts_endpgm\n"
	if err := os.WriteFile(src, []byte(asm), 0o644); err != nil {
		t.Fatal(err)
	}
	obj, co := filepath.Join(dir, "pad.o"), filepath.Join(dir, "pad.co")
	for _, c := range [][]string{{mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", src, "-o", obj}, {lld, "-shared", obj, "-o", co}} {
		if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v: %s", c[0], err, out)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"disasm", "--llvm", co}, &out, &errb); code != 0 {
		t.Fatalf("disasm --llvm: exit %d: %s", code, errb.String())
	}
	got, want := normalizedLines(out.String()), objdumpInstructions(t, co)
	if len(want) != 5 || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("disasm --llvm:\n%s\nllvm-objdump:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	out.Reset()
	if code := run([]string{"disasm", co}, &out, &errb); code != 0 {
		t.Fatalf("disasm: exit %d: %s", code, errb.String())
	}
	if s := out.String(); !strings.Contains(s, "<.text>:\n") || !strings.Contains(s, "s_nop 7") || strings.Index(s, "<.text>:") > strings.Index(s, "<f>:") {
		t.Errorf("the listing lacks the <.text> region before <f>:\n%s", s)
	}
}

// RDNA objects disassemble as llvm-objdump prints them: wave32 kernels with
// plain llvm-objdump, wave64 kernels with --mattr=+wavefrontsize64 (plain
// llvm-objdump would print their lane masks as wave32's vcc_lo).
func TestDisasmLLVMEqualsObjdumpOnRDNA(t *testing.T) {
	cases := []struct {
		glob  string
		extra []string
	}{
		{"../../testdata/co/gfx1030/*-O2.co", nil},
		{"../../testdata/co/gfx1100/*-O2.co", nil},
		{"../../testdata/co/wave64/*gfx1100*.co", []string{"--mattr=+wavefrontsize64"}},
	}
	n, files := 0, 0
	for _, c := range cases {
		matches, _ := filepath.Glob(c.glob)
		if len(matches) == 0 {
			t.Fatalf("no testdata code objects match %s", c.glob)
		}
		wants := objdumpInstructionsOf(t, matches, c.extra...)
		for _, f := range matches {
			files++
			var out, errb bytes.Buffer
			if code := run([]string{"disasm", "--llvm", f}, &out, &errb); code != 0 {
				t.Fatalf("disasm --llvm %s: exit %d: %s", f, code, errb.String())
			}
			got := normalizedLines(out.String())
			want := wants[f]
			if len(got) != len(want) {
				t.Errorf("%s: %d lines, llvm-objdump %d", f, len(got), len(want))
			}
			for i := 0; i < len(got) && i < len(want); i++ {
				n++
				if got[i] != want[i] {
					t.Errorf("%s line %d:\n got  %q\n want %q", f, i, got[i], want[i])
					break
				}
			}
		}
	}
	t.Logf("%d files, %d instructions compared", files, n)
}
