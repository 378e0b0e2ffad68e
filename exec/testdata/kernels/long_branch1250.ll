; gfx1250 branch relaxation: built with llc-22 -amdgpu-s-branch-bits=4, the
; jump over bb2 does not fit a 4-bit s_branch, so llc emits
; s_add_pc_i64 .LBB0_2-.Lpost_addpc0 (PC-relative to the next
; instruction). Run by gfx1250_kernels_test.go: out[0] = 7 only when c is
; not 0, out[1] = 1 always.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @long_branch(ptr addrspace(1) %out, i32 %c) {
entry:
  %cmp = icmp eq i32 %c, 0
  br i1 %cmp, label %bb3, label %bb2

bb2:
  call void asm sideeffect "v_nop_e64\0Av_nop_e64\0Av_nop_e64\0Av_nop_e64", ""()
  store volatile i32 7, ptr addrspace(1) %out
  br label %bb3

bb3:
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store volatile i32 1, ptr addrspace(1) %p1
  ret void
}
