#!/bin/bash
# Memory and time of gcndbg on a large fat binary: `info`, `disasm --kernel`
# of one kernel and the start of a `--batch` debugger session, each under
# /usr/bin/time (wall seconds, CPU seconds, peak RSS). Not a test: figures.
#
#   bench/large.sh [FATBIN TARGET]     GCNDBG=path/to/gcndbg to time another build
#
# Without arguments it builds the fat binary from Debian's rocSPARSE (apt-get
# download, scripts/debian-rocm-extract.sh, cached in $GCNDBG_LARGE_CORPUS,
# default ~/.cache/gcndbg/rocm-large): the offload bundle whose code objects
# are the largest, re-bundled with clang-offload-bundler (7 targets, ~93 MB),
# and times its gfx90a:xnack- code object. Needs llvm-22 and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
L=/usr/lib/llvm-22/bin
G=${GCNDBG:-}
if [ -z "$G" ]; then
	go build -o bin/gcndbg ./cmd/gcndbg
	G=bin/gcndbg
fi
F=${1:-}
T=${2:-gfx90a:xnack-}
if [ -z "$F" ]; then
	C=${GCNDBG_LARGE_CORPUS:-$HOME/.cache/gcndbg/rocm-large}
	D=$C/co/librocsparse0
	if ! ls "$D"/*.co >/dev/null 2>&1; then
		PKGS=librocsparse0 scripts/debian-rocm-extract.sh "$C" >/dev/null
	fi
	F=$C/large.fatbin
	if [ ! -s "$F" ]; then
		# The bundle index whose code objects add up to the most bytes.
		b=$(for f in "$D"/b*_*.co; do n=$(basename "$f"); echo "${n%%_*} $(stat -c%s "$f")"; done |
			awk '{s[$1]+=$2} END {for (b in s) print s[b], b}' | sort -n | tail -1 | cut -d' ' -f2)
		targets=host-x86_64-unknown-linux-gnu; inputs=(--input=/dev/null)
		for f in "$D"/${b}_*.co; do
			a=$(basename "$f" .co); a=${a#${b}_}; a=${a/_/:}
			targets+=",hipv4-amdgcn-amd-amdhsa--$a"; inputs+=(--input="$f")
		done
		$L/clang-offload-bundler --type=o --targets="$targets" "${inputs[@]}" --output="$F"
	fi
fi
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
"$G" info "$F" --target "$T" --json >"$W/info.json"
# The kernel with the fewest arguments whose arguments args.yaml can give
# simply (buffers and 4- or 8-byte values), and its args.yaml.
python3 - "$W" <<'PY'
import json, sys
w = sys.argv[1]
d = json.load(open(f"{w}/info.json"))
best = None
for k in d["kernels"]:
    a = (k.get("metadata") or {}).get(".args", [])
    explicit = [x for x in a if not x.get(".value_kind", "").startswith("hidden_")]
    if all(x.get(".value_kind") == "global_buffer" or (x.get(".value_kind") == "by_value" and x.get(".size") in (4, 8)) for x in explicit):
        if best is None or len(explicit) < len(best[1]):
            best = (k["name"], explicit)
name, explicit = best
with open(f"{w}/args.yaml", "w") as f:
    f.write(f"kernel: {name}\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n")
    for x in explicit:
        f.write("  - {type: u8, count: 4096}\n" if x[".value_kind"] == "global_buffer" else "  - 0\n")
open(f"{w}/kernel", "w").write(name)
PY
K=$(cat "$W/kernel")
printf 'info kernel\n' >"$W/cmds"
# Buffers are given as u8 at first; take each one's element type from the
# error that names the parameter's type (from the DWARF).
for _ in 1 2 3 4 5 6 7 8; do
	"$G" "$F" --target "$T" --args "$W/args.yaml" --batch "$W/cmds" >/dev/null 2>"$W/err" && break
	python3 - "$W" <<'PY' || { cat "$W/err" >&2; exit 1; }
import re, sys
w = sys.argv[1]
m = re.search(r"args\[(\d+)\]\.type: is u8, but the parameter is (?:const )?([a-z ]+?) \*", open(f"{w}/err").read())
types = {"float": "f32", "double": "f64", "int": "i32", "unsigned int": "u32", "long": "i64", "long long": "i64",
         "unsigned long": "u64", "short": "i16", "char": "i8", "unsigned char": "u8", "_Float16": "f16"}
if not m or m.group(2) not in types:
    sys.exit(1)
lines = open(f"{w}/args.yaml").read().split("\n")
i = 4 + int(m.group(1))
lines[i] = lines[i].replace("type: u8, count: 4096", f"type: {types[m.group(2)]}, count: 1024")
open(f"{w}/args.yaml", "w").write("\n".join(lines))
PY
done
echo "file: $F ($(stat -c%s "$F") bytes), target $T"
"$G" info "$F" --target "$T" | sed -n 's/^kernels: */kernels: /p'
echo "kernel: $K"
printf '%-28s %8s %8s %8s\n' what wall_s cpu_s rss_MB
run() {
	local what=$1; shift
	/usr/bin/time -f '%e %U %S %M' -o "$W/t" "$@" >/dev/null 2>"$W/err" || { cat "$W/err" >&2; exit 1; }
	read -r e u s m <"$W/t"
	printf '%-28s %8.2f %8.2f %8.0f\n' "$what" "$e" "$(echo "$u + $s" | bc)" "$(echo "$m / 1024" | bc)"
}
run "info" "$G" info "$F" --target "$T"
run "info --json" "$G" info "$F" --target "$T" --json
run "disasm --kernel" "$G" disasm "$F" --target "$T" --kernel "$K"
run "--batch (session start)" "$G" "$F" --target "$T" --args "$W/args.yaml" --batch "$W/cmds"
