package exec

import (
	"github.com/gcndbg/gcndbg/isa"
)

// DPP and SDWA (GFX8/GFX9): extra operand fields of VOP1/VOP2/VOPC
// encodings. Both wrap the plain semantics of the operation: the sources
// are staged (lanes permuted for DPP, bytes/words selected for SDWA) into
// the wave's buffers, the operation runs on them, and the result is merged
// into the real destination (DPP's row/bank masks, SDWA's dst_sel and
// dst_unused). Vega ISA 6.3 "Data Parallel Processing" and 6.4 "SDWA".

// dppSource returns the lane lane reads under dpp_ctrl in a wave of n
// lanes (32 or 64), or -1 when the source is out of range. The wave_*
// shifts and rotates run across the n lanes; row_bcast:31 feeds rows 2
// and 3, which a wave32 does not have.
func dppSource(ctrl uint32, lane, n int) int {
	row, pos := lane&^15, lane&15
	switch {
	case ctrl <= 0xff: // quad_perm
		return lane&^3 | int(ctrl>>(2*uint(lane&3))&3)
	case ctrl >= 0x101 && ctrl <= 0x10f: // row_shl
		if s := pos + int(ctrl&15); s < 16 {
			return row + s
		}
		return -1
	case ctrl >= 0x111 && ctrl <= 0x11f: // row_shr
		if s := pos - int(ctrl&15); s >= 0 {
			return row + s
		}
		return -1
	case ctrl >= 0x121 && ctrl <= 0x12f: // row_ror
		return row + (pos-int(ctrl&15)+16)&15
	case ctrl == 0x130: // wave_shl:1
		if lane < n-1 {
			return lane + 1
		}
		return -1
	case ctrl == 0x134: // wave_rol:1
		return (lane + 1) & (n - 1)
	case ctrl == 0x138: // wave_shr:1
		if lane > 0 {
			return lane - 1
		}
		return -1
	case ctrl == 0x13c: // wave_ror:1
		return (lane + n - 1) & (n - 1)
	case ctrl == 0x140: // row_mirror
		return row + 15 - pos
	case ctrl == 0x141: // row_half_mirror
		return lane&^7 | 7 - lane&7
	case ctrl == 0x142: // row_bcast:15: lane 15 of the previous row
		if row > 0 {
			return row - 1
		}
		return -1
	case ctrl == 0x143: // row_bcast:31: lane 31, to rows 2 and 3
		if row >= 32 {
			return 31
		}
		return -1
	case ctrl >= 0x150 && ctrl <= 0x15f: // row_share (GFX10+): lane sel of the row
		return row + int(ctrl&15)
	case ctrl >= 0x160 && ctrl <= 0x16f: // row_xmask (GFX10+): lane pos^sel of the row
		return row + pos ^ int(ctrl&15)
	}
	return -1
}

// dpp8Source is the lane lane reads under a DPP8 selector (GFX10+): in
// each group of 8 lanes, lane i reads lane sel[i] (3 bits each).
func dpp8Source(sel uint32, lane int) int {
	return lane&^7 | int(sel>>(3*uint(lane&7))&7)
}

// dppWrap runs base with src0 read through the DPP lane pattern.
func dppWrap(base semFn, d *instr) semFn {
	in := &d.in
	ctrl := uint32(in.Imm("dpp_ctrl"))
	rowMask, bankMask := uint32(in.Imm("row_mask")), uint32(in.Imm("bank_mask"))
	boundCtrl := in.Imm("bound_ctrl") != 0
	// GFX10+: FI (fetch inactive) reads a source lane whatever its EXEC
	// bit; DPP8 (a selector per lane of each group of 8, no masks) reads
	// 0 from an inactive lane without FI.
	fi := in.Imm("fi") == 1 || in.Imm("fi") == 0xea
	dpp8 := in.Operand("dpp8") != nil
	if dpp8 {
		ctrl = uint32(in.Imm("dpp8"))
		rowMask, bankMask, boundCtrl = 0xf, 0xf, true
	}
	inner := *d
	inner.src[0] = opnd{kind: kindLanes, reg: 0, width: 1}
	inner.splat[0], inner.splatHi[0] = nil, nil // the staged lanes, not a constant
	inner.vdst = opnd{kind: kindLanes, reg: 1, width: 1}
	if hasHalves(in) {
		// True16 halves (GFX11+): the lanes move whole, as DPP reads
		// the VGPR; the half is taken from the permuted value and the
		// result goes to a half of the staged destination, whose other
		// half (the old register) is kept.
		base = t16Wrap(base, &inner)
	}
	return func(w *Wave, _ *instr) error {
		src := w.vsrc(&d.src[0], &w.tmp[5])
		exec, n := w.EXEC, w.LaneCount()
		write := uint64(0)
		for l := range n {
			if exec>>uint(l)&1 == 0 || rowMask>>uint(l/16)&1 == 0 || bankMask>>uint(l/4&3)&1 == 0 {
				continue
			}
			var s int
			if dpp8 {
				s = dpp8Source(ctrl, l)
			} else {
				s = dppSource(ctrl, l, n)
			}
			switch {
			case s >= 0 && (exec>>uint(s)&1 != 0 || fi):
				w.xbuf[0][l] = src[s]
			case boundCtrl:
				w.xbuf[0][l] = 0
			default:
				continue // the lane keeps its old value
			}
			write |= 1 << uint(l)
		}
		dst := w.vdstLanes(&d.vdst, 0)
		copy(w.xbuf[1][:], dst)
		w.EXEC = write
		err := base(w, &inner)
		w.EXEC = exec
		forLanes(write, func(l int) { dst[l] = w.xbuf[1][l] })
		return err
	}
}

// SDWA selects.
const (
	sdwaByte0 = 0
	sdwaWord0 = 4
	sdwaWord1 = 5
	sdwaDword = 6
)

// sdwaExtract selects a byte or word of v, sign- or zero-extended.
func sdwaExtract(v uint32, sel int64, sext bool) uint32 {
	var x uint32
	var width uint
	switch {
	case sel <= 3:
		x, width = v>>(8*uint(sel))&0xff, 8
	case sel == sdwaWord0:
		x, width = v&0xffff, 16
	case sel == sdwaWord1:
		x, width = v>>16, 16
	default:
		return v
	}
	if sext {
		return uint32(int32(x<<(32-width)) >> (32 - width))
	}
	return x
}

// sdwaInsert writes result r into the selected part of old per dst_unused:
// 0 pads with zeros, 1 sign-extends, 2 preserves the other bits.
func sdwaInsert(old, r uint32, sel, unused int64) uint32 {
	var shift, width uint
	switch {
	case sel <= 3:
		shift, width = 8*uint(sel), 8
	case sel == sdwaWord0:
		shift, width = 0, 16
	case sel == sdwaWord1:
		shift, width = 16, 16
	default:
		return r
	}
	mask := uint32(1<<width-1) << shift
	v := r << shift & mask
	switch unused {
	case 2:
		return old&^mask | v
	case 1:
		if r>>(width-1)&1 != 0 {
			return v | ^(mask | (1<<shift - 1)) // ones above the field
		}
	}
	return v
}

// sdwaWrap runs base with sources selected by src0_sel/src1_sel (the sext
// modifier sign-extends; float modifiers stay with the operation) and the
// result placed per dst_sel/dst_unused.
func sdwaWrap(base semFn, d *instr) semFn {
	in := &d.in
	sel := [2]int64{sdwaDword, sdwaDword}
	if o := in.Operand("src0_sel"); o != nil {
		sel[0] = o.Imm
	}
	if o := in.Operand("src1_sel"); o != nil {
		sel[1] = o.Imm
	}
	dstSel, dstUnused := int64(sdwaDword), int64(0)
	if o := in.Operand("dst_sel"); o != nil {
		dstSel = o.Imm
	}
	if o := in.Operand("dst_unused"); o != nil {
		dstUnused = o.Imm
	}
	inner := *d
	nsrc := 1
	if d.src[1].present() {
		nsrc = 2
	}
	for i := range nsrc {
		inner.src[i] = opnd{kind: kindLanes, reg: i, width: 1}
		inner.splat[i], inner.splatHi[i] = nil, nil // the selected lanes, not a constant
	}
	isFloat := false
	for i := range nsrc {
		if d.mods[i]&(isa.ModNeg|isa.ModAbs) != 0 {
			isFloat = true
		}
	}
	sext := [2]bool{}
	for i := range nsrc {
		if !isFloat && d.mods[i]&isa.ModSext != 0 {
			sext[i] = true
			inner.mods[i] = 0
		}
	}
	vopc := d.in.Enc.Format.Has(isa.FormatVOPC)
	// A 64-bit destination (v_cvt_pk_f32_fp8/bf8) has its high register
	// written whole: dst_sel names a part of the low one only.
	wide := 1
	if !vopc {
		wide = min(max(d.vdst.width, 1), 2)
		inner.vdst = opnd{kind: kindLanes, reg: 2, width: wide}
	}
	return func(w *Wave, _ *instr) error {
		for i := range nsrc {
			src := w.vsrc(&d.src[i], &w.tmp[4+i])
			for l := range w.LaneCount() {
				w.xbuf[i][l] = sdwaExtract(src[l], sel[i], sext[i])
			}
		}
		if vopc {
			return base(w, &inner)
		}
		dst := w.vdstLanes(&d.vdst, 0)
		copy(w.xbuf[2][:], dst)
		if wide == 2 {
			copy(w.xbuf[3][:], w.vdstLanes(&d.vdst, 1))
		}
		err := base(w, &inner)
		forLanes(w.EXEC, func(l int) { dst[l] = sdwaInsert(dst[l], w.xbuf[2][l], dstSel, dstUnused) })
		if wide == 2 {
			hi := w.vdstLanes(&d.vdst, 1)
			forLanes(w.EXEC, func(l int) { hi[l] = w.xbuf[3][l] })
		}
		return err
	}
}
