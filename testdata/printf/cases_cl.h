/*
 * cases_cl.h: the printf calls of printf.cl, shared with its host oracle
 * (host_cl.c). CASES(P, V, i, f) lists them; i is the work-item's global
 * id (int) and f a float made from it. P(k, (fmt, args...)) is one printf;
 * V(k, vecfmt, elemfmt, vtype, a, b, c, d) prints a 4-element vector: on the
 * device printf(vecfmt, (vtype)(a, b, c, d)), on the host the elements
 * with elemfmt joined by commas, as OpenCL C defines %vN (V2: two
 * elements); IFP(k, cond, (fmt, args...)) prints when cond holds.
 * Expressions must mean the same in OpenCL C and host C (x86-64: long
 * is 64 bits, char is signed).
 */
#define CASES(P, IFP, V, V2, i, f) \
	P(0, ("%d|%i|%u|%x|%X|%o\n", i, -i - 1, (uint)i * 2654435761u, i * 48879, (uint)i * 3000000000u, i + 8)) \
	P(1, ("[%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.3d] [%-+6d] [%.0d]\n", i, i, -i, i, i, i, -i, i, i - i)) \
	P(2, ("%#x %#o %#X %8.4x %-#8x| %#o\n", i + 255, i + 8, i * 4096 + 10, i, i + 1, 0)) \
	P(3, ("%c%c%c|%5c|%-3c|\n", 'a' + i, 'Z', '0' + i, 'q', 'r')) \
	P(4, ("%s|%10s|%-10s|%.2s|%s|\n", "str", "right", "left!", "precision", "")) \
	P(5, ("%f %.2f %10.3f %-10.1f| %e %.3E %+.1e\n", f, f, -f, f, f, f * 1e10f, -f)) \
	P(6, ("%g %G %g %g %#g %.3g %g %g\n", f, f * 1e-7f, 100000.0f, 1000000.0f, 1.0f, f * 100.0f, 0.0001f, 0.0f)) \
	P(7, ("%a %A %.2a %a %.0a %13a|\n", f, -f, f, 0.0f, f, 1.0f)) \
	P(8, ("%ld %lu %lx %li %hd %hhd %hu %hhx %lX\n", (long)i * -1000000000000L, (ulong)i << 40, (ulong)i * 0x123456789abcdefUL, (long)-i, (short)(i * 1000), (char)(i * 50), (ushort)(i * 20000), (uchar)(i * 77), (ulong)-1 - (ulong)i)) \
	V(9, "%v4hld|", "%d", int4, i, -i, 2 * i, 3) \
	V(10, "%v4hlx|", "%x", uint4, (uint)i, 255u, 4096u + (uint)i, 0u) \
	V(11, "%v4hd|", "%hd", short4, (short)i, (short)-300, (short)(i * 1000), (short)7) \
	V(12, "%v4hhu|", "%hhu", uchar4, (uchar)i, (uchar)200, (uchar)(i + 65), (uchar)0) \
	V(13, "%v4ld|", "%ld", long4, (long)i * 10000000000L, -1L, 0L, (long)i) \
	V(14, "%v4hlf|", "%f", float4, f, -f, 0.5f, 100.0f) \
	V(15, "%6.2v4hlf|", "%6.2f", float4, f, -f, 0.25f, 1e3f) \
	V(16, "%v4hle|", "%e", float4, f, 1e-3f, -2.5f, 7.0f) \
	V2(17, "%v2hlg\n", "%g", float2, f * 1e6f, 0.001f) \
	P(18, ("%p %p\n", (GLOBAL void *)0, (GLOBAL void *)(ulong)0x1234)) \
	P(19, ("100%% done, colon: here\tand a tab; quote \" and apostrophe '\n")) \
	IFP(21, i % 2, ("odd %d\n", i)) \
	P(22, ("%f %e %g %F %E\n", 1.0f / 0.0f, -1.0f / 0.0f, 1.0f / 0.0f, 1.0f / 0.0f, -1.0f / 0.0f)) \
	P(23, ("%.0f %.0e %#.0f %#.0e %.3g %g %g %.10g\n", 2.5f, 1.5f, 3.0f, 3.0f, 1234567.0f, 1e-5f, 123456789.0f, (double)f / 3.0)) \
	P(24, ("%.15g %.17g %a %A\n", (double)f / 7.0, 0.1, 0.1, 1e-310)) \
	P(25, ("end of work-item %d\n", i))
