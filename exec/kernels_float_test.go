package exec

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// Floating-point, integer, conversion and call kernels of testdata, and the
// trap kernels. The float references round like C with -ffp-contract=off:
// one rounding per operation; fmaf is computed exactly with math/big and
// rounded once.

func hostFMA32(a, b, c float32) float32 {
	x := new(big.Float).SetPrec(200).SetFloat64(float64(a))
	y := new(big.Float).SetPrec(200).SetFloat64(float64(b))
	x.Mul(x, y).Add(x, new(big.Float).SetPrec(200).SetFloat64(float64(c)))
	f, _ := new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Set(x).Float32()
	return f
}

func f32bits(v float32) uint32 { return math.Float32bits(v) }
func f32of(v uint32) float32   { return math.Float32frombits(v) }

func modFloat(_ int, r *rand.Rand) uint32 {
	v := float32(r.NormFloat64() * 50)
	if v == 0 {
		v = 1
	}
	return f32bits(v)
}

func init() {
	const n = 130
	kernelCases = append(kernelCases,
		kernelCase{source: "float", kernel: "f32_math", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"a", n, modFloat}, {"b", n, modFloat}, {"out", 4 * n, nil}},
			check: elementwise("out", 4*n, func(e int, in map[string][]uint32) uint32 {
				i := e / 4
				x, y := f32of(in["a"][i]), f32of(in["b"][i])
				q := x / y
				r := float32(math.Sqrt(float64(float32(math.Abs(float64(x))))))
				f := hostFMA32(x, y, q)
				m := float32(float32(math.Min(float64(x), float64(y))) + float32(math.Max(float64(q), float64(r))))
				v := float32(float32(math.Floor(float64(f))) + float32(m*0.5))
				return f32bits([]float32{q, r, f, v}[e%4])
			})},
		kernelCase{source: "float", kernel: "int_math", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"a", n, randInt(-1<<30, 1<<30)}, {"b", n, anyWord}, {"out", 2 * n, nil}},
			check: elementwise("out", 2*n, func(e int, in map[string][]uint32) uint32 {
				i := e / 2
				x, y := int32(in["a"][i]), int32(in["b"][i]|1)
				hi := int32((int64(x) * int64(y)) >> 32)
				q, r := x/y, x%y
				u := uint32(x)
				rot := bits.RotateLeft32(u, i%32)
				nb := bits.OnesCount32(u) + bits.LeadingZeros32(u) + bits.TrailingZeros32(u)
				rev := bits.Reverse32(u)
				if e%2 == 0 {
					return uint32(q)
				}
				return uint32(hi ^ q ^ r ^ int32(rot) ^ int32(nb) ^ int32(rev))
			})},
		kernelCase{source: "float", kernel: "convert", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, func(_ int, r *rand.Rand) uint32 { return f32bits(float32(r.NormFloat64() * 1e5)) }}, {"ints", 4 * n, nil}, {"floats", n, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				ints, floats := make([]uint32, 4*n), make([]uint32, n)
				for i := range n {
					x := f32of(in["in"][i])
					si := int32(x)
					ui := uint32(float32(math.Abs(float64(x))))
					ss := int16(si)
					ub := uint8(ui)
					sl := int64(x) * 3
					ints[4*i], ints[4*i+1], ints[4*i+2], ints[4*i+3] = uint32(si), ui, uint32(int32(ss)+int32(ub)), uint32(int32(sl>>1))
					floats[i] = f32bits(float32(float32(si)+float32(float32(ui)*0.25)) + float32(sl))
				}
				wantWords(t, "ints", out["ints"], ints)
				wantWords(t, "floats", out["floats"], floats)
			}},
		kernelCase{source: "calls", kernel: "call_device_fn", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, randInt(-5000, 5000)}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				x := int32(in["in"][i])
				return uint32(x*x - 3*x + 2)
			})},
		kernelCase{source: "calls", kernel: "call_chain", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, randInt(-100, 100)}, {"out", n, nil}, {"trace", n, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				o, tr := make([]uint32, n), make([]uint32, n)
				for i := range n {
					x := int32(in["in"][i])
					p := x*x - 3*x + 2
					s := min(max(p+x, -1000), 1000)
					o[i], tr[i] = uint32(s), uint32(p)
				}
				wantWords(t, "trace", out["trace"], tr)
				wantWords(t, "out", out["out"], o)
			}},
		kernelCase{source: "calls", kernel: "call_private_ptr", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"in", n, anyWord}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 {
				s := in["in"][i]
				var a [12]uint32
				for k := uint32(0); k < 12; k++ {
					a[k] = (s + k) * (s + k)
				}
				return a[s%12] + a[11]
			})},
		kernelCase{source: "traps", kernel: "trap", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs:  []bufSpec{{"in", n, randInt(0, 1000)}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 { return in["in"][i] + 1 })},
		kernelCase{source: "traps", kernel: "debugtrap", opts: []string{"O0", "O2"}, grid: n, wg: 64, scalars: []uint64{70},
			bufs:  []bufSpec{{"in", n, randInt(-1000, 1000)}, {"out", n, nil}},
			check: elementwise("out", n, func(i int, in map[string][]uint32) uint32 { return in["in"][i] * 5 })},
	)
}

// A negative input makes its lane execute s_trap 2: the dispatch ends
// with a trap fault at that wave.
func TestTrapKernelAbortsTheDispatch(t *testing.T) {
	for _, target := range e2eTargets {
		t.Run(target, func(t *testing.T) {
			k := loadKernel(t, target, testdataCO(t, target, "traps-O2.co"), "trap")
			mem := NewMemory()
			in, _ := mem.Allocate("in", AllocBuffer, 4*128, 0)
			out, _ := mem.Allocate("out", AllocBuffer, 4*128, 0)
			in.Data[4*100+3] = 0x80 // in[100] < 0: wave 1 of work-group 1 (work-group size 64)
			d := &Dispatch{Grid: [3]uint32{128, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, in.Base, out.Base)
			_, err := k.run(t, d, mem)
			var f *Fault
			if !errors.As(err, &f) || f.Kind != FaultTrap || f.Workgroup != [3]uint32{1, 0, 0} {
				t.Fatalf("got %v, want the trap of work-group 1", err)
			}
		})
	}
}

// f64Val is the double at index i of the f64 inputs (deterministic).
func f64Val(i int, salt uint64) float64 {
	r := rand.New(rand.NewPCG(uint64(i), salt))
	v := r.NormFloat64() * 1e3
	if v == 0 {
		v = 1
	}
	return v
}

// fillF64 fills 2 words per double.
func fillF64(salt uint64) func(int, *rand.Rand) uint32 {
	return func(i int, _ *rand.Rand) uint32 {
		b := math.Float64bits(f64Val(i/2, salt))
		if i%2 == 0 {
			return uint32(b)
		}
		return uint32(b >> 32)
	}
}

// hostF16 rounds x to half precision with math/big (11 significant bits,
// nearest even) and encodes it; x must be in the normal half range.
func hostF16(x float64) uint16 {
	f, _ := new(big.Float).SetPrec(11).SetMode(big.ToNearestEven).SetFloat64(x).Float64()
	if f == 0 {
		return uint16(math.Float64bits(f) >> 48 & 0x8000)
	}
	sign := uint16(0)
	if f < 0 {
		sign, f = 0x8000, -f
	}
	m, e := math.Frexp(f) // f = m * 2^e, m in [0.5, 1)
	return sign | uint16(e-1+15)<<10 | uint16(m*2048-1024)
}

func halfOf(h uint16) float64 {
	e := int(h >> 10 & 0x1f)
	m := float64(h & 0x3ff)
	v := math.Ldexp(1024+m, e-25)
	if h&0x8000 != 0 {
		return -v
	}
	return v
}

func fillF16(salt int) func(int, *rand.Rand) uint32 {
	half := func(i int) uint16 { return hostF16(float64((i*37+salt)%200-100) / 8) }
	return func(i int, _ *rand.Rand) uint32 {
		h0, h1 := half(2*i), half(2*i+1)
		if h0&0x7fff == 0 {
			h0 = 0x3c00
		}
		if h1&0x7fff == 0 {
			h1 = 0x3c00
		}
		return uint32(h0) | uint32(h1)<<16
	}
}

func init() {
	const n = 130
	kernelCases = append(kernelCases,
		kernelCase{source: "float", kernel: "f64_math", opts: []string{"O0", "O2"}, grid: n, wg: 64,
			bufs: []bufSpec{{"a", 2 * n, fillF64(1)}, {"b", 2 * n, fillF64(2)}, {"out", 4 * n, nil}, {"narrow", n, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				o, nw := make([]uint32, 4*n), make([]uint32, n)
				for i := range n {
					x, y := f64Val(i, 1), f64Val(i, 2)
					q := x / y
					r := math.Sqrt(math.Abs(x))
					f := math.FMA(x, y, float64(int32(i)))
					v := q + float64(r*f)
					for k, d := range []float64{q, v} {
						b := math.Float64bits(d)
						o[4*i+2*k], o[4*i+2*k+1] = uint32(b), uint32(b>>32)
					}
					nw[i] = math.Float32bits(float32(v))
				}
				wantWords(t, "out", out["out"], o)
				wantWords(t, "narrow", out["narrow"], nw)
			}},
		kernelCase{source: "float", kernel: "f16_math", opts: []string{"O0", "O2"}, grid: 128, wg: 64,
			bufs: []bufSpec{{"a", 64, fillF16(3)}, {"b", 64, fillF16(11)}, {"out", 128, nil}, {"wide", 128, nil}},
			check: func(t *testing.T, in, out map[string][]uint32) {
				o, wide := make([]uint32, 128), make([]uint32, 128)
				h := func(words []uint32, i int) float64 { return halfOf(uint16(words[i/2] >> (16 * uint(i%2)))) }
				for i := range 128 {
					x, y := h(in["a"], i), h(in["b"], i)
					s := halfOf(hostF16(x + y))
					p := halfOf(hostF16(x * y))
					d := halfOf(hostF16(s - p))
					v := halfOf(hostF16(d * 0.5))
					o[i] = uint32(hostF16(p)) | uint32(hostF16(v))<<16
					wide[i] = math.Float32bits(float32(v) + float32(x))
				}
				wantWords(t, "out", out["out"], o)
				wantWords(t, "wide", out["wide"], wide)
			}},
	)
}
