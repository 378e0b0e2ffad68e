package session

import (
	"fmt"
	"path"
	"strings"

	"github.com/gcndbg/gcndbg/model/check"
)

// StopReason says why execution stopped.
type StopReason uint8

// Reasons of a Stop.
const (
	StopBreakpoint  StopReason = iota + 1 // a breakpoint hit
	StopWatchpoint                        // a watched location was read or written
	StopDebugTrap                         // the program's own s_trap 3 (llvm.debugtrap)
	StopStep                              // a step, next, stepi, nexti or finish completed
	StopWaveEnded                         // the focused wave ended while stepping
	StopExited                            // every wave ended
	StopFault                             // the dispatch ended with a fault (s_trap 2 included)
	StopInterrupted                       // the context was cancelled (Ctrl-C)
	StopCheck                             // a checker's finding (set check), before the instruction
)

// Stop describes where and why execution stopped.
type Stop struct {
	Reason     StopReason
	Breakpoint int  // number of the breakpoint hit
	Temporary  bool // it was a tbreak (now deleted)
	// Wave is the wave's number in the dispatch (workgroup linear index
	// times waves per workgroup plus WaveID); Workgroup and WaveID locate it.
	Wave      int
	Workgroup [3]uint32
	WaveID    int
	Lanes     uint64 // the lanes the stop is for
	PC        uint64 // program offset
	Addr      uint64 // code object address of PC
	File      string // base name, "" when unknown
	Line      int
	Function  string
	Watch     *WatchHit
	Err       error // the fault of StopFault
	// CondErr is why the breakpoint's condition could not be evaluated
	// (the wave stops then, as in gdb); "" when it could.
	CondErr string
	// Returned is the value a finished function returned for the
	// focused lane (nil when unknown or void).
	Returned *Value
	Waves    int // for StopExited: waves run
	Groups   int // for StopExited: workgroups run
	// Note is a warning about the ended dispatch (a full printf buffer).
	Note string
	// Findings are the checkers' findings of a StopCheck (and, for
	// StopExited, those the last workgroup's end made).
	Findings []check.Finding
	// CheckSummary is, for StopExited with checkers on, the summary line
	// of their findings ("2 errors (memcheck 1, ...)").
	CheckSummary string
	// NoHistory says that a reverse motion stopped at the start of the
	// recorded history before it found what it looked for.
	NoHistory bool
}

// where is " at file:line" or " at 0xADDR".
func (st *Stop) where() string {
	if st.Line > 0 {
		return fmt.Sprintf(" at %s:%d", path.Base(st.File), st.Line)
	}
	return fmt.Sprintf(" at pc %#x", st.Addr)
}

func (st *Stop) wave() string {
	return fmt.Sprintf("Wave %d (%d,%d,%d)/%d", st.Wave, st.Workgroup[0], st.Workgroup[1], st.Workgroup[2], st.WaveID)
}

// String is the stop line of DESIGN.md:
// "Wave 3 (1,0,0)/1 hit Breakpoint 1, lanes [0-31] at vadd.cl:5".
func (st *Stop) String() string {
	switch st.Reason {
	case StopBreakpoint:
		kind := "Breakpoint"
		if st.Temporary {
			kind = "Temporary breakpoint"
		}
		return fmt.Sprintf("%s hit %s %d, %s%s", st.wave(), kind, st.Breakpoint, lanesText(st.Lanes), st.where())
	case StopWatchpoint:
		h := st.Watch
		var b strings.Builder
		who := "a lane"
		if h.Lane >= 0 {
			who = fmt.Sprintf("lane %d", h.Lane)
		}
		fmt.Fprintf(&b, "%s hit Watchpoint %d, %s %s %s%s", st.wave(), h.Number, who, h.Access, h.Expr, st.where())
		if h.Write {
			fmt.Fprintf(&b, "\nOld value = %s\nNew value = %s", h.Old, h.New)
		} else {
			fmt.Fprintf(&b, "\nValue = %s", h.New)
		}
		return b.String()
	case StopDebugTrap:
		return fmt.Sprintf("%s hit s_trap 3 (llvm.debugtrap), %s%s", st.wave(), lanesText(st.Lanes), st.where())
	case StopStep:
		return fmt.Sprintf("%s, %s%s", st.wave(), lanesText(st.Lanes), st.where())
	case StopWaveEnded:
		return fmt.Sprintf("%s ended (s_endpgm)", st.wave())
	case StopExited:
		msg := fmt.Sprintf("Dispatch ended: %d workgroups, %d waves ran to s_endpgm", st.Groups, st.Waves)
		if st.Note != "" {
			msg += "\nwarning: " + st.Note
		}
		if len(st.Findings) > 0 {
			msg += "\n" + strings.TrimSuffix(findingsText(st.Findings), "\n")
		}
		if st.CheckSummary != "" {
			msg += "\nCheckers: " + st.CheckSummary
		}
		return msg
	case StopCheck:
		var kinds []string
		for _, f := range st.Findings {
			kinds = append(kinds, f.Checker+" "+f.Kind)
		}
		lanes := ""
		if st.Lanes != 0 {
			lanes = fmt.Sprintf(", lanes [%s]", FormatLanes(st.Lanes))
		}
		return fmt.Sprintf("%s stopped by %s%s%s\n%s", st.wave(), strings.Join(kinds, ", "), lanes, st.where(), strings.TrimSuffix(findingsText(st.Findings), "\n"))
	case StopFault:
		return fmt.Sprintf("Dispatch ended with a fault: %v%s", st.Err, st.faultWhere())
	case StopInterrupted:
		return fmt.Sprintf("%s interrupted, %s%s", st.wave(), lanesText(st.Lanes), st.where())
	}
	return "stopped"
}

// lanesText is "lanes [0-31]", or "no lanes active" for an empty mask
// (EXEC = 0) rather than an empty list.
func lanesText(m uint64) string {
	if m == 0 {
		return "no lanes active"
	}
	return "lanes [" + FormatLanes(m) + "]"
}

func (st *Stop) faultWhere() string {
	if st.Line > 0 {
		return fmt.Sprintf(" (%s:%d)", path.Base(st.File), st.Line)
	}
	return ""
}
