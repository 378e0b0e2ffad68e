package exec

import "github.com/gcndbg/gcndbg/isa"

// GlobalLanes describes the accesses of a plain GLOBAL load or store
// (the instructions Span summarises) without listing them: each active
// lane l accesses Size bytes at Addr(l), as Accesses lists them.
type GlobalLanes struct {
	// Base is the SGPR base plus the instruction's offset (or the offset
	// alone when the address is a VGPR pair).
	Base uint64
	// Lo is the lanes' offset VGPR (or the address pair's low dwords);
	// Hi the pair's high dwords, nil with an SGPR base. Read only.
	Lo, Hi []uint32
	// Scale multiplies the lane's offset (gfx1250 scale_offset; else 1).
	Scale uint64
	Size  uint32
	Write bool
}

// Addr is the address lane l accesses.
func (g *GlobalLanes) Addr(l int) uint64 {
	v := uint64(g.Lo[l])
	if g.Hi != nil {
		v |= uint64(g.Hi[l]) << 32
	}
	return g.Base + v*g.Scale
}

// GlobalLanes gives the accesses of a plain GLOBAL load or store (one
// element per lane, no LDS DMA); ok is false for any other instruction:
// use Accesses.
func (e *InstEvent) GlobalLanes() (g GlobalLanes, ok bool) {
	d, w := e.d, e.w
	if d == nil || d.illegal || d.in.Enc == nil || prefetchOps[d.op] || d.flat != flatGlobal || !d.in.Enc.Format.Has(isa.FormatFLAT) {
		return GlobalLanes{}, false
	}
	f := d.mem
	if (f.Kind != isa.MemLoad && f.Kind != isa.MemStore) || f.Count != 1 || f.Format || f.LDSDMA || isLDSDMAEncoding(d.in.Enc) {
		return GlobalLanes{}, false
	}
	g = GlobalLanes{Base: uint64(d.offset), Scale: 1, Size: uint32(f.Bytes), Write: f.Kind == isa.MemStore}
	if d.sad.kind == isa.KindSGPR || d.sad.kind == isa.KindSpecial {
		g.Base += w.sread64(&d.sad)
		g.Lo = w.vdstLanes(&d.vaddr, 0)
		g.Scale = uint64(max(d.scale, 1))
	} else {
		g.Lo, g.Hi = w.vdstLanes(&d.vaddr, 0), w.vdstLanes(&d.vaddr, 1)
	}
	return g, true
}
