package codeobj

import (
	"debug/elf"
	"strings"
)

// STT_AMDGPU_HSA_KERNEL is the symbol type of a v2 kernel
// (AMDGPUUsage "Symbols", code object V2).
const STT_AMDGPU_HSA_KERNEL elf.SymType = 10

// SymbolKind classifies symbols by what they are to gcndbg.
type SymbolKind uint8

const (
	SymOther            SymbolKind = iota // NOTYPE, ABS resource symbols, sections, files
	SymKernel                             // a kernel's entry (v3+: has a .kd; v2: STT_AMDGPU_HSA_KERNEL)
	SymKernelDescriptor                   // <kernel>.kd, the 64-byte kernel descriptor
	SymFunction                           // a device function
	SymObject                             // a variable
)

func (k SymbolKind) String() string {
	switch k {
	case SymKernel:
		return "kernel"
	case SymKernelDescriptor:
		return "kernel-descriptor"
	case SymFunction:
		return "function"
	case SymObject:
		return "object"
	}
	return "other"
}

// MarshalText makes SymbolKind appear as its name in JSON.
func (k SymbolKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Symbol is one entry of the symbol table (.symtab, or .dynsym when the
// file has no .symtab).
type Symbol struct {
	Name    string
	Value   uint64 // address (ET_DYN) or offset in Section (ET_REL)
	Size    uint64
	Kind    SymbolKind
	Type    elf.SymType
	Bind    elf.SymBind
	Section string // name of the section it is defined in; "" for UND/ABS
	Shndx   uint16
	off     int64 // file offset of the symbol table entry, for messages
}

// parseSymbols reads .symtab (or .dynsym when there is no .symtab) and
// classifies the symbols.
func (ef *elfFile) parseSymbols() ([]Symbol, error) {
	tab := ef.section(".symtab")
	if tab == nil || tab.Type != elf.SHT_SYMTAB {
		tab = ef.section(".dynsym")
	}
	if tab == nil {
		return nil, nil
	}
	data, err := ef.data(tab)
	if err != nil {
		return nil, err
	}
	l := ef.l
	if tab.EntSize != 0 && tab.EntSize != l.symbol {
		return nil, ef.r.errorf(int64(tab.hdrOff+l.shEntsize), "%s: sh_entsize %d, expected %d", tab.Name, tab.EntSize, l.symbol)
	}
	if int(tab.Link) >= len(ef.sections) {
		return nil, ef.r.errorf(int64(tab.hdrOff+l.shLink), "%s: sh_link %d is not a section", tab.Name, tab.Link)
	}
	strs, err := ef.data(ef.sections[tab.Link])
	if err != nil {
		return nil, err
	}
	n := len(data) / int(l.symbol)
	if n == 0 {
		return nil, nil
	}
	syms := make([]Symbol, 0, n-1)
	for i := 1; i < n; i++ {
		b := data[i*int(l.symbol):]
		off := int64(tab.Offset) + int64(i*int(l.symbol))
		name, ok := cstring(strs, uint64(le32(b)))
		if !ok {
			return nil, ef.r.errorf(off, "%s symbol %d: st_name %#x is not a string in %s", tab.Name, i, le32(b), ef.sections[tab.Link].Name)
		}
		var s Symbol
		if l.class == elf.ELFCLASS32 {
			// Elf32_Sym: st_name, st_value, st_size, st_info, st_other, st_shndx.
			s = Symbol{
				Name: name, Type: elf.ST_TYPE(b[12]), Bind: elf.ST_BIND(b[12]),
				Shndx: le16(b[14:]), Value: uint64(le32(b[4:])), Size: uint64(le32(b[8:])), off: off,
			}
		} else {
			s = Symbol{
				Name: name, Type: elf.ST_TYPE(b[4]), Bind: elf.ST_BIND(b[4]),
				Shndx: le16(b[6:]), Value: le64(b[8:]), Size: le64(b[16:]), off: off,
			}
		}
		if s.Shndx != uint16(elf.SHN_UNDEF) && int(s.Shndx) < len(ef.sections) {
			s.Section = ef.sections[s.Shndx].Name
		}
		syms = append(syms, s)
	}
	classifySymbols(syms)
	return syms, nil
}

// classifySymbols sets Kind: a function with a matching .kd object is a
// kernel (v3+); STT_AMDGPU_HSA_KERNEL is a kernel (v2).
func classifySymbols(syms []Symbol) {
	kds := map[string]bool{}
	for i := range syms {
		s := &syms[i]
		if s.Type == elf.STT_OBJECT && strings.HasSuffix(s.Name, ".kd") {
			s.Kind = SymKernelDescriptor
			kds[strings.TrimSuffix(s.Name, ".kd")] = true
		}
	}
	for i := range syms {
		s := &syms[i]
		switch {
		case s.Kind == SymKernelDescriptor:
		case s.Type == STT_AMDGPU_HSA_KERNEL:
			s.Kind = SymKernel
		case s.Type == elf.STT_FUNC && kds[s.Name]:
			s.Kind = SymKernel
		case s.Type == elf.STT_FUNC:
			s.Kind = SymFunction
		case s.Type == elf.STT_OBJECT:
			s.Kind = SymObject
		}
	}
}
