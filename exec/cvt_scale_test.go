package exec

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"sort"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// gfx950's scaled conversions (cvt_scale.go), llvm-mc encodings run in a
// wave64, each lane another (element, scale) pair. The references are
// written from the OCP MX specification and the CDNA4 pseudocode's operand
// layout, built differently from the implementation: every element
// format's values come from a table made by stepping through the codes
// (each step the format's spacing, which doubles at each binade past the
// first normal one), checked against the spec's anchor values; results
// are rounded to f32 by math/big, to f16 and bf16 by searching the table
// of all their finite values; narrowing searches the element table for the
// nearest value (ties to the even code); fp6 fields are packed bit by bit.

// refFormat is a small float format for the references.
type refFormat struct {
	name               string
	bits, ebits, mbits int
	bias               int
}

var (
	scRefFP8  = refFormat{"fp8", 8, 4, 3, 7}
	scRefBF8  = refFormat{"bf8", 8, 5, 2, 15}
	scRefFP6  = refFormat{"fp6", 6, 2, 3, 1}
	scRefBF6  = refFormat{"bf6", 6, 3, 2, 3}
	scRefFP4  = refFormat{"fp4", 4, 2, 1, 1}
	scRefF16  = refFormat{"f16", 16, 5, 10, 15}
	scRefBF16 = refFormat{"bf16", 16, 8, 7, 127}
)

// table is the value of every code (NaN and ±Inf where the OCP rules put
// them: E4M3 S.1111.111 NaN, E5M2/f16/bf16 all-ones exponent Inf or NaN;
// FP6/FP4 have none).
func (f refFormat) table() []float64 {
	refTablesMu.Lock()
	defer refTablesMu.Unlock()
	if t, ok := refTables[f.name]; ok {
		return t
	}
	t := f.makeTable()
	refTables[f.name] = t
	return t
}

var (
	refTablesMu sync.Mutex
	refTables   = map[string][]float64{}
	refFinite   = map[string][]float64{}
)

func (f refFormat) makeTable() []float64 {
	half := 1 << (f.bits - 1)
	pos := make([]float64, half)
	step := math.Ldexp(1, 1-f.bias-f.mbits)
	for c := 1; c < half; c++ {
		if c-1 >= 2<<f.mbits && (c-1)%(1<<f.mbits) == 0 {
			step *= 2
		}
		pos[c] = pos[c-1] + step
	}
	ieee := f.name == "bf8" || f.name == "f16" || f.name == "bf16"
	for c := range pos {
		if ieee && c>>f.mbits == 1<<f.ebits-1 {
			pos[c] = math.NaN()
			if c&(1<<f.mbits-1) == 0 {
				pos[c] = math.Inf(1)
			}
		}
	}
	if f.name == "fp8" {
		pos[half-1] = math.NaN()
	}
	t := make([]float64, 2*half)
	for c := range pos {
		t[c], t[half+c] = pos[c], -pos[c]
	}
	return t
}

// finite is the ascending positive finite values (code order).
func (f refFormat) finite() []float64 {
	t := f.table()
	refTablesMu.Lock()
	defer refTablesMu.Unlock()
	if v, ok := refFinite[f.name]; ok {
		return v
	}
	var out []float64
	for c := 0; c < len(t)/2; c++ {
		if v := t[c]; v == v && !math.IsInf(v, 0) {
			out = append(out, v)
		}
	}
	refFinite[f.name] = out
	return out
}

func TestCvtScaleRefTables(t *testing.T) {
	// The OCP specifications' largest and smallest values.
	for _, c := range []struct {
		f           refFormat
		max, minSub float64
	}{
		{scRefFP8, 448, math.Ldexp(1, -9)}, {scRefBF8, 57344, math.Ldexp(1, -16)},
		{scRefFP6, 7.5, 0.125}, {scRefBF6, 28, 0.0625}, {scRefFP4, 6, 0.5},
		{scRefF16, 65504, math.Ldexp(1, -24)}, {scRefBF16, float64(math.Float32frombits(0x7f7f_0000)), math.Ldexp(1, -133)},
	} {
		v := c.f.finite()
		if v[len(v)-1] != c.max || v[1] != c.minSub {
			t.Errorf("%s: max %g min subnormal %g, want %g %g", c.f.name, v[len(v)-1], v[1], c.max, c.minSub)
		}
	}
	want := []float64{0, 0.5, 1, 1.5, 2, 3, 4, 6}
	for c, v := range scRefFP4.table()[:8] {
		if v != want[c] {
			t.Errorf("fp4 code %d = %g, want %g", c, v, want[c])
		}
	}
}

// refRound16 rounds x to f16 or bf16 bits (nearest, ties to the even code,
// beyond the largest finite value's half step infinity).
func refRound16(f refFormat, x float64) uint32 {
	var sign uint32
	if math.Signbit(x) {
		sign = 0x8000
	}
	a := math.Abs(x)
	vals := f.finite()
	top := vals[len(vals)-1]
	if a >= top+(top-vals[len(vals)-2])/2 {
		return sign | uint32(len(vals)) // the infinity code follows the largest
	}
	i := sort.SearchFloat64s(vals, a)
	if i == len(vals) {
		i--
	}
	if i > 0 && (a-vals[i-1] < vals[i]-a || a-vals[i-1] == vals[i]-a && (i-1)%2 == 0) {
		i--
	}
	return sign | uint32(i)
}

// scRefF32 rounds x to f32 bits through math/big.
func scRefF32(x float64) uint32 {
	f, _ := new(big.Float).SetFloat64(x).Float32()
	return math.Float32bits(f)
}

// refNearest is the code of f nearest x (ties: the even code); ok false
// beyond the largest finite value's rounding range.
func refNearest(f refFormat, x float64) (uint32, bool) {
	t := f.table()
	best, bestD := -1, math.Inf(1)
	for c, v := range t {
		if v != v || math.IsInf(v, 0) {
			continue
		}
		d := math.Abs(v - x)
		if d < bestD || d == bestD && c%2 == 0 {
			best, bestD = c, d
		}
	}
	vals := f.finite()
	top := vals[len(vals)-1]
	if math.Abs(x) > top+(top-vals[len(vals)-2])/2 || math.Abs(x) == top+(top-vals[len(vals)-2])/2 && (len(vals)-1)%2 == 1 {
		return 0, false
	}
	if best%(1<<(f.bits-1)) == 0 { // zero keeps the sign of x
		best = 0
		if math.Signbit(x) {
			best = 1 << (f.bits - 1)
		}
	}
	return uint32(best), true
}

// refWiden is element code c of f times 2^(scale-127) as out bits.
func refWiden(f refFormat, c uint32, scale int, out string) uint32 {
	v := f.table()[c]
	neg := c>>(f.bits-1) != 0
	if v != v || scale == 255 {
		nan := map[string]uint32{"f32": 0x7fc0_0000, "f16": 0x7fff, "bf16": 0x7fff}[out]
		if neg {
			nan |= map[string]uint32{"f32": 0x8000_0000, "f16": 0x8000, "bf16": 0x8000}[out]
		}
		return nan
	}
	x := v * math.Pow(2, float64(scale-127))
	switch out {
	case "f16":
		return refRound16(scRefF16, x)
	case "bf16":
		return refRound16(scRefBF16, x)
	}
	return scRefF32(x)
}

// runWide runs src on gfx950 (or target) in a wave64 with 128 VGPRs.
func runWide(t *testing.T, p *Program, setup func(w *Wave)) (*Wave, error) {
	t.Helper()
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
	w := NewWave(p.Arch.SGPRs, 128, 0)
	w.Env = env
	w.Mode = 3<<ModeFPDenormShift | 3<<(ModeFPDenormShift+2)
	setup(w)
	return w, RunWaves(p, []*Wave{w}, 16, 10000)
}

func wideProgram(t *testing.T, target, src string) *Program {
	t.Helper()
	arch, err := ArchByName(target)
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := isa.LookupTarget(target)
	if err != nil {
		t.Fatal(err)
	}
	code := assemble(t, target, src+"\ns_endpgm\n")
	p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 15, AccumOffset: 31}, "test", code, 0x1000, 0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// scaleTestScales are the E8M0 scales the tests use: both ends, the NaN
// scale, and around 127 (2^0).
var scaleTestScales = []int{0, 1, 2, 20, 100, 110, 117, 120, 126, 127, 128, 129, 134, 140, 150, 200, 253, 254, 255}

// scaleF32 is an f32 whose exponent field is s, with random sign and
// mantissa (which the instructions ignore).
func scaleF32(r *rand.Rand, s int) uint32 {
	return r.Uint32()&0x807f_ffff | uint32(s)<<23
}

func TestCvtScaleWiden(t *testing.T) {
	type op struct {
		name   string
		f      refFormat
		out    string
		n      int  // elements
		bytes  bool // byte select (else word)
		sels   int
		selAsm func(sel int) string
	}
	b := func(sel int) string { return fmt.Sprintf(" op_sel:[%d,%d,0]", sel&1, sel>>1) }
	wd := func(sel int) string { return fmt.Sprintf(" op_sel:[%d,0,0]", sel) }
	ops := []op{
		{"f32_fp8", scRefFP8, "f32", 1, true, 4, b}, {"f32_bf8", scRefBF8, "f32", 1, true, 4, b},
		{"f16_fp8", scRefFP8, "f16", 1, true, 4, b}, {"f16_bf8", scRefBF8, "f16", 1, true, 4, b},
		{"pk_f32_fp8", scRefFP8, "f32", 2, false, 2, wd}, {"pk_f32_bf8", scRefBF8, "f32", 2, false, 2, wd},
		{"pk_f16_fp8", scRefFP8, "f16", 2, false, 2, wd}, {"pk_f16_bf8", scRefBF8, "f16", 2, false, 2, wd},
		{"pk_bf16_fp8", scRefFP8, "bf16", 2, false, 2, wd}, {"pk_bf16_bf8", scRefBF8, "bf16", 2, false, 2, wd},
		{"pk_f32_fp4", scRefFP4, "f32", 2, true, 4, b}, {"pk_f16_fp4", scRefFP4, "f16", 2, true, 4, b},
		{"pk_bf16_fp4", scRefFP4, "bf16", 2, true, 4, b},
	}
	r := rand.New(rand.NewSource(1))
	for _, o := range ops {
		for sel := range o.sels {
			for hi := range 2 {
				if o.n == 2 || o.out == "f32" {
					if hi == 1 {
						continue
					}
				}
				src := fmt.Sprintf("v_cvt_scalef32_%s v4, v1, v2", o.name)
				if o.out == "f32" && o.n == 2 {
					src = fmt.Sprintf("v_cvt_scalef32_%s v[4:5], v1, v2", o.name)
				}
				asel := o.selAsm(sel)
				if hi == 1 {
					asel = fmt.Sprintf(" op_sel:[%d,%d,1]", sel&1, sel>>1)
				}
				if sel == 0 && hi == 0 {
					asel = ""
				}
				src += asel
				t.Run(src, func(t *testing.T) {
					p := wideProgram(t, "gfx950", src)
					// Every (element pair, scale): element codes c and c2 = a
					// shuffled other code in the second element.
					ncodes := 1 << o.f.bits
					type pair struct{ c, c2, s int }
					var pairs []pair
					for _, s := range scaleTestScales {
						for c := range ncodes {
							pairs = append(pairs, pair{c, r.Intn(ncodes), s})
						}
					}
					for base := 0; base < len(pairs); base += 64 {
						var in, sc, old [64]uint32
						w, err := runWide(t, p, func(w *Wave) {
							for l := range 64 {
								q := pairs[(base+l)%len(pairs)]
								field := uint32(q.c) | uint32(q.c2)<<o.f.bits
								width := o.f.bits * o.n
								sh := 8 * sel
								if !o.bytes {
									sh = 16 * sel
								}
								mask := uint32(1)<<width - 1
								in[l] = r.Uint32()&^(mask<<sh) | field<<sh
								sc[l] = scaleF32(r, q.s)
								old[l] = r.Uint32()
							}
							copy(w.V(1), in[:])
							copy(w.V(2), sc[:])
							copy(w.V(4), old[:])
						})
						if err != nil {
							t.Fatal(err)
						}
						for l := range 64 {
							q := pairs[(base+l)%len(pairs)]
							w0 := refWiden(o.f, uint32(q.c), q.s, o.out)
							w1 := refWiden(o.f, uint32(q.c2), q.s, o.out)
							var want [2]uint32
							switch {
							case o.out == "f32" && o.n == 2:
								want = [2]uint32{w0, w1}
							case o.out == "f32":
								want[0] = w0
							case o.n == 2:
								want[0] = w0 | w1<<16
							case hi == 1:
								want[0] = old[l]&0xffff | w0<<16
							default:
								want[0] = old[l]&0xffff_0000 | w0
							}
							got := [2]uint32{w.V(4)[l], w.V(5)[l]}
							if got[0] != want[0] || o.out == "f32" && o.n == 2 && got[1] != want[1] {
								t.Fatalf("codes %#x %#x scale %d: got %#08x %#08x, want %#08x %#08x", q.c, q.c2, q.s, got[0], got[1], want[0], want[1])
							}
						}
					}
				})
			}
		}
	}
}

// fp6 fields packed bit by bit: field i's bit j is bit 6i+j of the
// 192-bit value in regs[0..5].
func packFields(codes [32]uint32) [6]uint32 {
	var regs [6]uint32
	for i, c := range codes {
		for j := range 6 {
			if c>>j&1 != 0 {
				p := 6*i + j
				regs[p/32] |= 1 << (p % 32)
			}
		}
	}
	return regs
}

func TestCvtScalePk32Widen(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, f := range []refFormat{scRefFP6, scRefBF6} {
		for _, out := range []string{"f32", "f16", "bf16"} {
			n := 32
			if out != "f32" {
				n = 16
			}
			src := fmt.Sprintf("v_cvt_scalef32_pk32_%s_%s v[64:%d], v[32:37], v40", out, f.name, 63+n)
			t.Run(src, func(t *testing.T) {
				p := wideProgram(t, "gfx950", src)
				for _, s := range scaleTestScales {
					var codes [64][32]uint32
					var sc [64]uint32
					w, err := runWide(t, p, func(w *Wave) {
						for l := range 64 {
							for i := range 32 {
								codes[l][i] = uint32((l*32 + i + s) % 64)
								if r.Intn(3) == 0 {
									codes[l][i] = uint32(r.Intn(64))
								}
							}
							regs := packFields(codes[l])
							for k := range 6 {
								w.V(32 + k)[l] = regs[k]
							}
							sc[l] = scaleF32(r, s)
							w.V(40)[l] = sc[l]
						}
					})
					if err != nil {
						t.Fatal(err)
					}
					for l := range 64 {
						for i := range 32 {
							want := refWiden(f, codes[l][i], s, out)
							var got uint32
							if out == "f32" {
								got = w.V(64 + i)[l]
							} else {
								got = w.V(64 + i/2)[l] >> (16 * (i % 2)) & 0xffff
							}
							if got != want {
								t.Fatalf("lane %d field %d code %#x scale %d: got %#x, want %#x", l, i, codes[l][i], s, got, want)
							}
						}
					}
				}
			})
		}
	}
}

// narrowInputs are values of the source type (f32, f16 or bf16) to narrow
// to f with scale 127+k: every finite value, the midpoints between
// neighbours (ties) and the source values next to them, signed, all times
// 2^k; none beyond f's rounding range.
func narrowInputs(f refFormat, src string, k int) []float64 {
	vals := f.finite()
	var xs []float64
	add := func(x float64) {
		x = math.Ldexp(x, k)
		var b uint32
		switch src {
		case "f32":
			xs = append(xs, x, -x,
				float64(math.Nextafter32(float32(x), 0)), float64(math.Nextafter32(float32(x), float32(math.Inf(1)))))
			return
		case "f16":
			b = refRound16(scRefF16, x)
		default:
			b = refRound16(scRefBF16, x)
		}
		tab := scRefF16
		if src == "bf16" {
			tab = scRefBF16
		}
		tv := tab.table()
		for _, c := range []uint32{b, b - 1, b + 1} {
			if c < uint32(len(tv)/2) {
				if v := tv[c]; v == v && !math.IsInf(v, 0) {
					xs = append(xs, v, -v)
				}
			}
		}
	}
	for i, v := range vals {
		add(v)
		if i+1 < len(vals) {
			add((v + vals[i+1]) / 2)
		}
	}
	var out []float64
	for _, x := range xs {
		if _, ok := refNearest(f, math.Ldexp(x, -k)); ok {
			out = append(out, x)
		}
	}
	return out
}

// srcBits is x as bits of the source type (x representable).
func srcBits(src string, x float64) uint32 {
	switch src {
	case "f16":
		return refRound16(scRefF16, x)
	case "bf16":
		return refRound16(scRefBF16, x)
	}
	return math.Float32bits(float32(x))
}

func TestCvtScaleNarrow(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	type op struct {
		f    refFormat
		src  string
		ks   []int
		sels int
	}
	ops := []op{
		{scRefFP8, "f32", []int{-126, -20, 0, 7, 100}, 2}, {scRefBF8, "f32", []int{-110, 0, 50}, 2},
		{scRefFP8, "f16", []int{-5, 0, 5}, 2}, {scRefBF8, "f16", []int{0}, 2},
		{scRefFP8, "bf16", []int{-100, 0, 100}, 2}, {scRefBF8, "bf16", []int{-20, 0, 60}, 2},
		{scRefFP4, "f32", []int{-120, 0, 30}, 4}, {scRefFP4, "f16", []int{-10, 0, 10}, 4}, {scRefFP4, "bf16", []int{0, 90}, 4},
	}
	for _, o := range ops {
		for sel := range o.sels {
			var src string
			if o.src == "f32" {
				src = fmt.Sprintf("v_cvt_scalef32_pk_%s_f32 v4, v1, v2, v3", o.f.name)
				if o.f.bits == 4 {
					src += fmt.Sprintf(" op_sel:[0,0,%d,%d]", sel&1, sel>>1)
				} else {
					src += fmt.Sprintf(" op_sel:[0,0,0,%d]", sel)
				}
			} else {
				src = fmt.Sprintf("v_cvt_scalef32_pk_%s_%s v4, v1, v3", o.f.name, o.src)
				if o.f.bits == 4 {
					src += fmt.Sprintf(" op_sel:[0,0,%d,%d]", sel&1, sel>>1)
				} else {
					src += fmt.Sprintf(" op_sel:[0,0,%d]", sel)
				}
			}
			t.Run(src, func(t *testing.T) {
				p := wideProgram(t, "gfx950", src)
				for _, k := range o.ks {
					xs := narrowInputs(o.f, o.src, k)
					for base := 0; base < len(xs); base += 64 {
						var x, y [64]float64
						var old [64]uint32
						w, err := runWide(t, p, func(w *Wave) {
							for l := range 64 {
								x[l] = xs[(base+l)%len(xs)]
								y[l] = xs[r.Intn(len(xs))]
								old[l] = r.Uint32()
								a, b := srcBits(o.src, x[l]), srcBits(o.src, y[l])
								if o.src == "f32" {
									w.V(1)[l], w.V(2)[l] = a, b
								} else {
									w.V(1)[l] = a | b<<16
								}
								w.V(3)[l] = scaleF32(r, 127+k)
								w.V(4)[l] = old[l]
							}
						})
						if err != nil {
							t.Fatal(err)
						}
						for l := range 64 {
							c0, _ := refNearest(o.f, math.Ldexp(x[l], -k))
							c1, _ := refNearest(o.f, math.Ldexp(y[l], -k))
							pair := c0 | c1<<o.f.bits
							var want uint32
							if o.f.bits == 4 {
								want = old[l]&^(0xff<<(8*sel)) | pair<<(8*sel)
							} else {
								want = old[l]&^(0xffff<<(16*sel)) | pair<<(16*sel)
							}
							if got := w.V(4)[l]; got != want {
								t.Fatalf("%g, %g scale 2^%d: got %#08x, want %#08x", x[l], y[l], k, got, want)
							}
						}
					}
				}
			})
		}
	}
}

func TestCvtScalePk32Narrow(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for _, f := range []refFormat{scRefFP6, scRefBF6} {
		for _, src := range []string{"f16", "bf16", "f32"} {
			asm := fmt.Sprintf("v_cvt_scalef32_pk32_%s_%s v[64:69], v[32:47], v50", f.name, src)
			if src == "f32" {
				asm = fmt.Sprintf("v_cvt_scalef32_2xpk16_%s_f32 v[64:69], v[32:47], v[48:63], v80", f.name)
			}
			t.Run(asm, func(t *testing.T) {
				p := wideProgram(t, "gfx950", asm)
				for _, k := range []int{-3, 0, 4} {
					xs := narrowInputs(f, src, k)
					var x [64][32]float64
					w, err := runWide(t, p, func(w *Wave) {
						for l := range 64 {
							for i := range 32 {
								x[l][i] = xs[r.Intn(len(xs))]
								b := srcBits(src, x[l][i])
								switch src {
								case "f32": // field i from S0[i/2] (even) or S1[i/2] (odd)
									w.V(32 + 16*(i%2) + i/2)[l] = b
								default:
									w.V(32 + i/2)[l] |= b << (16 * (i % 2))
								}
							}
							if src == "f32" {
								w.V(80)[l] = scaleF32(r, 127+k)
							} else {
								w.V(50)[l] = scaleF32(r, 127+k)
							}
						}
					})
					if err != nil {
						t.Fatal(err)
					}
					for l := range 64 {
						var codes [32]uint32
						for i := range 32 {
							codes[i], _ = refNearest(f, math.Ldexp(x[l][i], -k))
						}
						want := packFields(codes)
						for j := range 6 {
							if got := w.V(64 + j)[l]; got != want[j] {
								t.Fatalf("lane %d scale 2^%d register %d: got %#08x, want %#08x (inputs %v)", l, k, j, got, want[j], x[l])
							}
						}
					}
				}
			})
		}
	}
}

// TestCvtScaleUndefinedFaults: narrowing a NaN, an overflowing value or
// with the NaN scale faults as unimplemented rather than guessing.
func TestCvtScaleUndefinedFaults(t *testing.T) {
	for _, c := range []struct {
		x, s uint32
	}{
		{0x7fc0_0000, 127 << 23}, {math.Float32bits(500), 127 << 23}, {math.Float32bits(1), 255 << 23},
	} {
		p := wideProgram(t, "gfx950", "v_cvt_scalef32_pk_fp8_f32 v4, v1, v2, v3")
		_, err := runWide(t, p, func(w *Wave) {
			for l := range 64 {
				w.V(1)[l], w.V(2)[l], w.V(3)[l] = c.x, 0, c.s
			}
		})
		var f *Fault
		if !errors.As(err, &f) || f.Kind != FaultUnimplemented {
			t.Errorf("%#x scale %#x: err %v, want an unimplemented fault", c.x, c.s, err)
		}
	}
}
