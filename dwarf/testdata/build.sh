#!/bin/sh
# Rebuilds the DWARF fixtures of package dwarf with Debian's clang-22, into
# OUTDIR (default: this directory). Usage: build.sh [OUTDIR]
# The tests compare gcndbg's reading of these objects with llvm-dwarfdump's.
# Deterministic: sources are compiled from this directory with
# -fdebug-compilation-dir=. (DWARF names ./types.cl, comp_dir "."), the HIP
# unit with a fixed -cuid.
set -eu
OUT=$(cd "${1:-$(dirname "$0")}" && pwd)
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-22}
LLD=${LLD:-ld.lld-22}
MC=${MC:-llvm-mc-22}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
CL="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -fdebug-compilation-dir=."
for src in types calls; do
  for opt in 0 2; do
    # DWARF 5 (clang-22's default), linked code object.
    $CLANG $CL -mcpu=gfx900 -O$opt -g -c $src.cl -o $T/$src-O$opt.o
    $LLD -shared $T/$src-O$opt.o -o "$OUT/$src-gfx900-O$opt.co"
    # DWARF 4 (.debug_loc, .debug_ranges), wave32 target.
    $CLANG $CL -mcpu=gfx1030 -O$opt -gdwarf-4 -c $src.cl -o $T/$src-gfx1030-O$opt.o
    $LLD -shared $T/$src-gfx1030-O$opt.o -o "$OUT/$src-gfx1030-O$opt-dwarf4.co"
  done
done
# An unlinked (ET_REL) object: DWARF with EM_AMDGPU relocations to apply.
$CLANG $CL -mcpu=gfx942 -O2 -g -c calls.cl -o "$OUT/calls-gfx942-O2.o"
# Hand-written heterogeneous DWARF (DW_OP_LLVM_*, lane PC, CFI).
$MC -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj hetero.s -o "$OUT/hetero.o"
# The same CFI in .eh_frame (pointer encoding pcrel|sdata4), linked.
sed -e 's/\.cfi_sections \.debug_frame/.cfi_sections .eh_frame/' hetero.s > $T/hetero-eh.s
$MC -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj $T/hetero-eh.s -o $T/hetero-eh.o
$LLD -shared $T/hetero-eh.o -o "$OUT/hetero-eh.co"
# Address spaces: OpenCL pointers (DW_AT_address_class) and a HIP kernel
# (clang's "DW_OP_lit1, DW_OP_swap, DW_OP_xderef" for private slots).
$CLANG $CL -mcpu=gfx900 -O0 -g -c addrspaces.cl -o $T/addrspaces.o
$LLD -shared $T/addrspaces.o -o "$OUT/addrspaces-gfx900-O0.co"
$CLANG -x hip --offload-arch=gfx90a -nogpulib -nogpuinc --offload-device-only \
  --no-gpu-bundle-output -fdebug-compilation-dir=. -cuid=shared -O0 -g -c shared.hip -o "$OUT/shared-gfx90a-O0.co"
# Many units in one code object (many.cl compiled 16 times with -DUNIT=N,
# sharing many.h's inline function): the lazy reading of units.
for opt in 0 2; do
  objs=""
  for u in $(seq 0 15); do
    $CLANG $CL -mcpu=gfx900 -O$opt -g -DUNIT=$u -c many.cl -o $T/many$u-O$opt.o
    objs="$objs $T/many$u-O$opt.o"
  done
  $LLD -shared $objs -o "$OUT/many-gfx900-O$opt.co"
done
