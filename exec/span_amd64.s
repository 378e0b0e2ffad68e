// laneSpan in AVX2 (span_go.go says what it computes): 8 lanes per chunk.

#include "textflag.h"

// REDUCE(OP, Y, X, T) folds the eight 32-bit lanes of Y (X: its low half)
// with OP into the low lane of X (T: a scratch register).
#define REDUCE(OP, Y, X, T) \
	VEXTRACTI128 $1, Y, T; \
	OP T, X, X; \
	VPSHUFD $0x4e, X, T; \
	OP T, X, X; \
	VPSHUFD $0xb1, X, T; \
	OP T, X, X

// func laneSpanAVX2(a, b *[64]uint32, chunks int, add uint32) (mn, mx, or, bor, band uint32)
TEXT ·laneSpanAVX2(SB), NOSPLIT, $0-52
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DX
	MOVQ chunks+16(FP), CX
	MOVL add+24(FP), AX
	VMOVD AX, X5
	VPBROADCASTD X5, Y5
	VPCMPEQD Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
	VPCMPEQD Y4, Y4, Y4
loop:
	VMOVDQU (SI), Y6
	VMOVDQU (DX), Y7
	VPMINUD Y6, Y0, Y0
	VPMAXUD Y6, Y1, Y1
	VPADDD Y5, Y6, Y6
	VPOR Y6, Y2, Y2
	VPOR Y7, Y3, Y3
	VPAND Y7, Y4, Y4
	ADDQ $32, SI
	ADDQ $32, DX
	DECQ CX
	JNZ loop
	REDUCE(VPMINUD, Y0, X0, X6)
	REDUCE(VPMAXUD, Y1, X1, X6)
	REDUCE(VPOR, Y2, X2, X6)
	REDUCE(VPOR, Y3, X3, X6)
	REDUCE(VPAND, Y4, X4, X6)
	VMOVD X0, AX
	MOVL AX, mn+32(FP)
	VMOVD X1, AX
	MOVL AX, mx+36(FP)
	VMOVD X2, AX
	MOVL AX, or+40(FP)
	VMOVD X3, AX
	MOVL AX, bor+44(FP)
	VMOVD X4, AX
	MOVL AX, band+48(FP)
	VZEROUPPER
	RET
