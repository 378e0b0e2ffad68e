package session

import (
	"strconv"
	"strings"
)

var focusCommands = []Command{
	{Name: "wave", Aliases: []string{"thread"}, Usage: "wave N", Help: "Focus wave N (the dispatch-wide number stops print).",
		Run: func(s *Session, c *Call) error {
			if c.Args == "" {
				f := s.Focus()
				c.printf("Focused on wave %d (%d,%d,%d)/%d, lane %d\n", f.WorkgroupIndex*s.perGroup+f.Wave, f.Workgroup[0], f.Workgroup[1], f.Workgroup[2], f.Wave, f.Lane)
				return nil
			}
			n, err := strconv.Atoi(c.Args)
			if err != nil {
				return errorf("expected a wave number, got %q", c.Args)
			}
			if err := s.SetWave(n); err != nil {
				return err
			}
			return s.printFocus(c)
		}},
	{Name: "lane", Usage: "lane N", Help: "Focus lane N of the focused wave (warns when it is inactive).",
		Run: func(s *Session, c *Call) error {
			n, err := strconv.Atoi(c.Args)
			if err != nil {
				return errorf("expected a lane number, got %q", c.Args)
			}
			warn, err := s.SetLane(n)
			if err != nil {
				return err
			}
			if warn != "" {
				c.printf("warning: %s\n", warn)
			}
			return s.printFocus(c)
		}},
	{Name: "workgroup", Usage: "workgroup X [Y Z]", Help: "Focus wave 0 of workgroup (X,Y,Z).",
		Run: func(s *Session, c *Call) error {
			f := strings.Fields(strings.NewReplacer(",", " ", "(", " ", ")", " ").Replace(c.Args))
			if len(f) == 0 || len(f) > 3 {
				return errorf("usage: workgroup X [Y Z]")
			}
			var id [3]uint32
			for i, x := range f {
				v, err := strconv.ParseUint(x, 10, 32)
				if err != nil {
					return errorf("expected a workgroup id, got %q", x)
				}
				id[i] = uint32(v)
			}
			if err := s.SetWorkgroup(id); err != nil {
				return err
			}
			return s.printFocus(c)
		}},
}

// printFocus says where the focus now is.
func (s *Session) printFocus(c *Call) error {
	f := s.Focus()
	c.printf("[Focus: wave %d (%d,%d,%d)/%d, lane %d", f.WorkgroupIndex*s.perGroup+f.Wave, f.Workgroup[0], f.Workgroup[1], f.Workgroup[2], f.Wave, f.Lane)
	if g, wi, ok := s.focused(); ok {
		li := s.lanePCs(g, wi)[f.Lane]
		if li.Line > 0 {
			c.printf(" at %s:%d", baseName(li.File), li.Line)
		}
	}
	c.printf("]\n")
	return nil
}
