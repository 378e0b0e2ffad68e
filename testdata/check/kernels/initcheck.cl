// initcheck test kernels: each NAME has exactly one bug, marked on its
// line with "BUG: initcheck KIND"; NAME_fixed is the same kernel without
// it. The args file args/initcheck/NAME.yaml serves both.
#include "gcn.h"

// 1: reads an LDS tile in the first round of a loop, before any round
// wrote it.
KERNEL lds_read_before_write(GLOBAL const int *in, GLOBAL int *out, int n) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	int acc = 0;
	for (int k = 0; k < n; k++) {
		acc += tile[l]; // BUG: initcheck uninitialised-read
		BARRIER();
		tile[l] = in[GLOBAL_ID(x)] + k;
		BARRIER();
	}
	out[GLOBAL_ID(x)] = acc;
}
KERNEL lds_read_before_write_fixed(GLOBAL const int *in, GLOBAL int *out, int n) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	int acc = 0;
	for (int k = 0; k < n; k++) {
		tile[l] = in[GLOBAL_ID(x)] + k;
		BARRIER();
		acc += tile[l];
		BARRIER();
	}
	out[GLOBAL_ID(x)] = acc;
}

// 2: only the first half of the workgroup fills the tile.
KERNEL lds_half_written(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	if (l < 32)
		tile[l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[63 - l]; // BUG: initcheck uninitialised-read
}
KERNEL lds_half_written_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 64);
	int l = LOCAL_ID(x);
	tile[l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[63 - l];
}

// 3: a 128-element tile of which only 64 are filled, read at l + 64.
KERNEL lds_upper_half(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 128);
	int l = LOCAL_ID(x);
	tile[l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l + 64]; // BUG: initcheck uninitialised-read
}
KERNEL lds_upper_half_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 128);
	int l = LOCAL_ID(x);
	tile[l] = in[GLOBAL_ID(x)];
	tile[l + 64] = -in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l + 64];
}

// 4: even elements written with a stride of two, odd ones read.
KERNEL lds_stride_two(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 128);
	int l = LOCAL_ID(x);
	tile[2 * l] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[2 * l + 1]; // BUG: initcheck uninitialised-read
}
KERNEL lds_stride_two_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, tile, 128);
	int l = LOCAL_ID(x);
	tile[2 * l] = in[GLOBAL_ID(x)];
	tile[2 * l + 1] = in[GLOBAL_ID(x)] + 1;
	BARRIER();
	out[GLOBAL_ID(x)] = tile[2 * l + 1];
}

// 5: a private array filled up to n, read at an index up to 63.
KERNEL private_partly_filled(GLOBAL const int *in, GLOBAL int *out, int n) {
	int a[64];
	int i = GLOBAL_ID(x);
	for (int k = 0; k < n; k++)
		a[k] = k * i;
	out[i] = a[in[i] & 63]; // BUG: initcheck uninitialised-store
}
KERNEL private_partly_filled_fixed(GLOBAL const int *in, GLOBAL int *out, int n) {
	int a[64];
	int i = GLOBAL_ID(x);
	for (int k = 0; k < 64; k++)
		a[k] = k * i;
	out[i] = a[in[i] & 63];
}

// 6: accumulates into an output buffer the args file does not initialise.
KERNEL accumulate_output(GLOBAL const int *in, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	out[i] += in[i]; // BUG: initcheck uninitialised-read
}
KERNEL accumulate_output_fixed(GLOBAL const int *in, GLOBAL int *out) {
	int i = GLOBAL_ID(x);
	out[i] = in[i];
}

// 7: counts into bins the args file does not initialise.
KERNEL histogram_uninit(GLOBAL const int *in, GLOBAL int *bins) {
	int i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD(&bins[in[i] & 15], 1); // BUG: initcheck uninitialised-read
}
KERNEL histogram_uninit_fixed(GLOBAL const int *in, GLOBAL int *bins) {
	int i = GLOBAL_ID(x);
	if (LOCAL_ID(x) < 16)
		bins[LOCAL_ID(x)] = 0;
	BARRIER();
	GLOBAL_ATOMIC_ADD(&bins[in[i] & 15], 1);
}

// 8: an output written at even indices only, then read back whole.
KERNEL output_gaps(GLOBAL const int *in, GLOBAL int *out, GLOBAL int *copy) {
	int i = GLOBAL_ID(x);
	if (i % 2 == 0)
		out[i] = in[i];
	BARRIER();
	copy[i] = out[i ^ 1]; // BUG: initcheck uninitialised-read
}
KERNEL output_gaps_fixed(GLOBAL const int *in, GLOBAL int *out, GLOBAL int *copy) {
	int i = GLOBAL_ID(x);
	out[i] = in[i];
	BARRIER();
	copy[i] = out[i ^ 1];
}

// 9: a private struct of which one field is set, the other read.
typedef struct {
	int a[16];
	int b[16];
} pair;
KERNEL private_struct_field(GLOBAL const int *in, GLOBAL int *out) {
	pair p;
	int i = GLOBAL_ID(x);
	int *q = in[i] < 0 ? p.b : p.a; // the data never makes it p.b
	for (int k = 0; k < 16; k++)
		q[k] = in[i] + k;
	out[i] = p.b[in[i] & 15]; // BUG: initcheck uninitialised-store
}
KERNEL private_struct_field_fixed(GLOBAL const int *in, GLOBAL int *out) {
	pair p;
	int i = GLOBAL_ID(x);
	int *q = in[i] < 0 ? p.b : p.a;
	for (int k = 0; k < 16; k++)
		q[k] = in[i] + k;
	out[i] = q[in[i] & 15];
}

// 10: a reduction that reads one element beyond the filled part of LDS.
KERNEL lds_reduce_overread(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, sum, 65);
	int l = LOCAL_ID(x);
	sum[l] = in[GLOBAL_ID(x)];
	BARRIER();
	if (l == 0) {
		int s = 0;
		for (int k = 0; k <= 64; k++)
			s += sum[k]; // BUG: initcheck uninitialised-read
		out[GROUP_ID(x)] = s;
	}
}
KERNEL lds_reduce_overread_fixed(GLOBAL const int *in, GLOBAL int *out) {
	LOCAL_ARRAY(int, sum, 65);
	int l = LOCAL_ID(x);
	sum[l] = in[GLOBAL_ID(x)];
	BARRIER();
	if (l == 0) {
		int s = 0;
		for (int k = 0; k < 64; k++)
			s += sum[k];
		out[GROUP_ID(x)] = s;
	}
}
