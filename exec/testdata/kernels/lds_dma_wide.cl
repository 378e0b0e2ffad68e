// gfx950's 16- and 12-byte LDS DMA: __builtin_amdgcn_global_load_lds with
// size 16 (global_load_lds_dwordx4) and 12 (global_load_lds_dwordx3, with
// an immediate offset of 16), each under EXEC with holes, into a tile
// first filled with a pattern, then copied out whole. One workgroup of 64
// work-items. Built at test time by lds_dma_wide_test.go.

#define WORDS (2 * 16 * 64 / 4 + 64)

kernel void wide(global uint *src, global uint *out) {
	local uint tile[WORDS];
	uint l = __builtin_amdgcn_workitem_id_x();
	for (uint k = l; k < WORDS; k += 64)
		tile[k] = 0xa5000000u + k;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	if (l % 3 != 1)
		__builtin_amdgcn_global_load_lds(src + 4 * l, tile, 16, 0, 0);
	if (l % 5 != 2)
		__builtin_amdgcn_global_load_lds(src + 256 + 3 * l, tile + 16 * 64 / 4, 12, 16, 0);
	__builtin_amdgcn_s_waitcnt(0);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	for (uint k = l; k < WORDS; k += 64)
		out[k] = tile[k];
}
