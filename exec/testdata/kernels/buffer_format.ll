; Typed buffer loads from LLVM's intrinsics (clang has no builtins for
; them): llvm.amdgcn.raw.buffer.load.format (buffer_load_format_xyzw, the
; format and selects from the V#) and llvm.amdgcn.raw.tbuffer.load
; (tbuffer_load_format_xyzw, format 26 = BUF_DATA_FORMAT_8_8_8_8 with
; BUF_NUM_FORMAT_SNORM). The V# comes as two i64 arguments. Each work-item
; writes both vectors. Built at test time by mubuf_format_test.go.
target triple = "amdgcn-amd-amdhsa"

declare <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @fmt(i64 %r01, i64 %r23, ptr addrspace(1) %out) {
  %v0 = insertelement <2 x i64> poison, i64 %r01, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %r23, i32 1
  %rsrc = bitcast <2 x i64> %v1 to <4 x i32>
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  %a = call <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %b = call <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 26, i32 0)
  %q = shl i32 %i, 1
  %pa = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %q
  store <4 x float> %a, ptr addrspace(1) %pa
  %q1 = add i32 %q, 1
  %pb = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %q1
  store <4 x float> %b, ptr addrspace(1) %pb
  ret void
}
