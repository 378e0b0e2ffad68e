package session

import (
	"fmt"
	"strconv"
	"strings"
)

var runCommands = []Command{
	{Name: "run", Aliases: []string{"r"}, Usage: "run", Help: "Start the dispatch and run until a breakpoint, watchpoint, debug trap, fault or the end.",
		Run: func(s *Session, c *Call) error {
			st, err := s.Run(c.Ctx)
			return s.report(c, st, err)
		}},
	{Name: "continue", Aliases: []string{"c"}, Usage: "continue", Help: "Resume every wave until the next stop. Ctrl-C interrupts.", Repeat: true,
		Run: func(s *Session, c *Call) error {
			st, err := s.Continue(c.Ctx)
			return s.report(c, st, err)
		}},
	{Name: "stepi", Aliases: []string{"si"}, Usage: "stepi [N]", Help: "Run N (default 1) instructions of the focused wave.", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.stepiCmd(c, false) }},
	{Name: "nexti", Aliases: []string{"ni"}, Usage: "nexti [N]", Help: "Like stepi, but a call runs to its return.", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.stepiCmd(c, true) }},
	{Name: "step", Aliases: []string{"s"}, Usage: "step [N]", Help: "Run the focused wave until the focused lane is active on another source line; enters calls. With N, do so N times (a breakpoint or the end stops it sooner).", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.stepLineCmd(c, false) }},
	{Name: "next", Aliases: []string{"n"}, Usage: "next [N]", Help: "Like step, but calls run to their return.", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.stepLineCmd(c, true) }},
	{Name: "finish", Usage: "finish", Help: "Run the focused wave until the current device function returns.",
		Run: func(s *Session, c *Call) error {
			st, from, err := s.Finish(c.Ctx)
			if err != nil {
				return err
			}
			c.printf("Run till exit from #0  %s\n", from.text)
			if err := s.report(c, st, nil); err != nil {
				return err
			}
			if st.Returned != nil {
				s.history = append(s.history, *st.Returned)
				c.printf("Value returned is $%d = %s\n", len(s.history), st.Returned.Format(false))
			}
			return nil
		}},
	{Name: "quit", Aliases: []string{"q"}, Usage: "quit", Help: "Leave the debugger.",
		Run: func(s *Session, c *Call) error { return ErrQuit }},
	{Name: "help", Aliases: []string{"h"}, Usage: "help [COMMAND]", Help: "List the commands, or describe one.",
		Run: func(s *Session, c *Call) error {
			if c.Args != "" {
				cmd, err := Lookup(s.tables.cmds, c.Args)
				if err != nil {
					return err
				}
				c.printf("%s -- %s\n", cmd.Usage, cmd.Help)
				if len(cmd.Aliases) > 0 {
					c.printf("Aliases: %s\n", strings.Join(cmd.Aliases, ", "))
				}
				return nil
			}
			for _, cmd := range s.tables.cmds {
				c.printf("%-34s %s\n", cmd.Usage, cmd.Help)
			}
			return nil
		}},
}

// stepLineCmd is step [N] and next [N]: as gdb's (gdb manual,
// "Continuing and Stepping"), a count repeats the step, stops at once
// when something other than the step ends it (a breakpoint, the wave's
// end), and shows the last stop only.
func (s *Session) stepLineCmd(c *Call, over bool) error {
	n := 1
	if a := strings.TrimSpace(c.Args); a != "" {
		v, err := strconv.Atoi(a)
		if err != nil || v < 1 {
			return errorf("expected a positive count, got %q", a)
		}
		n = v
	}
	var st *Stop
	var err error
	for i := 0; i < n; i++ {
		st, err = s.StepLine(c.Ctx, over)
		if err != nil || st == nil || st.Reason != StopStep {
			break
		}
		// A step that ends on a breakpoint that would stop the wave
		// ends the count there, as in gdb.
		if g, wi, terr := s.stepTarget(); terr == nil && len(s.bps) > 0 {
			if bp, _, _ := s.breakpointMatch(g, wi); bp != nil {
				break
			}
		}
	}
	return s.report(c, st, err)
}

func (s *Session) stepiCmd(c *Call, over bool) error {
	n := 1
	if c.Args != "" {
		v, err := strconv.Atoi(c.Args)
		if err != nil || v < 1 {
			return errorf("expected a positive count, got %q", c.Args)
		}
		n = v
	}
	st, err := s.StepInstruction(c.Ctx, n, over)
	if err != nil || st == nil || st.Reason != StopStep || st.Line == 0 {
		return s.report(c, st, err)
	}
	// gdb: the line alone where a statement of it begins, else the PC
	// first ("0x0000000000001cd4\t5\t  c[i] = v;").
	c.printf("%s\n", st)
	text := ""
	if src, err := s.Source(s.resolveSource(st.File)); err == nil && st.Line <= len(src) {
		text = src[st.Line-1]
	}
	if s.dw != nil && s.dw.IsStatement(st.Addr) {
		c.printf("%d\t%s\n", st.Line, text)
	} else {
		c.printf("%#016x\t%d\t%s\n", st.Addr, st.Line, text)
	}
	s.showDisplays(c)
	return nil
}

// report prints a stop: its line, then the source line or instruction.
func (s *Session) report(c *Call, st *Stop, err error) error {
	if err != nil {
		return err
	}
	if st == nil {
		return nil
	}
	if s.rec != nil && s.rec.notice != "" {
		c.printf("%s\n", s.rec.notice)
		s.rec.notice = ""
	}
	if st.NoHistory {
		c.printf("\nNo more reverse-execution history.\n")
	}
	if st.CondErr != "" {
		c.printf("Error in testing condition for breakpoint %d:\n%s\n", st.Breakpoint, st.CondErr)
	}
	c.printf("%s\n", st)
	switch st.Reason {
	case StopBreakpoint, StopDebugTrap, StopStep, StopInterrupted, StopWatchpoint, StopCheck:
		if st.Reason == StopStep && st.Line == 0 {
			c.printf("%#x\t%s\n", st.Addr, s.prog.Text(st.PC))
			s.showDisplays(c)
			return nil
		}
		if st.Line > 0 {
			if src, err := s.Source(s.resolveSource(st.File)); err == nil && st.Line <= len(src) {
				c.printf("%d\t%s\n", st.Line, src[st.Line-1])
			}
		}
		s.showDisplays(c)
	case StopFault:
		return &Error{Msg: fmt.Sprintf("kernel fault: %v", st.Err)}
	}
	return nil
}

// frameText is gdb's frame description: "poly (x=-20) at calls.cl:7",
// the arguments as the focused lane has them.
func (s *Session) frameText(f Frame) string {
	args := s.frameArgs(f)
	if f.Line > 0 {
		return fmt.Sprintf("%s (%s) at %s:%d", f.Function, args, baseName(f.File), f.Line)
	}
	return fmt.Sprintf("%s (%s) at pc %#x", f.Function, args, f.Addr)
}
