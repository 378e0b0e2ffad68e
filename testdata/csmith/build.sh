#!/usr/bin/env bash
# Builds the Csmith test programs: each seed's program (csmith 2.3.0 from
# Debian, options below) as a one-lane kernel (kernel.c) for every target
# and level into co/pSEED-TARGET-OLEVEL.co. The sources pSEED.c are
# committed; `./build.sh gen` regenerates them from the seeds first.
# Needs csmith and libcsmith-dev (scripts/setup.sh), clang-22, ld.lld-22.
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-22}
LLD=${LLD:-ld.lld-22}
# Small programs (a few functions, shallow blocks) so that one lane runs
# each in well under a second in the interpreter; pointers, structs,
# unions and globals holding addresses stay on (they need relocations).
CSMITH_OPTS=(--max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6)
# The first 20 seeds whose native run ends within 2 s (15 and 20 loop
# for longer); 20 keeps the committed objects near 7 MB.
SEEDS="1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 17 18 19 21 22"
TARGETS="gfx900 gfx90a gfx942"
LEVELS="O0 O2"
INC=/usr/include/csmith

if [ "${1:-}" = gen ]; then
	for s in $SEEDS; do
		csmith --seed "$s" "${CSMITH_OPTS[@]}" -o "p$s.c"
	done
fi
mkdir -p co
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for s in $SEEDS; do
	for t in $TARGETS; do
		for o in $LEVELS; do
			"$CLANG" -x c -std=c11 -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -ffreestanding \
				-nostdlibinc -isystem stubs -I"$INC" -w -"$o" -DPROG="\"p$s.c\"" \
				-c kernel.c -o "$tmp/k.o"
			"$LLD" -shared "$tmp/k.o" -o "co/p$s-$t-$o.co"
		done
	done
done
