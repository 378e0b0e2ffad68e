package exec

import (
	"math"
	"testing"
)

// gfx1250Lane is lane l's test input: x in v[0:1], y in v[2:3].
func gfx1250Lane(l int) (x, y uint64) {
	x = uint64(l)*0x9e37_79b9_7f4a_7c15 + 0x0123_4567_89ab_cdef
	y = uint64(l)*0xc2b2_ae3d_27d4_eb4f ^ 0xfedc_ba98_7654_3210
	if l%5 == 0 {
		y = x // equal operands: sub gives 0
	}
	return
}

// refBitop3 is LLVM 22's BITOP3 operand read as a truth table: bit
// (a<<2 | b<<1 | c) of t is the result for source bits a, b, c (the
// table of f(0xf0, 0xcc, 0xaa)), one bit at a time.
func refBitop3(a, b, c uint32, t uint8) uint32 {
	var r uint32
	for i := range 32 {
		idx := (a>>i&1)<<2 | (b>>i&1)<<1 | c>>i&1
		r |= uint32(t>>idx&1) << i
	}
	return r
}

// The integer VALU operations gfx1250 adds (VOP3Instructions.td,
// VOP2Instructions.td of LLVM 22), on all 32 lanes of a wave32, with
// llvm-mc's encodings: v_add/sub_nc_u64 and v_mul_u64 (D.u64 = S0.u64 op
// S1.u64 modulo 2^64), v_mad_u32 (S0*S1+S2, low 32 bits),
// v_mad_nc_u64_u32 / v_mad_nc_i64_i32 (S0*S1 + S2.u64 with 32-bit
// operands zero- or sign-extended, no carry-out), a 64-bit literal
// (lit64) source, v_bitop3_b32 and v_bitop3_b16 with op_sel (S0's and
// the destination's high halves).
func TestGFX1250IntegerOps(t *testing.T) {
	const lit = 0x1234_5678_9abc_def0
	src := `
v_add_nc_u64_e32 v[4:5], v[0:1], v[2:3]
v_sub_nc_u64_e64 v[6:7], v[0:1], v[2:3]
v_mul_u64_e32 v[8:9], v[0:1], v[2:3]
v_mad_u32 v10, v0, v2, v1
v_mad_nc_u64_u32 v[12:13], v0, v2, v[0:1]
v_mad_nc_i64_i32 v[14:15], v0, v2, v[2:3]
v_add_nc_u64_e32 v[16:17], lit64(0x123456789abcdef0), v[0:1]
v_bitop3_b32 v18, v0, v2, v1 bitop3:0x96
v_bitop3_b32 v19, v1, v3, v0 bitop3:0xe8
v_mov_b32 v20, v3
v_bitop3_b16 v20, v0, v2, v1 bitop3:0x4b op_sel:[1,0,0,1]
v_dual_mov_b32 v21, v0 :: v_dual_bitop2_b32 v22, v1, v2 bitop3:0x14
v_cndmask_b32_e64 v23, v0, v2, s4
`
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		w.SGPR[4] = 0x5555_a0a0
		for l := range 32 {
			x, y := gfx1250Lane(l)
			w.V(0)[l], w.V(1)[l] = uint32(x), uint32(x>>32)
			w.V(2)[l], w.V(3)[l] = uint32(y), uint32(y>>32)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	get64 := func(r, l int) uint64 { return uint64(w.V(r)[l]) | uint64(w.V(r + 1)[l])<<32 }
	for l := range 32 {
		x, y := gfx1250Lane(l)
		x0, x1, y0, y1 := uint32(x), uint32(x>>32), uint32(y), uint32(y>>32)
		wantEq(t, "v_add_nc_u64", get64(4, l), x+y)
		wantEq(t, "v_sub_nc_u64", get64(6, l), x-y)
		wantEq(t, "v_mul_u64", get64(8, l), x*y)
		wantEq(t, "v_mad_u32", uint64(w.V(10)[l]), uint64(x0*y0+x1))
		wantEq(t, "v_mad_nc_u64_u32", get64(12, l), uint64(x0)*uint64(y0)+x)
		wantEq(t, "v_mad_nc_i64_i32", get64(14, l), uint64(int64(int32(x0))*int64(int32(y0))+int64(y)))
		wantEq(t, "v_add_nc_u64 lit64", get64(16, l), lit+x)
		wantEq(t, "v_bitop3_b32 xor3", uint64(w.V(18)[l]), uint64(x0^y0^x1))
		wantEq(t, "v_bitop3_b32 majority", uint64(w.V(19)[l]), uint64(x1&y1|x1&x0|y1&x0))
		b16 := refBitop3(x0>>16, y0, x1, 0x4b) & 0xffff
		wantEq(t, "v_bitop3_b16 op_sel", uint64(w.V(20)[l]), uint64(b16<<16|y1&0xffff))
		wantEq(t, "v_dual_mov_b32", uint64(w.V(21)[l]), uint64(x0))
		wantEq(t, "v_dual_bitop2_b32 xor", uint64(w.V(22)[l]), uint64(x1^y0))
		c := x0
		if 0x5555_a0a0>>l&1 != 0 {
			c = y0
		}
		wantEq(t, "v_cndmask_b32 s4", uint64(w.V(23)[l]), uint64(c))
	}
	for _, tb := range []uint8{0, 0x0f, 0x3c, 0x80, 0xff} {
		if got := bitop3(0xf0, 0xcc, 0xaa, tb) & 0xff; got != uint32(tb) {
			t.Errorf("bitop3(0xf0, 0xcc, 0xaa, %#x) = %#x, want the table itself", tb, got)
		}
	}
}

// VOPD3 halves (gfx1250): an SGPR condition for v_dual_cndmask_b32, source
// negation on v_dual_fma_f32, and v_dual_bitop2_b32 next to either.
func TestGFX1250VOPD3(t *testing.T) {
	src := `
v_dual_cndmask_b32 v10, v0, v1, s4 :: v_dual_bitop2_b32 v11, v0, v1 bitop3:0x40
v_dual_fma_f32 v12, -v2, v3, v4 :: v_dual_fma_f32 v13, v2, -v3, v4
v_dual_mov_b32 v14, v1 :: v_dual_bitop2_b32 v15, 7, v0 bitop3:0x54
`
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		w.SGPR[4] = 0xf0f0_1234
		for l := range 32 {
			x, y := gfx1250Lane(l)
			w.V(0)[l], w.V(1)[l] = uint32(x), uint32(y)
			w.V(2)[l] = math.Float32bits(float32(l) + 0.5)
			w.V(3)[l] = math.Float32bits(3)
			w.V(4)[l] = math.Float32bits(-1.25)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 32 {
		x, y := gfx1250Lane(l)
		c := uint32(x)
		if 0xf0f0_1234>>l&1 != 0 {
			c = uint32(y)
		}
		wantEq(t, "v_dual_cndmask_b32 s4", uint64(w.V(10)[l]), uint64(c))
		wantEq(t, "v_dual_bitop2_b32 and", uint64(w.V(11)[l]), uint64(uint32(x)&uint32(y)))
		// -a*b + c and a*-b + c are exact in float32 for these values.
		want := math.Float32bits(-(float32(l)+0.5)*3 - 1.25)
		wantEq(t, "v_dual_fma_f32 -v2", uint64(w.V(12)[l]), uint64(want))
		wantEq(t, "v_dual_fma_f32 -v3", uint64(w.V(13)[l]), uint64(want))
		wantEq(t, "v_dual_mov_b32", uint64(w.V(14)[l]), uint64(uint32(y)))
		wantEq(t, "v_dual_bitop2_b32 or", uint64(w.V(15)[l]), uint64(7|uint32(x)))
	}
}

// gfx1250's globally accessible scratch, as clang 22 uses it: a private
// offset o of lane l is the flat address src_flat_scratch_base + (l<<52
// | o) (addrspacecast private to flat), flat instructions reach any
// lane's scratch there, llvm.amdgcn.is.private is (addr.hi ^
// src_flat_scratch_base_hi) < 2^26, and a flat-to-private cast subtracts
// src_flat_scratch_base_lo. Each lane stores through a flat pointer into
// the next lane's scratch, then reads its own with scratch_load.
func TestGFX1250FlatScratch(t *testing.T) {
	src := `
v_mbcnt_lo_u32_b32 v1, -1, 0
v_add_nc_u32 v1, 1, v1
v_and_b32 v1, 31, v1
v_lshlrev_b32 v1, 20, v1
v_mov_b32 v0, 8
v_add_nc_u64_e32 v[2:3], src_flat_scratch_base_lo, v[0:1]
flat_store_b32 v[2:3], v5
s_wait_storecnt 0
scratch_load_b32 v6, off, off offset:8
v_xor_b32 v7, src_flat_scratch_base_hi, v3
v_subrev_nc_u32 v8, src_flat_scratch_base_lo, v2
s_wait_loadcnt 0
`
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, e *testEnv) {
		w.SetWaveSize(32)
		sc, err := NewScratch(e.mem, 64, 32, 1)
		if err != nil {
			t.Fatal(err)
		}
		e.scratch = sc
		w.FlatScratch = sc.SlotBase(0)
		for l := range 32 {
			w.V(5)[l] = 1000 + uint32(l)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 32 {
		wantEq(t, "stored by the lane before", uint64(w.V(6)[l]), uint64(1000+(l+31)%32))
		if w.V(7)[l] >= 1<<26 {
			t.Errorf("lane %d: is_private test %#x, want below 2^26", l, w.V(7)[l])
		}
		wantEq(t, "flat to private", uint64(w.V(8)[l]), 8)
	}
}

// scale_offset (gfx1250 CPol::SCAL) multiplies a GLOBAL, FLAT or SCRATCH
// instruction's 32-bit VGPR offset by the access size: what clang 22
// emits for p[i] with an SGPR base.
func TestGFX1250ScaleOffset(t *testing.T) {
	src := `
global_load_b64 v[2:3], v0, s[0:1] scale_offset
global_load_u16 v4, v0, s[0:1] scale_offset
flat_load_b32 v5, v0, s[0:1] scale_offset
scratch_store_b32 v0, v0, off scale_offset
s_wait_storecnt 0
scratch_load_b32 v6, off, off offset:12
s_wait_loadcnt 0
`
	var data []byte
	w, err := runAsm(t, "gfx1250", src, func(w *Wave, e *testEnv) {
		w.SetWaveSize(32)
		a, err := e.mem.Allocate("buf", AllocBuffer, 8*32, 0)
		if err != nil {
			t.Fatal(err)
		}
		data = a.Data
		for i := range data {
			data[i] = byte(i*7 + 3)
		}
		w.SGPR[0], w.SGPR[1] = uint32(a.Base), uint32(a.Base>>32)
		sc, err := NewScratch(e.mem, 128, 32, 1)
		if err != nil {
			t.Fatal(err)
		}
		e.scratch = sc
		w.FlatScratch = sc.SlotBase(0)
		for l := range 32 {
			w.V(0)[l] = uint32(l) % 16
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 32 {
		i := l % 16
		wantEq(t, "global_load_b64", uint64(w.V(2)[l])|uint64(w.V(3)[l])<<32, le64(data[8*i:]))
		wantEq(t, "global_load_u16", uint64(w.V(4)[l]), uint64(data[2*i])|uint64(data[2*i+1])<<8)
		wantEq(t, "flat_load_b32", uint64(w.V(5)[l]), uint64(le32(data[4*i:])))
		if i == 3 {
			wantEq(t, "scratch_load_b32", uint64(w.V(6)[l]), 3)
		}
	}
}
