package exec

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// exec/testdata/kernels/builtins.cl, built by exec/testdata/build.sh with
// clang-22 for the targets with dot instructions, run on the interpreter
// and compared word by word with the same computations written here from
// the builtins' definitions (clang's BuiltinsAMDGPU.def, OpenCL C vector
// arithmetic) on the host.

var builtinsTargets = []string{"gfx906", "gfx908", "gfx90a", "gfx942"}

// hostDot is the exact dot product of n signed or unsigned fields of width
// bits, plus c (signed or unsigned 32-bit).
func hostDot(x, y, c uint32, n, width int, signed bool) int64 {
	s := int64(c)
	if signed {
		s = int64(int32(c))
	}
	for k := range n {
		a := int64(x >> (k * width) & (1<<width - 1))
		b := int64(y >> (k * width) & (1<<width - 1))
		if signed {
			if a >= 1<<(width-1) {
				a -= 1 << width
			}
			if b >= 1<<(width-1) {
				b -= 1 << width
			}
		}
		s += a * b
	}
	return s
}

// hostPerm is v_perm_b32 (Vega ISA 12.8): bytes of {S0, S1} chosen by the
// selector bytes; 12 gives 0x00, above 12 0xff (8-11 are not used here).
func hostPerm(s0, s1, sel uint32) uint32 {
	v := uint64(s0)<<32 | uint64(s1)
	var r uint32
	for k := range 4 {
		b := sel >> (8 * k) & 0xff
		var out uint32
		switch {
		case b < 8:
			out = uint32(v >> (8 * b) & 0xff)
		case b == 12:
			out = 0
		case b > 12:
			out = 0xff
		}
		r |= out << (8 * k)
	}
	return r
}

// halves applies f to the two 16-bit halves of x and y.
func halves(x, y uint32, f func(a, b uint16) uint16) uint32 {
	return uint32(f(uint16(x), uint16(y))) | uint32(f(uint16(x>>16), uint16(y>>16)))<<16
}

func TestBuiltinKernelsMatchHost(t *testing.T) {
	const n = 256
	kernels := map[string]func(i int, x, y uint32) [8]uint32{
		"dots": func(i int, x, y uint32) [8]uint32 {
			c := uint32(i) * 2654435761
			return [8]uint32{
				uint32(hostDot(x, y, c, 4, 8, true)),
				uint32(hostDot(x, y, c, 4, 8, false)),
				uint32(hostDot(x, y, c, 8, 4, true)),
				uint32(hostDot(x, y, c, 8, 4, false)),
				uint32(hostDot(x, y, c, 2, 16, true)),
				uint32(hostDot(x, y, c, 2, 16, false)),
				uint32(int32(max(math.MinInt32, min(hostDot(x, y, c, 4, 8, true), math.MaxInt32)))),
				uint32(min(hostDot(x, y, c, 2, 16, false), math.MaxUint32)),
			}
		},
		"bytes_and_shorts": func(i int, x, y uint32) [8]uint32 {
			sel := 0x0c050207 ^ (uint32(i) & 0x03030303)
			return [8]uint32{
				hostPerm(x, y, sel),
				uint32((uint64(x)<<32 | uint64(y)) >> (8 * (i & 3))),
				halves(x, y, func(a, b uint16) uint16 { return uint16(int16(a) + int16(b)) }),
				halves(x, y, func(a, b uint16) uint16 { return uint16(int16(a) * int16(b)) }),
				halves(x, y, func(a, b uint16) uint16 { return a >> (b & 15) }),
				halves(x, y, func(a, b uint16) uint16 { return uint16(max(int16(a), int16(b))) }),
				halves(x, y, func(a, b uint16) uint16 { return min(a, b) }),
				halves(x, y, func(a, b uint16) uint16 { return a*b + (a ^ b) }),
			}
		},
	}
	for _, target := range builtinsTargets {
		for _, opt := range []string{"O0", "O2"} {
			path := filepath.Join("testdata", "co", target, "builtins-"+opt+".co")
			if _, err := os.Stat(path); err != nil {
				t.Fatalf("%v (run exec/testdata/build.sh)", err)
			}
			for name, ref := range kernels {
				t.Run(name+"/"+target+"-"+opt, func(t *testing.T) {
					k := loadKernel(t, target, path, name)
					mem := NewMemory()
					r := rand.New(rand.NewPCG(4, 10))
					a, _ := mem.Allocate("a", AllocBuffer, 4*n, 0)
					b, _ := mem.Allocate("b", AllocBuffer, 4*n, 0)
					out, _ := mem.Allocate("out", AllocBuffer, 4*8*n, 0)
					x, y := make([]uint32, n), make([]uint32, n)
					for i := range n {
						x[i], y[i] = r.Uint32(), r.Uint32()
						if i%4 == 0 { // saturating sums: large same-signed fields
							x[i], y[i] = 0x7f7f7f7f, 0x7f7f7f7f
						}
						binary.LittleEndian.PutUint32(a.Data[4*i:], x[i])
						binary.LittleEndian.PutUint32(b.Data[4*i:], y[i])
					}
					d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
					d.Kernarg = k.kernarg(t, d, a.Base, b.Base, out.Base)
					if _, err := k.run(t, d, mem); err != nil {
						t.Fatal(err)
					}
					got := u32s(out.Data)
					bad := 0
					for i := range n {
						want := ref(i, x[i], y[i])
						for j, w := range want {
							if g := got[8*i+j]; g != w && bad < 5 {
								bad++
								t.Errorf("work-item %d word %d (x %#x y %#x): got %#x, want %#x", i, j, x[i], y[i], g, w)
							}
						}
					}
				})
			}
		}
	}
}
