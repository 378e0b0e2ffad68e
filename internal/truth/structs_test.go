package truth

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// A by-value struct given by its fields in args.yaml gets the bytes the C
// compiler gives the same struct with the same field values: the host
// build of the kernel source, with the fields assigned in C, writes the
// struct out. (TestKernelsMatchReferences then checks that the kernel,
// given those bytes, computes what the host build computes.)
func TestStructFieldsMatchTheCompilersLayout(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	td := testkernels.Dir()
	cases := []struct {
		source, args, kernel string
		param                int
		ctype, assign        string
	}{
		{"structs.cl", "structs/struct_engine_fields.yaml", "struct_engine", 0, "engine",
			"v.seed = 0x0123456789abcdefUL; v.counter[0] = 1; v.counter[1] = 0x80000000u; v.counter[2] = 3; v.counter[3] = 0xfffffffeu;" +
				" v.scale = 0.75f; v.bias = -5; v.x[0] = 0xfedcba9876543210UL; v.x[1] = 42;"},
		{"structs.cl", "structs/struct_mixed_fields.yaml", "struct_mixed", 0, "mixed",
			"v.tag = 200; v.s = -3; v.in.a = 17; v.in.d = -2.5; v.bytes[0] = 1; v.bytes[1] = 2; v.bytes[2] = 255; v.last = 65535;"},
		{"hip_structs.hip", "hip_structs/hip_struct_engine.yaml", "hip_struct_engine", 0, "engine",
			"v.seed = 0x0123456789abcdefUL; v.counter[0] = 1; v.counter[1] = 0x80000000u; v.counter[2] = 3; v.counter[3] = 0xfffffffeu;" +
				" v.scale = 0.75f; v.bias = -5; v.x[0] = 0xfedcba9876543210UL; v.x[1] = 42;"},
		{"hip_structs.hip", "hip_structs/hip_struct_flags.yaml", "hip_struct_flags", 0, "flags",
			"v.lo = 5; v.mid = -20; v.hi = 1000000; v.value = 1.5f;"},
	}
	work := t.TempDir()
	for _, c := range cases {
		t.Run(c.kernel, func(t *testing.T) {
			src := filepath.Join(td, "kernels", c.source)
			lang := "c"
			if filepath.Ext(src) == ".hip" {
				lang = "c++"
			}
			// The object has static storage, so its padding is zero, as
			// args.yaml leaves it.
			prog := "#include \"" + src + "\"\n#include <stdio.h>\nstatic " + c.ctype + " v;\n" +
				"int main(void) { " + c.assign + " fwrite(&v, sizeof v, 1, stdout); return 0; }\n"
			name := filepath.Join(work, c.kernel)
			if err := os.WriteFile(name+".src", []byte(prog), 0o644); err != nil {
				t.Fatal(err)
			}
			// The kernels are compiled but never called: their references
			// to the host shim's runtime stay unresolved.
			cmd := exec.Command(clang, "-x", lang, "-DGCN_HOST", "-I", filepath.Join(td, "host"), "-w", name+".src",
				"-Wl,--unresolved-symbols=ignore-all", "-o", name)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			want, err := exec.Command(name).Output()
			if err != nil {
				t.Fatal(err)
			}

			f, err := codeobj.Open(filepath.Join(td, "co", "gfx900", filepath.Base(src[:len(src)-len(filepath.Ext(src))])+"-O2.co"), codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			k, err := f.Kernel(c.kernel)
			if err != nil {
				t.Fatal(err)
			}
			a, err := args.Load(filepath.Join(td, "args", c.args))
			if err != nil {
				t.Fatal(err)
			}
			bs, err := a.Bind(launch.ParamsOf(f, k))
			if err != nil {
				t.Fatal(err)
			}
			if got := bs[c.param].Value; !bytes.Equal(got, want) {
				t.Errorf("args.yaml gives\n% x\nthe compiler\n% x", got, want)
			}
		})
	}
}
