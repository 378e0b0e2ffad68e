package exec

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gcndbg/gcndbg/isa"
)

// Program is a kernel's code, decoded lazily one function at a time: the
// instructions of a function (a symbol's range of the code) are decoded,
// with operands resolved for the interpreter, the first time anything asks
// for an instruction there (the kernel's own function at NewProgram). It is
// immutable after decoding except for breakpoints, and is shared by all
// waves of all workgroups: decoding is safe from several goroutines.
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

	// insts holds the decoded instructions by offset/4; nil inside a
	// multi-dword instruction and in functions not decoded yet.
	insts []atomic.Pointer[instr]
	// regs caches InstEvent.Regs by offset/4 (checkers, several goroutines).
	regs []atomic.Pointer[[]RegUse]
	// funcs partition the code into the units decoded at once, by start.
	funcs []progFunc
	mu    sync.Mutex // serialises decoding
	agprs int        // AGPRs each wave of the kernel has
	// breakpoints counts the breakpoint traps written over insts; while
	// there are any, instr.next may skip one, so Step looks up every
	// instruction.
	breakpoints int
	// displaced holds the instructions under breakpoint traps, by offset
	// (Reachable shows them instead of the traps).
	displaced map[uint64]*instr
	// msbVariants caches the instructions moved by an s_set_vgpr_msb
	// mode (vgpr_msb.go), by original and the mode bits they use.
	msbVariants sync.Map // msbKey -> *instr
}

// Function is a part of a program's code that is decoded as a unit,
// usually a kernel's or device function's symbol: it runs from Start (a
// byte offset in the code) to the next function's start.
type Function struct {
	Start uint64
	// Config is the register allocation the function's instructions are
	// checked against: a kernel's own descriptor; nil for the program's
	// kernel's (device functions run on the registers of the kernel that
	// calls them).
	Config *KernelConfig
}

// progFunc is a decoding unit of a program.
type progFunc struct {
	start, end uint64
	nvgpr      int   // VGPRs (v0...) its instructions may name
	agprs      int   // AGPRs its instructions may name
	cfgErr     error // its Config does not validate: none of it runs
	done       atomic.Bool
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

// NewProgram makes the program of a kernel whose code (loaded at address
// base) is one function: see NewProgramFuncs.
func NewProgram(arch Arch, t *isa.Target, cfg KernelConfig, name string, code []byte, base, entry uint64) (*Program, error) {
	return NewProgramFuncs(arch, t, cfg, name, code, base, entry, nil)
}

// NewProgramFuncs makes the program of the kernel whose configuration is
// cfg and whose first instruction is at offset entry of code (loaded at
// address base). funcs split the code into functions (in any order; one
// also starts at 0 and at entry): each is decoded, and its register
// operands checked against its own Config, the first time an instruction
// of it is needed; NewProgramFuncs decodes the kernel's own. Bytes that do
// not decode become illegal instructions, which fault only if executed.
func NewProgramFuncs(arch Arch, t *isa.Target, cfg KernelConfig, name string, code []byte, base, entry uint64, funcs []Function) (*Program, error) {
	if err := cfg.Validate(arch); err != nil {
		return nil, err
	}
	if entry >= uint64(len(code)) || entry%4 != 0 {
		return nil, fmt.Errorf("exec: kernel %s: entry offset %#x is outside the %d bytes of code or not dword aligned", name, entry, len(code))
	}
	p := &Program{Arch: arch, Target: t, Config: cfg, Code: code, Base: base, Entry: entry, Name: name}
	p.insts = make([]atomic.Pointer[instr], (len(code)+3)/4)
	p.regs = make([]atomic.Pointer[[]RegUse], len(p.insts))
	p.agprs = programAGPRs(arch, &cfg)
	starts := map[uint64]*KernelConfig{0: nil, entry: nil}
	for _, f := range funcs {
		if f.Start < uint64(len(code)) {
			if c, seen := starts[f.Start]; !seen || c == nil {
				starts[f.Start] = f.Config
			}
		}
	}
	offs := make([]uint64, 0, len(starts))
	for s := range starts {
		offs = append(offs, s)
	}
	sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
	p.funcs = make([]progFunc, len(offs))
	for i, s := range offs {
		f := &p.funcs[i]
		f.start, f.end = s, uint64(len(code))
		if i+1 < len(offs) {
			f.end = offs[i+1]
		}
		f.nvgpr, f.agprs = max(cfg.ArchVGPRs(arch), 3), p.agprs
		if c := starts[s]; c != nil {
			if f.cfgErr = c.Validate(arch); f.cfgErr == nil {
				f.nvgpr, f.agprs = max(c.ArchVGPRs(arch), 3), programAGPRs(arch, c)
			}
		}
	}
	p.decodeFunc(p.funcOf(entry))
	return p, nil
}

// funcOf is the function that holds offset pc (< len(Code)).
func (p *Program) funcOf(pc uint64) *progFunc {
	i := sort.Search(len(p.funcs), func(i int) bool { return p.funcs[i].start > pc }) - 1
	return &p.funcs[i]
}

// decodeFunc decodes f's instructions unless that was done.
func (p *Program) decodeFunc(f *progFunc) {
	if f.done.Load() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if f.done.Load() {
		return
	}
	code, base, t := p.Code[:f.end], p.Base, p.Target
	var ds []*instr
	for off := f.start; off+4 <= f.end; {
		var d *instr
		in, err := isa.Decode(code[off:], base+off, t)
		switch {
		case err != nil:
			d = &instr{size: 4, err: &faultError{kind: FaultIllegal, detail: illegalDetail(code[off:], base+off, t, err)}, illegal: true}
		default:
			d = &instr{in: in, op: in.Op, size: uint32(in.Size)}
			d.resolve(p, f.nvgpr, f.agprs)
			if f.cfgErr != nil && d.err == nil {
				d.err = errInvalid("the kernel descriptor of the code at %#x is invalid: %v", base+f.start, f.cfgErr)
			}
		}
		ds = append(ds, d)
		off += uint64(d.size)
	}
	linkStraight(ds)
	// Publish them only now: other goroutines may read them at once.
	off := f.start
	for _, d := range ds {
		p.insts[off/4].Store(d)
		off += uint64(d.size)
	}
	f.done.Store(true)
}

// DecodedBytes is how many bytes of the code are decoded so far (whole
// functions), for figures and tests of the lazy decoding.
func (p *Program) DecodedBytes() uint64 {
	n := uint64(0)
	for i := range p.funcs {
		if f := &p.funcs[i]; f.done.Load() {
			n += f.end - f.start
		}
	}
	return n
}

// decodeAll decodes every function of the program.
func (p *Program) decodeAll() {
	for i := range p.funcs {
		p.decodeFunc(&p.funcs[i])
	}
}

// linkStraight sets each instruction's next (the one after it in ds, one
// function's instructions in order, without gaps), a branch's target, and
// straight, last to first.
func linkStraight(ds []*instr) {
	// at is, by offset/4 from the function's start, the instruction
	// starting there (nil inside one): a branch's target is found by its
	// offset.
	offs := make([]int64, len(ds)+1)
	for i, d := range ds {
		offs[i+1] = offs[i] + int64(d.size)
	}
	at := make([]*instr, offs[len(ds)]/4)
	for i, d := range ds {
		at[offs[i]/4] = d
	}
	for i := len(ds) - 1; i >= 0; i-- {
		d := ds[i]
		if i+1 < len(ds) {
			d.next = ds[i+1]
		}
		if d.cond != 0 {
			if t := offs[i+1] + d.branchOffset(); t >= 0 && t/4 < int64(len(at)) {
				d.target = at[t/4] // t%4 == 0: offsets and simm16*4 are dword multiples
			}
		}
		if d.sopp && d.cond == 0 || d.illegal || d.err != nil || d.fn == nil {
			continue
		}
		d.straight = 1
		if d.next != nil && d.next.straight < ^uint16(0) {
			d.straight += d.next.straight
		}
		if n := d.next; n != nil && n.foldable() && n.skip < ^uint16(0) {
			d.skip, d.skipBytes, d.skipTo = n.skip+1, n.size+n.skipBytes, n.next
			if n.skip > 0 {
				d.skipTo = n.skipTo
			}
		}
	}
}

// foldable reports whether d does nothing at all when it runs (nop
// semantics, no VALU lane count, no program control), so that Step may
// count it without running it.
func (d *instr) foldable() bool {
	return !d.sopp && d.cond == 0 && !d.valu && !d.illegal && d.err == nil && isNop(d.fn)
}

// call runs the semantics of d on w: fn, or general when fn declines
// (errGeneral).
func (d *instr) call(w *Wave) error {
	err := d.fn(w, d)
	if err == errGeneral {
		err = d.general(w, d)
	}
	return err
}

// at returns the instruction at byte offset pc, or nil when pc is not the
// start of one.
func (p *Program) at(pc uint64) *instr {
	if pc%4 != 0 || pc/4 >= uint64(len(p.insts)) {
		return nil
	}
	if d := p.insts[pc/4].Load(); d != nil {
		return d
	}
	p.decodeFunc(p.funcOf(pc))
	return p.insts[pc/4].Load()
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
	p.decodeAll()
	for i := range p.insts {
		d := p.insts[i].Load()
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
	// send it to a barrier or halt it (s_endpgm, s_barrier, s_trap) or
	// move its PC (SOPP branches, jumpOps), so Step checks for those
	// after them alone. SOPPs whose semantics are nop are not marked (see
	// resolve).
	sopp bool
	// cond marks s_branch and s_cbranch_*, program control that only
	// moves the PC, which Step's straight runs take in: it is the
	// branch's condition (branchConds, 0 for every other instruction),
	// which the runs evaluate themselves (branchTaken, as the semantics
	// do). target is the instruction a taken branch goes to when it is in
	// the same function (linkStraight), which a run goes on with; nil
	// otherwise (a taken branch then ends the run as any jump does).
	cond   uint8
	target *instr
	// straight is how many instructions from this one on run one after
	// the other without program control (no SOPP, all runnable), and next
	// the instruction after this one: Step runs such a stretch without
	// looking each instruction up (see Program.breakpoints).
	straight uint16
	next     *instr
	// skip is how many instructions right after this one do nothing
	// (foldable: s_waitcnt, s_delay_alu, s_clause, buffer_gl0_inv, ...),
	// skipBytes their size and skipTo the instruction after them: a
	// straight run counts them without calling them.
	skip      uint16
	skipBytes uint32
	skipTo    *instr

	// general is the general semantics of an instruction whose fn is a
	// specialisation (specialisers), which runs when fn returns
	// errGeneral (call); nil otherwise.
	general semFn

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
	kimm64            uint64 // gfx1250 v_fmaak/fmamk_f64's 64-bit K
	bitop3            uint8  // v_bitop3's truth table (gfx950, gfx1250)
	bytesel           uint8  // GFX12 fp8 conversions' byte_sel: the byte read or written
	// scale is the multiplier of a gfx1250 FLAT/GLOBAL/SCRATCH VGPR
	// offset or SMEM SGPR offset with scale_offset (the access size), 1
	// without.
	scale           uint8
	glc             bool
	flat            flatKind
	vopcImplicitVCC bool // VOPC e32 writes VCC
	implicitVCCSrc  bool // VOP2 e32 carry-in / cndmask read VCC
	implicitVCCDst  bool // VOP2 e32 carry-out writes VCC
	cachedText      string
	in              isa.Inst
	// mem is op.Mem() (looked up once, for InstEvent.Accesses).
	mem isa.MemFacts
	// msbFields are the bits of an s_set_vgpr_msb mode that move one of
	// the instruction's VGPR operands (gfx1250; 0 elsewhere): Step runs
	// the instruction's msbVariant when the wave's mode has any of them.
	msbFields uint8
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
func (d *instr) resolve(p *Program, nvgpr, agprs int) {
	in := &d.in
	for i := range in.Operands {
		o := &in.Operands[i]
		r := opndOf(o, in)
		if (o.Kind == isa.KindVGPR) && o.Reg != 0xffff && int(o.Reg)+int(max(o.Width, 1)) > nvgpr && d.err == nil {
			d.err = errInvalid("%s uses v%d, beyond the %d VGPRs the kernel allocates", in.Op, int(o.Reg)+int(max(o.Width, 1))-1, nvgpr)
		}
		if o.Kind == isa.KindAGPR && int(o.Reg)+int(max(o.Width, 1)) > agprs && d.err == nil {
			d.err = errInvalid("%s uses a%d, beyond the %d AGPRs the kernel allocates", in.Op, int(o.Reg)+int(max(o.Width, 1))-1, agprs)
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
			d.kimm64 = uint64(o.Imm)
		case "cpol":
			d.glc = o.Imm&1 != 0
		case "bitop3":
			d.bitop3 = uint8(o.Imm)
		case "byte_sel":
			d.bytesel = uint8(o.Imm)
		}
	}
	e := in.Enc
	d.valu = e.Format.Has(isa.FormatVALU)
	d.sopp = e.Format.Has(isa.FormatSOPP) || barrierOps[d.op] || jumpOps[d.op] || jumpOps[semanticsOp(p.Arch.Gen, d.op)]
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
	d.mem = in.Op.Mem()
	switch d.mem.Seg {
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
	d.fn = semanticsOf(p.Arch.Gen, in.Op)
	if p.Arch.Gen.RDNA() {
		d.resolveRDNA(p)
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
	if sp := specialisers[semanticsOp(p.Arch.Gen, in.Op)]; sp != nil && plain && d.fn != nil && d.err == nil && haveLaneKernels {
		if f := sp(d, d.fn); f != nil {
			d.fn, d.general = f, d.fn
		}
	}
	if d.fn != nil && e.Format.Has(isa.FormatDPP) && (in.Operand("dpp_ctrl") != nil || in.Operand("dpp8") != nil) {
		d.fn = dppWrap(d.fn, d)
	} else if d.fn != nil && e.Format.Has(isa.FormatSDWA) {
		d.fn = sdwaWrap(d.fn, d)
	} else if v := unsupportedVariant(in); v != "" && d.err == nil {
		d.err = errUnimplemented(v)
	}
	if d.sopp && d.err == nil && isNop(d.fn) {
		// A SOPP that does nothing here (s_nop, s_waitcnt, RDNA's
		// s_delay_alu and s_clause, ...) is no program control: it stays
		// inside Step's straight runs (in RDNA loops every few
		// instructions is an s_delay_alu).
		d.sopp = false
	}
	if d.err == nil && d.fn != nil {
		d.cond = branchConds[d.op]
	}
	if p.Arch.VGPRs > 256 && p.Arch.Gen.RDNA() {
		for i := range in.Operands {
			if s := in.VGPRMSBSlot(i); s >= 0 && in.Operands[i].Kind == isa.KindVGPR {
				d.msbFields |= 3 << (2 * s)
			}
		}
	}
}

// The conditions of the branches (instr.cond).
const (
	condAlways uint8 = 1 + iota
	condSCC0
	condSCC1
	condVCCZ
	condVCCNZ
	condEXECZ
	condEXECNZ
)

// branchConds are the branches (SOPP) whose semantics (sBranch) only set
// the PC, and their conditions.
var branchConds = map[isa.Op]uint8{
	isa.OpS_BRANCH: condAlways, isa.OpS_CBRANCH_SCC0: condSCC0, isa.OpS_CBRANCH_SCC1: condSCC1,
	isa.OpS_CBRANCH_VCCZ: condVCCZ, isa.OpS_CBRANCH_VCCNZ: condVCCNZ,
	isa.OpS_CBRANCH_EXECZ: condEXECZ, isa.OpS_CBRANCH_EXECNZ: condEXECNZ,
}

// branchOffset is how far a branch (or s_call_b64) jumps from the next
// instruction: simm16 dwords.
func (d *instr) branchOffset() int64 { return int64(int16(d.simm16)) * 4 }

// branchTaken reports whether a branch of condition c (instr.cond) jumps.
func branchTaken(w *Wave, c uint8) bool {
	switch c {
	case condAlways:
		return true
	case condSCC0:
		return !w.SCC
	case condSCC1:
		return w.SCC
	case condVCCZ:
		return w.vccMask() == 0
	case condVCCNZ:
		return w.vccMask() != 0
	case condEXECZ:
		return w.EXEC == 0
	case condEXECNZ:
		return w.EXEC != 0
	}
	return false
}

// nopPC is the code address of nop, which isNop compares with.
var nopPC = reflect.ValueOf(semFn(nop)).Pointer()

// isNop reports whether fn is the nop semantics.
func isNop(fn semFn) bool { return fn != nil && reflect.ValueOf(fn).Pointer() == nopPC }

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
		switch {
		case o.Lit64 && r.width >= 2:
			r.imm = uint64(o.Imm) // gfx1250's 64-bit literal, whole
		case r.width == 2 && isFP64Class(o, in):
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
