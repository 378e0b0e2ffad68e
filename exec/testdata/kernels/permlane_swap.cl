/*
 * gfx950's __builtin_amdgcn_permlane16_swap, permlane32_swap and prng_b32,
 * gfx1250's permlane16_swap: work-item i writes out[6*i ...] from a[i] and
 * b[i]. Built at test time by permlane_swap_test.go (clang 22, -O0/-O2),
 * dispatched in workgroups of 64.
 */
typedef unsigned int u2 __attribute__((ext_vector_type(2)));

kernel void swaps(global const uint *a, global const uint *b, global uint *out) {
  uint i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint x = a[i], y = b[i];
  u2 r16 = __builtin_amdgcn_permlane16_swap(x, y, false, false);
  out[6 * i + 0] = r16.x;
  out[6 * i + 1] = r16.y;
#ifdef __gfx950__
  u2 r32 = __builtin_amdgcn_permlane32_swap(x, y, true, true);
  out[6 * i + 2] = r32.x;
  out[6 * i + 3] = r32.y;
  uint p = x;
  if (y % 3 != 0)
    p = __builtin_amdgcn_prng_b32(x); /* under EXEC with holes */
  out[6 * i + 4] = p;
  out[6 * i + 5] = __builtin_amdgcn_prng_b32(y);
#endif
}
