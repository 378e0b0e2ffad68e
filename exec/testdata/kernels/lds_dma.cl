// LDS DMA through the builtins: global_load_lds (gfx942) or global_load_*
// lds (gfx900-gfx90a) from __builtin_amdgcn_global_load_lds, and
// buffer_load_* lds from __builtin_amdgcn_raw_ptr_buffer_load_lds. Each
// 64-item workgroup fills five 64-dword rows of a tile, one dword per
// lane, and copies them out. Built at test time by lds_dma_kernel_test.go.

#define ID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

kernel void dma(global uint *src, uint n, global uint *out) {
	local uint tile[64 * 5];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint i = ID();
	global uchar *s8 = (global uchar *)src;
	__builtin_amdgcn_global_load_lds(src + i, tile, 4, 0, 0);
	__builtin_amdgcn_global_load_lds(s8 + 3 * i, tile + 64, 1, 0, 0);
	__builtin_amdgcn_global_load_lds((global ushort *)src + 5 * i, tile + 128, 2, 0, 0);
	__amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(src, 0, n, 0x00027000);
	__builtin_amdgcn_raw_ptr_buffer_load_lds(r, tile + 192, 4, 8 * i, 0, 0, 0);
	__builtin_amdgcn_raw_ptr_buffer_load_lds(r, tile + 256, 2, 6 * i, 0, 0, 0);
	__builtin_amdgcn_s_waitcnt(0);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	for (int k = 0; k < 5; k++)
		out[5 * i + k] = tile[64 * k + l];
}
