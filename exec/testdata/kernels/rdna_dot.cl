// The RDNA float dot products (exec/rdna_dot_test.go): one lane per
// element, each builtin on the lane's packed operands.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half half2 __attribute__((ext_vector_type(2)));
typedef short short2 __attribute__((ext_vector_type(2)));

kernel void dot_f16_f16(global const half2 *a, global const half2 *b, global const half *c, global half *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_fdot2_f16_f16(a[l], b[l], c[l]);
}

kernel void dot_bf16_bf16(global const short2 *a, global const short2 *b, global const short *c, global short *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_fdot2_bf16_bf16(a[l], b[l], c[l]);
}

kernel void dot_f32_bf16(global const short2 *a, global const short2 *b, global const float *c, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_fdot2_f32_bf16(a[l], b[l], c[l], false);
}

kernel void dot_f32_bf16_clamp(global const short2 *a, global const short2 *b, global const float *c, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_fdot2_f32_bf16(a[l], b[l], c[l], true);
}

kernel void dot_f32_f16(global const half2 *a, global const half2 *b, global const float *c, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = __builtin_amdgcn_fdot2(a[l], b[l], c[l], false);
}
