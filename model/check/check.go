// Package check holds the checkers of `gcndbg run --check` (memcheck,
// racecheck, initcheck, synccheck, waitcheck, hazards): the registry of
// their names, the per-instruction hook they share (exec.CheckHook), and
// the findings they report, grouped, with source lines, as text or JSON.
//
// A checker is registered by name in an init function (Register). For a
// run it makes one Worker per goroutine that runs workgroups; a Worker
// sees every instruction of its waves before it runs (with its per-lane
// memory accesses and register operands) and the barrier, wave and
// workgroup events, and reports Findings to the Run. See
// ../../../team/checkers.md for how to write and test one.
package check

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/check/flow"
	"github.com/gcndbg/gcndbg/model/launch"
)

// Order is every checker name in the order of the design contract; the
// summary line and LIST parsing follow it.
var Order = []string{"memcheck", "racecheck", "initcheck", "synccheck", "waitcheck", "hazards"}

// Checker is one checker for one run.
type Checker interface {
	// NewWorker returns the checker's part for one goroutine running
	// workgroups (Run.Setup is known by then). Its methods are called
	// from that goroutine only.
	NewWorker() Worker
}

// Worker receives the instructions and events of the waves of one
// goroutine (the methods of exec.CheckHook, without the error: a finding
// is reported with Run.Report and the run goes on).
type Worker interface {
	// Before sees the instruction before it runs; lanes of its Verdict's
	// Suppress do not run it (a checker that reported their access as
	// bad keeps the interpreter from faulting on it).
	Before(w *exec.Wave, ev *exec.InstEvent) exec.Verdict
	WaveEnd(w *exec.Wave)
	BarrierRelease(waves []*exec.Wave)
	WorkgroupStart(waves []*exec.Wave)
	WorkgroupEnd(waves []*exec.Wave)
}

// Filter is an optional method of a Worker: Wants reports, from the
// instruction's static facts alone (the answer is cached by PC), whether
// Before must see it. A Worker without it sees every instruction; an
// instruction no worker wants runs as without checkers. Filtering starts
// with the first WorkgroupStart (a host that does not announce workgroups
// shows every instruction to every worker).
type Filter interface {
	Wants(in *isa.Inst) bool
}

// PCFilter is Filter for a Worker that decides by the instruction's place
// in the kernel too (from facts proven before the run, so that the
// answer may still be cached by PC); the hook asks it instead of Filter.
type PCFilter interface {
	WantsAt(pc uint64, in *isa.Inst) bool
}

// NopWorker has empty event methods, for embedding in a Worker that needs
// only some of them.
type NopWorker struct{}

func (NopWorker) Before(*exec.Wave, *exec.InstEvent) exec.Verdict { return exec.Verdict{} }
func (NopWorker) WaveEnd(*exec.Wave)                              {}
func (NopWorker) BarrierRelease([]*exec.Wave)                     {}
func (NopWorker) WorkgroupStart([]*exec.Wave)                     {}
func (NopWorker) WorkgroupEnd([]*exec.Wave)                       {}

// Info registers a checker.
type Info struct {
	Name string
	// Serial asks for the workgroups to run on one goroutine (a checker
	// that compares accesses of different workgroups without locks).
	Serial bool
	New    func(r *Run) Checker
}

var registry = map[string]Info{}

// Register adds a checker; its name must be one of Order.
func Register(i Info) {
	if !slices.Contains(Order, i.Name) {
		panic("check: unknown checker name " + i.Name)
	}
	if _, dup := registry[i.Name]; dup {
		panic("check: checker " + i.Name + " registered twice")
	}
	registry[i.Name] = i
}

// Available lists the registered checkers in Order.
func Available() []string {
	var out []string
	for _, n := range Order {
		if _, ok := registry[n]; ok {
			out = append(out, n)
		}
	}
	return out
}

// Parse reads a comma-separated LIST of checker names; "" and "all" mean
// every registered checker, "off" and "none" none. A name may be
// shortened to a prefix that names one checker (race, mem, init: gdb
// accepts unambiguous prefixes of its commands the same way). An unknown
// or ambiguous name is a one-line error listing the valid ones.
func Parse(list string) ([]string, error) {
	list = strings.TrimSpace(list)
	switch list {
	case "", "all":
		return Available(), nil
	case "off", "none":
		return nil, nil
	}
	seen := map[string]bool{}
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if _, ok := registry[n]; !ok && n != "" {
			var match []string
			for _, a := range Available() {
				if strings.HasPrefix(a, n) {
					match = append(match, a)
				}
			}
			if len(match) == 1 {
				n = match[0]
			}
		}
		if _, ok := registry[n]; !ok {
			return nil, fmt.Errorf("unknown checker %q: expected a comma-separated list of %s, or all", n, strings.Join(Available(), ", "))
		}
		seen[n] = true
	}
	var out []string
	for _, n := range Available() {
		if seen[n] {
			out = append(out, n)
		}
	}
	return out, nil
}

// Buffer is a buffer argument of the dispatch as the checkers see it.
type Buffer struct {
	Alloc *exec.Allocation
	Name  string // as args.yaml and the source name it
	// Const: the kernel declares it read-only (const pointee, constant
	// address space, read_only access).
	Const bool
	// Uninit: args.yaml gives it no init (an output-only buffer): its
	// bytes are undefined until written.
	Uninit bool
}

// Run is one checked run: the dispatch, the enabled checkers and their
// findings.
type Run struct {
	Launch  *launch.Launch
	Program *exec.Program
	Memory  *exec.Memory
	Buffers []Buffer
	// Setup is the dispatch's memory layout, known once the run starts
	// (before any Worker is made).
	Setup *exec.Setup
	// LDSBytes is the workgroup's LDS (static + dynamic).
	LDSBytes uint32
	// PrivateBytes is the private segment a lane may use: the kernel's
	// private_segment_fixed_size, which covers its whole call graph,
	// unless it makes calls (recursion is not counted in it) or its stack
	// is dynamic: then the lane's whole segment (0: Setup.Scratch.LaneBytes).
	PrivateBytes uint32

	names    []string
	infos    []Info
	checkers []Checker
	once     sync.Once

	// noFilter shows every instruction to every worker (tests compare
	// the findings with and without the workers' Wants).
	noFilter bool
	// graph is the kernel's control-flow graph (flowGraph), made once.
	graph     *flow.Graph
	graphOnce sync.Once
	// memLanes makes memcheck check every access lane by lane, without
	// its whole-instruction summaries (tests compare the two).
	memLanes bool
	// debug: the run is a debugger's (DebugHook), where the user may set
	// $pc, $exec and registers: no checker may rely on the waves taking
	// the kernel's own paths (initcheck's initflow proof).
	debug bool

	mu       sync.Mutex
	findings map[findingKey]*Finding
	order    []findingKey
}

// New prepares a checked run of l with the checkers names (from Parse).
// l.Program, l.Memory and l.Dispatch must be set (launch.New did).
func New(l *launch.Launch, names []string) (*Run, error) {
	r := &Run{Launch: l, Program: l.Program, Memory: l.Memory, names: names, findings: map[findingKey]*Finding{}}
	if l.Dispatch != nil {
		r.LDSBytes = l.Program.Config.GroupSegmentFixedSize + l.Dispatch.DynamicLDS
	}
	for _, n := range names {
		i, ok := registry[n]
		if !ok {
			return nil, fmt.Errorf("check: unknown checker %q", n)
		}
		r.infos = append(r.infos, i)
	}
	r.Buffers = buffersOf(l)
	if k := l.Kernel; !dynamicStack(l) && !l.Program.HasCalls() {
		switch {
		case k.Descriptor != nil:
			r.PrivateBytes = k.Descriptor.PrivateSegmentFixedSize
		case k.CodeT != nil:
			r.PrivateBytes = k.CodeT.WorkitemPrivateSegmentByteSize
		}
		r.PrivateBytes = (r.PrivateBytes + 3) &^ 3
	}
	return r, nil
}

// reachable calls yield for every instruction the kernel may run
// (exec.Program.Reachable), for checkers that filter by whole-program
// facts.
func (r *Run) reachable(yield func(in *isa.Inst)) {
	r.Program.Reachable(func(_ uint64, in *isa.Inst) { yield(in) })
}

// Names are the enabled checkers.
func (r *Run) Names() []string { return r.names }

// Serial reports whether a checker of the run wants one goroutine.
func (r *Run) Serial() bool {
	for _, i := range r.infos {
		if i.Serial {
			return true
		}
	}
	return false
}

// Options sets opts up for the checked run: exec.Run calls Hook per
// goroutine, and a Serial checker gets one goroutine.
func (r *Run) Options(opts exec.Options) exec.Options {
	opts.Check = r.Hook
	if r.Serial() {
		opts.Jobs = 1
	}
	return opts
}

// Hook makes the exec.CheckHook of one goroutine; the first call makes the
// checkers.
func (r *Run) Hook(s *exec.Setup) exec.CheckHook {
	r.Start(s)
	h := &hook{run: r}
	for _, c := range r.checkers {
		h.workers = append(h.workers, c.NewWorker())
	}
	return h
}

// Start makes the checkers for the dispatch laid out in s (Hook calls it;
// a debugger that runs waves itself calls it once).
func (r *Run) Start(s *exec.Setup) {
	r.once.Do(func() {
		r.Setup = s
		for _, i := range r.infos {
			r.checkers = append(r.checkers, i.New(r))
		}
	})
}

// hook fans the events of one goroutine out to the workers.
type hook struct {
	run     *Run
	workers []Worker
	// stop makes Before return a *Stop, before the instruction runs,
	// when the workers reported a finding not seen before (the debugger
	// stops the wave like a breakpoint); pending keeps the verdict for
	// when the wave resumes there, so that the workers see the
	// instruction once.
	stop    bool
	pending map[pendingKey]exec.Verdict
	// wants caches, by PC/4, which workers want the instruction there
	// (Filter): bit i for workers[i]. Only a host that announces its
	// workgroups (WorkgroupStart) gets the filtering: the workers learn
	// of a wave at its first instruction otherwise.
	wants     []wantsAt
	filtering bool // workgroups announced, and not Run.noFilter
	// last is the answer of the last workersFor (Wants asks first, then
	// Before for the same instruction).
	lastPC      uint64
	lastIn      *isa.Inst
	lastWorkers uint64
}

// wantsAt is the workers that want the instruction of one PC (op: the
// instruction it was computed for, 0 before).
type wantsAt struct {
	op      isa.Op
	workers uint64
}

// Wants is exec.CheckFilter: whether any worker wants the instruction
// (its fast path, a PC already asked, is short enough to inline).
func (h *hook) Wants(pc uint64, in *isa.Inst) bool {
	if i := pc / 4; h.filtering && i < uint64(len(h.wants)) {
		if c := &h.wants[i]; c.op == in.Op && c.op != 0 {
			h.lastPC, h.lastIn, h.lastWorkers = pc, in, c.workers
			return c.workers != 0
		}
	}
	return h.workersFor(pc, in) != 0
}

// workersFor is the mask of the workers that want the instruction in at
// pc.
func (h *hook) workersFor(pc uint64, in *isa.Inst) uint64 {
	if !h.filtering {
		return 1<<uint(len(h.workers)) - 1
	}
	if pc == h.lastPC && in == h.lastIn && in != nil {
		return h.lastWorkers
	}
	m := h.computeWorkersFor(pc, in)
	h.lastPC, h.lastIn, h.lastWorkers = pc, in, m
	return m
}

func (h *hook) computeWorkersFor(pc uint64, in *isa.Inst) uint64 {
	i := pc / 4
	if i < uint64(len(h.wants)) {
		if c := h.wants[i]; c.op == in.Op && c.op != 0 {
			return c.workers
		}
	}
	var m uint64
	for j, k := range h.workers {
		if f, ok := k.(PCFilter); ok {
			if f.WantsAt(pc, in) {
				m |= 1 << uint(j)
			}
		} else if f, ok := k.(Filter); !ok || f.Wants(in) {
			m |= 1 << uint(j)
		}
	}
	if i < 1<<24 {
		if i >= uint64(len(h.wants)) {
			n := max(int(i)+1, len(h.run.Program.Code)/4+1)
			h.wants = append(h.wants, make([]wantsAt, n-len(h.wants))...)
		}
		h.wants[i] = wantsAt{op: in.Op, workers: m}
	}
	return m
}

// pendingKey names a wave stopped before an instruction by its place,
// not its pointer (the debugger may rebuild a workgroup's waves when it
// goes back in its history).
type pendingKey struct {
	workgroup [3]uint32
	wave      int
	pc, steps uint64
}

func (h *hook) Before(w *exec.Wave, ev *exec.InstEvent) (exec.Verdict, error) {
	var v exec.Verdict
	var key pendingKey
	before := 0
	if h.stop {
		key = pendingKey{workgroup: w.Workgroup, wave: w.ID, pc: ev.PC, steps: w.Steps}
		if pv, ok := h.pending[key]; ok {
			delete(h.pending, key)
			return pv, nil
		}
		before = h.run.Count()
	}
	for m := h.workersFor(ev.PC, ev.Inst); m != 0; m &= m - 1 {
		x := h.workers[bits.TrailingZeros64(m)].Before(w, ev)
		v.Suppress |= x.Suppress
		v.Skip = v.Skip || x.Skip
	}
	if h.stop && h.run.Count() != before {
		h.pending[key] = v
		return v, &Stop{PC: ev.PC, First: before}
	}
	return v, nil
}

func (h *hook) WaveEnd(w *exec.Wave) {
	for _, k := range h.workers {
		k.WaveEnd(w)
	}
}

func (h *hook) BarrierRelease(waves []*exec.Wave) {
	for _, k := range h.workers {
		k.BarrierRelease(waves)
	}
}

func (h *hook) WorkgroupStart(waves []*exec.Wave) {
	h.filtering = !h.run.noFilter
	for _, k := range h.workers {
		k.WorkgroupStart(waves)
	}
}

func (h *hook) WorkgroupEnd(waves []*exec.Wave) {
	for _, k := range h.workers {
		k.WorkgroupEnd(waves)
	}
}

// Stop is the error a debugger's hook returns before an instruction with
// a new finding (the wave has not run it): the findings from First on
// (FindingsFrom) are the new ones.
type Stop struct {
	PC    uint64
	First int
}

func (s *Stop) Error() string { return "stopped by a checker's finding" }

// IsStop reports whether err is a checker's Stop.
func IsStop(err error) bool {
	var s *Stop
	return errors.As(err, &s)
}

// DebugHook is Hook for a debugger (one goroutine runs every wave): when
// the workers report a finding not seen before (a new checker, kind and
// instruction; more waves or lanes of a known one do not count), Before
// returns a *Stop and the instruction does not run. The next Before of
// the same wave at the same place returns the verdict it had, without
// showing the instruction to the workers again.
func (r *Run) DebugHook(s *exec.Setup) exec.CheckHook {
	r.debug = true
	h := r.Hook(s).(*hook)
	h.stop = true
	h.pending = map[pendingKey]exec.Verdict{}
	return h
}

// Count is the number of distinct findings reported so far.
func (r *Run) Count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.order)
}

// buffersOf lists l's buffer arguments with their names, constness and
// whether args.yaml initialises them.
func buffersOf(l *launch.Launch) []Buffer {
	var out []Buffer
	for _, b := range l.Bindings {
		if !b.Param.Pointer {
			continue
		}
		a := l.Buffer(b.Param.DisplayName())
		if a == nil {
			continue
		}
		buf := Buffer{Alloc: a, Name: b.Param.DisplayName()}
		if b.Param.SourceName != "" && b.Param.Name == "" {
			buf.Name = b.Param.SourceName
		}
		buf.Const = constParam(l, b.Param.Index, b.Param.TypeName)
		buf.Uninit = b.Arg == nil || b.Arg.Buffer == nil || b.Arg.Buffer.Init.Kind == args.InitZero
		out = append(out, buf)
	}
	return out
}

// constParam reports whether explicit parameter i is declared read-only:
// the metadata's .is_const, constant address space or read_only access,
// or a const pointee in its type name ("const float*").
func constParam(l *launch.Launch, i int, typeName string) bool {
	if km := l.Kernel.Meta; km != nil {
		n := 0
		for _, a := range km.Args {
			if a.IsHidden() {
				continue
			}
			if n == i {
				if a.IsConst || a.AddressSpace == "constant" || a.Access == "read_only" {
					return true
				}
				break
			}
			n++
		}
	}
	t := strings.TrimSpace(typeName)
	return strings.HasPrefix(t, "const ") && strings.HasSuffix(t, "*") && strings.Count(t, "*") == 1
}

// dynamicStack reports whether the kernel's stack size is not known
// statically (descriptor, amd_kernel_code_t or metadata say so).
func dynamicStack(l *launch.Launch) bool {
	k := l.Kernel
	switch {
	case k.Descriptor != nil && k.Descriptor.Props.UsesDynamicStack != 0:
		return true
	case k.CodeT != nil && k.CodeT.Props.IsDynamicCallStack != 0:
		return true
	}
	return k.Meta != nil && (k.Meta.UsesDynamicStack || k.Meta.IsDynamicCallStack)
}
