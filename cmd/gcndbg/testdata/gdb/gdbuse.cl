// gdbuse.cl: kernels of the gdb-behaviour transcript tests (gdb_test.go):
// a real call to a device function, a lane that stores through a bad
// pointer, and an endless loop. Built by build.sh at -O0 and -O1.
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x())

__attribute__((noinline)) float scale(float x, float k)
{
	float r = x * k + 1.0f;
	return r;
}

__kernel void vscale(__global const float *in, __global float *out, __global int *steps, int n)
{
	int i = GID();
	float x = in[i];
	float y = scale(x, 2.0f);
	out[i] = y;
	steps[i] = i * 3 + n;
}

__kernel void badstore(__global int *out, int bad)
{
	int i = GID();
	__global int *p = out;
	if (i == bad)
		p = (__global int *)0x10;
	p[i] = i;
}

__kernel void spin(__global int *flag)
{
	int n = 0;
	while (flag[0] == 0)
		n++;
	flag[1] = n;
}
