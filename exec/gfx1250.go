package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// gfx1250 (GFX12.5): the operations it adds to GFX12 (LLVM 22's
// SOPInstructions.td and VOP3Instructions.td): the renamed PC operations,
// 64-bit VALU integer arithmetic, v_mad_u32 and the carry-less 64-bit
// multiply-adds, and v_bitop3 (also gfx950's). The VOPD3 halves these
// kernels pair (v_dual_bitop2_b32, source modifiers, an explicit
// v_cndmask condition) are in vopd (rdna.go).
var gfx1250Aliases = map[string]string{
	// SOP1 *_pc_i64 are s_*pc_b64 renamed (GFX12.5 SOPInstructions.td).
	"s_get_pc_i64": "s_getpc_b64", "s_set_pc_i64": "s_setpc_b64",
	"s_swap_pc_i64": "s_swappc_b64", "s_rfe_i64": "s_rfe_b64",
	"s_call_i64": "s_call_b64",
	// {D1, D0} = S0 * S1 + S2 without the carry-out of the _co_ forms
	// (vmad64 writes a carry only where the instruction names sdst).
	"v_mad_nc_u64_u32": "v_mad_u64_u32", "v_mad_nc_i64_i32": "v_mad_i64_i32",
}

// cpolScaleOffset is the scale_offset bit of a GFX12.5 cache-policy
// operand (SIDefines.h CPol::SCAL).
const cpolScaleOffset = 1 << 11

func init() {
	for f, t := range gfx1250Aliases {
		fo, ok1 := lookupOp(f)
		to, ok2 := lookupOp(t)
		if ok1 && ok2 && fo != to {
			rdnaAliasOps[fo] = to
		}
	}
	m := map[isa.Op]semFn{}
	for name, f := range map[string]semFn{
		// 64-bit integer VALU (VOP2 and VOP3): D.u64 = S0.u64 op S1.u64.
		"v_add_nc_u64": vop64(3, func(a, b uint64) uint64 { return a + b }),
		"v_sub_nc_u64": vop64(3, func(a, b uint64) uint64 { return a - b }),
		"v_mul_u64":    vop64(3, func(a, b uint64) uint64 { return a * b }),
		// 64-bit integer max/min: LLVM 22 selects them for llvm.smax,
		// smin, umax, umin of i64 (what clang 22 emits for 64-bit
		// max/min on gfx1250).
		"v_max_i64": vop64(3, func(a, b uint64) uint64 { return uint64(max(int64(a), int64(b))) }),
		"v_min_i64": vop64(3, func(a, b uint64) uint64 { return uint64(min(int64(a), int64(b))) }),
		"v_max_u64": vop64(3, func(a, b uint64) uint64 { return max(a, b) }),
		"v_min_u64": vop64(3, func(a, b uint64) uint64 { return min(a, b) }),
		// Packed three-way 16-bit max/min (VOP3P, per half with op_sel):
		// LLVM 22 selects them for smax/umax/smin/umin of two smax/...
		// of <2 x i16>.
		"v_pk_max3_i16": pkI16(3, func(a, b, c int64) int64 { return max(a, b, c) }),
		"v_pk_min3_i16": pkI16(3, func(a, b, c int64) int64 { return min(a, b, c) }),
		"v_pk_max3_u16": pkU16(3, func(a, b, c int64) int64 { return max(a, b, c) }),
		"v_pk_min3_u16": pkU16(3, func(a, b, c int64) int64 { return min(a, b, c) }),
		// D = max/min(S0 + S1 saturated, S2): LLVM 22 selects them (clamp
		// clear) for smax/smin/umax/umin of llvm.sadd.sat/uadd.sat, so the
		// add saturates; the result is then within range and clamp
		// changes nothing.
		"v_add_max_i32":    vop3(func(a, b, c uint32) uint32 { return uint32(max(satI32(a, b), int32(c))) }),
		"v_add_min_i32":    vop3(func(a, b, c uint32) uint32 { return uint32(min(satI32(a, b), int32(c))) }),
		"v_add_max_u32":    vop3(func(a, b, c uint32) uint32 { return max(satU32(a, b), c) }),
		"v_add_min_u32":    vop3(func(a, b, c uint32) uint32 { return min(satU32(a, b), c) }),
		"v_pk_add_max_i16": pkI16(3, func(a, b, c int64) int64 { return max(min(max(a+b, math.MinInt16), math.MaxInt16), c) }),
		"v_pk_add_min_i16": pkI16(3, func(a, b, c int64) int64 { return min(min(max(a+b, math.MinInt16), math.MaxInt16), c) }),
		"v_pk_add_max_u16": pkU16(3, func(a, b, c int64) int64 { return max(min(a+b, math.MaxUint16), c) }),
		"v_pk_add_min_u16": pkU16(3, func(a, b, c int64) int64 { return min(min(a+b, math.MaxUint16), c) }),
		// The cycle counter LLVM 22 reads for llvm.readcyclecounter on
		// gfx1250: the interpreter's clock, as s_memtime.
		"s_get_shader_cycles_u64": sMemtime,
		// D.u32 = S0.u32 * S1.u32 + S2.u32 (the low 32 bits).
		"v_mad_u32":    vop3(func(a, b, c uint32) uint32 { return a*b + c }),
		"v_bitop3_b32": vbitop3(false),
		"v_bitop3_b16": vbitop3(true),
		// PC = the next instruction's address + S0.i64 (what llc-22's
		// branch relaxation emits: s_add_pc_i64 target-.Lpost_addpc).
		"s_add_pc_i64": func(w *Wave, d *instr) error {
			w.PC += w.sread64(&d.src[0])
			return nil
		},
	} {
		if op, ok := lookupOp(name); ok {
			m[op] = f
		}
	}
	register(m)
}

// satI32 and satU32 are S0 + S1 held to the type's range.
func satI32(a, b uint32) int32 {
	return int32(min(max(int64(int32(a))+int64(int32(b)), math.MinInt32), math.MaxInt32))
}

func satU32(a, b uint32) uint32 { return uint32(min(uint64(a)+uint64(b), math.MaxUint32)) }

// bitop3 is v_bitop3's bitwise function: bit i of the result is bit
// (S0[i]<<2 | S1[i]<<1 | S2[i]) of the truth table t (LLVM's BITOP3
// operand: the table of f(0xf0, 0xcc, 0xaa)).
func bitop3(a, b, c uint32, t uint8) uint32 {
	var r uint32
	for k := range 8 {
		if t>>k&1 == 0 {
			continue
		}
		m := ^uint32(0)
		for i, s := range [3]uint32{a, b, c} {
			if k>>(2-i)&1 != 0 {
				m &= s
			} else {
				m &^= s
			}
		}
		r |= m
	}
	return r
}

// vbitop3 is v_bitop3_b32, or v_bitop3_b16 on 16-bit halves (op_sel picks
// a source's high half and the destination half; the other half of the
// destination is kept).
func vbitop3(b16 bool) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		t := d.bitop3
		if !b16 {
			forLanes(w.EXEC, func(l int) { dst[l] = bitop3(a[l], b[l], c[l], t) })
			return nil
		}
		var sh [3]uint
		for i := range sh {
			if d.opsel>>i&1 != 0 {
				sh[i] = 16
			}
		}
		forLanes(w.EXEC, func(l int) {
			r := bitop3(a[l]>>sh[0], b[l]>>sh[1], c[l]>>sh[2], t) & 0xffff
			if d.opsel&8 != 0 {
				dst[l] = dst[l]&0xffff | r<<16
			} else {
				dst[l] = dst[l]&^0xffff | r
			}
		})
		return nil
	}
}

// vopdHalfOp is the operation a VOPD half runs: its plain mnemonic's, or
// for gfx1250's v_dual_bitop2_b32 v_bitop3_b32 with S2 = 0 (bitop2 reads
// two sources; its table's S2 = 0 entries apply).
func vopdHalfOp(name string) (op isa.Op, bitop2, ok bool) {
	if name == "v_bitop2_b32" {
		op, ok = lookupOp("v_bitop3_b32")
		return op, true, ok
	}
	op, ok = lookupOp(name)
	return op, false, ok
}
