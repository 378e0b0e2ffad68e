package exec

import (
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// LDS DMA: loads that write LDS instead of VGPRs, and the store that reads
// LDS instead of VGPRs.
//
//   - global_load_lds_{ubyte,sbyte,ushort,sshort,dword} and
//     scratch_load_lds_* (gfx940/gfx942, MI300 ISA "Global Load LDS"), and
//     before gfx940 global_load_* / scratch_load_* with the lds bit: the
//     memory address as for global_load/scratch_load;
//   - buffer_load_{ubyte,sbyte,ushort,sshort,dword} with the lds bit
//     (GFX8/GFX9 and CDNA): the memory address as for buffer loads, an
//     out-of-range dword reading 0;
//   - buffer_store_lds_dword (GFX8 to gfx90a): each lane's dword moves
//     from LDS to the buffer address.
//
// Each active lane's dword lives in LDS at M0[15:0] + the instruction's
// offset + 4 * lane (Vega ISA "Buffer Instructions" LDS_ADDR = LDSbase +
// LDS_offset + inst_offset + TID*4; AMDGPUUsage llvm.amdgcn.load.to.lds:
// "The LDS pointer is implicitly offset by 4 * lane_id bytes for size <= 4
// bytes", the immediate offset applying to both addresses). Sub-dword loads
// are zero- or sign-extended to the dword they write (MI300 ISA
// GLOBAL_LOAD_LDS_UBYTE: "zero extend to 32 bits and store the result into
// a data share"). An LDS dword outside the workgroup's allocation faults,
// as a memory address outside every allocation does.
//
// gfx950's 12- and 16-byte forms (global_load_lds_dwordx3/x4,
// buffer_load_dwordx3/x4 ... lds) copy the lane's bytes unchanged to LDS
// at M0[15:0] + offset + 16 * lane: AMDGPUUsage (llvm.amdgcn.load.to.lds)
// "The LDS pointer is implicitly offset by 4 * lane_id bytes for size <=
// 4 bytes and 16 * lane_id bytes for larger sizes"; a dwordx3 lane leaves
// the last 4 bytes of its 16 as they were.

// ldsDMAAddr is lane l's LDS byte address for an access of size bytes.
func ldsDMAAddr(w *Wave, off int64, l int, size uint32) uint64 {
	stride := uint32(4)
	if size > 4 {
		stride = 16
	}
	return uint64(uint32(w.M0&0xffff) + uint32(off) + stride*uint32(l))
}

// putLDSDMA writes one lane's loaded bytes b to LDS at dst: a byte or
// short extended to a dword, a dword or more as they are.
func putLDSDMA(op memOp, dst, b []byte) {
	if op.bytes <= 4 {
		put32(dst, extendLoad(op, b))
		return
	}
	copy(dst, b)
}

// ldsDMASize is the LDS bytes one lane's load writes.
func ldsDMASize(op memOp) uint32 { return max(op.bytes, 4) }

// extendLoad is the dword that op's loaded bytes b become.
func extendLoad(op memOp, b []byte) uint32 {
	switch op.bytes {
	case 1:
		if op.signed {
			return uint32(int32(int8(b[0])))
		}
		return uint32(b[0])
	case 2:
		v := le16(b)
		if op.signed {
			return uint32(int32(int16(v)))
		}
		return uint32(v)
	}
	return le32(b)
}

// ldsDMALoad returns the memOp of a load with a modelled LDS DMA form: a
// GLOBAL, SCRATCH or buffer load of a byte, short or dword (the load_lds
// operations, or the plain load whose LDS encoding it is before gfx940),
// or gfx950's dwordx3/dwordx4.
func ldsDMALoad(op isa.Op) (memOp, bool) {
	f := op.Mem()
	switch {
	case f.Kind != isa.MemLoad || f.Bytes > 4 && f.Bytes != 12 && f.Bytes != 16 || f.D16 || f.Format || f.Count != 1:
		return memOp{}, false
	case f.Seg == isa.SegGlobal || f.Seg == isa.SegScratch || f.Seg == isa.SegBuffer:
		return memOpOf(f), true
	}
	return memOp{}, false
}

func init() {
	m := map[isa.Op]semFn{}
	for _, op := range isa.MemOps() {
		// gfx1250's global_load_async_to_lds_* take the LDS address from
		// a VGPR, not M0: not these semantics. What their immediate
		// offset applies to (LLVM 22's intrinsic says only "offset") is
		// not pinned, so they stay without semantics.
		if strings.Contains(op.String(), "_async_") {
			continue
		}
		if mop, ok := ldsDMALoad(op); ok && op.Mem().LDSDMA {
			m[op] = flatLoadLDS(mop)
		}
	}
	if hasOp("buffer_store_lds_dword") {
		m[opByName("buffer_store_lds_dword")] = bufferStoreLDS
	}
	register(m)
}

// flatLoadLDS is global_load_lds_* and scratch_load_lds_*.
func flatLoadLDS(op memOp) semFn {
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			var got [16]byte
			err := laneAccess(w, d, l, flatAddress(w, d, l), op.bytes, false, func(b []byte, at uint32) { copy(got[at:], b) })
			if err == nil {
				var dst []byte
				if dst, err = lds.Slice(ldsDMAAddr(w, d.offset, l, op.bytes), uint64(ldsDMASize(op)), true); err == nil {
					putLDSDMA(op, dst, got[:op.bytes])
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

// isLDSDMAEncoding reports whether an encoding is an LDS DMA load: LLVM's
// BUFFER_LOAD_*_LDS_*, GLOBAL_LOAD_LDS_* and SCRATCH_LOAD_LDS_* records.
// Before gfx940 these print (and decode) as the plain load with an lds
// modifier, "global_load_dword v[2:3], off lds".
func isLDSDMAEncoding(e *isa.Encoding) bool {
	// Asked of every memory access: the first two letters choose the
	// one prefix that can match.
	var p string
	switch n := e.Name; {
	case len(n) < 2:
		return false
	case n[0] == 'B' && n[1] == 'U':
		p = "BUFFER_LOAD_"
	case n[0] == 'G' && n[1] == 'L':
		p = "GLOBAL_LOAD_LDS_"
	case n[0] == 'S' && n[1] == 'C':
		p = "SCRATCH_LOAD_LDS_"
	default:
		return false
	}
	return strings.HasPrefix(e.Name, p) && strings.Contains(e.Name, "_LDS_")
}

// ldsDMAForm returns the semantics of the LDS DMA encoding e of operation op
// (a plain load's operation before gfx940), or nil when that load has no
// modelled LDS form.
func ldsDMAForm(e *isa.Encoding, op isa.Op) semFn {
	mop, ok := ldsDMALoad(op)
	switch {
	case !ok:
		return nil
	case op.Mem().Seg != isa.SegBuffer && e.Format.Has(isa.FormatFLAT):
		return flatLoadLDS(mop)
	case op.Mem().Seg == isa.SegBuffer && e.Format.Has(isa.FormatMUBUF):
		return bufferLoadLDS(mop)
	}
	return nil
}

// bufferLoadLDS is the LDS DMA form of a MUBUF load.
func bufferLoadLDS(mop memOp) semFn {
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := bufferLane(w, d, l, offen, idxen, soff)
			var got [16]byte // an out-of-range load reads 0
			var err error
			if mop.bytes <= 4 {
				if addr, in := r.Address(a, 0); in {
					err = bufferAccess(w, l, addr, mop.bytes, false, func(b []byte) { copy(got[:], b) })
				}
			} else {
				// gfx950's dwordx3/x4: each dword checked on its own, as
				// for a multi-dword buffer load.
				for at := uint32(0); at < mop.bytes && err == nil; at += 4 {
					if addr, in := r.Address(a, at); in {
						err = bufferAccess(w, l, addr, 4, false, func(b []byte) { copy(got[at:], b) })
					}
				}
			}
			if err == nil {
				var dst []byte
				if dst, err = lds.Slice(ldsDMAAddr(w, d.offset, l, mop.bytes), uint64(ldsDMASize(mop)), true); err == nil {
					putLDSDMA(mop, dst, got[:mop.bytes])
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

// bufferStoreLDS is buffer_store_lds_dword: each active lane's LDS dword
// to its buffer address (no VGPR address: add_tid_enable in the V# spreads
// the lanes); an out-of-range store is dropped.
func bufferStoreLDS(w *Wave, d *instr) error {
	r, offen, idxen, soff := bufferSetup(w, d)
	lds := w.Env.LDS()
	var fault *laneError
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		src, err := lds.Slice(ldsDMAAddr(w, d.offset, l, 4), 4, false)
		if err == nil {
			a := bufferLane(w, d, l, offen, idxen, soff)
			if addr, in := r.Address(a, 0); in {
				err = bufferAccess(w, l, addr, 4, true, func(b []byte) { copy(b, src) })
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

// bufferSetup reads what every lane of a MUBUF instruction shares: the V#,
// the addressing mode and soffset.
func bufferSetup(w *Wave, d *instr) (r BufferResource, offen, idxen bool, soff uint32) {
	var words [4]uint32
	for i := range 4 {
		words[i] = w.SGPR[d.sad.reg+i]
	}
	offen, idxen = bufferAddressing(d.in.Enc)
	return DecodeBufferResourceFor(words, w.Env.Arch().Gen), offen, idxen, w.sread32(&d.soff)
}

// bufferLane is lane l's MUBUF address inputs.
func bufferLane(w *Wave, d *instr, l int, offen, idxen bool, soff uint32) BufferAccess {
	a := BufferAccess{Offset: uint32(d.offset), SOffset: soff, Lane: l}
	k := 0
	if idxen {
		a.Index = w.vdstLanes(&d.vaddr, 0)[l]
		k = 1
	}
	if offen {
		a.Offset += w.vdstLanes(&d.vaddr, k)[l]
	}
	return a
}
