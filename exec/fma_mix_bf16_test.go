package exec

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// gfx1250's v_fma_mix_f32_bf16 / v_fma_mixlo_bf16 / v_fma_mixhi_bf16 on 32
// lanes of random operands (llvm-mc code: every source kind, op_sel, abs,
// neg, clamp, the kept half), against a reference written here from the
// definition: a bf16 is the high half of an f32 (abs/neg on its sign),
// the f32 sources as they are, the fused multiply-add computed exactly and
// rounded once to f32 (nearest even), then for mixlo/mixhi rounded to bf16
// on the f32 bits (nearest even) into one half, the other kept.

// mixRef is the exact x*y+z rounded once to f32 (no overflow or
// subnormals in the operand ranges used here).
func mixRef(x, y, z float32) float32 {
	p := new(big.Float).SetPrec(300).SetFloat64(float64(x))
	p.Mul(p, new(big.Float).SetPrec(300).SetFloat64(float64(y)))
	p.Add(p, new(big.Float).SetPrec(300).SetFloat64(float64(z)))
	f, _ := p.Float32() // nearest even
	return f
}

func bfAsF32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

func TestGFX1250FmaMixBF16(t *testing.T) {
	src := `
v_fma_mix_f32_bf16 v4, v1, v2, v3 op_sel_hi:[1,1,0]
v_fma_mix_f32_bf16 v5, v1, v2, v6 op_sel:[1,1,1] op_sel_hi:[1,1,1]
v_fma_mix_f32_bf16 v7, -v1, |v2|, -|v3| op_sel:[0,1,0] op_sel_hi:[1,1,0]
v_fma_mix_f32_bf16 v8, v3, v1, v6 op_sel:[0,1,0] op_sel_hi:[0,1,1]
v_fma_mixlo_bf16 v10, v1, v2, v3 op_sel_hi:[1,1,0]
v_fma_mixhi_bf16 v11, v1, v2, v6 op_sel:[1,0,1] op_sel_hi:[1,1,1]
v_fma_mixlo_bf16 v12, v1, v2, v3 op_sel_hi:[1,1,0] clamp
v_fma_mix_f32_bf16 v13, v1, v2, v3 op_sel_hi:[1,1,0] clamp
`
	r := rand.New(rand.NewPCG(1250, 16))
	bf := func() uint16 { // a normal bf16 of exponent -20..20
		return uint16(r.IntN(2))<<15 | uint16(127-20+r.IntN(41))<<7 | uint16(r.IntN(128))
	}
	type lane struct{ v1, v2, v3, v6, old uint32 }
	var in [32]lane
	for l := range in {
		in[l] = lane{
			v1: uint32(bf()) | uint32(bf())<<16, v2: uint32(bf()) | uint32(bf())<<16,
			v3: math.Float32bits(float32(r.NormFloat64() * math.Ldexp(1, r.IntN(20)-10))),
			v6: uint32(bf()) | uint32(bf())<<16, old: r.Uint32(),
		}
		if l%4 == 1 { // small products: the clamp's [0, 1] range
			in[l].v1 &^= 0x7f80_7f80
			in[l].v1 |= 0x3e00_3e00
			in[l].v3 = math.Float32bits(float32(r.Float64()*2 - 0.5))
		}
	}
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		for l, v := range in {
			w.V(1)[l], w.V(2)[l], w.V(3)[l], w.V(6)[l] = v.v1, v.v2, v.v3, v.v6
			w.V(10)[l], w.V(11)[l], w.V(12)[l] = v.old, v.old, v.old
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := func(x uint32) uint16 { return uint16(x) }, func(x uint32) uint16 { return uint16(x >> 16) }
	clamp01 := func(f float32) float32 { return min(max(f, 0), 1) }
	for l, v := range in {
		f3 := math.Float32frombits(v.v3)
		a, b := bfAsF32(lo(v.v1)), bfAsF32(lo(v.v2))
		wantEq(t, "v_fma_mix_f32_bf16 lo*lo+f32", w.V(4)[l], math.Float32bits(mixRef(a, b, f3)))
		wantEq(t, "v_fma_mix_f32_bf16 hi*hi+hi", w.V(5)[l], math.Float32bits(mixRef(bfAsF32(hi(v.v1)), bfAsF32(hi(v.v2)), bfAsF32(hi(v.v6)))))
		wantEq(t, "v_fma_mix_f32_bf16 -lo*|hi|-|f32|", w.V(7)[l],
			math.Float32bits(mixRef(-a, float32(math.Abs(float64(bfAsF32(hi(v.v2))))), -float32(math.Abs(float64(f3))))))
		wantEq(t, "v_fma_mix_f32_bf16 f32*hi+lo", w.V(8)[l], math.Float32bits(mixRef(f3, bfAsF32(hi(v.v1)), bfAsF32(lo(v.v6)))))
		f := mixRef(a, b, f3)
		wantEq(t, "v_fma_mixlo_bf16", w.V(10)[l], v.old&0xffff_0000|uint32(refBF16(math.Float32bits(f))))
		g := mixRef(bfAsF32(hi(v.v1)), b, bfAsF32(hi(v.v6)))
		wantEq(t, "v_fma_mixhi_bf16", w.V(11)[l], v.old&0xffff|uint32(refBF16(math.Float32bits(g)))<<16)
		wantEq(t, "v_fma_mixlo_bf16 clamp", w.V(12)[l], v.old&0xffff_0000|uint32(refBF16(math.Float32bits(clamp01(f)))))
		wantEq(t, "v_fma_mix_f32_bf16 clamp", w.V(13)[l], math.Float32bits(clamp01(f)))
	}
}

// The forms clang 22 selects for ordinary bf16 code on gfx1250:
// fma((float)bf16, (float)bf16, float) is v_fma_mix_f32_bf16 (f32 addend
// and bf16 addend), its conversion to __bf16 v_fma_mixlo_bf16. Run at -O2
// on 64 work-items of random operands; reference as above.
func TestGFX1250FmaMixBF16Kernel(t *testing.T) {
	const src = `
kernel void mix_f32(global const __bf16 *a, global const __bf16 *b, global const float *c, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = fma((float)a[l], (float)b[l], c[l]);
}
kernel void mix_bf16c(global const __bf16 *a, global const __bf16 *b, global const __bf16 *c, global float *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = fma((float)a[l], (float)b[l], (float)c[l]);
}
kernel void mix_lo(global const __bf16 *a, global const __bf16 *b, global const float *c, global __bf16 *d) {
  uint l = __builtin_amdgcn_workitem_id_x();
  d[l] = (__bf16)fma((float)a[l], (float)b[l], c[l]);
}
`
	dir := t.TempDir()
	cl, obj, co := filepath.Join(dir, "mix.cl"), filepath.Join(dir, "mix.o"), filepath.Join(dir, "mix.co")
	if err := os.WriteFile(cl, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	run("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2", "-Wall", "-Werror", "-c", cl, "-o", obj)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	for _, m := range []string{"v_fma_mix_f32_bf16 ", "v_fma_mixlo_bf16 "} {
		if !strings.Contains(dis, m) {
			t.Fatalf("no %s in the disassembly", m)
		}
	}
	const n = 64
	r := rand.New(rand.NewPCG(7, 1250))
	bf := func() uint16 { return uint16(r.IntN(2))<<15 | uint16(127-30+r.IntN(61))<<7 | uint16(r.IntN(128)) }
	for _, name := range []string{"mix_f32", "mix_bf16c", "mix_lo"} {
		t.Run(name, func(t *testing.T) {
			k := loadKernel(t, "gfx1250", co, name)
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, 2*n, 0)
			B, _ := mem.Allocate("b", AllocBuffer, 2*n, 0)
			C, _ := mem.Allocate("c", AllocBuffer, 4*n, 0)
			D, _ := mem.Allocate("d", AllocBuffer, 4*n, 0)
			want := make([]uint32, n)
			for l := range n {
				a, b := bf(), bf()
				A.Data[2*l], A.Data[2*l+1] = byte(a), byte(a>>8)
				B.Data[2*l], B.Data[2*l+1] = byte(b), byte(b>>8)
				var c float32
				if name == "mix_bf16c" {
					h := bf()
					C.Data[2*l], C.Data[2*l+1] = byte(h), byte(h>>8)
					c = bfAsF32(h)
				} else {
					c = float32(r.NormFloat64() * math.Ldexp(1, r.IntN(40)-20))
					binary.LittleEndian.PutUint32(C.Data[4*l:], math.Float32bits(c))
				}
				f := math.Float32bits(mixRef(bfAsF32(a), bfAsF32(b), c))
				if name == "mix_lo" {
					f = uint32(refBF16(f))
				}
				want[l] = f
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{n, 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for l := range n {
				got := binary.LittleEndian.Uint32(D.Data[4*l:])
				if name == "mix_lo" {
					got = uint32(D.Data[2*l]) | uint32(D.Data[2*l+1])<<8
				}
				if got != want[l] && bad < 5 {
					bad++
					t.Errorf("%s lane %d: %#x, want %#x", name, l, got, want[l])
				}
			}
		})
	}
}
