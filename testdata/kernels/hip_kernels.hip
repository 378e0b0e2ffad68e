// hip_kernels.hip: the same ideas in HIP (no HIP headers: -nogpuinc). Built
// as device-only code objects for every target, and, host half included,
// into a fat binary (testdata/co/fatbin/).
#include "gcn.h"

// hip_vadd: c = a + b, with an extern "C" (unmangled) name.
KERNEL hip_vadd(const float *a, const float *b, float *c, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i < n) {
		float v = a[i] + b[i];
		c[i] = v; // store: v
	}
}

// block_sum: a tree sum over each block in shared memory (LDS).
KERNEL block_sum(const int *in, int *out)
{
	LOCAL_ARRAY(int, partial, 256);
	uint lid = LOCAL_ID(x);
	partial[lid] = in[GLOBAL_ID(x)];
	BARRIER();
	for (uint s = LOCAL_SIZE(x) / 2; s > 0; s /= 2) {
		if (lid < s)
			partial[lid] += partial[lid + s];
		BARRIER();
	}
	if (lid == 0) {
		int v = partial[0];
		out[GROUP_ID(x)] = v; // store: v
	}
}

// dynamic_shared: LDS sized by the dispatch (extern __shared__, the
// args.yaml dynamic_lds), holding the block's values in reverse order.
KERNEL dynamic_shared(const int *in, int *out)
{
	DYNAMIC_LOCAL_ARRAY(int, reversed);
	uint lid = LOCAL_ID(x);
	uint n = LOCAL_SIZE(x);
	reversed[n - 1 - lid] = in[GLOBAL_ID(x)];
	BARRIER();
	int v = reversed[lid] * 2;
	out[GLOBAL_ID(x)] = v; // store: v
}

template <typename T>
NOINLINE DEVICE T axpy(T a, T x, T y)
{
	T r = a * x + y;
	return r;
}

// saxpy<T>: a template kernel, so its symbol is a mangled C++ name
// (_Z5saxpyIfEvT_PKS0_PS0_j and _Z5saxpyIdEvT_PKS0_PS0_j), calling a
// non-inlined template device function.
template <typename T>
KERNEL_CXX saxpy(T a, const T *x, T *y, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i < n) {
		T v = axpy(a, x[i], y[i]);
		y[i] = v; // store: v
	}
}

template KERNEL_CXX saxpy<float>(float, const float *, float *, uint);
template KERNEL_CXX saxpy<double>(double, const double *, double *, uint);
