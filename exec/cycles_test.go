package exec

import (
	"encoding/binary"
	"testing"
)

// TestReadCycleCounterCountsTheWork: clang 22's __builtin_readcyclecounter
// (cycles.cl) reads s_memtime on gfx1030, hwreg(HW_REG_SHADER_CYCLES, 0,
// 20) on gfx1100 and SHADER_CYCLES_HI/LO/HI on gfx1200 and s_get_shader_cycles_u64 on gfx1250 (the
// disassembly is checked for each). The interpreter's clock is the wave's
// instruction count, so the oracle is the loop itself: t1 - t0 grows by
// at least one per trip (each trip runs several instructions), and never
// goes backwards. Before SHADER_CYCLES was modelled every read gave 0 and
// t1 - t0 was 0 for every n.
func TestReadCycleCounterCountsTheWork(t *testing.T) {
	le := binary.LittleEndian
	for _, c := range []struct{ cpu, read string }{
		{"gfx1030", "s_memtime"},
		{"gfx1100", "hwreg(HW_REG_SHADER_CYCLES, 0, 20)"},
		{"gfx1200", "hwreg(HW_REG_SHADER_CYCLES_HI)"},
		{"gfx1250", "s_get_shader_cycles_u64"},
	} {
		t.Run(c.cpu, func(t *testing.T) {
			co := buildFor(t, c.cpu, "cycles.cl", "O2", []string{c.read})
			k := loadKernel(t, c.cpu, co, "cycles")
			elapsed := func(n uint32) uint64 {
				mem := NewMemory()
				out, _ := mem.Allocate("out", AllocBuffer, 16*32, 0)
				d := &Dispatch{Grid: [3]uint32{32, 1, 1}, Workgroup: [3]uint32{32, 1, 1}}
				d.Kernarg = k.kernarg(t, d, out.Base, uint64(n))
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				for i := range 32 {
					x := uint32(i)
					for j := range n {
						x = x*3 + j
					}
					if got := le.Uint32(out.Data[16*i+8:]); got != x {
						t.Fatalf("n=%d lane %d: x = %d, want %d", n, i, got, x)
					}
				}
				return le.Uint64(out.Data)
			}
			e1, e100 := elapsed(1), elapsed(100)
			if e1 == 0 || e1 > 1<<20 || e100 < e1+99 || e100 > 1<<20 {
				t.Errorf("t1 - t0 = %d for 1 trip and %d for 100: want a positive count that grows by at least 1 a trip", e1, e100)
			}
		})
	}
}
