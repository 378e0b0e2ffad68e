package codeobj

import (
	"debug/elf"
	"fmt"
)

// Note types (AMDGPUUsage "Note Records").
const (
	NT_AMD_HSA_CODE_OBJECT_VERSION = 1
	NT_AMD_HSA_HSAIL               = 2
	NT_AMD_HSA_ISA_VERSION         = 3
	NT_AMD_HSA_METADATA            = 10
	NT_AMD_HSA_ISA_NAME            = 11
	NT_AMD_PAL_METADATA            = 12
	NT_AMDGPU_METADATA             = 32
)

// Note is one ELF note record.
type Note struct {
	Owner string // "AMD" (v2) or "AMDGPU" (v3+)
	Type  uint32
	Desc  []byte `json:"-"`
	Off   int64  // file offset of the note's descriptor
}

// TypeName is the note type's name in AMDGPUUsage.
func (n Note) TypeName() string {
	switch {
	case n.Owner == "AMDGPU" && n.Type == NT_AMDGPU_METADATA:
		return "NT_AMDGPU_METADATA"
	case n.Owner == "AMD":
		switch n.Type {
		case NT_AMD_HSA_CODE_OBJECT_VERSION:
			return "NT_AMD_HSA_CODE_OBJECT_VERSION"
		case NT_AMD_HSA_HSAIL:
			return "NT_AMD_HSA_HSAIL"
		case NT_AMD_HSA_ISA_VERSION:
			return "NT_AMD_HSA_ISA_VERSION"
		case NT_AMD_HSA_METADATA:
			return "NT_AMD_HSA_METADATA"
		case NT_AMD_HSA_ISA_NAME:
			return "NT_AMD_HSA_ISA_NAME"
		case NT_AMD_PAL_METADATA:
			return "NT_AMD_PAL_METADATA"
		}
	}
	return fmt.Sprintf("NT_%d", n.Type)
}

// ParseNotes splits the contents of a SHT_NOTE section or PT_NOTE segment
// into note records. off is the contents' offset in the file (for
// messages), align the record alignment (4 or 8).
func ParseNotes(data []byte, name string, off int64, align uint64) ([]Note, error) {
	r := &reader{name: name, data: data, base: off}
	return parseNotes(r, align)
}

func parseNotes(r *reader, align uint64) ([]Note, error) {
	if align != 8 {
		align = 4
	}
	var notes []Note
	pos := uint64(0)
	size := uint64(len(r.data))
	for pos < size {
		h, err := r.span(pos, 12, "note header")
		if err != nil {
			return nil, err
		}
		namesz, descsz, typ := uint64(le32(h)), uint64(le32(h[4:])), le32(h[8:])
		namePos := pos + 12
		descPos := namePos + alignUp(namesz, align)
		if namesz > size || descPos > size {
			return nil, r.errorf(int64(pos), "note name size %d runs past the end of the notes (%d bytes)", namesz, size)
		}
		if descsz > size-descPos {
			return nil, r.errorf(int64(pos+4), "note descriptor size %d runs past the end of the notes (%d bytes left)", descsz, size-descPos)
		}
		nameb := r.data[namePos : namePos+namesz]
		for len(nameb) > 0 && nameb[len(nameb)-1] == 0 {
			nameb = nameb[:len(nameb)-1]
		}
		notes = append(notes, Note{
			Owner: string(nameb), Type: typ,
			Desc: r.data[descPos : descPos+descsz],
			Off:  r.base + int64(descPos),
		})
		next := descPos + alignUp(descsz, align)
		if next < descPos || next > size {
			next = size
		}
		pos = next
	}
	return notes, nil
}

func alignUp(v, a uint64) uint64 {
	if v > ^uint64(0)-a {
		return ^uint64(0)
	}
	return (v + a - 1) &^ (a - 1)
}

// notes reads every SHT_NOTE section (or, without sections, PT_NOTE
// segments).
func (ef *elfFile) notes() ([]Note, error) {
	var all []Note
	found := false
	for _, s := range ef.sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		found = true
		d, err := ef.data(s)
		if err != nil {
			return nil, err
		}
		ns, err := parseNotes(&reader{name: ef.r.name, data: d, base: ef.r.base + int64(s.Offset), scope: "section " + s.Name}, s.AddrAlign)
		if err != nil {
			return nil, err
		}
		all = append(all, ns...)
	}
	if found {
		return all, nil
	}
	for _, p := range ef.segments {
		if p.Type != elf.PT_NOTE {
			continue
		}
		d, err := ef.r.span(p.Offset, p.Filesz, "PT_NOTE segment")
		if err != nil {
			return nil, err
		}
		ns, err := parseNotes(&reader{name: ef.r.name, data: d, base: ef.r.base + int64(p.Offset), scope: "the PT_NOTE segment"}, 4)
		if err != nil {
			return nil, err
		}
		all = append(all, ns...)
	}
	return all, nil
}

// ISAVersionNote is the v2 NT_AMD_HSA_ISA_VERSION descriptor.
type ISAVersionNote struct {
	VendorName, ArchitectureName string
	Major, Minor, Stepping       uint32
}

// parseISAVersionNote decodes NT_AMD_HSA_ISA_VERSION: u16 vendor name size,
// u16 architecture name size, u32 major, minor, stepping, then the names.
func parseISAVersionNote(r *reader, n Note) (ISAVersionNote, error) {
	d := n.Desc
	off := n.Off - r.base
	if len(d) < 16 {
		return ISAVersionNote{}, r.errorf(off, "NT_AMD_HSA_ISA_VERSION: %d bytes, expected at least 16", len(d))
	}
	vs, as := uint64(le16(d)), uint64(le16(d[2:]))
	v := ISAVersionNote{Major: le32(d[4:]), Minor: le32(d[8:]), Stepping: le32(d[12:])}
	if vs > uint64(len(d)-16) || as > uint64(len(d)-16)-vs {
		return v, r.errorf(off, "NT_AMD_HSA_ISA_VERSION: name sizes %d+%d exceed the note (%d bytes)", vs, as, len(d))
	}
	v.VendorName = trimNUL(d[16 : 16+vs])
	v.ArchitectureName = trimNUL(d[16+vs : 16+vs+as])
	return v, nil
}

func trimNUL(b []byte) string {
	for len(b) > 0 && b[len(b)-1] == 0 {
		b = b[:len(b)-1]
	}
	return string(b)
}
