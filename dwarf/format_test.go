package dwarf

import (
	"encoding/binary"
	"math"
	"testing"
)

func le32(vs ...uint32) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint32(b, v)
	}
	return b
}

// The expected texts are what gdb prints for values of these C types.
func TestFormatValueLikeGDB(t *testing.T) {
	intT := &Type{Kind: TypeBase, Name: "int", Size: 4, Encoding: DW_ATE_signed}
	uintT := &Type{Kind: TypeBase, Name: "unsigned int", Size: 4, Encoding: DW_ATE_unsigned}
	charT := &Type{Kind: TypeBase, Name: "char", Size: 1, Encoding: DW_ATE_signed_char}
	boolT := &Type{Kind: TypeBase, Name: "bool", Size: 1, Encoding: DW_ATE_boolean}
	floatT := &Type{Kind: TypeBase, Name: "float", Size: 4, Encoding: DW_ATE_float}
	doubleT := &Type{Kind: TypeBase, Name: "double", Size: 8, Encoding: DW_ATE_float}
	halfT := &Type{Kind: TypeBase, Name: "half", Size: 2, Encoding: DW_ATE_float}
	ptrT := &Type{Kind: TypePointer, Size: 8, Elem: floatT}
	pairT := &Type{Kind: TypeStruct, Name: "pair", Size: 8, Members: []Member{{Name: "x", Type: intT}, {Name: "y", Type: floatT, Offset: 4}}}
	typedefT := &Type{Kind: TypeTypedef, Name: "pair_t", Elem: pairT}
	unionT := &Type{Kind: TypeUnion, Size: 4, Members: []Member{{Name: "i", Type: intT}, {Name: "f", Type: floatT}}}
	enumT := &Type{Kind: TypeEnum, Size: 4, Elem: uintT, Enumerators: []Enumerator{{"RED", 0}, {"GREEN", 5}}}
	arr2x3 := &Type{Kind: TypeArray, Elem: intT, Dims: []int64{2, 3}}
	arr12 := &Type{Kind: TypeArray, Elem: intT, Dims: []int64{12}}
	float4 := &Type{Kind: TypeTypedef, Name: "float4", Elem: &Type{Kind: TypeArray, Elem: floatT, Dims: []int64{4}, Vector: true}}
	bitsT := &Type{Kind: TypeStruct, Size: 4, Members: []Member{{Name: "a", Type: intT, BitSize: 3, BitOffset: 0}, {Name: "b", Type: uintT, BitSize: 5, BitOffset: 3}}}
	f32 := func(f float32) uint32 { return math.Float32bits(f) }

	tests := []struct {
		name string
		typ  *Type
		b    []byte
		hex  bool
		want string
	}{
		{"int", intT, le32(42), false, "42"},
		{"negative int", intT, le32(0xfffffffe), false, "-2"},
		{"unsigned", uintT, le32(0xfffffffe), false, "4294967294"},
		{"hex", intT, le32(255), true, "0xff"},
		{"char", charT, []byte{'A'}, false, "65 'A'"},
		{"char newline", charT, []byte{'\n'}, false, `10 '\n'`},
		{"char high", charT, []byte{0xab}, false, `-85 '\253'`},
		{"bool", boolT, []byte{1}, false, "true"},
		{"float", floatT, le32(f32(1.5)), false, "1.5"},
		{"float shortest", floatT, le32(f32(0.1)), false, "0.1"},
		{"double", doubleT, binary.LittleEndian.AppendUint64(nil, math.Float64bits(-2.25)), false, "-2.25"},
		{"half", halfT, []byte{0x00, 0x3e}, false, "1.5"},
		{"inf", floatT, le32(f32(float32(math.Inf(1)))), false, "inf"},
		{"pointer", ptrT, binary.LittleEndian.AppendUint64(nil, 0x1000), false, "(float *) 0x1000"},
		{"null pointer", ptrT, make([]byte, 8), false, "(float *) 0x0"},
		{"struct", pairT, le32(1, f32(2)), false, "{x = 1, y = 2}"},
		{"typedef of struct", typedefT, le32(3, f32(1.5)), false, "{x = 3, y = 1.5}"},
		{"union", unionT, le32(f32(1)), false, "{i = 1065353216, f = 1}"},
		{"enum", enumT, le32(5), false, "GREEN"},
		{"enum unknown value", enumT, le32(7), false, "7"},
		{"2-d array", arr2x3, le32(1, 2, 3, 4, 5, 6), false, "{{1, 2, 3}, {4, 5, 6}}"},
		{"repeats", arr12, le32(7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9), false, "{7, 0 <repeats 10 times>, 9}"},
		{"vector", float4, le32(f32(1), f32(2), f32(3), f32(4)), false, "{1, 2, 3, 4}"},
		{"bit fields", bitsT, []byte{0x0f, 0}, false, "{a = -1, b = 1}"},
		{"short value", intT, []byte{1}, false, "<error: value shorter than its type>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := FormatValue(tc.typ, tc.b, FormatOptions{Hex: tc.hex}); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestPrintVariablesOfClangObjects reads the variables of testdata/types.cl
// compiled by clang-22 (-O0: frame slots in private memory, frame base
// SGPR33 as an unswizzled wave offset; -O2: values in VGPRs) from a fake
// wave whose memory and registers hold known values.
func TestPrintVariablesOfClangObjects(t *testing.T) {
	f32 := math.Float32bits
	t.Run("O0", func(t *testing.T) {
		d := loadFixture(t, "types-gfx900-O0.co")
		fns := d.LookupFunction("__clang_ocl_kern_imp_k")
		if len(fns) != 1 {
			t.Fatalf("%d __clang_ocl_kern_imp_k", len(fns))
		}
		pcs, err := d.LineToPCs("types.cl", 13)
		if err != nil {
			t.Fatal(err)
		}
		pc := pcs[0]
		if !fns[0].Contains(pc) {
			t.Fatalf("line 13 at 0x%x is outside the function", pc)
		}
		const lane = 3
		w := newFakeWave(64)
		w.sgpr[33] = 0x800 // lane frame base 0x800/64 = 0x20
		put := func(off uint64, vs ...uint32) {
			for i, v := range vs {
				w.store32(DW_ASPACE_AMDGPU_private_lane, lane, 0x20+off+uint64(i)*4, v)
			}
		}
		put(0, 0x1000, 0)                       // out
		put(8, 0x2000, 0)                       // fv
		put(16, 77)                             // n
		put(20, lane)                           // i
		put(24, 3, f32(1.5))                    // p
		put(32, 5)                              // c
		put(36, 1, 2, 3, 4, 5, 6)               // arr
		put(64, f32(1), f32(2), f32(3), f32(4)) // f
		put(80, 11)                             // v
		want := map[string]string{
			"out": "(int *) 0x1000", "fv": "(float4 *) 0x2000", "n": "77", "i": "3",
			"p": "{x = 3, y = 1.5}", "c": "GREEN", "arr": "{{1, 2, 3}, {4, 5, 6}}",
			"f": "{1, 2, 3, 4}", "v": "11",
		}
		ctx := Context{Regs: w, Mem: w, Lane: lane, WaveSize: 64, StackScale: 64}
		frames, err := d.InlineFrames(pc)
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, v := range d.VariablesAt(frames[0], pc) {
			w, ok := want[v.Name]
			if !ok {
				t.Errorf("unexpected variable %s in scope at line 13", v.Name)
				continue
			}
			got, err := v.Value(pc, ctx, FormatOptions{})
			if err != nil || got != w {
				t.Errorf("%s = %q (%v), want %q", v.Name, got, err, w)
			}
			seen++
		}
		if seen != len(want) {
			t.Errorf("%d of %d variables in scope", seen, len(want))
		}
	})
	t.Run("O2", func(t *testing.T) {
		d := loadFixture(t, "types-gfx900-O2.co")
		var k *Scope
		for _, s := range d.LookupFunction("k") {
			if len(s.Children) > 0 && s.Children[0].Kind == ScopeInlined {
				k = s
			}
		}
		if k == nil {
			t.Fatal("no kernel k with an inlined body")
		}
		// llvm-dwarfdump: i is "DW_OP_bregx VGPR2+0, DW_OP_lit5,
		// DW_OP_swap, DW_OP_xderef" over the first instructions of the
		// inlined body, and c the constant 5 throughout.
		inl := k.Children[0]
		var iVar *Variable
		for _, v := range inl.Vars {
			if v.Name == "i" {
				iVar = v
			}
		}
		if iVar == nil || !iVar.hasLoc {
			t.Fatal("no located i")
		}
		entries, err := ReadLocList(d.Sections[".debug_loclists"], iVar.loc.listOff, true, 8, k.Unit.LowPC, func(i uint64) (uint64, error) { return d.addrx(k.Unit, i) })
		if err != nil || len(entries) == 0 {
			t.Fatalf("loclist of i: %v", err)
		}
		pc := entries[0].Low
		w := newFakeWave(64)
		v2 := make([]uint32, 64)
		for l := range v2 {
			v2[l] = uint32(l)
		}
		w.vgpr[2] = v2
		for _, lane := range []int{0, 17, 63} {
			ctx := Context{Regs: w, Mem: w, Lane: lane, WaveSize: 64}
			got, err := iVar.Value(pc, ctx, FormatOptions{})
			if err != nil || got != itoa(lane) {
				t.Errorf("lane %d: i = %q (%v)", lane, got, err)
			}
			for _, v := range d.VariablesAt(inl, pc) {
				if v.Name == "c" {
					if got, err := v.Value(pc, ctx, FormatOptions{}); got != "GREEN" {
						t.Errorf("c = %q (%v), want GREEN", got, err)
					}
				}
				if v.Name == "f" {
					if got, _ := v.Value(pc, ctx, FormatOptions{}); got != "<optimized out>" {
						t.Errorf("f = %q, want <optimized out>", got)
					}
				}
			}
		}
	})
}

// TestWave32VGPRValue: for gfx1030 (wave32, DWARF 4 .debug_loc) clang puts
// i in "DW_OP_bregx 0x602 +0, DW_OP_lit5, DW_OP_swap, DW_OP_xderef" (VGPR2
// in the wave32 numbering) at [0x1714, 0x1718), per llvm-dwarfdump.
func TestWave32VGPRValue(t *testing.T) {
	d := loadFixture(t, "types-gfx1030-O2-dwarf4.co")
	const pc = 0x1714
	v, ok := func() (*Variable, bool) {
		vars, err := d.VisibleVariables(pc)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vars {
			if v.Name == "i" {
				return v, true
			}
		}
		return nil, false
	}()
	if !ok {
		t.Fatal("no i at 0x1714")
	}
	w := newFakeWave(32)
	v2 := make([]uint32, 32)
	for l := range v2 {
		v2[l] = uint32(1000 + l)
	}
	w.vgpr[2] = v2
	for _, lane := range []int{0, 9, 31} {
		got, err := v.Value(pc, Context{Regs: w, Mem: w, Lane: lane, WaveSize: 32}, FormatOptions{})
		if err != nil || got != itoa(1000+lane) {
			t.Errorf("lane %d: i = %q (%v)", lane, got, err)
		}
	}
	if got, _ := v.Value(0x1718, Context{Regs: w, Mem: w, WaveSize: 32}, FormatOptions{}); got != "<optimized out>" {
		t.Errorf("i after its range = %q, want <optimized out>", got)
	}
}
