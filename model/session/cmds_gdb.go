package session

import (
	"context"
	"fmt"
	"path"
	"strings"
)

// gdbCommands are gdb commands beyond the core set: set, directory,
// until/advance, ptype/whatis, display/undisplay, frame selection.
var gdbCommands = []Command{
	{Name: "set", Usage: "set var EXPR = VALUE | set substitute-path FROM TO", Help: "Assign to a variable, register ($s0, $v1, $exec ...) or object in memory for the focused lane; or rewrite source paths of the line table that start with FROM to start with TO.",
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

var _ = fmt.Sprint

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
