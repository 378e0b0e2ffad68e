// Half-precision kernels for exec's packed and mixed-precision semantics.
// No device library: the ID comes from the builtins, 64 work-items a group.

#define ID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Half-precision and mixed-precision arithmetic: packed f16 math
// (v_pk_add/mul/fma_f16) and f16 sources of f32 fused multiply-adds
// (v_fma_mix*, v_mad_mix* on gfx900).
kernel void halfs(global const uint *a, global const uint *b, global uint *out) {
	uint i = ID();
	half2 x = as_half2(a[i]), y = as_half2(b[i]);
	global uint *o = out + 8 * i;
	o[0] = as_uint(x + y);
	o[1] = as_uint(x * y);
	o[2] = as_uint(__builtin_elementwise_fma(x, y, x));
	o[3] = as_uint(__builtin_fmaf((float)x.s0, (float)y.s1, (float)x.s1));
	o[4] = as_uint(__builtin_fmaf((float)x.s1, (float)y.s0, 0.25f));
	half h = (half)__builtin_fmaf((float)x.s0, (float)y.s0, (float)y.s1);
	o[5] = (uint)as_ushort(h);
	o[6] = as_uint(x - y);
	o[7] = as_uint((half2)(x.s1 * y.s0, x.s0 + y.s1));
}
