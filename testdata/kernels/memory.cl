// memory.cl: LDS with barriers, global and local atomics, private arrays
// in scratch, and by-value structure arguments.
#include "gcn.h"

// lds_reduce: a tree sum over one work-group in LDS, with a barrier per
// level; out[g] gets work-group g's sum. The work-group size must be a power
// of two of at most 256.
KERNEL lds_reduce(GLOBAL const float *in, GLOBAL float *out)
{
	LOCAL_ARRAY(float, partial, 256);
	uint lid = LOCAL_ID(x);
	partial[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	for (uint s = LOCAL_SIZE(x) / 2; s > 0; s /= 2) {
		if (lid < s)
			partial[lid] += partial[lid + s];
		BARRIER();
	}
	if (lid == 0) {
		float v = partial[0];
		out[GROUP_ID(x)] = v; // store: v
	}
}

// lds_reverse: each work-group reverses its slice of in through LDS.
KERNEL lds_reverse(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, slice, 256);
	uint lid = LOCAL_ID(x);
	uint n = LOCAL_SIZE(x);
	slice[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	int v = slice[n - 1 - lid];
	out[GLOBAL_ID(x)] = v; // store: v
}

// atomic_add: every work-item adds in[i] to sum[0] (device-scope atomic);
// the final sum does not depend on the order.
KERNEL atomic_add(GLOBAL const uint *in, GLOBAL uint *sum)
{
	uint i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD(&sum[0], in[i]);
}

// atomic_histogram: counts in[i] % nbins into hist, with global atomics.
KERNEL atomic_histogram(GLOBAL const uint *in, GLOBAL uint *hist, uint nbins)
{
	uint i = GLOBAL_ID(x);
	uint bin = in[i] % nbins;
	GLOBAL_ATOMIC_ADD(&hist[bin], 1u);
}

// atomic_minmax: global minimum, maximum, and/or of in (signed min/max).
KERNEL atomic_minmax(GLOBAL const int *in, GLOBAL int *result)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	GLOBAL_ATOMIC_MIN(&result[0], x);
	GLOBAL_ATOMIC_MAX(&result[1], x);
	GLOBAL_ATOMIC_AND(&result[2], x);
	GLOBAL_ATOMIC_OR(&result[3], x);
}

// atomic_cas_saturate: a compare-and-swap loop adding in[i] to *total but
// never past cap; for non-negative inputs the result is min(sum, cap) in
// any order.
KERNEL atomic_cas_saturate(GLOBAL const uint *in, GLOBAL uint *total, uint cap)
{
	uint i = GLOBAL_ID(x);
	uint add = in[i];
	uint old = *total;
	for (;;) {
		uint want = old + add > cap ? cap : old + add;
		uint seen = GLOBAL_ATOMIC_CAS(total, old, want);
		if (seen == old)
			break;
		old = seen;
	}
}

// lds_histogram: counts in[i] % 16 with work-group-scoped LDS atomics, then
// adds each work-group's counts to hist with global atomics.
KERNEL lds_histogram(GLOBAL const uint *in, GLOBAL uint *hist)
{
	LOCAL_ARRAY(uint, bins, 16);
	uint lid = LOCAL_ID(x);
	if (lid < 16)
		bins[lid] = 0;
	BARRIER();
	LOCAL_ATOMIC_ADD(&bins[in[GLOBAL_ID(x)] % 16], 1u);
	BARRIER();
	if (lid < 16) {
		uint v = bins[lid];
		GLOBAL_ATOMIC_ADD(&hist[lid], v);
	}
}

// scratch_array: a private array too large for registers, written and read
// at lane-dependent indices, so it lives in scratch memory.
KERNEL scratch_array(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint x = in[i];
	uint a[64];
	for (uint k = 0; k < 64; k++)
		a[(k * 7 + x) % 64] = x * k + k;
	uint idx = x % 64;
	uint v = a[idx] + a[(idx * 5 + 3) % 64];
	out[i] = v; // store: v
}

// private_indexed: a small private array indexed by a lane-dependent
// value; the compiler keeps it in registers (a v_cndmask chain selects the
// element) rather than in scratch.
KERNEL private_indexed(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint x = in[i];
	uint a[8];
	for (uint k = 0; k < 8; k++)
		a[k] = (x >> k) ^ (x * (k + 1));
	uint v = a[x % 8] + a[(x / 8) % 8];
	out[i] = v; // store: v
}

// struct_arg: a structure passed by value, and an array of structures in
// global memory.
typedef struct {
	int scale;
	int bias;
	float weight;
} params_t;

typedef struct {
	int key;
	float value;
} pair_t;

KERNEL struct_arg(GLOBAL const pair_t *in, GLOBAL pair_t *out, params_t p)
{
	uint i = GLOBAL_ID(x);
	pair_t e = in[i];
	e.key = e.key * p.scale + p.bias;
	e.value = e.value * p.weight;
	out[i] = e; // store: e
}

// u64_index: 64-bit integer arithmetic and a 64-bit index.
KERNEL u64_index(GLOBAL const ulong *in, GLOBAL ulong *out, ulong mul)
{
	ulong i = GLOBAL_ID(x);
	ulong x = in[i];
	ulong v = x * mul + (x >> 33) + i;
	out[i] = v; // store: v
}
