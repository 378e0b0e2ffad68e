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

// gather: out[i] = in[idx[i]], an indirect, lane-dependent load.
KERNEL gather(GLOBAL const float *in, GLOBAL const uint *idx, GLOBAL float *out)
{
	uint i = GLOBAL_ID(x);
	float v = in[idx[i]];
	out[i] = v; // store: v
}

// scatter: out[perm[i]] = in[i] + 1, a lane-dependent store (perm must be a
// permutation, so no two lanes store to one place).
KERNEL scatter(GLOBAL const int *in, GLOBAL const uint *perm, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int v = in[i] + 1;
	out[perm[i]] = v; // store: v
}

// byte_buffer: 8- and 16-bit loads and stores, signed and unsigned.
KERNEL byte_buffer(GLOBAL const signed char *s8, GLOBAL const uchar *u8, GLOBAL const short *s16, GLOBAL ushort *out16,
		   GLOBAL signed char *out8)
{
	uint i = GLOBAL_ID(x);
	int wide = s8[i] + u8[i] + s16[i];
	ushort h = (ushort)(wide * 3);
	signed char c = (signed char)(wide >> 2);
	out16[i] = h; // store: h
	out8[i] = c; // store: c
}

// A program-scope table in constant memory (.rodata of the code object).
CONSTANT uint crc_nibble[16] = {
	0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
	0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c,
};

// constant_table: a CRC-32 of each 32-bit word, four bits at a time, from a
// table in constant memory.
KERNEL constant_table(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint w = in[i];
	uint crc = 0xffffffffu;
	for (uint k = 0; k < 8; k++) {
		crc ^= (w >> (4 * k)) & 0xf;
		crc = (crc >> 4) ^ crc_nibble[crc & 0xf];
	}
	uint v = ~crc;
	out[i] = v; // store: v
}

// prefix_sum: an inclusive scan over each work-group (Hillis-Steele, in
// LDS, two barriers per step). The work-group size must be at most 256.
KERNEL prefix_sum(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, scan, 256);
	uint lid = LOCAL_ID(x);
	scan[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	for (uint d = 1; d < LOCAL_SIZE(x); d *= 2) {
		int add = lid >= d ? scan[lid - d] : 0;
		BARRIER();
		scan[lid] += add;
		BARRIER();
	}
	int v = scan[lid];
	out[GLOBAL_ID(x)] = v; // store: v
}

// lds_arg: LDS passed as a __local pointer argument (metadata value kind
// dynamic_shared_pointer; the dispatch sizes it): rotate each work-group's
// slice by one place.
KERNEL lds_arg(GLOBAL const int *in, GLOBAL int *out, LOCAL int *ring)
{
	uint lid = LOCAL_ID(x);
	uint n = LOCAL_SIZE(x);
	ring[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	int v = ring[(lid + 1) % n];
	out[GLOBAL_ID(x)] = v; // store: v
}

// stencil3: a three-point stencil inside the grid, 0 at its ends; clang
// -O2 addresses in[i - 1] with a negative instruction offset (offset:-4).
KERNEL stencil3(GLOBAL const int *in, GLOBAL int *out, int n)
{
	int i = GLOBAL_ID(x);
	int v = 0;
	if (i > 0 && i + 1 < n)
		v = in[i - 1] - 2 * in[i] + in[i + 1];
	out[i] = v; // store: v
}
