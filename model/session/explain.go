package session

import (
	"fmt"
	"math/bits"
	"path"
	"slices"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
)

// explain lane N (DESIGN.md "Reverse execution"): why a lane is active or
// inactive here. The session replays the focused wave's history and keeps,
// for the lane, the bit every lane-mask instruction read and wrote (EXEC,
// VCC, SGPR pairs); then it walks back from the last instruction that
// changed the lane's EXEC bit through the masks it was computed from
// (saveexec, and/or/xor/andn2 of masks, copies) to the compare that
// decided it: the most recent vector compare the bit depends on. The
// compare's operands for the lane, its source line and the values of the
// variables that line's condition names, evaluated there, are the answer.

// Mask locations are dwords: SGPR n is n; VCC and EXEC (two each) are
// beyond every SGPR; lane k of VGPR m (where -O0 code spills masks with
// v_writelane) is locVLane + 64m + k. The lane's bit of a 64-bit mask at l
// is in dword l + lane/32.
const (
	locVCC   = 1 << 12
	locEXEC  = locVCC + 2
	locVLane = 1 << 13
)

// maskSrc is a source of a lane-mask computation.
type maskSrc struct {
	loc   int // -1: a constant
	opnd  *isa.Operand
	value uint64 // constant's bits
}

// maskRule is how an instruction computes one mask location: op is "and",
// "or", "andn2" (a & ~b), "orn2" (a | ~b), "copy", "cmp" (a vector
// compare) or "other" (anything else: a leaf).
type maskRule struct {
	lo, hi int // locations written [lo, hi)
	op     string
	srcs   []maskSrc
	dword  bool // a 32-bit copy (s_mov_b32, v_readlane, v_writelane), else a 64-bit mask
}

// maskRules lists the mask locations the instruction writes and how. In a
// wave32 (RDNA) masks are one dword: EXEC_LO, VCC_LO or one SGPR, written
// by the _b32 forms (s_and_saveexec_b32, s_or_b32 exec_lo, ...; GFX11's
// s_and_not1/s_or_not1 are GCN's andn2/orn2); in a wave64 they are pairs.
func maskRules(in *isa.Inst, wave32 bool) []maskRule {
	name := in.Op.String()
	maskDwords, suffix := 2, "_b64"
	if wave32 {
		maskDwords, suffix = 1, "_b32"
	}
	loc := func(o *isa.Operand) (int, int, bool) {
		switch {
		case o == nil:
			return 0, 0, false
		case o.Kind == isa.KindSGPR:
			return int(o.Reg), int(o.Reg) + max(int(o.Width), 1), true
		case o.Kind == isa.KindSpecial && (o.Reg == isa.EncVCCLo || o.Reg == isa.EncVCCHi):
			return locVCC + int(o.Reg-isa.EncVCCLo), locVCC + int(o.Reg-isa.EncVCCLo) + max(int(o.Width), 1), true
		case o.Kind == isa.KindSpecial && (o.Reg == isa.EncExecLo || o.Reg == isa.EncExecHi):
			return locEXEC + int(o.Reg-isa.EncExecLo), locEXEC + int(o.Reg-isa.EncExecLo) + max(int(o.Width), 1), true
		}
		return 0, 0, false
	}
	src := func(o *isa.Operand) maskSrc {
		if o == nil {
			return maskSrc{loc: -1}
		}
		if lo, _, ok := loc(o); ok {
			return maskSrc{loc: lo, opnd: o}
		}
		return maskSrc{loc: -1, opnd: o, value: uint64(int64(int32(uint32(o.Imm))))}
	}
	execSrc := maskSrc{loc: locEXEC}
	sdst := in.Operand("sdst")
	laneSel := func() (int, bool) {
		o := in.Operand("src1")
		if o == nil || o.Kind != isa.KindInline {
			return 0, false
		}
		if wave32 {
			return int(o.Imm) & 31, true
		}
		return int(o.Imm) & 63, true
	}
	switch name {
	case "v_readlane_b32":
		src0, dst := in.Operand("src0"), sdst
		if dst == nil {
			dst = in.Operand("vdst") // LLVM names its SGPR destination vdst
		}
		if k, ok := laneSel(); ok && src0 != nil && src0.Kind == isa.KindVGPR {
			if lo, hi, ok := loc(dst); ok {
				return []maskRule{{lo: lo, hi: hi, op: "copy", dword: true, srcs: []maskSrc{{loc: locVLane + 64*int(src0.Reg) + k}}}}
			}
		}
	case "v_writelane_b32":
		vdst := in.Operand("vdst")
		if k, ok := laneSel(); ok && vdst != nil && vdst.Kind == isa.KindVGPR {
			l := locVLane + 64*int(vdst.Reg) + k
			return []maskRule{{lo: l, hi: l + 1, op: "copy", dword: true, srcs: []maskSrc{src(in.Operand("src0"))}}}
		}
	case "s_mov_b32":
		if lo, hi, ok := loc(sdst); ok {
			return []maskRule{{lo: lo, hi: hi, op: "copy", dword: true, srcs: []maskSrc{src(in.Operand("src0"))}}}
		}
	}
	if strings.HasPrefix(name, "v_cmp") {
		lo, hi := locVCC, locVCC+maskDwords
		if l, h, ok := loc(sdst); ok {
			lo, hi = l, h
		}
		r := []maskRule{{lo: lo, hi: hi, op: "cmp", srcs: []maskSrc{src(in.Operand("src0")), src(in.Operand("src1"))}}}
		if strings.HasPrefix(name, "v_cmpx") {
			r = append(r, maskRule{lo: locEXEC, hi: locEXEC + maskDwords, op: "cmp", srcs: r[0].srcs})
		}
		return r
	}
	kind := func(op string) string {
		switch op {
		case "and", "or", "andn2", "orn2":
			return op
		case "xor", "xnor", "nand", "nor":
			return "xor" // every source's bit matters
		case "and_not1":
			return "andn2"
		case "or_not1":
			return "orn2"
		case "mov":
			return "copy"
		}
		return "other"
	}
	if strings.HasPrefix(name, "s_") && strings.HasSuffix(name, "_saveexec"+suffix) {
		op := strings.TrimSuffix(strings.TrimPrefix(name, "s_"), "_saveexec"+suffix)
		lo, hi, _ := loc(sdst)
		return []maskRule{
			{lo: lo, hi: hi, op: "copy", srcs: []maskSrc{execSrc}},
			{lo: locEXEC, hi: locEXEC + maskDwords, op: kind(op), srcs: []maskSrc{src(in.Operand("src0")), execSrc}},
		}
	}
	if lo, hi, ok := loc(sdst); ok {
		op := "other"
		if strings.HasPrefix(name, "s_") && strings.HasSuffix(name, suffix) {
			op = kind(strings.TrimSuffix(strings.TrimPrefix(name, "s_"), suffix))
		}
		var srcs []maskSrc
		for _, n := range []string{"src0", "src1"} {
			if o := in.Operand(n); o != nil {
				srcs = append(srcs, src(o))
			}
		}
		if hi-lo != maskDwords {
			op, srcs = "other", nil
		}
		return []maskRule{{lo: lo, hi: hi, op: op, srcs: srcs}}
	}
	// Other SGPR writes (loads, readlane ...) end a mask's history.
	for _, n := range []string{"sdata", "vdst"} {
		if lo, hi, ok := loc(in.Operand(n)); ok && lo < locVCC {
			return []maskRule{{lo: lo, hi: hi, op: "other"}}
		}
	}
	return nil
}

// maskStep is one instruction of the focused wave that wrote a mask or
// changed the lane's EXEC bit, with the lane's bits.
type maskStep struct {
	at                    uint64
	pc                    uint64
	execBefore, execAfter bool
	rules                 []maskRule
	srcBits               [][]bool
	dstBits               []bool
	cmpVals               []uint64 // the compare's operands for the lane
	// mem is a load or store of VGPRs (-O0 code spills the VGPR that
	// holds saved masks, written by v_writelane, to scratch and loads it
	// back before v_readlane).
	mem *memCopy
}

// memCopy is the memory a load or store step moved, lane by lane: VGPRs
// vreg..vreg+width-1 of lane lanes[i] to or from the bytes at addrs[i]
// (a private offset of that lane in SpacePrivate).
type memCopy struct {
	load        bool
	vreg, width int
	space       exec.Space
	lanes       []int
	addrs       []uint64
}

// memKey names one dword of memory: private memory is per lane.
type memKey struct {
	space exec.Space
	lane  int
	addr  uint64
}

func (m *memCopy) key(i, d int) memKey {
	k := memKey{space: m.space, lane: -1, addr: m.addrs[i] + 4*uint64(d)}
	if m.space == exec.SpacePrivate {
		k.lane = m.lanes[i]
	}
	return k
}

// memCopyOf is the VGPR data the memory instruction at w's PC is about
// to move (nil for other instructions).
func (s *Session) memCopyOf(in *isa.Inst, w *exec.Wave) *memCopy {
	f := in.Op.Mem()
	if f.Kind != isa.MemLoad && f.Kind != isa.MemStore || f.D16 || f.Format || f.LDSDMA || f.Bytes%4 != 0 {
		return nil
	}
	acc := s.dbg.Accesses(w)
	if len(acc) == 0 {
		return nil
	}
	load := f.Kind == isa.MemLoad
	o := in.Operand("vdata")
	if o == nil && load {
		o = in.Operand("vdst")
	}
	if o == nil || o.Kind != isa.KindVGPR {
		return nil
	}
	m := &memCopy{load: load, vreg: int(o.Reg), width: max(int(o.Width), 1), space: acc[0].Space}
	for _, a := range acc {
		if a.Space != m.space || a.Write == load {
			return nil // an atomic, or a mix the walk does not follow
		}
		m.lanes = append(m.lanes, a.Lane)
		m.addrs = append(m.addrs, a.Addr)
	}
	return m
}

// writes reports whether rule r of st writes location l.
func (r *maskRule) writes(l int) bool { return l >= r.lo && l < r.hi }

// dwordAt is the value of mask location l in w.
func dwordAt(w *exec.Wave, l int) uint32 {
	switch {
	case l >= locVLane:
		if r, k := (l-locVLane)/64, (l-locVLane)%64; r < w.NumVGPRs() {
			return w.V(r)[k]
		}
	case l == locEXEC || l == locEXEC+1:
		return uint32(w.EXEC >> (32 * uint(l-locEXEC)))
	case l == locVCC || l == locVCC+1:
		return uint32(w.VCC >> (32 * uint(l-locVCC)))
	case l >= 0 && l < len(w.SGPR):
		return w.SGPR[l]
	}
	return 0
}

// srcDword is the dword of source location l that holds the lane's bit in
// rule r (a 64-bit mask: its low or high dword).
func (r *maskRule) srcDword(l, lane int) int {
	if r.dword {
		return l
	}
	return l + lane/32
}

// maskBit is the lane's bit of source location l of rule r in w.
func (r *maskRule) maskBit(w *exec.Wave, l, lane int) bool {
	return dwordAt(w, r.srcDword(l, lane))>>uint(lane%32)&1 != 0
}

// dstBit is the lane's bit rule r wrote in w.
func (r *maskRule) dstBit(w *exec.Wave, lane int) bool {
	return dwordAt(w, r.srcDword(r.lo, lane))>>uint(lane%32)&1 != 0
}

// operandValue is a compare operand's value for a lane (64 bits for a
// register pair).
func operandValue(w *exec.Wave, o *isa.Operand, lane int) uint64 {
	if o == nil {
		return 0
	}
	width := max(int(o.Width), 1)
	reg := func(i int) uint64 {
		switch o.Kind {
		case isa.KindVGPR:
			if r := int(o.Reg) + i; r < w.NumVGPRs() {
				return uint64(w.V(r)[lane])
			}
		case isa.KindSGPR:
			if r := int(o.Reg) + i; r < len(w.SGPR) {
				return uint64(w.SGPR[r])
			}
		case isa.KindSpecial:
			switch o.Reg {
			case isa.EncM0:
				return uint64(w.M0)
			case isa.EncVCCLo:
				return w.VCC >> (32 * uint(i)) & 0xffffffff
			case isa.EncExecLo:
				return w.EXEC >> (32 * uint(i)) & 0xffffffff
			}
		}
		return 0
	}
	switch o.Kind {
	case isa.KindInline, isa.KindLiteral:
		return uint64(o.Imm)
	}
	v := reg(0)
	if width >= 2 {
		v |= reg(1) << 32
	}
	return v
}

// Explanation is the answer of explain lane N.
type Explanation struct {
	Lane   int
	Active bool
	Text   string
	// Decided is the compare that decided the lane's last EXEC change (nil
	// when none was found): its source line and, for the lane, its result
	// and operands; Vars are the condition's variables there.
	Decided *Decision
	// Decisions are the compares behind each EXEC change shown, newest
	// first (a join's saved lanes have none).
	Decisions []*Decision
}

// Decision is the compare behind a lane's EXEC bit.
type Decision struct {
	PC         uint64
	File       string
	Line       int
	Source     string // the source line
	Instr      string // the compare instruction
	Result     bool   // the compare's bit for the lane
	Operands   []uint64
	Cond       string // the source condition ("" when the line has none)
	CondValue  string // "true", "false" or "" when it could not be evaluated
	Vars       []string
	Executions int // times the lane ran this compare
	// Trips is, for a loop's compare, how many times the lane ran the
	// body: the compare's runs less its last (the test that left), unless
	// another compare of the line ran first (the guard of a loop the
	// compiler tests at its bottom: then each run follows a trip).
	Trips int
	// LoopExit says the lane was switched off by a loop's exit mask
	// (s_andn2_b64 exec, exec, sN).
	LoopExit bool
}

// ExplainLane says why lane of the focused wave is active or inactive now.
func (s *Session) ExplainLane(lane int) (*Explanation, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	if lane < 0 || lane >= s.waveSize {
		return nil, errorf("no lane %d: the wave has %d lanes", lane, s.waveSize)
	}
	w := g.waves[wi]
	if lane >= w.LaneCount() {
		return nil, errorf("no lane %d: the wave has %d lanes", lane, w.LaneCount())
	}
	gi, p := g.index, r.pos
	ex := &Explanation{Lane: lane, Active: w.EXEC>>uint(lane)&1 != 0}
	where := s.describePC(w.PC)
	state := "inactive"
	if ex.Active {
		state = "active"
	}
	if lane >= w.Lanes {
		ex.Text = fmt.Sprintf("lane %d of wave %d holds no work-item (its workgroup fills %d lanes of this wave)", lane, s.focusWave, w.Lanes)
		return ex, nil
	}
	// The wave's history: from the start of its workgroup.
	start := p
	for start > r.base && r.eventAt(start-1).group == uint32(gi) {
		start--
	}
	restore := s.holdPosition()
	defer restore()
	steps := s.maskTrace(r.cps[r.checkpointBefore(start)].pos, p, gi, wi, lane)
	s.seek(p)
	var b strings.Builder
	fmt.Fprintf(&b, "lane %d of wave %d is %s at %s.\n", lane, s.focusWave, state, where)
	// The last EXEC changes of the lane, newest first.
	shown := 0
	skip := map[int]bool{} // saves a later restore undid
	for j := len(steps) - 1; j >= 0 && shown < 3; j-- {
		st := &steps[j]
		if st.execBefore == st.execAfter || skip[j] {
			continue
		}
		if m := restores(steps, j, lane); m >= 0 {
			// EXEC put back as it was before a save (spill code, an
			// epilogue): neither changed the lane's state for good.
			skip[m] = true
			continue
		}
		verb := "switched it off"
		if st.execAfter {
			verb = "switched it on"
		}
		if shown == 0 {
			fmt.Fprintf(&b, "It has been %s since %s: `%s` %s", map[bool]string{true: "active", false: "inactive"}[st.execAfter], s.describePC(st.pc), s.prog.Text(st.pc), verb)
		} else {
			fmt.Fprintf(&b, "Before that, %s: `%s` %s", s.describePC(st.pc), s.prog.Text(st.pc), verb)
		}
		if st.execAfter && isJoin(s, st.pc) {
			if m := savedBy(steps, j, lane); m >= 0 {
				fmt.Fprintf(&b, ": a join, giving back the lanes saved at %s by `%s`.\n", s.describePC(steps[m].pc), s.prog.Text(steps[m].pc))
			} else {
				b.WriteString(": a join, giving back saved lanes.\n")
			}
			shown++
			continue
		}
		k := decisiveCompare(steps, j, lane)
		if k < 0 {
			b.WriteString(" (no compare found behind it: the mask came from memory or a register this history does not follow, as -O0 code spills masks).\n")
			shown++
			if st.execAfter && !isJoin(s, st.pc) {
				break
			}
			continue
		}
		// The same compare run again later by the lane (a loop's test,
		// which -O0 code feeds to EXEC through masks that keep no trace
		// of it) decided last.
		for m := j - 1; m > k; m-- {
			if steps[m].pc == steps[k].pc && steps[m].execBefore {
				k = m
				break
			}
		}
		d := s.decision(&steps[k], steps, lane, gi, wi, p)
		if in, _, ok := s.dbg.InstAt(st.pc); ok && !st.execAfter && writesExec(&in, "s_andn2_b64", "s_andn2_b32", "s_and_not1_b32") {
			d.LoopExit = true
		}
		if shown == 0 {
			ex.Decided = d
		}
		ex.Decisions = append(ex.Decisions, d)
		b.WriteString(".\n  " + d.describe(lane, st.execAfter) + "\n")
		shown++
		if !isJoin(s, st.pc) {
			break // a decision, not a join restoring saved lanes: the reason
		}
	}
	if shown == 0 {
		if ex.Active {
			b.WriteString("It has been active since the wave started: no instruction has switched it off.\n")
		} else {
			b.WriteString("It has been inactive since the wave started.\n")
		}
	}
	ex.Text = strings.TrimRight(b.String(), "\n")
	return ex, nil
}

// savedBy is the step that wrote the saved mask the join at step j ORs
// into EXEC (-1 when unknown).
func savedBy(steps []maskStep, j, lane int) int {
	for _, r := range steps[j].rules {
		if !r.writes(locEXEC + lane/32) {
			continue
		}
		for _, sr := range r.srcs {
			if sr.loc < 0 || sr.loc == locEXEC {
				continue
			}
			// Back through copies (v_readlane, a scratch load, the
			// store before it, v_writelane, s_mov) to what computed it.
			k, l := j, r.srcDword(sr.loc, lane)
			for range 64 {
				m, mr := maskWriter(steps, k, l)
				switch {
				case m < 0:
					return -1
				case mr < 0:
					mc := steps[m].mem
					reg, ln := (l-locVLane)/64, (l-locVLane)%64
					st, src := maskStored(steps, m, mc.key(slices.Index(mc.lanes, ln), reg-mc.vreg))
					if st < 0 {
						return m
					}
					k, l = st, src
					continue
				}
				rule := &steps[m].rules[mr]
				if rule.op != "copy" || len(rule.srcs) != 1 || rule.srcs[0].loc < 0 || rule.srcs[0].loc == locEXEC {
					return m
				}
				k, l = m, rule.srcDword(rule.srcs[0].loc, lane)
			}
			return -1
		}
	}
	return -1
}

// maskWriter is the last step before k that writes location l, and its
// rule (-1: a load into the VGPR lane l).
func maskWriter(steps []maskStep, k, l int) (int, int) {
	for m := k - 1; m >= 0; m-- {
		for ri := range steps[m].rules {
			if steps[m].rules[ri].writes(l) {
				return m, ri
			}
		}
		if mc := steps[m].mem; mc != nil && mc.load && l >= locVLane {
			r, ln := (l-locVLane)/64, (l-locVLane)%64
			if r >= mc.vreg && r < mc.vreg+mc.width && slices.Contains(mc.lanes, ln) {
				return m, -1
			}
		}
	}
	return -1, -1
}

// maskStored is the last store step before k that wrote key, and the VGPR
// lane it stored there.
func maskStored(steps []maskStep, k int, key memKey) (int, int) {
	for m := k - 1; m >= 0; m-- {
		mc := steps[m].mem
		if mc == nil || mc.load || mc.space != key.space {
			continue
		}
		for i := range mc.lanes {
			for d := range mc.width {
				if mc.key(i, d) == key {
					return m, locVLane + 64*(mc.vreg+d) + mc.lanes[i]
				}
			}
		}
	}
	return -1, 0
}

// isJoin reports whether the instruction at pc restores saved lanes (an
// s_or_b64 into EXEC, the join after an if or a loop).
func isJoin(s *Session, pc uint64) bool {
	in, _, ok := s.dbg.InstAt(pc)
	if !ok {
		return false
	}
	return writesExec(&in, "s_or_b64", "s_or_b32")
}

// writesExec reports whether in is one of the operations named and writes
// EXEC (EXEC_LO in a wave32).
func writesExec(in *isa.Inst, names ...string) bool {
	d := in.Operand("sdst")
	return d != nil && d.Kind == isa.KindSpecial && d.Reg == isa.EncExecLo && slices.Contains(names, in.Op.String())
}

// describePC is "file:line (pc 0x...)" or "pc 0x...".
func (s *Session) describePC(pc uint64) string {
	if f, l := s.lineOf(pc); l > 0 {
		return fmt.Sprintf("%s:%d (pc %#x)", path.Base(f), l, s.addr(pc))
	}
	if f, l := s.lineBefore(pc); l > 0 {
		return fmt.Sprintf("pc %#x (after %s:%d)", s.addr(pc), path.Base(f), l)
	}
	return fmt.Sprintf("pc %#x", s.addr(pc))
}

// maskTrace replays [from, to) and returns the mask steps of wave wi of
// workgroup gi for lane.
func (s *Session) maskTrace(from, to uint64, gi, wi, lane int) []maskStep {
	var out []maskStep
	rules := map[uint64][]maskRule{}
	var cur maskStep
	s.scan(from, to, func(i uint64, ev event) {
		cur = maskStep{}
		if !ev.isExec(gi, wi) {
			return
		}
		pc := uint64(ev.pc)
		rs, ok := rules[pc]
		if !ok {
			if in, _, ok := s.dbg.InstAt(pc); ok {
				rs = maskRules(&in, s.groups[gi].waves[wi].LaneCount() == 32)
			}
			rules[pc] = rs
		}
		w := s.groups[gi].waves[wi]
		cur = maskStep{at: i, pc: pc, execBefore: w.EXEC>>uint(lane)&1 != 0, rules: rs}
		if in, _, ok := s.dbg.InstAt(pc); ok && rs == nil {
			cur.mem = s.memCopyOf(&in, w)
		}
		for _, r := range rs {
			var sb []bool
			for _, sr := range r.srcs {
				if sr.loc < 0 {
					sb = append(sb, sr.value>>uint(lane)&1 != 0)
				} else {
					sb = append(sb, r.maskBit(w, sr.loc, lane))
				}
			}
			cur.srcBits = append(cur.srcBits, sb)
			if r.op == "cmp" && cur.cmpVals == nil {
				for _, sr := range r.srcs {
					cur.cmpVals = append(cur.cmpVals, operandValue(w, sr.opnd, lane))
				}
			}
		}
	}, func(i uint64, ev event) {
		if !ev.isExec(gi, wi) {
			return
		}
		w := s.groups[gi].waves[wi]
		cur.execAfter = w.EXEC>>uint(lane)&1 != 0
		for _, r := range cur.rules {
			cur.dstBits = append(cur.dstBits, r.dstBit(w, lane))
		}
		if len(cur.rules) > 0 || cur.mem != nil || cur.execBefore != cur.execAfter {
			out = append(out, cur)
		}
	})
	return out
}

// decisiveCompare is the index of the most recent compare step the EXEC
// bit written at step j depends on (-1 when none): a walk back through the
// masks it was computed from, following, for and/or, only the operands
// that forced the lane's bit, and through VGPR lanes (v_writelane,
// v_readlane) and the memory they were spilled to and loaded back from.
func decisiveCompare(steps []maskStep, j, lane int) int {
	type node struct{ step, rule, loc int }
	best, seen := -1, map[node]bool{}
	var visit func(k, ri, l, depth int)
	writer := func(k, l int) (int, int) { return maskWriter(steps, k, l) }
	stored := func(k int, key memKey) (int, int) { return maskStored(steps, k, key) }
	follow := func(k, l, depth int) {
		if m, mr := writer(k, l); m >= 0 {
			visit(m, mr, l, depth+1)
		}
	}
	visit = func(k, ri, l, depth int) {
		if depth > 256 || seen[node{k, ri, l}] || k <= best {
			return
		}
		seen[node{k, ri, l}] = true
		st := &steps[k]
		if ri < 0 {
			// A load into VGPR lane l: from the store of that memory.
			mc := st.mem
			r, ln := (l-locVLane)/64, (l-locVLane)%64
			i := slices.Index(mc.lanes, ln)
			if m, src := stored(k, mc.key(i, r-mc.vreg)); m >= 0 {
				follow(m, src, depth)
			}
			return
		}
		r := &st.rules[ri]
		res := st.dstBits[ri]
		if r.op == "cmp" {
			if st.execBefore {
				best = max(best, k)
				return
			}
			// The lane was off at the compare: its EXEC decided.
			follow(k, locEXEC+lane/32, depth)
			return
		}
		for si, sr := range r.srcs {
			if sr.loc < 0 {
				continue
			}
			bit := st.srcBits[ri][si]
			ok := true
			switch r.op {
			case "and":
				ok = res || !bit
			case "or":
				ok = !res || bit
			case "andn2": // src0 & ~src1
				ok = res || (si == 0 && !bit) || (si == 1 && bit)
			case "orn2": // src0 | ~src1
				ok = !res || (si == 0 && bit) || (si == 1 && !bit)
			}
			if ok {
				follow(k, r.srcDword(sr.loc, lane), depth)
			}
		}
	}
	for ri, r := range steps[j].rules {
		if r.writes(locEXEC + lane/32) {
			visit(j, ri, locEXEC+lane/32, 0)
		}
	}
	return best
}

// restores reports whether step j puts back the EXEC bit a save at step m
// changed (the -O0 spill code's `s_or_saveexec_b64 s[18:19], -1` ...
// `s_mov_b64 exec, s[18:19]`, a function's epilogue): j copies EXEC from
// the copy of EXEC that m saved, and leaves the lane's bit as it was
// before m. It returns m (-1 when it is no restore).
func restores(steps []maskStep, j, lane int) int {
	for _, r := range steps[j].rules {
		if !r.writes(locEXEC+lane/32) || r.op != "copy" || len(r.srcs) != 1 || r.srcs[0].loc < 0 {
			continue
		}
		l := r.srcDword(r.srcs[0].loc, lane)
		for m := j - 1; m >= 0; m-- {
			for _, mr := range steps[m].rules {
				if !mr.writes(l) {
					continue
				}
				if mr.op == "copy" && len(mr.srcs) == 1 && mr.srcs[0].loc == locEXEC && steps[m].execBefore == steps[j].execAfter {
					return m
				}
				return -1
			}
		}
	}
	return -1
}

// decision describes compare step st for lane: its line, operands, how
// often the lane ran it, and the line's condition evaluated there.
func (s *Session) decision(st *maskStep, steps []maskStep, lane, gi, wi int, back uint64) *Decision {
	d := &Decision{PC: st.pc, Instr: s.prog.Text(st.pc), Operands: st.cmpVals}
	for ri, r := range st.rules {
		if r.op == "cmp" {
			d.Result = st.dstBits[ri]
			break
		}
	}
	first := st.at
	for _, o := range steps {
		if o.pc == st.pc && o.execBefore && o.at <= st.at {
			d.Executions++
			first = min(first, o.at)
		}
	}
	d.File, d.Line = s.lineOf(st.pc)
	if d.Line == 0 {
		d.File, d.Line = s.lineBefore(st.pc)
	}
	d.Trips = d.Executions - 1
	for _, o := range steps {
		if o.at >= first {
			break
		}
		if o.pc == st.pc || !o.execBefore || !slices.ContainsFunc(o.rules, func(r maskRule) bool { return r.op == "cmp" }) {
			continue
		}
		if f, l := s.lineOf(o.pc); l == d.Line && path.Base(f) == path.Base(d.File) {
			d.Trips = d.Executions // a guard ran before
		}
	}
	if d.Line > 0 {
		if src, err := s.Source(s.resolveSource(d.File)); err == nil && d.Line <= len(src) {
			d.Source = strings.TrimSpace(src[d.Line-1])
		}
	}
	d.Cond = conditionOf(d.Source)
	if d.Cond == "" {
		return d
	}
	// Evaluate the condition and its variables where the compare ran.
	s.seek(st.at)
	g := s.groups[gi]
	c := &evalCtx{s: s, g: g, wi: wi, lane: lane}
	if e, err := parseExpr(d.Cond); err == nil {
		if v, err := c.eval(e); err == nil {
			if t, err := v.truth(); err == nil {
				d.CondValue = fmt.Sprint(t)
			}
		}
	}
	for _, name := range identifiers(d.Cond) {
		e, err := parseExpr(name)
		if err != nil {
			continue
		}
		if v, err := c.eval(e); err == nil {
			d.Vars = append(d.Vars, name+" = "+v.Format(false))
		}
	}
	s.seek(back)
	return d
}

// describe is the decision as one line.
func (d *Decision) describe(lane int, switchedOn bool) string {
	var b strings.Builder
	loop := d.Executions > 1 || d.LoopExit
	trips := "trips"
	if d.Trips == 1 {
		trips = "trip"
	}
	switch {
	case d.Line == 0:
		b.WriteString("decided by a compare without a source line")
	case loop && !switchedOn:
		fmt.Fprintf(&b, "left the loop at %s:%d after %d %s", path.Base(d.File), d.Line, d.Trips, trips)
	default:
		fmt.Fprintf(&b, "decided at %s:%d", path.Base(d.File), d.Line)
	}
	if d.Source != "" {
		fmt.Fprintf(&b, ": `%s`", escapeText(d.Source))
	}
	if d.Cond != "" && d.CondValue != "" {
		fmt.Fprintf(&b, " — %s was %s", escapeText(d.Cond), d.CondValue)
	}
	if len(d.Vars) > 0 {
		fmt.Fprintf(&b, ": %s", escapeText(strings.Join(d.Vars, ", ")))
	}
	fmt.Fprintf(&b, " (`%s`: lane %d's bit %d", d.Instr, lane, b2i(d.Result))
	if len(d.Operands) > 0 {
		var ops []string
		for _, v := range d.Operands {
			ops = append(ops, fmt.Sprintf("%d", int64(int32(uint32(v)))))
		}
		fmt.Fprintf(&b, ", operands %s", strings.Join(ops, ", "))
	}
	b.WriteString(")")
	return b.String()
}

// escapeText keeps control bytes of a source file off the terminal.
func escapeText(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return '?'
		}
		return r
	}, s)
}

// conditionOf is the condition of an if, while or for on a source line
// ("" when it has none).
func conditionOf(line string) string {
	for _, kw := range []string{"if", "while", "for"} {
		i := strings.Index(line, kw)
		for i >= 0 {
			before := i == 0 || !isAlnum(line[i-1])
			rest := strings.TrimLeft(line[i+len(kw):], " \t")
			if before && strings.HasPrefix(rest, "(") {
				inner, ok := balanced(rest)
				if !ok {
					return ""
				}
				if kw == "for" {
					parts := strings.Split(inner, ";")
					if len(parts) != 3 {
						return ""
					}
					inner = parts[1]
				}
				return strings.TrimSpace(inner)
			}
			j := strings.Index(line[i+1:], kw)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return ""
}

// balanced is the text inside the parenthesis s starts with.
func balanced(s string) (string, bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return s[1:i], true
			}
		}
	}
	return "", false
}

// identifiers lists the distinct identifiers of an expression.
func identifiers(e string) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(e); {
		if isAlpha(e[i]) && (i == 0 || !isAlnum(e[i-1]) && e[i-1] != '.' && e[i-1] != '$') {
			j := i
			for j < len(e) && isAlnum(e[j]) {
				j++
			}
			if w := e[i:j]; !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
			i = j
			continue
		}
		i++
	}
	return out
}

var _ = bits.OnesCount64

// maxWhyEvents bounds the history the status line's explanation replays.
const maxWhyEvents = 1 << 14

// whyKey names one explanation of the status line.
type whyKey struct {
	pos           uint64
	group, wave   int
	lane          int
	started, base uint64
}

// laneWhy is the short form of explain for lane l of the focused wave
// (wave wi of g), for the status line: "`x < 32` was false: x = 40"; ""
// without history, when it would replay too much, or when no compare
// decided it. It is remembered per position.
func (s *Session) laneWhy(g *group, wi, l int) string {
	r := s.rec
	if r == nil || !r.on || r.journal == nil || g.index != s.focusWG || wi != s.focusWave {
		return ""
	}
	k := whyKey{pos: r.pos, group: g.index, wave: wi, lane: l, base: r.base}
	if v, ok := s.whyCache[k]; ok {
		return v
	}
	// The explanation replays the wave's workgroup from the checkpoint
	// before its start: only when that is short (a redraw must stay fast).
	start := r.pos
	for start > r.base && r.pos-start <= maxWhyEvents && r.eventAt(start-1).group == uint32(g.index) {
		start--
	}
	if r.pos-r.cps[r.checkpointBefore(start)].pos > maxWhyEvents {
		return ""
	}
	why := ""
	if ex, err := s.ExplainLane(l); err == nil && ex.Decided != nil {
		d := ex.Decided
		var known []string // the variables that have a value there
		for _, v := range d.Vars {
			if !strings.HasSuffix(v, "<optimized out>") {
				known = append(known, v)
			}
		}
		switch {
		case (d.LoopExit || d.Executions > 1) && !ex.Active && d.Line > 0 && (d.Cond == "" || d.CondValue == ""):
			trips := "trips"
			if d.Trips == 1 {
				trips = "trip"
			}
			why = fmt.Sprintf("left the loop at %s:%d after %d %s", path.Base(d.File), d.Line, d.Trips, trips)
			if len(known) > 0 {
				why += ": " + escapeText(strings.Join(known, ", "))
			}
		case d.Cond != "" && d.CondValue != "":
			why = fmt.Sprintf("`%s` was %s", escapeText(d.Cond), d.CondValue)
			if len(d.Vars) > 0 {
				why += ": " + escapeText(strings.Join(d.Vars, ", "))
			}
		case d.Line > 0:
			why = fmt.Sprintf("by the compare at %s:%d", path.Base(d.File), d.Line)
		}
	}
	if s.whyCache == nil || len(s.whyCache) > 256 {
		s.whyCache = map[whyKey]string{}
	}
	s.whyCache[k] = why
	return why
}
