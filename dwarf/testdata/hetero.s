// Hand-written heterogeneous DWARF for package dwarf's tests: every
// DW_OP_LLVM_* operation, DW_AT_LLVM_lane_pc for the nested IF/THEN/ELSE
// example of AMDGPUUsage ("DW_AT_LLVM_lane_pc"), a VGPR spilled under the
// execution mask (DW_OP_LLVM_select_bit_piece), and CFI with AMD's
// DW_CFA_LLVM_def_aspace_cfa. Wave64 register numbers: VGPRn = 2560+n,
// SGPRn = 32+n, PC_64 = 16, EXEC_MASK_64 = 17.
// Assemble: llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj hetero.s -o hetero.o

	.text
	.globl	lanes
	.p2align 8
	.type	lanes,@function
lanes:
.Llex_start:			// a;  %1 = EXEC; %2 = c1
	s_nop 0
	s_nop 0
.Llex_1_start:			// EXEC = %1 & %2
	s_nop 0
.Llex_1_then:			// b;  %3 = EXEC; %4 = c2
	s_nop 0
	s_nop 0
.Llex_1_1_start:		// EXEC = %3 & %4
	s_nop 0
.Llex_1_1_then:			// c;  EXEC = ~EXEC & %3
	s_nop 0
	s_nop 0
.Llex_1_1_else:			// d;  EXEC = %3
	s_nop 0
	s_nop 0
.Llex_1_1_end:			// e;  EXEC = ~EXEC & %1
	s_nop 0
	s_nop 0
.Llex_1_else:			// f;  EXEC = %1
	s_nop 0
	s_nop 0
.Llex_1_end:			// g
	s_nop 0
.Llex_end:
	s_endpgm
.Llanes_end:
	.size	lanes, .Llanes_end-lanes

	.globl	callee
	.p2align 2
	.type	callee,@function
callee:
	.cfi_startproc
	// CFA = SGPR32 + 0 in DW_ASPACE_AMDGPU_private_wave (6).
	.cfi_escape 0x30, 0x40, 0x00, 0x06
	// PC_64 of the caller: SGPR30:SGPR31.
	.cfi_escape 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
	s_nop 0
.Lcallee_saved:
	// SGPR33 (65) saved at CFA+8; VGPR40 (2600) spilled under EXEC saved
	// in SGPR12:13 to private_wave CFA+0x100.
	.cfi_offset 65, 8
	// DW_CFA_expression VGPR40: [CFA] regx VGPR40, swap, const2u 0x100,
	// LLVM_offset, bregx SGPR12 0, bregx SGPR13 0, const1u 32, shl, or,
	// LLVM_select_bit_piece 32, 64.
	.cfi_escape 0x10, 0xa8, 0x14, 0x17, 0x90, 0xa8, 0x14, 0x16, 0x0a, 0x00, 0x01, 0xe9, 0x04, 0x92, 0x2c, 0x00, 0x92, 0x2d, 0x00, 0x08, 0x20, 0x24, 0x21, 0xe9, 0x0c, 0x20, 0x40
	s_nop 0
	s_nop 0
	.cfi_def_cfa_offset 16
	s_setpc_b64 s[30:31]
.Lcallee_end:
	.size	callee, .Lcallee_end-callee
	.cfi_endproc
	.cfi_sections .debug_frame

	.section	.debug_abbrev,"",@progbits
	.uleb128 1			// compile_unit
	.uleb128 0x11
	.byte	1
	.uleb128 0x03, 0x08		// name: string
	.uleb128 0x25, 0x08		// producer: string
	.uleb128 0x13, 0x05		// language: data2
	.uleb128 0x10, 0x17		// stmt_list: sec_offset
	.uleb128 0x11, 0x01		// low_pc: addr
	.uleb128 0x12, 0x06		// high_pc: data4
	.uleb128 0x3e09, 0x08		// LLVM_augmentation: string
	.byte	0, 0
	.uleb128 2			// subprogram
	.uleb128 0x2e
	.byte	1
	.uleb128 0x03, 0x08
	.uleb128 0x11, 0x01
	.uleb128 0x12, 0x06
	.uleb128 0x40, 0x18		// frame_base: exprloc
	.uleb128 0x3e0b, 0x17		// LLVM_lane_pc: sec_offset (loclist)
	.uleb128 0x3e08, 0x18		// LLVM_active_lane: exprloc
	.byte	0, 0
	.uleb128 3			// variable with a type
	.uleb128 0x34
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x49, 0x13		// type: ref4
	.uleb128 0x02, 0x18		// location: exprloc
	.byte	0, 0
	.uleb128 4			// base_type
	.uleb128 0x24
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x3e, 0x0b		// encoding: data1
	.uleb128 0x0b, 0x0b		// byte_size: data1
	.byte	0, 0
	.uleb128 5			// dwarf_procedure
	.uleb128 0x36
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18
	.byte	0, 0
	.uleb128 6			// artificial variable without a type
	.uleb128 0x34
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18
	.uleb128 0x34, 0x19		// artificial: flag_present
	.byte	0, 0
	.uleb128 7			// structure_type
	.uleb128 0x13
	.byte	1
	.uleb128 0x03, 0x08
	.uleb128 0x0b, 0x0b
	.byte	0, 0
	.uleb128 8			// member
	.uleb128 0x0d
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x49, 0x13
	.uleb128 0x38, 0x0b		// data_member_location: data1
	.byte	0, 0
	.byte	0

	.section	.debug_info,"",@progbits
.Lcu_begin:
	.long	.Lcu_end-.Lcu_version
.Lcu_version:
	.short	5
	.byte	1			// DW_UT_compile
	.byte	8
	.long	.debug_abbrev
	.uleb128 1
	.asciz	"hetero.cl"
	.asciz	"hand-written"
	.short	0x15			// DW_LANG_OpenCL
	.long	.Lline_table_start
	.quad	lanes
	.long	.Lcallee_end-lanes
	.asciz	"[amdgpu:v0.0]"

.Lt_u64:
	.uleb128 4
	.asciz	"__uint64"
	.byte	0x07, 8
.Lt_int:
	.uleb128 4
	.asciz	"int"
	.byte	0x05, 4
.Lt_short:
	.uleb128 4
	.asciz	"short"
	.byte	0x05, 2
.Lt_uchar:
	.uleb128 4
	.asciz	"unsigned char"
	.byte	0x08, 1
.Lt_pair:
	.uleb128 7
	.asciz	"pair"
	.byte	8
	.uleb128 8
	.asciz	"a"
	.long	.Lt_int-.Lcu_begin
	.byte	0
	.uleb128 8
	.asciz	"b"
	.long	.Lt_int-.Lcu_begin
	.byte	4
	.byte	0

// The DWARF procedures of the lane PC example.
.Lp_active:
	.uleb128 5
	.asciz	"__active_lane_pc"
	.uleb128 .Lp_active_e-.Lp_active_b
.Lp_active_b:
	.byte	0x90, 0x10			// DW_OP_regx PC_64
	.byte	0xe9, 0x0b, 0x40, 0x40		// DW_OP_LLVM_extend 64, 64
	.byte	0xa5, 0x11			// DW_OP_regval_type EXEC_MASK_64,
	.uleb128 .Lt_u64-.Lcu_begin		//   __uint64
	.byte	0xe9, 0x0c, 0x40, 0x40		// DW_OP_LLVM_select_bit_piece 64, 64
.Lp_active_e:
.Lp_div:
	.uleb128 5
	.asciz	"__divergent_lane_pc"
	.uleb128 .Lp_div_e-.Lp_div_b
.Lp_div_b:
	.byte	0xe9, 0x08			// DW_OP_LLVM_undefined
	.byte	0xe9, 0x0b, 0x40, 0x40		// DW_OP_LLVM_extend 64, 64
.Lp_div_e:
.Lsave_1:
	.uleb128 6
	.asciz	"__lex_1_save_exec"
	.uleb128 8
	.byte	0x90, 0x24, 0x93, 0x04, 0x90, 0x25, 0x93, 0x04	// SGPR4:SGPR5
.Lsave_1_1:
	.uleb128 6
	.asciz	"__lex_1_1_save_exec"
	.uleb128 8
	.byte	0x90, 0x26, 0x93, 0x04, 0x90, 0x27, 0x93, 0x04	// SGPR6:SGPR7
.Lp_1_then:
	.uleb128 5
	.asciz	"__divergent_lane_pc_1_then"
	.uleb128 .Lp_1_then_e-.Lp_1_then_b
.Lp_1_then_b:
	.byte	0x9a				// DW_OP_call_ref
	.long	.Lp_div
	.byte	0x03				// DW_OP_addr
	.quad	.Llex_1_start
	.byte	0x9f				// DW_OP_stack_value
	.byte	0xe9, 0x0b, 0x40, 0x40		// DW_OP_LLVM_extend 64, 64
	.byte	0x9a				// DW_OP_call_ref
	.long	.Lsave_1
	.byte	0xa6, 0x08			// DW_OP_deref_type 8,
	.uleb128 .Lt_u64-.Lcu_begin		//   __uint64
	.byte	0xe9, 0x0c, 0x40, 0x40		// DW_OP_LLVM_select_bit_piece 64, 64
.Lp_1_then_e:
.Lp_1_1_then:
	.uleb128 5
	.asciz	"__divergent_lane_pc_1_1_then"
	.uleb128 .Lp_1_1_then_e-.Lp_1_1_then_b
.Lp_1_1_then_b:
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x03
	.quad	.Llex_1_1_start
	.byte	0x9f
	.byte	0xe9, 0x0b, 0x40, 0x40
	.byte	0x9a
	.long	.Lsave_1_1
	.byte	0xa6, 0x08
	.uleb128 .Lt_u64-.Lcu_begin
	.byte	0xe9, 0x0c, 0x40, 0x40
.Lp_1_1_then_e:
.Lp_1_1_else:
	.uleb128 5
	.asciz	"__divergent_lane_pc_1_1_else"
	.uleb128 .Lp_1_1_else_e-.Lp_1_1_else_b
.Lp_1_1_else_b:
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x03
	.quad	.Llex_1_1_end
	.byte	0x9f
	.byte	0xe9, 0x0b, 0x40, 0x40
	.byte	0x9a
	.long	.Lsave_1_1
	.byte	0xa6, 0x08
	.uleb128 .Lt_u64-.Lcu_begin
	.byte	0xe9, 0x0c, 0x40, 0x40
.Lp_1_1_else_e:
.Lp_1_else:
	.uleb128 5
	.asciz	"__divergent_lane_pc_1_else"
	.uleb128 .Lp_1_else_e-.Lp_1_else_b
.Lp_1_else_b:
	.byte	0x9a
	.long	.Lp_div
	.byte	0x03
	.quad	.Llex_1_end
	.byte	0x9f
	.byte	0xe9, 0x0b, 0x40, 0x40
	.byte	0x9a
	.long	.Lsave_1
	.byte	0xa6, 0x08
	.uleb128 .Lt_u64-.Lcu_begin
	.byte	0xe9, 0x0c, 0x40, 0x40
.Lp_1_else_e:

	.uleb128 2			// subprogram "lanes"
	.asciz	"lanes"
	.quad	lanes
	.long	.Llanes_end-lanes
	.uleb128 2
	.byte	0x90, 0x41		// frame_base: DW_OP_regx SGPR33
	.long	.Llanepc_list		// DW_AT_LLVM_lane_pc
	.uleb128 2
	.byte	0x90, 0x11		// DW_AT_LLVM_active_lane: DW_OP_regx EXEC_MASK_64

	.uleb128 3
	.asciz	"v_lane"		// VGPR0, this lane's dword
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lv1_e-.Lv1_b
.Lv1_b:
	.byte	0x90, 0x80, 0x14	// DW_OP_regx VGPR0
	.byte	0xe9, 0x03		// DW_OP_LLVM_push_lane
	.byte	0x34, 0x1e		// DW_OP_lit4, DW_OP_mul
	.byte	0xe9, 0x04		// DW_OP_LLVM_offset
.Lv1_e:

	.uleb128 3
	.asciz	"v_half"		// the upper half of SGPR8
	.long	.Lt_short-.Lcu_begin
	.uleb128 .Lv2_e-.Lv2_b
.Lv2_b:
	.byte	0x90, 0x28		// DW_OP_regx SGPR8
	.byte	0xe9, 0x05, 0x02	// DW_OP_LLVM_offset_uconst 2
.Lv2_e:

	.uleb128 3
	.asciz	"v_bits"		// bits 3..10 of SGPR9
	.long	.Lt_uchar-.Lcu_begin
	.uleb128 .Lv3_e-.Lv3_b
.Lv3_b:
	.byte	0x90, 0x29		// DW_OP_regx SGPR9
	.byte	0x33			// DW_OP_lit3
	.byte	0xe9, 0x06		// DW_OP_LLVM_bit_offset
.Lv3_e:

	.uleb128 3
	.asciz	"v_local"		// LDS address 16
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lv4_e-.Lv4_b
.Lv4_b:
	.byte	0x40, 0x33		// DW_OP_lit16, DW_OP_lit3 (local)
	.byte	0xe9, 0x02		// DW_OP_LLVM_form_aspace_address
.Lv4_e:

	.uleb128 3
	.asciz	"v_priv"		// private_lane SGPR33+8
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lv5_e-.Lv5_b
.Lv5_b:
	.byte	0x35			// DW_OP_lit5 (private_lane)
	.byte	0xe9, 0x09, 0x41, 0x08	// DW_OP_LLVM_aspace_bregx SGPR33, 8
.Lv5_e:

	.uleb128 3
	.asciz	"v_entry"		// SGPR10 on entry
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lv6_e-.Lv6_b
.Lv6_b:
	.byte	0xe9, 0x07, 0x2a	// DW_OP_LLVM_call_frame_entry_reg SGPR10
.Lv6_e:

	.uleb128 3
	.asciz	"v_pair"		// a in SGPR11, b optimized away
	.long	.Lt_pair-.Lcu_begin
	.uleb128 .Lv7_e-.Lv7_b
.Lv7_b:
	.byte	0x90, 0x2b, 0x93, 0x04	// DW_OP_regx SGPR11, DW_OP_piece 4
	.byte	0xe9, 0x08, 0x93, 0x04	// DW_OP_LLVM_undefined, DW_OP_piece 4
.Lv7_e:
	.uleb128 3
	.asciz	"v_pair_end"		// the same, closed by DW_OP_LLVM_piece_end
	.long	.Lt_pair-.Lcu_begin
	.uleb128 .Lv8_e-.Lv8_b
.Lv8_b:
	.byte	0x90, 0x2b, 0x93, 0x04
	.byte	0xe9, 0x08, 0x93, 0x04
	.byte	0xe9, 0x0a		// DW_OP_LLVM_piece_end
.Lv8_e:

	.uleb128 3
	.asciz	"v_spill"		// VGPR2 spilled under the mask in SGPR12:13
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lspill_e-.Lspill_b
.Lspill_b:
	.byte	0x90, 0x82, 0x14	// DW_OP_regx VGPR2 (zero: the register)
	.byte	0x0a, 0x00, 0x01	// DW_OP_const2u 0x100
	.byte	0x36			// DW_OP_lit6 (private_wave)
	.byte	0xe9, 0x02		// DW_OP_LLVM_form_aspace_address (one: memory)
	.byte	0x92, 0x2c, 0x00	// DW_OP_bregx SGPR12, 0
	.byte	0x92, 0x2d, 0x00	// DW_OP_bregx SGPR13, 0
	.byte	0x08, 0x20, 0x24, 0x21	// DW_OP_const1u 32, DW_OP_shl, DW_OP_or: (s13 << 32) | s12
	.byte	0xe9, 0x0c, 0x20, 0x40	// DW_OP_LLVM_select_bit_piece 32, 64
	.byte	0xe9, 0x03		// DW_OP_LLVM_push_lane
	.byte	0x34, 0x1e		// DW_OP_lit4, DW_OP_mul
	.byte	0xe9, 0x04		// DW_OP_LLVM_offset
.Lspill_e:
	.byte	0			// end of lanes

	.uleb128 2			// subprogram "callee"
	.asciz	"callee"
	.quad	callee
	.long	.Lcallee_end-callee
	.uleb128 2
	.byte	0x90, 0x40		// DW_OP_regx SGPR32
	.long	.Llanepc_list
	.uleb128 2
	.byte	0x90, 0x11
	.byte	0
	.byte	0			// end of CU
.Lcu_end:

	.section	.debug_loclists,"",@progbits
	.long	.Lll_end-.Lll_version
.Lll_version:
	.short	5
	.byte	8, 0
	.long	0
// DW_AT_LLVM_lane_pc of "lanes": per region, the enclosing region's
// divergent procedure, then __active_lane_pc. (AMDGPUUsage uses
// __divergent_lane_pc again after $lex_1_1_end; the THEN region is still
// open there, so __divergent_lane_pc_1_then is the one that holds.)
.Llanepc_list:
	.byte	0x07			// DW_LLE_start_end
	.quad	.Llex_start
	.quad	.Llex_1_then
	.uleb128 10
	.byte	0x9a
	.long	.Lp_div
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_then
	.quad	.Llex_1_1_then
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_1_then
	.quad	.Llex_1_1_else
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_1_then
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_1_else
	.quad	.Llex_1_1_end
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_1_else
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_1_end
	.quad	.Llex_1_else
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_else
	.quad	.Llex_1_end
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_else
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07
	.quad	.Llex_1_end
	.quad	.Llanes_end
	.uleb128 10
	.byte	0x9a
	.long	.Lp_div
	.byte	0x9a
	.long	.Lp_active
	.byte	0x00			// DW_LLE_end_of_list
.Lll_end:

	.section	.debug_line,"",@progbits
.Lline_table_start:
