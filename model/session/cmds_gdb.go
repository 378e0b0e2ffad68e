package session

import (
	"fmt"
	"strings"
)

// gdbCommands are gdb commands beyond the core set: set, directory,
// until/advance, ptype/whatis, display/undisplay, frame selection.
var gdbCommands = []Command{
	{Name: "set", Usage: "set var EXPR = VALUE | set substitute-path FROM TO", Help: "Assign to a variable, register ($s0, $v1, $exec ...) or object in memory for the focused lane; or rewrite source paths of the line table that start with FROM to start with TO.",
		Run: func(s *Session, c *Call) error { return s.setCmd(c) }},
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
