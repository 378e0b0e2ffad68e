// Callee-saved VGPRs saved and restored in blocks: built with
// +block-vgpr-csr, LLVM 22 saves the callee-saved VGPRs work() clobbers
// with scratch_store_block under an M0 mask and restores them with
// scratch_load_block (gfx12_block_test's TestBlockCSRKernel runs it).
__attribute__((noinline)) uint work(uint x) {
  __asm volatile("v_mov_b32 v40, 0\n v_mov_b32 v41, 0\n v_mov_b32 v43, 0\n v_mov_b32 v47, 0\n v_mov_b32 v57, 0\n v_mov_b32 v63, 0"
                 ::: "v40", "v41", "v43", "v47", "v57", "v63");
  return x * x + 1u;
}

kernel void csr(global const uint *p, global uint *out) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  uint keep[24];
  for (int j = 0; j < 24; j++)
    keep[j] = p[i + j] * (3u + j);
  // v43 is callee-saved: work() must give it back as it was.
  uint held;
  __asm volatile("v_mov_b32 v43, %0" :: "v"(p[i + 1] + 7u) : "v43");
  uint r = work(p[i]);
  __asm volatile("v_mov_b32 %0, v43" : "=v"(held));
  uint s = 0;
  for (int j = 0; j < 24; j++)
    s = s * 31u + keep[j];
  out[i] = (r ^ s) + held;
}
