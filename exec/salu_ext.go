package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Scalar leftovers of GFX8/GFX9 (Vega ISA 12.2-12.4): quad masks, whole
// quad mode, signed find-last-bit of 64 bits, bit replication, the
// EXEC-writing ANDN forms and s_call_b64.

// quadmask sets bit i of the result when any bit of quad i of v is set.
func quadmask(v uint64, quads int) uint64 {
	var r uint64
	for i := range quads {
		if v>>(4*i)&0xf != 0 {
			r |= 1 << i
		}
	}
	return r
}

// wqm sets every bit of each quad of v that has a bit set.
func wqm(v uint64) uint64 {
	var r uint64
	for i := range 16 {
		if v>>(4*i)&0xf != 0 {
			r |= 0xf << (4 * i)
		}
	}
	return r
}

// flbitI64 is the position, from the most significant bit, of the first
// bit that differs from the sign bit; -1 when all bits are equal.
func flbitI64(v uint64) uint32 {
	if int64(v) < 0 {
		v = ^v
	}
	if v == 0 {
		return 0xffff_ffff
	}
	return uint32(bits.LeadingZeros64(v))
}

// bitReplicate doubles each bit of the 32-bit v: bits 2i and 2i+1 of the
// result are bit i of v.
func bitReplicate(v uint32) uint64 {
	var r uint64
	for i := range 32 {
		if v>>i&1 != 0 {
			r |= 3 << (2 * i)
		}
	}
	return r
}

// wrexec writes EXEC = f(S0, EXEC) and copies the new EXEC to D; SCC says
// EXEC is not zero.
func wrexec(f func(s, exec uint64) uint64) semFn {
	return func(w *Wave, d *instr) error {
		w.EXEC = f(w.sread64(&d.src[0]), w.EXEC) & w.LaneMask()
		w.swrite64(&d.sdst, w.EXEC)
		w.SCC = w.EXEC != 0
		return nil
	}
}

// sCall is s_call_b64: D = the address of the next instruction; jump by
// simm16 dwords from it.
func sCall(w *Wave, d *instr) error {
	w.swrite64(&d.sdst, programBase(w)+w.PC)
	w.PC = uint64(int64(w.PC) + d.branchOffset())
	return nil
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpS_QUADMASK_B32: func(w *Wave, d *instr) error {
			r := uint32(quadmask(uint64(w.sread32(&d.src[0])), 8))
			w.swrite32(&d.sdst, r)
			w.SCC = r != 0
			return nil
		},
		isa.OpS_QUADMASK_B64: func(w *Wave, d *instr) error {
			r := quadmask(w.sread64(&d.src[0]), 16)
			w.swrite64(&d.sdst, r)
			w.SCC = r != 0
			return nil
		},
		isa.OpS_WQM_B32: func(w *Wave, d *instr) error {
			r := uint32(wqm(uint64(w.sread32(&d.src[0]))))
			w.swrite32(&d.sdst, r)
			w.SCC = r != 0
			return nil
		},
		isa.OpS_WQM_B64: func(w *Wave, d *instr) error {
			r := wqm(w.sread64(&d.src[0]))
			w.swrite64(&d.sdst, r)
			w.SCC = r != 0
			return nil
		},
		isa.OpS_FLBIT_I32_I64: func(w *Wave, d *instr) error {
			w.swrite32(&d.sdst, flbitI64(w.sread64(&d.src[0])))
			return nil
		},
		isa.OpS_BITREPLICATE_B64_B32: func(w *Wave, d *instr) error {
			w.swrite64(&d.sdst, bitReplicate(w.sread32(&d.src[0])))
			return nil
		},
		isa.OpS_ANDN1_WREXEC_B64: wrexec(func(s, e uint64) uint64 { return ^s & e }),
		isa.OpS_ANDN2_WREXEC_B64: wrexec(func(s, e uint64) uint64 { return s &^ e }),
		isa.OpS_CALL_B64:         sCall,
		// Conditional-debug branches test the wave's system and user debug
		// bits, which are clear when no hardware debugger drives the wave:
		// never taken.
		isa.OpS_CBRANCH_CDBGSYS:          nop,
		isa.OpS_CBRANCH_CDBGUSER:         nop,
		isa.OpS_CBRANCH_CDBGSYS_OR_USER:  nop,
		isa.OpS_CBRANCH_CDBGSYS_AND_USER: nop,
	})
}
