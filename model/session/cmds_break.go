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
