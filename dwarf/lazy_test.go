package dwarf

import (
	"debug/dwarf"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The many-unit fixtures (build.sh: 16 units of many.cl in one object).
var manyFixtures = []string{"testdata/many-gfx900-O0.co", "testdata/many-gfx900-O2.co"}

// loadLazy reads an object's DWARF without reading any unit whole.
func loadLazy(t testing.TB, name string) *Data {
	t.Helper()
	f, err := elf.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	secs, err := ReadSections(f)
	if err != nil {
		t.Fatal(err)
	}
	d, err := newData(secs, false)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if s := f.Section(".eh_frame"); s != nil {
		d.EHFrameAddr = s.Addr
	}
	return d
}

// unitsRead counts the units some of whose DIEs (other than the unit's,
// namespaces' and modules') and line rows were read, and the DIE chunks
// read of all.
func unitsRead(d *Data) (dies, lines, chunks, of int) {
	d.diesMu.Lock()
	defer d.diesMu.Unlock()
	d.linesMu.Lock()
	defer d.linesMu.Unlock()
	for _, u := range d.Units {
		read := false
		for _, c := range u.chunks {
			if c.tag == dwarf.TagNamespace || c.tag == dwarf.TagModule {
				continue
			}
			of++
			if c.top != nil {
				chunks++
				read = true
			}
		}
		if read {
			dies++
		}
		for _, r := range u.seqRows {
			if r != nil {
				lines++
				break
			}
		}
	}
	return
}

func scopeText(s *Scope) string {
	if s == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%s@%#x%v", s.Name, s.Offset, s.Ranges)
}

func varsText(vs []*Variable) string {
	var b strings.Builder
	for _, v := range vs {
		ty := ""
		if v.Type != nil {
			ty = v.Type.String()
		}
		fmt.Fprintf(&b, "%s:%s@%#x %s:%d|", v.Name, ty, v.Offset, v.DeclFile, v.DeclLine)
	}
	return b.String()
}

// A Data that reads units on demand answers every query as one that read
// them all at once (which the oracle tests check against llvm-dwarfdump):
// PC queries on every row address and between rows, file:line queries on
// every line of every file, prologues and row ranges of every subprogram.
// The lazy Data is asked PC queries first, so units are read in the order
// the queries need them.
func TestLazyAnswersAsEager(t *testing.T) {
	objs := append(oracleObjects(t), manyFixtures...)
	for _, p := range objs {
		t.Run(p, func(t *testing.T) {
			if _, err := os.Stat(p); err != nil {
				t.Skip(err)
			}
			eager := loadPath(t, p)
			lazy := loadLazy(t, p)
			if len(eager.Units) != len(lazy.Units) {
				t.Fatalf("%d units, eager %d", len(lazy.Units), len(eager.Units))
			}
			// The PCs: every row's address, the next dword, and one
			// past each sequence.
			pcSet := map[uint64]bool{}
			maxLine := map[string]int{}
			for _, u := range eager.Units {
				if u.Lines == nil {
					continue
				}
				for _, s := range u.Lines.Sequences {
					for _, r := range s {
						pcSet[r.Address], pcSet[r.Address+4] = true, true
						if f := u.Lines.FileName(r.File); r.Line > maxLine[f] {
							maxLine[f] = r.Line
						}
					}
				}
			}
			pcs := make([]uint64, 0, len(pcSet))
			for pc := range pcSet {
				pcs = append(pcs, pc)
			}
			// Descending: a lazy Data reads the last units first.
			sort.Slice(pcs, func(i, j int) bool { return pcs[i] > pcs[j] })
			if len(pcs) > 3000 {
				step := len(pcs) / 3000
				var some []uint64
				for i := 0; i < len(pcs); i += step {
					some = append(some, pcs[i])
				}
				pcs = some
			}
			for _, pc := range pcs {
				gl, ge := lazy.PCToLine(pc)
				wl, we := eager.PCToLine(pc)
				if gl != wl || ge != we {
					t.Fatalf("PCToLine(%#x) = %+v %v, eager %+v %v", pc, gl, ge, wl, we)
				}
				if lazy.IsStatement(pc) != eager.IsStatement(pc) {
					t.Fatalf("IsStatement(%#x) differs", pc)
				}
				gf, ge := lazy.FunctionAt(pc)
				wf, we := eager.FunctionAt(pc)
				if scopeText(gf) != scopeText(wf) || ge != we {
					t.Fatalf("FunctionAt(%#x) = %s %v, eager %s %v", pc, scopeText(gf), ge, scopeText(wf), we)
				}
				gfr, _ := lazy.InlineFrames(pc)
				wfr, _ := eager.InlineFrames(pc)
				if len(gfr) != len(wfr) {
					t.Fatalf("InlineFrames(%#x): %d frames, eager %d", pc, len(gfr), len(wfr))
				}
				for i := range gfr {
					if scopeText(gfr[i]) != scopeText(wfr[i]) || gfr[i].CallFile != wfr[i].CallFile || gfr[i].CallLine != wfr[i].CallLine {
						t.Fatalf("InlineFrames(%#x)[%d] = %s, eager %s", pc, i, scopeText(gfr[i]), scopeText(wfr[i]))
					}
					if g, w := varsText(lazy.VariablesAt(gfr[i], pc)), varsText(eager.VariablesAt(wfr[i], pc)); g != w {
						t.Fatalf("VariablesAt(%#x)[%d] = %s, eager %s", pc, i, g, w)
					}
				}
			}
			if g, w := fmt.Sprint(lazy.Files()), fmt.Sprint(eager.Files()); g != w {
				t.Fatalf("Files() = %s, eager %s", g, w)
			}
			for _, f := range eager.Files() {
				for _, name := range []string{f, filepath.Base(f)} {
					for line := 0; line <= maxLine[f]+1; line++ {
						gp, ge := lazy.LineToPCs(name, line)
						wp, we := eager.LineToPCs(name, line)
						if fmt.Sprint(gp, ge) != fmt.Sprint(wp, we) {
							t.Fatalf("LineToPCs(%s, %d) = %x %v, eager %x %v", name, line, gp, ge, wp, we)
						}
						gp, ge = lazy.LineToAnyPCs(name, line)
						wp, we = eager.LineToAnyPCs(name, line)
						if fmt.Sprint(gp, ge) != fmt.Sprint(wp, we) {
							t.Fatalf("LineToAnyPCs(%s, %d) = %x %v, eager %x %v", name, line, gp, ge, wp, we)
						}
						gn, gok := lazy.NextLineWithCode(name, line)
						wn, wok := eager.NextLineWithCode(name, line)
						if gn != wn || gok != wok {
							t.Fatalf("NextLineWithCode(%s, %d) = %d %v, eager %d %v", name, line, gn, gok, wn, wok)
						}
					}
				}
			}
			ls := lazy.AllSubprograms()
			if len(ls) != len(eager.Subprograms) {
				t.Fatalf("%d subprograms, eager %d", len(ls), len(eager.Subprograms))
			}
			for i, fn := range eager.Subprograms {
				if scopeText(ls[i]) != scopeText(fn) {
					t.Fatalf("subprogram %d: %s, eager %s", i, scopeText(ls[i]), scopeText(fn))
				}
				if g, w := lazy.PrologueEnd(ls[i]), eager.PrologueEnd(fn); g != w {
					t.Fatalf("PrologueEnd(%s) = %#x, eager %#x", fn.Name, g, w)
				}
				if g, w := fmt.Sprint(lazy.LineRows(fn.LowPC(), fn.HighPC())), fmt.Sprint(eager.LineRows(fn.LowPC(), fn.HighPC())); g != w {
					t.Fatalf("LineRows(%s) differ:\n%s\neager\n%s", fn.Name, g, w)
				}
				if g, w := len(lazy.LookupFunction(fn.Name)), len(eager.LookupFunction(fn.Name)); g != w {
					t.Fatalf("LookupFunction(%s): %d, eager %d", fn.Name, g, w)
				}
			}
			if g, w := varsText(lazy.AllGlobals()), varsText(eager.Globals); g != w {
				t.Fatalf("globals %s, eager %s", g, w)
			}
			t.Logf("%d units, %d PCs, %d files", len(eager.Units), len(pcs), len(eager.Files()))
		})
	}
}

// largeObjects are the many-unit fixtures and, with GCNDBG_LARGE_DWARF
// (a colon-separated list of code objects, e.g. rocSPARSE's gfx90a code
// object that bench/large.sh extracts), larger ones.
func largeObjects() []string {
	out := append([]string(nil), manyFixtures...)
	if l := os.Getenv("GCNDBG_LARGE_DWARF"); l != "" {
		out = append(out, strings.Split(l, ":")...)
	}
	return out
}

// On objects of many units, a lazily read Data gives the row llvm-dwarfdump
// shows for a sample of PCs (on each row and between rows), and a single
// PC query reads the DIEs and rows of no more units than hold the PC.
func TestLazyLinesMatchLLVMDwarfdump(t *testing.T) {
	objs := largeObjects()
	dwarfdumpAll(t, "--debug-line", objs)
	for _, p := range objs {
		t.Run(filepath.Base(p), func(t *testing.T) {
			tables := parseDumpRows(t, dwarfdump(t, "--debug-line", p))
			type probe struct {
				pc  uint64
				row dumpRow
			}
			var probes []probe
			nrows := 0
			for _, tab := range tables {
				nrows += len(tab)
			}
			step := max(nrows/4000, 1)
			n := 0
			for _, tab := range tables {
				start := 0
				for i, r := range tab {
					if r.endSeq {
						start = i + 1
						continue
					}
					n++
					if n%step != 0 {
						continue
					}
					// The row covering r.addr and the next dword: the last
					// row of the sequence at or below the PC.
					for _, pc := range []uint64{r.addr, r.addr + 4} {
						j := start
						for j < len(tab) && !tab[j].endSeq && tab[j].addr <= pc {
							j++
						}
						if j == len(tab) || (tab[j].endSeq && pc >= tab[j].addr) {
							continue
						}
						probes = append(probes, probe{pc, tab[j-1]})
					}
				}
			}
			if len(probes) == 0 {
				t.Fatalf("no rows in llvm-dwarfdump's output")
			}
			single := loadLazy(t, p)
			li, err := single.PCToLine(probes[len(probes)/2].pc)
			if err != nil {
				t.Fatal(err)
			}
			_, lines, _, _ := unitsRead(single)
			fn, err := single.FunctionAt(li.Address)
			if err != nil {
				t.Fatal(err)
			}
			dies, _, chunks, of := unitsRead(single)
			holding := len(single.unitsAtPC(li.Address))
			if len(single.Units) > 1 && (lines > holding || dies > holding) {
				t.Errorf("one PC read the rows of %d units and the DIEs of %d of %d, %d hold it", lines, dies, len(single.Units), holding)
			}
			if of > 20 && chunks > of/4 {
				t.Errorf("one PC read %d of %d DIE chunks", chunks, of)
			}
			t.Logf("one PC (in %s): rows of %d, DIEs of %d of %d units (%d of %d chunks)", fn.Name, lines, dies, len(single.Units), chunks, of)
			d := loadLazy(t, p)
			for _, pr := range probes {
				got, err := d.PCToLine(pr.pc)
				if err != nil {
					t.Fatalf("PCToLine(%#x): %v, llvm-dwarfdump has row %+v", pr.pc, err, pr.row)
				}
				if got.Address != pr.row.addr || got.Line != pr.row.line || got.Column != pr.row.col || got.IsStmt != pr.row.stmt || got.PrologueEnd != pr.row.prologueEnd {
					t.Fatalf("PCToLine(%#x) = %+v, llvm-dwarfdump row %+v", pr.pc, got, pr.row)
				}
			}
			t.Logf("%d PCs of %d rows in %d tables agree", len(probes), nrows, len(tables))
		})
	}
}
