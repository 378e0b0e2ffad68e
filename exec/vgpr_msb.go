package exec

import "github.com/gcndbg/gcndbg/isa"

// gfx1250's s_set_vgpr_msb (isa/vgpr_msb.go has the mode's layout and the
// operand each slot addresses, from LLVM 22): it sets the wave's mode
// (immediate bits [7:0]; bits [15:8] only record the previous mode), and
// every later instruction whose VGPR operands sit in slots with nonzero
// fields runs with those operands moved up by 256 times the field, until
// the next s_set_vgpr_msb. Each function starts with mode 0 (LLVM's ABI),
// so a wave starts with 0 and the mode is the wave's, across calls and
// branches as the hardware keeps it. MODE's bits [19:12], which LLVM says
// s_setreg can overwrite on some hardware, are not modelled: s_getreg and
// s_setreg of MODE neither see nor change the mode.

func init() {
	register(map[isa.Op]semFn{isa.OpS_SET_VGPR_MSB: sSetVGPRMSB})
}

func sSetVGPRMSB(w *Wave, d *instr) error {
	w.VGPRMSB = uint8(d.simm16)
	return nil
}

type msbKey struct {
	d    *instr
	mode uint8
}

// msbVariant is d (at pc) with its VGPR operands moved by mode: the
// decoded instruction with the registers the fields name, resolved again
// (so a VGPR beyond the kernel's allocation faults as any would), linked
// to d's successors.
func (p *Program) msbVariant(d *instr, pc uint64, mode uint8) *instr {
	key := msbKey{d, mode & d.msbFields}
	if v, ok := p.msbVariants.Load(key); ok {
		return v.(*instr)
	}
	in := d.in
	in.Operands = append([]isa.Operand(nil), d.in.Operands...)
	for i := range in.Operands {
		if r := d.in.VGPRMSBReg(i, key.mode); r != int(in.Operands[i].Reg) {
			in.Operands[i].Reg = uint16(r)
		}
	}
	in.VGPRMSB = 0 // its text names the moved registers themselves
	v := &instr{in: in, op: in.Op, size: d.size}
	f := p.funcOf(pc)
	v.resolve(p, f.nvgpr, f.agprs)
	v.next, v.straight, v.skip, v.skipBytes, v.skipTo = d.next, d.straight, d.skip, d.skipBytes, d.skipTo
	v.msbFields = 0
	if d.err != nil && v.err == nil {
		v.err = d.err
	}
	got, _ := p.msbVariants.LoadOrStore(key, v)
	return got.(*instr)
}
