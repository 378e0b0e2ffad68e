package views

import (
	"fmt"
	"path"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Status draws the one-line status bar: the reason of the last stop, the
// focus and what the focused lane is doing, the kernel and target.
func Status(s *session.ViewSnapshot, st Styles, w int) string {
	focus := fmt.Sprintf("wave %d lane %d wg (%d,%d,%d): %s", s.FocusWave, s.Focus.Lane, s.Focus.Workgroup[0], s.Focus.Workgroup[1], s.Focus.Workgroup[2], LaneDoing(s))
	state := "not started"
	switch {
	case s.Fault != "":
		// The kind of fault; the log has the whole report.
		kind, _, _ := strings.Cut(s.Fault, ": ")
		state = "FAULT: " + kind
	case s.Finished:
		state = "dispatch ended"
	case s.Stop != nil:
		state = stopReason(s.Stop)
	}
	// Most important first: the stop, the focus, the checkers' findings
	// (`:info check` lists them), then what is debugged.
	checks := ""
	if len(s.Checks) > 0 || s.Findings > 0 {
		noun := "findings"
		if s.Findings == 1 {
			noun = "finding"
		}
		checks = fmt.Sprintf(" | check: %d %s", s.Findings, noun)
	}
	line := fmt.Sprintf(" %s | %s%s | %s | %s | %s", state, focus, checks, s.Kernel, s.Target, path.Base(s.File))
	return st.StatusBar.Render(Fit(line, w))
}

// LaneDoing says what the focused lane is doing: "active at demo.cl:13",
// "inactive since demo.cl:12", "at a barrier at lds.cl:9", "exited",
// "faulted at memory.cl:30" ...
func LaneDoing(s *session.ViewSnapshot) string {
	ls := s.LaneStatus
	if s.Wave == nil {
		return "not started"
	}
	at := func(file string, line int) string {
		if where := fileLine(file, line); where != "" {
			return " at " + where
		}
		return ""
	}
	switch ls.State {
	case session.ActivityInactive:
		out := "inactive"
		if since := fileLine(ls.SinceFile, ls.SinceLine); since != "" {
			out += " since " + since
		}
		if ls.Line > 0 && (ls.Line != ls.SinceLine || path.Base(ls.File) != path.Base(ls.SinceFile)) {
			out += " (lane PC" + at(ls.File, ls.Line) + ")"
		}
		if ls.Why != "" {
			out += ": " + ls.Why
		}
		return out
	case session.ActivityActive:
		out := ls.State.String() + at(ls.File, ls.Line)
		if ls.Why != "" {
			out += ": " + ls.Why
		}
		return out
	case session.ActivityAtBarrier, session.ActivityFaulted:
		return ls.State.String() + at(ls.File, ls.Line)
	}
	return ls.State.String()
}

// stopReason is a short name for why the session stopped.
func stopReason(st *session.Stop) string {
	where := fileLine(st.File, st.Line)
	if where == "" {
		where = fmt.Sprintf("%#x", st.Addr)
	}
	switch st.Reason {
	case session.StopBreakpoint:
		return fmt.Sprintf("breakpoint %d at %s", st.Breakpoint, where)
	case session.StopWatchpoint:
		return "watchpoint at " + where
	case session.StopDebugTrap:
		return "debug trap at " + where
	case session.StopStep:
		return "stepped to " + where
	case session.StopWaveEnded:
		return "wave ended"
	case session.StopExited:
		return "dispatch ended"
	case session.StopFault:
		return "fault at " + where
	case session.StopInterrupted:
		return "interrupted at " + where
	case session.StopCheck:
		what := "finding"
		if len(st.Findings) > 0 {
			what = st.Findings[0].Checker + " " + st.Findings[0].Kind
			if len(st.Findings) > 1 {
				what += fmt.Sprintf(" (+%d)", len(st.Findings)-1)
			}
		}
		return what + " at " + where
	}
	return "stopped"
}

// Log is the log pane: the output of commands, newest last.
type Log struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key   string
	Lines []string
	// Scroll moves the window up from the newest line.
	Scroll int
}

// Render draws the pane.
func (p Log) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	rows := h - 2
	end := max(len(p.Lines)-p.Scroll, 0)
	start := max(end-rows, 0)
	var body []string
	for _, l := range p.Lines[start:end] {
		l = strings.ReplaceAll(l, "\t", "    ")
		switch {
		case strings.HasPrefix(l, "error: "), strings.Contains(l, "fault"):
			l = st.Error.Render(l)
		case strings.HasPrefix(l, "(gcndbg) "):
			l = st.Prompt.Render(l)
		case strings.HasPrefix(l, "guide: "):
			l = st.Guide.Render(strings.TrimPrefix(l, "guide: "))
		}
		body = append(body, l)
	}
	return Frame(keyTitle(p.Key, "Log"), body, st, w, h, p.Focused)
}
