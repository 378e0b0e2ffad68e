#!/bin/bash
# Compares `gcndbg disasm --llvm` with llvm-objdump-22 -d on code objects
# (plain ELF files, not fat binaries), one summary line per object:
#   OBJECT  TARGET  WAVE  INSTRUCTIONS  MISMATCHES
# INSTRUCTIONS counts llvm-objdump's instruction lines (a "..." line for a
# run of zero bytes counts as one); MISMATCHES counts the lines of a diff of
# the two listings (per changed hunk, the larger side), so an inserted or
# dropped line costs one, not the rest of the object. An object of an RDNA
# target whose kernels all run in wave64 (.wavefront_size in the metadata) is
# compared with llvm-objdump --mattr=+wavefrontsize64, as gcndbg prints it.
#
# Usage: scripts/disasm-compare.sh OBJECT...
#   in parallel: ls DIR/*.co | xargs -P2 -n4 scripts/disasm-compare.sh > out.tsv
#   totals:      awk -F'\t' '{n[$2]+=$4; m[$2]+=$5; o[$2]++} END {for (t in n) print t, o[t], n[t], m[t]}' out.tsv
# Env: GCNDBG=binary (default: go build ./cmd/gcndbg once, into a temp dir),
#      DIFFS=DIR  keep each mismatching object's diff (the first 200 lines) in
#                 DIR/OBJECT.diff
#      LLVM=/usr/lib/llvm-22/bin
# Exit status 0 when every object has 0 mismatches, 1 otherwise, 2 on an
# error (an object neither tool can read counts as an error).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
llvm=${LLVM:-/usr/lib/llvm-22/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcndbg=${GCNDBG:-}
if [ -z "$gcndbg" ]; then
	gcndbg=$tmp/gcndbg
	(cd "$root" && go build -o "$gcndbg" ./cmd/gcndbg) || exit 2
fi
# instruction lines, whitespace collapsed, without llvm-objdump's trailing
# "// address: words <symbol+offset>" comment
norm() { awk '/^\t/ { sub(/[ \t]*\/\/.*$/, ""); $1 = $1; print }'; }
status=0
for obj in "$@"; do
	base=$(basename "$obj")
	target=$("$llvm"/llvm-readelf -h "$obj" 2>/dev/null | awk '/Flags:/ { for (i = 1; i <= NF; i++) if ($i ~ /^gfx/) { sub(/,$/, "", $i); print $i } }')
	if [ -z "$target" ]; then
		printf '%s\t?\t?\t0\t0\tnot an AMDGPU ELF code object\n' "$obj"
		status=2
		continue
	fi
	wave=32
	args=(-d --no-show-raw-insn --no-leading-addr)
	case $target in
	gfx1[0-9]*)
		sizes=$("$llvm"/llvm-readelf --notes "$obj" 2>/dev/null | awk '/\.wavefront_size:/ { print $2 }' | sort -u | tr '\n' ' ')
		if [ "$sizes" = "64 " ]; then
			wave=64
			args+=(--mattr=+wavefrontsize64)
		fi
		;;
	*) wave=64 ;;
	esac
	if ! "$llvm"/llvm-objdump "${args[@]}" "$obj" 2>"$tmp/err" | norm >"$tmp/want"; then
		printf '%s\t%s\t%s\t0\t0\tllvm-objdump failed: %s\n' "$obj" "$target" "$wave" "$(head -1 "$tmp/err")"
		status=2
		continue
	fi
	if ! "$gcndbg" disasm --llvm "$obj" 2>"$tmp/err" | norm >"$tmp/got"; then
		printf '%s\t%s\t%s\t0\t0\tgcndbg failed: %s\n' "$obj" "$target" "$wave" "$(head -1 "$tmp/err")"
		status=2
		continue
	fi
	n=$(wc -l <"$tmp/want")
	diff "$tmp/want" "$tmp/got" >"$tmp/diff"
	bad=$(awk '/^[0-9]/ { if (a > r) r = a; m += r; a = 0; r = 0; next }
		/^</ { a++ } /^>/ { r++ }
		END { if (a > r) r = a; print m + r }' "$tmp/diff")
	printf '%s\t%s\t%s\t%d\t%d\n' "$obj" "$target" "$wave" "$n" "$bad"
	if [ "$bad" != 0 ]; then
		[ "$status" = 2 ] || status=1
		if [ -n "${DIFFS:-}" ]; then
			mkdir -p "$DIFFS"
			head -200 "$tmp/diff" >"$DIFFS/$base.diff"
		fi
	fi
done
exit $status
