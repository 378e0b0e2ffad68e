package exec

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// testdata/kernels/lds_dma.cl, built with clang-22 from the LDS DMA
// builtins (llvm-objdump must show the LDS forms), run on the interpreter
// and compared with what the builtins are defined to do (AMDGPUUsage
// llvm.amdgcn.load.to.lds / global.load.lds: size bytes from the global
// pointer to the LDS pointer + 4 * lane; raw buffer loads out of
// num_records read 0, Vega ISA "Buffer Addressing").

func TestLDSDMAKernelMatchesHost(t *testing.T) {
	const n = 250        // a partial last workgroup
	const records = 1000 // bytes of the buffer the V# covers
	mnemonics := map[string][]string{
		"gfx900": {"global_load_dword", "global_load_ubyte", "global_load_ushort", "buffer_load_dword", "buffer_load_ushort"},
		"gfx942": {"global_load_lds_dword", "global_load_lds_ubyte", "global_load_lds_ushort", "buffer_load_dword", "buffer_load_ushort"},
	}
	mnemonics["gfx906"], mnemonics["gfx908"], mnemonics["gfx90a"] = mnemonics["gfx900"], mnemonics["gfx900"], mnemonics["gfx900"]
	for _, target := range []string{"gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"} {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				co := buildKernels(t, "lds_dma.cl", target, opt, mnemonics[target])
				k := loadKernel(t, target, co, "dma")
				mem := NewMemory()
				r := rand.New(rand.NewPCG(9, 2))
				src, _ := mem.Allocate("src", AllocBuffer, 4096, 0)
				for i := range src.Data {
					src.Data[i] = byte(r.Uint32())
				}
				out, _ := mem.Allocate("out", AllocBuffer, 4*5*n, 0)
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, src.Base, records, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				le := binary.LittleEndian
				bad := 0
				for i := range n {
					buf := func(off, size int) uint32 { // raw buffer load: 0 past num_records
						if off >= records {
							return 0
						}
						if size == 2 {
							return uint32(le.Uint16(src.Data[off:]))
						}
						return le.Uint32(src.Data[off:])
					}
					want := [5]uint32{
						le.Uint32(src.Data[4*i:]),
						uint32(src.Data[3*i]),
						uint32(le.Uint16(src.Data[10*i:])),
						buf(8*i, 4),
						buf(6*i, 2),
					}
					for j, w := range want {
						if g := le.Uint32(out.Data[4*(5*i+j):]); g != w && bad < 6 {
							bad++
							t.Errorf("work-item %d row %d: got %#x, want %#x", i, j, g, w)
						}
					}
				}
			})
		}
	}
}
