package session

import (
	"bytes"
	"fmt"
	"path"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
)

// HistoryWrite is one write to a location in the recorded history.
type HistoryWrite struct {
	Step      uint64 // the event that wrote
	Wave      int    // dispatch-wide wave number
	Workgroup [3]uint32
	WaveID    int
	Lanes     uint64 // the lanes whose access wrote it (0: not known)
	PC        uint64
	File      string
	Line      int
	Old, New  string
}

// WriteHistory lists every write to the location spec names (as watch
// does: [SPACE#]ADDR or a variable or lvalue of the focused lane) in the
// recorded history up to now: the instructions whose accesses write it
// (exec.Debugger.Accesses) or that change its bytes.
func (s *Session) WriteHistory(spec string) ([]HistoryWrite, *Watchpoint, error) {
	r, err := s.recording()
	if err != nil {
		return nil, nil, err
	}
	wp, err := s.watchTarget(spec, 0, false, true)
	if err != nil {
		return nil, nil, err
	}
	restore := s.holdPosition()
	defer restore()
	var out []HistoryWrite
	var old []byte
	var lanes uint64
	mine := func(ev event) bool {
		if ev.kind != evStep && ev.kind != evResume {
			return false
		}
		return wp.Space == dwarf.DW_ASPACE_none || int(ev.group) == wp.group && (wp.Space != dwarf.DW_ASPACE_AMDGPU_private_lane || int(ev.wave) == wp.wave)
	}
	s.scan(r.base, r.pos, func(i uint64, ev event) {
		old, lanes = nil, 0
		if !mine(ev) {
			return
		}
		g := s.curGroup()
		w := g.waves[ev.wave]
		old = s.watchRead(g, int(ev.wave), wp)
		for _, a := range s.dbg.Accesses(w) {
			if a.Write && wp.overlaps(a) {
				lanes |= 1 << uint(a.Lane)
			}
		}
	}, func(i uint64, ev event) {
		if !mine(ev) {
			return
		}
		g := s.curGroup()
		now := s.watchRead(g, int(ev.wave), wp)
		if lanes == 0 && bytes.Equal(now, old) {
			return
		}
		h := HistoryWrite{Step: i, Wave: g.index*s.perGroup + int(ev.wave), Workgroup: g.id, WaveID: int(ev.wave),
			Lanes: lanes, PC: uint64(ev.pc), Old: wp.format(old), New: wp.format(now)}
		h.File, h.Line = s.lineOf(h.PC)
		out = append(out, h)
	})
	return out, wp, nil
}

func (s *Session) infoHistory(c *Call, args string) error {
	if strings.TrimSpace(args) == "" {
		return errorf("usage: info history ADDR|VAR")
	}
	ws, wp, err := s.WriteHistory(args)
	if err != nil {
		return err
	}
	r := s.rec
	from := "the start of the dispatch"
	if r.base > 0 {
		from = fmt.Sprintf("step %d (older history was dropped)", r.base)
	}
	c.printf("Writes to %s (%d bytes of %s) from %s to step %d: %d\n", wp.Expr, wp.Size, spaceName(wp.Space), from, r.pos, len(ws))
	for _, h := range ws {
		where := fmt.Sprintf("pc %#x", s.addr(h.PC))
		if h.Line > 0 {
			where += fmt.Sprintf(" %s:%d", path.Base(h.File), h.Line)
		}
		who := "lane ?"
		if h.Lanes != 0 {
			who = "lanes [" + FormatLanes(h.Lanes) + "]"
			if h.Lanes&(h.Lanes-1) == 0 {
				who = fmt.Sprintf("lane %d", trailing(h.Lanes))
			}
		}
		c.printf("  step %-8d wave %d (%d,%d,%d)/%d %s  %s  `%s`  %s -> %s\n", h.Step, h.Wave, h.Workgroup[0], h.Workgroup[1], h.Workgroup[2], h.WaveID,
			who, where, s.prog.Text(h.PC), h.Old, h.New)
	}
	return nil
}

func spaceName(as dwarf.AddrSpace) string {
	switch as {
	case dwarf.DW_ASPACE_AMDGPU_local:
		return "LDS"
	case dwarf.DW_ASPACE_AMDGPU_private_lane:
		return "a lane's private memory"
	}
	return "global memory"
}

var _ = exec.SpaceGlobal
