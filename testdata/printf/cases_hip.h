/*
 * cases_hip.h: the printf calls of hip_printf.hip, shared with its host
 * oracle (host_hip.c). CASES(P, IFP, i, f, d, s, fmt) lists them: i is the
 * work-item's global id (int), f a float and d a double made from it, s a
 * string from the kernel's `strs` buffer (not a constant: the kernel
 * copies it into the printf buffer) and fmt a format string read from the
 * kernel's `fmts` buffer. P(k, (fmt, args...)) is one printf;
 * IFP(k, cond, (fmt, args...)) prints when cond holds. Expressions must
 * mean the same in HIP and host C (x86-64: long is 64 bits).
 */
#define CASES(P, IFP, i, f, d, s, fmt) \
	P(0, ("%d|%i|%u|%x|%X|%o\n", i, -i - 1, (unsigned)i * 2654435761u, i * 48879, (unsigned)i * 3000000000u, i + 8)) \
	P(1, ("[%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.3d] [%.0d]\n", i, i, -i, i, i, i, -i, i - i)) \
	P(2, ("%#x %#o %#X %8.4x|%c%c|%5c|%-3c|\n", i + 255, i + 8, i * 4096 + 10, i, 'a' + i, '0' + i, 'q', 'r')) \
	P(3, ("%ld %lu %lx %lld %hd %hhd %hu %hhx %zu %jd\n", (long)i * -1000000000000L, (unsigned long)i << 40, (unsigned long)i * 0x123456789abcdefUL, (long long)-i, (short)(i * 1000), (signed char)(i * 50), (unsigned short)(i * 20000), (unsigned char)(i * 77), (unsigned long)i * 3, (long)-i)) \
	P(4, ("%f %.2f %10.3f %-10.1f| %e %.3E %+.1e\n", f, f, -f, f, d, f * 1e10f, -d)) \
	P(5, ("%g %G %g %#g %.3g %g %.17g %.10g\n", d, f * 1e-7f, 1000000.0, 1.0, f * 100.0f, 0.0001, d / 7.0, 0.1)) \
	P(6, ("%a %A %.2a %a %.0a %13a|%a\n", d, -d, d, 0.0, d, 1.0, 1e-310)) \
	P(7, ("%s|%10s|%-10s|%.2s|%s|\n", "str", "right", "left!", "precision", "")) \
	P(8, ("[%s] [%8s] [%-8s] [%.3s]\n", s, s, s, s)) \
	P(9, ("%p %p\n", (void *)0, (void *)0x1234)) \
	P(10, ("100%% done, colon: here\tand a tab; quote \" and apostrophe '\n")) \
	P(11, ("%*d|%-*d|%.*f|\n", 6, i, 4, i, 2, d)) \
	IFP(12, i % 2, ("odd %d\n", i)) \
	P(13, ("%f %e %g %F %E\n", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0, 1.0 / 0.0, -1.0 / 0.0)) \
	P(14, (fmt, i, d)) \
	P(15, ("end of work-item %d\n", i))
