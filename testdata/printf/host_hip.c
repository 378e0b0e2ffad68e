/*
 * host_hip.c: the oracle of hip_printf.hip. Prints what the kernel's
 * printf calls print, in the order a GPU makes them: workgroup by
 * workgroup, within one (a single wave) call by call, each call for the
 * work-items in lane order. The strings are the kernel's `strs` and
 * `fmts` inputs (args_hip.yaml). Usage: host_hip GRID WORKGROUP.
 */
#include <stdio.h>
#include <stdlib.h>

/* More than the highest case number. */
#define NCASES 64

#define P(k, call) case k: printf call; break;
#define IFP(k, c, call) case k: if (c) printf call; break;
#include "cases_hip.h"

static const char strs[4][16] = {"alpha", "", "a longer one", "x"};
static const char fmts[] = "fmt from a buffer: %d %.3f\n";

static void run(int k, int i)
{
	float f = (float)i * 1.37f + 0.5f;
	double d = (double)f * 3.25;
	const char *s = strs[i % 4];
	switch (k) {
		CASES(P, IFP, i, f, d, s, fmts)
	}
}

int main(int argc, char **argv)
{
	int grid = argc > 2 ? atoi(argv[1]) : 8, wg = argc > 2 ? atoi(argv[2]) : 4;
	for (int g = 0; g < grid; g += wg)
		for (int k = 0; k < NCASES; k++)
			for (int i = g; i < g + wg && i < grid; i++)
				run(k, i);
	return 0;
}
