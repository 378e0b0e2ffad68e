// A tiled WMMA GEMM (RDNA3 gfx11 and RDNA4 gfx12, wave32): C (M x N, f32)
// = A (M x K, f16, row-major) * B (K x N, f16, row-major). A workgroup of
// 4 waves computes a 64 x 64 tile of C; each K step stages a 64 x 16 tile
// of A and a 16 x 64 tile of B in LDS, and each wave multiplies its
// 32 x 32 part with four v_wmma_f32_16x16x16_f16 (2 x 2 tiles of 16 x 16),
// accumulating in four f32x8 accumulators.
//
// Operand layouts (AMD matrix instruction calculator; GPUOpen's RDNA3
// WMMA article):
//   gfx11: lane l holds A[l % 16][0..15] (halves 0..15) and B[0..15][l % 16];
//          lanes 16-31 repeat lanes 0-15; result register r of lane l is
//          D[2r + l/16][l % 16].
//   gfx12: lane l holds A[l % 16][k] for k = 8*(e/4) + e%4 + 4*(l/16),
//          e = 0..7 (B likewise); result register r of lane l is
//          D[r + 8*(l/16)][l % 16].
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef half f16x16 __attribute__((ext_vector_type(16)));
typedef half f16x8 __attribute__((ext_vector_type(8)));

#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

#define TM 64
#define TN 64
#define TK 16

#if defined(__gfx1200__) || defined(__gfx1201__)
#define GFX12 1
typedef f16x8 frag;
#define WMMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c)
#else
typedef f16x16 frag;
#define WMMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c)
#endif

__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void gemm(global const half *A, global const half *B, global float *C, uint M, uint N, uint K) {
	local half As[TM][TK];
	local half Bs[TK][TN];
	uint t = __builtin_amdgcn_workitem_id_x();
	uint lane = t % 32, wave = t / 32;
	uint wm = wave / 2, wn = wave % 2; // the wave's 32 x 32 part
	uint bm = __builtin_amdgcn_workgroup_id_y() * TM, bn = __builtin_amdgcn_workgroup_id_x() * TN;
	f32x8 acc[2][2] = {{0, 0}, {0, 0}};
	for (uint k0 = 0; k0 < K; k0 += TK) {
		// Stage: 1024 halves of A and of B (8 per work-item each).
		for (uint e = 0; e < 8; e++) {
			uint x = t * 8 + e;
			As[x / TK][x % TK] = A[(bm + x / TK) * K + k0 + x % TK];
			Bs[x / TN][x % TN] = B[(k0 + x / TN) * N + bn + x % TN];
		}
		BARRIER();
		frag a[2], b[2];
		for (uint s = 0; s < 2; s++) {
			for (uint e = 0; e < sizeof(frag) / 2; e++) {
#ifdef GFX12
				uint k = 8 * (e / 4) + e % 4 + 4 * (lane / 16);
#else
				uint k = e;
#endif
				a[s][e] = As[wm * 32 + s * 16 + lane % 16][k];
				b[s][e] = Bs[k][wn * 32 + s * 16 + lane % 16];
			}
		}
		for (uint si = 0; si < 2; si++)
			for (uint sj = 0; sj < 2; sj++)
				acc[si][sj] = WMMA(a[si], b[sj], acc[si][sj]);
		BARRIER();
	}
	for (uint si = 0; si < 2; si++) {
		for (uint sj = 0; sj < 2; sj++) {
			for (uint r = 0; r < 8; r++) {
#ifdef GFX12
				uint i = r + 8 * (lane / 16);
#else
				uint i = 2 * r + lane / 16;
#endif
				C[(bm + wm * 32 + si * 16 + i) * N + bn + wn * 32 + sj * 16 + lane % 16] = acc[si][sj][r];
			}
		}
	}
}
