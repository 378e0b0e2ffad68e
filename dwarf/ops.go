package dwarf

// DWARF expression operation codes (DWARF 5 section 7.7.1, Table 7.9), with
// the spec's spelling, plus LLVM's vendor extensions for heterogeneous
// debugging.
const (
	DW_OP_addr                 = 0x03
	DW_OP_deref                = 0x06
	DW_OP_const1u              = 0x08
	DW_OP_const1s              = 0x09
	DW_OP_const2u              = 0x0a
	DW_OP_const2s              = 0x0b
	DW_OP_const4u              = 0x0c
	DW_OP_const4s              = 0x0d
	DW_OP_const8u              = 0x0e
	DW_OP_const8s              = 0x0f
	DW_OP_constu               = 0x10
	DW_OP_consts               = 0x11
	DW_OP_dup                  = 0x12
	DW_OP_drop                 = 0x13
	DW_OP_over                 = 0x14
	DW_OP_pick                 = 0x15
	DW_OP_swap                 = 0x16
	DW_OP_rot                  = 0x17
	DW_OP_xderef               = 0x18
	DW_OP_abs                  = 0x19
	DW_OP_and                  = 0x1a
	DW_OP_div                  = 0x1b
	DW_OP_minus                = 0x1c
	DW_OP_mod                  = 0x1d
	DW_OP_mul                  = 0x1e
	DW_OP_neg                  = 0x1f
	DW_OP_not                  = 0x20
	DW_OP_or                   = 0x21
	DW_OP_plus                 = 0x22
	DW_OP_plus_uconst          = 0x23
	DW_OP_shl                  = 0x24
	DW_OP_shr                  = 0x25
	DW_OP_shra                 = 0x26
	DW_OP_xor                  = 0x27
	DW_OP_bra                  = 0x28
	DW_OP_eq                   = 0x29
	DW_OP_ge                   = 0x2a
	DW_OP_gt                   = 0x2b
	DW_OP_le                   = 0x2c
	DW_OP_lt                   = 0x2d
	DW_OP_ne                   = 0x2e
	DW_OP_skip                 = 0x2f
	DW_OP_lit0                 = 0x30
	DW_OP_lit1                 = 0x31
	DW_OP_lit2                 = 0x32
	DW_OP_lit3                 = 0x33
	DW_OP_lit4                 = 0x34
	DW_OP_lit5                 = 0x35
	DW_OP_lit6                 = 0x36
	DW_OP_lit7                 = 0x37
	DW_OP_lit8                 = 0x38
	DW_OP_lit9                 = 0x39
	DW_OP_lit10                = 0x3a
	DW_OP_lit11                = 0x3b
	DW_OP_lit12                = 0x3c
	DW_OP_lit13                = 0x3d
	DW_OP_lit14                = 0x3e
	DW_OP_lit15                = 0x3f
	DW_OP_lit16                = 0x40
	DW_OP_lit17                = 0x41
	DW_OP_lit18                = 0x42
	DW_OP_lit19                = 0x43
	DW_OP_lit20                = 0x44
	DW_OP_lit21                = 0x45
	DW_OP_lit22                = 0x46
	DW_OP_lit23                = 0x47
	DW_OP_lit24                = 0x48
	DW_OP_lit25                = 0x49
	DW_OP_lit26                = 0x4a
	DW_OP_lit27                = 0x4b
	DW_OP_lit28                = 0x4c
	DW_OP_lit29                = 0x4d
	DW_OP_lit30                = 0x4e
	DW_OP_lit31                = 0x4f
	DW_OP_reg0                 = 0x50
	DW_OP_reg31                = 0x6f
	DW_OP_breg0                = 0x70
	DW_OP_breg31               = 0x8f
	DW_OP_regx                 = 0x90
	DW_OP_fbreg                = 0x91
	DW_OP_bregx                = 0x92
	DW_OP_piece                = 0x93
	DW_OP_deref_size           = 0x94
	DW_OP_xderef_size          = 0x95
	DW_OP_nop                  = 0x96
	DW_OP_push_object_address  = 0x97
	DW_OP_call2                = 0x98
	DW_OP_call4                = 0x99
	DW_OP_call_ref             = 0x9a
	DW_OP_form_tls_address     = 0x9b
	DW_OP_call_frame_cfa       = 0x9c
	DW_OP_bit_piece            = 0x9d
	DW_OP_implicit_value       = 0x9e
	DW_OP_stack_value          = 0x9f
	DW_OP_implicit_pointer     = 0xa0
	DW_OP_addrx                = 0xa1
	DW_OP_constx               = 0xa2
	DW_OP_entry_value          = 0xa3
	DW_OP_const_type           = 0xa4
	DW_OP_regval_type          = 0xa5
	DW_OP_deref_type           = 0xa6
	DW_OP_xderef_type          = 0xa7
	DW_OP_convert              = 0xa8
	DW_OP_reinterpret          = 0xa9
	DW_OP_GNU_push_tls_address = 0xe0

	// The pre-DW_OP_LLVM_user direct encodings of AMD's extensions
	// (LLVM's Dwarf.def before the vendor-extension prefix; still read by
	// ROCgdb). 0xe9 is DW_OP_LLVM_user now; it means
	// DW_OP_LLVM_aspace_implicit_pointer only under Context.LegacyOps.
	DW_OP_LLVM_form_aspace_address_legacy     = 0xe1
	DW_OP_LLVM_push_lane_legacy               = 0xe2
	DW_OP_LLVM_offset_legacy                  = 0xe3
	DW_OP_LLVM_offset_uconst_legacy           = 0xe4
	DW_OP_LLVM_bit_offset_legacy              = 0xe5
	DW_OP_LLVM_call_frame_entry_reg_legacy    = 0xe6
	DW_OP_LLVM_undefined_legacy               = 0xe7
	DW_OP_LLVM_aspace_bregx_legacy            = 0xe8
	DW_OP_LLVM_aspace_implicit_pointer_legacy = 0xe9
	DW_OP_LLVM_piece_end_legacy               = 0xea
	DW_OP_LLVM_extend_legacy                  = 0xeb
	DW_OP_LLVM_select_bit_piece_legacy        = 0xec

	// DW_OP_LLVM_user prefixes a ULEB128 vendor sub-opcode.
	DW_OP_LLVM_user = 0xe9

	DW_OP_GNU_entry_value = 0xf3
	DW_OP_GNU_addr_index  = 0xfb
	DW_OP_GNU_const_index = 0xfc
)

// DW_OP_LLVM_user sub-opcodes ("DWARF DW_OP_LLVM_user Vendor Extension
// Operation Encodings"). DW_OP_LLVM_aspace_implicit_pointer is "TBA" in the
// specification; gcndbg accepts it only through the legacy 0xe9 encoding.
const (
	DW_OP_LLVM_nop                  = 0x01
	DW_OP_LLVM_form_aspace_address  = 0x02
	DW_OP_LLVM_push_lane            = 0x03
	DW_OP_LLVM_offset               = 0x04
	DW_OP_LLVM_offset_uconst        = 0x05
	DW_OP_LLVM_bit_offset           = 0x06
	DW_OP_LLVM_call_frame_entry_reg = 0x07
	DW_OP_LLVM_undefined            = 0x08
	DW_OP_LLVM_aspace_bregx         = 0x09
	DW_OP_LLVM_piece_end            = 0x0a
	DW_OP_LLVM_extend               = 0x0b
	DW_OP_LLVM_select_bit_piece     = 0x0c
)

var opNames = map[byte]string{
	DW_OP_addr: "DW_OP_addr", DW_OP_deref: "DW_OP_deref",
	DW_OP_const1u: "DW_OP_const1u", DW_OP_const1s: "DW_OP_const1s",
	DW_OP_const2u: "DW_OP_const2u", DW_OP_const2s: "DW_OP_const2s",
	DW_OP_const4u: "DW_OP_const4u", DW_OP_const4s: "DW_OP_const4s",
	DW_OP_const8u: "DW_OP_const8u", DW_OP_const8s: "DW_OP_const8s",
	DW_OP_constu: "DW_OP_constu", DW_OP_consts: "DW_OP_consts",
	DW_OP_dup: "DW_OP_dup", DW_OP_drop: "DW_OP_drop", DW_OP_over: "DW_OP_over",
	DW_OP_pick: "DW_OP_pick", DW_OP_swap: "DW_OP_swap", DW_OP_rot: "DW_OP_rot",
	DW_OP_xderef: "DW_OP_xderef", DW_OP_abs: "DW_OP_abs", DW_OP_and: "DW_OP_and",
	DW_OP_div: "DW_OP_div", DW_OP_minus: "DW_OP_minus", DW_OP_mod: "DW_OP_mod",
	DW_OP_mul: "DW_OP_mul", DW_OP_neg: "DW_OP_neg", DW_OP_not: "DW_OP_not",
	DW_OP_or: "DW_OP_or", DW_OP_plus: "DW_OP_plus", DW_OP_plus_uconst: "DW_OP_plus_uconst",
	DW_OP_shl: "DW_OP_shl", DW_OP_shr: "DW_OP_shr", DW_OP_shra: "DW_OP_shra",
	DW_OP_xor: "DW_OP_xor", DW_OP_bra: "DW_OP_bra", DW_OP_eq: "DW_OP_eq",
	DW_OP_ge: "DW_OP_ge", DW_OP_gt: "DW_OP_gt", DW_OP_le: "DW_OP_le",
	DW_OP_lt: "DW_OP_lt", DW_OP_ne: "DW_OP_ne", DW_OP_skip: "DW_OP_skip",
	DW_OP_regx: "DW_OP_regx", DW_OP_fbreg: "DW_OP_fbreg", DW_OP_bregx: "DW_OP_bregx",
	DW_OP_piece: "DW_OP_piece", DW_OP_deref_size: "DW_OP_deref_size",
	DW_OP_xderef_size: "DW_OP_xderef_size", DW_OP_nop: "DW_OP_nop",
	DW_OP_push_object_address: "DW_OP_push_object_address",
	DW_OP_call2:               "DW_OP_call2", DW_OP_call4: "DW_OP_call4", DW_OP_call_ref: "DW_OP_call_ref",
	DW_OP_form_tls_address: "DW_OP_form_tls_address", DW_OP_call_frame_cfa: "DW_OP_call_frame_cfa",
	DW_OP_bit_piece: "DW_OP_bit_piece", DW_OP_implicit_value: "DW_OP_implicit_value",
	DW_OP_stack_value: "DW_OP_stack_value", DW_OP_implicit_pointer: "DW_OP_implicit_pointer",
	DW_OP_addrx: "DW_OP_addrx", DW_OP_constx: "DW_OP_constx", DW_OP_entry_value: "DW_OP_entry_value",
	DW_OP_const_type: "DW_OP_const_type", DW_OP_regval_type: "DW_OP_regval_type",
	DW_OP_deref_type: "DW_OP_deref_type", DW_OP_xderef_type: "DW_OP_xderef_type",
	DW_OP_convert: "DW_OP_convert", DW_OP_reinterpret: "DW_OP_reinterpret",
	DW_OP_GNU_push_tls_address:             "DW_OP_GNU_push_tls_address",
	DW_OP_LLVM_form_aspace_address_legacy:  "DW_OP_LLVM_form_aspace_address",
	DW_OP_LLVM_push_lane_legacy:            "DW_OP_LLVM_push_lane",
	DW_OP_LLVM_offset_legacy:               "DW_OP_LLVM_offset",
	DW_OP_LLVM_offset_uconst_legacy:        "DW_OP_LLVM_offset_uconst",
	DW_OP_LLVM_bit_offset_legacy:           "DW_OP_LLVM_bit_offset",
	DW_OP_LLVM_call_frame_entry_reg_legacy: "DW_OP_LLVM_call_frame_entry_reg",
	DW_OP_LLVM_undefined_legacy:            "DW_OP_LLVM_undefined",
	DW_OP_LLVM_aspace_bregx_legacy:         "DW_OP_LLVM_aspace_bregx",
	DW_OP_LLVM_user:                        "DW_OP_LLVM_user",
	DW_OP_LLVM_piece_end_legacy:            "DW_OP_LLVM_piece_end",
	DW_OP_LLVM_extend_legacy:               "DW_OP_LLVM_extend",
	DW_OP_LLVM_select_bit_piece_legacy:     "DW_OP_LLVM_select_bit_piece",
	DW_OP_GNU_entry_value:                  "DW_OP_GNU_entry_value",
	DW_OP_GNU_addr_index:                   "DW_OP_GNU_addr_index",
	DW_OP_GNU_const_index:                  "DW_OP_GNU_const_index",
}

var userOpNames = map[uint64]string{
	DW_OP_LLVM_nop:                  "DW_OP_LLVM_nop",
	DW_OP_LLVM_form_aspace_address:  "DW_OP_LLVM_form_aspace_address",
	DW_OP_LLVM_push_lane:            "DW_OP_LLVM_push_lane",
	DW_OP_LLVM_offset:               "DW_OP_LLVM_offset",
	DW_OP_LLVM_offset_uconst:        "DW_OP_LLVM_offset_uconst",
	DW_OP_LLVM_bit_offset:           "DW_OP_LLVM_bit_offset",
	DW_OP_LLVM_call_frame_entry_reg: "DW_OP_LLVM_call_frame_entry_reg",
	DW_OP_LLVM_undefined:            "DW_OP_LLVM_undefined",
	DW_OP_LLVM_aspace_bregx:         "DW_OP_LLVM_aspace_bregx",
	DW_OP_LLVM_piece_end:            "DW_OP_LLVM_piece_end",
	DW_OP_LLVM_extend:               "DW_OP_LLVM_extend",
	DW_OP_LLVM_select_bit_piece:     "DW_OP_LLVM_select_bit_piece",
}

// OpName returns the spec name of a DWARF operation code.
func OpName(op byte) string {
	switch {
	case op >= DW_OP_lit0 && op <= DW_OP_lit31:
		return "DW_OP_lit" + itoa(int(op-DW_OP_lit0))
	case op >= DW_OP_reg0 && op <= DW_OP_reg31:
		return "DW_OP_reg" + itoa(int(op-DW_OP_reg0))
	case op >= DW_OP_breg0 && op <= DW_OP_breg31:
		return "DW_OP_breg" + itoa(int(op-DW_OP_breg0))
	}
	if n, ok := opNames[op]; ok {
		return n
	}
	return "DW_OP_<0x" + hex2(op) + ">"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func hex2(b byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}
