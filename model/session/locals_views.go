package session

import (
	"errors"
	"fmt"

	"github.com/gcndbg/gcndbg/dwarf"
)

// This file (owned by the TUI) adds what the TUI needs beyond the REPL's
// commands: embedded sources and the all-lanes table of locals.

// AddSource gives the session the text of a source file the line table
// names file, for a code object whose sources are not on disk (the
// embedded demo). Source returns these lines instead of reading the file.
func (s *Session) AddSource(file string, text []byte) {
	lines := splitLines(text)
	s.sources[file] = lines
	s.sources["./"+file] = lines
}

func splitLines(b []byte) []string {
	for len(b) > 0 && b[len(b)-1] == '\n' {
		b = b[:len(b)-1]
	}
	var out []string
	start := 0
	for i, c := range b {
		if c == '\n' {
			out = append(out, string(b[start:i]))
			start = i + 1
		}
	}
	return append(out, string(b[start:]))
}

// LaneLocals is the locals table of the focused wave: the variables of the
// focused frame and each one's value in every lane (Values[v][lane]).
type LaneLocals struct {
	Names  []string
	Types  []string
	Values [][]string
}

// LocalsByLane evaluates the focused frame's variables in every lane of the
// focused wave (inactive lanes too: their registers still hold what they
// last computed).
func (s *Session) LocalsByLane() (*LaneLocals, error) {
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	if s.dw == nil {
		return nil, errorf("no debug information")
	}
	pc := s.addr(g.waves[wi].PC)
	frames, err := s.dw.InlineFrames(pc)
	if err != nil || len(frames) == 0 {
		return nil, errorf("no symbol table info at pc %#x", pc)
	}
	out := &LaneLocals{}
	for _, v := range s.dw.VariablesAt(frames[0], pc) {
		typ := ""
		if v.Type != nil {
			typ = v.Type.String()
		}
		vals := make([]string, s.waveSize)
		for l := range s.waveSize {
			val, err := v.Value(pc, *s.dwarfContext(g, wi, l), dwarf.FormatOptions{})
			switch {
			case errors.Is(err, dwarf.ErrOptimizedOut):
				val = "<optimized out>"
			case err != nil:
				val = fmt.Sprintf("<error: %s>", oneLine(err.Error()))
			}
			vals[l] = val
		}
		out.Names = append(out.Names, v.Name)
		out.Types = append(out.Types, typ)
		out.Values = append(out.Values, vals)
	}
	return out, nil
}
