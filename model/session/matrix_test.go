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

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// info matrix on a stop after an MFMA: a kernel built here with clang-22
// (each lane loads its A and B registers, four halves each, from two
// buffers and calls __builtin_amdgcn_mfma_f32_32x32x8f16 with C = 0); the
// breakpoint is put on the instruction after the MFMA as llvm-objdump
// shows it. The D that `info matrix D` prints must equal the product of
// the A and B the buffers hold, computed here: A[i][k] is half k%4 of lane
// i + 32*(k/4), B[k][j] half k%4 of lane j + 32*(k/4) (the layout of AMD's
// matrix instruction calculator for this op); small integer inputs make
// every value exact.

const matrixKernel = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x16 __attribute__((ext_vector_type(16)));
typedef half f16x4 __attribute__((ext_vector_type(4)));
kernel void mm(global const half *a, global const half *b, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  f16x4 x = ((global const f16x4 *)a)[l], y = ((global const f16x4 *)b)[l];
  f32x16 r = __builtin_amdgcn_mfma_f32_32x32x8f16(x, y, (f32x16)0, 0, 0, 0);
  ((global f32x16 *)d)[l] = r;
}
`

func TestInfoMatrixAfterMFMA(t *testing.T) {
	for _, target := range []string{"gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			dir := t.TempDir()
			src, obj, co := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o"), filepath.Join(dir, "mm.co")
			if err := os.WriteFile(src, []byte(matrixKernel), 0o644); err != nil {
				t.Fatal(err)
			}
			tool := func(name string, args ...string) string {
				out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", name, err, out)
				}
				return string(out)
			}
			tool("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu="+target, "-O2", "-g",
				"-Werror", "-c", src, "-o", obj)
			tool("ld.lld", "-shared", obj, "-o", co)
			dis := tool("llvm-objdump", "-d", "--no-show-raw-insn", co)
			// The address of the instruction after the MFMA.
			var after string
			lines := strings.Split(dis, "\n")
			addr := regexp.MustCompile(`//\s*([0-9A-Fa-f]+):`)
			for i, l := range lines {
				if strings.Contains(l, "v_mfma_f32_32x32x8") {
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
				t.Fatalf("no v_mfma_f32_32x32x8 with a successor in the disassembly:\n%s", dis)
			}
			av, bv := make([]int, 256), make([]int, 256)
			for i := range av {
				av[i], bv[i] = (i*7)%9-4, (i*5+3)%7-3
			}
			join := func(v []int) string {
				s := make([]string, len(v))
				for i, x := range v {
					s[i] = strconv.Itoa(x)
				}
				return strings.Join(s, ", ")
			}
			yaml := fmt.Sprintf("kernel: mm\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  a: {type: f16, count: 256, init: {data: [%s]}}\n  b: {type: f16, count: 256, init: {data: [%s]}}\n  d: {type: f32, count: 1024, output: true}\n",
				join(av), join(bv))
			argsPath := filepath.Join(dir, "args.yaml")
			if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := Open(co, argsPath, Options{})
			if err != nil {
				t.Fatal(err)
			}
			run := func(cmd string) (string, error) {
				var out bytes.Buffer
				err := s.Execute(context.Background(), cmd, &out)
				return out.String(), err
			}
			must := func(cmd string) string {
				out, err := run(cmd)
				if err != nil {
					t.Fatalf("%s: %v\n%s", cmd, err, out)
				}
				return out
			}
			must("break *" + after)
			// Before the run no wave is focused; after `run` stops on the
			// first instruction? The breakpoint comes after the MFMA.
			must("run")
			out := must("info matrix D")
			got := parseMatrix(t, out, "D (32 x 32")
			for i := range 32 {
				for j := range 32 {
					want := 0
					for k := range 8 {
						want += av[(i+32*(k/4))*4+k%4] * bv[(j+32*(k/4))*4+k%4]
					}
					if got[i][j] != strconv.Itoa(want) {
						t.Fatalf("D[%d][%d] printed %q, host product %d\n%s", i, j, got[i][j], want, out)
					}
				}
			}
			// Elements with their registers: D[9][5] is in register 5 of
			// the destination, lane 5 (calculator: D[9][5] = v5{5}).
			regs := must("info matrix D regs")
			in, _, _ := s.dbg.InstAt(s.groups[0].waves[0].LastMatrix - 1)
			f, _ := gexec.MatrixFieldsOf(&in)
			p := "v"
			if f.D.Kind == isa.KindAGPR {
				p = "a"
			}
			if cell := parseMatrix(t, regs, "D (32 x 32")[9][5]; !strings.HasSuffix(cell, fmt.Sprintf("@%s%d.5", p, int(f.D.Reg)+5)) {
				t.Errorf("D[9][5] with its register: %q, want ...@%s%d.5", cell, p, int(f.D.Reg)+5)
			}
			// A (the stored f16 inputs) equals the buffer.
			ga := parseMatrix(t, must("info matrix A"), "A (32 x 8")
			if ga[3][6] != strconv.Itoa(av[(3+32)*4+2]) {
				t.Errorf("A[3][6] printed %q, buffer %d", ga[3][6], av[(3+32)*4+2])
			}
			// Not a matrix instruction: one line.
			if _, err := run("info matrix *" + after); err == nil || strings.Contains(err.Error(), "\n") {
				t.Errorf("info matrix at a non-matrix instruction: %v", err)
			}
		})
	}
}

// TestInfoMatrixBeforeAnyMFMA: a wave that has run none gives a one-line
// error.
func TestInfoMatrixBeforeAnyMFMA(t *testing.T) {
	r := openKernel(t, "gfx90a", "vadd", "O2", "vadd", 64, 64, 64, func(i int) int { return i })
	r.do("break vadd")
	r.do("run")
	msg := r.fail("info matrix")
	if !strings.Contains(msg, "no matrix instruction") || strings.Contains(strings.TrimSpace(msg), "\n") {
		t.Errorf("info matrix before any MFMA: %q", msg)
	}
}

// parseMatrix reads the grid printed under the title that starts with
// prefix: rows "   i: v v v ...".
func parseMatrix(t *testing.T, out, prefix string) [][]string {
	t.Helper()
	lines := strings.Split(out, "\n")
	for n, l := range lines {
		if !strings.HasPrefix(l, prefix) {
			continue
		}
		var g [][]string
		for _, row := range lines[n+2:] {
			head, rest, ok := strings.Cut(row, ":")
			if _, err := strconv.Atoi(strings.TrimSpace(head)); !ok || err != nil {
				break
			}
			g = append(g, strings.Fields(rest))
		}
		return g
	}
	t.Fatalf("no %q in\n%s", prefix, out)
	return nil
}
