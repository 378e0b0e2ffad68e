// gdbloop.cl: a counted loop for the until/advance transcripts
// (gdb_test.go). Built by build.sh at -O0 and -O1.
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x())

__kernel void sum(__global int *out, int trips)
{
	int acc = 0;
	for (int k = 0; k < trips; k++)
		acc += k;
	out[GID()] = acc;
}
