package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// GFX11 LDS operations that GCN has under other names or operand orders
// (LLVM's DSInstructions.td GFX11 renames; RDNA3 ISA, DS opcodes).

// GFX11's ds_cmpstore_[rtn_]{b32,b64,f32,f64}: tmp = MEM[addr]; src =
// DATA0; cmp = DATA1; MEM[addr] = tmp == cmp ? src : tmp (compared as
// floats for f32/f64); the rtn forms return tmp. DATA0 is the new value,
// the reverse of ds_cmpst's order (dsAtomic with dsCmpSecond): clang
// 22 emits `ds_cmpstore_rtn_b32 vdst, vaddr, swap, cmp` for an LDS
// compare-exchange where it emits `ds_cmpst_rtn_b32 vdst, vaddr, cmp,
// swap` for gfx1030.

func init() {
	m := rdnaSemantics
	for _, ty := range []struct {
		name  string
		width int
		fn    rmwFn
	}{{"b32", 32, atomicRMW["cmpswap"]}, {"b64", 64, atomicRMW["cmpswap"]}, {"f32", 32, cmpstF}, {"f64", 64, cmpstF}} {
		if op, ok := lookupOp("ds_cmpstore_" + ty.name); ok {
			m[op] = dsAtomic(ty.fn, ty.width, false, dsCmpSecond)
		}
		if op, ok := lookupOp("ds_cmpstore_rtn_" + ty.name); ok {
			m[op] = dsAtomic(ty.fn, ty.width, true, dsCmpSecond)
		}
	}
	// ds_storexchg_* are GCN's ds_wrxchg* renamed (same operands).
	for from, to := range map[string]string{
		"ds_storexchg_rtn_b32": "ds_wrxchg_rtn_b32", "ds_storexchg_rtn_b64": "ds_wrxchg_rtn_b64",
		"ds_storexchg_2addr_rtn_b32": "ds_wrxchg2_rtn_b32", "ds_storexchg_2addr_rtn_b64": "ds_wrxchg2_rtn_b64",
		"ds_storexchg_2addr_stride64_rtn_b32": "ds_wrxchg2st64_rtn_b32", "ds_storexchg_2addr_stride64_rtn_b64": "ds_wrxchg2st64_rtn_b64",
	} {
		f, ok1 := lookupOp(from)
		t, ok2 := lookupOp(to)
		if ok1 && ok2 {
			rdnaAliasOps[f] = t
		}
	}
}

// lo16 is lane l's 16-bit source i of d: the low half, or the high one
// when op_sel selects it.
func lo16(d *instr, src []uint32, i, l int) uint16 {
	if d.opsel>>uint(i)&1 != 0 {
		return uint16(src[l] >> 16)
	}
	return uint16(src[l])
}

// putD16 writes a 16-bit result as the 16-bit operations do: zero-extended,
// or into the high half (keeping the low) with op_sel[3].
func putD16(d *instr, dst []uint32, l int, v uint16) {
	if d.opsel&8 != 0 {
		dst[l] = dst[l]&0xffff | uint32(v)<<16
		return
	}
	dst[l] = uint32(v)
}

// cvtI16 and cvtU16 convert an f32 to a 16-bit integer as v_cvt_i32_f32
// does to 32 bits: toward zero, saturating, NaN to 0.
func cvtI16(f float64) uint16 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt16:
		return math.MaxInt16
	case f <= math.MinInt16:
		return 0x8000
	}
	return uint16(int16(f))
}

func cvtU16(f float64) uint16 {
	switch {
	case f != f || f <= 0:
		return 0
	case f >= math.MaxUint16:
		return math.MaxUint16
	}
	return uint16(f)
}

// vCvtPk16F32 is GFX11's v_cvt_pk_{i16,u16}_f32: D = {cvt(S1), cvt(S0)}
// (RDNA3 ISA: tmp[31:16] = f32_to_i16(S1), tmp[15:0] = f32_to_i16(S0)),
// with the f32 source modifiers and MODE's input denormal flushing.
func vCvtPk16F32(cvt func(float64) uint16) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		m := modeF32(w.Mode)
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			x := math.Float32frombits(m.flushIn(srcModF32(a[l], d.mods[0])))
			y := math.Float32frombits(m.flushIn(srcModF32(b[l], d.mods[1])))
			dst[l] = uint32(cvt(float64(x))) | uint32(cvt(float64(y)))<<16
		})
		return nil
	}
}

// vCndmaskB16 is GFX11's v_cndmask_b16: D.b16 = mask bit ? S1.b16 :
// S0.b16, the float modifiers acting on bit 15 (abs clears it, neg flips
// it), the mask an SGPR (pair) or VCC.
func vCndmaskB16(w *Wave, d *instr) error {
	var mask uint64
	if d.src[2].present() {
		mask = w.readMask(&d.src[2])
	} else {
		mask = w.vccMask()
	}
	a := w.vsrc(&d.src[0], &w.tmp[0])
	b := w.vsrc(&d.src[1], &w.tmp[1])
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) {
		i, src := 0, a
		if mask>>uint(l)&1 != 0 {
			i, src = 1, b
		}
		v := lo16(d, src, i, l)
		if d.mods[i]&isa.ModAbs != 0 {
			v &^= 0x8000
		}
		if d.mods[i]&isa.ModNeg != 0 {
			v ^= 0x8000
		}
		putD16(d, dst, l, v)
	})
	return nil
}

// vDotIU is GFX11's v_dot4_i32_iu8 / v_dot8_i32_iu4: D = S2 + the sum of
// n products of width-bit fields of S0 and S1, each source signed when its
// neg_lo bit is set (RDNA3 ISA: "NEG[0] indicates A is signed, NEG[1] B"),
// S2 a signed 32-bit addend; clamp saturates to int32.
func vDotIU(n, width uint) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		sa, sb := d.mods[0]&isa.ModNeg != 0, d.mods[1]&isa.ModNeg != 0
		mask := uint32(1)<<width - 1
		field := func(v uint32, i uint, signed bool) int64 {
			x := int64(v >> (i * width) & mask)
			if signed {
				sh := 64 - width
				x = x << sh >> sh
			}
			return x
		}
		forLanes(w.EXEC, func(l int) {
			s := int64(int32(c[l]))
			for i := range n {
				s += field(a[l], i, sa) * field(b[l], i, sb)
			}
			dst[l] = satDot(d.clamp, true, s)
		})
		return nil
	}
}

// fmaLegacy is v_fma_legacy_f32 (GFX10; GFX11 v_fma_dx9_zero_f32): a fused
// S0 * S1 + S2 in which 0 times anything, even inf or NaN, is +0 (the DX9
// rule of v_mul_legacy_f32), so the result is then S2 + 0.
func fmaLegacy(m f32Mode, a, b, c float32) uint32 {
	if a == 0 || b == 0 {
		return addF32(0, c, m.round)
	}
	return fmaF32(a, b, c, m.round)
}

func init() {
	for name, fn := range map[string]semFn{
		"v_cvt_pk_i16_f32":  vCvtPk16F32(cvtI16),
		"v_cvt_pk_u16_f32":  vCvtPk16F32(cvtU16),
		"v_cndmask_b16":     vCndmaskB16,
		"v_dot4_i32_iu8":    vDotIU(4, 8),
		"v_dot8_i32_iu4":    vDotIU(8, 4),
		"s_pack_hl_b32_b16": sPackHL,
	} {
		if op, ok := lookupOp(name); ok {
			rdnaSemantics[op] = fn
		}
	}
	// v_cvt_i32_i16 / v_cvt_u32_u16 read the high half with op_sel.
	for _, name := range []string{"v_cvt_i32_i16", "v_cvt_u32_u16"} {
		op, ok := lookupOp(name)
		if !ok {
			continue
		}
		signed := name == "v_cvt_i32_i16"
		rdnaSemantics[op] = func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				v := lo16(d, a, 0, l)
				if signed {
					dst[l] = uint32(int32(int16(v)))
				} else {
					dst[l] = uint32(v)
				}
			})
			return nil
		}
	}
	m := map[isa.Op]semFn{}
	if op, ok := lookupOp("v_fma_legacy_f32"); ok {
		m[op] = vopF32(3, fmaLegacy)
	}
	if op, ok := lookupOp("v_fmac_legacy_f32"); ok {
		m[op] = vopF32Acc(fmaLegacy)
	}
	register(m)
	for from, to := range map[string]string{
		"v_mul_dx9_zero_f32": "v_mul_legacy_f32", "v_fma_dx9_zero_f32": "v_fma_legacy_f32", "v_fmac_dx9_zero_f32": "v_fmac_legacy_f32",
	} {
		f, ok1 := lookupOp(from)
		t, ok2 := lookupOp(to)
		if ok1 && ok2 {
			rdnaAliasOps[f] = t
		}
	}
}

// sPackHL is s_pack_hl_b32_b16 (GFX11): D = {S1[15:0], S0[31:16]}.
func sPackHL(w *Wave, d *instr) error {
	w.swrite32(&d.sdst, w.sread32(&d.src[0])>>16|w.sread32(&d.src[1])<<16)
	return nil
}

// vSwapB16 is GFX11's v_swap_b16: tmp = D.b16; D.b16 = S0.b16; S0.b16 =
// tmp (RDNA3 ISA), each operand a VGPR half (true16 .l/.h; a register
// without a half, its low half), the other halves kept. It reads its
// halves itself (resolveRDNA does not wrap it in t16Wrap).
func vSwapB16(w *Wave, d *instr) error {
	if d.src[0].kind != isa.KindVGPR {
		return errInvalid("%s needs a VGPR source", d.op)
	}
	shift := func(name string) uint {
		if o := d.in.Operand(name); o != nil && o.Half == isa.HalfHi {
			return 16
		}
		return 0
	}
	dh, sh := shift("vdst"), shift("src0")
	x := w.vdstLanes(&d.vdst, 0)
	y := w.vdstLanes(&d.src[0], 0)
	forLanes(w.EXEC, func(l int) {
		a, b := x[l]>>dh&0xffff, y[l]>>sh&0xffff
		x[l] = x[l]&^(0xffff<<dh) | b<<dh
		y[l] = y[l]&^(0xffff<<sh) | a<<sh // after x: the same register when aliased
	})
	return nil
}

func init() {
	rdnaSemantics[isa.OpV_SWAP_B16] = vSwapB16
}
