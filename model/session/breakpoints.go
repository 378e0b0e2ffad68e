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
	Disabled  bool // disable N: the wave runs through it
	Ignore    int  // ignore N COUNT: the next Ignore hits do not stop
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
		// As gdb does, a condition is checked in the scope of each
		// location when it is set: an unknown name is refused then.
		if err := s.checkNames(e, pcs); err != nil {
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
	return errorf("No breakpoint number %d.", n)
}

// clearUnused removes the traps no breakpoint needs any more.
func (s *Session) clearUnused() {
	used := map[uint64]bool{}
	for _, bp := range s.bps {
		for _, pc := range bp.PCs {
			used[pc] = true
		}
	}
	for _, pc := range s.dbg.Breakpoints() {
		if !used[pc] {
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
		addrs, err := s.lineAddrs(file, line)
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

// lineAddrs places a breakpoint on file:line as gdb does: at the line's
// statements; else at the line's code when none of its rows is a statement;
// else at the next line that has code. An address that is a function's
// entry moves past the function's prologue.
func (s *Session) lineAddrs(file string, line int) ([]uint64, error) {
	addrs, err := s.dw.LineToPCs(file, line)
	if errors.Is(err, dwarf.ErrNoLine) {
		addrs, err = s.dw.LineToAnyPCs(file, line)
	}
	if errors.Is(err, dwarf.ErrNoLine) {
		if next, ok := s.dw.NextLineWithCode(file, line); ok {
			addrs, err = s.dw.LineToPCs(file, next)
		}
	}
	if err != nil {
		return nil, err
	}
	for i, a := range addrs {
		if fn, ferr := s.dw.FunctionAt(a); ferr == nil && fn.LowPC() == a {
			addrs[i] = s.dw.PrologueEnd(fn)
		}
	}
	return addrs, nil
}

func (s *Session) toOffsets(addrs []uint64, spec string) ([]uint64, error) {
	var out []uint64
	seen := map[uint64]bool{}
	for _, a := range addrs {
		if a < s.bias || a-s.bias >= uint64(len(s.prog.Code)) || seen[a] {
			continue
		}
		seen[a] = true
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
	bp, lanes, condErr := s.breakpointMatch(g, wi)
	if bp == nil {
		return nil
	}
	bp.Hits++
	if bp.Ignore > 0 {
		// gdb's ignore count: a crossing whose condition holds counts
		// as a hit and uses up one ignore.
		bp.Ignore--
		return nil
	}
	st := s.waveStop(g, wi, StopBreakpoint, lanes)
	st.Breakpoint, st.Temporary, st.CondErr = bp.Number, bp.Temporary, condErr
	if bp.Temporary {
		_ = s.Delete(bp.Number)
	}
	return st
}

// breakpointMatch is the first breakpoint at wave wi's PC whose condition
// holds for some active lane, those lanes and why the condition could not
// be evaluated ("" when it could); nil when there is none.
func (s *Session) breakpointMatch(g *group, wi int) (*Breakpoint, uint64, string) {
	w := g.waves[wi]
	for _, bp := range s.bps {
		if bp.Disabled || !bp.at(w.PC) {
			continue
		}
		active := s.activeLanes(g, wi)
		lanes := active
		condErr := ""
		if bp.cond != nil {
			lanes = 0
			for m := active; m != 0; m &= m - 1 {
				l := trailing(m)
				c := &evalCtx{s: s, g: g, wi: wi, lane: l}
				v, err := c.eval(bp.cond)
				var ok bool
				if err == nil {
					ok, err = v.truth()
				}
				if err != nil {
					// A condition that cannot be evaluated stops, as gdb
					// does, and says why (for the first such lane).
					if condErr == "" {
						condErr = fmt.Sprintf("lane %d: %s", l, oneLine(err.Error()))
					}
					ok = true
				}
				if ok {
					lanes |= 1 << uint(l)
				}
			}
		}
		if lanes == 0 && (bp.cond != nil || !bp.address()) {
			// A trap hits whatever EXEC is, but a condition needs a lane,
			// and a source breakpoint stops the work-items that reach
			// its line: with no lane active (the wave runs through code
			// none of its work-items take, where the compiler left out
			// s_cbranch_execz) none did, so it does not stop. A
			// breakpoint on an address (*ADDR) stops the wave, as
			// ROCgdb's s_trap does, and says no lane is active.
			continue
		}
		return bp, lanes, condErr
	}
	return nil, 0, ""
}

// address reports whether the breakpoint was set on an address (*ADDR).
func (bp *Breakpoint) address() bool { return strings.HasPrefix(strings.TrimSpace(bp.Spec), "*") }

func (bp *Breakpoint) at(pc uint64) bool {
	for _, p := range bp.PCs {
		if p == pc {
			return true
		}
	}
	return false
}

// bpHeader is gdb's info breakpoints header (gdb manual, "Setting
// Breakpoints": the columns Num, Type, Disp, Enb, Address and What).
const bpHeader = "Num     Type           Disp Enb Address            What\n"

// bpRow is one row of gdb's info breakpoints table.
func bpRow(num, kind, disp string, enabled bool, addr, what string) string {
	enb := "y"
	if !enabled {
		enb = "n"
	}
	return strings.TrimRight(fmt.Sprintf("%-7s %-14s %-4s %-3s %-18s %s", num, kind, disp, enb, addr, what), " ") + "\n"
}

// Describe is the breakpoint's rows of info breakpoints, as gdb prints
// them: the row, then "stop only if", "breakpoint already hit" and
// "ignore next" lines, then one row per location when there are several.
func (bp *Breakpoint) Describe(s *Session) string {
	disp := "keep"
	if bp.Temporary {
		disp = "del"
	}
	num := strconv.Itoa(bp.Number)
	var out string
	if len(bp.PCs) > 1 {
		out = bpRow(num, "breakpoint", disp, !bp.Disabled, "<MULTIPLE>", "")
	} else {
		out = bpRow(num, "breakpoint", disp, !bp.Disabled, fmt.Sprintf("0x%016x", s.addr(bp.PCs[0])), s.bpWhat(bp.PCs[0]))
	}
	if bp.Cond != "" {
		out += "\tstop only if " + bp.Cond + "\n"
	}
	if bp.Hits > 0 {
		out += "\tbreakpoint already hit " + times(bp.Hits) + "\n"
	}
	if bp.Ignore > 0 {
		out += fmt.Sprintf("\tignore next %d hits\n", bp.Ignore)
	}
	if len(bp.PCs) > 1 {
		for i, pc := range bp.PCs {
			out += bpRow(fmt.Sprintf("%d.%d", bp.Number, i+1), "", "", true, fmt.Sprintf("0x%016x", s.addr(pc)), s.bpWhat(pc))
		}
	}
	return out
}

// bpWhat is gdb's What column: "in FUNCTION at FILE:LINE".
func (s *Session) bpWhat(pc uint64) string {
	var what []string
	if s.dw != nil {
		if fn, err := s.dw.FunctionAt(s.addr(pc)); err == nil && fn.Name != "" {
			what = append(what, "in "+fn.Name)
		}
	}
	if len(what) == 0 && pc == s.prog.Entry {
		what = append(what, "in "+s.prog.Name)
	}
	if f, l := s.lineOf(pc); l > 0 {
		what = append(what, fmt.Sprintf("at %s:%d", path.Base(f), l))
	}
	return strings.Join(what, " ")
}

// times is gdb's "1 time", "2 times".
func times(n int) string {
	if n == 1 {
		return "1 time"
	}
	return fmt.Sprintf("%d times", n)
}

// checkNames makes sure that every source variable e names is visible at
// each of the program offsets pcs (registers and convenience variables are
// checked when evaluated).
func (s *Session) checkNames(e expr, pcs []uint64) error {
	var names []string
	walkExpr(e, func(x expr) {
		if id, ok := x.(identX); ok {
			names = append(names, id.name)
		}
	})
	for _, n := range names {
		if s.dw == nil {
			return errorf("no symbol %q in current context (the code object has no debug information)", n)
		}
		for _, pc := range pcs {
			a := s.addr(pc)
			found := false
			if frames, err := s.dw.InlineFrames(a); err == nil && len(frames) > 0 {
				for _, v := range s.dw.VariablesAt(frames[0], a) {
					if v.Name == n {
						found = true
						break
					}
				}
			}
			if !found {
				return errorf("No symbol %q in current context.", n)
			}
		}
	}
	return nil
}
