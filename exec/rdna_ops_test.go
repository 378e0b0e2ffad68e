package exec

import "testing"

// RDNA atomics without a GCN twin of the same name: LDS compare-stores and
// exchanges (GFX11 names) and the GFX10/GFX11 float and clamped-subtract
// atomics of GLOBAL memory. One active lane; the memory word starts at mem,
// the data operands are v4 (v[4:5]), the compare value v6 (v[6:7]). The
// expected values follow the ISA guides' definitions: ds_cmpstore: MEM =
// MEM == DATA1 ? DATA0 : MEM (clang 22 emits DATA0 = new value, DATA1 =
// compare for an LDS compare-exchange on gfx1100); fcmpswap/cmpswap_f32:
// the same compared as floats with DATA = {src, cmp}; fmin/fmax: IEEE
// minimum/maximum; csub: MEM = DATA > MEM ? 0 : MEM - DATA (unsigned); the
// returning forms give the old value.
func TestRDNAAtomics(t *testing.T) {
	const negZero, one, two, qnan = 0x8000_0000, 0x3f80_0000, 0x4000_0000, 0x7fc0_0000
	tests := []struct {
		name, target, asm string
		lds               bool
		mem, data, cmp    uint64
		wantMem, wantRet  uint64
		wide              bool
	}{
		{"ds_cmpstore_rtn_b32 stores on equal", "gfx1100", "ds_cmpstore_rtn_b32 v8, v2, v4, v6", true, 7, 99, 7, 99, 7, false},
		{"ds_cmpstore_rtn_b32 keeps on unequal", "gfx1100", "ds_cmpstore_rtn_b32 v8, v2, v4, v6", true, 7, 99, 8, 7, 7, false},
		{"ds_cmpstore_b32 (DATA0 the new value)", "gfx1100", "ds_cmpstore_b32 v2, v4, v6", true, 7, 7, 99, 7, 0, false},
		{"ds_cmpstore_b32 stores DATA0", "gfx1100", "ds_cmpstore_b32 v2, v4, v6", true, 99, 7, 99, 7, 0, false},
		{"ds_cmpstore_rtn_b64", "gfx1100", "ds_cmpstore_rtn_b64 v[8:9], v2, v[4:5], v[6:7]", true, 0x1_0000_0007, 0x2_0000_0003, 0x1_0000_0007, 0x2_0000_0003, 0x1_0000_0007, true},
		{"ds_cmpstore_rtn_f32 -0 equals +0", "gfx1100", "ds_cmpstore_rtn_f32 v8, v2, v4, v6", true, negZero, one, 0, one, negZero, false},
		{"ds_cmpstore_rtn_f32 NaN never equal", "gfx1100", "ds_cmpstore_rtn_f32 v8, v2, v4, v6", true, qnan, one, qnan, qnan, qnan, false},
		{"ds_storexchg_rtn_b32", "gfx1100", "ds_storexchg_rtn_b32 v8, v2, v4", true, 7, 99, 0, 99, 7, false},
		{"global_atomic_fmin returns the old value", "gfx1030", "global_atomic_fmin v8, v[2:3], v4, off glc", false, two, one, 0, one, two, false},
		{"global_atomic_fmax", "gfx1030", "global_atomic_fmax v[2:3], v4, off", false, one, two, 0, two, 0, false},
		{"global_atomic_fmin_x2", "gfx1030", "global_atomic_fmin_x2 v[8:9], v[2:3], v[4:5], off glc", false, 0x4000_0000_0000_0000, 0x3ff0_0000_0000_0000, 0, 0x3ff0_0000_0000_0000, 0x4000_0000_0000_0000, true},
		{"global_atomic_fcmpswap -0 equals +0", "gfx1030", "global_atomic_fcmpswap v8, v[2:3], v[4:5], off glc", false, negZero, two, 0, two, negZero, false},
		{"global_atomic_fcmpswap keeps on unequal", "gfx1030", "global_atomic_fcmpswap v8, v[2:3], v[4:5], off glc", false, one, two, negZero, one, one, false},
		{"global_atomic_csub subtracts", "gfx1030", "global_atomic_csub v8, v[2:3], v4, off glc", false, 10, 3, 0, 7, 10, false},
		{"global_atomic_csub clamps at 0", "gfx1030", "global_atomic_csub v8, v[2:3], v4, off glc", false, 3, 10, 0, 0, 3, false},
		{"global_atomic_cmpswap_f32 (gfx11)", "gfx1100", "global_atomic_cmpswap_f32 v8, v[2:3], v[4:5], off glc", false, one, two, one, two, one, false},
		{"global_atomic_csub_u32 (gfx11)", "gfx1100", "global_atomic_csub_u32 v8, v[2:3], v4, off glc", false, 0xffff_fff0, 0xffff_fff1, 0, 0, 0xffff_fff0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var mem []byte
			w, err := runAsm(t, tc.target, tc.asm+"\ns_waitcnt vmcnt(0) lgkmcnt(0)", func(w *Wave, e *testEnv) {
				w.EXEC = 1
				dw := 1
				if tc.wide {
					dw = 2
				}
				w.V(4)[0], w.V(5)[0] = uint32(tc.data), uint32(tc.data>>32)
				if dw == 1 {
					// fcmpswap/cmpswap_f32 take {src, cmp} in v[4:5].
					w.V(5)[0] = uint32(tc.cmp)
				}
				w.V(6)[0], w.V(7)[0] = uint32(tc.cmp), uint32(tc.cmp>>32)
				if tc.lds {
					b, err := e.lds.Slice(16, 8, true)
					if err != nil {
						t.Fatal(err)
					}
					mem = b
					w.V(2)[0] = 16
				} else {
					a, err := e.mem.Allocate("buf", AllocBuffer, 8, 0)
					if err != nil {
						t.Fatal(err)
					}
					mem = a.Data
					w.V(2)[0], w.V(3)[0] = uint32(a.Base), uint32(a.Base>>32)
				}
				put64(mem, tc.mem)
			})
			if err != nil {
				t.Fatal(err)
			}
			got, ret := le64(mem), uint64(w.V(8)[0])|uint64(w.V(9)[0])<<32
			if !tc.wide {
				got, ret = uint64(le32(mem)), uint64(w.V(8)[0])
			}
			wantEq(t, "memory", got, tc.wantMem)
			wantEq(t, "returned", ret, tc.wantRet)
		})
	}
}
