// memcheck test kernels: each NAME has exactly one bug, marked on its line
// with "BUG: memcheck KIND"; NAME_fixed is the same kernel without it. The
// args file args/memcheck/NAME.yaml serves both.
#include "gcn.h"

// 1: an off-by-one bound: work-item n writes one element past the end.
KERNEL off_by_one_store(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	int v = in[i % n];
	if (i <= n)
		out[i] = v; // BUG: memcheck out-of-bounds
}
KERNEL off_by_one_store_fixed(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	int v = in[i % n];
	if (i < n)
		out[i] = v;
}

// 2: reads the next element, past the end for the last work-item.
KERNEL next_element_load(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	if (i < n)
		out[i] = in[i + 1]; // BUG: memcheck out-of-bounds
}
KERNEL next_element_load_fixed(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	if (i < n)
		out[i] = i + 1 < n ? in[i + 1] : 0;
}

// 3: reads the previous element, before the start for work-item 0.
KERNEL previous_element_load(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	if (i < n)
		out[i] = in[i - 1]; // BUG: memcheck out-of-bounds
}
KERNEL previous_element_load_fixed(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	if (i < n)
		out[i] = i > 0 ? in[i - 1] : 0;
}

// 4: an LDS tile of 64 written one element to the right.
KERNEL lds_shift_store(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	tile[l + 1] = in[GLOBAL_ID(x)]; // BUG: memcheck out-of-bounds
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l % 63 + 1];
}
KERNEL lds_shift_store_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	tile[(l + 1) % 64] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l % 63 + 1];
}

// 5: an LDS read half a tile ahead, past the end for the upper half.
KERNEL lds_ahead_load(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	tile[l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l + 32]; // BUG: memcheck out-of-bounds
}
KERNEL lds_ahead_load_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	tile[l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[(l + 32) % 64];
}

// 6: a private array indexed by data the kernel does not check.
KERNEL private_index(GLOBAL const int *in, GLOBAL int *out) {
	int a[64];
	int i = GLOBAL_ID(x);
	for (int k = 0; k < 64; k++)
		a[k] = k * i;
	out[i] = a[in[i]]; // BUG: memcheck out-of-bounds
}
KERNEL private_index_fixed(GLOBAL const int *in, GLOBAL int *out) {
	int a[64];
	int i = GLOBAL_ID(x);
	for (int k = 0; k < 64; k++)
		a[k] = k * i;
	out[i] = a[in[i] & 63];
}

// 7: a pointer read from memory that is null.
KERNEL null_pointer(GLOBAL const ulong *ptrs, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	GLOBAL int *p = (GLOBAL int *)ptrs[0];
	p[i] = i; // BUG: memcheck null
}
KERNEL null_pointer_fixed(GLOBAL const ulong *ptrs, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	GLOBAL int *p = (GLOBAL int *)ptrs[0];
	if (p == 0)
		p = out;
	p[i] = i;
}

// 8: a write through a pointer the kernel declares const.
KERNEL const_write(GLOBAL const int *in, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	out[i] = in[i];
	((GLOBAL int *)in)[i] = 0; // BUG: memcheck const-write
}
KERNEL const_write_fixed(GLOBAL const int *in, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	out[i] = in[i];
}

// 9: an int atomically added one byte into a byte buffer: not 4-byte aligned (atomics must be).
KERNEL misaligned_atomic(GLOBAL const int *in, GLOBAL uchar *out) {
	int i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD((GLOBAL int *)(out + 4 * i + 1), in[i]); // BUG: memcheck misaligned
}
KERNEL misaligned_atomic_fixed(GLOBAL const int *in, GLOBAL uchar *out) {
	int i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD((GLOBAL int *)(out + 4 * i), in[i]);
}

// 10: a histogram whose bin index is not clamped.
KERNEL histogram_atomic(GLOBAL const int *in, GLOBAL int *bins) {
	int i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD(&bins[in[i]], 1); // BUG: memcheck out-of-bounds
}
KERNEL histogram_atomic_fixed(GLOBAL const int *in, GLOBAL int *bins) {
	int i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD(&bins[in[i] & 15], 1);
}

// 11: a uniform index one past a constant table (a scalar load).
KERNEL constant_table(CONSTANT int *table, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	out[i] = table[n] + i; // BUG: memcheck out-of-bounds
}
KERNEL constant_table_fixed(CONSTANT int *table, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	out[i] = table[n - 1] + i;
}

// 12: three bad accesses in one kernel: three findings.
KERNEL three_bugs(GLOBAL const int *in, GLOBAL int *out, int n) {
	int i = GLOBAL_ID(x);
	int a = in[i + 8]; // BUG: memcheck out-of-bounds
	int b = in[i - 8]; // BUG: memcheck out-of-bounds
	out[i + 16] = a + b; // BUG: memcheck out-of-bounds
}
