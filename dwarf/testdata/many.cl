// One of many units (build.sh compiles it with -DUNIT=0..N-1 and links them
// into one code object): names carry the unit's number.
#include "many.h"
#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define NAME(x) CAT(x, UNIT)

__constant int NAME(table)[4] = {1, 2, 3, UNIT};

static int NAME(mix)(int a, int b) {
  int s = a ^ b;
  for (int i = 0; i < (a & 3); i++)
    s += NAME(table)[i];
  return s;
}

__attribute__((noinline)) int NAME(twice)(int x) {
  int y = x + x;
  return scale(y, UNIT + 2);
}

__kernel void NAME(k)(__global int *out, __global const int *in, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  if (i >= n)
    return;
  int v = in[i];
  int w = NAME(mix)(v, i);
  out[i] = NAME(twice)(w) + scale(v, 3);
}
