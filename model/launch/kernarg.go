package launch

import (
	"encoding/binary"
	"fmt"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/printf"
)

// Value kinds of kernel arguments (AMDGPUUsage "Code Object V3 Metadata"
// and "V5 Metadata"; v2's CamelCase kinds arrive translated to these).
const (
	kindByValue              = "by_value"
	kindGlobalBuffer         = "global_buffer"
	kindDynamicSharedPointer = "dynamic_shared_pointer"
)

// Params lists the explicit parameters of a kernel's metadata in order, as
// args.Bind wants them. A dynamic_shared_pointer parameter (an OpenCL
// `__local T *` argument) is by value in args.yaml: its number is the size
// in bytes of the LDS it points to.
func Params(km *codeobj.KernelMeta) []args.Param {
	var ps []args.Param
	for _, a := range km.Args {
		if a.IsHidden() {
			continue
		}
		ps = append(ps, args.Param{
			Name:     a.Name,
			Index:    len(ps),
			Size:     int(a.Size),
			TypeName: a.TypeName,
			Pointer:  a.ValueKind == kindGlobalBuffer,
		})
	}
	return ps
}

// hiddenArg is a hidden argument whose value is known only once the
// dispatch's memory is laid out (the queue pointer).
type hiddenArg struct {
	offset, size int
}

// kernarg lays out the kernarg segment: explicit arguments at their
// .offset from the bindings, hidden ones from the dispatch. It returns the
// bytes and where hidden_queue_ptr goes (if the kernel has it).
func (l *Launch) layoutKernarg(km *codeobj.KernelMeta, bindings []args.Binding) error {
	size := int64(l.Config.KernargSize)
	size = max(size, km.KernargSegmentSize)
	for _, a := range km.Args {
		if a.Offset < 0 || a.Size < 0 || a.Offset+a.Size > 1<<20 {
			return fmt.Errorf("%s: kernel %s: argument %q at offset %d of %d bytes lies outside any kernarg segment", l.File.Name, l.Name, a.Name, a.Offset, a.Size)
		}
		size = max(size, a.Offset+a.Size)
	}
	kb := make([]byte, size)
	dims := l.Dispatch.Dims()
	explicit := 0
	for _, a := range km.Args {
		dst := kb[a.Offset : a.Offset+a.Size]
		if !a.IsHidden() {
			b := bindings[explicit]
			explicit++
			switch {
			case a.ValueKind == kindGlobalBuffer || b.Param.Pointer:
				// A global_buffer, or a by-value address given a
				// buffer with pointer: true.
				if err := l.putPointer(a, dst, l.buffers[b.Param.DisplayName()].Base); err != nil {
					return err
				}
			case a.ValueKind == kindDynamicSharedPointer:
				// The argument's number is the LDS bytes it points to; the
				// pointer is the LDS offset after the static allocation
				// and any dynamic LDS placed before it.
				n := uint64(leUint(b.Value))
				align := uint64(max(a.PointeeAlign, 4))
				off := (uint64(l.Config.GroupSegmentFixedSize) + uint64(l.Dispatch.DynamicLDS) + align - 1) &^ (align - 1)
				if off+n > 1<<20 {
					return &args.Error{File: l.Args.Path, Pos: b.Arg.Pos, Key: b.Arg.Key(), Msg: fmt.Sprintf("%d bytes of LDS for a %s argument exceed any workgroup's LDS", n, a.TypeName)}
				}
				putSized(dst, off)
				l.Dispatch.DynamicLDS = uint32(off + n - uint64(l.Config.GroupSegmentFixedSize))
			default:
				copy(dst, b.Value)
			}
			continue
		}
		if err := l.fillHidden(a, dst, dims); err != nil {
			return err
		}
	}
	l.Dispatch.Kernarg = kb
	return nil
}

// fillHidden writes one hidden argument as the ROCm runtime does.
func (l *Launch) fillHidden(a codeobj.KernelArg, dst []byte, dims uint16) error {
	d := l.Dispatch
	xyz := func(suffix string) int {
		switch suffix {
		case "x":
			return 0
		case "y":
			return 1
		}
		return 2
	}
	k := a.ValueKind
	switch k {
	case "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
		"hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg",
		"hidden_multi_grid_sync_arg": // v2's HiddenMultiGridSyncArg, as the loader spells it
		// No global offset, no device enqueue, no multi-grid dispatch:
		// the runtime passes zeros / null.
		clear(dst)
	case "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z":
		// Only the full workgroups count (the partial one is in
		// hidden_remainder).
		i := xyz(k[len(k)-1:])
		putSized(dst, uint64(d.Grid[i]/d.Workgroup[i]))
	case "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z":
		putSized(dst, uint64(d.Workgroup[xyz(k[len(k)-1:])]))
	case "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z":
		i := xyz(k[len(k)-1:])
		putSized(dst, uint64(d.Grid[i]%d.Workgroup[i]))
	case "hidden_grid_dims":
		putSized(dst, uint64(dims))
	case "hidden_dynamic_lds_size":
		putSized(dst, uint64(d.DynamicLDS))
	case "hidden_private_base":
		putSized(dst, l.Arch.Apertures().PrivateBase>>32)
	case "hidden_shared_base":
		putSized(dst, l.Arch.Apertures().SharedBase>>32)
	case "hidden_printf_buffer":
		al, err := l.printfBuffer()
		if err != nil {
			return err
		}
		return l.putPointer(a, dst, al.Base)
	case "hidden_hostcall_buffer", "hidden_heap_v1":
		al, err := l.runtimeBuffer(k)
		if err != nil {
			return err
		}
		return l.putPointer(a, dst, al.Base)
	case "hidden_queue_ptr":
		// The queue is placed by exec.NewSetup; Run patches the address in.
		l.queuePtr = append(l.queuePtr, hiddenArg{offset: int(a.Offset), size: int(a.Size)})
	default:
		return fmt.Errorf("%s: kernel %s: hidden argument at offset %d has value kind %q, which the runtime does not fill", l.File.Name, l.Name, a.Offset, k)
	}
	return nil
}

// runtimeBufferSize is the size of the small zeroed buffers the runtime's
// hostcall and heap pointers get: real memory, so that a kernel touching
// them does not fault, but nothing reads them afterwards (no host serves
// hostcall requests).
const runtimeBufferSize = 4096

// DefaultPrintfBuffer is the size of the printf buffer (header included)
// when the args file's PrintfBuffer does not give one: 4 MiB, as AMD's
// OpenCL runtime reports for CL_DEVICE_PRINTF_BUFFER_SIZE.
const DefaultPrintfBuffer = 4 << 20

// MaxPrintfBuffer bounds --printf-buffer (the header counts in 32 bits).
const MaxPrintfBuffer = 1 << 31

// printfBuffer is the printf buffer, made on first use: its header says
// no bytes are used yet and how large the buffer is, as the runtime sets
// it before a dispatch.
func (l *Launch) printfBuffer() (*exec.Allocation, error) {
	const kind = "hidden_printf_buffer"
	if a := l.runtime[kind]; a != nil {
		return a, nil
	}
	size := l.Args.PrintfBuffer
	if size == 0 {
		size = DefaultPrintfBuffer
	}
	if size < 16 || size > MaxPrintfBuffer {
		return nil, fmt.Errorf("%s: kernel %s: printf buffer of %d bytes: expected 16..%d", l.File.Name, l.Name, size, uint64(MaxPrintfBuffer))
	}
	a, err := l.allocate("printf_buffer", exec.AllocBuffer, size)
	if err != nil {
		return nil, err
	}
	binary.LittleEndian.PutUint32(a.Data[4:], uint32(size))
	l.runtime[kind] = a
	return a, nil
}

// PrintfBuffer returns the dispatch's printf buffer (nil when the kernel
// has no hidden_printf_buffer argument).
func (l *Launch) PrintfBuffer() *exec.Allocation { return l.runtime["hidden_printf_buffer"] }

func (l *Launch) runtimeBuffer(kind string) (*exec.Allocation, error) {
	if a := l.runtime[kind]; a != nil {
		return a, nil
	}
	a, err := l.allocate(kind[len("hidden_"):], exec.AllocBuffer, runtimeBufferSize)
	if err != nil {
		return nil, err
	}
	l.runtime[kind] = a
	return a, nil
}

// putPointer writes the address of a buffer into the argument a's bytes
// dst, refusing an address its size cannot hold (a 4-byte pointer of a
// 32-bit AMD OpenCL 2.0 binary gets a buffer below 4 GiB, which
// exec.NewMemory32 guarantees; truncating one would be a silent fault).
func (l *Launch) putPointer(a codeobj.KernelArg, dst []byte, addr uint64) error {
	if n := len(dst); n < 8 && addr>>(8*n) != 0 {
		return fmt.Errorf("%s: kernel %s: argument %q at offset %d is a %d-byte pointer, which cannot hold its buffer's address %#x", l.File.Name, l.Name, a.Name, a.Offset, n, addr)
	}
	putSized(dst, addr)
	return nil
}

// putSized writes v little-endian into dst (1, 2, 4 or 8 bytes; other
// sizes get the low bytes).
func putSized(dst []byte, v uint64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	copy(dst, b[:])
}

// leUint reads up to 8 little-endian bytes.
func leUint(b []byte) uint64 {
	var x [8]byte
	copy(x[:], b)
	return binary.LittleEndian.Uint64(x[:])
}

// PrintfTable is the code object's amdhsa.printf metadata, parsed, for a
// kernel with a printf buffer (nil, nil for one without).
func (l *Launch) PrintfTable() (*printf.Table, error) {
	if l.PrintfBuffer() == nil {
		return nil, nil
	}
	var entries []string
	if l.File.Metadata != nil {
		entries = l.File.Metadata.Printf
	}
	t, err := printf.ParseMetadata(entries)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", l.File.Name, err)
	}
	return t, nil
}
