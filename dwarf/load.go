package dwarf

import (
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strings"
)

// ELF relocation types of AMDGPU (AMDGPUUsage "Relocation Records") that
// debugging sections of relocatable objects use.
const (
	R_AMDGPU_NONE     = 0
	R_AMDGPU_ABS32_LO = 1
	R_AMDGPU_ABS32_HI = 2
	R_AMDGPU_ABS64    = 3
	R_AMDGPU_REL32    = 4
	R_AMDGPU_REL64    = 5
	R_AMDGPU_ABS32    = 6
)

// debugSections are the sections Load reads.
var debugSections = []string{
	"abbrev", "info", "str", "line", "line_str", "addr", "str_offsets",
	"rnglists", "ranges", "loclists", "loc", "frame", "aranges",
}

// Sections holds the raw, relocated bytes of the debugging sections by name
// (".debug_info", ".eh_frame" ...).
type Sections map[string][]byte

// ReadSections reads the debugging sections of an AMDGPU ELF file. For a
// relocatable object (ET_REL) it applies the R_AMDGPU_ABS32/ABS64
// relocations that debug/elf does not know for EM_AMDGPU.
func ReadSections(f *elf.File) (Sections, error) { return ReadSectionsFrom(f, nil) }

// ReadSectionsFrom is ReadSections for an ELF file read from raw: the
// sections that are not compressed are slices of raw, not copies (raw
// must outlive the sections and not change).
func ReadSectionsFrom(f *elf.File, raw []byte) (Sections, error) {
	secs := Sections{}
	for _, s := range f.Sections {
		name := s.Name
		want := name == ".eh_frame"
		if strings.HasPrefix(name, ".debug_") {
			for _, n := range debugSections {
				if name == ".debug_"+n {
					want = true
				}
			}
		}
		if !want || s.Type == elf.SHT_NOBITS {
			continue
		}
		if s.Flags&elf.SHF_COMPRESSED == 0 && s.Offset <= uint64(len(raw)) && s.Size <= uint64(len(raw))-s.Offset {
			secs[name] = raw[s.Offset : s.Offset+s.Size : s.Offset+s.Size]
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, &FormatError{Section: name, Offset: 0, Msg: "cannot read section: " + err.Error()}
		}
		secs[name] = data
	}
	if f.Type == elf.ET_REL {
		if err := relocate(f, secs); err != nil {
			return nil, err
		}
	}
	return secs, nil
}

func relocate(f *elf.File, secs Sections) error {
	var syms []elf.Symbol
	symsRead := false
	for _, rs := range f.Sections {
		if rs.Type != elf.SHT_RELA && rs.Type != elf.SHT_REL {
			continue
		}
		if int(rs.Info) >= len(f.Sections) {
			return &FormatError{Section: rs.Name, Msg: fmt.Sprintf("relocates section %d of %d", rs.Info, len(f.Sections))}
		}
		target := f.Sections[rs.Info].Name
		dst, ok := secs[target]
		if !ok {
			continue
		}
		if !symsRead {
			var err error
			syms, err = f.Symbols()
			if err != nil {
				return &FormatError{Section: ".symtab", Msg: err.Error()}
			}
			symsRead = true
		}
		rels, err := rs.Data()
		if err != nil {
			return &FormatError{Section: rs.Name, Msg: err.Error()}
		}
		entSize := 24
		if rs.Type == elf.SHT_REL {
			entSize = 16
		}
		if len(rels)%entSize != 0 {
			return &FormatError{Section: rs.Name, Offset: int64(len(rels)), Msg: fmt.Sprintf("size is not a multiple of %d", entSize)}
		}
		// Copy before writing: s.Data may share the file's buffer.
		dst = append([]byte(nil), dst...)
		for off := 0; off < len(rels); off += entSize {
			r := rels[off:]
			roff := binary.LittleEndian.Uint64(r)
			info := binary.LittleEndian.Uint64(r[8:])
			var addend int64
			if entSize == 24 {
				addend = int64(binary.LittleEndian.Uint64(r[16:]))
			}
			typ, symIdx := uint32(info), info>>32
			var s uint64
			if symIdx != 0 {
				// debug/elf drops the null symbol: index i is syms[i-1].
				if symIdx > uint64(len(syms)) {
					return &FormatError{Section: rs.Name, Offset: int64(off), Msg: fmt.Sprintf("symbol index %d out of %d", symIdx, len(syms))}
				}
				s = syms[symIdx-1].Value
			}
			v := s + uint64(addend)
			size := 0
			switch typ {
			case R_AMDGPU_NONE:
				continue
			case R_AMDGPU_ABS32, R_AMDGPU_ABS32_LO:
				size = 4
			case R_AMDGPU_ABS32_HI:
				size, v = 4, v>>32
			case R_AMDGPU_ABS64:
				size = 8
			case R_AMDGPU_REL32, R_AMDGPU_REL64:
				// S + A - P; P is the field's offset, as sections of a
				// relocatable object start at address 0.
				size, v = 4, v-roff
				if typ == R_AMDGPU_REL64 {
					size = 8
				}
			default:
				return &FormatError{Section: rs.Name, Offset: int64(off), Msg: fmt.Sprintf("unsupported relocation type %d in %s", typ, target)}
			}
			if roff > uint64(len(dst)) || uint64(len(dst))-roff < uint64(size) {
				return &FormatError{Section: rs.Name, Offset: int64(off), Msg: fmt.Sprintf("relocation at 0x%x outside %s (%d bytes)", roff, target, len(dst))}
			}
			if size == 4 {
				binary.LittleEndian.PutUint32(dst[roff:], uint32(v))
			} else {
				binary.LittleEndian.PutUint64(dst[roff:], v)
			}
		}
		secs[target] = dst
	}
	return nil
}

// newGoDWARF wraps debug/dwarf.New, turning a panic on hostile input into an
// error.
func newGoDWARF(s Sections) (d *dwarf.Data, err error) {
	defer func() {
		if r := recover(); r != nil {
			d, err = nil, &FormatError{Section: ".debug_info", Msg: fmt.Sprintf("debug/dwarf: %v", r)}
		}
	}()
	d, err = dwarf.New(s[".debug_abbrev"], nil, nil, s[".debug_info"], s[".debug_line"], nil, s[".debug_ranges"], s[".debug_str"])
	if err != nil {
		return nil, &FormatError{Section: ".debug_info", Msg: err.Error()}
	}
	for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists"} {
		if b, ok := s[n]; ok {
			if err := d.AddSection(n, b); err != nil {
				return nil, &FormatError{Section: n, Msg: err.Error()}
			}
		}
	}
	return d, nil
}
