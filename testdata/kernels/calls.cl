// calls.cl: real calls to device functions (kept out of line), so the code
// has s_swappc, a call stack in scratch, and frames to unwind.
#include "gcn.h"

NOINLINE DEVICE int poly(int x)
{
	int r = x * x - 3 * x + 2;
	return r;
}

// call_device_fn: calls one non-inlined function.
KERNEL call_device_fn(GLOBAL const int *in, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int v = poly(in[i]);
	out[i] = v; // store: v
}

NOINLINE DEVICE int clamp_add(int a, int b, int lo, int hi)
{
	int s = a + b;
	if (s < lo)
		s = lo;
	if (s > hi)
		s = hi;
	return s;
}

NOINLINE DEVICE int chain(int x, GLOBAL int *trace, uint i)
{
	int p = poly(x);
	trace[i] = p; // store: p
	int c = clamp_add(p, x, -1000, 1000);
	return c;
}

// call_chain: a call two deep, with a callee that writes memory and one
// that takes four arguments; a backtrace from poly shows three frames.
KERNEL call_chain(GLOBAL const int *in, GLOBAL int *out, GLOBAL int *trace)
{
	uint i = GLOBAL_ID(x);
	int v = chain(in[i], trace, i);
	out[i] = v; // store: v
}

NOINLINE DEVICE void fill_squares(uint *a, uint n, uint seed)
{
	for (uint k = 0; k < n; k++)
		a[k] = (seed + k) * (seed + k);
}

// call_private_ptr: passes a pointer to a private array to a callee, which
// writes through it into the caller's frame.
KERNEL call_private_ptr(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint a[12];
	fill_squares(a, 12, in[i]);
	uint v = a[in[i] % 12] + a[11];
	out[i] = v; // store: v
}

NOINLINE DEVICE uint fib(uint n)
{
	if (n < 2)
		return n;
	uint f = fib(n - 1) + fib(n - 2);
	return f;
}

// call_recursive: a recursive function, so each frame's saved registers
// live on the scratch stack (s32). The metadata's private segment size does
// not cover the recursion: the stack must be given more.
KERNEL call_recursive(GLOBAL const uint *in, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	uint v = fib(in[i] % 12);
	out[i] = v; // store: v
}
