package main

import (
	"bytes"
	"debug/elf"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// amdcl2Kernel reads an AMD OpenCL 2.0 binary with debug/elf,
// independently of model/codeobj: the outer ELF's .text is the inner ELF,
// whose .hsatext holds at &__OpenCL_NAME_kernel a 256-byte setup and the
// code (the AmdCl2 layout CLRX documents). It returns that section and the
// kernel's symbol.
func amdcl2Kernel(t *testing.T, path string) (*elf.Section, elf.Symbol) {
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
	text := ie.Section(".hsatext")
	if text == nil {
		t.Fatalf("%s: no .hsatext in the inner binary", path)
	}
	syms, err := ie.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if strings.HasPrefix(s.Name, "&__OpenCL_") && strings.HasSuffix(s.Name, "_kernel") {
			return text, s
		}
	}
	t.Fatalf("%s: no kernel symbol in the inner binary", path)
	return nil, elf.Symbol{}
}

// amdcl2Code cuts the kernel's code (after its setup) out of an AMD OpenCL
// 2.0 binary.
func amdcl2Code(t *testing.T, path string) []byte {
	t.Helper()
	sec, s := amdcl2Kernel(t, path)
	text, err := sec.Data()
	if err != nil {
		t.Fatal(err)
	}
	return text[s.Value+256 : s.Value+s.Size]
}

// TestDisasmAmdCL2MatchesLLVMMC disassembles the clrxasm-built AMD OpenCL
// 2.0 binaries (testdata/amdcl2, 64-bit and 32-bit: debug/elf reads both
// outer ELF classes) and compares the text with llvm-mc
// --disassemble of the same kernel bytes (llvm-objdump cannot read the
// outer ELF).
func TestDisasmAmdCL2MatchesLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	files, _ := filepath.Glob("../../testdata/amdcl2/*.bin")
	if len(files) != 17 {
		t.Fatalf("%d AMD OpenCL 2.0 binaries, want 17 (8 64-bit, 9 32-bit)", len(files))
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

// TestInfoAmdCL2Bitness runs `info --json` and `info` on every AMD OpenCL
// 2.0 test binary: the format is amdcl2 and pointer_bits is 32 exactly
// when debug/elf reads the outer file as ELFCLASS32 (else 64), and the
// text output says which, and that the metadata has no version.
func TestInfoAmdCL2Bitness(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/amdcl2/*.bin")
	if len(files) != 17 {
		t.Fatalf("%d AMD OpenCL 2.0 binaries, want 17", len(files))
	}
	n32 := 0
	for _, f := range files {
		ef, err := elf.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		want := 64
		if ef.Class == elf.ELFCLASS32 {
			want = 32
			n32++
		}
		ef.Close()
		var out, errb bytes.Buffer
		if code := run([]string{"info", "--json", f}, &out, &errb); code != 0 {
			t.Fatalf("info --json %s: exit %d: %s", f, code, errb.String())
		}
		var r struct {
			Format      string `json:"format"`
			PointerBits int    `json:"pointer_bits"`
		}
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Format != "amdcl2" || r.PointerBits != want {
			t.Errorf("%s: format %q, pointer_bits %d; want amdcl2, %d", f, r.Format, r.PointerBits, want)
		}
		out.Reset()
		if code := run([]string{"info", f}, &out, &errb); code != 0 {
			t.Fatalf("info %s: exit %d: %s", f, code, errb.String())
		}
		if line := fmt.Sprintf("format:    AMD Catalyst OpenCL 2.0 binary, %d-bit", want); !strings.Contains(out.String(), line) {
			t.Errorf("%s: no %q in:\n%s", f, line, out.String())
		}
		// CLRX's AmdCL2 metadata headers have no version field.
		if line := "\nmetadata:  version none\n"; !strings.Contains(out.String(), line) {
			t.Errorf("%s: no %q in:\n%s", f, line, out.String())
		}
	}
	if n32 != 9 {
		t.Errorf("%d 32-bit binaries, want 9", n32)
	}
}
