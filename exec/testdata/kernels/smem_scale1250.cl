// gfx1250 SMEM scale_offset: clang 22 loads p[i] with a uniform unsigned i
// as s_load_* base, s_i offset:IMM scale_offset (the SGPR times the load's
// size, the immediate in bytes). Run by gfx1250_kernels_test.go: out must
// hold in's elements as the host indexes them.
kernel void smem_scale(global int *out, constant int *in, constant long *in64, constant int4 *in128, uint i) {
	out[0] = in[i];
	out[1] = ((constant int *)((constant char *)in + 12))[i];
	long v = in64[i];
	out[2] = (int)v;
	out[3] = (int)(v >> 32);
	int4 q = ((constant int4 *)((constant char *)in128 + 16))[i];
	out[4] = q.x;
	out[5] = q.y;
	out[6] = q.z;
	out[7] = q.w;
}
