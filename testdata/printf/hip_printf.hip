/*
 * hip_printf.hip: HIP printf calls (-mprintf-kind=buffered) for gcndbg's
 * printf decoder. Each work-item makes the calls of cases_hip.h with
 * values from its global id. Built with -nogpulib against
 * printf_alloc.cl (build.sh).
 */
#include "../kernels/gcn.h"

extern "C" DEVICE int printf(const char *, ...);

#define P(k, call) printf call;
#define IFP(k, c, call) if (c) printf call;
#include "cases_hip.h"

/* strs holds four strings, 16 bytes apart; fmts one format string. */
KERNEL hip_printf_cases(int *out, const char *strs, const char *fmts)
{
	int i = GLOBAL_ID(x);
	float f = (float)i * 1.37f + 0.5f;
	double d = (double)f * 3.25;
	const char *s = strs + 16 * (i % 4);
	CASES(P, IFP, i, f, d, s, fmts)
	out[i] = i;
}
