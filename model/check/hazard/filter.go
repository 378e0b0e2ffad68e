package hazard

import "github.com/gcndbg/gcndbg/isa"

// Filtering: most instructions take no part in any rule of a program; a
// host may then pass over them (Wants) and tell the wave how many it ran
// between the ones it steps (StepGap): each counts one wait state and
// matches no rule, which is exactly what Step would have made of it.
// SetProgram decides, from every instruction the program may run, which
// ones can matter; without it every instruction is wanted.

// programFacts are the whole-program facts Wants needs.
type programFacts struct {
	all          bool // every instruction is wanted
	dpp          bool // a DPP instruction (any VGPR write may precede it)
	storeData    bool // a store whose data a VALU write may overwrite
	trans        bool // a transcendental (GFX11 VALUTransUse)
	ldsdir, maix bool
}

// SetProgram reads every instruction the program may run (each calls
// yield's function once) and makes Wants pass over the ones no rule of
// the checker's generation can involve.
func (c *Checker) SetProgram(insts func(yield func(in *isa.Inst))) {
	var fs []*facts
	insts(func(in *isa.Inst) { fs = append(fs, c.compute(in)) })
	c.setFacts(fs)
}

// setFacts is SetProgram from the facts of every instruction.
func (c *Checker) setFacts(fs []*facts) {
	var p programFacts
	for _, f := range fs {
		p.dpp = p.dpp || f.dpp
		p.storeData = p.storeData || len(f.storeData) > 0
		p.trans = p.trans || f.trans
		p.ldsdir = p.ldsdir || f.ldsdir
		p.maix = p.maix || f.mfma || f.accRead || f.accWrite || f.dot
	}
	g := c.gen
	switch {
	case g < isa.GenGFX8:
	case g < isa.GenGFX90A:
		p.all = p.maix
	case g == isa.GenGFX11 && !c.wave64:
		p.all = p.ldsdir
	case g >= isa.GenGFX1250:
		p.all = p.ldsdir
	default:
		p.all = true
	}
	c.prog = &p
}

// Wants reports whether the wave must Step the instruction in: false
// only after SetProgram, for an instruction no rule can involve (one
// Step would only count as a wait state).
func (c *Checker) Wants(in *isa.Inst) bool {
	if c.quiet {
		return false
	}
	if c.prog == nil || c.prog.all {
		return true
	}
	return c.wantsFacts(c.compute(in))
}

// wantsFacts is Wants for an instruction of facts f, once setFacts ran.
func (c *Checker) wantsFacts(f *facts) bool {
	p := c.prog
	if p.all {
		return true
	}
	g := c.gen
	if f.waitStates != 1 || f.callRet {
		return true
	}
	if c.xnack && g >= isa.GenGFX8 && (f.smem || (f.vmem || f.flat) && g < isa.GenGFX10) {
		return true // softClause
	}
	switch {
	case g < isa.GenGFX8:
		return false
	case g < isa.GenGFX90A:
		return wants9(p, f)
	case g == isa.GenGFX11:
		// wave32: VALUTransUse alone looks back, over VALUs, the
		// instructions that end va_vdst, and calls.
		return c.transUse && p.trans && (f.valu || expiresVaVdst(f))
	}
	return false // GFX1250: soft clauses only
}

// wants9 is Wants for GFX8 and GFX9 without MAI (gfx9): the consumers of
// its rules, and the instructions their look-backs can stop at.
func wants9(p *programFacts, f *facts) bool {
	switch {
	case (f.vmem || f.flat) && len(f.sregReads) > 0, f.dpp, len(f.laneSel) > 0, f.getreg, f.setreg, f.readsM0Hazard,
		f.op == isa.OpV_DIV_FMAS_F32 || f.op == isa.OpV_DIV_FMAS_F64:
		return true
	case len(f.storeData) > 0, f.valu && len(f.vdefs) > 0 && p.storeData:
		return true // StoreData-VALUWrite
	}
	for _, s := range f.writes {
		switch {
		case s < isa.SlotScalar && p.dpp:
			return true // VGPRWrite-DPPRead
		case s >= isa.SlotScalar && s < isa.SlotSCC && f.valu:
			return true // a VALU writes an SGPR, VCC or EXEC
		case s == isa.SlotM0 && f.salu:
			return true // SALUWriteM0-Read
		}
	}
	return false
}
