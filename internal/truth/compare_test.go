package truth

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/args"
)

// Compare fails on a single differing bit and names the output, the count
// and the first element; equal outputs pass.
func TestCompareFindsOneFlippedBit(t *testing.T) {
	buf := &args.Buffer{Type: args.F32, Count: 4, Output: true}
	bindings := []args.Binding{{Param: args.Param{Name: "out", Pointer: true}, Arg: &args.Arg{Buffer: buf}}}
	want := make([]byte, 16)
	for i := range 4 {
		binary.LittleEndian.PutUint32(want[4*i:], math.Float32bits(float32(i)+0.5))
	}
	if err := Compare(bindings, map[int][]byte{0: append([]byte(nil), want...)}, map[int][]byte{0: want}); err != nil {
		t.Fatalf("equal outputs: %v", err)
	}
	got := append([]byte(nil), want...)
	got[8] ^= 1 // the lowest mantissa bit of element 2
	err := Compare(bindings, map[int][]byte{0: got}, map[int][]byte{0: want})
	if err == nil || !strings.Contains(err.Error(), "output out: 1 of 4 elements differ; first [2] = 2.5000002") {
		t.Fatalf("Compare = %v", err)
	}
}

// The signature reader sees every kernel of the sources with its
// parameters, and instantiates template kernels from their mangled names.
func TestSignaturesOfKernelSources(t *testing.T) {
	src := []byte(`KERNEL k1(GLOBAL const float *a,
		GLOBAL uint *b, LOCAL int *l, uint n)
{
}
template <typename T>
KERNEL_CXX saxpy(T a, const T *x, T *y, uint n)
{
}`)
	sigs, err := Signatures(src)
	if err != nil {
		t.Fatal(err)
	}
	k1 := sigs["k1"]
	var kinds string
	for _, p := range k1.Params {
		kinds += string(p.Kind())
	}
	if len(k1.Params) != 4 || k1.Params[0].Type != "GLOBAL const float *" || k1.Params[0].Name != "a" || kinds != "bblv" {
		t.Errorf("k1 = %+v (kinds %s)", k1, kinds)
	}
	s, call, err := resolveKernel(sigs, "_Z5saxpyIdEvT_PKS0_PS0_j")
	if err != nil {
		t.Fatal(err)
	}
	if call != "saxpy<double>" || s.Params[1].Type != "const double *" || s.Params[0].Type != "double" {
		t.Errorf("saxpy<double> = %q %+v", call, s)
	}
	if _, _, err := resolveKernel(sigs, "nope"); err == nil {
		t.Error("an unknown kernel resolved")
	}
}
