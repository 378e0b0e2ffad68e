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

// elfLayout is where an ELF class keeps the fields gcndbg reads: the sizes
// of its tables' entries and the offsets of the header and section header
// fields whose size or place differs between ELF32 and ELF64 (gABI).
type elfLayout struct {
	class                                elf.Class
	header, section, symbol, prog        uint64
	entry, phoff, shoff, flags           uint64 // in the ELF header
	phentsize, phnum                     uint64
	shentsize, shnum, shstrndx           uint64
	shFlags, shAddr, shOffset, shSize    uint64 // in a section header
	shLink, shInfo, shAlign, shEntsize   uint64
	phOffset, phVaddr, phFilesz, phMemsz uint64 // in a program header
	phFlags                              uint64
}

var (
	elf64Layout = elfLayout{
		class: elf.ELFCLASS64, header: elf64HeaderSize, section: elf64SectionSize, symbol: elf64SymbolSize, prog: elf64ProgSize,
		entry: 24, phoff: 32, shoff: 40, flags: 48, phentsize: 54, phnum: 56, shentsize: 58, shnum: 60, shstrndx: 62,
		shFlags: 8, shAddr: 16, shOffset: 24, shSize: 32, shLink: 40, shInfo: 44, shAlign: 48, shEntsize: 56,
		phFlags: 4, phOffset: 8, phVaddr: 16, phFilesz: 32, phMemsz: 40,
	}
	elf32Layout = elfLayout{
		class: elf.ELFCLASS32, header: 52, section: 40, symbol: 16, prog: 32,
		entry: 24, phoff: 28, shoff: 32, flags: 36, phentsize: 42, phnum: 44, shentsize: 46, shnum: 48, shstrndx: 50,
		shFlags: 8, shAddr: 12, shOffset: 16, shSize: 20, shLink: 24, shInfo: 28, shAlign: 32, shEntsize: 36,
		phFlags: 24, phOffset: 4, phVaddr: 8, phFilesz: 16, phMemsz: 20,
	}
)

// word reads an address-sized field (Elf32_Addr/Off/Word or Elf64_Addr/Off/Xword).
func (l *elfLayout) word(b []byte) uint64 {
	if l.class == elf.ELFCLASS32 {
		return uint64(le32(b))
	}
	return le64(b)
}

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

// elfFile is a checked view of a little-endian ELF file: ELF64, or ELF32
// where parseELFClass allowed it (an AMD OpenCL 2.0 binary's outer file).
type elfFile struct {
	r        *reader
	l        *elfLayout
	hdr      Header
	sections []*Section
	segments []Segment
}

// parseELF reads and checks an ELF64 file's header, the section headers
// with their names and the program headers. Every table is checked against
// the file size before anything is allocated for it.
func parseELF(r *reader) (*elfFile, error) { return parseELFClass(r, false) }

// parseELFClass is parseELF that also reads an ELF32 file when allow32.
func parseELFClass(r *reader, allow32 bool) (*elfFile, error) {
	ef := &elfFile{r: r, l: &elf64Layout}
	if len(r.data) > elf.EI_CLASS && string(r.data[:4]) == elf.ELFMAG && elf.Class(r.data[elf.EI_CLASS]) == elf.ELFCLASS32 && allow32 {
		ef.l = &elf32Layout
	}
	l := ef.l
	h, err := r.span(0, l.header, "ELF header")
	if err != nil {
		if len(r.data) < 4 || string(r.data[:4]) != elf.ELFMAG {
			return nil, r.errorf(0, "not an ELF file or offload bundle (magic %q)", prefix(r.data, 4))
		}
		return nil, err
	}
	if string(h[:4]) != elf.ELFMAG {
		return nil, r.errorf(0, "not an ELF file or offload bundle (magic %q)", prefix(h, 4))
	}
	if c := elf.Class(h[elf.EI_CLASS]); c != l.class {
		return nil, r.errorf(elf.EI_CLASS, "EI_CLASS is %v, expected ELFCLASS64", c)
	}
	if elf.Data(h[elf.EI_DATA]) != elf.ELFDATA2LSB {
		return nil, r.errorf(elf.EI_DATA, "EI_DATA is %v, expected ELFDATA2LSB", elf.Data(h[elf.EI_DATA]))
	}
	ef.hdr = Header{
		OSABI:      h[elf.EI_OSABI],
		ABIVersion: h[elf.EI_ABIVERSION],
		Type:       elf.Type(le16(h[16:])),
		Machine:    elf.Machine(le16(h[18:])),
		Entry:      l.word(h[l.entry:]),
		Flags:      le32(h[l.flags:]),
		PhOff:      l.word(h[l.phoff:]),
	}
	shoff := l.word(h[l.shoff:])
	phentsize, phnum := uint64(le16(h[l.phentsize:])), le16(h[l.phnum:])
	shentsize, shnum, shstrndx := uint64(le16(h[l.shentsize:])), uint64(le16(h[l.shnum:])), uint64(le16(h[l.shstrndx:]))

	if phnum > 0 {
		if phentsize != l.prog {
			return nil, r.errorf(int64(l.phentsize), "e_phentsize is %d, expected %d", phentsize, l.prog)
		}
		ph, err := r.span(ef.hdr.PhOff, uint64(phnum)*l.prog, "program header table (e_phoff)")
		if err != nil {
			return nil, err
		}
		ef.hdr.PhNum = int(phnum)
		ef.segments = make([]Segment, phnum)
		for i := range ef.segments {
			p := ph[uint64(i)*l.prog:]
			ef.segments[i] = Segment{
				Type: elf.ProgType(le32(p)), Flags: elf.ProgFlag(le32(p[l.phFlags:])),
				Offset: l.word(p[l.phOffset:]), Vaddr: l.word(p[l.phVaddr:]), Filesz: l.word(p[l.phFilesz:]), Memsz: l.word(p[l.phMemsz:]),
			}
		}
	}

	if shoff == 0 {
		return ef, nil
	}
	if shentsize != l.section {
		return nil, r.errorf(int64(l.shentsize), "e_shentsize is %d, expected %d", shentsize, l.section)
	}
	if shnum == 0 || shstrndx == uint64(elf.SHN_XINDEX) {
		// Extended numbering: section 0 holds the real count and index.
		s0, err := r.span(shoff, l.section, "section header 0 (e_shoff)")
		if err != nil {
			return nil, err
		}
		if shnum == 0 {
			shnum = l.word(s0[l.shSize:])
		}
		if shstrndx == uint64(elf.SHN_XINDEX) {
			shstrndx = uint64(le32(s0[l.shLink:]))
		}
	}
	if shnum > uint64(len(r.data))/l.section {
		return nil, r.errorf(int64(l.shnum), "section header count %d does not fit in a file of %d bytes", shnum, len(r.data))
	}
	tab, err := r.span(shoff, shnum*l.section, "section header table (e_shoff)")
	if err != nil {
		return nil, err
	}
	ef.sections = make([]*Section, shnum)
	for i := range ef.sections {
		b := tab[uint64(i)*l.section:]
		s := &Section{
			Index: i, Type: elf.SectionType(le32(b[4:])), Flags: elf.SectionFlag(l.word(b[l.shFlags:])),
			Addr: l.word(b[l.shAddr:]), Offset: l.word(b[l.shOffset:]), Size: l.word(b[l.shSize:]),
			Link: le32(b[l.shLink:]), Info: le32(b[l.shInfo:]), AddrAlign: l.word(b[l.shAlign:]), EntSize: l.word(b[l.shEntsize:]),
			hdrOff: shoff + uint64(i)*l.section,
		}
		if i > 0 && s.Type != elf.SHT_NOBITS && s.Type != elf.SHT_NULL {
			if _, err := r.span(s.Offset, s.Size, "section "+strconv.Itoa(i)+" contents (sh_offset/sh_size)"); err != nil {
				return nil, r.errorf(int64(s.hdrOff+l.shOffset), "section %d: contents at %#x size %#x run past the end of the file (%d bytes)", i, s.Offset, s.Size, len(r.data))
			}
		}
		ef.sections[i] = s
	}
	if shstrndx >= shnum {
		return nil, r.errorf(int64(l.shstrndx), "e_shstrndx %d is not a section (there are %d)", shstrndx, shnum)
	}
	strtab := ef.sections[shstrndx]
	names, _ := ef.data(strtab)
	for i, s := range ef.sections {
		off := le32(tab[uint64(i)*l.section:])
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
