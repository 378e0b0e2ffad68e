// ds-last.s: wave 0 writes words A and B of the LDS and waits lgkmcnt(1): B, the last, is outstanding at the barrier: wave 1's read of it races
// TestRaceWaitKernels (model/check/race_test.go) assembles it with llvm-mc -g.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.text
	.globl	k
	.p2align 8
	.type	k,@function
k:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshlrev_b32 v1, 2, v0
	v_readfirstlane_b32 s6, v0
	s_lshr_b32 s6, s6, 6
	v_mov_b32 v10, 0
	v_mov_b32 v11, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Lconsumer
	ds_write_b32 v1, v0
	ds_write_b32 v1, v0 offset:256 // RACE: read-write race
	s_waitcnt lgkmcnt(1)
	s_barrier
	s_branch .Lout
.Lconsumer:
	s_barrier
	v_subrev_u32 v2, 0x100, v1
	ds_read_b32 v10, v2
	ds_read_b32 v11, v2 offset:256
	s_waitcnt lgkmcnt(0)
	v_add_u32 v10, v10, v11
.Lout:
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v10, s[4:5]
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .args:
      - {.name: out, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'uint*'}
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 512
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 16
    .max_flat_workgroup_size: 128
...
	.end_amdgpu_metadata
