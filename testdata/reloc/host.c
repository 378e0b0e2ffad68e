/* host.c: runs reloc.c's kernel on the host for sel = argv[1] and prints
 * out[0..10], one decimal per line: the reference for the device run. */
#include <stdio.h>
#include <stdlib.h>
#include "reloc.c"

int main(int argc, char **argv)
{
	int out[11];
	reloc_kernel(out, argc > 1 ? atoi(argv[1]) : 0);
	for (int i = 0; i < 11; i++)
		printf("%d\n", out[i]);
	return 0;
}
