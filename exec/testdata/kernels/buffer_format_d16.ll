; d16 typed buffer accesses from LLVM's intrinsics: llvm.amdgcn.raw.tbuffer.load
; of <4 x half> (tbuffer_load_format_d16_xyzw, format 124 =
; BUF_DATA_FORMAT_16_16_16_16 with BUF_NUM_FORMAT_FLOAT) and of <2 x half>
; (format 67 = BUF_DATA_FORMAT_8_8 with BUF_NUM_FORMAT_UINT: the halves hold
; the zero-extended integers; LLVM cannot select a v2i16 tbuffer load), and
; llvm.amdgcn.raw.tbuffer.store of <2 x half> (format 117 = 16_16 FLOAT).
; LLVM lays the halves out in the VGPRs as the target does (packed on GFX9,
; one a VGPR on GFX8). Built at test time by mubuf_format_test.go.
target triple = "amdgcn-amd-amdhsa"

declare <4 x half> @llvm.amdgcn.raw.tbuffer.load.v4f16(<4 x i32>, i32, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v2f16(<2 x half>, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @d16(i64 %r01, i64 %r23, ptr addrspace(1) %out) {
  %v0 = insertelement <2 x i64> poison, i64 %r01, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %r23, i32 1
  %rsrc = bitcast <2 x i64> %v1 to <4 x i32>
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 3
  %a = call <4 x half> @llvm.amdgcn.raw.tbuffer.load.v4f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 124, i32 0)
  %b = call <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 67, i32 0)
  %q = mul i32 %i, 3
  %pa = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %q
  store <4 x half> %a, ptr addrspace(1) %pa
  %q1 = add i32 %q, 1
  %pb = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %q1
  store <2 x half> %b, ptr addrspace(1) %pb
  ; write a's z and w back to the buffer at 1024 + 4 * i.
  %zw = shufflevector <4 x half> %a, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %soff = shl i32 %i, 2
  %so = add i32 %soff, 1024
  call void @llvm.amdgcn.raw.tbuffer.store.v2f16(<2 x half> %zw, <4 x i32> %rsrc, i32 %so, i32 0, i32 117, i32 0)
  ret void
}
