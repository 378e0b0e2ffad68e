#!/usr/bin/env bash
# build.sh [OUTDIR]: builds the printf test kernels (clang-22, ld.lld-22;
# no ROCm device libraries: -nogpulib) into OUTDIR (default co/):
#   printf-TARGET-OLEVEL.co      printf.cl, OpenCL C (amdhsa.printf "ID:N:...")
#   hip_printf-TARGET-OLEVEL.co  hip_printf.hip, HIP with -mprintf-kind=buffered
#                                (amdhsa.printf "0:0:HASH,...")
# each linked with printf_alloc.cl, compiled on its own, so that the
# kernel calls __printf_alloc through a GOT entry (R_AMDGPU_RELATIVE64).
# The HIP device code is compiled as relocatable bitcode (-fgpu-rdc), then
# to an object, so that it can be linked with printf_alloc.o.
set -euo pipefail
cd "$(dirname "$0")"
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
LLD=${LLD:-$LLVM_BIN/ld.lld}
TARGETS="gfx900 gfx90a gfx942"
LEVELS="O0 O2"
COMMON=(-g -fdebug-compilation-dir=. -ffp-contract=off -Wall -Werror -fno-caret-diagnostics)
CL=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -cl-fp32-correctly-rounded-divide-sqrt)
HIP=(-x hip --target=x86_64-unknown-linux-gnu -nogpulib -nogpuinc --offload-device-only -fgpu-rdc -mprintf-kind=buffered -cuid=hip_printf)
out=${1:-co}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for t in $TARGETS; do
	"$CLANG" "${CL[@]}" "${COMMON[@]}" -mcpu="$t" -O2 -c printf_alloc.cl -o "$tmp/pa-$t.o"
	for o in $LEVELS; do
		"$CLANG" "${CL[@]}" "${COMMON[@]}" -mcpu="$t" -"$o" -c printf.cl -o "$tmp/k.o"
		"$LLD" -shared "$tmp/k.o" "$tmp/pa-$t.o" -o "$out/printf-$t-$o.co"
		"$CLANG" "${HIP[@]}" "${COMMON[@]}" --offload-arch="$t" -"$o" -c hip_printf.hip -o "$tmp/h.bc"
		"$CLANG" -x ir -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -"$o" -c "$tmp/h.bc" -o "$tmp/h.o"
		"$LLD" -shared "$tmp/h.o" "$tmp/pa-$t.o" -o "$out/hip_printf-$t-$o.co"
	done
done
