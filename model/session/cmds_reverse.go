package session

import (
	"fmt"
	"strconv"
	"strings"
)

var reverseCommands = []Command{
	{Name: "reverse-stepi", Aliases: []string{"rsi"}, Usage: "reverse-stepi [N]", Help: "Go back N (default 1) instructions of the focused wave in the recorded history.", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.reverseStepiCmd(c, false) }},
	{Name: "reverse-nexti", Aliases: []string{"rni"}, Usage: "reverse-nexti [N]", Help: "Like reverse-stepi, but a call is gone back over as one instruction.", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.reverseStepiCmd(c, true) }},
	{Name: "reverse-step", Aliases: []string{"rs"}, Usage: "reverse-step", Help: "Go back to the start of the previous source line the focused lane was active on (or of this line, from its middle); enters calls from their end.", Repeat: true,
		Run: func(s *Session, c *Call) error {
			st, err := s.ReverseStepLine(c.Ctx, false)
			return s.report(c, st, err)
		}},
	{Name: "reverse-next", Aliases: []string{"rn"}, Usage: "reverse-next", Help: "Like reverse-step, but calls are gone back over.", Repeat: true,
		Run: func(s *Session, c *Call) error {
			st, err := s.ReverseStepLine(c.Ctx, true)
			return s.report(c, st, err)
		}},
	{Name: "reverse-continue", Aliases: []string{"rc"}, Usage: "reverse-continue", Help: "Go back to the previous point where a breakpoint or watchpoint stopped (or would have stopped) a wave.", Repeat: true,
		Run: func(s *Session, c *Call) error {
			st, err := s.ReverseContinue(c.Ctx)
			return s.report(c, st, err)
		}},
	{Name: "record", Usage: "record [stop | goto begin|end|N]", Help: "Without arguments, record from now (set record on); stop drops the history (set record off); goto moves to step N of the recorded history (begin: its oldest, end: its newest), replaying it: every wave's state, memory and the EXEC history as they were then.",
		Run: func(s *Session, c *Call) error {
			f := strings.Fields(c.Args)
			switch {
			case len(f) == 0:
				return s.SetRecording(true)
			case len(f) == 1 && f[0] == "stop":
				return s.SetRecording(false)
			case len(f) == 2 && f[0] == "goto":
				st, err := s.RecordGoto(f[1])
				return s.report(c, st, err)
			}
			return errorf("usage: record [stop | goto begin|end|N]")
		}},
	{Name: "reverse-finish", Usage: "reverse-finish", Help: "Go back to the call of the focused wave's current function.",
		Run: func(s *Session, c *Call) error {
			st, err := s.ReverseFinish()
			return s.report(c, st, err)
		}},
}

func (s *Session) reverseStepiCmd(c *Call, over bool) error {
	n := 1
	if c.Args != "" {
		v, err := strconv.Atoi(c.Args)
		if err != nil || v < 1 {
			return errorf("expected a positive count, got %q", c.Args)
		}
		n = v
	}
	st, err := s.ReverseStepInstruction(n, over)
	return s.report(c, st, err)
}

// RecordGoto moves to a position of the recorded history: "begin" (or
// "start"), "end" or a step number.
func (s *Session) RecordGoto(where string) (*Stop, error) {
	r, err := s.recording()
	if err != nil {
		return nil, err
	}
	var t uint64
	switch where {
	case "begin", "start":
		t = r.base
	case "end":
		t = r.end()
	default:
		v, err := strconv.ParseUint(where, 10, 64)
		if err != nil {
			return nil, errorf("expected begin, end or a step number, got %q", where)
		}
		if v < r.base || v > r.end() {
			return nil, errorf("step %d is not in the recorded history (steps %d to %d)", v, r.base, r.end())
		}
		t = v
	}
	gi, wi := s.focusWG, s.focusWave
	return s.reverseTo(t, gi, wi, StopStep, false), nil
}

// setRecordCmd is `set record ...` (f: the words after set).
func (s *Session) setRecordCmd(f []string) error {
	switch {
	case len(f) == 3 && f[1] == "limit":
		mb, err := strconv.ParseInt(f[2], 10, 64)
		if err != nil || mb < 1 || mb > 1<<20 {
			return errorf("expected a size in MB (1 to 1048576), got %q", f[2])
		}
		s.SetRecordLimit(mb << 20)
		return nil
	case len(f) == 2 && (f[1] == "on" || f[1] == "off"):
		return s.SetRecording(f[1] == "on")
	}
	return errorf("usage: set record limit MB | set record on|off")
}

// userWriteAllowed refuses a change of the machine by hand (set var)
// while replaying: the log after this point would no longer be its future.
func (s *Session) userWriteAllowed() error {
	if s.rec.replaying() {
		return errorf("cannot change the machine while replaying the recorded history: go forward to its end (step %d) or `set record off` first", s.rec.end())
	}
	return nil
}

// userWrote notes a change of the machine made by hand: history cannot be
// replayed across it, so recording starts again from here.
func (s *Session) userWrote() {
	if s.rec != nil && s.rec.on && s.rec.journal != nil && s.started && !s.finished {
		s.startRecording()
		s.rec.notice = "The recorded history was dropped (it cannot be replayed across a change made by hand); recording starts again here."
	}
}

// SetRecordLimit bounds the memory of the recorded history (bytes).
func (s *Session) SetRecordLimit(bytes int64) {
	if s.rec == nil {
		s.rec = &recorder{on: true}
	}
	s.rec.limit = bytes
	if s.rec.journal != nil {
		s.rec.enforceLimit()
	}
}

// SetRecording turns recording on (from the next run, or from now) or off
// (dropping the history).
func (s *Session) SetRecording(on bool) error {
	limit := int64(DefaultRecordLimit)
	if s.rec != nil {
		limit = s.rec.limit
		if s.rec.replaying() && !on {
			if s.chk.run != nil && !s.chk.off {
				return errorf("cannot stop recording inside the recorded history while checkers are on: their state is that of its end (step %d); go forward to it, or `set check off`, first", s.rec.end())
			}
			// Stopping inside the log keeps this state: the rest is gone.
			s.rec.truncate()
		}
	}
	s.rec = &recorder{on: on, limit: limit}
	if on && s.started && !s.finished {
		s.startRecording()
	}
	return nil
}

// RecordInfo describes the history for `info record`.
func (s *Session) RecordInfo() string {
	r := s.rec
	if r == nil || !r.on {
		return "Recording is off."
	}
	if r.journal == nil {
		return fmt.Sprintf("Recording is on (limit %d MB); the dispatch has not started.", r.limit>>20)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Recording is on: steps %d to %d are recorded (%d checkpoints, %.1f MB of %d MB).\n",
		r.base, r.end(), len(r.cps), float64(r.Bytes())/(1<<20), r.limit>>20)
	if r.dropped {
		fmt.Fprintf(&b, "Older history was dropped to stay within the limit: going back reaches step %d.\n", r.base)
	}
	if r.replaying() {
		fmt.Fprintf(&b, "Replaying: at step %d; going forward replays the history up to step %d, then runs live.", r.pos, r.end())
	} else {
		fmt.Fprintf(&b, "At the end of the history (step %d): going forward runs and records.", r.pos)
	}
	return b.String()
}

var explainCommands = []Command{
	{Name: "explain", Usage: "explain lane N", Help: "Say why lane N of the focused wave is active or inactive here: the instruction that last switched its EXEC bit, the compare that decided it (its source line, the condition and its variables for the lane), back through joins.",
		Run: func(s *Session, c *Call) error {
			f := strings.Fields(c.Args)
			n := s.focusLane
			switch {
			case len(f) == 0:
			case len(f) == 2 && f[0] == "lane":
				v, err := strconv.Atoi(f[1])
				if err != nil {
					return errorf("expected a lane number, got %q", f[1])
				}
				n = v
			default:
				return errorf("usage: explain lane N")
			}
			ex, err := s.ExplainLane(n)
			if err != nil {
				return err
			}
			c.printf("%s\n", ex.Text)
			return nil
		}},
}
