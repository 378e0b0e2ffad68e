package dwarf

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"
)

// Expected results below follow from the operation definitions of DWARF 5
// section 2.5/2.6 and of the heterogeneous-debugging extensions.

func evalWave() *fakeWave {
	w := newFakeWave(64)
	w.sgpr[4], w.sgpr[5], w.sgpr[6] = 0x100, 0x200, 42
	w.sgpr[10] = 7
	w.sgpr[32], w.sgpr[33] = 0x2000, 0x1000
	v0 := make([]uint32, 64)
	for l := range v0 {
		v0[l] = uint32(100 + l)
	}
	w.vgpr[0] = v0
	w.exec = 0xffff0000ffff0000
	for i := 0; i < 8; i++ {
		w.mem[memKey(DW_ASPACE_none, -1, 0x1000+uint64(i))] = byte(0x11 * (i + 1))
		w.mem[memKey(DW_ASPACE_AMDGPU_local, -1, 0x10+uint64(i))] = byte(0xa0 + i)
	}
	return w
}

func evalCtx(w *fakeWave) *Context {
	entry := newFakeWave(64)
	entry.sgpr[10] = 1234
	cfa := MemoryAt(DW_ASPACE_AMDGPU_private_wave, 0x3000, 0)
	obj := MemoryAt(DW_ASPACE_none, 0x5000, 0)
	return &Context{
		Regs: w, Mem: w, EntryRegs: entry, Lane: 3, WaveSize: 64,
		FrameBase:     []byte{DW_OP_regx, 0x41}, // SGPR33
		StackScale:    64,
		CFA:           func() (Location, error) { return cfa, nil },
		ObjectAddress: &obj,
		Addrx: func(i uint64) (uint64, error) {
			if i > 3 {
				return 0, errors.New("index out of range")
			}
			return 0x4000 + i*8, nil
		},
		Call: func(off uint64, ref bool) ([]byte, error) {
			switch off {
			case 0x10:
				return []byte{DW_OP_lit5, DW_OP_plus}, nil
			case 0x20:
				return []byte{DW_OP_call2, 0x20, 0x00}, nil // calls itself
			}
			return nil, errors.New("no such DIE")
		},
		BaseTypeAt: func(off uint64) (BaseType, error) {
			switch off {
			case 1:
				return BaseType{Size: 4, Encoding: DW_ATE_signed}, nil
			case 2:
				return BaseType{Size: 4, Encoding: DW_ATE_float}, nil
			case 3:
				return BaseType{Size: 1, Encoding: DW_ATE_unsigned}, nil
			case 4:
				return BaseType{Size: 8, Encoding: DW_ATE_unsigned}, nil
			}
			return BaseType{}, errors.New("no base type")
		},
	}
}

func TestEvaluateValueOperations(t *testing.T) {
	f32 := func(f float32) uint64 { return uint64(math.Float32bits(f)) }
	tests := []struct {
		name string
		expr []byte
		want uint64
	}{
		{"const1u", []byte{DW_OP_const1u, 0xff}, 255},
		{"const1s", []byte{DW_OP_const1s, 0xff}, ^uint64(0)},
		{"const2u", []byte{DW_OP_const2u, 0x34, 0x12}, 0x1234},
		{"const2s", []byte{DW_OP_const2s, 0xfe, 0xff}, ^uint64(1)},
		{"const4u", []byte{DW_OP_const4u, 0x78, 0x56, 0x34, 0x12}, 0x12345678},
		{"const4s", []byte{DW_OP_const4s, 0xff, 0xff, 0xff, 0xff}, ^uint64(0)},
		{"const8u", []byte{DW_OP_const8u, 1, 2, 3, 4, 5, 6, 7, 8}, 0x0807060504030201},
		{"const8s", []byte{DW_OP_const8s, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, ^uint64(0)},
		{"constu ULEB example", []byte{DW_OP_constu, 0xe5, 0x8e, 0x26}, 624485},
		{"consts SLEB example", []byte{DW_OP_consts, 0xc0, 0xbb, 0x78}, uint64(0xfffffffffffe1dc0)},
		{"lit31", []byte{DW_OP_lit31}, 31},
		{"addr", []byte{DW_OP_addr, 0, 0x10, 0, 0, 0, 0, 0, 0}, 0x1000},
		{"addrx", []byte{DW_OP_addrx, 2}, 0x4010},
		{"constx", []byte{DW_OP_constx, 1}, 0x4008},
		{"dup plus", []byte{DW_OP_lit3, DW_OP_dup, DW_OP_plus}, 6},
		{"drop", []byte{DW_OP_lit3, DW_OP_lit4, DW_OP_drop}, 3},
		{"over", []byte{DW_OP_lit3, DW_OP_lit4, DW_OP_over}, 3},
		{"pick 2", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_pick, 2}, 1},
		{"swap minus", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_swap, DW_OP_minus}, 1},
		{"rot", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_rot}, 2},
		{"rot third", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_rot, DW_OP_drop, DW_OP_drop}, 3},
		{"abs", []byte{DW_OP_consts, 0x7b, DW_OP_abs}, 5},
		{"and", []byte{DW_OP_lit12, DW_OP_lit10, DW_OP_and}, 8},
		{"or", []byte{DW_OP_lit12, DW_OP_lit10, DW_OP_or}, 14},
		{"xor", []byte{DW_OP_lit12, DW_OP_lit10, DW_OP_xor}, 6},
		{"signed div", []byte{DW_OP_consts, 0x79, DW_OP_lit2, DW_OP_div}, ^uint64(2)},
		{"mod", []byte{DW_OP_lit7, DW_OP_lit3, DW_OP_mod}, 1},
		{"mul", []byte{DW_OP_lit6, DW_OP_lit7, DW_OP_mul}, 42},
		{"neg", []byte{DW_OP_lit5, DW_OP_neg}, ^uint64(4)},
		{"not", []byte{DW_OP_lit0, DW_OP_not}, ^uint64(0)},
		{"plus_uconst", []byte{DW_OP_lit1, DW_OP_plus_uconst, 0x80, 0x01}, 129},
		{"shl", []byte{DW_OP_lit1, DW_OP_lit4, DW_OP_shl}, 16},
		{"shr logical", []byte{DW_OP_consts, 0x70, DW_OP_lit2, DW_OP_shr}, 0x3ffffffffffffffc},
		{"shra arithmetic", []byte{DW_OP_consts, 0x70, DW_OP_lit2, DW_OP_shra}, ^uint64(3)},
		{"lt", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_lt}, 1},
		{"lt signed", []byte{DW_OP_consts, 0x7f, DW_OP_lit1, DW_OP_lt}, 1},
		{"gt", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_gt}, 0},
		{"le equal", []byte{DW_OP_lit2, DW_OP_lit2, DW_OP_le}, 1},
		{"ge", []byte{DW_OP_lit1, DW_OP_lit2, DW_OP_ge}, 0},
		{"eq", []byte{DW_OP_lit2, DW_OP_lit2, DW_OP_eq}, 1},
		{"ne", []byte{DW_OP_lit2, DW_OP_lit2, DW_OP_ne}, 0},
		{"skip", []byte{DW_OP_lit1, DW_OP_skip, 0x01, 0x00, DW_OP_lit2}, 1},
		{"bra taken", []byte{DW_OP_lit0, DW_OP_lit1, DW_OP_bra, 0x01, 0x00, DW_OP_lit5}, 0},
		{"bra not taken", []byte{DW_OP_lit0, DW_OP_bra, 0x01, 0x00, DW_OP_lit5}, 5},
		{"nop", []byte{DW_OP_lit9, DW_OP_nop}, 9},
		{"breg", []byte{DW_OP_bregx, 0x24, 0x08}, 0x108},
		{"fbreg scaled frame base", []byte{DW_OP_fbreg, 0x14}, 0x1000/64 + 20},
		{"deref", []byte{DW_OP_addr, 0, 0x10, 0, 0, 0, 0, 0, 0, DW_OP_deref}, 0x8877665544332211},
		{"deref_size", []byte{DW_OP_addr, 0, 0x10, 0, 0, 0, 0, 0, 0, DW_OP_deref_size, 2}, 0x2211},
		{"deref_type", []byte{DW_OP_addr, 0, 0x10, 0, 0, 0, 0, 0, 0, DW_OP_deref_type, 1, 3}, 0x11},
		{"xderef in local", []byte{DW_OP_lit3, DW_OP_lit16, DW_OP_xderef}, 0xa7a6a5a4a3a2a1a0},
		{"xderef_size", []byte{DW_OP_lit3, DW_OP_lit16, DW_OP_xderef_size, 1}, 0xa0},
		{"xderef_type", []byte{DW_OP_lit3, DW_OP_lit16, DW_OP_xderef_type, 1, 3}, 0xa0},
		{"regval_type", []byte{DW_OP_regval_type, 0x2a, 1}, 7},
		{"regval_type lane", []byte{DW_OP_regval_type, 0x80, 0x14, 1}, 103},
		{"const_type convert", []byte{DW_OP_const_type, 1, 4, 0xfe, 0xff, 0xff, 0xff, DW_OP_convert, 0}, ^uint64(1)},
		{"float mul", []byte{DW_OP_const_type, 2, 4, 0, 0, 0xc0, 0x3f, DW_OP_const_type, 2, 4, 0, 0, 0, 0x40, DW_OP_mul}, f32(3)},
		{"convert to float", []byte{DW_OP_lit3, DW_OP_convert, 2}, f32(3)},
		{"reinterpret", []byte{DW_OP_const_type, 2, 4, 0, 0, 0x80, 0x3f, DW_OP_reinterpret, 1}, 0x3f800000},
		{"typed wraps", []byte{DW_OP_const_type, 3, 1, 0xff, DW_OP_const_type, 3, 1, 0x02, DW_OP_plus}, 1},
		{"entry_value", []byte{DW_OP_entry_value, 2, DW_OP_regx, 0x2a}, 1234},
		{"call2", []byte{DW_OP_lit1, DW_OP_call2, 0x10, 0x00}, 6},
		{"call4", []byte{DW_OP_lit2, DW_OP_call4, 0x10, 0, 0, 0}, 7},
		{"call_ref", []byte{DW_OP_lit3, DW_OP_call_ref, 0x10, 0, 0, 0}, 8},
		{"push_lane", []byte{DW_OP_LLVM_user, DW_OP_LLVM_push_lane}, 3},
		{"legacy push_lane", []byte{DW_OP_LLVM_push_lane_legacy}, 3},
		{"push_object_address", []byte{DW_OP_push_object_address}, 0x5000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := EvaluateValue(tc.expr, evalCtx(evalWave()))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got 0x%x, want 0x%x", got, tc.want)
			}
		})
	}
}

func TestEvaluateLocations(t *testing.T) {
	tests := []struct {
		name   string
		expr   []byte
		legacy bool
		strict bool
		want   string
	}{
		{"empty is undefined", nil, false, false, "undefined"},
		{"regx", []byte{DW_OP_regx, 0x24}, false, false, "SGPR4"},
		{"value is a global address", []byte{DW_OP_lit16}, false, false, "global:0x10"},
		{"implicit_value", []byte{DW_OP_implicit_value, 2, 0xaa, 0xbb}, false, false, "implicit[aa bb]"},
		{"stack_value", []byte{DW_OP_lit7, DW_OP_stack_value}, false, false, "implicit[07 00 00 00 00 00 00 00]"},
		{"pieces", []byte{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_regx, 0x25, DW_OP_piece, 4}, false, false, "{SGPR4:32, SGPR5:32}"},
		{"empty piece is undefined", []byte{DW_OP_piece, 4, DW_OP_regx, 0x25, DW_OP_piece, 4}, false, false, "{undefined:32, SGPR5:32}"},
		{"bit_piece", []byte{DW_OP_regx, 0x24, DW_OP_bit_piece, 8, 4}, false, false, "{SGPR4+4bits:8}"},
		{"implicit_pointer", []byte{DW_OP_implicit_pointer, 0x40, 0, 0, 0, 0x08}, false, false, "implicit_pointer(0x40+8)"},
		{"call_frame_cfa", []byte{DW_OP_call_frame_cfa}, false, false, "private_wave:0x3000"},
		{"form_aspace_address", []byte{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_user, DW_OP_LLVM_form_aspace_address}, false, false, "local:0x10"},
		{"offset", []byte{DW_OP_regx, 0x80, 0x14, DW_OP_lit8, DW_OP_LLVM_user, DW_OP_LLVM_offset}, false, false, "VGPR0+64bits"},
		{"offset_uconst", []byte{DW_OP_regx, 0x80, 0x14, DW_OP_LLVM_user, DW_OP_LLVM_offset_uconst, 8}, false, false, "VGPR0+64bits"},
		{"bit_offset", []byte{DW_OP_regx, 0x24, DW_OP_lit5, DW_OP_LLVM_user, DW_OP_LLVM_bit_offset}, false, false, "SGPR4+5bits"},
		{"memory offset", []byte{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_user, DW_OP_LLVM_form_aspace_address, DW_OP_lit4, DW_OP_LLVM_user, DW_OP_LLVM_offset}, false, false, "local:0x14"},
		{"undefined", []byte{DW_OP_LLVM_user, DW_OP_LLVM_undefined}, false, false, "undefined"},
		{"undefined ignores offset", []byte{DW_OP_LLVM_user, DW_OP_LLVM_undefined, DW_OP_lit4, DW_OP_LLVM_user, DW_OP_LLVM_offset}, false, false, "undefined"},
		{"aspace_bregx", []byte{DW_OP_lit5, DW_OP_LLVM_user, DW_OP_LLVM_aspace_bregx, 0x24, 0x7c}, false, false, "private_lane:0xfc[lane 3]"},
		{"call_frame_entry_reg", []byte{DW_OP_LLVM_user, DW_OP_LLVM_call_frame_entry_reg, 0x2a}, false, false, "SGPR10@entry"},
		{"piece_end", []byte{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_LLVM_user, DW_OP_LLVM_piece_end}, false, false, "{SGPR4:32}"},
		{"extend", []byte{DW_OP_regx, 0x24, DW_OP_LLVM_user, DW_OP_LLVM_extend, 32, 2}, false, false, "{SGPR4:32, SGPR4:32}"},
		{"select_bit_piece", []byte{DW_OP_regx, 0x24, DW_OP_LLVM_user, DW_OP_LLVM_extend, 8, 2, DW_OP_regx, 0x25, DW_OP_LLVM_user, DW_OP_LLVM_extend, 8, 2, DW_OP_lit2, DW_OP_LLVM_user, DW_OP_LLVM_select_bit_piece, 8, 2}, false, false, "{{SGPR4:8, SGPR4:8}:8, {SGPR5:8, SGPR5:8}+8bits:8}"},
		{"legacy form_aspace_address", []byte{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_form_aspace_address_legacy}, false, false, "local:0x10"},
		{"legacy offset", []byte{DW_OP_regx, 0x80, 0x14, DW_OP_lit8, DW_OP_LLVM_offset_legacy}, false, false, "VGPR0+64bits"},
		{"legacy offset_uconst", []byte{DW_OP_regx, 0x80, 0x14, DW_OP_LLVM_offset_uconst_legacy, 8}, false, false, "VGPR0+64bits"},
		{"legacy bit_offset", []byte{DW_OP_regx, 0x24, DW_OP_lit5, DW_OP_LLVM_bit_offset_legacy}, false, false, "SGPR4+5bits"},
		{"legacy call_frame_entry_reg", []byte{DW_OP_LLVM_call_frame_entry_reg_legacy, 0x2a}, false, false, "SGPR10@entry"},
		{"legacy undefined", []byte{DW_OP_LLVM_undefined_legacy}, false, false, "undefined"},
		{"legacy aspace_bregx", []byte{DW_OP_lit5, DW_OP_LLVM_aspace_bregx_legacy, 0x24, 0x04}, false, false, "private_lane:0x104[lane 3]"},
		{"legacy aspace_implicit_pointer", []byte{DW_OP_lit3, DW_OP_LLVM_aspace_implicit_pointer_legacy, 0x40, 0, 0, 0, 0x02}, true, false, "implicit_pointer(0x40+2)"},
		{"legacy piece_end", []byte{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_LLVM_piece_end_legacy}, false, false, "{SGPR4:32}"},
		{"legacy extend", []byte{DW_OP_regx, 0x24, DW_OP_LLVM_extend_legacy, 32, 2}, false, false, "{SGPR4:32, SGPR4:32}"},
		{"legacy select_bit_piece", []byte{DW_OP_regx, 0x24, DW_OP_regx, 0x25, DW_OP_lit1, DW_OP_LLVM_select_bit_piece_legacy, 16, 2}, false, false, "{SGPR5:16, SGPR4+16bits:16}"},
		// Upstream clang's idioms (llvm-dwarfdump of clang-22 -O0/-O2).
		{"clang VGPR value", []byte{DW_OP_bregx, 0x80, 0x14, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}, false, false, "VGPR0+96bits"},
		{"clang SGPR value", []byte{DW_OP_bregx, 0x26, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}, false, false, "SGPR6"},
		{"clang constant", []byte{DW_OP_lit5, DW_OP_lit5, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value}, false, false, "implicit[05 00 00 00 00 00 00 00]"},
		{"clang -O0 frame slot", []byte{DW_OP_fbreg, 0x14, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}, false, false, "private_lane:0x54[lane 3]"},
		{"clang stack pointer slot", []byte{DW_OP_bregx, 0x40, 0x08, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}, false, false, "private_lane:0x88[lane 3]"},
		{"clang pieces", []byte{DW_OP_bregx, 0x80, 0x14, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef, DW_OP_piece, 4, DW_OP_regx, 0x25, DW_OP_piece, 4}, false, false, "{VGPR0+96bits:32, SGPR5:32}"},
		{"clang-22 HIP frame slot", []byte{DW_OP_fbreg, 0x08, DW_OP_lit1, DW_OP_swap, DW_OP_xderef}, false, false, "private_lane:0x48[lane 3]"},
		{"clang-22 HIP __device__ variable", []byte{DW_OP_addr, 0, 0x20, 0, 0, 0, 0, 0, 0, DW_OP_lit1, DW_OP_swap, DW_OP_xderef}, false, false, "generic:0x2000[lane 3]"},
		{"clang-15 HIP __shared__ variable", []byte{DW_OP_addr, 0, 0, 0, 0, 0, 0, 0, 0, DW_OP_lit2, DW_OP_swap, DW_OP_xderef}, false, false, "local:0x0"},
		{"plain VGPR selects the lane", []byte{DW_OP_regx, 0x80, 0x14}, false, false, "VGPR0+96bits"},
		{"strict xderef loads", []byte{DW_OP_lit3, DW_OP_lit16, DW_OP_swap, DW_OP_swap, DW_OP_xderef_size, 1}, false, true, "global:0xa0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := evalCtx(evalWave())
			ctx.LegacyOps, ctx.StrictXDeref = tc.legacy, tc.strict
			if strings.HasPrefix(tc.name, "clang-") && strings.Contains(tc.name, "HIP") {
				ctx.SourceLanguage = 0x21 // DW_LANG_C_plus_plus_14, as clang writes for HIP
			}
			l, err := Evaluate(tc.expr, ctx)
			if err != nil {
				t.Fatal(err)
			}
			if l.String() != tc.want {
				t.Errorf("got %s, want %s", l, tc.want)
			}
		})
	}
}

func TestLocationReads(t *testing.T) {
	w := evalWave()
	ctx := evalCtx(w)
	tests := []struct {
		name string
		expr []byte
		n    int
		want uint64
	}{
		{"clang VGPR value of lane 3", []byte{DW_OP_bregx, 0x80, 0x14, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}, 4, 103},
		{"SGPR pair", []byte{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_regx, 0x25, DW_OP_piece, 4}, 8, 0x0000020000000100},
		{"bit_piece", []byte{DW_OP_regx, 0x24, DW_OP_bit_piece, 8, 4}, 1, 0x10},
		{"implicit", []byte{DW_OP_implicit_value, 2, 0xaa, 0xbb}, 2, 0xbbaa},
		{"local memory", []byte{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_user, DW_OP_LLVM_form_aspace_address}, 2, 0xa1a0},
		{"memory bit offset", []byte{DW_OP_lit16, DW_OP_lit3, DW_OP_LLVM_user, DW_OP_LLVM_form_aspace_address, DW_OP_lit4, DW_OP_LLVM_user, DW_OP_LLVM_bit_offset}, 1, 0x1a},
		{"EXEC selects lanes", []byte{DW_OP_regx, 0x24, DW_OP_LLVM_user, DW_OP_LLVM_extend, 32, 64, DW_OP_regx, 0x25, DW_OP_LLVM_user, DW_OP_LLVM_extend, 32, 64, DW_OP_regval_type, 0x11, 4, DW_OP_LLVM_user, DW_OP_LLVM_select_bit_piece, 32, 64, DW_OP_lit16, DW_OP_LLVM_user, DW_OP_LLVM_offset}, 8, 0x0000010000000100},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Evaluate(tc.expr, ctx)
			if err != nil {
				t.Fatal(err)
			}
			b, err := l.Read(ctx, tc.n)
			if err != nil {
				t.Fatal(err)
			}
			var v [8]byte
			copy(v[:], b)
			if got := binary.LittleEndian.Uint64(v[:]); got != tc.want {
				t.Errorf("read 0x%x, want 0x%x", got, tc.want)
			}
		})
	}
}

func TestMalformedExpressionsFailWithOffsets(t *testing.T) {
	tests := []struct {
		name    string
		expr    []byte
		offset  int
		message string
	}{
		{"underflow", []byte{DW_OP_lit1, DW_OP_plus}, 1, "stack underflow"},
		{"truncated ULEB", []byte{DW_OP_lit1, DW_OP_constu, 0x80}, 1, "ULEB128"},
		{"unknown operation", []byte{DW_OP_lit1, 0xff}, 1, "unknown operation"},
		{"branch outside", []byte{DW_OP_skip, 0x00, 0x80}, 0, "outside"},
		{"endless loop", []byte{DW_OP_skip, 0xfd, 0xff}, 0, "steps"},
		{"division by zero", []byte{DW_OP_lit1, DW_OP_lit0, DW_OP_div}, 2, "division by zero"},
		{"unknown sub-operation", []byte{DW_OP_LLVM_user, 0x7f}, 0, "sub-operation"},
		{"offset past a register", []byte{DW_OP_regx, 0x24, DW_OP_LLVM_user, DW_OP_LLVM_offset_uconst, 8}, 2, "past the 32-bit storage"},
		{"select of zero parts", []byte{DW_OP_LLVM_user, DW_OP_LLVM_undefined, DW_OP_LLVM_user, DW_OP_LLVM_undefined, DW_OP_lit0, DW_OP_LLVM_user, DW_OP_LLVM_select_bit_piece, 8, 0}, 5, "select"},
		{"recursive call", []byte{DW_OP_call2, 0x20, 0x00}, 0, "nesting"},
		{"deref of 9 bytes", []byte{DW_OP_lit0, DW_OP_deref_size, 9}, 1, "size 9"},
		{"piece end without pieces", []byte{DW_OP_LLVM_user, DW_OP_LLVM_piece_end}, 0, "no incomplete composite"},
		{"location as a value", []byte{DW_OP_regx, 0x24, DW_OP_lit1, DW_OP_plus}, 3, "value is required"},
		{"reserved register", []byte{DW_OP_bregx, 0x05, 0x00}, 0, "reserved"},
		{"typed operands differ", []byte{DW_OP_const_type, 1, 4, 1, 0, 0, 0, DW_OP_const_type, 3, 1, 1, DW_OP_plus}, 11, "different types"},
		{"TLS", []byte{DW_OP_lit0, DW_OP_form_tls_address}, 1, "thread-local"},
		{"implicit_value runs past the end", []byte{DW_OP_implicit_value, 9, 1}, 0, "past the end"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := evalCtx(evalWave())
			ctx.MaxSteps = 1000
			_, err := Evaluate(tc.expr, ctx)
			var ee *EvalError
			if !errors.As(err, &ee) {
				t.Fatalf("error %v, want *EvalError", err)
			}
			if ee.Offset != tc.offset || !strings.Contains(ee.Error(), tc.message) {
				t.Errorf("got %q at %d, want %q at %d", ee.Error(), ee.Offset, tc.message, tc.offset)
			}
		})
	}
}

// TestWave32SubRegisterIdiom reads clang-22's gfx1100 (wave32, true16)
// locations as llvm-dwarfdump-22 prints them for testdata's float-O2.co:
// "DW_OP_bregx 0x606 +0, DW_OP_lit16, DW_OP_shr, DW_OP_constu 0xffff,
// DW_OP_and, DW_OP_lit5, DW_OP_swap, DW_OP_xderef, DW_OP_bit_piece 0x10
// 0x10" is the high half of VGPR6 (1536+6, the wave32 number), and
// "DW_OP_bregx 0x606 +0, DW_OP_constu 0xffff, DW_OP_and, DW_OP_lit5,
// DW_OP_swap, DW_OP_xderef" its low half, and "DW_OP_bregx 0x603 +0,
// DW_OP_lit5, DW_OP_swap, DW_OP_xderef" VGPR3's dword, of each of the 32
// lanes.
func TestWave32SubRegisterIdiom(t *testing.T) {
	w := newFakeWave(32)
	v6, v3 := make([]uint32, 32), make([]uint32, 32)
	for l := range v6 {
		v6[l] = uint32(0xa000+l)<<16 | 0x1234
		v3[l] = 0x40000000 + uint32(l)
	}
	w.vgpr[6], w.vgpr[3] = v6, v3
	hi := []byte{DW_OP_bregx, 0x86, 0x0c, 0x00, DW_OP_lit16, DW_OP_shr, DW_OP_constu, 0xff, 0xff, 0x03, DW_OP_and,
		DW_OP_lit5, DW_OP_swap, DW_OP_xderef, DW_OP_bit_piece, 0x10, 0x10}
	lo := []byte{DW_OP_bregx, 0x86, 0x0c, 0x00, DW_OP_constu, 0xff, 0xff, 0x03, DW_OP_and, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}
	whole := []byte{DW_OP_bregx, 0x83, 0x0c, 0x00, DW_OP_lit5, DW_OP_swap, DW_OP_xderef}
	noPiece := hi[:len(hi)-3]
	for lane := range 32 {
		ctx := &Context{Regs: w, Mem: w, Lane: lane, WaveSize: 32}
		for _, tc := range []struct {
			name string
			expr []byte
			n    int
			want uint64
		}{
			{"v6.h", hi, 2, uint64(0xa000 + lane)},
			{"v6.h without the piece", noPiece, 2, uint64(0xa000 + lane)},
			{"v6.l", lo, 2, 0x1234},
			{"v3", whole, 4, uint64(0x40000000 + lane)},
		} {
			l, err := Evaluate(tc.expr, ctx)
			if err != nil {
				t.Fatalf("%s lane %d: %v", tc.name, lane, err)
			}
			b, err := l.Read(ctx, tc.n)
			if err != nil {
				t.Fatalf("%s lane %d: %v", tc.name, lane, err)
			}
			var v [8]byte
			copy(v[:], b)
			if got := binary.LittleEndian.Uint64(v[:]); got != tc.want {
				t.Errorf("%s lane %d: read %#x, want %#x", tc.name, lane, got, tc.want)
			}
		}
	}
}
