// vadd: the smallest kernel; one code object with a single kernel.
#include "gcn.h"

KERNEL vadd(GLOBAL const float *a, GLOBAL const float *b, GLOBAL float *c, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i < n) {
		float v = a[i] + b[i];
		c[i] = v; // store: v
	}
}
