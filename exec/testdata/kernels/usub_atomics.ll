; atomicrmw usub_cond and usub_sat in every memory LLVM 22 selects them for
; on gfx1200/gfx1250: global (global_atomic_cond_sub_u32,
; global_atomic_sub_clamp_u32), flat (flat_atomic_cond_sub_u32; LLVM 22
; cannot select a flat usub_sat), buffer through a buffer fat pointer
; (buffer_atomic_cond_sub_u32, buffer_atomic_sub_clamp_u32) and LDS
; (ds_cond_sub[_rtn]_u32, ds_sub_clamp[_rtn]_u32). Built at test time by
; usub_atomics_test.go with llc-22, whose oracle is usub_atomics_host.ll:
; the same two operations compiled for the host CPU.
;
; n work-items in work-groups of wg, G = n/wg groups. mem holds seven
; regions of 4*G + 2*n words, one per helper below (c = 0..6). Lane i's
; values are vals[c*n+i] for a contended word and vals[(7+c)*n+i] for its
; own two words. Global, flat and buffer (c = 0..4): lane i uses
; contended word i&3 (words 0 and 1 return the old value to ret[c*n+i],
; words 2 and 3 do not return), its own word 4G+i (returning to
; ret[(7+c)*n+i]) and 4G+n+i (not returning). LDS (c = 5, 6): each group
; copies its contended words 4g..4g+3 and its lanes' own words into LDS,
; works on them there as above (lane lid: contended lid&3, own 4+lid and
; 4+wg+lid) and copies them back, with a barrier between the steps.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)

@lds = internal addrspace(3) global [2 x [1028 x i32]] poison, align 4
define internal void @g_cond(ptr addrspace(1) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(1) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_cond ptr addrspace(1) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_cond ptr addrspace(1) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(1) %base, i32 %own
  %old2 = atomicrmw usub_cond ptr addrspace(1) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(1) %base, i32 %o2
  %ign2 = atomicrmw usub_cond ptr addrspace(1) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @g_sat(ptr addrspace(1) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(1) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_sat ptr addrspace(1) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_sat ptr addrspace(1) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(1) %base, i32 %own
  %old2 = atomicrmw usub_sat ptr addrspace(1) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(1) %base, i32 %o2
  %ign2 = atomicrmw usub_sat ptr addrspace(1) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @f_cond(ptr %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_cond ptr %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_cond ptr %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr %base, i32 %own
  %old2 = atomicrmw usub_cond ptr %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr %base, i32 %o2
  %ign2 = atomicrmw usub_cond ptr %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @b_cond(ptr addrspace(7) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(7) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_cond ptr addrspace(7) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_cond ptr addrspace(7) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(7) %base, i32 %own
  %old2 = atomicrmw usub_cond ptr addrspace(7) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(7) %base, i32 %o2
  %ign2 = atomicrmw usub_cond ptr addrspace(7) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @b_sat(ptr addrspace(7) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(7) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_sat ptr addrspace(7) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_sat ptr addrspace(7) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(7) %base, i32 %own
  %old2 = atomicrmw usub_sat ptr addrspace(7) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(7) %base, i32 %o2
  %ign2 = atomicrmw usub_sat ptr addrspace(7) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @l_cond(ptr addrspace(3) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(3) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_cond ptr addrspace(3) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_cond ptr addrspace(3) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(3) %base, i32 %own
  %old2 = atomicrmw usub_cond ptr addrspace(3) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(3) %base, i32 %o2
  %ign2 = atomicrmw usub_cond ptr addrspace(3) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @l_sat(ptr addrspace(3) %base, i32 %slot, i32 %own, i32 %stride, i32 %v, i32 %v2, ptr addrspace(1) %r1, ptr addrspace(1) %r2) alwaysinline {
entry:
  %pc = getelementptr i32, ptr addrspace(3) %base, i32 %slot
  %isrtn = icmp ult i32 %slot, 2
  br i1 %isrtn, label %rtn, label %nortn
rtn:
  %old = atomicrmw usub_sat ptr addrspace(3) %pc, i32 %v syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %r1
  br label %mine
nortn:
  %ign = atomicrmw usub_sat ptr addrspace(3) %pc, i32 %v syncscope("agent") monotonic
  br label %mine
mine:
  %po = getelementptr i32, ptr addrspace(3) %base, i32 %own
  %old2 = atomicrmw usub_sat ptr addrspace(3) %po, i32 %v2 syncscope("agent") monotonic
  store i32 %old2, ptr addrspace(1) %r2
  %o2 = add i32 %own, %stride
  %pn = getelementptr i32, ptr addrspace(3) %base, i32 %o2
  %ign2 = atomicrmw usub_sat ptr addrspace(3) %pn, i32 %v2 syncscope("agent") monotonic
  ret void
}
define internal void @sync() alwaysinline {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; copy moves one group's words of an LDS region between mem (region at
; base) and LDS block l: to LDS if in, else back.
define internal void @copy(ptr addrspace(1) %base, ptr addrspace(3) %l, i32 %g, i32 %lid, i32 %i, i32 %n, i32 %wg, i32 %G4, i1 %in) alwaysinline {
entry:
  %few = icmp ult i32 %lid, 4
  %g4 = shl i32 %g, 2
  %gc = add i32 %g4, %lid
  %m1 = add i32 %G4, %i
  %m2 = add i32 %m1, %n
  %l1 = add i32 %lid, 4
  %l2 = add i32 %l1, %wg
  %pgc = getelementptr i32, ptr addrspace(1) %base, i32 %gc
  %plc = getelementptr i32, ptr addrspace(3) %l, i32 %lid
  %pg1 = getelementptr i32, ptr addrspace(1) %base, i32 %m1
  %pl1 = getelementptr i32, ptr addrspace(3) %l, i32 %l1
  %pg2 = getelementptr i32, ptr addrspace(1) %base, i32 %m2
  %pl2 = getelementptr i32, ptr addrspace(3) %l, i32 %l2
  br i1 %in, label %tolds, label %back
tolds:
  br i1 %few, label %c1, label %o1
c1:
  %x = load i32, ptr addrspace(1) %pgc
  store i32 %x, ptr addrspace(3) %plc
  br label %o1
o1:
  %y = load i32, ptr addrspace(1) %pg1
  store i32 %y, ptr addrspace(3) %pl1
  %z = load i32, ptr addrspace(1) %pg2
  store i32 %z, ptr addrspace(3) %pl2
  ret void
back:
  br i1 %few, label %c2, label %o2
c2:
  %x2 = load i32, ptr addrspace(3) %plc
  store i32 %x2, ptr addrspace(1) %pgc
  br label %o2
o2:
  %y2 = load i32, ptr addrspace(3) %pl1
  store i32 %y2, ptr addrspace(1) %pg1
  %z2 = load i32, ptr addrspace(3) %pl2
  store i32 %z2, ptr addrspace(1) %pg2
  ret void
}

define amdgpu_kernel void @usub(ptr addrspace(1) %mem, ptr %fmem, ptr addrspace(1) %vals, ptr addrspace(1) %ret, i32 %n, i32 %wg) {
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g0 = mul i32 %g, %wg
  %i = add i32 %g0, %lid
  %slot = and i32 %i, 3
  %lslot = and i32 %lid, 3
  %G = udiv i32 %n, %wg
  %G4 = shl i32 %G, 2
  %n2 = shl i32 %n, 1
  %rs = add i32 %n2, %G4
  %own = add i32 %G4, %i
  %lown = add i32 %lid, 4
  %bytes0 = shl i32 %rs, 2
  %bytes = zext i32 %bytes0 to i64
  %vi0 = mul i32 %n, 0
  %vj0 = add i32 %vi0, %i
  %pv0 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj0
  %v0 = load i32, ptr addrspace(1) %pv0
  %pr0 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj0
  %wi0 = mul i32 %n, 7
  %wj0 = add i32 %wi0, %i
  %pw0 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj0
  %w0 = load i32, ptr addrspace(1) %pw0
  %ps0 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj0
  %ro0 = mul i32 %rs, 0
  %gb0 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro0
  call void @g_cond(ptr addrspace(1) %gb0, i32 %slot, i32 %own, i32 %n, i32 %v0, i32 %w0, ptr addrspace(1) %pr0, ptr addrspace(1) %ps0)
  %vi1 = mul i32 %n, 1
  %vj1 = add i32 %vi1, %i
  %pv1 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj1
  %v1 = load i32, ptr addrspace(1) %pv1
  %pr1 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj1
  %wi1 = mul i32 %n, 8
  %wj1 = add i32 %wi1, %i
  %pw1 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj1
  %w1 = load i32, ptr addrspace(1) %pw1
  %ps1 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj1
  %ro1 = mul i32 %rs, 1
  %gb1 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro1
  call void @g_sat(ptr addrspace(1) %gb1, i32 %slot, i32 %own, i32 %n, i32 %v1, i32 %w1, ptr addrspace(1) %pr1, ptr addrspace(1) %ps1)
  %vi2 = mul i32 %n, 2
  %vj2 = add i32 %vi2, %i
  %pv2 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj2
  %v2 = load i32, ptr addrspace(1) %pv2
  %pr2 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj2
  %wi2 = mul i32 %n, 9
  %wj2 = add i32 %wi2, %i
  %pw2 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj2
  %w2 = load i32, ptr addrspace(1) %pw2
  %ps2 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj2
  %ro2 = mul i32 %rs, 2
  %gb2 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro2
  %fb2 = getelementptr i32, ptr %fmem, i32 %ro2
  call void @f_cond(ptr %fb2, i32 %slot, i32 %own, i32 %n, i32 %v2, i32 %w2, ptr addrspace(1) %pr2, ptr addrspace(1) %ps2)
  %vi3 = mul i32 %n, 3
  %vj3 = add i32 %vi3, %i
  %pv3 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj3
  %v3 = load i32, ptr addrspace(1) %pv3
  %pr3 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj3
  %wi3 = mul i32 %n, 10
  %wj3 = add i32 %wi3, %i
  %pw3 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj3
  %w3 = load i32, ptr addrspace(1) %pw3
  %ps3 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj3
  %ro3 = mul i32 %rs, 3
  %gb3 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro3
  %rsrc3 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %gb3, i16 0, i64 %bytes, i32 805306368)
  %bp3 = addrspacecast ptr addrspace(8) %rsrc3 to ptr addrspace(7)
  call void @b_cond(ptr addrspace(7) %bp3, i32 %slot, i32 %own, i32 %n, i32 %v3, i32 %w3, ptr addrspace(1) %pr3, ptr addrspace(1) %ps3)
  %vi4 = mul i32 %n, 4
  %vj4 = add i32 %vi4, %i
  %pv4 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj4
  %v4 = load i32, ptr addrspace(1) %pv4
  %pr4 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj4
  %wi4 = mul i32 %n, 11
  %wj4 = add i32 %wi4, %i
  %pw4 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj4
  %w4 = load i32, ptr addrspace(1) %pw4
  %ps4 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj4
  %ro4 = mul i32 %rs, 4
  %gb4 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro4
  %rsrc4 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %gb4, i16 0, i64 %bytes, i32 805306368)
  %bp4 = addrspacecast ptr addrspace(8) %rsrc4 to ptr addrspace(7)
  call void @b_sat(ptr addrspace(7) %bp4, i32 %slot, i32 %own, i32 %n, i32 %v4, i32 %w4, ptr addrspace(1) %pr4, ptr addrspace(1) %ps4)
  %vi5 = mul i32 %n, 5
  %vj5 = add i32 %vi5, %i
  %pv5 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj5
  %v5 = load i32, ptr addrspace(1) %pv5
  %pr5 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj5
  %wi5 = mul i32 %n, 12
  %wj5 = add i32 %wi5, %i
  %pw5 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj5
  %w5 = load i32, ptr addrspace(1) %pw5
  %ps5 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj5
  %ro5 = mul i32 %rs, 5
  %gb5 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro5
  %lb5 = getelementptr [1028 x i32], ptr addrspace(3) @lds, i32 0
  call void @copy(ptr addrspace(1) %gb5, ptr addrspace(3) %lb5, i32 %g, i32 %lid, i32 %i, i32 %n, i32 %wg, i32 %G4, i1 true)
  call void @sync()
  call void @l_cond(ptr addrspace(3) %lb5, i32 %lslot, i32 %lown, i32 %wg, i32 %v5, i32 %w5, ptr addrspace(1) %pr5, ptr addrspace(1) %ps5)
  call void @sync()
  call void @copy(ptr addrspace(1) %gb5, ptr addrspace(3) %lb5, i32 %g, i32 %lid, i32 %i, i32 %n, i32 %wg, i32 %G4, i1 false)
  %vi6 = mul i32 %n, 6
  %vj6 = add i32 %vi6, %i
  %pv6 = getelementptr i32, ptr addrspace(1) %vals, i32 %vj6
  %v6 = load i32, ptr addrspace(1) %pv6
  %pr6 = getelementptr i32, ptr addrspace(1) %ret, i32 %vj6
  %wi6 = mul i32 %n, 13
  %wj6 = add i32 %wi6, %i
  %pw6 = getelementptr i32, ptr addrspace(1) %vals, i32 %wj6
  %w6 = load i32, ptr addrspace(1) %pw6
  %ps6 = getelementptr i32, ptr addrspace(1) %ret, i32 %wj6
  %ro6 = mul i32 %rs, 6
  %gb6 = getelementptr i32, ptr addrspace(1) %mem, i32 %ro6
  %lb6 = getelementptr [1028 x i32], ptr addrspace(3) @lds, i32 1
  call void @copy(ptr addrspace(1) %gb6, ptr addrspace(3) %lb6, i32 %g, i32 %lid, i32 %i, i32 %n, i32 %wg, i32 %G4, i1 true)
  call void @sync()
  call void @l_sat(ptr addrspace(3) %lb6, i32 %lslot, i32 %lown, i32 %wg, i32 %v6, i32 %w6, ptr addrspace(1) %pr6, ptr addrspace(1) %ps6)
  call void @sync()
  call void @copy(ptr addrspace(1) %gb6, ptr addrspace(3) %lb6, i32 %g, i32 %lid, i32 %i, i32 %n, i32 %wg, i32 %G4, i1 false)
  ret void
}
