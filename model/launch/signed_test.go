package launch

import (
	"context"
	"encoding/binary"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// TestPlainIntArgumentTakesNegativeValues runs `out[i] = i + k` with a
// plain C `int k` of -77, from kernels whose metadata or DWARF may not
// type k: HIP and OpenCL C, with and without -g. The expected values are
// computed here from the source's meaning.
func TestPlainIntArgumentTakesNegativeValues(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	dir := t.TempDir()
	const hip = `#define __global__ __attribute__((global))
extern "C" __global__ void addk(int *out, int k) { out[__builtin_amdgcn_workitem_id_x()] = (int)__builtin_amdgcn_workitem_id_x() + k; }
`
	const cl = `kernel void addk(global int *out, int k) { out[__builtin_amdgcn_workitem_id_x()] = (int)__builtin_amdgcn_workitem_id_x() + k; }
`
	cases := []struct {
		name, src string
		flags     []string
	}{
		{"hip", hip, []string{"-x", "hip", "--target=x86_64-unknown-linux-gnu", "-nogpulib", "-nogpuinc", "--cuda-device-only", "--offload-arch=gfx900"}},
		{"hip-g", hip, []string{"-g", "-x", "hip", "--target=x86_64-unknown-linux-gnu", "-nogpulib", "-nogpuinc", "--cuda-device-only", "--offload-arch=gfx900"}},
		{"cl", cl, []string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib"}},
		{"cl-g", cl, []string{"-g", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			co := filepath.Join(dir, c.name+".co")
			cmd := osexec.Command(clang, append(c.flags, "-O2", "-", "-o", co)...)
			cmd.Stdin = strings.NewReader(c.src)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("clang: %v\n%s", err, out)
			}
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			a, err := args.Parse([]byte("kernel: addk\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: i32, count: 64, output: true}\n  - -77\n"), "args.yaml")
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
			out := l.Outputs()[0].Data
			for i := range 64 {
				if got, want := int32(binary.LittleEndian.Uint32(out[4*i:])), int32(i)-77; got != want {
					t.Fatalf("out[%d] = %d, want %d", i, got, want)
				}
			}
		})
	}
}
