// lanes.cl: the source lines of lanes.s, AMDGPUUsage's nested IF/THEN/ELSE
// example ("DW_AT_LLVM_lane_pc") with statements a..g on their own lines.
kernel void lanes(global const int *in, global int *out)
{
	size_t i = get_global_id(0);
	int x = in[i];
	int r = x;			// a
	if (x & 1) {
		r += 10;		// b
		if (x & 2) {
			r += 100;	// c
			spill(r);	// c: r spilled to scratch under EXEC, its VGPR reused
			reload(r);	// c: r reloaded
		} else {
			r += 1000;	// d
		}
		r += 10000;		// e
	} else {
		r += 100000;		// f
	}
	out[i] = r;			// g
}
