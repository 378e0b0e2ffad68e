package args

import (
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const vaddYAML = `kernel: vadd
grid: [1024, 1, 1]
workgroup: [256, 1, 1]
args:
  a: {type: f32, count: 4, init: {range: [0, 1]}}
  b: {type: f32, count: 4, init: {fill: 2}}
  c: {type: f32, count: 4, output: true}
  n: 4
`

var vaddParams = []Param{
	{Name: "a", Index: 0, Size: 8, TypeName: "float*", Pointer: true},
	{Name: "b", Index: 1, Size: 8, TypeName: "float*", Pointer: true},
	{Name: "c", Index: 2, Size: 8, TypeName: "float*", Pointer: true},
	{Name: "n", Index: 3, Size: 4, TypeName: "uint"},
}

func f32s(vs ...float32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func TestParseAndBindVadd(t *testing.T) {
	f, err := Parse([]byte(vaddYAML), "vadd.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if f.Kernel != "vadd" || f.Grid != [3]uint64{1024, 1, 1} || f.Workgroup != [3]uint32{256, 1, 1} {
		t.Fatalf("header = %q %v %v", f.Kernel, f.Grid, f.Workgroup)
	}
	bs, err := f.Bind(vaddParams)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{
		"a": f32s(0, 1, 2, 3),
		"b": f32s(2, 2, 2, 2),
		"c": make([]byte, 16),
	}
	for _, b := range bs[:3] {
		if string(b.Data) != string(want[b.Param.Name]) {
			t.Errorf("%s = % x, want % x", b.Param.Name, b.Data, want[b.Param.Name])
		}
	}
	if got := binary.LittleEndian.Uint32(bs[3].Value); len(bs[3].Value) != 4 || got != 4 {
		t.Errorf("n = % x", bs[3].Value)
	}
	if got := OutputNames(bs); len(got) != 1 || got[0] != "c" {
		t.Errorf("outputs = %v", got)
	}
}

func TestPositionalArgsAndUnnamedParams(t *testing.T) {
	f, err := Parse([]byte("grid: 64\nargs:\n  - {type: u32, count: 2, init: {data: [7, 4294967295]}}\n  - -3\n"), "p.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Index: 0, Size: 8, TypeName: "uint*", Pointer: true}, {Index: 1, Size: 4, TypeName: "int"}})
	if err != nil {
		t.Fatal(err)
	}
	if bs[0].Param.DisplayName() != "arg0" || string(bs[0].Data) != "\x07\x00\x00\x00\xff\xff\xff\xff" {
		t.Errorf("arg0 = %s % x", bs[0].Param.DisplayName(), bs[0].Data)
	}
	if string(bs[1].Value) != "\xfd\xff\xff\xff" {
		t.Errorf("arg1 = % x", bs[1].Value)
	}
}

func TestVectorByValueAndIntegerLimits(t *testing.T) {
	f, err := Parse([]byte("grid: [1]\nargs:\n  v: [1.5, -2, 0, 3]\n  big: 18446744073709551615\n  neg: -9223372036854775808\n"), "v.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Name: "v", Size: 16, TypeName: "float4"}, {Name: "big", Size: 8, TypeName: "ulong"}, {Name: "neg", Index: 2, Size: 8, TypeName: "long"}})
	if err != nil {
		t.Fatal(err)
	}
	if string(bs[0].Value) != string(f32s(1.5, -2, 0, 3)) {
		t.Errorf("v = % x", bs[0].Value)
	}
	if binary.LittleEndian.Uint64(bs[1].Value) != math.MaxUint64 {
		t.Errorf("big = % x", bs[1].Value)
	}
	if int64(binary.LittleEndian.Uint64(bs[2].Value)) != math.MinInt64 {
		t.Errorf("neg = % x", bs[2].Value)
	}
}

func TestRangeOfIntegersIsExact(t *testing.T) {
	f, err := Parse([]byte("grid: 1\nargs:\n  x: {type: i16, count: 3, init: {range: [-2, -3]}}\n"), "r.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Name: "x", Size: 8, TypeName: "short*", Pointer: true}})
	if err != nil {
		t.Fatal(err)
	}
	// -2, -5, -8 as little-endian two's complement int16.
	if string(bs[0].Data) != "\xfe\xff\xfb\xff\xf8\xff" {
		t.Errorf("x = % x", bs[0].Data)
	}
}

func TestRandomIsDeterministicAndInRange(t *testing.T) {
	src := "grid: 1\nargs:\n  x: {type: i32, count: 1000, init: {random: {seed: 7, min: -5, max: 5}}}\n  y: {type: f32, count: 1000, init: {random: {seed: 7, min: 1, max: 2}}}\n"
	params := []Param{{Name: "x", Size: 8, TypeName: "int*", Pointer: true}, {Name: "y", Index: 1, Size: 8, TypeName: "float*", Pointer: true}}
	var first []Binding
	for run := 0; run < 2; run++ {
		f, err := Parse([]byte(src), "r.yaml")
		if err != nil {
			t.Fatal(err)
		}
		bs, err := f.Bind(params)
		if err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = bs
			continue
		}
		if string(bs[0].Data) != string(first[0].Data) || string(bs[1].Data) != string(first[1].Data) {
			t.Fatal("the same seed gave different data")
		}
	}
	seen := map[int32]bool{}
	for i := 0; i < 1000; i++ {
		x := int32(binary.LittleEndian.Uint32(first[0].Data[4*i:]))
		y := math.Float32frombits(binary.LittleEndian.Uint32(first[1].Data[4*i:]))
		if x < -5 || x > 5 || y < 1 || y > 2 {
			t.Fatalf("element %d: x=%d y=%v out of range", i, x, y)
		}
		seen[x] = true
	}
	if len(seen) != 11 {
		t.Errorf("1000 draws from [-5, 5] hit %d values, want all 11", len(seen))
	}
}

func TestInitFileRawIsRelativeToArgsFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "in.bin"), f32s(1, 2, 3), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "a.yaml")
	if err := os.WriteFile(path, []byte("grid: 1\nargs:\n  a: {type: f32, init: {file: in.bin}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Name: "a", Size: 8, TypeName: "float*", Pointer: true}})
	if err != nil {
		t.Fatal(err)
	}
	if string(bs[0].Data) != string(f32s(1, 2, 3)) {
		t.Errorf("a = % x", bs[0].Data)
	}
}

// Each bad file must give an *Error whose text names the file, the line
// and column, the key and what was expected.
func TestBadArgsFilesSayWhere(t *testing.T) {
	cases := []struct {
		name, src string
		params    []Param
		want      string // the whole one-line message
	}{
		{"unknown top key", "grid: 1\nwrokgroup: [1]\n", nil, "bad.yaml:2:1: wrokgroup: unknown key (expected kernel, grid, workgroup, dynamic_lds or args)"},
		{"missing grid", "workgroup: [64]\n", nil, "bad.yaml:1:10: grid: missing: the number of work-items per dimension, e.g. grid: [1024, 1, 1]"},
		{"grid zero", "grid: [0]\n", nil, "bad.yaml:1:8: grid[0]: must be at least 1"},
		{"grid four dims", "grid: [1, 1, 1, 1]\n", nil, "bad.yaml:1:7: grid: expected 1 to 3 sizes, found 4"},
		{"workgroup too big", "grid: 1\nworkgroup: [2048]\n", nil, "bad.yaml:2:13: workgroup[0]: expected a whole number from 0 to 1024"},
		{"bad type", "grid: 1\nargs:\n  a: {type: f33, count: 1}\n", vaddParams[:1], "bad.yaml:3:13: args.a.type: unknown type \"f33\" (expected one of i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64)"},
		{"missing count", "grid: 1\nargs:\n  a: {type: f32}\n", vaddParams[:1], "bad.yaml:3:6: args.a.count: missing: the number of elements"},
		{"data count mismatch", "grid: 1\nargs:\n  a: {type: f32, count: 3, init: {data: [1, 2]}}\n", vaddParams[:1], "bad.yaml:3:41: args.a.init.data: has 2 values, but count is 3"},
		{"unknown init", "grid: 1\nargs:\n  a: {type: f32, count: 1, init: {zeros: 1}}\n", vaddParams[:1], "bad.yaml:3:35: args.a.init.zeros: unknown init (expected one of data, file, fill, random, range)"},
		{"missing arg", "grid: 1\nargs:\n  a: {type: f32, count: 1}\n", vaddParams[:2], "bad.yaml:2:1: args.b: missing: the kernel's parameter 1 is float* b"},
		{"extra arg", "grid: 1\nargs:\n  a: {type: f32, count: 1}\n  q: 1\n", vaddParams[:1], "bad.yaml:4:3: args.q: the kernel has no parameter of that name (it has a)"},
		{"type mismatch", "grid: 1\nargs:\n  a: {type: i32, count: 1}\n", vaddParams[:1], "bad.yaml:3:3: args.a.type: is i32, but the parameter is float*"},
		{"number for pointer", "grid: 1\nargs:\n  a: 5\n", vaddParams[:1], "bad.yaml:3:3: args.a: the parameter is a pointer (float*): give a buffer {type: ..., count: ...}"},
		{"buffer for value", "grid: 1\nargs:\n  n: {type: u32, count: 1}\n", vaddParams[3:], "bad.yaml:3:3: args.n: the parameter is passed by value (uint, 4 bytes): give a number, not a buffer"},
		{"value out of range", "grid: 1\nargs:\n  n: -1\n", vaddParams[3:], "bad.yaml:3:6: args.n: -1 does not fit u32 (range 0..4294967295)"},
		{"fraction for int", "grid: 1\nargs:\n  n: 1.5\n", vaddParams[3:], "bad.yaml:3:6: args.n: 1.5 is not an integer, but the type is u32"},
		{"positional count", "grid: 1\nargs:\n  - 1\n", vaddParams, "bad.yaml:2:1: args: lists 1 arguments, but the kernel has 4 (a, b, c, n)"},
		{"duplicate key", "grid: 1\ngrid: 2\n", nil, "bad.yaml:2:1: not valid YAML: mapping key \"grid\" already defined at [1:1]"},
		{"missing file", "grid: 1\nargs:\n  a: {type: f32, init: {file: nope.bin}}\n", vaddParams[:1], "bad.yaml:3:31: args.a.init: cannot read nope.bin: no such file or directory"},
		{"alias", "grid: &g 1\nworkgroup: *g\n", nil, "bad.yaml:1:7: grid: YAML anchors and aliases are not supported; write the value out"},
		{"output not bool", "grid: 1\nargs:\n  a: {type: f32, count: 1, output: yes please}\n", vaddParams[:1], "bad.yaml:3:36: args.a.output: expected true or false, found the string \"yes please\""},
		{"huge count", "grid: 1\nargs:\n  a: {type: f64, count: 8589934592}\n", vaddParams[:1], "bad.yaml:3:6: args.a.count: 8589934592 elements of f64 exceed the 8589934592-byte limit of a buffer"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := Parse([]byte(c.src), "bad.yaml")
			if err == nil {
				f.Path = "bad.yaml"
				_, err = f.Bind(c.params)
			}
			var ae *Error
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v (%T), want *args.Error", err, err)
			}
			if err.Error() != c.want {
				t.Errorf("got  %s\nwant %s", err, c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Error("error is more than one line")
			}
		})
	}
}

func TestInvalidYAMLIsOneLine(t *testing.T) {
	_, err := Parse([]byte("grid: [1, 2\nargs: {"), "x.yaml")
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "x.yaml:") || !strings.Contains(err.Error(), "not valid YAML: ") {
		t.Fatalf("err = %q", err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(vaddYAML))
	f.Add([]byte("grid: 1\nargs:\n  - {type: u8, count: 3, init: {random: {seed: 1, min: 0, max: 255}}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse(data, "fuzz.yaml")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		for _, a := range file.Args {
			if a.Buffer != nil && a.Buffer.Count > 1<<16 {
				return // don't materialise huge buffers in the fuzzer
			}
		}
		params := make([]Param, len(file.Args))
		for i, a := range file.Args {
			params[i] = Param{Name: a.Name, Index: i, Size: 8, TypeName: "uint*", Pointer: a.Buffer != nil}
			if a.Buffer != nil && a.Buffer.Init.Kind == InitFile {
				return
			}
		}
		file.Bind(params)
	})
}
