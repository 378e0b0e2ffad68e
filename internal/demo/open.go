package demo

import (
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
	"github.com/gcndbg/gcndbg/model/session"
)

// Open makes a session of the embedded dispatch, with the embedded source
// for the source pane. It has not run yet.
func Open(opts session.Options) (*session.Session, error) {
	f, err := codeobj.Parse(CodeObject, CodeObjectName, codeobj.Options{})
	if err != nil {
		return nil, err
	}
	a, err := args.Parse(Args, ArgsName)
	if err != nil {
		return nil, err
	}
	l, err := launch.New(f, "", a)
	if err != nil {
		return nil, err
	}
	s, err := session.New(l, opts)
	if err != nil {
		return nil, err
	}
	s.AddSource(SourceName, Source)
	return s, nil
}

// Guide is the demo's short on-screen guide, shown in the log pane.
var Guide = []string{
	"Welcome to the gcndbg demo: demo.cl on gfx900, one workgroup of 128 work-items (two waves of 64), in[i] = i.",
	"EXEC shows one cell per lane: '#' active, '.' inactive. The Source pane lists, per line, the lanes whose lane PC is there.",
	"Press n to step a line. At `if (x < 32)` lanes 32-63 leave EXEC: they wait at the else arm while lanes 0-31 run the then arm,",
	"which splits again into even and odd lanes. After the if, and after the per-lane loop (x % 5 trips), EXEC fills up again.",
	"] and [ change the focused lane (n and s follow it), } and { the wave; b sets a breakpoint at the cursor (arrows), c continues;",
	"x switches the number format, a shows every lane's locals, Tab moves between panes, : runs any command, ? lists the keys, q quits.",
}
