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

// TestAmdCL2KernelsRun runs every AMD OpenCL 2.0 test binary (clrxasm
// output, testdata/amdcl2) and compares its output with amdcl2Expected.
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
	for _, target := range []string{"gfx803", "gfx900"} {
		for _, feat := range []string{"args", "setup", "enqueue", "generic"} {
			t.Run(feat+"-"+target, func(t *testing.T) {
				path := filepath.Join(testkernels.Dir(), "amdcl2", fmt.Sprintf("feat_%s-%s.bin", feat, target))
				f, err := codeobj.Open(path, codeobj.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if f.Format != codeobj.FormatAmdCL2 || f.Target.Processor != target {
					t.Fatalf("format %q, target %s; want amdcl2, %s", f.Format, f.Target.Processor, target)
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
