package isa_test

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// normalize collapses whitespace and drops llvm-objdump's trailing comment.
func normalize(s string) string {
	if i := strings.Index(s, "//"); i >= 0 {
		s = s[:i]
	}
	return strings.Join(strings.Fields(s), " ")
}

// objdumpText returns llvm-objdump's instruction lines, per symbol.
func objdumpText(t testing.TB, objdump, path string) map[string][]string {
	t.Helper()
	out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", "--no-leading-addr", path).Output()
	if err != nil {
		t.Fatalf("llvm-objdump %s: %v", path, err)
	}
	res := map[string][]string{}
	cur := ""
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "<") && strings.HasSuffix(line, ">:") {
			cur = line[1 : len(line)-2]
			continue
		}
		if !strings.HasPrefix(line, "\t") || cur == "" {
			continue
		}
		res[cur] = append(res[cur], normalize(line))
	}
	return res
}

type symRange struct {
	name       string
	start, end uint64
}

// textSymbols splits .text at its symbols as llvm-objdump does.
func textSymbols(f *elf.File, text *elf.Section) []symRange {
	syms, _ := f.Symbols()
	var rs []symRange
	seen := map[uint64]bool{}
	for _, s := range syms {
		if int(s.Section) >= len(f.Sections) || f.Sections[s.Section] != text {
			continue
		}
		typ := elf.ST_TYPE(s.Info)
		if typ != elf.STT_FUNC && typ != elf.STT_NOTYPE && typ != elf.STT_OBJECT {
			continue
		}
		if s.Name == "" || seen[s.Value] {
			continue
		}
		seen[s.Value] = true
		rs = append(rs, symRange{name: s.Name, start: s.Value})
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].start < rs[j].start })
	end := text.Addr + text.Size
	if f.Type == elf.ET_REL {
		end = text.Size
	}
	for i := range rs {
		rs[i].end = end
		if i+1 < len(rs) {
			rs[i].end = rs[i+1].start
		}
	}
	return rs
}

// compareWithObjdump disassembles every symbol of .text and compares with
// llvm-objdump; it returns instructions compared and mismatches.
func compareWithObjdump(t *testing.T, objdump, path string, tgt *isa.Target, maxReport int) (n, bad int) {
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	text := f.Section(".text")
	if text == nil {
		return 0, 0
	}
	code, err := text.Data()
	if err != nil {
		t.Fatalf("%s: .text: %v", path, err)
	}
	want := objdumpText(t, objdump, path)
	base := text.Addr
	if f.Type == elf.ET_REL {
		base = 0
	}
	for _, r := range textSymbols(f, text) {
		w, ok := want[r.name]
		if !ok {
			continue
		}
		var got []string
		isa.Disassemble(code[r.start-base:r.end-base], r.start, tgt, func(l *isa.Line) bool {
			got = append(got, normalize(l.Text()))
			return true
		})
		for i := 0; i < len(w) || i < len(got); i++ {
			var g, x string
			if i < len(got) {
				g = got[i]
			}
			if i < len(w) {
				x = w[i]
			}
			n++
			if g != x {
				bad++
				if bad <= maxReport {
					t.Errorf("%s <%s> #%d:\n got  %q\n want %q", filepath.Base(path), r.name, i, g, x)
				}
			}
		}
	}
	return n, bad
}

func processorOf(t testing.TB, path string) string {
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// EF_AMDGPU_MACH in e_flags.
	var hdr [64]byte
	fh, _ := os.Open(path)
	defer fh.Close()
	fh.Read(hdr[:])
	flags := uint32(hdr[48]) | uint32(hdr[49])<<8 | uint32(hdr[50])<<16 | uint32(hdr[51])<<24
	mach := flags & 0xff
	names := map[uint32]string{0x28: "gfx801", 0x29: "gfx802", 0x2a: "gfx803", 0x2b: "gfx810",
		0x2c: "gfx900", 0x2d: "gfx902", 0x2e: "gfx904", 0x2f: "gfx906", 0x30: "gfx908", 0x31: "gfx909",
		0x32: "gfx90c", 0x3c: "gfx805", 0x3f: "gfx90a", 0x40: "gfx940", 0x4b: "gfx941", 0x4c: "gfx942",
		0x4f: "gfx950"}
	if n, ok := names[mach]; ok {
		return n
	}
	t.Fatalf("%s: unknown EF_AMDGPU_MACH %#x", path, mach)
	return ""
}

func TestDisassemblyMatchesObjdumpOnScratchKernels(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	files, _ := filepath.Glob(os.Getenv("GCNDBG_SCRATCH_CO"))
	if len(files) == 0 {
		t.Skip("GCNDBG_SCRATCH_CO not set")
	}
	total, bad := 0, 0
	for _, p := range files {
		tgt := isa.MustTarget(processorOf(t, p))
		n, b := compareWithObjdump(t, objdump, p, tgt, 20)
		total += n
		bad += b
	}
	t.Logf("instructions compared: %d, mismatches: %d", total, bad)
	fmt.Fprint(&bytes.Buffer{})
}
