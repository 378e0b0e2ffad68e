package exec

import "testing"

// Scalar atomics and buffer stores (Vega ISA 12.4 SMEM); values by hand.
func TestScalarAtomics(t *testing.T) {
	tests := []struct {
		name, asm string
		mem       [2]uint32
		sdata     [2]uint32
		wantMem   [2]uint32
		wantSdata [2]uint32
	}{
		{"s_atomic_add returns the old value with glc", "s_atomic_add s6, s[2:3], 0x0 glc", [2]uint32{100, 0}, [2]uint32{5, 0}, [2]uint32{105, 0}, [2]uint32{100, 0}},
		{"s_atomic_add without glc keeps sdata", "s_atomic_add s6, s[2:3], 0x4", [2]uint32{100, 1}, [2]uint32{5, 0}, [2]uint32{100, 6}, [2]uint32{5, 0}},
		// cmpswap: s6 is the new value, s7 the compare value.
		{"s_atomic_cmpswap swaps on a match", "s_atomic_cmpswap s[6:7], s[2:3], 0x4 glc", [2]uint32{0, 7}, [2]uint32{9, 7}, [2]uint32{0, 9}, [2]uint32{7, 7}},
		{"s_atomic_smax_x2 compares 64-bit signed", "s_atomic_smax_x2 s[6:7], s[2:3], 0x0 glc", [2]uint32{0xffff_ffff, 0xffff_ffff}, [2]uint32{3, 0}, [2]uint32{3, 0}, [2]uint32{0xffff_ffff, 0xffff_ffff}},
		// V# num_records 4: offset 0 is in range, offset 4 is not.
		{"s_buffer_atomic_sub through a V#", "s_buffer_atomic_sub s6, s[8:11], 0x0 glc", [2]uint32{10, 20}, [2]uint32{3, 0}, [2]uint32{7, 20}, [2]uint32{10, 0}},
		{"s_buffer_atomic_sub out of range writes nothing and returns 0", "s_buffer_atomic_sub s6, s[8:11], 0x4 glc", [2]uint32{10, 20}, [2]uint32{3, 0}, [2]uint32{10, 20}, [2]uint32{0, 0}},
		{"s_buffer_store_dword through a V#", "s_buffer_store_dword s6, s[8:11], 0x0", [2]uint32{10, 20}, [2]uint32{3, 0}, [2]uint32{3, 20}, [2]uint32{3, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var mem []byte
			w, err := runAsm(t, "gfx900", tc.asm+"\ns_waitcnt lgkmcnt(0)", func(w *Wave, e *testEnv) {
				a, err := e.mem.Allocate("buf", AllocBuffer, 8, 0)
				if err != nil {
					t.Fatal(err)
				}
				mem = a.Data
				put32(mem, tc.mem[0])
				put32(mem[4:], tc.mem[1])
				w.SGPR[2], w.SGPR[3] = uint32(a.Base), uint32(a.Base>>32)
				r := BufferResource{Base: a.Base, NumRecords: 4}.Encode()
				copy(w.SGPR[8:12], r[:])
				w.SGPR[6], w.SGPR[7] = tc.sdata[0], tc.sdata[1]
			})
			if err != nil {
				t.Fatal(err)
			}
			wantEq(t, "memory", [2]uint32{le32(mem), le32(mem[4:])}, tc.wantMem)
			wantEq(t, "s[6:7]", [2]uint32{w.SGPR[6], w.SGPR[7]}, tc.wantSdata)
		})
	}
}
