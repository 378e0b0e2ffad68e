package exec

import (
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// A clang-22 kernel that keeps 384 floats per lane live in VGPRs needs
// more than 256 of them on gfx1250 (~390) and reaches those above v255
// through ~2000 s_set_vgpr_msb at -O2 (no scratch). It runs one wave of 32
// lanes against the same computation here: s = fma(v[i], v[N-1-i], s)
// rounded once to f32, out[i] = v[7i mod N] * s. With s_set_vgpr_msb as a
// no-op the low VGPRs are read instead and most outputs differ.
const manyVGPRsKernel = `
#define N 384
kernel void many(global const float *in, global float *out) {
  uint l = __builtin_amdgcn_workitem_id_x();
  float v[N];
#pragma unroll
  for (int i = 0; i < N; i++) v[i] = in[i * 32 + l];
  float s = 0.0f;
#pragma unroll
  for (int i = 0; i < N; i++) { s = fma(v[i], v[N - 1 - i], s); out[i * 32 + l] = v[(i * 7) % N] * s; }
}
`

func TestGFX1250ManyVGPRsKernel(t *testing.T) {
	const n, lanes = 384, 32
	dir := t.TempDir()
	cl, obj, co := filepath.Join(dir, "many.cl"), filepath.Join(dir, "many.o"), filepath.Join(dir, "many.co")
	if err := os.WriteFile(cl, []byte(manyVGPRsKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	run("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2", "-c", cl, "-o", obj)
	run("ld.lld", "-shared", obj, "-o", co)
	dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
	if c := strings.Count(dis, "s_set_vgpr_msb"); c < 100 || strings.Contains(dis, "scratch_") {
		t.Fatalf("the kernel has %d s_set_vgpr_msb (want >= 100) or spills", c)
	}
	k := loadKernel(t, "gfx1250", co, "many")
	r := rand.New(rand.NewPCG(384, 1250))
	v := make([]float32, n*lanes)
	for x := range v {
		v[x] = float32(r.NormFloat64())
	}
	// Under a CheckHook the moved operands are what its filter and
	// Before see: a filter that wants the instructions with a VGPR above
	// v255 (none before the move) sees them each time, not a cached
	// answer for the unmoved instruction; a hook without a filter sees
	// every instruction, moved.
	for _, c := range []struct {
		name string
		hook CheckHook
	}{
		{"plain", nil},
		{"filter", &msbFilterHook{}},
		{"nofilter", &msbHook{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			manyVGPRsRun(t, k, v, c.hook)
		})
	}
}

// msbHook counts the instructions it sees with a VGPR above v255 (moved)
// and the others (wrong for a filter that wants the moved ones alone).
// With filter set it is a CheckFilter wanting the moved instructions.
type msbHook struct {
	moved, other int
}

func (h *msbHook) Before(w *Wave, ev *InstEvent) (Verdict, error) {
	if vgprAbove255(ev.Inst) {
		h.moved++
	} else {
		h.other++
	}
	return Verdict{}, nil
}
func (h *msbHook) WaveEnd(*Wave)          {}
func (h *msbHook) BarrierRelease([]*Wave) {}
func (h *msbHook) WorkgroupStart([]*Wave) {}
func (h *msbHook) WorkgroupEnd([]*Wave)   {}

// msbFilterHook is an msbHook whose filter wants the moved instructions.
type msbFilterHook struct{ msbHook }

func (h *msbFilterHook) Wants(pc uint64, in *isa.Inst) bool { return vgprAbove255(in) }

func vgprAbove255(in *isa.Inst) bool {
	for _, o := range in.Operands {
		if o.Kind == isa.KindVGPR && o.Reg != 0xffff && o.Reg >= 256 {
			return true
		}
	}
	return false
}

func manyVGPRsRun(t *testing.T, k *testKernel, v []float32, hook CheckHook) {
	const n, lanes = 384, 32
	mem := NewMemory()
	In, _ := mem.Allocate("in", AllocBuffer, 4*n*lanes, 0)
	Out, _ := mem.Allocate("out", AllocBuffer, 4*n*lanes, 0)
	for x := range v {
		binary.LittleEndian.PutUint32(In.Data[4*x:], math.Float32bits(v[x]))
	}
	// Two workgroups, one after the other on one runner, compute the
	// same outputs: the second reuses the first's wave (whose mode must
	// be reset) and the filter answers cached by pc.
	d := &Dispatch{Grid: [3]uint32{2 * lanes, 1, 1}, Workgroup: [3]uint32{lanes, 1, 1}}
	d.Kernarg = k.kernarg(t, d, In.Base, Out.Base)
	a, err := mem.Map("code object", AllocCode, imageBase, k.image)
	if err != nil {
		t.Fatal(err)
	}
	a.ReadOnly = true
	opts := Options{Jobs: 1}
	if hook != nil {
		opts.Check = func(*Setup) CheckHook { return hook }
	}
	if _, err := Run(context.Background(), k.prog, d, mem, opts); err != nil {
		t.Fatal(err)
	}
	switch h := hook.(type) {
	case *msbFilterHook:
		t.Logf("filter: %d moved, %d others", h.moved, h.other)
		if h.moved < 1000 || h.other != 0 {
			t.Errorf("the filtered hook saw %d instructions with a VGPR above v255 (want >= 1000) and %d others (want 0)", h.moved, h.other)
		}
	case *msbHook:
		t.Logf("nofilter: %d moved, %d others", h.moved, h.other)
		if h.moved < 1000 || h.other < 1000 {
			t.Errorf("the hook without a filter saw %d instructions with a VGPR above v255 and %d others, want >= 1000 of each", h.moved, h.other)
		}
	}
	bad := 0
	for l := range lanes {
		s := float32(0)
		for i := range n {
			s = mixRef(v[i*lanes+l], v[(n-1-i)*lanes+l], s)
			want := math.Float32bits(v[(i*7)%n*lanes+l] * s)
			if got := binary.LittleEndian.Uint32(Out.Data[4*(i*lanes+l):]); got != want {
				if bad < 5 {
					t.Errorf("lane %d out[%d] = %#x, want %#x", l, i, got, want)
				}
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d outputs differ", bad, n*lanes)
	}
}
