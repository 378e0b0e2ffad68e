package session

import (
	"errors"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
)

// Breakpoint is a user breakpoint: one or more program locations (a source
// line may have several), an optional per-lane condition.
type Breakpoint struct {
	Number    int
	Spec      string // as the user wrote the location
	Temporary bool
	Cond      string
	cond      expr
	PCs       []uint64 // program offsets
	File      string   // first location's source position
	Line      int
	Hits      int
}

// Breakpoints lists the breakpoints by number.
func (s *Session) Breakpoints() []*Breakpoint { return s.bps }

// Break sets a breakpoint at spec (file:line, line, function, *ADDR) with
// an optional condition evaluated per active lane.
func (s *Session) Break(spec, cond string, temporary bool) (*Breakpoint, error) {
	pcs, err := s.resolveLocation(spec)
	if err != nil {
		return nil, err
	}
	bp := &Breakpoint{Spec: spec, Temporary: temporary, PCs: pcs}
	if strings.TrimSpace(cond) != "" {
		e, err := parseExpr(cond)
		if err != nil {
			return nil, err
		}
		bp.cond, bp.Cond = e, strings.TrimSpace(cond)
	}
	for _, pc := range pcs {
		if err := s.dbg.SetBreakpoint(pc); err != nil {
			s.clearUnused()
			return nil, err
		}
	}
	s.nextBP++
	bp.Number = s.nextBP
	bp.File, bp.Line = s.lineOf(pcs[0])
	s.bps = append(s.bps, bp)
	return bp, nil
}

// Delete removes breakpoint n (all breakpoints and watchpoints when n is 0).
func (s *Session) Delete(n int) error {
	if n == 0 {
		s.bps = nil
		s.watch = nil
		s.clearUnused()
		return nil
	}
	for i, bp := range s.bps {
		if bp.Number == n {
			s.bps = append(s.bps[:i:i], s.bps[i+1:]...)
			s.clearUnused()
			return nil
		}
	}
	for i, wp := range s.watch {
		if wp.Number == n {
			s.watch = append(s.watch[:i:i], s.watch[i+1:]...)
			return nil
		}
	}
	return errorf("no breakpoint number %d", n)
}

// clearUnused removes the traps no breakpoint needs any more.
func (s *Session) clearUnused() {
	used := map[uint64]bool{}
	for _, bp := range s.bps {
		for _, pc := range bp.PCs {
			used[pc] = true
		}
	}
	for pc := uint64(0); pc < uint64(len(s.prog.Code)); pc += 4 {
		if s.dbg.HasBreakpoint(pc) && !used[pc] {
			s.dbg.ClearBreakpoint(pc)
		}
	}
}

// resolveLocation turns a location into program offsets.
func (s *Session) resolveLocation(spec string) ([]uint64, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, errorf("a location is required: file:line, line, function or *ADDR")
	}
	if strings.HasPrefix(spec, "*") {
		a, err := strconv.ParseUint(strings.TrimSpace(spec[1:]), 0, 64)
		if err != nil {
			return nil, errorf("invalid address %q", spec[1:])
		}
		pc := a - s.bias
		if a < s.bias || pc >= uint64(len(s.prog.Code)) {
			return nil, errorf("address %#x is outside the kernel's code", a)
		}
		if _, _, ok := s.dbg.InstAt(pc); !ok {
			return nil, errorf("no instruction starts at %#x", a)
		}
		return []uint64{pc}, nil
	}
	file, lineStr, hasColon := strings.Cut(spec, ":")
	if !hasColon && allDigits(spec) {
		file, lineStr = s.defaultFile(), spec
		hasColon = true
	}
	if hasColon && allDigits(lineStr) {
		if s.dw == nil {
			return nil, errorf("no debug information: use *ADDR")
		}
		line, _ := strconv.Atoi(lineStr)
		addrs, err := s.dw.LineToPCs(file, line)
		if errors.Is(err, dwarf.ErrNoLine) {
			return nil, errorf("no code at %s:%d", path.Base(file), line)
		}
		if err != nil {
			return nil, err
		}
		return s.toOffsets(addrs, spec)
	}
	// A function.
	if s.dw != nil {
		if fns := s.dw.LookupFunction(spec); len(fns) > 0 {
			var addrs []uint64
			for _, fn := range fns {
				addrs = append(addrs, s.dw.PrologueEnd(fn))
			}
			return s.toOffsets(addrs, spec)
		}
	}
	if spec == s.prog.Name {
		return []uint64{s.prog.Entry}, nil
	}
	return nil, errorf("function %q not defined", spec)
}

func (s *Session) toOffsets(addrs []uint64, spec string) ([]uint64, error) {
	var out []uint64
	for _, a := range addrs {
		if a < s.bias || a-s.bias >= uint64(len(s.prog.Code)) {
			continue
		}
		out = append(out, a-s.bias)
	}
	if len(out) == 0 {
		return nil, errorf("no code of this kernel at %s", spec)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// defaultFile is the file of the focused position, else the kernel's.
func (s *Session) defaultFile() string {
	if g, wi, ok := s.focused(); ok {
		if f, l := s.lineOf(g.waves[wi].PC); l > 0 {
			return f
		}
	}
	if f, l := s.lineOf(s.prog.Entry); l > 0 {
		return f
	}
	return ""
}

// breakpointHit decides whether wave wi, at a breakpoint trap, stops: it
// returns the stop for the first breakpoint at its PC whose condition holds
// for some active lane (nil when none does).
func (s *Session) breakpointHit(g *group, wi int) *Stop {
	w := g.waves[wi]
	for _, bp := range s.bps {
		if !bp.at(w.PC) {
			continue
		}
		active := s.activeLanes(g, wi)
		lanes := active
		if bp.cond != nil {
			lanes = 0
			for m := active; m != 0; m &= m - 1 {
				l := trailing(m)
				c := &evalCtx{s: s, g: g, wi: wi, lane: l}
				v, err := c.eval(bp.cond)
				if err != nil {
					// A condition that cannot be evaluated stops, as gdb does.
					lanes |= 1 << uint(l)
					continue
				}
				if ok, _ := v.truth(); ok {
					lanes |= 1 << uint(l)
				}
			}
		}
		if lanes == 0 && bp.cond != nil {
			continue // a trap hits whatever EXEC is; a condition needs a lane
		}
		bp.Hits++
		st := s.waveStop(g, wi, StopBreakpoint, lanes)
		st.Breakpoint, st.Temporary = bp.Number, bp.Temporary
		if bp.Temporary {
			_ = s.Delete(bp.Number)
		}
		return st
	}
	return nil
}

func (bp *Breakpoint) at(pc uint64) bool {
	for _, p := range bp.PCs {
		if p == pc {
			return true
		}
	}
	return false
}

// Describe is the breakpoint's line of `info breakpoints`.
func (bp *Breakpoint) Describe(s *Session) string {
	kind := "breakpoint"
	if bp.Temporary {
		kind = "tbreak"
	}
	where := fmt.Sprintf("%#x", s.addr(bp.PCs[0]))
	if bp.Line > 0 {
		where += fmt.Sprintf(" at %s:%d", path.Base(bp.File), bp.Line)
	}
	if len(bp.PCs) > 1 {
		where += fmt.Sprintf(" (%d locations)", len(bp.PCs))
	}
	out := fmt.Sprintf("%-3d %-10s %s", bp.Number, kind, where)
	if bp.Cond != "" {
		out += " if " + bp.Cond
	}
	if bp.Hits > 0 {
		out += fmt.Sprintf(", hit %d time", bp.Hits)
		if bp.Hits > 1 {
			out += "s"
		}
	}
	return out
}
