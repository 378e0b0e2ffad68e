package launch

import (
	"context"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// amdcl2Expected is what gen.sh's kernel for a feature set stores, computed
// from the kernel's specification (testdata/amdcl2/gen.sh) for a 1-D grid of
// n work-items in workgroups of 64, global offset 0: v(i) = in[i]*scale + i,
// plus global_size_x + (local_size_x << 16) + (1 dimension << 24) where the
// kernel reads the setup buffer; usegeneric stores the v of its right
// neighbour in the workgroup.
func amdcl2Expected(feat string, in []uint32, scale uint32) []uint32 {
	n := uint32(len(in))
	v := func(i uint32) uint32 {
		x := in[i]*scale + i
		if feat != "args" {
			x += n + 64<<16 + 1<<24
		}
		return x
	}
	out := make([]uint32, n)
	for i := range n {
		if feat == "generic" {
			out[i] = v(i&^63 | (i+1)&63)
		} else {
			out[i] = v(i)
		}
	}
	return out
}

// TestAmdCL2KernelsRun runs every AMD OpenCL 2.0 test binary of gen.sh
// (clrxasm output, testdata/amdcl2), 64-bit (feat_*) and 32-bit (feat32_*),
// and compares its output with amdcl2Expected. The 32-bit kernels read
// 4-byte pointers and use them as FLAT addresses with a zero high half, so
// they find their buffers only if every buffer lies below 4 GiB.
func TestAmdCL2KernelsRun(t *testing.T) {
	const n, scale = 256, 7
	in := make([]uint32, n)
	for i := range in {
		in[i] = uint32(i*2654435761) >> 7
	}
	var data string
	for i, x := range in {
		if i > 0 {
			data += ", "
		}
		data += fmt.Sprint(x)
	}
	for _, prefix := range []string{"feat_", "feat32_"} {
		for _, target := range []string{"gfx803", "gfx900"} {
			for _, feat := range []string{"args", "setup", "enqueue", "generic"} {
				t.Run(prefix+feat+"-"+target, func(t *testing.T) {
					path := filepath.Join(testkernels.Dir(), "amdcl2", fmt.Sprintf("%s%s-%s.bin", prefix, feat, target))
					f, err := codeobj.Open(path, codeobj.Options{})
					if err != nil {
						t.Fatal(err)
					}
					if f.Format != codeobj.FormatAmdCL2 || f.Target.Processor != target || f.Pointer32 != (prefix == "feat32_") {
						t.Fatalf("format %q, target %s, 32-bit %v; want amdcl2, %s, %v", f.Format, f.Target.Processor, f.Pointer32, target, prefix == "feat32_")
					}
					yaml := fmt.Sprintf("grid: [%d, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  out: {type: u32, count: %d, output: true}\n  in: {type: u32, init: {data: [%s]}}\n  scale: %d\n", n, n, data, scale)
					a, err := args.Parse([]byte(yaml), "args.yaml")
					if err != nil {
						t.Fatal(err)
					}
					l, err := New(f, "", a)
					if err != nil {
						t.Fatal(err)
					}
					if _, err := l.Run(context.Background(), exec.Options{Jobs: 1}); err != nil {
						t.Fatal(err)
					}
					got := l.Buffer("out").Data
					want := amdcl2Expected(feat, in, scale)
					for i := range want {
						if g := binary.LittleEndian.Uint32(got[4*i:]); g != want[i] {
							t.Fatalf("out[%d] = %#x, want %#x", i, g, want[i])
						}
					}
				})
			}
		}
	}
}

// TestAmdCL2ArgumentsLayout32 runs args32-gfx900.bin, a 32-bit kernel whose
// arguments are a pointer, char, short, ulong, uint3, local and constant
// pointers, float, a structure (by pointer) and double: it reads each at the
// offset AmdCl2Abi.md's rules give (written in the .s by hand) and stores
// it. The expected words are the args file's values as the kernel's logic
// turns them into uint32s.
func TestAmdCL2ArgumentsLayout32(t *testing.T) {
	f, err := codeobj.Open(filepath.Join(testkernels.Dir(), "amdcl2", "args32-gfx900.bin"), codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	yaml := `grid: [1, 1, 1]
workgroup: [1, 1, 1]
args:
  out: {type: u32, count: 16, output: true}
  c: -5
  sh: 0x1234
  l: 0x1122334455667788
  v: [7, 8, 9]
  lp: 64
  cp: {type: u32, init: {data: [0xcafe]}}
  f: 1.5
  st: {type: u32, init: {data: [1, 2, 3]}}
  d: 2.5
`
	a, err := args.Parse([]byte(yaml), "args.yaml")
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Run(context.Background(), exec.Options{Jobs: 1}); err != nil {
		t.Fatal(err)
	}
	want := []uint32{
		0xfb,                   // c = -5, low byte
		0x1234,                 // sh
		0x55667788, 0x11223344, // l
		7, 8, 9, // v.xyz
		0,          // lp: the LDS offset of the first (and only) dynamic LDS
		0xcafe,     // cp[0]
		0x3fc00000, // 1.5f
		1, 2, 3,    // st
		0, 0x40040000, // 2.5
		32,
	}
	got := l.Buffer("out").Data
	for i, w := range want {
		if g := binary.LittleEndian.Uint32(got[4*i:]); g != w {
			t.Errorf("out[%d] = %#x, want %#x", i, g, w)
		}
	}
	for _, b := range []string{"out", "cp", "st"} {
		if al := l.buffers[b]; al == nil || al.End() > 1<<32 {
			t.Errorf("buffer %s: %v, want an allocation below 4 GiB", b, al)
		}
	}
}
