package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Integer and bitwise VALU operations (VOP1, VOP2, VOP3 integer forms).
// Semantics from the Vega ISA guide chapter 12.7-12.11; hardware behaviour
// where the guide is wrong follows seed ACO-README-ISA (v_bcnt_u32_b32 adds
// its second operand).

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_MOV_B32:   vmov,
		isa.OpV_MOV_B64:   vop64(1, func(a, _ uint64) uint64 { return a }),
		isa.OpV_NOT_B32:   vop1(func(a uint32) uint32 { return ^a }),
		isa.OpV_BFREV_B32: vop1(bits.Reverse32),
		isa.OpV_FFBH_U32: vop1(func(a uint32) uint32 {
			if a == 0 {
				return 0xffff_ffff
			}
			return uint32(bits.LeadingZeros32(a))
		}),
		isa.OpV_FFBL_B32: vop1(func(a uint32) uint32 { return ff1(uint64(a)) }),
		isa.OpV_FFBH_I32: vop1(flbitI32),

		isa.OpV_AND_B32:  vop2K(func(a, b uint32) uint32 { return a & b }, andLanes, binAnd),
		isa.OpV_OR_B32:   vop2K(func(a, b uint32) uint32 { return a | b }, orLanes, binOr),
		isa.OpV_XOR_B32:  vop2K(func(a, b uint32) uint32 { return a ^ b }, xorLanes, binXor),
		isa.OpV_XNOR_B32: vop2(func(a, b uint32) uint32 { return ^(a ^ b) }),
		// Reversed shifts: D = S1 shifted by S0[4:0].
		isa.OpV_LSHLREV_B32: vop2K(func(a, b uint32) uint32 { return b << (a & 31) }, lshlrevLanes, binLshlrev),
		isa.OpV_LSHRREV_B32: vop2K(func(a, b uint32) uint32 { return b >> (a & 31) }, lshrrevLanes, binLshrrev),
		isa.OpV_ASHRREV_I32: vop2K(func(a, b uint32) uint32 { return uint32(int32(b) >> (a & 31)) }, ashrrevLanes, binAshrrev),
		isa.OpV_LSHLREV_B64: shift64K(0, shift64Fast(true, vshift64(true))),
		isa.OpV_LSHRREV_B64: shift64K(1, shift64Fast(false, vshift64(false))),
		isa.OpV_ASHRREV_I64: shift64K(2, vop64(2, func(a, b uint64) uint64 { return uint64(int64(b) >> (a & 63)) })),

		isa.OpV_MIN_U32: vop2K(func(a, b uint32) uint32 { return min(a, b) }, nil, binMinU32),
		isa.OpV_MAX_U32: vop2K(func(a, b uint32) uint32 { return max(a, b) }, nil, binMaxU32),
		isa.OpV_MIN_I32: vop2K(func(a, b uint32) uint32 { return uint32(min(int32(a), int32(b))) }, nil, binMinI32),
		isa.OpV_MAX_I32: vop2K(func(a, b uint32) uint32 { return uint32(max(int32(a), int32(b))) }, nil, binMaxI32),

		isa.OpV_MUL_LO_U32: vop2K(func(a, b uint32) uint32 { return a * b }, mulLoLanes, binMulLo),
		isa.OpV_MUL_HI_U32: vop2(func(a, b uint32) uint32 { hi, _ := bits.Mul32(a, b); return hi }),
		isa.OpV_MUL_HI_I32: vop2(func(a, b uint32) uint32 {
			return uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32)
		}),
		// 24-bit multiplies: the low 24 bits of each operand, sign-extended for _I32.
		isa.OpV_MUL_U32_U24: vop2(func(a, b uint32) uint32 { return (a & 0xffffff) * (b & 0xffffff) }),
		isa.OpV_MUL_I32_I24: vop2(func(a, b uint32) uint32 { return uint32(sext24(a) * sext24(b)) }),
		isa.OpV_MUL_HI_U32_U24: vop2(func(a, b uint32) uint32 {
			return uint32(uint64(a&0xffffff) * uint64(b&0xffffff) >> 32)
		}),
		isa.OpV_MUL_HI_I32_I24: vop2(func(a, b uint32) uint32 {
			return uint32(uint64(int64(sext24(a))*int64(sext24(b))) >> 32)
		}),
		isa.OpV_MAD_U32_U24: vop3(func(a, b, c uint32) uint32 { return (a&0xffffff)*(b&0xffffff) + c }),
		isa.OpV_MAD_I32_I24: vop3(func(a, b, c uint32) uint32 { return uint32(sext24(a)*sext24(b)) + c }),

		isa.OpV_BFE_U32: vop3(func(a, b, c uint32) uint32 { return bfeU32(a, b&31, c&31) }),
		isa.OpV_BFE_I32: vop3(func(a, b, c uint32) uint32 { return bfeI32(a, b&31, c&31) }),
		isa.OpV_BFI_B32: vop3(func(a, b, c uint32) uint32 { return a&b | ^a&c }),
		isa.OpV_BFM_B32: vop2(func(a, b uint32) uint32 { return (uint32(1)<<(a&31) - 1) << (b & 31) }),
		isa.OpV_ALIGNBIT_B32: vop3(func(a, b, c uint32) uint32 {
			return uint32((uint64(a)<<32 | uint64(b)) >> (c & 31))
		}),
		isa.OpV_ALIGNBYTE_B32: vop3(func(a, b, c uint32) uint32 {
			return uint32((uint64(a)<<32 | uint64(b)) >> (8 * (c & 3)))
		}),
		// v_bcnt_u32_b32: D = popcount(S0) + S1.
		isa.OpV_BCNT_U32_B32: vop2(func(a, b uint32) uint32 { return uint32(bits.OnesCount32(a)) + b }),
		// v_mbcnt_lo/hi: D = popcount(S0 & the lanes below this one, low or
		// high half) + S1.
		isa.OpV_MBCNT_LO_U32_B32: vmbcnt(0),
		isa.OpV_MBCNT_HI_U32_B32: vmbcnt(32),

		// GFX9 three-operand forms.
		isa.OpV_LSHL_ADD_U32: vop3(func(a, b, c uint32) uint32 { return a<<(b&31) + c }),
		isa.OpV_ADD_LSHL_U32: vop3(func(a, b, c uint32) uint32 { return (a + b) << (c & 31) }),
		isa.OpV_LSHL_OR_B32:  vop3(func(a, b, c uint32) uint32 { return a<<(b&31) | c }),
		isa.OpV_AND_OR_B32:   vop3(func(a, b, c uint32) uint32 { return a&b | c }),
		isa.OpV_OR3_B32:      vop3(func(a, b, c uint32) uint32 { return a | b | c }),
		isa.OpV_XAD_U32:      vop3(func(a, b, c uint32) uint32 { return a ^ b + c }),
		isa.OpV_ADD3_U32:     vop3(func(a, b, c uint32) uint32 { return a + b + c }),
		isa.OpV_MIN3_U32:     vop3(func(a, b, c uint32) uint32 { return min(a, b, c) }),
		isa.OpV_MAX3_U32:     vop3(func(a, b, c uint32) uint32 { return max(a, b, c) }),
		isa.OpV_MIN3_I32:     vop3(func(a, b, c uint32) uint32 { return uint32(min(int32(a), int32(b), int32(c))) }),
		isa.OpV_MAX3_I32:     vop3(func(a, b, c uint32) uint32 { return uint32(max(int32(a), int32(b), int32(c))) }),
		isa.OpV_MED3_U32:     vop3(func(a, b, c uint32) uint32 { return max(min(a, b), min(max(a, b), c)) }),
		isa.OpV_MED3_I32: vop3(func(a, b, c uint32) uint32 {
			x, y, z := int32(a), int32(b), int32(c)
			return uint32(max(min(x, y), min(max(x, y), z)))
		}),
		isa.OpV_PERM_B32: vop3(permB32),
		// Sums of absolute differences. v_sad_u32 uses the unsigned
		// distance (ACO-README-ISA: the Vega guide's signed abs is wrong).
		isa.OpV_SAD_U32: vop3(func(a, b, c uint32) uint32 { return max(a, b) - min(a, b) + c }),
		isa.OpV_SAD_U16: vop3(func(a, b, c uint32) uint32 {
			var s uint32
			for k := uint(0); k < 32; k += 16 {
				x, y := a>>k&0xffff, b>>k&0xffff
				s += max(x, y) - min(x, y)
			}
			return s + c
		}),
		isa.OpV_SAD_U8:    vop3(func(a, b, c uint32) uint32 { return sadBytes(a, b) + c }),
		isa.OpV_SAD_HI_U8: vop3(func(a, b, c uint32) uint32 { return sadBytes(a, b)<<16 + c }),

		// Adds and subtracts. Where the encoding has a carry-out (GFX8's
		// v_add_u32, GFX9's v_add_co_u32) it is written, else not.
		isa.OpV_ADD_U32:        vaddsub(false, false, false),
		isa.OpV_ADD_CO_U32:     vaddsub(false, false, false),
		isa.OpV_SUB_U32:        vaddsub(true, false, false),
		isa.OpV_SUB_CO_U32:     vaddsub(true, false, false),
		isa.OpV_SUBREV_U32:     vaddsub(true, true, false),
		isa.OpV_SUBREV_CO_U32:  vaddsub(true, true, false),
		isa.OpV_ADDC_U32:       vaddsub(false, false, true),
		isa.OpV_ADDC_CO_U32:    vaddsub(false, false, true),
		isa.OpV_SUBB_U32:       vaddsub(true, false, true),
		isa.OpV_SUBB_CO_U32:    vaddsub(true, false, true),
		isa.OpV_SUBBREV_U32:    vaddsub(true, true, true),
		isa.OpV_SUBBREV_CO_U32: vaddsub(true, true, true),

		// 64-bit multiply-adds (VOP3b): {D1, D0} = S0 * S1 + {S2}; the carry-out
		// mask is 0 (the hardware never carries out of the 64-bit sum per the guide).
		isa.OpV_MAD_U64_U32: vmad64(false),
		isa.OpV_MAD_I64_I32: vmad64(true),
		isa.OpV_LSHL_ADD_U64: func(w *Wave, d *instr) error {
			al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
			sh := w.vsrc(&d.src[1], &w.tmp[2])
			cl, ch := w.vsrc64(&d.src[2], &w.tmp[3], &w.tmp[4])
			dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) {
				r := (uint64(ah[l])<<32|uint64(al[l]))<<(sh[l]&7) + (uint64(ch[l])<<32 | uint64(cl[l]))
				dlo[l], dhi[l] = uint32(r), uint32(r>>32)
			})
			return nil
		},

		isa.OpV_CNDMASK_B32: func(w *Wave, d *instr) error {
			var mask uint64
			if d.src[2].present() {
				mask = w.readMask(&d.src[2])
			} else {
				mask = w.vccMask()
			}
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			a, b = applyIntMods(d, 0, a, &w.tmp[0]), applyIntMods(d, 1, b, &w.tmp[1])
			dst := w.vdstLanes(&d.vdst, 0)
			if useLaneKernels() {
				laneCndmask((*[64]uint32)(dst), (*[64]uint32)(a), (*[64]uint32)(b), mask, w.EXEC)
				return nil
			}
			if !fastPathsOff && w.EXEC == allLanes {
				cndmaskLanes(dst, a, b, mask)
				return nil
			}
			forLanes(w.EXEC, func(l int) {
				if mask>>uint(l)&1 != 0 {
					dst[l] = b[l]
				} else {
					dst[l] = a[l]
				}
			})
			return nil
		},

		// Lane access.
		isa.OpV_READFIRSTLANE_B32: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			l := 0
			if w.EXEC != 0 {
				l = bits.TrailingZeros64(w.EXEC)
			}
			w.swrite32(&d.vdst, a[l])
			return nil
		},
		isa.OpV_READLANE_B32: func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			// The lane select is S1[5:0] in wave64, S1[4:0] in wave32.
			w.swrite32(&d.vdst, a[w.sread32(&d.src[1])&uint32(w.LaneCount()-1)])
			return nil
		},
		isa.OpV_WRITELANE_B32: func(w *Wave, d *instr) error {
			v := w.sread32(&d.src[0])
			w.vdstLanes(&d.vdst, 0)[w.sread32(&d.src[1])&uint32(w.LaneCount()-1)] = v
			return nil
		},

		// AGPR moves (gfx908+) and gfx90a's packed move.
		isa.OpV_ACCVGPR_READ_B32:  vop1(func(a uint32) uint32 { return a }),
		isa.OpV_ACCVGPR_WRITE_B32: vop1(func(a uint32) uint32 { return a }),
		isa.OpV_ACCVGPR_MOV_B32:   vop1(func(a uint32) uint32 { return a }),
		isa.OpV_PK_MOV_B32: func(w *Wave, d *instr) error {
			// D.lo = op_sel[0] ? S0.hi : S0.lo; D.hi = op_sel[1] ? S1.hi : S1.lo.
			al, ah := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
			bl, bh := w.vsrc64(&d.src[1], &w.tmp[2], &w.tmp[3])
			x, y := al, bl
			if d.opsel&1 != 0 {
				x = ah
			}
			if d.opsel&2 != 0 {
				y = bh
			}
			dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) { dlo[l], dhi[l] = x[l], y[l] })
			return nil
		},
	})
}

func init() {
	specialisers[isa.OpV_MOV_B32] = vmovSpecial
	registerBinSpecial(map[isa.Op]binOp{
		isa.OpV_AND_B32: binAnd, isa.OpV_OR_B32: binOr, isa.OpV_XOR_B32: binXor,
		isa.OpV_LSHLREV_B32: binLshlrev, isa.OpV_LSHRREV_B32: binLshrrev, isa.OpV_ASHRREV_I32: binAshrrev,
		isa.OpV_MUL_LO_U32: binMulLo, isa.OpV_MIN_U32: binMinU32, isa.OpV_MAX_U32: binMaxU32,
		isa.OpV_MIN_I32: binMinI32, isa.OpV_MAX_I32: binMaxI32,
		// Without a carry (binSpecial refuses the forms with one): GFX9's
		// v_add_u32 (VI's, with a carry-out, is refused), GFX10+'s
		// v_add_nc_u32 (which runs as v_add_u32).
		isa.OpV_ADD_U32: binAdd, isa.OpV_SUB_U32: binSub, isa.OpV_SUBREV_U32: binSubrev,
	})
}

func sext24(v uint32) int32 { return int32(v<<8) >> 8 }

// vaddsub builds the 32-bit add/subtract family: sub computes S0 - S1
// (rev: S1 - S0); withCarry adds the carry-in (or subtracts the borrow).
// The carry-out goes to VCC or sdst when the encoding has one; clamp
// saturates to the unsigned range.
func vaddsub(sub, rev, withCarry bool) semFn {
	return func(w *Wave, d *instr) error {
		if addSubK(w, d, sub, rev, withCarry) {
			return nil
		}
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		if rev {
			a, b = b, a
		}
		var cin uint64
		if withCarry {
			cin = w.carryIn(d)
		}
		dst := w.vdstLanes(&d.vdst, 0)
		writeCarry := d.sdst.present() || d.implicitVCCDst
		if !writeCarry && !withCarry && !d.clamp && w.EXEC == allLanes {
			// The fast path: a plain 32-bit add or subtract of all lanes.
			a, b := a[:64], b[:64]
			if sub {
				for l := range 64 {
					dst[l] = a[l] - b[l]
				}
			} else {
				for l := range 64 {
					dst[l] = a[l] + b[l]
				}
			}
			return nil
		}
		var cout uint64
		if w.EXEC == allLanes && !d.clamp && !sub {
			a, b := a[:64], b[:64]
			for l := range 64 {
				s := uint64(a[l]) + uint64(b[l]) + cin>>uint(l)&1
				dst[l] = uint32(s)
				cout |= s >> 32 << uint(l)
			}
			if writeCarry {
				w.setCarryOut(d, cout)
			}
			return nil
		}
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			c := uint32(cin >> uint(l) & 1)
			var r, co uint32
			if sub {
				r, co = bits.Sub32(a[l], b[l], c)
				if d.clamp && co != 0 {
					r = 0
				}
			} else {
				r, co = bits.Add32(a[l], b[l], c)
				if d.clamp && co != 0 {
					r = 0xffff_ffff
				}
			}
			dst[l] = r
			cout |= uint64(co) << uint(l)
		}
		if writeCarry {
			w.setCarryOut(d, cout)
		}
		return nil
	}
}

func vmad64(signed bool) semFn {
	return func(w *Wave, d *instr) error {
		if !signed && madU64K(w, d) {
			return nil
		}
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		cl, ch := w.vsrc64(&d.src[2], &w.tmp[2], &w.tmp[3])
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		var cout uint64
		forLanes(w.EXEC, func(l int) {
			c := uint64(ch[l])<<32 | uint64(cl[l])
			var r uint64
			var carry bool
			if signed {
				p := int64(int32(a[l])) * int64(int32(b[l]))
				s := p + int64(c)
				r = uint64(s)
				carry = (p >= 0) == (int64(c) >= 0) && (s >= 0) != (p >= 0)
			} else {
				p := uint64(a[l]) * uint64(b[l])
				var co uint64
				r, co = bits.Add64(p, c, 0)
				carry = co != 0
			}
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
			if carry {
				cout |= 1 << uint(l)
			}
		})
		if d.sdst.present() {
			w.setCarryOut(d, cout)
		}
		return nil
	}
}

// applyIntMods applies the abs/neg source modifiers of v_cndmask's VOP3
// form, which treat the operand as f32 bits.
func applyIntMods(d *instr, i int, v []uint32, buf *[64]uint32) []uint32 {
	m := d.mods[i]
	if m&(isa.ModNeg|isa.ModAbs) == 0 {
		return v
	}
	for l := range 64 {
		x := v[l]
		if m&isa.ModAbs != 0 {
			x &^= 0x8000_0000
		}
		if m&isa.ModNeg != 0 {
			x ^= 0x8000_0000
		}
		buf[l] = x
	}
	return buf[:]
}

// permB32 is v_perm_b32: each byte of D selected from {S0, S1} by a byte of S2.
func permB32(s0, s1, sel uint32) uint32 {
	v := uint64(s0)<<32 | uint64(s1)
	var r uint32
	for i := range 4 {
		s := sel >> (8 * i) & 0xff
		var b uint32
		switch {
		case s < 8:
			b = uint32(v >> (8 * s) & 0xff)
		case s >= 8 && s <= 11:
			// The sign bit of bytes 1 and 3 of S1, then of S0, replicated.
			if v>>(15+16*(s-8))&1 != 0 {
				b = 0xff
			}
		case s == 12:
			b = 0
		default:
			b = 0xff
		}
		r |= b << (8 * i)
	}
	return r
}

func vmbcnt(half uint) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			below := uint32(laneMask(l) >> half)
			dst[l] = uint32(bits.OnesCount32(a[l]&below)) + b[l]
		})
		return nil
	}
}

// vmov is v_mov_b32, with a copy for the full-EXEC case.
func vmov(w *Wave, d *instr) error {
	if useLaneKernels() {
		if o := &d.src[0]; o.kind == isa.KindSGPR {
			if w.EXEC == allLanes {
				laneBroadcast(w.vdstK(&d.vdst), w.SGPR[o.reg])
			} else {
				laneSplat(w.vdstK(&d.vdst), w.SGPR[o.reg], w.EXEC)
			}
			return nil
		}
		a := w.vsrcK(d, 0, &w.tmp[0])
		laneMov(w.vdstK(&d.vdst), a, a, w.EXEC)
		return nil
	}
	a := w.vsrc(&d.src[0], &w.tmp[0])
	dst := w.vdstLanes(&d.vdst, 0)
	if w.EXEC == allLanes {
		copy(dst, a)
		return nil
	}
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		dst[l] = a[l]
	}
	return nil
}

// vmovSpecial returns v_mov_b32 specialised to instruction d when it
// copies a VGPR, an SGPR or a constant to a VGPR without modifiers, or
// nil: the source's kind is looked at once and the kernel called directly.
func vmovSpecial(d *instr, fn semFn) semFn {
	x := &d.src[0]
	if d.vdst.kind != isa.KindVGPR || d.mods != [3]uint8{} || d.clamp || d.omod != 0 || hasHalves(&d.in) {
		return nil // hasHalves: true16 v_mov_b16 runs in t16Wrap
	}
	const (
		fromVGPR = iota
		fromSGPR
		fromConst
	)
	var from int
	switch {
	case x.kind == isa.KindVGPR:
		from = fromVGPR
	case x.kind == isa.KindSGPR:
		from = fromSGPR
	case d.splat[0] != nil:
		from = fromConst
	default:
		return nil
	}
	dr, r, c := d.vdst.reg*64, x.reg, uint32(x.imm)
	return func(w *Wave, d *instr) error {
		if fastPathsOff || w.Mode&ModeGPRIdxEn != 0 {
			return fn(w, d)
		}
		dst := (*[64]uint32)(w.VGPR[dr : dr+64])
		switch from {
		case fromVGPR:
			a := (*[64]uint32)(w.VGPR[r*64 : r*64+64])
			laneMov(dst, a, a, w.EXEC)
		case fromSGPR:
			laneSplat(dst, w.SGPR[r], w.EXEC)
		default:
			laneSplat(dst, c, w.EXEC)
		}
		return nil
	}
}

// vshift64 is v_lshlrev_b64 (left) or v_lshrrev_b64: D = S1 shifted by
// S0[5:0].
func vshift64(left bool) semFn {
	return func(w *Wave, d *instr) error {
		sh := w.vsrc(&d.src[0], &w.tmp[0])
		lo, hi := w.vsrc64(&d.src[1], &w.tmp[1], &w.tmp[2])
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			v := uint64(hi[l])<<32 | uint64(lo[l])
			if left {
				v <<= sh[l] & 63
			} else {
				v >>= sh[l] & 63
			}
			dlo[l], dhi[l] = uint32(v), uint32(v>>32)
		}
		return nil
	}
}

// sadBytes sums the absolute differences of the four bytes of a and b.
func sadBytes(a, b uint32) uint32 {
	var s uint32
	for k := uint(0); k < 32; k += 8 {
		x, y := a>>k&0xff, b>>k&0xff
		s += max(x, y) - min(x, y)
	}
	return s
}
