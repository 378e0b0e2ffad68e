/*
 * gfx1250's cycle counter and scheduling hints, as clang 22 emits them:
 * __builtin_readcyclecounter (llvm.readcyclecounter: s_get_shader_cycles_u64
 * on gfx1250), __builtin_amdgcn_s_sleep_var (s_sleep_var),
 * __builtin_amdgcn_s_setprio_inc_wg (s_setprio_inc_wg) and
 * __builtin_amdgcn_s_monitor_sleep (s_monitor_sleep). Built at test time by
 * gfx1250_test.go (TestGFX1250CounterAndHints).
 */
kernel void sched(global const uint *in, global ulong *t, global uint *out) {
  uint i = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  ulong t0 = __builtin_readcyclecounter();
  __builtin_amdgcn_s_sleep_var(in[0]);
  __builtin_amdgcn_s_setprio_inc_wg(1);
  uint x = in[i + 1];
  for (uint k = 0; k < (x & 7); k++)
    x = x * 3 + 1;
  __builtin_amdgcn_s_monitor_sleep(1);
  ulong t1 = __builtin_readcyclecounter();
  out[i] = x;
  t[2 * i] = t0;
  t[2 * i + 1] = t1;
}
