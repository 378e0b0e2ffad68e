// build: gfx900 gfx90a gfx942 gfx1030 gfx1100 O2
// racecheck_buffer.hip: racecheck kernels on buffer (MUBUF) atomics, each
// with exactly one bug, and the same kernels fixed (markers as in
// racecheck.cl). Blocks of 256 threads (four 64-lane waves); the counter
// is reached through a buffer resource (V#) made from the pointer.
#include "gcn.h"

// The V#'s fourth dword for a raw 32-bit buffer, per generation (the
// values composable_kernel uses, CK_BUFFER_RESOURCE_3RD_DWORD).
#if defined(__gfx1030__)
#define RSRC_FLAGS 0x31014000
#elif defined(__gfx1100__)
#define RSRC_FLAGS 0x31004000
#else
#define RSRC_FLAGS 0x00027000
#endif

// race_buf_atomic: every work-item adds 1 to the counter with a buffer
// atomic, but block 0's first work-item sets it to its bias with a plain
// buffer store: the store races with the other waves' atomics (between
// workgroups, and with the other waves of block 0).
KERNEL race_buf_atomic(uint *count)
{
	__amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(count, 0, 16, RSRC_FLAGS);
	if (GROUP_ID(x) == 0 && LOCAL_ID(x) == 0)
		__builtin_amdgcn_raw_buffer_store_b32(7u, r, 0, 0, 0); // race: race_buf_atomic
	else
		__builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, r, 0, 0, 0); // race: race_buf_atomic
}

// Fixed: the bias is added with a buffer atomic too; atomics of agent
// scope (every buffer read-modify-write is done in L2) do not race with
// each other.
KERNEL race_buf_atomic_fixed(uint *count)
{
	__amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(count, 0, 16, RSRC_FLAGS);
	if (GROUP_ID(x) == 0 && LOCAL_ID(x) == 0)
		__builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(7, r, 0, 0, 0);
	else
		__builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, r, 0, 0, 0);
}
