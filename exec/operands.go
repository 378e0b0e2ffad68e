package exec

import "github.com/gcndbg/gcndbg/isa"

// Reading and writing resolved operands. Scalar reads give one value;
// vector reads give 64 lanes (a VGPR's own storage, or a broadcast of a
// scalar into the wave's temporaries).

// sread32 reads a 32-bit scalar source: an SGPR, a special register, an
// inline constant or a literal. (SGPRs are read inline, the rest by
// sread32Other.)
func (w *Wave) sread32(o *opnd) uint32 {
	if o.kind == isa.KindSGPR {
		return w.SGPR[o.reg]
	}
	return w.sread32Other(o)
}

func (w *Wave) sread32Other(o *opnd) uint32 {
	switch o.kind {
	case isa.KindSGPR:
		return w.SGPR[o.reg]
	case isa.KindInline, isa.KindLiteral, isa.KindImm:
		return uint32(o.imm)
	case isa.KindSpecial:
		return w.special32(o.reg)
	case isa.KindTTMP:
		return w.TTMP[o.reg&15]
	}
	return 0
}

// sread64 reads a 64-bit scalar source.
func (w *Wave) sread64(o *opnd) uint64 {
	switch o.kind {
	case isa.KindSGPR:
		return uint64(w.SGPR[o.reg]) | uint64(w.SGPR[o.reg+1])<<32
	case isa.KindInline, isa.KindLiteral, isa.KindImm:
		return o.imm
	case isa.KindSpecial:
		switch o.reg {
		case isa.EncVCCLo:
			return w.VCC
		case isa.EncExecLo:
			return w.EXEC
		case isa.EncFlatScratchLo:
			return w.FlatScratch
		case isa.EncXnackMaskLo:
			return w.XnackMask
		case isa.EncSharedBase:
			return w.Env.Arch().Apertures().SharedBase
		case isa.EncPrivateBase:
			return w.Env.Arch().Apertures().PrivateBase
		case isa.EncSharedLimit:
			return w.Env.Arch().Apertures().SharedBase | 0xffff_ffff
		case isa.EncPrivateLimit:
			return w.Env.Arch().Apertures().PrivateBase | 0xffff_ffff
		case isa.EncFlatScratchBaseLo:
			// As a 64-bit operand, the whole base (LLVM's
			// SRC_FLAT_SCRATCH_BASE_LO names the pair).
			return w.flatScratchBase()
		}
		return uint64(w.special32(o.reg))
	case isa.KindTTMP:
		return uint64(w.TTMP[o.reg&15]) | uint64(w.TTMP[(o.reg+1)&15])<<32
	}
	return 0
}

// special32 reads a 32-bit special register by its source encoding.
func (w *Wave) special32(enc int) uint32 {
	switch enc {
	case isa.EncVCCLo:
		return uint32(w.VCC)
	case isa.EncVCCHi:
		return uint32(w.VCC >> 32)
	case isa.EncExecLo:
		return uint32(w.EXEC)
	case isa.EncExecHi:
		return uint32(w.EXEC >> 32)
	case isa.EncM0:
		return w.M0
	case isa.EncFlatScratchLo:
		return uint32(w.FlatScratch)
	case isa.EncFlatScratchHi:
		return uint32(w.FlatScratch >> 32)
	case isa.EncXnackMaskLo:
		return uint32(w.XnackMask)
	case isa.EncXnackMaskHi:
		return uint32(w.XnackMask >> 32)
	case isa.EncVCCZ:
		return b2u(w.vccMask() == 0)
	case isa.EncEXECZ:
		return b2u(w.EXEC == 0)
	case isa.EncSCC:
		return b2u(w.SCC)
	case isa.EncSharedBase, isa.EncSharedLimit:
		// As a 32-bit operand, an aperture register reads its high half.
		return uint32(w.Env.Arch().Apertures().SharedBase >> 32)
	case isa.EncPrivateBase, isa.EncPrivateLimit:
		return uint32(w.Env.Arch().Apertures().PrivateBase >> 32)
	case isa.EncFlatScratchBaseLo:
		return uint32(w.flatScratchBase())
	case isa.EncFlatScratchBaseHi:
		return uint32(w.flatScratchBase() >> 32)
	}
	return 0
}

// swrite32 writes a 32-bit scalar destination.
func (w *Wave) swrite32(o *opnd, v uint32) {
	switch o.kind {
	case isa.KindSGPR:
		w.SGPR[o.reg] = v
	case isa.KindTTMP:
		w.TTMP[o.reg&15] = v
	case isa.KindSpecial:
		switch o.reg {
		case isa.EncVCCLo:
			w.VCC = w.VCC&^0xffff_ffff | uint64(v)
		case isa.EncVCCHi:
			w.VCC = w.VCC&0xffff_ffff | uint64(v)<<32
		case isa.EncExecLo:
			w.EXEC = w.EXEC&^0xffff_ffff | uint64(v)
		case isa.EncExecHi:
			w.EXEC = (w.EXEC&0xffff_ffff | uint64(v)<<32) & w.LaneMask()
		case isa.EncM0:
			w.M0 = v
		case isa.EncFlatScratchLo:
			w.FlatScratch = w.FlatScratch&^0xffff_ffff | uint64(v)
		case isa.EncFlatScratchHi:
			w.FlatScratch = w.FlatScratch&0xffff_ffff | uint64(v)<<32
		case isa.EncXnackMaskLo:
			w.XnackMask = w.XnackMask&^0xffff_ffff | uint64(v)
		case isa.EncXnackMaskHi:
			w.XnackMask = w.XnackMask&0xffff_ffff | uint64(v)<<32
		}
	}
}

// swrite64 writes a 64-bit scalar destination.
func (w *Wave) swrite64(o *opnd, v uint64) {
	switch o.kind {
	case isa.KindSGPR:
		w.SGPR[o.reg] = uint32(v)
		w.SGPR[o.reg+1] = uint32(v >> 32)
	case isa.KindTTMP:
		w.TTMP[o.reg&15], w.TTMP[(o.reg+1)&15] = uint32(v), uint32(v>>32)
	case isa.KindSpecial:
		switch o.reg {
		case isa.EncVCCLo:
			w.VCC = v
		case isa.EncExecLo:
			w.EXEC = v & w.LaneMask()
		case isa.EncFlatScratchLo:
			w.FlatScratch = v
		case isa.EncXnackMaskLo:
			w.XnackMask = v
		}
	}
}

// Lane masks (compare results, carries, v_cndmask selects, EXEC) are
// 64-bit in wave64 and 32-bit in wave32, where they live in VCC_LO, a
// single SGPR or EXEC_LO (RDNA ISA "Wave32": VCC_HI is then an ordinary
// SGPR). The masks the semantics compute have no bits beyond the wave's
// lanes since they come from EXEC.

// readMask reads a lane-mask source: an SGPR pair (wave64) or one SGPR
// (wave32), VCC, EXEC or a constant.
func (w *Wave) readMask(o *opnd) uint64 {
	if w.wave32() {
		return uint64(w.sread32(o))
	}
	return w.sread64(o)
}

// writeMask writes a lane mask to a scalar destination (SGPR pair or
// one SGPR, VCC or VCC_LO, EXEC or EXEC_LO).
func (w *Wave) writeMask(o *opnd, m uint64) {
	if w.wave32() {
		w.swrite32(o, uint32(m))
		return
	}
	w.swrite64(o, m)
}

// vccMask is VCC as a lane mask (VCC_LO in wave32).
func (w *Wave) vccMask() uint64 {
	if w.wave32() {
		return w.VCC & 0xffff_ffff
	}
	return w.VCC
}

// setVCCMask writes a lane mask to VCC (VCC_LO in wave32, keeping VCC_HI).
func (w *Wave) setVCCMask(m uint64) {
	if w.wave32() {
		w.VCC = w.VCC&^0xffff_ffff | m&0xffff_ffff
		return
	}
	w.VCC = m
}

// vtmp are per-wave buffers that hold broadcast scalar sources.
type vtmp [6][64]uint32

// kindLanes is an exec-internal operand kind: lanes held in the wave's
// scratch buffers xbuf[reg] (DPP and SDWA stage their sources and
// destination there).
const kindLanes isa.OperandKind = 200

// vsrc returns the 64 lanes of a 32-bit vector source; a scalar source is
// broadcast into buf.
func (w *Wave) vsrc(o *opnd, buf *[64]uint32) []uint32 {
	switch o.kind {
	case kindLanes:
		return w.xbuf[o.reg][:]
	case isa.KindVGPR:
		return w.VGPR[o.reg*64 : o.reg*64+64 : o.reg*64+64]
	case isa.KindAGPR:
		return w.AGPR[o.reg*64 : o.reg*64+64 : o.reg*64+64]
	}
	broadcast(buf, w.sread32(o))
	return buf[:]
}

// vsrcHi returns the lanes of the high dword of a 64-bit vector source.
func (w *Wave) vsrcHi(o *opnd, buf *[64]uint32) []uint32 {
	switch o.kind {
	case isa.KindVGPR:
		r := o.reg + 1
		return w.VGPR[r*64 : r*64+64 : r*64+64]
	case isa.KindAGPR:
		r := o.reg + 1
		return w.AGPR[r*64 : r*64+64 : r*64+64]
	}
	v := uint32(w.sread64(o) >> 32)
	for i := range buf {
		buf[i] = v
	}
	return buf[:]
}

// vsrcLo64 returns the low dword lanes of a 64-bit vector source (a scalar
// 64-bit source's low half is not the same as its 32-bit read for inline
// constants and special registers).
func (w *Wave) vsrcLo64(o *opnd, buf *[64]uint32) []uint32 {
	switch o.kind {
	case isa.KindVGPR, isa.KindAGPR:
		return w.vsrc(o, buf)
	}
	v := uint32(w.sread64(o))
	for i := range buf {
		buf[i] = v
	}
	return buf[:]
}

// vdstLanes returns the lanes of destination register r (+k).
func (w *Wave) vdstLanes(o *opnd, k int) []uint32 {
	r := o.reg + k
	if o.kind == kindLanes {
		return w.xbuf[r][:]
	}
	if o.kind == isa.KindAGPR {
		return w.AGPR[r*64 : r*64+64 : r*64+64]
	}
	return w.VGPR[r*64 : r*64+64 : r*64+64]
}

// flatScratchBase is gfx1250's src_flat_scratch_base: the flat address of
// the wave's scratch (Apertures.WaveScratchBase of its slot).
func (w *Wave) flatScratchBase() uint64 {
	return w.Env.Arch().Apertures().WaveScratchBase(w.Slot)
}
