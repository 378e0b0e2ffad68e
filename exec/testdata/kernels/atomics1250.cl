// Float atomics as clang 22 emits them for gfx12 and gfx1250
// (global/ds *_max_num_*, *_min_num_*, add) and a prefetch (gfx1250
// global_prefetch_b8) past the end of the input. Run by
// gfx1250_kernels_test.go against maxima, minima and sums computed there
// (the inputs are small integers, so every order of the sums is exact).
// Built with -Wno-error: clang 22 warns "local memory global used by
// non-kernel function" about the unused callable copy of the kernel.
#define LID() __builtin_amdgcn_workitem_id_x()
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + LID())

kernel void fatomics(global float *f, global double *d, global const float *a, global const double *b, global float *o) {
	local float l[1];
	int i = GID();
	__builtin_prefetch(a + i + 4096);
	if (LID() == 0)
		l[0] = -1e30f;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	__scoped_atomic_fetch_max(f, a[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_min(f + 1, a[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_add(f + 2, a[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_max(d, b[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_min(d + 1, b[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_add(d + 2, b[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	__scoped_atomic_fetch_max(l, a[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	if (LID() == 0)
		o[__builtin_amdgcn_workgroup_id_x()] = l[0];
}
