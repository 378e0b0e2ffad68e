package exec

import (
	"bufio"
	"context"
	"debug/elf"
	"encoding/binary"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// End-to-end tests: real code objects from testdata/co, loaded with
// debug/elf (exec cannot import model/codeobj), their kernel descriptors
// decoded here from AMDGPUUsage's layout, their kernarg layout read from
// llvm-readelf's metadata, outputs compared with host computations.

type testKernel struct {
	prog *Program
	// image is the code object's loadable segments laid out from address
	// 0, as the loader maps them at imageBase (kernels read .rodata).
	image       []byte
	args        []metaArg
	kernargSize int
}

type metaArg struct {
	name, kind   string
	offset, size int
}

func testdataCO(t testing.TB, target, file string) string {
	t.Helper()
	p := filepath.Join("..", "testdata", "co", target, file)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("no %s: %v", p, err)
	}
	return p
}

// loadKernel loads kernel name of a code object for target.
func loadKernel(t testing.TB, target, path, name string) *testKernel {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	text := f.Section(".text")
	code, err := text.Data()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	var kd []byte
	var kdAddr uint64
	for _, s := range syms {
		if s.Name == name+".kd" {
			sec := f.Sections[s.Section]
			data, err := sec.Data()
			if err != nil {
				t.Fatal(err)
			}
			kd = data[s.Value-sec.Addr : s.Value-sec.Addr+64]
			kdAddr = s.Value
		}
	}
	if kd == nil {
		t.Fatalf("%s: no symbol %s.kd", path, name)
	}
	arch, err := ArchByName(target)
	if err != nil {
		t.Fatal(err)
	}
	cfg := decodeKD(kd)
	entry := uint64(int64(kdAddr)+int64(binary.LittleEndian.Uint64(kd[16:]))) - text.Addr
	var image []byte
	for _, ph := range f.Progs {
		if ph.Type != elf.PT_LOAD {
			continue
		}
		end := ph.Vaddr + ph.Memsz
		if end > 1<<30 {
			t.Fatalf("%s: segment at %#x too high", path, ph.Vaddr)
		}
		if uint64(len(image)) < end {
			image = append(image, make([]byte, end-uint64(len(image)))...)
		}
		if ph.Filesz == 0 {
			continue
		}
		if _, err := ph.ReadAt(image[ph.Vaddr:ph.Vaddr+ph.Filesz], 0); err != nil {
			t.Fatal(err)
		}
	}
	tgt, err := isa.LookupTarget(target)
	if err != nil {
		t.Fatal(err)
	}
	if w, err := tgt.WithWaveSize(cfg.WaveSize()); err == nil && arch.Gen >= GFX10 {
		tgt = w // decode for the descriptor's wave size, as model/launch does
	}
	prog, err := NewProgram(arch, tgt, cfg, name, code, imageBase+text.Addr, entry)
	if err != nil {
		t.Fatal(err)
	}
	args, size := readMetadata(t, path, name)
	return &testKernel{prog: prog, image: image, args: args, kernargSize: size}
}

// decodeKD reads a kernel descriptor (AMDGPUUsage "Kernel Descriptor":
// compute_pgm_rsrc3 at 44, rsrc1 at 48, rsrc2 at 52, kernel_code_properties
// at 56, kernarg_preload at 58).
func decodeKD(kd []byte) KernelConfig {
	le := binary.LittleEndian
	rsrc3, rsrc1, rsrc2 := le.Uint32(kd[44:]), le.Uint32(kd[48:]), le.Uint32(kd[52:])
	props := le.Uint16(kd[56:])
	preload := le.Uint16(kd[58:])
	bit := func(v uint32, b uint) bool { return v>>b&1 != 0 }
	return KernelConfig{
		GroupSegmentFixedSize:          le.Uint32(kd[0:]),
		PrivateSegmentFixedSize:        le.Uint32(kd[4:]),
		KernargSize:                    le.Uint32(kd[8:]),
		AccumOffset:                    uint8(rsrc3 & 0x3f),
		GranulatedWorkitemVGPRCount:    uint8(rsrc1 & 0x3f),
		GranulatedWavefrontSGPRCount:   uint8(rsrc1 >> 6 & 0xf),
		FloatRoundMode32:               uint8(rsrc1 >> 12 & 3),
		FloatRoundMode1664:             uint8(rsrc1 >> 14 & 3),
		FloatDenormMode32:              uint8(rsrc1 >> 16 & 3),
		FloatDenormMode1664:            uint8(rsrc1 >> 18 & 3),
		EnableDX10Clamp:                bit(rsrc1, 21),
		EnableIEEEMode:                 bit(rsrc1, 23),
		EnablePrivateSegment:           bit(rsrc2, 0),
		UserSGPRCount:                  uint8(rsrc2 >> 1 & 0x1f),
		EnableSGPRWorkgroupID:          [3]bool{bit(rsrc2, 7), bit(rsrc2, 8), bit(rsrc2, 9)},
		EnableSGPRWorkgroupInfo:        bit(rsrc2, 10),
		EnableVGPRWorkitemID:           uint8(rsrc2 >> 11 & 3),
		EnableSGPRPrivateSegmentBuffer: props&1 != 0,
		EnableSGPRDispatchPtr:          props>>1&1 != 0,
		EnableSGPRQueuePtr:             props>>2&1 != 0,
		EnableSGPRKernargSegmentPtr:    props>>3&1 != 0,
		EnableSGPRDispatchID:           props>>4&1 != 0,
		EnableSGPRFlatScratchInit:      props>>5&1 != 0,
		EnableSGPRPrivateSegmentSize:   props>>6&1 != 0,
		Wave32:                         props>>10&1 != 0,
		KernargPreloadLength:           preload & 0x7f,
		KernargPreloadOffset:           preload >> 7,
	}
}

// notesCache keeps llvm-readelf's output per file: most files hold several
// kernels.
var (
	notesMu    sync.Mutex
	notesCache = map[string][]byte{}
)

// readMetadata reads a kernel's arguments from llvm-readelf --notes.
func readMetadata(t testing.TB, path, kernel string) ([]metaArg, int) {
	t.Helper()
	notesMu.Lock()
	out, ok := notesCache[path]
	notesMu.Unlock()
	if !ok {
		var err error
		out, err = exec.Command(llvmtool.Path(t, "llvm-readelf"), "--notes", path).Output()
		if err != nil {
			t.Fatal(err)
		}
		notesMu.Lock()
		notesCache[path] = out
		notesMu.Unlock()
	}
	type kern struct {
		name string
		args []metaArg
		size int
	}
	var kernels []*kern
	var k *kern
	var a *metaArg
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		line := sc.Text()
		trim := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " "))
		switch {
		case strings.HasPrefix(line, "  - ."):
			// A new kernel map (its first key varies: .agpr_count, .args ...).
			k = &kern{}
			kernels = append(kernels, k)
			a = nil
			trim = strings.TrimPrefix(trim, "- ")
			indent = 4
		case k == nil:
			continue
		case indent == 6 && strings.HasPrefix(trim, "- ."):
			k.args = append(k.args, metaArg{})
			a = &k.args[len(k.args)-1]
			trim = strings.TrimPrefix(trim, "- ")
		case indent == 4:
			a = nil
		}
		key, val, ok := strings.Cut(trim, ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		if a != nil && indent >= 6 {
			switch key {
			case ".name":
				a.name = val
			case ".value_kind":
				a.kind = val
			case ".offset":
				a.offset, _ = strconv.Atoi(val)
			case ".size":
				a.size, _ = strconv.Atoi(val)
			}
			continue
		}
		switch key {
		case ".name":
			k.name = val
		case ".kernarg_segment_size":
			k.size, _ = strconv.Atoi(val)
		}
	}
	for _, k := range kernels {
		if k.name == kernel {
			return k.args, k.size
		}
	}
	t.Fatalf("%s: no metadata for kernel %s", path, kernel)
	return nil, 0
}

// kernarg lays out explicit arguments (by position among the explicit ones)
// and the hidden arguments the ROCm runtime fills.
func (k *testKernel) kernarg(t testing.TB, d *Dispatch, explicit ...uint64) []byte {
	b := make([]byte, max(k.kernargSize, 16))
	i := 0
	le := binary.LittleEndian
	for _, a := range k.args {
		var v uint64
		switch a.kind {
		case "global_buffer", "by_value":
			if i >= len(explicit) {
				t.Fatalf("kernel %s needs more than %d explicit arguments", k.prog.Name, len(explicit))
			}
			v = explicit[i]
			i++
		case "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z":
			// The number of full workgroups (the remainder is separate).
			v = uint64(d.Grid[a.kind[len(a.kind)-1]-'x'] / d.Workgroup[a.kind[len(a.kind)-1]-'x'])
		case "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z":
			v = uint64(d.Workgroup[a.kind[len(a.kind)-1]-'x'])
		case "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z":
			c := a.kind[len(a.kind)-1] - 'x'
			v = uint64(d.Grid[c] % d.Workgroup[c])
		case "hidden_grid_dims":
			v = uint64(d.Dims())
		case "hidden_private_base":
			v = k.prog.Arch.Apertures().PrivateBase >> 32
		case "hidden_shared_base":
			v = k.prog.Arch.Apertures().SharedBase >> 32
		}
		switch a.size {
		case 1:
			b[a.offset] = byte(v)
		case 2:
			le.PutUint16(b[a.offset:], uint16(v))
		case 4:
			le.PutUint32(b[a.offset:], uint32(v))
		case 8:
			le.PutUint64(b[a.offset:], v)
		}
	}
	return b
}

// imageBase is where the tests load code objects (their ET_DYN images need
// no relocation for the PC-relative accesses the kernels make).
const imageBase = 0x40_0000_0000

func (k *testKernel) run(t *testing.T, d *Dispatch, mem *Memory) (*Result, error) {
	t.Helper()
	a, err := mem.Map("code object", AllocCode, imageBase, k.image)
	if err != nil {
		t.Fatal(err)
	}
	a.ReadOnly = true
	return Run(context.Background(), k.prog, d, mem, Options{Jobs: 2})
}

func f32s(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func putF32s(b []byte, v []float32) {
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
}

var e2eTargets = []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"}

// llvmFaults are builds whose code faults on hardware: clang 22 at -O0 for
// gfx803 (code object v6) lowers the private-to-flat casts in the kernel's
// implementation function with a null implicit-argument pointer,
// "s_mov_b64 s[4:5], 0xc0; s_load_dword s10, s[4:5], 0x0" (0xc0 is the
// offset of hidden_private_base from the implicit arguments), so the wave
// reads address 0xc0. The interpreter must report that, not run on.
var llvmFaults = map[string]string{
	"gfx803-O0": "s_load_dword",
}

// expectLLVMFault checks the fault of a build in llvmFaults and reports
// whether the test should stop there. (Only OpenCL kernels go through the
// miscompiled implementation function; a run without a fault is checked
// against its reference like any other.)
func expectLLVMFault(t *testing.T, build string, err error) bool {
	t.Helper()
	inst, ok := llvmFaults[build]
	if !ok || err == nil {
		return false
	}
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultMemory || !strings.Contains(f.Inst, inst) || !strings.Contains(f.Detail, "4-byte read at 0xc0,") {
		t.Fatalf("%s: got %v, want the memory violation of %s at 0xc0", build, err, inst)
	}
	return true
}

func TestVaddMatchesHostAddition(t *testing.T) {
	for _, target := range e2eTargets {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				k := loadKernel(t, target, testdataCO(t, target, "vadd-"+opt+".co"), "vadd")
				const n = 1000 // not a multiple of the workgroup: a partial workgroup and the i < n test
				r := rand.New(rand.NewPCG(3, 4))
				a, b := make([]float32, n), make([]float32, n)
				for i := range n {
					a[i] = float32(r.NormFloat64() * 100)
					b[i] = float32(r.NormFloat64())
				}
				mem := NewMemory()
				A, _ := mem.Allocate("a", AllocBuffer, 4*n, 0)
				B, _ := mem.Allocate("b", AllocBuffer, 4*n, 0)
				C, _ := mem.Allocate("c", AllocBuffer, 4*n, 0)
				putF32s(A.Data, a)
				putF32s(B.Data, b)
				d := &Dispatch{Grid: [3]uint32{1024, 1, 1}, Workgroup: [3]uint32{256, 1, 1}}
				d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, n)
				res, err := k.run(t, d, mem)
				if expectLLVMFault(t, target+"-"+opt, err) {
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				got := f32s(C.Data)
				for i := range n {
					if want := a[i] + b[i]; math.Float32bits(got[i]) != math.Float32bits(want) {
						t.Fatalf("c[%d] = %g, want %g", i, got[i], want)
					}
				}
				t.Logf("%d waves, %d wave-instructions, %d VALU lane-ops", res.Stats.Waves, res.Stats.WaveInstructions, res.Stats.VALULaneOps)
			})
		}
	}
}

func TestDivergentIfTakesBothArms(t *testing.T) {
	for _, target := range e2eTargets {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				k := loadKernel(t, target, testdataCO(t, target, "control-"+opt+".co"), "divergent_if")
				const n = 320
				mem := NewMemory()
				in, _ := mem.Allocate("in", AllocBuffer, 4*n, 0)
				out, _ := mem.Allocate("out", AllocBuffer, 4*n, 0)
				r := rand.New(rand.NewPCG(5, 6))
				x := make([]int32, n)
				for i := range n {
					x[i] = int32(r.Uint32())
					binary.LittleEndian.PutUint32(in.Data[4*i:], uint32(x[i]))
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, in.Base, out.Base)
				_, err := k.run(t, d, mem)
				if expectLLVMFault(t, target+"-"+opt, err) {
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					want := x[i] - 7
					if i%2 == 0 {
						want = x[i] * 3
					}
					if got := int32(binary.LittleEndian.Uint32(out.Data[4*i:])); got != want {
						t.Fatalf("out[%d] = %d, want %d", i, got, want)
					}
				}
			})
		}
	}
}

func TestOutOfBoundsStoreFaultsNamingTheBuffer(t *testing.T) {
	k := loadKernel(t, "gfx900", testdataCO(t, "gfx900", "vadd-O2.co"), "vadd")
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, 256, 0)
	B, _ := mem.Allocate("b", AllocBuffer, 256, 0)
	C, _ := mem.Allocate("c", AllocBuffer, 256, 0)
	// n = 67 but the buffers hold 64 floats: a, read first, faults at a[64].
	d := &Dispatch{Grid: [3]uint32{128, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, 67)
	_, err := k.run(t, d, mem)
	var f *Fault
	if !errors.As(err, &f) {
		t.Fatalf("got %v, want a *Fault", err)
	}
	if f.Kind != FaultMemory || f.Workgroup != [3]uint32{1, 0, 0} || len(f.Lanes) != 3 || f.Lanes[0].WorkItem != [3]uint32{0, 0, 0} {
		t.Errorf("fault %+v", f)
	}
	if !strings.Contains(f.Error(), "0 bytes past the end of the 256-byte buffer `a`") {
		t.Errorf("fault says %q", f.Error())
	}
	t.Log(f.Error())
}
