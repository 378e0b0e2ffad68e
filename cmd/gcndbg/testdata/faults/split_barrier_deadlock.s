// split_barrier_deadlock: GFX12 wave32, two waves. Wave 0 signals the workgroup barrier and waits; wave 1 waits
// without signalling, so the barrier never completes (the hardware hangs): the interpreter ends the dispatch with
// a deadlock report naming the barrier, the waves waiting and wave 1 that never arrives.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl split_barrier_deadlock
	.p2align 8
	.type split_barrier_deadlock,@function
split_barrier_deadlock:
	v_readfirstlane_b32 s6, v0
	s_and_b32 s6, s6, 0x3ff
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Lwave1
	s_barrier_signal -1
.Lwave1:
	s_barrier_wait -1
	s_endpgm
.Lend:
	.size split_barrier_deadlock, .Lend-split_barrier_deadlock

	.rodata
	.p2align 6
	.amdhsa_kernel split_barrier_deadlock
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: split_barrier_deadlock
    .symbol: split_barrier_deadlock.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
...
	.end_amdgpu_metadata
