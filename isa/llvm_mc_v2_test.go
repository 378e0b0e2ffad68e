package isa_test

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// llvmMCText disassembles raw bytes with llvm-mc and returns its
// instruction lines and warnings.
func llvmMCText(t testing.TB, mc, cpu string, code []byte) (lines []string, stderr string) {
	t.Helper()
	var in bytes.Buffer
	for i, b := range code {
		if i > 0 {
			in.WriteByte(' ')
		}
		fmt.Fprintf(&in, "0x%02x", b)
	}
	in.WriteByte('\n')
	cmd := exec.Command(mc, "--disassemble", "-triple=amdgcn", "-mcpu="+cpu)
	cmd.Stdin = &in
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, errb.String())
	}
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t.text") {
			lines = append(lines, normalize(l))
		}
	}
	return lines, errb.String()
}

// TestDisassemblyMatchesLLVMMCOnMGPUSimGfx803V2 checks the code object v2
// kernels (llvm-objdump refuses v2): each kernel's code after its 256-byte
// amd_kernel_code_t is given to llvm-mc, as the corpus README describes.
func TestDisassemblyMatchesLLVMMCOnMGPUSimGfx803V2(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	dir := mgpusimDir()
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".hsaco") &&
			!strings.HasSuffix(p, "_gfx942.hsaco") && !strings.Contains(p, "/native/") {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatalf("no mgpusim v2 objects under %s", dir)
	}
	tgt := isa.MustTarget("gfx803")
	total, bad, kernels := 0, 0, 0
	for _, p := range files {
		f, err := elf.Open(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		text := f.Section(".text")
		code, _ := text.Data()
		syms, _ := f.Symbols()
		f.Close()
		for _, s := range syms {
			if elf.ST_TYPE(s.Info) != 10 || s.Size <= 256 { // STT_AMDGPU_HSA_KERNEL
				continue
			}
			start := s.Value - text.Addr + 256
			end := s.Value - text.Addr + s.Size
			if end > uint64(len(code)) {
				t.Fatalf("%s: kernel %s past .text", p, s.Name)
			}
			kernels++
			kc := code[start:end]
			want, warn := llvmMCText(t, mc, "gfx803", kc)
			var got []string
			isa.Disassemble(kc, s.Value+256, tgt, func(l *isa.Line) bool {
				if l.Err == nil {
					got = append(got, normalize(l.Text()))
				}
				return true
			})
			for i := 0; i < len(want) || i < len(got); i++ {
				var g, w string
				if i < len(got) {
					g = got[i]
				}
				if i < len(want) {
					w = want[i]
				}
				total++
				if g != w {
					bad++
					if bad <= 10 {
						t.Errorf("%s <%s> #%d:\n got  %q\n want %q\n%s", filepath.Base(p), s.Name, i, g, w, warn)
					}
				}
			}
		}
	}
	t.Logf("files: %d, kernels: %d; instructions compared: %d, mismatches: %d", len(files), kernels, total, bad)
}
