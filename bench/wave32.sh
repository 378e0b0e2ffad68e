#!/bin/bash
# Wave32 against wave64 on gfx1100 (issue 10: lane-operations per second in
# wave32 at least 0.6x of wave64 on the same kernel). For each kernel it
# runs exec's BenchmarkSharedWave32 (the kernel built for gfx1100 in wave64
# and in wave32, one dispatch of each per round, alternately, outputs
# checked) ROUNDS times, one goroutine (GOMAXPROCS=1), and prints per kernel
# the medians of lane-operations per CPU-second (getrusage of the process
# around exec.Run alone: the figure a loaded machine distorts least) and
# the median, minimum and maximum of the rounds' w32/w64.
#
# Usage: bench/wave32.sh [KERNEL...]   (default: vadd matmul reduce collatz)
# Env:   ROUNDS=N (default 7);
#        BINS="A.test B.test" compares test binaries of exec built
#        elsewhere (go test -c ./exec), round by round alternately
#        (default: builds this tree's).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
kernels=("$@")
[ ${#kernels[@]} -eq 0 ] && kernels=(vadd matmul reduce collatz)
rounds=${ROUNDS:-7}
for t in python3 go; do
	command -v "$t" >/dev/null || { echo "wave32.sh: $t not found" >&2; exit 2; }
done
for k in "${kernels[@]}"; do
	[ -f "$here/$k-gfx1100-O2.co" ] && [ -f "$here/$k-gfx1100w64-O2.co" ] || "$here/build.sh" >/dev/null
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
read -r -a bins <<<"${BINS:-}"
if [ ${#bins[@]} -eq 0 ]; then
	(cd "$root" && go test -c -o "$tmp/exec.test" ./exec)
	bins=("$tmp/exec.test")
fi

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "# gcndbg $(cd "$root" && git rev-parse --short HEAD), gfx1100, $rounds rounds of one w64 and one w32 dispatch, one goroutine"
for k in "${kernels[@]}"; do
	for r in $(seq "$rounds"); do
		for i in "${!bins[@]}"; do
			# The benchmark finds its kernels as ../bench/K-*.co: run it
			# from exec/.
			(cd "$root/exec" && GOMAXPROCS=1 "${bins[$i]}" -test.run '^$' -test.bench "^BenchmarkSharedWave32/$k\$" \
				-test.benchtime 1x -test.cpu 1) >>"$tmp/$k.$i.txt" 2>&1 ||
				{ echo "wave32.sh: ${bins[$i]} failed on $k:" >&2; tail -5 "$tmp/$k.$i.txt" >&2; exit 1; }
		done
	done
done
printf '%-8s %-4s %14s %14s %24s\n' kernel bin w64_Mlops/cpu-s w32_Mlops/cpu-s "w32/w64 median [min-max]"
for k in "${kernels[@]}"; do
	for i in "${!bins[@]}"; do
		python3 - "$k" "$i" "$tmp/$k.$i.txt" <<'PY'
import re, statistics, sys
k, i, path = sys.argv[1:]
w64, w32, frac = [], [], []
for line in open(path):
    if not line.startswith("BenchmarkSharedWave32/"):
        continue
    m = dict((u, float(v)) for v, u in re.findall(r"([0-9.]+) (\S+)", line))
    w64.append(m["w64-Mlaneops/cpu-s"]); w32.append(m["w32-Mlaneops/cpu-s"]); frac.append(m["w32/w64"])
if not frac:
    sys.exit("wave32.sh: no results for %s" % k)
print("%-8s %-4s %14.0f %14.0f %12.2f [%.2f-%.2f]" % (k, i, statistics.median(w64), statistics.median(w32),
      statistics.median(frac), min(frac), max(frac)))
PY
	done
done
echo "# load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
