/*
 * host_cl.c: the oracle of printf.cl. Prints what the kernel's printf
 * calls print, in the order a GPU makes them: workgroup by workgroup,
 * within one (a single wave) call by call, each call for the work-items
 * in lane order. Usage: host_cl GRID WORKGROUP.
 */
#include <stdio.h>
#include <stdlib.h>

/* More than the highest case number. */
#define NCASES 64

typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned short ushort;
typedef unsigned char uchar;
#define GLOBAL

#define P(k, call) case k: printf call; break;
#define IFP(k, c, call) case k: if (c) printf call; break;
#define V(k, vf, ef, vt, a, b, c, d) case k: printf(ef "," ef "," ef "," ef "|", a, b, c, d); break;
#define V2(k, vf, ef, vt, a, b) case k: printf(ef "," ef "\n", a, b); break;
#include "cases_cl.h"

static void run(int k, int i)
{
	float f = (float)i * 1.37f + 0.5f;
	switch (k) {
		CASES(P, IFP, V, V2, i, f)
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
