#!/usr/bin/env bash
# build.sh [OUTDIR]: builds every testdata code object from kernels/ with
# LLVM 22 (clang, ld.lld; no ROCm: -nogpulib, and -nogpuinc for HIP).
#
# OUTDIR defaults to testdata/co, which is replaced as a whole; any other
# OUTDIR must be missing or empty. The build is deterministic and does not
# depend on where the checkout lives: clang runs in testdata/ with
# -fdebug-compilation-dir=. so DWARF names files "kernels/vadd.cl".
# Any failing compile or link stops the build with a non-zero exit.
#
# LLVM_BIN overrides the tool directory (default /usr/lib/llvm-22/bin);
# CLANG and LLD override single tools.
# JOBS sets the parallelism (default 2).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
LLD=${LLD:-$LLVM_BIN/ld.lld}

# The eight targets every kernel source is built for, and the levels.
TARGETS="gfx803 gfx900 gfx906 gfx908 gfx90a gfx942 gfx1030 gfx1100"
OPTS="O0 O2"

# OpenCL C sources (kernels/NAME.cl) built for every target at every level.
CL_SOURCES="vadd control"
# HIP sources (kernels/NAME.hip), device code only, same matrix.
HIP_SOURCES=""

# Flags shared by every device compile. -ffp-contract=off and correctly
# rounded f32 division and sqrt keep results bit-exact with a host build.
COMMON_FLAGS=(-g -fdebug-compilation-dir=. "-ffile-prefix-map=$here=." -ffp-contract=off -Wall -Werror)
CL_FLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -cl-fp32-correctly-rounded-divide-sqrt)
HIP_FLAGS=(-x hip -nogpulib -nogpuinc)

die() {
	echo "build.sh: $*" >&2
	exit 1
}

# job KIND ARGS...: one compile (and link) step; run by xargs below.
job() {
	local kind=$1
	shift
	case $kind in
	cl) # cl SRC TARGET OPT OUT [EXTRA...]: OpenCL C -> linked ET_DYN code object
		local src=$1 target=$2 opt=$3 out=$4
		shift 4
		local obj="$TMPDIR_BUILD/${out//\//_}.o"
		"$CLANG" "${CL_FLAGS[@]}" "${COMMON_FLAGS[@]}" -mcpu="$target" "-$opt" "$@" -c "kernels/$src.cl" -o "$obj"
		"$LLD" -shared "$obj" -o "$OUT_BUILD/$out"
		;;
	clrel) # clrel SRC TARGET OPT OUT: OpenCL C -> unlinked ET_REL object
		local src=$1 target=$2 opt=$3 out=$4
		"$CLANG" "${CL_FLAGS[@]}" "${COMMON_FLAGS[@]}" -mcpu="$target" "-$opt" -c "kernels/$src.cl" -o "$OUT_BUILD/$out"
		;;
	hip) # hip SRC TARGET OPT OUT: HIP device code -> linked ET_DYN code object
		local src=$1 target=$2 opt=$3 out=$4
		local obj="$TMPDIR_BUILD/${out//\//_}.o"
		"$CLANG" "${HIP_FLAGS[@]}" "${COMMON_FLAGS[@]}" --offload-arch="$target" --offload-device-only \
			--no-gpu-bundle-output "-$opt" -c "kernels/$src.hip" -o "$obj"
		"$LLD" -shared "$obj" -o "$OUT_BUILD/$out"
		;;
	*)
		die "unknown job kind $kind"
		;;
	esac
}

if [ "${1-}" = --job ]; then
	shift
	cd "$here"
	job "$@"
	exit
fi

[ $# -le 1 ] || die "usage: build.sh [OUTDIR]"
for tool in "$CLANG" "$LLD"; do
	[ -x "$tool" ] || die "$tool not found: install clang-22 and lld-22 (scripts/setup.sh) or set LLVM_BIN"
done

default_out="$here/co"
out=${1:-$default_out}
if [ "$out" != "$default_out" ] && [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
	die "$out is not empty; give a new or empty directory"
fi

TMPDIR_BUILD=$(mktemp -d)
trap 'rm -rf "$TMPDIR_BUILD"' EXIT
OUT_BUILD="$TMPDIR_BUILD/co"
export TMPDIR_BUILD OUT_BUILD LLVM_BIN CLANG LLD

# The job list: one line per output file.
job_list() {
	local t o s
	for t in $TARGETS; do
		for o in $OPTS; do
			for s in $CL_SOURCES; do
				echo "cl $s $t $o $t/$s-$o.co"
			done
			for s in $HIP_SOURCES; do
				echo "hip $s $t $o $t/$s-$o.co"
			done
		done
	done
}

for t in $TARGETS; do
	mkdir -p "$OUT_BUILD/$t"
done
job_list | xargs -P "${JOBS:-2}" -L 1 "$here/build.sh" --job ||
	die "a compile or link failed (see the messages above)"

"$CLANG" --version | head -n 1 >"$OUT_BUILD/TOOLCHAIN"

# Replace the output directory only after everything built.
if [ "$out" = "$default_out" ]; then
	rm -rf "$default_out"
fi
mkdir -p "$out"
cp -R "$OUT_BUILD/." "$out/"
echo "build.sh: $(find "$out" -type f | wc -l) files in $out" >&2
