package codeobj

import (
	"debug/elf"
	"fmt"
)

// AMDGPU relocation types (AMDGPUUsage "Relocation Records").
const (
	R_AMDGPU_NONE          = 0
	R_AMDGPU_ABS32_LO      = 1
	R_AMDGPU_ABS32_HI      = 2
	R_AMDGPU_ABS64         = 3
	R_AMDGPU_REL32         = 4
	R_AMDGPU_REL64         = 5
	R_AMDGPU_ABS32         = 6
	R_AMDGPU_GOTPCREL      = 7
	R_AMDGPU_GOTPCREL32_LO = 8
	R_AMDGPU_GOTPCREL32_HI = 9
	R_AMDGPU_REL32_LO      = 10
	R_AMDGPU_REL32_HI      = 11
	R_AMDGPU_RELATIVE64    = 13
	R_AMDGPU_REL16         = 14
)

var relocNames = map[uint32]string{
	R_AMDGPU_NONE: "R_AMDGPU_NONE", R_AMDGPU_ABS32_LO: "R_AMDGPU_ABS32_LO", R_AMDGPU_ABS32_HI: "R_AMDGPU_ABS32_HI",
	R_AMDGPU_ABS64: "R_AMDGPU_ABS64", R_AMDGPU_REL32: "R_AMDGPU_REL32", R_AMDGPU_REL64: "R_AMDGPU_REL64",
	R_AMDGPU_ABS32: "R_AMDGPU_ABS32", R_AMDGPU_GOTPCREL: "R_AMDGPU_GOTPCREL",
	R_AMDGPU_GOTPCREL32_LO: "R_AMDGPU_GOTPCREL32_LO", R_AMDGPU_GOTPCREL32_HI: "R_AMDGPU_GOTPCREL32_HI",
	R_AMDGPU_REL32_LO: "R_AMDGPU_REL32_LO", R_AMDGPU_REL32_HI: "R_AMDGPU_REL32_HI",
	R_AMDGPU_RELATIVE64: "R_AMDGPU_RELATIVE64", R_AMDGPU_REL16: "R_AMDGPU_REL16",
}

// RelocTypeName is the name of an AMDGPU relocation type, or its number.
func RelocTypeName(t uint32) string {
	if n, ok := relocNames[t]; ok {
		return n
	}
	return fmt.Sprintf("relocation type %d", t)
}

// Relocation is one Elf64_Rela entry of a dynamic relocation section.
type Relocation struct {
	Section string // the SHT_RELA section it is in (.rela.dyn)
	Entry   uint64 // file offset of the entry, for messages
	Offset  uint64 // r_offset: the address of the field
	Type    uint32
	Addend  int64
	// The symbol r_info names (none for index 0): its name, value and
	// whether it is defined in this code object.
	SymIndex    uint32
	SymName     string
	SymValue    uint64
	SymDefined  bool // not SHN_UNDEF
	SymAbsolute bool // SHN_ABS: the value is not relative to the load address
	SymWeak     bool
}

// DynamicRelocations returns the entries of the SHT_RELA sections of an
// ET_DYN code object whose symbol table is .dynsym (its .rela.dyn), the
// relocations a loader applies. ET_REL objects and objects without such a
// section have none.
func (f *File) DynamicRelocations() ([]Relocation, error) {
	if f.Type != elf.ET_DYN {
		return nil, nil
	}
	ef, r := f.ef, f.ef.r
	var out []Relocation
	for _, s := range ef.sections {
		if s.Type != elf.SHT_RELA || int(s.Link) >= len(ef.sections) || ef.sections[s.Link].Type != elf.SHT_DYNSYM {
			continue
		}
		data, err := ef.data(s)
		if err != nil {
			return nil, err
		}
		if s.EntSize != 0 && s.EntSize != 24 {
			return nil, r.errorf(int64(s.hdrOff+56), "%s: sh_entsize %d, expected 24 (Elf64_Rela)", s.Name, s.EntSize)
		}
		symtab := ef.sections[s.Link]
		syms, err := ef.data(symtab)
		if err != nil {
			return nil, err
		}
		if int(symtab.Link) >= len(ef.sections) {
			return nil, r.errorf(int64(symtab.hdrOff+40), "%s: sh_link %d is not a section", symtab.Name, symtab.Link)
		}
		strs, err := ef.data(ef.sections[symtab.Link])
		if err != nil {
			return nil, err
		}
		for i := 0; i+24 <= len(data); i += 24 {
			b := data[i:]
			info := le64(b[8:])
			rel := Relocation{
				Section: s.Name, Entry: s.Offset + uint64(i), Offset: le64(b),
				Type: uint32(info), SymIndex: uint32(info >> 32), Addend: int64(le64(b[16:])),
			}
			if rel.SymIndex != 0 {
				so := int(rel.SymIndex) * elf64SymbolSize
				if so+elf64SymbolSize > len(syms) {
					return nil, r.errorf(int64(rel.Entry+8), "%s entry %d: symbol %d is not in %s", s.Name, i/24, rel.SymIndex, symtab.Name)
				}
				sb := syms[so:]
				name, ok := cstring(strs, uint64(le32(sb)))
				if !ok {
					return nil, r.errorf(int64(symtab.Offset)+int64(so), "%s symbol %d: st_name %#x is not a string", symtab.Name, rel.SymIndex, le32(sb))
				}
				rel.SymName, rel.SymValue = name, le64(sb[8:])
				rel.SymDefined = le16(sb[6:]) != uint16(elf.SHN_UNDEF)
				rel.SymAbsolute = le16(sb[6:]) == uint16(elf.SHN_ABS)
				rel.SymWeak = elf.ST_BIND(sb[4]) == elf.STB_WEAK
			}
			out = append(out, rel)
		}
	}
	return out, nil
}
