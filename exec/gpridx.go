package exec

import "github.com/gcndbg/gcndbg/isa"

// VGPR indexing mode (GFX8/GFX9 s_set_gpr_idx_*): while MODE.GPR_IDX_EN is
// set, the VGPR operands of VALU instructions selected by M0[15:12]
// (src0, src1, src2, dst) are offset by M0[7:0] (Vega ISA 4.5 "VGPR
// Indexing"). LLVM uses it on GFX9 for dynamic indexing into registers.

// ModeGPRIdxEn is MODE.GPR_IDX_EN (bit 27).
const ModeGPRIdxEn = 1 << 27

// GPR index mode bits in M0[15:12].
const (
	gprIdxSrc0 = 1 << iota
	gprIdxSrc1
	gprIdxSrc2
	gprIdxDst
)

func init() {
	register(map[isa.Op]semFn{
		isa.OpS_SET_GPR_IDX_ON: func(w *Wave, d *instr) error {
			w.M0 = w.M0&^0xf0ff | w.sread32(&d.src[0])&0xff | uint32(d.src[1].imm&0xf)<<12
			w.Mode |= ModeGPRIdxEn
			return nil
		},
		isa.OpS_SET_GPR_IDX_OFF: func(w *Wave, d *instr) error {
			w.Mode &^= ModeGPRIdxEn
			return nil
		},
		isa.OpS_SET_GPR_IDX_IDX: func(w *Wave, d *instr) error {
			w.M0 = w.M0&^0xff | w.sread32(&d.src[0])&0xff
			return nil
		},
		isa.OpS_SET_GPR_IDX_MODE: func(w *Wave, d *instr) error {
			w.M0 = w.M0&^0xf000 | uint32(d.simm16&0xf)<<12
			return nil
		},
	})
}

// gprIndexed returns a copy of d with the indexed VGPR operands offset, or
// an error when an operand leaves the wave's VGPRs.
func gprIndexed(w *Wave, d *instr) (*instr, error) {
	idx, mode := int(w.M0&0xff), w.M0>>12&0xf
	c := *d
	n := w.NumVGPRs()
	shift := func(o *opnd, on bool) error {
		if !on || o.kind != isa.KindVGPR {
			return nil
		}
		o.reg += idx
		if o.reg+o.width > n {
			return errInvalid("%s indexed by M0 = %d reaches past the %d VGPRs of the wave", d.op, idx, n)
		}
		return nil
	}
	for _, s := range []struct {
		o  *opnd
		on bool
	}{{&c.src[0], mode&gprIdxSrc0 != 0}, {&c.src[1], mode&gprIdxSrc1 != 0}, {&c.src[2], mode&gprIdxSrc2 != 0}, {&c.vdst, mode&gprIdxDst != 0}} {
		if err := shift(s.o, s.on); err != nil {
			return nil, err
		}
	}
	return &c, nil
}
