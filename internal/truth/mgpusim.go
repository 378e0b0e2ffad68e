package truth

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"slices"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// MGPUSimDispatch is one of the six dispatches of
// testdata/corpus/mgpusim/DISPATCHES.md: a corpus code object, the args file
// (testdata/args/mgpusim/<Name>.yaml) and the CPU reference the document
// describes, applied to the outputs (by argument name) and the inputs.
type MGPUSimDispatch struct {
	Name   string
	Object string // below testdata/corpus/mgpusim
	// Run runs the dispatch (or, for the multi-pass benchmarks, the
	// sequence of dispatches) and checks the outputs.
	Check func(run Runner, a *args.File) error
}

// Runner runs one dispatch of the dispatch's object on an args file and
// returns the bindings and the final contents of every buffer by name.
type Runner func(a *args.File) ([]args.Binding, map[string][]byte, error)

// NewRunner runs dispatches of the code object at path through model/launch.
func NewRunner(path string) Runner {
	return func(a *args.File) ([]args.Binding, map[string][]byte, error) {
		f, err := codeobj.Open(path, codeobj.Options{})
		if err != nil {
			return nil, nil, err
		}
		l, err := launch.New(f, "", a)
		if err != nil {
			return nil, nil, err
		}
		if _, err := l.Run(context.Background(), exec.Options{Jobs: 2, MaxSteps: DefaultMaxSteps}); err != nil {
			return nil, nil, err
		}
		bufs := map[string][]byte{}
		for _, b := range l.Bindings {
			if b.Param.Pointer {
				bufs[b.Param.DisplayName()] = l.Buffer(b.Param.DisplayName()).Data
			}
		}
		return l.Bindings, bufs, nil
	}
}

// MGPUSimDispatches are the six dispatches with their references.
var MGPUSimDispatches = []MGPUSimDispatch{
	{Name: "fir", Object: "amd/benchmarks/heteromark/fir/kernels.hsaco", Check: checkFIR},
	{Name: "matrixmultiplication", Object: "amd/benchmarks/amdappsdk/matrixmultiplication/kernels.hsaco", Check: checkMatrixMultiplication},
	{Name: "bitonicsort", Object: "amd/benchmarks/amdappsdk/bitonicsort/kernels.hsaco", Check: checkBitonicSort},
	{Name: "simpleconvolution", Object: "amd/benchmarks/amdappsdk/simpleconvolution/kernels.hsaco", Check: checkSimpleConvolution},
	{Name: "floydwarshall", Object: "amd/benchmarks/amdappsdk/floydwarshall/kernels.hsaco", Check: checkFloydWarshall},
	{Name: "vectoradd", Object: "amd/benchmarks/amdappsdk/vectoradd/kernels.hsaco", Check: checkVectorAdd},
}

func f32Slice(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func u32Slice(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

// inputs materialises the args file's buffers by name.
func inputs(bs []args.Binding) map[string][]byte {
	m := map[string][]byte{}
	for _, b := range bs {
		m[b.Param.DisplayName()] = b.Data
	}
	return m
}

// FIR: out[i] = sum over j < taps, j <= i of in[i-j] * coeff[j] (the
// history is zero), within 1e-5 relative.
func checkFIR(run Runner, a *args.File) error {
	bs, out, err := run(a)
	if err != nil {
		return err
	}
	in := inputs(bs)
	x, c, got := f32Slice(in["input"]), f32Slice(in["coeff"]), f32Slice(out["output"])
	for i := range got {
		var want float64
		for j := 0; j < len(c) && j <= i; j++ {
			want += float64(x[i-j]) * float64(c[j])
		}
		if math.Abs(float64(got[i])-want) > 1e-5*math.Max(1, math.Abs(want)) {
			return fmt.Errorf("FAIL: output[%d] = %g, reference %g", i, got[i], want)
		}
	}
	return nil
}

// MatrixMultiplication: C = A B for A of Y x X and B of X x Z (row-major),
// checked on every element of C within 1e-3 (the upstream Verify compares
// only row 0). The corpus binary does not compute A B beyond the first row
// of workgroups: it indexes A by the work-item's local id y, not its global
// id (globalPosA is built from v1, the work-item id y, at 0x124c, and the
// workgroup id y in s9 enters only the address of the stores at 0x16f0), so
// row r of C is row r mod (4 x workgroup height) of A times B. On hardware
// it computes the same; upstream's row-0-only check never noticed. So rows
// of the first workgroup row must equal A B, and every row must equal what
// the binary computes.
func checkMatrixMultiplication(run Runner, a *args.File) error {
	bs, out, err := run(a)
	if err != nil {
		return err
	}
	in := inputs(bs)
	A, B, C := f32Slice(in["matrixA"]), f32Slice(in["matrixB"]), f32Slice(out["matrixC"])
	var x int
	for _, b := range bs {
		if b.Param.DisplayName() == "widthA" {
			x = int(binary.LittleEndian.Uint32(b.Value))
		}
	}
	z := int(a.Grid[0]) * 4
	y := int(a.Grid[1]) * 4
	tileRows := int(a.Workgroup[1]) * 4
	if x*y != len(A) || x*z != len(B) || y*z != len(C) {
		return fmt.Errorf("matrix sizes %dx%d, %dx%d, %dx%d do not fit the buffers", y, x, x, z, y, z)
	}
	product := func(ar, col int) float64 {
		var s float64
		for k := range x {
			s += float64(A[ar*x+k]) * float64(B[k*z+col])
		}
		return s
	}
	for r := range y {
		for col := range z {
			got := float64(C[r*z+col])
			if r < tileRows {
				if want := product(r, col); math.Abs(got-want) > 1e-3 {
					return fmt.Errorf("FAIL: C[%d][%d] = %g, A B has %g", r, col, got, want)
				}
				continue
			}
			if want := product(r%tileRows, col); math.Abs(got-want) > 1e-3 {
				return fmt.Errorf("FAIL: C[%d][%d] = %g, the binary's product (A row %d) is %g", r, col, got, r%tileRows, want)
			}
		}
	}
	return nil
}

// setValue sets a by-value argument of the args file to v.
func setValue(a *args.File, name string, v int64) error {
	for _, arg := range a.Args {
		if arg.Name == name && arg.Buffer == nil {
			arg.Value = []args.Number{{Int: big.NewInt(v), Pos: arg.Pos}}
			return nil
		}
	}
	return fmt.Errorf("%s: no by-value argument %s", a.Path, name)
}

// setFile makes a buffer argument's initial contents the bytes of path.
func setFile(a *args.File, name, path string) error {
	for _, arg := range a.Args {
		if arg.Name == name && arg.Buffer != nil {
			arg.Buffer.Init = args.Init{Kind: args.InitFile, File: path, Pos: arg.Buffer.Init.Pos}
			return nil
		}
	}
	return fmt.Errorf("%s: no buffer argument %s", a.Path, name)
}

// sequence runs dispatches one after another, each starting from the
// buffers the previous one left: before dispatch i, set(i) adjusts the
// by-value arguments; carried names the buffers passed on.
func sequence(run Runner, a *args.File, n int, carried []string, set func(i int) error) ([]args.Binding, map[string][]byte, error) {
	dir, err := os.MkdirTemp("", "gcndbg-mgpusim-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	var first []args.Binding
	var bufs map[string][]byte
	for i := range n {
		if err := set(i); err != nil {
			return nil, nil, err
		}
		bs, out, err := run(a)
		if err != nil {
			return nil, nil, fmt.Errorf("dispatch %d of %d: %w", i+1, n, err)
		}
		if first == nil {
			first = bs
		}
		bufs = out
		for _, name := range carried {
			p := filepath.Join(dir, fmt.Sprintf("%s-%d.bin", name, i))
			if err := os.WriteFile(p, out[name], 0o644); err != nil {
				return nil, nil, err
			}
			if err := setFile(a, name, p); err != nil {
				return nil, nil, err
			}
		}
	}
	return first, bufs, nil
}

// BitonicSort: every (stage, pass) dispatch of the sort in MGPUSim's order
// (stages 0..log2(N)-1, passes 0..stage, ascending); the array ends equal
// to the input sorted.
func checkBitonicSort(run Runner, a *args.File) error {
	n := int(a.Grid[0]) * 2
	stages := 0
	for 1<<stages < n {
		stages++
	}
	type step struct{ stage, pass int }
	var steps []step
	for s := range stages {
		for p := 0; p <= s; p++ {
			steps = append(steps, step{s, p})
		}
	}
	bs, out, err := sequence(run, a, len(steps), []string{"array"}, func(i int) error {
		if err := setValue(a, "stage", int64(steps[i].stage)); err != nil {
			return err
		}
		return setValue(a, "passOfStage", int64(steps[i].pass))
	})
	if err != nil {
		return err
	}
	want := u32Slice(inputs(bs)["array"])
	slices.Sort(want)
	got := u32Slice(out["array"])
	for i := range want {
		if got[i] != want[i] {
			return fmt.Errorf("FAIL: after %d dispatches array[%d] = %d, sorted input has %d", len(steps), i, got[i], want[i])
		}
	}
	return nil
}

// SimpleConvolution: out[y][x] = (int)(sum over the 3x3 mask of
// input[y+j][x+i] * mask[j][i] + 0.5), exactly (the inputs are small
// integers, so every sum is exact).
func checkSimpleConvolution(run Runner, a *args.File) error {
	bs, out, err := run(a)
	if err != nil {
		return err
	}
	in := inputs(bs)
	input, mask := u32Slice(in["input"]), f32Slice(in["mask"])
	got := u32Slice(out["output"])
	var dims [2]uint32
	var ex uint32
	for _, b := range bs {
		switch b.Param.DisplayName() {
		case "inputDimensions":
			dims = [2]uint32{binary.LittleEndian.Uint32(b.Value), binary.LittleEndian.Uint32(b.Value[4:])}
		case "nExWidth":
			ex = binary.LittleEndian.Uint32(b.Value)
		}
	}
	w, h := int(dims[0]), int(dims[1])
	for y := range h {
		for x := range w {
			var s float64
			for i := range 3 {
				for j := range 3 {
					s += float64(input[(y+j)*int(ex)+x+i]) * float64(mask[j*3+i])
				}
			}
			want := int32(float32(s) + 0.5)
			if int32(got[y*w+x]) != want {
				return fmt.Errorf("FAIL: output[%d][%d] = %d, reference %d", y, x, int32(got[y*w+x]), want)
			}
		}
	}
	return nil
}

// FloydWarshall: every pass k = 0..numNodes-1, each on the previous
// buffers; distances and paths equal the CPU algorithm's (a shorter path
// through k replaces the distance and records k).
func checkFloydWarshall(run Runner, a *args.File) error {
	n := int(a.Grid[0])
	bs, out, err := sequence(run, a, n, []string{"pathDistanceBuffer", "pathBuffer"}, func(i int) error {
		return setValue(a, "pass", int64(i))
	})
	if err != nil {
		return err
	}
	in := inputs(bs)
	dist, path := u32Slice(in["pathDistanceBuffer"]), u32Slice(in["pathBuffer"])
	for k := range n {
		for y := range n {
			for x := range n {
				if t := int32(dist[y*n+k] + dist[k*n+x]); t < int32(dist[y*n+x]) {
					dist[y*n+x] = uint32(t)
					path[y*n+x] = uint32(k)
				}
			}
		}
	}
	gd, gp := u32Slice(out["pathDistanceBuffer"]), u32Slice(out["pathBuffer"])
	for i := range dist {
		if gd[i] != dist[i] || gp[i] != path[i] {
			return fmt.Errorf("FAIL: after %d passes node pair %d: distance %d path %d, reference %d %d", n, i, gd[i], gp[i], dist[i], path[i])
		}
	}
	return nil
}

// VectorAdd: a = b + c exactly.
func checkVectorAdd(run Runner, a *args.File) error {
	bs, out, err := run(a)
	if err != nil {
		return err
	}
	in := inputs(bs)
	b, c, got := f32Slice(in["arg1"]), f32Slice(in["arg2"]), f32Slice(out["arg0"])
	for i := range got {
		if want := b[i] + c[i]; math.Float32bits(got[i]) != math.Float32bits(want) {
			return fmt.Errorf("FAIL: a[%d] = %g, reference %g", i, got[i], want)
		}
	}
	return nil
}
