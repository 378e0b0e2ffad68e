package exec

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// gfx1250 operations LLVM 22 selects for generic IR (sadd.sat/uadd.sat
// then max/min: v_add_{max,min}_*, v_pk_add_{max,min}_*; maximumnum/
// minimumnum of three <2 x half>: v_pk_{max3,min3}_num_f16; llvm.sqrt and
// 1.0/x on bf16: v_sqrt_bf16, v_rcp_bf16), checked by
// testdata/kernels/pinned1250.cl built by clang 22 for gfx1250 at -O0 and
// -O2 against the same source built for the host CPU (where LLVM lowers
// the same IR to x86 code and compiler-rt's __truncsfbf2). Every bf16
// value is an input to sqrt and 1/x; the integer and half inputs mix the
// range ends, signed zeros, infinities and NaNs with random words.
// Results compare bit for bit, except that a NaN result need only be a
// NaN (no source pins NaN payloads).
func TestGFX1250PinnedOpsMatchHost(t *testing.T) {
	const nout, n = 11, 1 << 16
	clang := llvmtool.Path(t, "clang")
	rt := "/usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.builtins-x86_64.a"
	if _, err := os.Stat(rt); err != nil {
		if llvmtool.Required() {
			t.Fatalf("libclang-rt-22-dev is required (bf16 on the host): run scripts/setup.sh")
		}
		t.Skip("libclang-rt-22-dev not installed; run scripts/setup.sh")
	}
	src := filepath.Join("testdata", "kernels", "pinned1250.cl")
	host := filepath.Join(t.TempDir(), "pinned_host")
	if out, err := exec.Command(clang, "-x", "c", "-O2", "-Wall", "-Werror", "-rtlib=compiler-rt", src, "-o", host).CombinedOutput(); err != nil {
		t.Fatalf("clang (host): %v\n%s", err, out)
	}
	r := rand.New(rand.NewPCG(1250, 10))
	edges32 := []uint32{0, 1, 0xffff_ffff, 0x7fff_ffff, 0x8000_0000, 0x7fff_fffe, 0x8000_0001}
	edges16 := []uint16{0, 1, 0xffff, 0x7fff, 0x8000, 0x7ffe, 0x8001,
		0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0xfe00, 0x0001, 0x8001, 0x7bff} // f16: ±1, ±inf, NaNs (quiet, signalling), denormal, max
	in := make([]uint32, 3*n)
	for i := range in {
		switch r.IntN(4) {
		case 0:
			in[i] = edges32[r.IntN(len(edges32))]
		case 1:
			in[i] = uint32(edges16[r.IntN(len(edges16))]) | uint32(edges16[r.IntN(len(edges16))])<<16
		case 2: // near a range end
			in[i] = edges32[r.IntN(len(edges32))] + uint32(r.IntN(9)) - 4
		default:
			in[i] = r.Uint32()
		}
	}
	var stdin bytes.Buffer
	binary.Write(&stdin, binary.LittleEndian, uint32(n))
	binary.Write(&stdin, binary.LittleEndian, in)
	cmd := exec.Command(host)
	cmd.Stdin = &stdin
	want, err := cmd.Output()
	if err != nil {
		t.Fatalf("host build: %v", err)
	}
	if len(want) != 4*nout*n {
		t.Fatalf("host build wrote %d bytes", len(want))
	}
	le := binary.LittleEndian
	isNaN16 := func(h uint16, bf bool) bool {
		if bf {
			return h&0x7f80 == 0x7f80 && h&0x7f != 0
		}
		return h&0x7c00 == 0x7c00 && h&0x3ff != 0
	}
	names := []string{"add_max_i32", "add_min_i32", "add_max_u32", "add_min_u32", "pk_add_max_i16", "pk_add_min_i16",
		"pk_add_max_u16", "pk_add_min_u16", "pk_max3_num_f16", "pk_min3_num_f16", "sqrt_bf16|rcp_bf16"}
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			want1 := []string{"v_add_max_i32", "v_add_min_i32", "v_add_max_u32", "v_add_min_u32",
				"v_pk_add_max_i16", "v_pk_add_min_i16", "v_pk_add_max_u16", "v_pk_add_min_u16", "v_sqrt_bf16", "v_rcp_bf16"}
			if opt == "O2" { // -O0 does not fold the maximumnum chains
				want1 = append(want1, "v_pk_max3_num_f16", "v_pk_min3_num_f16")
			}
			co := buildFor(t, "gfx1250", "pinned1250.cl", opt, want1)
			k := loadKernel(t, "gfx1250", co, "pinned")
			mem := NewMemory()
			var bufs [3]*Allocation
			for j := range bufs {
				bufs[j], _ = mem.Allocate("in", AllocBuffer, 4*n, 0)
				for i := range n {
					le.PutUint32(bufs[j].Data[4*i:], in[j*n+i])
				}
			}
			out, _ := mem.Allocate("out", AllocBuffer, 4*nout*n, 0)
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{256, 1, 1}}
			d.Kernarg = k.kernarg(t, d, bufs[0].Base, bufs[1].Base, bufs[2].Base, out.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range n {
				for w := range nout {
					got, exp := le.Uint32(out.Data[4*(nout*i+w):]), le.Uint32(want[4*(nout*i+w):])
					if w >= 8 { // halves, NaN for NaN
						for h := uint(0); h < 32; h += 16 {
							g, e := uint16(got>>h), uint16(exp>>h)
							if isNaN16(g, w == 10) && isNaN16(e, w == 10) {
								got, exp = got&^(0xffff<<h), exp&^(0xffff<<h)
							}
						}
					}
					if got != exp {
						if bad < 12 {
							t.Errorf("work-item %d %s: %#08x, host %#08x (a %#x b %#x c %#x)", i, names[w], got, exp, in[i], in[n+i], in[2*n+i])
						}
						bad++
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d words differ", bad, nout*n)
			}
		})
	}
}
