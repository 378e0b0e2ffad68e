#!/bin/bash
# What the checkers cost (issue 12: `run --check` at most 5x a plain run on
# the four bench kernels). For each kernel (gfx900 -O2, or TARGET) it runs the plain
# dispatch and the dispatch under each checker alone and under all of them,
# RUNS times each, alternating, and prints per kernel the plain run's median
# dispatch time (--json wall_seconds) and, per checker, the median ratio
# of the checked dispatch time to the plain one, then the same for CPU time
# (user+sys of the whole process, less sensitive to a shared machine's
# load; it includes set-up and the outputs, the same for both).
#
# Usage: bench/check.sh [KERNEL...]     (default: vadd matmul reduce collatz)
# Env:   RUNS=N (default 3), JOBS=N passes --jobs N (default 1: one core,
#        so that the ratios are of work, not of how the machine shares it),
#        CHECKERS="memcheck ..." (default: each of the six, then all),
#        TARGET=gfx900|gfx1100|gfx1100w64 (default gfx900: the K-TARGET-O2.co objects).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
kernels=("$@")
[ ${#kernels[@]} -eq 0 ] && kernels=(vadd matmul reduce collatz)
runs=${RUNS:-3}
jobs=${JOBS:-1}
target=${TARGET:-gfx900}
read -r -a checkers <<<"${CHECKERS:-memcheck racecheck initcheck synccheck waitcheck hazards all}"
for t in /usr/bin/time python3 go; do
	command -v "$t" >/dev/null || { echo "check.sh: $t not found" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/gcndbg" ./cmd/gcndbg)

# one KERNEL CHECK: one run; prints "DISPATCH_S CPU_S" (CHECK "-": plain).
one() {
	local k=$1 c=$2 flag=()
	[ "$c" != - ] && flag=("--check=$c")
	/usr/bin/time -f '%U %S' -o "$tmp/time" "$tmp/gcndbg" run "$here/$k-$target-O2.co" --args "$here/args/$k.yaml" \
		--out "$tmp/out" --json --jobs "$jobs" "${flag[@]}" >"$tmp/json" 2>/dev/null || true
	local d
	d=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["wall_seconds"])' "$tmp/json")
	echo "$d $(awk '{print $1 + $2}' "$tmp/time")"
}

median() { python3 -c 'import statistics,sys; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "# gcndbg $(cd "$root" && git rev-parse --short HEAD), $target, --jobs $jobs, medians of $runs runs; ratios: checked / plain"
hdr() { printf '%-8s %-8s %9s' kernel time plain_s; for c in "${checkers[@]}"; do printf ' %9s' "$c"; done; echo; }
hdr
for k in "${kernels[@]}"; do
	declare -A dw=() cw=()
	for ((r = 0; r < runs; r++)); do
		for c in - "${checkers[@]}"; do
			read -r d u < <(one "$k" "$c")
			dw[$c]+="$d "
			cw[$c]+="$u "
		done
	done
	for kind in dispatch cpu; do
		if [ $kind = dispatch ]; then pd=$(median ${dw[-]}); else pd=$(median ${cw[-]}); fi
		printf '%-8s %-8s %9.3f' "$k" "$kind" "$pd"
		for c in "${checkers[@]}"; do
			if [ $kind = dispatch ]; then m=$(median ${dw[$c]}); else m=$(median ${cw[$c]}); fi
			printf ' %8.1fx' "$(python3 -c "print($m / $pd)")"
		done
		echo
	done
	unset dw cw
done
