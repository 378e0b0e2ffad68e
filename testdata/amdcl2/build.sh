#!/bin/bash
# Assembles the AMD OpenCL 2.0 test kernels (*.s, written by gen.sh) into
# *.bin with CLRX's clrxasm. Not run by the tests (they use the committed
# binaries): clrxasm is built from CLRX's public source, which is not a
# Debian package:
#   CLRX-mirror (github.com/CLRX/CLRX-mirror) commit fb8fbf97 ("Fix typo."),
#   apt-get install cmake g++; cmake SRC -DNO_OPENCL=ON -DNO_CLWRAPPER=ON
#   -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O0 -g0"; make clrxasm
# usage: CLRXASM=path/to/clrxasm ./build.sh
set -euo pipefail
cd "$(dirname "$0")"
CLRXASM=${CLRXASM:-clrxasm}
for s in feat_*.s; do
	"$CLRXASM" -o "${s%.s}.bin" "$s"
done
sha256sum feat_*.bin >SHA256SUMS
