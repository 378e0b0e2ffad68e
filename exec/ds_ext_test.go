package exec

import "testing"

// LDS append/consume, mask-or, wrap and float compare-store (Vega ISA
// 12.13): one or three lanes active, expected values by hand.
func TestMoreLDSOps(t *testing.T) {
	tests := []struct {
		name, asm        string
		exec             uint64
		m0, mem          uint32
		addr             uint32
		v3, v4           uint32
		wantMem, wantRet uint32
	}{
		// 3 active lanes: 5 + 3; every lane gets the old 5.
		{"ds_append adds the active lane count at M0 + offset", "ds_append v1 offset:4", 0b1011, 12, 5, 16, 0, 0, 8, 5},
		{"ds_consume subtracts it", "ds_consume v1 offset:4", 0b1011, 12, 5, 16, 0, 0, 2, 5},
		// (0xff00ff00 & ~0x0000ffff) | 0x1234.
		{"ds_mskor_rtn_b32 clears DATA and ors DATA2", "ds_mskor_rtn_b32 v1, v2, v3, v4", 1, 0, 0xff00_ff00, 16, 0xffff, 0x1234, 0xff00_1234, 0xff00_ff00},
		{"ds_wrap_rtn_b32 subtracts DATA when MEM >= DATA", "ds_wrap_rtn_b32 v1, v2, v3, v4", 1, 0, 10, 16, 8, 100, 2, 10},
		{"ds_wrap_rtn_b32 adds DATA2 otherwise", "ds_wrap_rtn_b32 v1, v2, v3, v4", 1, 0, 7, 16, 8, 100, 107, 7},
		// -0.0 == +0.0 as floats: the store happens.
		{"ds_cmpst_rtn_f32 compares as floats", "ds_cmpst_rtn_f32 v1, v2, v3, v4", 1, 0, 0x8000_0000, 16, 0, 0x3f80_0000, 0x3f80_0000, 0x8000_0000},
		{"ds_cmpst_f32 NaN never matches", "ds_cmpst_f32 v2, v3, v4", 1, 0, 0x7fc0_0000, 16, 0x7fc0_0000, 0x3f80_0000, 0x7fc0_0000, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var mem []byte
			w, err := runAsm(t, "gfx900", tc.asm+"\ns_waitcnt lgkmcnt(0)", func(w *Wave, e *testEnv) {
				w.EXEC = tc.exec
				w.M0 = tc.m0
				b, err := e.lds.Slice(16, 4, true)
				if err != nil {
					t.Fatal(err)
				}
				mem = b
				put32(mem, tc.mem)
				for l := range 64 {
					w.VGPR[64+l] = 0
					w.VGPR[2*64+l], w.VGPR[3*64+l], w.VGPR[4*64+l] = tc.addr, tc.v3, tc.v4
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			wantEq(t, "memory", le32(mem), tc.wantMem)
			for l := range 64 {
				want := uint32(0)
				if tc.exec>>uint(l)&1 != 0 {
					want = tc.wantRet
				}
				if w.VGPR[64+l] != want {
					t.Fatalf("v1[%d] = %#x, want %#x", l, w.VGPR[64+l], want)
				}
			}
		})
	}
}

// ds_wrxchg2_rtn_b32 (Vega ISA 12.13): two exchanges at addr + 4*offset0
// and addr + 4*offset1, old values to vdst.
func TestWrxchg2(t *testing.T) {
	var lds *LDS
	w, err := runAsm(t, "gfx900", "ds_wrxchg2_rtn_b32 v[4:5], v2, v0, v1 offset0:1 offset1:3\ns_waitcnt lgkmcnt(0)", func(w *Wave, e *testEnv) {
		lds = e.lds
		w.EXEC = 1
		b, _ := e.lds.Slice(16, 16, true)
		put32(b[4:], 0xa)
		put32(b[12:], 0xb)
		w.VGPR[0], w.VGPR[64], w.VGPR[128] = 1, 2, 16
	})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := lds.Slice(16, 16, false)
	wantEq(t, "LDS", [2]uint32{le32(b[4:]), le32(b[12:])}, [2]uint32{1, 2})
	wantEq(t, "v[4:5]", [2]uint32{w.VGPR[4*64], w.VGPR[5*64]}, [2]uint32{0xa, 0xb})
}
