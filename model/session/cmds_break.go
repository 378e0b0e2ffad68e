package session

import (
	"strconv"
	"strings"
)

var breakCommands = []Command{
	{Name: "break", Aliases: []string{"b"}, Usage: "break LOC [if COND]", Help: "Set a breakpoint at LOC (file:line, line, function or *ADDR); with a condition the wave stops when it holds for some active lane.",
		Run: func(s *Session, c *Call) error { return s.breakCmd(c, false) }},
	{Name: "tbreak", Usage: "tbreak LOC [if COND]", Help: "Set a temporary breakpoint, deleted when first hit.",
		Run: func(s *Session, c *Call) error { return s.breakCmd(c, true) }},
	{Name: "delete", Aliases: []string{"d"}, Usage: "delete [N]", Help: "Delete breakpoint or watchpoint N, or all of them.",
		Run: func(s *Session, c *Call) error {
			if c.Args == "" {
				return s.Delete(0)
			}
			for _, f := range strings.Fields(c.Args) {
				n, err := strconv.Atoi(f)
				if err != nil || n < 1 {
					return errorf("expected a breakpoint number, got %q", f)
				}
				if err := s.Delete(n); err != nil {
					return err
				}
			}
			return nil
		}},
	{Name: "disable", Usage: "disable [N...]", Help: "Disable breakpoints or watchpoints N (all of them without N): waves run through them until enabled.",
		Run: func(s *Session, c *Call) error { return s.enableCmd(c, false) }},
	{Name: "enable", Usage: "enable [N...]", Help: "Enable breakpoints or watchpoints N (all of them without N).",
		Run: func(s *Session, c *Call) error { return s.enableCmd(c, true) }},
	{Name: "condition", Usage: "condition N [COND]", Help: "Make breakpoint N stop only when COND holds for some active lane; without COND, remove its condition.",
		Run: func(s *Session, c *Call) error { return s.conditionCmd(c) }},
	{Name: "ignore", Usage: "ignore N COUNT", Help: "Let the next COUNT hits of breakpoint N pass without stopping.",
		Run: func(s *Session, c *Call) error { return s.ignoreCmd(c) }},
	{Name: "watch", Usage: "watch [-l N] [SPACE#]ADDR", Help: "Stop when a lane writes the N bytes (default 4) at ADDR of global, local (the focused workgroup's LDS) or private_lane (the focused lane's scratch) memory.",
		Run: func(s *Session, c *Call) error { return s.watchCmd(c, false, true) }},
	{Name: "rwatch", Usage: "rwatch [-l N] [SPACE#]ADDR", Help: "Stop when a lane reads the watched bytes.",
		Run: func(s *Session, c *Call) error { return s.watchCmd(c, true, false) }},
	{Name: "awatch", Usage: "awatch [-l N] [SPACE#]ADDR", Help: "Stop when a lane reads or writes the watched bytes.",
		Run: func(s *Session, c *Call) error { return s.watchCmd(c, true, true) }},
}

func (s *Session) breakCmd(c *Call, temp bool) error {
	loc, cond := c.Args, ""
	if i := strings.Index(loc, " if "); i >= 0 {
		loc, cond = loc[:i], loc[i+4:]
	} else if strings.HasPrefix(loc, "if ") {
		return errorf("a location is required before \"if\"")
	}
	bp, err := s.Break(loc, cond, temp)
	if err != nil {
		return err
	}
	kind := "Breakpoint"
	if temp {
		kind = "Temporary breakpoint"
	}
	// gdb: "Breakpoint 1 at 0x1137: file t.c, line 5." for one location,
	// "Breakpoint 1 at 0x1137: t.c:5. (2 locations)" for several.
	c.printf("%s %d at %#x", kind, bp.Number, s.addr(bp.PCs[0]))
	switch {
	case bp.Line > 0 && len(bp.PCs) > 1:
		c.printf(": %s:%d. (%d locations)", baseName(bp.File), bp.Line, len(bp.PCs))
	case bp.Line > 0:
		c.printf(": file %s, line %d.", baseName(bp.File), bp.Line)
	case len(bp.PCs) > 1:
		c.printf(" (%d locations)", len(bp.PCs))
	}
	c.printf("\n")
	return nil
}

func (s *Session) watchCmd(c *Call, read, write bool) error {
	args := strings.Fields(c.Args)
	size := 0
	if len(args) >= 2 && args[0] == "-l" {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return errorf("expected a byte count after -l, got %q", args[1])
		}
		size, args = n, args[2:]
	}
	if len(args) != 1 {
		return errorf("usage: watch [-l N] [SPACE#]ADDR")
	}
	wp, err := s.Watch(args[0], size, read, write)
	if err != nil {
		return err
	}
	kind := "Watchpoint"
	switch {
	case read && write:
		kind = "Access watchpoint"
	case read:
		kind = "Read watchpoint"
	}
	c.printf("%s %d: %s (%d bytes)\n", kind, wp.Number, wp.Expr, wp.Size)
	return nil
}

// bpNumbers parses gdb's breakpoint list: numbers and ranges (2-4).
func bpNumbers(args string) ([]int, error) {
	var out []int
	for _, f := range strings.Fields(args) {
		lo, hi, isRange := strings.Cut(f, "-")
		a, err := strconv.Atoi(lo)
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(hi)
		}
		if err != nil || a < 1 || b < a {
			return nil, errorf("Bad breakpoint number '%s'", f)
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

func (s *Session) findBreakpoint(n int) *Breakpoint {
	for _, bp := range s.bps {
		if bp.Number == n {
			return bp
		}
	}
	return nil
}

func (s *Session) findWatchpoint(n int) *Watchpoint {
	for _, wp := range s.watch {
		if wp.Number == n {
			return wp
		}
	}
	return nil
}

// enableCmd is gdb's enable and disable: without numbers, every
// breakpoint and watchpoint.
func (s *Session) enableCmd(c *Call, on bool) error {
	if strings.TrimSpace(c.Args) == "" {
		for _, bp := range s.bps {
			bp.Disabled = !on
		}
		for _, wp := range s.watch {
			wp.Disabled = !on
		}
		return nil
	}
	nums, err := bpNumbers(c.Args)
	if err != nil {
		return err
	}
	var missing []int
	for _, n := range nums {
		if bp := s.findBreakpoint(n); bp != nil {
			bp.Disabled = !on
		} else if wp := s.findWatchpoint(n); wp != nil {
			wp.Disabled = !on
		} else {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		// gdb goes on with the others and names each missing one.
		return errorf("No breakpoint number %d.", missing[0])
	}
	return nil
}

// conditionCmd is gdb's condition N [COND].
func (s *Session) conditionCmd(c *Call) error {
	num, cond, _ := strings.Cut(strings.TrimSpace(c.Args), " ")
	if num == "" {
		return errorf("Argument required (breakpoint number).")
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 {
		return errorf("Bad breakpoint argument: '%s'", c.Args)
	}
	bp := s.findBreakpoint(n)
	if bp == nil {
		if s.findWatchpoint(n) != nil {
			return errorf("watchpoint %d: watchpoints take no condition", n)
		}
		return errorf("No breakpoint number %d.", n)
	}
	cond = strings.TrimSpace(cond)
	if cond == "" {
		bp.cond, bp.Cond = nil, ""
		c.printf("Breakpoint %d now unconditional.\n", n)
		return nil
	}
	e, err := parseExpr(cond)
	if err != nil {
		return err
	}
	if err := s.checkNames(e, bp.PCs); err != nil {
		return err
	}
	bp.cond, bp.Cond = e, cond
	return nil
}

// ignoreCmd is gdb's ignore N COUNT.
func (s *Session) ignoreCmd(c *Call) error {
	f := strings.Fields(c.Args)
	if len(f) == 0 {
		return errorf("Argument required (a breakpoint number).")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 {
		return errorf("Bad breakpoint argument: '%s'", f[0])
	}
	if len(f) < 2 {
		return errorf("Second argument (specified ignore-count) is missing.")
	}
	count, err := strconv.Atoi(f[1])
	if err != nil || len(f) > 2 {
		return errorf("expected a count, got %q", strings.Join(f[1:], " "))
	}
	bp := s.findBreakpoint(n)
	if bp == nil {
		if s.findWatchpoint(n) != nil {
			return errorf("watchpoint %d: watchpoints take no ignore count", n)
		}
		return errorf("No breakpoint number %d.", n)
	}
	if count < 0 {
		count = 0
	}
	bp.Ignore = count
	switch count {
	case 0:
		c.printf("Will stop next time breakpoint %d is reached.\n", n)
	case 1:
		c.printf("Will ignore next crossing of breakpoint %d.\n", n)
	default:
		c.printf("Will ignore next %d crossings of breakpoint %d.\n", count, n)
	}
	return nil
}
