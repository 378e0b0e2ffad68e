#!/bin/sh
# Rebuilds gdbuse-O0.co, gdbuse-O1.co, gdbloop-O0.co and gdbloop-O1.co
# (gfx900), gdbuse-gfx1100w32-O0.co and gdbuse-gfx1100w64-O0.co from gdbuse.cl and gdbloop.cl with
# LLVM 22 (clang, ld.lld; no ROCm). Deterministic: clang runs here with
# -fdebug-compilation-dir=. so the DWARF names "./gdbuse.cl".
set -eu
cd "$(dirname "$0")"
BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for S in gdbuse gdbloop; do
	for O in O0 O1; do
		"$BIN/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib \
			-cl-kernel-arg-info -g -fdebug-compilation-dir=. -ffp-contract=off -Wall -Werror \
			-"$O" -c "$S.cl" -o "$T/$S-$O.o"
		"$BIN/ld.lld" -shared "$T/$S-$O.o" -o "$S-$O.co"
	done
done
# gfx1100 (RDNA3) builds of gdbuse.cl for the wave32 transcripts: wave32 is
# gfx1100's default, -mwavefrontsize64 the wave64 twin.
for W in w32 w64; do
	F=""
	[ "$W" = w64 ] && F=-mwavefrontsize64
	"$BIN/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 $F -nogpulib \
		-cl-kernel-arg-info -g -fdebug-compilation-dir=. -ffp-contract=off -Wall -Werror \
		-O0 -c gdbuse.cl -o "$T/gdbuse-gfx1100$W-O0.o"
	"$BIN/ld.lld" -shared "$T/gdbuse-gfx1100$W-O0.o" -o "gdbuse-gfx1100$W-O0.co"
done
