package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Scalar ALU (SOP1, SOP2, SOPK, SOPC). Semantics and SCC rules from the
// Vega ISA guide, chapter 12.1-12.4, corrected where the hardware differs
// (seed ACO-README-ISA: s_bfe_* write SCC).

func init() {
	register(map[isa.Op]semFn{
		isa.OpS_MOV_B32:  func(w *Wave, d *instr) error { w.swrite32(&d.sdst, w.sread32(&d.src[0])); return nil },
		isa.OpS_MOV_B64:  func(w *Wave, d *instr) error { w.swrite64(&d.sdst, w.sread64(&d.src[0])); return nil },
		isa.OpS_MOVK_I32: func(w *Wave, d *instr) error { w.swrite32(&d.sdst, uint32(int32(int16(d.simm16)))); return nil },
		isa.OpS_CMOV_B32: func(w *Wave, d *instr) error {
			if w.SCC {
				w.swrite32(&d.sdst, w.sread32(&d.src[0]))
			}
			return nil
		},
		isa.OpS_CMOV_B64: func(w *Wave, d *instr) error {
			if w.SCC {
				w.swrite64(&d.sdst, w.sread64(&d.src[0]))
			}
			return nil
		},
		isa.OpS_CMOVK_I32: func(w *Wave, d *instr) error {
			if w.SCC {
				w.swrite32(&d.sdst, uint32(int32(int16(d.simm16))))
			}
			return nil
		},
		isa.OpS_CSELECT_B32: func(w *Wave, d *instr) error {
			v := w.sread32(&d.src[1])
			if w.SCC {
				v = w.sread32(&d.src[0])
			}
			w.swrite32(&d.sdst, v)
			return nil
		},
		isa.OpS_CSELECT_B64: func(w *Wave, d *instr) error {
			v := w.sread64(&d.src[1])
			if w.SCC {
				v = w.sread64(&d.src[0])
			}
			w.swrite64(&d.sdst, v)
			return nil
		},

		// Bitwise: SCC = result != 0.
		// The common 32-bit ops (wave32's EXEC and VCC masks) spelled out.
		isa.OpS_AND_B32: func(w *Wave, d *instr) error {
			a, b := w.sread32x2(d)
			return w.setSOP2b32(d, a&b)
		},
		isa.OpS_OR_B32: func(w *Wave, d *instr) error {
			a, b := w.sread32x2(d)
			return w.setSOP2b32(d, a|b)
		},
		isa.OpS_XOR_B32: func(w *Wave, d *instr) error {
			a, b := w.sread32x2(d)
			return w.setSOP2b32(d, a^b)
		},
		isa.OpS_ANDN2_B32: func(w *Wave, d *instr) error {
			a, b := w.sread32x2(d)
			return w.setSOP2b32(d, a&^b)
		},
		isa.OpS_ORN2_B32: sop2b32(func(a, b uint32) uint32 { return a | ^b }),
		isa.OpS_NAND_B32: sop2b32(func(a, b uint32) uint32 { return ^(a & b) }),
		isa.OpS_NOR_B32:  sop2b32(func(a, b uint32) uint32 { return ^(a | b) }),
		isa.OpS_XNOR_B32: sop2b32(func(a, b uint32) uint32 { return ^(a ^ b) }),
		// The common 64-bit ops spelled out: no call per operation.
		isa.OpS_AND_B64: func(w *Wave, d *instr) error {
			a, b := w.sread64x2(d)
			return w.setSOP2b64(d, a&b)
		},
		isa.OpS_OR_B64: func(w *Wave, d *instr) error {
			a, b := w.sread64x2(d)
			return w.setSOP2b64(d, a|b)
		},
		isa.OpS_XOR_B64: func(w *Wave, d *instr) error {
			a, b := w.sread64x2(d)
			return w.setSOP2b64(d, a^b)
		},
		isa.OpS_ANDN2_B64: func(w *Wave, d *instr) error {
			a, b := w.sread64x2(d)
			return w.setSOP2b64(d, a&^b)
		},
		isa.OpS_ORN2_B64: sop2b64(func(a, b uint64) uint64 { return a | ^b }),
		isa.OpS_NAND_B64: sop2b64(func(a, b uint64) uint64 { return ^(a & b) }),
		isa.OpS_NOR_B64:  sop2b64(func(a, b uint64) uint64 { return ^(a | b) }),
		isa.OpS_XNOR_B64: sop2b64(func(a, b uint64) uint64 { return ^(a ^ b) }),
		isa.OpS_NOT_B32: func(w *Wave, d *instr) error {
			v := ^w.sread32(&d.src[0])
			w.swrite32(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_NOT_B64: func(w *Wave, d *instr) error {
			v := ^w.sread64(&d.src[0])
			w.swrite64(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},

		// EXEC manipulation: D = EXEC; EXEC = f(S0, EXEC); SCC = EXEC != 0.
		isa.OpS_AND_SAVEEXEC_B64: func(w *Wave, d *instr) error {
			s := w.sread64(&d.src[0])
			return w.setSaveexec(d, s&w.EXEC)
		},
		isa.OpS_OR_SAVEEXEC_B64: func(w *Wave, d *instr) error {
			s := w.sread64(&d.src[0])
			return w.setSaveexec(d, s|w.EXEC)
		},
		isa.OpS_XOR_SAVEEXEC_B64: func(w *Wave, d *instr) error {
			s := w.sread64(&d.src[0])
			return w.setSaveexec(d, s^w.EXEC)
		},
		isa.OpS_ANDN2_SAVEEXEC_B64: func(w *Wave, d *instr) error {
			s := w.sread64(&d.src[0])
			return w.setSaveexec(d, s&^w.EXEC)
		},
		isa.OpS_ORN2_SAVEEXEC_B64:  saveexec(func(s, e uint64) uint64 { return s | ^e }),
		isa.OpS_NAND_SAVEEXEC_B64:  saveexec(func(s, e uint64) uint64 { return ^(s & e) }),
		isa.OpS_NOR_SAVEEXEC_B64:   saveexec(func(s, e uint64) uint64 { return ^(s | e) }),
		isa.OpS_XNOR_SAVEEXEC_B64:  saveexec(func(s, e uint64) uint64 { return ^(s ^ e) }),
		isa.OpS_ANDN1_SAVEEXEC_B64: saveexec(func(s, e uint64) uint64 { return ^s & e }),
		isa.OpS_ORN1_SAVEEXEC_B64:  saveexec(func(s, e uint64) uint64 { return ^s | e }),

		// Arithmetic.
		isa.OpS_ADD_U32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s, c := bits.Add32(a, b, 0)
			w.swrite32(&d.sdst, s)
			w.SCC = c != 0
			return nil
		},
		isa.OpS_ADDC_U32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s, c := bits.Add32(a, b, b2u(w.SCC))
			w.swrite32(&d.sdst, s)
			w.SCC = c != 0
			return nil
		},
		isa.OpS_SUB_U32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s, c := bits.Sub32(a, b, 0)
			w.swrite32(&d.sdst, s)
			w.SCC = c != 0
			return nil
		},
		isa.OpS_SUBB_U32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s, c := bits.Sub32(a, b, b2u(w.SCC))
			w.swrite32(&d.sdst, s)
			w.SCC = c != 0
			return nil
		},
		isa.OpS_ADD_I32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s := a + b
			w.swrite32(&d.sdst, s)
			w.SCC = addOverflows(a, b, s)
			return nil
		},
		isa.OpS_SUB_I32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			s := a - b
			w.swrite32(&d.sdst, s)
			w.SCC = (a^b)&(a^s)>>31 != 0
			return nil
		},
		isa.OpS_ADDK_I32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.sdst), uint32(int32(int16(d.simm16)))
			s := a + b
			w.swrite32(&d.sdst, s)
			w.SCC = addOverflows(a, b, s)
			return nil
		},
		isa.OpS_MULK_I32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.sdst)*uint32(int32(int16(d.simm16))))
			return nil
		},
		isa.OpS_MUL_I32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.src[0])*w.sread32(&d.src[1]))
			return nil
		},
		isa.OpS_MUL_HI_U32: func(w *Wave, d *instr) error {
			hi, _ := bits.Mul32(w.sread32(&d.src[0]), w.sread32(&d.src[1]))
			w.swrite32(&d.sdst, hi)
			return nil
		},
		isa.OpS_MUL_HI_I32: func(w *Wave, d *instr) error {
			p := int64(int32(w.sread32(&d.src[0]))) * int64(int32(w.sread32(&d.src[1])))
			w.swrite32(&d.sdst, uint32(uint64(p)>>32))
			return nil
		},
		isa.OpS_ABS_I32: func(w *Wave, d *instr) error {
			v := int32(w.sread32(&d.src[0]))
			if v < 0 {
				v = -v
			}
			w.swrite32(&d.sdst, uint32(v))
			w.SCC = v != 0
			return nil
		},
		isa.OpS_ABSDIFF_I32: func(w *Wave, d *instr) error {
			v := int32(w.sread32(&d.src[0])) - int32(w.sread32(&d.src[1]))
			if v < 0 {
				v = -v
			}
			w.swrite32(&d.sdst, uint32(v))
			w.SCC = v != 0
			return nil
		},
		isa.OpS_MIN_I32: sminmax(func(a, b uint32) bool { return int32(a) < int32(b) }),
		isa.OpS_MIN_U32: sminmax(func(a, b uint32) bool { return a < b }),
		isa.OpS_MAX_I32: sminmax(func(a, b uint32) bool { return int32(a) > int32(b) }),
		isa.OpS_MAX_U32: sminmax(func(a, b uint32) bool { return a > b }),

		// Shifts: the shift amount is S1[4:0] (S1[5:0] for 64 bits); SCC = result != 0.
		isa.OpS_LSHL_B32: sop2b32(func(a, b uint32) uint32 { return a << (b & 31) }),
		isa.OpS_LSHR_B32: sop2b32(func(a, b uint32) uint32 { return a >> (b & 31) }),
		isa.OpS_ASHR_I32: sop2b32(func(a, b uint32) uint32 { return uint32(int32(a) >> (b & 31)) }),
		isa.OpS_LSHL_B64: sshift64(func(a uint64, n uint32) uint64 { return a << (n & 63) }),
		isa.OpS_LSHR_B64: sshift64(func(a uint64, n uint32) uint64 { return a >> (n & 63) }),
		isa.OpS_ASHR_I64: sshift64(func(a uint64, n uint32) uint64 { return uint64(int64(a) >> (n & 63)) }),
		// s_lshlN_add_u32 (GFX9): D = (S0 << N) + S1; SCC = unsigned overflow of the whole.
		isa.OpS_LSHL1_ADD_U32: slshlAdd(1),
		isa.OpS_LSHL2_ADD_U32: slshlAdd(2),
		isa.OpS_LSHL3_ADD_U32: slshlAdd(3),
		isa.OpS_LSHL4_ADD_U32: slshlAdd(4),

		// Bit fields. s_bfe: offset S1[4:0] (S1[5:0] for 64), width S1[22:16]; SCC = result != 0.
		isa.OpS_BFE_U32: sop2b32(func(a, b uint32) uint32 { return bfeU32(a, b&31, b>>16&0x7f) }),
		isa.OpS_BFE_I32: sop2b32(func(a, b uint32) uint32 { return bfeI32(a, b&31, b>>16&0x7f) }),
		isa.OpS_BFE_U64: func(w *Wave, d *instr) error {
			a, b := w.sread64(&d.src[0]), w.sread32(&d.src[1])
			v := bfeU64(a, b&63, b>>16&0x7f)
			w.swrite64(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_BFE_I64: func(w *Wave, d *instr) error {
			a, b := w.sread64(&d.src[0]), w.sread32(&d.src[1])
			v := bfeI64(a, b&63, b>>16&0x7f)
			w.swrite64(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_BFM_B32: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			w.swrite32(&d.sdst, (uint32(1)<<(a&31)-1)<<(b&31))
			return nil
		},
		isa.OpS_BFM_B64: func(w *Wave, d *instr) error {
			a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
			w.swrite64(&d.sdst, (uint64(1)<<(a&63)-1)<<(b&63))
			return nil
		},
		isa.OpS_BREV_B32: func(w *Wave, d *instr) error { w.swrite32(&d.sdst, bits.Reverse32(w.sread32(&d.src[0]))); return nil },
		isa.OpS_BREV_B64: func(w *Wave, d *instr) error { w.swrite64(&d.sdst, bits.Reverse64(w.sread64(&d.src[0]))); return nil },
		isa.OpS_BCNT1_I32_B32: func(w *Wave, d *instr) error {
			v := uint32(bits.OnesCount32(w.sread32(&d.src[0])))
			w.swrite32(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_BCNT1_I32_B64: func(w *Wave, d *instr) error {
			v := uint32(bits.OnesCount64(w.sread64(&d.src[0])))
			w.swrite32(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_BCNT0_I32_B32: func(w *Wave, d *instr) error {
			v := uint32(32 - bits.OnesCount32(w.sread32(&d.src[0])))
			w.swrite32(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		isa.OpS_BCNT0_I32_B64: func(w *Wave, d *instr) error {
			v := uint32(64 - bits.OnesCount64(w.sread64(&d.src[0])))
			w.swrite32(&d.sdst, v)
			w.SCC = v != 0
			return nil
		},
		// s_ff1: index of the lowest 1 bit, -1 if none; s_flbit: count of
		// leading zeros from the MSB, -1 if none.
		isa.OpS_FF1_I32_B32: func(w *Wave, d *instr) error { w.swrite32(&d.sdst, ff1(uint64(w.sread32(&d.src[0])))); return nil },
		isa.OpS_FF1_I32_B64: func(w *Wave, d *instr) error { w.swrite32(&d.sdst, ff1(w.sread64(&d.src[0]))); return nil },
		isa.OpS_FF0_I32_B32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, ff1(uint64(^w.sread32(&d.src[0]))))
			return nil
		},
		isa.OpS_FF0_I32_B64: func(w *Wave, d *instr) error { w.swrite32(&d.sdst, ff1(^w.sread64(&d.src[0]))); return nil },
		isa.OpS_FLBIT_I32_B32: func(w *Wave, d *instr) error {
			v := w.sread32(&d.src[0])
			r := uint32(0xffff_ffff)
			if v != 0 {
				r = uint32(bits.LeadingZeros32(v))
			}
			w.swrite32(&d.sdst, r)
			return nil
		},
		isa.OpS_FLBIT_I32_B64: func(w *Wave, d *instr) error {
			v := w.sread64(&d.src[0])
			r := uint32(0xffff_ffff)
			if v != 0 {
				r = uint32(bits.LeadingZeros64(v))
			}
			w.swrite32(&d.sdst, r)
			return nil
		},
		isa.OpS_FLBIT_I32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, flbitI32(w.sread32(&d.src[0])))
			return nil
		},
		isa.OpS_SEXT_I32_I8: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, uint32(int32(int8(w.sread32(&d.src[0])))))
			return nil
		},
		isa.OpS_SEXT_I32_I16: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, uint32(int32(int16(w.sread32(&d.src[0])))))
			return nil
		},
		isa.OpS_BITSET0_B32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.sdst)&^(1<<(w.sread32(&d.src[0])&31)))
			return nil
		},
		isa.OpS_BITSET1_B32: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.sdst)|1<<(w.sread32(&d.src[0])&31))
			return nil
		},
		isa.OpS_BITSET0_B64: func(w *Wave, d *instr) error {
			w.swrite64(&d.sdst, w.sread64(&d.sdst)&^(1<<(w.sread32(&d.src[0])&63)))
			return nil
		},
		isa.OpS_BITSET1_B64: func(w *Wave, d *instr) error {
			w.swrite64(&d.sdst, w.sread64(&d.sdst)|1<<(w.sread32(&d.src[0])&63))
			return nil
		},
		isa.OpS_PACK_LL_B32_B16: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.src[0])&0xffff|w.sread32(&d.src[1])<<16)
			return nil
		},
		isa.OpS_PACK_LH_B32_B16: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.src[0])&0xffff|w.sread32(&d.src[1])&0xffff_0000)
			return nil
		},
		isa.OpS_PACK_HH_B32_B16: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, w.sread32(&d.src[0])>>16|w.sread32(&d.src[1])&0xffff_0000)
			return nil
		},

		// Compares (SOPC): SCC = S0 op S1.
		isa.OpS_CMP_EQ_I32: scmp(func(a, b uint32) bool { return a == b }),
		isa.OpS_CMP_EQ_U32: scmp(func(a, b uint32) bool { return a == b }),
		isa.OpS_CMP_LG_I32: scmp(func(a, b uint32) bool { return a != b }),
		isa.OpS_CMP_LG_U32: scmp(func(a, b uint32) bool { return a != b }),
		isa.OpS_CMP_GT_I32: scmp(func(a, b uint32) bool { return int32(a) > int32(b) }),
		isa.OpS_CMP_GE_I32: scmp(func(a, b uint32) bool { return int32(a) >= int32(b) }),
		isa.OpS_CMP_LT_I32: scmp(func(a, b uint32) bool { return int32(a) < int32(b) }),
		isa.OpS_CMP_LE_I32: scmp(func(a, b uint32) bool { return int32(a) <= int32(b) }),
		isa.OpS_CMP_GT_U32: scmp(func(a, b uint32) bool { return a > b }),
		isa.OpS_CMP_GE_U32: scmp(func(a, b uint32) bool { return a >= b }),
		isa.OpS_CMP_LT_U32: scmp(func(a, b uint32) bool { return a < b }),
		isa.OpS_CMP_LE_U32: scmp(func(a, b uint32) bool { return a <= b }),
		isa.OpS_CMP_EQ_U64: func(w *Wave, d *instr) error { w.SCC = w.sread64(&d.src[0]) == w.sread64(&d.src[1]); return nil },
		isa.OpS_CMP_LG_U64: func(w *Wave, d *instr) error { w.SCC = w.sread64(&d.src[0]) != w.sread64(&d.src[1]); return nil },
		isa.OpS_BITCMP0_B32: func(w *Wave, d *instr) error {
			w.SCC = w.sread32(&d.src[0])>>(w.sread32(&d.src[1])&31)&1 == 0
			return nil
		},
		isa.OpS_BITCMP1_B32: func(w *Wave, d *instr) error {
			w.SCC = w.sread32(&d.src[0])>>(w.sread32(&d.src[1])&31)&1 == 1
			return nil
		},
		isa.OpS_BITCMP0_B64: func(w *Wave, d *instr) error {
			w.SCC = w.sread64(&d.src[0])>>(w.sread32(&d.src[1])&63)&1 == 0
			return nil
		},
		isa.OpS_BITCMP1_B64: func(w *Wave, d *instr) error {
			w.SCC = w.sread64(&d.src[0])>>(w.sread32(&d.src[1])&63)&1 == 1
			return nil
		},
		// SOPK compares: SCC = D op simm16 (sign-extended for _I32, zero-extended for _U32).
		isa.OpS_CMPK_EQ_I32: scmpk(true, func(a, b uint32) bool { return a == b }),
		isa.OpS_CMPK_LG_I32: scmpk(true, func(a, b uint32) bool { return a != b }),
		isa.OpS_CMPK_GT_I32: scmpk(true, func(a, b uint32) bool { return int32(a) > int32(b) }),
		isa.OpS_CMPK_GE_I32: scmpk(true, func(a, b uint32) bool { return int32(a) >= int32(b) }),
		isa.OpS_CMPK_LT_I32: scmpk(true, func(a, b uint32) bool { return int32(a) < int32(b) }),
		isa.OpS_CMPK_LE_I32: scmpk(true, func(a, b uint32) bool { return int32(a) <= int32(b) }),
		isa.OpS_CMPK_EQ_U32: scmpk(false, func(a, b uint32) bool { return a == b }),
		isa.OpS_CMPK_LG_U32: scmpk(false, func(a, b uint32) bool { return a != b }),
		isa.OpS_CMPK_GT_U32: scmpk(false, func(a, b uint32) bool { return a > b }),
		isa.OpS_CMPK_GE_U32: scmpk(false, func(a, b uint32) bool { return a >= b }),
		isa.OpS_CMPK_LT_U32: scmpk(false, func(a, b uint32) bool { return a < b }),
		isa.OpS_CMPK_LE_U32: scmpk(false, func(a, b uint32) bool { return a <= b }),
	})
}

func sop2b32(f func(a, b uint32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		v := f(w.sread32(&d.src[0]), w.sread32(&d.src[1]))
		w.swrite32(&d.sdst, v)
		w.SCC = v != 0
		return nil
	}
}

// sread64x2 reads the two 64-bit sources of a SOP2: SGPR pairs, VCC and
// EXEC without a further call, each spelled out (as in src2K).
func (w *Wave) sread64x2(d *instr) (a, b uint64) {
	x, y := &d.src[0], &d.src[1]
	switch {
	case x.kind == isa.KindSGPR:
		a = uint64(w.SGPR[x.reg]) | uint64(w.SGPR[x.reg+1])<<32
	case x.kind == isa.KindSpecial && x.reg == isa.EncExecLo:
		a = w.EXEC
	case x.kind == isa.KindSpecial && x.reg == isa.EncVCCLo:
		a = w.VCC
	default:
		a = w.sread64(x)
	}
	switch {
	case y.kind == isa.KindSGPR:
		b = uint64(w.SGPR[y.reg]) | uint64(w.SGPR[y.reg+1])<<32
	case y.kind == isa.KindSpecial && y.reg == isa.EncExecLo:
		b = w.EXEC
	case y.kind == isa.KindSpecial && y.reg == isa.EncVCCLo:
		b = w.VCC
	default:
		b = w.sread64(y)
	}
	return a, b
}

// sread32x2 reads the two 32-bit sources of a SOP2: SGPRs, EXEC_LO and
// VCC_LO (wave32's masks) without a further call, as sread64x2.
func (w *Wave) sread32x2(d *instr) (a, b uint32) {
	x, y := &d.src[0], &d.src[1]
	switch {
	case x.kind == isa.KindSGPR:
		a = w.SGPR[x.reg]
	case x.kind == isa.KindSpecial && x.reg == isa.EncExecLo:
		a = uint32(w.EXEC)
	case x.kind == isa.KindSpecial && x.reg == isa.EncVCCLo:
		a = uint32(w.VCC)
	default:
		a = w.sread32Other(x)
	}
	switch {
	case y.kind == isa.KindSGPR:
		b = w.SGPR[y.reg]
	case y.kind == isa.KindSpecial && y.reg == isa.EncExecLo:
		b = uint32(w.EXEC)
	case y.kind == isa.KindSpecial && y.reg == isa.EncVCCLo:
		b = uint32(w.VCC)
	default:
		b = w.sread32Other(y)
	}
	return a, b
}

// setSOP2b32 writes a 32-bit SOP2 result (an SGPR and EXEC_LO inline) and
// SCC = result != 0.
func (w *Wave) setSOP2b32(d *instr, v uint32) error {
	switch o := &d.sdst; {
	case o.kind == isa.KindSGPR:
		w.SGPR[o.reg] = v
	case o.kind == isa.KindSpecial && o.reg == isa.EncExecLo:
		w.EXEC = w.EXEC&^0xffff_ffff | uint64(v)
	default:
		w.swrite32(o, v)
	}
	w.SCC = v != 0
	return nil
}

// setSOP2b64 writes a 64-bit SOP2 result and SCC = result != 0.
func (w *Wave) setSOP2b64(d *instr, v uint64) error {
	w.swrite64(&d.sdst, v)
	w.SCC = v != 0
	return nil
}

// setSaveexec ends an s_*_saveexec_b64: D = the old EXEC, EXEC = v, SCC =
// EXEC != 0.
func (w *Wave) setSaveexec(d *instr, v uint64) error {
	old := w.EXEC
	w.EXEC = v & w.LaneMask()
	w.swrite64(&d.sdst, old)
	w.SCC = w.EXEC != 0
	return nil
}

func sop2b64(f func(a, b uint64) uint64) semFn {
	return func(w *Wave, d *instr) error {
		a, b := w.sread64x2(d)
		return w.setSOP2b64(d, f(a, b))
	}
}

func sshift64(f func(a uint64, n uint32) uint64) semFn {
	return func(w *Wave, d *instr) error {
		v := f(w.sread64(&d.src[0]), w.sread32(&d.src[1]))
		w.swrite64(&d.sdst, v)
		w.SCC = v != 0
		return nil
	}
}

func saveexec(f func(s, exec uint64) uint64) semFn {
	return func(w *Wave, d *instr) error {
		s := w.sread64(&d.src[0])
		return w.setSaveexec(d, f(s, w.EXEC))
	}
}

// sminmax: D = S0 if less (more) else S1; SCC = 1 when S0 was chosen.
func sminmax(pick0 func(a, b uint32) bool) semFn {
	return func(w *Wave, d *instr) error {
		a, b := w.sread32(&d.src[0]), w.sread32(&d.src[1])
		if pick0(a, b) {
			w.swrite32(&d.sdst, a)
			w.SCC = true
		} else {
			w.swrite32(&d.sdst, b)
			w.SCC = false
		}
		return nil
	}
}

func slshlAdd(n uint) semFn {
	return func(w *Wave, d *instr) error {
		a, b := uint64(w.sread32(&d.src[0])), uint64(w.sread32(&d.src[1]))
		v := a<<n + b
		w.swrite32(&d.sdst, uint32(v))
		w.SCC = v>>32 != 0
		return nil
	}
}

func scmp(f func(a, b uint32) bool) semFn {
	return func(w *Wave, d *instr) error {
		w.SCC = f(w.sread32(&d.src[0]), w.sread32(&d.src[1]))
		return nil
	}
}

func scmpk(signed bool, f func(a, b uint32) bool) semFn {
	return func(w *Wave, d *instr) error {
		k := uint32(uint16(d.simm16))
		if signed {
			k = uint32(int32(int16(d.simm16)))
		}
		w.SCC = f(w.sread32(&d.sdst), k)
		return nil
	}
}

// addOverflows is the signed overflow of s = a + b.
func addOverflows(a, b, s uint32) bool { return ^(a^b)&(a^s)>>31 != 0 }

func bfeU32(v, off, width uint32) uint32 {
	if width == 0 {
		return 0
	}
	if width >= 32 {
		return v >> off
	}
	return v >> off & (1<<width - 1)
}

func bfeI32(v, off, width uint32) uint32 {
	if width == 0 {
		return 0
	}
	x := v >> off
	if width >= 32 {
		return uint32(int32(v) >> off)
	}
	sh := 32 - width
	return uint32(int32(x<<sh) >> sh)
}

func bfeU64(v uint64, off, width uint32) uint64 {
	if width == 0 {
		return 0
	}
	if width >= 64 {
		return v >> off
	}
	return v >> off & (1<<width - 1)
}

func bfeI64(v uint64, off, width uint32) uint64 {
	if width == 0 {
		return 0
	}
	if width >= 64 {
		return uint64(int64(v) >> off)
	}
	sh := 64 - width
	return uint64(int64((v>>off)<<sh) >> sh)
}

func ff1(v uint64) uint32 {
	if v == 0 {
		return 0xffff_ffff
	}
	return uint32(bits.TrailingZeros64(v))
}

// flbitI32 counts the bits from the MSB that equal the sign bit, excluding
// it... as s_flbit_i32: the position of the first bit that differs from the
// sign bit, counted from the MSB; -1 for 0 and -1.
func flbitI32(v uint32) uint32 {
	if v == 0 || v == 0xffff_ffff {
		return 0xffff_ffff
	}
	if int32(v) < 0 {
		v = ^v
	}
	return uint32(bits.LeadingZeros32(v))
}

// sop2b32Special returns the 32-bit bitwise SOP2 of instruction d (op:
// and, or, xor, andn2) specialised to its operands when they are what
// wave32 mask code uses (S0 an SGPR, EXEC_LO or VCC_LO, S1 an SGPR, D an
// SGPR or EXEC_LO), or nil: no operand-kind tests and no call per
// instruction (errGeneral, for the general semantics, when the fast paths
// are off).
func sop2b32Special(d *instr, op int, _ semFn) semFn {
	x, y, o := &d.src[0], &d.src[1], &d.sdst
	if y.kind != isa.KindSGPR {
		return nil
	}
	src := 0 // an SGPR
	switch {
	case x.kind == isa.KindSpecial && x.reg == isa.EncExecLo:
		src = 1
	case x.kind == isa.KindSpecial && x.reg == isa.EncVCCLo:
		src = 2
	case x.kind != isa.KindSGPR:
		return nil
	}
	toExec := o.kind == isa.KindSpecial && o.reg == isa.EncExecLo
	if !toExec && o.kind != isa.KindSGPR {
		return nil
	}
	i, j, k := x.reg, y.reg, o.reg
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		var a uint32
		switch src {
		case 0:
			a = w.SGPR[i]
		case 1:
			a = uint32(w.EXEC)
		default:
			a = uint32(w.VCC)
		}
		b := w.SGPR[j]
		switch op {
		case 0:
			a &= b
		case 1:
			a |= b
		case 2:
			a ^= b
		default:
			a &^= b
		}
		if toExec {
			w.EXEC = w.EXEC&^0xffff_ffff | uint64(a)
		} else {
			w.SGPR[k] = a
		}
		w.SCC = a != 0
		return nil
	}
}

// smov32Special returns s_mov_b32 specialised to instruction d when it
// copies an SGPR, a constant, EXEC_LO or VCC_LO to an SGPR (wave32 code
// saves EXEC_LO so at every divergent branch), or nil.
func smov32Special(d *instr, _ semFn) semFn {
	x, o := &d.src[0], &d.sdst
	if o.kind != isa.KindSGPR {
		return nil
	}
	const (
		fromSGPR = iota
		fromConst
		fromExecLo
		fromVCCLo
	)
	var from int
	switch {
	case x.kind == isa.KindSGPR:
		from = fromSGPR
	case x.kind == isa.KindInline || x.kind == isa.KindLiteral || x.kind == isa.KindImm:
		from = fromConst
	case x.kind == isa.KindSpecial && x.reg == isa.EncExecLo:
		from = fromExecLo
	case x.kind == isa.KindSpecial && x.reg == isa.EncVCCLo:
		from = fromVCCLo
	default:
		return nil
	}
	i, k, c := x.reg, o.reg, uint32(x.imm)
	return func(w *Wave, d *instr) error {
		if fastPathsOff {
			return errGeneral
		}
		v := c
		switch from {
		case fromSGPR:
			v = w.SGPR[i]
		case fromExecLo:
			v = uint32(w.EXEC)
		case fromVCCLo:
			v = uint32(w.VCC)
		}
		w.SGPR[k] = v
		return nil
	}
}

func init() {
	specialisers[isa.OpS_MOV_B32] = smov32Special
	for i, op := range []isa.Op{isa.OpS_AND_B32, isa.OpS_OR_B32, isa.OpS_XOR_B32, isa.OpS_ANDN2_B32} {
		specialisers[op] = func(d *instr, fn semFn) semFn { return sop2b32Special(d, i, fn) }
	}
}
