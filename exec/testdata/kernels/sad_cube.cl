// Kernels that make clang emit v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8,
// v_mqsad_u32_u8 and v_cube{id,sc,tc,ma}_f32 through their builtins
// (clang's BuiltinsAMDGPU.def). Built at test time by sad_cube_test.go.

#define ID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

kernel void sads(global const ulong *a, global const uint *b, global const ulong *c, global ulong *out) {
	uint i = ID();
	ulong x = a[i], z = c[i];
	uint y = b[i];
	global ulong *o = out + 4 * i;
	o[0] = __builtin_amdgcn_qsad_pk_u16_u8(x, y, z);
	o[1] = __builtin_amdgcn_mqsad_pk_u16_u8(x, y, z);
	uint4 acc = (uint4)((uint)z, (uint)(z >> 32), (uint)z ^ 0x00ff00ffu, (uint)i * 40503u);
	uint4 m = __builtin_amdgcn_mqsad_u32_u8(x, y, acc);
	o[2] = (ulong)m.x | (ulong)m.y << 32;
	o[3] = (ulong)m.z | (ulong)m.w << 32;
}

kernel void cubes(global const float *x, global const float *y, global const float *z, global float *out) {
	uint i = ID();
	float a = x[i], b = y[i], c = z[i];
	global float *o = out + 4 * i;
	o[0] = __builtin_amdgcn_cubeid(a, b, c);
	o[1] = __builtin_amdgcn_cubesc(a, b, c);
	o[2] = __builtin_amdgcn_cubetc(a, b, c);
	o[3] = __builtin_amdgcn_cubema(a, b, c);
}
