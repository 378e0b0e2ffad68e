package exec

import "github.com/gcndbg/gcndbg/isa"

// Scalar loads specialised at decode: every wave of a dispatch reads its
// kernel arguments with a few s_load_* from an SGPR pair and an immediate
// offset, and a wave32 dispatch has twice the waves. The general sLoad
// looked at its operands' kinds, went through smemBase, smemOffset and
// sLoadWhole, and looked the kernarg segment up again after each vector
// access had moved the Accessor's last allocation (vadd: ~330 x86
// instructions per load, 4 loads per wave).

// sLoadSpecial returns s_load_dword (dwords 1) ... s_load_dwordx16 (GFX11+
// s_load_b32 ... b512) of instruction d specialised when its base is an
// SGPR pair, its offset an immediate alone (no soffset, or null) and its
// destination SGPRs, or nil. It loads as sLoadWhole does, from one
// allocation (the one the last scalar load hit tried first,
// Accessor.scalarBytes), and returns errGeneral for the general
// semantics wherever that cannot (a fault, a load across allocations, a
// register out of range).
func sLoadSpecial(dwords int) func(d *instr, fn semFn) semFn {
	return func(d *instr, _ semFn) semFn {
		if d.sad.kind != isa.KindSGPR || d.sdst.kind != isa.KindSGPR || d.sdst.reg < 0 || d.sad.reg < 0 {
			return nil
		}
		if d.soff.present() && (d.soff.kind != isa.KindSpecial || d.soff.reg != isa.EncNull) {
			return nil // an SGPR offset (GFX11's null, as LLVM 22 writes it, reads 0)
		}
		off, n := uint64(d.offset), uint64(4*dwords)
		if off+n-4 == ^uint64(0) {
			// sLoad's per-dword path, which reads the last dword as 0
			// (not below its limit, ^0).
			return nil
		}
		base, dst := d.sad.reg, d.sdst.reg
		return func(w *Wave, d *instr) error {
			if fastPathsOff || base+1 >= len(w.SGPR) || dst+dwords > len(w.SGPR) {
				return errGeneral
			}
			addr := (uint64(w.SGPR[base]) | uint64(w.SGPR[base+1])<<32 + off) &^ 3
			b := w.Env.Global().scalarBytes(addr, n)
			if b == nil {
				return errGeneral
			}
			to := w.SGPR[dst : dst+dwords]
			for i := range to {
				to[i] = le32(b[4*i:])
			}
			return nil
		}
	}
}

// scalarBytes returns the n bytes at addr when they lie in one
// allocation, or nil. Scalar loads mostly read the kernarg segment while
// a wave's vector accesses go to buffers: the allocation the last scalar
// load hit is tried first, then those of find.
func (c *Accessor) scalarBytes(addr, n uint64) []byte {
	a := c.scalar
	if a == nil || addr < a.Base || addr-a.Base+n > uint64(len(a.Data)) || addr+n < addr {
		if a = c.find(addr); a == nil || addr-a.Base+n > uint64(len(a.Data)) || addr+n < addr {
			return nil
		}
		c.scalar = a
	}
	off := addr - a.Base
	return a.Data[off : off+n : off+n]
}

func init() {
	for name, dwords := range map[string]int{"dword": 1, "dwordx2": 2, "dwordx4": 4, "dwordx8": 8, "dwordx16": 16} {
		specialisers[opByName("s_load_"+name)] = sLoadSpecial(dwords)
	}
}
