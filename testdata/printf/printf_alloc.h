/*
 * printf_alloc.h: __printf_alloc, the device half of the printf buffer
 * protocol, for kernels built with -nogpulib (Debian's device libraries
 * are too old for clang 22's printf lowering). Written from the protocol
 * ROCm's ockl implements, not copied from it:
 *
 *   The runtime passes the buffer's address in the kernel's implicit
 *   arguments (hidden_printf_buffer; at byte 72 of them, 8-byte slot 9,
 *   for code object v5 and later). The buffer starts with two dwords: the
 *   bytes of records written so far (initially 0), and the buffer's total
 *   size including this 8-byte header. __printf_alloc(n) reserves n bytes
 *   with an atomic compare-and-swap on the first dword and returns where
 *   they start (header + old count), or NULL (printf then writes nothing
 *   and returns -1) when header + count + n would pass the size.
 *
 * Included by printf.cl (OpenCL C) and printf.hip (HIP).
 */
#ifndef PRINTF_ALLOC_H
#define PRINTF_ALLOC_H

#if defined(__OPENCL_C_VERSION__)
#define PA_GLOBAL __global
#define PA_CONST __constant
#define PA_FN
typedef unsigned int pa_u32;
typedef unsigned long pa_u64;
#else
#define PA_GLOBAL
#define PA_CONST
#define PA_FN extern "C" __attribute__((device))
typedef unsigned int pa_u32;
typedef unsigned long pa_u64;
#endif

/* 8-byte slot of hidden_printf_buffer in the implicit arguments (v5+). */
#define PA_IMPLICIT_SLOT 9
#define PA_HEADER 8

PA_FN PA_GLOBAL char *__printf_alloc(pa_u32 n)
{
	PA_CONST pa_u64 *implicit = (PA_CONST pa_u64 *)__builtin_amdgcn_implicitarg_ptr();
	PA_GLOBAL char *buf = (PA_GLOBAL char *)implicit[PA_IMPLICIT_SLOT];
	PA_GLOBAL pa_u32 *used = (PA_GLOBAL pa_u32 *)buf;
	pa_u32 size = used[1];
	pa_u32 seen = __atomic_load_n(used, __ATOMIC_RELAXED);
	while (1) {
		if ((pa_u64)PA_HEADER + seen + n > size)
			return 0;
		if (__atomic_compare_exchange_n(used, &seen, seen + n, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
			return buf + PA_HEADER + seen;
	}
}

#endif
