#!/bin/bash
# Runs the four benchmark kernels on Oclgrind and on gcndbg in one script run
# and prints a table: wall times, their ratio (goal >= 100x), VALU
# lane-operations per second (goal >= 500 M on matmul), gcndbg's peak RSS
# (goal <= buffer bytes + 64 MB), and whether gcndbg's outputs equal the
# reference (check.py, from the kernels' specification) and Oclgrind's dump.
#
# Usage: bench/run.sh [KERNEL...]      (default: vadd matmul reduce collatz)
# Env:   JOBS=N passes --jobs N to gcndbg (default: all cores);
#        RUNS=N runs each engine N times (default 3) and reports medians.
#
# Wall times are of the whole process for both engines (load, set-up,
# dispatch, outputs); "dispatch" is gcndbg's own wall time of the dispatch
# (its --json wall_seconds), from which lane-ops/s is computed. The machine
# may be shared: the ratios, measured in the same run, are what count.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
kernels=("$@")
[ ${#kernels[@]} -eq 0 ] && kernels=(vadd matmul reduce collatz)

if ! command -v oclgrind-kernel >/dev/null; then
	if [ "$(id -u)" = 0 ]; then
		echo "run.sh: installing oclgrind (apt-get)" >&2
		apt-get install -y oclgrind >/dev/null
	else
		echo "run.sh: oclgrind-kernel not found: apt-get install oclgrind (as root)" >&2
		exit 2
	fi
fi
for t in /usr/bin/time python3 go; do
	command -v "$t" >/dev/null || { echo "run.sh: $t not found" >&2; exit 2; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/gcndbg" ./cmd/gcndbg)
for k in "${kernels[@]}"; do
	[ -f "$here/$k-gfx900-O2.co" ] && [ -f "$here/$k-gfx1100-O2.co" ] || "$here/build.sh" >/dev/null
done

# Bytes of all buffers of each dispatch (the args files' counts x 4).
declare -A bufbytes=([vadd]=$((3 * 4 * 1048576)) [matmul]=$((3 * 4 * 65536))
	[reduce]=$((4 * 1048576 + 4 * 4096)) [collatz]=$((4 * 65536)))
# The output argument of each kernel (positional: no names in the metadata).
declare -A outarg=([vadd]=arg2 [matmul]=arg2 [reduce]=arg1 [collatz]=arg0)
# Kernels whose sim file dumps the output (vadd's 1M lines would slow Oclgrind).
declare -A dumped=([matmul]=1 [reduce]=1 [collatz]=1)

runs=${RUNS:-3}
jobs=()
[ -n "${JOBS:-}" ] && jobs=(--jobs "$JOBS")

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "# Oclgrind $(oclgrind-kernel --version 2>&1 | grep -o 'Oclgrind [0-9.]*' | head -1 | cut -d' ' -f2), gcndbg $(cd "$root" && git rev-parse --short HEAD)${JOBS:+, --jobs $JOBS}, medians of $runs runs"
printf '%-8s %10s %10s %8s %10s %12s %10s %10s  %s\n' kernel oclgrind_s gcndbg_s ratio dispatch_s Mlaneops/s rss_MB budget_MB output
status=0
for k in "${kernels[@]}"; do
	# Each engine runs RUNS times, alternating, timed the same way: bash's
	# $EPOCHREALTIME around the bare command (no fork for a clock, no
	# wrapper); the table shows the medians. Oclgrind runs the sim file
	# from its directory (kernel paths are relative).
	ocl_s=() gcn_s=()
	for r in $(seq "$runs"); do
		t0=$EPOCHREALTIME
		(cd "$here/sim" && exec oclgrind-kernel --build-options "-I$here/kernels" "$k.sim" >"$tmp/$k.ocl.txt" 2>"$tmp/$k.ocl.err") ||
			{ echo "run.sh: oclgrind failed on $k: $(head -3 "$tmp/$k.ocl.err")" >&2; exit 1; }
		t1=$EPOCHREALTIME
		"$tmp/gcndbg" run "$here/$k-gfx900-O2.co" --args "$here/args/$k.yaml" \
			--out "$tmp/$k.out.$r" --json "${jobs[@]}" >"$tmp/$k.json.$r" 2>"$tmp/$k.err" ||
			{ echo "run.sh: gcndbg failed on $k: $(cat "$tmp/$k.err")" >&2; exit 1; }
		t2=$EPOCHREALTIME
		ocl_s+=("$t0 $t1") gcn_s+=("$t1 $t2")
	done
	# Peak RSS from one more run under /usr/bin/time (not timed).
	/usr/bin/time -v -o "$tmp/$k.time" "$tmp/gcndbg" run "$here/$k-gfx900-O2.co" --args "$here/args/$k.yaml" \
		--out "$tmp/$k.out" --json "${jobs[@]}" >"$tmp/$k.json" 2>"$tmp/$k.err" ||
		{ echo "run.sh: gcndbg failed on $k: $(cat "$tmp/$k.err")" >&2; exit 1; }
	ocl=()
	[ -n "${dumped[$k]:-}" ] && ocl=("$tmp/$k.ocl.txt")
	check=$(python3 "$here/check.py" "$k" "$tmp/$k.out.$runs/${outarg[$k]}.bin" "${ocl[@]}") || status=1
	python3 - "$k" "$tmp" "$runs" "${bufbytes[$k]}" "$check" "${ocl_s[@]}" "${gcn_s[@]}" <<'PY'
import json, re, statistics, sys
k, tmp, runs, buf, check = sys.argv[1:6]
runs = int(runs)
spans = [tuple(map(float, a.split())) for a in sys.argv[6:]]
ocl = statistics.median(e - s for s, e in spans[:runs])
gcn = statistics.median(e - s for s, e in spans[runs:])
js = [json.load(open("%s/%s.json.%d" % (tmp, k, r))) for r in range(1, runs + 1)]
disp = statistics.median(o["wall_seconds"] for o in js)
laneops = js[0]["valu_lane_operations"]
rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", open("%s/%s.time" % (tmp, k)).read()).group(1))
print("%-8s %10.2f %10.3f %7.0fx %10.3f %12.0f %10.1f %10.1f  %s" % (
    k, ocl, gcn, ocl / gcn, disp, laneops / disp / 1e6,
    rss_kb / 1024, (int(buf) + (64 << 20)) / 2**20, check))
open("%s/%s.ocl_median" % (tmp, k), "w").write(repr(ocl))
PY
	if [ "$k" = vadd ]; then
		# The floor of vadd's figure: the same run with one workgroup (same
		# buffers, set-up, outputs and process; args/vadd-1wg.yaml), against
		# the same Oclgrind median.
		floor_s=()
		for r in $(seq "$runs"); do
			t0=$EPOCHREALTIME
			"$tmp/gcndbg" run "$here/vadd-gfx900-O2.co" --args "$here/args/vadd-1wg.yaml" --out "$tmp/floor.$r" >/dev/null 2>"$tmp/floor.err" ||
				{ echo "run.sh: gcndbg failed on vadd-1wg: $(cat "$tmp/floor.err")" >&2; exit 1; }
			floor_s+=("$t0 $EPOCHREALTIME")
		done
		python3 - "$(cat "$tmp/vadd.ocl_median")" "${floor_s[@]}" <<'PY'
import statistics, sys
ocl = float(sys.argv[1])
g = statistics.median(e - s for s, e in (map(float, a.split()) for a in sys.argv[2:]))
print("%-8s %10.2f %10.3f %7.0fx %10s %12s %10s %10s  %s" % ("vadd-1wg", ocl, g, ocl / g, "", "", "", "",
    "floor: vadd's buffers and outputs, one workgroup"))
PY
	fi
done
# RDNA rows: the same dispatches on gfx1100 in wave32 (its default) and in
# wave64 (-mwavefrontsize64), gcndbg only: median dispatch time, lane-ops/s,
# and wave32's lane-ops/s as a fraction of wave64's (goal >= 0.6). Outputs
# are checked as above. Wall times follow a shared machine's load: for
# CPU-time figures over several rounds, run bench/wave32.sh.
printf '%-8s %-11s %10s %12s %10s  %s\n' kernel target dispatch_s Mlaneops/s w32/w64 output
for k in "${kernels[@]}"; do
	declare -A rate=()
	for t in gfx1100w64 gfx1100; do
		for r in $(seq "$runs"); do
			"$tmp/gcndbg" run "$here/$k-$t-O2.co" --args "$here/args/$k.yaml" \
				--out "$tmp/$k.$t.out.$r" --json "${jobs[@]}" >"$tmp/$k.$t.json.$r" 2>"$tmp/$k.err" ||
				{ echo "run.sh: gcndbg failed on $k ($t): $(cat "$tmp/$k.err")" >&2; exit 1; }
		done
		check=$(python3 "$here/check.py" "$k" "$tmp/$k.$t.out.$runs/${outarg[$k]}.bin") || status=1
		rate[$t]=$(python3 - "$tmp/$k.$t.json" "$runs" <<'PY'
import json, statistics, sys
js = [json.load(open("%s.%d" % (sys.argv[1], r))) for r in range(1, int(sys.argv[2]) + 1)]
d = statistics.median(o["wall_seconds"] for o in js)
print("%.3f %.0f" % (d, js[0]["valu_lane_operations"] / d / 1e6))
PY
)
		read -r disp mops <<<"${rate[$t]}"
		frac=""
		if [ "$t" = gfx1100 ]; then
			frac=$(python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$mops" "${rate[gfx1100w64]#* }")
		fi
		printf '%-8s %-11s %10s %12s %10s  %s\n' "$k" "$t" "$disp" "$mops" "$frac" "$check"
	done
	unset rate
done
echo "# load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
exit $status
