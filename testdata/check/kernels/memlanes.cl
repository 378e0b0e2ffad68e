// memcheck lane kernels (TestMemcheckLanes): each has one memory
// instruction whose lanes are in bounds but for a few the arguments
// choose (one lane past the end of a buffer or of the LDS, a lane in the
// gap after a buffer while the others read two buffers, a misaligned
// lane), so that a check of the whole instruction's range must fall back
// to the lanes. The test derives the bad lanes and the findings' words
// from args/memlanes/*.yaml.
// build: gfx900 gfx803 gfx1010 gfx1100 O2
#include "gcn.h"

// Work-item i reads a[i + skip].
KERNEL global_load_lanes(GLOBAL const uint *a, GLOBAL uint *out, uint skip) {
	uint i = GLOBAL_ID(x);
	out[i] = a[i + skip];
}

// Work-item i writes out[i + skip].
KERNEL global_store_lanes(GLOBAL uint *out, uint skip) {
	uint i = GLOBAL_ID(x);
	out[i + skip] = i;
}

// Work-items below g read a[i], work-item g reads a[n + off] (past the end
// of a, in the gap before the next buffer when n is a's count), the
// others b[i]: one load whose lanes reach two buffers.
KERNEL gap_lanes(GLOBAL const uint *a, GLOBAL const uint *b, GLOBAL uint *out, uint g, uint n, uint off) {
	uint i = GLOBAL_ID(x);
	GLOBAL const uint *p = i < g ? a + i : i == g ? a + n + off : b + i;
	out[i] = *p;
}

// Work-item l of a workgroup writes tile[l], then reads tile[l + skip]
// and tile[l + skip + 8] (one ds_read2_b32).
KERNEL lds_lanes(GLOBAL uint *out, LOCAL uint *tile, uint skip) {
	uint l = LOCAL_ID(x);
	tile[l] = l;
	BARRIER();
	out[GLOBAL_ID(x)] = tile[l + skip] + tile[l + skip + 8];
}

// Work-item l reads the dword at byte 4 * l of tile, 2 bytes further for
// l == bad.
KERNEL lds_misaligned(GLOBAL uint *out, LOCAL uint *tile, uint bad) {
	uint l = LOCAL_ID(x);
	tile[l] = l;
	BARRIER();
	LOCAL uint *p = (LOCAL uint *)((LOCAL uchar *)tile + 4 * l + (l == bad ? 2 : 0));
	out[GLOBAL_ID(x)] = *p;
}

// Work-item l reads the 8 bytes at byte 8 * l of tile, 4 bytes further
// for l == bad.
KERNEL lds_misaligned64(GLOBAL ulong *out, LOCAL ulong *tile, uint bad) {
	uint l = LOCAL_ID(x);
	tile[l] = l;
	BARRIER();
	LOCAL ulong *p = (LOCAL ulong *)((LOCAL uchar *)tile + 8 * l + (l == bad ? 4 : 0));
	out[GLOBAL_ID(x)] = *p;
}
