// A tiled GEMM written the way rocBLAS/Tensile-style kernels are: C (M x N,
// f32) = A (M x K, f16, row-major) * B (K x N, f16, row-major). A
// workgroup of 4 waves computes a 64 x 128 tile of C; each K step stages a
// 64 x 16 tile of A and a 16 x 128 tile of B in LDS, and each wave
// multiplies its 32 x 64 part with four v_mfma_f32_32x32x8[_]f16 (two
// 32-column halves by two k-chunks of 8), accumulating in two f32x16
// accumulators that the compiler keeps in AGPRs (gfx90a, gfx942).
//
// Operand layout of v_mfma_f32_32x32x8f16 (AMD matrix instruction
// calculator): lane l holds A[l % 32][4*(l/32) + 0..3] and
// B[4*(l/32) + 0..3][l % 32]; result register r of lane l is
// D[8*(r/4) + 4*(l/32) + r%4][l % 32].
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef float f32x16 __attribute__((ext_vector_type(16)));
typedef half f16x4 __attribute__((ext_vector_type(4)));

// No OpenCL library (-nogpulib): ids and the barrier from the builtins.
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

#define TM 64
#define TN 128
#define TK 16

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void gemm(global const half *A, global const half *B, global float *C, uint M, uint N, uint K) {
	local half As[TM][TK];
	local half Bs[TK][TN];
	uint t = __builtin_amdgcn_workitem_id_x();
	uint lane = t % 64, wave = t / 64;
	uint wm = wave / 2, wn = wave % 2; // the wave's 32 x 64 part
	uint bm = __builtin_amdgcn_workgroup_id_y() * TM, bn = __builtin_amdgcn_workgroup_id_x() * TN;
	f32x16 acc0 = 0, acc1 = 0;
	for (uint k0 = 0; k0 < K; k0 += TK) {
		// Stage: 1024 halves of A (4 per work-item), 2048 of B (8).
		for (uint e = 0; e < 4; e++) {
			uint x = t * 4 + e;
			As[x / TK][x % TK] = A[(bm + x / TK) * K + k0 + x % TK];
		}
		for (uint e = 0; e < 8; e++) {
			uint x = t * 8 + e;
			Bs[x / TN][x % TN] = B[(k0 + x / TN) * N + bn + x % TN];
		}
		BARRIER();
		for (uint kk = 0; kk < TK; kk += 8) {
			f16x4 a, b0, b1;
			for (uint e = 0; e < 4; e++) {
				uint k = kk + 4 * (lane / 32) + e;
				a[e] = As[wm * 32 + lane % 32][k];
				b0[e] = Bs[k][wn * 64 + lane % 32];
				b1[e] = Bs[k][wn * 64 + 32 + lane % 32];
			}
			acc0 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b0, acc0, 0, 0, 0);
			acc1 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b1, acc1, 0, 0, 0);
			// Tensile's assembly kernels keep the accumulators in AGPRs;
			// clang's heuristics would pick VGPRs, this empty asm binds
			// them to AGPRs ("a") so the MFMAs use the AGPR form.
			__asm__ volatile("; accumulators in AGPRs" : "+a"(acc0), "+a"(acc1));
		}
		BARRIER();
	}
	for (uint r = 0; r < 16; r++) {
		uint i = bm + wm * 32 + 8 * (r / 4) + 4 * (lane / 32) + r % 4;
		uint j = bn + wn * 64 + lane % 32;
		C[i * N + j] = acc0[r];
		C[i * N + j + 32] = acc1[r];
	}
}
