package codeobj

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"runtime/debug"
	"sort"
	"strings"
)

// Options control how a file is opened.
type Options struct {
	// Target picks the code object of a fat binary or offload bundle:
	// a processor ("gfx90a") or a full target ID ("gfx90a:xnack-").
	Target string
	// Kernel, when the target has several code objects (a library built
	// from several translation units has one per unit and target), picks
	// the one that defines this kernel; without it, the first.
	Kernel string
}

// File is a parsed AMDGPU code object.
type File struct {
	Name string // the name given to Open or Parse
	// Data is the code object's bytes (for a fat binary, the chosen
	// bundle entry's).
	Data []byte
	// Bundle is the offload bundle entry Data came from, nil for a plain ELF.
	Bundle *BundleEntry
	// Bundles lists every entry of the fat binary or bundle, nil for a plain ELF.
	Bundles []BundleEntry

	Header   Header
	Sections []*Section
	Segments []Segment
	Target   Target
	Version  int      // code object version, 2..6
	Type     elf.Type // ET_DYN or ET_REL
	Symbols  []Symbol
	Notes    []Note
	Kernels  []*Kernel
	Metadata *Metadata // nil when the code object has no metadata note
	// Format is "" for an HSA code object, FormatAmdCL2 for an AMD
	// Catalyst OpenCL 2.0 binary (then the rest describes its inner ELF).
	Format string
	// Pointer32 is set for a 32-bit AMD OpenCL 2.0 binary: its pointer
	// arguments (and size_t setup arguments) are 4 bytes, so the buffers
	// they point to must lie below 4 GiB.
	Pointer32 bool

	ef       *elfFile
	textName string // the code's section, when not .text
}

// Open reads and parses the file at path. Of a fat binary or offload
// bundle it keeps only the chosen code object in memory: the file is
// mapped while it is parsed (where the system can), so that the other
// targets' code objects are never read.
func Open(path string, opts Options) (*File, error) {
	data, unmap, err := mapFile(path)
	if err != nil {
		return nil, err
	}
	if unmap == nil {
		return Parse(data, path, opts)
	}
	defer unmap()
	return parseMapped(data, path, opts)
}

// parseMapped parses a mapped file: the File it returns holds no bytes of
// the mapping (the chosen bundle entry is copied), and a fault on the
// mapping (the file shrank under it) is an error.
func parseMapped(data []byte, path string, opts Options) (f *File, err error) {
	old := debug.SetPanicOnFault(true)
	defer debug.SetPanicOnFault(old)
	defer func() {
		if r := recover(); r != nil {
			if _, fault := r.(interface{ Addr() uintptr }); !fault {
				panic(r)
			}
			f, err = nil, fmt.Errorf("%s: the file changed while it was read", path)
		}
	}()
	if f, err = parse(data, path, opts, true); err != nil {
		return nil, err
	}
	if f.Bundle == nil {
		// A plain code object: keep a copy of it all.
		return parse(bytes.Clone(data), path, opts, false)
	}
	for i := range f.Bundles {
		if &f.Bundles[i] != f.Bundle {
			f.Bundles[i].data = nil
		}
	}
	return f, nil
}

// Parse parses data, the contents of the file called name: an AMDGPU ELF,
// an offload bundle (plain or compressed), or a host ELF with a .hip_fatbin
// section.
func Parse(data []byte, name string, opts Options) (*File, error) {
	return parse(data, name, opts, false)
}

// parse is Parse; with clone, the code object chosen from a bundle is
// parsed from a copy of its bytes.
func parse(data []byte, name string, opts Options, clone bool) (*File, error) {
	r := &reader{name: name, data: data}
	if bytes.HasPrefix(data, []byte(BundleMagic)) || bytes.HasPrefix(data, []byte(CompressedBundleMagic)) {
		es, err := parseBundles(r, 0)
		if err != nil {
			return nil, err
		}
		return parseBundleEntry(r, es, opts, clone)
	}
	// ELF32 is read only as the outer file of a 32-bit AMD OpenCL 2.0
	// binary: the checks below refuse it as anything else.
	ef, err := parseELFClass(r, true)
	if err != nil {
		return nil, err
	}
	if ef.l.class == elf.ELFCLASS32 {
		syms, err := ef.parseSymbols()
		if err != nil {
			return nil, err
		}
		if isAmdCL2(syms) {
			return parseAmdCL2(ef, syms)
		}
		return nil, r.errorf(elf.EI_CLASS, "EI_CLASS is ELFCLASS32, expected ELFCLASS64 (an ELF32 file is read only as an AMD OpenCL 2.0 binary, and this one has no %sNAME%s symbol)", amdcl2MetaPrefix, amdcl2MetaSuffix)
	}
	if ef.hdr.Machine != elf.EM_AMDGPU {
		if s := ef.section(".hip_fatbin"); s != nil {
			d, err := ef.data(s)
			if err != nil {
				return nil, err
			}
			es, err := parseBundles(&reader{name: name, data: d, base: int64(s.Offset)}, 0)
			if err != nil {
				return nil, err
			}
			return parseBundleEntry(r, es, opts, clone)
		}
		if syms, err := ef.parseSymbols(); err == nil && isAmdCL2(syms) {
			return parseAmdCL2(ef, syms)
		}
		return nil, r.errorf(18, "e_machine is %v, expected EM_AMDGPU (or a host ELF with a .hip_fatbin section)", ef.hdr.Machine)
	}
	return parseAMDGPU(ef)
}

func parseBundleEntry(r *reader, es []BundleEntry, opts Options, clone bool) (*File, error) {
	e, err := selectBundleEntry(r, es, opts.Target, opts.Kernel)
	if err != nil {
		return nil, err
	}
	if clone {
		e.data = bytes.Clone(e.data)
	}
	name := fmt.Sprintf("%s[%s]", r.name, e.TargetID())
	inner := &reader{name: name, data: e.data}
	ef, err := parseELF(inner)
	if err != nil {
		return nil, err
	}
	if ef.hdr.Machine != elf.EM_AMDGPU {
		return nil, inner.errorf(18, "e_machine is %v, expected EM_AMDGPU", ef.hdr.Machine)
	}
	f, err := parseAMDGPU(ef)
	if err != nil {
		return nil, err
	}
	f.Bundle, f.Bundles = e, es
	return f, nil
}

// parseAMDGPU reads an AMDGPU ELF's version, target, symbols, notes,
// metadata and kernels.
func parseAMDGPU(ef *elfFile) (*File, error) {
	r := ef.r
	f := &File{
		Name: r.name, Data: r.data, Header: ef.hdr, Sections: ef.sections, Segments: ef.segments,
		Type: ef.hdr.Type, ef: ef,
	}
	if f.Type != elf.ET_DYN && f.Type != elf.ET_REL {
		return nil, r.errorf(16, "e_type is %v, expected ET_DYN or ET_REL", f.Type)
	}
	var err error
	if f.Notes, err = ef.notes(); err != nil {
		return nil, err
	}
	if f.Symbols, err = ef.parseSymbols(); err != nil {
		return nil, err
	}
	if err := f.readVersionAndTarget(); err != nil {
		return nil, err
	}
	if err := f.readMetadata(); err != nil {
		return nil, err
	}
	if err := f.readKernels(); err != nil {
		return nil, err
	}
	return f, nil
}

// readVersionAndTarget derives the code object version from EI_ABIVERSION
// (and v2's notes) and the target from e_flags or v2's ISA note.
func (f *File) readVersionAndTarget() error {
	r := f.ef.r
	h := f.Header
	var v2 bool
	for _, n := range f.Notes {
		if n.Owner == "AMD" && (n.Type == NT_AMD_HSA_CODE_OBJECT_VERSION || n.Type == NT_AMD_HSA_ISA_VERSION) {
			v2 = true
		}
	}
	switch {
	case h.OSABI != ELFOSABI_AMDGPU_HSA:
		return r.errorf(elf.EI_OSABI, "EI_OSABI is %d, expected %d (ELFOSABI_AMDGPU_HSA)", h.OSABI, ELFOSABI_AMDGPU_HSA)
	case h.ABIVersion == ELFABIVERSION_AMDGPU_HSA_V2 || v2 && h.ABIVersion == 0:
		f.Version = 2
	case h.ABIVersion <= ELFABIVERSION_AMDGPU_HSA_V6:
		f.Version = int(h.ABIVersion) + 2
	default:
		return r.errorf(elf.EI_ABIVERSION, "EI_ABIVERSION is %d, expected 0..4 (code object v2..v6)", h.ABIVersion)
	}
	if f.Version >= 3 {
		t, err := targetFromFlags(h.Flags, f.Version)
		if err != nil {
			return r.errorf(48, "%v", err)
		}
		f.Target = t
		return nil
	}
	// v2: NT_AMD_HSA_ISA_VERSION names the processor; e_flags carry xnack.
	f.Target.XNACK, f.Target.SRAMECC = FeatureUnsupported, FeatureUnsupported
	for _, n := range f.Notes {
		if n.Owner == "AMD" && n.Type == NT_AMD_HSA_ISA_VERSION {
			iv, err := parseISAVersionNote(r, n)
			if err != nil {
				return err
			}
			f.Target.Processor = processorFromISAVersion(iv.Major, iv.Minor, iv.Stepping)
		}
	}
	if f.Target.Processor == "" {
		if name, ok := machNames[h.Flags&efAMDGPUMach]; ok {
			f.Target.Processor, f.Target.Mach = name, h.Flags&efAMDGPUMach
		} else {
			return r.errorf(0, "code object v2 without an NT_AMD_HSA_ISA_VERSION note: the processor is unknown")
		}
	}
	if processorHasXNACK(f.Target.Processor) {
		f.Target.XNACK = FeatureOff
		if h.Flags&efAMDGPUFeatureXNACKV2 != 0 {
			f.Target.XNACK = FeatureOn
		}
	}
	f.Target.TrapHandler = h.Flags&efAMDGPUFeatureTrapHandlerV2 != 0
	return nil
}

// readMetadata reads the metadata note. A v3+ code object linked from
// several objects, each with its own NT_AMDGPU_METADATA note (Tensile's
// kernel libraries have one per kernel), has its kernels in all of them:
// they are merged as AMD's comgr merges them (mergeNoteRecords in
// comgr-metadata.cpp): the same amdhsa.version in every note,
// amdhsa.kernels appended, amdhsa.printf from at most one note.
func (f *File) readMetadata() error {
	r := f.ef.r
	for _, n := range f.Notes {
		switch {
		case n.Owner == "AMDGPU" && n.Type == NT_AMDGPU_METADATA:
			md, err := parseMetadataMsgpack(r, n.Desc, n.Off-r.base)
			if err != nil {
				return err
			}
			if f.Metadata == nil {
				f.Metadata = md
				continue
			}
			if err := f.Metadata.merge(md); err != nil {
				return r.errorf(n.Off-r.base, "NT_AMDGPU_METADATA: %v", err)
			}
		case f.Metadata != nil:
			// v3+ notes only after the first one.
		case n.Owner == "AMD" && n.Type == NT_AMD_HSA_METADATA:
			md, err := parseMetadataV2(r, n.Desc, n.Off-r.base)
			if err != nil {
				return err
			}
			f.Metadata = md
			return nil
		}
	}
	return nil
}

// Section returns the section called name, or nil.
func (f *File) Section(name string) *Section { return f.ef.section(name) }

// SectionData returns the contents of the section called name.
func (f *File) SectionData(name string) ([]byte, error) {
	s := f.ef.section(name)
	if s == nil {
		return nil, fmt.Errorf("%s: no %s section", f.Name, name)
	}
	return f.ef.data(s)
}

// Text returns the address and contents of the .text section. For ET_REL
// the address is 0 and symbol values in .text are offsets into it.
func (f *File) Text() (addr uint64, code []byte, err error) {
	s := f.ef.section(f.textSection())
	if s == nil {
		return 0, nil, fmt.Errorf("%s: no %s section", f.Name, f.textSection())
	}
	code, err = f.ef.data(s)
	return s.Addr, code, err
}

// Kernel returns the kernel called name. The error lists the kernels there
// are. With name "" it returns the only kernel.
func (f *File) Kernel(name string) (*Kernel, error) {
	if name == "" && len(f.Kernels) == 1 {
		return f.Kernels[0], nil
	}
	for _, k := range f.Kernels {
		if k.Name == name {
			return k, nil
		}
	}
	names := make([]string, len(f.Kernels))
	for i, k := range f.Kernels {
		names[i] = k.Name
	}
	sort.Strings(names)
	if name == "" {
		return nil, fmt.Errorf("%s: %d kernels, choose one with --kernel: %s", f.Name, len(f.Kernels), strings.Join(names, ", "))
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: %w %q: the code object has no kernels", f.Name, ErrNoKernel, name)
	}
	return nil, fmt.Errorf("%s: %w %q; the kernels are: %s", f.Name, ErrNoKernel, name, strings.Join(names, ", "))
}

// Symbol returns the symbol called name.
func (f *File) Symbol(name string) (Symbol, bool) {
	for _, s := range f.Symbols {
		if s.Name == name {
			return s, true
		}
	}
	return Symbol{}, false
}

// IsFormatError reports whether err is (or wraps) a *FormatError.
func IsFormatError(err error) bool {
	var fe *FormatError
	return errors.As(err, &fe)
}
