// racecheck lane kernels (TestRaceLanes): global loads and stores whose
// lanes the arguments make access one word all together (a broadcast),
// in groups of 1 << sh lanes, or one word each, racing with the accesses
// of another work-group. racecheck checks a broadcast once for all its
// lanes; the test compares its findings with the lanes checked one by
// one and with what the source says conflicts. The addresses depend on
// the lane id, so the compiler cannot make the loads scalar.
// build: gfx900 gfx1100 O2
#include "gcn.h"

// Lane 0 of work-group wg writes buf[0]; then work-item l of every
// work-group reads buf[l >> sh] (sh = 31: every lane reads buf[0]).
KERNEL lanes_read(GLOBAL uint *buf, GLOBAL uint *out, uint sh, uint wg)
{
	uint l = LOCAL_ID(x);
	if (GROUP_ID(x) == wg && l == 0)
		buf[0] = 7; // race: lanes_read
	out[GLOBAL_ID(x)] = buf[l >> sh]; // race: lanes_read
}

// Work-item l of every work-group writes buf[l >> sh]: a write-write race
// between work-groups on every word written.
KERNEL lanes_write(GLOBAL uint *buf, uint sh)
{
	uint l = LOCAL_ID(x);
	buf[l >> sh] = GLOBAL_ID(x); // race: lanes_write
}

// Both fixed: each work-group reads and writes its own 64 words only,
// lane 0's write ordered before the reads by the barrier.
KERNEL lanes_fixed(GLOBAL uint *buf, GLOBAL uint *out, uint sh)
{
	uint l = LOCAL_ID(x);
	GLOBAL uint *mine = buf + 64 * GROUP_ID(x);
	if (l == 0)
		mine[0] = 7;
	BARRIER();
	out[GLOBAL_ID(x)] = mine[l >> sh];
	BARRIER();
	mine[l >> sh] = l;
}
