// plain.c: kernels written in C rather than OpenCL C. Their pointers are
// flat (generic) and their metadata has no argument names, so a dispatch
// names the arguments arg0, arg1, ...
#include "gcn.h"

// plain_vadd: c = a + b through flat pointers.
KERNEL plain_vadd(const uint *a, const uint *b, uint *c, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i < n) {
		uint v = a[i] + b[i];
		c[i] = v; // store: v
	}
}

// plain_scale: a 64-bit scale factor and a signed bias by value.
KERNEL plain_scale(const long *in, long *out, long scale, int bias)
{
	uint i = GLOBAL_ID(x);
	long v = in[i] * scale + bias;
	out[i] = v; // store: v
}
