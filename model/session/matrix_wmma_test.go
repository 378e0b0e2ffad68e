package session

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// info matrix on a stop after a WMMA (gfx1100, wave32 and wave64): a
// kernel built here with clang-22 in which each lane loads its 16 halves
// of A and of B and calls __builtin_amdgcn_wmma_f32_16x16x16_f16 with
// C = 0. The host product is taken from the layout of AMD's GPUOpen WMMA
// article and matrix instruction calculator (InstCalcGfx11): A[i][k] is
// half k of lane i, B[k][j] half k of lane j, every 16-lane group holding
// a copy, so lane l's halves come from row (column) l % 16. The D that
// `info matrix D` prints must equal it; small integers keep it exact.
const wmmaKernel = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef half f16x16 __attribute__((ext_vector_type(16)));
kernel void mm(global const half *a, global const half *b, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  f16x16 x = ((global const f16x16 *)a)[l], y = ((global const f16x16 *)b)[l];
#ifdef W64
  ((global f32x4 *)d)[l] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w64(x, y, (f32x4)0);
#else
  ((global f32x8 *)d)[l] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(x, y, (f32x8)0);
#endif
}
`

func TestInfoMatrixAfterWMMA(t *testing.T) {
	for _, wave := range []int{32, 64} {
		t.Run(fmt.Sprintf("gfx1100/w%d", wave), func(t *testing.T) {
			dir := t.TempDir()
			src, obj, co := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o"), filepath.Join(dir, "mm.co")
			if err := os.WriteFile(src, []byte(wmmaKernel), 0o644); err != nil {
				t.Fatal(err)
			}
			tool := func(name string, args ...string) string {
				out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", name, err, out)
				}
				return string(out)
			}
			args := []string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1100", "-O2", "-g",
				"-Werror", "-c", src, "-o", obj}
			if wave == 64 {
				args = append(args, "-mwavefrontsize64", "-DW64")
			}
			tool("clang", args...)
			tool("ld.lld", "-shared", obj, "-o", co)
			dis := tool("llvm-objdump", "-d", "--no-show-raw-insn", co)
			var after string
			lines := strings.Split(dis, "\n")
			addr := regexp.MustCompile(`//\s*([0-9A-Fa-f]+):`)
			for i, l := range lines {
				if strings.Contains(l, "v_wmma_f32_16x16x16_f16") {
					for _, n := range lines[i+1:] {
						if m := addr.FindStringSubmatch(n); m != nil {
							after = "0x" + m[1]
							break
						}
					}
					break
				}
			}
			if after == "" {
				t.Fatalf("no v_wmma_f32_16x16x16_f16 with a successor in the disassembly:\n%s", dis)
			}
			// Row (column) r of A (B) is lane r's halves, repeated in
			// every 16-lane group.
			A, B := func(i, k int) int { return (i*7+k*3)%9 - 4 }, func(k, j int) int { return (k*5+j+3)%7 - 3 }
			av, bv := make([]string, 16*wave), make([]string, 16*wave)
			for l := range wave {
				for k := range 16 {
					av[l*16+k] = strconv.Itoa(A(l%16, k))
					bv[l*16+k] = strconv.Itoa(B(k, l%16))
				}
			}
			yaml := fmt.Sprintf("kernel: mm\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\nargs:\n  a: {type: f16, count: %d, init: {data: [%s]}}\n  b: {type: f16, count: %d, init: {data: [%s]}}\n  d: {type: f32, count: 256, output: true}\n",
				wave, wave, len(av), strings.Join(av, ", "), len(bv), strings.Join(bv, ", "))
			argsPath := filepath.Join(dir, "args.yaml")
			if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := Open(co, argsPath, Options{})
			if err != nil {
				t.Fatal(err)
			}
			must := func(cmd string) string {
				var out bytes.Buffer
				if err := s.Execute(context.Background(), cmd, &out); err != nil {
					t.Fatalf("%s: %v\n%s", cmd, err, out.String())
				}
				return out.String()
			}
			must("break *" + after)
			must("run")
			out := must("info matrix D")
			got := parseMatrix(t, out, "D (16 x 16")
			for i := range 16 {
				for j := range 16 {
					want := 0
					for k := range 16 {
						want += A(i, k) * B(k, j)
					}
					if got[i][j] != strconv.Itoa(want) {
						t.Fatalf("D[%d][%d] printed %q, host product %d\n%s", i, j, got[i][j], want, out)
					}
				}
			}
			// D[5][3]: register i/(wave/16), lane 16*(i%(wave/16))+j
			// (calculator: wave32 v2{19}, wave64 v1{19}).
			reg, lane := 2, 19
			if wave == 64 {
				reg = 1
			}
			regs := parseMatrix(t, must("info matrix D regs"), "D (16 x 16")
			at := regexp.MustCompile(`@v(\d+)\.(\d+)$`)
			m0, m := at.FindStringSubmatch(regs[0][0]), at.FindStringSubmatch(regs[5][3])
			if m0 == nil || m == nil || m0[2] != "0" {
				t.Fatalf("D[0][0] and D[5][3] with their registers: %q %q", regs[0][0], regs[5][3])
			}
			r0, _ := strconv.Atoi(m0[1])
			r, _ := strconv.Atoi(m[1])
			if r-r0 != reg || m[2] != strconv.Itoa(lane) {
				t.Errorf("D[5][3] is in %q (D[0][0] in %q), want register %d of D, lane %d", regs[5][3], regs[0][0], reg, lane)
			}
			if !strings.Contains(out, fmt.Sprintf("wave%d layout", wave)) {
				t.Errorf("the header does not name the wave%d layout:\n%s", wave, out)
			}
			if strings.Contains(out, "warning") {
				t.Errorf("equal copies of A and B, yet a warning:\n%s", out)
			}

			// Unequal copies (lane 17 holds row 1 of A in wave32's second
			// group; A[1][2] there is changed) are named in the header.
			av[17*16+2] = "7"
			yaml = fmt.Sprintf("kernel: mm\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\nargs:\n  a: {type: f16, count: %d, init: {data: [%s]}}\n  b: {type: f16, count: %d, init: {data: [%s]}}\n  d: {type: f32, count: 256, output: true}\n",
				wave, wave, len(av), strings.Join(av, ", "), len(bv), strings.Join(bv, ", "))
			if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			if s, err = Open(co, argsPath, Options{}); err != nil {
				t.Fatal(err)
			}
			must("break *" + after)
			must("run")
			out = must("info matrix A")
			// A(1, 2) = 0 (f16 0x0); 7 is f16 0x4700.
			if A(1, 2) != 0 {
				t.Fatal("A(1, 2) is not 0")
			}
			warn := "warning: 1 elements of A/B differ between the 16-lane copies (first A[1][2]: lane 1 0x0, lane 17 0x4700)"
			if !strings.Contains(out, warn) {
				t.Errorf("no %q in\n%s", warn, out)
			}
		})
	}
}

// TestInfoMatrixBeforeAnyWMMA: on RDNA too, a wave that has run no matrix
// instruction gives a one-line error.
func TestInfoMatrixBeforeAnyWMMA(t *testing.T) {
	r := openKernel(t, "gfx1100", "vadd", "O2", "vadd", 64, 64, 64, func(i int) int { return i })
	r.do("break vadd")
	r.do("run")
	msg := r.fail("info matrix")
	if !strings.Contains(msg, "no matrix instruction") || strings.Contains(strings.TrimSpace(msg), "\n") {
		t.Errorf("info matrix before any WMMA: %q", msg)
	}
}

// info matrix after a gfx1250 v_wmma_scale_f32_16x16x128_f8f6f4 (clang-22
// builtin, matrix_a_scale ROW1 and matrix_b_scale ROW0 as its constant
// arguments 1 and 0, one E8M0 byte per 32 k as LLVM's wmma.scale names):
// the header says where the scales come from and that A and B are shown
// unscaled.
const wmmaScaleKernel = `
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef int i32x16 __attribute__((ext_vector_type(16)));
kernel void mm(global const i32x16 *a, global const int *s, global f32x8 *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_wmma_scale_f32_16x16x128_f8f6f4(0, a[l], 0, a[l + 32], (short)0, (f32x8)0, 1, 0, s[l], 0, 0, s[l + 32], false, false);
}
`

func TestInfoMatrixAfterScaledWMMA(t *testing.T) {
	dir := t.TempDir()
	src, obj, co := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o"), filepath.Join(dir, "mm.co")
	if err := os.WriteFile(src, []byte(wmmaScaleKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	tool := func(name string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		return string(out)
	}
	tool("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2", "-g", "-Werror", "-c", src, "-o", obj)
	tool("ld.lld", "-shared", obj, "-o", co)
	dis := tool("llvm-objdump", "-d", "--no-show-raw-insn", co)
	m := regexp.MustCompile(`v_wmma_scale_f32_16x16x128_f8f6f4 [^\n]*, (v\d+), (v\d+) matrix_a_scale:MATRIX_SCALE_ROW1[^\n]*\n[^\n]*//\s*([0-9A-Fa-f]+):`).FindStringSubmatch(dis)
	if m == nil {
		t.Fatalf("no v_wmma_scale_f32_16x16x128_f8f6f4 with VGPR scales, ROW1 for A and a successor in the disassembly:\n%s", dis)
	}
	yaml := "kernel: mm\ngrid: [32, 1, 1]\nworkgroup: [32, 1, 1]\nargs:\n  a: {type: u32, count: 1024}\n  s: {type: u32, count: 64, init: {fill: 0x7f7f7f7f}}\n  d: {type: f32, count: 256, output: true}\n"
	argsPath := filepath.Join(dir, "args.yaml")
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(co, argsPath, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for _, cmd := range []string{"break *0x" + m[3], "run", "info matrix A"} {
		out.Reset()
		if err := s.Execute(context.Background(), cmd, &out); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, out.String())
		}
	}
	want := fmt.Sprintf("scaled: A[i][k] (B[k][j]) times 2^(e-127), e the E8M0 byte k/32 of %s in lane 16+i (of %s in lane 0+j); A and B shown unscaled", m[1], m[2])
	if !strings.Contains(out.String(), want) {
		t.Errorf("no %q in\n%s", want, out.String())
	}
}
