// scratch_oob (gfx942, architected flat scratch): each lane stores at private offset 4092, far past its 16-byte private segment (and the 1 KiB stack the runtime reserves).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl scratch_oob
	.p2align 8
	.type scratch_oob,@function
scratch_oob:
	v_mov_b32 v1, 42
	scratch_store_dword off, v1, off offset:4092
	s_endpgm
.Lend:
	.size scratch_oob, .Lend-scratch_oob

	.rodata
	.p2align 6
	.amdhsa_kernel scratch_oob
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_enable_private_segment 1
		.amdhsa_accum_offset 8
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: scratch_oob
    .symbol: scratch_oob.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
...
	.end_amdgpu_metadata
