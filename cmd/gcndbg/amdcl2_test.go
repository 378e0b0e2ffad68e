package main

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// amdcl2Code cuts each kernel's code out of an AMD OpenCL 2.0 binary with
// debug/elf, independently of model/codeobj: the outer ELF's .text is the
// inner ELF, whose .hsatext holds at &__OpenCL_NAME_kernel a 256-byte setup
// and the code (the AmdCl2 layout CLRX documents).
func amdcl2Code(t *testing.T, path string) []byte {
	t.Helper()
	outer, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer outer.Close()
	inner, err := outer.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	ie, err := elf.NewFile(bytes.NewReader(inner))
	if err != nil {
		t.Fatal(err)
	}
	text, err := ie.Section(".hsatext").Data()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := ie.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if strings.HasPrefix(s.Name, "&__OpenCL_") && strings.HasSuffix(s.Name, "_kernel") {
			return text[s.Value+256 : s.Value+s.Size]
		}
	}
	t.Fatalf("%s: no kernel symbol in the inner binary", path)
	return nil
}

// TestDisasmAmdCL2MatchesLLVMMC disassembles the clrxasm-built AMD OpenCL
// 2.0 binaries (testdata/amdcl2) and compares the text with llvm-mc
// --disassemble of the same kernel bytes (llvm-objdump cannot read the
// outer ELF).
func TestDisasmAmdCL2MatchesLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	files, _ := filepath.Glob("../../testdata/amdcl2/*.bin")
	if len(files) != 8 {
		t.Fatalf("%d AMD OpenCL 2.0 binaries, want 8", len(files))
	}
	n := 0
	for _, f := range files {
		cpu := strings.TrimSuffix(f[strings.LastIndex(f, "-")+1:], ".bin")
		var in bytes.Buffer
		for _, b := range amdcl2Code(t, f) {
			fmt.Fprintf(&in, "0x%02x ", b)
		}
		cmd := exec.Command(mc, "--disassemble", "-triple=amdgcn", "-mcpu="+cpu)
		cmd.Stdin = &in
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("llvm-mc: %v", err)
		}
		var want []string
		for _, l := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t.text") {
				want = append(want, normalizedLines(l)...)
			}
		}
		var got, errb bytes.Buffer
		if code := run([]string{"disasm", "--llvm", f}, &got, &errb); code != 0 {
			t.Fatalf("disasm --llvm %s: exit %d: %s", f, code, errb.String())
		}
		g := normalizedLines(got.String())
		if len(g) != len(want) || len(want) < 20 {
			t.Errorf("%s: %d lines, llvm-mc %d", f, len(g), len(want))
		}
		for i := 0; i < len(g) && i < len(want); i++ {
			n++
			if g[i] != want[i] {
				t.Errorf("%s line %d:\n got  %q\n want %q", f, i, g[i], want[i])
				break
			}
		}
	}
	t.Logf("%d files, %d instructions compared", len(files), n)
}
