#!/usr/bin/env bash
# Builds reloc.c as plain C kernels for gfx900, gfx90a and gfx942 at -O0
# and -O2 into reloc-TARGET-OLEVEL.co (clang-22, ld.lld-22 -shared).
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for t in gfx900 gfx90a gfx942; do
	for o in O0 O2; do
		clang-22 -x c -std=c11 -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -ffreestanding \
			-Wall -Werror -"$o" -c reloc.c -o "$tmp/r.o"
		ld.lld-22 -shared "$tmp/r.o" -o "reloc-$t-$o.co"
	done
done
