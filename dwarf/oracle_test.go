package dwarf

import (
	"bufio"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// Fixtures built by testdata/build.sh with clang-22.
var fixtures = []string{
	"types-gfx900-O0.co", "types-gfx900-O2.co",
	"types-gfx1030-O0-dwarf4.co", "types-gfx1030-O2-dwarf4.co",
	"calls-gfx900-O0.co", "calls-gfx900-O2.co",
	"calls-gfx1030-O0-dwarf4.co", "calls-gfx1030-O2-dwarf4.co",
	"calls-gfx942-O2.o", "hetero.o", "hetero-eh.co",
	"addrspaces-gfx900-O0.co", "shared-gfx90a-O0.co",
}

func loadFixture(t testing.TB, name string) *Data {
	t.Helper()
	return loadPath(t, filepath.Join("testdata", name))
}

func loadPath(t testing.TB, name string) *Data {
	t.Helper()
	f, err := elf.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	d, err := Load(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return d
}

var (
	dumpMu    sync.Mutex
	dumpCache = map[string]string{}
)

// dwarfdump runs llvm-dwarfdump (once per argument list in a test run).
func dwarfdump(t *testing.T, args ...string) string {
	t.Helper()
	tool := llvmtool.Path(t, "llvm-dwarfdump")
	key := strings.Join(args, "\x00")
	dumpMu.Lock()
	defer dumpMu.Unlock()
	if out, ok := dumpCache[key]; ok {
		return out
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-dwarfdump %v: %v\n%s", args, err, out)
	}
	dumpCache[key] = string(out)
	return string(out)
}

// dwarfdumpAll runs llvm-dwarfdump flag once for all paths and keeps each
// path's part of the output for dwarfdump(t, flag, path): one process per
// object cost more than the tests' own work on the hundreds of objects.
func dwarfdumpAll(t *testing.T, flag string, paths []string) {
	t.Helper()
	tool := llvmtool.Path(t, "llvm-dwarfdump")
	dumpMu.Lock()
	defer dumpMu.Unlock()
	var todo []string
	for _, p := range paths {
		if _, ok := dumpCache[flag+"\x00"+p]; !ok {
			todo = append(todo, p)
		}
	}
	for p, out := range llvmtool.Outputs(t, tool, "", []string{flag}, todo) {
		dumpCache[flag+"\x00"+p] = string(out)
	}
}

type dumpRow struct {
	addr                                uint64
	line, col, file                     int
	stmt, prologueEnd, endSeq, epilogue bool
}

// parseDumpRows reads the row matrices of llvm-dwarfdump --debug-line, one
// slice per line table.
func parseDumpRows(t *testing.T, out string) [][]dumpRow {
	var tables [][]dumpRow
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "debug_line[") {
			tables = append(tables, nil)
			continue
		}
		if !strings.HasPrefix(l, "0x") || len(tables) == 0 {
			continue
		}
		f := strings.Fields(l)
		if len(f) < 7 {
			continue
		}
		var r dumpRow
		r.addr, _ = strconv.ParseUint(f[0][2:], 16, 64)
		r.line, _ = strconv.Atoi(f[1])
		r.col, _ = strconv.Atoi(f[2])
		r.file, _ = strconv.Atoi(f[3])
		for _, fl := range f[7:] {
			switch fl {
			case "is_stmt":
				r.stmt = true
			case "prologue_end":
				r.prologueEnd = true
			case "end_sequence":
				r.endSeq = true
			case "epilogue_begin":
				r.epilogue = true
			}
		}
		tables[len(tables)-1] = append(tables[len(tables)-1], r)
	}
	return tables
}

// oracleObjects are the fixtures, every code object with DWARF that the
// repository's testdata holds (built by its recipe), and an HCC-built object
// of the shared corpus when present.
func oracleObjects(t *testing.T) []string {
	var out []string
	for _, fx := range fixtures {
		out = append(out, filepath.Join("testdata", fx))
	}
	more, _ := filepath.Glob("../testdata/co/*/*.co")
	more2, _ := filepath.Glob("../testdata/co/*/*/*.co")
	for _, p := range append(more, more2...) {
		f, err := elf.Open(p)
		if err != nil {
			continue
		}
		if f.Section(".debug_info") != nil {
			out = append(out, p)
		}
		f.Close()
	}
	// More objects, e.g. rocRAND's (DWARF 4, clang 15) cut out by
	// scripts/debian-rocm-extract.sh: GCNDBG_DWARF_CORPUS=DIR.
	if dir := os.Getenv("GCNDBG_DWARF_CORPUS"); dir != "" {
		extra, _ := filepath.Glob(filepath.Join(dir, "*.co"))
		out = append(out, extra...)
	}
	// A gfx803 code object v2 with DWARF, vendored with the MGPUSim corpus.
	out = append(out, "../testdata/corpus/mgpusim/amd/benchmarks/amdappsdk/nbody/nbody.hsaco")
	return out
}

func TestLineRowsMatchLLVMDwarfdump(t *testing.T) {
	objs := oracleObjects(t)
	dwarfdumpAll(t, "--debug-line", objs)
	for _, p := range objs {
		t.Run(p, func(t *testing.T) {
			d := loadPath(t, p)
			want := parseDumpRows(t, dwarfdump(t, "--debug-line", p))
			var got [][]dumpRow
			for _, u := range d.Units {
				if u.Lines == nil {
					continue
				}
				var rows []dumpRow
				for _, s := range u.Lines.Sequences {
					for _, r := range s {
						rows = append(rows, dumpRow{r.Address, r.Line, r.Column, r.File, r.IsStmt, r.PrologueEnd, r.EndSequence, r.EpilogueBegin})
					}
				}
				got = append(got, rows)
			}
			if len(got) != len(want) {
				t.Fatalf("%d line tables, llvm-dwarfdump shows %d", len(got), len(want))
			}
			n := 0
			for i := range want {
				if len(got[i]) != len(want[i]) {
					t.Fatalf("table %d: %d rows, llvm-dwarfdump shows %d", i, len(got[i]), len(want[i]))
				}
				for j := range want[i] {
					if got[i][j] != want[i][j] {
						t.Errorf("table %d row %d: got %+v, llvm-dwarfdump %+v", i, j, got[i][j], want[i][j])
					}
					n++
				}
			}
			t.Logf("%d rows match", n)
		})
	}
}

// dumpDIE is a DIE as llvm-dwarfdump --debug-info prints it.
type dumpDIE struct {
	off    uint64
	tag    string
	depth  int
	attrs  map[string]string
	locs   []dumpLoc // a location list
	expr   string    // a single location expression
	hasLoc bool
	ranges [][2]uint64 // DW_AT_ranges
}

type dumpLoc struct {
	lo, hi uint64
	expr   string
}

var (
	dieHead  = regexp.MustCompile(`^0x([0-9a-f]+):( +)(DW_TAG_\w+|NULL)`)
	attrLine = regexp.MustCompile(`^\s+(DW_AT_\w+)\s+\((.*)$`)
	locEntry = regexp.MustCompile(`^\s+\[0x([0-9a-f]+), 0x([0-9a-f]+)\): (.*?)\)?$`)
	rngEntry = regexp.MustCompile(`^\s+\[0x([0-9a-f]+), 0x([0-9a-f]+)\)\)*$`)
)

func parseDumpDIEs(out string) []*dumpDIE {
	var dies []*dumpDIE
	var cur *dumpDIE
	inLoc, inRanges := false, false
	for _, l := range strings.Split(out, "\n") {
		if m := dieHead.FindStringSubmatch(l); m != nil {
			inLoc = false
			if m[3] == "NULL" {
				cur = nil
				continue
			}
			off, _ := strconv.ParseUint(m[1], 16, 64)
			cur = &dumpDIE{off: off, tag: m[3], depth: len(m[2]), attrs: map[string]string{}}
			dies = append(dies, cur)
			continue
		}
		if cur == nil {
			continue
		}
		if m := attrLine.FindStringSubmatch(l); m != nil {
			inLoc = false
			inRanges = m[1] == "DW_AT_ranges"
			v := strings.TrimSuffix(m[2], ")")
			cur.attrs[m[1]] = v
			if m[1] == "DW_AT_location" {
				cur.hasLoc = true
				if strings.HasSuffix(strings.TrimSpace(m[2]), ":") || strings.Contains(m[2], "loclist") {
					inLoc = true
				} else {
					cur.expr = v
				}
			}
			continue
		}
		if inRanges {
			if m := rngEntry.FindStringSubmatch(l); m != nil {
				lo, _ := strconv.ParseUint(m[1], 16, 64)
				hi, _ := strconv.ParseUint(m[2], 16, 64)
				cur.ranges = append(cur.ranges, [2]uint64{lo, hi})
			}
		}
		if inLoc {
			if m := locEntry.FindStringSubmatch(l); m != nil {
				lo, _ := strconv.ParseUint(m[1], 16, 64)
				hi, _ := strconv.ParseUint(m[2], 16, 64)
				cur.locs = append(cur.locs, dumpLoc{lo, hi, m[3]})
			}
		}
	}
	return dies
}

// normRegs rewrites register operands to "R<number>" using the AMDGPU DWARF
// register mapping of AMDGPUUsage (written out here, independent of the
// package): llvm-dwarfdump names SGPRs and wave64 VGPRs/AGPRs and prints
// other numbers in hex.
var (
	namedReg = regexp.MustCompile(`\b(SGPR|VGPR|AGPR)(\d+)`)
	typeRef  = regexp.MustCompile(`\(0x0*([0-9a-f]+)\) "[^"]*"`)
	hexReg   = regexp.MustCompile(`(DW_OP_(?:regx|bregx|regval_type)|DW_OP_LLVM_(?:aspace_bregx|call_frame_entry_reg)) 0x([0-9a-f]+)( ([+-]\d+))?`)
)

func normRegs(s string) string {
	s = namedReg.ReplaceAllStringFunc(s, func(m string) string {
		sm := namedReg.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sm[2])
		switch sm[1] {
		case "SGPR":
			if n < 64 {
				return fmt.Sprintf("R%d", 32+n)
			}
			return fmt.Sprintf("R%d", 1088+n-64)
		case "VGPR":
			return fmt.Sprintf("R%d", 2560+n)
		}
		return fmt.Sprintf("R%d", 3072+n)
	})
	s = hexReg.ReplaceAllStringFunc(s, func(m string) string {
		sm := hexReg.FindStringSubmatch(m)
		n, _ := strconv.ParseUint(sm[2], 16, 64)
		return fmt.Sprintf("%s R%d%s", sm[1], n, sm[4])
	})
	// Typed operations name their base type: keep its offset only.
	s = typeRef.ReplaceAllString(s, "0x$1")
	s = strings.ReplaceAll(s, "PC_REG", "R16")
	s = strings.ReplaceAll(s, "EXEC_LO", "R1")
	s = strings.ReplaceAll(s, "EXEC", "R17")
	return s
}

func numericDisasm(t *testing.T, e []byte) string {
	t.Helper()
	s, err := disasmExpr(e, func(r uint64) string { return fmt.Sprintf("R%d", r) })
	if err != nil {
		t.Fatalf("disassembling % x: %v", e, err)
	}
	return s
}

// allVars indexes the variables of all scopes by DIE offset.
func allVars(d *Data) map[uint64]*Variable {
	m := map[uint64]*Variable{}
	var walk func(s *Scope)
	walk = func(s *Scope) {
		for _, v := range s.Vars {
			m[uint64(v.Offset)] = v
		}
		for _, c := range s.Children {
			walk(c)
		}
	}
	for _, s := range d.Subprograms {
		walk(s)
	}
	for _, v := range d.Globals {
		m[uint64(v.Offset)] = v
	}
	return m
}

func TestVariableLocationsMatchLLVMDwarfdump(t *testing.T) {
	objs := oracleObjects(t)
	dwarfdumpAll(t, "--debug-info", objs)
	for _, p := range objs {
		if strings.HasSuffix(p, "hetero.o") {
			continue // its DW_OP_call_ref lists are checked semantically
		}
		t.Run(p, func(t *testing.T) {
			d := loadPath(t, p)
			dies := parseDumpDIEs(dwarfdump(t, "--debug-info", p))
			vars := allVars(d)
			checked := 0
			for _, die := range dies {
				if die.tag != "DW_TAG_variable" && die.tag != "DW_TAG_formal_parameter" {
					continue
				}
				v := vars[die.off]
				if v == nil {
					continue // abstract or outside code
				}
				if name := strings.Trim(die.attrs["DW_AT_name"], `"`); name != "" && name != v.Name {
					t.Errorf("DIE 0x%x: name %q, llvm-dwarfdump %q", die.off, v.Name, name)
				}
				if tn, ok := die.attrs["DW_AT_type"]; ok {
					want := tn[strings.Index(tn, `"`)+1 : len(tn)-1]
					if got := strings.ReplaceAll(v.Type.String(), " [", "["); got != want && !strings.HasPrefix(want, "structure") && !strings.HasPrefix(want, "enumeration") {
						t.Errorf("%s: type %q, llvm-dwarfdump %q", v.Name, got, want)
					}
				}
				switch {
				case !die.hasLoc:
					if _, err := v.LocationExpr(v.Scope.LowPC()); err != ErrOptimizedOut {
						t.Errorf("%s: no DW_AT_location, but LocationExpr gives %v", v.Name, err)
					}
				case die.locs == nil:
					e, err := v.LocationExpr(v.Scope.LowPC())
					if err != nil {
						t.Errorf("%s: %v", v.Name, err)
						continue
					}
					if got, want := numericDisasm(t, e), normRegs(die.expr); got != want {
						t.Errorf("%s: %s, llvm-dwarfdump %s", v.Name, got, want)
					}
				default:
					for _, l := range die.locs {
						for _, pc := range []uint64{l.lo, l.hi - 1} {
							e, err := v.LocationExpr(pc)
							if err != nil {
								t.Errorf("%s at 0x%x: %v", v.Name, pc, err)
								continue
							}
							if got, want := numericDisasm(t, e), normRegs(l.expr); got != want {
								t.Errorf("%s at 0x%x: %s, llvm-dwarfdump %s", v.Name, pc, got, want)
							}
						}
						// Just past the entry, where no other entry starts,
						// the variable must have no location.
						covered := false
						for _, o := range die.locs {
							covered = covered || (l.hi >= o.lo && l.hi < o.hi)
						}
						if !covered && v.Scope.Contains(l.hi) {
							if _, err := v.LocationExpr(l.hi); err != ErrOptimizedOut {
								t.Errorf("%s at 0x%x: want optimized out, got %v", v.Name, l.hi, err)
							}
						}
					}
				}
				checked++
			}
			if checked == 0 {
				t.Fatal("no variables checked")
			}
			t.Logf("%d variables match", checked)
		})
	}
}

func TestScopesMatchLLVMDwarfdump(t *testing.T) {
	objs := oracleObjects(t)
	dwarfdumpAll(t, "--debug-info", objs)
	for _, p := range objs {
		t.Run(p, func(t *testing.T) {
			d := loadPath(t, p)
			dies := parseDumpDIEs(dwarfdump(t, "--debug-info", p))
			byOff := map[uint64]*Scope{}
			var walk func(s *Scope)
			walk = func(s *Scope) {
				byOff[uint64(s.Offset)] = s
				for _, c := range s.Children {
					walk(c)
				}
			}
			for _, s := range d.Subprograms {
				walk(s)
			}
			n := 0
			for _, die := range dies {
				if die.ranges != nil && die.tag != "DW_TAG_compile_unit" {
					s := byOff[die.off]
					if s == nil {
						t.Errorf("0x%x %s with DW_AT_ranges: no scope", die.off, die.tag)
						continue
					}
					if fmt.Sprint(s.Ranges) != fmt.Sprint(die.ranges) {
						t.Errorf("0x%x: ranges %x, llvm-dwarfdump %x", die.off, s.Ranges, die.ranges)
					}
					n++
					continue
				}
				lo, okLo := die.attrs["DW_AT_low_pc"]
				hi, okHi := die.attrs["DW_AT_high_pc"]
				if !okLo || !okHi || die.tag == "DW_TAG_compile_unit" {
					continue
				}
				s := byOff[die.off]
				if s == nil {
					t.Errorf("0x%x %s [%s, %s): no scope", die.off, die.tag, lo, hi)
					continue
				}
				l, _ := strconv.ParseUint(strings.TrimPrefix(lo, "0x"), 16, 64)
				h, _ := strconv.ParseUint(strings.TrimPrefix(hi, "0x"), 16, 64)
				if len(s.Ranges) != 1 || s.Ranges[0] != [2]uint64{l, h} {
					t.Errorf("0x%x: ranges %x, llvm-dwarfdump [%x, %x)", die.off, s.Ranges, l, h)
				}
				if cl, ok := die.attrs["DW_AT_call_line"]; ok {
					if want, _ := strconv.Atoi(cl); s.Kind != ScopeInlined || s.CallLine != want {
						t.Errorf("0x%x: %s call line %d, llvm-dwarfdump %d", die.off, s.Kind, s.CallLine, want)
					}
					if cf := strings.Trim(die.attrs["DW_AT_call_file"], `"`); cf != s.CallFile {
						t.Errorf("0x%x: call file %q, llvm-dwarfdump %q", die.off, s.CallFile, cf)
					}
				}
				n++
			}
			if n == 0 {
				t.Fatal("no scopes checked")
			}
			t.Logf("%d scopes match", n)
		})
	}
}
