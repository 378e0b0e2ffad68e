package demo

import (
	"fmt"

	"github.com/gcndbg/gcndbg/internal/safetext"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
	"github.com/gcndbg/gcndbg/model/session"
)

// Variant is one embedded build of demo.cl.
type Variant struct {
	Target   string // processor, e.g. "gfx1100"
	WaveSize int    // 32 or 64
	Name     string // the code object's file name, for messages
	Object   []byte
	Guide    []string
}

// Targets lists the processors the demo has builds for.
const Targets = "gfx900, gfx1100"

// Select picks the build for target ("" is gfx900) in wave64 or, where
// the target has both, its default wave32 unless wave64 is set. gfx900
// runs wave64 only, so wave64 changes nothing there.
func Select(target string, wave64 bool) (Variant, error) {
	switch target {
	case "", "gfx900":
		return Variant{Target: "gfx900", WaveSize: 64, Name: CodeObjectName, Object: CodeObject, Guide: Guide}, nil
	case "gfx1100":
		if wave64 {
			return Variant{Target: "gfx1100", WaveSize: 64, Name: "demo-gfx1100w64.co", Object: CodeObjectGFX1100W64, Guide: GuideGFX1100W64}, nil
		}
		return Variant{Target: "gfx1100", WaveSize: 32, Name: "demo-gfx1100.co", Object: CodeObjectGFX1100, Guide: GuideGFX1100}, nil
	}
	return Variant{}, fmt.Errorf("demo: no built-in demo for --target %s (the demo is built for %s)", safetext.Escape(target), Targets)
}

// Open makes a session of the embedded dispatch on gfx900, with the
// embedded source for the source pane. It has not run yet.
func Open(opts session.Options) (*session.Session, error) {
	v, _ := Select("", false)
	return v.Open(opts)
}

// Open makes a session of the embedded dispatch on v's build.
func (v Variant) Open(opts session.Options) (*session.Session, error) {
	f, err := codeobj.Parse(v.Object, v.Name, codeobj.Options{})
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

// GuideGFX1100 is the guide of the gfx1100 wave32 build: the same 128
// work-items make four waves of 32, so `if (x < 32)` no longer splits a
// wave.
var GuideGFX1100 = []string{
	"Welcome to the gcndbg demo: demo.cl on gfx1100 (RDNA3) in wave32, one workgroup of 128 work-items (four waves of 32), in[i] = i.",
	"EXEC shows one cell per lane: '#' active, '.' inactive; a wave32's EXEC is 32 bits (exec_lo), VCC is vcc_lo.",
	"Press n to step a line. At `if (x < 32)` nothing waits: wave 0 holds x = 0-31 and takes the then arm whole, wave 1 (x = 32-63) the else arm.",
	"In wave64 (gcndbg demo --target gfx1100 --wave64, or gfx900) lanes 32-63 of wave 0 sit out the then arm: compare the EXEC panes.",
	"The per-lane loop (x % 5 trips) still diverges in every wave. ] and [ change the focused lane (0-31), } and { the wave; c continues;",
	"x switches the number format, a shows every lane's locals, Tab moves between panes, : runs any command, ? lists the keys, q quits.",
}

// GuideGFX1100W64 is the guide of the gfx1100 wave64 build.
var GuideGFX1100W64 = []string{
	"Welcome to the gcndbg demo: demo.cl on gfx1100 (RDNA3) in wave64, one workgroup of 128 work-items (two waves of 64), in[i] = i.",
	"EXEC shows one cell per lane: '#' active, '.' inactive. The Source pane lists, per line, the lanes whose lane PC is there.",
	"Press n to step a line. At `if (x < 32)` wave 0 splits: lanes 0-31 and lanes 32-63 run the two arms in turn while the others wait.",
	"In wave32 (gcndbg demo --target gfx1100) the same branch splits no wave: x < 32 is the whole of wave 0. The per-lane loop diverges in both.",
	"] and [ change the focused lane (n and s follow it), } and { the wave; b sets a breakpoint at the cursor (arrows), c continues;",
	"x switches the number format, a shows every lane's locals, Tab moves between panes, : runs any command, ? lists the keys, q quits.",
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
