// matmul.cl: kernels over a 2-D grid.
#include "gcn.h"

// matmul: C = A * B for n x n row-major matrices, one work-item per element
// of C: x is the column, y the row.
KERNEL matmul(GLOBAL const float *A, GLOBAL const float *B, GLOBAL float *C, uint n)
{
	uint col = GLOBAL_ID(x);
	uint row = GLOBAL_ID(y);
	if (row >= n || col >= n)
		return;
	float sum = 0.0f;
	for (uint k = 0; k < n; k++)
		sum += A[row * n + k] * B[k * n + col];
	C[row * n + col] = sum; // store: sum
}

#define TILE 8

// matmul_tiled: the same product through TILE x TILE tiles of A and B in
// LDS; the work-group must be TILE x TILE and n a multiple of TILE.
KERNEL matmul_tiled(GLOBAL const float *A, GLOBAL const float *B, GLOBAL float *C, uint n)
{
	LOCAL_ARRAY(float, tileA, TILE * TILE);
	LOCAL_ARRAY(float, tileB, TILE * TILE);
	uint tx = LOCAL_ID(x);
	uint ty = LOCAL_ID(y);
	uint col = GROUP_ID(x) * TILE + tx;
	uint row = GROUP_ID(y) * TILE + ty;
	float sum = 0.0f;
	for (uint t = 0; t < n / TILE; t++) {
		tileA[ty * TILE + tx] = A[row * n + t * TILE + tx];
		tileB[ty * TILE + tx] = B[(t * TILE + ty) * n + col];
		BARRIER();
		for (uint k = 0; k < TILE; k++)
			sum += tileA[ty * TILE + k] * tileB[k * TILE + tx];
		BARRIER();
	}
	C[row * n + col] = sum; // store: sum
}

// transpose: out = in transposed, for a width x height row-major in.
KERNEL transpose(GLOBAL const int *in, GLOBAL int *out, uint width, uint height)
{
	uint x = GLOBAL_ID(x);
	uint y = GLOBAL_ID(y);
	if (x >= width || y >= height)
		return;
	int v = in[y * width + x];
	out[x * height + y] = v; // store: v
}

// grid_ids: records, per work-item of a 3-D grid, its global id in each
// dimension and its flattened work-group id.
KERNEL grid_ids(GLOBAL uint *out)
{
	uint gx = GLOBAL_ID(x), gy = GLOBAL_ID(y), gz = GLOBAL_ID(z);
	uint flat = (gz * GLOBAL_SIZE(y) + gy) * GLOBAL_SIZE(x) + gx;
	uint group = (GROUP_ID(z) * 65536 + GROUP_ID(y)) * 256 + GROUP_ID(x);
	out[4 * flat + 0] = gx;
	out[4 * flat + 1] = gy;
	out[4 * flat + 2] = gz;
	out[4 * flat + 3] = group; // store: group
}
