package launch

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// SourceLine is a source position with the text of its line ("" when the
// source file cannot be found).
type SourceLine struct {
	File string
	Line int
	Text string
}

func (s SourceLine) String() string {
	if s.Text == "" {
		return fmt.Sprintf("%s:%d", s.File, s.Line)
	}
	return fmt.Sprintf("%s:%d: %s", s.File, s.Line, s.Text)
}

// ELFAddr maps an address of the loaded program back to the code object's
// own (virtual) address, which DWARF and llvm-objdump use.
func (l *Launch) ELFAddr(addr uint64) uint64 { return addr - l.Image.Base }

// LineOf returns the source line of a loaded-program address from the code
// object's DWARF line table; ok is false when there is no DWARF or no row.
func (l *Launch) LineOf(addr uint64) (SourceLine, bool) {
	d, err := l.DWARF()
	if err != nil {
		return SourceLine{}, false
	}
	li, err := d.PCToLine(l.ELFAddr(addr))
	if err != nil || li.Line == 0 {
		return SourceLine{}, false
	}
	s := SourceLine{File: li.File, Line: li.Line}
	s.Text = l.readLine(li.File, li.Line)
	return s, true
}

// FaultLine is the source line of a fault's instruction, if known.
func (l *Launch) FaultLine(f *exec.Fault) (SourceLine, bool) {
	if f == nil || f.Kind == exec.FaultDeadlock {
		return SourceLine{}, false
	}
	return l.LineOf(f.Addr)
}

// readLine finds a source file named in DWARF (often relative to a build
// directory) as given, or relative to the code object's directory and its
// parents, and returns line n trimmed.
func (l *Launch) readLine(name string, n int) string {
	cands := []string{name}
	if !filepath.IsAbs(name) {
		dir := filepath.Dir(l.File.Name)
		for range 4 {
			cands = append(cands, filepath.Join(dir, name))
			dir = filepath.Dir(dir)
		}
	}
	for _, c := range cands {
		fh, err := os.Open(c)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for i := 1; sc.Scan(); i++ {
			if i == n {
				fh.Close()
				return strings.TrimSpace(sc.Text())
			}
		}
		fh.Close()
	}
	return ""
}

// InstText is the instruction at byte offset pc of the program in LLVM
// syntax, as llvm-objdump prints it ("" when pc holds no instruction).
func (l *Launch) InstText(pc uint64) string {
	p := l.Program
	if pc >= uint64(len(p.Code)) {
		return ""
	}
	in, err := isa.Decode(p.Code[pc:], p.Base+pc, p.Target)
	if err != nil {
		return ""
	}
	return isa.LLVMSyntax(in)
}
