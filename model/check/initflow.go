package check

import (
	"strings"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
)

// initflow: which register reads initcheck would find defined, proven
// before the run on the kernel's control-flow graph, so that initcheck
// need not track the instructions that only compute from such registers.
//
// The proof mirrors initcheck's own register model (initWorker.registers),
// not the hardware: a VGPR read is proven at a PC when, on every path from
// the kernel's entry, the register is defined in every lane of the EXEC
// the instruction runs with; an SGPR read when the SGPR is defined. Facts
// about VGPRs are kept relative to the EXEC masks the code saves and
// restores: a stack S_0 ⊇ S_1 ⊇ ... ⊇ S_L of masks, S_0 the EXEC the wave
// starts with (S_-1 is all 64 lanes), with EXEC ⊆ S_L, equal to it when
// exact. A VGPR at level k is defined in every lane of S_k (then of EXEC,
// for any k <= L). Narrowing EXEC (s_and_saveexec, s_and/s_andn2 of EXEC,
// v_cmpx) pushes a level; restoring a saved mask (s_or_b64 exec, exec, s)
// pops to the level the mask was saved at, so that a register written
// before the branch is proven again after it. A mask an SGPR pair (wave32:
// an SGPR) or VCC holds is known as S_k (exact) or as a subset of S_k
// (v_cmp results, masks or-ed or and-ed together): bnd. The facts are
// those true on every path (a forward must-analysis: a join keeps the
// weaker of two facts and the lower of two levels).
//
// What initcheck then leaves out (initProof):
//   - reads proven defined are not looked up in the shadow: they count as
//     defined, which is what the shadow would say;
//   - an instruction (neither a memory instruction nor a branch reading an
//     unproven SGPR) all of whose reads are proven, and whose destinations
//     no instruction reachable from it looks up in the shadow (a read not
//     proven there, by an instruction initcheck sees), is not seen: its
//     writes would make its destinations defined in the shadow where
//     nobody looks. The look-ups are collected over all paths from the
//     instruction, across any later writes (a VGPR write under EXEC keeps
//     the other lanes).
//
// The proof is off (nil) for kernels whose control flow the graph cannot
// follow (calls, indirect jumps), that index registers at run time
// (relevance is nil), when the run shows every instruction to every
// worker (Run.noFilter: tests compare the two), and in the debugger
// (Run.debug), where the user may set $pc, $exec or registers.

const (
	lvNone   int8 = 127 // a VGPR with no level: not proven defined
	bndAll   int8 = -1  // a mask with no known bound (within S_-1, all lanes)
	bndZero  int8 = 126 // the empty mask (the constant 0)
	maxLevel int8 = 100
	nHolders      = 128 // mask holders: SGPRs and VCC by source encoding
)

// flowState is the facts before one instruction.
type flowState struct {
	L     int8
	exact bool     // EXEC == S_L
	lv    []int8   // per VGPR: its level, or lvNone
	sdef  []uint64 // defined SGPRs
	bnd   [nHolders]int8
	bex   [2]uint64 // holders whose mask is S_bnd exactly
	// orig: the SGPRs that still hold the value the dispatch set up
	// (never written since the entry).
	orig [2]uint64
	fail bool // too deep a stack: no proof
}

func (s *flowState) clone() *flowState {
	c := *s
	c.lv = append([]int8(nil), s.lv...)
	c.sdef = append([]uint64(nil), s.sdef...)
	return &c
}

// join weakens s to what holds after s or t, and reports whether s
// changed.
func (s *flowState) join(t *flowState) bool {
	changed := false
	L := min(s.L, t.L)
	ex := s.exact && t.exact && s.L == t.L
	if L != s.L || ex != s.exact {
		s.L, s.exact, changed = L, ex, true
	}
	for r := range s.lv {
		v := max(s.lv[r], t.lv[r])
		if v > L {
			v = lvNone
		}
		if v != s.lv[r] {
			s.lv[r], changed = v, true
		}
	}
	for i := range s.sdef {
		if v := s.sdef[i] & t.sdef[i]; v != s.sdef[i] {
			s.sdef[i], changed = v, true
		}
	}
	for i := range s.orig {
		if v := s.orig[i] & t.orig[i]; v != s.orig[i] {
			s.orig[i], changed = v, true
		}
	}
	for h := range s.bnd {
		b := min(s.bnd[h], t.bnd[h])
		ex := s.bnd[h] == t.bnd[h] && s.exactHolder(h) && t.exactHolder(h)
		if b > L && b != bndZero {
			b, ex = L, false
		}
		if b != s.bnd[h] || ex != s.exactHolder(h) {
			s.setHolder(h, b, ex)
			changed = true
		}
	}
	return changed
}

func (s *flowState) exactHolder(h int) bool { return s.bex[h/64]&(1<<uint(h%64)) != 0 }

func (s *flowState) setHolder(h int, b int8, exact bool) {
	s.bnd[h] = b
	if exact {
		s.bex[h/64] |= 1 << uint(h%64)
	} else {
		s.bex[h/64] &^= 1 << uint(h%64)
	}
}

// popTo makes EXEC a subset of S_k (exactly S_k with exact): the levels
// above k are gone, with the facts about them.
func (s *flowState) popTo(k int8, exact bool) {
	if k > s.L {
		k = s.L
	}
	if k < 0 {
		k, exact = bndAll, false
	}
	s.L, s.exact = k, exact
	for r, v := range s.lv {
		if v > k && v != lvNone {
			s.lv[r] = lvNone
		}
	}
	for h, b := range s.bnd {
		if b > k && b != bndZero {
			s.setHolder(h, k, false)
		}
	}
}

// push: EXEC became a subset of the old one; it is the new level.
func (s *flowState) push() {
	if s.L+1 > maxLevel {
		s.fail = true
		return
	}
	s.L++
	s.exact = true
}

// cur is the level of the present EXEC, pushing one when EXEC is only
// known to lie within S_L.
func (s *flowState) cur() int8 {
	if !s.exact {
		s.push()
	}
	return s.L
}

// runProven reports whether every register of a read run is proven
// defined (all) and whether its first one is (lo).
func (s *flowState) runProven(r regRun) (all, lo bool) {
	all = true
	for i := r.reg; i < r.reg+r.width; i++ {
		ok := false
		switch r.kind {
		case isa.KindVGPR:
			ok = i < len(s.lv) && s.lv[i] <= s.L
		case isa.KindSGPR:
			ok = i < len(s.sdef)*64 && s.sdef[i/64]&(1<<uint(i%64)) != 0
		}
		if i == r.reg {
			lo = ok
		}
		all = all && ok
	}
	return all, lo
}

// setRun records the destination run r as defined (in EXEC's lanes, for
// VGPRs) or not.
func (s *flowState) setRun(r regRun, defined bool) {
	for i := r.reg; i < r.reg+r.width; i++ {
		switch r.kind {
		case isa.KindVGPR:
			if i >= len(s.lv) {
				continue
			}
			if defined {
				s.lv[i] = min(s.lv[i], s.cur())
			} else {
				s.lv[i] = lvNone
			}
		case isa.KindSGPR:
			if i >= len(s.sdef)*64 {
				continue
			}
			s.orig[i/64] &^= 1 << uint(i%64)
			if defined {
				s.sdef[i/64] |= 1 << uint(i%64)
			} else {
				s.sdef[i/64] &^= 1 << uint(i%64)
			}
		}
	}
}

// maskOf is the bound of a mask operand (an SGPR pair, VCC, EXEC or the
// constant 0) of mw registers.
func (s *flowState) maskOf(o *isa.Operand, mw int) (int8, bool) {
	switch {
	case o.Kind == isa.KindSGPR && int(o.Width) == mw && o.Reg < nHolders:
		return s.bnd[o.Reg], s.exactHolder(int(o.Reg))
	case o.Kind == isa.KindSpecial && int(o.Width) == mw && o.Reg == isa.EncVCCLo:
		return s.bnd[isa.EncVCCLo], s.exactHolder(isa.EncVCCLo)
	case o.Kind == isa.KindSpecial && int(o.Width) == mw && o.Reg == isa.EncExecLo:
		return s.L, s.exact
	case (o.Kind == isa.KindInline || o.Kind == isa.KindLiteral) && o.Imm == 0:
		return bndZero, true
	}
	return bndAll, false
}

func isExec(o *isa.Operand) bool {
	return o.Kind == isa.KindSpecial && (o.Reg == isa.EncExecLo || o.Reg == isa.EncExecHi)
}

// maskOpName is the name of a scalar mask operation without its width
// and with GFX11's spellings of the negated forms as GFX9's.
func maskOpName(in *isa.Inst) string {
	n := in.Op.String()
	n = strings.TrimSuffix(strings.TrimSuffix(n, "_b64"), "_b32")
	return strings.NewReplacer("and_not1", "andn2", "and_not0", "andn1", "or_not1", "orn2", "or_not0", "orn1").Replace(n)
}

// step is the transfer of one instruction: the facts after it.
func (s *flowState) step(in *isa.Inst, mw int) {
	if in.Enc == nil {
		s.fail = true
		return
	}
	f := in.Enc.Format
	mem := f&memFormats != 0
	valu := f.Has(isa.FormatVALU)
	lenient := valu && (crossLane(in) || partialWrite(in))
	reads, writes := staticRegs(in)
	allProven, loProven := true, true
	for _, r := range reads {
		all, lo := s.runProven(r)
		allProven, loProven = allProven && all, loProven && lo
	}

	// The masks the instruction's sources hold, before it writes.
	var src [2]struct {
		b  int8
		ex bool
		x  bool // EXEC
	}
	var dst *isa.Operand
	k := 0
	for i := range in.Operands {
		o := &in.Operands[i]
		out := i < len(in.Enc.Operands) && in.Enc.Operands[i].Out
		if out && o.Name == "sdst" {
			dst = o
		}
		if !out && k < 2 && (o.Name == "src0" || o.Name == "src1" || o.Name == "ssrc0" || o.Name == "ssrc1") {
			src[k].b, src[k].ex = s.maskOf(o, mw)
			src[k].x = isExec(o) && int(o.Width) == mw
			k++
		}
	}
	name := maskOpName(in)
	oldL, oldExact := s.L, s.exact

	// Register definedness, as initWorker.registers.
	for _, r := range writes {
		switch {
		case mem:
			s.setRun(r, definingLoad(in))
		case lenient:
			s.setRun(r, true)
		case r.width > 1:
			s.setRun(regRun{r.kind, r.reg, 1}, loProven)
			s.setRun(regRun{r.kind, r.reg + 1, r.width - 1}, allProven)
		default:
			s.setRun(r, allProven)
		}
	}

	// Mask holders: what the instruction writes loses its bound, but for
	// the forms known.
	if in.Enc.Defs.Has(isa.RegVCC) {
		s.setHolder(isa.EncVCCLo, bndAll, false)
	}
	for i := range in.Operands {
		o := &in.Operands[i]
		if i < len(in.Enc.Operands) && in.Enc.Operands[i].Out && (o.Kind == isa.KindSGPR || o.Kind == isa.KindSpecial) {
			for h := max(int(o.Reg)-mw+1, 0); h < int(o.Reg)+int(max(o.Width, 1)) && h < nHolders; h++ {
				s.setHolder(h, bndAll, false)
			}
		}
	}
	holder := -1
	if dst != nil && int(dst.Width) == mw && (dst.Kind == isa.KindSGPR || dst.Kind == isa.KindSpecial && dst.Reg == isa.EncVCCLo) && dst.Reg < nHolders {
		holder = int(dst.Reg)
	}
	switch {
	case valu && strings.HasPrefix(name, "v_cmp_"):
		// A compare's result has no lane outside EXEC.
		h := holder
		if h < 0 && dst == nil {
			h = isa.EncVCCLo // VOPC: VCC
		}
		if h >= 0 {
			s.setHolder(h, oldL, false)
		}
	case holder < 0:
	case strings.HasSuffix(name, "_saveexec"):
		s.setHolder(holder, oldL, oldExact)
	case name == "s_mov" && k == 1:
		s.setHolder(holder, src[0].b, src[0].ex)
	case (name == "s_or" || name == "s_xor") && k == 2:
		switch {
		case src[0].b == bndZero:
			s.setHolder(holder, src[1].b, src[1].ex)
		case src[1].b == bndZero:
			s.setHolder(holder, src[0].b, src[0].ex)
		default:
			s.setHolder(holder, min(src[0].b, src[1].b), false)
		}
	case name == "s_and" && k == 2:
		s.setHolder(holder, max(src[0].b, src[1].b), false)
	case name == "s_andn2" && k == 2:
		s.setHolder(holder, src[0].b, false)
	}

	// EXEC.
	writesExec := in.Enc.Defs.Has(isa.RegEXEC)
	for i := range in.Operands {
		if o := &in.Operands[i]; i < len(in.Enc.Operands) && in.Enc.Operands[i].Out && isExec(o) {
			writesExec = true
		}
	}
	if !writesExec && !strings.HasPrefix(name, "v_cmpx") {
		return
	}
	if dst != nil && isExec(dst) && int(dst.Width) != mw {
		s.popTo(bndAll, false) // half of a wave64 EXEC
		return
	}
	a, b := src[0], src[1]
	switch {
	case strings.HasPrefix(name, "v_cmpx"), name == "s_and_saveexec", name == "s_andn1_saveexec":
		s.push()
	case name == "s_or_saveexec" && k == 1:
		s.orExec(a.b, a.ex)
	case (name == "s_andn2_saveexec" || name == "s_xor_saveexec") && k == 1:
		s.popTo(min(a.b, s.L), false)
	case dst == nil || !isExec(dst):
		s.popTo(bndAll, false)
	case name == "s_mov" && k == 1:
		s.movExec(a.b, a.ex)
	case name == "s_and" && k == 2 && (a.x || b.x):
		s.push()
	case name == "s_and" && k == 2:
		s.movExec(max(a.b, b.b), false)
	case name == "s_andn2" && k == 2 && a.x:
		s.push()
	case name == "s_andn2" && k == 2:
		s.movExec(a.b, false)
	case name == "s_or" && k == 2 && a.x:
		s.orExec(b.b, b.ex)
	case name == "s_or" && k == 2 && b.x:
		s.orExec(a.b, a.ex)
	case (name == "s_or" || name == "s_xor") && k == 2 && a.b == bndZero:
		s.movExec(b.b, b.ex)
	case (name == "s_or" || name == "s_xor") && k == 2 && b.b == bndZero:
		s.movExec(a.b, a.ex)
	case (name == "s_or" || name == "s_xor") && k == 2:
		s.movExec(min(a.b, b.b), false)
	default:
		s.popTo(bndAll, false)
	}
}

// orExec: EXEC |= a mask bounded by b (exactly S_b with exact).
func (s *flowState) orExec(b int8, exact bool) {
	switch {
	case b == bndZero:
	case exact && b <= s.L:
		s.popTo(b, b >= 0) // EXEC ⊆ S_L ⊆ S_b
	default:
		s.popTo(min(b, s.L), false)
	}
}

// movExec: EXEC = a mask bounded by b (exactly S_b with exact).
func (s *flowState) movExec(b int8, exact bool) {
	if b == bndZero {
		s.popTo(s.L, false)
		return
	}
	s.popTo(b, exact && b >= 0 && b <= s.L)
}

// definingLoad reports whether a memory instruction's destinations are
// always defined in EXEC's lanes (initWorker.registers: loads define
// their destinations but in lanes that read unwritten private bytes,
// which only FLAT, SCRATCH and buffer instructions can reach).
func definingLoad(in *isa.Inst) bool {
	f := in.Enc.Format
	if f.Has(isa.FormatSMRD) || f.Has(isa.FormatDS) {
		return true
	}
	seg := in.Op.Mem().Seg
	return seg == isa.SegGlobal || seg == isa.SegLDS
}

// flowSetup is what initFlow needs of the dispatch.
type flowSetup struct {
	waveSize     int
	sgprs, vgprs int // defined at the start (initialRegs)
	// kernSGPR is the first SGPR of the kernarg segment pointer the
	// dispatch sets up (-1: none); kernBytes the segment's size.
	kernSGPR  int
	kernBytes uint64
}

// kernargLoad reports whether in is an s_load whose address is the
// kernarg segment pointer, still as the dispatch set it up, plus an
// immediate offset, and whose bytes all lie in the segment: it reads no
// output-only buffer, LDS or private memory, so that initcheck's only
// work for it is defining its destination.
func (s *flowState) kernargLoad(in *isa.Inst, fs *flowSetup) bool {
	f := in.Enc.Format
	if fs.kernSGPR < 0 || !f.Has(isa.FormatSMRD) || !strings.HasPrefix(in.Op.String(), "s_load_") ||
		in.Enc.Flags.Has(isa.FlagMayStore) {
		return false
	}
	var size, off int64
	base := false
	for i := range in.Operands {
		o := &in.Operands[i]
		switch o.Name {
		case "sdst":
			size = 4 * int64(max(o.Width, 1))
		case "sbase":
			k := fs.kernSGPR
			base = o.Kind == isa.KindSGPR && int(o.Reg) == k && o.Width == 2 && k+1 < 128 &&
				s.orig[k/64]&(1<<uint(k%64)) != 0 && s.orig[(k+1)/64]&(1<<uint((k+1)%64)) != 0
		case "offset":
			if o.Kind != isa.KindImm {
				return false
			}
			off = o.Imm
		case "soffset", "soff":
			if o.Kind != isa.KindSpecial || o.Reg != isa.EncNull {
				return false
			}
		case "cpol", "glc", "dlc":
		default:
			return false
		}
	}
	return base && size > 0 && off >= 0 && uint64(off+size) <= fs.kernBytes
}

// initProof is what initflow proved, by pc/4.
type initProof struct {
	at []*pcProof
}

type pcProof struct {
	in     *isa.Inst
	skip   bool     // initcheck need not see the instruction
	proven []regRun // its read runs proven defined
}

// get is the proof for the instruction in at pc (nil: none).
func (p *initProof) get(pc uint64, in *isa.Inst) *pcProof {
	if p == nil || pc/4 >= uint64(len(p.at)) {
		return nil
	}
	if q := p.at[pc/4]; q != nil && q.in == in {
		return q
	}
	return nil
}

func (q *pcProof) provenRun(kind isa.OperandKind, reg, width int) bool {
	if q == nil {
		return false
	}
	for _, r := range q.proven {
		if r.kind == kind && r.reg == reg && r.width == width {
			return true
		}
	}
	return false
}

// initFlow proves what it can for the kernel of graph g dispatched as fs
// says, with rel the relevance set of the registers (initcheck.rel). nil:
// no proof.
func initFlow(g *flow.Graph, fs *flowSetup, rel *regSet) *initProof {
	if g == nil || rel == nil || len(g.Insts) == 0 || len(g.Insts) > 1<<16 {
		return nil
	}
	n := len(g.Insts)
	sgprs, vgprs := fs.sgprs, fs.vgprs
	mw := 2
	if fs.waveSize == 32 {
		mw = 1
	}
	nv := vgprs
	var maxPC uint64
	for i, in := range g.Insts {
		if in == nil || in.Enc == nil {
			return nil
		}
		for _, o := range in.Operands {
			if o.Kind == isa.KindVGPR && o.Reg != 0xffff {
				nv = max(nv, int(o.Reg)+int(max(o.Width, 1)))
			}
		}
		maxPC = max(maxPC, g.PCs[i])
	}
	if nv > 1024 {
		return nil
	}
	entry := &flowState{lv: make([]int8, nv), sdef: make([]uint64, 2)}
	for r := range entry.lv {
		entry.lv[r] = lvNone
		if r < vgprs {
			entry.lv[r] = bndAll // every lane
		}
	}
	for r := 0; r < sgprs && r < 128; r++ {
		entry.sdef[r/64] |= 1 << uint(r%64)
		entry.orig[r/64] |= 1 << uint(r%64)
	}
	for h := range entry.bnd {
		entry.bnd[h] = bndAll
	}
	entry.exact = true

	// Forward: the facts before each instruction.
	in := make([]*flowState, n)
	in[g.Entry] = entry
	steps := 0
	if !g.Solve(func(i int, mark func(int32)) bool {
		if steps++; steps > 64*n+1001 {
			return false
		}
		out := in[i].clone()
		out.step(g.Insts[i], mw)
		if out.fail {
			return false
		}
		for _, j := range g.Succ[i] {
			switch {
			case in[j] == nil:
				in[j] = out.clone()
			case !in[j].join(out):
				continue
			}
			mark(j)
		}
		return true
	}) {
		return nil
	}

	// The proven reads, and the shadow look-ups of the instructions
	// initcheck may see (a read run not proven: all its registers).
	type nodeFacts struct {
		proven    []regRun
		allProven bool
		cand      bool // initcheck may see it (before the reachability)
		fixed     bool // initcheck sees it whatever follows
		writes    []regRun
	}
	facts := make([]nodeFacts, n)
	nb := (nv + 63) / 64
	look := make([][]uint64, n) // VGPR bits then 2 words of SGPR bits
	for i, st := range in {
		if st == nil {
			continue
		}
		ins := g.Insts[i]
		reads, writes := staticRegs(ins)
		nf := &facts[i]
		nf.writes, nf.allProven = writes, true
		mem := ins.Enc.Format&memFormats != 0
		branch := isBranch(ins)
		writesRel := false
		for _, w := range writes {
			writesRel = writesRel || rel.has(w.kind, w.reg, w.width)
		}
		var unproven []regRun
		for _, r := range reads {
			if all, _ := st.runProven(r); all {
				nf.proven = append(nf.proven, r)
			} else {
				nf.allProven = false
				unproven = append(unproven, r)
				if branch && r.kind == isa.KindSGPR {
					nf.fixed = true
				}
			}
		}
		// A load of the kernarg segment only defines its destination:
		// like a VALU instruction, if nothing looks them up.
		kern := mem && nf.allProven && st.kernargLoad(ins, fs)
		nf.fixed = nf.fixed || mem && !kern
		nf.cand = nf.fixed || writesRel
		if !nf.cand || len(unproven) == 0 {
			continue
		}
		look[i] = make([]uint64, nb+2)
		for _, r := range unproven {
			for k := r.reg; k < r.reg+r.width; k++ {
				if r.kind == isa.KindVGPR && k < nv {
					look[i][k/64] |= 1 << uint(k%64)
				} else if r.kind == isa.KindSGPR && k < 128 {
					look[i][nb+k/64] |= 1 << uint(k%64)
				}
			}
		}
	}

	// Backward: the look-ups reachable after each instruction.
	after := make([][]uint64, n)
	for i := range after {
		after[i] = make([]uint64, nb+2)
	}
	for changed, rounds := true, 0; changed; rounds++ {
		if rounds > 4*n+100 {
			return nil
		}
		changed = false
		for i := n - 1; i >= 0; i-- {
			if in[i] == nil {
				continue
			}
			a := after[i]
			for _, j := range g.Succ[i] {
				for k := range a {
					v := a[k] | after[j][k]
					if look[j] != nil {
						v |= look[j][k]
					}
					if v != a[k] {
						a[k], changed = v, true
					}
				}
			}
		}
	}

	p := &initProof{at: make([]*pcProof, maxPC/4+1)}
	for i, st := range in {
		if st == nil {
			continue
		}
		nf := &facts[i]
		q := &pcProof{in: g.Insts[i], proven: nf.proven}
		switch {
		case nf.fixed:
		case !nf.cand:
			q.skip = true
		case nf.allProven:
			q.skip = true
			for _, w := range nf.writes {
				for k := w.reg; k < w.reg+w.width; k++ {
					if w.kind == isa.KindVGPR && k < nv && after[i][k/64]&(1<<uint(k%64)) != 0 ||
						w.kind == isa.KindSGPR && k < 128 && after[i][nb+k/64]&(1<<uint(k%64)) != 0 {
						q.skip = false
					}
				}
			}
		}
		p.at[g.PCs[i]/4] = q
		if flowDebug != nil {
			flowDebug(g.PCs[i], g.Insts[i], st, q, nf.allProven, nf.cand, nf.fixed, after[i])
		}
	}
	return p
}

var flowDebug func(pc uint64, in *isa.Inst, st *flowState, q *pcProof, allProven, cand, fixed bool, after []uint64)
