// build: gfx900 gfx90a gfx942 gfx1030 gfx1100 O2
// racecheck.cl: kernels with exactly one data race each, and the same
// kernels fixed, for gcndbg's racecheck (gcndbg run --check=racecheck).
//
// Work-groups of 256 work-items (four 64-lane waves on GCN/CDNA). A line
// that is one side of the expected race carries "// race: CASE" (CASE is
// the buggy kernel's name); the checker's finding must name exactly the
// two marked lines (the same line twice when one line races with itself).
// The kernels named *_fixed, and the correct-atomics kernels, must give no
// finding. Dispatches are in args/racecheck/ (HIP: racecheck_hip.hip).
#include "gcn.h"

// race_lds_raw: each work-item stores to LDS and reads an element another
// wave stored, with no barrier between (read after write).
KERNEL race_lds_raw(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)]; // race: race_lds_raw
	uint v = tile[(lid + 64) % 256]; // race: race_lds_raw
	out[GLOBAL_ID(x)] = v;
}

KERNEL race_lds_raw_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	uint v = tile[(lid + 64) % 256];
	out[GLOBAL_ID(x)] = v;
}

// race_lds_ww: the four waves store to the same 64 LDS words (write-write).
KERNEL race_lds_ww(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 64);
	uint lid = LOCAL_ID(x);
	tile[lid % 64] = in[GLOBAL_ID(x)]; // race: race_lds_ww
	BARRIER();
	out[GLOBAL_ID(x)] = tile[(lid + 1) % 64];
}

// Fixed: one wave stores, the others read after the barrier.
KERNEL race_lds_ww_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 64);
	uint lid = LOCAL_ID(x);
	if (lid < 64)
		tile[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	out[GLOBAL_ID(x)] = tile[(lid + 1) % 64];
}

// race_lds_war: two rounds through one LDS tile; the barrier after the
// store is there, the one before the next round's store is missing, so a
// wave may overwrite a word another wave has yet to read (write after read).
KERNEL race_lds_war(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	BARRIER();
	v += tile[(lid + 64) % 256]; // race: race_lds_war
	tile[lid] = v; // race: race_lds_war
	BARRIER();
	v += tile[(lid + 128) % 256];
	out[GLOBAL_ID(x)] = v;
}

KERNEL race_lds_war_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	uint v = in[GLOBAL_ID(x)];
	tile[lid] = v;
	BARRIER();
	v += tile[(lid + 64) % 256];
	BARRIER();
	tile[lid] = v;
	BARRIER();
	v += tile[(lid + 128) % 256];
	out[GLOBAL_ID(x)] = v;
}

// race_lds_reduce: a tree sum whose loop lacks the barrier; the levels with
// a stride of 64 and more read words other waves write.
KERNEL race_lds_reduce(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, partial, 256);
	uint lid = LOCAL_ID(x);
	partial[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	for (uint s = 128; s > 0; s /= 2) {
		if (lid < s)
			partial[lid] += partial[lid + s]; // race: race_lds_reduce
	}
	BARRIER();
	if (lid == 0)
		out[GROUP_ID(x)] = partial[0];
}

KERNEL race_lds_reduce_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, partial, 256);
	uint lid = LOCAL_ID(x);
	partial[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	for (uint s = 128; s > 0; s /= 2) {
		if (lid < s)
			partial[lid] += partial[lid + s];
		BARRIER();
	}
	if (lid == 0)
		out[GROUP_ID(x)] = partial[0];
}

// race_lds_nofence: s_barrier alone, without the work-group fences around
// it. On targets with BackOffBarrier (gfx90a, gfx942) nothing waits for the
// LDS store to complete before the barrier (AMDGPUUsage, "fence release
// workgroup": s_waitcnt lgkmcnt(0)), and the compiler may move LDS accesses
// across it (the intrinsic does not touch memory).
KERNEL race_lds_nofence(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)] * 3; // race: race_lds_nofence
	__builtin_amdgcn_s_barrier();
	uint v = tile[255 - lid]; // race: race_lds_nofence
	out[GLOBAL_ID(x)] = v;
}

KERNEL race_lds_nofence_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, tile, 256);
	uint lid = LOCAL_ID(x);
	tile[lid] = in[GLOBAL_ID(x)] * 3;
	BARRIER();
	uint v = tile[255 - lid];
	out[GLOBAL_ID(x)] = v;
}

// race_global_ww: every work-group stores to the same 256 words (the
// group's offset was forgotten): write-write between work-groups.
KERNEL race_global_ww(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint v = in[GLOBAL_ID(x)] + 1;
	out[LOCAL_ID(x)] = v; // race: race_global_ww
}

KERNEL race_global_ww_fixed(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint v = in[GLOBAL_ID(x)] + 1;
	out[GLOBAL_ID(x)] = v;
}

// race_global_rw: an in-place update reading the element one work-group
// further on, which that work-group overwrites (read-write between
// work-groups).
KERNEL race_global_rw(GLOBAL uint *buf, uint n)
{
	uint i = GLOBAL_ID(x);
	uint v = buf[(i + 256) % n]; // race: race_global_rw
	buf[i] = v * 2 + 1; // race: race_global_rw
}

KERNEL race_global_rw_fixed(GLOBAL const uint *buf, GLOBAL uint *out, uint n)
{
	uint i = GLOBAL_ID(x);
	uint v = buf[(i + 256) % n];
	out[i] = v * 2 + 1;
}

// race_global_waves: the waves of one work-group exchange values through
// global memory with no barrier between the store and the load.
KERNEL race_global_waves(GLOBAL const uint *in, GLOBAL uint *tmp, GLOBAL uint *out)
{
	uint lid = LOCAL_ID(x);
	uint base = GROUP_ID(x) * 256;
	tmp[base + lid] = in[base + lid] + 7; // race: race_global_waves
	uint v = tmp[base + (lid + 64) % 256]; // race: race_global_waves
	out[base + lid] = v;
}

KERNEL race_global_waves_fixed(GLOBAL const uint *in, GLOBAL uint *tmp, GLOBAL uint *out)
{
	uint lid = LOCAL_ID(x);
	uint base = GROUP_ID(x) * 256;
	tmp[base + lid] = in[base + lid] + 7;
	BARRIER();
	uint v = tmp[base + (lid + 64) % 256];
	out[base + lid] = v;
}

// race_global_lfence: as race_global_waves_fixed, but the barrier fences
// only local memory. On GFX10+ in WGP mode the waves of a work-group may
// run on two CUs with their own L0 caches: nothing completes the store
// before the barrier (s_waitcnt_vscnt) or invalidates the reader's L0
// after it (buffer_gl0_inv). On GCN the waves share the L1 and the barrier
// orders them.
KERNEL race_global_lfence(GLOBAL const uint *in, GLOBAL uint *tmp, GLOBAL uint *out)
{
	uint lid = LOCAL_ID(x);
	uint base = GROUP_ID(x) * 256;
	tmp[base + lid] = in[base + lid] + 7; // race: race_global_lfence
	// barrier(CLK_LOCAL_MEM_FENCE): fences of the local address space only
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
	uint v = tmp[base + (lid + 64) % 256]; // race: race_global_lfence
	out[base + lid] = v;
}

KERNEL race_global_lfence_fixed(GLOBAL const uint *in, GLOBAL uint *tmp, GLOBAL uint *out)
{
	uint lid = LOCAL_ID(x);
	uint base = GROUP_ID(x) * 256;
	tmp[base + lid] = in[base + lid] + 7;
	// barrier(CLK_GLOBAL_MEM_FENCE)
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "global");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "global");
	uint v = tmp[base + (lid + 64) % 256];
	out[base + lid] = v;
}

// race_hist_plain: a histogram counted with a plain read-modify-write
// instead of an atomic: the waves and work-groups race on the bins.
KERNEL race_hist_plain(GLOBAL const uint *in, GLOBAL uint *hist)
{
	uint bin = in[GLOBAL_ID(x)] % 16;
	hist[bin] += 1; // race: race_hist_plain
}

// Correct atomics: device-scope atomic adds from every wave of every
// work-group, and work-group-scope LDS atomics, race with nothing.
KERNEL race_hist_plain_fixed(GLOBAL const uint *in, GLOBAL uint *hist)
{
	LOCAL_ARRAY(uint, local_hist, 16);
	uint lid = LOCAL_ID(x);
	if (lid < 16)
		local_hist[lid] = 0;
	BARRIER();
	uint bin = in[GLOBAL_ID(x)] % 16;
	LOCAL_ATOMIC_ADD(&local_hist[bin], 1u);
	GLOBAL_ATOMIC_ADD(&hist[bin], 1u);
	BARRIER();
	if (lid < 16)
		GLOBAL_ATOMIC_ADD(&hist[16 + lid], local_hist[lid]);
}

// race_atomic_plainread: work-groups count with a device-scope atomic and
// read the counter with a plain load: a non-atomic read racing with the
// other work-groups' atomic writes.
KERNEL race_atomic_plainread(GLOBAL uint *counter, GLOBAL uint *out)
{
	GLOBAL_ATOMIC_ADD(&counter[0], 1u); // race: race_atomic_plainread
	out[GLOBAL_ID(x)] = counter[0]; // race: race_atomic_plainread
}

KERNEL race_atomic_plainread_fixed(GLOBAL uint *counter, GLOBAL uint *out)
{
	GLOBAL_ATOMIC_ADD(&counter[0], 1u);
	out[GLOBAL_ID(x)] = __scoped_atomic_load_n(&counter[0], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

// race_atomic_scope: as above, but the read is an atomic of work-group
// scope, which does not order it with other work-groups' writes (on gfx942
// a work-group-scope load is sc0, an agent-scope one sc1).
KERNEL race_atomic_scope(GLOBAL uint *counter, GLOBAL uint *out)
{
	GLOBAL_ATOMIC_ADD(&counter[0], 1u); // race: race_atomic_scope
	out[GLOBAL_ID(x)] = __scoped_atomic_load_n(&counter[0], __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP); // race: race_atomic_scope
}

KERNEL race_atomic_scope_fixed(GLOBAL uint *counter, GLOBAL uint *out)
{
	GLOBAL_ATOMIC_ADD(&counter[0], 1u);
	out[GLOBAL_ID(x)] = __scoped_atomic_load_n(&counter[0], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

// race_store_scope: every work-group publishes a flag with a work-group-
// scope atomic store; the stores of different work-groups race.
KERNEL race_store_scope(GLOBAL uint *flag)
{
	if (LOCAL_ID(x) == 0)
		__scoped_atomic_store_n(&flag[0], GROUP_ID(x) + 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP); // race: race_store_scope
}

KERNEL race_store_scope_fixed(GLOBAL uint *flag)
{
	if (LOCAL_ID(x) == 0)
		__scoped_atomic_store_n(&flag[0], GROUP_ID(x) + 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

// race_last_block: the "last block" reduction: each work-group stores its
// partial sum and takes a ticket; the work-group with the last ticket adds
// the partial sums. The fixed kernel releases the partial sum (device-scope
// release fence) before taking the ticket and acquires after it; the buggy
// one has no fences, so the last work-group's reads race with the others'
// stores.
KERNEL race_last_block(GLOBAL const uint *in, GLOBAL uint *partial, GLOBAL uint *ticket, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, is_last, 1);
	uint lid = LOCAL_ID(x);
	uint groups = __builtin_amdgcn_grid_size_x() / 256;
	if (lid == 0) {
		partial[GROUP_ID(x)] = in[GROUP_ID(x)] * 2; // race: race_last_block
		uint t = GLOBAL_ATOMIC_ADD(&ticket[0], 1u);
		is_last[0] = t == groups - 1;
	}
	BARRIER();
	if (is_last[0] && lid == 0) {
		uint sum = 0;
		for (uint g = 0; g < groups; g++)
			sum += partial[g]; // race: race_last_block
		out[0] = sum;
	}
}

KERNEL race_last_block_fixed(GLOBAL const uint *in, GLOBAL uint *partial, GLOBAL uint *ticket, GLOBAL uint *out)
{
	LOCAL_ARRAY(uint, is_last, 1);
	uint lid = LOCAL_ID(x);
	uint groups = __builtin_amdgcn_grid_size_x() / 256;
	if (lid == 0) {
		partial[GROUP_ID(x)] = in[GROUP_ID(x)] * 2;
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
		uint t = GLOBAL_ATOMIC_ADD(&ticket[0], 1u);
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
		is_last[0] = t == groups - 1;
	}
	BARRIER();
	if (is_last[0] && lid == 0) {
		uint sum = 0;
		for (uint g = 0; g < groups; g++)
			sum += partial[g];
		out[0] = sum;
	}
}
