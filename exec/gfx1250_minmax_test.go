package exec

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// gfx1250's 64-bit max/min and packed three-way 16-bit max/min, as clang
// 22 emits them for plain code (llvm.smax/smin/umax/umin): a kernel per
// optimisation level computes, per work-item, the four 64-bit results of
// two longs (signed and unsigned) and the four packed results of three
// short2 (signed and unsigned), compared with Go's max/min on the same
// values. The inputs mix random words with the sign and word boundaries
// (values that differ only in the high or the low word).
const minmax1250Kernel = `
typedef short s16x2 __attribute__((ext_vector_type(2)));
typedef ushort u16x2 __attribute__((ext_vector_type(2)));
kernel void mm(global const long *a, global long *r64, global const s16x2 *s, global s16x2 *rs, global u16x2 *ru) {
  uint l = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  long x = a[2 * l], y = a[2 * l + 1];
  r64[4 * l] = __builtin_elementwise_max(x, y);
  r64[4 * l + 1] = __builtin_elementwise_min(x, y);
  r64[4 * l + 2] = (long)__builtin_elementwise_max((ulong)x, (ulong)y);
  r64[4 * l + 3] = (long)__builtin_elementwise_min((ulong)x, (ulong)y);
  s16x2 p = s[3 * l], q = s[3 * l + 1], o = s[3 * l + 2];
  rs[2 * l] = __builtin_elementwise_max(__builtin_elementwise_max(p, q), o);
  rs[2 * l + 1] = __builtin_elementwise_min(__builtin_elementwise_min(p, q), o);
  u16x2 up = __builtin_bit_cast(u16x2, p), uq = __builtin_bit_cast(u16x2, q), uo = __builtin_bit_cast(u16x2, o);
  ru[2 * l] = __builtin_elementwise_max(__builtin_elementwise_max(up, uq), uo);
  ru[2 * l + 1] = __builtin_elementwise_min(__builtin_elementwise_min(up, uq), uo);
}
`

func TestGFX1250MinMaxKernel(t *testing.T) {
	dir := t.TempDir()
	cl := filepath.Join(dir, "mm.cl")
	if err := os.WriteFile(cl, []byte(minmax1250Kernel), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(tool string, args ...string) string {
		out, err := exec.Command(llvmtool.Path(t, tool), args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return string(out)
	}
	const n = 256 // work-items: 8 waves of 32 in 4 workgroups of 64
	r := rand.New(rand.NewPCG(1250, 64))
	edges := []uint64{0, 1, 1 << 31, 1<<32 - 1, 1 << 32, 1<<63 - 1, 1 << 63, 1<<64 - 1, 0xffff_ffff_0000_0000, 0x8000_0000_ffff_ffff}
	a := make([]uint64, 2*n)
	for x := range a {
		switch {
		case x%3 == 0:
			a[x] = edges[r.IntN(len(edges))]
		case x%3 == 1 && x > 0:
			a[x] = a[x-1] ^ uint64(r.IntN(2))<<(32*r.IntN(2)) ^ uint64(r.Uint32()&3) // near its pair
		default:
			a[x] = r.Uint64()
		}
	}
	s := make([]uint16, 6*n)
	for x := range s {
		if x%4 == 0 {
			s[x] = []uint16{0, 1, 0x7fff, 0x8000, 0xffff}[r.IntN(5)]
		} else {
			s[x] = uint16(r.Uint32())
		}
	}
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			obj, co := filepath.Join(dir, "mm"+opt+".o"), filepath.Join(dir, "mm"+opt+".co")
			run("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", opt, "-c", cl, "-o", obj)
			run("ld.lld", "-shared", obj, "-o", co)
			dis := run("llvm-objdump", "-d", "--no-show-raw-insn", co)
			for _, m := range []string{"v_max_i64", "v_min_i64", "v_max_u64", "v_min_u64", "v_pk_max3_i16", "v_pk_min3_i16", "v_pk_max3_u16", "v_pk_min3_u16"} {
				if !strings.Contains(dis, m+" ") {
					t.Fatalf("no %s in the kernel", m)
				}
			}
			k := loadKernel(t, "gfx1250", co, "mm")
			mem := NewMemory()
			A, _ := mem.Allocate("a", AllocBuffer, uint64(8*len(a)), 0)
			R64, _ := mem.Allocate("r64", AllocBuffer, 32*n, 0)
			S, _ := mem.Allocate("s", AllocBuffer, uint64(2*len(s)), 0)
			RS, _ := mem.Allocate("rs", AllocBuffer, 8*n, 0)
			RU, _ := mem.Allocate("ru", AllocBuffer, 8*n, 0)
			for x, v := range a {
				binary.LittleEndian.PutUint64(A.Data[8*x:], v)
			}
			for x, v := range s {
				binary.LittleEndian.PutUint16(S.Data[2*x:], v)
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, A.Base, R64.Base, S.Base, RS.Base, RU.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			bad := 0
			check := func(what string, l int, got, want uint64) {
				if got != want {
					if bad < 5 {
						t.Errorf("work-item %d %s = %#x, want %#x", l, what, got, want)
					}
					bad++
				}
			}
			for l := range n {
				x, y := a[2*l], a[2*l+1]
				want := []uint64{uint64(max(int64(x), int64(y))), uint64(min(int64(x), int64(y))), max(x, y), min(x, y)}
				for i, name := range []string{"max_i64", "min_i64", "max_u64", "min_u64"} {
					check(name, l, binary.LittleEndian.Uint64(R64.Data[8*(4*l+i):]), want[i])
				}
				for h := range 2 {
					p, q, o := s[6*l+h], s[6*l+2+h], s[6*l+4+h]
					pi, qi, oi := int16(p), int16(q), int16(o)
					got := func(buf []byte, i int) uint64 { return uint64(binary.LittleEndian.Uint16(buf[2*(2*(2*l+i)+h):])) }
					check("max3_i16", l, got(RS.Data, 0), uint64(uint16(max(pi, qi, oi))))
					check("min3_i16", l, got(RS.Data, 1), uint64(uint16(min(pi, qi, oi))))
					check("max3_u16", l, got(RU.Data, 0), uint64(max(p, q, o)))
					check("min3_u16", l, got(RU.Data, 1), uint64(min(p, q, o)))
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d results differ", bad, 16*n)
			}
		})
	}
}
