package exec

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

// testdata/kernels/mfma_gemm.cl, a Tensile-style tiled GEMM (LDS staging,
// four MFMAs per K step and wave, AGPR accumulators), built with clang-22
// for gfx90a and gfx942 and compared with host GEMMs: bit for bit with one
// computed here under the stated model (README.md: each MFMA adds the
// exact sum of its 8 products to the accumulator and rounds once to f32;
// the kernel's MFMAs run k-chunks 0-7, 8-15, ... in order), and within
// float rounding of a plain float64 GEMM.

type gemmRun struct {
	k       *testKernel
	m, n, K int
	a, b    []uint16 // f16 bits
	mem     *Memory
	c       *Allocation
	d       *Dispatch
}

func newGEMM(t testing.TB, target string, m, n, kk int, seed uint64) *gemmRun {
	want := map[string][]string{
		"gfx90a": {"v_mfma_f32_32x32x8f16", "v_accvgpr_read_b32", "ds_read_u16"},
		"gfx942": {"v_mfma_f32_32x32x8_f16", "v_accvgpr_read_b32", "ds_read_u16"},
	}
	// 256-lane workgroups, each a 64 x 128 tile of C.
	return newGEMMOf(t, "mfma_gemm.cl", want[target], target, m, n, kk, seed, [3]uint32{uint32(n / 128 * 256), uint32(m / 64), 1}, 256)
}

// newGEMMOf builds SRC's `gemm` kernel for target (which must contain the
// ops in want), fills A (m x kk) and B (kk x n) with random f16 values in
// [-1, 1) and sets up the dispatch over grid with workgroups of wg lanes.
func newGEMMOf(t testing.TB, src string, want []string, target string, m, n, kk int, seed uint64, grid [3]uint32, wg uint32) *gemmRun {
	co := buildKernels(t, src, target, "O2", want)
	k := loadKernel(t, target, co, "gemm")
	r := rand.New(rand.NewPCG(seed, 5))
	g := &gemmRun{k: k, m: m, n: n, K: kk, a: make([]uint16, m*kk), b: make([]uint16, kk*n), mem: NewMemory()}
	for i := range g.a {
		g.a[i] = roundToF16(r.Float64()*2 - 1)
	}
	for i := range g.b {
		g.b[i] = roundToF16(r.Float64()*2 - 1)
	}
	A, _ := g.mem.Allocate("A", AllocBuffer, uint64(2*len(g.a)), 0)
	B, _ := g.mem.Allocate("B", AllocBuffer, uint64(2*len(g.b)), 0)
	for i, v := range g.a {
		binary.LittleEndian.PutUint16(A.Data[2*i:], v)
	}
	for i, v := range g.b {
		binary.LittleEndian.PutUint16(B.Data[2*i:], v)
	}
	g.c, _ = g.mem.Allocate("C", AllocBuffer, uint64(4*m*n), 0)
	g.d = &Dispatch{Grid: grid, Workgroup: [3]uint32{wg, 1, 1}}
	g.d.Kernarg = k.kernarg(t, g.d, A.Base, B.Base, g.c.Base, uint64(m), uint64(n), uint64(kk))
	return g
}

// checkModel runs the GEMM and compares C with the model (each matrix op
// adds the exact sum of its chunk products to the accumulator and rounds
// once to f32, the k-chunks in order) bit for bit, and with a float64 GEMM
// within float rounding.
func (g *gemmRun) checkModel(t *testing.T, chunk int) {
	if _, err := g.k.run(t, g.d, g.mem); err != nil {
		t.Fatal(err)
	}
	m, n, kk := g.m, g.n, g.K
	bad := 0
	for i := range m {
		for j := range n {
			got := math.Float32frombits(binary.LittleEndian.Uint32(g.c.Data[4*(i*n+j):]))
			acc := new(big.Rat)
			var plain, mag float64
			for k0 := 0; k0 < kk; k0 += chunk {
				for k := k0; k < k0+chunk; k++ {
					x, y := f16ToF64(g.a[i*kk+k]), f16ToF64(g.b[k*n+j])
					acc.Add(acc, new(big.Rat).Mul(new(big.Rat).SetFloat64(x), new(big.Rat).SetFloat64(y)))
					plain += x * y
					mag += math.Abs(x * y)
				}
				f, _ := acc.Float32()
				acc.SetFloat64(float64(f))
			}
			want, _ := acc.Float32()
			if got != want && bad < 5 {
				bad++
				t.Errorf("C[%d][%d] = %g (%#x), the model gives %g (%#x)", i, j, got, math.Float32bits(got), want, math.Float32bits(want))
			}
			if d := math.Abs(float64(got) - plain); d > 1e-6*mag+1e-30 && bad < 5 {
				bad++
				t.Errorf("C[%d][%d] = %g, float64 GEMM %g", i, j, got, plain)
			}
		}
	}
}

func TestMFMAGEMMMatchesHost(t *testing.T) {
	for _, target := range []string{"gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			// The model: per MFMA (8 k), exact sum plus the
			// accumulator, rounded once.
			newGEMM(t, target, 128, 128, 64, 3).checkModel(t, 8)
		})
	}
}

// BenchmarkMFMAGEMM runs the GEMM at 256 x 256 x 256 on gfx90a and gfx942
// and reports matrix flops (2*M*N*K per run) per second of wall time and
// of the process's CPU time (which the machine's load does not distort).
func BenchmarkMFMAGEMM(b *testing.B) {
	for _, target := range []string{"gfx90a", "gfx942"} {
		b.Run(target, func(b *testing.B) { benchGEMM(b, newGEMM(b, target, 256, 256, 256, 1)) })
	}
}

// benchGEMM runs g's dispatch b.N times and reports matrix flops
// (2*M*N*K per run) per second of wall time and of CPU time.
func benchGEMM(b *testing.B, g *gemmRun) {
	a, err := g.mem.Map("code object", AllocCode, imageBase, g.k.image)
	if err != nil {
		b.Fatal(err)
	}
	a.ReadOnly = true
	b.ResetTimer()
	start, cpu0 := time.Now(), cpuTime()
	for range b.N {
		if _, err := Run(b.Context(), g.k.prog, g.d, g.mem, Options{Jobs: 2}); err != nil {
			b.Fatal(err)
		}
	}
	flops := float64(2*g.m*g.n*g.K) * float64(b.N)
	b.ReportMetric(flops/time.Since(start).Seconds()/1e6, "Mflop/s")
	b.ReportMetric(flops/(cpuTime()-cpu0).Seconds()/1e6, "Mflop/cpu-s")
}
