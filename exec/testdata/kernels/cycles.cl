// cycles.cl: __builtin_readcyclecounter around a loop of n trips. clang 22
// reads s_memtime on gfx10.3, hwreg(HW_REG_SHADER_CYCLES, 0, 20) on gfx11
// and SHADER_CYCLES_HI/LO/HI (retrying until the two hi agree) on gfx12.
kernel void cycles(global ulong *out, uint n)
{
	ulong t0 = __builtin_readcyclecounter();
	uint lid = __builtin_amdgcn_workitem_id_x(); // one workgroup
	uint x = lid;
	for (uint i = 0; i < n; i++)
		x = x * 3u + i;
	ulong t1 = __builtin_readcyclecounter();
	out[2 * lid] = t1 - t0;
	out[2 * lid + 1] = x;
}
