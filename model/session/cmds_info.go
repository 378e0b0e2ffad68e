package session

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
)

var infoCommands = []Command{
	{Name: "info", Aliases: []string{"i"}, Usage: "info registers [scalar|vector|system|REG...] | args | frame | display | lanes | waves | breakpoints | locals | line | kernel | source | matrix [A|B|C|D] [regs] [ADDR] | watchpoints | record | history ADDR|VAR | check",
		Help: "Describe the focused wave's registers or lanes, the waves, breakpoints (watchpoints: those alone), local variables, the source position, the kernel, the source file, the recorded history or every write to a location in it, the checkers' findings so far (as run --check prints them); info matrix prints the operands of the matrix instruction at ADDR (default: the last one the wave ran) as matrices, regs with each element's register and lane.",
		Run: func(s *Session, c *Call) error {
			sub, rest := splitWord(c.Args)
			if sub == "" {
				return errorf("usage: info registers|lanes|waves|breakpoints|locals|line|kernel|source|matrix")
			}
			for _, ic := range infoSubs {
				if strings.HasPrefix(ic.name, sub) {
					return ic.run(s, c, rest)
				}
			}
			return errorf("undefined info command: %q", sub)
		}},
}

// infoSub is a subcommand of info.
type infoSub struct {
	name string
	run  func(s *Session, c *Call, args string) error
}

var infoSubs = []infoSub{
	{"registers", (*Session).infoRegisters},
	{"lanes", (*Session).infoLanes},
	{"waves", (*Session).infoWaves},
	{"breakpoints", (*Session).infoBreakpoints},
	{"watchpoints", (*Session).infoWatchpoints},
	{"locals", (*Session).infoLocals},
	{"line", (*Session).infoLine},
	{"kernel", (*Session).infoKernel},
	{"source", (*Session).infoSource},
	{"matrix", (*Session).infoMatrix},
	{"record", func(s *Session, c *Call, _ string) error { c.printf("%s\n", s.RecordInfo()); return nil }},
	{"history", (*Session).infoHistory},
	{"check", (*Session).infoCheck},
}

func (s *Session) infoRegisters(c *Call, args string) error {
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	w := g.waves[wi]
	if args != "" && !strings.HasPrefix("scalar", args) && !strings.HasPrefix("vector", args) && !strings.HasPrefix("system", args) {
		return s.infoNamedRegisters(c, g, wi, strings.Fields(args))
	}
	scalar, vector, system := args == "" || strings.HasPrefix("scalar", args), args == "" || strings.HasPrefix("vector", args), args == "" || strings.HasPrefix("system", args)
	if system {
		// A wave32's lane masks are one dword: EXEC's low half and
		// VCC_LO (llvm-objdump's vcc_lo); a wave64 shows both as pairs.
		vcc := "vcc   "
		if w.LaneCount() == 32 {
			vcc = "vcc_lo"
		}
		c.printf("pc     %#x\nexec   %s\n%s %s\nscc    %d\nm0     %#x\nmode   %#x\nstatus %#x\nflat_scratch %#x\n",
			s.addr(w.PC), laneMask(w.EXEC, w.LaneCount()), vcc, laneMask(w.VCC, w.LaneCount()), b2i(w.SCC), w.M0, w.Mode, w.Status, w.FlatScratch)
	}
	if scalar {
		for i, v := range w.SGPR {
			c.printf("s%-4d 0x%08x", i, v)
			if i%4 == 3 || i == len(w.SGPR)-1 {
				c.printf("\n")
			} else {
				c.printf("  ")
			}
		}
	}
	if vector {
		c.printf("VGPRs of lanes 0-%d (focused lane %d):\n", s.waveSize-1, s.focusLane)
		for r := range w.NumVGPRs() {
			lanes := w.VLanes(r)
			c.printf("v%-4d", r)
			for l, v := range lanes {
				if l > 0 && l%8 == 0 {
					c.printf("\n     ")
				}
				c.printf(" %08x", v)
			}
			c.printf("\n")
		}
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *Session) infoLanes(c *Call, _ string) error {
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	w := g.waves[wi]
	switch {
	case w.Ended && !s.waveFaulted(g, wi):
		c.printf("Wave %d (%d,%d,%d)/%d: exited, %d lanes\n", g.index*s.perGroup+wi, g.id[0], g.id[1], g.id[2], wi, w.Lanes)
	default:
		c.printf("Wave %d (%d,%d,%d)/%d: exec %s, %d active of %d lanes\n", g.index*s.perGroup+wi, g.id[0], g.id[1], g.id[2], wi, laneMask(w.EXEC, w.LaneCount()), bits.OnesCount64(w.EXEC&laneBits(w.Lanes)), w.Lanes)
	}
	c.printf("  Lane  State     Work-item      PC          Line\n")
	for _, li := range s.lanePCs(g, wi) {
		mark := " "
		if li.Lane == s.focusLane {
			mark = "*"
		}
		pc, line := "-", "-"
		if li.PCKnown {
			pc = fmt.Sprintf("%#x", s.addr(li.PC))
			if li.Line > 0 {
				line = fmt.Sprintf("%s:%d", baseName(li.File), li.Line)
			}
		} else if li.State == LaneInactive {
			pc = "undefined"
		}
		if li.State == LaneExited {
			pc = "-"
		}
		wi := fmt.Sprintf("(%d,%d,%d)", li.WorkItem[0], li.WorkItem[1], li.WorkItem[2])
		if li.State == LaneUnused {
			wi = "-"
		}
		c.printf("%s %-5d %-9s %-14s %-11s %s\n", mark, li.Lane, li.State, wi, pc, line)
	}
	return nil
}

// laneMask prints a lane mask of a wave of n lanes in hex: 8 digits for a
// wave32 (its bits above lane 31 are not lanes), 16 for a wave64.
func laneMask(m uint64, n int) string {
	if n <= 32 {
		return fmt.Sprintf("%#08x", m&laneBits(n))
	}
	return fmt.Sprintf("%#016x", m)
}

func laneBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

func (s *Session) infoWaves(c *Call, _ string) error {
	if !s.started {
		return ErrNotRunning
	}
	c.printf("  Wave  Position       State      PC          Exec              Line\n")
	for i := 0; i < s.total; i++ {
		g, ok := s.groups[i]
		if !ok {
			continue
		}
		for wi, w := range g.waves {
			state := "ready"
			switch {
			case s.waveFaulted(g, wi):
				state = "faulted"
			case w.Ended:
				state = "exited"
			case w.Halted:
				state = "stopped"
			case w.AtBarrier:
				state = "barrier"
			}
			mark := " "
			if i == s.focusWG && wi == s.focusWave {
				mark = "*"
			}
			line, pc := "-", "-"
			if !w.Ended || s.waveFaulted(g, wi) {
				// An ended wave's PC is past its s_endpgm: no place in
				// the source (gdb lists exited threads without one).
				pc = fmt.Sprintf("%#x", s.addr(w.PC))
				if f, l := s.lineOf(w.PC); l > 0 {
					line = fmt.Sprintf("%s:%d", baseName(f), l)
				}
			}
			c.printf("%s %-5d (%d,%d,%d)/%-6d %-10s %-11s %-18s %s\n", mark, i*s.perGroup+wi, g.id[0], g.id[1], g.id[2], wi, state, pc, laneMask(w.EXEC, w.LaneCount()), line)
		}
	}
	if pending := s.total - len(s.groups); pending > 0 {
		c.printf("%d workgroups have not started\n", pending)
	}
	return nil
}

func (s *Session) infoBreakpoints(c *Call, _ string) error {
	if len(s.bps) == 0 && len(s.watch) == 0 {
		c.printf("No breakpoints or watchpoints.\n")
		return nil
	}
	c.printf("%s", bpHeader)
	for _, bp := range s.bps {
		c.printf("%s", bp.Describe(s))
	}
	s.listWatchpoints(c)
	return nil
}

// infoWatchpoints lists the watchpoints alone, as gdb's info watchpoints.
func (s *Session) infoWatchpoints(c *Call, _ string) error {
	if len(s.watch) == 0 {
		c.printf("No watchpoints.\n")
		return nil
	}
	c.printf("%s", bpHeader)
	s.listWatchpoints(c)
	return nil
}

func (s *Session) listWatchpoints(c *Call) {
	for _, wp := range s.watch {
		// gdb's types: hw watchpoint, read watchpoint, acc watchpoint.
		kind := "hw watchpoint"
		switch {
		case wp.Read && wp.Write:
			kind = "acc watchpoint"
		case wp.Read:
			kind = "read watchpoint"
		}
		c.printf("%s", bpRow(strconv.Itoa(wp.Number), kind, "keep", !wp.Disabled, "", wp.Expr))
		if wp.Hits > 0 {
			c.printf("\tbreakpoint already hit %s\n", times(wp.Hits))
		}
	}
}

// Local is a variable visible at the focused position, with its value
// for the focused lane.
type Local struct {
	Name    string
	Type    string
	IsParam bool
	Value   string
}

// Locals lists the variables of the focused frame for the focused lane.
func (s *Session) Locals() ([]Local, error) {
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	if s.dw == nil {
		return nil, errorf("no debug information")
	}
	if err := s.endedWave(g, wi, "No frame selected"); err != nil {
		return nil, err
	}
	c, err := s.selectedCtx()
	if err != nil {
		return nil, err
	}
	pc := c.pc()
	frames, err := s.dw.InlineFrames(c.scopePC())
	if err != nil || len(frames) == 0 {
		return nil, errorf("no symbol table info at pc %#x", pc)
	}
	var out []Local
	for _, v := range s.dw.VariablesAt(c.scopeOf(frames), c.scopePC()) {
		l := Local{Name: v.Name, IsParam: v.IsParam}
		if v.Type != nil {
			l.Type = v.Type.String()
		}
		if c.frame != nil && !c.frame.saved {
			l.Value = "<not saved>"
			out = append(out, l)
			continue
		}
		val, err := v.Value(pc, *c.dwarfContext(), dwarf.FormatOptions{})
		switch {
		case errors.Is(err, dwarf.ErrOptimizedOut):
			val = "<optimized out>"
		case err != nil:
			val = fmt.Sprintf("<error: %s>", oneLine(err.Error()))
		}
		l.Value = val
		out = append(out, l)
	}
	return out, nil
}

func (s *Session) infoLocals(c *Call, _ string) error {
	ls, err := s.Locals()
	if err != nil {
		return err
	}
	if len(ls) == 0 {
		c.printf("No locals.\n")
	}
	for _, l := range ls {
		c.printf("%s = %s\n", l.Name, l.Value)
	}
	return nil
}

func (s *Session) infoLine(c *Call, _ string) error {
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	if err := s.endedWave(g, wi, "No frame selected"); err != nil {
		return err
	}
	li := s.lanePCs(g, wi)[s.focusLane]
	if li.Line == 0 {
		c.printf("Lane %d is at pc %#x, which has no line information\n", s.focusLane, s.addr(li.PC))
		return nil
	}
	c.printf("Lane %d (%s) is at line %d of \"%s\", pc %#x\n", s.focusLane, li.State, li.Line, baseName(li.File), s.addr(li.PC))
	return nil
}

func (s *Session) infoKernel(c *Call, _ string) error {
	l := s.L
	d := l.Dispatch
	c.printf("Kernel %s (%s, code object v%d)\n", l.Name, l.Arch.Name, l.File.Version)
	c.printf("Grid (%d,%d,%d), workgroup (%d,%d,%d): %d workgroups of %d waves of %d lanes\n",
		d.Grid[0], d.Grid[1], d.Grid[2], d.Workgroup[0], d.Workgroup[1], d.Workgroup[2], s.total, s.perGroup, s.waveSize)
	// The same figures as `gcndbg info` prints: both come from
	// codeobj's Resources and the kernel's symbol.
	res := l.File.Resources(l.Kernel)
	c.printf("VGPRs %d, AGPRs %d, SGPRs %d, LDS %d bytes (+%d dynamic), scratch %d bytes per lane", res.VGPRs, res.AGPRs, res.SGPRs, res.LDS, d.DynamicLDS, res.ScratchPerLane)
	if given := int(s.prog.Config.PrivateSegmentFixedSize); given != res.ScratchPerLane {
		c.printf(" (the dispatch gives each lane %d for its call stack)", given)
	}
	c.printf("\n")
	c.printf("Code at %#x, %d bytes\n", s.addr(s.prog.Entry), l.Kernel.CodeSize)
	return nil
}

func (s *Session) infoSource(c *Call, _ string) error {
	if s.dw == nil {
		return errorf("no debug information")
	}
	f := s.defaultFile()
	c.printf("Current source file is %s\n", f)
	if src, err := s.Source(s.resolveSource(f)); err == nil {
		c.printf("Contains %d lines.\n", len(src))
	}
	c.printf("Source files: %s\n", strings.Join(s.dw.Files(), ", "))
	return nil
}

// infoNamedRegisters prints the registers named (s1, v1, $exec, pc,
// s[0:1] ...) as gdb's `info registers REG` does: name, hex, natural
// value; a VGPR as its lanes.
func (s *Session) infoNamedRegisters(c *Call, g *group, wi int, names []string) error {
	ctx := &evalCtx{s: s, g: g, wi: wi, lane: s.focusLane}
	for _, n := range names {
		n = strings.TrimPrefix(n, "$")
		if isVectorReg(n) {
			w := g.waves[wi]
			var r int
			fmt.Sscan(n[1:], &r)
			lanes := w.VLanes(r)
			if n[0] == 'a' {
				lanes = w.ALanes(r)
			}
			if lanes == nil {
				return errorf("invalid register `%s'", n)
			}
			c.printf("%-6s", n)
			for l, v := range lanes {
				if l > 0 && l%8 == 0 {
					c.printf("\n      ")
				}
				c.printf(" %08x", v)
			}
			c.printf("\n")
			continue
		}
		e, err := parseExpr("$" + n)
		if err != nil {
			return errorf("invalid register `%s'", n)
		}
		v, err := ctx.eval(e)
		if err != nil {
			return errorf("invalid register `%s'", n)
		}
		nat := s.FormatAs(v, 0)
		if v.code {
			nat = s.FormatAs(v, 'a')
		} else if v.st.signed || v.st.size == 4 {
			nat = s.FormatAs(v, 'd')
		}
		c.printf("%-15s%-19s%s\n", n, s.FormatAs(v, 'x'), nat)
	}
	return nil
}
