package truth

import (
	"context"
	"errors"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// DefaultMaxSteps bounds each wave of a harness run: every testdata kernel
// ends in far fewer instructions, so a wave that runs this long loops.
const DefaultMaxSteps = 1 << 22

// RunDevice runs kernel of the code object at path through model/launch
// on the args file and returns the final bytes of every output buffer by
// parameter index. A fault is returned as an *exec.Fault (wrapped).
func RunDevice(path, kernel string, a *args.File) (map[int][]byte, error) {
	f, err := codeobj.Open(path, codeobj.Options{})
	if err != nil {
		return nil, err
	}
	l, err := launch.New(f, kernel, a)
	if err != nil {
		return nil, err
	}
	if _, err := l.Run(context.Background(), exec.Options{Jobs: 1, MaxSteps: DefaultMaxSteps}); err != nil {
		return nil, err
	}
	out := map[int][]byte{}
	for _, b := range l.Bindings {
		if b.Arg.Buffer != nil && b.Arg.Buffer.Output {
			out[b.Param.Index] = l.Buffer(b.Param.DisplayName()).Data
		}
	}
	return out, nil
}

// Outcome is the one-line result of one case on one target and level:
// "" for a pass, else why not.
func Outcome(err error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	var f *exec.Fault
	if errors.As(err, &f) {
		msg = "fault: " + f.Error()
	}
	msg = strings.ReplaceAll(msg, "\n", " ")
	if len(msg) > 300 {
		msg = msg[:300] + "..."
	}
	return msg
}
