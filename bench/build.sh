#!/bin/sh
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
for k in vadd matmul reduce collatz; do
	"$LLVM/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 \
		-I"$here/kernels" -c "$here/kernels/$k.cl" -o "$tmp/$k.o"
	"$LLVM/ld.lld" -shared "$tmp/$k.o" -o "$here/$k-gfx900-O2.co"
	echo "built $here/$k-gfx900-O2.co"
done
