// gl0-inv-skipped.s: gfx1100 WGP mode: wave 0 stores to out[128+], waits vscnt(0), passes the barrier; wave 1 takes a branch past its buffer_gl0_inv (on one path only) and loads those words: its L0 may hold stale data, a race
// TestRaceWaitKernels (model/check/race_test.go) assembles it with llvm-mc -g.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	k
	.p2align 8
	.type	k,@function
k:
	s_load_b64 s[4:5], s[0:1], 0x0
	v_and_b32 v0, 0x3ff, v0
	v_readfirstlane_b32 s6, v0
	s_lshr_b32 s6, s6, 5
	v_lshlrev_b32 v1, 2, v0
	v_mov_b32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Lconsumer
	global_store_b32 v1, v0, s[4:5] offset:512 // RACE: read-write race
	s_waitcnt_vscnt null, 0
	s_barrier
	s_branch .Lout
.Lconsumer:
	s_barrier
	s_cmp_eq_u32 s6, 1
	s_cbranch_scc0 .Lout
	s_cmp_eq_u32 s6, 7
	s_cbranch_scc0 .Lread
	buffer_gl0_inv
.Lread:
	v_sub_nc_u32 v2, v1, 0x80
	global_load_b32 v10, v2, s[4:5] offset:512
	s_waitcnt vmcnt(0)
.Lout:
	global_store_b32 v1, v10, s[4:5]
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
		.amdhsa_workgroup_processor_mode 1
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
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 16
    .vgpr_count: 16
    .max_flat_workgroup_size: 128
...
	.end_amdgpu_metadata
