// Device functions called from a kernel: frames, inlining, loops.
__attribute__((noinline)) int scale(int x, int k) {
  int r = x * k;
  if (r > 100)
    r = 100;
  return r;
}

static inline int twice(int v) { return v + v; }

__kernel void calls(__global int *out, __global const float *in, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int j = 0; j < (i & 7); ++j) {
    acc += scale(j, n);
  }
  float f = in[i] * 2.0f;
  acc += twice(i);
  out[i] = acc + (int)f;
}
