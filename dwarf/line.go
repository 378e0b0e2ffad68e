package dwarf

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// LineFile is one entry of a line program's file table.
type LineFile struct {
	Name string // as recorded
	Dir  string // its include directory
	Path string // Dir/Name unless Name is absolute
	// Source is the embedded source text (DW_LNCT_LLVM_source), if any.
	Source string
}

// LineRow is one row of the line-number matrix (DWARF 5 section 6.2.2).
type LineRow struct {
	Address       uint64
	File          int // index into LineTable.Files
	Line          int
	Column        int
	IsStmt        bool
	BasicBlock    bool
	EndSequence   bool
	PrologueEnd   bool
	EpilogueBegin bool
	Discriminator uint64
}

// LineTable is one unit's line-number program, decoded.
type LineTable struct {
	Offset  int64 // of the header in .debug_line
	Version int
	Files   []LineFile
	// Sequences hold rows in address order; each ends with an
	// EndSequence row whose Address is one past the sequence.
	Sequences [][]LineRow
}

// FileName returns the path of file index i, or "" when out of range.
func (t *LineTable) FileName(i int) string {
	if i < 0 || i >= len(t.Files) {
		return ""
	}
	return t.Files[i].Path
}

// DWARF line number opcodes and forms (DWARF 5 section 7.22, 7.5.6).
const (
	lnsCopy             = 0x01
	lnsAdvancePC        = 0x02
	lnsAdvanceLine      = 0x03
	lnsSetFile          = 0x04
	lnsSetColumn        = 0x05
	lnsNegateStmt       = 0x06
	lnsSetBasicBlock    = 0x07
	lnsConstAddPC       = 0x08
	lnsFixedAdvancePC   = 0x09
	lnsSetPrologueEnd   = 0x0a
	lnsSetEpilogueBegin = 0x0b
	lnsSetISA           = 0x0c

	lneEndSequence      = 0x01
	lneSetAddress       = 0x02
	lneDefineFile       = 0x03
	lneSetDiscriminator = 0x04

	lnctPath           = 0x1
	lnctDirectoryIndex = 0x2
	lnctTimestamp      = 0x3
	lnctSize           = 0x4
	lnctMD5            = 0x5
	lnctLLVMSource     = 0x2001

	formBlock2    = 0x03
	formBlock4    = 0x04
	formData2     = 0x05
	formData4     = 0x06
	formData8     = 0x07
	formString    = 0x08
	formBlock     = 0x09
	formBlock1    = 0x0a
	formData1     = 0x0b
	formFlag      = 0x0c
	formSdata     = 0x0d
	formStrp      = 0x0e
	formUdata     = 0x0f
	formSecOffset = 0x17
	formData16    = 0x1e
	formLineStrp  = 0x1f
)

// LineSections are the sections a line program refers to.
type LineSections struct {
	Line    []byte // .debug_line
	LineStr []byte // .debug_line_str
	Str     []byte // .debug_str
}

// ParseLineTable decodes the line program at offset off of .debug_line.
// compDir is the unit's DW_AT_comp_dir (directory 0 before DWARF 5).
func ParseLineTable(s LineSections, off int64, compDir string) (*LineTable, error) {
	t, _, err := parseLineTable(s, off, compDir, true)
	return t, err
}

// seqBounds are the addresses of a line sequence's rows: lo and hi the
// lowest and highest of the rows before its end, end the end row's.
// at is the offset of its first opcode in the unit and files the file
// indices of its rows.
type seqBounds struct {
	lo, hi, end uint64
	rows        int
	at          int
	files       []int32
}

// parseLineTable decodes a line program. Without keepRows it keeps only
// the file table (with DW_LNE_define_file's files) and the bounds of each
// sequence.
func parseLineTable(s LineSections, off int64, compDir string, keepRows bool) (*LineTable, []seqBounds, error) {
	return parseLineProgram(s, off, compDir, keepRows, 0)
}

// parseLineSequence decodes the one sequence whose first opcode is at
// offset at of the unit (seqBounds.at).
func parseLineSequence(s LineSections, off int64, compDir string, at int) ([]LineRow, error) {
	t, _, err := parseLineProgram(s, off, compDir, true, at)
	if err != nil {
		return nil, err
	}
	if len(t.Sequences) != 1 {
		return nil, &FormatError{Section: ".debug_line", Offset: off + int64(at), Msg: "no sequence here"}
	}
	return t.Sequences[0], nil
}

// parseLineProgram decodes the header, then the program from its start,
// or only the sequence at offset from if from is not 0.
func parseLineProgram(s LineSections, off int64, compDir string, keepRows bool, from int) (_ *LineTable, bounds []seqBounds, _ error) {
	ferr := func(at int, format string, args ...any) error {
		return &FormatError{Section: ".debug_line", Offset: off + int64(at), Msg: fmt.Sprintf(format, args...)}
	}
	if off < 0 || off >= int64(len(s.Line)) {
		return nil, nil, ferr(0, "line table offset outside the %d-byte section", len(s.Line))
	}
	b := &buf{data: s.Line[off:]}
	unitLen := uint64(b.u32())
	offSize := 4
	if unitLen == 0xffffffff {
		unitLen, offSize = b.u64(), 8
	} else if unitLen >= 0xfffffff0 {
		return nil, nil, ferr(0, "reserved unit length 0x%x", unitLen)
	}
	if b.err != "" || unitLen > uint64(b.left()) {
		return nil, nil, ferr(0, "unit length %d runs past the section", unitLen)
	}
	b.data = b.data[:b.off+int(unitLen)]
	t := &LineTable{Offset: off}
	t.Version = int(b.u16())
	if t.Version < 2 || t.Version > 5 {
		return nil, nil, ferr(b.off-2, "unsupported line table version %d (want 2..5)", t.Version)
	}
	addrSize := 8
	if t.Version >= 5 {
		addrSize = int(b.u8())
		if seg := b.u8(); seg != 0 {
			return nil, nil, ferr(b.off-1, "segment selector size %d (want 0)", seg)
		}
		if addrSize != 4 && addrSize != 8 {
			return nil, nil, ferr(b.off-2, "address size %d (want 4 or 8)", addrSize)
		}
	}
	hdrLen := b.uN(offSize)
	progStart := b.off + int(min(hdrLen, uint64(b.left())))
	if hdrLen > uint64(b.left()) {
		return nil, nil, ferr(b.off, "header length %d runs past the unit", hdrLen)
	}
	minInst := uint64(b.u8())
	if t.Version >= 4 {
		b.u8() // maximum_operations_per_instruction: 1 on AMDGPU
	}
	defaultIsStmt := b.u8() != 0
	lineBase := int(int8(b.u8()))
	lineRange := int(b.u8())
	opBase := int(b.u8())
	if b.err != "" {
		return nil, nil, ferr(b.at, "%s", b.err)
	}
	if lineRange == 0 {
		return nil, nil, ferr(b.off-2, "line_range is 0")
	}
	if opBase == 0 {
		return nil, nil, ferr(b.off-1, "opcode_base is 0")
	}
	stdLens := b.bytes(uint64(opBase - 1))
	if t.Version >= 5 {
		dirs, err := readEntryTable(b, s, offSize, off)
		if err != nil {
			return nil, nil, err
		}
		files, err := readEntryTable(b, s, offSize, off)
		if err != nil {
			return nil, nil, err
		}
		for _, f := range files {
			lf := LineFile{Name: f.path, Source: f.source}
			if f.dir < uint64(len(dirs)) {
				lf.Dir = dirs[f.dir].path
				if f.dir != 0 {
					lf.Dir = relativeTo(compDir, lf.Dir)
				}
			}
			t.Files = append(t.Files, lf)
		}
	} else {
		dirs := []string{compDir}
		for b.off < len(b.data) {
			d := b.cstring()
			if d == "" {
				break
			}
			dirs = append(dirs, d)
		}
		t.Files = append(t.Files, LineFile{}) // file 0 is unused before DWARF 5
		for b.off < len(b.data) {
			name := b.cstring()
			if name == "" {
				break
			}
			di := b.uleb()
			b.uleb()
			b.uleb()
			lf := LineFile{Name: name}
			if di < uint64(len(dirs)) {
				lf.Dir = dirs[di]
				if di != 0 {
					lf.Dir = relativeTo(compDir, lf.Dir)
				}
			}
			t.Files = append(t.Files, lf)
		}
	}
	if b.err != "" {
		return nil, nil, ferr(b.at, "%s", b.err)
	}
	for i := range t.Files {
		t.Files[i].Path = joinPath(t.Files[i].Dir, t.Files[i].Name)
	}
	b.off = progStart
	if from > 0 {
		if from < progStart || from >= len(b.data) {
			return nil, nil, ferr(from, "sequence offset outside the line program")
		}
		b.off = from
	}

	// The state machine (DWARF 5 section 6.2.2).
	var row LineRow
	reset := func() {
		row = LineRow{File: 1, Line: 1, IsStmt: defaultIsStmt}
	}
	reset()
	var seq []LineRow
	cur := seqBounds{at: b.off}
	emit := func() {
		if keepRows {
			seq = append(seq, row)
		}
		if row.EndSequence {
			cur.end = row.Address
		} else {
			if cur.rows == 0 {
				cur.lo, cur.hi = row.Address, row.Address
			} else {
				cur.lo, cur.hi = min(cur.lo, row.Address), max(cur.hi, row.Address)
			}
			if !slices.Contains(cur.files, int32(row.File)) {
				cur.files = append(cur.files, int32(row.File))
			}
		}
		cur.rows++
		row.BasicBlock, row.PrologueEnd, row.EpilogueBegin, row.Discriminator = false, false, false, 0
	}
	for b.off < len(b.data) {
		at := b.off
		op := int(b.u8())
		switch {
		case op >= opBase:
			adj := op - opBase
			row.Address += minInst * uint64(adj/lineRange)
			row.Line += lineBase + adj%lineRange
			emit()
		case op == 0:
			n := b.uleb()
			if n == 0 || n > uint64(b.left()) {
				return nil, nil, ferr(at, "extended opcode length %d", n)
			}
			end := b.off + int(n)
			sub := b.u8()
			switch sub {
			case lneEndSequence:
				row.EndSequence = true
				emit()
				if keepRows {
					t.Sequences = append(t.Sequences, seq)
				}
				bounds = append(bounds, cur)
				seq, cur = nil, seqBounds{at: end}
				reset()
				if from > 0 {
					return t, bounds, nil
				}
			case lneSetAddress:
				row.Address = b.uN(int(n - 1))
			case lneDefineFile:
				name := b.cstring()
				b.uleb()
				b.uleb()
				b.uleb()
				t.Files = append(t.Files, LineFile{Name: name, Path: name})
			case lneSetDiscriminator:
				row.Discriminator = b.uleb()
			}
			b.off = end
		case op == lnsCopy:
			emit()
		case op == lnsAdvancePC:
			row.Address += minInst * b.uleb()
		case op == lnsAdvanceLine:
			row.Line += int(b.sleb())
		case op == lnsSetFile:
			row.File = int(min(b.uleb(), 1<<30))
		case op == lnsSetColumn:
			row.Column = int(min(b.uleb(), 1<<30))
		case op == lnsNegateStmt:
			row.IsStmt = !row.IsStmt
		case op == lnsSetBasicBlock:
			row.BasicBlock = true
		case op == lnsConstAddPC:
			row.Address += minInst * uint64((255-opBase)/lineRange)
		case op == lnsFixedAdvancePC:
			row.Address += uint64(b.u16())
		case op == lnsSetPrologueEnd:
			row.PrologueEnd = true
		case op == lnsSetEpilogueBegin:
			row.EpilogueBegin = true
		case op == lnsSetISA:
			b.uleb()
		default:
			// An opcode this reader does not know: skip its operands.
			if op-1 < len(stdLens) {
				for i := 0; i < int(stdLens[op-1]); i++ {
					b.uleb()
				}
			}
		}
		if b.err != "" {
			return nil, nil, ferr(b.at, "%s", b.err)
		}
	}
	if cur.rows > 0 {
		return nil, nil, ferr(len(b.data), "line program ends inside a sequence (no DW_LNE_end_sequence)")
	}
	return t, bounds, nil
}

type entryRec struct {
	path   string
	dir    uint64
	source string
}

// readEntryTable reads a DWARF 5 directory or file-name table.
func readEntryTable(b *buf, s LineSections, offSize int, base int64) ([]entryRec, error) {
	nfmt := int(b.u8())
	type pair struct{ ct, form uint64 }
	fmts := make([]pair, 0, min(nfmt, b.left()))
	for i := 0; i < nfmt && b.err == ""; i++ {
		fmts = append(fmts, pair{b.uleb(), b.uleb()})
	}
	count := b.uleb()
	if count > uint64(b.left()) && len(fmts) > 0 {
		return nil, &FormatError{Section: ".debug_line", Offset: base + int64(b.off), Msg: fmt.Sprintf("%d entries cannot fit in %d bytes", count, b.left())}
	}
	if len(fmts) == 0 && count > 0 {
		return nil, &FormatError{Section: ".debug_line", Offset: base + int64(b.off), Msg: "entries without a format"}
	}
	out := make([]entryRec, 0, count)
	for i := uint64(0); i < count && b.err == ""; i++ {
		var e entryRec
		for _, f := range fmts {
			var str string
			var num uint64
			at := b.off
			switch f.form {
			case formString:
				str = b.cstring()
			case formLineStrp, formStrp:
				o := b.uN(offSize)
				sec, name := s.LineStr, ".debug_line_str"
				if f.form == formStrp {
					sec, name = s.Str, ".debug_str"
				}
				if o >= uint64(len(sec)) {
					return nil, &FormatError{Section: ".debug_line", Offset: base + int64(at), Msg: fmt.Sprintf("string offset 0x%x outside %s", o, name)}
				}
				sb := &buf{data: sec, off: int(o)}
				str = sb.cstring()
			case formUdata:
				num = b.uleb()
			case formData1:
				num = uint64(b.u8())
			case formData2:
				num = uint64(b.u16())
			case formData4:
				num = uint64(b.u32())
			case formData8:
				num = b.u64()
			case formData16:
				b.bytes(16)
			case formBlock:
				b.bytes(b.uleb())
			case formBlock1:
				b.bytes(uint64(b.u8()))
			case formBlock2:
				b.bytes(uint64(b.u16()))
			case formBlock4:
				b.bytes(uint64(b.u32()))
			case formSdata:
				b.sleb()
			case formFlag:
				b.u8()
			case formSecOffset:
				b.uN(offSize)
			default:
				return nil, &FormatError{Section: ".debug_line", Offset: base + int64(at), Msg: fmt.Sprintf("unsupported form 0x%x in an entry format", f.form)}
			}
			switch f.ct {
			case lnctPath:
				e.path = str
			case lnctDirectoryIndex:
				e.dir = num
			case lnctLLVMSource:
				e.source = str
			}
		}
		out = append(out, e)
	}
	if b.err != "" {
		return nil, &FormatError{Section: ".debug_line", Offset: base + int64(b.at), Msg: b.err}
	}
	return out, nil
}

// relativeTo puts a relative include directory under the compilation
// directory, as LLVM does for file names.
func relativeTo(compDir, dir string) string {
	if compDir == "" || strings.HasPrefix(dir, "/") {
		return dir
	}
	return joinPath(compDir, dir)
}

// joinPath joins as LLVM does (no cleaning: "." and "kernels/k.cl" give
// "./kernels/k.cl", which is what llvm-dwarfdump prints).
func joinPath(dir, name string) string {
	if dir == "" || strings.HasPrefix(name, "/") {
		return name
	}
	if strings.HasSuffix(dir, "/") {
		return dir + name
	}
	return dir + "/" + name
}

// lineIndex answers PC queries over the sequences of line tables (the
// fuzz test checks it on any table; Data reads sequences lazily instead).
type lineIndex struct {
	seqs []lineSeq
}

type lineSeq struct {
	table *LineTable
	rows  []LineRow
}

func (x *lineIndex) add(t *LineTable) {
	for _, s := range t.Sequences {
		if len(s) < 2 {
			continue
		}
		rows := s
		less := func(i, j int) bool { return rows[i].Address < rows[j].Address }
		if !sort.SliceIsSorted(rows[:len(rows)-1], less) {
			// A sequence's rows ascend; sort a copy of one that does not.
			rows = append([]LineRow(nil), s...)
			sort.SliceStable(rows[:len(rows)-1], less)
		}
		x.seqs = append(x.seqs, lineSeq{table: t, rows: rows})
	}
	sort.SliceStable(x.seqs, func(i, j int) bool { return x.seqs[i].rows[0].Address < x.seqs[j].rows[0].Address })
}

// rowAt returns the row covering pc.
func (x *lineIndex) rowAt(pc uint64) (*lineSeq, int, bool) { return rowAt(x.seqs, pc) }

// rowAt returns the row of seqs covering pc.
func rowAt(seqs []lineSeq, pc uint64) (*lineSeq, int, bool) {
	for i := range seqs {
		s := &seqs[i]
		rows := s.rows
		if pc < rows[0].Address || pc >= rows[len(rows)-1].Address {
			continue
		}
		j := sort.Search(len(rows), func(k int) bool { return rows[k].Address > pc }) - 1
		if j >= 0 && !rows[j].EndSequence {
			return s, j, true
		}
	}
	return nil, 0, false
}
