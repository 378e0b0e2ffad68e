package exec

import (
	"fmt"
	"testing"
)

// sLoadWhole (the one-slice fast path of s_load and s_buffer_load) must
// end as the per-dword path ends: the same SGPRs, the same fault. Cases:
// loads inside a buffer, at its end, running past it (a fault), a buffer
// load clipped by num_records (dwords past it read 0), and a destination
// past the wave's last SGPR (dwords past it dropped).
func TestFastScalarLoadsMatchPerDwordPath(t *testing.T) {
	cases := []struct {
		name, src string
		// base is s[0:1] (and the V#'s base in s[8:11]) from the buffer's.
		base       func(a *Allocation) uint64
		numRecords uint32
	}{
		{"s_load_dwordx4 inside", "s_load_dwordx4 s[4:7], s[0:1], 0x10", func(a *Allocation) uint64 { return a.Base }, 0},
		{"s_load_dwordx8 at the end", "s_load_dwordx8 s[4:11], s[0:1], 0x0", func(a *Allocation) uint64 { return a.End() - 32 }, 0},
		{"s_load_dwordx4 past the end (a fault)", "s_load_dwordx4 s[4:7], s[0:1], 0x8", func(a *Allocation) uint64 { return a.End() - 16 }, 0},
		{"s_load_dword misaligned (low bits ignored)", "s_load_dword s4, s[0:1], 0x6", func(a *Allocation) uint64 { return a.Base }, 0},
		{"s_load_dwordx8 past the last SGPR of a 96-SGPR wave", "s_load_dwordx8 s[92:99], s[0:1], 0x0", func(a *Allocation) uint64 { return a.Base }, 0},
		{"s_buffer_load_dwordx4 inside", "s_buffer_load_dwordx4 s[4:7], s[8:11], 0x20", func(a *Allocation) uint64 { return a.Base }, 256},
		{"s_buffer_load_dwordx4 clipped by num_records", "s_buffer_load_dwordx4 s[4:7], s[8:11], 0x8", func(a *Allocation) uint64 { return a.Base }, 16},
		{"s_buffer_load_dwordx2 ending at num_records", "s_buffer_load_dwordx2 s[4:5], s[8:11], 0x8", func(a *Allocation) uint64 { return a.Base }, 16},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			run := func(off bool) ([]uint32, string) {
				fastPathsOff = off
				defer func() { fastPathsOff = false }()
				w, err := runAsm(t, "gfx900", tc.src, func(w *Wave, e *testEnv) {
					a, err := e.mem.Allocate("a", AllocBuffer, 256, 0)
					if err != nil {
						t.Fatal(err)
					}
					for i := range a.Data {
						a.Data[i] = byte(3*i + 1)
					}
					w.SGPR = w.SGPR[:96:96] // a wave with fewer SGPRs than the target's
					for i := range w.SGPR {
						w.SGPR[i] = 0xdead_0000 + uint32(i)
					}
					base := tc.base(a)
					w.SGPR[0], w.SGPR[1] = uint32(base), uint32(base>>32)
					v := BufferResource{Base: base, NumRecords: uint64(tc.numRecords), DataFormat: 4, NumFormat: 4}.Encode()
					copy(w.SGPR[8:12], v[:])
				})
				msg := ""
				if err != nil {
					msg = err.Error()
				}
				return w.SGPR, msg
			}
			general, gerr := run(true)
			fast, ferr := run(false)
			if ferr != gerr {
				t.Fatalf("fast path: %q; per-dword path: %q", ferr, gerr)
			}
			if fmt.Sprint(fast) != fmt.Sprint(general) {
				t.Fatalf("SGPRs after the fast path\n%x\nper-dword path\n%x", fast, general)
			}
		})
	}
}
