// Pointers into every OpenCL address space, for DW_AT_address_class.
__kernel void spaces(__global int *g, __local int *l, __constant int *c) {
  __private int x = 1;
  __private int *px = &x;
  int *gen = (int *)g;
  g[0] = *px + l[0] + c[0] + *gen;
}
