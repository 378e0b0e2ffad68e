// control.cl: control flow that diverges inside a wavefront, and control
// flow that stays uniform.
#include "gcn.h"

// divergent_if: even lanes take one arm, odd lanes the other, so the wave
// runs both with complementary EXEC masks.
KERNEL divergent_if(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int v;
	if (i % 2 == 0) {
		v = x * 3;
	} else {
		v = x - 7;
	}
	out[i] = v; // store: v
}

// loop_per_lane: each lane runs in[i] % 16 iterations, so lanes leave the
// loop one after another while the wave keeps looping.
KERNEL loop_per_lane(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint trips = in[i] % 16;
	uint v = 1;
	for (uint k = 0; k < trips; k++) {
		v = v * 31 + k;
	}
	out[i] = v; // store: v
}

// collatz: a while loop with a data-dependent exit and a break, counting
// the steps from in[i] to 1 (at most 1000).
KERNEL collatz(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint x = in[i];
	uint steps = 0;
	while (x > 1) {
		if (steps == 1000)
			break;
		if (x % 2 == 0)
			x = x / 2;
		else
			x = 3 * x + 1;
		steps++;
	}
	out[i] = steps; // store: steps
}

// nested_divergence: an if inside a per-lane loop inside an if, with a
// continue; EXEC masks nest three deep.
KERNEL nested_divergence(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int v = 0;
	if (x > 0) {
		for (int k = 0; k < x % 8; k++) {
			if ((k + (int)i) % 3 == 0)
				continue;
			if (k % 2 == 0)
				v += k;
			else
				v -= 2 * k;
		}
	} else {
		v = -x;
	}
	out[i] = v; // store: v
}

// switch_lanes: a four-way switch on the lane's index.
KERNEL switch_lanes(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int v;
	switch (i % 4) {
	case 0:
		v = x + 100;
		break;
	case 1:
		v = x * x;
		break;
	case 2:
		v = x >> 2;
		break;
	default:
		v = ~x;
		break;
	}
	out[i] = v; // store: v
}

// early_return: lanes past the end leave at once; the rest run on.
KERNEL early_return(GLOBAL const int *in, GLOBAL int *out, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i >= n)
		return;
	int v = in[i] * 2 + 1;
	out[i] = v; // store: v
}

// uniform_loop: the trip count is a kernel argument, the same for every
// lane, so the loop is counted in scalar registers and branches on SCC.
KERNEL uniform_loop(GLOBAL const int *in, GLOBAL int *out, int trips)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	int v = 0;
	for (int k = 0; k < trips; k++) {
		v += x ^ k;
	}
	out[i] = v; // store: v
}

// select_ternary: a data-dependent choice the compiler makes without a
// branch (v_cndmask), the way short ifs usually compile.
KERNEL select_ternary(GLOBAL const int *a, GLOBAL const int *b, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = a[i], y = b[i];
	int v = x > y ? x - y : y * 2;
	out[i] = v; // store: v
}

// do_while: a loop whose body runs at least once, halving until below 10.
KERNEL do_while(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint x = in[i];
	uint halvings = 0;
	do {
		x /= 2;
		halvings++;
	} while (x >= 10);
	out[2 * i + 0] = x; // store: x
	out[2 * i + 1] = halvings; // store: halvings
}

// break_nested: a search in a 2-D loop nest that breaks out of both loops
// when it finds the first (j, k) with j * k == in[i] % 50.
KERNEL break_nested(GLOBAL const uint *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	uint want = in[i] % 50;
	int found = -1;
	for (uint j = 1; j < 8 && found < 0; j++) {
		for (uint k = 1; k < 8; k++) {
			if (j * k == want) {
				found = (int)(j * 8 + k);
				break;
			}
		}
	}
	out[i] = found; // store: found
}
