// build: gfx900 gfx90a gfx942 gfx1030 gfx1100 O2
// racecheck_hip.hip: HIP kernels for racecheck and synccheck, each with
// exactly one bug, and the same kernels fixed (markers as in racecheck.cl
// and synccheck.cl). Blocks of 256 threads (four 64-lane waves).
#include "gcn.h"

#define __syncthreads() BARRIER()

// race_hip_transpose: a 16x16 tile transposed through shared memory with
// no __syncthreads() between the store and the transposed load.
KERNEL race_hip_transpose(const float *in, float *out)
{
	LOCAL_ARRAY(float, tile, 16 * 17);
	uint tx = LOCAL_ID(x) % 16, ty = LOCAL_ID(x) / 16;
	uint base = GROUP_ID(x) * 256;
	tile[ty * 17 + tx] = in[base + ty * 16 + tx]; // race: race_hip_transpose
	out[base + ty * 16 + tx] = tile[tx * 17 + ty]; // race: race_hip_transpose
}

KERNEL race_hip_transpose_fixed(const float *in, float *out)
{
	LOCAL_ARRAY(float, tile, 16 * 17);
	uint tx = LOCAL_ID(x) % 16, ty = LOCAL_ID(x) / 16;
	uint base = GROUP_ID(x) * 256;
	tile[ty * 17 + tx] = in[base + ty * 16 + tx];
	__syncthreads();
	out[base + ty * 16 + tx] = tile[tx * 17 + ty];
}

// race_hip_flag: block 0 writes a result, the other blocks read it; nothing
// orders the blocks (read-write between work-groups).
KERNEL race_hip_flag(const uint *in, uint *shared_result, uint *out)
{
	uint i = GLOBAL_ID(x);
	if (GROUP_ID(x) == 0)
		shared_result[LOCAL_ID(x)] = in[LOCAL_ID(x)] + 5; // race: race_hip_flag
	else
		out[i] = shared_result[LOCAL_ID(x)]; // race: race_hip_flag
}

KERNEL race_hip_flag_fixed(const uint *in, uint *shared_result, uint *out)
{
	uint i = GLOBAL_ID(x);
	if (GROUP_ID(x) == 0)
		shared_result[LOCAL_ID(x)] = in[LOCAL_ID(x)] + 5;
	else
		out[i] = in[LOCAL_ID(x)] + 5;
}

// sync_hip_return: the classic early return before __syncthreads().
KERNEL sync_hip_return(const float *in, float *out, uint n)
{
	LOCAL_ARRAY(float, tile, 256);
	uint i = GLOBAL_ID(x);
	if (i >= n)
		return;
	tile[LOCAL_ID(x)] = in[i];
	__syncthreads(); // sync: sync_hip_return
	out[i] = tile[LOCAL_ID(x) ^ 3] * 2.0f;
}

KERNEL sync_hip_return_fixed(const float *in, float *out, uint n)
{
	LOCAL_ARRAY(float, tile, 256);
	uint i = GLOBAL_ID(x);
	tile[LOCAL_ID(x)] = i < n ? in[i] : 0.0f;
	__syncthreads();
	if (i < n)
		out[i] = tile[LOCAL_ID(x) ^ 3] * 2.0f;
}
