// wave.cl: cross-lane operations within a wavefront. Built at -O3 as well
// as -O0 and -O2; the compiler lowers these to ds_bpermute, readfirstlane,
// ballot (v_cmp into an SGPR pair), mbcnt and DPP, and sub-dword arithmetic
// to SDWA on gfx8/gfx9.
#include "gcn.h"

// wave_reduce: a butterfly sum over each wavefront with WAVE_SHUFFLE; every
// lane ends with its wave's total.
KERNEL wave_reduce(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	uint lane = LANE_ID();
	int v = in[i];
	for (uint off = WAVE_SIZE() / 2; off > 0; off /= 2)
		v += WAVE_SHUFFLE(v, lane ^ off);
	out[i] = v; // store: v
}

// wave_broadcast: every lane gets the value of the wave's first active lane.
KERNEL wave_broadcast(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int v = WAVE_READ_FIRST(x) + x;
	out[i] = v; // store: v
}

// wave_ballot: lanes vote on a predicate; each lane records how many lanes
// of its wave voted yes, and how many below it did (its rank).
KERNEL wave_ballot(GLOBAL const int *in, GLOBAL uint *count, GLOBAL uint *rank)
{
	uint i = GLOBAL_ID(x);
	int yes = in[i] > 0;
	ulong mask = WAVE_BALLOT(yes);
	uint lo = (uint)mask, hi = (uint)(mask >> 32);
	uint c = __builtin_popcountl(mask);
	uint r = __builtin_amdgcn_mbcnt_hi(hi, __builtin_amdgcn_mbcnt_lo(lo, 0u));
	count[i] = c; // store: c
	rank[i] = r; // store: r
}

// wave_compact: stream compaction within each wave: lanes with a positive
// input write it to the next free slot of their wave's part of out.
KERNEL wave_compact(GLOBAL const int *in, GLOBAL int *out, GLOBAL uint *kept)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	ulong mask = WAVE_BALLOT(x > 0);
	uint slot = __builtin_amdgcn_mbcnt_hi((uint)(mask >> 32), __builtin_amdgcn_mbcnt_lo((uint)mask, 0u));
	uint base = i - LANE_ID();
	if (x > 0)
		out[base + slot] = x;
	if (LANE_ID() == 0)
		kept[i / WAVE_SIZE()] = __builtin_popcountl(mask);
}

// dpp_row_shr: each lane adds the value of the lane one below it in its row
// of 16 (DPP row_shr:1; lane 0 of a row keeps its own value).
KERNEL dpp_row_shr(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int below = __builtin_amdgcn_update_dpp(x, x, 0x111, 0xf, 0xf, 0);
	int v = x + below;
	out[i] = v; // store: v
}

// bytes: per-byte arithmetic on packed 8-bit values (sub-dword operands).
KERNEL bytes(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint w = in[i];
	uchar b0 = w & 0xff, b1 = (w >> 8) & 0xff, b2 = (w >> 16) & 0xff, b3 = w >> 24;
	ushort lo = (ushort)(b0 * b1);
	ushort hi = (ushort)(b2 + b3);
	uint v = ((uint)hi << 16) | lo;
	out[i] = v; // store: v
}

// wave_atomic_add: a device-scope atomic add to one address from every
// lane. The compiler combines the wave's values first and issues one atomic
// per wave: at -O2 with a readlane loop, and at -O3 (built with
// -amdgpu-atomic-optimizer-strategy=DPP) with a DPP scan (row_shr,
// row_bcast on gfx9; permlanex16 on gfx10+).
KERNEL wave_atomic_add(GLOBAL const uint *in, GLOBAL uint *sum)
{
	uint i = GLOBAL_ID(x);
	GLOBAL_ATOMIC_ADD(&sum[0], in[i]);
}

// wave_atomic_scan: the same, keeping each lane's old value, which the
// compiler reconstructs with a per-wave exclusive scan. The values depend
// on the order in which waves reach the atomic; with one wave, old[i] is
// the exclusive prefix sum of in.
KERNEL wave_atomic_scan(GLOBAL const uint *in, GLOBAL uint *sum, GLOBAL uint *old)
{
	uint i = GLOBAL_ID(x);
	uint before = GLOBAL_ATOMIC_ADD(&sum[0], in[i]);
	old[i] = before; // store: before
}
