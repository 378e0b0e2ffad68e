#!/bin/sh
# Throughput of gcndbg's decoder+printer next to llvm-objdump's on rocRAND's
# gfx906 code object. Usage: isa/bench.sh [CODE_OBJECT]
set -eu
cd "$(dirname "$0")"
co=${1:-$(ls ${GCNDBG_ROCM_CORPUS:-/work/rocm-corpus}/co/librocrand1/*_gfx906*.co 2>/dev/null | head -1)}
[ -n "$co" ] || { echo "bench.sh: no rocRAND gfx906 code object (extract it first)" >&2; exit 2; }
objdump=/usr/lib/llvm-22/bin/llvm-objdump
text=$((0x$(/usr/lib/llvm-22/bin/llvm-readelf -S -W "$co" | awk '{for (i = 1; i <= NF; i++) if ($i == ".text") print $(i+4)}')))
insts=$($objdump -d --no-show-raw-insn --no-leading-addr "$co" | grep -c '^	')
start=$(date +%s.%N)
for i in 1 2 3; do $objdump -d --no-show-raw-insn --no-leading-addr "$co" >/dev/null; done
end=$(date +%s.%N)
secs=$(echo "($end - $start) / 3" | bc -l)
GCNDBG_ROCM_CORPUS=$(dirname $(dirname $(dirname "$co"))) go test -run '^$' -bench 'DecodeAndPrintRocRAND906' -benchtime 3x . | tee /tmp/isa-bench.$$ >/dev/null
ns=$(awk '/BenchmarkDecodeAndPrintRocRAND906/{print $3}' /tmp/isa-bench.$$)
rm -f /tmp/isa-bench.$$
awk -v b="$text" -v n="$insts" -v s="$secs" -v ns="$ns" 'BEGIN {
	printf "file .text: %d bytes, %d instructions\n", b, n
	printf "llvm-objdump -d: %8.1f ms  %7.2f MB/s  %10.0f insts/s\n", s*1000, b/s/1e6, n/s
	printf "gcndbg isa     : %8.1f ms  %7.2f MB/s  %10.0f insts/s\n", ns/1e6, b/(ns/1e9)/1e6, n/(ns/1e9)
}'
