// unimplemented: an image load (MIMG), which the interpreter has no semantics for (compute kernels of the supported targets do not use images).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.text
	.globl unimplemented
	.p2align 8
	.type unimplemented,@function
unimplemented:
	v_mov_b32 v1, 0
	image_load v[2:5], v[0:1], s[0:7] dmask:0xf unorm
	s_endpgm
.Lend:
	.size unimplemented, .Lend-unimplemented

	.rodata
	.p2align 6
	.amdhsa_kernel unimplemented
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: unimplemented
    .symbol: unimplemented.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
...
	.end_amdgpu_metadata
