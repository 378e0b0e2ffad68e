package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// M0-relative register moves: the register number in the instruction plus
// M0 picks the register (Vega ISA v_movrels_b32, v_movreld_b32,
// v_movrelsd_b32, s_movrels_b32/b64, s_movreld_b32/b64). A register past
// the wave's allocation is a fault.

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_MOVRELS_B32:  vmovrel(true, false),
		isa.OpV_MOVRELD_B32:  vmovrel(false, true),
		isa.OpV_MOVRELSD_B32: vmovrel(true, true),
		isa.OpS_MOVRELS_B32:  smovrel(1, true),
		isa.OpS_MOVRELS_B64:  smovrel(2, true),
		isa.OpS_MOVRELD_B32:  smovrel(1, false),
		isa.OpS_MOVRELD_B64:  smovrel(2, false),
	})
}

// vmovrel: D (+M0 if relDst) = S0 (+M0 if relSrc), per active lane.
func vmovrel(relSrc, relDst bool) semFn {
	return func(w *Wave, d *instr) error {
		src, dst := d.src[0], d.vdst
		if relSrc && src.kind == isa.KindVGPR {
			src.reg += int(w.M0)
		}
		if relDst {
			dst.reg += int(w.M0)
		}
		n := w.NumVGPRs()
		if (src.kind == isa.KindVGPR && src.reg >= n) || dst.reg >= n {
			return errInvalid("%s with M0 = %d reaches past the %d VGPRs of the wave", d.op, w.M0, n)
		}
		a := w.vsrc(&src, &w.tmp[0])
		out := w.vdstLanes(&dst, 0)
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			out[l] = a[l]
		}
		return nil
	}
}

// smovrel moves n SGPRs: s_movrels D = S[0 + M0]; s_movreld D[+M0] = S0.
func smovrel(n int, relSrc bool) semFn {
	return func(w *Wave, d *instr) error {
		src, dst := d.src[0], d.sdst
		if relSrc {
			src.reg += int(w.M0)
		} else {
			dst.reg += int(w.M0)
		}
		if (src.kind == isa.KindSGPR && src.reg+n > len(w.SGPR)) || (dst.kind == isa.KindSGPR && dst.reg+n > len(w.SGPR)) {
			return errInvalid("%s with M0 = %d reaches past the %d SGPRs of the wave", d.op, w.M0, len(w.SGPR))
		}
		if n == 2 {
			w.swrite64(&dst, w.sread64(&src))
		} else {
			w.swrite32(&dst, w.sread32(&src))
		}
		return nil
	}
}
