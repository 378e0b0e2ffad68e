package dwarf

import (
	"debug/dwarf"
	"sort"
)

// ScopeKind says what kind of DIE a scope is.
type ScopeKind int

// Scope kinds.
const (
	ScopeSubprogram ScopeKind = iota
	ScopeInlined
	ScopeLexical
	ScopeUnit // the file scope of a compilation unit (global variables)
)

func (k ScopeKind) String() string {
	return [...]string{"subprogram", "inlined_subroutine", "lexical_block", "compile_unit"}[k]
}

// Scope is a subprogram, an inlined subroutine or a lexical block with code:
// a node of the tree of PC ranges.
type Scope struct {
	Kind        ScopeKind
	Name        string // of the subprogram (or its abstract origin)
	LinkageName string
	Offset      dwarf.Offset
	Ranges      [][2]uint64 // [low, high)
	DeclFile    string
	DeclLine    int
	// CallFile, CallLine and CallColumn give the call site of an inlined
	// subroutine.
	CallFile   string
	CallLine   int
	CallColumn int
	Parent     *Scope
	Children   []*Scope
	Vars       []*Variable // declared directly in this scope
	Unit       *Unit
	die        *die
	data       *Data
}

// Contains reports whether pc is in one of the scope's ranges.
func (s *Scope) Contains(pc uint64) bool {
	for _, r := range s.Ranges {
		if pc >= r[0] && pc < r[1] {
			return true
		}
	}
	return false
}

// LowPC returns the lowest address of the scope.
func (s *Scope) LowPC() uint64 { return lowOf(s.Ranges) }

func lowOf(rs [][2]uint64) uint64 {
	if len(rs) == 0 {
		return 0
	}
	lo := rs[0][0]
	for _, r := range rs[1:] {
		lo = min(lo, r[0])
	}
	return lo
}

func rangesHold(rs [][2]uint64, pc uint64) bool {
	for _, r := range rs {
		if pc >= r[0] && pc < r[1] {
			return true
		}
	}
	return false
}

// HighPC returns one past the highest address of the scope.
func (s *Scope) HighPC() uint64 {
	var hi uint64
	for _, r := range s.Ranges {
		hi = max(hi, r[1])
	}
	return hi
}

// Subprogram returns the concrete subprogram that holds the scope.
func (s *Scope) Subprogram() *Scope {
	for s.Parent != nil && s.Kind != ScopeSubprogram {
		s = s.Parent
	}
	return s
}

// FrameBase returns the subprogram's DW_AT_frame_base expression.
func (s *Scope) FrameBase() []byte {
	sp := s.Subprogram()
	if sp.die == nil {
		return nil
	}
	fb, _ := sp.die.e.Val(dwarf.AttrFrameBase).([]byte)
	return fb
}

func (d *Data) newScope(n *die, kind ScopeKind, rs [][2]uint64, parent *Scope) *Scope {
	s := &Scope{Kind: kind, Offset: n.e.Offset, Ranges: rs, Parent: parent, Unit: n.unit, die: n, data: d}
	if kind != ScopeLexical {
		s.Name, _ = d.attr(n, dwarf.AttrName).(string)
		s.LinkageName, _ = d.attr(n, dwarf.AttrLinkageName).(string)
		if line, ok := d.attr(n, dwarf.AttrDeclLine).(int64); ok {
			s.DeclLine = int(line)
		}
		if f, ok := d.attr(n, dwarf.AttrDeclFile).(int64); ok {
			s.DeclFile = d.fileName(n.unit, f)
		}
	} else if parent != nil {
		s.Name = parent.Name
	}
	if kind == ScopeInlined {
		if f, ok := n.e.Val(dwarf.AttrCallFile).(int64); ok {
			s.CallFile = d.fileName(n.unit, f)
		}
		if l, ok := n.e.Val(dwarf.AttrCallLine).(int64); ok {
			s.CallLine = int(l)
		}
		if c, ok := n.e.Val(dwarf.AttrCallColumn).(int64); ok {
			s.CallColumn = int(c)
		}
	}
	d.fillScope(s, n)
	return s
}

// fillScope adds the variables and nested scopes of DIE n to s. Lexical
// blocks without code ranges are flattened into s.
func (d *Data) fillScope(s *Scope, n *die) {
	for _, k := range n.kids {
		switch k.e.Tag {
		case dwarf.TagVariable, dwarf.TagFormalParameter:
			s.Vars = append(s.Vars, d.newVariable(k, s))
		case dwarf.TagLexDwarfBlock:
			if rs := d.ranges(k); len(rs) > 0 {
				s.Children = append(s.Children, d.newScope(k, ScopeLexical, rs, s))
			} else {
				d.fillScope(s, k)
			}
		case dwarf.TagInlinedSubroutine:
			if rs := d.ranges(k); len(rs) > 0 {
				s.Children = append(s.Children, d.newScope(k, ScopeInlined, rs, s))
			}
		}
	}
}

func (d *Data) fileName(u *Unit, idx int64) string {
	if u == nil || u.lineHdr == nil {
		return ""
	}
	return u.lineHdr.FileName(int(idx))
}

// FunctionAt returns the concrete subprogram whose code contains pc.
// Only the units whose ranges may hold pc are read.
func (d *Data) FunctionAt(pc uint64) (*Scope, error) {
	// The lowest-starting subprogram that holds pc, the first in DIE
	// order among equals.
	var bu *Unit
	bi, blo := -1, uint64(0)
	for _, u := range d.unitsAtPC(pc) {
		for i := range u.chunks {
			c := &u.chunks[i]
			if c.tag != dwarf.TagSubprogram || !rangesHold(c.ranges, pc) {
				continue
			}
			if lo := lowOf(c.ranges); bi < 0 || lo < blo {
				bu, bi, blo = u, i, lo
			}
		}
	}
	if bi < 0 {
		return nil, ErrUnknownPC
	}
	d.scopesMu.Lock()
	defer d.scopesMu.Unlock()
	if s := d.subprogramLocked(bu, bi); s != nil {
		return s, nil
	}
	return nil, ErrUnknownPC
}

// ScopesAt returns the scopes that contain pc, outermost (the subprogram)
// first.
func (d *Data) ScopesAt(pc uint64) ([]*Scope, error) {
	s, err := d.FunctionAt(pc)
	if err != nil {
		return nil, err
	}
	chain := []*Scope{s}
	for depth := 0; depth < 1000; depth++ {
		var next *Scope
		for _, c := range s.Children {
			if c.Contains(pc) {
				next = c
				break
			}
		}
		if next == nil {
			break
		}
		chain = append(chain, next)
		s = next
	}
	return chain, nil
}

// InlineFrames returns the logical frames at pc, innermost first: the
// inlined subroutines that contain pc, then the subprogram. Lexical blocks
// are not frames.
func (d *Data) InlineFrames(pc uint64) ([]*Scope, error) {
	chain, err := d.ScopesAt(pc)
	if err != nil {
		return nil, err
	}
	var frames []*Scope
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].Kind != ScopeLexical {
			frames = append(frames, chain[i])
		}
	}
	return frames, nil
}

// VariablesAt returns the variables and parameters visible at pc in frame
// (a subprogram or inlined subroutine from InlineFrames): those of the frame
// and of its lexical blocks that contain pc, innermost first; an inner
// declaration hides an outer one of the same name. Parameters come first
// within a scope, as declared.
func (d *Data) VariablesAt(frame *Scope, pc uint64) []*Variable {
	var chain []*Scope
	s := frame
	for depth := 0; s != nil && depth < 1000; depth++ {
		chain = append(chain, s)
		var next *Scope
		for _, c := range s.Children {
			if c.Kind == ScopeLexical && c.Contains(pc) {
				next = c
				break
			}
		}
		s = next
	}
	seen := map[string]bool{}
	var out []*Variable
	for i := len(chain) - 1; i >= 0; i-- {
		vars := append([]*Variable(nil), chain[i].Vars...)
		sort.SliceStable(vars, func(a, b int) bool { return vars[a].IsParam && !vars[b].IsParam })
		for _, v := range vars {
			if v.Name == "" || seen[v.Name] {
				continue
			}
			seen[v.Name] = true
			out = append(out, v)
		}
	}
	return out
}

// LookupFunction returns the concrete subprograms named name (by
// DW_AT_name or DW_AT_linkage_name).
func (d *Data) LookupFunction(name string) []*Scope {
	var out []*Scope
	for _, s := range d.AllSubprograms() {
		if s.Name == name || s.LinkageName == name {
			out = append(out, s)
		}
	}
	return out
}

// ReturnType is the type a subprogram returns (its DW_AT_type, through an
// abstract origin); nil for void or a scope that is not a function.
func (s *Scope) ReturnType() *Type {
	if s == nil || s.die == nil || s.data == nil {
		return nil
	}
	off, ok := s.data.attr(s.die, dwarf.AttrType).(dwarf.Offset)
	if !ok {
		return nil
	}
	return s.data.typeAt(off)
}
