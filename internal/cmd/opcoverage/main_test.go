package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
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
	// Debian 13 rocRAND's gfx1100 object (204 kernels, VOPD with literals;
	// scripts/setup.sh fetches it, and TestRocRANDTrixieRDNAOpsHaveSemantics
	// fails in CI when it is missing).
	if p := llvmtool.RocRANDTrixieObject("gfx1100"); p != "" {
		paths = append(paths, p)
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
// functions that are kernels (those with a NAME.kd symbol), up to the end
// of the kernel's symbol (llvm-objdump goes on to the next symbol: gfx11's
// zero padding after s_endpgm prints as v_illegal).
func objdumpKernelInstructions(t *testing.T, path, dis string) (kernels, insts int) {
	return objdumpInstructions(t, path, dis, true)
}

// objdumpInstructions counts as objdumpKernelInstructions does, for the
// kernels or for the other functions.
func objdumpInstructions(t *testing.T, path, dis string, ofKernels bool) (kernels, insts int) {
	syms, err := exec.Command(llvmtool.Path(t, "llvm-readelf"), "--symbols", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	isKernel := map[string]bool{}
	isFunc := map[string]bool{}
	end := map[string]uint64{} // FUNC symbol -> value+size
	for _, line := range strings.Split(string(syms), "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && strings.HasSuffix(f[len(f)-1], ".kd") {
			isKernel[strings.TrimSuffix(f[len(f)-1], ".kd")] = true
		}
		if len(f) == 8 && f[3] == "FUNC" {
			isFunc[f[7]] = true
			v, err1 := strconv.ParseUint(f[1], 16, 64)
			n, err2 := strconv.ParseUint(f[2], 0, 64)
			if err1 == nil && err2 == nil && n > 0 {
				end[f[7]] = v + n
			}
		}
	}
	in := false
	var stop uint64
	sc := bufio.NewScanner(strings.NewReader(dis))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasSuffix(line, ">:"):
			name := line[strings.Index(line, "<")+1 : len(line)-2]
			in = isKernel[name]
			if !ofKernels {
				in = isFunc[name] && !isKernel[name]
			}
			stop = end[name]
			if in {
				kernels++
			}
		case line == "":
			in = false
		case in && strings.TrimSpace(line) == "...":
			// Zero padding llvm-objdump skips.
		case in && strings.HasPrefix(line, "\t"):
			// The address is in the comment: "// 000000085DFC: 00000000".
			if _, c, ok := strings.Cut(line, "// "); ok && stop > 0 {
				a, _, _ := strings.Cut(c, ":")
				if addr, err := strconv.ParseUint(a, 16, 64); err == nil && addr >= stop {
					continue
				}
			}
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

// Every operation in the RDNA kernels of Debian 13's rocRAND (gfx1010,
// gfx1030, gfx1100, gfx1101, gfx1102; scripts/setup.sh fetches it) has
// semantics, and every kernel decodes without an illegal dword.
func TestRocRANDTrixieRDNAOpsHaveSemantics(t *testing.T) {
	files := llvmtool.RocRANDTrixieObjects(t)
	reports := map[string]*targetReport{}
	for _, f := range files {
		if err := addFile(reports, f); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range llvmtool.RDNATargets {
		r := reports[want]
		if r == nil || r.Kernels != 204 {
			t.Errorf("%s: %v, want 204 kernels (llvm-readelf --notes lists 204)", want, r)
			continue
		}
		t.Logf("%s: %d kernels, %d instructions", want, r.Kernels, r.Instructions)
		if len(r.Unimplemented) > 0 || r.Illegal > 0 || len(r.Invalid) > 0 || len(r.Skipped) > 0 {
			var b strings.Builder
			printReport(&b, r)
			t.Errorf("%s", b.String())
		}
	}
}

// A fat binary of several translation units holds several code objects of
// one target (Debian 13's rocRAND: 15 bundles, each with gfx1100): every
// one is decoded, not the first one again and again. Two bundles of two
// different gfx1100 objects, made with clang-offload-bundler, report the
// kernels and instructions of both.
func TestFatbinWithOneTargetTwiceCountsBoth(t *testing.T) {
	bundler := llvmtool.Path(t, "clang-offload-bundler")
	dir := t.TempDir()
	objs := []string{
		filepath.Join("..", "..", "..", "testdata", "co", "gfx1100", "control-O2.co"),
		filepath.Join("..", "..", "..", "testdata", "co", "gfx1100", "float-O2.co"),
	}
	var datas [][]byte
	want := &targetReport{}
	for _, o := range objs {
		data, err := os.ReadFile(o)
		if err != nil {
			t.Fatal(err)
		}
		datas = append(datas, data)
		one := map[string]*targetReport{}
		if err := addFile(one, o); err != nil {
			t.Fatal(err)
		}
		if one["gfx1100"] == nil || one["gfx1100"].Kernels == 0 {
			t.Fatalf("%s: no gfx1100 kernels", o)
		}
		want.Kernels += one["gfx1100"].Kernels
		want.Instructions += one["gfx1100"].Instructions
	}
	fat, err := codeobjtest.OneTargetFatbin(bundler, "gfx1100", datas...)
	if err != nil {
		t.Fatal(err)
	}
	// As it is, and padded to 2 MiB: codeobj.Open maps a file of 1 MiB
	// or more and keeps only the chosen entry's bytes.
	for name, data := range map[string][]byte{"two.hipfb": fat, "two-padded.hipfb": append(fat, make([]byte, 2<<20)...)} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		reports := map[string]*targetReport{}
		if err := addFile(reports, path); err != nil {
			t.Fatal(err)
		}
		r := reports["gfx1100"]
		if r == nil || r.Objects != 2 || r.Kernels != want.Kernels || r.Instructions != want.Instructions {
			t.Errorf("%s: report %+v, want 2 code objects, %d kernels, %d instructions", name, r, want.Kernels, want.Instructions)
		}
	}
}

// unsizedKernelsSource is three kernels whose symbols have no size, each
// followed by zero padding to the next 256-byte boundary, as Tensile's
// assembly kernels in rocBLAS and hipBLASLt are.
func unsizedKernelsSource() string {
	var b strings.Builder
	b.WriteString(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n")
	for i, body := range []string{
		"s_mov_b32 s2, 7\n  v_mov_b32 v0, s2\n  v_add_nc_u32 v1, v0, v0\n  s_endpgm\n",
		"s_nop 0\n  s_endpgm\n",
		"v_mov_b32 v2, 1.0\n  v_mul_f32 v2, v2, v2\n  s_endpgm\n",
	} {
		fmt.Fprintf(&b, ".text\n.globl k%[1]d\n.p2align 8, 0\n.type k%[1]d,@function\nk%[1]d:\n  %[2]s  .fill 5, 4, 0\n", i, body)
		fmt.Fprintf(&b, ".rodata\n.p2align 6\n.amdhsa_kernel k%d\n  .amdhsa_next_free_vgpr 8\n  .amdhsa_next_free_sgpr 16\n  .amdhsa_wavefront_size32 1\n.end_amdhsa_kernel\n", i)
	}
	return b.String()
}

// A kernel whose symbol has no size (Tensile's) ends where the next kernel
// or function begins, without its zero padding, as llvm-objdump shows it:
// decoding on to the end of .text counted every later kernel again (and
// took hours on rocBLAS's Tensile libraries of 270 kernels and 5 MB).
func TestUnsizedKernelsEndAtTheNextSymbol(t *testing.T) {
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	objdump := llvmtool.Path(t, "llvm-objdump")
	dir := t.TempDir()
	s, o, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(s, []byte(unsizedKernelsSource()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj", s, "-o", o).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", "-o", co, o).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	kernels, insts := objdumpKernelInstructions(t, co, string(out))
	if kernels != 3 || insts != 9 {
		t.Fatalf("llvm-objdump shows %d kernels, %d instructions; the source has 3 and 9", kernels, insts)
	}
	reports := map[string]*targetReport{}
	if err := addFile(reports, co); err != nil {
		t.Fatal(err)
	}
	r := reports["gfx1100"]
	if r == nil || r.Kernels != kernels || r.Instructions != insts || r.Illegal != 0 || len(r.Unimplemented) != 0 {
		var b strings.Builder
		if r != nil {
			printReport(&b, r)
		}
		t.Errorf("report %q; llvm-objdump: %d kernels, %d instructions", b.String(), kernels, insts)
	}
}

// callsSource is a kernel that calls a device function that is not inlined.
const callsSource = `__attribute__((noinline)) int rec(__global int *p, int n) { return n <= 0 ? p[0] : rec(p, n - 1) * 3 + p[n]; }
__attribute__((noinline)) float poly(float x) { return __builtin_fmaf(x, x, 1.5f) / (x + 2.0f); }
__kernel void calls(__global int *o, __global float *f, int k) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  o[t] = rec(o, k);
  f[t] = poly(f[t]);
}
`

// The device functions a kernel calls are decoded too (RCCL's code is
// nearly all functions: 1,483 of them and 3.2 million instructions per
// RDNA object, beside 4 kernels of 13,000): the report counts what
// llvm-objdump shows of the functions that are not kernels.
func TestDeviceFunctionsAreCounted(t *testing.T) {
	clang, objdump := llvmtool.Path(t, "clang"), llvmtool.Path(t, "llvm-objdump")
	dir := t.TempDir()
	src, co := filepath.Join(dir, "calls.cl"), filepath.Join(dir, "calls.co")
	if err := os.WriteFile(src, []byte(callsSource), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-x", "cl", "-cl-std=CL2.0", "--target=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-O2", "-nogpulib", "-o", co, src).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	funcs, finsts := objdumpInstructions(t, co, string(out), false)
	kernels, kinsts := objdumpKernelInstructions(t, co, string(out))
	// rec, poly, and __clang_ocl_kern_imp_calls (clang 22's callable copy
	// of an OpenCL kernel).
	if funcs != 3 || finsts == 0 || kernels != 1 {
		t.Fatalf("llvm-objdump shows %d kernels, %d functions of %d instructions; want 1 and 3", kernels, funcs, finsts)
	}
	reports := map[string]*targetReport{}
	if err := addFile(reports, co); err != nil {
		t.Fatal(err)
	}
	r := reports["gfx1100"]
	if r == nil || r.Kernels != 1 || r.Instructions != kinsts || r.Functions != funcs || r.FunctionInstructions != finsts || r.Illegal != 0 || len(r.Unimplemented) != 0 || len(r.Invalid) != 0 {
		var b strings.Builder
		if r != nil {
			printReport(&b, r)
		}
		t.Errorf("report %q; llvm-objdump: 1 kernel of %d instructions, %d functions of %d instructions", b.String(), kinsts, funcs, finsts)
	}
}

// A code object of device functions and no kernel (rocFFT's RDNA objects
// hold only its 12 default callbacks) is decoded with the whole register
// file in wave32, not skipped for want of a kernel's allocation.
func TestFunctionsWithoutKernelsAreCounted(t *testing.T) {
	clang, objdump := llvmtool.Path(t, "clang"), llvmtool.Path(t, "llvm-objdump")
	dir := t.TempDir()
	src, co := filepath.Join(dir, "funcs.cl"), filepath.Join(dir, "funcs.co")
	const funcs = "float poly(float x) { return __builtin_fmaf(x, x, 1.5f) / (x + 2.0f); }\nint twice(int x) { return x * 2 + 1; }\n"
	if err := os.WriteFile(src, []byte(funcs), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-x", "cl", "-cl-std=CL2.0", "--target=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-O2", "-nogpulib", "-o", co, src).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", co).Output()
	if err != nil {
		t.Fatal(err)
	}
	n, insts := objdumpInstructions(t, co, string(out), false)
	if n != 2 || insts == 0 {
		t.Fatalf("llvm-objdump shows %d functions of %d instructions; want 2", n, insts)
	}
	reports := map[string]*targetReport{}
	if err := addFile(reports, co); err != nil {
		t.Fatal(err)
	}
	r := reports["gfx1100"]
	if r == nil || r.Functions != n || r.FunctionInstructions != insts || r.Illegal != 0 || len(r.Unimplemented) != 0 || len(r.Invalid) != 0 || len(r.Skipped) != 0 {
		var b strings.Builder
		if r != nil {
			printReport(&b, r)
		}
		t.Errorf("report %q; llvm-objdump: %d functions of %d instructions", b.String(), n, insts)
	}
}
