/* kernel.c: a Csmith program as a one-lane kernel. Build with
 * -DPROG='"pN.c"': the program's main becomes csmith_main, which the kernel
 * calls as the program would run with no arguments; the kernel then stores
 * the checksum the program would print (platform_main_end's
 * crc32_context ^ 0xFFFFFFFF) into out[0]. */
#define main csmith_main
#include PROG
#undef main

__attribute__((device_kernel)) void csmith(unsigned *out)
{
	csmith_main(0, 0);
	out[0] = crc32_context ^ 0xFFFFFFFFUL;
}
