package exec

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// v_permlane16_swap_b32 and v_permlane32_swap_b32 (gfx950; gfx1250 has the
// 16-lane form) exchange lanes between two VGPRs: the destination and the
// VOP1 source, both read and written.
//
// AMD's CDNA4 ISA guide gives the pseudocode (as extracted from the PDF in
// tinygrad's tinygrad/runtime/autogen/amd/cdna/str_pcode.py):
//
//	V_PERMLANE16_SWAP_B32: for pass in 0..1, lane in 0..15:
//	  swap VGPR[pass*32 + lane][SRC0] with VGPR[pass*32 + lane + 16][VDST]
//	V_PERMLANE32_SWAP_B32: for lane in 0..31:
//	  swap VGPR[lane][SRC0] with VGPR[lane + 32][VDST]
//
// that is, as AMDGPUUsage says of llvm.amdgcn.permlane16.swap/permlane32.swap,
// the odd rows of 16 of the first operand (VDST) trade places with the even
// rows of the second (SRC0), and rows 2-3 of VDST with rows 0-1 of SRC0.
// Unlike V_PERMLANE16_B32 or V_PERMLANE64_B32, whose pseudocode writes
// only "if EXEC[lane]", this pseudocode names no EXEC: on gfx950 every
// lane swaps whatever EXEC holds, and the VOP3 form's fi and bound_ctrl
// bits (op_sel[0], op_sel[1]: llvm-mc's "fi:1 bound_ctrl:1"), which only
// say what an inactive source lane gives, change nothing.
//
// gfx1250 (wave32 only) has no published pseudocode; AMDGPUUsage's row
// swap is the same for every target that has the intrinsic, so a gfx1250
// wave swaps rows 0 and 1 as gfx950's pass 0 does when EXEC holds all 32
// lanes; with inactive lanes it faults as unimplemented, since no source
// says whether those lanes take part there.

// permlaneSwap is v_permlane{16,32}_swap_b32: span is 16 or 32, the rows
// exchanged in each block of 2*span lanes. strict makes a wave whose EXEC
// is not full fault as unimplemented (gfx1250).
func permlaneSwap(span int, strict bool) semFn {
	return func(w *Wave, d *instr) error {
		if d.src[0].kind != isa.KindVGPR {
			return errInvalid("%s needs a VGPR source", d.op)
		}
		n := w.LaneCount()
		if n < 2*span {
			return errInvalid("%s needs a wave of %d lanes", d.op, 2*span)
		}
		if strict && w.EXEC&w.LaneMask() != w.LaneMask() {
			return &faultError{kind: FaultUnimplemented, detail: fmt.Sprintf(
				"%s with inactive lanes (EXEC %#x) has no semantics in the interpreter: no source says whether inactive lanes swap on this target", d.op, w.EXEC)}
		}
		x := w.vdstLanes(&d.vdst, 0)
		y := w.vdstLanes(&d.src[0], 0)
		for base := 0; base < n; base += 2 * span {
			for i := range span {
				a, b := base+i, base+span+i
				// tmp = SRC0[a]; SRC0[a] = VDST[b]; VDST[b] = tmp (in this
				// order, so that VDST == SRC0 swaps the rows of one VGPR).
				t := y[a]
				y[a] = x[b]
				x[b] = t
			}
		}
		return nil
	}
}

// prng is v_prng_b32 (gfx950), the CDNA4 guide's pseudocode: D = (S0 << 1)
// ^ (S0[31] ? 197 : 0), one step of a 32-bit Galois LFSR whose feedback
// taps are 0xc5. gfx1250's v_prng_b32 has no published definition and
// stays without semantics.
func prng(a uint32) uint32 {
	v := a << 1
	if a>>31 != 0 {
		v ^= 197
	}
	return v
}

func init() {
	registerGen(GFX940, map[isa.Op]semFn{
		isa.OpV_PERMLANE16_SWAP_B32: permlaneSwap(16, false),
		isa.OpV_PERMLANE32_SWAP_B32: permlaneSwap(32, false),
		isa.OpV_PRNG_B32:            vop1(prng),
	})
	registerGen(GFX1250, map[isa.Op]semFn{
		isa.OpV_PERMLANE16_SWAP_B32: permlaneSwap(16, true),
	})
}
