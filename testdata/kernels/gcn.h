/*
 * gcn.h: the only place where the testdata kernels touch the machine.
 *
 * Every kernel in this directory reaches work-item ids, sizes, barriers,
 * atomics and traps through these macros, so that the same source can be
 * compiled three ways:
 *
 *   OpenCL C for amdgcn (clang -x cl ... -nogpulib): no device library, so
 *     only clang builtins are used (see shared/KERNELS.md);
 *   HIP for amdgcn (clang -x hip ... -nogpulib -nogpuinc): no HIP headers;
 *   plain C for amdgcn (clang -x c ... -ffreestanding): flat pointers, and
 *     no argument names in the metadata;
 *   the host CPU (define GCN_HOST): a shim header, gcn_host.h, that a
 *     reference runner provides, maps them onto loops over work-items.
 *
 * Names follow the OpenCL specification: LOCAL_ID(x) is get_local_id(0),
 * GROUP_ID(x) get_group_id(0), LOCAL_SIZE(x) get_local_size(0),
 * GLOBAL_ID(x) get_global_id(0) (without a global offset), GLOBAL_SIZE(x)
 * get_global_size(0). The dimension is written x, y or z.
 *
 * Lines that store a source variable to an output buffer carry a comment
 * "// store: NAME" so that debugger tests can find them by scanning the
 * source instead of hard-coding line numbers.
 */
#ifndef GCN_H
#define GCN_H

#if defined(GCN_HOST)
#include "gcn_host.h"
#else

#if defined(__OPENCL_C_VERSION__)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define KERNEL __kernel void
#define DEVICE
#define GLOBAL __global
#define LOCAL __local
#define CONSTANT __constant
#define LOCAL_ARRAY(type, name, count) __local type name[count]
typedef half f16;
#elif defined(__HIP__)
#define KERNEL extern "C" __attribute__((global)) void
/* A kernel with a C++ (mangled) name, as templates need. */
#define KERNEL_CXX __attribute__((global)) void
#define DEVICE __attribute__((device))
#define GLOBAL
#define LOCAL
#define CONSTANT __attribute__((constant)) const
#define LOCAL_ARRAY(type, name, count) __attribute__((shared)) type name[count]
/* LDS whose size the dispatch gives (HIP's extern __shared__). */
#define DYNAMIC_LOCAL_ARRAY(type, name) extern __attribute__((shared)) type name[]
typedef _Float16 f16;
typedef unsigned int uint;
typedef unsigned long ulong;
#if !defined(__HIP_DEVICE_COMPILE__)
/* The host half of a fat-binary build emits kernel launch stubs, which call
 * the runtime's launcher; no runtime is linked, a declaration suffices. */
struct dim3 {
	unsigned x, y, z;
};
extern "C" int hipLaunchKernel(const void *function, dim3 grid, dim3 block, void **args, unsigned long lds_bytes, void *stream);
#endif
#elif defined(__AMDGCN__)
#define KERNEL __attribute__((device_kernel)) void
#define DEVICE
#define GLOBAL
#define LOCAL
#define CONSTANT const
#define LOCAL_ARRAY(type, name, count) static __attribute__((address_space(3))) type name[count]
typedef _Float16 f16;
typedef unsigned int uint;
typedef unsigned long ulong;
#else
#error "gcn.h: compile as OpenCL C or HIP for amdgcn, or define GCN_HOST"
#endif

#define NOINLINE __attribute__((noinline))

#define LOCAL_ID(d) __builtin_amdgcn_workitem_id_##d()
#define GROUP_ID(d) __builtin_amdgcn_workgroup_id_##d()
#define LOCAL_SIZE(d) ((uint)__builtin_amdgcn_workgroup_size_##d())
#define GLOBAL_ID(d) (GROUP_ID(d) * LOCAL_SIZE(d) + LOCAL_ID(d))
#define GLOBAL_SIZE(d) __builtin_amdgcn_grid_size_##d()

/* A work-group barrier that also orders LDS and global memory, as
 * barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE) does. */
#define BARRIER()                                                    \
	do {                                                         \
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
		__builtin_amdgcn_s_barrier();                        \
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
	} while (0)

/* Relaxed read-modify-write atomics; each returns the old value. The
 * GLOBAL_ forms are device-scoped, the LOCAL_ forms work-group-scoped. */
#define GLOBAL_ATOMIC_ADD(p, v) __scoped_atomic_fetch_add((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_SUB(p, v) __scoped_atomic_fetch_sub((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_MIN(p, v) __scoped_atomic_fetch_min((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_MAX(p, v) __scoped_atomic_fetch_max((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_AND(p, v) __scoped_atomic_fetch_and((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_OR(p, v) __scoped_atomic_fetch_or((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define GLOBAL_ATOMIC_XCHG(p, v) __scoped_atomic_exchange_n((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
/* Compare-and-swap: returns the old value; the store happened iff it equals cmp. */
#define GLOBAL_ATOMIC_CAS(p, cmp, v) gcn_atomic_cas_global((p), (cmp), (v))
#define LOCAL_ATOMIC_ADD(p, v) __scoped_atomic_fetch_add((p), (v), __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP)

static inline DEVICE uint gcn_atomic_cas_global(GLOBAL uint *p, uint cmp, uint v)
{
	__scoped_atomic_compare_exchange_n(p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
	return cmp;
}

/* Cross-lane operations within one wavefront (64 lanes, or 32 on gfx10+ in
 * wave32 mode). LANE_ID is the lane's index in its wave; WAVE_SHUFFLE(v, l)
 * reads int v from lane l (ds_bpermute); WAVE_READ_FIRST(v) reads v from the
 * first active lane (readfirstlane); WAVE_BALLOT(p) is the 64-bit mask of
 * active lanes where p is true. */
#define WAVE_SIZE() ((uint)__builtin_amdgcn_wavefrontsize())
#define LANE_ID() __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u))
#define WAVE_SHUFFLE(v, lane) __builtin_amdgcn_ds_bpermute((int)(lane) * 4, (v))
#define WAVE_READ_FIRST(v) __builtin_amdgcn_readfirstlane(v)
#define WAVE_BALLOT(p) __builtin_amdgcn_ballot_w64(p)

/* llvm.trap (s_trap 2: the dispatch ends with an error) and llvm.debugtrap
 * (s_trap 3: the wave halts like at a breakpoint). */
#define TRAP() __builtin_trap()
#define DEBUGTRAP() __builtin_debugtrap()

#endif /* !GCN_HOST */
#endif /* GCN_H */
