#!/bin/bash
# Assembles the AMD OpenCL 2.0 test kernels (feat*.s, written by gen.sh, and
# args32-gfx900.s, written by hand) into *.bin with CLRX's clrxasm, 64-bit or
# 32-bit as their .64bit/.32bit line says. Not run by the tests (they use the
# committed binaries): clrxasm is built from CLRX's public source, which is not a
# Debian package:
#   CLRX-mirror (github.com/CLRX/CLRX-mirror) commit fb8fbf97 ("Fix typo."),
#   apt-get install cmake g++; cmake SRC -DNO_OPENCL=ON -DNO_CLWRAPPER=ON
#   -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O0 -g0"; make clrxasm clrxdisasm
# (and make clrxdisasm, from the same source). Each binary's .clrxdisasm is
# clrxdisasm's dump of it (-C -H: the kernel setup, the argument types and
# .kernarg_segment_size), the oracle model/codeobj's metadata test reads.
# usage: CLRXASM=path/to/clrxasm CLRXDISASM=path/to/clrxdisasm ./build.sh
set -euo pipefail
cd "$(dirname "$0")"
CLRXASM=${CLRXASM:-clrxasm}
CLRXDISASM=${CLRXDISASM:-clrxdisasm}
for s in *.s; do
	"$CLRXASM" -o "${s%.s}.bin" "$s"
	"$CLRXDISASM" -C -H "${s%.s}.bin" >"${s%.s}.clrxdisasm"
done
sha256sum *.bin >SHA256SUMS
