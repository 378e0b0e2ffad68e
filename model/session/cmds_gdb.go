package session

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
)

// gdbCommands are gdb commands beyond the core set: set, directory,
// until/advance, ptype/whatis, display/undisplay, frame selection.
var gdbCommands = []Command{
	{Name: "set", Usage: "set var EXPR = VALUE | set substitute-path FROM TO | set record limit MB | set record on|off | set check LIST|all|off", Help: "Assign to a variable, register ($s0, $v1, $exec ...) or object in memory for the focused lane; or rewrite source paths of the line table that start with FROM to start with TO; or bound the memory of the recorded history (default 512 MB: beyond it the oldest history is dropped), or turn recording on or off (off drops the history); or choose the checkers of run --check (LIST: comma-separated memcheck, racecheck, initcheck, synccheck, waitcheck, hazards) from the next run: a new finding stops the wave before its instruction, continuing runs it as run --check would (off: at once).",
		Run: func(s *Session, c *Call) error { return s.setCmd(c) }},
	{Name: "until", Aliases: []string{"u"}, Usage: "until [LOC]", Help: "Without LOC: like next, but do not stop in a loop's earlier lines (run until a line past the current one). With LOC: run until LOC is reached, or the current function returns.", Repeat: true,
		Run: func(s *Session, c *Call) error {
			if c.Args == "" {
				st, err := s.Until(c.Ctx)
				return s.report(c, st, err)
			}
			st, err := s.Advance(c.Ctx, c.Args)
			return s.report(c, st, err)
		}},
	{Name: "advance", Usage: "advance LOC", Help: "Run until LOC is reached, or the current function returns.",
		Run: func(s *Session, c *Call) error {
			if c.Args == "" {
				return errorf("a location is required: advance LOC")
			}
			st, err := s.Advance(c.Ctx, c.Args)
			return s.report(c, st, err)
		}},
	{Name: "directory", Aliases: []string{"dir"}, Usage: "directory [DIR...]", Help: "Add directories to search for source files (no argument: forget them).",
		Run: func(s *Session, c *Call) error {
			if c.Args == "" {
				s.opts.SourceDirs = nil
				s.sources = map[string][]string{}
				c.printf("Source directories searched: (none)\n")
				return nil
			}
			s.opts.SourceDirs = append(strings.Fields(c.Args), s.opts.SourceDirs...)
			s.sources = map[string][]string{}
			c.printf("Source directories searched: %s\n", strings.Join(s.opts.SourceDirs, ":"))
			return nil
		}},
}

func (s *Session) setCmd(c *Call) error {
	sub, rest := splitWord(c.Args)
	switch sub {
	case "var", "variable":
		return s.assignCmd(c, rest)
	case "record":
		return s.setRecordCmd(strings.Fields(c.Args))
	case "check":
		msg, err := s.SetCheck(rest)
		if err != nil {
			return err
		}
		c.printf("%s\n", msg)
		return nil
	case "substitute-path":
		f := strings.Fields(rest)
		if len(f) != 2 {
			return errorf("usage: set substitute-path FROM TO")
		}
		s.substitutes = append(s.substitutes, [2]string{f[0], f[1]})
		s.sources = map[string][]string{}
		return nil
	case "":
		return errorf("usage: set var EXPR = VALUE | set substitute-path FROM TO")
	}
	// gdb's "set x = 5" without var, when it is not a setting.
	return s.assignCmd(c, c.Args)
}

// assignCmd evaluates an assignment and prints nothing (gdb's set var).
func (s *Session) assignCmd(c *Call, src string) error {
	e, err := parseExpr(src)
	if err != nil {
		return err
	}
	if _, ok := e.(assignX); !ok {
		return errorf("expected EXPR = VALUE, got %q", src)
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	_, err = (&evalCtx{s: s, g: g, wi: wi, lane: s.focusLane}).eval(e)
	return err
}

// substitutePath rewrites a line-table path by the first matching `set
// substitute-path` rule (a whole leading path component match, as gdb's).
func (s *Session) substitutePath(file string) (string, bool) {
	for _, r := range s.substitutes {
		from := strings.TrimRight(r[0], "/")
		if file == from || strings.HasPrefix(file, from+"/") {
			return r[1] + file[len(from):], true
		}
	}
	return file, false
}

// maxUntilSteps bounds the source steps of one `until`.
const maxUntilSteps = 1 << 16

// Until is gdb's until without an argument: next, repeated while the
// focused lane is back at an earlier line of the same function (a loop's
// jump back), so that it stops only past the current line.
func (s *Session) Until(ctx context.Context) (*Stop, error) {
	g, wi, err := s.stepTarget()
	if err != nil {
		return nil, err
	}
	if s.dw == nil {
		return nil, errorf("no line information; use stepi")
	}
	// gdb steps over lines while the PC stays between the function's
	// start and the end of the current line's code: a jump back to a
	// loop's head does not stop.
	pc := g.waves[wi].PC
	fn := s.functionAt(pc)
	end := fn.Hi
	if li, err := s.dw.PCToLine(s.addr(pc)); err == nil {
		for _, r := range s.dw.LineRows(s.addr(pc)+1, s.addr(fn.Hi)) {
			if r.Line != 0 && (r.Line != li.Line || path.Base(r.File) != path.Base(li.File)) {
				end = s.offset(r.Address)
				break
			}
		}
	}
	for range maxUntilSteps {
		st, err := s.StepLine(ctx, true)
		if err != nil || st == nil || st.Reason != StopStep {
			return st, err
		}
		if p := g.waves[wi].PC; p < fn.Lo || p >= end {

			return st, nil
		}
	}
	return s.stop, nil
}

// Advance runs every wave until one reaches LOC (gdb's advance and
// until LOC) or the focused wave returns from its current function.
func (s *Session) Advance(ctx context.Context, loc string) (*Stop, error) {
	if err := s.canRun(); err != nil {
		return nil, err
	}
	pcs, err := s.resolveLocation(loc)
	if err != nil {
		return nil, err
	}
	// Number 0 marks it internal (not temporary: deleting 0 deletes all).
	bp := &Breakpoint{Number: 0, Spec: loc, PCs: pcs}
	for _, pc := range pcs {
		if err := s.dbg.SetBreakpoint(pc); err != nil {
			s.clearUnused()
			return nil, err
		}
	}
	// The current function's return: its caller's PC, when known.
	if frames, ferr := s.Backtrace(); ferr == nil {
		for _, f := range frames[1:] {
			if f.PC != frames[0].PC {
				if err := s.dbg.SetBreakpoint(f.PC); err == nil {
					bp.PCs = append(bp.PCs, f.PC)
				}
				break
			}
		}
	}
	s.bps = append(s.bps, bp)
	defer func() {
		for i, b := range s.bps {
			if b == bp {
				s.bps = append(s.bps[:i:i], s.bps[i+1:]...)
				break
			}
		}
		s.clearUnused()
	}()
	st, err := s.Continue(ctx)
	if st != nil && st.Reason == StopBreakpoint && st.Breakpoint == 0 {
		st.Reason = StopStep
	}
	return st, err
}

func init() {
	gdbCommands = append(gdbCommands,
		Command{Name: "ptype", Usage: "ptype EXPR|TYPE", Help: "Print the type of EXPR (or a type name), with the members of structs and unions spelled out.",
			Run: func(s *Session, c *Call) error { return s.typeCmd(c, true) }},
		Command{Name: "whatis", Usage: "whatis EXPR|TYPE", Help: "Print the type of EXPR (or a type name) by its name.",
			Run: func(s *Session, c *Call) error { return s.typeCmd(c, false) }},
		Command{Name: "display", Usage: "display[/FMT] [EXPR]", Help: "Print EXPR (for the focused lane) now and at every stop; without EXPR, print the display list.",
			Run: func(s *Session, c *Call) error { return s.displayCmd(c) }},
		Command{Name: "undisplay", Usage: "undisplay [N...]", Help: "Remove displays N (all of them without N).",
			Run: func(s *Session, c *Call) error { return s.undisplayCmd(c) }},
	)
}

// typeCmd is ptype (expand) and whatis.
func (s *Session) typeCmd(c *Call, expand bool) error {
	src := strings.TrimSpace(c.Args)
	if src == "" {
		return errorf("an expression or type name is required")
	}
	// A type name: a C base type, or a DWARF type the expression cannot be.
	if p, err := lex(src); err == nil {
		pr := &parser{toks: p}
		if tn, n, ok := pr.typeName(0); ok && p[n].kind == tEOF {
			if tn.scalar != nil {
				c.printf("type = %s\n", tn.String())
				return nil
			}
		}
	}
	v, err := s.Evaluate(src)
	if err != nil {
		return err
	}
	c.printf("type = %s\n", s.typeOf(v, expand))
	return nil
}

// typeOf names a value's type; expand spells out struct, union and enum
// members as gdb's ptype does.
func (s *Session) typeOf(v Value, expand bool) string {
	switch {
	case v.typ != nil && expand:
		return ptypeString(v.typ)
	case v.typ != nil:
		return v.typ.String()
	case v.code:
		return "void (*)()"
	case v.isS:
		return fmt.Sprintf("char [%d]", len(v.str)+1)
	}
	return v.st.name
}

// ptypeString is gdb's ptype text of t: aggregates with their members.
func ptypeString(t *dwarf.Type) string {
	r := t.Resolve()
	if r == nil {
		return t.String()
	}
	inner, suffix := r, ""
	for inner != nil && (inner.Kind == dwarf.TypePointer || inner.Kind == dwarf.TypeArray) && inner.Elem != nil {
		if inner.Kind == dwarf.TypePointer {
			suffix = " *" + suffix
		} else {
			for _, d := range inner.Dims {
				suffix += fmt.Sprintf(" [%d]", d)
			}
			if inner.Vector {
				return t.String()
			}
		}
		inner = inner.Elem.Resolve()
	}
	if inner == nil {
		return t.String()
	}
	switch inner.Kind {
	case dwarf.TypeStruct, dwarf.TypeUnion, dwarf.TypeClass:
		var b strings.Builder
		kw := map[dwarf.TypeKind]string{dwarf.TypeStruct: "struct", dwarf.TypeUnion: "union", dwarf.TypeClass: "class"}[inner.Kind]
		b.WriteString(kw)
		if inner.Name != "" {
			b.WriteString(" " + inner.Name)
		}
		b.WriteString(" {\n")
		for _, m := range inner.Members {
			fmt.Fprintf(&b, "    %s %s", m.Type, m.Name)
			if m.BitSize > 0 {
				fmt.Fprintf(&b, " : %d", m.BitSize)
			}
			b.WriteString(";\n")
		}
		b.WriteString("}")
		return b.String() + strings.Replace(suffix, " [", "[", 1)
	case dwarf.TypeEnum:
		var names []string
		for _, e := range inner.Enumerators {
			names = append(names, e.Name)
		}
		n := "enum"
		if inner.Name != "" {
			n += " " + inner.Name
		}
		return n + " {" + strings.Join(names, ", ") + "}" + suffix
	}
	return t.String()
}

// display is one auto-display expression.
type display struct {
	num  int
	expr string
	fmt  byte
}

func (s *Session) displayCmd(c *Call) error {
	f, err := printFormat(c.Mod)
	if err != nil {
		return err
	}
	src := strings.TrimSpace(c.Args)
	if src == "" {
		s.showDisplays(c)
		return nil
	}
	if _, err := parseExpr(src); err != nil {
		return err
	}
	s.nextDisplay++
	d := display{num: s.nextDisplay, expr: src, fmt: f}
	s.displays = append(s.displays, d)
	if _, _, ok := s.focused(); ok && s.started {
		s.showDisplay(c, d)
	}
	return nil
}

func (s *Session) undisplayCmd(c *Call) error {
	if strings.TrimSpace(c.Args) == "" {
		s.displays = nil
		return nil
	}
	for _, a := range strings.Fields(c.Args) {
		var n int
		if _, err := fmt.Sscan(a, &n); err != nil {
			return errorf("expected a display number, got %q", a)
		}
		found := false
		for i, d := range s.displays {
			if d.num == n {
				s.displays = append(s.displays[:i:i], s.displays[i+1:]...)
				found = true
				break
			}
		}
		if !found {
			return errorf("no display number %d", n)
		}
	}
	return nil
}

// showDisplays prints every display, as gdb does after a stop.
func (s *Session) showDisplays(c *Call) {
	for _, d := range s.displays {
		s.showDisplay(c, d)
	}
}

// showDisplay prints "N: EXPR = VALUE" ("N: /x EXPR = VALUE").
func (s *Session) showDisplay(c *Call, d display) {
	what := d.expr
	if d.fmt != 0 {
		what = "/" + string(d.fmt) + " " + d.expr
	}
	v, err := s.Evaluate(d.expr)
	if err != nil {
		c.printf("%d: %s = <error: %s>\n", d.num, what, oneLine(err.Error()))
		return
	}
	c.printf("%d: %s = %s\n", d.num, what, s.FormatAs(v, d.fmt))
}

func init() {
	gdbCommands = append(gdbCommands,
		Command{Name: "frame", Aliases: []string{"f"}, Usage: "frame [N]", Help: "Select frame N of the focused wave's backtrace (print and locals then see it); without N, describe the selected frame.",
			Run: func(s *Session, c *Call) error {
				n := s.frameSel
				if c.Args != "" {
					if _, err := fmt.Sscan(c.Args, &n); err != nil || n < 0 {
						return errorf("expected a frame number, got %q", c.Args)
					}
				}
				return s.selectFrame(c, n, "")
			}},
		Command{Name: "up", Usage: "up [N]", Help: "Select the frame N (default 1) levels up: the caller.",
			Run: func(s *Session, c *Call) error { return s.moveFrame(c, 1) }},
		Command{Name: "down", Usage: "down [N]", Help: "Select the frame N (default 1) levels down: the callee.",
			Run: func(s *Session, c *Call) error { return s.moveFrame(c, -1) }},
	)
	infoSubs = append(infoSubs,
		infoSub{"args", (*Session).infoArgs},
		infoSub{"frame", (*Session).infoFrame},
		infoSub{"display", (*Session).infoDisplay},
	)
}

func (s *Session) moveFrame(c *Call, dir int) error {
	n := 1
	if c.Args != "" {
		if _, err := fmt.Sscan(c.Args, &n); err != nil || n < 0 {
			return errorf("expected a count, got %q", c.Args)
		}
	}
	frames, err := s.Backtrace()
	if err != nil {
		return err
	}
	to := s.frameSel + dir*n
	switch {
	case to < 0 && s.frameSel == 0:
		return errorf("Bottom (innermost) frame selected; you cannot go down.")
	case to >= len(frames) && s.frameSel == len(frames)-1:
		return errorf("Initial frame selected; you cannot go up.")
	}
	return s.selectFrame(c, min(max(to, 0), len(frames)-1), "")
}

// selectFrame selects frame n and prints it as gdb does:
// "#1  0x... in vscale (in=..., ...) at gdbuse.cl:16" and the source line.
func (s *Session) selectFrame(c *Call, n int, _ string) error {
	frames, err := s.Backtrace()
	if err != nil {
		return err
	}
	if n >= len(frames) {
		return errorf("No frame at level %d.", n)
	}
	s.frameSel = n
	f := frames[n]
	args := s.frameArgs(f)
	if n == 0 {
		c.printf("#0  %s (%s)", f.Function, args)
	} else {
		c.printf("#%d  %#016x in %s (%s)", n, f.Addr, f.Function, args)
	}
	if f.Line > 0 {
		c.printf(" at %s:%d\n", baseName(f.File), f.Line)
		if src, err := s.Source(s.resolveSource(f.File)); err == nil && f.Line <= len(src) {
			c.printf("%d\t%s\n", f.Line, src[f.Line-1])
		}
	} else {
		c.printf("\n")
	}
	return nil
}

// frameArgs is "x=0.5, k=2": the parameters of frame f for the focused
// lane ("x=<not saved>" where they cannot be recovered).
func (s *Session) frameArgs(f Frame) string {
	var parts []string
	for _, a := range s.frameParams(f) {
		parts = append(parts, a.Name+"="+a.Value)
	}
	return strings.Join(parts, ", ")
}

// frameParams evaluates the formal parameters of frame f.
func (s *Session) frameParams(f Frame) []Local {
	g, wi, ok := s.focused()
	if !ok || s.dw == nil {
		return nil
	}
	c := &evalCtx{s: s, g: g, wi: wi, lane: s.focusLane}
	if f.Level > 0 {
		c.frame = &f
	}
	frames, err := s.dw.InlineFrames(c.scopePC())
	if err != nil || len(frames) == 0 {
		return nil
	}
	var out []Local
	for _, v := range s.dw.VariablesAt(c.scopeOf(frames), c.scopePC()) {
		if !v.IsParam {
			continue
		}
		val, err := c.variable(v.Name)
		text := ""
		switch {
		case err != nil && c.frame != nil && !c.frame.saved:
			text = "<not saved>"
		case err != nil:
			text = "<error: " + oneLine(err.Error()) + ">"
		default:
			text = val.Format(false)
		}
		out = append(out, Local{Name: v.Name, IsParam: true, Value: text})
	}
	return out
}

func (s *Session) infoArgs(c *Call, _ string) error {
	frames, err := s.Backtrace()
	if err != nil {
		return err
	}
	if s.frameSel >= len(frames) {
		s.frameSel = 0
	}
	ps := s.frameParams(frames[s.frameSel])
	if len(ps) == 0 {
		c.printf("No arguments.\n")
	}
	for _, p := range ps {
		c.printf("%s = %s\n", p.Name, p.Value)
	}
	return nil
}

// infoFrame describes the selected frame, after gdb's info frame.
func (s *Session) infoFrame(c *Call, _ string) error {
	frames, err := s.Backtrace()
	if err != nil {
		return err
	}
	if s.frameSel >= len(frames) {
		s.frameSel = 0
	}
	n := s.frameSel
	f := frames[n]
	c.printf("Stack level %d, frame of wave %d lane %d:\n", n, s.Focus().WorkgroupIndex*s.perGroup+s.focusWave, s.focusLane)
	c.printf(" pc = %#x in %s", f.Addr, f.Function)
	if f.Line > 0 {
		c.printf(" (%s:%d)", baseName(f.File), f.Line)
	}
	if n+1 < len(frames) {
		c.printf("; saved pc = %#x", frames[n+1].Addr)
	}
	c.printf("\n")
	if f.Inlined {
		c.printf(" inlined into frame %d\n", n+1)
	}
	if n+1 < len(frames) {
		c.printf(" called by frame at level %d\n", n+1)
	}
	if n > 0 {
		c.printf(" caller of frame at level %d\n", n-1)
	}
	c.printf(" source language opencl.\n")
	c.printf(" Arglist: %s\n", s.frameArgs(f))
	return nil
}

func (s *Session) infoDisplay(c *Call, _ string) error {
	if len(s.displays) == 0 {
		c.printf("There are no auto-display expressions now.\n")
		return nil
	}
	c.printf("Auto-display expressions now in effect:\nNum Enb Expression\n")
	for _, d := range s.displays {
		what := d.expr
		if d.fmt != 0 {
			what = "/" + string(d.fmt) + " " + d.expr
		}
		c.printf("%d:   y  %s\n", d.num, what)
	}
	return nil
}
