// Package codeobjtest makes malformed code objects from good ones, for the
// tests of model/codeobj and of the commands that read code objects.
//
// It locates the structures to damage with the standard library's
// debug/elf, which reads the well-formed originals independently of
// model/codeobj.
package codeobjtest

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strings"
)

// Case is one malformed file.
type Case struct {
	Name string // what is wrong, e.g. "truncated in the section header table"
	Data []byte
}

var le = binary.LittleEndian

func clone(b []byte) []byte { return append([]byte(nil), b...) }

func truncate(b []byte, n uint64) []byte {
	if n > uint64(len(b)) {
		n = uint64(len(b))
	}
	return clone(b[:n])
}

// elfLayout is where things are in a good AMDGPU ELF.
type elfLayout struct {
	shoff, phoff uint64
	shnum        int
	sections     map[string]elf.SectionHeader
	sectionIndex map[string]int
	kdSymOff     uint64 // file offset of the first .kd symbol's Elf64_Sym in .symtab
	noteDescOff  uint64 // file offset of the NT_AMDGPU_METADATA descriptor
	noteOff      uint64 // file offset of that note's header
	noteDescSize uint64
}

func layout(good []byte) (*elfLayout, error) {
	f, err := elf.NewFile(bytes.NewReader(good))
	if err != nil {
		return nil, err
	}
	l := &elfLayout{
		shoff: le.Uint64(good[40:]), phoff: le.Uint64(good[32:]), shnum: len(f.Sections),
		sections: map[string]elf.SectionHeader{}, sectionIndex: map[string]int{},
	}
	for i, s := range f.Sections {
		l.sections[s.Name] = s.SectionHeader
		l.sectionIndex[s.Name] = i
	}
	syms, err := f.Symbols()
	if err != nil {
		return nil, err
	}
	st := l.sections[".symtab"]
	for i, s := range syms {
		if strings.HasSuffix(s.Name, ".kd") {
			l.kdSymOff = st.Offset + uint64(i+1)*24 // Symbols() drops the null symbol
			break
		}
	}
	if l.kdSymOff == 0 {
		return nil, fmt.Errorf("no .kd symbol")
	}
	nt, ok := l.sections[".note"]
	if !ok {
		return nil, fmt.Errorf("no .note section")
	}
	// Notes: walk to the AMDGPU metadata note.
	p := nt.Offset
	for p+12 <= nt.Offset+nt.Size {
		namesz, descsz, typ := uint64(le.Uint32(good[p:])), uint64(le.Uint32(good[p+4:])), le.Uint32(good[p+8:])
		desc := p + 12 + (namesz+3)&^3
		if typ == 32 {
			l.noteOff, l.noteDescOff, l.noteDescSize = p, desc, descsz
			break
		}
		p = desc + (descsz+3)&^3
	}
	if l.noteOff == 0 {
		return nil, fmt.Errorf("no NT_AMDGPU_METADATA note")
	}
	return l, nil
}

// shField returns the file offset of field off (bytes) of section name's
// header.
func (l *elfLayout) shField(name string, off uint64) uint64 {
	return l.shoff + uint64(l.sectionIndex[name])*64 + off
}

func put16(b []byte, off uint64, v uint16) []byte { b = clone(b); le.PutUint16(b[off:], v); return b }
func put32(b []byte, off uint64, v uint32) []byte { b = clone(b); le.PutUint32(b[off:], v); return b }
func put64(b []byte, off uint64, v uint64) []byte { b = clone(b); le.PutUint64(b[off:], v); return b }
func putBytes(b []byte, off uint64, v ...byte) []byte {
	b = clone(b)
	copy(b[off:], v)
	return b
}

// BrokenELF derives malformed files from good, a v3+ AMDGPU ELF (ET_DYN)
// with a .symtab, a .note holding NT_AMDGPU_METADATA and kernel
// descriptors in .rodata.
func BrokenELF(good []byte) ([]Case, error) {
	l, err := layout(good)
	if err != nil {
		return nil, err
	}
	note := l.sections[".note"]
	symtab := l.sections[".symtab"]
	rodata := l.sections[".rodata"]
	md := l.noteDescOff
	cs := []Case{
		{"empty file", nil},
		{"truncated after the ELF magic", truncate(good, 4)},
		{"truncated after e_ident", truncate(good, 16)},
		{"truncated in the ELF header", truncate(good, 63)},
		{"truncated in the program header table", truncate(good, l.phoff+56+10)},
		{"truncated in the section header table", truncate(good, l.shoff+64*uint64(l.shnum)/2)},
		{"truncated one byte before the end of the section header table", truncate(good, l.shoff+64*uint64(l.shnum)-1)},
		{"not an ELF file", putBytes(good, 0, 'M', 'Z')},
		{"ELFCLASS32", putBytes(good, 4, byte(elf.ELFCLASS32))},
		{"big-endian", putBytes(good, 5, byte(elf.ELFDATA2MSB))},
		{"wrong e_machine (x86-64)", put16(good, 18, uint16(elf.EM_X86_64))},
		{"e_type ET_EXEC", put16(good, 16, uint16(elf.ET_EXEC))},
		{"EI_OSABI not AMDGPU_HSA", putBytes(good, 7, 0)},
		{"EI_ABIVERSION 9", putBytes(good, 8, 9)},
		{"unknown EF_AMDGPU_MACH", put32(good, 48, 0x0fe)},
		{"e_shoff past the end", put64(good, 40, uint64(len(good))+64)},
		{"e_shoff near 2^64", put64(good, 40, ^uint64(0)-10)},
		{"e_shnum 65535", put16(good, 60, 0xffff)},
		{"e_shentsize 40", put16(good, 58, 40)},
		{"e_shstrndx past the sections", put16(good, 62, uint16(l.shnum+3))},
		{"extended section count 2^40", put64(put16(good, 60, 0), l.shoff+32, 1<<40)},
		{"e_phoff past the end", put64(good, 32, uint64(len(good)))},
		{"e_phnum 65535", put16(good, 56, 0xffff)},
		{"e_phentsize 0", put16(good, 54, 0)},
		{".note offset past the end", put64(good, l.shField(".note", 24), uint64(len(good))+8)},
		{".note size 2^40", put64(good, l.shField(".note", 32), 1<<40)},
		{".symtab size 2^40", put64(good, l.shField(".symtab", 32), 1<<40)},
		{".symtab offset+size overflows", put64(put64(good, l.shField(".symtab", 24), ^uint64(0)-8), l.shField(".symtab", 32), 64)},
		{".rodata offset past the end", put64(good, l.shField(".rodata", 24), uint64(len(good))*2)},
		{"section name offset past .shstrtab", put32(good, l.shField(".text", 0), 1<<30)},
		{".symtab sh_link past the sections", put32(good, l.shField(".symtab", 40), 1000)},
		{".symtab sh_entsize 7", put64(good, l.shField(".symtab", 56), 7)},
		{"symbol name offset past .strtab", put32(good, l.kdSymOff, 1<<31)},
		{"kernel descriptor address 2^40", put64(good, l.kdSymOff+8, 1<<40)},
		{"kernel descriptor straddles the end of .rodata", put64(good, l.kdSymOff+8, rodata.Addr+rodata.Size-10)},
		{"note name size 2^32-1", put32(good, l.noteOff, 0xffffffff)},
		{"note descriptor size 2^32-1", put32(good, l.noteOff+4, 0xffffffff)},
		{"note descriptor size one past the section", put32(good, l.noteOff+4, uint32(note.Offset+note.Size-md+1))},
		{"truncated note header", put64(good, l.shField(".note", 32), 7)},
		{"metadata msgpack array of 2^32-1 elements", putBytes(good, md, 0xdd, 0xff, 0xff, 0xff, 0xff)},
		{"metadata msgpack map of 2^32-1 entries", putBytes(good, md, 0xdf, 0xff, 0xff, 0xff, 0xff)},
		{"metadata msgpack string of 2^32-1 bytes", putBytes(good, md, 0xdb, 0xff, 0xff, 0xff, 0xff)},
		{"metadata msgpack reserved type byte 0xc1", putBytes(good, md, 0xc1)},
		{"metadata not a msgpack map", putBytes(good, md, 0x93, 1, 2, 3)},
		{"metadata msgpack nested 40 deep", putBytes(good, md, bytes.Repeat([]byte{0x91}, 40)...)},
		{"metadata truncated mid-item", put32(good, l.noteOff+4, 9)},
		{"truncated in the notes", truncate(good, note.Offset+note.Size/2)},
		{"truncated in .rodata", truncate(good, rodata.Offset+8)},
		{"truncated in .symtab", truncate(good, symtab.Offset+symtab.Size/2)},
	}
	return cs, nil
}

// BrokenBundle derives malformed offload bundles from good, an
// uncompressed __CLANG_OFFLOAD_BUNDLE__ with at least one entry.
func BrokenBundle(good []byte) ([]Case, error) {
	const magic = "__CLANG_OFFLOAD_BUNDLE__"
	if !bytes.HasPrefix(good, []byte(magic)) || len(good) < 64 {
		return nil, fmt.Errorf("not an offload bundle")
	}
	e0 := uint64(len(magic) + 8) // first entry: offset, size, id length, id
	return []Case{
		{"bundle truncated after the magic", truncate(good, uint64(len(magic)))},
		{"bundle entry count 2^40", put64(good, uint64(len(magic)), 1<<40)},
		{"bundle entry offset past the end", put64(good, e0, uint64(len(good))+100)},
		{"bundle entry offset 2^63", put64(good, e0, 1<<63)},
		{"bundle entry size 2^40", put64(good, e0+8, 1<<40)},
		{"bundle entry ID length 2^40", put64(good, e0+16, 1<<40)},
		{"bundle truncated in the entry table", truncate(good, e0+20)},
	}, nil
}

// BrokenCompressedBundle derives malformed compressed bundles from good, a
// CCOB version 3 bundle.
func BrokenCompressedBundle(good []byte) ([]Case, error) {
	if !bytes.HasPrefix(good, []byte("CCOB")) || len(good) < 40 || le.Uint16(good[4:]) != 3 {
		return nil, fmt.Errorf("not a CCOB v3 bundle")
	}
	return []Case{
		{"compressed bundle version 9", put16(good, 4, 9)},
		{"compressed bundle method 7", put16(good, 6, 7)},
		{"compressed bundle total size past the end", put64(good, 8, uint64(len(good))+1)},
		{"compressed bundle claims 2^40 uncompressed bytes", put64(good, 16, 1<<40)},
		{"compressed bundle with a corrupt zstd frame", putBytes(good, 36, 0xff, 0xff, 0xff, 0xff)},
		{"compressed bundle truncated in its header", truncate(good, 20)},
		{"compressed bundle truncated in its payload", truncate(good, uint64(len(good))/2)},
	}, nil
}

// HipFatbin returns the .hip_fatbin section of a host ELF.
func HipFatbin(host []byte) ([]byte, error) {
	f, err := elf.NewFile(bytes.NewReader(host))
	if err != nil {
		return nil, err
	}
	s := f.Section(".hip_fatbin")
	if s == nil {
		return nil, fmt.Errorf("no .hip_fatbin section")
	}
	return s.Data()
}
