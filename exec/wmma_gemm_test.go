package exec

import "testing"

// testdata/kernels/wmma_gemm.cl, a tiled WMMA GEMM (LDS staging, four
// v_wmma_f32_16x16x16_f16 per K step and wave), built with clang-22 for
// gfx1100 (and gfx1200 once the interpreter admits GFX12), wave32, and
// compared with host GEMMs: bit for bit with one computed here under the
// stated model (README.md: each WMMA adds the exact sum of its 16 products
// to the accumulator and rounds once to f32; the kernel's WMMAs run the
// k-chunks 0-15, 16-31, ... in order), and within float rounding of a
// plain float64 GEMM.

func newWMMAGEMM(t testing.TB, target string, m, n, kk int, seed uint64) *gemmRun {
	// 128-lane workgroups (four wave32 waves), each a 64 x 64 tile of C.
	return newGEMMOf(t, "wmma_gemm.cl", []string{"v_wmma_f32_16x16x16_f16", "ds_load_u16_d16_hi"}, target, m, n, kk, seed, [3]uint32{uint32(n / 64 * 128), uint32(m / 64), 1}, 128)
}

func wmmaGEMMTargets() []string {
	ts := []string{"gfx1100"}
	if _, err := ArchByName("gfx1200"); err == nil {
		ts = append(ts, "gfx1200")
	}
	return ts
}

func TestWMMAGEMMMatchesHost(t *testing.T) {
	for _, target := range wmmaGEMMTargets() {
		t.Run(target, func(t *testing.T) {
			newWMMAGEMM(t, target, 128, 128, 64, 3).checkModel(t, 16)
		})
	}
}

// BenchmarkWMMAGEMM runs the GEMM at 256 x 256 x 256 on gfx1100 (and
// gfx1200) in wave32 and reports matrix flops (2*M*N*K per run) per second
// of wall time and of the process's CPU time.
func BenchmarkWMMAGEMM(b *testing.B) {
	for _, target := range wmmaGEMMTargets() {
		b.Run(target, func(b *testing.B) { benchGEMM(b, newWMMAGEMM(b, target, 256, 256, 256, 1)) })
	}
}
