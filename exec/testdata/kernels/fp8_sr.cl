// v_cvt_sr_fp8_f32 / v_cvt_sr_bf8_f32 through their builtins (gfx942): each
// work-item packs four conversions into one word, one per byte select.
// Built at test time by valu_fp8_sr_test.go.

#define ID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

kernel void sr(global const float *x, global const uint *seed, global uint *out) {
	uint i = ID();
	float v = x[i];
	int s = (int)seed[i];
	int w = __builtin_amdgcn_cvt_sr_fp8_f32(v, s, 0x11223344, 0);
	w = __builtin_amdgcn_cvt_sr_bf8_f32(-v, s ^ 0x5a5a5a5a, w, 1);
	w = __builtin_amdgcn_cvt_sr_fp8_f32(v * 0.5f, s + 1, w, 2);
	int u = __builtin_amdgcn_cvt_sr_bf8_f32(v, s, (int)i, 3);
	out[2 * i] = (uint)w;
	out[2 * i + 1] = (uint)u;
}
