#!/usr/bin/env bash
# build.sh [OUTDIR]: builds every testdata code object from kernels/ with
# LLVM 22 (clang, ld.lld; no ROCm: -nogpulib, and -nogpuinc for HIP).
#
# OUTDIR defaults to testdata/co, which is replaced as a whole; any other
# OUTDIR must be missing or empty. The build is deterministic and does not
# depend on where the checkout lives: clang runs in testdata/ with
# -fdebug-compilation-dir=. so DWARF names files "kernels/vadd.cl".
# Any failing compile or link, and any compiler warning but one known one
# (see compile below), makes the build fail with a non-zero exit.
#
# LLVM_BIN overrides the tool directory (default /usr/lib/llvm-22/bin);
# CLANG and LLD override single tools.
# JOBS sets the parallelism (default 2).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
LLD=${LLD:-$LLVM_BIN/ld.lld}

# The targets every kernel source is built for, and the levels (RDNA
# ones in wave32, clang's default).
TARGETS="gfx803 gfx900 gfx906 gfx908 gfx90a gfx942 gfx1030 gfx1100 gfx1151 gfx1200 gfx1201 gfx1250"
# RDNA targets every kernel source is also built for in wave64
# (-mwavefrontsize64), at every level (and wave.cl at -O3), into
# wave64/<name>-<target>-<opt>.co.
WAVE64_TARGETS="gfx1030 gfx1100 gfx1151 gfx1200 gfx1201"
OPTS="O0 O2"

# Kernel sources in kernels/, each built for every target at every level
# into <target>/<name>-<opt>.co. wave.cl is built at -O3 as well, where the
# atomic optimizer combines a wave's atomics with DPP.
CL_SOURCES="vadd control memory calls traps float matmul wave structs"
C_SOURCES="plain"
HIP_SOURCES="hip_kernels hip_structs"
O3_SOURCES="wave"

# Generic targets (code object v6): vadd at -O2 into generic/.
GENERIC_TARGETS="gfx9-generic gfx9-4-generic gfx10-3-generic gfx11-generic"
# Code object versions: vadd for gfx900 at -O2 into cov/vadd-v<N>.co.
COVS="4 5 6"
# The two targets of the HIP fat binaries in fatbin/, and their sources.
FATBIN_TARGETS="gfx900 gfx90a"
FATBIN_SOURCES="hip_kernels"

# Flags shared by every compile. Paths are relative to testdata/, so the
# DWARF does not depend on the checkout; HIP compiles name their
# compilation-unit id (-cuid=SRC), which clang otherwise derives from the
# input's location. -ffp-contract=off (and, for OpenCL, correctly rounded
# f32 division and sqrt) keeps results bit-exact with a host build.
COMMON_FLAGS=(-g -fdebug-compilation-dir=. -ffp-contract=off -Wall -fno-caret-diagnostics)
CL_FLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -cl-fp32-correctly-rounded-divide-sqrt)
C_FLAGS=(-x c -std=c11 -target amdgcn-amd-amdhsa -nogpulib -ffreestanding)
# The host triple is pinned so the fat binaries do not depend on the machine.
HIP_FLAGS=(-x hip --target=x86_64-unknown-linux-gnu -nogpulib -nogpuinc)

# die MESSAGE: fails. Inside a job it exits 255, which stops xargs from
# starting further jobs.
die() {
	echo "build.sh: $*" >&2
	exit "${DIE_STATUS:-1}"
}

# compile OUT ARGS...: runs clang and fails on any diagnostic except one
# known, harmless warning: clang 22 emits, beside each OpenCL kernel, a
# callable copy (__clang_ocl_kern_imp_NAME); at -O1 and above the kernel
# inlines it, and the unused copy's LDS accesses become a trap, with the
# warning "local memory global used by non-kernel function".
compile() {
	local out=$1
	shift
	local log="$TMPDIR_BUILD/${out//\//_}.log"
	if ! "$CLANG" "$@" -o "$OUT_BUILD/$out" 2>"$log"; then
		cat "$log" >&2
		die "clang failed for $out: $CLANG $*"
	fi
	if grep -v -e 'warning: local memory global used by non-kernel function$' \
		-e '^[0-9]* warnings\? generated\.$' "$log" >&2; then
		die "clang warned for $out (see above): $CLANG $*"
	fi
}

# link OUT: links the relocatable OUT.o in the staging area into OUT.
link() {
	local out=$1
	"$LLD" -shared "$OUT_BUILD/$out.o" -o "$OUT_BUILD/$out" || die "ld.lld failed for $out"
	rm -f "$OUT_BUILD/$out.o"
}

# job KIND ARGS...: one compile (and link) step; run by xargs below.
job() {
	local kind=$1
	shift
	case $kind in
	cl | c) # cl|c SRC TARGET OPT OUT [FLAGS...]: OpenCL C or C -> linked ET_DYN code object
		local src=$1 target=$2 opt=$3 out=$4
		shift 4
		local lang=("${CL_FLAGS[@]}") ext=cl
		[ "$kind" = cl ] || { lang=("${C_FLAGS[@]}"); ext=c; }
		compile "$out.o" "${lang[@]}" "${COMMON_FLAGS[@]}" -mcpu="$target" "-$opt" "$@" -c "kernels/$src.$ext"
		link "$out"
		;;
	clrel) # clrel SRC TARGET OPT OUT: OpenCL C -> unlinked ET_REL object
		local src=$1 target=$2 opt=$3 out=$4
		compile "$out" "${CL_FLAGS[@]}" "${COMMON_FLAGS[@]}" -mcpu="$target" "-$opt" -c "kernels/$src.cl"
		;;
	hip) # hip SRC TARGET OPT OUT [FLAGS...]: HIP device code -> linked ET_DYN code object.
		# The HIP driver links device code itself (ld.lld -shared next to clang),
		# so -c already gives the code object; linking it again would empty it.
		local src=$1 target=$2 opt=$3 out=$4
		shift 4
		compile "$out" "${HIP_FLAGS[@]}" "${COMMON_FLAGS[@]}" -cuid="$src" --offload-arch="$target" --offload-device-only \
			--no-gpu-bundle-output "-$opt" "$@" -c "kernels/$src.hip"
		;;
	fatbin) # fatbin SRC OUT [FLAGS...]: HIP host object with .hip_fatbin, or with
		# --offload-device-only the raw offload bundle
		local src=$1 out=$2
		shift 2
		local arch=() t
		for t in $FATBIN_TARGETS; do
			arch+=(--offload-arch="$t")
		done
		compile "$out" "${HIP_FLAGS[@]}" "${COMMON_FLAGS[@]}" -cuid="$src" "${arch[@]}" -O2 "$@" -c "kernels/$src.hip"
		;;
	*)
		die "unknown job kind $kind"
		;;
	esac
}

if [ "${1-}" = --job ]; then
	shift
	DIE_STATUS=255
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
	local t o s v
	for t in $TARGETS; do
		for o in $OPTS; do
			for s in $CL_SOURCES; do
				echo "cl $s $t $o $t/$s-$o.co"
			done
			for s in $C_SOURCES; do
				echo "c $s $t $o $t/$s-$o.co"
			done
			for s in $HIP_SOURCES; do
				echo "hip $s $t $o $t/$s-$o.co"
			done
		done
		for s in $O3_SOURCES; do
			echo "cl $s $t O3 $t/$s-O3.co -mllvm -amdgpu-atomic-optimizer-strategy=DPP"
		done
	done
	# gfx803 at -O0 once more at code object v4 (gfx803/SRC-O0v4.co): at v5
	# and v6 clang 22 reads gfx803's private aperture there through a null
	# implicit-argument pointer (an absolute load from 0xc0, which faults);
	# v4 takes it from the queue.
	for s in $CL_SOURCES; do
		echo "cl $s gfx803 O0 gfx803/$s-O0v4.co -mcode-object-version=4"
	done
	for s in $C_SOURCES; do
		echo "c $s gfx803 O0 gfx803/$s-O0v4.co -mcode-object-version=4"
	done
	for s in $HIP_SOURCES; do
		echo "hip $s gfx803 O0 gfx803/$s-O0v4.co -mcode-object-version=4"
	done
	for t in $GENERIC_TARGETS; do
		echo "cl vadd $t O2 generic/vadd-$t-O2.co"
	done
	for v in $COVS; do
		echo "cl vadd gfx900 O2 cov/vadd-v$v.co -mcode-object-version=$v"
	done
	echo "clrel vadd gfx900 O2 rel/vadd-gfx900-O2.o"
	echo "clrel calls gfx942 O0 rel/calls-gfx942-O0.o"
	for t in $WAVE64_TARGETS; do
		for o in $OPTS; do
			for s in $CL_SOURCES; do
				echo "cl $s $t $o wave64/$s-$t-$o.co -mwavefrontsize64"
			done
			for s in $C_SOURCES; do
				echo "c $s $t $o wave64/$s-$t-$o.co -mwavefrontsize64"
			done
			for s in $HIP_SOURCES; do
				echo "hip $s $t $o wave64/$s-$t-$o.co -mwavefrontsize64"
			done
		done
		for s in $O3_SOURCES; do
			echo "cl $s $t O3 wave64/$s-$t-O3.co -mwavefrontsize64 -mllvm -amdgpu-atomic-optimizer-strategy=DPP"
		done
	done
	for s in $FATBIN_SOURCES; do
		echo "fatbin $s fatbin/$s.o"
		echo "fatbin $s fatbin/$s-compressed.o --offload-compress"
		echo "fatbin $s fatbin/$s.hipfb --offload-device-only"
	done
}

for d in $TARGETS generic cov rel wave64 fatbin; do
	mkdir -p "$OUT_BUILD/$d"
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
