#!/usr/bin/env bash
# build.sh: assembles every *.s here (written by gen.py: synccheck and racecheck kernels of GFX12 split and gfx1250 named barriers) with llvm-mc
# (-g: the line table names the .s file and its lines) and links it with
# ld.lld into co/NAME.co. LLVM_BIN overrides the tool directory.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
cd "$here"
mkdir -p co
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for s in *.s; do
	n=${s%.s}
	target=$(sed -n 's/.*amdgcn-amd-amdhsa--\(gfx[0-9a-f]*\).*/\1/p' "$s" | head -1)
	"$LLVM_BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu="$target" -g -dwarf-version=5 \
		--fdebug-compilation-dir=. -filetype=obj "$s" -o "$tmp/$n.o"
	"$LLVM_BIN/ld.lld" -shared "$tmp/$n.o" -o "co/$n.co"
done
