// lanes.s: a gfx900 kernel running AMDGPUUsage's nested IF/THEN/ELSE
// example ("DW_AT_LLVM_lane_pc") with real EXEC manipulation on per-lane
// conditions of its input (c1 = x & 1, c2 = x & 2), and hand-written
// DWARF 5: DW_AT_LLVM_lane_pc as a location list of the example's DWARF
// procedures per region, DW_AT_LLVM_active_lane, and the variable r in
// VGPR5, spilled to private_wave scratch under the EXEC mask saved in
// SGPR20:21 (DW_OP_LLVM_select_bit_piece) while the VGPR is reused. In
// region b a stretch of whole wave mode widens EXEC to all lanes: there
// DW_AT_LLVM_active_lane and the lane PCs use the mask saved in SGPR22:23
// (AMDGPUUsage: "The DWARF procedures can use the active lane artificial
// variable ... rather than the actual EXEC mask").
// Source lines: lanes.cl. Build: build-lanes.sh.
// Wave64 DWARF registers: SGPRn = 32+n, VGPRn = 2560+n, PC_64 = 16,
// EXEC_MASK_64 = 17.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.file	1 "lanes.cl"
	.text
	.globl	lanes
	.p2align 8
	.type	lanes,@function
lanes:
.Llex_start:
	.loc	1 5 0
	s_add_u32 s0, s0, s7			// scratch base + this wave's offset
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[8:11], s[4:5], 0x0	// in, out
	s_lshl_b32 s6, s6, 6			// workgroup id * 64
	v_add_u32_e32 v1, s6, v0		// i
	v_lshlrev_b32_e32 v1, 2, v1		// i * 4
	.loc	1 6 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v2, vcc, s8, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v4, v[2:3], off	// x = in[i]
	s_waitcnt vmcnt(0)
	.loc	1 7 0
	v_mov_b32_e32 v5, v4			// a: r = x
	.loc	1 8 0
	v_and_b32_e32 v6, 1, v4
	v_cmp_ne_u32_e32 vcc, 0, v6		// %2 = c1
.Llex_1_start:
	s_and_saveexec_b64 s[16:17], vcc	// %1 = EXEC; EXEC = %1 & %2
.Llex_1_then:
	.loc	1 9 0
	v_add_u32_e32 v5, 10, v5		// b
	s_or_saveexec_b64 s[22:23], -1		// whole wave mode (as around a
.Lwwm:						// spill): EXEC = all lanes,
	v_mov_b32_e32 v7, 0			// SGPR22:23 = the lanes of b
	s_mov_b64 exec, s[22:23]
.Lwwm_end:
	.loc	1 10 0
	v_and_b32_e32 v6, 2, v4
	v_cmp_ne_u32_e32 vcc, 0, v6		// %4 = c2
.Llex_1_1_start:
	s_and_saveexec_b64 s[18:19], vcc	// %3 = EXEC; EXEC = %3 & %4
.Llex_1_1_then:
	.loc	1 11 0
	v_add_u32_e32 v5, 0x64, v5		// c
	.loc	1 12 0
	s_mov_b64 s[20:21], exec		// spill r under EXEC
	buffer_store_dword v5, off, s[0:3], 0
.Lspilled:
	v_mov_b32_e32 v5, 0xbad		// r's VGPR reused
	.loc	1 13 0
	buffer_load_dword v5, off, s[0:3], 0	// reload r
	s_waitcnt vmcnt(0)
.Lreloaded:
	.loc	1 14 0
	s_xor_b64 exec, s[18:19], exec		// EXEC = ~EXEC & %3
.Llex_1_1_else:
	.loc	1 15 0
	v_add_u32_e32 v5, 0x3e8, v5		// d
	.loc	1 16 0
	s_or_b64 exec, exec, s[18:19]		// EXEC = %3
.Llex_1_1_end:
	.loc	1 17 0
	v_add_u32_e32 v5, 0x2710, v5		// e
	.loc	1 18 0
	s_xor_b64 exec, s[16:17], exec		// EXEC = ~EXEC & %1
.Llex_1_else:
	.loc	1 19 0
	v_add_u32_e32 v5, 0x186a0, v5		// f
	.loc	1 20 0
	s_or_b64 exec, exec, s[16:17]		// EXEC = %1
.Llex_1_end:
	.loc	1 21 0
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v2, vcc, s10, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_store_dword v[2:3], v5, off	// g: out[i] = r
	s_endpgm
.Llex_end:
.Llanes_end:
	.size	lanes, .Llanes_end-lanes

	.rodata
	.p2align 6
	.amdhsa_kernel lanes
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_private_segment_fixed_size 4
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 24
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: lanes
    .symbol: lanes.kd
    .args:
      - {.name: in, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'int*', .is_const: true}
      - {.name: out, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'int*'}
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 30
    .vgpr_count: 8
    .max_flat_workgroup_size: 64
...
	.end_amdgpu_metadata

	.section	.debug_abbrev,"",@progbits
	.uleb128 1			// compile_unit
	.uleb128 0x11
	.byte	1
	.uleb128 0x03, 0x08		// name: string
	.uleb128 0x25, 0x08		// producer: string
	.uleb128 0x13, 0x05		// language: data2
	.uleb128 0x10, 0x17		// stmt_list: sec_offset
	.uleb128 0x1b, 0x08		// comp_dir: string
	.uleb128 0x11, 0x01		// low_pc: addr
	.uleb128 0x12, 0x06		// high_pc: data4
	.byte	0, 0
	.uleb128 2			// subprogram
	.uleb128 0x2e
	.byte	1
	.uleb128 0x03, 0x08		// name: string
	.uleb128 0x11, 0x01		// low_pc: addr
	.uleb128 0x12, 0x06		// high_pc: data4
	.uleb128 0x3a, 0x0b		// decl_file: data1
	.uleb128 0x3b, 0x0b		// decl_line: data1
	.uleb128 0x3e0b, 0x17		// LLVM_lane_pc: sec_offset (loclist)
	.uleb128 0x3e08, 0x17		// LLVM_active_lane: sec_offset (loclist)
	.byte	0, 0
	.uleb128 3			// variable, location exprloc
	.uleb128 0x34
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x3a, 0x0b
	.uleb128 0x3b, 0x0b
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
	.uleb128 6			// artificial variable (a saved EXEC mask)
	.uleb128 0x34
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18
	.uleb128 0x34, 0x19		// artificial: flag_present
	.byte	0, 0
	.uleb128 7			// variable, location list
	.uleb128 0x34
	.byte	0
	.uleb128 0x03, 0x08
	.uleb128 0x3a, 0x0b
	.uleb128 0x3b, 0x0b
	.uleb128 0x49, 0x13
	.uleb128 0x02, 0x17		// location: sec_offset (loclist)
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
	.asciz	"lanes.cl"
	.asciz	"hand-written (lanes.s)"
	.short	0x15			// DW_LANG_OpenCL
	.long	.debug_line		// stmt_list: the table .loc makes
	.asciz	"."
	.quad	lanes
	.long	.Llanes_end-lanes

.Lt_u64:
	.uleb128 4
	.asciz	"__uint64"
	.byte	0x07, 8			// DW_ATE_unsigned
.Lt_int:
	.uleb128 4
	.asciz	"int"
	.byte	0x05, 4			// DW_ATE_signed

// The DWARF procedures of AMDGPUUsage's lane PC example.
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
.Lp_active_wwm:
	.uleb128 5
	.asciz	"__active_lane_pc_wwm"
	.uleb128 .Lp_active_wwm_e-.Lp_active_wwm_b
.Lp_active_wwm_b:
	.byte	0x90, 0x10			// DW_OP_regx PC_64
	.byte	0xe9, 0x0b, 0x40, 0x40		// DW_OP_LLVM_extend 64, 64
	.byte	0x92, 0x36, 0x00		// DW_OP_bregx SGPR22, 0
	.byte	0x92, 0x37, 0x00		// DW_OP_bregx SGPR23, 0
	.byte	0x08, 0x20, 0x24, 0x21		// DW_OP_const1u 32, DW_OP_shl, DW_OP_or
	.byte	0xe9, 0x0c, 0x40, 0x40		// DW_OP_LLVM_select_bit_piece 64, 64
.Lp_active_wwm_e:
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
	.byte	0x90, 0x30, 0x93, 0x04, 0x90, 0x31, 0x93, 0x04	// SGPR16:SGPR17
.Lsave_1_1:
	.uleb128 6
	.asciz	"__lex_1_1_save_exec"
	.uleb128 8
	.byte	0x90, 0x32, 0x93, 0x04, 0x90, 0x33, 0x93, 0x04	// SGPR18:SGPR19
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
	.byte	1, 3			// decl_file, decl_line
	.long	.Llanepc_list		// DW_AT_LLVM_lane_pc
	.long	.Lactive_list		// DW_AT_LLVM_active_lane

	.uleb128 3
	.asciz	"x"			// VGPR4, this lane's dword
	.byte	1, 6
	.long	.Lt_int-.Lcu_begin
	.uleb128 .Lx_e-.Lx_b
.Lx_b:
	.byte	0x90, 0x84, 0x14	// DW_OP_regx VGPR4
	.byte	0xe9, 0x03		// DW_OP_LLVM_push_lane
	.byte	0x34, 0x1e		// DW_OP_lit4, DW_OP_mul
	.byte	0xe9, 0x04		// DW_OP_LLVM_offset
.Lx_e:

	.uleb128 7
	.asciz	"r"			// VGPR5; spilled while line 13 runs
	.byte	1, 7
	.long	.Lt_int-.Lcu_begin
	.long	.Lr_list
	.byte	0			// end of lanes
	.byte	0			// end of CU
.Lcu_end:

	.section	.debug_loclists,"",@progbits
	.long	.Lll_end-.Lll_version
.Lll_version:
	.short	5
	.byte	8, 0
	.long	0
// DW_AT_LLVM_lane_pc of "lanes": per region, the enclosing region's
// divergent procedure, then __active_lane_pc. (After $lex_1_1_end
// AMDGPUUsage names __divergent_lane_pc; the outer THEN region is still
// open there, so __divergent_lane_pc_1_then is the one that holds: lanes
// of the outer ELSE wait at $lex_1_start.)
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
	.quad	.Lwwm
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x9a
	.long	.Lp_active
	.byte	0x07			// whole wave mode: the saved mask
	.quad	.Lwwm
	.quad	.Lwwm_end
	.uleb128 10
	.byte	0x9a
	.long	.Lp_1_then
	.byte	0x9a
	.long	.Lp_active_wwm
	.byte	0x07
	.quad	.Lwwm_end
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
// DW_AT_LLVM_active_lane of "lanes": EXEC, except in whole wave mode.
.Lactive_list:
	.byte	0x07
	.quad	.Llex_start
	.quad	.Lwwm
	.uleb128 2
	.byte	0x90, 0x11		// DW_OP_regx EXEC_MASK_64
	.byte	0x07
	.quad	.Lwwm
	.quad	.Lwwm_end
	.uleb128 8
	.byte	0x90, 0x36, 0x93, 0x04, 0x90, 0x37, 0x93, 0x04	// SGPR22:SGPR23
	.byte	0x07
	.quad	.Lwwm_end
	.quad	.Llanes_end
	.uleb128 2
	.byte	0x90, 0x11
	.byte	0x00
// r: VGPR5 of the lane, except between the spill and the reload, where
// the lanes of the mask saved in SGPR20:21 have it in private_wave
// scratch at 0 (one dword per lane: lane*4) and the others in VGPR5.
.Lr_list:
	.byte	0x07
	.quad	.Llex_start
	.quad	.Lspilled
	.uleb128 .Lr1_e-.Lr1_b
.Lr1_b:
	.byte	0x90, 0x85, 0x14	// DW_OP_regx VGPR5
	.byte	0xe9, 0x03		// DW_OP_LLVM_push_lane
	.byte	0x34, 0x1e		// DW_OP_lit4, DW_OP_mul
	.byte	0xe9, 0x04		// DW_OP_LLVM_offset
.Lr1_e:
	.byte	0x07
	.quad	.Lspilled
	.quad	.Lreloaded
	.uleb128 .Lr2_e-.Lr2_b
.Lr2_b:
	.byte	0x90, 0x85, 0x14	// DW_OP_regx VGPR5 (zero: the register)
	.byte	0x30			// DW_OP_lit0
	.byte	0x36			// DW_OP_lit6 (private_wave)
	.byte	0xe9, 0x02		// DW_OP_LLVM_form_aspace_address (one: memory)
	.byte	0x92, 0x34, 0x00	// DW_OP_bregx SGPR20, 0
	.byte	0x92, 0x35, 0x00	// DW_OP_bregx SGPR21, 0
	.byte	0x08, 0x20, 0x24, 0x21	// DW_OP_const1u 32, DW_OP_shl, DW_OP_or
	.byte	0xe9, 0x0c, 0x20, 0x40	// DW_OP_LLVM_select_bit_piece 32, 64
	.byte	0xe9, 0x03		// DW_OP_LLVM_push_lane
	.byte	0x34, 0x1e		// DW_OP_lit4, DW_OP_mul
	.byte	0xe9, 0x04		// DW_OP_LLVM_offset
.Lr2_e:
	.byte	0x07
	.quad	.Lreloaded
	.quad	.Llanes_end
	.uleb128 .Lr1_e-.Lr1_b
	.byte	0x90, 0x85, 0x14
	.byte	0xe9, 0x03
	.byte	0x34, 0x1e
	.byte	0xe9, 0x04
	.byte	0x00
.Lll_end:
