package exec

import (
	"encoding/binary"
	"math"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// GFX12's IEEE 754-2019 maximum/minimum and its renamed float min/max
// (valu_gfx12.go): testdata/kernels/gfx12_float.cl built by clang 22
// for gfx1200 in wave32 and wave64, run here, each result compared with
// IEEE 754-2019 maximum and minimum written from the standard: NaN if an
// operand is NaN, else Go's math.Max/math.Min (which order -0 below +0;
// alone they give +Inf for Max(NaN, +Inf), so NaNs are taken first). A NaN
// result must be a quiet NaN; its payload is not checked (valu_gfx12.go
// says why). fmaxf/fminf are C's (a NaN operand gives the other one).

// ieeeMaximum and ieeeMinimum are IEEE 754-2019 maximum and minimum.
func ieeeMaximum(x, y float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return math.Max(x, y)
}

func ieeeMinimum(x, y float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return math.Min(x, y)
}

// maxSpecials are f32 inputs: zeros of both signs, infinities, a quiet
// and a signalling NaN, a negative NaN, denormals and the extremes.
var maxSpecials = []uint32{0, 0x8000_0000, 0x3f80_0000, 0xbf80_0000, 0x4020_0000, 0xc070_0000, 0x7f80_0000, 0xff80_0000,
	0x7fc0_0000, 0x7f80_0001, 0xffc0_0001, 0x0000_0001, 0x8000_0001, 0x7f7f_ffff, 0xff7f_ffff}

// halfSpecials are the same for f16.
var halfSpecials = []uint16{0, 0x8000, 0x3c00, 0xbc00, 0x4100, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x0001, 0x8001, 0x7bff}

func buildGFX12Maximum(t *testing.T, flags ...string) string {
	t.Helper()
	dir := t.TempDir()
	obj, co := filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	// Not -Werror: clang 22 warns about the LDS variable in the unused
	// callable copy of each OpenCL kernel (testdata/README.md).
	run("clang", append([]string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1200", "-O2",
		"-munsafe-fp-atomics", "-c", filepath.Join("testdata", "kernels", "gfx12_float.cl"), "-o", obj}, flags...)...)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range []string{"v_maximum_f32", "v_minimum_f32", "v_maximum_f16", "v_minimum_f16", "v_pk_maximum_f16", "v_pk_minimum_f16",
		"s_maximum_f32", "s_minimum_f32", "global_atomic_max_num_f32", "ds_min_num_f32",
		"v_s_exp_f32", "v_s_log_f32", "v_s_rcp_f32", "v_s_rsq_f32", "v_s_sqrt_f32"} {
		if !strings.Contains(dis, m+" ") {
			t.Fatalf("gfx1200 %v: no %s in the disassembly", flags, m)
		}
	}
	return co
}

// wantF32 checks got against the reference r (a float64 holding an f32
// value, or NaN).
func wantF32(t *testing.T, what string, got uint32, r float64) {
	t.Helper()
	if r != r {
		if f := math.Float32frombits(got); f == f || got&0x0040_0000 == 0 {
			t.Errorf("%s = %#08x, want a quiet NaN", what, got)
		}
		return
	}
	if want := math.Float32bits(float32(r)); got != want {
		t.Errorf("%s = %#08x, want %#08x", what, got, want)
	}
}

// halfF64 decodes an f16 (written here from IEEE 754 binary16, not
// exec's decoder).
func halfF64(h uint16) float64 {
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	var v float64
	switch e {
	case 0:
		v = math.Ldexp(m, -24)
	case 31:
		v = math.Inf(1)
		if m != 0 {
			v = math.NaN()
		}
	default:
		v = math.Ldexp(1024+m, e-25)
	}
	if h&0x8000 != 0 {
		v = -v
	}
	return v
}

// wantHalf checks an f16 result against r, which is NaN or one of the
// operands x, y (maximum and minimum return an operand).
func wantHalf(t *testing.T, what string, got, x, y uint16, r float64) {
	t.Helper()
	if r != r {
		if got&0x7c00 != 0x7c00 || got&0x3ff == 0 || got&0x200 == 0 {
			t.Errorf("%s = %#04x, want a quiet NaN", what, got)
		}
		return
	}
	want := y
	if hx := halfF64(x); hx == r && math.Signbit(hx) == math.Signbit(r) {
		want = x
	}
	if got != want {
		t.Errorf("%s = %#04x, want %#04x", what, got, want)
	}
}

func TestGFX12MaximumKernelsMatchGo(t *testing.T) {
	for _, wave := range []int{32, 64} {
		var flags []string
		if wave == 64 {
			flags = []string{"-mwavefrontsize64"}
		}
		co := buildGFX12Maximum(t, flags...)
		le := binary.LittleEndian
		ns := len(maxSpecials)
		f := func(b uint32) float64 { return float64(math.Float32frombits(b)) }

		t.Run("lanes", func(t *testing.T) {
			k := loadKernel(t, "gfx1200", co, "maximum_lanes")
			n := ns * ns
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, uint64(4*n), 0)
			B, _ := mem.Allocate("b", AllocBuffer, uint64(4*n), 0)
			C, _ := mem.Allocate("c", AllocBuffer, uint64(4*n), 0)
			O, _ := mem.Allocate("o", AllocBuffer, uint64(16*n), 0)
			for i := range n {
				le.PutUint32(A.Data[4*i:], maxSpecials[i%ns])
				le.PutUint32(B.Data[4*i:], maxSpecials[i/ns])
				le.PutUint32(C.Data[4*i:], maxSpecials[(7*i+3)%ns])
			}
			d := &Dispatch{Grid: [3]uint32{uint32(n), 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, O.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				x, y, z := f(maxSpecials[i%ns]), f(maxSpecials[i/ns]), f(maxSpecials[(7*i+3)%ns])
				for j, r := range []float64{ieeeMaximum(x, y), ieeeMinimum(x, y), ieeeMaximum(ieeeMaximum(x, y), z), ieeeMinimum(ieeeMinimum(x, y), z)} {
					wantF32(t, [...]string{"maximum", "minimum", "maximum3", "minimum3"}[j]+"("+
						strings.Join([]string{hex32(maxSpecials[i%ns]), hex32(maxSpecials[i/ns]), hex32(maxSpecials[(7*i+3)%ns])}, ", ")+")",
						le.Uint32(O.Data[16*i+4*j:]), r)
				}
			}
		})

		t.Run("halfs", func(t *testing.T) {
			k := loadKernel(t, "gfx1200", co, "maximum_halfs")
			nh := len(halfSpecials)
			n := nh * nh
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, uint64(4*n), 0)
			B, _ := mem.Allocate("b", AllocBuffer, uint64(4*n), 0)
			O, _ := mem.Allocate("o", AllocBuffer, uint64(12*n), 0)
			type pair struct{ lo, hi uint16 }
			xs, ys := make([]pair, n), make([]pair, n)
			for i := range n {
				xs[i] = pair{halfSpecials[i%nh], halfSpecials[(i/nh+5)%nh]}
				ys[i] = pair{halfSpecials[i/nh], halfSpecials[(3*i+1)%nh]}
				le.PutUint16(A.Data[4*i:], xs[i].lo)
				le.PutUint16(A.Data[4*i+2:], xs[i].hi)
				le.PutUint16(B.Data[4*i:], ys[i].lo)
				le.PutUint16(B.Data[4*i+2:], ys[i].hi)
			}
			d := &Dispatch{Grid: [3]uint32{uint32(n), 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, B.Base, O.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				x, y := xs[i], ys[i]
				o := func(j int) uint16 { return le.Uint16(O.Data[12*i+2*j:]) }
				hx, hy := halfF64(x.lo), halfF64(y.lo)
				wantHalf(t, "maximum(x.lo, y.lo)", o(0), x.lo, y.lo, ieeeMaximum(hx, hy))
				wantHalf(t, "minimum(x.lo, y.lo)", o(2), x.lo, y.lo, ieeeMinimum(hx, hy))
				hx, hy = halfF64(x.hi), halfF64(y.hi)
				wantHalf(t, "maximum(x.hi, y.hi)", o(1), x.hi, y.hi, ieeeMaximum(hx, hy))
				wantHalf(t, "minimum(x.hi, y.hi)", o(3), x.hi, y.hi, ieeeMinimum(hx, hy))
				wantHalf(t, "maximum(x.lo, y.hi)", o(4), x.lo, y.hi, ieeeMaximum(halfF64(x.lo), halfF64(y.hi)))
				wantHalf(t, "minimum(x.hi, y.lo)", o(5), x.hi, y.lo, ieeeMinimum(halfF64(x.hi), halfF64(y.lo)))
			}
		})

		t.Run("uniform", func(t *testing.T) {
			k := loadKernel(t, "gfx1200", co, "maximum_uniform")
			n := ns * ns
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, uint64(4*n), 0)
			B, _ := mem.Allocate("b", AllocBuffer, uint64(4*n), 0)
			O, _ := mem.Allocate("o", AllocBuffer, uint64(16*n), 0)
			for g := range n {
				le.PutUint32(A.Data[4*g:], maxSpecials[g%ns])
				le.PutUint32(B.Data[4*g:], maxSpecials[g/ns])
			}
			d := &Dispatch{Grid: [3]uint32{uint32(n * wave), 1, 1}, Workgroup: [3]uint32{uint32(wave), 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, B.Base, O.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			isSNaN := func(b uint32) bool { return b&0x7f80_0000 == 0x7f80_0000 && b&0x7f_ffff != 0 && b&0x40_0000 == 0 }
			for g := range n {
				bx, by := maxSpecials[g%ns], maxSpecials[g/ns]
				x, y := f(bx), f(by)
				what := "(" + hex32(bx) + ", " + hex32(by) + ")"
				wantF32(t, "s_maximum"+what, le.Uint32(O.Data[16*g:]), ieeeMaximum(x, y))
				wantF32(t, "s_minimum"+what, le.Uint32(O.Data[16*g+4:]), ieeeMinimum(x, y))
				// C's fmaxf/fminf; maxNum leaves the sign of equal zeros
				// and signalling NaNs unspecified: those pairs are skipped.
				if x == 0 && y == 0 || isSNaN(bx) || isSNaN(by) {
					continue
				}
				cmax, cmin := math.Max(x, y), math.Min(x, y)
				switch {
				case x != x:
					cmax, cmin = y, y
				case y != y:
					cmax, cmin = x, x
				}
				wantF32(t, "fmaxf"+what, le.Uint32(O.Data[16*g+8:]), cmax)
				wantF32(t, "fminf"+what, le.Uint32(O.Data[16*g+12:]), cmin)
			}
		})

		t.Run("atomics", func(t *testing.T) {
			k := loadKernel(t, "gfx1200", co, "maximum_atomics")
			const groups, size = 4, 64
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, 4*groups*size, 0)
			M, _ := mem.Allocate("m", AllocBuffer, 4*(1+groups), 0)
			vals := make([]float32, groups*size)
			for i := range vals {
				// Distinct, nonzero, no NaN: the result is the same in
				// any order of the lanes' atomics.
				vals[i] = float32((i*37)%101-50) + 0.25
				le.PutUint32(A.Data[4*i:], math.Float32bits(vals[i]))
			}
			le.PutUint32(M.Data, math.Float32bits(float32(math.Inf(-1))))
			d := &Dispatch{Grid: [3]uint32{groups * size, 1, 1}, Workgroup: [3]uint32{size, 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, M.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			all := math.Inf(-1)
			for g := range groups {
				lo := math.Inf(1)
				for _, v := range vals[g*size : (g+1)*size] {
					all, lo = math.Max(all, float64(v)), math.Min(lo, float64(v))
				}
				wantF32(t, "ds_min_num of workgroup "+string(rune('0'+g)), le.Uint32(M.Data[4+4*g:]), lo)
			}
			wantF32(t, "global_atomic_max_num", le.Uint32(M.Data), all)
		})
	}
}

// The pseudo-scalar transcendentals on inputs whose results IEEE 754 and
// the ISA's definitions make exact: exp2, log2, 1/x, 1/sqrt(x), sqrt(x) of
// powers of 2 with even exponents, zeros, infinities and NaN (exp2(256)
// overflows to +inf; log2(0) = -inf; 1/-0 = -inf; 1/sqrt(-0) = -inf).
func TestGFX12PseudoScalarKernel(t *testing.T) {
	co := buildGFX12Maximum(t)
	k := loadKernel(t, "gfx1200", co, "pseudo_scalar")
	inf, nan := math.Inf(1), math.NaN()
	cases := []struct{ x, exp, log, rcp, rsq, sqrt float64 }{
		{1, 2, 0, 1, 1, 1},
		{4, 16, 2, 0.25, 0.5, 2},
		{16, 65536, 4, 0.0625, 0.25, 4},
		{256, inf, 8, 1.0 / 256, 1.0 / 16, 16},
		{0.0625, math.Pow(2, 0.0625), -4, 16, 4, 0.25},
		{0, 1, -inf, inf, inf, 0},
		{math.Copysign(0, -1), 1, -inf, -inf, -inf, math.Copysign(0, -1)},
		{inf, inf, inf, 0, 0, inf},
		{-inf, 0, nan, math.Copysign(0, -1), nan, nan},
		{nan, nan, nan, nan, nan, nan},
	}
	n := len(cases)
	le := binary.LittleEndian
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, uint64(4*n), 0)
	O, _ := mem.Allocate("o", AllocBuffer, uint64(20*n), 0)
	for g, c := range cases {
		le.PutUint32(A.Data[4*g:], math.Float32bits(float32(c.x)))
	}
	d := &Dispatch{Grid: [3]uint32{uint32(32 * n), 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, O.Base)
	if _, err := k.run(t, d, mem); err != nil {
		t.Fatal(err)
	}
	for g, c := range cases {
		for j, r := range []float64{c.exp, c.log, c.rcp, c.rsq, c.sqrt} {
			if g == 4 && j == 0 {
				continue // exp2(1/16) is not exact
			}
			name := [...]string{"v_s_exp_f32", "v_s_log_f32", "v_s_rcp_f32", "v_s_rsq_f32", "v_s_sqrt_f32"}[j]
			wantF32(t, name+"("+hex32(math.Float32bits(float32(c.x)))+")", le.Uint32(O.Data[20*g+4*j:]), r)
		}
	}
}

func hex32(b uint32) string {
	const digits = "0123456789abcdef"
	s := []byte("0x00000000")
	for i := range 8 {
		s[9-i] = digits[b>>(4*i)&15]
	}
	return string(s)
}

// The forms clang 22 does not emit for gfx1200 from C, assembled with
// llvm-mc: three-operand and combined forms, f64, the SALU f16 and
// renamed s_max_num/s_min_num, and the returning LDS atomic. Lane l of
// v1, v2, v3 holds maxSpecials[l%15], maxSpecials[(l/15+l)%15] and
// maxSpecials[(3*l+4)%15]; expected values from ieeeMaximum/ieeeMinimum
// (f64 operands: the f32 values widened); the SGPR cases are worked out
// by hand from the same definitions.
func TestGFX12MaximumAsm(t *testing.T) {
	ns := len(maxSpecials)
	f := func(b uint32) float64 { return float64(math.Float32frombits(b)) }
	in := func(l, k int) uint32 {
		switch k {
		case 0:
			return maxSpecials[l%ns]
		case 1:
			return maxSpecials[(l/ns+l)%ns]
		}
		return maxSpecials[(3*l+4)%ns]
	}
	vecs := []struct {
		asm string
		ref func(x, y, z float64) float64
	}{
		{"v_maximum3_f32 v4, v1, v2, v3", func(x, y, z float64) float64 { return ieeeMaximum(ieeeMaximum(x, y), z) }},
		{"v_minimum3_f32 v4, v1, v2, v3", func(x, y, z float64) float64 { return ieeeMinimum(ieeeMinimum(x, y), z) }},
		{"v_maximumminimum_f32 v4, v1, v2, v3", func(x, y, z float64) float64 { return ieeeMinimum(ieeeMaximum(x, y), z) }},
		{"v_minimummaximum_f32 v4, v1, v2, v3", func(x, y, z float64) float64 { return ieeeMaximum(ieeeMinimum(x, y), z) }},
	}
	for _, tc := range vecs {
		t.Run(tc.asm, func(t *testing.T) {
			w, err := runAsm(t, "gfx1200", tc.asm, func(w *Wave, e *testEnv) {
				for l := range 32 {
					w.V(1)[l], w.V(2)[l], w.V(3)[l] = in(l, 0), in(l, 1), in(l, 2)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for l := range 32 {
				wantF32(t, tc.asm+" lane "+string(rune('0'+l/10))+string(rune('0'+l%10)), w.V(4)[l], tc.ref(f(in(l, 0)), f(in(l, 1)), f(in(l, 2))))
			}
		})
	}
	t.Run("v_maximum_f64 v_minimum_f64", func(t *testing.T) {
		w, err := runAsm(t, "gfx1200", "v_maximum_f64 v[8:9], v[2:3], v[4:5]\nv_minimum_f64 v[10:11], v[2:3], v[4:5]", func(w *Wave, e *testEnv) {
			for l := range 32 {
				x, y := math.Float64bits(f(in(l, 0))), math.Float64bits(f(in(l, 1)))
				if in(l, 0) == 0x7f80_0001 { // a signalling f64 NaN
					x = 0x7ff0_0000_0000_0001
				}
				w.V(2)[l], w.V(3)[l], w.V(4)[l], w.V(5)[l] = uint32(x), uint32(x>>32), uint32(y), uint32(y>>32)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for l := range 32 {
			x, y := f(in(l, 0)), f(in(l, 1))
			for j, r := range []float64{ieeeMaximum(x, y), ieeeMinimum(x, y)} {
				got := uint64(w.V(8 + 2*j)[l]) | uint64(w.V(9 + 2*j)[l])<<32
				if r != r {
					if g := math.Float64frombits(got); g == g || got&(1<<51) == 0 {
						t.Errorf("lane %d op %d: %#x, want a quiet NaN", l, j, got)
					}
				} else if got != math.Float64bits(r) {
					t.Errorf("lane %d op %d: %#x, want %#x", l, j, got, math.Float64bits(r))
				}
			}
		}
	})
	for _, tc := range []struct {
		asm     string
		x, y    uint32
		want    uint32
		quietOK bool // any quiet NaN
	}{
		{"s_max_num_f32 s3, s1, s2", 0x3f80_0000, 0x7fc0_0000, 0x3f80_0000, false},    // maxNum: the number
		{"s_min_num_f32 s3, s1, s2", 0xbf80_0000, 0x3f80_0000, 0xbf80_0000, false},    // -1
		{"s_maximum_f32 s3, s1, s2", 0x3f80_0000, 0x7fc0_0000, 0, true},               // maximum: NaN
		{"s_maximum_f32 s3, s1, s2", 0x8000_0000, 0x0000_0000, 0x0000_0000, false},    // +0 above -0
		{"s_minimum_f32 s3, s1, s2", 0x0000_0000, 0x8000_0000, 0x8000_0000, false},    // -0 below +0
		{"s_maximum_f16 s3, s1, s2", 0x3c00, 0x7e00, 0, true},                         // NaN (f16)
		{"s_minimum_f16 s3, s1, s2", 0x0000, 0x8000, 0x8000, false},                   // -0 (f16)
		{"s_max_num_f16 s3, s1, s2", 0x7e00, 0xc000, 0xc000, false},                   // -2: the number
		{"s_maximum_f32 s3, s1, s2", 0xff80_0000, 0x7f7f_ffff, 0x7f7f_ffff, false},    // max finite above -inf
		{"s_minimum_f32 s3, s1, s2", 0x7f80_0001, 0x3f80_0000, 0, true},               // signalling NaN quieted
		{"v_maximum_f32 v3, s1, s2", 0x7f80_0000, 0x3f80_0000, 0x7f80_0000, false},    // VALU with SGPR sources
		{"v_minimum_f16 v3, s1, s2", 0xfc00, 0x7bff, 0xfc00, false},                   // -inf (f16)
		{"v_pk_maximum_f16 v3, s1, s2", 0x8000_7e00, 0x0000_3c00, 0x0000_7e00, true},  // hi +0, lo NaN
		{"v_pk_minimum_f16 v3, s1, s2", 0x8000_3c00, 0x0000_bc00, 0x8000_bc00, false}, // hi -0, lo -1
		{"s_maximum_f32 s3, s1, s2", 0x0000_0001, 0x8000_0001, 0x0000_0001, false},    // denormals kept
	} {
		t.Run(tc.asm, func(t *testing.T) {
			w, err := runAsm(t, "gfx1200", tc.asm, func(w *Wave, e *testEnv) {
				w.SGPR[1], w.SGPR[2] = tc.x, tc.y
			})
			if err != nil {
				t.Fatal(err)
			}
			got := w.SGPR[3]
			if strings.HasPrefix(tc.asm, "v_") {
				got = w.V(3)[0]
			}
			switch {
			case strings.HasPrefix(tc.asm, "v_pk_") && tc.quietOK:
				// the low half a quiet f16 NaN, the high half exact
				if got>>16 != tc.want>>16 || got&0x7e00 != 0x7e00 {
					t.Errorf("%#08x, want hi %#04x and a quiet NaN lo", got, tc.want>>16)
				}
			case tc.quietOK && strings.HasSuffix(tc.asm[:strings.Index(tc.asm, " ")], "f16"):
				if got&0xffff&0x7e00 != 0x7e00 {
					t.Errorf("%#x, want a quiet f16 NaN", got)
				}
			case tc.quietOK:
				if got&0x7fc0_0000 != 0x7fc0_0000 {
					t.Errorf("%#08x, want a quiet NaN", got)
				}
			default:
				if strings.Contains(tc.asm, "f16") && !strings.HasPrefix(tc.asm, "v_pk_") {
					got &= 0xffff
				}
				if got != tc.want {
					t.Errorf("%#08x, want %#08x", got, tc.want)
				}
			}
		})
	}
	t.Run("v_s_sqrt_f16 v_s_rsq_f16", func(t *testing.T) {
		// sqrt(4) = 2 (0x4000), 1/sqrt(4) = 0.5 (0x3800), zero-extended;
		// the f32 forms write the whole SGPR: exp2(-1) = 0.5.
		w, err := runAsm(t, "gfx1200", "v_s_sqrt_f16 s3, s1\nv_s_rsq_f16 s4, s1\nv_s_exp_f32 s5, s2", func(w *Wave, e *testEnv) {
			w.SGPR[1], w.SGPR[2] = 0xdead_4400, 0xbf80_0000
			w.SGPR[3], w.SGPR[4] = 0xffff_ffff, 0xffff_ffff
		})
		if err != nil {
			t.Fatal(err)
		}
		if w.SGPR[3] != 0x4000 || w.SGPR[4] != 0x3800 || w.SGPR[5] != 0x3f00_0000 {
			t.Errorf("s3 %#x s4 %#x s5 %#x, want 0x4000 0x3800 0x3f000000", w.SGPR[3], w.SGPR[4], w.SGPR[5])
		}
	})
	t.Run("ds_max_num_rtn_f32", func(t *testing.T) {
		w, err := runAsm(t, "gfx1200", "ds_max_num_rtn_f32 v8, v2, v4\ns_wait_dscnt 0\nds_min_num_rtn_f64 v[10:11], v3, v[6:7]\ns_wait_dscnt 0\nds_load_b32 v12, v2\nds_load_b64 v[14:15], v3\ns_wait_dscnt 0", func(w *Wave, e *testEnv) {
			w.EXEC = 1
			b, err := e.lds.Slice(16, 16, true)
			if err != nil {
				t.Fatal(err)
			}
			binary.LittleEndian.PutUint32(b, 0x3f80_0000)                // 1.0
			binary.LittleEndian.PutUint64(b[8:], math.Float64bits(-2.5)) // -2.5
			w.V(2)[0], w.V(3)[0] = 16, 24
			w.V(4)[0] = 0x4040_0000 // 3.0
			x := math.Float64bits(-4)
			w.V(6)[0], w.V(7)[0] = uint32(x), uint32(x>>32)
		})
		if err != nil {
			t.Fatal(err)
		}
		if w.V(8)[0] != 0x3f80_0000 || w.V(12)[0] != 0x4040_0000 {
			t.Errorf("ds_max_num_rtn_f32: returned %#x stored %#x, want 1.0 then 3.0", w.V(8)[0], w.V(12)[0])
		}
		old := uint64(w.V(10)[0]) | uint64(w.V(11)[0])<<32
		now := uint64(w.V(14)[0]) | uint64(w.V(15)[0])<<32
		if math.Float64frombits(old) != -2.5 || math.Float64frombits(now) != -4 {
			t.Errorf("ds_min_num_rtn_f64: returned %v stored %v, want -2.5 then -4", math.Float64frombits(old), math.Float64frombits(now))
		}
	})
}
