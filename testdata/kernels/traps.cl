// traps.cl: kernels that stop the wave on purpose.
#include "gcn.h"

// trap: a lane whose input is negative executes llvm.trap (s_trap 2), which
// ends the dispatch with an error; with no negative input it runs through.
KERNEL trap(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = in[i];
	if (x < 0)
		TRAP();
	int v = x + 1;
	out[i] = v; // store: v
}

// debugtrap: work-item debug_id executes llvm.debugtrap (s_trap 3), which
// halts the wave like a breakpoint; resumed, it runs to the end.
KERNEL debugtrap(GLOBAL const int *in, GLOBAL int *out, uint debug_id)
{
	uint i = GLOBAL_ID(x);
	int v = in[i] * 5;
	if (i == debug_id)
		DEBUGTRAP();
	out[i] = v; // store: v
}
