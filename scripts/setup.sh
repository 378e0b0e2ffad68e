#!/usr/bin/env bash
# Installs what gcndbg's tests need on a fresh Debian machine: LLVM 22 (the
# oracles and the testdata compiler), tmux (the real-terminal tests) and the
# Go modules; python3-numpy is the oracle for .npy files and f16 rounding; csmith and
# libcsmith-dev generate and build the random C programs of testdata/csmith; librocrand1 is
# Debian's rocRAND, whose .hip_fatbin (gfx803-gfx90a, gfx1030) is real compiler output the
# opcoverage test decodes. Safe to run again: it installs only what is missing.
set -euo pipefail
need=()
for pair in clang-22:/usr/bin/clang-22 lld-22:/usr/bin/ld.lld-22 llvm-22:/usr/lib/llvm-22/bin/llvm-objdump tmux:/usr/bin/tmux python3-numpy:/usr/lib/python3/dist-packages/numpy/__init__.py csmith:/usr/bin/csmith libcsmith-dev:/usr/include/csmith/csmith.h librocrand1:/usr/lib/x86_64-linux-gnu/librocrand.so.1; do
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
go mod download
