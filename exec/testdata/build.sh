#!/usr/bin/env bash
# build.sh: builds exec's own test kernels (kernels/*.cl) with LLVM 22 into
# co/<target>/<name>-<opt>.co, deterministically (as ../../testdata/build.sh
# does: clang runs here with -fdebug-compilation-dir=.). LLVM_BIN overrides
# the tool directory (default /usr/lib/llvm-22/bin).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
# builtins.cl needs the dot instructions (gfx906 dot1/dot2, gfx908, gfx90a,
# gfx942); halfs.cl runs on every target with packed math (gfx900 on).
TARGETS="gfx900 gfx906 gfx908 gfx90a gfx942"
OPTS="O0 O2"
cd "$here"
rm -rf co
for t in $TARGETS; do
	mkdir -p "co/$t"
	SOURCES="halfs builtins"
	[ "$t" = gfx900 ] && SOURCES="halfs"
	for s in $SOURCES; do
		for o in $OPTS; do
			"$LLVM_BIN/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -mcpu="$t" "-$o" \
				-g -fdebug-compilation-dir=. -ffp-contract=off -Wall -Werror -c "kernels/$s.cl" -o "co/$t/$s-$o.o"
			"$LLVM_BIN/ld.lld" -shared "co/$t/$s-$o.o" -o "co/$t/$s-$o.co"
			rm "co/$t/$s-$o.o"
		done
	done
done
