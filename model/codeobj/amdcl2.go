package codeobj

import (
	"debug/elf"
	"fmt"
	"strings"
)

// AMD Catalyst OpenCL 2.0 binaries (the AmdCl2 ABI, as CLRX documents it in
// AmdCl2Abi.md and its binary-format notes): an outer ELF (ELF64, or ELF32
// for a 32-bit binary) whose .text holds an inner ELF64 (in both); the inner .hsatext holds, at each kernel symbol
// &__OpenCL_NAME_kernel, the kernel's setup (an amd_kernel_code_t whose
// kernel_code_entry_byte_offset leads to its code); the outer .rodata holds
// each kernel's metadata, with its arguments, at the symbol
// __OpenCL_&__OpenCL_NAME_kernel_metadata; an NT_AMD_HSA_ISA_VERSION note of
// the inner ELF names the processor. The kernel's user SGPRs follow the
// setup's enable_sgpr_* bits (usesetup is the dispatch pointer, useargs the
// kernarg pointer, usegeneric adds the queue pointer, useenqueue and Vega
// the flat scratch init), so a kernel runs as a code object v2 kernel does.
// A 32-bit binary has 32-bit metadata structures (CLRX's
// AmdCL2GPUMetadataHeader32 and AmdCL2GPUKernelArgEntry32) and 4-byte
// pointers and setup arguments in its kernarg segment.

// FormatAmdCL2 is File.Format of an AMD Catalyst OpenCL 2.0 binary.
const FormatAmdCL2 = "amdcl2"

const (
	amdcl2MetaPrefix   = "__OpenCL_&__OpenCL_"
	amdcl2MetaSuffix   = "_kernel_metadata"
	amdcl2KernelPrefix = "&__OpenCL_"
	amdcl2KernelSuffix = "_kernel"
	amdcl2Text         = ".hsatext"
)

// amdcl2Layout is where the metadata structures of a 64-bit or a 32-bit
// binary keep their fields (CLRX's AmdCL2GPUMetadataHeader64/32, the
// AmdCL2GPUMetadataHeaderEnd64/32 that ends a header of headerNew bytes,
// and AmdCL2GPUKernelArgEntry64/32).
type amdcl2Layout struct {
	word                   uint64 // size of the header's size and length fields
	headerMin, headerNew   uint64 // sizeof the header; size of a header with the end
	vecHint                uint64 // vecTypeHintLength in a headerNew header
	firstName, secondName  uint64 // the two name lengths
	argsNum                uint64 // a uint64 in both
	entry                  uint64 // sizeof an argument entry
	nameLen, typeLen       uint64 // in an entry (word-sized)
	vec, typ, space, isPtr uint64 // in an entry (uint32)
	flags, kind, isConst   uint64 // flags: isVolatile, isRestrict, isPipe bytes; isConst is word-sized
	pointer                int64  // bytes of a pointer argument (and of a size_t setup argument)
}

var (
	amdcl2Layout64 = amdcl2Layout{
		word: 8, headerMin: 168, headerNew: 0x110, vecHint: 0x110 - 16, firstName: 96, secondName: 104, argsNum: 160,
		entry: 88, nameLen: 8, typeLen: 16, vec: 40, typ: 52, space: 64, isPtr: 68, flags: 72, kind: 76, isConst: 80, pointer: 8,
	}
	amdcl2Layout32 = amdcl2Layout{
		word: 4, headerMin: 112, headerNew: 0xa4, vecHint: 0xa4 - 8, firstName: 72, secondName: 76, argsNum: 104,
		entry: 64, nameLen: 4, typeLen: 8, vec: 20, typ: 32, space: 44, isPtr: 48, flags: 52, kind: 56, isConst: 60, pointer: 4,
	}
)

func (l *amdcl2Layout) get(b []byte) uint64 {
	if l.word == 4 {
		return uint64(le32(b))
	}
	return le64(b)
}

// isAmdCL2 reports whether an ELF that is not an AMDGPU code object has the
// kernel metadata symbols of an AMD OpenCL 2.0 binary.
func isAmdCL2(syms []Symbol) bool {
	for _, s := range syms {
		if strings.HasPrefix(s.Name, amdcl2MetaPrefix) && strings.HasSuffix(s.Name, amdcl2MetaSuffix) {
			return true
		}
	}
	return false
}

// parseAmdCL2 reads an AMD OpenCL 2.0 binary whose outer ELF is outer.
func parseAmdCL2(outer *elfFile, outerSyms []Symbol) (*File, error) {
	r := outer.r
	ts := outer.section(".text")
	if ts == nil {
		return nil, r.errorf(0, "AMD OpenCL 2.0 binary without a .text section (the inner binary)")
	}
	innerData, err := outer.data(ts)
	if err != nil {
		return nil, err
	}
	ir := &reader{name: r.name, data: innerData, base: r.base + int64(ts.Offset), scope: "the inner binary"}
	// The inner binary is ELF64 in a 32-bit binary too (CLRX writes and
	// reads it so).
	ief, err := parseELF(ir)
	if err != nil {
		return nil, err
	}
	ml := &amdcl2Layout64
	if outer.l.class == elf.ELFCLASS32 {
		ml = &amdcl2Layout32
	}
	f := &File{
		Name: r.name, Data: innerData, Header: ief.hdr, Sections: ief.sections, Segments: ief.segments,
		Type: ief.hdr.Type, ef: ief, Version: 2, Format: FormatAmdCL2, textName: amdcl2Text,
		Pointer32: ml.pointer == 4,
	}
	if f.Notes, err = amdcl2Notes(ief); err != nil {
		return nil, err
	}
	if f.Symbols, err = ief.parseSymbols(); err != nil {
		return nil, err
	}
	f.Target.XNACK, f.Target.SRAMECC = FeatureUnsupported, FeatureUnsupported
	for _, n := range f.Notes {
		if n.Owner == "AMD" && n.Type == NT_AMD_HSA_ISA_VERSION {
			// The driver's names after the versions are not NUL-complete:
			// only the versions are read (as CLRX does).
			if len(n.Desc) < 16 {
				return nil, ir.errorf(n.Off-ir.base, "NT_AMD_HSA_ISA_VERSION: %d bytes, expected at least 16", len(n.Desc))
			}
			f.Target.Processor = processorFromISAVersion(le32(n.Desc[4:]), le32(n.Desc[8:]), le32(n.Desc[12:]))
		}
	}
	if f.Target.Processor == "" {
		return nil, ir.errorf(0, "AMD OpenCL 2.0 inner binary without an NT_AMD_HSA_ISA_VERSION note: the processor is unknown")
	}
	text := ief.section(amdcl2Text)
	if text == nil {
		return nil, ir.errorf(0, "AMD OpenCL 2.0 inner binary without a %s section", amdcl2Text)
	}
	metas := map[string]*KernelMeta{}
	for _, s := range outerSyms {
		if !strings.HasPrefix(s.Name, amdcl2MetaPrefix) || !strings.HasSuffix(s.Name, amdcl2MetaSuffix) || len(s.Name) <= len(amdcl2MetaPrefix)+len(amdcl2MetaSuffix) {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(s.Name, amdcl2MetaPrefix), amdcl2MetaSuffix)
		if int(s.Shndx) >= len(outer.sections) {
			return nil, r.errorf(s.off, "symbol %s: section index %d is out of range", s.Name, s.Shndx)
		}
		sec := outer.sections[s.Shndx]
		if s.Value > sec.Size || s.Size > sec.Size-s.Value {
			return nil, r.errorf(s.off, "symbol %s: %d bytes at %#x lie outside section %s (%d bytes)", s.Name, s.Size, s.Value, sec.Name, sec.Size)
		}
		b, err := r.span(sec.Offset+s.Value, s.Size, "kernel metadata "+name)
		if err != nil {
			return nil, err
		}
		m, err := parseAmdCL2Metadata(r, ml, b, int64(sec.Offset+s.Value), name)
		if err != nil {
			return nil, err
		}
		metas[name] = m
	}
	f.Metadata = &Metadata{}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		if !strings.HasPrefix(s.Name, amdcl2KernelPrefix) || !strings.HasSuffix(s.Name, amdcl2KernelSuffix) || len(s.Name) <= len(amdcl2KernelPrefix)+len(amdcl2KernelSuffix) {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(s.Name, amdcl2KernelPrefix), amdcl2KernelSuffix)
		if s.Value > text.Size || s.Size > text.Size-s.Value || s.Size < AmdKernelCodeSize {
			return nil, ir.errorf(s.off, "kernel symbol %s: %d bytes at %#x: not a 256-byte setup and code inside %s (%d bytes)", s.Name, s.Size, s.Value, amdcl2Text, text.Size)
		}
		b, err := ir.span(text.Offset+s.Value, AmdKernelCodeSize, "kernel setup of "+name)
		if err != nil {
			return nil, err
		}
		c, err := ParseAmdKernelCode(b, f.Target.Generation(), r.name, ir.base+int64(text.Offset+s.Value))
		if err != nil {
			return nil, err
		}
		e := uint64(c.KernelCodeEntryByteOffset)
		if c.KernelCodeEntryByteOffset < AmdKernelCodeSize || e >= s.Size {
			return nil, ir.errorf(int64(text.Offset+s.Value)+16, "kernel setup of %s: code entry offset %d is outside its %d bytes", name, c.KernelCodeEntryByteOffset, s.Size)
		}
		s.Kind = SymKernel
		k := &Kernel{Name: name, CodeT: c, Entry: text.Addr + s.Value + e, CodeSize: s.Size - e}
		if m := metas[name]; m != nil {
			m.Symbol = s.Name
			m.WavefrontSize = 64
			m.KernargSegmentAlign = 16
			m.GroupSegmentFixedSize = int64(c.WorkgroupGroupSegmentByteSize)
			m.PrivateSegmentFixedSize = int64(c.WorkitemPrivateSegmentByteSize)
			// The driver (and clrxasm) fill the setup's register counts.
			m.VGPRCount, m.SGPRCount = int64(c.WorkitemVGPRCount), int64(c.WavefrontSGPRCount)
			k.Meta = m
			f.Metadata.Kernels = append(f.Metadata.Kernels, *m)
		}
		f.Kernels = append(f.Kernels, k)
	}
	if len(f.Kernels) == 0 {
		return nil, ir.errorf(0, "AMD OpenCL 2.0 inner binary without kernel symbols (%sNAME%s)", amdcl2KernelPrefix, amdcl2KernelSuffix)
	}
	return f, nil
}

// amdcl2Notes reads the inner binary's .note section as the AMD driver
// writes it (and CLRX reads it): each note's name and descriptor follow each
// other unpadded, and only their sum is padded to 4 bytes.
func amdcl2Notes(ef *elfFile) ([]Note, error) {
	s := ef.section(".note")
	if s == nil {
		return nil, nil
	}
	b, err := ef.data(s)
	if err != nil {
		return nil, err
	}
	r := ef.r
	var ns []Note
	for p := uint64(0); p+12 <= uint64(len(b)); {
		namesz, descsz, typ := uint64(le32(b[p:])), uint64(le32(b[p+4:])), le32(b[p+8:])
		if namesz > uint64(len(b)) || descsz > uint64(len(b)) || p+12+namesz+descsz > uint64(len(b)) {
			return nil, r.errorf(int64(s.Offset+p), "note name and descriptor sizes %d+%d run past the end of the notes (%d bytes)", namesz, descsz, len(b))
		}
		name := trimNUL(b[p+12 : p+12+namesz])
		desc := b[p+12+namesz : p+12+namesz+descsz]
		ns = append(ns, Note{Owner: name, Type: typ, Desc: desc, Off: r.base + int64(s.Offset+p+12+namesz)})
		p += 12 + (namesz+descsz+3)/4*4
	}
	return ns, nil
}

// amdcl2Hidden maps the names CLRX gives the setup arguments (.setupargs,
// the first six of every kernel) to the hidden arguments they are.
var amdcl2Hidden = map[string]string{
	"_.global_offset_0": "hidden_global_offset_x",
	"_.global_offset_1": "hidden_global_offset_y",
	"_.global_offset_2": "hidden_global_offset_z",
	"_.printf_buffer":   "hidden_printf_buffer",
	"_.vqueue_pointer":  "hidden_default_queue",
	"_.aqlwrap_pointer": "hidden_completion_action",
}

// parseAmdCL2Metadata reads one kernel's metadata, laid out as l says: a
// header with the argument count, two names, then an entry per argument
// (and one more), then each argument's name and type name. The kernarg
// layout is the ABI's: pointers (and images, samplers, queues, structures,
// passed by pointer) take l.pointer bytes, as do the size_t setup
// arguments (which the metadata gives as long or int), scalars and vectors
// their size (3-vectors that of 4) aligned to their element, the whole
// rounded up to 16.
func parseAmdCL2Metadata(r *reader, l *amdcl2Layout, b []byte, off int64, kernel string) (*KernelMeta, error) {
	fail := func(at uint64, format string, args ...any) error {
		return r.errorf(off+int64(at), "kernel metadata of %s: %s", kernel, fmt.Sprintf(format, args...))
	}
	n := uint64(len(b))
	if n < l.headerMin {
		return nil, fail(0, "%d bytes, expected at least %d", n, l.headerMin)
	}
	hsize := l.get(b)
	if hsize < l.headerMin || hsize >= n {
		return nil, fail(0, "header size %d is not within %d..%d", hsize, l.headerMin, n-1)
	}
	argsNum := le64(b[l.argsNum:])
	first, second := l.get(b[l.firstName:]), l.get(b[l.secondName:])
	vecHint := uint64(0)
	if hsize >= l.headerNew {
		vecHint = l.get(b[l.vecHint:])
	}
	if first > n || second > n || hsize+first+second+2 > n {
		return nil, fail(l.firstName, "name lengths %d and %d run past the %d bytes", first, second, n)
	}
	at := hsize + first + second + 2
	if vecHint > n || at+4 > n {
		return nil, fail(at, "the argument entries start past the %d bytes", n)
	}
	if vecHint != 0 || uint64(le32(b[at:])) == l.entry<<8 {
		at += vecHint + 1
	}
	if argsNum > n/l.entry || at+(argsNum+1)*l.entry > n {
		return nil, fail(l.argsNum, "%d arguments do not fit the %d bytes", argsNum, n)
	}
	m := &KernelMeta{Name: kernel, Language: "OpenCL C", LanguageVersion: []int64{2, 0}}
	str := at + (argsNum+1)*l.entry
	kernarg := int64(0)
	for i := uint64(0); i < argsNum; i++ {
		e := b[at+i*l.entry : at+(i+1)*l.entry]
		eo := at + i*l.entry
		if l.get(e) != l.entry {
			return nil, fail(eo, "argument %d: entry size %d, expected %d", i, l.get(e), l.entry)
		}
		nl, tl := l.get(e[l.nameLen:]), l.get(e[l.typeLen:])
		if nl > n || tl > n || str+nl+1+tl+1 > n {
			return nil, fail(eo+l.nameLen, "argument %d: name lengths %d and %d run past the %d bytes", i, nl, tl, n)
		}
		a := KernelArg{Name: string(b[str : str+nl]), TypeName: string(b[str+nl+1 : str+nl+1+tl])}
		str += nl + 1 + tl + 1
		vec, typ, space, isPtr, kind := le32(e[l.vec:]), le32(e[l.typ:]), le32(e[l.space:]), le32(e[l.isPtr:]) != 0, le32(e[l.kind:])
		a.IsVolatile, a.IsRestrict, a.IsPipe, a.IsConst = e[l.flags] != 0, e[l.flags+1] != 0, e[l.flags+2] != 0, l.get(e[l.isConst:]) != 0
		size, align := l.pointer, l.pointer
		switch {
		case isPtr && a.IsPipe:
			a.ValueKind, a.AddressSpace = "pipe", "global"
		case isPtr && space == 3:
			a.ValueKind, a.AddressSpace = "dynamic_shared_pointer", "local"
		case isPtr && (space == 4 || space == 5):
			a.ValueKind, a.AddressSpace = "global_buffer", map[uint32]string{4: "global", 5: "constant"}[space]
		case isPtr:
			return nil, fail(eo+l.space, "argument %d (%s): pointer space %d is not local (3), global (4) or constant (5)", i, a.Name, space)
		case typ == 0 && kind == 1:
			a.ValueKind = "sampler"
		case typ >= 1 && typ <= 3 && kind == 2:
			a.ValueKind = "image"
		case typ == 18:
			a.ValueKind = "queue"
		case typ == 15:
			a.ValueKind, a.AddressSpace = "global_buffer", "global" // a structure, passed by pointer
		case kind == 4:
			elem := map[uint32]int64{2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 2, 8: 4, 9: 8, 11: 4, 12: 8}[typ]
			lanes := int64(vec)
			if typ <= 5 {
				lanes = 1
			}
			if elem == 0 || (lanes != 1 && lanes != 2 && lanes != 3 && lanes != 4 && lanes != 8 && lanes != 16) {
				return nil, fail(eo+l.typ, "argument %d (%s): unknown scalar type %d with %d lanes", i, a.Name, typ, vec)
			}
			if lanes == 3 {
				lanes = 4
			}
			a.ValueKind, size, align = "by_value", elem*lanes, elem
		default:
			return nil, fail(eo+l.typ, "argument %d (%s): unknown argument type %d (kind %d)", i, a.Name, typ, kind)
		}
		if h, ok := amdcl2Hidden[a.Name]; ok {
			a.ValueKind = h
		}
		kernarg = (kernarg + align - 1) / align * align
		a.Offset, a.Size = kernarg, size
		kernarg += size
		m.Args = append(m.Args, a)
	}
	m.KernargSegmentSize = (kernarg + 15) / 16 * 16
	return m, nil
}

// textSection is the name of the section that holds the code.
func (f *File) textSection() string {
	if f.textName != "" {
		return f.textName
	}
	return ".text"
}
