#!/bin/bash
# Decodes every kernel of Debian's rocRAND code objects (librocrand1's
# .hip_fatbin, split per target) with the interpreter's pre-decoder and
# reports, per target, the operations that decode but have no semantics in
# exec (the goal: none, gfx1030 included).
#
# Usage: scripts/rocrand-coverage.sh [-json]
# Env:   ROCM_CORPUS=DIR  where the extracted corpus is (default
#        /work/rocm-corpus if it holds librocrand1, else a cache dir under
#        ${XDG_CACHE_HOME:-~/.cache}/gcndbg/rocm-corpus, extracted there with
#        scripts/debian-rocm-extract.sh when missing; needs apt-get).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
extract=${EXTRACT:-$root/scripts/debian-rocm-extract.sh}
corpus=${ROCM_CORPUS:-}
if [ -z "$corpus" ]; then
	if ls /work/rocm-corpus/co/librocrand1/*.co >/dev/null 2>&1; then
		corpus=/work/rocm-corpus
	else
		corpus=${XDG_CACHE_HOME:-$HOME/.cache}/gcndbg/rocm-corpus
	fi
fi
if ! ls "$corpus"/co/librocrand1/*.co >/dev/null 2>&1; then
	[ -x "$extract" ] || { echo "rocrand-coverage.sh: no corpus in $corpus and no $extract" >&2; exit 2; }
	echo "rocrand-coverage.sh: extracting librocrand1 into $corpus" >&2
	PKGS=librocrand1 "$extract" "$corpus" >&2
fi
cd "$root"
exec go run ./internal/cmd/opcoverage "$@" "$corpus"/co/librocrand1/*.co
