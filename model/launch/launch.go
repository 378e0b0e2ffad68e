package launch

import (
	"context"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"strconv"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// StackBytes is the least private segment a work-item of a kernel with a
// private segment gets: the ROCm runtime reserves a call stack of its stack
// limit per work-item (HIP's hipLimitStackSize, 1 KiB by default) beyond
// what private_segment_fixed_size says, which a recursive kernel relies
// on: LLVM does not count recursion in the fixed size.
const StackBytes = 1 << 10

// DynamicStackBytes is the private segment each work-item gets when its
// kernel has a dynamic call stack (recursion, indirect calls), whose
// private_segment_fixed_size does not bound the stack. The ROCm runtime
// gives such kernels a default stack limit too (HIP's hipLimitStackSize is
// 1 KiB); gcndbg is generous so that recursive kernels run without tuning.
const DynamicStackBytes = 16 << 10

// usesDynamicStack reports whether the descriptor, amd_kernel_code_t or
// metadata says the kernel's stack size is not known statically.
func usesDynamicStack(k *codeobj.Kernel) bool {
	switch {
	case k.Descriptor != nil && k.Descriptor.Props.UsesDynamicStack != 0:
		return true
	case k.CodeT != nil && k.CodeT.Props.IsDynamicCallStack != 0:
		return true
	}
	return k.Meta != nil && (k.Meta.UsesDynamicStack || k.Meta.IsDynamicCallStack)
}

// MaxWorkgroups bounds the workgroups of one dispatch. A grid of more is
// refused before it runs: at the interpreter's speed it would not finish
// (and 2^32 workgroups of even one wave each are over 10^11 instructions).
const MaxWorkgroups = 1<<32 - 1

// Launch is one dispatch of one kernel, ready to run.
type Launch struct {
	File   *codeobj.File
	Kernel *codeobj.Kernel
	Name   string // the kernel's name
	Args   *args.File
	Arch   exec.Arch
	Config exec.KernelConfig
	// Program is the kernel's code, decoded once.
	Program *exec.Program
	// Memory is the global address space: the loaded code object, the
	// buffers, and (once set up) kernarg, packet, queue and scratch.
	Memory *exec.Memory
	// Dispatch has the grid, workgroup, dynamic LDS and the kernarg bytes.
	Dispatch *exec.Dispatch
	// Bindings are the explicit arguments with their bytes.
	Bindings []args.Binding
	// Image is the allocation holding the loaded code object (its PT_LOAD
	// segments at their addresses relative to Image.Base).
	Image *exec.Allocation

	buffers  map[string]*exec.Allocation
	runtime  map[string]*exec.Allocation
	queuePtr []hiddenArg
	allocs   []allocRecord // every allocation made, to predict exec's layout
	ran      bool
	dwarf    *dwarf.Data
	dwarfErr error
}

type allocRecord struct {
	size uint64
}

// Output is one `output: true` buffer read back after a run.
type Output struct {
	Name string
	Type args.ElemType
	Data []byte
}

// New prepares the dispatch of kernel (or the args file's `kernel:`, or the
// only kernel) of f as a describes it. Mistakes in the args file against the
// metadata are *args.Error; a kernel the interpreter cannot run, or a code
// object it cannot lay out, is a plain error naming the file and kernel.
func New(f *codeobj.File, kernel string, a *args.File) (*Launch, error) {
	return newLaunch(f, kernel, a, false)
}

// NewInPlace is New for a caller that needs no argument's initial bytes once
// the dispatch runs (gcndbg run): each buffer is its binding's Data itself
// rather than a copy, so a Bindings[i].Data of a buffer changes as the
// kernel writes it. It saves a copy of every input (8 MB for vadd 1M).
func NewInPlace(f *codeobj.File, kernel string, a *args.File) (*Launch, error) {
	return newLaunch(f, kernel, a, true)
}

func newLaunch(f *codeobj.File, kernel string, a *args.File, inPlace bool) (*Launch, error) {
	if kernel == "" {
		kernel = a.Kernel
	}
	k, err := f.Kernel(kernel)
	if err != nil {
		return nil, err
	}
	l := &Launch{File: f, Kernel: k, Name: k.Name, Args: a, buffers: map[string]*exec.Allocation{}, runtime: map[string]*exec.Allocation{}}
	proc := f.Target.Processor
	if l.Arch, err = exec.ArchByName(proc); err != nil {
		return nil, fmt.Errorf("%s: kernel %s: %w", f.Name, k.Name, err)
	}
	t, err := isa.LookupTarget(proc)
	if err != nil {
		return nil, fmt.Errorf("%s: kernel %s: %w", f.Name, k.Name, err)
	}
	switch {
	case k.Descriptor != nil:
		l.Config = ConfigFromDescriptor(k.Descriptor)
	case k.CodeT != nil:
		if l.Config, err = ConfigFromKernelCode(k.CodeT); err != nil {
			return nil, fmt.Errorf("%s: kernel %s: %w", f.Name, k.Name, err)
		}
	default:
		return nil, fmt.Errorf("%s: kernel %s has neither a kernel descriptor nor an amd_kernel_code_t", f.Name, k.Name)
	}
	if k.Meta == nil {
		return nil, fmt.Errorf("%s: kernel %s has no metadata: its kernel arguments cannot be laid out", f.Name, k.Name)
	}
	switch {
	case usesDynamicStack(k):
		l.Config.PrivateSegmentFixedSize = max(l.Config.PrivateSegmentFixedSize, DynamicStackBytes)
	case l.Config.EnablePrivateSegment:
		l.Config.PrivateSegmentFixedSize = max(l.Config.PrivateSegmentFixedSize, StackBytes)
	}
	if err := l.setDispatch(); err != nil {
		return nil, err
	}
	l.Memory = l.newMemory()
	if err := l.loadImage(); err != nil {
		return nil, err
	}
	// Decode for the descriptor's wave size (RDNA): operand widths (a
	// wave64 WMMA's C/D span half the registers of a wave32 one) and lane
	// masks depend on it.
	if w, err := t.WithWaveSize(l.Config.WaveSize()); err == nil && l.Arch.Gen >= exec.GFX10 {
		t = w
	}
	if err := l.loadProgram(t); err != nil {
		return nil, err
	}
	if l.Bindings, err = a.Bind(l.params()); err != nil {
		return nil, err
	}
	for _, b := range l.Bindings {
		if !b.Param.Pointer {
			continue
		}
		name := b.Param.DisplayName()
		var al *exec.Allocation
		if inPlace {
			// The binding's bytes themselves: no second buffer, not even
			// an untouched one (it would count toward the heap's size
			// and bring the first collection forward into the dispatch).
			al, err = l.place(name, exec.AllocBuffer, b.Data)
		} else {
			al, err = l.allocate(name, exec.AllocBuffer, uint64(len(b.Data)))
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", a.Path, err)
		}
		if !inPlace && (b.Arg == nil || b.Arg.Buffer == nil || b.Arg.Buffer.Init.Kind != args.InitZero) {
			// A new allocation is zeroed already: copying a zero init
			// would only touch twice its bytes.
			copy(al.Data, b.Data)
		}
		l.buffers[name] = al
	}
	if err := l.layoutKernarg(k.Meta, l.Bindings); err != nil {
		return nil, err
	}
	// A printf metadata string that does not parse is bad input, found
	// before the dispatch runs rather than after.
	if _, err := l.PrintfTable(); err != nil {
		return nil, err
	}
	return l, nil
}

// setDispatch checks the args file's sizes and fills the Dispatch.
func (l *Launch) setDispatch() error {
	a := l.Args
	d := &exec.Dispatch{Workgroup: a.Workgroup, DynamicLDS: a.DynamicLDS, DispatchID: 0}
	for i, g := range a.Grid {
		if g == 0 || g > 0xffff_ffff {
			return &args.Error{File: a.Path, Key: "grid", Msg: fmt.Sprintf("%c is %d, expected 1..4294967295 work-items", "xyz"[i], g)}
		}
		d.Grid[i] = uint32(g)
	}
	if err := d.Validate(); err != nil {
		return &args.Error{File: a.Path, Key: "workgroup", Msg: err.Error()}
	}
	size := uint64(d.Workgroup[0]) * uint64(d.Workgroup[1]) * uint64(d.Workgroup[2])
	if m := l.Kernel.Meta; m != nil && m.MaxFlatWorkgroupSize > 0 && size > uint64(m.MaxFlatWorkgroupSize) {
		return &args.Error{File: a.Path, Key: "workgroup", Msg: fmt.Sprintf("%d work-items exceed kernel %s's .max_flat_workgroup_size of %d",
			size, strconv.Quote(l.Kernel.Name), m.MaxFlatWorkgroupSize)}
	}
	if lds := uint64(l.Config.GroupSegmentFixedSize) + uint64(d.DynamicLDS); lds > uint64(l.Arch.LDSBytes) {
		return &args.Error{File: a.Path, Key: "dynamic_lds", Msg: fmt.Sprintf("%d bytes of LDS (%d static + %d dynamic) exceed the %d bytes a workgroup can have on %s",
			lds, l.Config.GroupSegmentFixedSize, d.DynamicLDS, l.Arch.LDSBytes, l.Arch.Name)}
	}
	n := d.NumWorkgroups()
	if hi, total := bits.Mul64(uint64(n[0])*uint64(n[1]), uint64(n[2])); hi != 0 || total > MaxWorkgroups {
		return &args.Error{File: a.Path, Key: "grid", Msg: fmt.Sprintf("%dx%dx%d workgroups: more than the %d gcndbg runs in one dispatch",
			n[0], n[1], n[2], uint64(MaxWorkgroups))}
	}
	if k := l.Kernel; k.Descriptor != nil {
		d.KernelObject = k.DescriptorAddr
	}
	l.Dispatch = d
	return nil
}

// newMemory is the dispatch's global address space: below 4 GiB for a code
// object whose pointers are 32 bits (a 32-bit AMD OpenCL 2.0 binary), so
// that every buffer's address fits its 4-byte pointer argument.
func (l *Launch) newMemory() *exec.Memory {
	if l.File.Pointer32 {
		return exec.NewMemory32()
	}
	return exec.NewMemory()
}

// allocate places a zeroed allocation and records it, so that the
// addresses exec.NewSetup will choose can be predicted.
func (l *Launch) allocate(name string, kind exec.AllocKind, size uint64) (*exec.Allocation, error) {
	a, err := l.Memory.Allocate(name, kind, size, 0)
	if err != nil {
		return nil, err
	}
	l.allocs = append(l.allocs, allocRecord{size: size})
	return a, nil
}

// place is allocate for bytes the caller made (see exec.Memory.Place).
func (l *Launch) place(name string, kind exec.AllocKind, data []byte) (*exec.Allocation, error) {
	a, err := l.Memory.Place(name, kind, data, 0)
	if err != nil {
		return nil, err
	}
	l.allocs = append(l.allocs, allocRecord{size: uint64(len(data))})
	return a, nil
}

// loadImage maps the code object's loadable segments into memory, as the
// loader does, so that s_getpc-relative accesses to .rodata find their data.
// An ET_REL object has no segments: its sections are placed at their
// (zero-based) addresses instead, which the caller treats as offsets.
func (l *Launch) loadImage() error {
	f := l.File
	var span uint64
	for _, s := range f.Segments {
		if s.Type == elf.PT_LOAD {
			span = max(span, s.Vaddr+s.Memsz)
		}
	}
	if f.Type == elf.ET_REL || span == 0 {
		_, text, err := f.Text()
		if err != nil {
			return err
		}
		a, err := l.allocate("code object", exec.AllocCode, uint64(len(text)))
		if err != nil {
			return err
		}
		copy(a.Data, text)
		l.Image = a
		return nil
	}
	if span > uint64(len(f.Data))+1<<30 {
		return fmt.Errorf("%s: the loadable segments span %d bytes, far beyond the file's %d", f.Name, span, len(f.Data))
	}
	a, err := l.allocate("code object", exec.AllocCode, span)
	if err != nil {
		return err
	}
	for _, s := range f.Segments {
		if s.Type != elf.PT_LOAD || s.Filesz == 0 {
			continue
		}
		if s.Offset+s.Filesz > uint64(len(f.Data)) || s.Filesz > s.Memsz {
			return fmt.Errorf("%s: PT_LOAD segment at file offset %#x: %d bytes run past the end of the file", f.Name, s.Offset, s.Filesz)
		}
		copy(a.Data[s.Vaddr:], f.Data[s.Offset:s.Offset+s.Filesz])
	}
	l.Image = a
	return l.relocate()
}

// relocate applies the code object's dynamic relocations to the loaded
// image, as ROCr's loader does: the types AMDGPUUsage lists as dynamic
// (R_AMDGPU_RELATIVE64, ABS64, ABS32, ABS32_LO, ABS32_HI; NONE does
// nothing). Any other type, an undefined non-weak symbol, or a field
// outside the image is an error naming the entry.
func (l *Launch) relocate() error {
	f, img := l.File, l.Image
	rels, err := f.DynamicRelocations()
	if err != nil {
		return err
	}
	base := img.Base
	for _, r := range rels {
		where := func() string {
			s := fmt.Sprintf("%s: %s at offset %#x (%s entry at file offset %#x", f.Name, codeobj.RelocTypeName(r.Type), r.Offset, r.Section, r.Entry)
			if r.SymIndex != 0 {
				s += ", symbol " + strconv.Quote(r.SymName)
			}
			return s + ")"
		}
		var size uint64
		switch r.Type {
		case codeobj.R_AMDGPU_NONE:
			continue
		case codeobj.R_AMDGPU_RELATIVE64, codeobj.R_AMDGPU_ABS64:
			size = 8
		case codeobj.R_AMDGPU_ABS32, codeobj.R_AMDGPU_ABS32_LO, codeobj.R_AMDGPU_ABS32_HI:
			size = 4
		default:
			return fmt.Errorf("%s: not a dynamic relocation the loader applies", where())
		}
		if r.Offset > uint64(len(img.Data)) || uint64(len(img.Data))-r.Offset < size {
			return fmt.Errorf("%s: the field is outside the loaded segments (%d bytes)", where(), len(img.Data))
		}
		var s uint64
		switch {
		case r.Type == codeobj.R_AMDGPU_RELATIVE64:
			s = base // B + A
		case r.SymIndex == 0:
		case r.SymAbsolute:
			s = r.SymValue
		case r.SymDefined:
			s = base + r.SymValue
		case !r.SymWeak:
			return fmt.Errorf("%s: the symbol is undefined (gcndbg loads one code object; nothing defines it)", where())
		}
		v := s + uint64(r.Addend)
		field := img.Data[r.Offset:]
		switch r.Type {
		case codeobj.R_AMDGPU_RELATIVE64, codeobj.R_AMDGPU_ABS64:
			binary.LittleEndian.PutUint64(field, v)
		case codeobj.R_AMDGPU_ABS32:
			if v > math.MaxUint32 {
				return fmt.Errorf("%s: the value %#x does not fit its 32-bit field", where(), v)
			}
			binary.LittleEndian.PutUint32(field, uint32(v))
		case codeobj.R_AMDGPU_ABS32_LO:
			binary.LittleEndian.PutUint32(field, uint32(v))
		case codeobj.R_AMDGPU_ABS32_HI:
			binary.LittleEndian.PutUint32(field, uint32(v>>32))
		}
	}
	return nil
}

// loadProgram decodes the kernel's code.
func (l *Launch) loadProgram(t *isa.Target) error {
	f, k := l.File, l.Kernel
	textAddr, text, err := f.Text()
	if err != nil {
		return err
	}
	if k.Entry < textAddr || k.Entry-textAddr >= uint64(len(text)) {
		return fmt.Errorf("%s: kernel %s: entry %#x is outside .text (%#x, %d bytes)", f.Name, k.Name, k.Entry, textAddr, len(text))
	}
	entry := k.Entry - textAddr
	code, base := text, l.Image.Base+textAddr
	if f.Type == elf.ET_REL {
		base = l.Image.Base
	}
	if k.CodeT != nil {
		// v2: amd_kernel_code_t headers sit between kernels in .text;
		// decode from the kernel's first instruction so that a header
		// never shifts the instruction boundaries.
		code, base, entry = text[entry:], base+entry, 0
	}
	l.Program, err = exec.NewProgramFuncs(l.Arch, t, l.Config, k.Name, code, base, entry, l.functions(textAddr, uint64(len(text))-uint64(len(code))))
	if err != nil {
		return fmt.Errorf("%s: kernel %s: %w", f.Name, k.Name, err)
	}
	return nil
}

// functions splits the program's code (which starts skip bytes into .text,
// at textAddr) at the code object's function symbols, so that it is decoded
// one function at a time, each kernel's against its own descriptor's
// register counts; device functions take the dispatched kernel's.
func (l *Launch) functions(textAddr, skip uint64) []exec.Function {
	f := l.File
	start := textAddr + skip
	var fs []exec.Function
	configs := map[uint64]*exec.KernelConfig{}
	for _, k := range f.Kernels {
		var c exec.KernelConfig
		switch {
		case k == l.Kernel:
			c = l.Config
		case k.Descriptor != nil:
			c = ConfigFromDescriptor(k.Descriptor)
		case k.CodeT != nil:
			var err error
			if c, err = ConfigFromKernelCode(k.CodeT); err != nil {
				continue
			}
			if h := uint64(k.CodeT.KernelCodeEntryByteOffset); k.Entry >= start+h {
				// The amd_kernel_code_t before it is no code.
				fs = append(fs, exec.Function{Start: k.Entry - h - start})
			}
		default:
			continue
		}
		if k.Entry >= start {
			configs[k.Entry] = &c
			fs = append(fs, exec.Function{Start: k.Entry - start, Config: &c})
		}
	}
	for _, s := range f.Symbols {
		if s.Section == ".text" && s.Type == elf.STT_FUNC && s.Value >= start && configs[s.Value] == nil {
			fs = append(fs, exec.Function{Start: s.Value - start})
		}
	}
	return fs
}

// Buffer returns the allocation of a buffer argument by any of its
// args.yaml names (nil when there is none).
func (l *Launch) Buffer(name string) *exec.Allocation {
	ps := make([]args.Param, len(l.Bindings))
	for i, b := range l.Bindings {
		ps[i] = b.Param
	}
	if i, ok := args.Lookup(ps, name); ok {
		return l.buffers[ps[i].DisplayName()]
	}
	return nil
}

// Slots is the number of scratch wave slots exec.Run sets up for opts: one
// per wave of a workgroup for each of its goroutines.
func (l *Launch) Slots(opts exec.Options) int {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	n := l.Dispatch.NumWorkgroups()
	total := uint64(n[0]) * uint64(n[1]) * uint64(n[2])
	if uint64(jobs) > total {
		jobs = int(total)
	}
	wg := l.Dispatch.Workgroup
	per := (int(wg[0]*wg[1]*wg[2]) + l.Program.WaveSize() - 1) / l.Program.WaveSize()
	return jobs * per
}

// NewSetup lays the dispatch out in memory (kernarg, packet, queue,
// scratch for slots waves) for a caller that runs waves itself (the
// debugger) and fills the hidden queue pointer. Call it, or Run, once.
func (l *Launch) NewSetup(slots int) (*exec.Setup, error) {
	if l.ran {
		return nil, errors.New("launch: the dispatch was already set up")
	}
	l.ran = true
	s, err := exec.NewSetup(l.Arch, &l.Program.Config, l.Dispatch, l.Memory, slots)
	if err != nil {
		return nil, err
	}
	for _, q := range l.queuePtr {
		putSized(s.Kernarg.Data[q.offset:q.offset+q.size], s.Queue.Base)
	}
	return s, nil
}

// predictQueue replays the allocations made so far in a scratch address
// space and lets exec.NewSetup lay out the dispatch there: allocation is
// deterministic, so the queue lands where exec.Run will put it.
func (l *Launch) predictQueue(slots int) (uint64, error) {
	m := l.newMemory()
	for _, r := range l.allocs {
		if _, err := m.Allocate("", exec.AllocBuffer, r.size, 0); err != nil {
			return 0, err
		}
	}
	d := *l.Dispatch
	s, err := exec.NewSetup(l.Arch, &l.Program.Config, &d, m, slots)
	if err != nil {
		return 0, err
	}
	return s.Queue.Base, nil
}

// Run executes the dispatch to its end with exec.Run. It may be called
// once. A kernel fault is an *exec.Fault.
func (l *Launch) Run(ctx context.Context, opts exec.Options) (*exec.Result, error) {
	if l.ran {
		return nil, errors.New("launch: the dispatch already ran")
	}
	l.ran = true
	var queue uint64
	if len(l.queuePtr) > 0 {
		q, err := l.predictQueue(l.Slots(opts))
		if err != nil {
			return nil, err
		}
		queue = q
		for _, h := range l.queuePtr {
			putSized(l.Dispatch.Kernarg[h.offset:h.offset+h.size], q)
		}
	}
	res, err := exec.Run(ctx, l.Program, l.Dispatch, l.Memory, opts)
	if res != nil && len(l.queuePtr) > 0 && res.Setup.Queue.Base != queue {
		return res, fmt.Errorf("launch: internal error: hidden_queue_ptr %#x, but exec placed the queue at %#x", queue, res.Setup.Queue.Base)
	}
	return res, err
}

// Outputs returns every buffer the args file marks as an output, in
// parameter order. Data is the buffer's memory itself, not a copy: a 4 MB
// output is written out without another 4 MB.
func (l *Launch) Outputs() []Output {
	var out []Output
	for _, b := range l.Bindings {
		if b.Arg == nil || b.Arg.Buffer == nil || !b.Arg.Buffer.Output {
			continue
		}
		name := b.Param.DisplayName()
		a := l.buffers[name]
		if a == nil {
			continue
		}
		out = append(out, Output{Name: name, Type: b.Arg.Buffer.Type, Data: a.Data})
	}
	return out
}
