// barrier_deadlock: wave 1 waits at s_barrier for wave 0, which spins until wave 1 writes an LDS flag after the barrier: neither can proceed (the hardware hangs).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.text
	.globl barrier_deadlock
	.p2align 8
	.type barrier_deadlock,@function
barrier_deadlock:
	v_readfirstlane_b32 s6, v0
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Lwave1
	v_mov_b32 v1, 0
.Lspin:
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32 vcc, 0, v2
	s_cbranch_vccnz .Lspin
	s_endpgm
.Lwave1:
	s_barrier
	v_mov_b32 v1, 0
	v_mov_b32 v2, 1
	ds_write_b32 v1, v2
	s_endpgm
.Lend:
	.size barrier_deadlock, .Lend-barrier_deadlock

	.rodata
	.p2align 6
	.amdhsa_kernel barrier_deadlock
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: barrier_deadlock
    .symbol: barrier_deadlock.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 4
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
...
	.end_amdgpu_metadata
