package exec

import (
	"github.com/gcndbg/gcndbg/isa"
)

// Scalar memory (SMEM): loads through a 64-bit base (s_load_*) or a buffer
// descriptor (s_buffer_load_*), and GFX8/GFX9 scalar stores. The address is
// base + offset (immediate, SGPR, or both) with its two low bits ignored.

func init() {
	m := map[isa.Op]semFn{}
	for name, dwords := range map[string]int{"dword": 1, "dwordx2": 2, "dwordx4": 4, "dwordx8": 8, "dwordx16": 16} {
		m[opByName("s_load_"+name)] = sLoad(dwords, false)
		m[opByName("s_buffer_load_"+name)] = sLoad(dwords, true)
	}
	for name, dwords := range map[string]int{"dword": 1, "dwordx2": 2, "dwordx4": 4} {
		m[opByName("s_store_"+name)] = sStore(dwords)
	}
	m[isa.OpS_MEMTIME] = sMemtime
	m[isa.OpS_MEMREALTIME] = sMemtime
	m[isa.OpS_DCACHE_INV_VOL] = nop
	register(m)
}

// smemOffset is the instruction's byte offset: immediate plus SGPR (times
// the load's size with gfx1250's scale_offset).
func smemOffset(w *Wave, d *instr) uint64 {
	off := uint64(d.offset)
	if d.soff.present() {
		off += uint64(w.sread32(&d.soff)) * uint64(max(d.scale, 1))
	}
	return off
}

// smemBase is a scalar load's base address, byte offset and limit: the
// 64-bit base in SBASE and no limit, or for a buffer load (buffer) the
// descriptor in SBASE's four SGPRs, whose NUM_RECORDS bounds the offset.
func smemBase(w *Wave, d *instr, buffer bool) (base, off, limit uint64) {
	off = smemOffset(w, d)
	if !buffer {
		return w.sread64(&d.sad), off, ^uint64(0)
	}
	var words [4]uint32
	for i := range 4 {
		words[i] = w.sreadN(&d.sad, i)
	}
	r := DecodeBufferResourceFor(words, w.Env.Arch().Gen) // base and num_records: the GCN words up to GFX12
	return r.Base, off, r.NumRecords
}

func sLoad(dwords int, buffer bool) semFn {
	return func(w *Wave, d *instr) error {
		c := w.Env.Global()
		base, off, limit := smemBase(w, d, buffer)
		addr := (base + off) &^ 3
		if sLoadWhole(w, d, c, addr, dwords, off+uint64(4*(dwords-1)) < limit) {
			return nil
		}
		for i := range dwords {
			var v uint32
			if uint64(i*4)+off < limit {
				var err error
				if v, err = c.Read32(addr + uint64(4*i)); err != nil {
					return err
				}
			}
			w.swriteN(&d.sdst, i, v)
		}
		return nil
	}
}

// sLoadWhole is the fast path of sLoad: every dword in range (inRange)
// and in one allocation, into SGPRs that exist, read from one slice
// without a lookup per dword. It reports whether it did the load; when
// not, nothing was written.
func sLoadWhole(w *Wave, d *instr, c *Accessor, addr uint64, dwords int, inRange bool) bool {
	if fastPathsOff || !inRange || d.sdst.kind != isa.KindSGPR || d.sdst.reg < 0 || d.sdst.reg+dwords > len(w.SGPR) {
		return false
	}
	b, err := c.Slice(addr, uint64(4*dwords), false)
	if err != nil {
		return false
	}
	dst := w.SGPR[d.sdst.reg : d.sdst.reg+dwords]
	for i := range dst {
		dst[i] = le32(b[4*i:])
	}
	return true
}

func sStore(dwords int) semFn {
	return func(w *Wave, d *instr) error {
		c := w.Env.Global()
		addr := (w.sread64(&d.sad) + smemOffset(w, d)) &^ 3
		for i := range dwords {
			if err := c.Write32(addr+uint64(4*i), w.sreadN(&d.sdst, i)); err != nil {
				return err
			}
		}
		return nil
	}
}

// s_memtime: a 64-bit counter; the interpreter's clock is the wave's
// instruction count.
func sMemtime(w *Wave, d *instr) error {
	w.swrite64(&d.sdst, w.Steps)
	return nil
}

// swriteN writes dword i of a multi-dword scalar destination.
func (w *Wave) swriteN(o *opnd, i int, v uint32) {
	if o.kind == isa.KindSGPR {
		if o.reg+i < len(w.SGPR) {
			w.SGPR[o.reg+i] = v
		}
		return
	}
	x := *o
	x.reg += i
	w.swrite32(&x, v)
}

// sreadN reads dword i of a multi-dword scalar operand.
func (w *Wave) sreadN(o *opnd, i int) uint32 {
	if o.kind == isa.KindSGPR {
		return w.SGPR[o.reg+i]
	}
	x := *o
	x.reg += i
	return w.sread32(&x)
}
