// Lane kernels (lanes_go.go says what each computes) in AVX2 and AVX-512.
// The AVX2 code processes the 64 lanes of a wave as eight 8-lane chunks: a
// chunk's EXEC bits become a lane mask by broadcasting them and testing
// each lane's bit (laneBits), and results are blended into the
// destination so inactive lanes keep their value. The AVX-512 code, taken
// when ·laneAVX512 is set, processes four 16-lane chunks and stores
// through a mask register loaded with the chunk's EXEC bits.

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

DATA one<>+0x00(SB)/4, $1
GLOBL one<>(SB), RODATA|NOPTR, $4

// EXPAND(R, Y) sets each 32-bit lane of Y to all ones where the low 8 bits
// of R have the lane's bit (Y15 holds laneBits). It overwrites Y3.
#define EXPAND(R, Y) \
	VMOVQ R, X3; \
	VPBROADCASTD X3, Y; \
	VPAND Y15, Y, Y; \
	VPCMPEQD Y15, Y, Y

// Every kernel taking exec stops after the last chunk holding an EXEC bit
// (a wave32, or a wave64 whose upper lanes are done, runs half the
// chunks); masks it returns are defined for the lanes of exec only.

// BINOP defines func NAME(dst, a, b *[64]uint32, exec uint64): per chunk,
// Y0 = a, Y1 = b, BODY leaves the result in Y0 (Y14: 31 in every lane);
// ZBODY does the same on Z0, Z1 (Z14).
#define BINOP(NAME, BODY, ZBODY) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ dst+0(FP), DI; \
	MOVQ a+8(FP), SI; \
	MOVQ b+16(FP), DX; \
	MOVQ exec+24(FP), R8; \
	CMPB ·laneAVX512(SB), $0; \
	JNE z512; \
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
	JZ done; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET; \
z512: \
	VPBROADCASTD shiftMask<>(SB), Z14; \
	MOVQ $4, CX; \
zloop: \
	KMOVW R8, K1; \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 (DX), Z1; \
	ZBODY; \
	VMOVDQU32 Z0, K1, (DI); \
	ADDQ $64, SI; \
	ADDQ $64, DX; \
	ADDQ $64, DI; \
	SHRQ $16, R8; \
	JZ zdone; \
	DECQ CX; \
	JNZ zloop; \
zdone: \
	VZEROUPPER; \
	RET

#define NO_BODY
BINOP(·laneMov, NO_BODY, NO_BODY)
#define LANEADD_BODY VPADDD Y1, Y0, Y0
#define ZLANEADD_BODY VPADDD Z1, Z0, Z0
BINOP(·laneAdd, LANEADD_BODY, ZLANEADD_BODY)
#define LANESUB_BODY VPSUBD Y1, Y0, Y0
#define ZLANESUB_BODY VPSUBD Z1, Z0, Z0
BINOP(·laneSub, LANESUB_BODY, ZLANESUB_BODY)
#define LANEAND_BODY VPAND Y1, Y0, Y0
#define ZLANEAND_BODY VPANDD Z1, Z0, Z0
BINOP(·laneAnd, LANEAND_BODY, ZLANEAND_BODY)
#define LANEOR_BODY VPOR Y1, Y0, Y0
#define ZLANEOR_BODY VPORD Z1, Z0, Z0
BINOP(·laneOr, LANEOR_BODY, ZLANEOR_BODY)
#define LANEXOR_BODY VPXOR Y1, Y0, Y0
#define ZLANEXOR_BODY VPXORD Z1, Z0, Z0
BINOP(·laneXor, LANEXOR_BODY, ZLANEXOR_BODY)
#define LANEMULLO_BODY VPMULLD Y1, Y0, Y0
#define ZLANEMULLO_BODY VPMULLD Z1, Z0, Z0
BINOP(·laneMulLo, LANEMULLO_BODY, ZLANEMULLO_BODY)
#define LANEMINU32_BODY VPMINUD Y1, Y0, Y0
#define ZLANEMINU32_BODY VPMINUD Z1, Z0, Z0
BINOP(·laneMinU32, LANEMINU32_BODY, ZLANEMINU32_BODY)
#define LANEMAXU32_BODY VPMAXUD Y1, Y0, Y0
#define ZLANEMAXU32_BODY VPMAXUD Z1, Z0, Z0
BINOP(·laneMaxU32, LANEMAXU32_BODY, ZLANEMAXU32_BODY)
#define LANEMINI32_BODY VPMINSD Y1, Y0, Y0
#define ZLANEMINI32_BODY VPMINSD Z1, Z0, Z0
BINOP(·laneMinI32, LANEMINI32_BODY, ZLANEMINI32_BODY)
#define LANEMAXI32_BODY VPMAXSD Y1, Y0, Y0
#define ZLANEMAXI32_BODY VPMAXSD Z1, Z0, Z0
BINOP(·laneMaxI32, LANEMAXI32_BODY, ZLANEMAXI32_BODY)
// Reversed shifts: D = S1 shifted by S0[4:0].
#define LANELSHLREV_BODY VPAND Y14, Y0, Y0; VPSLLVD Y0, Y1, Y0
#define ZLANELSHLREV_BODY VPANDD Z14, Z0, Z0; VPSLLVD Z0, Z1, Z0
BINOP(·laneLshlrev, LANELSHLREV_BODY, ZLANELSHLREV_BODY)
#define LANELSHRREV_BODY VPAND Y14, Y0, Y0; VPSRLVD Y0, Y1, Y0
#define ZLANELSHRREV_BODY VPANDD Z14, Z0, Z0; VPSRLVD Z0, Z1, Z0
BINOP(·laneLshrrev, LANELSHRREV_BODY, ZLANELSHRREV_BODY)
#define LANEASHRREV_BODY VPAND Y14, Y0, Y0; VPSRAVD Y0, Y1, Y0
#define ZLANEASHRREV_BODY VPANDD Z14, Z0, Z0; VPSRAVD Z0, Z1, Z0
BINOP(·laneAshrrev, LANEASHRREV_BODY, ZLANEASHRREV_BODY)

// CMPOP defines func NAME(a, b *[64]uint32, exec uint64) uint64: bit l is
// set where BODY (Y0 = a, Y1 = b, Y13: the sign bit in every lane) leaves
// lane l of Y0 all ones, or where ZBODY (Z0 = a, Z1 = b) sets bit l of K2
// (exec only tells where to stop).
#define CMPOP(NAME, BODY, ZBODY) \
TEXT NAME(SB), NOSPLIT, $0-32; \
	MOVQ a+0(FP), SI; \
	MOVQ b+8(FP), DX; \
	MOVQ exec+16(FP), R8; \
	XORQ AX, AX; \
	XORQ CX, CX; \
	CMPB ·laneAVX512(SB), $0; \
	JNE z512; \
	VPBROADCASTD signBit<>(SB), Y13; \
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
	SHRQ $8, R8; \
	JZ done; \
	CMPQ CX, $64; \
	JNE loop; \
done: \
	MOVQ AX, ret+24(FP); \
	VZEROUPPER; \
	RET; \
z512: \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 (DX), Z1; \
	ZBODY; \
	KMOVW K2, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	ADDQ $64, SI; \
	ADDQ $64, DX; \
	ADDQ $16, CX; \
	SHRQ $16, R8; \
	JZ zdone; \
	CMPQ CX, $64; \
	JNE z512; \
zdone: \
	MOVQ AX, ret+24(FP); \
	VZEROUPPER; \
	RET

#define LANEEQ_BODY VPCMPEQD Y1, Y0, Y0
#define ZLANEEQ_BODY VPCMPEQD Z1, Z0, K2
CMPOP(·laneEq, LANEEQ_BODY, ZLANEEQ_BODY)
#define LANEGTI32_BODY VPCMPGTD Y1, Y0, Y0
#define ZLANEGTI32_BODY VPCMPGTD Z1, Z0, K2
CMPOP(·laneGtI32, LANEGTI32_BODY, ZLANEGTI32_BODY)
#define LANEGTU32_BODY VPXOR Y13, Y0, Y0; VPXOR Y13, Y1, Y1; VPCMPGTD Y1, Y0, Y0
// Predicate 6 (not less or equal): Z0 >u Z1.
#define ZLANEGTU32_BODY VPCMPUD $6, Z1, Z0, K2
CMPOP(·laneGtU32, LANEGTU32_BODY, ZLANEGTU32_BODY)

// CARRYOP defines func NAME(dst, a, b *[64]uint32, c, exec uint64) uint64:
// an add or subtract with a carry (borrow) bit per lane in c, returning
// every lane's carry-out. Per chunk, BODY maps Y0 = a, Y1 = b, Y7 = the
// carry-in lanes (all ones), Y13 = the sign bit to Y0 = D and Y5 = the
// carry-out lanes; ZBODY maps Z0 = a, Z1 = b, K3 = the carry-in lanes,
// Z15 = 1 and Z6 = 0 in every lane to Z4 = D and K2 = the carry-out.
#define CARRYOP(NAME, BODY, ZBODY) \
TEXT NAME(SB), NOSPLIT, $0-48; \
	MOVQ dst+0(FP), DI; \
	MOVQ a+8(FP), SI; \
	MOVQ b+16(FP), DX; \
	MOVQ c+24(FP), R10; \
	MOVQ exec+32(FP), R8; \
	XORQ AX, AX; \
	XORQ CX, CX; \
	CMPB ·laneAVX512(SB), $0; \
	JNE z512; \
	VMOVDQU laneBits<>(SB), Y15; \
	VPBROADCASTD signBit<>(SB), Y13; \
loop: \
	VMOVDQU (SI), Y0; \
	VMOVDQU (DX), Y1; \
	EXPAND(R10, Y7); \
	BODY; \
	VMOVMSKPS Y5, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	EXPAND(R8, Y4); \
	VMOVDQU (DI), Y2; \
	VPBLENDVB Y4, Y0, Y2, Y0; \
	VMOVDQU Y0, (DI); \
	ADDQ $32, SI; \
	ADDQ $32, DX; \
	ADDQ $32, DI; \
	SHRQ $8, R10; \
	ADDQ $8, CX; \
	SHRQ $8, R8; \
	JZ done; \
	CMPQ CX, $64; \
	JNE loop; \
done: \
	MOVQ AX, ret+40(FP); \
	VZEROUPPER; \
	RET; \
z512: \
	VPBROADCASTD one<>(SB), Z15; \
	VPXORD Z6, Z6, Z6; \
zloop: \
	KMOVW R8, K1; \
	KMOVW R10, K3; \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 (DX), Z1; \
	ZBODY; \
	KMOVW K2, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	VMOVDQU32 Z4, K1, (DI); \
	ADDQ $64, SI; \
	ADDQ $64, DX; \
	ADDQ $64, DI; \
	SHRQ $16, R10; \
	ADDQ $16, CX; \
	SHRQ $16, R8; \
	JZ zdone; \
	CMPQ CX, $64; \
	JNE zloop; \
zdone: \
	MOVQ AX, ret+40(FP); \
	VZEROUPPER; \
	RET

// D = S0 + S1 + carry-in. s1 = a + b carries where a >u s1; adding the
// carry-in (subtracting its -1) carries where s1 >u D.
#define ADDC_BODY VPADDD Y1, Y0, Y4; VPXOR Y13, Y0, Y5; VPXOR Y13, Y4, Y6; VPCMPGTD Y6, Y5, Y5; VPSUBD Y7, Y4, Y0; VPXOR Y13, Y0, Y8; VPCMPGTD Y8, Y6, Y8; VPOR Y8, Y5, Y5
#define ZADDC_BODY VPADDD Z1, Z0, Z4; VPCMPUD $1, Z0, Z4, K2; VMOVDQA32 Z4, Z5; VPADDD Z15, Z4, K3, Z4; VPCMPUD $1, Z5, Z4, K4; KORW K4, K2, K2
CARRYOP(·laneAddc, ADDC_BODY, ZADDC_BODY)
// D = S0 - S1 - borrow-in. d1 = a - b borrows where b >u a; taking the
// borrow-in (adding its -1) borrows where d1 == 0.
#define SUBB_BODY VPSUBD Y1, Y0, Y4; VPXOR Y13, Y0, Y5; VPXOR Y13, Y1, Y6; VPCMPGTD Y5, Y6, Y5; VPADDD Y7, Y4, Y0; VPXOR Y8, Y8, Y8; VPCMPEQD Y8, Y4, Y8; VPAND Y7, Y8, Y8; VPOR Y8, Y5, Y5
#define ZSUBB_BODY VPSUBD Z1, Z0, Z4; VPCMPUD $1, Z1, Z0, K2; VPCMPEQD Z6, Z4, K3, K4; VPSUBD Z15, Z4, K3, Z4; KORW K4, K2, K2
CARRYOP(·laneSubb, SUBB_BODY, ZSUBB_BODY)

// func laneCndmask(dst, a, b *[64]uint32, sel, exec uint64)
// D = sel bit ? S1 : S0.
TEXT ·laneCndmask(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ sel+24(FP), R10
	MOVQ exec+32(FP), R8
	CMPB ·laneAVX512(SB), $0
	JNE cnd512
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
	SHRQ $8, R10
	SHRQ $8, R8
	JZ cnddone
	DECQ CX
	JNZ cndloop
cnddone:
	VZEROUPPER
	RET
cnd512:
	MOVQ $4, CX
cndzloop:
	KMOVW R8, K1
	KMOVW R10, K2
	VMOVDQU32 (SI), Z0
	VMOVDQU32 (DX), Z1
	VPBLENDMD Z1, Z0, K2, Z0   // sel ? b : a
	VMOVDQU32 Z0, K1, (DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $64, DI
	SHRQ $16, R10
	SHRQ $16, R8
	JZ cndzdone
	DECQ CX
	JNZ cndzloop
cndzdone:
	VZEROUPPER
	RET

// F32OP defines func NAME(dst, a, b, c *[64]uint32, exec uint64) uint64:
// BODY computes Y2 from Y0 = a, Y1 = b, Y2 = c in IEEE single precision
// (round to nearest even, denormals kept: Go's MXCSR). Lanes whose result
// is a NaN are not written; their bits are returned for the caller to
// compute with the general semantics (NaN propagation differs).
#define F32OP(NAME, BODY, ZBODY) \
TEXT NAME(SB), NOSPLIT, $0-48; \
	MOVQ dst+0(FP), DI; \
	MOVQ a+8(FP), SI; \
	MOVQ b+16(FP), DX; \
	MOVQ c+24(FP), R11; \
	MOVQ exec+32(FP), R8; \
	XORQ AX, AX; \
	XORQ CX, CX; \
	CMPB ·laneAVX512(SB), $0; \
	JNE z512; \
	VMOVDQU laneBits<>(SB), Y15; \
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
	ADDQ $8, CX; \
	SHRQ $8, R8; \
	JZ done; \
	CMPQ CX, $64; \
	JNE loop; \
done: \
	MOVQ AX, ret+40(FP); \
	VZEROUPPER; \
	RET; \
z512: \
	KMOVW R8, K1; \
	VMOVUPS (SI), Z0; \
	VMOVUPS (DX), Z1; \
	VMOVUPS (R11), Z2; \
	ZBODY; \
	VCMPPS $3, Z2, Z2, K2; \
	KMOVW K2, R9; \
	SHLQ CX, R9; \
	ORQ R9, AX; \
	KANDNW K1, K2, K3; \
	VMOVDQU32 Z2, K3, (DI); \
	ADDQ $64, SI; \
	ADDQ $64, DX; \
	ADDQ $64, R11; \
	ADDQ $64, DI; \
	ADDQ $16, CX; \
	SHRQ $16, R8; \
	JZ zdone; \
	CMPQ CX, $64; \
	JNE z512; \
zdone: \
	MOVQ AX, ret+40(FP); \
	VZEROUPPER; \
	RET

#define LANEFMAF32_BODY VFMADD231PS Y1, Y0, Y2
#define ZLANEFMAF32_BODY VFMADD231PS Z1, Z0, Z2
F32OP(·laneFmaF32, LANEFMAF32_BODY, ZLANEFMAF32_BODY)
#define LANEADDF32_BODY VADDPS Y1, Y0, Y2
#define ZLANEADDF32_BODY VADDPS Z1, Z0, Z2
F32OP(·laneAddF32, LANEADDF32_BODY, ZLANEADDF32_BODY)
#define LANESUBF32_BODY VSUBPS Y1, Y0, Y2
#define ZLANESUBF32_BODY VSUBPS Z1, Z0, Z2
F32OP(·laneSubF32, LANESUBF32_BODY, ZLANESUBF32_BODY)
#define LANEMULF32_BODY VMULPS Y1, Y0, Y2
#define ZLANEMULF32_BODY VMULPS Z1, Z0, Z2
F32OP(·laneMulF32, LANEMULF32_BODY, ZLANEMULF32_BODY)
// Multiply, round, add, round (v_mad_f32, v_mac_f32).
#define LANEMADF32_BODY VMULPS Y1, Y0, Y3; VADDPS Y2, Y3, Y2
#define ZLANEMADF32_BODY VMULPS Z1, Z0, Z3; VADDPS Z2, Z3, Z2
F32OP(·laneMadF32, LANEMADF32_BODY, ZLANEMADF32_BODY)

// func laneBroadcast(buf *[64]uint32, v uint32)
TEXT ·laneBroadcast(SB), NOSPLIT, $0-12
	MOVQ buf+0(FP), DI
	MOVL v+8(FP), AX
	VMOVQ AX, X0
	CMPB ·laneAVX512(SB), $0
	JNE bcast512
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
bcast512:
	VPBROADCASTD X0, Z0
	VMOVDQU32 Z0, 0(DI)
	VMOVDQU32 Z0, 64(DI)
	VMOVDQU32 Z0, 128(DI)
	VMOVDQU32 Z0, 192(DI)
	VZEROUPPER
	RET

// func laneBroadcast32(buf *[64]uint32, v uint32)
// Lanes 0-31 only (a wave32's operand); lanes 32-63 keep their value.
TEXT ·laneBroadcast32(SB), NOSPLIT, $0-12
	MOVQ buf+0(FP), DI
	MOVL v+8(FP), AX
	VMOVQ AX, X0
	CMPB ·laneAVX512(SB), $0
	JNE bcast32512
	VPBROADCASTD X0, Y0
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VZEROUPPER
	RET
bcast32512:
	VPBROADCASTD X0, Z0
	VMOVDQU32 Z0, 0(DI)
	VMOVDQU32 Z0, 64(DI)
	VZEROUPPER
	RET

// func laneSplat(dst *[64]uint32, v uint32, exec uint64)
// D = v on the lanes of exec (v_mov_b32 of a scalar).
TEXT ·laneSplat(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVL v+8(FP), AX
	MOVQ exec+16(FP), R8
	VMOVQ AX, X0
	CMPB ·laneAVX512(SB), $0
	JNE splat512
	VMOVDQU laneBits<>(SB), Y15
	VPBROADCASTD X0, Y0
	MOVQ $8, CX
splatloop:
	EXPAND(R8, Y4)
	VMOVDQU (DI), Y2
	VPBLENDVB Y4, Y0, Y2, Y2
	VMOVDQU Y2, (DI)
	ADDQ $32, DI
	SHRQ $8, R8
	JZ splatdone
	DECQ CX
	JNZ splatloop
splatdone:
	VZEROUPPER
	RET
splat512:
	VPBROADCASTD X0, Z0
	MOVQ $4, CX
splatzloop:
	KMOVW R8, K1
	VMOVDQU32 Z0, K1, (DI)
	ADDQ $64, DI
	SHRQ $16, R8
	JZ splatzdone
	DECQ CX
	JNZ splatzloop
splatzdone:
	VZEROUPPER
	RET

// func laneMadU64(dlo, dhi, a, b, clo, chi *[64]uint32, exec uint64) uint64
// {D1, D0} = S0 * S1 + {chi, clo} on unsigned lanes; returns every lane's
// carry-out of the 64-bit sum. AVX-512 and BMI2 only (laneMadU64OK): even
// and odd lanes are multiplied as the quadwords of two vectors.
TEXT ·laneMadU64(SB), NOSPLIT, $0-64
	MOVQ dlo+0(FP), DI
	MOVQ dhi+8(FP), R12
	MOVQ a+16(FP), SI
	MOVQ b+24(FP), DX
	MOVQ clo+32(FP), R10
	MOVQ chi+40(FP), R11
	MOVQ exec+48(FP), R8
	XORQ AX, AX
	XORQ CX, CX
	MOVL $0xaaaa, R9
	KMOVW R9, K5               // the odd dword of each quadword
madloop:
	KMOVW R8, K1
	VMOVDQU32 (SI), Z0
	VMOVDQU32 (DX), Z1
	VMOVDQU32 (R10), Z2
	VMOVDQU32 (R11), Z3
	VPMULUDQ Z1, Z0, Z4        // even lanes: quadword j = a[2j] * b[2j]
	VPSRLQ $32, Z0, Z6
	VPSRLQ $32, Z1, Z7
	VPMULUDQ Z7, Z6, Z5        // odd lanes: quadword j = a[2j+1] * b[2j+1]
	VPSLLQ $32, Z3, Z6
	VPBLENDMD Z6, Z2, K5, Z6   // even lanes' addend: chi[2j]:clo[2j]
	VPSRLQ $32, Z2, Z7
	VPBLENDMD Z3, Z7, K5, Z7   // odd lanes' addend: chi[2j+1]:clo[2j+1]
	VPADDQ Z6, Z4, Z8          // even sums
	VPADDQ Z7, Z5, Z9          // odd sums
	VPCMPUQ $1, Z4, Z8, K2     // even carries: sum <u product
	VPCMPUQ $1, Z5, Z9, K3     // odd carries
	VPSLLQ $32, Z9, Z10
	VPBLENDMD Z10, Z8, K5, Z10 // low halves of the sums, lane order
	VPSRLQ $32, Z8, Z11
	VPBLENDMD Z9, Z11, K5, Z11 // high halves
	VMOVDQU32 Z10, K1, (DI)
	VMOVDQU32 Z11, K1, (R12)
	KMOVW K2, BX
	MOVL $0x5555, R9
	PDEPL R9, BX, BX           // even carries to even lane bits
	KMOVW K3, R9
	MOVL $0xaaaa, R13
	PDEPL R13, R9, R9          // odd carries to odd lane bits
	ORL R9, BX
	SHLQ CX, BX
	ORQ BX, AX
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $64, R10
	ADDQ $64, R11
	ADDQ $64, DI
	ADDQ $64, R12
	ADDQ $16, CX
	SHRQ $16, R8
	JZ maddone
	CMPQ CX, $64
	JNE madloop
maddone:
	MOVQ AX, ret+56(FP)
	VZEROUPPER
	RET

DATA sixtyThree<>+0x00(SB)/4, $63
GLOBL sixtyThree<>(SB), RODATA|NOPTR, $4

DATA thirtyTwo<>+0x00(SB)/4, $32
GLOBL thirtyTwo<>(SB), RODATA|NOPTR, $4

// SHIFT64 defines func NAME(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64):
// a 64-bit shift of {hi, lo} by cnt[5:0] per lane, in dword operations
// (variable dword shifts give 0 for counts of 32 and more, also for
// negative ones). BODY maps Y0 = count, Y1 = lo, Y2 = hi, Y5 = 32 - count,
// Y6 = count - 32 to Y3 = D.lo, Y4 = D.hi; ZBODY the same on Z registers.
#define SHIFT64(NAME, BODY, ZBODY) \
TEXT NAME(SB), NOSPLIT, $0-48; \
	MOVQ dlo+0(FP), DI; \
	MOVQ dhi+8(FP), R12; \
	MOVQ cnt+16(FP), DX; \
	MOVQ lo+24(FP), SI; \
	MOVQ hi+32(FP), R11; \
	MOVQ exec+40(FP), R8; \
	CMPB ·laneAVX512(SB), $0; \
	JNE z512; \
	VMOVDQU laneBits<>(SB), Y15; \
	VPBROADCASTD sixtyThree<>(SB), Y14; \
	VPBROADCASTD thirtyTwo<>(SB), Y13; \
	VPBROADCASTD shiftMask<>(SB), Y12; \
	MOVQ $8, CX; \
loop: \
	VMOVDQU (DX), Y0; \
	VMOVDQU (SI), Y1; \
	VMOVDQU (R11), Y2; \
	VPAND Y14, Y0, Y0; \
	VPSUBD Y0, Y13, Y5; \
	VPSUBD Y13, Y0, Y6; \
	EXPAND(R8, Y9); \
	BODY; \
	VMOVDQU (DI), Y10; \
	VPBLENDVB Y9, Y3, Y10, Y3; \
	VMOVDQU (R12), Y11; \
	VPBLENDVB Y9, Y4, Y11, Y4; \
	VMOVDQU Y3, (DI); \
	VMOVDQU Y4, (R12); \
	ADDQ $32, DX; \
	ADDQ $32, SI; \
	ADDQ $32, R11; \
	ADDQ $32, DI; \
	ADDQ $32, R12; \
	SHRQ $8, R8; \
	JZ done; \
	DECQ CX; \
	JNZ loop; \
done: \
	VZEROUPPER; \
	RET; \
z512: \
	VPBROADCASTD sixtyThree<>(SB), Z14; \
	VPBROADCASTD thirtyTwo<>(SB), Z13; \
	VPBROADCASTD shiftMask<>(SB), Z12; \
	MOVQ $4, CX; \
zloop: \
	KMOVW R8, K1; \
	VMOVDQU32 (DX), Z0; \
	VMOVDQU32 (SI), Z1; \
	VMOVDQU32 (R11), Z2; \
	VPANDD Z14, Z0, Z0; \
	VPSUBD Z0, Z13, Z5; \
	VPSUBD Z13, Z0, Z6; \
	ZBODY; \
	VMOVDQU32 Z3, K1, (DI); \
	VMOVDQU32 Z4, K1, (R12); \
	ADDQ $64, DX; \
	ADDQ $64, SI; \
	ADDQ $64, R11; \
	ADDQ $64, DI; \
	ADDQ $64, R12; \
	SHRQ $16, R8; \
	JZ zdone; \
	DECQ CX; \
	JNZ zloop; \
zdone: \
	VZEROUPPER; \
	RET

// D = {hi, lo} << s: lo << s; hi << s | lo >> (32 - s) | lo << (s - 32).
#define SHL64_BODY VPSLLVD Y0, Y1, Y3; VPSLLVD Y0, Y2, Y4; VPSRLVD Y5, Y1, Y7; VPOR Y7, Y4, Y4; VPSLLVD Y6, Y1, Y7; VPOR Y7, Y4, Y4
#define ZSHL64_BODY VPSLLVD Z0, Z1, Z3; VPSLLVD Z0, Z2, Z4; VPSRLVD Z5, Z1, Z7; VPORD Z7, Z4, Z4; VPSLLVD Z6, Z1, Z7; VPORD Z7, Z4, Z4
SHIFT64(·laneShl64, SHL64_BODY, ZSHL64_BODY)
// D = {hi, lo} >> s: lo >> s | hi << (32 - s) | hi >> (s - 32); hi >> s.
#define SHR64_BODY VPSRLVD Y0, Y1, Y3; VPSLLVD Y5, Y2, Y7; VPOR Y7, Y3, Y3; VPSRLVD Y6, Y2, Y7; VPOR Y7, Y3, Y3; VPSRLVD Y0, Y2, Y4
#define ZSHR64_BODY VPSRLVD Z0, Z1, Z3; VPSLLVD Z5, Z2, Z7; VPORD Z7, Z3, Z3; VPSRLVD Z6, Z2, Z7; VPORD Z7, Z3, Z3; VPSRLVD Z0, Z2, Z4
SHIFT64(·laneShr64, SHR64_BODY, ZSHR64_BODY)
// Arithmetic: as SHR64 but hi >>a (s - 32) only where s > 31 (Y12: 31),
// and hi >>a s (sign fill for s > 31).
#define SAR64_BODY VPSRLVD Y0, Y1, Y3; VPSLLVD Y5, Y2, Y7; VPOR Y7, Y3, Y3; VPSRAVD Y6, Y2, Y7; VPCMPGTD Y12, Y0, Y8; VPAND Y8, Y7, Y7; VPOR Y7, Y3, Y3; VPSRAVD Y0, Y2, Y4
#define ZSAR64_BODY VPSRLVD Z0, Z1, Z3; VPSLLVD Z5, Z2, Z7; VPORD Z7, Z3, Z3; VPSRAVD Z6, Z2, Z7; VPCMPGTD Z12, Z0, K2; VPORD Z7, Z3, K2, Z3; VPSRAVD Z0, Z2, Z4
SHIFT64(·laneSar64, SAR64_BODY, ZSAR64_BODY)
