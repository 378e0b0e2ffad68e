package isa_test

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// TestDecodeImmOperandsGaps sweeps the DPP control of instructions whose
// operand list has a gap before it when LLVM's decodeImmOperands runs (see
// immslots.go) and compares every word with llvm-mc: a quad_perm of
// 0x80-0xc0 prints 0x80 lower, 0xc1-0xd0 and 0xf0-0xf8 print as invalid,
// a dpp8 of 0x80 prints as 0, and so on. Each family must disagree with
// the plain field reading somewhere, so the sweep cannot pass by printing
// the fields as they are encoded.
func TestDecodeImmOperandsGaps(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	dw := func(ws ...uint32) []byte {
		var b []byte
		for _, w := range ws {
			b = binary.LittleEndian.AppendUint32(b, w)
		}
		return b
	}
	type family struct {
		name, cpu string
		word      func(ctrl uint32) []byte
		ctrls     []uint32
	}
	isDPP8 := func(f family) bool { return len(f.ctrls) > 0 && f.ctrls[0] == 0x70 }
	quad := func() []uint32 { // dpp_ctrl 0x000-0x1ff but 0xff (llvm-mc reads a literal past the word and crashes)
		var c []uint32
		for v := uint32(0); v < 0x200; v++ {
			if v != 0xff {
				c = append(c, v)
			}
		}
		return c
	}()
	var dpp8 []uint32 // low byte sweeps, plus a few full selects
	for v := uint32(0x70); v < 0x100; v++ {
		dpp8 = append(dpp8, v)
	}
	dpp8 = append(dpp8, 0x8000, 0xfac688, 0x80ff)
	// VOP3 DPP16: dword 2 holds src0 (bits 7:0) and dpp_ctrl (bits 16:8).
	vop3dpp := func(w0, w1 uint32) func(uint32) []byte {
		return func(c uint32) []byte {
			return dw(w0, w1, 0xd8500020|(c&0xff)<<8|(c>>8)<<16)
		}
	}
	// VOP1 DPP8: src0 0xe9, dword 1 holds src0 (7:0) and the selects (31:8);
	// a literal follows for a select of 0xff.
	vop1dpp8 := func(w0 uint32) func(uint32) []byte {
		return func(c uint32) []byte { return dw(w0|0xe9|5<<17, 1|c<<8, 0x3f800001) }
	}
	families := []family{
		{"v_fma_mixlo_f16 dpp (no vdst_in)", "gfx1100", vop3dpp(0xcc211884, 0x6cd63afa), quad},
		{"v_fma_mixhi_f16 dpp", "gfx1200", vop3dpp(0xcc221884, 0x6cd63afa), quad},
		{"v_cvt_pk_fp8_f32 e64 dpp", "gfx1200", vop3dpp(0xd7690a05, 0x000204fa), quad},
		{"v_fma_mixhi_bf16 dpp", "gfx1250", vop3dpp(0xcc3f1884, 0x6cd63afa), quad},
		{"v_ceil_f32 dpp8 (no src0_modifiers)", "gfx1030", vop1dpp8(0x7e004400), dpp8},
		{"v_ceil_f16 dpp8", "gfx1100", vop1dpp8(0x7e00b800), dpp8},
		{"v_ceil_f32 dpp8", "gfx1250", vop1dpp8(0x7e004400), dpp8},
		{"v_not_b32 dpp8 (no gap)", "gfx1100", vop1dpp8(0x7e006e00), dpp8},
	}
	for _, f := range families {
		tgt := isa.MustTarget(f.cpu)
		var cases []randCase
		for _, c := range f.ctrls {
			cases = append(cases, randCase{bytes: f.word(c)})
		}
		res := runMC(t, mc, f.cpu, cases)
		if res == nil {
			t.Fatalf("%s: llvm-mc crashed", f.name)
		}
		bad, fieldWouldDiffer := 0, 0
		for i, c := range cases {
			r := res[i]
			in, err := isa.Decode(c.bytes, 0, tgt)
			if !r.ok {
				if err == nil {
					t.Errorf("%s % x: llvm-mc rejects it, gcndbg gives %q", f.name, c.bytes, isa.LLVMSyntax(in))
				}
				continue
			}
			if err != nil {
				t.Errorf("%s % x: llvm-mc gives %q, gcndbg: %v", f.name, c.bytes, r.text, err)
				continue
			}
			got := normalize(isa.LLVMSyntax(in))
			if got != r.text {
				if bad++; bad <= 5 {
					t.Errorf("%s % x:\n gcndbg %q\n llvm   %q", f.name, c.bytes, got, r.text)
				}
			}
			if plain := plainControl(isDPP8(f), f.ctrls[i]); plain != "" && !strings.Contains(r.text, plain) {
				fieldWouldDiffer++
			}
		}
		if bad > 5 {
			t.Errorf("%s: %d of %d words differ", f.name, bad, len(cases))
		}
		// The gap families must show the effect; the control family not.
		wantEffect := f.name != "v_not_b32 dpp8 (no gap)"
		if (fieldWouldDiffer > 0) != wantEffect {
			t.Errorf("%s: %d words where llvm-mc prints a DPP control other than the encoded one (want some: %v)", f.name, fieldWouldDiffer, wantEffect)
		}
		t.Logf("%s on %s: %d words agree; llvm-mc prints %d of them with a DPP control other than the encoded one", f.name, f.cpu, len(cases)-bad, fieldWouldDiffer)
	}
}

// plainControl is how a DPP control of value c prints when read as
// encoded: a quad_perm (c <= 0xff) or a dpp8 select list; "" otherwise.
func plainControl(dpp8 bool, c uint32) string {
	if dpp8 {
		s := "dpp8:["
		for i := 0; i < 8; i++ {
			if i > 0 {
				s += ","
			}
			s += fmt.Sprint(c >> (3 * i) & 7)
		}
		return s + "]"
	}
	if c > 0xff {
		return ""
	}
	return fmt.Sprintf("quad_perm:[%d,%d,%d,%d]", c&3, c>>2&3, c>>4&3, c>>6&3)
}

// TestSixteenBitLiteralsMatchLLVMMC sweeps literals and inline constants
// through a source of each 16-bit and packed operand type (bf16, v2bf16,
// v2f16, v2i16, the no-inline v2f16 of v_cvt_pk_fp8_f16, f16, i16, and f32
// for comparison), with and without neg, against llvm-mc: a bf16 or packed
// literal prints all 32 bits unless it is an inline constant (then
// lit(...)), a negated lit(...) prints as -lit(...), not neg(...).
func TestSixteenBitLiteralsMatchLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	lits := map[uint32]bool{}
	for i := int32(-20); i < 70; i++ {
		lits[uint32(i)], lits[uint32(i)&0xffff], lits[uint32(i)&0xffff|0x10000] = true, true, true
	}
	for _, c := range []uint32{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
		0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4080, 0xc080, 0x3e22} {
		lits[c], lits[c|0x10000], lits[c|c<<16], lits[0xffff0000|c] = true, true, true, true
	}
	for _, c := range []uint32{0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000,
		0x40800000, 0xc0800000, 0x3e22f983, 0x80000000, 0x12345678, 0xa20d9d55, 0x9d55, 0x8000, 0xffff} {
		lits[c] = true
	}
	ops := []struct {
		cpu  string
		op   uint32 // VOP3/VOP3P opcode bits of dword 0
		what string
	}{
		{"gfx1250", 0xd5fc0000, "v_log_bf16 (bf16)"},
		{"gfx1250", 0xcc230000, "v_pk_add_bf16 (v2bf16)"},
		{"gfx1100", 0xcc0a0000, "v_pk_add_u16 (v2i16)"},
		{"gfx1100", 0xcc0f0000, "v_pk_add_f16 (v2f16)"},
		{"gfx1100", 0xcc130000, "v_dot2_f32_f16 (v2f16)"},
		{"gfx1250", 0xcc3d0000, "v_fma_mix_f32_bf16 (inline-c bf16)"},
		{"gfx1250", 0xd7720000, "v_cvt_pk_fp8_f16 (no-inline v2f16)"},
		{"gfx1100", 0xd5320000, "v_add_f16 (f16)"},
		{"gfx1100", 0xd7030000, "v_add_nc_u16 (i16)"},
		{"gfx1100", 0xd5030000, "v_add_f32 (f32)"},
	}
	for _, op := range ops {
		tgt := isa.MustTarget(op.cpu)
		vop3p := op.op>>24 == 0xcc
		var cases []randCase
		for _, neg := range []uint32{0, 1 << 29} {
			w0 := op.op | 5
			hi := uint32(0)
			if vop3p {
				w0 |= 1 << 14   // op_sel_hi[2]
				hi = 0x18 << 24 // op_sel_hi[0:1]
			}
			w1 := func(src0 uint32) uint32 { return src0 | 0x101<<9 | 0x102<<18 | hi | neg }
			for l := range lits {
				b := binary.LittleEndian.AppendUint32(nil, w0)
				b = binary.LittleEndian.AppendUint32(b, w1(0xff))
				cases = append(cases, randCase{bytes: binary.LittleEndian.AppendUint32(b, l)})
			}
			for src := uint32(128); src <= 248; src++ {
				if src > 208 && src < 240 {
					continue
				}
				b := binary.LittleEndian.AppendUint32(nil, w0)
				cases = append(cases, randCase{bytes: binary.LittleEndian.AppendUint32(b, w1(src))})
			}
		}
		res := runMC(t, mc, op.cpu, cases)
		if res == nil {
			t.Fatalf("%s: llvm-mc crashed", op.what)
		}
		bad := 0
		for i, c := range cases {
			in, err := isa.Decode(c.bytes, 0, tgt)
			if !res[i].ok || err != nil {
				if res[i].ok != (err == nil) {
					t.Errorf("%s % x: llvm-mc ok %v, gcndbg err %v", op.what, c.bytes, res[i].ok, err)
				}
				continue
			}
			if got := normalize(isa.LLVMSyntax(in)); got != res[i].text {
				if bad++; bad <= 5 {
					t.Errorf("%s % x:\n gcndbg %q\n llvm   %q", op.what, c.bytes, got, res[i].text)
				}
			}
		}
		if bad > 5 {
			t.Errorf("%s: %d of %d words differ", op.what, bad, len(cases))
		}
	}
}
