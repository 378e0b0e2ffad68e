package session

import (
	"fmt"
	"io"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/check"
)

// Checkers in the debugger (DESIGN.md: `set check LIST|all|off`): the
// checkers of `run --check` see every instruction the session runs live,
// through the waves' exec.CheckHook. A finding not seen before (a new
// checker, kind and instruction) stops the wave before the instruction,
// like a breakpoint, with the finding; resuming runs the instruction with
// the checkers' verdict (memcheck's bad lanes do not access memory) and
// goes on. Findings made at a barrier, a wave's or a workgroup's end stop
// after that event.
//
// With recording on, the verdicts that changed how an instruction ran are
// kept by history position: replaying the history applies them again
// without showing the instructions to the checkers a second time, so the
// checkers' state stays that of the end of the history, which is where
// live execution goes on.

// checking is the session's checker state.
type checking struct {
	names []string   // `set check` (nil: off)
	run   *check.Run // of the running dispatch (nil: none)
	live  exec.CheckHook
	// replay: the session is re-executing recorded history: the waves'
	// hook gives the recorded verdicts and tells the checkers nothing.
	replay bool
	// off: `set check off` during the dispatch (the findings stay).
	off bool
	// seen is the number of findings that stopped a wave already.
	seen int
}

// waveHook is every wave's CheckHook in a checked session.
type waveHook struct{ s *Session }

func (h waveHook) Before(w *exec.Wave, ev *exec.InstEvent) (exec.Verdict, error) {
	c, r := &h.s.chk, h.s.rec
	if c.replay {
		if r != nil {
			return r.verdicts[r.pos], nil
		}
		return exec.Verdict{}, nil
	}
	if c.off || c.live == nil {
		return exec.Verdict{}, nil
	}
	v, err := c.live.Before(w, ev)
	if err == nil && v != (exec.Verdict{}) && r != nil && r.on && r.journal != nil {
		if r.verdicts == nil {
			r.verdicts = map[uint64]exec.Verdict{}
		}
		r.verdicts[r.pos] = v
	}
	return v, err
}

func (h waveHook) WaveEnd(w *exec.Wave) {
	if c := &h.s.chk; !c.replay && !c.off && c.live != nil {
		c.live.WaveEnd(w)
	}
}

// The session calls the workgroup and barrier events itself (checkEvent).
func (waveHook) BarrierRelease([]*exec.Wave) {}
func (waveHook) WorkgroupStart([]*exec.Wave) {}
func (waveHook) WorkgroupEnd([]*exec.Wave)   {}

// checkStart makes the checked run of a dispatch being started.
func (s *Session) checkStart() error {
	s.chk.run, s.chk.live, s.chk.off, s.chk.seen = nil, nil, false, 0
	if len(s.chk.names) == 0 {
		return nil
	}
	r, err := check.New(s.L, s.chk.names)
	if err != nil {
		return err
	}
	s.chk.run = r
	s.chk.live = r.DebugHook(s.setup)
	return nil
}

// checkEvent tells the checkers of a live event of the workgroup (the
// instructions' hook is the waves' own).
func (s *Session) checkEvent(kind eventKind, g *group) {
	c := &s.chk
	if c.live == nil || c.off || c.replay || g == nil {
		return
	}
	switch kind {
	case evBarrier:
		c.live.BarrierRelease(g.waves)
	case evGroupDone:
		c.live.WorkgroupEnd(g.waves)
	case evNextGroup:
		c.live.WorkgroupStart(g.waves)
	}
}

// checkStopBefore is the stop of wave wi before an instruction with a
// new finding (err is the hook's *check.Stop); nil for any other error.
func (s *Session) checkStopBefore(g *group, wi int, err error) *Stop {
	if !check.IsStop(err) {
		return nil
	}
	g.waves[wi].Halted = true
	if s.rec != nil && s.rec.on && s.rec.journal != nil {
		if s.rec.checkStops == nil {
			s.rec.checkStops = map[uint64]checkStopAt{}
		}
		s.rec.checkStops[s.rec.pos] = checkStopAt{first: s.chk.seen, end: s.chk.run.Count(), group: g.index, wave: wi}
	}
	return s.checkStop(g, wi)
}

// replayCheckStop is the stop a live run made before the event at the
// history position now, with its findings (nil when it made none).
func (s *Session) replayCheckStop(g *group, wi int) *Stop {
	r := s.rec
	at, ok := r.checkStops[r.pos]
	if !ok || s.chk.run == nil || at.group != g.index || at.wave != wi {
		return nil
	}
	fs := s.chk.run.FindingsFrom(at.first)
	fs = fs[:min(len(fs), at.end-at.first)]
	st := s.waveStop(g, wi, StopCheck, 0)
	for _, f := range fs {
		if f.Workgroup == g.id && f.Wave == wi {
			st.Lanes |= f.Lanes
		}
	}
	st.Findings = fs
	return st
}

// checkStopAt is a stop a live run made before the instruction of a
// history position: the findings (FindingsFrom first, up to end) and the
// wave.
type checkStopAt struct {
	first, end  int
	group, wave int
}

// replayEndCheckStop is the stop a live run made at the end of the
// history, for a replay that has just reached it (the wave is halted
// there as it was).
func (s *Session) replayEndCheckStop() *Stop {
	r := s.rec
	at, ok := r.checkStops[r.pos]
	if !ok || r.replaying() {
		return nil
	}
	g, ok := s.groups[at.group]
	if !ok || at.wave >= len(g.waves) || g.waves[at.wave].Halted {
		return nil
	}
	st := s.replayCheckStop(g, at.wave)
	if st != nil {
		g.waves[at.wave].Halted = true
	}
	return st
}

// newFindings reports whether findings were made since the last stop.
func (s *Session) newFindings() bool {
	c := &s.chk
	return c.run != nil && !c.replay && c.run.Count() > c.seen
}

// checkStop is the stop of wave wi for the findings made since the last
// one (nil when there are none).
func (s *Session) checkStop(g *group, wi int) *Stop {
	c := &s.chk
	if !s.newFindings() {
		return nil
	}
	fs := c.run.FindingsFrom(c.seen)
	c.seen += len(fs)
	st := s.waveStop(g, wi, StopCheck, 0)
	for _, f := range fs {
		if f.Workgroup == g.id && f.Wave == wi {
			st.Lanes |= f.Lanes
		}
	}
	st.Findings = fs
	return st
}

// checkExit adds to the stop of the ended dispatch the findings not
// shown yet (made by the last workgroup's end) and the checkers' summary.
func (s *Session) checkExit(st *Stop) {
	c := &s.chk
	if c.run == nil || c.replay {
		return
	}
	if s.newFindings() {
		st.Findings = c.run.FindingsFrom(c.seen)
		c.seen += len(st.Findings)
	}
	st.CheckSummary = check.Summary(c.run.Names(), c.run.Findings())
}

// SetCheck sets the checkers (`set check LIST|all|off`): they start with
// the next run; off stops them at once. It returns what to tell the user.
func (s *Session) SetCheck(list string) (string, error) {
	names, err := check.Parse(list)
	if err != nil {
		return "", err
	}
	s.chk.names = names
	running := s.started && !s.finished
	switch {
	case len(names) == 0 && running && s.chk.run != nil:
		s.chk.off = true
		return "Checkers are off (the findings so far stay in `info check`).", nil
	case len(names) == 0:
		return "Checkers are off.", nil
	case running:
		return fmt.Sprintf("Checkers %s will be on from the next `run` (the dispatch has started: they must see it from its first instruction).", strings.Join(names, ", ")), nil
	}
	return fmt.Sprintf("Checkers on: %s.", strings.Join(names, ", ")), nil
}

// CheckNames are the checkers `set check` chose (nil: off).
func (s *Session) CheckNames() []string { return s.chk.names }

// Findings are the checkers' findings in this dispatch, ordered as `run
// --check` prints them (nil without checkers).
func (s *Session) Findings() []check.Finding {
	if s.chk.run == nil {
		return nil
	}
	return s.chk.run.Findings()
}

// FindingCount is the number of distinct findings so far (cheap).
func (s *Session) FindingCount() int {
	if s.chk.run == nil {
		return 0
	}
	return s.chk.run.Count()
}

// infoCheck prints the findings as `run --check` does, and the summary.
func (s *Session) infoCheck(c *Call, _ string) error {
	r := s.chk.run
	switch {
	case r == nil && len(s.chk.names) == 0:
		c.printf("Checkers are off (`set check LIST|all` turns them on for the next run).\n")
		return nil
	case r == nil:
		c.printf("Checkers %s are on from the next run.\n", strings.Join(s.chk.names, ", "))
		return nil
	}
	fs := r.Findings()
	printFindings(c.Out, fs)
	note := ""
	switch {
	case s.chk.off:
		note = " (checkers now off)"
	case !s.finished:
		note = " so far"
	}
	c.printf("%s%s\n", check.Summary(r.Names(), fs), note)
	return nil
}

// printFindings writes findings as check.Print does, without the
// "gcndbg: " prefix of a command-line tool.
func printFindings(w io.Writer, fs []check.Finding) { io.WriteString(w, findingsText(fs)) }

func findingsText(fs []check.Finding) string {
	var b, out strings.Builder
	check.Print(&b, fs)
	for _, line := range strings.SplitAfter(b.String(), "\n") {
		out.WriteString(strings.TrimPrefix(line, "gcndbg: "))
	}
	return out.String()
}
