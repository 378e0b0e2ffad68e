package exec

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Program is a kernel's code decoded once: every instruction of the code
// region, indexed by its byte offset, with operands resolved for the
// interpreter. It is immutable after NewProgram except for breakpoints,
// and is shared by all waves of all workgroups.
type Program struct {
	Arch   Arch
	Target *isa.Target
	Config KernelConfig
	// Code is the code region (usually all of .text), loaded at Base; the
	// kernel starts at offset Entry. Calls may reach anything in Code.
	Code  []byte
	Base  uint64
	Entry uint64
	// Name is the kernel's name, for reports.
	Name string

	insts []*instr // by offset/4; nil inside a multi-dword instruction
	agprs int      // AGPRs each wave has
	// breakpoints counts the breakpoint traps written over insts; while
	// there are any, instr.next may skip one, so Step looks up every
	// instruction.
	breakpoints int
}

// WaveSize is the number of lanes of the kernel's waves (32 or 64).
func (p *Program) WaveSize() int { return p.Config.WaveSize() }

// programAGPRs is the number of AGPRs a wave of the kernel gets (as Setup
// allocates them).
func programAGPRs(a Arch, c *KernelConfig) int {
	switch a.Gen {
	case GFX90A, GFX940:
		return c.VGPRCount(a) - c.ArchVGPRs(a)
	}
	if a.AGPRs > 0 {
		return c.VGPRCount(a)
	}
	return 0
}

// NewProgram decodes code (loaded at address base) for the target and
// resolves every instruction's operands and semantics. Bytes that do not
// decode become illegal instructions, which fault only if executed.
func NewProgram(arch Arch, t *isa.Target, cfg KernelConfig, name string, code []byte, base, entry uint64) (*Program, error) {
	if err := cfg.Validate(arch); err != nil {
		return nil, err
	}
	if entry >= uint64(len(code)) || entry%4 != 0 {
		return nil, fmt.Errorf("exec: kernel %s: entry offset %#x is outside the %d bytes of code or not dword aligned", name, entry, len(code))
	}
	p := &Program{Arch: arch, Target: t, Config: cfg, Code: code, Base: base, Entry: entry, Name: name}
	p.insts = make([]*instr, (len(code)+3)/4)
	nv := max(cfg.ArchVGPRs(arch), 3)
	p.agprs = programAGPRs(arch, &cfg)
	for off := 0; off+4 <= len(code); {
		in, err := isa.Decode(code[off:], base+uint64(off), t)
		if err != nil {
			p.insts[off/4] = &instr{size: 4, err: &faultError{kind: FaultIllegal, detail: illegalDetail(code[off:], base+uint64(off), t, err)}, illegal: true}
			off += 4
			continue
		}
		d := &instr{in: in, op: in.Op, size: uint32(in.Size)}
		d.resolve(p, nv)
		p.insts[off/4] = d
		off += in.Size
	}
	p.linkStraight()
	return p, nil
}

// linkStraight sets each instruction's next and straight, last to first.
func (p *Program) linkStraight() {
	for i := len(p.insts) - 1; i >= 0; i-- {
		d := p.insts[i]
		if d == nil {
			continue
		}
		if j := i + int(d.size/4); j < len(p.insts) {
			d.next = p.insts[j]
		}
		if d.sopp || d.illegal || d.err != nil || d.fn == nil {
			continue
		}
		d.straight = 1
		if d.next != nil && d.next.straight < ^uint16(0) {
			d.straight += d.next.straight
		}
	}
}

// at returns the instruction at byte offset pc, or nil when pc is not the
// start of one.
func (p *Program) at(pc uint64) *instr {
	if pc%4 != 0 || pc/4 >= uint64(len(p.insts)) {
		return nil
	}
	return p.insts[pc/4]
}

// Text returns the instruction at offset pc in LLVM syntax ("" if none).
func (p *Program) Text(pc uint64) string {
	if d := p.at(pc); d != nil {
		return d.text()
	}
	return ""
}

// Unimplemented lists the distinct operations (and encodings, such as
// "v_add_u32_sdwa") of the program that have no semantics in the
// interpreter, for coverage reports.
func (p *Program) Unimplemented() []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range p.insts {
		if d == nil || d.illegal {
			continue
		}
		n := ""
		var fe *faultError
		switch {
		case d.fn == nil:
			n = d.op.String()
		case errors.As(d.err, &fe) && fe.kind == FaultUnimplemented:
			n = strings.TrimSuffix(fe.detail, " has no semantics in the interpreter yet")
		}
		if n != "" {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// semFn is the semantics of one operation: it reads and writes the wave and
// its environment, and returns a fault's cause or nil. Branches set w.PC;
// otherwise the run loop advances it.
type semFn func(w *Wave, d *instr) error

// semantics maps each operation to its semantics; files register theirs
// in init functions (salu.go, valu_int.go, ...).
var semantics = map[isa.Op]semFn{}

// genSemantics overrides semantics on a generation where an operation of the
// same mnemonic means something else (v_add_u32 writes a carry on GFX8).
var genSemantics = map[Gen]map[isa.Op]semFn{}

func register(m map[isa.Op]semFn) {
	for op, f := range m {
		if _, dup := semantics[op]; dup {
			panic("exec: semantics of " + op.String() + " registered twice")
		}
		semantics[op] = f
	}
}

func registerGen(g Gen, m map[isa.Op]semFn) {
	if genSemantics[g] == nil {
		genSemantics[g] = map[isa.Op]semFn{}
	}
	for op, f := range m {
		genSemantics[g][op] = f
	}
}

// instr is a pre-decoded instruction.
type instr struct {
	// What Step reads of every instruction comes first, in one cache line.
	fn      semFn
	err     error // set when the instruction cannot execute (illegal, invalid operand)
	size    uint32
	op      isa.Op
	illegal bool
	valu    bool // counts its active lanes as VALU lane-operations
	// sopp marks the program-control instructions: only they end a wave,
	// send it to a barrier or halt it (s_endpgm, s_barrier, s_trap), so
	// Step checks for those after them alone.
	sopp bool
	// straight is how many instructions from this one on run one after
	// the other without program control (no SOPP, all runnable), and next
	// the instruction after this one: Step runs such a stretch without
	// looking each instruction up (see Program.breakpoints).
	straight uint16
	next     *instr

	// Resolved operands by role.
	vdst, sdst opnd // destinations (sdst: VOP3b carry-out, VOPC e64 mask, SALU dst)
	src        [3]opnd
	// splat is a constant VALU source's 32-bit lanes (see vsrcK), splatHi
	// the high halves of a 64-bit constant's lanes; nil for registers.
	splat, splatHi    [3]*[64]uint32
	mods              [3]uint8 // srcN_modifiers
	clamp             bool
	omod              uint8
	opsel, opselHi    uint8
	vaddr, vdata, sad opnd // memory: address, data, saddr/sbase/srsrc
	soff              opnd // soffset
	data1             opnd // DS data1
	offset            int64
	offset1           int64
	simm16            int64
	kimm              uint32
	glc               bool
	flat              flatKind
	vopcImplicitVCC   bool // VOPC e32 writes VCC
	implicitVCCSrc    bool // VOP2 e32 carry-in / cndmask read VCC
	implicitVCCDst    bool // VOP2 e32 carry-out writes VCC
	cachedText        string
	in                isa.Inst
}

// flatKind distinguishes FLAT, GLOBAL and SCRATCH encodings.
type flatKind uint8

const (
	flatFlat flatKind = iota
	flatGlobal
	flatScratch
)

// opnd is an operand resolved for execution.
type opnd struct {
	kind  isa.OperandKind
	reg   int
	width int
	imm   uint64 // inline constant or literal, at the operand's width
}

func (o *opnd) present() bool { return o.kind != isa.KindNone }

// text is the instruction in LLVM syntax, cached: for one goroutine at a
// time (disassembly, a debugger); faults, which workgroups on several
// goroutines raise, use freshText.
func (d *instr) text() string {
	if d.cachedText == "" {
		d.cachedText = d.freshText()
	}
	return d.cachedText
}

// freshText is text without the cache.
func (d *instr) freshText() string {
	if d.illegal {
		return "<illegal>"
	}
	return instText(&d.in)
}

// resolve fills the role fields from the decoded operands.
func (d *instr) resolve(p *Program, nvgpr int) {
	in := &d.in
	for i := range in.Operands {
		o := &in.Operands[i]
		r := opndOf(o, in)
		if (o.Kind == isa.KindVGPR) && o.Reg != 0xffff && int(o.Reg)+int(max(o.Width, 1)) > nvgpr && d.err == nil {
			d.err = errInvalid("%s uses v%d, beyond the %d VGPRs the kernel allocates", in.Op, int(o.Reg)+int(max(o.Width, 1))-1, nvgpr)
		}
		if o.Kind == isa.KindAGPR && int(o.Reg)+int(max(o.Width, 1)) > p.agprs && d.err == nil {
			d.err = errInvalid("%s uses a%d, beyond the %d AGPRs the kernel allocates", in.Op, int(o.Reg)+int(max(o.Width, 1))-1, p.agprs)
		}
		if o.Kind == isa.KindSGPR && int(o.Reg)+int(max(o.Width, 1)) > p.Arch.SGPRs && d.err == nil {
			d.err = errInvalid("%s uses s%d, beyond the %d SGPRs of %s", in.Op, int(o.Reg)+int(max(o.Width, 1))-1, p.Arch.SGPRs, p.Arch.Name)
		}
		switch o.Name {
		case "vdst":
			d.vdst = r
		case "sdst", "sdata":
			d.sdst = r
		case "src0", "ssrc0", "vsrc0":
			d.src[0] = r
		case "src1", "ssrc1", "vsrc1":
			d.src[1] = r
		case "src2":
			d.src[2] = r
		case "src0_modifiers":
			d.mods[0] = uint8(o.Imm)
		case "src1_modifiers":
			d.mods[1] = uint8(o.Imm)
		case "src2_modifiers":
			d.mods[2] = uint8(o.Imm)
		case "clamp":
			d.clamp = o.Imm != 0
		case "omod":
			d.omod = uint8(o.Imm)
		case "op_sel":
			d.opsel = uint8(o.Imm)
		case "op_sel_hi":
			d.opselHi = uint8(o.Imm)
		case "vaddr", "addr":
			d.vaddr = r
		case "vdata", "data0":
			d.vdata = r
		case "data1":
			d.data1 = r
		case "saddr", "sbase", "srsrc":
			d.sad = r
		case "soffset", "soff":
			if o.Kind == isa.KindImm {
				d.soff = opnd{kind: isa.KindInline, imm: uint64(o.Imm)}
			} else {
				d.soff = r
			}
		case "offset", "offset0":
			if o.IsReg() {
				d.soff = r // SMEM with an SGPR offset names it "offset"
			} else {
				d.offset = o.Imm
			}
		case "offset1":
			d.offset1 = o.Imm
		case "simm16", "imm16":
			d.simm16 = o.Imm
		case "imm":
			d.kimm = uint32(o.Imm) // v_madmk/madak/fmamk/fmaak's constant K
		case "cpol":
			d.glc = o.Imm&1 != 0
		}
	}
	e := in.Enc
	d.valu = e.Format.Has(isa.FormatVALU)
	d.sopp = e.Format.Has(isa.FormatSOPP)
	if d.valu {
		for i := range d.src {
			d.splat[i], d.splatHi[i] = splatOf(&d.src[i])
		}
	}
	if e.Format.Has(isa.FormatVOP3P) {
		// LLVM keeps VOP3P op_sel and op_sel_hi in the source modifiers.
		d.opsel, d.opselHi = 0, 0
		for i := range 3 {
			if d.mods[i]&isa.ModOpSel0 != 0 {
				d.opsel |= 1 << i
			}
			if d.mods[i]&isa.ModOpSel1 != 0 {
				d.opselHi |= 1 << i
			}
		}
	}
	if !e.Format.Has(isa.FormatVOP3P) && in.Operand("op_sel") != nil {
		// GFX9 VOP3 op_sel lives in the source modifiers too: OP_SEL_0 of
		// source i selects its high half, OP_SEL_1 of src0 the destination's.
		d.opsel = 0
		for i := range 3 {
			if d.mods[i]&isa.ModOpSel0 != 0 {
				d.opsel |= 1 << i
			}
		}
		if d.mods[0]&isa.ModOpSel1 != 0 {
			d.opsel |= 8
		}
	}
	if e.Format.Has(isa.FormatVOPC) && !d.sdst.present() {
		d.vopcImplicitVCC = true
	}
	if e.Format.Has(isa.FormatVOP2) && !e.Format.Has(isa.FormatVOP3) {
		d.implicitVCCSrc = e.Uses.Has(isa.RegVCC)
		d.implicitVCCDst = e.Defs.Has(isa.RegVCC)
	}
	switch in.Op.Mem().Seg {
	case isa.SegGlobal:
		d.flat = flatGlobal
	case isa.SegScratch:
		d.flat = flatScratch
	}
	if d.flat != flatFlat && e.Format.Has(isa.FormatFLAT) {
		// GLOBAL and SCRATCH offsets are signed 13-bit fields (GFX9+; the
		// decoder gives the field's bits, as the printer's flatOffset reads).
		d.offset = d.offset << 51 >> 51
	}
	if f, ok := genSemantics[p.Arch.Gen][in.Op]; ok {
		d.fn = f
	} else {
		d.fn = semantics[in.Op]
	}
	if isLDSDMAEncoding(e) && d.err == nil {
		// The LDS DMA forms (the lds bit of MUBUF, and of GLOBAL/SCRATCH
		// before gfx940) decode as the plain load's operation but write
		// LDS, not vdata (lds_dma.go); a form without semantics faults
		// rather than giving a wrong result.
		if d.fn = ldsDMAForm(e, in.Op); d.fn == nil {
			d.err = errUnimplemented(in.Op.String() + " lds")
		}
	}
	plain := !e.Format.Has(isa.FormatDPP) && !e.Format.Has(isa.FormatSDWA) && unsupportedVariant(in) == ""
	if sp := specialisers[in.Op]; sp != nil && plain && d.fn != nil && d.err == nil && haveLaneKernels {
		if f := sp(d, d.fn); f != nil {
			d.fn = f
		}
	}
	if d.fn != nil && e.Format.Has(isa.FormatDPP) && in.Operand("dpp_ctrl") != nil {
		d.fn = dppWrap(d.fn, d)
	} else if d.fn != nil && e.Format.Has(isa.FormatSDWA) {
		d.fn = sdwaWrap(d.fn, d)
	} else if v := unsupportedVariant(in); v != "" && d.err == nil {
		d.err = errUnimplemented(v)
	}
}

// opndOf resolves a decoded operand.
func opndOf(o *isa.Operand, in *isa.Inst) opnd {
	r := opnd{kind: o.Kind, reg: int(o.Reg), width: int(max(o.Width, 1))}
	switch o.Kind {
	case isa.KindInline:
		r.imm = uint64(o.Imm)
		if r.width == 1 {
			r.imm &= 0xffff_ffff
		}
	case isa.KindLiteral:
		r.imm = uint64(uint32(o.Imm))
		if r.width == 2 && isFP64Class(o, in) {
			r.imm <<= 32 // an f64 literal gives the high 32 bits
		}
	case isa.KindImm:
		r.imm = uint64(o.Imm)
	}
	return r
}

func isFP64Class(o *isa.Operand, in *isa.Inst) bool {
	for i := range in.Enc.Operands {
		if in.Enc.Operands[i].Name == o.Name {
			return strings.Contains(in.Enc.Operands[i].ClassInfo().Type, "FP64")
		}
	}
	return false
}
