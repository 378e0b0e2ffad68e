// build: gfx900 gfx90a gfx942 gfx1030 gfx1100 O2
// synccheck.cl: kernels with exactly one barrier reached under divergent
// control flow each, and the same kernels fixed, for gcndbg's synccheck
// (gcndbg run --check=synccheck).
//
// Work-groups of 256 work-items (four 64-lane waves on GCN/CDNA). The line
// of the barrier the finding is about carries "// sync: CASE" (CASE is the
// buggy kernel's name); where the finding also names where waves went
// instead (an exit, another barrier) that line carries "// sync: CASE
// other". The kernels named *_fixed must give no finding. Dispatches are in
// args/synccheck/.
#include "gcn.h"

// sync_return_lanes: work-items past n return before the barrier; with n
// not a multiple of 64 the last wave reaches it with only some lanes.
KERNEL sync_return_lanes(GLOBAL const uint *in, GLOBAL uint *out, uint n)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint i = GLOBAL_ID(x);
	if (i >= n)
		return;
	tile[lid] = in[i];
	BARRIER(); // sync: sync_return_lanes
	out[i] = tile[lid ^ 1];
}

KERNEL sync_return_lanes_fixed(GLOBAL const uint *in, GLOBAL uint *out, uint n)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint i = GLOBAL_ID(x);
	tile[lid] = i < n ? in[i] : 0;
	BARRIER();
	if (i < n)
		out[i] = tile[lid ^ 1];
}

// sync_return_waves: the same with n a multiple of 64: whole waves end
// without reaching the barrier the others wait at.
KERNEL sync_return_waves(GLOBAL const uint *in, GLOBAL uint *out, uint n)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint i = GLOBAL_ID(x);
	if (i >= n)
		return;
	tile[lid] = in[i];
	BARRIER(); // sync: sync_return_waves
	out[i] = tile[lid ^ 1];
}

KERNEL sync_return_waves_fixed(GLOBAL const uint *in, GLOBAL uint *out, uint n)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint i = GLOBAL_ID(x);
	tile[lid] = i < n ? in[i] : 0;
	BARRIER();
	if (i < n)
		out[i] = tile[lid ^ 1];
}

// sync_if_lanes: a barrier inside a branch on the lane's parity: every wave
// reaches it with half of its lanes.
KERNEL sync_if_lanes(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	if (lid & 1) {
		BARRIER(); // sync: sync_if_lanes
		v += tile[lid ^ 1];
	}
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_if_lanes_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	BARRIER();
	if (lid & 1)
		v += tile[lid ^ 1];
	out[GLOBAL_ID(x)] = v;
}

// sync_if_waves: a barrier that only the first wave executes; the other
// waves go on to the next barrier, so waves wait at different barriers.
KERNEL sync_if_waves(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)];
	if (lid < 64) {
		BARRIER(); // sync: sync_if_waves
		tile[lid] += tile[lid + 64];
	}
	BARRIER(); // sync: sync_if_waves other
	out[GLOBAL_ID(x)] = tile[lid];
}

KERNEL sync_if_waves_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	if (lid < 64)
		tile[lid] += tile[lid + 64];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[lid];
}

// sync_loop_waves: a loop with a barrier whose trip count differs between
// waves: wave w runs w + 1 iterations, so waves end while others still wait
// at the barrier.
KERNEL sync_loop_waves(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	for (uint k = 0; k <= lid / 64; k++) {
		tile[lid] = v;
		BARRIER(); // sync: sync_loop_waves
		v += tile[(lid + 1) % 256];
	}
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_loop_waves_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	for (uint k = 0; k < 4; k++) {
		tile[lid] = v;
		BARRIER();
		uint w = tile[(lid + 1) % 256];
		if (k <= lid / 64)
			v += w;
		BARRIER();
	}
	out[GLOBAL_ID(x)] = v;
}

// sync_loop_lanes: the trip count differs between the lanes of a wave.
KERNEL sync_loop_lanes(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	for (uint k = 0; k <= lid % 3; k++) {
		tile[lid] = v;
		BARRIER(); // sync: sync_loop_lanes
		v += tile[(lid + 64) % 256];
	}
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_loop_lanes_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	for (uint k = 0; k < 3; k++) {
		tile[lid] = v;
		BARRIER();
		uint w = tile[(lid + 64) % 256];
		if (k <= lid % 3)
			v += w;
		BARRIER();
	}
	out[GLOBAL_ID(x)] = v;
}

// sync_data: a barrier under a branch on input data (negative inputs skip
// it).
KERNEL sync_data(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, tile, 256);
	uint lid = LOCAL_ID(x);
	int v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	if (v >= 0) {
		BARRIER(); // sync: sync_data
		v = tile[255 - lid];
	}
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_data_fixed(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, tile, 256);
	uint lid = LOCAL_ID(x);
	int v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	BARRIER();
	int w = tile[255 - lid];
	if (v >= 0)
		v = w;
	out[GLOBAL_ID(x)] = v;
}

// sync_break: a loop that work-items leave early on a data condition, with
// a barrier in its body.
KERNEL sync_break(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, tile, 256);
	uint lid = LOCAL_ID(x);
	int v = in[GLOBAL_ID(x)];
	for (int k = 0; k < 4; k++) {
		if (v > 100)
			break;
		tile[lid] = v;
		BARRIER(); // sync: sync_break
		v += tile[(lid + 1) % 256];
	}
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_break_fixed(GLOBAL const int *in, GLOBAL int *out)
{
	LOCAL_ARRAY(int, tile, 256);
	uint lid = LOCAL_ID(x);
	int v = in[GLOBAL_ID(x)];
	int done = 0;
	for (int k = 0; k < 4; k++) {
		if (v > 100)
			done = 1;
		tile[lid] = v;
		BARRIER();
		int w = tile[(lid + 1) % 256];
		if (!done)
			v += w;
		BARRIER();
	}
	out[GLOBAL_ID(x)] = v;
}

// sync_call: a function with a barrier, called under a branch on the lane.
NOINLINE DEVICE uint sync_call_exchange(LOCAL uint *tile, uint lid, uint v)
{
	tile[lid] = v;
	BARRIER(); // sync: sync_call
	return tile[lid ^ 32];
}

KERNEL sync_call(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	if (lid % 64 < 32)
		v = sync_call_exchange(tile, lid, v);
	out[GLOBAL_ID(x)] = v;
}

KERNEL sync_call_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	uint w = sync_call_exchange(tile, lid, v);
	if (lid % 64 < 32)
		v = w;
	out[GLOBAL_ID(x)] = v;
}
