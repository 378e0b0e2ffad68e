package dwarf

import (
	"debug/dwarf"
	"debug/elf"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// AMD attributes (DWARF Extensions For Heterogeneous Debugging, "Attribute
// encodings").
const (
	DW_AT_LLVM_active_lane  dwarf.Attr = 0x3e08
	DW_AT_LLVM_augmentation dwarf.Attr = 0x3e09
	DW_AT_LLVM_lanes        dwarf.Attr = 0x3e0a
	DW_AT_LLVM_lane_pc      dwarf.Attr = 0x3e0b
	DW_AT_LLVM_vector_size  dwarf.Attr = 0x3e0c
	// DW_AT_address_class (DWARF 5). The extension document leaves
	// DW_AT_LLVM_address_space and DW_AT_LLVM_memory_space "TBA"; these
	// are the values llvm-dwarfdump 22 names (upstream Dwarf.def), where
	// 0x3e08-0x3e0e have other upstream meanings.
	DW_AT_address_class      dwarf.Attr = 0x33
	DW_AT_LLVM_memory_space  dwarf.Attr = 0x3e0f
	DW_AT_LLVM_address_space dwarf.Attr = 0x3e10
	DW_AT_GNU_vector         dwarf.Attr = 0x2107
	DW_AT_loclists_base      dwarf.Attr = 0x8c
	DW_AT_addr_base          dwarf.Attr = 0x73
	DW_AT_call_return_pc     dwarf.Attr = 0x7d
)

// Data is the debugging information of one code object.
//
// Only the units' top DIEs, their line tables' file names and the address
// bounds of their line sequences are read when Data is built; a unit's DIE
// tree, scopes and line rows are read the first time a query needs them
// (a PC in the unit, a file of its line table, a DIE it holds). A code
// object whose .debug_info is at most EagerInfoBytes long is read whole
// at once.
type Data struct {
	Sections Sections
	// EHFrameAddr is the address of .eh_frame (for its PC-relative pointers).
	EHFrameAddr uint64
	dw          *dwarf.Data
	// Units are all units of .debug_info, in their order there.
	Units []*Unit
	// Subprograms are the concrete (code-carrying) subprograms of all
	// units, ordered by their lowest PC, and Globals the file-scope
	// variables with a location or value: both set once every unit is
	// read (by New for a small object, else by AllSubprograms or
	// AllGlobals), nil before.
	Subprograms []*Scope
	Globals     []*Variable
	diesMu      sync.Mutex // dies, chunk.top
	dies        map[dwarf.Offset]*die
	scopesMu    sync.Mutex // chunk.scope, Subprograms, Globals
	allScopes   bool
	linesMu     sync.Mutex // Unit.Lines, Unit.seqRows
	typesMu     sync.Mutex
	types       map[dwarf.Offset]*Type
}

// EagerInfoBytes is the size of .debug_info up to which New reads every
// unit at once.
var EagerInfoBytes = 64 << 10

// Unit is a compilation unit.
type Unit struct {
	Offset       dwarf.Offset // of the unit header in .debug_info
	Version      int
	AddrSize     int
	Name         string
	CompDir      string
	Producer     string
	Language     int64
	Augmentation string
	// AMDExtensions is set for units that declare AMD's DWARF extensions
	// (DW_AT_LLVM_augmentation "[amdgpu:..."); their DW_AT_address_class
	// values follow AMDGPUUsage's table; upstream clang writes DWARF
	// address spaces there.
	AMDExtensions bool
	LowPC         uint64 // the base address of location and range lists
	AddrBase      uint64
	LocListsBase  uint64
	// Lines is the unit's line table once read (at New for a small
	// object, else on the first query that needs its rows; see
	// Data.UnitLines).
	Lines *LineTable
	data  *Data

	dieOff   dwarf.Offset // of the unit's first DIE
	end      dwarf.Offset // one past the unit
	cu       *dwarf.Entry
	pcRanges [][2]uint64 // of the unit's DIE; nil: unknown (always searched)
	stmtList int64       // -1 without a line table
	// lineHdr is the line table's file names without rows (all a DIE's
	// DW_AT_decl_file needs) and seqs its sequences' address bounds.
	lineHdr *LineTable
	seqs    []seqBounds
	seqRows [][]LineRow // by sequence, once read
	// root is the unit's DIE; it and the namespaces and modules are read
	// at once, the other DIEs a chunk at a time.
	root   *die
	chunks []chunk
}

// A chunk is a DIE that is a child of the unit's DIE or of a namespace or
// module, with its subtree: what dieAt reads at once.
type chunk struct {
	start  dwarf.Offset
	parent *die
	tag    dwarf.Tag
	ranges [][2]uint64 // of a subprogram
	top    *die        // once read
	scope  *Scope      // of a subprogram with ranges, once built
}

type die struct {
	e      *dwarf.Entry
	unit   *Unit
	kids   []*die
	parent *die
}

// Load reads the debugging information of an AMDGPU code object.
func Load(f *elf.File) (*Data, error) { return LoadFrom(f, nil) }

// LoadFrom is Load for an ELF file read from raw, whose debugging sections
// it uses in place (see ReadSectionsFrom).
func LoadFrom(f *elf.File, raw []byte) (*Data, error) {
	secs, err := ReadSectionsFrom(f, raw)
	if err != nil {
		return nil, err
	}
	d, err := New(secs)
	if err != nil {
		return nil, err
	}
	if s := f.Section(".eh_frame"); s != nil {
		d.EHFrameAddr = s.Addr
	}
	return d, nil
}

// New builds Data from debugging sections (relocated already).
func New(secs Sections) (*Data, error) {
	return newData(secs, len(secs[".debug_info"]) <= EagerInfoBytes)
}

func newData(secs Sections, eager bool) (d *Data, err error) {
	if len(secs[".debug_info"]) == 0 {
		return nil, &FormatError{Section: ".debug_info", Msg: "no .debug_info: the code object was built without -g"}
	}
	dw, err := newGoDWARF(secs)
	if err != nil {
		return nil, err
	}
	d = &Data{Sections: secs, dw: dw, dies: map[dwarf.Offset]*die{}, types: map[dwarf.Offset]*Type{}}
	defer func() {
		if r := recover(); r != nil {
			d, err = nil, &FormatError{Section: ".debug_info", Msg: fmt.Sprintf("debug/dwarf: %v", r)}
		}
	}()
	if err := d.readUnits(); err != nil {
		return nil, err
	}
	if eager {
		if err := d.loadAll(); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// readUnits reads each unit's header and top DIE, and scans its line
// table for file names and sequence bounds.
func (d *Data) readUnits() error {
	info := d.Sections[".debug_info"]
	r := d.dw.Reader()
	for off := 0; off < len(info); {
		b := &buf{data: info, off: off}
		l := uint64(b.u32())
		offSize := 4
		if l == 0xffffffff {
			l, offSize = b.u64(), 8
		}
		if b.err != "" || l > uint64(len(info)-b.off) {
			return &FormatError{Section: ".debug_info", Offset: int64(off), Msg: fmt.Sprintf("unit length %d runs past the section", l)}
		}
		end := b.off + int(l)
		v := int(b.u16())
		hdr := 1 + offSize // address size, abbreviation offset
		if v >= 5 {
			switch ut := b.u8(); ut {
			case 0x01, 0x03: // DW_UT_compile, DW_UT_partial
				hdr++
			case 0x04, 0x05: // DW_UT_skeleton, DW_UT_split_compile: dwo_id
				hdr += 1 + 8
			case 0x02, 0x06: // DW_UT_type, DW_UT_split_type: signature, type offset
				hdr += 1 + 8 + offSize
			default:
				return &FormatError{Section: ".debug_info", Offset: int64(off), Msg: fmt.Sprintf("unit type 0x%x", ut)}
			}
			b.off--
		}
		dieOff := b.off + hdr
		if b.err != "" || dieOff > end {
			return &FormatError{Section: ".debug_info", Offset: int64(off), Msg: "unit header runs past the unit"}
		}
		if dieOff == end {
			off = end
			continue
		}
		r.Seek(dwarf.Offset(dieOff))
		e, err := r.Next()
		if err != nil {
			return &FormatError{Section: ".debug_info", Offset: int64(dieOff), Msg: err.Error()}
		}
		if e == nil || int(e.Offset) != dieOff {
			return &FormatError{Section: ".debug_info", Offset: int64(dieOff), Msg: "no DIE where the unit's first one should be"}
		}
		u := d.newUnit(e, r)
		u.Offset, u.Version = dwarf.Offset(off), v
		u.dieOff, u.end = dwarf.Offset(dieOff), dwarf.Offset(end)
		if err := d.indexChunks(u, r); err != nil {
			return err
		}
		off = end
	}
	return nil
}

func (d *Data) newUnit(e *dwarf.Entry, r *dwarf.Reader) *Unit {
	u := &Unit{AddrSize: r.AddressSize(), data: d, cu: e, stmtList: -1}
	u.Name, _ = e.Val(dwarf.AttrName).(string)
	u.CompDir, _ = e.Val(dwarf.AttrCompDir).(string)
	u.Producer, _ = e.Val(dwarf.AttrProducer).(string)
	u.Language, _ = e.Val(dwarf.AttrLanguage).(int64)
	u.Augmentation, _ = e.Val(DW_AT_LLVM_augmentation).(string)
	u.AMDExtensions = strings.HasPrefix(u.Augmentation, "[amdgpu:")
	u.LowPC, _ = e.Val(dwarf.AttrLowpc).(uint64)
	if v, ok := e.Val(DW_AT_addr_base).(int64); ok {
		u.AddrBase = uint64(v)
	}
	if v, ok := e.Val(DW_AT_loclists_base).(int64); ok {
		u.LocListsBase = uint64(v)
	}
	if rs, err := d.safeRanges(e); err == nil && len(rs) > 0 {
		u.pcRanges = rs
	}
	if off, ok := e.Val(dwarf.AttrStmtList).(int64); ok {
		t, seqs, err := parseLineTable(d.lineSections(), off, u.CompDir, false)
		if err == nil {
			u.stmtList, u.lineHdr, u.seqs = off, t, seqs
		}
	}
	d.Units = append(d.Units, u)
	return u
}

func (d *Data) lineSections() LineSections {
	return LineSections{Line: d.Sections[".debug_line"], LineStr: d.Sections[".debug_line_str"], Str: d.Sections[".debug_str"]}
}

// indexChunks reads the rest of unit u after its DIE (r is positioned
// there): its namespaces and modules are kept, the other DIEs become
// chunks, with the ranges of the subprograms.
func (d *Data) indexChunks(u *Unit, r *dwarf.Reader) error {
	u.root = &die{e: u.cu, unit: u}
	d.dies[u.cu.Offset] = u.root
	if !u.cu.Children {
		return nil
	}
	stack := []*die{u.root}
	inChunk := 0 // depth inside the current chunk
	for len(stack) > 0 {
		e, err := r.Next()
		if err != nil {
			return &FormatError{Section: ".debug_info", Offset: int64(u.dieOff), Msg: err.Error()}
		}
		if e == nil || (e.Tag != 0 && e.Offset >= u.end) {
			break
		}
		switch {
		case e.Tag == 0 && inChunk > 0:
			inChunk--
		case e.Tag == 0:
			stack = stack[:len(stack)-1]
		case inChunk > 0:
			if e.Children {
				inChunk++
			}
		case e.Tag == dwarf.TagNamespace || e.Tag == dwarf.TagModule:
			n := &die{e: e, unit: u, parent: stack[len(stack)-1]}
			n.parent.kids = append(n.parent.kids, n)
			d.dies[e.Offset] = n
			u.chunks = append(u.chunks, chunk{start: e.Offset, parent: n.parent, tag: e.Tag, top: n})
			if e.Children {
				stack = append(stack, n)
			}
		default:
			c := chunk{start: e.Offset, parent: stack[len(stack)-1], tag: e.Tag}
			if e.Tag == dwarf.TagSubprogram {
				c.ranges = d.ranges(&die{e: e, unit: u})
			}
			u.chunks = append(u.chunks, c)
			if e.Children {
				inChunk = 1
			}
		}
	}
	return nil
}

// loadAll reads every unit's DIEs, scopes and line rows.
func (d *Data) loadAll() error {
	for _, u := range d.Units {
		for i := range u.chunks {
			if d.chunkDIE(u, i) == nil {
				return &FormatError{Section: ".debug_info", Offset: int64(u.chunks[i].start), Msg: "cannot read the DIE"}
			}
		}
		d.UnitLines(u)
	}
	d.AllSubprograms()
	return nil
}

// chunkDIE returns the top DIE of chunk i of u, reading its subtree.
func (d *Data) chunkDIE(u *Unit, i int) *die {
	d.diesMu.Lock()
	defer d.diesMu.Unlock()
	return d.readChunkLocked(u, i)
}

func (d *Data) readChunkLocked(u *Unit, i int) (top *die) {
	c := &u.chunks[i]
	if c.top != nil {
		return c.top
	}
	defer func() {
		if r := recover(); r != nil {
			top = nil
		}
	}()
	r := d.dw.Reader()
	r.Seek(c.start)
	var stack []*die
	for {
		e, err := r.Next()
		if err != nil || e == nil {
			break
		}
		if e.Tag == 0 {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				break
			}
			continue
		}
		n := &die{e: e, unit: u}
		d.dies[e.Offset] = n
		if len(stack) > 0 {
			n.parent = stack[len(stack)-1]
			n.parent.kids = append(n.parent.kids, n)
		} else if top == nil {
			top, n.parent = n, c.parent
		} else {
			break
		}
		if e.Children {
			stack = append(stack, n)
		}
		if top == n && !e.Children {
			break
		}
	}
	c.top = top
	return top
}

// dieAt returns the DIE at off, reading its chunk if need be.
func (d *Data) dieAt(off dwarf.Offset) *die {
	d.diesMu.Lock()
	defer d.diesMu.Unlock()
	if n := d.dies[off]; n != nil {
		return n
	}
	i := sort.Search(len(d.Units), func(i int) bool { return d.Units[i].end > off })
	if i == len(d.Units) || off < d.Units[i].dieOff {
		return nil
	}
	u := d.Units[i]
	j := sort.Search(len(u.chunks), func(j int) bool { return u.chunks[j].start > off }) - 1
	if j < 0 || u.chunks[j].top != nil {
		return nil
	}
	d.readChunkLocked(u, j)
	return d.dies[off]
}

// subprogramLocked returns the scope of subprogram chunk i of u.
func (d *Data) subprogramLocked(u *Unit, i int) *Scope {
	c := &u.chunks[i]
	if c.scope == nil {
		if n := d.chunkDIE(u, i); n != nil {
			c.scope = d.newScope(n, ScopeSubprogram, c.ranges, nil)
		}
	}
	return c.scope
}

// AllSubprograms reads every unit's scopes and returns Subprograms.
func (d *Data) AllSubprograms() []*Scope {
	d.scopesMu.Lock()
	defer d.scopesMu.Unlock()
	d.allScopesLocked()
	return d.Subprograms
}

// AllGlobals reads every unit's scopes and returns Globals.
func (d *Data) AllGlobals() []*Variable {
	d.scopesMu.Lock()
	defer d.scopesMu.Unlock()
	d.allScopesLocked()
	return d.Globals
}

// allScopesLocked builds the scopes of every subprogram and the file
// scopes (one per unit, namespace or module) of the variables.
func (d *Data) allScopesLocked() {
	if d.allScopes {
		return
	}
	var sps []*Scope
	var gs []*Variable
	for _, u := range d.Units {
		fileScopes := map[*die]*Scope{}
		for i := range u.chunks {
			c := &u.chunks[i]
			switch {
			case c.tag == dwarf.TagSubprogram && len(c.ranges) > 0:
				if s := d.subprogramLocked(u, i); s != nil {
					sps = append(sps, s)
				}
			case c.tag == dwarf.TagVariable:
				n := d.chunkDIE(u, i)
				if n == nil {
					continue
				}
				fs := fileScopes[c.parent]
				if fs == nil {
					fs = &Scope{Kind: ScopeUnit, Offset: c.parent.e.Offset, Unit: u, die: c.parent, data: d}
					fileScopes[c.parent] = fs
				}
				v := d.newVariable(n, fs)
				fs.Vars = append(fs.Vars, v)
				if v.Name != "" && (v.hasLoc || v.constVal != nil) {
					gs = append(gs, v)
				}
			}
		}
	}
	sort.SliceStable(sps, func(i, j int) bool { return sps[i].LowPC() < sps[j].LowPC() })
	d.Subprograms, d.Globals, d.allScopes = sps, gs, true
}

// unitsAtPC returns the units whose code may hold pc: those whose DIE's
// ranges contain it and those whose DIE gives no ranges.
func (d *Data) unitsAtPC(pc uint64) []*Unit {
	var out []*Unit
	for _, u := range d.Units {
		if u.pcRanges == nil {
			out = append(out, u)
			continue
		}
		for _, r := range u.pcRanges {
			if pc >= r[0] && pc < r[1] {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// attrLoc is a location attribute: an expression or a location list.
type attrLoc struct {
	expr    []byte
	isList  bool
	listOff uint64 // offset in .debug_loclists (DWARF 5) or .debug_loc
	v5      bool
	unit    *Unit
}

func (d *Data) locAttr(n *die, a dwarf.Attr) (attrLoc, bool) {
	f := n.e.AttrField(a)
	if f == nil {
		return attrLoc{}, false
	}
	u := n.unit
	switch v := f.Val.(type) {
	case []byte:
		return attrLoc{expr: v, unit: u}, true
	case int64:
		// sec_offset: an offset of a location list.
		return attrLoc{isList: true, listOff: uint64(v), v5: u.Version >= 5, unit: u}, true
	case uint64:
		if f.Class == dwarf.ClassLocList {
			// loclistx: an index into the offsets table at loclists_base.
			off, err := d.loclistx(u, v)
			if err != nil {
				return attrLoc{}, false
			}
			return attrLoc{isList: true, listOff: off, v5: true, unit: u}, true
		}
	}
	return attrLoc{}, false
}

func (d *Data) loclistx(u *Unit, idx uint64) (uint64, error) {
	sec := d.Sections[".debug_loclists"]
	base := u.LocListsBase
	at := base + idx*4
	if base > uint64(len(sec)) || idx > uint64(len(sec)) || at+4 > uint64(len(sec)) {
		return 0, &FormatError{Section: ".debug_loclists", Offset: int64(base), Msg: fmt.Sprintf("loclistx index %d outside the offsets table", idx)}
	}
	b := &buf{data: sec, off: int(at)}
	return base + uint64(b.u32()), nil
}

// addrx resolves a .debug_addr index of a unit.
func (d *Data) addrx(u *Unit, idx uint64) (uint64, error) {
	sec := d.Sections[".debug_addr"]
	size := uint64(u.AddrSize)
	if size == 0 {
		size = 8
	}
	at := u.AddrBase + idx*size
	if idx > uint64(len(sec)) || at+size > uint64(len(sec)) {
		return 0, &FormatError{Section: ".debug_addr", Offset: int64(u.AddrBase), Msg: fmt.Sprintf("address index %d outside the table", idx)}
	}
	b := &buf{data: sec, off: int(at)}
	return b.uN(int(size)), nil
}

// origin follows DW_AT_abstract_origin / DW_AT_specification.
func (d *Data) origin(n *die) *die {
	for i := 0; i < 8 && n != nil; i++ {
		off, ok := n.e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
		if !ok {
			off, ok = n.e.Val(dwarf.AttrSpecification).(dwarf.Offset)
		}
		if !ok {
			return n
		}
		o := d.dieAt(off)
		if o == nil {
			return n
		}
		n = o
	}
	return n
}

// attr reads an attribute from the DIE or, failing that, its origins.
func (d *Data) attr(n *die, a dwarf.Attr) any {
	for i := 0; i < 8 && n != nil; i++ {
		if v := n.e.Val(a); v != nil {
			return v
		}
		off, ok := n.e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
		if !ok {
			off, ok = n.e.Val(dwarf.AttrSpecification).(dwarf.Offset)
		}
		if !ok {
			return nil
		}
		n = d.dieAt(off)
	}
	return nil
}

func (d *Data) ranges(n *die) [][2]uint64 {
	rs, err := d.safeRanges(n.e)
	if err != nil {
		return nil
	}
	return rs
}

func (d *Data) safeRanges(e *dwarf.Entry) (rs [][2]uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			rs, err = nil, errors.New(fmt.Sprint(r))
		}
	}()
	return d.dw.Ranges(e)
}
