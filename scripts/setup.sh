#!/usr/bin/env bash
# Installs what gcndbg's tests need on a fresh Debian machine: LLVM 22 (the
# oracles and the testdata compiler), tmux (the real-terminal tests) and the
# Go modules; python3-numpy is the oracle for .npy files and f16 rounding; csmith and
# libcsmith-dev generate and build the random C programs of testdata/csmith; librocrand1 is
# Debian's rocRAND, whose .hip_fatbin (gfx803-gfx90a, gfx1030) is real compiler output the
# opcoverage test decodes. Debian 13's rocRAND (5.7.1-6, fetched from deb.debian.org and checked
# against the sha256 of trixie's Packages index) gives the RDNA objects (gfx1010, gfx1030,
# gfx1100-1102) the opcoverage, isa and info tests check; they are split out into the user cache.
# libclang-rt-22-dev has compiler-rt, which host builds of bf16 code link (__truncsfbf2).
# Safe to run again: it installs only what is missing.
set -euo pipefail
need=()
for pair in clang-22:/usr/bin/clang-22 lld-22:/usr/bin/ld.lld-22 llvm-22:/usr/lib/llvm-22/bin/llvm-objdump tmux:/usr/bin/tmux python3-numpy:/usr/lib/python3/dist-packages/numpy/__init__.py csmith:/usr/bin/csmith libcsmith-dev:/usr/include/csmith/csmith.h librocrand1:/usr/lib/x86_64-linux-gnu/librocrand.so.1 curl:/usr/bin/curl libclang-rt-22-dev:/usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.builtins-x86_64.a; do
	pkg=${pair%%:*} file=${pair#*:}
	[ -e "$file" ] || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	echo "setup: installing ${need[*]}" >&2
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
rdna=${XDG_CACHE_HOME:-$HOME/.cache}/gcndbg/rocrand-trixie
if [ ! -e "$rdna/ok" ]; then
	echo "setup: fetching Debian 13's librocrand1 5.7.1-6 into $rdna" >&2
	tmp=$(mktemp -d)
	deb=$tmp/librocrand1_5.7.1-6_amd64.deb
	curl -fsSL -o "$deb" http://deb.debian.org/debian/pool/main/r/rocrand/librocrand1_5.7.1-6_amd64.deb
	echo "238510600e4bed0224bb8c699fbcd9a414a800df7d1d05c11aac9097cda2ec8f  $deb" | sha256sum -c --quiet
	rm -rf "$rdna"
	DEBS=$deb TARGETS='^gfx1[01]' "$(dirname "$0")/debian-rocm-extract.sh" "$tmp/out" >/dev/null
	mkdir -p "$(dirname "$rdna")"
	rm -rf "$tmp/out/debs" && mv "$tmp/out" "$rdna" && rm -rf "$tmp"
	touch "$rdna/ok"
fi
go mod download
