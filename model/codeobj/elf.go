package codeobj

import (
	"debug/elf"
	"strconv"
)

// ELF64 layout sizes (System V gABI).
const (
	elf64HeaderSize  = 64
	elf64SectionSize = 64
	elf64SymbolSize  = 24
	elf64ProgSize    = 56
)

// ELFOSABI_AMDGPU_HSA and the EI_ABIVERSION values of each code object
// version (AMDGPUUsage "ELF Header").
const (
	ELFOSABI_AMDGPU_HSA         = 64
	ELFABIVERSION_AMDGPU_HSA_V2 = 0
	ELFABIVERSION_AMDGPU_HSA_V3 = 1
	ELFABIVERSION_AMDGPU_HSA_V6 = 4
)

// Header is the part of the ELF header gcndbg uses.
type Header struct {
	OSABI      uint8
	ABIVersion uint8
	Type       elf.Type
	Machine    elf.Machine
	Entry      uint64
	Flags      uint32
	PhOff      uint64
	PhNum      int
}

// Section is one ELF section header with its name resolved.
type Section struct {
	Index     int
	Name      string
	Type      elf.SectionType
	Flags     elf.SectionFlag
	Addr      uint64
	Offset    uint64
	Size      uint64
	Link      uint32
	Info      uint32
	AddrAlign uint64
	EntSize   uint64
	hdrOff    uint64 // where the section header is, for messages
}

// Segment is one ELF program header.
type Segment struct {
	Type   elf.ProgType
	Flags  elf.ProgFlag
	Offset uint64
	Vaddr  uint64
	Filesz uint64
	Memsz  uint64
}

// elfFile is a checked view of an ELF64 little-endian file.
type elfFile struct {
	r        *reader
	hdr      Header
	sections []*Section
	segments []Segment
}

// parseELF reads and checks the ELF header, the section headers with their
// names and the program headers. Every table is checked against the file
// size before anything is allocated for it.
func parseELF(r *reader) (*elfFile, error) {
	ef := &elfFile{r: r}
	h, err := r.span(0, elf64HeaderSize, "ELF header")
	if err != nil {
		if len(r.data) < 4 || string(r.data[:4]) != elf.ELFMAG {
			return nil, r.errorf(0, "not an ELF file or offload bundle (magic %q)", prefix(r.data, 4))
		}
		return nil, err
	}
	if string(h[:4]) != elf.ELFMAG {
		return nil, r.errorf(0, "not an ELF file or offload bundle (magic %q)", prefix(h, 4))
	}
	if elf.Class(h[elf.EI_CLASS]) != elf.ELFCLASS64 {
		return nil, r.errorf(elf.EI_CLASS, "EI_CLASS is %v, expected ELFCLASS64", elf.Class(h[elf.EI_CLASS]))
	}
	if elf.Data(h[elf.EI_DATA]) != elf.ELFDATA2LSB {
		return nil, r.errorf(elf.EI_DATA, "EI_DATA is %v, expected ELFDATA2LSB", elf.Data(h[elf.EI_DATA]))
	}
	ef.hdr = Header{
		OSABI:      h[elf.EI_OSABI],
		ABIVersion: h[elf.EI_ABIVERSION],
		Type:       elf.Type(le16(h[16:])),
		Machine:    elf.Machine(le16(h[18:])),
		Entry:      le64(h[24:]),
		Flags:      le32(h[48:]),
		PhOff:      le64(h[32:]),
	}
	shoff := le64(h[40:])
	phentsize, phnum := le16(h[54:]), le16(h[56:])
	shentsize, shnum, shstrndx := le16(h[58:]), uint64(le16(h[60:])), uint64(le16(h[62:]))

	if phnum > 0 {
		if phentsize != elf64ProgSize {
			return nil, r.errorf(54, "e_phentsize is %d, expected %d", phentsize, elf64ProgSize)
		}
		ph, err := r.span(ef.hdr.PhOff, uint64(phnum)*elf64ProgSize, "program header table (e_phoff)")
		if err != nil {
			return nil, err
		}
		ef.hdr.PhNum = int(phnum)
		ef.segments = make([]Segment, phnum)
		for i := range ef.segments {
			p := ph[i*elf64ProgSize:]
			ef.segments[i] = Segment{
				Type: elf.ProgType(le32(p)), Flags: elf.ProgFlag(le32(p[4:])),
				Offset: le64(p[8:]), Vaddr: le64(p[16:]), Filesz: le64(p[32:]), Memsz: le64(p[40:]),
			}
		}
	}

	if shoff == 0 {
		return ef, nil
	}
	if shentsize != elf64SectionSize {
		return nil, r.errorf(58, "e_shentsize is %d, expected %d", shentsize, elf64SectionSize)
	}
	if shnum == 0 || shstrndx == uint64(elf.SHN_XINDEX) {
		// Extended numbering: section 0 holds the real count and index.
		s0, err := r.span(shoff, elf64SectionSize, "section header 0 (e_shoff)")
		if err != nil {
			return nil, err
		}
		if shnum == 0 {
			shnum = le64(s0[32:])
		}
		if shstrndx == uint64(elf.SHN_XINDEX) {
			shstrndx = uint64(le32(s0[40:]))
		}
	}
	if shnum > uint64(len(r.data))/elf64SectionSize {
		return nil, r.errorf(60, "section header count %d does not fit in a file of %d bytes", shnum, len(r.data))
	}
	tab, err := r.span(shoff, shnum*elf64SectionSize, "section header table (e_shoff)")
	if err != nil {
		return nil, err
	}
	ef.sections = make([]*Section, shnum)
	for i := range ef.sections {
		b := tab[i*elf64SectionSize:]
		s := &Section{
			Index: i, Type: elf.SectionType(le32(b[4:])), Flags: elf.SectionFlag(le64(b[8:])),
			Addr: le64(b[16:]), Offset: le64(b[24:]), Size: le64(b[32:]),
			Link: le32(b[40:]), Info: le32(b[44:]), AddrAlign: le64(b[48:]), EntSize: le64(b[56:]),
			hdrOff: shoff + uint64(i)*elf64SectionSize,
		}
		if i > 0 && s.Type != elf.SHT_NOBITS && s.Type != elf.SHT_NULL {
			if _, err := r.span(s.Offset, s.Size, "section "+strconv.Itoa(i)+" contents (sh_offset/sh_size)"); err != nil {
				return nil, r.errorf(int64(s.hdrOff+24), "section %d: contents at %#x size %#x run past the end of the file (%d bytes)", i, s.Offset, s.Size, len(r.data))
			}
		}
		ef.sections[i] = s
	}
	if shstrndx >= shnum {
		return nil, r.errorf(62, "e_shstrndx %d is not a section (there are %d)", shstrndx, shnum)
	}
	strtab := ef.sections[shstrndx]
	names, _ := ef.data(strtab)
	for i, s := range ef.sections {
		off := le32(tab[i*elf64SectionSize:])
		if i == 0 && off == 0 {
			continue
		}
		name, ok := cstring(names, uint64(off))
		if !ok {
			return nil, r.errorf(int64(s.hdrOff), "section %d: sh_name %#x is not a string in the section name table (%d bytes)", i, off, len(names))
		}
		s.Name = name
	}
	return ef, nil
}

// data returns a section's contents (nil for SHT_NOBITS).
func (ef *elfFile) data(s *Section) ([]byte, error) {
	if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL {
		return nil, nil
	}
	return ef.r.span(s.Offset, s.Size, "section "+s.Name)
}

// section returns the first section with the given name.
func (ef *elfFile) section(name string) *Section {
	for _, s := range ef.sections {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// addrToOffset maps an address (ET_DYN) to a file offset through the
// section containing it.
func (ef *elfFile) addrToOffset(addr, size uint64) (uint64, bool) {
	for _, s := range ef.sections {
		if s.Type == elf.SHT_NOBITS || s.Type == elf.SHT_NULL || s.Flags&elf.SHF_ALLOC == 0 {
			continue
		}
		if addr >= s.Addr && addr-s.Addr <= s.Size && size <= s.Size-(addr-s.Addr) {
			return s.Offset + (addr - s.Addr), true
		}
	}
	return 0, false
}

func prefix(b []byte, n int) []byte {
	if len(b) < n {
		return b
	}
	return b[:n]
}
