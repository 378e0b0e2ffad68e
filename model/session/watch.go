package session

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
)

// Watchpoint watches Size bytes of global memory, of the focused
// workgroup's LDS, or of one lane's scratch, for writes (watch), reads
// (rwatch) or both (awatch).
type Watchpoint struct {
	Number int
	Expr   string
	Space  dwarf.AddrSpace // none (global), local or private_lane
	Addr   uint64
	Size   int
	Lane   int // for private_lane
	Read   bool
	Write  bool
	Hits   int
	// Disabled: disable N, the watchpoint is not checked.
	Disabled bool
	// group and wave own the LDS (group) and scratch (group and wave)
	// watched; global memory is everyone's.
	group, wave int
	// typ is the watched expression's type: values print by it.
	typ *dwarf.Type
}

// WatchHit is what a watchpoint stop reports.
type WatchHit struct {
	Number   int
	Expr     string
	Lane     int // the lane that made the access (-1: not known)
	Access   string
	Write    bool
	Old, New string
}

// maxWatchBytes bounds one watchpoint.
const maxWatchBytes = 64

// Watch sets a watchpoint on [SPACE#]ADDR (global#, local#,
// private_lane#; the default is global) of size bytes (4 when 0).
func (s *Session) Watch(spec string, size int, read, write bool) (*Watchpoint, error) {
	wp, err := s.watchTarget(spec, size, read, write)
	if err != nil {
		return nil, err
	}
	s.nextBP++
	wp.Number = s.nextBP
	s.watch = append(s.watch, wp)
	return wp, nil
}

// watchTarget is the (unnumbered) watchpoint Watch would set.
func (s *Session) watchTarget(spec string, size int, read, write bool) (*Watchpoint, error) {
	as, addr, err := parseAddrSpec(spec)
	lane := s.focusLane
	var typ *dwarf.Type
	if err != nil {
		// An lvalue expression: x, steps[4], *p, s.m (gdb's watch EXPR).
		e, perr := parseExpr(spec)
		if perr != nil {
			return nil, err
		}
		g, wi, ferr := s.mustFocus()
		if ferr != nil {
			return nil, ferr
		}
		lv, lerr := (&evalCtx{s: s, g: g, wi: wi, lane: lane}).address(e)
		if lerr != nil {
			return nil, lerr
		}
		as, addr, typ = lv.as, lv.addr, lv.typ
		if as == dwarf.DW_ASPACE_AMDGPU_generic {
			switch space, off := s.prog.Arch.Apertures().Classify(addr); space {
			case exec.SpaceLocal:
				as, addr = dwarf.DW_ASPACE_AMDGPU_local, off
			case exec.SpacePrivate:
				as, addr = dwarf.DW_ASPACE_AMDGPU_private_lane, off
			default:
				as = dwarf.DW_ASPACE_none
			}
		}
		if size <= 0 && typ != nil && typ.ByteSize() > 0 {
			size = int(typ.ByteSize())
		}
	}
	if size <= 0 {
		size = 4
	}
	if size > maxWatchBytes {
		return nil, errorf("a watchpoint covers at most %d bytes", maxWatchBytes)
	}
	wp := &Watchpoint{Expr: strings.TrimSpace(spec), Space: as, Addr: addr, Size: size, Read: read, Write: write, Lane: lane, typ: typ}
	switch as {
	case dwarf.DW_ASPACE_none, dwarf.DW_ASPACE_AMDGPU_local, dwarf.DW_ASPACE_AMDGPU_private_lane:
	default:
		return nil, errorf("watchpoints watch global#, local# or private_lane# addresses")
	}
	wp.group, wp.wave = s.focusWG, s.focusWave
	if as != dwarf.DW_ASPACE_none && !s.started {
		return nil, errorf("LDS and scratch belong to a workgroup and wave: run to a stop first")
	}
	return wp, nil
}

// Watchpoints lists the watchpoints.
func (s *Session) Watchpoints() []*Watchpoint { return s.watch }

// parseAddrSpec reads "[space#]ADDR".
func parseAddrSpec(spec string) (dwarf.AddrSpace, uint64, error) {
	spec = strings.TrimSpace(spec)
	as := dwarf.DW_ASPACE_none
	if sp, rest, ok := strings.Cut(spec, "#"); ok {
		a, known := addrSpaces[strings.TrimSpace(sp)]
		if !known {
			return 0, 0, errorf("unknown address space %q (global, local, private_lane, private_wave, generic)", sp)
		}
		as, spec = a, strings.TrimSpace(rest)
	}
	addr, err := strconv.ParseUint(spec, 0, 64)
	if err != nil {
		return 0, 0, errorf("invalid address %q", spec)
	}
	return as, addr, nil
}

var addrSpaces = map[string]dwarf.AddrSpace{
	"global":       dwarf.DW_ASPACE_none,
	"generic":      dwarf.DW_ASPACE_AMDGPU_generic,
	"local":        dwarf.DW_ASPACE_AMDGPU_local,
	"private_lane": dwarf.DW_ASPACE_AMDGPU_private_lane,
	"private_wave": dwarf.DW_ASPACE_AMDGPU_private_wave,
}

// pendingWatch is what watchBefore saw of one watchpoint.
type pendingWatch struct {
	wp    *Watchpoint
	old   []byte
	lane  int
	read  bool
	write bool
}

// overlaps reports whether an access touches the watched bytes.
func (wp *Watchpoint) overlaps(a exec.Access) bool {
	switch wp.Space {
	case dwarf.DW_ASPACE_none:
		if a.Space != exec.SpaceGlobal {
			return false
		}
	case dwarf.DW_ASPACE_AMDGPU_local:
		if a.Space != exec.SpaceLocal {
			return false
		}
	case dwarf.DW_ASPACE_AMDGPU_private_lane:
		if a.Space != exec.SpacePrivate || a.Lane != wp.Lane {
			return false
		}
	}
	return a.Addr < wp.Addr+uint64(wp.Size) && wp.Addr < a.Addr+uint64(a.Size)
}

// watchRead reads the watched bytes as wave wi sees them (nil if unreadable).
func (s *Session) watchRead(g *group, wi int, wp *Watchpoint) []byte {
	b := make([]byte, wp.Size)
	if err := s.readMemory(g, g.waves[wi], wp.Space, wp.Lane, wp.Addr, b); err != nil {
		return nil
	}
	return b
}

// watchBefore inspects the instruction wave wi is about to run.
func (s *Session) watchBefore(g *group, wi int) ([]pendingWatch, error) {
	if len(s.watch) == 0 {
		return nil, nil
	}
	acc := s.dbg.Accesses(g.waves[wi])
	var out []pendingWatch
	for _, wp := range s.watch {
		if wp.Disabled {
			continue
		}
		if wp.Space != dwarf.DW_ASPACE_none && g.index != wp.group ||
			wp.Space == dwarf.DW_ASPACE_AMDGPU_private_lane && wi != wp.wave {
			continue // another workgroup's LDS, another wave's scratch
		}
		p := pendingWatch{wp: wp, lane: -1, old: s.watchRead(g, wi, wp)}
		for _, a := range acc {
			if wp.overlaps(a) {
				if p.lane < 0 {
					p.lane = a.Lane
				}
				p.read = p.read || !a.Write
				p.write = p.write || a.Write
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// watchAfter reports a watchpoint the instruction at pc triggered.
func (s *Session) watchAfter(g *group, wi int, pc uint64, pend []pendingWatch) *Stop {
	st, wp := s.watchCheck(g, wi, pc, pend)
	if wp != nil {
		wp.Hits++
	}
	return st
}

// watchCheck is the stop of the first watchpoint the instruction at pc
// triggered, and that watchpoint (nil, nil when none).
func (s *Session) watchCheck(g *group, wi int, pc uint64, pend []pendingWatch) (*Stop, *Watchpoint) {
	for _, p := range pend {
		wp := p.wp
		now := s.watchRead(g, wi, wp)
		changed := !bytes.Equal(now, p.old)
		var h *WatchHit
		switch {
		case wp.Write && changed:
			h = &WatchHit{Access: "wrote", Write: true, Old: wp.format(p.old), New: wp.format(now)}
		case wp.Read && p.read:
			h = &WatchHit{Access: "read", New: wp.format(now)}
		}
		if h == nil {
			continue
		}
		h.Number, h.Expr, h.Lane = wp.Number, wp.Expr, p.lane
		lanes := uint64(0)
		if p.lane >= 0 {
			lanes = 1 << uint(p.lane)
		}
		st := s.waveStop(g, wi, StopWatchpoint, lanes)
		st.Watch = h
		st.PC, st.Addr = pc, s.addr(pc) // the instruction that accessed
		st.File, st.Line = s.lineOf(pc)
		return st, wp
	}
	return nil, nil
}

// format prints watched bytes by the watched expression's type (as gdb's
// Old value/New value), else as fmtWatch does.
func (wp *Watchpoint) format(b []byte) string {
	if wp.typ != nil && len(b) > 0 && int64(len(b)) == wp.typ.ByteSize() {
		return objectValue(wp.typ, b).Format(false)
	}
	return fmtWatch(b)
}

// fmtWatch formats watched bytes: a dword as a number, else hex bytes.
func fmtWatch(b []byte) string {
	switch len(b) {
	case 0:
		return "<unreadable>"
	case 4:
		return strconv.FormatUint(uint64(leUint(b)), 10)
	case 8:
		return strconv.FormatUint(leUint(b), 10)
	}
	return fmt.Sprintf("%x", b)
}

func isIdent(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	for i := range len(s) {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}
