package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// The report counts what LLVM's disassembler sees: every kernel's
// instructions, from its entry symbol to the end of its code.
func TestInstructionCountsMatchObjdump(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	paths := []string{
		filepath.Join("..", "..", "..", "bench", "matmul-gfx900-O2.co"),
		filepath.Join("..", "..", "..", "testdata", "co", "gfx906", "control-O2.co"),
		filepath.Join("..", "..", "..", "testdata", "co", "gfx90a", "float-O2.co"),
	}
	// rocRAND's gfx906 object (80 kernels) when scripts/rocrand-coverage.sh's
	// corpus is here.
	if rocrand, _ := filepath.Glob("/work/rocm-corpus/co/librocrand1/*gfx906*.co"); len(rocrand) > 0 {
		paths = append(paths, rocrand[0])
	}
	for _, path := range paths {
		t.Run(filepath.Base(filepath.Dir(path))+"/"+filepath.Base(path), func(t *testing.T) {
			reports := map[string]*targetReport{}
			if err := addFile(reports, path); err != nil {
				t.Fatal(err)
			}
			if len(reports) != 1 {
				t.Fatalf("%d targets reported, want 1", len(reports))
			}
			var r *targetReport
			for _, r = range reports {
			}
			out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", path).Output()
			if err != nil {
				t.Fatal(err)
			}
			kernels, insts := objdumpKernelInstructions(t, path, string(out))
			if kernels == 0 || insts == 0 {
				t.Fatalf("llvm-objdump shows %d kernels, %d instructions", kernels, insts)
			}
			if r.Kernels != kernels || r.Instructions != insts {
				t.Errorf("report: %d kernels, %d instructions; llvm-objdump: %d kernels, %d instructions",
					r.Kernels, r.Instructions, kernels, insts)
			}
			if r.Illegal != 0 {
				t.Errorf("%d illegal dwords in a code object clang built", r.Illegal)
			}
		})
	}
}

// objdumpKernelInstructions counts the instruction lines of llvm-objdump's
// functions that are kernels (those with a NAME.kd symbol).
func objdumpKernelInstructions(t *testing.T, path, dis string) (kernels, insts int) {
	syms, err := exec.Command(llvmtool.Path(t, "llvm-readelf"), "--symbols", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	isKernel := map[string]bool{}
	for _, line := range strings.Split(string(syms), "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && strings.HasSuffix(f[len(f)-1], ".kd") {
			isKernel[strings.TrimSuffix(f[len(f)-1], ".kd")] = true
		}
	}
	in := false
	sc := bufio.NewScanner(strings.NewReader(dis))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasSuffix(line, ">:"):
			name := line[strings.Index(line, "<")+1 : len(line)-2]
			in = isKernel[name]
			if in {
				kernels++
			}
		case line == "":
			in = false
		case in && strings.TrimSpace(line) == "...":
			// Zero padding llvm-objdump skips.
		case in && strings.HasPrefix(line, "\t"):
			insts++
		}
	}
	return kernels, insts
}

// rocRANDLibrary is Debian's librocrand1 (scripts/setup.sh installs it).
const rocRANDLibrary = "/usr/lib/x86_64-linux-gnu/librocrand.so.1"

// Every operation in the kernels of Debian's rocRAND, every bundled target
// (gfx803, gfx900, gfx906, gfx908, gfx90a, gfx1030), has semantics, and
// every kernel decodes without an illegal dword: real compiler output the
// interpreter can run.
func TestRocRANDOpsHaveSemantics(t *testing.T) {
	if _, err := os.Stat(rocRANDLibrary); err != nil {
		if llvmtool.Required() {
			t.Fatalf("%v (scripts/setup.sh installs librocrand1)", err)
		}
		t.Skipf("%v (scripts/setup.sh installs librocrand1)", err)
	}
	reports := map[string]*targetReport{}
	if err := addFile(reports, rocRANDLibrary); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030"} {
		r := reports[want]
		if r == nil || r.Kernels == 0 {
			t.Errorf("%s: no kernels decoded", want)
			continue
		}
		t.Logf("%s: %d code objects, %d kernels, %d instructions", want, r.Objects, r.Kernels, r.Instructions)
		if len(r.Unimplemented) > 0 || r.Illegal > 0 || len(r.Invalid) > 0 || len(r.Skipped) > 0 {
			var b strings.Builder
			printReport(&b, r)
			t.Errorf("%s", b.String())
		}
	}
}
