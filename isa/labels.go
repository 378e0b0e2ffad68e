package isa

import (
	"sort"
	"strings"
)

// BranchTarget is the address a SOPP/SOPK branch-target operand (a signed
// dword offset from the next instruction) names, for the instruction at pc.
func BranchTarget(pc uint64, simm16 int64) uint64 {
	return pc + 4 + uint64(int64(int16(simm16))*4)
}

// quoteSymbol prints a symbol name as MCSymbol::print does for AMDGPU: as
// is when every byte is an ASCII letter, digit, '_', '$' or '.', else in
// double quotes with '"', '\\' and newline escaped.
func quoteSymbol(name string) string {
	plain := name != ""
	for i := 0; i < len(name) && plain; i++ {
		c := name[i]
		plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c == '.'
	}
	if plain {
		return name
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case '\n':
			b.WriteString(`\n`)
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// SectionSymbol is one symbol of a code section, as llvm-objdump collects
// them: a name that is not empty and an ELF symbol type (STT_*).
type SectionSymbol struct {
	Name string
	Addr uint64
	Type uint8
}

// SymbolIndex answers llvm-objdump's two questions about a section's
// symbols: which name a branch target prints as, and which symbol heads
// the listing at an address. It sorts them as llvm-objdump does (by
// address, then name, then type: SymbolInfoTy's operator<).
type SymbolIndex struct {
	syms []SectionSymbol
}

// NewSymbolIndex sorts syms (it keeps the slice).
func NewSymbolIndex(syms []SectionSymbol) *SymbolIndex {
	sort.SliceStable(syms, func(i, j int) bool {
		a, b := syms[i], syms[j]
		if a.Addr != b.Addr {
			return a.Addr < b.Addr
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.Type < b.Type
	})
	return &SymbolIndex{syms: syms}
}

// at returns the symbols at addr, in order.
func (x *SymbolIndex) at(addr uint64) []SectionSymbol {
	i := sort.Search(len(x.syms), func(i int) bool { return x.syms[i].Addr >= addr })
	j := i
	for j < len(x.syms) && x.syms[j].Addr == addr {
		j++
	}
	return x.syms[i:j]
}

const (
	sttNotype = 0
	sttObject = 1
	sttCommon = 5
)

// BranchLabel is the name AMDGPU's symbolizer gives a branch to addr: the
// first STT_NOTYPE symbol there, in sorted order.
func (x *SymbolIndex) BranchLabel(addr uint64) (string, bool) {
	if x == nil {
		return "", false
	}
	for _, s := range x.at(addr) {
		if s.Type == sttNotype {
			return s.Name, true
		}
	}
	return "", false
}

// Starts lists the addresses at which llvm-objdump starts a new listing
// block, in order, each with the name of its header: the last symbol at
// the address that is neither STT_OBJECT nor STT_COMMON, else the last one.
func (x *SymbolIndex) Starts() (addrs []uint64, names []string) {
	for i := 0; i < len(x.syms); {
		j := i
		for j < len(x.syms) && x.syms[j].Addr == x.syms[i].Addr {
			j++
		}
		name := x.syms[j-1].Name
		for _, s := range x.syms[i:j] {
			if s.Type != sttObject && s.Type != sttCommon {
				name = s.Name
			}
		}
		addrs = append(addrs, x.syms[i].Addr)
		names = append(names, name)
		i = j
	}
	return addrs, names
}
