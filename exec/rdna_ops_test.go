package exec

import (
	"strings"
	"testing"
)

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
		// GFX12's FLAT sub_clamp (LLVM 22 selects the GLOBAL, buffer and DS
		// forms for atomicrmw usub_sat, TestGFX12USubAtomicsMatchHost, but
		// cannot select a flat usub_sat): LangRef's usub_sat, MEM = MEM u>=
		// DATA ? MEM - DATA : 0. cond_sub: usub_cond, MEM = MEM u>= DATA ?
		// MEM - DATA : MEM.
		{"flat_atomic_sub_clamp_u32 subtracts (gfx12)", "gfx1200", "flat_atomic_sub_clamp_u32 v8, v[2:3], v4 th:TH_ATOMIC_RETURN", false, 10, 10, 0, 0, 10, false},
		{"flat_atomic_sub_clamp_u32 clamps at 0 (gfx12)", "gfx1200", "flat_atomic_sub_clamp_u32 v8, v[2:3], v4 th:TH_ATOMIC_RETURN", false, 0x7fff_ffff, 0x8000_0000, 0, 0, 0x7fff_ffff, false},
		{"flat_atomic_sub_clamp_u32 no return (gfx12)", "gfx1200", "flat_atomic_sub_clamp_u32 v[2:3], v4", false, 0xffff_ffff, 0xffff_fffe, 0, 1, 0, false},
		{"flat_atomic_cond_sub_u32 keeps (gfx12)", "gfx1200", "flat_atomic_cond_sub_u32 v8, v[2:3], v4 th:TH_ATOMIC_RETURN", false, 3, 4, 0, 3, 3, false},
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

// GFX11 VALU and SALU operations, one instruction each on lanes 0 and 1 of
// a wave32 (gfx1100; v_fma_legacy_f32 on gfx1030). Expected values are
// worked out from the RDNA3 ISA definitions: v_cvt_pk_{i16,u16}_f32 D =
// {cvt(S1), cvt(S0)} toward zero, saturating, NaN 0; v_cndmask_b16 D.b16 =
// mask ? S1.b16 : S0.b16 with abs/neg on bit 15; v_dot4_i32_iu8 /
// v_dot8_i32_iu4 D = S2 + sum of products, neg_lo[0]/[1] making A/B
// signed, clamp saturating; v_cvt_i32_i16 / v_cvt_u32_u16 extend S0[15:0]
// (op_sel: S0[31:16]); s_pack_hl_b32_b16 D = {S1[15:0], S0[31:16]};
// v_fma_dx9_zero_f32 / v_fma_legacy_f32: S0*S1+S2 with 0 times anything 0.
func TestRDNAValuOps(t *testing.T) {
	const (
		f1   = 0x3f80_0000 // 1.0
		f2   = 0x4000_0000 // 2.0
		f3   = 0x4040_0000 // 3.0
		fInf = 0x7f80_0000
		fNaN = 0x7fc0_0000
		fm37 = 0xc06c_cccd // -3.7
		f4e4 = 0x471c_4000 // 40000.0
		f7e4 = 0x4788_b840 // 70000.5 (rounded to f32: 70000.5)
		fm1  = 0xbf80_0000 // -1.0
	)
	tests := []struct {
		name, target, asm string
		v2, v3, v4        [2]uint32 // lanes 0 and 1 of v2, v3, v4
		s4                uint32
		want              [2]uint32 // v1
	}{
		{"v_cvt_pk_i16_f32", "gfx1100", "v_cvt_pk_i16_f32 v1, v2, v3", [2]uint32{fm37, fNaN}, [2]uint32{f4e4, fm1}, [2]uint32{}, 0,
			[2]uint32{0x7fff_fffd, 0xffff_0000}},
		{"v_cvt_pk_u16_f32", "gfx1100", "v_cvt_pk_u16_f32 v1, v2, v3", [2]uint32{fm1, f3}, [2]uint32{f7e4, fInf}, [2]uint32{}, 0,
			[2]uint32{0xffff_0000, 0xffff_0003}},
		{"v_cndmask_b16 takes S1 where the mask is set", "gfx1100", "v_cndmask_b16 v1, v2, v3, s4", [2]uint32{0xaaaa_1111, 0xaaaa_1111}, [2]uint32{0xbbbb_2222, 0xbbbb_2222}, [2]uint32{}, 0b10,
			[2]uint32{0x1111, 0x2222}},
		{"v_cndmask_b16 neg and abs act on bit 15", "gfx1100", "v_cndmask_b16 v1, -v2, |v3|, s4", [2]uint32{0x3c00, 0x3c00}, [2]uint32{0xc000, 0xc000}, [2]uint32{}, 0b10,
			[2]uint32{0xbc00, 0x4000}},
		{"v_dot4_i32_iu8 A signed, B unsigned", "gfx1100", "v_dot4_i32_iu8 v1, v2, v3, v4 neg_lo:[1,0,0]", [2]uint32{0xff02_ff01, 0x8080_8080}, [2]uint32{0x0101_ffff, 0xffff_ffff}, [2]uint32{10, 0}, 0,
			// lane 0: 1*255 + (-1)*255 + 2*1 + (-1)*1 + 10 = 11; lane 1: 4 * (-128*255) = -130560.
			[2]uint32{11, 0xfffe_0200}},
		{"v_dot4_i32_iu8 both unsigned", "gfx1100", "v_dot4_i32_iu8 v1, v2, v3, v4", [2]uint32{0xff02_ff01, 0x8080_8080}, [2]uint32{0x0101_ffff, 0xffff_ffff}, [2]uint32{10, 0}, 0,
			// lane 0: 255 + 255*255 + 2 + 255 + 10 = 65547; lane 1: 4*128*255 = 130560.
			[2]uint32{65547, 130560}},
		{"v_dot8_i32_iu4 both signed, clamped", "gfx1100", "v_dot8_i32_iu4 v1, v2, v3, v4 neg_lo:[1,1,0] clamp", [2]uint32{0x8888_8888, 0x1111_1111}, [2]uint32{0x8888_8888, 0xffff_ffff}, [2]uint32{0x7fff_fff0, 5}, 0,
			// lane 0: 8 * 64 added to 2^31-16 saturates; lane 1: 8 * (1*-1) + 5 = -3.
			[2]uint32{0x7fff_ffff, 0xffff_fffd}},
		{"v_cvt_i32_i16 sign-extends", "gfx1100", "v_cvt_i32_i16_e32 v1, v2", [2]uint32{0x1234_8001, 0xffff_7fff}, [2]uint32{}, [2]uint32{}, 0,
			[2]uint32{0xffff_8001, 0x7fff}},
		{"v_cvt_i32_i16 of the high half", "gfx1100", "v_cvt_i32_i16_e64 v1, v2.h", [2]uint32{0x8001_1234, 0x7fff_ffff}, [2]uint32{}, [2]uint32{}, 0,
			[2]uint32{0xffff_8001, 0x7fff}},
		{"v_cvt_u32_u16 zero-extends", "gfx1100", "v_cvt_u32_u16_e32 v1, v2", [2]uint32{0x1234_8001, 0xffff_7fff}, [2]uint32{}, [2]uint32{}, 0,
			[2]uint32{0x8001, 0x7fff}},
		{"v_fma_dx9_zero_f32: 0 * inf is 0", "gfx1100", "v_fma_dx9_zero_f32 v1, v2, v3, v4", [2]uint32{0, f2}, [2]uint32{fInf, f3}, [2]uint32{f1, f1},
			0, [2]uint32{f1, 0x40e0_0000}},
		{"v_fma_legacy_f32: NaN * 0 is 0", "gfx1030", "v_fma_legacy_f32 v1, v2, v3, v4", [2]uint32{fNaN, f2}, [2]uint32{0, f3}, [2]uint32{0x8000_0000, f1},
			// lane 0: +0 + -0 = +0; lane 1: 2*3+1 = 7.
			0, [2]uint32{0, 0x40e0_0000}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			run32(t, tc.target, tc.asm, func(w *Wave) {
				w.EXEC = 0b11
				w.SGPR[4] = tc.s4
				for l := range 2 {
					w.V(2)[l], w.V(3)[l], w.V(4)[l] = tc.v2[l], tc.v3[l], tc.v4[l]
				}
			}, func(t *testing.T, w *Wave) {
				for l := range 2 {
					if got := w.V(1)[l]; got != tc.want[l] {
						t.Errorf("v1 lane %d = %#x, want %#x", l, got, tc.want[l])
					}
				}
			})
		})
	}
	run32(t, "gfx1100", "s_pack_hl_b32_b16 s1, s2, s3", func(w *Wave) {
		w.SGPR[2], w.SGPR[3] = 0x1111_2222, 0x3333_4444
	}, func(t *testing.T, w *Wave) {
		wantEq(t, "s1", w.SGPR[1], 0x4444_1111)
	})
}

// ds_bpermute_fi_b32 (gfx1200, gfx1250) against the RDNA4 ISA guide's
// pseudocode: an active lane i reads DATA0 of lane (ADDR[i] + OFFSET) / 4
// mod the lane count whether that lane is active or not; inactive lanes
// keep their VDST. ds_bpermute_b32 in the same wave reads 0 from an
// inactive lane. Wave32 and wave64, with lanes off on both sides.
func TestGFX12BpermuteFI(t *testing.T) {
	for _, target := range []string{"gfx1200", "gfx1250"} {
		for _, lanes := range []int{32, 64} {
			if target == "gfx1250" && lanes == 64 {
				continue // gfx1250 is wave32 only
			}
			const exec uint64 = 0x9249_2492_4924_9249 // every third lane
			src := "ds_bpermute_fi_b32 v3, v1, v2 offset:8\nds_bpermute_b32 v4, v1, v2 offset:8\ns_wait_dscnt 0x0"
			w, err := runAsm(t, target, src, func(w *Wave, _ *testEnv) {
				w.SetWaveSize(lanes)
				for l := range lanes {
					w.V(1)[l] = uint32(4 * (7*l + 3)) // lane 7l+5 after the offset
					w.V(2)[l] = uint32(1000 + l)
					w.V(3)[l], w.V(4)[l] = 77, 77
				}
				w.EXEC = exec & (1<<uint(lanes) - 1)
			})
			if err != nil {
				t.Fatal(err)
			}
			for l := range lanes {
				from := (7*l + 5) % lanes
				want3, want4 := uint32(1000+from), uint32(1000+from)
				if exec>>l&1 == 0 {
					want3, want4 = 77, 77
				} else if exec>>from&1 == 0 {
					want4 = 0
				}
				if w.V(3)[l] != want3 || w.V(4)[l] != want4 {
					t.Errorf("%s wave%d lane %d: fi %d, plain %d; want %d, %d", target, lanes, l, w.V(3)[l], w.V(4)[l], want3, want4)
				}
			}
		}
	}
}

// gfx1250's global_load_async_to_lds_b32 and _b8 are not gfx940's LDS DMA
// loads (their LDS address is a VGPR, not M0 + 4*lane) and what their
// offset applies to is not pinned: they fault as unimplemented, naming the
// instruction, instead of writing LDS where M0 points.
func TestGFX1250AsyncToLDSFaults(t *testing.T) {
	for _, op := range []string{"global_load_async_to_lds_b32", "global_load_async_to_lds_b8"} {
		_, err := runAsm(t, "gfx1250", op+" v0, v[2:3], off\ns_wait_asynccnt 0x0", func(w *Wave, e *testEnv) {
			a, err := e.mem.Allocate("buf", AllocBuffer, 256, 0)
			if err != nil {
				t.Fatal(err)
			}
			w.EXEC = 1
			w.V(2)[0], w.V(3)[0] = uint32(a.Base), uint32(a.Base>>32)
		})
		if err == nil || !strings.Contains(err.Error(), op) || !strings.Contains(err.Error(), "unimplemented") {
			t.Errorf("%s: %v, want an unimplemented fault naming it", op, err)
		}
	}
}
