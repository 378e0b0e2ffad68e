package exec

import (
	"encoding/binary"
	"testing"
)

// gfx1250's s_get_shader_cycles_u64 (llvm.readcyclecounter) and the
// scheduling hints s_sleep_var, s_setprio_inc_wg and s_monitor_sleep, as
// clang 22 emits them for testdata/kernels/sched1250.cl at -O0 and -O2:
// the hints change nothing the kernel computes (x -> 3x+1 while the trip count
// is below x&7, worked out here), and the counter read after the loop is not
// below the one read before (llvm.readcyclecounter's only promise).
func TestGFX1250CounterAndHints(t *testing.T) {
	le := binary.LittleEndian
	const n = 128
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			co := buildFor(t, "gfx1250", "sched1250.cl", opt, []string{"s_get_shader_cycles_u64", "s_sleep_var", "s_setprio_inc_wg", "s_monitor_sleep"})
			k := loadKernel(t, "gfx1250", co, "sched")
			mem := NewMemory()
			in, _ := mem.Allocate("in", AllocBuffer, 4*(n+1), 0)
			tm, _ := mem.Allocate("t", AllocBuffer, 16*n, 0)
			out, _ := mem.Allocate("out", AllocBuffer, 4*n, 0)
			want := make([]uint32, n)
			le.PutUint32(in.Data, 5)
			for i := range n {
				x := uint32(i*2654435761) ^ 0x5a5a
				le.PutUint32(in.Data[4*(i+1):], x)
				for k := uint32(0); k < x&7; k++ { // the bound re-read each trip, as in C
					x = 3*x + 1
				}
				want[i] = x
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, in.Base, tm.Base, out.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if got := le.Uint32(out.Data[4*i:]); got != want[i] {
					t.Errorf("work-item %d: %#x, want %#x", i, got, want[i])
				}
				if t0, t1 := le.Uint64(tm.Data[16*i:]), le.Uint64(tm.Data[16*i+8:]); t1 < t0 {
					t.Errorf("work-item %d: counter %d then %d", i, t0, t1)
				}
			}
		})
	}
}
