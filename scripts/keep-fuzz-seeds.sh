#!/usr/bin/env bash
# keep-fuzz-seeds.sh [MAX] [MAXBYTES]: copies inputs that `go test -fuzz`
# found interesting (the corpus Go keeps under $(go env GOCACHE)/fuzz) into
# each package's testdata/fuzz/<FuzzTarget>/, so that plain `go test` replays
# them. At most MAX files per target (default 60), each at most MAXBYTES
# (default 4096), smallest first; files already kept are left alone.
set -euo pipefail
max=${1:-60}
maxbytes=${2:-4096}
root=$(cd "$(dirname "$0")/.." && pwd)
module=$(cd "$root" && go list -m)
cache=$(go env GOCACHE)/fuzz/$module
[ -d "$cache" ] || { echo "keep-fuzz-seeds: no fuzz corpus in $cache" >&2; exit 0; }
find "$cache" -mindepth 2 -maxdepth 3 -type d -name 'Fuzz*' | while read -r dir; do
	rel=${dir#"$cache"/}
	pkg=$(dirname "$rel") target=$(basename "$rel")
	dest=$root/$pkg/testdata/fuzz/$target
	[ -d "$root/$pkg" ] || continue
	mkdir -p "$dest"
	n=0
	while read -r size file; do
		[ "$size" -le "$maxbytes" ] || break
		[ "$n" -lt "$max" ] || break
		cp -n "$file" "$dest/"
		n=$((n + 1))
	done < <(find "$dir" -type f -printf '%s %p\n' | sort -n)
	echo "$pkg $target: kept $n"
done
