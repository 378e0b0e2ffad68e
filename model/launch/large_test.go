package launch

import (
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// largeKernels and largeInsts size the synthetic code object of
// TestLargeObjectDecodesLazily: 48 kernels of 4,000 instructions, about
// 1.4 MB of .text (decoding all of it up front took ~150 bytes per byte).
const largeKernels, largeInsts = 48, 4000

// largeObjectSource is the assembly of a code object of many kernels:
// kernel i allocates 8*(i%8+1) VGPRs (its descriptor's next_free_vgpr) and
// uses all of them, so that each is valid only with its own descriptor.
func largeObjectSource(kernels, insts int) string {
	var b strings.Builder
	b.WriteString("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.amdhsa_code_object_version 5\n")
	for k := range kernels {
		nv := 8 * (k%8 + 1)
		fmt.Fprintf(&b, "\t.text\n\t.globl big%d\n\t.p2align 8\n\t.type big%d,@function\nbig%d:\n", k, k, k)
		for i := range insts {
			r := func(j int) int { return (i*7 + j*3 + k) % nv }
			switch i % 4 {
			case 0:
				fmt.Fprintf(&b, "\tv_fma_f32 v%d, v%d, v%d, v%d\n", r(0), r(1), r(2), r(3))
			case 1:
				fmt.Fprintf(&b, "\tv_add_u32_e32 v%d, s%d, v%d\n", r(0), i%16, r(1))
			case 2:
				fmt.Fprintf(&b, "\tv_mov_b32_e32 v%d, 0x%x\n", r(0), i*k+12345)
			case 3:
				fmt.Fprintf(&b, "\ts_add_u32 s%d, s%d, %d\n", i%16, (i+3)%16, i%64)
			}
		}
		fmt.Fprintf(&b, "\ts_endpgm\n.Lend%d:\n\t.size big%d, .Lend%d-big%d\n", k, k, k, k)
		fmt.Fprintf(&b, "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel big%d\n\t\t.amdhsa_next_free_vgpr %d\n\t\t.amdhsa_next_free_sgpr 16\n\t.end_amdhsa_kernel\n", k, nv)
	}
	b.WriteString("\t.amdgpu_metadata\n---\namdhsa.version: [1, 2]\namdhsa.kernels:\n")
	for k := range kernels {
		fmt.Fprintf(&b, "  - .name: big%d\n    .symbol: big%d.kd\n    .kernarg_segment_size: 0\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: 16\n    .vgpr_count: %d\n    .max_flat_workgroup_size: 256\n", k, k, 8*(k%8+1))
	}
	b.WriteString("...\n\t.end_amdgpu_metadata\n")
	return b.String()
}

// buildLargeObject assembles and links largeObjectSource with llvm-mc and
// ld.lld into dir.
func buildLargeObject(t testing.TB, dir string, kernels, insts int) string {
	t.Helper()
	src, obj, co := filepath.Join(dir, "big.s"), filepath.Join(dir, "big.o"), filepath.Join(dir, "big.co")
	if err := os.WriteFile(src, []byte(largeObjectSource(kernels, insts)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][]string{
		{llvmtool.Path(t, "llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", src, "-o", obj},
		{llvmtool.Path(t, "ld.lld"), "-shared", obj, "-o", co},
	} {
		if out, err := osexec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(c[0]), err, out)
		}
	}
	return co
}

// TestLargeObjectDecodesLazily sets up a dispatch of one kernel of a large
// code object: only that kernel's function is decoded, what the set-up
// allocates is a small multiple of .text (not the ~150x of decoding it all),
// and every kernel, once decoded, is checked against its own descriptor's
// VGPRs (none of its instructions is refused).
func TestLargeObjectDecodesLazily(t *testing.T) {
	co := buildLargeObject(t, t.TempDir(), largeKernels, largeInsts)
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, text, err := f.Text()
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Parse([]byte("kernel: big3\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\n"), "args.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	l, err := New(f, "", a)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := f.Kernel("big3")
	if got := l.Program.DecodedBytes(); got < k.CodeSize || got > k.CodeSize+256 {
		t.Errorf("set-up decoded %d bytes, want big3's %d (and its alignment padding)", got, k.CodeSize)
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf(".text %d bytes; set-up allocated %d bytes (%.1f per byte of .text)", len(text), alloc, float64(alloc)/float64(len(text)))
	if alloc > 16*uint64(len(text)) {
		t.Errorf("set-up allocated %d bytes, more than 16x the %d bytes of .text", alloc, len(text))
	}
	c := l.Program.Coverage()
	if want := largeKernels * (largeInsts + 1); c.Instructions < want {
		t.Errorf("%d instructions decoded in all, want at least %d", c.Instructions, want)
	}
	for text, why := range c.Invalid {
		t.Errorf("%s: %s", text, why)
	}
}
