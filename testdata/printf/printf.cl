/*
 * printf.cl: OpenCL C printf calls for gcndbg's printf decoder. Each
 * work-item makes the calls of cases_cl.h with values from its global
 * id. Built with -nogpulib against printf_alloc.cl (build.sh).
 */
#include "../kernels/gcn.h"

#define P(k, call) printf call;
#define IFP(k, c, call) if (c) printf call;
#define V(k, vf, ef, vt, a, b, c, d) printf(vf, (vt)(a, b, c, d));
#define V2(k, vf, ef, vt, a, b) printf(vf, (vt)(a, b));
#include "cases_cl.h"

KERNEL printf_cases(GLOBAL int *out)
{
	int i = GLOBAL_ID(x);
	float f = (float)i * 1.37f + 0.5f;
	CASES(P, IFP, V, V2, i, f)
	out[i] = i;
}
