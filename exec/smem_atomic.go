package exec

import (
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Scalar memory atomics and buffer stores of GFX9 (Vega ISA 12.4 SMEM):
// s_atomic_<op> works on the 64-bit address sbase + offset,
// s_buffer_atomic_<op> and s_buffer_store_* on the buffer a V# in sbase
// describes (offsets past num_records are dropped: no write, 0 returned).
// sdata holds the source (for cmpswap the source then the compare value);
// with glc the old memory value returns to sdata's first register(s).

// smemAddr is the address of a scalar memory operation and whether it is in
// range (a V#'s num_records).
func smemAddr(w *Wave, d *instr, buffer bool, bytes uint64) (uint64, bool) {
	off := smemOffset(w, d)
	if !buffer {
		return (w.sread64(&d.sad) + off) &^ 3, true
	}
	var words [4]uint32
	for i := range 4 {
		words[i] = w.SGPR[d.sad.reg+i]
	}
	r := DecodeBufferResource(words)
	return (r.Base + off) &^ 3, off+bytes <= r.NumRecords
}

func sAtomic(f rmwFn, width int, cmp, buffer bool) semFn {
	dw := width / 32
	return func(w *Wave, d *instr) error {
		c := w.Env.Global()
		addr, ok := smemAddr(w, d, buffer, uint64(width/8))
		src := uint64(w.sreadN(&d.sdst, 0))
		var cv uint64
		if dw == 2 {
			src |= uint64(w.sreadN(&d.sdst, 1)) << 32
		}
		if cmp {
			cv = uint64(w.sreadN(&d.sdst, dw))
			if dw == 2 {
				cv |= uint64(w.sreadN(&d.sdst, dw+1)) << 32
			}
		}
		var old uint64
		if ok {
			if mu := w.Env.Atomic(); mu != nil {
				mu.Lock()
				defer mu.Unlock()
			}
			for i := range dw {
				v, err := c.Read32(addr + uint64(4*i))
				if err != nil {
					return err
				}
				old |= uint64(v) << (32 * i)
			}
			nv := f(old, src, cv, width)
			for i := range dw {
				if err := c.Write32(addr+uint64(4*i), uint32(nv>>(32*i))); err != nil {
					return err
				}
			}
		}
		if d.glc {
			for i := range dw {
				w.swriteN(&d.sdst, i, uint32(old>>(32*i)))
			}
		}
		return nil
	}
}

func sBufferStore(dwords int) semFn {
	return func(w *Wave, d *instr) error {
		c := w.Env.Global()
		addr, ok := smemAddr(w, d, true, uint64(4*dwords))
		if !ok {
			return nil
		}
		for i := range dwords {
			if err := c.Write32(addr+uint64(4*i), w.sreadN(&d.sdst, i)); err != nil {
				return err
			}
		}
		return nil
	}
}

func init() {
	m := map[isa.Op]semFn{}
	for op, f := range atomicRMW {
		if strings.Contains(op, "_f") { // float atomics have no scalar form
			continue
		}
		for _, buffer := range []bool{false, true} {
			prefix := "s_atomic_"
			if buffer {
				prefix = "s_buffer_atomic_"
			}
			if hasOp(prefix + op) {
				m[opByName(prefix+op)] = sAtomic(f, 32, op == "cmpswap", buffer)
			}
			if hasOp(prefix + op + "_x2") {
				m[opByName(prefix+op+"_x2")] = sAtomic(f, 64, op == "cmpswap", buffer)
			}
		}
	}
	for name, dwords := range map[string]int{"dword": 1, "dwordx2": 2, "dwordx4": 4} {
		m[opByName("s_buffer_store_"+name)] = sBufferStore(dwords)
	}
	// Cache controls and address-translation probes change nothing the
	// interpreter models.
	m[isa.OpS_DCACHE_DISCARD_X2] = nop
	m[isa.OpS_ATC_PROBE] = nop
	m[isa.OpS_ATC_PROBE_BUFFER] = nop
	register(m)
}
