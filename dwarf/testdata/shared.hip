#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void hk(int *out) {
  __shared__ int tile[64];
  int i = __builtin_amdgcn_workitem_id_x();
  int *p = &tile[i];
  *p = i;
  int loc[4] = {i, 1, 2, 3};
  out[i] = tile[(i + 1) & 63] + loc[i & 3];
}
