package exec

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// gfx1250's scaled WMMAs (v_wmma_scale_f32_16x16x128_f8f6f4, scale16) end
// to end against a host GEMM. Each clang-22 kernel packs A and B as the
// f8f6f4 kernels of wmma_gfx1250_test.go do and the scales as Triton's
// AMD backend does (convertScaledDot, tritongpu_wmma_dot_scaled_to_llvm):
// lane l holds the E8M0 scales of row (A) or column (B) l%16, one byte per
// block of 32 k (16 for scale16), the first block in the low byte, in the
// half of the wave matrix_a_scale/matrix_b_scale names (lanes 0-15 for
// ROW0, 16-31 for ROW1, as MLIR's a_first_scale_lane 0 or 16; the other
// half holds scale 2^3, which must not be read). The reference is
//
//	D[i][j] = C[i][j] + sum_k A[i][k]*2^(sa[i][k/blk]-127) * B[k][j]*2^(sb[j][k/blk]-127)
//
// on small integers and scales 2^-2..2^2, exact in f32, so the comparison
// is bit for bit. Kernels with the scale bytes in the wrong order or in
// the wrong half of the wave must differ in at least half the elements.

type wmmaScaleCase struct {
	builtin, mnemonic string
	blk               int // k per scale
	a, b              MatrixElem
}

func (c *wmmaScaleCase) nb() int { return 128 / c.blk }

// wmmaScaleVariant: selA/selB the row selects; wrong 0 (right), 1 (scale
// bytes reversed), 2 (A's scales in the other half of the wave), 3 (an
// E4M3 scale format for B, which must fault as unimplemented).
type wmmaScaleVariant struct {
	selA, selB, wrong int
}

var wmmaScaleVariants = []wmmaScaleVariant{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 1}, {0, 1, 2}}

var wmmaScaleCases = func() []wmmaScaleCase {
	var cs []wmmaScaleCase
	for _, op := range []struct {
		name string
		blk  int
	}{{"wmma_scale_f32_16x16x128_f8f6f4", 32}, {"wmma_scale16_f32_16x16x128_f8f6f4", 16}} {
		for _, ab := range [][2]MatrixElem{{ElemFP8, ElemFP8}, {ElemFP4, ElemFP4}, {ElemFP8, ElemFP4}, {ElemBF6, ElemBF8}, {ElemFP4, ElemFP6}} {
			cs = append(cs, wmmaScaleCase{op.name, "v_" + op.name, op.blk, ab[0], ab[1]})
		}
	}
	return cs
}()

func (c *wmmaScaleCase) kernelName(v int) string {
	return fmt.Sprintf("k_%s_%v_%v_%d", c.builtin, c.a, c.b, v)
}

func (c *wmmaScaleCase) kernel(b *strings.Builder, v int, vr wmmaScaleVariant) {
	kw := func(e MatrixElem) int {
		if e.Bits() == 8 {
			return 16
		}
		return 32
	}
	kwa, kwb := kw(c.a), kw(c.b)
	nb, stype := c.nb(), "int"
	if nb == 8 {
		stype = "long"
	}
	q := "q"
	if vr.wrong == 1 {
		q = fmt.Sprintf("%d - q", nb-1)
	}
	ha := vr.selA
	if vr.wrong == 2 {
		ha = 1 - vr.selA
	}
	fmtB := 0
	if vr.wrong == 3 {
		fmtB = 2 // MATRIX_SCALE_FMT_E4M3
	}
	fmt.Fprintf(b, `kernel void %s(global const uchar *A, global const uchar *B, global const float *C, global float *D,
    global const uchar *SA, global const uchar *SB) {
  uint l = __builtin_amdgcn_workitem_id_x(), i = l %% 16, g = l / 16;
  union { uint e[16]; i32x16 v; } a, b;
  union { float e[8]; f32x8 v; } cc, d;
  union { uchar e[%d]; %s v; } sa, sb;
  for (uint r = 0; r < 16; r++) a.e[r] = b.e[r] = 0;
  for (uint r = 0; r < 64; r++) {
    uint ka = r %% %d + %d * g + %d * (r / %d), kb = r %% %d + %d * g + %d * (r / %d);
    uint ab = r * %d, bb = r * %d, ca = A[i * 128 + ka], cb = B[kb * 16 + i];
    a.e[ab / 32] |= ca << (ab %% 32);
    if (ab %% 32 + %d > 32) a.e[ab / 32 + 1] |= ca >> (32 - ab %% 32);
    b.e[bb / 32] |= cb << (bb %% 32);
    if (bb %% 32 + %d > 32) b.e[bb / 32 + 1] |= cb >> (32 - bb %% 32);
  }
  for (uint q = 0; q < %d; q++) {
    sa.e[q] = g == %d ? SA[i * %d + %s] : 130;
    sb.e[q] = g == %d ? SB[i * %d + %s] : 130;
  }
  for (uint r = 0; r < 8; r++) cc.e[r] = C[(r + 8 * g) * 16 + i];
  d.v = __builtin_amdgcn_%s(%d, a.v, %d, b.v, (short)0, cc.v, %d, 0, sa.v, %d, %d, sb.v, false, false);
  for (uint r = 0; r < 8; r++) D[(r + 8 * g) * 16 + i] = d.e[r];
}
`, c.kernelName(v), nb, stype, kwa, kwa, 2*kwa, kwa, kwb, kwb, 2*kwb, kwb, c.a.Bits(), c.b.Bits(), c.a.Bits(), c.b.Bits(),
		nb, ha, nb, q, vr.selB, nb, q, c.builtin, f8f6f4Code(c.a), f8f6f4Code(c.b), vr.selA, vr.selB, fmtB)
}

func (c *wmmaScaleCase) variants() []wmmaScaleVariant {
	vs := wmmaScaleVariants
	if c.a == ElemFP8 && c.b == ElemFP4 {
		vs = append(slices.Clone(vs), wmmaScaleVariant{wrong: 3})
	}
	return vs
}

var wmmaScaleBuild struct {
	once sync.Once
	co   string
	err  error
}

func buildWMMAScale(t *testing.T) string {
	t.Helper()
	clang, lld, objdump := llvmtool.Path(t, "clang"), llvmtool.Path(t, "ld.lld"), llvmtool.Path(t, "llvm-objdump")
	wmmaScaleBuild.once.Do(func() {
		var src strings.Builder
		src.WriteString(`typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef int i32x16 __attribute__((ext_vector_type(16)));
`)
		for _, c := range wmmaScaleCases {
			for v, vr := range c.variants() {
				c.kernel(&src, v, vr)
			}
		}
		dir, err := os.MkdirTemp("", "wmmascale")
		if err != nil {
			wmmaScaleBuild.err = err
			return
		}
		cl, obj, co := filepath.Join(dir, "s.cl"), filepath.Join(dir, "s.o"), filepath.Join(dir, "s.co")
		if err := os.WriteFile(cl, []byte(src.String()), 0o644); err != nil {
			wmmaScaleBuild.err = err
			return
		}
		run := func(tool string, args ...string) string {
			if wmmaScaleBuild.err != nil {
				return ""
			}
			out, err := exec.Command(tool, args...).CombinedOutput()
			if err != nil {
				wmmaScaleBuild.err = fmt.Errorf("%s: %v\n%s", tool, err, out)
			}
			return string(out)
		}
		run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2",
			"-Wall", "-Werror", "-c", cl, "-o", obj)
		run(lld, "-shared", obj, "-o", co)
		dis := run(objdump, "-d", "--no-show-raw-insn", co)
		for _, m := range []string{"v_wmma_scale_f32_16x16x128_f8f6f4 ", "v_wmma_scale16_f32_16x16x128_f8f6f4 ", "matrix_a_scale:MATRIX_SCALE_ROW1",
			"matrix_b_scale:MATRIX_SCALE_ROW1", "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E4M3"} {
			if wmmaScaleBuild.err == nil && !strings.Contains(dis, m) {
				wmmaScaleBuild.err = fmt.Errorf("no %q in the disassembly", m)
			}
		}
		wmmaScaleBuild.co = co
	})
	if wmmaScaleBuild.err != nil {
		t.Fatal(wmmaScaleBuild.err)
	}
	return wmmaScaleBuild.co
}

// wmmaScaleRun runs one kernel on random matrices and scales and returns
// how many D elements differ from the host GEMM (and the first few), or
// the run's error.
func wmmaScaleRun(t *testing.T, k *testKernel, c *wmmaScaleCase, seed uint64) (int, []string, error) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, uint64(c.blk)))
	nb := c.nb()
	mem := NewMemory()
	A, _ := mem.Allocate("a", AllocBuffer, 16*128, 0)
	B, _ := mem.Allocate("b", AllocBuffer, 16*128, 0)
	C, _ := mem.Allocate("c", AllocBuffer, 256*4, 0)
	D, _ := mem.Allocate("d", AllocBuffer, 256*4, 0)
	SA, _ := mem.Allocate("sa", AllocBuffer, uint64(16*nb), 0)
	SB, _ := mem.Allocate("sb", AllocBuffer, uint64(16*nb), 0)
	av, bv, cv := make([]int, 16*128), make([]int, 16*128), make([]int, 256)
	for x := range av {
		av[x], bv[x] = r.IntN(7)-3, r.IntN(7)-3
		A.Data[x] = byte(wmma1250Encode(c.a, av[x]))
		B.Data[x] = byte(wmma1250Encode(c.b, bv[x]))
	}
	for x := range SA.Data {
		SA.Data[x] = byte(127 + r.IntN(5) - 2)
		SB.Data[x] = byte(127 + r.IntN(5) - 2)
	}
	for x := range cv {
		cv[x] = r.IntN(17) - 8
		put32(C.Data[4*x:], math.Float32bits(float32(cv[x])))
	}
	d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
	d.Kernarg = k.kernarg(t, d, A.Base, B.Base, C.Base, D.Base, SA.Base, SB.Base)
	if _, err := k.run(t, d, mem); err != nil {
		return 0, nil, err
	}
	bad, first := 0, []string(nil)
	for i := range 16 {
		for j := range 16 {
			s := float64(cv[i*16+j])
			for kk := range 128 {
				sa := math.Ldexp(1, int(SA.Data[i*nb+kk/c.blk])-127)
				sb := math.Ldexp(1, int(SB.Data[j*nb+kk/c.blk])-127)
				s += float64(av[i*128+kk]) * sa * float64(bv[kk*16+j]) * sb
			}
			want := math.Float32bits(float32(s))
			got := le32(D.Data[4*(i*16+j):])
			if got != want {
				if bad < 3 {
					first = append(first, fmt.Sprintf("D[%d][%d] = %g, want %g", i, j, math.Float32frombits(got), s))
				}
				bad++
			}
		}
	}
	return bad, first, nil
}

func TestWMMAGFX1250ScaleKernelsMatchHostGEMM(t *testing.T) {
	co := buildWMMAScale(t)
	for _, c := range wmmaScaleCases {
		t.Run(fmt.Sprintf("%s/%v_%v", c.mnemonic, c.a, c.b), func(t *testing.T) {
			if mo := MatrixOpFor(wmmaOpByName(c.mnemonic), isa.GenGFX1250, 32); mo == nil || !mo.Scaled || mo.ScaleK != c.blk {
				t.Fatalf("%s: not a scaled op with %d k per scale in the table for gfx1250", c.mnemonic, c.blk)
			}
			for v, vr := range c.variants() {
				k := loadKernel(t, "gfx1250", co, c.kernelName(v))
				if vr.wrong == 3 {
					_, _, err := wmmaScaleRun(t, k, &c, 0)
					var f *Fault
					if !errors.As(err, &f) || f.Kind != FaultUnimplemented || !strings.Contains(err.Error(), c.mnemonic) {
						t.Errorf("E4M3 scales: %v, want an unimplemented fault naming %s", err, c.mnemonic)
					}
					continue
				}
				bad, first := 0, []string(nil)
				for seed := range uint64(2) {
					b, f, err := wmmaScaleRun(t, k, &c, seed)
					if err != nil {
						t.Fatalf("variant %d: %v", v, err)
					}
					bad += b
					first = append(first, f...)
				}
				switch {
				case vr.wrong == 0 && bad != 0:
					t.Errorf("variant %+v: %d of 512 elements differ from the host GEMM: %s", vr, bad, strings.Join(first, "; "))
				case vr.wrong != 0 && bad < 256:
					t.Errorf("variant %+v (wrong scales): only %d of 512 elements differ from the host GEMM", vr, bad)
				}
			}
		})
	}
}

// TestWMMALoneLdScaleGFX1250: a v_wmma_ld_scale*_paired no f8f6f4 WMMA
// follows decodes alone and changes no register; followed by one, the
// two are one v_wmma_scale* (as llvm-objdump decodes them).
func TestWMMALoneLdScaleGFX1250(t *testing.T) {
	loads := "v_wmma_ld_scale_paired_b32 v1, v2 matrix_a_scale:MATRIX_SCALE_ROW1\nv_wmma_ld_scale16_paired_b64 v[2:3], v[4:5]\n"
	wmma := "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47]\n"
	tgt, err := isa.LookupTarget("gfx1250")
	if err != nil {
		t.Fatal(err)
	}
	decoded := func(src string) []string {
		code := assemble(t, "gfx1250", src)
		var ops []string
		for pc := 0; pc < len(code); {
			in, err := isa.Decode(code[pc:], uint64(pc), tgt)
			if err != nil {
				t.Fatalf("offset %d: %v", pc, err)
			}
			ops = append(ops, in.Op.String())
			pc += in.Size
		}
		return ops
	}
	if got, want := decoded(loads+"s_nop 0\n"), []string{"v_wmma_ld_scale_paired_b32", "v_wmma_ld_scale16_paired_b64", "s_nop"}; !slices.Equal(got, want) {
		t.Errorf("decoded %v, want %v", got, want)
	}
	if got, want := decoded(loads+wmma), []string{"v_wmma_ld_scale_paired_b32", "v_wmma_scale16_f32_16x16x128_f8f6f4"}; !slices.Equal(got, want) {
		t.Errorf("decoded %v, want %v", got, want)
	}
	r := rand.New(rand.NewPCG(1250, 1))
	var before []uint32
	var sgpr []uint32
	w, err := runAsm(t, "gfx1250", loads+"s_nop 0", func(w *Wave, _ *testEnv) {
		for x := range w.VGPR {
			w.VGPR[x] = r.Uint32()
		}
		before, sgpr = slices.Clone(w.VGPR), slices.Clone(w.SGPR)
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(w.VGPR, before) || !slices.Equal(w.SGPR, sgpr) {
		t.Errorf("a lone v_wmma_ld_scale changed registers")
	}
}
