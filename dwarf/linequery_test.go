package dwarf

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

var fileEntry = regexp.MustCompile(`file_names\[\s*(\d+)\]:\s*\n\s*name: "([^"]*)"`)

var lookupLine = regexp.MustCompile(`Line info: file '([^']*)', line (\d+), column (\d+)`)

// TestPCToLineMatchesLLVMLookup asks llvm-dwarfdump --lookup for the line of
// addresses inside each function (the first, the middle, the last) and
// compares with PCToLine and the innermost inlined frame.
func TestPCToLineMatchesLLVMLookup(t *testing.T) {
	for _, fx := range []string{"types-gfx900-O2.co", "calls-gfx900-O2.co", "calls-gfx1030-O0-dwarf4.co"} {
		t.Run(fx, func(t *testing.T) {
			d := loadFixture(t, fx)
			n := 0
			for _, fn := range d.Subprograms {
				lo, hi := fn.LowPC(), fn.HighPC()
				for _, pc := range []uint64{lo, lo + (hi-lo)/2&^3, hi - 4} {
					out := dwarfdump(t, fmt.Sprintf("--lookup=0x%x", pc), filepath.Join("testdata", fx))
					m := lookupLine.FindStringSubmatch(out)
					if m == nil {
						continue
					}
					li, err := d.PCToLine(pc)
					if err != nil {
						t.Errorf("0x%x: %v", pc, err)
						continue
					}
					line, _ := strconv.Atoi(m[2])
					col, _ := strconv.Atoi(m[3])
					if filepath.Base(li.File) != filepath.Base(m[1]) || li.Line != line || li.Column != col {
						t.Errorf("0x%x: %s:%d:%d, llvm-dwarfdump %s:%d:%d", pc, li.File, li.Line, li.Column, m[1], line, col)
					}
					n++
				}
			}
			if n == 0 {
				t.Fatal("no addresses compared")
			}
		})
	}
}

// TestLineToPCsAndPrologueFromDumpRows derives, from llvm-dwarfdump's rows,
// where each line's statements begin (an is_stmt row whose line differs from
// the row before it in the sequence) and where each function's prologue
// ends, and compares with LineToPCs and PrologueEnd.
func TestLineToPCsAndPrologueFromDumpRows(t *testing.T) {
	for _, fx := range []string{"types-gfx900-O0.co", "calls-gfx900-O2.co", "calls-gfx1030-O2-dwarf4.co"} {
		t.Run(fx, func(t *testing.T) {
			d := loadFixture(t, fx)
			out := dwarfdump(t, "--debug-line", filepath.Join("testdata", fx))
			tables := parseDumpRows(t, out)
			src := "types.cl"
			if fx != "types-gfx900-O0.co" {
				src = "calls.cl"
			}
			// The indexes llvm-dwarfdump lists for the source file (one
			// table per object here).
			isSrc := map[int]bool{}
			for _, m := range fileEntry.FindAllStringSubmatch(out, -1) {
				if filepath.Base(m[2]) == src {
					i, _ := strconv.Atoi(m[1])
					isSrc[i] = true
				}
			}
			want := map[int][]uint64{}
			var prologues []uint64
			for _, rows := range tables {
				prevLine, prevStmt := -1, false
				for _, r := range rows {
					if r.endSeq {
						prevLine, prevStmt = -1, false
						continue
					}
					if r.stmt && isSrc[r.file] && !(prevStmt && prevLine == r.line) {
						want[r.line] = append(want[r.line], r.addr)
					}
					if r.prologueEnd {
						prologues = append(prologues, r.addr)
					}
					prevLine, prevStmt = r.line, r.stmt
				}
			}
			for line := 1; line < 40; line++ {
				got, err := d.LineToPCs(src, line)
				w := want[line]
				sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
				if len(w) == 0 {
					if err != ErrNoLine {
						t.Errorf("line %d: %x %v, want ErrNoLine", line, got, err)
					}
					continue
				}
				if fmt.Sprintf("%x", got) != fmt.Sprintf("%x", w) {
					t.Errorf("line %d: %x, from the rows %x", line, got, w)
				}
				for _, pc := range got {
					if !d.IsStatement(pc) {
						t.Errorf("line %d: 0x%x is not a statement", line, pc)
					}
				}
			}
			for _, fn := range d.Subprograms {
				var w uint64
				for _, p := range prologues {
					if fn.Contains(p) {
						w = p
						break
					}
				}
				if w != 0 && d.PrologueEnd(fn) != w {
					t.Errorf("%s: prologue ends at 0x%x, rows say 0x%x", fn.Name, d.PrologueEnd(fn), w)
				}
			}
		})
	}
}

// TestBreakpointPlacesForLinesWithoutStatements assembles testdata/nostmt.s
// (llvm-dwarfdump: line 3 at 0x0, line 4's rows at 0x4 without is_stmt,
// line 5 at 0xc, nothing for line 6, line 7 at 0x10) and checks where gdb
// would put a breakpoint on lines 4 and 6.
func TestBreakpointPlacesForLinesWithoutStatements(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	obj := filepath.Join(t.TempDir(), "nostmt.o")
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-dwarf-version=5", "-filetype=obj",
		filepath.Join("testdata", "nostmt.s"), "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	d := loadPath(t, obj)
	if _, err := d.LineToPCs("t.cl", 4); err != ErrNoLine {
		t.Errorf("LineToPCs(4): %v, want ErrNoLine (no statement)", err)
	}
	if pcs, err := d.LineToAnyPCs("t.cl", 4); err != nil || fmt.Sprint(pcs) != "[4]" {
		t.Errorf("LineToAnyPCs(4) = %v, %v; want [4]", pcs, err)
	}
	if _, err := d.LineToAnyPCs("t.cl", 6); err != ErrNoLine {
		t.Errorf("LineToAnyPCs(6): %v, want ErrNoLine", err)
	}
	if n, ok := d.NextLineWithCode("t.cl", 6); !ok || n != 7 {
		t.Errorf("NextLineWithCode(6) = %d, %v; want 7", n, ok)
	}
	if n, ok := d.NextLineWithCode("t.cl", 7); ok {
		t.Errorf("NextLineWithCode(7) = %d; want none", n)
	}
}
