// Private arrays on gfx1250, whose scratch is globally accessible: flat
// addresses of private memory name the wave and the lane
// (src_flat_scratch_base + (lane<<52 | offset)), so they stay valid in
// other waves. Built and run by gfx1250_kernels_test.go.

#define LID() __builtin_amdgcn_workitem_id_x()
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + LID())
#define BARRIER()                                            \
	do {                                                 \
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent"); \
		__builtin_amdgcn_s_barrier();                \
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent"); \
	} while (0)

// sum_through reads p[(i*5 + k) & 15] for i < 16 through a generic
// pointer (flat instructions on a private address).
__attribute__((noinline)) int sum_through(__generic volatile int *p, int k) {
	int acc = 0;
	for (int i = 0; i < 16; i++)
		acc += p[(i * 5 + k) & 15] * (i + 1);
	return acc;
}

// private_arrays fills a private array per work-item, then sums it
// through a generic pointer: out[g] = sum_i in[(g*16 + j) % n] * (j+1) *
// (i+1) with j = (i*5 + g) & 15.
__kernel void private_arrays(__global int *out, __global const int *in, int n) {
	volatile int priv[16];
	int g = GID();
	for (int i = 0; i < 16; i++)
		priv[i] = in[(g * 16 + i) % n] * (i + 1);
	out[g] = sum_through(priv, g);
}

// share_private publishes a generic pointer to each work-item's private
// array; after the barrier every work-item reads, through the pointer of
// the work-item half a workgroup away (another wave when the workgroup
// holds two or more), element lid & 7 of that array: out[g] =
// (partner's global id)*8 + (lid & 7). The second barrier keeps the
// arrays alive until every partner has read.
__kernel void share_private(__global int *out, __global ulong *ptrs) {
	volatile int priv[8];
	int lid = LID(), g = GID(), n = __builtin_amdgcn_workgroup_size_x();
	for (int i = 0; i < 8; i++)
		priv[i] = g * 8 + i;
	ptrs[g] = (ulong)(__generic volatile int *)priv;
	BARRIER();
	int partner = __builtin_amdgcn_workgroup_id_x() * n + (lid + n / 2) % n;
	__generic volatile int *p = (__generic volatile int *)ptrs[partner];
	out[g] = p[lid & 7];
	BARRIER();
}
