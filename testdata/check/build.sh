#!/usr/bin/env bash
# build.sh: builds the checker test kernels (kernels/*.cl, kernels/*.hip)
# with LLVM 22 into co/<target>/<name>-<opt>.co, with the flags of
# ../build.sh (clang runs here with -fdebug-compilation-dir=. so DWARF
# names "kernels/NAME.cl"; kernels include ../kernels/gcn.h).
# LLVM_BIN overrides the tool directory (default /usr/lib/llvm-22/bin).
# Arguments name the sources to build (default: every kernels/*.cl and
# kernels/*.hip), so a new kernel file leaves the others' objects alone.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
LLD=${LLD:-$LLVM_BIN/ld.lld}
TARGETS=${TARGETS:-gfx900}
OPTS=${OPTS:-O0 O2}
COMMON=(-g -fdebug-compilation-dir=. -ffp-contract=off -Wall -fno-caret-diagnostics -I ../kernels)
CL=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -cl-fp32-correctly-rounded-divide-sqrt)
HIP=(-x hip --target=x86_64-unknown-linux-gnu -nogpulib -nogpuinc)
cd "$here"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# build SRC TARGET OPT: one code object, co/TARGET/NAME-OPT.co.
build() {
	local src=$1 t=$2 o=$3 n
	mkdir -p "co/$t"
	case $src in
	*.cl)
		n=$(basename "$src" .cl)
		"$CLANG" "${CL[@]}" "${COMMON[@]}" -mcpu="$t" "-$o" -c "$src" -o "$tmp/$n.o" 2>"$tmp/log" || { cat "$tmp/log" >&2; exit 1; }
		if grep -v -e 'warning: local memory global used by non-kernel function$' -e '^[0-9]* warnings\? generated\.$' "$tmp/log" >&2; then
			echo "build.sh: clang warned for $src" >&2
			exit 1
		fi
		"$LLD" -shared "$tmp/$n.o" -o "co/$t/$n-$o.co"
		;;
	*.hip)
		n=$(basename "$src" .hip)
		"$CLANG" "${HIP[@]}" "${COMMON[@]}" -cuid="$n" --offload-arch="$t" --offload-device-only \
			--no-gpu-bundle-output "-$o" -c "$src" -o "co/$t/$n-$o.co"
		;;
	esac
}
# A source may name its own targets and levels in a line
# "// build: gfx900 gfx90a gfx942 O2"; the others get TARGETS and OPTS.
srcs=("$@")
[ ${#srcs[@]} -gt 0 ] || srcs=(kernels/*.cl kernels/*.hip)
for src in "${srcs[@]}"; do
	[ -e "$src" ] || continue
	targets=$TARGETS opts=$OPTS
	spec=$(sed -n 's|^// build: ||p' "$src" | head -n 1)
	if [ -n "$spec" ]; then
		targets=$(printf '%s\n' $spec | grep '^gfx' | tr '\n' ' ')
		opts=$(printf '%s\n' $spec | grep '^O' | tr '\n' ' ')
	fi
	for t in $targets; do
		for o in $opts; do
			build "$src" "$t" "$o"
		done
	done
done
