#!/bin/sh
# Rebuilds lanes.co from lanes.s (hand-written kernel and DWARF; source
# lines in lanes.cl) with LLVM 22's llvm-mc and ld.lld. Deterministic.
# The tests of package session run the same two commands with
# internal/llvmtool's paths. Usage: build-lanes.sh [OUTDIR]
set -eu
OUT=$(cd "${1:-$(dirname "$0")}" && pwd)
cd "$(dirname "$0")"
BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -dwarf-version=5 --fdebug-compilation-dir=. -filetype=obj lanes.s -o "$T/lanes.o"
"$BIN/ld.lld" -shared "$T/lanes.o" -o "$OUT/lanes.co"
