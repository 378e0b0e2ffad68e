// gfx1250 buffer resources (V#) built by __builtin_amdgcn_make_buffer_rsrc:
// LLVM 22 packs a 57-bit base, a 45-bit num_records, the stride and the
// flags (memory_buffer_test's TestGFX1250BufferResource runs it).
#define GID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x())

typedef uint uint4v __attribute__((ext_vector_type(4)));

kernel void rsrc(global uint *base, long nrec, short stride, int flags, uint voff0, global uint *out) {
  uint i = GID();
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(base, stride, nrec, flags);
  uint off = voff0 + 4 * i;
  uint v = __builtin_amdgcn_raw_buffer_load_b32(r, off, 0, 0);
  out[i] = v;
  __builtin_amdgcn_raw_buffer_store_b32(v + 1, r, off + 256, 0, 0);
}

kernel void rsrc128(global uint *base, long nrec, uint voff0, global uint4v *out) {
  uint i = GID();
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(base, 0, nrec, 0);
  out[i] = __builtin_amdgcn_raw_buffer_load_b128(r, voff0 + 16 * i, 0, 0);
}
