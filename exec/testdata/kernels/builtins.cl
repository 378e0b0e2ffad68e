// Kernels that make clang emit the gfx9 instructions of exec's newer
// semantics: dot products (v_dot*), v_perm_b32, v_alignbyte_b32 and packed
// 16-bit integer math (v_pk_*). Each work-item writes 8 words. No device
// library: the ID comes from the builtins, with 64 work-items a group.

#define ID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

kernel void dots(global const uint *a, global const uint *b, global uint *out) {
	uint i = ID();
	uint x = a[i], y = b[i], c = (uint)i * 2654435761u;
	global uint *o = out + 8 * i;
	o[0] = (uint)__builtin_amdgcn_sdot4((int)x, (int)y, (int)c, false);
	o[1] = __builtin_amdgcn_udot4(x, y, c, false);
	o[2] = (uint)__builtin_amdgcn_sdot8((int)x, (int)y, (int)c, false);
	o[3] = __builtin_amdgcn_udot8(x, y, c, false);
	o[4] = (uint)__builtin_amdgcn_sdot2(as_short2(x), as_short2(y), (int)c, false);
	o[5] = __builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), c, false);
	o[6] = (uint)__builtin_amdgcn_sdot4((int)x, (int)y, (int)c, true);
	o[7] = __builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), c, true);
}

kernel void bytes_and_shorts(global const uint *a, global const uint *b, global uint *out) {
	uint i = ID();
	uint x = a[i], y = b[i];
	global uint *o = out + 8 * i;
	o[0] = __builtin_amdgcn_perm(x, y, 0x0c050207u ^ ((uint)i & 0x03030303u));
	o[1] = __builtin_amdgcn_alignbyte(x, y, (uint)i);
	o[2] = as_uint(as_short2(x) + as_short2(y));
	o[3] = as_uint(as_short2(x) * as_short2(y));
	o[4] = as_uint(as_ushort2(x) >> (as_ushort2(y) & (ushort2)(15)));
	o[5] = as_uint(as_short2(x) > as_short2(y) ? as_short2(x) : as_short2(y));
	o[6] = as_uint(as_ushort2(x) < as_ushort2(y) ? as_ushort2(x) : as_ushort2(y));
	o[7] = as_uint(as_short2(x) * as_short2(y) + as_short2(x ^ y));
}

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
