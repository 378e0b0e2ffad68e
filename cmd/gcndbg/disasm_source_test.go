package main

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

var (
	// llvm-objdump -d -l: "; ./kernels/vadd.cl:6" before the instructions
	// of a line, and "// 000000001900: C0020002 ..." after each instruction.
	objdumpLineRe = regexp.MustCompile(`^; \S+:(\d+)\s*$`)
	objdumpAddrRe = regexp.MustCompile(`//\s*([0-9A-Fa-f]+):`)
	// gcndbg disasm --source: "; vadd.cl:6: text" and "  0000000000001900:  words  inst".
	ourLineRe = regexp.MustCompile(`^; [^:]+:(\d+):`)
	ourAddrRe = regexp.MustCompile(`^\s+([0-9a-f]{16}):`)
)

// annotatedLines maps each instruction address to the source line annotated
// before it, for a listing in which line markers precede their instructions.
func annotatedLines(out []byte, lineRe, addrRe *regexp.Regexp) map[uint64]int {
	m := map[uint64]int{}
	line := -1
	for _, l := range bytes.Split(out, []byte("\n")) {
		if s := lineRe.FindSubmatch(l); s != nil {
			line, _ = strconv.Atoi(string(s[1]))
			continue
		}
		if len(l) > 0 && l[0] != '\t' && l[0] != ' ' {
			line = -1 // a symbol header: llvm-objdump repeats the line after it
		}
		if s := addrRe.FindSubmatch(l); s != nil && line >= 0 {
			a, _ := strconv.ParseUint(string(s[1]), 16, 64)
			m[a] = line
		}
	}
	return m
}

// TestDisasmSourceLinesEqualObjdump checks --source against llvm-objdump
// -l: every instruction both annotate is attributed to the same line.
func TestDisasmSourceLinesEqualObjdump(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	files, _ := filepath.Glob("../../testdata/co/gfx900/*.co")
	more, _ := filepath.Glob("../../testdata/co/gfx942/*-O0.co")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no testdata code objects")
	}
	compared := 0
	dumps := llvmtool.Outputs(t, objdump, "", []string{"-d", "-l"}, files)
	for _, f := range files {
		want := dumps[f]
		var out, errb bytes.Buffer
		if code := run([]string{"disasm", "--source", f}, &out, &errb); code != 0 {
			t.Fatalf("disasm --source %s: exit %d: %s", f, code, errb.String())
		}
		w := annotatedLines(want, objdumpLineRe, objdumpAddrRe)
		g := annotatedLines(out.Bytes(), ourLineRe, ourAddrRe)
		if len(w) == 0 {
			t.Fatalf("%s: no line annotations parsed from llvm-objdump -l", f)
		}
		bad := 0
		for a, wl := range w {
			gl, ok := g[a]
			if !ok || gl != wl {
				if bad < 5 {
					t.Errorf("%s: 0x%x: line %d (present %v), llvm-objdump says %d", f, a, gl, ok, wl)
				}
				bad++
			}
			compared++
		}
	}
	t.Logf("%d instructions' source lines compared with llvm-objdump -l", compared)
}

// objdumpSourceListings is llvm-objdump -d --source's instructions and
// source lines for each file (run once for all in testdata/, where the
// DWARF's ./kernels/ paths resolve), whitespace-normalised, without the
// "// addr: words" comments.
func objdumpSourceListings(t *testing.T, objdump string, paths []string) map[string][]string {
	t.Helper()
	abs := make([]string, len(paths))
	for i, p := range paths {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		abs[i] = a
	}
	outs := llvmtool.Outputs(t, objdump, "../../testdata", []string{"-d", "--source", "--no-show-raw-insn", "--no-leading-addr"}, abs)
	res := map[string][]string{}
	for i, p := range paths {
		var lines []string
		for _, l := range strings.Split(string(outs[abs[i]]), "\n") {
			switch {
			case strings.HasPrefix(l, ";"):
				lines = append(lines, strings.Join(strings.Fields(l), " "))
			case strings.HasPrefix(l, "\t"):
				if i := strings.Index(l, "//"); i >= 0 {
					l = l[:i]
				}
				lines = append(lines, strings.Join(strings.Fields(l), " "))
			}
		}
		res[p] = lines
	}
	return res
}

// disasm --source --llvm prints what llvm-objdump -d --source prints: the
// instructions and, where the line changes, the source line.
func TestDisasmLLVMSourceEqualsObjdump(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	files, _ := filepath.Glob("../../testdata/co/gfx900/*.co")
	more, _ := filepath.Glob("../../testdata/co/gfx942/*-O0.co")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no testdata code objects")
	}
	sources := 0
	listings := objdumpSourceListings(t, objdump, files)
	for _, f := range files {
		want := listings[f]
		var out, errb bytes.Buffer
		if code := run([]string{"disasm", "--source", "--llvm", f}, &out, &errb); code != 0 {
			t.Fatalf("disasm --source --llvm %s: exit %d: %s", f, code, errb.String())
		}
		got := normalizedLines(out.String())
		for _, l := range want {
			if strings.HasPrefix(l, ";") {
				sources++
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d lines, llvm-objdump %d", f, len(got), len(want))
		}
		for i := 0; i < len(got) && i < len(want); i++ {
			if got[i] != want[i] {
				t.Errorf("%s line %d:\n got  %q\n want %q", f, i, got[i], want[i])
				break
			}
		}
	}
	if sources == 0 {
		t.Fatal("llvm-objdump printed no source lines: are testdata/kernels there?")
	}
	t.Logf("%d files, %d source lines compared", len(files), sources)
}
