package session

import (
	"errors"
	"fmt"
)

// Error is a command's failure: one line for the user. The session stays
// usable after it.
type Error struct {
	Cmd string // the command that failed ("" for an expression)
	Msg string
}

func (e *Error) Error() string {
	if e.Cmd == "" {
		return e.Msg
	}
	return e.Cmd + ": " + e.Msg
}

func errorf(format string, a ...any) error { return &Error{Msg: fmt.Sprintf(format, a...)} }

// ErrNotRunning is returned by commands that need a started dispatch.
var ErrNotRunning = errors.New("the kernel is not being run; use `run`")

// ErrExited is returned by execution commands once the dispatch has ended.
var ErrExited = errors.New("the dispatch has ended")
