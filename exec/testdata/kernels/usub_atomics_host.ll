; The oracle of usub_atomics.ll: the same two atomicrmw operations,
; compiled for the host CPU by usub_atomics_test.go (clang-22 with
; usub_atomics_host.c). apply performs operation op (0 usub_cond,
; 1 usub_sat) on *p with value v and returns the old value.
define i32 @apply(ptr %p, i32 %v, i32 %op) {
entry:
  %sat = icmp eq i32 %op, 1
  br i1 %sat, label %s, label %c
c:
  %oc = atomicrmw usub_cond ptr %p, i32 %v monotonic
  ret i32 %oc
s:
  %os = atomicrmw usub_sat ptr %p, i32 %v monotonic
  ret i32 %os
}
