package session

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"sync"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// Options tune a session.
type Options struct {
	// Kernel names the kernel when the args file does not.
	Kernel string
	// Target picks the code object of a fat binary.
	Target string
	// MaxSteps bounds the instructions one wave may run (0: exec's default).
	MaxSteps uint64
	// Quantum is the number of instructions a wave runs before the next
	// wave of its workgroup gets a turn (0: exec.DefaultQuantum).
	Quantum int
	// SourceDirs are searched for source files the line table names
	// (after the named path, the code object's directory and kernels/).
	SourceDirs []string
	// Confirm asks the user a yes-or-no question (run while the dispatch
	// is running); nil answers yes, as gdb does in batch mode.
	Confirm func(question string) bool
	// Output receives the text of each printf call of the kernel once the
	// call has written all of it (nil: kept for PrintfLines only).
	Output func(PrintfLine)
	// PrintfBuffer is the size of the printf buffer (0: the default).
	PrintfBuffer uint64
}

// Session is one debugged dispatch. Its methods must be called from one
// goroutine at a time, except Interrupt.
type Session struct {
	L      *launch.Launch
	prog   *exec.Program
	dbg    *exec.Debugger
	setup  *exec.Setup
	dw     *dwarf.Data   // nil without debug information
	frames *dwarf.Frames // nil without CFI
	// bias turns a program offset into a DWARF address: PC + bias.
	bias     uint64
	waveSize int
	opts     Options

	nwg      [3]uint32
	total    int // workgroups
	perGroup int // waves of a full workgroup

	started  bool
	finished bool
	fault    error
	faulted  *faultedWave // where the fault happened (nil: none)
	cur      int          // linear index of the running workgroup
	groups   map[int]*group
	wavesRun int // waves of all workgroups started

	focusWG   int
	focusWave int
	focusLane int

	bps    []*Breakpoint
	nextBP int
	watch  []*Watchpoint

	history     []Value // $1, $2 ...
	stop        *Stop
	sources     map[string][]string
	frameSel    int // the selected frame (frame N, up, down); 0 after a stop
	displays    []display
	nextDisplay int
	// substitutes are the `set substitute-path` rules, in order.
	substitutes [][2]string
	listAt      listPos
	tables      commandSet

	intrMu sync.Mutex
	intr   func()

	pf       *printfState      // the printf buffer's decoding (nil: no printf)
	rec      *recorder         // the dispatch's history (record.go)
	whyCache map[whyKey]string // the status line's explanations (explain.go)
	chk      checking          // `set check` (check.go)
}

// group is a started workgroup.
type group struct {
	index int
	id    [3]uint32
	waves []*exec.Wave
	env   *env
	done  bool
	lanes []*laneTrack // per wave
}

// Open loads the code object at path, the args file and the kernel, and
// returns a session ready to run the dispatch.
func Open(path, argsPath string, opts Options) (*Session, error) {
	f, err := codeobj.Open(path, codeobj.Options{Target: opts.Target, Kernel: opts.Kernel})
	if err != nil {
		return nil, err
	}
	a, err := args.Load(argsPath)
	if err != nil {
		return nil, err
	}
	a.PrintfBuffer = opts.PrintfBuffer
	l, err := launch.New(f, opts.Kernel, a)
	if err != nil {
		return nil, err
	}
	return New(l, opts)
}

// New makes a session of a prepared launch (which must not have run).
func New(l *launch.Launch, opts Options) (*Session, error) {
	s := &Session{L: l, prog: l.Program, opts: opts, groups: map[int]*group{}, sources: map[string][]string{}}
	s.dbg = exec.NewDebugger(l.Program)
	s.waveSize = l.Program.WaveSize()
	s.nwg = l.Dispatch.NumWorkgroups()
	s.total = int(s.nwg[0]) * int(s.nwg[1]) * int(s.nwg[2])
	wg := l.Dispatch.Workgroup
	s.perGroup = (int(wg[0]*wg[1]*wg[2]) + s.waveSize - 1) / s.waveSize
	if l.Image != nil {
		s.bias = l.Program.Base - l.Image.Base
	}
	if l.File.Type != elf.ET_REL {
		// The launch's DWARF (read already when it named the kernel's
		// arguments): one copy for both.
		if d, err := l.DWARF(); err == nil {
			s.dw = d
			if fr, err := d.Frames(); err == nil {
				s.frames = fr
			}
		}
	}
	s.tables = newCommandSet()
	return s, nil
}

// HasDebugInfo reports whether the code object has DWARF line tables and
// variables.
func (s *Session) HasDebugInfo() bool { return s.dw != nil }

// DWARF returns the code object's debug information (nil without).
func (s *Session) DWARF() *dwarf.Data { return s.dw }

// Program returns the kernel's pre-decoded code.
func (s *Session) Program() *exec.Program { return s.prog }

// Started reports whether the dispatch has been started by run.
func (s *Session) Started() bool { return s.started }

// Finished reports whether the dispatch has ended (all waves ended, or a
// fault); Fault returns the fault.
func (s *Session) Finished() bool { return s.finished }

// Fault is the fault that ended the dispatch, or nil.
func (s *Session) Fault() error { return s.fault }

// WaveSize is 32 or 64.
func (s *Session) WaveSize() int { return s.waveSize }

// addr converts a program offset to the code object address DWARF uses.
func (s *Session) addr(pc uint64) uint64 { return pc + s.bias }

// offset converts a code object address to a program offset.
func (s *Session) offset(a uint64) uint64 { return a - s.bias }

// start lays out the dispatch and creates the first workgroup.
func (s *Session) start() error {
	if s.started {
		return nil
	}
	setup, err := s.L.NewSetup(s.perGroup)
	if err != nil {
		return err
	}
	s.setup = setup
	s.started = true
	s.cur = 0
	if err := s.checkStart(); err != nil {
		return err
	}
	g, err := s.startGroup(0)
	if err != nil {
		return err
	}
	s.checkEvent(evNextGroup, g)
	s.startRecording()
	s.startPrintf()
	return nil
}

// wgID returns the id of the workgroup with linear index i.
func (s *Session) wgID(i int) [3]uint32 {
	n := s.nwg
	return [3]uint32{uint32(i % int(n[0])), uint32(i / int(n[0]) % int(n[1])), uint32(i / (int(n[0]) * int(n[1])))}
}

// wgIndex is the linear index of workgroup id (-1 when outside the grid).
func (s *Session) wgIndex(id [3]uint32) int {
	for k := range 3 {
		if id[k] >= s.nwg[k] {
			return -1
		}
	}
	return int(id[0]) + int(id[1])*int(s.nwg[0]) + int(id[2])*int(s.nwg[0])*int(s.nwg[1])
}

// maxKeptGroups is how many finished workgroups stay inspectable.
const maxKeptGroups = 16

// startGroup creates the waves of workgroup i (one at a time runs, so each
// reuses scratch slots 0..perGroup-1 and gets a fresh LDS).
func (s *Session) startGroup(i int) (*group, error) {
	if g, ok := s.groups[i]; ok {
		return g, nil
	}
	g, err := s.newGroup(i)
	if err != nil {
		return nil, err
	}
	// A finished workgroup keeps its registers for inspection but gives
	// its LDS back; only the last maxKeptGroups stay at all, so that a
	// large grid does not hold every wave's registers.
	for j, old := range s.groups {
		if old.done {
			old.env.lds = nil
			if j < i-maxKeptGroups && j != s.focusWG {
				delete(s.groups, j)
			}
		}
	}
	s.groups[i] = g
	s.wavesRun += len(g.waves)
	return g, nil
}

// newGroup creates the waves of workgroup i in their initial state.
func (s *Session) newGroup(i int) (*group, error) {
	id := s.wgID(i)
	waves, err := s.setup.NewWorkgroupWaves(id, 0)
	if err != nil {
		return nil, err
	}
	lds := s.L.Program.Config.GroupSegmentFixedSize + s.L.Dispatch.DynamicLDS
	e := &env{s: s, acc: s.L.Memory.Accessor(), lds: exec.NewLDS(lds)}
	g := &group{index: i, id: id, waves: waves, env: e}
	for _, w := range waves {
		w.Env = e
		w.PC = s.prog.Entry
		w.HaltOnTrap = true
		if s.chk.run != nil {
			w.Check = waveHook{s}
		}
		// A workgroup after the first starts with an event of the
		// history (the state after it is the group's first).
		at := uint64(0)
		if i > 0 {
			at = s.rec.nextPos()
		}
		g.lanes = append(g.lanes, newLaneTrack(w, at))
	}
	return g, nil
}

// curGroup is the running (or last) workgroup.
func (s *Session) curGroup() *group { return s.groups[s.cur] }

// env is the waves' environment in the debugger: the dispatch's memory,
// the workgroup's LDS.
type env struct {
	s   *Session
	acc *exec.Accessor
	lds *exec.LDS
}

func (e *env) Global() *exec.Accessor { return e.acc }
func (e *env) LDS() *exec.LDS {
	if e.lds == nil {
		e.lds = exec.NewLDS(0)
	}
	return e.lds
}
func (e *env) Scratch() *exec.Scratch { return e.s.setup.Scratch }
func (e *env) Arch() *exec.Arch       { return &e.s.prog.Arch }
func (e *env) ProgramBase() uint64    { return e.s.prog.Base }
func (e *env) Atomic() *sync.Mutex    { return nil }

// Source returns the lines of a source file named by the line table (read
// from disk once; an error when it cannot be read).
func (s *Session) Source(file string) ([]string, error) {
	if ls, ok := s.sources[file]; ok {
		return ls, nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("cannot read source %s: %v", file, err)
	}
	lines := bytes.Split(bytes.TrimRight(b, "\n"), []byte("\n"))
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = string(l)
	}
	s.sources[file] = out
	return out, nil
}
