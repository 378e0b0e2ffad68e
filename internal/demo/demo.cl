// demo.cl: the kernel `gcndbg demo` opens. Each work-item classifies its
// input and then loops a number of times that depends on it, so the lanes
// of a wavefront take different paths: watch EXEC split at each `if`, the
// lanes spread over both arms in the source, and EXEC come back together
// after each arm and after the loop.
__kernel void divergence(__global const int *in, __global int *out)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
		 __builtin_amdgcn_workitem_id_x();
	int x = in[i];
	int v;
	if (x < 32) {
		v = x * 3;
		if (x % 2 == 0)
			v = v + 1000;
		else
			v = v - 1000;
	} else {
		v = x * x;
	}
	int steps = x % 5;
	for (int k = 0; k < steps; k++)
		v = v * 2 + k;
	out[i] = v;
}
