// AVX2 lane kernels (see lanes.go): each processes the 64 lanes of a wave
// as eight 8-lane chunks. A chunk's EXEC bits become a lane mask by
// broadcasting them and testing each lane's bit (laneBits); results are
// blended into the destination so inactive lanes keep their value.

#include "textflag.h"

DATA laneBits<>+0x00(SB)/4, $0x01
DATA laneBits<>+0x04(SB)/4, $0x02
DATA laneBits<>+0x08(SB)/4, $0x04
DATA laneBits<>+0x0c(SB)/4, $0x08
DATA laneBits<>+0x10(SB)/4, $0x10
DATA laneBits<>+0x14(SB)/4, $0x20
DATA laneBits<>+0x18(SB)/4, $0x40
DATA laneBits<>+0x1c(SB)/4, $0x80
GLOBL laneBits<>(SB), RODATA|NOPTR, $32

DATA shiftMask<>+0x00(SB)/4, $31
GLOBL shiftMask<>(SB), RODATA|NOPTR, $4

DATA signBit<>+0x00(SB)/4, $0x80000000
GLOBL signBit<>(SB), RODATA|NOPTR, $4

// EXPAND(R, Y) sets each 32-bit lane of Y to all ones where the low 8 bits
// of R have the lane's bit (Y15 holds laneBits).
#define EXPAND(R, Y) \
	VMOVQ R, X3; \
	VPBROADCASTD X3, Y; \
	VPAND Y15, Y, Y; \
	VPCMPEQD Y15, Y, Y

// BINOP defines func NAME(dst, a, b *[64]uint32, exec uint64): per chunk,
// Y0 = a, Y1 = b, BODY leaves the result in Y0 (Y14: 31 in every lane).
#define BINOP(NAME, BODY) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ a+8(FP), SI; \
	MOVQ b+16(FP), DX; \
	MOVQ exec+24(FP), R8; \
	VMOVDQU laneBits<>(SB), Y15; \
	VPBROADCASTD shiftMask<>(SB), Y14; \
	MOVQ $8, CX; \
loop: \
	VMOVDQU (SI), Y0; \
	VMOVDQU (DX), Y1; \
	BODY; \
	EXPAND(R8, Y4); \
	VMOVDQU (DI), Y2; \
	VPBLENDVB Y4, Y0, Y2, Y0; \
	VMOVDQU Y0, (DI); \
	ADDQ $32, SI; \
	ADDQ $32, DX; \
	ADDQ $32, DI; \
	SHRQ $8, R8; \
	DECQ CX; \
	JNZ loop; \
	VZEROUPPER; \
	RET

#define NO_BODY
BINOP(·laneMov, NO_BODY)
#define LANEADD_BODY VPADDD Y1, Y0, Y0
BINOP(·laneAdd, LANEADD_BODY)
#define LANESUB_BODY VPSUBD Y1, Y0, Y0
BINOP(·laneSub, LANESUB_BODY)
#define LANEAND_BODY VPAND Y1, Y0, Y0
BINOP(·laneAnd, LANEAND_BODY)
#define LANEOR_BODY VPOR Y1, Y0, Y0
BINOP(·laneOr, LANEOR_BODY)
#define XLANEOR_BODY VPXOR Y1, Y0, Y0
BINOP(·laneXor, XLANEOR_BODY)
#define LANEMULLO_BODY VPMULLD Y1, Y0, Y0
BINOP(·laneMulLo, LANEMULLO_BODY)
#define LANEMINU32_BODY VPMINUD Y1, Y0, Y0
BINOP(·laneMinU32, LANEMINU32_BODY)
#define LANEMAXU32_BODY VPMAXUD Y1, Y0, Y0
BINOP(·laneMaxU32, LANEMAXU32_BODY)
#define LANEMINI32_BODY VPMINSD Y1, Y0, Y0
BINOP(·laneMinI32, LANEMINI32_BODY)
#define LANEMAXI32_BODY VPMAXSD Y1, Y0, Y0
BINOP(·laneMaxI32, LANEMAXI32_BODY)
// Reversed shifts: D = S1 shifted by S0[4:0].
#define LANELSHLREV_BODY VPAND Y14, Y0, Y0; VPSLLVD Y0, Y1, Y0
BINOP(·laneLshlrev, LANELSHLREV_BODY)
#define LANELSHRREV_BODY VPAND Y14, Y0, Y0; VPSRLVD Y0, Y1, Y0
BINOP(·laneLshrrev, LANELSHRREV_BODY)
#define LANEASHRREV_BODY VPAND Y14, Y0, Y0; VPSRAVD Y0, Y1, Y0
BINOP(·laneAshrrev, LANEASHRREV_BODY)

// CMPOP defines func NAME(a, b *[64]uint32) uint64: bit l is set where
// BODY (Y0 = a, Y1 = b, Y13: the sign bit in every lane) leaves lane l of
// Y0 all ones.
#define CMPOP(NAME, BODY) \
TEXT NAME(SB), NOSPLIT, $0-24; \
	MOVQ a+0(FP), SI; \
	MOVQ b+8(FP), DX; \
	VPBROADCASTD signBit<>(SB), Y13; \
	XORQ AX, AX; \
	XORQ CX, CX; \
loop: \
	VMOVDQU (SI), Y0; \
	VMOVDQU (DX), Y1; \
	BODY; \
	VMOVMSKPS Y0, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	ADDQ $32, SI; \
	ADDQ $32, DX; \
	ADDQ $8, CX; \
	CMPQ CX, $64; \
	JNE loop; \
	MOVQ AX, ret+16(FP); \
	VZEROUPPER; \
	RET

#define LANEEQ_BODY VPCMPEQD Y1, Y0, Y0
CMPOP(·laneEq, LANEEQ_BODY)
#define LANEGTI32_BODY VPCMPGTD Y1, Y0, Y0
CMPOP(·laneGtI32, LANEGTI32_BODY)
#define LANEGTU32_BODY VPXOR Y13, Y0, Y0; VPXOR Y13, Y1, Y1; VPCMPGTD Y1, Y0, Y0
CMPOP(·laneGtU32, LANEGTU32_BODY)

// func laneAddc(dst, a, b *[64]uint32, cin, exec uint64) uint64
// D = S0 + S1 + carry-in bit; returns the carry-out of every lane.
TEXT ·laneAddc(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ cin+24(FP), R10
	MOVQ exec+32(FP), R8
	VMOVDQU laneBits<>(SB), Y15
	VPBROADCASTD signBit<>(SB), Y13
	XORQ AX, AX
	XORQ CX, CX
addcloop:
	VMOVDQU (SI), Y0
	VMOVDQU (DX), Y1
	VPADDD Y1, Y0, Y4        // s1 = a + b
	VPXOR Y13, Y0, Y5
	VPXOR Y13, Y4, Y6
	VPCMPGTD Y6, Y5, Y5      // carry of a + b: a >u s1
	EXPAND(R10, Y7)
	VPSUBD Y7, Y4, Y0        // s = s1 + carry-in (subtracting -1)
	VPXOR Y13, Y0, Y8
	VPCMPGTD Y8, Y6, Y8      // carry of s1 + carry-in: s1 >u s
	VPOR Y8, Y5, Y5
	VMOVMSKPS Y5, R9
	SHLQ CX, R9
	ORQ R9, AX
	EXPAND(R8, Y4)
	VMOVDQU (DI), Y2
	VPBLENDVB Y4, Y0, Y2, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	SHRQ $8, R8
	SHRQ $8, R10
	ADDQ $8, CX
	CMPQ CX, $64
	JNE addcloop
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// func laneSubb(dst, a, b *[64]uint32, bin, exec uint64) uint64
// D = S0 - S1 - borrow-in bit; returns the borrow-out of every lane.
TEXT ·laneSubb(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ bin+24(FP), R10
	MOVQ exec+32(FP), R8
	VMOVDQU laneBits<>(SB), Y15
	VPBROADCASTD signBit<>(SB), Y13
	XORQ AX, AX
	XORQ CX, CX
subbloop:
	VMOVDQU (SI), Y0
	VMOVDQU (DX), Y1
	VPSUBD Y1, Y0, Y4        // d1 = a - b
	VPXOR Y13, Y0, Y5
	VPXOR Y13, Y1, Y6
	VPCMPGTD Y5, Y6, Y5      // borrow of a - b: b >u a
	EXPAND(R10, Y7)
	VPADDD Y7, Y4, Y0        // d = d1 - borrow-in (adding -1)
	VPXOR Y8, Y8, Y8
	VPCMPEQD Y8, Y4, Y8      // d1 == 0
	VPAND Y7, Y8, Y8         // borrow of d1 - borrow-in
	VPOR Y8, Y5, Y5
	VMOVMSKPS Y5, R9
	SHLQ CX, R9
	ORQ R9, AX
	EXPAND(R8, Y4)
	VMOVDQU (DI), Y2
	VPBLENDVB Y4, Y0, Y2, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	SHRQ $8, R8
	SHRQ $8, R10
	ADDQ $8, CX
	CMPQ CX, $64
	JNE subbloop
	MOVQ AX, ret+40(FP)
	VZEROUPPER
	RET

// func laneCndmask(dst, a, b *[64]uint32, sel, exec uint64)
// D = sel bit ? S1 : S0.
TEXT ·laneCndmask(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ sel+24(FP), R10
	MOVQ exec+32(FP), R8
	VMOVDQU laneBits<>(SB), Y15
	MOVQ $8, CX
cndloop:
	VMOVDQU (SI), Y0
	VMOVDQU (DX), Y1
	EXPAND(R10, Y5)
	VPBLENDVB Y5, Y1, Y0, Y0
	EXPAND(R8, Y4)
	VMOVDQU (DI), Y2
	VPBLENDVB Y4, Y0, Y2, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	SHRQ $8, R8
	SHRQ $8, R10
	DECQ CX
	JNZ cndloop
	VZEROUPPER
	RET

// F32OP defines func NAME(dst, a, b, c *[64]uint32, exec uint64) uint64:
// BODY computes Y2 from Y0 = a, Y1 = b, Y2 = c in IEEE single precision
// (round to nearest even, denormals kept: Go's MXCSR). Lanes whose result
// is a NaN are not written; their bits are returned for the caller to
// compute with the general semantics (NaN propagation differs).
#define F32OP(NAME, BODY) \
TEXT NAME(SB), NOSPLIT, $0-48; \
	MOVQ dst+0(FP), DI; \
	MOVQ a+8(FP), SI; \
	MOVQ b+16(FP), DX; \
	MOVQ c+24(FP), R11; \
	MOVQ exec+32(FP), R8; \
	VMOVDQU laneBits<>(SB), Y15; \
	XORQ AX, AX; \
	XORQ CX, CX; \
loop: \
	VMOVUPS (SI), Y0; \
	VMOVUPS (DX), Y1; \
	VMOVUPS (R11), Y2; \
	BODY; \
	VCMPPS $3, Y2, Y2, Y5; \
	VMOVMSKPS Y5, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	EXPAND(R8, Y4); \
	VPANDN Y4, Y5, Y4; \
	VMOVDQU (DI), Y6; \
	VPBLENDVB Y4, Y2, Y6, Y2; \
	VMOVDQU Y2, (DI); \
	ADDQ $32, SI; \
	ADDQ $32, DX; \
	ADDQ $32, R11; \
	ADDQ $32, DI; \
	SHRQ $8, R8; \
	ADDQ $8, CX; \
	CMPQ CX, $64; \
	JNE loop; \
	MOVQ AX, ret+40(FP); \
	VZEROUPPER; \
	RET

#define LANEFMAF32_BODY VFMADD231PS Y1, Y0, Y2
F32OP(·laneFmaF32, LANEFMAF32_BODY)
#define LANEADDF32_BODY VADDPS Y1, Y0, Y2
F32OP(·laneAddF32, LANEADDF32_BODY)
#define LANESUBF32_BODY VSUBPS Y1, Y0, Y2
F32OP(·laneSubF32, LANESUBF32_BODY)
#define LANEMULF32_BODY VMULPS Y1, Y0, Y2
F32OP(·laneMulF32, LANEMULF32_BODY)
// Multiply, round, add, round (v_mad_f32, v_mac_f32).
#define LANEMADF32_BODY VMULPS Y1, Y0, Y3; VADDPS Y2, Y3, Y2
F32OP(·laneMadF32, LANEMADF32_BODY)

// func laneBroadcast(buf *[64]uint32, v uint32)
TEXT ·laneBroadcast(SB), NOSPLIT, $0-12
	MOVQ buf+0(FP), DI
	MOVL v+8(FP), AX
	VMOVQ AX, X0
	VPBROADCASTD X0, Y0
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VMOVDQU Y0, 128(DI)
	VMOVDQU Y0, 160(DI)
	VMOVDQU Y0, 192(DI)
	VMOVDQU Y0, 224(DI)
	VZEROUPPER
	RET
