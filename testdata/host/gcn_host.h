/*
 * gcn_host.h: the host shim of gcn.h. Compiled with -DGCN_HOST, gcn.h
 * includes this file instead of touching the machine, so that a kernel
 * source builds for the host CPU and gives reference outputs.
 *
 * Each work-item runs as a coroutine (ucontext) of its workgroup; BARRIER()
 * switches back to the workgroup's scheduler (gcn_host.c), which resumes the
 * next work-item, so a barrier holds every work-item of the workgroup until
 * all have reached it. Workgroups run one after another, so LOCAL arrays are
 * static (one copy, reused by each workgroup in turn) and atomics need no
 * other thread's cooperation. LOCAL_SIZE is the dispatch's workgroup size
 * and GLOBAL_SIZE its grid size, as the device builtins read them from the
 * dispatch (also for a partial workgroup at the grid's edge).
 */
#ifndef GCN_HOST_H
#define GCN_HOST_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef _Float16 f16;

/* The work-item running now, and the dispatch. */
struct gcn_workitem {
	uint local_id[3];
};
extern struct gcn_workitem *gcn_current;
extern uint gcn_group_id[3];
extern uint gcn_workgroup_size[3];
extern uint gcn_grid_size[3];
extern void *gcn_dynamic_lds;

void gcn_barrier(void);
void gcn_trap(void);

#ifdef __cplusplus
}
#define KERNEL extern "C" void
#define KERNEL_CXX void
#else
#define KERNEL void
#endif

#define DEVICE
#define GLOBAL
#define LOCAL
#define CONSTANT const
#define NOINLINE __attribute__((noinline))
#define LOCAL_ARRAY(type, name, count) static type name[count]
#define DYNAMIC_LOCAL_ARRAY(type, name) type *name = (type *)gcn_dynamic_lds

#define GCN_DIM_x 0
#define GCN_DIM_y 1
#define GCN_DIM_z 2
#define LOCAL_ID(d) (gcn_current->local_id[GCN_DIM_##d])
#define GROUP_ID(d) (gcn_group_id[GCN_DIM_##d])
#define LOCAL_SIZE(d) (gcn_workgroup_size[GCN_DIM_##d])
#define GLOBAL_ID(d) (GROUP_ID(d) * LOCAL_SIZE(d) + LOCAL_ID(d))
#define GLOBAL_SIZE(d) (gcn_grid_size[GCN_DIM_##d])

#define BARRIER() gcn_barrier()

/* Work-items of one workgroup never run at the same time, so the host's
 * atomics are exact stand-ins for the device's relaxed ones. */
#define GLOBAL_ATOMIC_ADD(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_SUB(p, v) __atomic_fetch_sub((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_MIN(p, v) __atomic_fetch_min((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_MAX(p, v) __atomic_fetch_max((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_AND(p, v) __atomic_fetch_and((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_OR(p, v) __atomic_fetch_or((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_XCHG(p, v) __atomic_exchange_n((p), (v), __ATOMIC_RELAXED)
#define GLOBAL_ATOMIC_CAS(p, cmp, v) gcn_atomic_cas_global((p), (cmp), (v))
#define LOCAL_ATOMIC_ADD(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)

static inline uint gcn_atomic_cas_global(uint *p, uint cmp, uint v)
{
	__atomic_compare_exchange_n(p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
	return cmp;
}

#define TRAP() gcn_trap()
#define DEBUGTRAP() ((void)0)

#endif /* GCN_HOST_H */
