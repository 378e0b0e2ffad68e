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
type Data struct {
	Sections Sections
	// EHFrameAddr is the address of .eh_frame (for its PC-relative pointers).
	EHFrameAddr uint64
	dw          *dwarf.Data
	Units       []*Unit
	// Subprograms are the concrete (code-carrying) subprograms of all
	// units, ordered by their lowest PC.
	Subprograms []*Scope
	// Globals are the file-scope variables with a location or value.
	Globals []*Variable
	lines   lineIndex
	dies    map[dwarf.Offset]*die
	typesMu sync.Mutex
	types   map[dwarf.Offset]*Type
}

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
	Lines         *LineTable
	data          *Data
}

type die struct {
	e      *dwarf.Entry
	unit   *Unit
	kids   []*die
	parent *die
}

// Load reads the debugging information of an AMDGPU code object.
func Load(f *elf.File) (*Data, error) {
	secs, err := ReadSections(f)
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
func New(secs Sections) (d *Data, err error) {
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
	if err := d.readTree(); err != nil {
		return nil, err
	}
	for _, u := range d.Units {
		if u.Lines != nil {
			d.lines.add(u.Lines)
		}
	}
	sort.SliceStable(d.Subprograms, func(i, j int) bool { return d.Subprograms[i].LowPC() < d.Subprograms[j].LowPC() })
	return d, nil
}

// readTree reads every DIE into a tree per unit, then builds the scopes.
func (d *Data) readTree() error {
	r := d.dw.Reader()
	var stack []*die
	var unit *Unit
	var roots []*die
	for {
		e, err := r.Next()
		if err != nil {
			return &FormatError{Section: ".debug_info", Msg: err.Error()}
		}
		if e == nil {
			break
		}
		if e.Tag == 0 {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if e.Tag == dwarf.TagCompileUnit || e.Tag == dwarf.TagPartialUnit || e.Tag == dwarf.TagTypeUnit || e.Tag == dwarf.TagSkeletonUnit {
			unit = d.newUnit(e, r)
			stack = stack[:0]
		}
		n := &die{e: e, unit: unit}
		d.dies[e.Offset] = n
		if len(stack) > 0 {
			n.parent = stack[len(stack)-1]
			n.parent.kids = append(n.parent.kids, n)
		} else {
			roots = append(roots, n)
		}
		if e.Children {
			stack = append(stack, n)
		}
	}
	for _, root := range roots {
		d.collectScopes(root)
	}
	return nil
}

func (d *Data) newUnit(e *dwarf.Entry, r *dwarf.Reader) *Unit {
	u := &Unit{AddrSize: r.AddressSize(), data: d}
	hdr, v := unitHeader(d.Sections[".debug_info"], e.Offset)
	u.Offset, u.Version = hdr, v
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
	if off, ok := e.Val(dwarf.AttrStmtList).(int64); ok {
		t, err := ParseLineTable(LineSections{Line: d.Sections[".debug_line"], LineStr: d.Sections[".debug_line_str"], Str: d.Sections[".debug_str"]}, off, u.CompDir)
		if err == nil {
			u.Lines = t
		}
	}
	d.Units = append(d.Units, u)
	return u
}

// unitHeader finds the header of the unit whose DIE is at dieOff: its offset
// (unit-relative references count from there) and version (debug/dwarf
// exports neither).
func unitHeader(info []byte, dieOff dwarf.Offset) (dwarf.Offset, int) {
	// Walk unit headers from the start to find the one containing dieOff.
	off := 0
	for off+6 < len(info) {
		b := &buf{data: info, off: off}
		l := uint64(b.u32())
		if l == 0xffffffff {
			l = b.u64()
		}
		next := b.off + int(min(l, uint64(len(info))))
		v := int(b.u16())
		if b.err != "" {
			return 0, 0
		}
		if int(dieOff) < next || next <= off {
			return dwarf.Offset(off), v
		}
		off = next
	}
	return 0, 0
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
		o := d.dies[off]
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
		n = d.dies[off]
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
