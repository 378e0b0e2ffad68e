typedef struct { int x; float y; } pair_t;
typedef enum { RED, GREEN = 5 } color_t;
__attribute__((noinline)) int helper(int a, int b) { int s = a * b; if (s > 10) s -= 3; return s + 1; }
static inline int sq(int v) { return v * v; }
__kernel void k(__global int *out, __global float4 *fv, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  pair_t p = { i, 1.5f };
  color_t c = GREEN;
  int arr[2][3] = {{1,2,3},{4,5,6}};
  float4 f = fv[i];
  int v = sq(i) + helper(i, n);
  if (i & 1) { int t = v * 2; v = t + p.x; } else { v = v - arr[1][i%3]; }
  out[i] = v + c + (int)f.x;
}
