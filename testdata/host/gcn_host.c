/*
 * gcn_host.c: the host runtime of gcn_host.h and the reference driver.
 *
 *   driver KERNEL GX GY GZ WX WY WZ DYNAMIC_LDS KINDS
 *
 * runs kernel KERNEL over a GX x GY x GZ grid of work-items in workgroups
 * of WX x WY x WZ. KINDS has one letter per explicit argument: 'b' a
 * buffer (its bytes in argN.bin, written back to argN.out after the run),
 * 'v' a by-value argument (its bytes in argN.bin), 'l' a __local pointer
 * (argN.bin holds its size in bytes, little-endian u32). DYNAMIC_LDS bytes
 * back HIP's extern __shared__ arrays. The kernel is called through
 * gcn_call, which the harness generates for each kernel source.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#include "gcn_host.h"

int gcn_call(const char *name, void **args);

struct gcn_workitem *gcn_current;
uint gcn_group_id[3];
uint gcn_workgroup_size[3];
uint gcn_grid_size[3];
void *gcn_dynamic_lds;

enum { max_items = 1024, stack_bytes = 256 << 10 };

static const char *kernel_name;
static void **kernel_args;
static struct gcn_workitem items[max_items];
static ucontext_t contexts[max_items], scheduler;
static char *stacks[max_items];
static int running;

void gcn_barrier(void)
{
	swapcontext(&contexts[running], &scheduler);
}

void gcn_trap(void)
{
	fprintf(stderr, "trap in work-item (%u,%u,%u) of workgroup (%u,%u,%u)\n", gcn_current->local_id[0],
		gcn_current->local_id[1], gcn_current->local_id[2], gcn_group_id[0], gcn_group_id[1], gcn_group_id[2]);
	exit(3);
}

static char done[max_items];

static void workitem(void)
{
	if (gcn_call(kernel_name, kernel_args) != 0) {
		fprintf(stderr, "no kernel %s in this driver\n", kernel_name);
		exit(2);
	}
	done[running] = 1;
	/* Returning resumes uc_link, the scheduler. */
}

/* run_workgroup runs the work-items of one workgroup of the given size as
 * coroutines: each runs until it ends or reaches a barrier, in work-item
 * order, round after round, until all have ended. */
static void run_workgroup(const uint size[3])
{
	int n = (int)(size[0] * size[1] * size[2]);
	for (int i = 0; i < n; i++) {
		items[i].local_id[0] = (uint)i % size[0];
		items[i].local_id[1] = (uint)i / size[0] % size[1];
		items[i].local_id[2] = (uint)i / (size[0] * size[1]);
		if (!stacks[i] && !(stacks[i] = malloc(stack_bytes))) {
			perror("malloc");
			exit(2);
		}
		getcontext(&contexts[i]);
		contexts[i].uc_stack.ss_sp = stacks[i];
		contexts[i].uc_stack.ss_size = stack_bytes;
		contexts[i].uc_link = &scheduler;
		makecontext(&contexts[i], workitem, 0);
		done[i] = 0;
	}
	for (int alive = n; alive > 0;) {
		alive = 0;
		for (int i = 0; i < n; i++) {
			if (done[i])
				continue;
			running = i;
			gcn_current = &items[i];
			swapcontext(&scheduler, &contexts[i]);
			if (!done[i])
				alive++;
		}
	}
}

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	/* At least 16 bytes, so that a by-value read of a short file stays in bounds. */
	char *b = calloc(1, (size_t)n + 16);
	if (!b || fread(b, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(2);
	}
	fclose(f);
	*size = (size_t)n;
	return b;
}

int main(int argc, char **argv)
{
	if (argc != 10) {
		fprintf(stderr, "usage: %s KERNEL GX GY GZ WX WY WZ DYNAMIC_LDS KINDS\n", argv[0]);
		return 2;
	}
	kernel_name = argv[1];
	uint wg[3];
	for (int d = 0; d < 3; d++) {
		gcn_grid_size[d] = (uint)strtoul(argv[2 + d], 0, 0);
		wg[d] = (uint)strtoul(argv[5 + d], 0, 0);
		gcn_workgroup_size[d] = wg[d];
	}
	if ((unsigned long)wg[0] * wg[1] * wg[2] > max_items) {
		fprintf(stderr, "workgroup too large\n");
		return 2;
	}
	gcn_dynamic_lds = calloc(1, strtoul(argv[8], 0, 0) + 16);
	const char *kinds = argv[9];
	int nargs = (int)strlen(kinds);
	kernel_args = calloc((size_t)nargs + 1, sizeof(void *));
	size_t *sizes = calloc((size_t)nargs + 1, sizeof(size_t));
	for (int i = 0; i < nargs; i++) {
		char path[64];
		snprintf(path, sizeof path, "arg%d.bin", i);
		void *b = read_file(path, &sizes[i]);
		if (kinds[i] == 'l') {
			uint n;
			memcpy(&n, b, 4);
			b = calloc(1, (size_t)n + 16);
		}
		kernel_args[i] = b;
	}
	uint groups[3];
	for (int d = 0; d < 3; d++)
		groups[d] = (gcn_grid_size[d] + wg[d] - 1) / wg[d];
	for (uint gz = 0; gz < groups[2]; gz++)
		for (uint gy = 0; gy < groups[1]; gy++)
			for (uint gx = 0; gx < groups[0]; gx++) {
				uint g[3] = {gx, gy, gz}, size[3];
				for (int d = 0; d < 3; d++) {
					gcn_group_id[d] = g[d];
					size[d] = gcn_grid_size[d] - g[d] * wg[d];
					if (size[d] > wg[d])
						size[d] = wg[d];
				}
				run_workgroup(size);
			}
	for (int i = 0; i < nargs; i++) {
		if (kinds[i] != 'b')
			continue;
		char path[64];
		snprintf(path, sizeof path, "arg%d.out", i);
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(kernel_args[i], 1, sizes[i], f) != sizes[i] || fclose(f) != 0) {
			perror(path);
			return 2;
		}
	}
	return 0;
}
