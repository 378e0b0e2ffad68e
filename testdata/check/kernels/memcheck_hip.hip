// memcheck_hip.hip: HIP versions of common memory bugs, each NAME with
// exactly one bug marked on its line with "BUG: memcheck KIND", and
// NAME_fixed the same kernel without it. The args file
// args/memcheck_hip/NAME.yaml serves both. Built for gfx900 at -O0 and -O2
// like memcheck.cl (hipcc's flags: clang -x hip --offload-arch, see
// build.sh).
#include "gcn.h"

#define threadIdx_x LOCAL_ID(x)
#define blockIdx_x GROUP_ID(x)
#define blockDim_x LOCAL_SIZE(x)
#define __syncthreads() BARRIER()

// 1: a grid-stride loop bounded by i <= n writes y[n], one past the end.
KERNEL hip_grid_stride_tail(float *y, int n)
{
	int stride = GLOBAL_SIZE(x);
	for (int i = blockIdx_x * blockDim_x + threadIdx_x; i <= n; i += stride)
		y[i] = 2.0f * i; // BUG: memcheck out-of-bounds
}
KERNEL hip_grid_stride_tail_fixed(float *y, int n)
{
	int stride = GLOBAL_SIZE(x);
	for (int i = blockIdx_x * blockDim_x + threadIdx_x; i < n; i += stride)
		y[i] = 2.0f * i;
}

// 2: a block reverses its tile in shared memory but reads
// tile[blockDim - tid]: thread 0 reads one element past the tile.
KERNEL hip_shared_reverse(const int *in, int *out)
{
	LOCAL_ARRAY(int, tile, 64);
	int gid = blockIdx_x * blockDim_x + threadIdx_x;
	tile[threadIdx_x] = in[gid];
	__syncthreads();
	out[gid] = tile[blockDim_x - threadIdx_x]; // BUG: memcheck out-of-bounds
}
KERNEL hip_shared_reverse_fixed(const int *in, int *out)
{
	LOCAL_ARRAY(int, tile, 64);
	int gid = blockIdx_x * blockDim_x + threadIdx_x;
	tile[threadIdx_x] = in[gid];
	__syncthreads();
	out[gid] = tile[blockDim_x - 1 - threadIdx_x];
}

// 3: a rows x cols matrix read with its row and column swapped: the
// index col * cols + row runs past rows * cols.
KERNEL hip_matrix_swap(const float *in, float *out, int rows, int cols)
{
	int gid = blockIdx_x * blockDim_x + threadIdx_x;
	int row = gid / cols, col = gid % cols;
	if (row < rows)
		out[gid] = in[col * cols + row]; // BUG: memcheck out-of-bounds
}
KERNEL hip_matrix_swap_fixed(const float *in, float *out, int rows, int cols)
{
	int gid = blockIdx_x * blockDim_x + threadIdx_x;
	int row = gid / cols, col = gid % cols;
	if (row < rows)
		out[gid] = in[row * cols + col];
}

// 4: an array of 12-byte structs read as float4 (16 bytes a step): the
// last quarter of the work-items read past the array.
struct point {
	float x, y, z;
};
KERNEL hip_struct_stride(const point *p, float *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	typedef float float4_t __attribute__((ext_vector_type(4)));
	float4_t v = ((const float4_t *)p)[i]; // BUG: memcheck out-of-bounds
	out[i] = v.x + v.y + v.z;
}
KERNEL hip_struct_stride_fixed(const point *p, float *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	point v = p[i];
	out[i] = v.x + v.y + v.z;
}

// 5: a table of device pointers whose first entry was never set (null).
KERNEL hip_null_table(int *const *table, int *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	int *dst = table[0];
	dst[i] = i; // BUG: memcheck null
}
KERNEL hip_null_table_fixed(int *const *table, int *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	int *dst = table[0];
	if (dst == nullptr)
		dst = out;
	dst[i] = i;
}

// 6: records of a 2-byte tag, 2 bytes of padding and a 4-byte counter,
// the counter incremented atomically right after the tag (offset 2, as if
// the record were packed): an atomic not 4-byte aligned. Fixed: offset 4.
// (A plain load at offset 2 is no bug to the hardware: unaligned global
// and LDS accesses are legal in HSA's unaligned access mode.)
KERNEL hip_packed_record(unsigned char *rec, int *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	out[i] = GLOBAL_ATOMIC_ADD((int *)(rec + 8 * i + 2), 1); // BUG: memcheck misaligned
}
KERNEL hip_packed_record_fixed(unsigned char *rec, int *out)
{
	int i = blockIdx_x * blockDim_x + threadIdx_x;
	out[i] = GLOBAL_ATOMIC_ADD((int *)(rec + 8 * i + 4), 1);
}
