// Package asmseq assembles straight-line instruction sequences with
// llvm-mc (the oracle for encodings) and decodes them, for checker tests.
package asmseq

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// Seq is an assembled sequence: its instructions in order and, for each,
// the 1-based line of src it came from.
type Seq struct {
	Target *isa.Target
	Insts  []isa.Inst
	Lines  []int
}

// Base is the address the sequence is decoded at.
const Base = 0x1000

// Assemble assembles src for target: one instruction per line; blank
// lines, lines starting with "//" or "." and labels ("name:") hold none.
// A line may end in a "//" comment; a ".long" line is one instruction.
// A target "gfx1100+w64" assembles for 64-lane waves (GFX10+ default to
// 32).
func Assemble(t testing.TB, target, src string) *Seq {
	t.Helper()
	args := []string{"-triple=amdgcn-amd-amdhsa", "-filetype=obj"}
	if cpu, ok := strings.CutSuffix(target, "+w64"); ok {
		target = cpu
		args = append(args, "-mattr=+wavefrontsize64")
	}
	tgt, err := isa.LookupTarget(target)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	obj := filepath.Join(dir, "a.o")
	cmd := exec.Command(llvmtool.Path(t, "llvm-mc"), append(args, "-mcpu="+target, "-o", obj)...)
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	f, err := elf.Open(obj)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for i, l := range strings.Split(src, "\n") {
		l = strings.TrimSpace(l)
		if k := strings.Index(l, "//"); k >= 0 {
			l = strings.TrimSpace(l[:k])
		}
		if l == "" || strings.HasPrefix(l, ".") && !strings.HasPrefix(l, ".long") || strings.HasSuffix(l, ":") {
			continue
		}
		lines = append(lines, i+1)
	}
	s := &Seq{Target: tgt}
	for off := 0; off < len(code); {
		in, err := isa.Decode(code[off:], Base+uint64(off), tgt)
		if err != nil {
			t.Fatalf("decode at %#x: %v", off, err)
		}
		s.Insts = append(s.Insts, in)
		off += in.Size
	}
	if len(lines) != len(s.Insts) {
		t.Fatalf("%d instruction lines but %d instructions decoded", len(lines), len(s.Insts))
	}
	s.Lines = lines
	return s
}

// LineOf returns the source line of the instruction at pc (0: none).
func (s *Seq) LineOf(pc uint64) int {
	for i := range s.Insts {
		if s.Insts[i].PC == pc {
			return s.Lines[i]
		}
	}
	return 0
}

// Size is the sequence's length in bytes.
func (s *Seq) Size() int {
	if len(s.Insts) == 0 {
		return 0
	}
	last := s.Insts[len(s.Insts)-1]
	return int(last.PC-Base) + last.Size
}

// Want returns the 1-based line of src marked "// want NAME" and the
// name (a hazard rule or a waitcheck kind); 0 and "" when none is marked.
func Want(src string) (int, string) {
	for i, l := range strings.Split(src, "\n") {
		if k := strings.Index(l, "// want "); k >= 0 {
			return i + 1, strings.Fields(l[k+len("// want "):])[0]
		}
	}
	return 0, ""
}
