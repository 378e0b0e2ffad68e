// gfx12_lane_dot.cl: GFX12 builtins clang 22 lowers to v_permlane16_var_b32,
// v_permlanex16_var_b32 and v_dot4_f32_{fp8,bf8}_{fp8,bf8} (exec/rdna.go,
// exec/valu_dot.go; run by gfx12_lane_dot_test.go for gfx1200 at -O0 and
// -O2 in wave32 and wave64, every lane active).

// Each lane reads a lane of its row of 16 (x: of the other row of its
// 32-lane half) named by bits [3:0] of its own selector; the last two
// operands are FI and BOUND_CTRL, which change nothing with every lane
// active.
__kernel void permlane_var(__global const uint *src, __global const uint *sel, __global const uint *old,
                           __global uint *o)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
	uint s = src[i], l = sel[i], d = old[i];
	o[4 * i + 0] = __builtin_amdgcn_permlane16_var(d, s, l, false, false);
	o[4 * i + 1] = __builtin_amdgcn_permlanex16_var(d, s, l, false, false);
	o[4 * i + 2] = __builtin_amdgcn_permlane16_var(d, s, l, true, false);
	o[4 * i + 3] = __builtin_amdgcn_permlanex16_var(d, s, l, false, true);
}

// Four 8-bit float products summed with c, one pair of words per format
// combination.
__kernel void dot4_f8(__global const uint *a, __global const uint *b, __global const float *c, __global float *o)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
	float z = c[i];
	o[4 * i + 0] = __builtin_amdgcn_dot4_f32_fp8_fp8(a[4 * i + 0], b[4 * i + 0], z);
	o[4 * i + 1] = __builtin_amdgcn_dot4_f32_fp8_bf8(a[4 * i + 1], b[4 * i + 1], z);
	o[4 * i + 2] = __builtin_amdgcn_dot4_f32_bf8_fp8(a[4 * i + 2], b[4 * i + 2], z);
	o[4 * i + 3] = __builtin_amdgcn_dot4_f32_bf8_bf8(a[4 * i + 3], b[4 * i + 3], z);
}
