package codeobj

import (
	"debug/elf"
	"strings"
)

// Kernel is one kernel of a code object.
type Kernel struct {
	Name string
	// Entry is the address of the kernel's first instruction (for ET_REL,
	// its offset in .text).
	Entry    uint64
	CodeSize uint64
	// CodeSizeToNext is set when the kernel's function symbol has no
	// size (st_size 0, as in Tensile's hand-written assembly): CodeSize
	// then runs from Entry to the next function symbol of the section, or
	// to the section's end, which is where llvm-objdump's listing of the
	// kernel's code (with its local labels) ends.
	CodeSizeToNext bool `json:",omitempty"`
	// Descriptor is the v3+ kernel descriptor at <name>.kd.
	Descriptor *KernelDescriptor `json:",omitempty"`
	// DescriptorAddr is the address (ET_REL: section offset) of <name>.kd.
	DescriptorAddr uint64 `json:",omitempty"`
	// CodeT is the v2 amd_kernel_code_t.
	CodeT *AmdKernelCode `json:",omitempty"`
	// Meta is the kernel's entry of the metadata, nil when there is none.
	Meta *KernelMeta `json:",omitempty"`

	descriptorShndx uint16
}

// WavefrontSize is 32 or 64, from the descriptor (v3+), the metadata or
// amd_kernel_code_t (v2).
func (k *Kernel) WavefrontSize() int {
	switch {
	case k.Descriptor != nil:
		return k.Descriptor.WavefrontSize()
	case k.Meta != nil && k.Meta.WavefrontSize > 0:
		return int(k.Meta.WavefrontSize)
	case k.CodeT != nil && k.CodeT.WavefrontSize == 5:
		return 32
	}
	return 64
}

// readKernels finds each kernel's descriptor (v3+) or amd_kernel_code_t
// (v2), its code and its metadata.
func (f *File) readKernels() error {
	byName := map[string]*Symbol{}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		if s.Kind == SymKernel || s.Kind == SymKernelDescriptor {
			if _, dup := byName[s.Name]; !dup {
				byName[s.Name] = s
			}
		}
	}
	metaBySymbol := map[string]*KernelMeta{}
	if f.Metadata != nil {
		for i := range f.Metadata.Kernels {
			km := &f.Metadata.Kernels[i]
			metaBySymbol[km.Symbol] = km
			if f.Version == 2 {
				metaBySymbol[km.Name] = km
			}
		}
	}
	seen := map[string]bool{}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		var k *Kernel
		var err error
		switch {
		case f.Version >= 3 && s.Kind == SymKernelDescriptor:
			k, err = f.kernelV3(s, byName[strings.TrimSuffix(s.Name, ".kd")])
			if k != nil {
				k.Meta = metaBySymbol[s.Name]
			}
		case f.Version == 2 && s.Kind == SymKernel:
			k, err = f.kernelV2(s)
			if k != nil {
				k.Meta = metaBySymbol[s.Name]
			}
		default:
			continue
		}
		if err != nil {
			return err
		}
		if seen[k.Name] {
			continue
		}
		seen[k.Name] = true
		f.Kernels = append(f.Kernels, k)
	}
	return nil
}

// symbolOffset maps a symbol to its file offset: through the section
// addresses for ET_DYN, as an offset into its section for ET_REL.
func (f *File) symbolOffset(s *Symbol, size uint64) (uint64, bool) {
	if f.Type == elf.ET_REL {
		if int(s.Shndx) >= len(f.Sections) || s.Shndx == 0 {
			return 0, false
		}
		sec := f.Sections[s.Shndx]
		if sec.Type == elf.SHT_NOBITS || s.Value > sec.Size || size > sec.Size-s.Value {
			return 0, false
		}
		return sec.Offset + s.Value, true
	}
	return f.ef.addrToOffset(s.Value, size)
}

func (f *File) kernelV3(kd *Symbol, fn *Symbol) (*Kernel, error) {
	r := f.ef.r
	off, ok := f.symbolOffset(kd, KernelDescriptorSize)
	if !ok {
		return nil, r.errorf(kd.off, "symbol %s: st_value %#x (section %d): the 64-byte kernel descriptor is not inside a section with contents", kd.Name, kd.Value, kd.Shndx)
	}
	desc, err := ParseKernelDescriptor(r.data[off:off+KernelDescriptorSize], f.Target.Generation(), r.name, r.base+int64(off))
	if err != nil {
		return nil, err
	}
	k := &Kernel{Name: strings.TrimSuffix(kd.Name, ".kd"), Descriptor: desc, DescriptorAddr: kd.Value, descriptorShndx: kd.Shndx}
	switch {
	case f.Type == elf.ET_REL && fn != nil:
		// Unlinked: the entry offset is a relocation; the function symbol
		// gives the code's offset in its section.
		k.Entry = fn.Value
	default:
		k.Entry = kd.Value + uint64(desc.KernelCodeEntryByteOffset)
	}
	if fn != nil {
		k.CodeSize = fn.Size
		if fn.Size == 0 {
			k.CodeSize, k.CodeSizeToNext = f.ExtentToNext(fn)
		}
	}
	return k, nil
}

// ExtentToNext measures a function symbol without a size: from its value
// to the next STT_FUNC symbol of its section (aliases at the same address
// do not count), else to the section's end. It returns 0, false when the
// symbol is not inside a section. Kernel.CodeSize is this for a kernel
// whose symbol has no size; opcoverage measures device functions with it.
func (f *File) ExtentToNext(fn *Symbol) (uint64, bool) {
	if fn.Shndx == 0 || int(fn.Shndx) >= len(f.Sections) {
		return 0, false
	}
	sec := f.Sections[fn.Shndx]
	end := sec.Addr + sec.Size
	if f.Type == elf.ET_REL {
		end = sec.Size
	}
	if fn.Value >= end {
		return 0, false
	}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		if s.Shndx == fn.Shndx && s.Type == elf.STT_FUNC && s.Value > fn.Value && s.Value < end {
			end = s.Value
		}
	}
	return end - fn.Value, true
}

func (f *File) kernelV2(s *Symbol) (*Kernel, error) {
	r := f.ef.r
	off, ok := f.symbolOffset(s, AmdKernelCodeSize)
	if !ok {
		return nil, r.errorf(s.off, "symbol %s: st_value %#x: the 256-byte amd_kernel_code_t is not inside a section with contents", s.Name, s.Value)
	}
	c, err := ParseAmdKernelCode(r.data[off:off+AmdKernelCodeSize], f.Target.Generation(), r.name, r.base+int64(off))
	if err != nil {
		return nil, err
	}
	k := &Kernel{Name: s.Name, CodeT: c, Entry: s.Value + uint64(c.KernelCodeEntryByteOffset)}
	if e := uint64(c.KernelCodeEntryByteOffset); s.Size > e {
		k.CodeSize = s.Size - e
	}
	return k, nil
}
