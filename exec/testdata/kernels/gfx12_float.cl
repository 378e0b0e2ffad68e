// gfx12_float.cl: GFX12 float operations as clang 22 -O2 emits them for
// gfx1200 (exec/valu_gfx12.go, valu_gfx12_test.go): IEEE 754-2019
// maximum/minimum per lane (v_maximum/v_minimum: f32, f16, packed f16) and
// per workgroup on uniform operands loaded with s_load (s_maximum/
// s_minimum), the renamed float atomics global_atomic_max_num_f32 and
// ds_min_num_f32, and the pseudo-scalar transcendentals (v_s_exp_f32 ...).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void maximum_lanes(__global const float *a, __global const float *b, __global const float *c,
                            __global float *o)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
	float x = a[i], y = b[i], z = c[i];
	o[4 * i + 0] = __builtin_elementwise_maximum(x, y);
	o[4 * i + 1] = __builtin_elementwise_minimum(x, y);
	o[4 * i + 2] = __builtin_elementwise_maximum(__builtin_elementwise_maximum(x, y), z);
	o[4 * i + 3] = __builtin_elementwise_minimum(__builtin_elementwise_minimum(x, y), z);
}

__kernel void maximum_halfs(__global const half2 *a, __global const half2 *b, __global half2 *o)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
	half2 x = a[i], y = b[i];
	o[3 * i + 0] = __builtin_elementwise_maximum(x, y);
	o[3 * i + 1] = __builtin_elementwise_minimum(x, y);
	o[3 * i + 2] = (half2)(__builtin_elementwise_maximum(x.x, y.y), __builtin_elementwise_minimum(x.y, y.x));
}

// One uniform pair per workgroup: the operands come from s_load, so the
// SALU forms run.
__kernel void maximum_uniform(__global const float *a, __global const float *b, __global float *o)
{
	uint g = __builtin_amdgcn_workgroup_id_x();
	float x = a[g], y = b[g];
	float r0 = __builtin_elementwise_maximum(x, y), r1 = __builtin_elementwise_minimum(x, y);
	float r2 = __builtin_fmaxf(x, y), r3 = __builtin_fminf(x, y);
	if (__builtin_amdgcn_workitem_id_x() == 0) {
		o[4 * g + 0] = r0;
		o[4 * g + 1] = r1;
		o[4 * g + 2] = r2;
		o[4 * g + 3] = r3;
	}
}

// Every lane folds its value into m[0] (max) and the LDS word (min); the
// workgroup's first lane writes the LDS result to m[1 + group].
__kernel void maximum_atomics(__global const float *a, __global float *m)
{
	__local float l;
	uint t = __builtin_amdgcn_workitem_id_x();
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + t;
	if (t == 0)
		l = a[i];
	__builtin_amdgcn_s_barrier();
	__hip_atomic_fetch_max(&m[0], a[i], __ATOMIC_RELAXED, 3);
	__hip_atomic_fetch_min(&l, a[i], __ATOMIC_RELAXED, 2);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	if (t == 0)
		m[1 + __builtin_amdgcn_workgroup_id_x()] = l;
}

// One uniform x per workgroup: clang 22 selects the pseudo-scalar
// transcendentals v_s_exp_f32 ... v_s_sqrt_f32 (SGPR results).
__kernel void pseudo_scalar(__global const float *a, __global float *o)
{
	uint g = __builtin_amdgcn_workgroup_id_x();
	float x = a[g];
	float r0 = __builtin_amdgcn_exp2f(x), r1 = __builtin_amdgcn_logf(x), r2 = __builtin_amdgcn_rcpf(x);
	float r3 = __builtin_amdgcn_rsqf(x), r4 = __builtin_amdgcn_sqrtf(x);
	if (__builtin_amdgcn_workitem_id_x() == 0) {
		o[5 * g + 0] = r0;
		o[5 * g + 1] = r1;
		o[5 * g + 2] = r2;
		o[5 * g + 3] = r3;
		o[5 * g + 4] = r4;
	}
}
