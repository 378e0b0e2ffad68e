; d16 format accesses whose format comes from the V# (buffer_load_format,
; not tbuffer), from LLVM's intrinsics: llvm.amdgcn.raw.buffer.load.format
; of <4 x half> (buffer_load_format_d16_xyzw on GFX9/GFX10,
; buffer_load_d16_format_xyzw on GFX11+) through two V#s, and
; llvm.amdgcn.raw.buffer.store.format of <2 x half>. The test sets each
; V#'s format in the target's own layout (GFX9's dfmt/nfmt, GFX10's and
; GFX11's unified formats), so one source serves every target. Built at
; test time by mubuf_format_d16_test.go.
target triple = "amdgcn-amd-amdhsa"

declare <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half>, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @d16v(i64 %r01, i64 %r23, i64 %s01, i64 %s23, ptr addrspace(1) %out) {
  %v0 = insertelement <2 x i64> poison, i64 %r01, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %r23, i32 1
  %rsrc = bitcast <2 x i64> %v1 to <4 x i32>
  %w0 = insertelement <2 x i64> poison, i64 %s01, i32 0
  %w1 = insertelement <2 x i64> %w0, i64 %s23, i32 1
  %rsrc2 = bitcast <2 x i64> %w1 to <4 x i32>
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 3
  %a = call <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %off2 = shl i32 %i, 2
  %b = call <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32> %rsrc2, i32 %off2, i32 0, i32 0)
  %q = shl i32 %i, 1
  %pa = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %q
  store <4 x half> %a, ptr addrspace(1) %pa
  %q1 = add i32 %q, 1
  %pb = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %q1
  store <4 x half> %b, ptr addrspace(1) %pb
  ; write a's z and w back through the first V# at 1024 + 8 * i.
  %zw = shufflevector <4 x half> %a, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %so = add i32 %off, 1024
  call void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half> %zw, <4 x i32> %rsrc, i32 %so, i32 0, i32 0)
  ret void
}
