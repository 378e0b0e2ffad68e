#!/bin/bash
# Runs real rocBLAS Tensile GEMM kernels for gfx1100 (wave32, one per WMMA
# flavour), from Debian's librocblas4, in gcndbg's interpreter and compares
# D with a host GEMM written in Python. The inputs are small integers, so
# every order of summation gives the same sums and D is exact in its type:
#   HHS  f16 A,B,C,D, f32 alpha/beta, v_wmma_f32_16x16x16_f16
#   HH   f16 everything (alpha/beta as two f16 halves), v_wmma_f16_16x16x16_f16
#   BBS  bf16 A,B,C,D, f32 alpha/beta, v_wmma_f32_16x16x16_bf16
#   I8II i8 A,B (-128..127), i32 C,D,alpha,beta, v_wmma_i32_16x16x16_iu8
#
# The kernels are Tensile's assembly (rocBLAS is MIT licensed, Copyright (C)
# Advanced Micro Devices, Inc.); nothing of them is in this repository:
# they are cut from the package each run.
#
# Usage: scripts/rocblas-tensile-gemm.sh [SIZES...]   (each M,N,K; default
#        64,64,64 50,70,40 33,31,17 96,64,96)
# Env:   ROCBLAS_DEB=path/to/librocblas4_*.deb (default: apt-get download
#        librocblas4 into WORK), WORK=dir (default a temp dir), GCNDBG=binary
#        (default: go build ./cmd/gcndbg), TYPES="HHS HH BBS I8II".
# Needs: dpkg-deb, tar, python3, llvm-readelf-22.
# Exit status 0 when every D is bit-identical to the host's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
readelf=${LLVM_READELF:-/usr/lib/llvm-22/bin/llvm-readelf}
# Per type: Tensile library and a kernel name pattern (A and B not
# transposed, Ailk Bljk; strided batch, no _GB_; workgroup 32x4; workgroup
# mapping 4).
declare -A libs=(
	[HHS]=TensileLibrary_Type_HH_HPA_Contraction_l_Ailk_Bljk_Cijk_Dijk_gfx1100.co
	[HH]=TensileLibrary_Type_HH_Contraction_l_Ailk_Bljk_Cijk_Dijk_gfx1100.co
	[BBS]=TensileLibrary_Type_BB_HPA_Contraction_l_Ailk_Bljk_Cijk_Dijk_gfx1100.co
	[I8II]=TensileLibrary_Type_I8I_HPA_Contraction_l_Ailk_Bljk_Cijk_Dijk_gfx1100.co
)
declare -A patterns=(
	[HHS]='^Cijk_Ailk_Bljk_HHS_BH_MT32x32x16_MI16x16x16x1_SN_.*_WG32_4_1_WGM4$'
	[HH]='^Cijk_Ailk_Bljk_HB_MT32x32x32_MI16x16x16x1_SN_.*_WG32_4_1_WGM4$'
	[BBS]='^Cijk_Ailk_Bljk_BBS_BH_MT32x32x32_MI16x16x16x1_SN_.*_WG32_4_1_WGM4$'
	[I8II]='^Cijk_Ailk_Bljk_I8II_BH_MT32x32x32_MI16x16x16x1_SN_.*_WG32_4_1_WGM4$'
)
types=(${TYPES:-HHS HH BBS I8II})

deb=${ROCBLAS_DEB:-}
if [ -z "$deb" ]; then
	(cd "$work" && apt-get download librocblas4 >/dev/null)
	deb=$(ls "$work"/librocblas4_*.deb | head -1)
fi
gcndbg=${GCNDBG:-}
if [ -z "$gcndbg" ]; then
	gcndbg=$work/gcndbg
	(cd "$root" && go build -o "$gcndbg" ./cmd/gcndbg)
fi

# gen.py TYPE M N K KERNEL writes A.bin, B.bin, C.bin (column major), the
# host's D in Dref.bin, and the dispatch's args.yaml. The kernel arguments
# are Tensile's (ContractionSolution::generateSingleCall in Tensile; the
# kernel's metadata names them): sizes of A and B in elements, addresses
# (by_value u64: `pointer: true`), alpha and beta, strides (leading
# dimension, batch stride), free sizes (M, N, batch), summation size K,
# the workgroup counts and the workgroup-mapping constants (WorkGroupMapping
# W from the name: full blocks NumWorkGroups1/W, remainder NumWorkGroups1%W
# or W, and its magic number 2^31/remainder + 1). The grid is
# ceil(M/MT0) workgroups of 128 work-items by ceil(N/MT1), MT from the name.
cat > "$work/gen.py" <<'PY'
import re, struct, random, sys
ty, M, N, K, kernel = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
random.seed(M * 10007 + N * 101 + K)
lda, ldb, ldc = M, K, M
if ty == "I8II":
    lo, hi, clo, chi, alpha, beta = -128, 127, -1000, 1000, 2, -1
elif ty == "BBS":
    lo, hi, clo, chi, alpha, beta = -1, 1, -4, 4, 2.0, -1.0  # |D| <= 256: exact in bf16
else:
    lo, hi, clo, chi, alpha, beta = -3, 3, -4, 4, 2.0, -1.0  # |D| <= 2048: exact in f16
A = [random.randint(lo, hi) for _ in range(lda * K)]
B = [random.randint(lo, hi) for _ in range(ldb * N)]
C = [random.randint(clo, chi) for _ in range(ldc * N)]
D = [0] * (ldc * N)
for j in range(N):
    for i in range(M):
        s = sum(A[i + l * lda] * B[l + j * ldb] for l in range(K))
        D[i + j * ldc] = alpha * s + beta * C[i + j * ldc]
def f16(xs): return struct.pack("<%de" % len(xs), *xs)
def bf16(xs): return b"".join(struct.pack("<f", x)[2:] for x in xs)  # exact values
def i8(xs): return struct.pack("<%db" % len(xs), *xs)
def i32(xs): return struct.pack("<%di" % len(xs), *xs)
ab, cd, et, ct = {"HHS": (f16, f16, "f16", "f16"), "HH": (f16, f16, "f16", "f16"),
                  "BBS": (bf16, bf16, "bf16", "bf16"), "I8II": (i8, i32, "i8", "i32")}[ty]
open("A.bin", "wb").write(ab(A)); open("B.bin", "wb").write(ab(B))
open("C.bin", "wb").write(cd(C)); open("Dref.bin", "wb").write(cd(D))
if ty == "HH":
    scal = lambda v: f"{{type: f16, init: {{data: [{v}, {v}]}}}}"
elif ty == "I8II":
    scal = lambda v: f"{{type: i32, init: {{data: [{v}]}}}}"
else:
    scal = lambda v: f"{{type: f32, init: {{data: [{v}]}}}}"
mt0, mt1 = (int(x) for x in re.search(r"_MT(\d+)x(\d+)x\d+_", kernel).groups())
wg = [int(x) for x in re.search(r"_WG(\d+)_(\d+)_(\d+)_", kernel).groups()]
wgm = int(re.search(r"_WGM(\d+)$", kernel).group(1))
nwg0, nwg1 = -(-M // mt0), -(-N // mt1)
full, rem = nwg1 // wgm, nwg1 % wgm
rem = rem or wgm
threads = wg[0] * wg[1] * wg[2]
open("args.yaml", "w").write(f"""kernel: {kernel}
grid: [{threads * nwg0}, {nwg1}, 1]
workgroup: [{threads}, 1, 1]
args:
  Tensor2dSizeA: {lda * K}
  Tensor2dSizeB: {ldb * N}
  AddressD: {{type: {ct}, count: {ldc * N}, output: true, pointer: true}}
  AddressC: {{type: {ct}, init: {{file: C.bin}}, pointer: true}}
  AddressA: {{type: {et}, init: {{file: A.bin}}, pointer: true}}
  AddressB: {{type: {et}, init: {{file: B.bin}}, pointer: true}}
  Alpha: {scal(alpha)}
  Beta: {scal(beta)}
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
[ ${#sizes[@]} -gt 0 ] || sizes=(64,64,64 50,70,40 33,31,17 96,64,96)
for ty in "${types[@]}"; do
	lib=${libs[$ty]}
	co=$(find "$work" -name "$lib" | head -1)
	if [ -z "$co" ]; then
		dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$work" --wildcards "*/$lib"
		co=$(find "$work" -name "$lib" | head -1)
	fi
	[ -n "$co" ] || { echo "rocblas-tensile-gemm.sh: $lib not in $deb" >&2; exit 2; }
	# (all of the output read: no early exit to break the pipe)
	kernel=$("$readelf" --notes "$co" | sed -n 's/^ *\.name: *//p' | grep -E "${patterns[$ty]}" || true)
	kernel=${kernel%%$'\n'*}
	[ -n "$kernel" ] || { echo "rocblas-tensile-gemm.sh: no kernel matching ${patterns[$ty]} in $co" >&2; exit 2; }
	echo "$ty: $kernel"
	for s in "${sizes[@]}"; do
		IFS=, read -r m n k <<<"$s"
		d=$work/gemm-$ty-$m-$n-$k
		mkdir -p "$d"
		(cd "$d" && python3 "$work/gen.py" "$ty" "$m" "$n" "$k" "$kernel")
		if ! "$gcndbg" run "$co" --args "$d/args.yaml" --out "$d/out" >"$d/run.log" 2>&1; then
			echo "  M=$m N=$n K=$k: gcndbg run failed:"; cat "$d/run.log"; fail=1; continue
		fi
		if cmp -s "$d/out/AddressD.bin" "$d/Dref.bin"; then
			echo "  M=$m N=$n K=$k: D identical to the host GEMM ($((m * n)) values)"
		else
			echo "  M=$m N=$n K=$k: D differs from the host GEMM ($(cmp -l "$d/out/AddressD.bin" "$d/Dref.bin" | wc -l) bytes)"; fail=1
		fi
	done
done
exit $fail
