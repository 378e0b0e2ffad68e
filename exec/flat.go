package exec

import (
	"math/bits"
	"slices"

	"github.com/gcndbg/gcndbg/isa"
)

// FLAT, GLOBAL and SCRATCH loads and stores. FLAT addresses are generic:
// the shared and private apertures reach LDS and the lane's scratch, all
// else is global memory. GLOBAL adds an optional SGPR base (saddr) to a
// 32-bit VGPR offset; SCRATCH addresses the lane's private segment
// directly. Scratch is reached through FLAT_SCRATCH and the hardware's
// swizzle (see Scratch).

// memOp describes a load or store: its size and how data moves between
// memory and the VGPRs.
type memOp struct {
	store  bool
	bytes  uint32 // bytes per lane
	signed bool   // sign-extend a sub-dword load
	d16    bool   // load into / store from 16 bits of the VGPR
	hi     bool   // the high 16 bits (d16_hi)
}

// memOpOf is the memOp of a load or store from isa's memory facts.
func memOpOf(f isa.MemFacts) memOp {
	return memOp{store: f.Kind == isa.MemStore, bytes: uint32(f.Bytes), signed: f.Signed, d16: f.D16, hi: f.D16Hi}
}

// plainMemOp returns the memOp of op when it is a plain load or store (as
// plainMemOps lists them) of one of the families segs.
func plainMemOp(op isa.Op, segs ...isa.MemSeg) (memOp, bool) {
	f := op.Mem()
	if (f.Kind == isa.MemLoad || f.Kind == isa.MemStore) && f.Count == 1 && !f.Format && !f.LDSDMA && slices.Contains(segs, f.Seg) {
		return memOpOf(f), true
	}
	return memOp{}, false
}

// plainMemOps returns the plain loads and stores of the families segs
// (one element per lane, no format conversion, no LDS DMA) and their memOps.
func plainMemOps(segs ...isa.MemSeg) map[isa.Op]memOp {
	m := map[isa.Op]memOp{}
	for _, op := range isa.MemOps() {
		if mop, ok := plainMemOp(op, segs...); ok {
			m[op] = mop
		}
	}
	return m
}

func init() {
	m := map[isa.Op]semFn{}
	for op, mop := range plainMemOps(isa.SegFlat, isa.SegGlobal, isa.SegScratch) {
		m[op] = flatMem(mop)
	}
	register(m)
}

// loadLane moves the bytes b loaded for one lane into its VGPRs.
func (op memOp) loadLane(w *Wave, dst *opnd, l int, b []byte) {
	switch {
	case op.d16:
		var v uint32
		if op.bytes == 2 {
			v = uint32(le16(b))
		} else if op.signed {
			v = uint32(uint16(int16(int8(b[0]))))
		} else {
			v = uint32(b[0])
		}
		lanes := w.vdstLanes(dst, 0)
		if op.hi {
			lanes[l] = lanes[l]&0xffff | v<<16
		} else {
			lanes[l] = lanes[l]&0xffff_0000 | v
		}
	case op.bytes == 1:
		v := uint32(b[0])
		if op.signed {
			v = uint32(int32(int8(b[0])))
		}
		w.vdstLanes(dst, 0)[l] = v
	case op.bytes == 2:
		v := uint32(le16(b))
		if op.signed {
			v = uint32(int32(int16(v)))
		}
		w.vdstLanes(dst, 0)[l] = v
	default:
		for k := range int(op.bytes / 4) {
			w.vdstLanes(dst, k)[l] = le32(b[4*k:])
		}
	}
}

// storeLane returns the bytes one lane stores.
func (op memOp) storeLane(w *Wave, src *opnd, l int, buf *[16]byte) []byte {
	switch {
	case op.bytes == 1:
		v := w.vdstLanes(src, 0)[l]
		if op.hi {
			v >>= 16
		}
		buf[0] = byte(v)
	case op.bytes == 2:
		v := w.vdstLanes(src, 0)[l]
		if op.hi {
			v >>= 16
		}
		put16(buf[:], uint16(v))
	default:
		for k := range int(op.bytes / 4) {
			put32(buf[4*k:], w.vdstLanes(src, k)[l])
		}
	}
	return buf[:op.bytes]
}

// waveScratchBase is the address of the wave's scratch from FLAT_SCRATCH:
// GFX8 keeps the offset from the hidden private base in 256-byte units in
// FLAT_SCRATCH_HI; GFX9 and later keep the absolute address.
func waveScratchBase(w *Wave) uint64 {
	if w.Env.Arch().Gen == GFX8 {
		return w.Env.Scratch().Base() + uint64(uint32(w.FlatScratch>>32))*256
	}
	return w.FlatScratch
}

// flatAddress computes a lane's address: for FLAT and GLOBAL a 64-bit
// address, for SCRATCH a private offset.
func flatAddress(w *Wave, d *instr, l int) uint64 {
	off := uint64(d.offset)
	switch d.flat {
	case flatGlobal, flatFlat:
		// gfx1250's FLAT takes an SGPR base too.
		if d.sad.kind == isa.KindSGPR || d.sad.kind == isa.KindSpecial {
			return w.sread64(&d.sad) + uint64(w.vdstLanes(&d.vaddr, 0)[l])*uint64(max(d.scale, 1)) + off
		}
	case flatScratch:
		// The private offset: VGPR, SGPR, or (GFX940 "SVS") both.
		var base uint32
		if d.vaddr.kind == isa.KindVGPR {
			base = w.vdstLanes(&d.vaddr, 0)[l] * uint32(max(d.scale, 1))
		}
		if d.sad.kind == isa.KindSGPR || d.sad.kind == isa.KindSpecial {
			base += w.sread32(&d.sad)
		}
		return uint64(base + uint32(off))
	}
	lo, hi := w.vdstLanes(&d.vaddr, 0), w.vdstLanes(&d.vaddr, 1)
	return (uint64(hi[l])<<32 | uint64(lo[l])) + off
}

// flatLaneSpace is the address space and address lane l of a FLAT,
// GLOBAL or SCRATCH instruction reaches, as Debugger.Accesses and the
// checker hook report them: GLOBAL is global memory, SCRATCH the lane's
// private offset, FLAT classified by the apertures.
func flatLaneSpace(w *Wave, d *instr, l int) (Space, uint64) {
	addr := flatAddress(w, d, l)
	switch d.flat {
	case flatGlobal:
		return SpaceGlobal, addr
	case flatFlat:
		return w.Env.Arch().Apertures().Classify(addr)
	}
	return SpacePrivate, addr
}

// laneAccess performs one lane's access of n bytes at a flat address (or
// private offset for SCRATCH) and calls fn with the bytes.
func laneAccess(w *Wave, d *instr, l int, addr uint64, n uint32, write bool, fn func(b []byte, at uint32)) error {
	env := w.Env
	space, flatAddr := SpacePrivate, addr
	if d.flat != flatScratch {
		space, addr = env.Arch().Apertures().Classify(addr)
		if d.flat == flatGlobal {
			space = SpaceGlobal
		}
	}
	waveBase := uint64(0)
	if space == SpacePrivate {
		waveBase = waveScratchBase(w)
	}
	if space == SpacePrivate && d.flat == flatFlat {
		// gfx1250: a flat scratch address names its wave slot and lane.
		if slot, lane, ok := env.Arch().Apertures().ScratchLane(flatAddr); ok {
			sc := env.Scratch()
			if lane >= w.LaneCount() || slot != w.Slot && slot >= sc.Slots {
				return &MemoryFault{Space: SpacePrivate, Addr: flatAddr, Size: uint64(n), Write: write, Lane: lane}
			}
			if slot != w.Slot {
				waveBase = sc.SlotBase(slot)
			}
			l = lane
		}
	}
	switch space {
	case SpaceLocal:
		b, err := env.LDS().Slice(addr, uint64(n), write)
		if err != nil {
			return err
		}
		fn(b, 0)
		return nil
	case SpacePrivate:
		return env.Scratch().AccessSwizzled(env.Global(), waveBase, l, addr, n, write, fn)
	}
	b, err := env.Global().Slice(addr, uint64(n), write)
	if err != nil {
		return err
	}
	fn(b, 0)
	return nil
}

func flatMem(op memOp) semFn {
	return func(w *Wave, d *instr) error {
		if op.bytes == 4 && !op.d16 && d.flat != flatScratch {
			if done, err := flatDword(w, d, op.store); done {
				return err
			}
		}
		var fault *laneError
		var buf [16]byte
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr := flatAddress(w, d, l)
			var err error
			if op.store {
				data := op.storeLane(w, &d.vdata, l, &buf)
				err = laneAccess(w, d, l, addr, op.bytes, true, func(b []byte, at uint32) { copy(b, data[at:]) })
			} else {
				var got [16]byte
				err = laneAccess(w, d, l, addr, op.bytes, false, func(b []byte, at uint32) { copy(got[at:], b) })
				if err == nil {
					op.loadLane(w, &d.vdst, l, got[:op.bytes])
				}
			}
			if err != nil {
				laneFault(&fault, l, err)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// flatDword is the fast path of dword loads and stores to global memory:
// no closures, the accessor's allocation cache. It declines (done false)
// as soon as a lane's address is not plain global memory, before touching
// anything, so the general path can take over.
func flatDword(w *Wave, d *instr, store bool) (done bool, err error) {
	if globalDwordAllLanes(w, d, store) {
		return true, nil
	}
	c := w.Env.Global()
	var addrs [64]uint64
	if d.sad.kind == isa.KindNone && d.vaddr.kind == isa.KindVGPR {
		// A 64-bit VGPR address (FLAT, or GLOBAL with saddr off).
		lo, hi := w.vdstLanes(&d.vaddr, 0), w.vdstLanes(&d.vaddr, 1)
		off := uint64(d.offset)
		var shared, private, scratchTag uint32
		scratchTag = ^uint32(0) // no gfx1250 scratch region
		if d.flat == flatFlat {
			ap := w.Env.Arch().Apertures()
			shared, private = uint32(ap.SharedBase>>32), uint32(ap.PrivateBase>>32)
			if ap.ScratchBase != 0 {
				scratchTag = uint32(ap.ScratchBase >> scratchTagShift)
			}
		}
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if d.flat == flatFlat && (hi[l] == shared || hi[l] == private || hi[l]>>(scratchTagShift-32) == scratchTag) {
				return false, nil
			}
			addrs[l] = (uint64(hi[l])<<32 | uint64(lo[l])) + off
		}
	} else {
		ap := w.Env.Arch().Apertures()
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := flatAddress(w, d, l)
			if d.flat == flatFlat {
				if sp, _ := ap.Classify(a); sp != SpaceGlobal {
					return false, nil
				}
			}
			addrs[l] = a
		}
	}
	var data []uint32
	if store {
		data = w.vdstLanes(&d.vdata, 0)
	} else {
		data = w.vdstLanes(&d.vdst, 0)
	}
	if dwordsInOneAllocation(c, w.EXEC, &addrs, data, store) {
		return true, nil
	}
	var fault *laneError
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		b, err := c.Slice(addrs[l], 4, store)
		if err != nil {
			laneFault(&fault, l, err)
			continue
		}
		if store {
			put32(b, data[l])
		} else {
			data[l] = le32(b)
		}
	}
	if fault != nil {
		return true, fault
	}
	return true, nil
}
