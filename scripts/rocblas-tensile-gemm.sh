#!/bin/bash
# Runs a real rocBLAS Tensile GEMM kernel for gfx1100 (wave32, WMMA), from
# Debian's librocblas4, in gcndbg's interpreter and compares D with a host
# GEMM written in Python (exact: small integer inputs, so every order of
# summation gives the same f32 sums and f16 results).
#
# The kernel is Tensile's assembly (rocBLAS is MIT licensed, Copyright (C)
# Advanced Micro Devices, Inc.); nothing of it is in this repository: it is
# cut from the package each run.
#
# Usage: scripts/rocblas-tensile-gemm.sh [SIZES...]   (each M,N,K; default
#        64,64,64 50,70,40 33,31,17 96,64,128)
# Env:   ROCBLAS_DEB=path/to/librocblas4_*.deb (default: apt-get download
#        librocblas4 into WORK), WORK=dir (default a temp dir), GCNDBG=binary
#        (default: go build ./cmd/gcndbg).
# Needs: dpkg-deb, tar, python3, llvm-readelf-22.
# Exit status 0 when every D is bit-identical to the host's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
readelf=${LLVM_READELF:-/usr/lib/llvm-22/bin/llvm-readelf}
lib=TensileLibrary_Type_HH_HPA_Contraction_l_Ailk_Bljk_Cijk_Dijk_gfx1100.co
# Tensile's kernel for D(f16) = alpha*A(f16)*B(f16) + beta*C(f16), f32
# accumulation (HHS, "HPA"), A and B not transposed (Ailk, Bljk), strided
# batch, 32x32x16 macro tile, v_wmma_f32_16x16x16_f16, workgroup 32x4,
# workgroup mapping 4 (WGM4).
pattern='^Cijk_Ailk_Bljk_HHS_BH_MT32x32x16_MI16x16x16x1_SN_.*_WG32_4_1_WGM4$'

deb=${ROCBLAS_DEB:-}
if [ -z "$deb" ]; then
	(cd "$work" && apt-get download librocblas4 >/dev/null)
	deb=$(ls "$work"/librocblas4_*.deb | head -1)
fi
co=$(find "$work" -name "$lib" | head -1)
if [ -z "$co" ]; then
	dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$work" --wildcards "*/$lib"
	co=$(find "$work" -name "$lib" | head -1)
fi
[ -n "$co" ] || { echo "rocblas-tensile-gemm.sh: $lib not in $deb" >&2; exit 2; }
kernel=$("$readelf" --notes "$co" | sed -n 's/^ *\.name: *//p' | grep -E "$pattern" | head -1)
[ -n "$kernel" ] || { echo "rocblas-tensile-gemm.sh: no kernel matching $pattern in $co" >&2; exit 2; }
gcndbg=${GCNDBG:-}
if [ -z "$gcndbg" ]; then
	gcndbg=$work/gcndbg
	(cd "$root" && go build -o "$gcndbg" ./cmd/gcndbg)
fi
echo "kernel $kernel"
echo "from $co"

# gen.py M N K writes A.bin, B.bin, C.bin (f16, column major), the host's
# D in Dref.bin, and the dispatch's args.yaml. The kernel arguments are
# Tensile's (ContractionSolution::generateSingleCall in Tensile, and the
# kernel's metadata names them): sizes of A and B in elements, addresses
# (by_value u64: `pointer: true`), alpha and beta (f32), strides (leading
# dimension, batch stride), free sizes (M, N, batch), summation size K,
# the workgroup counts and the workgroup-mapping constants (with
# WorkGroupMapping 4: full blocks NumWorkGroups1/4, remainder
# NumWorkGroups1%4 or 4, and its magic number 2^31/remainder + 1).
cat > "$work/gen.py" <<'PY'
import struct, random, sys
M, N, K = (int(x) for x in sys.argv[1:4])
kernel = sys.argv[4]
alpha, beta = 2.0, -1.0
random.seed(M * 10007 + N * 101 + K)
lda, ldb, ldc = M, K, M
A = [float(random.randint(-3, 3)) for _ in range(lda * K)]
B = [float(random.randint(-3, 3)) for _ in range(ldb * N)]
C = [float(random.randint(-4, 4)) for _ in range(ldc * N)]
def wr(name, xs):
    open(name, "wb").write(struct.pack("<%de" % len(xs), *xs))
wr("A.bin", A); wr("B.bin", B); wr("C.bin", C)
D = [0.0] * (ldc * N)
for j in range(N):
    for i in range(M):
        s = sum(A[i + l * lda] * B[l + j * ldb] for l in range(K))
        D[i + j * ldc] = alpha * s + beta * C[i + j * ldc]
wr("Dref.bin", D)
nwg0, nwg1, wgm = -(-M // 32), -(-N // 32), 4
full, rem = nwg1 // wgm, nwg1 % wgm
rem = rem or wgm
open("args.yaml", "w").write(f"""kernel: {kernel}
grid: [{128 * nwg0}, {nwg1}, 1]
workgroup: [128, 1, 1]
args:
  Tensor2dSizeA: {lda * K}
  Tensor2dSizeB: {ldb * N}
  AddressD: {{type: f16, count: {ldc * N}, output: true, pointer: true}}
  AddressC: {{type: f16, init: {{file: C.bin}}, pointer: true}}
  AddressA: {{type: f16, init: {{file: A.bin}}, pointer: true}}
  AddressB: {{type: f16, init: {{file: B.bin}}, pointer: true}}
  Alpha: {{type: f32, init: {{data: [{alpha}]}}}}
  Beta: {{type: f32, init: {{data: [{beta}]}}}}
  StridesD: {{type: u32, init: {{data: [{ldc}, {ldc * N}]}}}}
  StridesC: {{type: u32, init: {{data: [{ldc}, {ldc * N}]}}}}
  StridesA: {{type: u32, init: {{data: [{lda}, {lda * K}]}}}}
  StridesB: {{type: u32, init: {{data: [{ldb}, {ldb * N}]}}}}
  SizesFree: {{type: u32, init: {{data: [{M}, {N}, 1]}}}}
  SizesSum: {K}
  NumWorkGroups0: {nwg0}
  NumWorkGroups1: {nwg1}
  NumFullBlocks: {full}
  WgmRemainder1: {rem}
  MagicNumberWgmRemainder1: {(1 << 31) // rem + 1}
""")
PY

fail=0
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(64,64,64 50,70,40 33,31,17 96,64,128)
for s in "${sizes[@]}"; do
	IFS=, read -r m n k <<<"$s"
	d=$work/gemm-$m-$n-$k
	mkdir -p "$d"
	(cd "$d" && python3 "$work/gen.py" "$m" "$n" "$k" "$kernel")
	if ! "$gcndbg" run "$co" --args "$d/args.yaml" --out "$d/out" >"$d/run.log" 2>&1; then
		echo "M=$m N=$n K=$k: gcndbg run failed:"; cat "$d/run.log"; fail=1; continue
	fi
	if cmp -s "$d/out/AddressD.bin" "$d/Dref.bin"; then
		echo "M=$m N=$n K=$k: D identical to the host GEMM ($((m * n)) f16 values)"
	else
		echo "M=$m N=$n K=$k: D differs from the host GEMM ($(cmp -l "$d/out/AddressD.bin" "$d/Dref.bin" | wc -l) bytes)"; fail=1
	fi
done
exit $fail
