#!/bin/bash
# Builds the four benchmark kernels (kernels/*.cl, copied from ../shared/bench)
# as gfx900 -O2 code objects, exactly as ../shared/bench/README.md describes:
#   clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -I. -c K.cl -o K.o
#   ld.lld -shared K.o -o K.co
# Usage: bench/build.sh   (writes bench/K-gfx900-O2.co; needs LLVM 22)
set -eu
LLVM=${LLVM:-/usr/lib/llvm-22/bin}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Each kernel for gfx900 (wave64) and gfx1100 in wave32 (its default) and
# in wave64 (-mwavefrontsize64: K-gfx1100w64-O2.co).
for k in vadd matmul reduce collatz; do
	for t in gfx900 gfx1100 gfx1100w64; do
		flags=(-mcpu="${t%w64}")
		[ "$t" = gfx1100w64 ] && flags+=(-mwavefrontsize64)
		"$LLVM/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa "${flags[@]}" -nogpulib -O2 \
			-I"$here/kernels" -c "$here/kernels/$k.cl" -o "$tmp/$k-$t.o"
		"$LLVM/ld.lld" -shared "$tmp/$k-$t.o" -o "$here/$k-$t-O2.co"
		echo "built $here/$k-$t-O2.co"
	done
done
