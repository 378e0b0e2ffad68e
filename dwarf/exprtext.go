package dwarf

import (
	"fmt"
	"strings"
)

// RegName names a DWARF register in the AMDGPU mapping ("SGPR4", "VGPR0",
// "EXEC_MASK_64"), or its number in hex when the mapping reserves it.
func RegName(r uint64) string {
	ar, err := DecodeReg(r)
	if err != nil {
		return fmt.Sprintf("0x%x", r)
	}
	return ar.String()
}

// DisasmExpr renders a DWARF expression in llvm-dwarfdump's syntax:
// "DW_OP_bregx VGPR0+0, DW_OP_lit5, DW_OP_swap, DW_OP_xderef". Registers are
// named by RegName. Malformed input yields an *EvalError with the offset.
func DisasmExpr(expr []byte) (string, error) {
	return disasmExpr(expr, RegName)
}

func disasmExpr(expr []byte, regName func(uint64) string) (string, error) {
	RegName := regName
	b := &buf{data: expr}
	var parts []string
	for b.off < len(b.data) {
		at := b.off
		op := b.u8()
		s := OpName(op)
		hexU := func(v uint64) { s += fmt.Sprintf(" 0x%x", v) }
		signed := func(v int64) { s += fmt.Sprintf(" %+d", v) }
		switch {
		case op >= DW_OP_breg0 && op <= DW_OP_breg31:
			// llvm-dwarfdump names the register when the target does.
			if _, err := DecodeReg(uint64(op - DW_OP_breg0)); err == nil {
				s += " " + RegName(uint64(op-DW_OP_breg0))
			} else {
				s += " "
			}
			s += fmt.Sprintf("%+d", b.sleb())
		case op >= DW_OP_reg0 && op <= DW_OP_reg31:
			if _, err := DecodeReg(uint64(op - DW_OP_reg0)); err == nil {
				s += " " + RegName(uint64(op-DW_OP_reg0))
			}
		case op >= DW_OP_lit0 && op <= DW_OP_lit31:
		default:
			switch op {
			case DW_OP_addr:
				hexU(b.u64())
			case DW_OP_const1u, DW_OP_pick, DW_OP_deref_size, DW_OP_xderef_size:
				hexU(uint64(b.u8()))
			case DW_OP_const1s:
				signed(int64(int8(b.u8())))
			case DW_OP_const2u, DW_OP_call2:
				hexU(uint64(b.u16()))
			case DW_OP_const2s, DW_OP_skip, DW_OP_bra:
				signed(int64(int16(b.u16())))
			case DW_OP_const4u, DW_OP_call4, DW_OP_call_ref:
				hexU(uint64(b.u32()))
			case DW_OP_const4s:
				signed(int64(int32(b.u32())))
			case DW_OP_const8u:
				hexU(b.u64())
			case DW_OP_const8s:
				signed(int64(b.u64()))
			case DW_OP_constu, DW_OP_plus_uconst, DW_OP_addrx, DW_OP_constx, DW_OP_convert, DW_OP_reinterpret, DW_OP_piece, DW_OP_GNU_addr_index, DW_OP_GNU_const_index:
				hexU(b.uleb())
			case DW_OP_consts, DW_OP_fbreg:
				signed(b.sleb())
			case DW_OP_regx:
				s += " " + RegName(b.uleb())
			case DW_OP_bregx:
				r := b.uleb()
				s += fmt.Sprintf(" %s%+d", RegName(r), b.sleb())
			case DW_OP_bit_piece:
				n := b.uleb()
				s += fmt.Sprintf(" 0x%x 0x%x", n, b.uleb())
			case DW_OP_implicit_value:
				n := b.uleb()
				s += fmt.Sprintf(" 0x%x", n)
				for _, c := range b.bytes(n) {
					s += fmt.Sprintf(" 0x%02x", c)
				}
			case DW_OP_implicit_pointer:
				d := b.u32()
				s += fmt.Sprintf(" 0x%x %+d", d, b.sleb())
			case DW_OP_entry_value, DW_OP_GNU_entry_value:
				n := b.uleb()
				inner, err := disasmExpr(b.bytes(n), regName)
				if err != nil {
					return "", err
				}
				s += "(" + inner + ")"
			case DW_OP_const_type:
				t := b.uleb()
				n := uint64(b.u8())
				s += fmt.Sprintf(" 0x%x % x", t, b.bytes(n))
			case DW_OP_regval_type:
				r := b.uleb()
				s += fmt.Sprintf(" %s 0x%x", RegName(r), b.uleb())
			case DW_OP_deref_type, DW_OP_xderef_type:
				n := b.u8()
				s += fmt.Sprintf(" 0x%x 0x%x", n, b.uleb())
			case DW_OP_LLVM_user:
				sub := b.uleb()
				name, ok := userOpNames[sub]
				if !ok {
					return "", &EvalError{Offset: at, Op: s, Msg: fmt.Sprintf("unknown sub-operation 0x%x", sub)}
				}
				s += " " + name
				switch sub {
				case DW_OP_LLVM_offset_uconst:
					hexU(b.uleb())
				case DW_OP_LLVM_call_frame_entry_reg:
					s += " " + RegName(b.uleb())
				case DW_OP_LLVM_aspace_bregx:
					r := b.uleb()
					s += fmt.Sprintf(" %s%+d", RegName(r), b.sleb())
				case DW_OP_LLVM_extend, DW_OP_LLVM_select_bit_piece:
					n := b.uleb()
					s += fmt.Sprintf(" 0x%x 0x%x", n, b.uleb())
				}
			case DW_OP_LLVM_offset_uconst_legacy:
				hexU(b.uleb())
			case DW_OP_LLVM_call_frame_entry_reg_legacy:
				s += " " + RegName(b.uleb())
			case DW_OP_LLVM_aspace_bregx_legacy:
				r := b.uleb()
				s += fmt.Sprintf(" %s%+d", RegName(r), b.sleb())
			case DW_OP_LLVM_extend_legacy, DW_OP_LLVM_select_bit_piece_legacy:
				n := b.uleb()
				s += fmt.Sprintf(" 0x%x 0x%x", n, b.uleb())
			default:
				if _, known := opNames[op]; !known {
					return "", &EvalError{Offset: at, Op: s, Msg: "unknown operation"}
				}
			}
		}
		if b.err != "" {
			return "", &EvalError{Offset: at, Op: OpName(op), Msg: b.err}
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", "), nil
}
