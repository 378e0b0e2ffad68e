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
