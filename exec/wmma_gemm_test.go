package exec

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

// testdata/kernels/wmma_gemm.cl, a tiled WMMA GEMM (LDS staging, four
// v_wmma_f32_16x16x16_f16 per K step and wave), built with clang-22 for
// gfx1100 (and gfx1200 once the interpreter admits GFX12), wave32, and
// compared with host GEMMs: bit for bit with one computed here under the
// stated model (README.md: each WMMA adds the exact sum of its 16 products
// to the accumulator and rounds once to f32; the kernel's WMMAs run the
// k-chunks 0-15, 16-31, ... in order), and within float rounding of a
// plain float64 GEMM.

type wmmaGEMM struct {
	k       *testKernel
	m, n, K int
	a, b    []uint16 // f16 bits
	mem     *Memory
	c       *Allocation
	d       *Dispatch
}

func newWMMAGEMM(t testing.TB, target string, m, n, kk int, seed uint64) *wmmaGEMM {
	co := buildKernels(t, "wmma_gemm.cl", target, "O2", []string{"v_wmma_f32_16x16x16_f16", "ds_load_u16_d16_hi"})
	k := loadKernel(t, target, co, "gemm")
	r := rand.New(rand.NewPCG(seed, 5))
	g := &wmmaGEMM{k: k, m: m, n: n, K: kk, a: make([]uint16, m*kk), b: make([]uint16, kk*n), mem: NewMemory()}
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
	g.d = &Dispatch{Grid: [3]uint32{uint32(n / 64 * 128), uint32(m / 64), 1}, Workgroup: [3]uint32{128, 1, 1}}
	g.d.Kernarg = k.kernarg(t, g.d, A.Base, B.Base, g.c.Base, uint64(m), uint64(n), uint64(kk))
	return g
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
			const m, n, kk = 128, 128, 64
			g := newWMMAGEMM(t, target, m, n, kk, 3)
			if _, err := g.k.run(t, g.d, g.mem); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range m {
				for j := range n {
					got := math.Float32frombits(binary.LittleEndian.Uint32(g.c.Data[4*(i*n+j):]))
					acc := new(big.Rat)
					var plain, mag float64
					for k0 := 0; k0 < kk; k0 += 16 {
						for k := k0; k < k0+16; k++ {
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
		})
	}
}

// BenchmarkWMMAGEMM runs the GEMM at 256 x 256 x 256 on gfx1100 (wave32)
// and reports matrix flops (2*M*N*K per run) per second of wall time and
// of the process's CPU time.
func BenchmarkWMMAGEMM(b *testing.B) {
	const m, n, kk = 256, 256, 256
	g := newWMMAGEMM(b, "gfx1100", m, n, kk, 1)
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
	flops := float64(2*m*n*kk) * float64(b.N)
	b.ReportMetric(flops/time.Since(start).Seconds()/1e6, "Mflop/s")
	b.ReportMetric(flops/(cpuTime()-cpu0).Seconds()/1e6, "Mflop/cpu-s")
}
