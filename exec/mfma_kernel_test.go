package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// Matrix instructions end to end: for every MFMA/SMFMAC builtin clang 22
// offers on gfx908, gfx90a, gfx942 and gfx950, a kernel in which each lane
// loads its operand registers from buffers, calls the builtin and stores
// its result registers. The kernels are built with clang-22 here (the
// disassembly must show the expected instruction), run on the
// interpreter, and the result compared with a host product computed in
// this file: the test reads each matrix element out of the buffers where
// AMD's layout formulas put it (MatrixOp.ALoc/BLoc/CDLoc), multiplies the
// matrices with exact arithmetic (math/big, independent of matrixSum) and
// rounds once. Integer ops and float inputs chosen so that every sum is
// exact (small integers) must agree bit for bit with any summation order;
// random float inputs are compared with the stated model (exact sum,
// one rounding).

// mfmaCase is one builtin.
type mfmaCase struct {
	mnemonic string // as llvm-objdump prints it
	builtin  string
	a, b, c  string // OpenCL types of the operands (c is also the result)
	targets  string
	mods     [][3]int // CBSZ, ABID, BLGP variants (the builtin's constant arguments)
	sparse   bool
	scaled   bool // f8f6f4: mods are the formats (cbsz = A's, blgp = B's)
}

const mfmaTypedefs = `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef float f32x2 __attribute__((ext_vector_type(2)));
typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef float f32x16 __attribute__((ext_vector_type(16)));
typedef float f32x32 __attribute__((ext_vector_type(32)));
typedef half f16x4 __attribute__((ext_vector_type(4)));
typedef half f16x8 __attribute__((ext_vector_type(8)));
typedef half f16x16 __attribute__((ext_vector_type(16)));
typedef short i16x2 __attribute__((ext_vector_type(2)));
typedef short i16x4 __attribute__((ext_vector_type(4)));
typedef short i16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));
typedef int i32x2 __attribute__((ext_vector_type(2)));
typedef int i32x4 __attribute__((ext_vector_type(4)));
typedef int i32x8 __attribute__((ext_vector_type(8)));
typedef int i32x16 __attribute__((ext_vector_type(16)));
typedef int i32x32 __attribute__((ext_vector_type(32)));
typedef double f64x4 __attribute__((ext_vector_type(4)));
`

var (
	bcast2  = [][3]int{{0, 0, 0}, {1, 1, 0}, {0, 0, 1}, {0, 0, 3}, {1, 0, 6}}
	bcast4  = [][3]int{{0, 0, 0}, {1, 1, 0}, {2, 3, 0}, {0, 0, 2}, {2, 1, 5}}
	bcast16 = [][3]int{{0, 0, 0}, {2, 1, 0}, {4, 9, 0}, {0, 0, 4}, {3, 5, 7}}
	blgpAll = [][3]int{{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 0, 7}}
	plain   = [][3]int{{0, 0, 0}}
	negs    = [][3]int{{0, 0, 0}, {0, 0, 1}, {0, 0, 6}}
	sparseM = [][3]int{{0, 0, 0}, {0, 1, 0}, {1, 0, 0}}
)

const (
	cdna12 = "gfx908 gfx90a"
	cdna3  = "gfx942 gfx950"
	cdna3x = "gfx942"
)

var mfmaCases = []mfmaCase{
	// gfx908, gfx90a
	{"v_mfma_f32_32x32x1f32", "mfma_f32_32x32x1f32", "float", "float", "f32x32", cdna12, bcast2, false, false},
	{"v_mfma_f32_16x16x1f32", "mfma_f32_16x16x1f32", "float", "float", "f32x16", cdna12, bcast4, false, false},
	{"v_mfma_f32_4x4x1f32", "mfma_f32_4x4x1f32", "float", "float", "f32x4", cdna12, bcast16, false, false},
	{"v_mfma_f32_32x32x2f32", "mfma_f32_32x32x2f32", "float", "float", "f32x16", cdna12, blgpAll, false, false},
	{"v_mfma_f32_16x16x4f32", "mfma_f32_16x16x4f32", "float", "float", "f32x4", cdna12, blgpAll, false, false},
	{"v_mfma_f32_32x32x4f16", "mfma_f32_32x32x4f16", "f16x4", "f16x4", "f32x32", cdna12, bcast2, false, false},
	{"v_mfma_f32_16x16x4f16", "mfma_f32_16x16x4f16", "f16x4", "f16x4", "f32x16", cdna12, bcast4, false, false},
	{"v_mfma_f32_4x4x4f16", "mfma_f32_4x4x4f16", "f16x4", "f16x4", "f32x4", cdna12, bcast16, false, false},
	{"v_mfma_f32_32x32x8f16", "mfma_f32_32x32x8f16", "f16x4", "f16x4", "f32x16", cdna12, blgpAll, false, false},
	{"v_mfma_f32_16x16x16f16", "mfma_f32_16x16x16f16", "f16x4", "f16x4", "f32x4", cdna12, blgpAll, false, false},
	{"v_mfma_i32_32x32x4i8", "mfma_i32_32x32x4i8", "int", "int", "i32x32", cdna12, bcast2, false, false},
	{"v_mfma_i32_16x16x4i8", "mfma_i32_16x16x4i8", "int", "int", "i32x16", cdna12, bcast4, false, false},
	{"v_mfma_i32_4x4x4i8", "mfma_i32_4x4x4i8", "int", "int", "i32x4", cdna12, bcast16, false, false},
	{"v_mfma_i32_32x32x8i8", "mfma_i32_32x32x8i8", "int", "int", "i32x16", cdna12, blgpAll, false, false},
	{"v_mfma_i32_16x16x16i8", "mfma_i32_16x16x16i8", "int", "int", "i32x4", cdna12, blgpAll, false, false},
	{"v_mfma_f32_32x32x2bf16", "mfma_f32_32x32x2bf16", "i16x2", "i16x2", "f32x32", cdna12, bcast2, false, false},
	{"v_mfma_f32_16x16x2bf16", "mfma_f32_16x16x2bf16", "i16x2", "i16x2", "f32x16", cdna12, bcast4, false, false},
	{"v_mfma_f32_4x4x2bf16", "mfma_f32_4x4x2bf16", "i16x2", "i16x2", "f32x4", cdna12, bcast16, false, false},
	{"v_mfma_f32_32x32x4bf16", "mfma_f32_32x32x4bf16", "i16x2", "i16x2", "f32x16", cdna12, blgpAll, false, false},
	{"v_mfma_f32_16x16x8bf16", "mfma_f32_16x16x8bf16", "i16x2", "i16x2", "f32x4", cdna12, blgpAll, false, false},
	// gfx90a
	{"v_mfma_f32_32x32x4bf16_1k", "mfma_f32_32x32x4bf16_1k", "i16x4", "i16x4", "f32x32", "gfx90a", bcast2, false, false},
	{"v_mfma_f32_16x16x4bf16_1k", "mfma_f32_16x16x4bf16_1k", "i16x4", "i16x4", "f32x16", "gfx90a", bcast4, false, false},
	{"v_mfma_f32_4x4x4bf16_1k", "mfma_f32_4x4x4bf16_1k", "i16x4", "i16x4", "f32x4", "gfx90a", bcast16, false, false},
	{"v_mfma_f32_32x32x8bf16_1k", "mfma_f32_32x32x8bf16_1k", "i16x4", "i16x4", "f32x16", "gfx90a", blgpAll, false, false},
	{"v_mfma_f32_16x16x16bf16_1k", "mfma_f32_16x16x16bf16_1k", "i16x4", "i16x4", "f32x4", "gfx90a", blgpAll, false, false},
	{"v_mfma_f64_16x16x4f64", "mfma_f64_16x16x4f64", "double", "double", "f64x4", "gfx90a", plain, false, false},
	{"v_mfma_f64_4x4x4f64", "mfma_f64_4x4x4f64", "double", "double", "double", "gfx90a", plain, false, false},
	// gfx942 and gfx950 (the same builtins give CDNA3's mnemonics)
	{"v_mfma_f32_32x32x1_2b_f32", "mfma_f32_32x32x1f32", "float", "float", "f32x32", cdna3, bcast2, false, false},
	{"v_mfma_f32_16x16x1_4b_f32", "mfma_f32_16x16x1f32", "float", "float", "f32x16", cdna3, bcast4, false, false},
	{"v_mfma_f32_4x4x1_16b_f32", "mfma_f32_4x4x1f32", "float", "float", "f32x4", cdna3, bcast16, false, false},
	{"v_mfma_f32_32x32x2_f32", "mfma_f32_32x32x2f32", "float", "float", "f32x16", cdna3, blgpAll, false, false},
	{"v_mfma_f32_16x16x4_f32", "mfma_f32_16x16x4f32", "float", "float", "f32x4", cdna3, blgpAll, false, false},
	{"v_mfma_f32_32x32x4_2b_f16", "mfma_f32_32x32x4f16", "f16x4", "f16x4", "f32x32", cdna3, bcast2, false, false},
	{"v_mfma_f32_16x16x4_4b_f16", "mfma_f32_16x16x4f16", "f16x4", "f16x4", "f32x16", cdna3, bcast4, false, false},
	{"v_mfma_f32_4x4x4_16b_f16", "mfma_f32_4x4x4f16", "f16x4", "f16x4", "f32x4", cdna3, bcast16, false, false},
	{"v_mfma_f32_32x32x8_f16", "mfma_f32_32x32x8f16", "f16x4", "f16x4", "f32x16", cdna3, plain, false, false},
	{"v_mfma_f32_16x16x16_f16", "mfma_f32_16x16x16f16", "f16x4", "f16x4", "f32x4", cdna3, plain, false, false},
	{"v_mfma_i32_32x32x4_2b_i8", "mfma_i32_32x32x4i8", "int", "int", "i32x32", cdna3, bcast2, false, false},
	{"v_mfma_i32_16x16x4_4b_i8", "mfma_i32_16x16x4i8", "int", "int", "i32x16", cdna3, bcast4, false, false},
	{"v_mfma_i32_4x4x4_16b_i8", "mfma_i32_4x4x4i8", "int", "int", "i32x4", cdna3, bcast16, false, false},
	{"v_mfma_i32_32x32x16_i8", "mfma_i32_32x32x16_i8", "long", "long", "i32x16", cdna3, plain, false, false},
	{"v_mfma_i32_16x16x32_i8", "mfma_i32_16x16x32_i8", "long", "long", "i32x4", cdna3, plain, false, false},
	{"v_mfma_f32_32x32x4_2b_bf16", "mfma_f32_32x32x4bf16_1k", "i16x4", "i16x4", "f32x32", cdna3, bcast2, false, false},
	{"v_mfma_f32_16x16x4_4b_bf16", "mfma_f32_16x16x4bf16_1k", "i16x4", "i16x4", "f32x16", cdna3, bcast4, false, false},
	{"v_mfma_f32_4x4x4_16b_bf16", "mfma_f32_4x4x4bf16_1k", "i16x4", "i16x4", "f32x4", cdna3, bcast16, false, false},
	{"v_mfma_f32_32x32x8_bf16", "mfma_f32_32x32x8bf16_1k", "i16x4", "i16x4", "f32x16", cdna3, plain, false, false},
	{"v_mfma_f32_16x16x16_bf16", "mfma_f32_16x16x16bf16_1k", "i16x4", "i16x4", "f32x4", cdna3, plain, false, false},
	{"v_mfma_f64_16x16x4_f64", "mfma_f64_16x16x4f64", "double", "double", "f64x4", cdna3, negs, false, false},
	{"v_mfma_f64_4x4x4_4b_f64", "mfma_f64_4x4x4f64", "double", "double", "double", cdna3, negs, false, false},
	{"v_mfma_f32_16x16x8_xf32", "mfma_f32_16x16x8_xf32", "f32x2", "f32x2", "f32x4", cdna3x, plain, false, false},
	{"v_mfma_f32_32x32x4_xf32", "mfma_f32_32x32x4_xf32", "f32x2", "f32x2", "f32x16", cdna3x, plain, false, false},
	{"v_mfma_f32_16x16x32_bf8_bf8", "mfma_f32_16x16x32_bf8_bf8", "long", "long", "f32x4", cdna3, plain, false, false},
	{"v_mfma_f32_16x16x32_bf8_fp8", "mfma_f32_16x16x32_bf8_fp8", "long", "long", "f32x4", cdna3, plain, false, false},
	{"v_mfma_f32_16x16x32_fp8_bf8", "mfma_f32_16x16x32_fp8_bf8", "long", "long", "f32x4", cdna3, plain, false, false},
	{"v_mfma_f32_16x16x32_fp8_fp8", "mfma_f32_16x16x32_fp8_fp8", "long", "long", "f32x4", cdna3, plain, false, false},
	{"v_mfma_f32_32x32x16_bf8_bf8", "mfma_f32_32x32x16_bf8_bf8", "long", "long", "f32x16", cdna3, plain, false, false},
	{"v_mfma_f32_32x32x16_bf8_fp8", "mfma_f32_32x32x16_bf8_fp8", "long", "long", "f32x16", cdna3, plain, false, false},
	{"v_mfma_f32_32x32x16_fp8_bf8", "mfma_f32_32x32x16_fp8_bf8", "long", "long", "f32x16", cdna3, plain, false, false},
	{"v_mfma_f32_32x32x16_fp8_fp8", "mfma_f32_32x32x16_fp8_fp8", "long", "long", "f32x16", cdna3, plain, false, false},
	{"v_smfmac_f32_16x16x32_f16", "smfmac_f32_16x16x32_f16", "f16x4", "f16x8", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x16_f16", "smfmac_f32_32x32x16_f16", "f16x4", "f16x8", "f32x16", cdna3, sparseM, true, false},
	{"v_smfmac_f32_16x16x32_bf16", "smfmac_f32_16x16x32_bf16", "i16x4", "i16x8", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x16_bf16", "smfmac_f32_32x32x16_bf16", "i16x4", "i16x8", "f32x16", cdna3, sparseM, true, false},
	{"v_smfmac_i32_16x16x64_i8", "smfmac_i32_16x16x64_i8", "i32x2", "i32x4", "i32x4", cdna3, sparseM, true, false},
	{"v_smfmac_i32_32x32x32_i8", "smfmac_i32_32x32x32_i8", "i32x2", "i32x4", "i32x16", cdna3, sparseM, true, false},
	{"v_smfmac_f32_16x16x64_bf8_bf8", "smfmac_f32_16x16x64_bf8_bf8", "i32x2", "i32x4", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_16x16x64_bf8_fp8", "smfmac_f32_16x16x64_bf8_fp8", "i32x2", "i32x4", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_16x16x64_fp8_bf8", "smfmac_f32_16x16x64_fp8_bf8", "i32x2", "i32x4", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_16x16x64_fp8_fp8", "smfmac_f32_16x16x64_fp8_fp8", "i32x2", "i32x4", "f32x4", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x32_bf8_bf8", "smfmac_f32_32x32x32_bf8_bf8", "i32x2", "i32x4", "f32x16", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x32_bf8_fp8", "smfmac_f32_32x32x32_bf8_fp8", "i32x2", "i32x4", "f32x16", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x32_fp8_bf8", "smfmac_f32_32x32x32_fp8_bf8", "i32x2", "i32x4", "f32x16", cdna3, sparseM, true, false},
	{"v_smfmac_f32_32x32x32_fp8_fp8", "smfmac_f32_32x32x32_fp8_fp8", "i32x2", "i32x4", "f32x16", cdna3, sparseM, true, false},
	// gfx950
	{"v_mfma_f32_16x16x32_f16", "mfma_f32_16x16x32_f16", "f16x8", "f16x8", "f32x4", "gfx950", plain, false, false},
	{"v_mfma_f32_32x32x16_f16", "mfma_f32_32x32x16_f16", "f16x8", "f16x8", "f32x16", "gfx950", plain, false, false},
	{"v_mfma_f32_16x16x32_bf16", "mfma_f32_16x16x32_bf16", "bf16x8", "bf16x8", "f32x4", "gfx950", plain, false, false},
	{"v_mfma_f32_32x32x16_bf16", "mfma_f32_32x32x16_bf16", "bf16x8", "bf16x8", "f32x16", "gfx950", plain, false, false},
	{"v_mfma_i32_16x16x64_i8", "mfma_i32_16x16x64_i8", "i32x4", "i32x4", "i32x4", "gfx950", plain, false, false},
	{"v_mfma_i32_32x32x32_i8", "mfma_i32_32x32x32_i8", "i32x4", "i32x4", "i32x16", "gfx950", plain, false, false},
	{"v_mfma_f32_16x16x128_f8f6f4", "mfma_scale_f32_16x16x128_f8f6f4", "i32x8", "i32x8", "f32x4", "gfx950", [][3]int{{0, 0, 0}, {1, 0, 0}, {2, 0, 3}, {4, 0, 4}, {3, 0, 1}}, false, true},
	{"v_mfma_f32_32x32x64_f8f6f4", "mfma_scale_f32_32x32x64_f8f6f4", "i32x8", "i32x8", "f32x16", "gfx950", [][3]int{{0, 0, 0}, {0, 0, 2}, {4, 0, 1}}, false, true},
	// The scaled forms with scales from a buffer (A's in idx[l], B's in
	// idx[64+l]); mods are {A's format, A's scale byte, B's format}, B's
	// byte is 3 - A's.
	{"v_mfma_scale_f32_16x16x128_f8f6f4", "mfma_scale_f32_16x16x128_f8f6f4", "i32x8", "i32x8", "f32x4", "gfx950", [][3]int{{0, 0, 0}, {1, 3, 2}, {4, 1, 0}, {2, 2, 3}}, false, true},
	{"v_mfma_scale_f32_32x32x64_f8f6f4", "mfma_scale_f32_32x32x64_f8f6f4", "i32x8", "i32x8", "f32x16", "gfx950", [][3]int{{0, 1, 1}, {3, 2, 4}}, false, true},
	{"v_smfmac_f32_16x16x64_f16", "smfmac_f32_16x16x64_f16", "f16x8", "f16x16", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x32_f16", "smfmac_f32_32x32x32_f16", "f16x8", "f16x16", "f32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_16x16x64_bf16", "smfmac_f32_16x16x64_bf16", "bf16x8", "bf16x16", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x32_bf16", "smfmac_f32_32x32x32_bf16", "bf16x8", "bf16x16", "f32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_i32_16x16x128_i8", "smfmac_i32_16x16x128_i8", "i32x4", "i32x8", "i32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_i32_32x32x64_i8", "smfmac_i32_32x32x64_i8", "i32x4", "i32x8", "i32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_16x16x128_fp8_fp8", "smfmac_f32_16x16x128_fp8_fp8", "i32x4", "i32x8", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_16x16x128_bf8_fp8", "smfmac_f32_16x16x128_bf8_fp8", "i32x4", "i32x8", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_16x16x128_fp8_bf8", "smfmac_f32_16x16x128_fp8_bf8", "i32x4", "i32x8", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_16x16x128_bf8_bf8", "smfmac_f32_16x16x128_bf8_bf8", "i32x4", "i32x8", "f32x4", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x64_fp8_fp8", "smfmac_f32_32x32x64_fp8_fp8", "i32x4", "i32x8", "f32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x64_bf8_fp8", "smfmac_f32_32x32x64_bf8_fp8", "i32x4", "i32x8", "f32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x64_fp8_bf8", "smfmac_f32_32x32x64_fp8_bf8", "i32x4", "i32x8", "f32x16", "gfx950", sparseM, true, false},
	{"v_smfmac_f32_32x32x64_bf8_bf8", "smfmac_f32_32x32x64_bf8_bf8", "i32x4", "i32x8", "f32x16", "gfx950", sparseM, true, false},
}

// kernelName is the kernel of case c with modifier variant v.
func (c *mfmaCase) kernelName(v int) string {
	return fmt.Sprintf("k_%s_%d", strings.TrimPrefix(c.mnemonic, "v_"), v)
}

// mfmaSource is the OpenCL source of the kernels of one target.
func mfmaSource(target string) string {
	var b strings.Builder
	b.WriteString(mfmaTypedefs)
	for _, c := range mfmaCases {
		if !strings.Contains(c.targets, target) {
			continue
		}
		for v, m := range c.mods {
			fmt.Fprintf(&b, "kernel void %s(global const %s *a, global const %s *b, global const %s *c, global %s *d, global const int *idx) {\n",
				c.kernelName(v), c.a, c.b, c.c, c.c)
			b.WriteString("  uint l = __builtin_amdgcn_workitem_id_x();\n")
			switch {
			case c.sparse:
				fmt.Fprintf(&b, "  d[l] = __builtin_amdgcn_%s(a[l], b[l], c[l], idx[l], %d, %d);\n", c.builtin, m[0], m[1])
			case c.scaled && strings.HasPrefix(c.mnemonic, "v_mfma_scale"):
				fmt.Fprintf(&b, "  d[l] = __builtin_amdgcn_%s(a[l], b[l], c[l], %d, %d, %d, idx[l], %d, idx[64 + l]);\n", c.builtin, m[0], m[2], m[1], 3-m[1])
			case c.scaled:
				fmt.Fprintf(&b, "  d[l] = __builtin_amdgcn_%s(a[l], b[l], c[l], %d, %d, 0, 0, 0, 0);\n", c.builtin, m[0], m[2])
			default:
				fmt.Fprintf(&b, "  d[l] = __builtin_amdgcn_%s(a[l], b[l], c[l], %d, %d, %d);\n", c.builtin, m[0], m[1], m[2])
			}
			b.WriteString("}\n")
		}
	}
	return b.String()
}

var mfmaBuilds sync.Map // target -> path of the code object

// buildMFMA compiles the kernels of a target with clang-22 and checks that
// the disassembly has every expected mnemonic.
func buildMFMA(t *testing.T, target string) string {
	t.Helper()
	if p, ok := mfmaBuilds.Load(target); ok {
		return p.(string)
	}
	dir, err := os.MkdirTemp("", "mfma-"+target)
	if err != nil {
		t.Fatal(err)
	}
	src, obj, co := filepath.Join(dir, "mfma.cl"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(src, []byte(mfmaSource(target)), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	run("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu="+target, "-O2",
		"-Wall", "-Werror", "-c", src, "-o", obj)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, c := range mfmaCases {
		if strings.Contains(c.targets, target) && !strings.Contains(dis, c.mnemonic+" ") {
			t.Fatalf("%s: no %s in the disassembly", target, c.mnemonic)
		}
	}
	mfmaBuilds.Store(target, co)
	return co
}

// Operand sizes in bytes of the OpenCL types.
func clSize(ty string) int {
	switch ty {
	case "float", "int":
		return 4
	case "long", "double", "f32x2", "i16x4", "f16x4", "i32x2":
		return 8
	case "i16x2":
		return 4
	}
	var n int
	var base string
	for _, p := range []string{"f32x", "f16x", "i16x", "i32x", "bf16x", "f64x"} {
		if strings.HasPrefix(ty, p) {
			base = p
			fmt.Sscanf(ty[len(p):], "%d", &n)
		}
	}
	switch base {
	case "f32x", "i32x":
		return 4 * n
	case "f16x", "i16x", "bf16x":
		return 2 * n
	case "f64x":
		return 8 * n
	}
	panic("clSize " + ty)
}

// mfmaHost reads the element at loc of a per-lane buffer (stride bytes per
// lane).
func bufBits(buf []byte, stride int, l Loc) uint64 {
	base := l.Lane * stride
	var v uint64
	for k := 0; k < 8 && l.Bit/8+k < stride; k++ {
		v |= uint64(buf[base+l.Bit/8+k]) << (8 * k)
	}
	return v >> (l.Bit % 8) & (1<<l.Bits - 1)
}

// smallElem returns the bits of a small integer (|v| <= 4) or half-integer
// value in format e, chosen at random: every product and sum of them is
// exact in every format.
func smallElem(r *rand.Rand, e MatrixElem, ocp bool) uint64 {
	for {
		v := float64(r.IntN(9) - 4)
		if e == ElemFP4 || e == ElemFP6 || e == ElemBF6 {
			v = float64(r.IntN(9)-4) / 2
		}
		bits := encodeElem(e, v, ocp)
		if MatrixElemValue(e, bits, ocp) == v {
			return bits
		}
	}
}

// encodeElem finds the bits of v in format e by search (formats of at
// most 8 bits) or by conversion.
func encodeElem(e MatrixElem, v float64, ocp bool) uint64 {
	switch e {
	case ElemF32, ElemXF32:
		return uint64(math.Float32bits(float32(v)))
	case ElemF64:
		return math.Float64bits(v)
	case ElemF16:
		return uint64(roundToF16(v))
	case ElemBF16:
		return uint64(math.Float32bits(float32(v)) >> 16)
	case ElemI8:
		return uint64(uint8(int8(v)))
	case ElemI32:
		return uint64(uint32(int32(v)))
	}
	for b := uint64(0); b < 1<<e.Bits(); b++ {
		if MatrixElemValue(e, b, ocp) == v {
			return b
		}
	}
	return 0
}

func putBits(buf []byte, stride int, l Loc, v uint64) {
	base := l.Lane * stride
	for k := 0; k*8 < l.Bit%8+l.Bits; k++ {
		o := base + l.Bit/8 + k
		sh := l.Bit%8 - 8*k
		var mask, val uint64
		if sh >= 0 {
			mask, val = (1<<l.Bits-1)<<sh, v<<sh
		} else {
			mask, val = (1<<l.Bits-1)>>-sh, v>>-sh
		}
		buf[o] = buf[o]&^byte(mask) | byte(val)
	}
}

// hostProduct is the reference: D[b][i][j] = C + sum_k A[b'][i][k] *
// B'[b][k][j] in exact rational arithmetic, rounded once to the result
// format (nearest even); integers wrap to 32 bits.
//
// The scaled forms multiply each element of A by 2^(e-127), e the scale
// byte scaleSel of idx[lane] for the lane holding it, and of B by byte
// 3-scaleSel of idx[64+lane] (one E8M0 scale per lane's 32 elements).
func hostProduct(mo *MatrixOp, mods MatrixMods, scaleSel int, fa, fb MatrixElem, ocp bool, a, bb, c, idx []byte, sa, sb, sc int) [][][]uint64 {
	nb := mo.Blocks
	out := make([][][]uint64, nb)
	neg := [3]bool{}
	if mo.Neg {
		neg = [3]bool{mods.BLGP&1 != 0, mods.BLGP&2 != 0, mods.BLGP&4 != 0}
	}
	val := func(e MatrixElem, bits uint64, n bool) *big.Rat {
		f := MatrixElemValue(e, bits, ocp)
		r := new(big.Rat)
		r.SetFloat64(f)
		if n {
			r.Neg(r)
		}
		return r
	}
	for b := range nb {
		out[b] = make([][]uint64, mo.M)
		// Block of A under CBSZ/ABID (calculator formula).
		ab := b
		if mo.Broadcast && mods.CBSZ > 0 {
			g := 1 << mods.CBSZ
			ab = b/g*g + mods.ABID
		}
		for i := range mo.M {
			out[b][i] = make([]uint64, mo.N)
			for j := range mo.N {
				cl := mo.CDLoc(i, j, b)
				sum := val(mo.CD, bufBits(c, sc, cl), neg[2])
				for kc := range mo.StoredK() {
					al := mo.ALoc(i, kc, ab, fa.Bits())
					k := kc
					if mo.Sparse {
						// The index of stored element e of a lane: 2 bits at
						// 2*e, sets of fields chosen by ABID when CBSZ is 0.
						kpl := mo.StoredK() / (64 / (mo.M * mo.Blocks))
						iv := binary.LittleEndian.Uint32(idx[4*al.Lane:])
						sh := 2 * (kc % kpl)
						if mods.CBSZ == 0 {
							sh += 2 * kpl * mods.ABID
						}
						k = kc/2*4 + int(iv>>sh&3)
					}
					bl := mo.BLoc(k, j, b, fb.Bits())
					if mo.LanePattern {
						bl.Lane = blgpLane(bl.Lane, mods.BLGP)
					}
					p := new(big.Rat).Mul(val(fa, bufBits(a, sa, al), neg[0]), val(fb, bufBits(bb, sb, bl), neg[1]))
					if mo.Scaled {
						ea, eb := int(idx[4*al.Lane+scaleSel]), int(idx[4*(64+bl.Lane)+3-scaleSel])
						p.Mul(p, new(big.Rat).SetFloat64(math.Ldexp(1, ea-127+eb-127)))
					}
					sum.Add(sum, p)
				}
				switch mo.CD {
				case ElemI32:
					n := new(big.Int).Quo(sum.Num(), sum.Denom())
					out[b][i][j] = uint64(uint32(n.Int64()))
				case ElemF64:
					f, _ := sum.Float64()
					out[b][i][j] = math.Float64bits(f)
				default:
					f, _ := sum.Float32()
					out[b][i][j] = uint64(math.Float32bits(f))
				}
			}
		}
	}
	return out
}

// blgpLane is the BLGP lane pattern written out from the CDNA3 ISA's
// table as the calculator prints it (0 none, 1/2 broadcast one half, 3
// rotate by 16, 4-7 broadcast one quarter).
func blgpLane(l, blgp int) int {
	switch blgp {
	case 1:
		return l & 31
	case 2:
		return 32 + l&31
	case 3:
		return (l + 16) & 63
	case 4, 5, 6, 7:
		return 16*(blgp-4) + l&15
	}
	return l
}

func TestMFMAKernelsMatchHostProduct(t *testing.T) {
	for _, target := range []string{"gfx908", "gfx90a", "gfx942", "gfx950"} {
		t.Run(target, func(t *testing.T) {
			co := buildMFMA(t, target)
			ocp := target == "gfx950"
			for _, c := range mfmaCases {
				if !strings.Contains(c.targets, target) {
					continue
				}
				mo := matrixOpByName(t, c.mnemonic)
				for v, m := range c.mods {
					mods := MatrixMods{CBSZ: m[0], ABID: m[1], BLGP: m[2]}
					if mo.Scaled {
						mods.ABID = 0 // m[1] is A's scale byte
					}
					k := loadKernel(t, target, co, c.kernelName(v))
					for _, random := range []bool{false, true} {
						if random && (mo.CD.Integer() || mo.F8F6F4) {
							continue
						}
						name := fmt.Sprintf("%s/%d", c.mnemonic, v)
						if random {
							name += "/random"
						}
						checkMFMACase(t, target, k, &c, mo, mods, m[1], ocp, random, name)
					}
				}
			}
		})
	}
}

// TestMFMACasesCoverTheTable: every op of the layout table has a kernel.
func TestMFMACasesCoverTheTable(t *testing.T) {
	have := map[string]bool{}
	for _, c := range mfmaCases {
		have[c.mnemonic] = true
	}
	for _, mo := range matrixOps {
		if !have[mo.Name] {
			t.Errorf("%s has no kernel in mfmaCases", mo.Name)
		}
	}
}

func matrixOpByName(t *testing.T, name string) *MatrixOp {
	for _, mo := range matrixOps {
		if mo.Name == name {
			return mo
		}
	}
	t.Fatalf("no matrix op %s", name)
	return nil
}

func checkMFMACase(t *testing.T, target string, k *testKernel, c *mfmaCase, mo *MatrixOp, mods MatrixMods, scaleSel int, ocp, random bool, name string) {
	t.Helper()
	fa, fb, err := mo.Formats(mods)
	if err != nil {
		t.Fatal(err)
	}
	sa, sb, sc := clSize(c.a), clSize(c.b), clSize(c.c)
	if 4*mo.Registers("A", fa, fb) > sa || 4*mo.Registers("B", fa, fb) > sb || 4*mo.Registers("CD", fa, fb) != sc {
		t.Fatalf("%s: the table's register counts do not fit the builtin's types %s, %s, %s", name, c.a, c.b, c.c)
	}
	seed := uint64(len(name))*7919 + uint64(mods.CBSZ+3*mods.ABID+17*mods.BLGP)
	r := rand.New(rand.NewPCG(seed, 11))
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(64*sa), 0)
	B, _ := mem.Allocate("b", AllocBuffer, uint64(64*sb), 0)
	C, _ := mem.Allocate("c", AllocBuffer, uint64(64*sc), 0)
	D, _ := mem.Allocate("d", AllocBuffer, uint64(64*sc), 0)
	I, _ := mem.Allocate("idx", AllocBuffer, 128*4, 0)
	if mo.Scaled {
		// E8M0 scales 2^-7 .. 2^7 in every byte.
		for x := range I.Data {
			I.Data[x] = byte(120 + r.IntN(15))
		}
	}
	elem := func(e MatrixElem) uint64 {
		if !random {
			return smallElem(r, e, ocp)
		}
		switch e {
		case ElemF32, ElemXF32:
			x := float32(r.NormFloat64())
			if e == ElemXF32 {
				// xf32 keeps 10 fraction bits (see README.md): random
				// inputs stay within them.
				x = math.Float32frombits(math.Float32bits(x) &^ 0x1fff)
			}
			return uint64(math.Float32bits(x))
		case ElemF64:
			return math.Float64bits(r.NormFloat64())
		case ElemF16:
			return uint64(roundToF16(r.NormFloat64()))
		case ElemBF16:
			return uint64(math.Float32bits(float32(r.NormFloat64())) >> 16)
		}
		for {
			b := r.Uint64() & (1<<e.Bits() - 1)
			if f := MatrixElemValue(e, b, ocp); f == f && !math.IsInf(f, 0) {
				return b
			}
		}
	}
	// Fill every element of the stored matrices (all blocks).
	for b := range mo.Blocks {
		for i := range mo.M {
			for kc := range mo.StoredK() {
				putBits(A.Data, sa, mo.ALoc(i, kc, b, fa.Bits()), elem(fa))
			}
		}
		for kk := range mo.K {
			for j := range mo.N {
				putBits(B.Data, sb, mo.BLoc(kk, j, b, fb.Bits()), elem(fb))
			}
		}
		for i := range mo.M {
			for j := range mo.N {
				putBits(C.Data, sc, mo.CDLoc(i, j, b), elem(mo.CD))
			}
		}
	}
	if mo.Sparse {
		// Two distinct positions of four, in order, per pair of stored
		// values: all fields of the index VGPR random pairs.
		pairs := [][2]uint32{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
		for l := range 64 {
			var x uint32
			for f := 0; f < 32; f += 4 {
				p := pairs[r.IntN(len(pairs))]
				x |= (p[0] | p[1]<<2) << f
			}
			binary.LittleEndian.PutUint32(I.Data[4*l:], x)
		}
	}
	d := &Dispatch{Grid: [3]uint32{64, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base, I.Base)
	if _, err := k.run(t, d, mem); err != nil {
		t.Fatalf("%s %s: %v", target, name, err)
	}
	want := hostProduct(mo, mods, scaleSel, fa, fb, ocp, A.Data, B.Data, C.Data, I.Data, sa, sb, sc)
	bad := 0
	for b := range mo.Blocks {
		for i := range mo.M {
			for j := range mo.N {
				l := mo.CDLoc(i, j, b)
				got := bufBits(D.Data, sc, l)
				if got != want[b][i][j] && bad < 5 {
					bad++
					t.Errorf("%s %s: D[%d][%d] block %d (lane %d bit %d): got %#x, want %#x", target, name, i, j, b, l.Lane, l.Bit, got, want[b][i][j])
				}
			}
		}
	}
}
