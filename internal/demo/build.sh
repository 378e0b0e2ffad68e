#!/usr/bin/env bash
# build.sh [OUT]: builds demo.co, the code object `gcndbg demo` embeds, from
# demo.cl with LLVM 22 (clang, ld.lld; no ROCm), and beside it the RDNA
# builds `gcndbg demo --target gfx1100 [--wave64]` embeds: demo-gfx1100.co
# (wave32, gfx1100's default) and demo-gfx1100w64.co (-mwavefrontsize64).
# OUT defaults to demo.co beside this script.
#
# The build is deterministic and independent of the checkout: clang runs in
# this directory with -fdebug-compilation-dir=., so the DWARF names the file
# "demo.cl" with comp_dir ".". -O1 keeps the branches (EXEC masks change at
# each if, else and loop exit instead of being turned into selects) while
# the variables still have locations; -cl-kernel-arg-info gives the
# arguments their names (in, out) in the metadata.
#
# LLVM_BIN overrides the tool directory (default /usr/lib/llvm-22/bin).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
out=${1:-$here/demo.co}
case $out in /*) ;; *) out=$PWD/$out ;; esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$here"
# build NAME CPU [FLAGS...]: demo.cl for CPU into $tmp/NAME.co.
build() {
	local name=$1 cpu=$2
	shift 2
	"$LLVM_BIN/clang" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$cpu" "$@" -nogpulib \
		-cl-kernel-arg-info -cl-fp32-correctly-rounded-divide-sqrt -ffp-contract=off \
		-g -fdebug-compilation-dir=. -O1 -Wall -Werror -fno-caret-diagnostics \
		-c demo.cl -o "$tmp/$name.o"
	"$LLVM_BIN/ld.lld" -shared "$tmp/$name.o" -o "$tmp/$name.co"
}
build demo gfx900
build demo-gfx1100 gfx1100
build demo-gfx1100w64 gfx1100 -mwavefrontsize64
mv "$tmp/demo.co" "$out"
mv "$tmp/demo-gfx1100.co" "$tmp/demo-gfx1100w64.co" "$(dirname "$out")/"
