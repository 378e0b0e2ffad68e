package dwarf

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// exprCorpus has one expression per operation (typed operations aside,
// their operands name DIEs), with operands of every encoding.
var exprCorpus = [][]byte{
	{DW_OP_addr, 1, 2, 3, 4, 5, 6, 7, 8},
	{DW_OP_const1u, 0xff, DW_OP_const1s, 0xff, DW_OP_const2u, 0x34, 0x12, DW_OP_const2s, 0xfe, 0xff},
	{DW_OP_const4u, 1, 0, 0, 0, DW_OP_const4s, 0xff, 0xff, 0xff, 0xff},
	{DW_OP_const8u, 1, 0, 0, 0, 0, 0, 0, 0, DW_OP_const8s, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
	{DW_OP_constu, 0xe5, 0x8e, 0x26, DW_OP_consts, 0x7f},
	{DW_OP_lit0, DW_OP_dup, DW_OP_drop, DW_OP_over, DW_OP_pick, 1, DW_OP_swap, DW_OP_rot},
	{DW_OP_lit1, DW_OP_lit2, DW_OP_abs, DW_OP_and, DW_OP_div, DW_OP_minus, DW_OP_mod, DW_OP_mul, DW_OP_neg, DW_OP_not, DW_OP_or, DW_OP_plus},
	{DW_OP_lit1, DW_OP_plus_uconst, 0x80, 0x01, DW_OP_shl, DW_OP_shr, DW_OP_shra, DW_OP_xor},
	{DW_OP_lit1, DW_OP_bra, 0x01, 0x00, DW_OP_eq, DW_OP_ge, DW_OP_gt, DW_OP_le, DW_OP_lt, DW_OP_ne, DW_OP_skip, 0xfe, 0xff},
	{DW_OP_lit31, DW_OP_reg0 + 1, DW_OP_breg0 + 17, 0x7c},
	{DW_OP_regx, 0x24, DW_OP_piece, 4, DW_OP_regx, 0x80, 0x14, DW_OP_bit_piece, 0x20, 0x40},
	{DW_OP_fbreg, 0x70, DW_OP_bregx, 0x41, 0x08},
	{DW_OP_deref, DW_OP_deref_size, 4, DW_OP_xderef, DW_OP_xderef_size, 2, DW_OP_nop},
	{DW_OP_push_object_address, DW_OP_call_frame_cfa, DW_OP_form_tls_address},
	{DW_OP_call2, 0x10, 0x00, DW_OP_call4, 0x10, 0, 0, 0, DW_OP_call_ref, 0x10, 0, 0, 0},
	{DW_OP_implicit_value, 3, 0xaa, 0xbb, 0xcc},
	{DW_OP_lit7, DW_OP_stack_value},
	{DW_OP_implicit_pointer, 0x40, 0, 0, 0, 0x08},
	{DW_OP_addrx, 2, DW_OP_constx, 3},
	{DW_OP_entry_value, 2, DW_OP_regx, 0x2a},
	{DW_OP_LLVM_user, DW_OP_LLVM_form_aspace_address, DW_OP_LLVM_user, DW_OP_LLVM_push_lane, DW_OP_LLVM_user, DW_OP_LLVM_offset},
	{DW_OP_LLVM_user, DW_OP_LLVM_offset_uconst, 0x90, 0x01, DW_OP_LLVM_user, DW_OP_LLVM_bit_offset},
	{DW_OP_LLVM_user, DW_OP_LLVM_call_frame_entry_reg, 0x2a, DW_OP_LLVM_user, DW_OP_LLVM_undefined},
	// llvm-dwarfdump 22 reads the displacement of aspace_bregx as ULEB128
	// (the extension says SLEB128): agree on a small positive one.
	{DW_OP_LLVM_user, DW_OP_LLVM_aspace_bregx, 0x41, 0x08, DW_OP_LLVM_user, DW_OP_LLVM_piece_end},
	{DW_OP_LLVM_user, DW_OP_LLVM_extend, 0x40, 0x40, DW_OP_LLVM_user, DW_OP_LLVM_select_bit_piece, 0x20, 0x40},
}

// TestDisasmMatchesLLVMDwarfdump assembles the corpus into a DWARF 5 unit
// with llvm-mc and compares DisasmExpr with llvm-dwarfdump's rendering of
// each expression: the opcode and operand encodings agree with LLVM's.
func TestDisasmMatchesLLVMDwarfdump(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	dir := t.TempDir()
	var sb strings.Builder
	sb.WriteString("\t.section .debug_abbrev,\"\",@progbits\n\t.byte 1, 0x11, 1, 0x03, 0x08, 0, 0\n\t.byte 2, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0, 0\n\t.byte 0\n")
	sb.WriteString("\t.section .debug_info,\"\",@progbits\n\t.long .Lend-.Lver\n.Lver:\n\t.short 5\n\t.byte 1, 8\n\t.long 0\n\t.byte 1\n\t.asciz \"x\"\n")
	for i, e := range exprCorpus {
		fmt.Fprintf(&sb, "\t.byte 2\n\t.asciz \"e%d\"\n\t.uleb128 %d\n", i, len(e))
		for _, c := range e {
			fmt.Fprintf(&sb, "\t.byte 0x%02x\n", c)
		}
	}
	sb.WriteString("\t.byte 0\n.Lend:\n")
	src, obj := filepath.Join(dir, "e.s"), filepath.Join(dir, "e.o")
	if err := os.WriteFile(src, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", src, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	dies := parseDumpDIEs(dwarfdump(t, "--debug-info", obj))
	n := 0
	for _, die := range dies {
		name := strings.Trim(die.attrs["DW_AT_name"], `"`)
		var i int
		if _, err := fmt.Sscanf(name, "e%d", &i); err != nil {
			continue
		}
		got := numericDisasm(t, exprCorpus[i])
		if want := normRegs(die.expr); got != want {
			t.Errorf("e%d:\n got %s\nwant %s", i, got, want)
		}
		n++
	}
	if n != len(exprCorpus) {
		t.Fatalf("compared %d expressions of %d", n, len(exprCorpus))
	}
}
