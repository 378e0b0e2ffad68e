package args

import (
	"encoding/binary"
	"errors"
	"fmt"
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
		{"extra arg", "grid: 1\nargs:\n  a: {type: f32, count: 1}\n  q: 1\n", vaddParams[:1], "bad.yaml:4:3: args.q: unknown argument (the kernel's are a, or arg0 by position)"},
		{"typo of a name", "grid: 1\nargs:\n  a: {type: f32, count: 1}\n  b: {type: f32, count: 1}\n  c: {type: f32, count: 1}\n  agr3: 4\n", vaddParams, "bad.yaml:6:3: args.agr3: unknown argument (the kernel's are a, b, c, n, or arg0 to arg3 by position)"},
		{"two unknown names", "grid: 1\nargs:\n  x: 1\n  a: {type: f32, count: 1}\n  y: 2\n", vaddParams, "bad.yaml:3:3: args.x: unknown argument (the kernel's are a, b, c, n, or arg0 to arg3 by position); also unknown: y (line 5)"},
		{"typo without names", "grid: 1\nargs:\n  arg0: {type: f32, count: 1}\n  agr1: 4\n", []Param{{Index: 0, Size: 8, TypeName: "float*", Pointer: true}, {Index: 1, Size: 4}}, "bad.yaml:4:3: args.agr1: unknown argument (the kernel's are arg0, arg1)"},
		{"two names for one parameter", "grid: 1\nargs:\n  n: 1\n  arg3: 2\n", vaddParams[3:], "bad.yaml:4:3: args.arg3: names the same parameter as args.n at line 3 (parameter 3, n or arg3)"},
		{"type mismatch", "grid: 1\nargs:\n  a: {type: i32, count: 1}\n", vaddParams[:1], "bad.yaml:3:3: args.a.type: is i32, but the parameter is float*"},
		{"number for pointer", "grid: 1\nargs:\n  a: 5\n", vaddParams[:1], "bad.yaml:3:3: args.a: the parameter is a pointer (float*): give a buffer {type: ..., count: ...}"},
		{"bytes that do not fill a value", "grid: 1\nargs:\n  n: {type: u16, count: 1}\n", vaddParams[3:], "bad.yaml:3:6: args.n: 1 elements of u16 are 2 bytes, but the parameter is passed by value (uint, 4 bytes): give 2"},
		{"value out of range", "grid: 1\nargs:\n  n: -1\n", vaddParams[3:], "bad.yaml:3:6: args.n: -1 does not fit u32 (range 0..4294967295)"},
		{"fraction for int", "grid: 1\nargs:\n  n: 1.5\n", vaddParams[3:], "bad.yaml:3:6: args.n: 1.5 is not an integer, but the type is u32"},
		{"positional count", "grid: 1\nargs:\n  - 1\n", vaddParams, "bad.yaml:2:1: args: lists 1 arguments, but the kernel has 4 (a, b, c, n)"},
		{"duplicate key", "grid: 1\ngrid: 2\n", nil, "bad.yaml:2:1: not valid YAML: mapping key \"grid\" already defined at [1:1]"},
		{"missing file", "grid: 1\nargs:\n  a: {type: f32, init: {file: nope.bin}}\n", vaddParams[:1], "bad.yaml:3:31: args.a.init: cannot read nope.bin: no such file or directory"},
		{"alias", "grid: &g 1\nworkgroup: *g\n", nil, "bad.yaml:1:7: grid: YAML anchors and aliases are not supported; write the value out"},
		{"output not bool", "grid: 1\nargs:\n  a: {type: f32, count: 1, output: yes please}\n", vaddParams[:1], "bad.yaml:3:36: args.a.output: expected true or false, found the string \"yes please\""},
		{"pointer in a 12-byte value", "grid: 1\nargs:\n  s: {type: u32, count: 3, pointer: true}\n", []Param{{Name: "s", Size: 12}}, "bad.yaml:3:6: args.s.pointer: the parameter is passed by value (12-byte value, 12 bytes): an address takes 4 or 8"},
		{"pointer not bool", "grid: 1\nargs:\n  s: {type: u32, count: 2, pointer: 1}\n", []Param{{Name: "s", Size: 8}}, "bad.yaml:3:37: args.s.pointer: expected true or false, found a number"},
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
	f.Add([]byte("grid: 1\nargs:\n  e: {seed: 5, counter: [1, 2, 3, 4], x: [1, 2], scale: 1.5}\n"))
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
			if a.Fields != nil || a.bufErr != nil {
				params[i] = Param{Name: a.Name, Index: i, Size: 48, Layout: engineLayout()}
			}
			if a.Buffer != nil && a.Buffer.Init.Kind == InitFile {
				return
			}
		}
		file.Bind(params)
	})
}

// engineLayout is a 48-byte struct as a DWARF would describe
// struct engine { unsigned long long seed; unsigned counter[4]; float scale;
// int pad; unsigned long long x[2]; }.
func engineLayout() *Layout {
	u32 := &Layout{TypeName: "unsigned int", Size: 4, Scalar: U32}
	u64 := &Layout{TypeName: "unsigned long long", Size: 8, Scalar: U64}
	return &Layout{TypeName: "engine", Size: 48, Fields: []Field{
		{Name: "seed", Offset: 0, Layout: u64},
		{Name: "counter", Offset: 8, Layout: &Layout{TypeName: "unsigned int[4]", Size: 16, Elem: u32, Count: 4}},
		{Name: "scale", Offset: 24, Layout: &Layout{TypeName: "float", Size: 4, Scalar: F32}},
		{Name: "pad", Offset: 28, Layout: &Layout{TypeName: "int", Size: 4, Scalar: I32}},
		{Name: "x", Offset: 32, Layout: &Layout{TypeName: "unsigned long long[2]", Size: 16, Elem: u64, Count: 2}},
	}}
}

// A by-value struct takes its bytes as elements of any type that fill it,
// from data, a fill or a file, or its fields by name; the expected bytes
// are laid out here by hand from the C struct.
func TestByValueStructForms(t *testing.T) {
	dir := t.TempDir()
	want := make([]byte, 48)
	binary.LittleEndian.PutUint64(want[0:], 5)
	for i, c := range []uint32{1, 2, 3, 0xffffffff} {
		binary.LittleEndian.PutUint32(want[8+4*i:], c)
	}
	binary.LittleEndian.PutUint32(want[24:], math.Float32bits(1.5))
	binary.LittleEndian.PutUint32(want[28:], uint32(0xfffffff9)) // -7
	binary.LittleEndian.PutUint64(want[32:], 1<<63)
	binary.LittleEndian.PutUint64(want[40:], 42)
	if err := os.WriteFile(filepath.Join(dir, "e.bin"), want, 0o644); err != nil {
		t.Fatal(err)
	}
	u64s, u8s := make([]string, 6), make([]string, 48)
	for i := range u64s {
		u64s[i] = fmt.Sprint(binary.LittleEndian.Uint64(want[8*i:]))
	}
	for i := range u8s {
		u8s[i] = fmt.Sprint(want[i])
	}
	words := make([]string, 12)
	for i := range words {
		words[i] = fmt.Sprint(binary.LittleEndian.Uint32(want[4*i:]))
	}
	param := Param{SourceName: "e", Index: 0, Size: 48, Layout: engineLayout()}
	for _, c := range []struct{ name, value string }{
		{"u64 data", "{type: u64, init: {data: [" + strings.Join(u64s, ", ") + "]}}"},
		{"u8 data with count", "{type: u8, count: 48, init: {data: [" + strings.Join(u8s, ", ") + "]}}"},
		{"file", "{type: u8, init: {file: e.bin}}"},
		{"file without a type", "{init: {file: e.bin}}"},
		{"file of u32", "{type: u32, count: 12, init: {file: e.bin}}"},
		{"32-bit words", "[" + strings.Join(words, ", ") + "]"},
		{"fields", "{seed: 5, counter: [1, 2, 3, 4294967295], scale: 1.5, pad: -7, x: [9223372036854775808, 42]}"},
		{"fields in another order, by arg0", "{x: [9223372036854775808, 42], pad: -7, scale: 1.5, counter: [1, 2, 3, 4294967295], seed: 5}"},
	} {
		t.Run(c.name, func(t *testing.T) {
			key := "e"
			if strings.Contains(c.name, "arg0") {
				key = "arg0"
			}
			path := filepath.Join(dir, "a.yaml")
			if err := os.WriteFile(path, []byte("grid: 1\nargs:\n  "+key+": "+c.value+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			bs, err := f.Bind([]Param{param})
			if err != nil {
				t.Fatal(err)
			}
			if string(bs[0].Value) != string(want) {
				t.Errorf("got  % x\nwant % x", bs[0].Value, want)
			}
		})
	}
	// f32 elements are floats, not bit patterns; fields left out are zero.
	f, err := Parse([]byte("grid: 1\nargs:\n  e: {type: f32, init: {fill: 0.5}}\n  f: {counter: [0, 0, 7, 0]}\n"), "a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p2 := param
	p2.SourceName, p2.Index = "f", 1
	bs, err := f.Bind([]Param{param, p2})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12; i++ {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(bs[0].Value[4*i:])); got != 0.5 {
			t.Fatalf("e word %d = %v, want 0.5", i, got)
		}
	}
	wantF := make([]byte, 48)
	wantF[16] = 7
	if string(bs[1].Value) != string(wantF) {
		t.Errorf("f = % x", bs[1].Value)
	}
}

// Bit fields and fields of anonymous members are set by name.
func TestByValueBitFieldsAndAnonymousMembers(t *testing.T) {
	u32 := &Layout{TypeName: "unsigned int", Size: 4, Scalar: U32}
	i32 := &Layout{TypeName: "int", Size: 4, Scalar: I32}
	// struct { unsigned a : 3; int b : 5; union { unsigned u; float f; }; }
	l := &Layout{TypeName: "flags", Size: 8, Fields: []Field{
		{Name: "a", BitSize: 3, BitOffset: 0, Layout: u32},
		{Name: "b", BitSize: 5, BitOffset: 3, Layout: i32},
		{Offset: 4, Layout: &Layout{Size: 4, TypeName: "union {...}", Fields: []Field{{Name: "u", Layout: u32}, {Name: "f", Layout: &Layout{TypeName: "float", Size: 4, Scalar: F32}}}}},
	}}
	f, err := Parse([]byte("grid: 1\nargs:\n  - {a: 5, b: -2, f: 2.0}\n"), "a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Size: 8, Layout: l}})
	if err != nil {
		t.Fatal(err)
	}
	// a = 0b101 in bits 0-2; b = -2 = 0b11110 in bits 3-7; f = 2.0 at 4.
	want := []byte{0b11110_101, 0, 0, 0, 0, 0, 0, 0x40}
	if string(bs[0].Value) != string(want) {
		t.Errorf("got % x, want % x", bs[0].Value, want)
	}
}

// Mistakes in a by-value struct name the argument, the key and the type.
func TestBadByValueStructsSayWhere(t *testing.T) {
	engine := Param{SourceName: "e", Size: 48, Layout: engineLayout()}
	opaque := Param{Size: 48, TypeName: "engine"}
	cases := []struct {
		name, src string
		param     Param
		want      string
	}{
		{"too few words", "  e: [1, 2, 3, 4, 5, 6]\n", engine, "bad.yaml:3:3: args.e: expected 12 value(s) for engine, found 6 (4-byte u32 words; or give its bytes as elements of any type, {type: u8, init: {data: [...]}}, or its fields {seed: ...})"},
		{"too few words without DWARF", "  - [1, 2]\n", opaque, "bad.yaml:3:5: args[0]: expected 12 value(s) for engine, found 2 (4-byte u32 words; or give its bytes as elements of any type, {type: u8, init: {data: [...]}})"},
		{"blank type name", "  - [1, 2]\n", Param{Size: 8}, "bad.yaml:3:5: args[0]: expected 1 value(s) for 8-byte value, found 2"},
		{"wrong element count", "  e: {type: u64, init: {data: [1, 2, 3]}}\n", engine, "bad.yaml:3:6: args.e: 3 elements of u64 are 24 bytes, but the parameter is passed by value (engine, 48 bytes): give 6"},
		{"elements that do not divide", "  e: {type: f64, count: 6, init: {fill: 1}}\n", Param{SourceName: "e", Size: 12, TypeName: "float3"}, "bad.yaml:3:6: args.e.type: the parameter is passed by value (float3, 12 bytes), not a whole number of f64 elements"},
		{"output of a value", "  e: {type: u64, count: 6, output: true}\n", engine, "bad.yaml:3:6: args.e.output: the parameter is passed by value (engine, 48 bytes): nothing is written back to it"},
		{"unknown field", "  e: {seed: 1, cuonter: [1, 2, 3, 4]}\n", engine, "bad.yaml:3:16: args.e.cuonter: engine has no field cuonter (its fields: seed, counter, scale, pad, x)"},
		{"short array", "  e: {counter: [1, 2]}\n", engine, "bad.yaml:3:16: args.e.counter: expected 4 values for unsigned int[4], found 2"},
		{"field out of range", "  e: {counter: [1, 2, 3, -1]}\n", engine, "bad.yaml:3:26: args.e.counter[3]: -1 does not fit u32 (range 0..4294967295)"},
		{"number for a struct", "  e: {seed: [1]}\n", engine, "bad.yaml:3:13: args.e.seed: expected a number for unsigned long long, found a list of 1"},
		{"string in a field", "  e: {seed: one}\n", engine, "bad.yaml:3:13: args.e.seed: expected a number, found the string \"one\""},
		{"fields without DWARF", "  - {seed: 1}\n", opaque, "bad.yaml:3:6: args[0].seed: unknown key (expected type, count, init, output or pointer); engine has no fields args.yaml knows (the kernel has no DWARF description of it)"},
		{"file without a type for a pointer", "  a: {init: {file: a.bin}}\n", vaddParams[0], "bad.yaml:3:6: args.a.type: missing: the element type (i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64)"},
		{"count without a type", "  e: {count: 48, init: {file: a.bin}}\n", engine, "bad.yaml:3:6: args.e.type: missing: the element type (i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64)"},
		{"fields for a pointer", "  a: {seed: 1}\n", vaddParams[0], "bad.yaml:3:7: args.a.seed: unknown key (expected type, count, init, output or pointer)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := Parse([]byte("grid: 1\nargs:\n"+c.src), "bad.yaml")
			if err == nil {
				_, err = f.Bind([]Param{c.param})
			}
			var ae *Error
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v (%T), want *args.Error", err, err)
			}
			if err.Error() != c.want {
				t.Errorf("got  %s\nwant %s", err, c.want)
			}
		})
	}
}

// Pointer type names as the DWARF spells them, qualifiers after the star
// included, still check the buffer's element type.
func TestPointerTypeNamesFromDWARF(t *testing.T) {
	for _, c := range []struct {
		name string
		want ElemType
	}{
		{"const float *", F32}, {"float * restrict", F32}, {"double *const", F64}, {"unsigned int *", U32},
		{"const long *", I64}, {"float *__restrict", F32}, {"uint *", U32},
	} {
		if got, ok := pointeeType(c.name); !ok || got != c.want {
			t.Errorf("pointeeType(%q) = %v %v, want %v", c.name, got, ok, c.want)
		}
	}
}

// TestUntypedByValueIntegersTakeEitherSign: a by-value parameter with
// neither a type name nor a DWARF layout (HIP built without -g) takes a
// negative number as the signed type of its size (two's complement) and a
// large one as the unsigned; beyond both ranges is refused.
func TestUntypedByValueIntegersTakeEitherSign(t *testing.T) {
	f, err := Parse([]byte("grid: 64\nargs:\n  - -77\n  - 4294967295\n  - -9223372036854775808\n  - [-1, 4000000000, 5]\n"), "u.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bs, err := f.Bind([]Param{{Index: 0, Size: 4}, {Index: 1, Size: 4}, {Index: 2, Size: 8}, {Index: 3, Size: 12}})
	if err != nil {
		t.Fatal(err)
	}
	minus77 := int32(-77)
	for i, want := range []uint64{uint64(uint32(minus77)), math.MaxUint32, 1 << 63} {
		var got uint64
		if len(bs[i].Value) == 4 {
			got = uint64(binary.LittleEndian.Uint32(bs[i].Value))
		} else {
			got = binary.LittleEndian.Uint64(bs[i].Value)
		}
		if got != want {
			t.Errorf("arg%d = %#x, want %#x", i, got, want)
		}
	}
	if want := "\xff\xff\xff\xff\x00\x28\x6b\xee\x05\x00\x00\x00"; string(bs[3].Value) != want { // 4000000000 = 0xee6b2800
		t.Errorf("arg3 = % x, want % x", bs[3].Value, want)
	}
	for _, v := range []string{"-2147483649", "4294967296"} {
		f, err := Parse([]byte("grid: 64\nargs:\n  - "+v+"\n"), "u.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Bind([]Param{{Index: 0, Size: 4}}); err == nil || !strings.Contains(err.Error(), "does not fit") {
			t.Errorf("%s for a 4-byte untyped parameter: %v, want does not fit", v, err)
		}
	}
}
