/*
 * gfx1250 operations LLVM 22 selects for generic IR, and their oracle:
 * this file compiled for gfx1250 (OpenCL C, clang 22) and for the host
 * CPU (C, clang 22, the main below), each work-item i computing words
 * out[NOUT*i ...] from a[i], b[i], c[i] and the bf16 value i & 0xffff.
 *   - llvm.sadd.sat/uadd.sat then smax/smin/umax/umin: v_add_{max,min}_
 *     {i32,u32} and, on <2 x i16>, v_pk_add_{max,min}_{i16,u16};
 *   - llvm.maximumnum/minimumnum of three <2 x half>: v_pk_max3_num_f16,
 *     v_pk_min3_num_f16;
 *   - llvm.sqrt.bf16 and fdiv 1.0/x on bf16: v_sqrt_bf16, v_rcp_bf16.
 * Built at test time by pinned1250_test.go.
 */
typedef short s16x2 __attribute__((ext_vector_type(2)));
typedef unsigned short u16x2 __attribute__((ext_vector_type(2)));
typedef _Float16 f16x2 __attribute__((ext_vector_type(2)));
typedef unsigned int u32;

#define NOUT 11

#ifdef __OPENCL_C_VERSION__
#define GLOBAL global
#define BITS(T, x) __builtin_bit_cast(T, x)
#else
#define GLOBAL
#define BITS(T, x) __builtin_bit_cast(T, x)
#endif

static inline void item(GLOBAL const u32 *a, GLOBAL const u32 *b, GLOBAL const u32 *c, GLOBAL u32 *out, u32 i) {
  u32 x = a[i], y = b[i], z = c[i];
  GLOBAL u32 *o = out + NOUT * i;
  /* The max forms add x and y, the min forms x and z (one use each). */
  o[0] = (u32)__builtin_elementwise_max(__builtin_elementwise_add_sat((int)x, (int)y), (int)z);
  o[1] = (u32)__builtin_elementwise_min(__builtin_elementwise_add_sat((int)x, (int)z), (int)y);
  o[2] = __builtin_elementwise_max(__builtin_elementwise_add_sat(x, y), z);
  o[3] = __builtin_elementwise_min(__builtin_elementwise_add_sat(x, z), y);
  s16x2 sx = BITS(s16x2, x), sy = BITS(s16x2, y), sz = BITS(s16x2, z);
  o[4] = BITS(u32, __builtin_elementwise_max(__builtin_elementwise_add_sat(sx, sy), sz));
  o[5] = BITS(u32, __builtin_elementwise_min(__builtin_elementwise_add_sat(sx, sz), sy));
  u16x2 ux = BITS(u16x2, x), uy = BITS(u16x2, y), uz = BITS(u16x2, z);
  o[6] = BITS(u32, __builtin_elementwise_max(__builtin_elementwise_add_sat(ux, uy), uz));
  o[7] = BITS(u32, __builtin_elementwise_min(__builtin_elementwise_add_sat(ux, uz), uy));
  f16x2 hx = BITS(f16x2, x), hy = BITS(f16x2, y), hz = BITS(f16x2, z);
  o[8] = BITS(u32, __builtin_elementwise_maximumnum(__builtin_elementwise_maximumnum(hx, hy), hz));
  o[9] = BITS(u32, __builtin_elementwise_minimumnum(__builtin_elementwise_minimumnum(hx, hy), hz));
  __bf16 v = BITS(__bf16, (unsigned short)i);
  __bf16 sq = __builtin_elementwise_sqrt(v);
  __bf16 rc = (__bf16)1.0f / v;
  o[10] = (u32)BITS(unsigned short, sq) | (u32)BITS(unsigned short, rc) << 16;
}

#ifdef __OPENCL_C_VERSION__
kernel void pinned(global const u32 *a, global const u32 *b, global const u32 *c, global u32 *out) {
  item(a, b, c, out, __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256);
}
#else
#include <stdio.h>
#include <stdlib.h>
/* stdin: n, then a[n], b[n], c[n] (little-endian u32); stdout: out[NOUT*n]. */
int main(void) {
  u32 n;
  if (fread(&n, 4, 1, stdin) != 1)
    return 1;
  u32 *in = malloc(12 * (size_t)n), *out = malloc(4 * NOUT * (size_t)n);
  if (fread(in, 4, 3 * (size_t)n, stdin) != 3 * (size_t)n)
    return 1;
  for (u32 i = 0; i < n; i++)
    item(in, in + n, in + 2 * n, out, i);
  fwrite(out, 4, NOUT * (size_t)n, stdout);
  return 0;
}
#endif
