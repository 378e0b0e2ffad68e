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

// PCToLine returns the line row covering pc.
func (d *Data) PCToLine(pc uint64) (LineInfo, error) {
	s, i, ok := d.lines.rowAt(pc)
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
	s, i, ok := d.lines.rowAt(pc)
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
		if u.Lines == nil {
			continue
		}
		for _, f := range u.Lines.Files {
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
	for _, s := range d.lines.seqs {
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
	for _, s := range d.lines.seqs {
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
	for _, s := range d.lines.seqs {
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
	for _, s := range d.lines.seqs {
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
	for _, s := range d.lines.seqs {
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
