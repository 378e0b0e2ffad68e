package exec

import "testing"

// Packed 16-bit float atomics (MI100/MI200 ISA: MEM.f16[i] += DATA.f16[i]).
// The expected sums are exact halves worked out by hand.
func TestPackedFloatAtomics(t *testing.T) {
	tests := []struct {
		name, target, asm string
		lds               bool
		mem, data         uint32
		wantMem, wantRet  uint32
	}{
		// {2.0, 1.0} + {1.0, 2.0} = {3.0, 3.0}.
		{"global_atomic_pk_add_f16 adds both halves", "gfx908", "global_atomic_pk_add_f16 v[2:3], v0, off", false, 0x4000_3c00, 0x3c00_4000, 0x4200_4200, 0},
		{"global_atomic_pk_add_f16 returns the old value", "gfx90a", "global_atomic_pk_add_f16 v1, v[2:3], v0, off glc", false, 0x4000_3c00, 0x3c00_4000, 0x4200_4200, 0x4000_3c00},
		{"flat_atomic_pk_add_f16", "gfx942", "flat_atomic_pk_add_f16 v1, v[2:3], v0 sc0", false, 0x4000_3c00, 0x3c00_4000, 0x4200_4200, 0x4000_3c00},
		// bf16: hi 1.0 + 1.0 = 2.0 (0x4000); lo 1.0 + 1.5*2^-8 = 1 + 0.75*2^-7
		// rounds to 1 + 2^-7 (0x3f81).
		{"global_atomic_pk_add_bf16 rounds to nearest", "gfx942", "global_atomic_pk_add_bf16 v1, v[2:3], v0, off sc0", false, 0x3f80_3f80, 0x3f80_3bc0, 0x4000_3f81, 0x3f80_3f80},
		{"ds_pk_add_rtn_f16", "gfx942", "ds_pk_add_rtn_f16 v1, v2, v0", true, 0x4000_3c00, 0x3c00_4000, 0x4200_4200, 0x4000_3c00},
		{"ds_pk_add_f16", "gfx942", "ds_pk_add_f16 v2, v0", true, 0x4000_3c00, 0x3c00_4000, 0x4200_4200, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var mem []byte
			w, err := runAsm(t, tc.target, tc.asm+"\ns_waitcnt vmcnt(0) lgkmcnt(0)", func(w *Wave, e *testEnv) {
				w.EXEC = 1
				w.VGPR[0] = tc.data
				if tc.lds {
					b, err := e.lds.Slice(16, 4, true)
					if err != nil {
						t.Fatal(err)
					}
					mem = b
					w.VGPR[2*64] = 16
				} else {
					a, err := e.mem.Allocate("buf", AllocBuffer, 4, 0)
					if err != nil {
						t.Fatal(err)
					}
					mem = a.Data
					w.VGPR[2*64], w.VGPR[3*64] = uint32(a.Base), uint32(a.Base>>32)
				}
				put32(mem, tc.mem)
			})
			if err != nil {
				t.Fatal(err)
			}
			wantEq(t, "memory", le32(mem), tc.wantMem)
			wantEq(t, "returned", w.VGPR[64], tc.wantRet)
		})
	}
}
