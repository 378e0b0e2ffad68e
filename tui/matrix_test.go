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

// The matrix pane's kernel: each lane loads its A and B registers (four
// halves each) from two buffers and calls
// __builtin_amdgcn_mfma_f32_32x32x8f16 with C = 0, built here with clang-22.
const mfmaKernel = `
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

// mfmaInputs are the buffers' small integers (every product and sum is
// exact in f16 and f32).
func mfmaInputs() (a, b []int) {
	a, b = make([]int, 256), make([]int, 256)
	for i := range a {
		a[i], b[i] = (i*7)%9-4, (i*5+3)%7-3
	}
	return a, b
}

// buildMFMA builds the kernel for target into dir and returns the code
// object, an args file for mfmaInputs and the address (hex) of the
// instruction after the MFMA, from llvm-objdump.
func buildMFMA(t *testing.T, dir, target string) (co, args, after string) {
	t.Helper()
	src, obj := filepath.Join(dir, "mm.cl"), filepath.Join(dir, "mm.o")
	co = filepath.Join(dir, "mm.co")
	if err := os.WriteFile(src, []byte(mfmaKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	tool := func(name string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, name), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		return string(out)
	}
	tool("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu="+target, "-O2", "-g", "-c", src, "-o", obj)
	tool("ld.lld", "-shared", obj, "-o", co)
	dis := tool("llvm-objdump", "-d", "--no-show-raw-insn", co)
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
	av, bv := mfmaInputs()
	join := func(v []int) string {
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = strconv.Itoa(x)
		}
		return strings.Join(s, ", ")
	}
	yaml := fmt.Sprintf("kernel: mm\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  a: {type: f16, count: 256, init: {data: [%s]}}\n  b: {type: f16, count: 256, init: {data: [%s]}}\n  d: {type: f32, count: 1024, output: true}\n",
		join(av), join(bv))
	args = filepath.Join(dir, "args.yaml")
	if err := os.WriteFile(args, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return co, args, after
}

// mfmaHost is the host product D = A*B and where each element of A and D
// lives, from the layout of AMD's matrix instruction calculator for
// v_mfma_f32_32x32x8f16: A[i][k] is half k%4 of lane i + 32*(k/4),
// B[k][j] half k%4 of lane j + 32*(k/4), D[i][j] register (i%4) +
// 4*(i/8) of lane j + 32*((i/4)%2).
func mfmaHost() (d [32][32]int, aLane func(i, k int) int, dLane func(i, j int) int) {
	av, bv := mfmaInputs()
	for i := range 32 {
		for j := range 32 {
			for k := range 8 {
				d[i][j] += av[(i+32*(k/4))*4+k%4] * bv[(j+32*(k/4))*4+k%4]
			}
		}
	}
	return d, func(i, k int) int { return i + 32*(k/4) }, func(i, j int) int { return j + 32*((i/4)%2) }
}

// matrixCells parses the tile titled prefix in a drawn pane: each row's
// cells, with whether each is in brackets.
func matrixCells(t *testing.T, pane, prefix string) (vals [][]string, marked [][]bool) {
	t.Helper()
	lines := strings.Split(pane, "\n")
	cell := regexp.MustCompile(`([\[ ])\s*(-?[0-9.e+]+)([\] ])`)
	for n, l := range lines {
		if !strings.Contains(l, prefix) {
			continue
		}
		row := regexp.MustCompile(`^[│║]\s*(\d+):(.*)$`)
		for _, r := range lines[n+2:] {
			m := row.FindStringSubmatch(r)
			if m == nil {
				break
			}
			var vs []string
			var ms []bool
			for _, c := range cell.FindAllStringSubmatch(strings.TrimRight(m[2], "│║ ")+" ", -1) {
				vs = append(vs, c[2])
				ms = append(ms, c[1] == "[" && c[3] == "]")
			}
			vals, marked = append(vals, vs), append(marked, ms)
		}
		return vals, marked
	}
	t.Fatalf("no %q in the pane:\n%s", prefix, pane)
	return nil, nil
}

// TestMatrixPaneShowsTheLastMFMA stops after the MFMA on gfx90a and
// gfx942 and draws the matrix pane (key X): D equals the host product of
// the buffers (mfmaHost), A equals the buffer, and exactly the elements
// the focused lane holds by the calculator's layout are in brackets, for
// lane 0 and, after `]`-style focus changes, lane 37. At 160x48 the pane
// shows in its slot titled with its key and scrolled to the lane's first
// element of D.
func TestMatrixPaneShowsTheLastMFMA(t *testing.T) {
	for _, target := range []string{"gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			co, args, after := buildMFMA(t, t.TempDir(), target)
			s, err := session.Open(co, args, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			m := New(s, Options{Styles: asciiStyles(), HaveStyles: true, Keys: DefaultKeyMap(), Start: []string{"break *" + after, "run"}})
			m.SetSize(160, 48)
			if m.Snapshot().Matrix == nil {
				t.Fatalf("no matrix in the snapshot after the MFMA; log:\n%s", strings.Join(m.LogLines(), "\n"))
			}
			d, aLane, dLane := mfmaHost()
			av, _ := mfmaInputs()
			for _, lane := range []int{0, 37} {
				typeCommand(m, fmt.Sprintf("lane %d", lane))
				// The whole pane, unscrolled.
				full := m.matrix
				full.Row, full.Col = 0, 0
				pane := full.Render(m.Snapshot(), m.styles, 400, 240)
				if !strings.Contains(pane, fmt.Sprintf("lane %d's elements in [ ]", lane)) {
					t.Errorf("lane %d: the title does not name the lane:\n%s", lane, pane)
				}
				vals, marked := matrixCells(t, pane, "D (32 x 32")
				if len(vals) != 32 {
					t.Fatalf("lane %d: D has %d rows:\n%s", lane, len(vals), pane)
				}
				for i := range 32 {
					if len(vals[i]) != 32 {
						t.Fatalf("lane %d: D row %d has %d cells: %v", lane, i, len(vals[i]), vals[i])
					}
					for j := range 32 {
						if vals[i][j] != strconv.Itoa(d[i][j]) {
							t.Fatalf("D[%d][%d] shows %s, host product %d", i, j, vals[i][j], d[i][j])
						}
						if want := dLane(i, j) == lane; marked[i][j] != want {
							t.Errorf("lane %d: D[%d][%d] in brackets %v, want %v (it lives in lane %d)", lane, i, j, marked[i][j], want, dLane(i, j))
						}
					}
				}
				vals, marked = matrixCells(t, pane, "A (32 x 8")
				for i := range 32 {
					for k := range 8 {
						if vals[i][k] != strconv.Itoa(av[(i+32*(k/4))*4+k%4]) {
							t.Fatalf("A[%d][%d] shows %s, buffer %d", i, k, vals[i][k], av[(i+32*(k/4))*4+k%4])
						}
						if want := aLane(i, k) == lane; marked[i][k] != want {
							t.Errorf("lane %d: A[%d][%d] in brackets %v, want %v", lane, i, k, marked[i][k], want)
						}
					}
				}
				// On screen: the pane in its slot, at the lane's first
				// element of D.
				press(m, "X")
				screen := m.View()
				if !strings.Contains(screen, "[X] Matrix  wave 0  lane "+strconv.Itoa(lane)) {
					t.Errorf("X does not show the matrix pane:\n%s", screen)
				}
				i0 := 0
				for dLane(i0, lane%32) != lane {
					i0++
				}
				if _, ok := screenLine(screen, fmt.Sprintf("%4d:", i0), "["+strconv.Itoa(d[i0][lane%32])+"]"); !ok {
					t.Errorf("lane %d: the screen does not show D[%d][%d] = %d in brackets:\n%s", lane, i0, lane%32, d[i0][lane%32], screen)
				}
			}
		})
	}
}
