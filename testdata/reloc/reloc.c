/* reloc.c: globals that hold addresses, so that the linked code object
 * carries dynamic relocations the loader must apply: R_AMDGPU_RELATIVE64
 * for the static ones (a pointer to a global, a pointer table, a
 * function-pointer table, a string table, a linked list) and
 * R_AMDGPU_ABS64 against an exported symbol (gv, preemptible in a shared
 * object) and against an undefined weak one (which resolves to 0). The same source runs on the host as the reference (host.c). */
#ifdef __AMDGPU__
#define KERNEL __attribute__((device_kernel)) void
#else
#define KERNEL void
#endif

static int g = 42;
static int *p = &g;
static int h[4] = {1, 2, 3, 4};
static int *tab[3] = {&g, &h[1], &h[3]};
static const char *strs[] = {"alpha", "be", "gamma!"};
__attribute__((visibility("default"))) int gv = 5;
int *q = &gv;
extern int undefined_weak __attribute__((weak));
int *w = &undefined_weak;

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static int sub(int a, int b) { return a - b; }
static int (*ops[])(int, int) = {add, mul, sub};

struct node {
	int v;
	struct node *next;
};
static struct node n2 = {3, 0};
static struct node n1 = {2, &n2};
static struct node n0 = {1, &n1};

/* out[0..10]; sel (0..2) rotates every table walk so that no load folds. */
KERNEL reloc_kernel(int *out, int sel)
{
	out[0] = *p;
	*p += sel + 1;
	out[1] = g;
	int s = 0;
	for (int i = 0; i < 3; i++)
		s = s * 100 + *tab[(i + sel) % 3];
	out[2] = s;
	unsigned len = 0;
	for (int i = 0; i < 3; i++)
		for (const char *c = strs[(i + sel) % 3]; *c; c++)
			len = len * 31 + (unsigned char)*c;
	out[3] = (int)len;
	for (int i = 0; i < 3; i++)
		out[4 + i] = ops[(i + sel) % 3](7, 5 + sel);
	int sum = 0;
	for (struct node *n = sel == 0 ? &n0 : sel == 1 ? &n1 : &n2; n; n = n->next)
		sum = sum * 10 + n->v;
	out[7] = sum;
	out[8] = *q + sel;
	*q += 1;
	out[9] = gv;
	out[10] = w == 0;
}
