package dwarf

import (
	"debug/elf"
	"errors"
	"path/filepath"
	"testing"
)

// FuzzEvaluate runs arbitrary expressions against a fake wave: evaluation
// and reading the result must end in a value or an error, never a panic or
// a runaway.
func FuzzEvaluate(f *testing.F) {
	seeds := [][]byte{
		{DW_OP_bregx, 0x80, 0x14, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef},
		{DW_OP_fbreg, 0x14, DW_OP_lit5, DW_OP_swap, DW_OP_xderef},
		{DW_OP_lit5, DW_OP_lit5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value},
		{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_regx, 0x25, DW_OP_piece, 4},
		{DW_OP_regx, 0x10, DW_OP_LLVM_user, DW_OP_LLVM_extend, 0x40, 0x40, DW_OP_regval_type, 0x11, 4, DW_OP_LLVM_user, DW_OP_LLVM_select_bit_piece, 0x40, 0x40},
		{DW_OP_LLVM_user, DW_OP_LLVM_undefined, DW_OP_LLVM_user, DW_OP_LLVM_extend, 0x40, 0x40},
		{DW_OP_regx, 0x80, 0x14, DW_OP_LLVM_user, DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user, DW_OP_LLVM_offset},
		{DW_OP_lit5, DW_OP_LLVM_user, DW_OP_LLVM_aspace_bregx, 0x41, 0x08},
		{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_form_aspace_address_legacy},
		{DW_OP_skip, 0xfd, 0xff},
		{DW_OP_call2, 0x20, 0x00},
		{DW_OP_const_type, 2, 4, 0, 0, 0xc0, 0x3f, DW_OP_convert, 1},
		{DW_OP_entry_value, 2, DW_OP_regx, 0x2a, DW_OP_stack_value},
	}
	for _, s := range seeds {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, expr []byte, legacy bool) {
		w := evalWave()
		ctx := evalCtx(w)
		ctx.LegacyOps = legacy
		ctx.MaxSteps = 10000
		loc, err := Evaluate(expr, ctx)
		if err != nil {
			var ee *EvalError
			if !errors.As(err, &ee) {
				t.Fatalf("error %v is not an *EvalError", err)
			}
			if ee.Offset < 0 || ee.Offset > len(expr) {
				t.Fatalf("error offset %d outside the %d-byte expression", ee.Offset, len(expr))
			}
			return
		}
		_, _ = loc.Read(ctx, 8)
		_, _ = DisasmExpr(expr)
		_, _ = EvaluateValue(expr, ctx)
	})
}

// FuzzParseLineTable decodes arbitrary .debug_line bytes, seeded with the
// line tables of the fixtures.
func FuzzParseLineTable(f *testing.F) {
	for _, fx := range []string{"types-gfx900-O2.co", "calls-gfx1030-O0-dwarf4.co", "hetero.o"} {
		ef, err := elf.Open(filepath.Join("testdata", fx))
		if err != nil {
			f.Fatal(err)
		}
		if s := ef.Section(".debug_line"); s != nil {
			b, _ := s.Data()
			f.Add(b)
		}
		ef.Close()
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		tab, err := ParseLineTable(LineSections{Line: line, LineStr: []byte("a\x00b\x00"), Str: []byte("s\x00")}, 0, "/d")
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			return
		}
		var x lineIndex
		x.add(tab)
		for _, s := range x.seqs {
			x.rowAt(s.rows[0].Address)
		}
	})
}

// FuzzLocList decodes arbitrary location lists in both encodings.
func FuzzLocList(f *testing.F) {
	f.Add([]byte{DW_LLE_offset_pair, 0, 4, 1, DW_OP_lit1, DW_LLE_end_of_list}, true)
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, DW_OP_lit1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, false)
	f.Fuzz(func(t *testing.T, sec []byte, v5 bool) {
		_, err := ReadLocList(sec, 0, v5, 8, 0x1000, func(i uint64) (uint64, error) { return i * 8, nil })
		var fe *FormatError
		if err != nil && !errors.As(err, &fe) {
			t.Fatalf("error %v is not a *FormatError", err)
		}
	})
}

// FuzzParseFrames decodes arbitrary .debug_frame bytes and computes rows.
func FuzzParseFrames(f *testing.F) {
	ef, err := elf.Open("testdata/hetero.o")
	if err != nil {
		f.Fatal(err)
	}
	secs, err := ReadSections(ef)
	ef.Close()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(secs[".debug_frame"])
	f.Fuzz(func(t *testing.T, sec []byte) {
		fr, err := ParseFrames(sec, false, 0)
		if err != nil {
			return
		}
		for _, fd := range fr.fdes {
			fr.RowAt(fd.lo)
			fr.RowAt(fd.hi - 1)
		}
	})
}

// FuzzNew loads mutated .debug_info/.debug_abbrev sections of a fixture and
// queries the result: a *FormatError or usable Data, never a panic.
func FuzzNew(f *testing.F) {
	ef, err := elf.Open("testdata/types-gfx900-O2.co")
	if err != nil {
		f.Fatal(err)
	}
	base, err := ReadSections(ef)
	ef.Close()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(base[".debug_info"], base[".debug_abbrev"])
	f.Fuzz(func(t *testing.T, info, abbrev []byte) {
		secs := Sections{}
		for k, v := range base {
			secs[k] = v
		}
		secs[".debug_info"], secs[".debug_abbrev"] = info, abbrev
		d, err := New(secs)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			return
		}
		w := evalWave()
		for _, s := range d.Subprograms {
			pc := s.LowPC()
			vars, _ := d.VisibleVariables(pc)
			for _, v := range vars {
				_, _ = v.Value(pc, Context{Regs: w, Mem: w, WaveSize: 64}, FormatOptions{})
				_ = v.Type.String()
			}
		}
	})
}
