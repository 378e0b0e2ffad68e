package dwarf

import (
	"path"
	"sort"
	"strings"
)

// LineInfo is the source position of a PC.
type LineInfo struct {
	Address     uint64 // of the row that covers the PC
	File        string
	Line        int
	Column      int
	IsStmt      bool
	PrologueEnd bool
}

// UnitLines returns unit u's line table, reading its rows the first time
// (nil when the unit has none or it cannot be read).
func (d *Data) UnitLines(u *Unit) *LineTable {
	d.linesMu.Lock()
	defer d.linesMu.Unlock()
	d.unitLinesLocked(u)
	return u.Lines
}

func (d *Data) unitLinesLocked(u *Unit) {
	if u.Lines == nil && u.stmtList >= 0 {
		if t, _, err := parseLineTable(d.lineSections(), u.stmtList, u.CompDir, true); err == nil {
			u.Lines = t
		}
	}
}

// seqRowsLocked returns the rows of sequence i of u's line table, read the
// first time, in address order (the end row last).
func (d *Data) seqRowsLocked(u *Unit, i int) []LineRow {
	if u.seqRows == nil {
		u.seqRows = make([][]LineRow, len(u.seqs))
	}
	if rows := u.seqRows[i]; rows != nil {
		return rows
	}
	var rows []LineRow
	if u.Lines != nil && i < len(u.Lines.Sequences) {
		rows = u.Lines.Sequences[i]
	} else if r, err := parseLineSequence(d.lineSections(), u.stmtList, u.CompDir, u.seqs[i].at); err == nil {
		rows = r
	}
	if len(rows) >= 2 {
		less := func(a, b int) bool { return rows[a].Address < rows[b].Address }
		if !sort.SliceIsSorted(rows[:len(rows)-1], less) {
			// A sequence's rows ascend; sort a copy of one that does not.
			rows = append([]LineRow(nil), rows...)
			sort.SliceStable(rows[:len(rows)-1], less)
		}
	}
	if rows == nil {
		rows = []LineRow{}
	}
	u.seqRows[i] = rows
	return rows
}

// lineSeqs returns the line sequences keep accepts, in the order an index
// of every unit's sequences has them (by first address, then unit and
// sequence order); only their rows are read.
func (d *Data) lineSeqs(keep func(u *Unit, b *seqBounds) bool) []lineSeq {
	d.linesMu.Lock()
	defer d.linesMu.Unlock()
	var out []lineSeq
	for _, u := range d.Units {
		if u.stmtList < 0 {
			continue
		}
		for i := range u.seqs {
			b := &u.seqs[i]
			if b.rows < 2 || !keep(u, b) {
				continue
			}
			if rows := d.seqRowsLocked(u, i); len(rows) >= 2 {
				out = append(out, lineSeq{table: u.lineHdr, rows: rows})
			}
		}
	}
	if len(out) > 1 {
		sort.SliceStable(out, func(i, j int) bool { return out[i].rows[0].Address < out[j].rows[0].Address })
	}
	return out
}

// seqsAt: the sequences that cover pc.
func (d *Data) seqsAt(pc uint64) []lineSeq {
	return d.lineSeqs(func(_ *Unit, b *seqBounds) bool { return pc >= b.lo && pc < b.end })
}

// seqsIn: the sequences with a row (other than their end) in [lo, hi).
func (d *Data) seqsIn(lo, hi uint64) []lineSeq {
	return d.lineSeqs(func(_ *Unit, b *seqBounds) bool { return b.lo < hi && b.hi >= lo })
}

// seqsOfFile: the sequences with a row in a file matching file.
func (d *Data) seqsOfFile(file string) []lineSeq {
	return d.lineSeqs(func(u *Unit, b *seqBounds) bool {
		for _, f := range b.files {
			if fileMatches(u.lineHdr.FileName(int(f)), file) {
				return true
			}
		}
		return false
	})
}

// PCToLine returns the line row covering pc.
func (d *Data) PCToLine(pc uint64) (LineInfo, error) {
	s, i, ok := rowAt(d.seqsAt(pc), pc)
	if !ok {
		return LineInfo{}, ErrUnknownPC
	}
	r := s.rows[i]
	return LineInfo{Address: r.Address, File: s.table.FileName(r.File), Line: r.Line, Column: r.Column, IsStmt: r.IsStmt, PrologueEnd: r.PrologueEnd}, nil
}

// IsStatement reports whether a statement (an is_stmt row with a line
// different from the row before it) begins exactly at pc: a place where
// source-level stepping stops.
func (d *Data) IsStatement(pc uint64) bool {
	s, i, ok := rowAt(d.seqsAt(pc), pc)
	if !ok {
		return false
	}
	for ; i >= 0 && s.rows[i].Address == pc; i-- {
		if s.rows[i].IsStmt && s.rows[i].Line != 0 {
			return true
		}
	}
	return false
}

// Files returns the paths of all files of all line tables, sorted, without
// duplicates.
func (d *Data) Files() []string {
	seen := map[string]bool{}
	var out []string
	for _, u := range d.Units {
		if u.lineHdr == nil {
			continue
		}
		for _, f := range u.lineHdr.Files {
			if f.Path != "" && !seen[f.Path] {
				seen[f.Path] = true
				out = append(out, f.Path)
			}
		}
	}
	sort.Strings(out)
	return out
}

// fileMatches reports whether a line-table path names the file the user
// typed: the same path, or the same trailing path components.
func fileMatches(full, want string) bool {
	if full == want {
		return true
	}
	want = path.Clean(want)
	return strings.HasSuffix(full, "/"+want) || path.Base(full) == want
}

// LineToPCs returns the addresses where statements of file:line begin (the
// first address of each block of is_stmt rows for that line), sorted.
// ErrNoLine when the line has no code.
func (d *Data) LineToPCs(file string, line int) ([]uint64, error) {
	seen := map[uint64]bool{}
	var out []uint64
	for _, s := range d.seqsOfFile(file) {
		prevSame := false
		for _, r := range s.rows {
			if r.EndSequence {
				break
			}
			same := r.Line == line && fileMatches(s.table.FileName(r.File), file)
			if same && r.IsStmt && !prevSame && !seen[r.Address] {
				seen[r.Address] = true
				out = append(out, r.Address)
			}
			prevSame = same && r.IsStmt
		}
	}
	if len(out) == 0 {
		return nil, ErrNoLine
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// PrologueEnd returns the address after the prologue of a subprogram: its
// first row marked prologue_end, else the first address of its second
// statement line (gdb's heuristic), else its low PC.
func (d *Data) PrologueEnd(fn *Scope) uint64 {
	lo, hi := fn.LowPC(), fn.HighPC()
	firstLine, second := 0, uint64(0)
	for _, s := range d.seqsIn(lo, hi) {
		for _, r := range s.rows {
			if r.EndSequence || r.Address < lo || r.Address >= hi {
				continue
			}
			if r.PrologueEnd {
				return r.Address
			}
			if !r.IsStmt || r.Line == 0 {
				continue
			}
			if firstLine == 0 {
				firstLine = r.Line
			} else if r.Line != firstLine && second == 0 {
				second = r.Address
			}
		}
	}
	if second != 0 {
		return second
	}
	return lo
}

// LineRows returns all rows of the sequences overlapping [lo, hi), for
// views that interleave source and disassembly.
func (d *Data) LineRows(lo, hi uint64) []LineInfo {
	var out []LineInfo
	for _, s := range d.seqsIn(lo, hi) {
		for _, r := range s.rows {
			if r.EndSequence || r.Address < lo || r.Address >= hi {
				continue
			}
			out = append(out, LineInfo{Address: r.Address, File: s.table.FileName(r.File), Line: r.Line, Column: r.Column, IsStmt: r.IsStmt, PrologueEnd: r.PrologueEnd})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Address < out[j].Address })
	return out
}

// LineToAnyPCs is LineToPCs counting rows that are not statements too:
// the first address of each block of rows of file:line. A compiler may
// mark none of a line's rows is_stmt (at -O2), yet a breakpoint there
// should land on its code, as gdb's does.
func (d *Data) LineToAnyPCs(file string, line int) ([]uint64, error) {
	seen := map[uint64]bool{}
	var out []uint64
	for _, s := range d.seqsOfFile(file) {
		prevSame := false
		for _, r := range s.rows {
			if r.EndSequence {
				break
			}
			same := r.Line == line && fileMatches(s.table.FileName(r.File), file)
			if same && !prevSame && !seen[r.Address] {
				seen[r.Address] = true
				out = append(out, r.Address)
			}
			prevSame = same
		}
	}
	if len(out) == 0 {
		return nil, ErrNoLine
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// NextLineWithCode returns the first line after line of file that has a
// statement row (gdb moves a breakpoint on a line without code there);
// false when there is none.
func (d *Data) NextLineWithCode(file string, line int) (int, bool) {
	best := 0
	for _, s := range d.seqsOfFile(file) {
		for _, r := range s.rows {
			if r.EndSequence {
				break
			}
			if r.IsStmt && r.Line > line && (best == 0 || r.Line < best) && fileMatches(s.table.FileName(r.File), file) {
				best = r.Line
			}
		}
	}
	return best, best != 0
}
