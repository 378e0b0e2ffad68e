/*
 * Driver of usub_atomics_host.ll. Reads from stdin (little-endian u32s)
 * the number of memory words M, the number of operations K, the M words,
 * then K triples (word index, value, op); applies the operations in that
 * order and writes to stdout the K returned old values, then the M words.
 */
#include <stdio.h>
#include <stdlib.h>

unsigned apply(unsigned *p, unsigned v, unsigned op);

static unsigned get(void) {
	unsigned v;
	if (fread(&v, 4, 1, stdin) != 1) {
		fprintf(stderr, "short input\n");
		exit(1);
	}
	return v;
}

int main(void) {
	unsigned m = get(), k = get();
	unsigned *mem = malloc(4 * (size_t)m), *ret = malloc(4 * (size_t)k + 4);
	for (unsigned i = 0; i < m; i++)
		mem[i] = get();
	for (unsigned i = 0; i < k; i++) {
		unsigned idx = get(), v = get(), op = get();
		if (idx >= m) {
			fprintf(stderr, "index %u out of range\n", idx);
			return 1;
		}
		ret[i] = apply(&mem[idx], v, op);
	}
	fwrite(ret, 4, k, stdout);
	fwrite(mem, 4, m, stdout);
	return 0;
}
