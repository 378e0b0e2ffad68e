package launch

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

func open(t *testing.T, path, argsFile string) (*codeobj.File, *args.File) {
	t.Helper()
	f, err := codeobj.Open(path, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(filepath.Join(testkernels.Dir(), "args", argsFile))
	if err != nil {
		t.Fatal(err)
	}
	return f, a
}

func f32s(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// The vector add's output is the float32 sum Go computes of the same
// inputs, on every wave64 target (-O2).
func TestVaddMatchesGoSum(t *testing.T) {
	for _, target := range []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			f, a := open(t, testkernels.CodeObject(t, target, "vadd", "O2"), "vadd/vadd.yaml")
			l, err := New(f, "", a)
			if err != nil {
				t.Fatal(err)
			}
			x, y := f32s(l.Bindings[0].Data), f32s(l.Bindings[1].Data)
			if _, err := l.Run(context.Background(), exec.Options{Jobs: 1}); err != nil {
				t.Fatal(err)
			}
			outs := l.Outputs()
			// vadd.cl is built without -cl-kernel-arg-info: the output
			// takes its name from the DWARF, as the source spells it.
			if len(outs) != 1 || outs[0].Name != "c" || outs[0].Type != args.F32 {
				t.Fatalf("outputs %d, the first %q %v, want one f32 c", len(outs), outs[0].Name, outs[0].Type)
			}
			got := f32s(outs[0].Data)
			for i := range got {
				if want := x[i] + y[i]; math.Float32bits(got[i]) != math.Float32bits(want) {
					t.Fatalf("c[%d] = %v, want %v", i, got[i], want)
				}
			}
		})
	}
}

// The hidden arguments of code object v5+ are filled as the runtime does:
// full workgroup counts, workgroup sizes, the partial workgroup's size,
// the dimensions, zero global offsets.
func TestHiddenArgumentsFollowTheDispatch(t *testing.T) {
	f, a := open(t, testkernels.CodeObject(t, "gfx900", "vadd", "O2"), "vadd/vadd.yaml")
	l, err := New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	kb := l.Dispatch.Kernarg
	u32 := func(off int) uint32 { return binary.LittleEndian.Uint32(kb[off:]) }
	u16 := func(off int) uint16 { return binary.LittleEndian.Uint16(kb[off:]) }
	// Offsets as llvm-readelf --notes prints them for this object.
	checks := []struct {
		name      string
		got, want uint64
	}{
		{"arg3 (n)", uint64(u32(24)), 1000},
		{"hidden_block_count_x", uint64(u32(32)), 3}, // 1000/256, the partial one excluded
		{"hidden_block_count_y", uint64(u32(36)), 1},
		{"hidden_group_size_x", uint64(u16(44)), 256},
		{"hidden_group_size_y", uint64(u16(46)), 1},
		{"hidden_remainder_x", uint64(u16(50)), 1000 % 256},
		{"hidden_remainder_y", uint64(u16(52)), 0},
		{"hidden_global_offset_x", binary.LittleEndian.Uint64(kb[72:]), 0},
		{"hidden_grid_dims", uint64(u16(96)), 1},
		{"arg0 pointer", binary.LittleEndian.Uint64(kb[0:]), l.Buffer("arg0").Base},
		{"arg2 pointer", binary.LittleEndian.Uint64(kb[16:]), l.Buffer("arg2").Base},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
}

// An args file that does not fit the kernel's metadata is an *args.Error.
func TestArgsMismatchIsArgsError(t *testing.T) {
	f, _ := open(t, testkernels.CodeObject(t, "gfx900", "vadd", "O2"), "vadd/vadd.yaml")
	a, err := args.Parse([]byte("grid: [64]\nworkgroup: [64]\nargs:\n  arg0: 3\n"), "bad.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(f, "", a)
	var ae *args.Error
	if !errors.As(err, &ae) {
		t.Fatalf("New = %v, want *args.Error", err)
	}
}

// NewInPlace runs the same dispatch as New, its buffers being the
// bindings' bytes themselves; New's bindings keep the initial bytes.
func TestNewInPlaceSharesBindingsNewCopies(t *testing.T) {
	for _, c := range []struct {
		name   string
		new    func(*codeobj.File, string, *args.File) (*Launch, error)
		shared bool
	}{{"New", New, false}, {"NewInPlace", NewInPlace, true}} {
		t.Run(c.name, func(t *testing.T) {
			f, a := open(t, testkernels.CodeObject(t, "gfx900", "vadd", "O2"), "vadd/vadd.yaml")
			l, err := c.new(f, "", a)
			if err != nil {
				t.Fatal(err)
			}
			x := f32s(l.Bindings[0].Data)
			y := f32s(l.Bindings[1].Data)
			if _, err := l.Run(context.Background(), exec.Options{Jobs: 1}); err != nil {
				t.Fatal(err)
			}
			outs := l.Outputs()
			if len(outs) != 1 {
				t.Fatalf("%d outputs, want 1", len(outs))
			}
			got := f32s(outs[0].Data)
			for i := range got {
				if want := x[i] + y[i]; math.Float32bits(got[i]) != math.Float32bits(want) {
					t.Fatalf("c[%d] = %v, want %v", i, got[i], want)
				}
			}
			// The output binding shows the sum only when it is the buffer.
			bound := f32s(l.Bindings[2].Data)
			if shows := bound[1] == got[1] && got[1] != 0; shows != c.shared {
				t.Errorf("binding c[1] = %v after the run, buffer %v: shared %v, want %v", bound[1], got[1], shows, c.shared)
			}
		})
	}
}

// Kernels whose metadata has no argument names (OpenCL without
// -cl-kernel-arg-info, plain C, HIP) take them from the DWARF's formal
// parameters, as the sources declare them (testdata/kernels); HIP and C
// take their type names there too. Each is also arg<N>.
func TestParamsTakeNamesAndTypesFromDWARF(t *testing.T) {
	cases := []struct {
		source, kernel string
		names, types   []string
	}{
		// vadd.cl:4: vadd(GLOBAL const float *a, GLOBAL const float *b, GLOBAL float *c, uint n)
		{"vadd", "vadd", []string{"a", "b", "c", "n"}, nil},
		// plain.c:17: plain_scale(const long *in, long *out, long scale, int bias)
		{"plain", "plain_scale", []string{"in", "out", "scale", "bias"}, []string{"const long *", "long *", "long", "int"}},
		// hip_kernels.hip:58: saxpy(T a, const T *x, T *y, uint n), T = double
		{"hip_kernels", "_Z5saxpyIdEvT_PKS0_PS0_j", []string{"a", "x", "y", "n"}, []string{"double", "const double *", "double *", "uint"}},
	}
	for _, c := range cases {
		t.Run(c.kernel, func(t *testing.T) {
			f, err := codeobj.Open(testkernels.CodeObject(t, "gfx90a", c.source, "O2"), codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			k, err := f.Kernel(c.kernel)
			if err != nil {
				t.Fatal(err)
			}
			ps := ParamsOf(f, k)
			if len(ps) != len(c.names) {
				t.Fatalf("%d parameters, want %d", len(ps), len(c.names))
			}
			for i, p := range ps {
				if p.Name != "" {
					t.Errorf("parameter %d has the metadata name %q: the test expects none", i, p.Name)
				}
				if p.SourceName != c.names[i] || p.DisplayName() != c.names[i] {
					t.Errorf("parameter %d: source name %q, display name %q, want %q", i, p.SourceName, p.DisplayName(), c.names[i])
				}
				if got := p.Names(); len(got) != 2 || got[1] != fmt.Sprintf("arg%d", i) {
					t.Errorf("parameter %d: names %q, want %q and arg%d", i, got, c.names[i], i)
				}
				if c.types != nil && p.TypeName != c.types[i] {
					t.Errorf("parameter %d: type %q, want %q", i, p.TypeName, c.types[i])
				}
			}
		})
	}
}

// A buffer is found by any of its names.
func TestBufferByAnyName(t *testing.T) {
	f, a := open(t, testkernels.CodeObject(t, "gfx900", "vadd", "O2"), "vadd/vadd.yaml")
	l, err := New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	if l.Buffer("c") == nil || l.Buffer("c") != l.Buffer("arg2") || l.Buffer("a") == l.Buffer("c") || l.Buffer("arg9") != nil {
		t.Errorf("Buffer(c) = %p, Buffer(arg2) = %p, Buffer(a) = %p, Buffer(arg9) = %p", l.Buffer("c"), l.Buffer("arg2"), l.Buffer("a"), l.Buffer("arg9"))
	}
}
