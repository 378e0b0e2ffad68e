// control.cl: divergent control flow inside a wavefront.
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
