# nostmt.s: a line (4) whose rows are none of them statements, a line
# without code (6); assembled by linequery_test.go with llvm-mc.
	.text
	.globl f
	.p2align 8
	.type f,@function
f:
	.file 1 "." "t.cl"
	.loc 1 3 0
	s_nop 0
	.loc 1 4 0 is_stmt 0
	s_nop 0
	s_nop 0
	.loc 1 5 0 is_stmt 1
	s_nop 0
	.loc 1 7 0
	s_endpgm
.Lend:
	.size f, .Lend-f

	# A compile unit that only points at the line table.
	.section .debug_abbrev,"",@progbits
	.byte 1, 0x11, 0 ; abbrev 1: DW_TAG_compile_unit, no children
	.byte 0x10, 0x17 ; DW_AT_stmt_list, DW_FORM_sec_offset
	.byte 0x03, 0x08 ; DW_AT_name, DW_FORM_string
	.byte 0, 0, 0
	.section .debug_info,"",@progbits
	.long .Linfo_end-.Linfo_start
.Linfo_start:
	.short 5 ; version
	.byte 1 ; DW_UT_compile
	.byte 8 ; address size
	.long 0 ; abbrev offset
	.byte 1
	.long 0 ; stmt_list: the line table at offset 0
	.asciz "t.cl"
.Linfo_end:
