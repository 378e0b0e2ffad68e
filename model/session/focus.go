package session

import (
	"fmt"
	"math/bits"
)

func trailing(m uint64) int { return bits.TrailingZeros64(m) }

// focused returns the focused wave (its workgroup and index).
func (s *Session) focused() (*group, int, bool) {
	g, ok := s.groups[s.focusWG]
	if !ok || s.focusWave >= len(g.waves) {
		return nil, 0, false
	}
	return g, s.focusWave, true
}

// mustFocus is focused with an error for the user.
func (s *Session) mustFocus() (*group, int, error) {
	if !s.started {
		return nil, 0, ErrNotRunning
	}
	g, wi, ok := s.focused()
	if !ok {
		return nil, 0, errorf("the focused workgroup has not started")
	}
	return g, wi, nil
}

// endedWave is the error of a command that needs the frames of wave wi
// when that wave has run to s_endpgm: its PC is past the kernel, so no
// function, line or variable is at it. gdb says "No stack." or "No frame
// selected." once a program has exited; what names the wave follows it.
// A faulted wave keeps its frames.
func (s *Session) endedWave(g *group, wi int, what string) error {
	if g.waves[wi].Ended && !s.waveFaulted(g, wi) {
		return errorf("%s: wave %d has ended.", what, g.index*s.perGroup+wi)
	}
	return nil
}

// Focus is the focused workgroup (linear index and id), wave and lane.
type Focus struct {
	Workgroup      [3]uint32
	WorkgroupIndex int
	Wave           int // in the workgroup
	Lane           int
}

// Focus returns the current focus.
func (s *Session) Focus() Focus {
	return Focus{Workgroup: s.wgID(s.focusWG), WorkgroupIndex: s.focusWG, Wave: s.focusWave, Lane: s.focusLane}
}

// SetWave focuses wave n: a dispatch-wide wave number (as stops print it).
func (s *Session) SetWave(n int) error {
	if n < 0 || s.perGroup == 0 || n >= s.total*s.perGroup {
		return errorf("no wave %d (the dispatch has %d)", n, s.total*s.perGroup)
	}
	wg, wi := n/s.perGroup, n%s.perGroup
	if g, ok := s.groups[wg]; ok && wi >= len(g.waves) {
		return errorf("no wave %d: workgroup %d has %d waves", n, wg, len(g.waves))
	}
	s.focusWG, s.focusWave, s.frameSel = wg, wi, 0
	return nil
}

// SetLane focuses lane n. It returns a warning (not an error) when the
// lane is inactive or unused.
func (s *Session) SetLane(n int) (warning string, err error) {
	if n < 0 || n >= s.waveSize {
		return "", errorf("no lane %d: the wave has %d lanes", n, s.waveSize)
	}
	s.focusLane = n
	if g, wi, ok := s.focused(); ok {
		w := g.waves[wi]
		switch {
		case n >= w.Lanes:
			return fmt.Sprintf("lane %d is unused (the wave has %d work-items)", n, w.Lanes), nil
		case s.activeLanes(g, wi)&(1<<uint(n)) == 0 && !w.Ended:
			return fmt.Sprintf("lane %d is inactive", n), nil
		}
	}
	return "", nil
}

// SetWorkgroup focuses workgroup id (wave 0 of it).
func (s *Session) SetWorkgroup(id [3]uint32) error {
	i := s.wgIndex(id)
	if i < 0 {
		return errorf("no workgroup (%d,%d,%d): the grid has (%d,%d,%d)", id[0], id[1], id[2], s.nwg[0], s.nwg[1], s.nwg[2])
	}
	if _, ok := s.groups[i]; !ok && s.started {
		if i < s.cur {
			return errorf("workgroup (%d,%d,%d) has ended and is no longer kept (the last %d are)", id[0], id[1], id[2], maxKeptGroups)
		}
		return errorf("workgroup (%d,%d,%d) has not started yet (workgroups run one after another)", id[0], id[1], id[2])
	}
	s.focusWG, s.focusWave, s.frameSel = i, 0, 0
	return nil
}
