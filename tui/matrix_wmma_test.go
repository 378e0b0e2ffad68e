package tui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/session"
)

// The matrix pane after a WMMA (gfx1100, wave32): each lane loads 16
// halves of A and of B and calls __builtin_amdgcn_wmma_f32_16x16x16_f16_w32
// with C = 0 (clang-22). Layout (AMD's GPUOpen RDNA3 WMMA article and the
// matrix instruction calculator, InstCalcGfx11): lane l holds row (column)
// l % 16 of A (B), every 16-lane group a copy; D[i][j] is in register
// i/2 of lane 16*(i%2) + j.
const wmmaPaneKernel = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef half f16x16 __attribute__((ext_vector_type(16)));
kernel void mm(global const half *a, global const half *b, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  f16x16 x = ((global const f16x16 *)a)[l], y = ((global const f16x16 *)b)[l];
  ((global f32x8 *)d)[l] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(x, y, (f32x8)0);
}
`

func TestMatrixPaneShowsTheLastWMMA(t *testing.T) {
	dir := t.TempDir()
	src, obj, co := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o"), filepath.Join(dir, "mm.co")
	if err := os.WriteFile(src, []byte(wmmaPaneKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	tool := func(name string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		return string(out)
	}
	tool("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1100", "-O2", "-g", "-c", src, "-o", obj)
	tool("ld.lld", "-shared", obj, "-o", co)
	dis := strings.Split(tool("llvm-objdump", "-d", "--no-show-raw-insn", co), "\n")
	addr := regexp.MustCompile(`//\s*([0-9A-Fa-f]+):`)
	after := ""
	for i, l := range dis {
		if strings.Contains(l, "v_wmma_f32_16x16x16_f16") {
			for _, n := range dis[i+1:] {
				if m := addr.FindStringSubmatch(n); m != nil {
					after = "0x" + m[1]
					break
				}
			}
			break
		}
	}
	if after == "" {
		t.Fatal("no v_wmma_f32_16x16x16_f16 with a successor in the disassembly")
	}
	A, B := func(i, k int) int { return (i*5+k)%7 - 3 }, func(k, j int) int { return (k*3+j*2)%9 - 4 }
	var av, bv []string
	for l := range 32 {
		for k := range 16 {
			av = append(av, strconv.Itoa(A(l%16, k)))
			bv = append(bv, strconv.Itoa(B(k, l%16)))
		}
	}
	args := filepath.Join(dir, "args.yaml")
	yaml := fmt.Sprintf("kernel: mm\ngrid: [32, 1, 1]\nworkgroup: [32, 1, 1]\nargs:\n  a: {type: f16, count: 512, init: {data: [%s]}}\n  b: {type: f16, count: 512, init: {data: [%s]}}\n  d: {type: f32, count: 256, output: true}\n",
		strings.Join(av, ", "), strings.Join(bv, ", "))
	if err := os.WriteFile(args, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(co, args, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := New(s, Options{Styles: asciiStyles(), HaveStyles: true, Keys: DefaultKeyMap(), Start: []string{"break *" + after, "run"}})
	m.SetSize(160, 48)
	if m.Snapshot().Matrix == nil {
		t.Fatalf("no matrix in the snapshot after the WMMA; log:\n%s", strings.Join(m.LogLines(), "\n"))
	}
	for _, lane := range []int{3, 19} {
		typeCommand(m, fmt.Sprintf("lane %d", lane))
		full := m.matrix
		full.Row, full.Col = 0, 0
		pane := full.Render(m.Snapshot(), m.styles, 400, 240)
		vals, marked := matrixCells(t, pane, "D (16 x 16")
		if len(vals) != 16 {
			t.Fatalf("lane %d: D has %d rows:\n%s", lane, len(vals), pane)
		}
		for i := range 16 {
			for j := range 16 {
				want := 0
				for k := range 16 {
					want += A(i, k) * B(k, j)
				}
				if vals[i][j] != strconv.Itoa(want) {
					t.Fatalf("D[%d][%d] shows %s, host product %d", i, j, vals[i][j], want)
				}
				if in := 16*(i%2)+j == lane; marked[i][j] != in {
					t.Errorf("lane %d: D[%d][%d] in brackets %v, want %v", lane, i, j, marked[i][j], in)
				}
			}
		}
		vals, marked = matrixCells(t, pane, "A (16 x 16")
		for i := range 16 {
			for k := range 16 {
				if vals[i][k] != strconv.Itoa(A(i, k)) {
					t.Fatalf("A[%d][%d] shows %s, buffer %d", i, k, vals[i][k], A(i, k))
				}
				// The product reads the first copy: lanes 0-15.
				if in := i == lane; marked[i][k] != in {
					t.Errorf("lane %d: A[%d][%d] in brackets %v, want %v", lane, i, k, marked[i][k], in)
				}
			}
		}
		press(m, "X")
		if screen := m.View(); !strings.Contains(screen, "[X] Matrix  wave 0  lane "+strconv.Itoa(lane)) {
			t.Errorf("X does not show the matrix pane:\n%s", screen)
		}
	}
}
