package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/check"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
	"github.com/gcndbg/gcndbg/model/printf"
	"github.com/gcndbg/gcndbg/model/session"
)

func init() { register(newRunCmd) }

// runOptions are the flags of `gcndbg run`.
type runOptions struct {
	args, kernel, target, out, format string
	check                             string // --check LIST ("" off)
	json                              bool
	maxSteps                          uint64
	jobs                              int
	printfBuffer                      uint64
	printfWorkitem                    bool
}

func newRunCmd() *cobra.Command {
	var o runOptions
	cmd := &cobra.Command{
		Use:   "run FILE --args A.yaml [--kernel K] [--target T] [--out DIR] [--format raw|npy] [--json] [--max-steps N] [--jobs N] [--printf-buffer BYTES] [--printf-workitem] [--check[=LIST]]",
		Short: "Run a dispatch to completion and write its outputs",
		Long: `run sets up the dispatch args.yaml describes, runs it in the interpreter and
writes every "output: true" argument to DIR/<arg>.bin (raw little-endian) or
DIR/<arg>.npy (--format npy). Exit status 0: done; 1: the kernel faulted
(memory violation, illegal or unimplemented instruction, s_trap 2, barrier
deadlock, --max-steps reached), with a one-line report, or --check found
something (each finding, then "gcndbg: N errors (memcheck A, ...)"); 2: bad
input.

A kernel that calls printf (OpenCL C, or HIP with -mprintf-kind=buffered)
gets a printf buffer of --printf-buffer bytes (default 4 MiB); its text goes
to stdout before the summary, in dispatch order (such a dispatch runs one
workgroup at a time), HIP's stderr stream to stderr. --printf-workitem puts
"[workgroup (X,Y,Z) work-item (X,Y,Z)] " before each call's text; with --json
the text is the summary's "printf" list, one string per call.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, a []string) error {
			// Ctrl-C stops the waves and reports where they were.
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			return runDispatch(ctx, a[0], o, safetext.Writer(cmd.OutOrStdout()), cmd.ErrOrStderr())
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.args, "args", "", "args.yaml describing the dispatch (required)")
	f.StringVar(&o.kernel, "kernel", "", "kernel to run when the code object has several")
	f.StringVar(&o.target, "target", "", "code object to pick from a fat binary (gfxNNN)")
	f.StringVar(&o.out, "out", ".", "directory for the output files")
	f.StringVar(&o.format, "format", "raw", "output file format: raw (.bin) or npy (.npy)")
	f.BoolVar(&o.json, "json", false, "print the summary as JSON")
	f.Uint64Var(&o.maxSteps, "max-steps", 0, "most instructions one wave may run (0: the interpreter's default)")
	f.IntVar(&o.jobs, "jobs", 0, "goroutines running workgroups (0: all cores; 1 for a kernel that calls printf)")
	f.Uint64Var(&o.printfBuffer, "printf-buffer", 0, "size in bytes of the printf buffer of a kernel that calls printf (0: 4 MiB)")
	f.BoolVar(&o.printfWorkitem, "printf-workitem", false, "put the workgroup and work-item before each printf call's text (runs the dispatch in the debugger's engine, which sees who writes the buffer)")
	f.StringVar(&o.check, "check", "", "run with checkers on: a comma-separated LIST of "+strings.Join(check.Order, ", ")+" (--check alone: all); findings are reported and the run goes on; exit 1 when any")
	f.Lookup("check").NoOptDefVal = "all"
	return cmd
}

// runSummary is what --json prints.
type runSummary struct {
	Kernel           string       `json:"kernel"`
	Target           string       `json:"target"`
	Grid             [3]uint32    `json:"grid"`
	Workgroup        [3]uint32    `json:"workgroup"`
	Workgroups       uint64       `json:"workgroups"`
	Waves            uint64       `json:"waves"`
	WaveInstructions uint64       `json:"wave_instructions"`
	VALULaneOps      uint64       `json:"valu_lane_operations"`
	WallSeconds      float64      `json:"wall_seconds"`
	Outputs          []outputFile `json:"outputs"`
	// Printf is the text of each printf call of the kernel (--json; without
	// it the text goes to stdout).
	Printf []string `json:"printf,omitempty"`
	// Check is the checkers' report (--check).
	Check *check.Report `json:"check,omitempty"`
}

type outputFile struct {
	Name  string `json:"name"`
	Path  string `json:"path"`
	Bytes int    `json:"bytes"`
}

func runDispatch(ctx context.Context, file string, o runOptions, stdout, stderr io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if o.args == "" {
		return badInput(errors.New("run: --args A.yaml is required"))
	}
	if o.format != "raw" && o.format != "npy" {
		return badInput(fmt.Errorf("run: --format %q: expected raw or npy", o.format))
	}
	if o.jobs < 0 {
		return badInput(fmt.Errorf("run: --jobs %d: expected 0 (all cores) or more", o.jobs))
	}
	var checkers []string
	if o.check != "" {
		var err error
		if checkers, err = check.Parse(o.check); err != nil {
			return badInput(fmt.Errorf("run: --check: %w", err))
		}
	}
	// Set-up makes the argument buffers, which stay live to the end, and
	// little garbage: a collection while it runs finds nothing to free, yet
	// the heap's growth from 4 MB to the buffers' size would start several.
	gcPercent := debug.SetGCPercent(-1)
	defer debug.SetGCPercent(gcPercent)
	f, err := codeobj.Open(file, codeobj.Options{Target: o.target, Kernel: o.kernel})
	if err != nil {
		return badInput(err)
	}
	a, err := args.Load(o.args)
	if err != nil {
		return badInput(err)
	}
	a.PrintfBuffer = o.printfBuffer
	l, err := launch.NewInPlace(f, o.kernel, a)
	if err != nil {
		return badInput(err)
	}
	// The dispatch's garbage is small too (a few bytes per workgroup), and
	// a collection started because the heap has just grown to the buffers'
	// size would only find them live: the collector stays off unless the
	// heap grows by dispatchHeapSlack past what set-up left.
	if len(checkers) > 0 {
		// Checkers keep shadow state that grows with the memory the
		// kernel touches (racecheck: 4 bytes per byte); under the limit
		// below the collector would run without end: it runs as usual.
		debug.SetGCPercent(gcPercent)
	} else if gcPercent >= 0 {
		limit := debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), int64(bufferBytes(l))+dispatchHeapSlack))
		defer debug.SetMemoryLimit(limit)
	}
	if o.printfWorkitem && l.PrintfBuffer() != nil {
		return runInDebugger(ctx, file, o, f, l, checkers, stdout, stderr)
	}
	opts := exec.Options{Jobs: o.jobs, MaxSteps: o.maxSteps}
	if l.PrintfBuffer() != nil {
		// printf records land in the buffer in the order the waves
		// allocate them: one workgroup at a time keeps that the
		// dispatch order.
		opts.Jobs = 1
	}
	if isTerminal(stderr) && !o.json {
		opts.Progress = newProgress(stderr)
	}
	var chk *check.Run
	if len(checkers) > 0 {
		if chk, err = check.New(l, checkers); err != nil {
			return badInput(err)
		}
		opts = chk.Options(opts)
	}
	start := time.Now()
	res, err := l.Run(ctx, opts)
	wall := time.Since(start)
	if opts.Progress != nil {
		fmt.Fprint(stderr, "\r\033[K")
	}
	sink := &printfSink{stdout: stdout, stderr: safetext.Writer(stderr), json: o.json}
	if res != nil {
		printfOutput(l, sink, stderr)
	}
	var findings []check.Finding
	if chk != nil {
		findings = chk.Findings()
		if !o.json {
			check.Print(safetext.Writer(stderr), findings)
		}
		if err != nil || len(findings) == 0 {
			fmt.Fprintf(stderr, "gcndbg: %s\n", check.Summary(checkers, findings))
		}
	}
	if err != nil {
		if res == nil {
			// exec refused the dispatch before any wave ran.
			return badInput(fmt.Errorf("%s: kernel %s: %w", file, l.Name, err))
		}
		var flt *exec.Fault
		var intr *exec.Interrupted
		msg := fmt.Sprintf("%s: kernel %s: %v", file, l.Name, err)
		var more []string
		what := "a faulted"
		switch {
		case errors.As(err, &flt):
			if t := l.InstText(flt.PC); t != "" && flt.Kind != exec.FaultDeadlock {
				flt.Inst = t
			}
			line, haveLine := l.FaultLine(flt)
			// Users see code object addresses, as llvm-objdump and DWARF
			// print them, not where the interpreter loaded the code.
			flt.Addr = l.ELFAddr(flt.Addr)
			// A deadlock's barrier lines follow the first line.
			more, flt.Barriers = flt.Barriers, nil
			msg = fmt.Sprintf("%s: kernel %s: %v", file, l.Name, flt)
			if haveLine {
				msg += " at " + line.String()
			}
			if flt.Kind == exec.FaultStepLimit {
				limit := o.maxSteps
				if limit == 0 {
					limit = exec.DefaultMaxSteps
				}
				msg += fmt.Sprintf(" (the watchdog stops a wave after --max-steps %d instructions: an endless loop? raise it with --max-steps N if not)", limit)
			}
		case errors.As(err, &intr):
			what = "an interrupted"
			fmt.Fprintf(stdout, "Interrupted; the waves that were running:\n")
			for _, w := range intr.Waves {
				state := "running"
				switch {
				case w.Ended:
					state = "ended"
				case w.AtBarrier:
					state = "at s_barrier"
				}
				exec := fmt.Sprintf("%#016x", w.EXEC)
				if l.Program.WaveSize() == 32 {
					exec = fmt.Sprintf("%#08x", uint32(w.EXEC)) // a wave32's EXEC is EXEC_LO
				}
				fmt.Fprintf(stdout, "  wave %d of workgroup (%d,%d,%d): %s, pc %#x, exec %s, %d instructions",
					w.Wave, w.Workgroup[0], w.Workgroup[1], w.Workgroup[2], state, l.ELFAddr(w.PC+l.Program.Base), exec, w.Steps)
				if line, ok := lineNear(l, w.PC+l.Program.Base); ok && !w.Ended {
					fmt.Fprintf(stdout, " at %s", line)
				}
				fmt.Fprintln(stdout)
			}
			msg = fmt.Sprintf("%s: kernel %s: interrupted (%d waves were running)", file, l.Name, len(intr.Waves))
		}
		// The outputs of a dispatch that did not end are still written,
		// and said to be from it.
		if werr := writeOutputs(o, l, stdout, " from "+what+" dispatch"); werr != nil {
			return badInput(werr)
		}
		return &exitError{code: exitFault, err: errors.New(msg), more: more}
	}
	sum := runSummary{Kernel: l.Name, Target: f.Target.Processor, Grid: l.Dispatch.Grid, Workgroup: l.Dispatch.Workgroup,
		Workgroups: res.Stats.Workgroups, Waves: res.Stats.Waves, WaveInstructions: res.Stats.WaveInstructions,
		VALULaneOps: res.Stats.VALULaneOps, WallSeconds: wall.Seconds(), Outputs: []outputFile{}, Printf: sink.texts}
	if chk != nil {
		sum.Check = &check.Report{Checkers: checkers, Errors: len(findings), Findings: findings}
		if sum.Check.Findings == nil {
			sum.Check.Findings = []check.Finding{}
		}
	}
	return finishRun(o, l, sum, stdout)
}

// finishRun writes the outputs of a dispatch that ended and the summary.
func finishRun(o runOptions, l *launch.Launch, sum runSummary, stdout io.Writer) error {
	outs := l.Outputs()
	if len(outs) > 0 {
		if err := os.MkdirAll(o.out, 0o755); err != nil {
			return badInput(fmt.Errorf("run: --out %s: %w", o.out, err))
		}
	}
	for _, out := range outs {
		p, err := writeOutput(o.out, o.format, out)
		if err != nil {
			return badInput(err)
		}
		sum.Outputs = append(sum.Outputs, outputFile{Name: out.Name, Path: p, Bytes: len(out.Data)})
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return err
		}
		return checkExit(sum.Check)
	}
	printRunSummary(stdout, sum)
	return checkExit(sum.Check)
}

// checkExit is run's result after a dispatch whose checkers (rep, nil
// without --check) found something: exit status 1, the summary line the
// error.
func checkExit(rep *check.Report) error {
	if rep == nil || len(rep.Findings) == 0 {
		return nil
	}
	return fault(errors.New(check.Summary(rep.Checkers, rep.Findings)))
}

// runInDebugger runs the dispatch with the debugger's engine (one wave at a
// time, following every store into the printf buffer), which knows the
// work-item of each printf call: `run --printf-workitem`. It writes the
// outputs and a summary as runDispatch does; the summary counts workgroups
// and waves (the engine does not count instructions).
func runInDebugger(ctx context.Context, file string, o runOptions, f *codeobj.File, l *launch.Launch, checkers []string, stdout, stderr io.Writer) error {
	sink := &printfSink{stdout: stdout, stderr: safetext.Writer(stderr), json: o.json}
	s, err := session.New(l, session.Options{MaxSteps: o.maxSteps, Output: func(line session.PrintfLine) {
		sink.write(printfText(line, true), line.Stderr)
	}})
	if err != nil {
		return badInput(err)
	}
	if err := s.SetRecording(false); err != nil {
		return badInput(err)
	}
	if len(checkers) > 0 {
		if _, err := s.SetCheck(strings.Join(checkers, ",")); err != nil {
			return badInput(err)
		}
	}
	start := time.Now()
	st, err := s.Run(ctx)
	for err == nil && (st.Reason == session.StopDebugTrap || st.Reason == session.StopBreakpoint || st.Reason == session.StopWatchpoint || st.Reason == session.StopCheck) {
		st, err = s.Continue(ctx)
	}
	wall := time.Since(start)
	var rep *check.Report
	if len(checkers) > 0 {
		// As runDispatch: the findings, then the summary when there are
		// none or the dispatch did not end (finishRun's exit says it).
		fs := s.Findings()
		if !o.json {
			check.Print(safetext.Writer(stderr), fs)
		}
		if err != nil || st.Reason != session.StopExited || len(fs) == 0 {
			fmt.Fprintf(stderr, "gcndbg: %s\n", check.Summary(checkers, fs))
		}
		rep = &check.Report{Checkers: checkers, Errors: len(fs), Findings: fs}
		if rep.Findings == nil {
			rep.Findings = []check.Finding{}
		}
	}
	if err != nil {
		return badInput(fmt.Errorf("%s: kernel %s: %w", file, l.Name, err))
	}
	if perr := s.PrintfError(); perr != nil {
		fmt.Fprintf(stderr, "gcndbg: %s\n", safetext.Escape(perr.Error()))
	}
	if st.Reason != session.StopExited {
		msg := fmt.Sprintf("%s: kernel %s: interrupted", file, l.Name)
		what := "an interrupted"
		if st.Reason == session.StopFault {
			what = "a faulted"
			msg = fmt.Sprintf("%s: kernel %s: %v", file, l.Name, st.Err)
			if st.File != "" && st.Line > 0 {
				msg += fmt.Sprintf(" at %s:%d", st.File, st.Line)
			}
		}
		if werr := writeOutputs(o, l, stdout, " from "+what+" dispatch"); werr != nil {
			return badInput(werr)
		}
		return fault(errors.New(msg))
	}
	sum := runSummary{Kernel: l.Name, Target: f.Target.Processor, Grid: l.Dispatch.Grid, Workgroup: l.Dispatch.Workgroup,
		Workgroups: uint64(st.Groups), Waves: uint64(st.Waves), WallSeconds: wall.Seconds(), Outputs: []outputFile{}, Printf: sink.texts, Check: rep}
	return finishRun(o, l, sum, stdout)
}

// printfSink is where the text of the kernel's printf calls goes: stdout
// (stderr for HIP's stderr stream), or with --json the summary's list.
type printfSink struct {
	stdout, stderr io.Writer
	json           bool
	texts          []string
}

func (p *printfSink) write(text string, toStderr bool) {
	switch {
	case p.json:
		p.texts = append(p.texts, text)
	case toStderr:
		io.WriteString(p.stderr, text)
	default:
		io.WriteString(p.stdout, text)
	}
}

// printfOutput gives the text of the kernel's printf calls to sink, in
// the order they were made, and says on stderr when the buffer may have
// been too small or a record cannot be decoded.
func printfOutput(l *launch.Launch, sink *printfSink, stderr io.Writer) {
	buf := l.PrintfBuffer()
	if buf == nil {
		return
	}
	t, err := l.PrintfTable()
	if err != nil || t == nil {
		return // launch.New reported it already
	}
	recs, err := printf.NewStream(t).Poll(buf.Data, nil)
	for _, r := range recs {
		sink.write(r.Text, r.Stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gcndbg: %s: kernel %s: %s\n", l.File.Name, l.Name, safetext.Escape(err.Error()))
	}
	if t.Full(buf.Data) {
		used, size := printf.Used(buf.Data)
		fmt.Fprintf(stderr, "gcndbg: %s: kernel %s: the printf buffer is full (%d of %d bytes used): printf calls that found no room printed nothing; give a larger one with --printf-buffer BYTES\n",
			l.File.Name, l.Name, min(uint64(used)+printf.HeaderSize, uint64(size)), size)
	}
}

// lineNear is the line of the loaded address addr or, where the compiler
// gave it none (line 0), of the nearest instruction before it that has one.
func lineNear(l *launch.Launch, addr uint64) (launch.SourceLine, bool) {
	for k := uint64(0); k < 64 && addr >= 4*k; k++ {
		if line, ok := l.LineOf(addr - 4*k); ok {
			return line, true
		}
	}
	return launch.SourceLine{}, false
}

// writeOutputs writes the outputs of a dispatch that did not end and says
// so on w ("wrote out.bin (512 bytes from a faulted dispatch)").
func writeOutputs(o runOptions, l *launch.Launch, w io.Writer, note string) error {
	outs := l.Outputs()
	if len(outs) > 0 {
		if err := os.MkdirAll(o.out, 0o755); err != nil {
			return fmt.Errorf("run: --out %s: %w", o.out, err)
		}
	}
	for _, out := range outs {
		p, err := writeOutput(o.out, o.format, out)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "wrote %s (%d bytes%s)\n", p, len(out.Data), note)
	}
	return nil
}

// dispatchHeapSlack is how far the heap may grow during a dispatch before
// the collector runs (the peak-RSS budget of a run is its buffers + 64 MB).
const dispatchHeapSlack = 32 << 20

// bufferBytes is the size of the dispatch's argument buffers.
func bufferBytes(l *launch.Launch) int {
	n := 0
	for _, b := range l.Bindings {
		n += len(b.Data)
	}
	return n
}

func writeOutput(dir, format string, out launch.Output) (string, error) {
	if format == "npy" {
		p := filepath.Join(dir, out.Name+".npy")
		fh, err := os.Create(p)
		if err != nil {
			return "", err
		}
		if err := args.WriteNPY(fh, out.Type, out.Data); err != nil {
			fh.Close()
			return "", fmt.Errorf("%s: %w", p, err)
		}
		return p, fh.Close()
	}
	p := filepath.Join(dir, out.Name+".bin")
	return p, os.WriteFile(p, out.Data, 0o644)
}

func printRunSummary(w io.Writer, s runSummary) {
	rate := 0.0
	if s.WallSeconds > 0 {
		rate = float64(s.VALULaneOps) / s.WallSeconds / 1e6
	}
	if s.WaveInstructions == 0 && s.Waves > 0 {
		// run --printf-workitem: the debugger's engine counts no instructions.
		fmt.Fprintf(w, "%s (%s): grid %dx%dx%d, workgroup %dx%dx%d: %d workgroups, %d waves in %.3fs (in the debugger's engine)\n",
			s.Kernel, s.Target, s.Grid[0], s.Grid[1], s.Grid[2], s.Workgroup[0], s.Workgroup[1], s.Workgroup[2], s.Workgroups, s.Waves, s.WallSeconds)
	} else {
		fmt.Fprintf(w, "%s (%s): grid %dx%dx%d, workgroup %dx%dx%d: %d workgroups, %d waves, %d wave-instructions, %d VALU lane-operations in %.3fs (%.1f M lane-ops/s)\n",
			s.Kernel, s.Target, s.Grid[0], s.Grid[1], s.Grid[2], s.Workgroup[0], s.Workgroup[1], s.Workgroup[2],
			s.Workgroups, s.Waves, s.WaveInstructions, s.VALULaneOps, s.WallSeconds, rate)
	}
	for _, o := range s.Outputs {
		fmt.Fprintf(w, "wrote %s (%d bytes)\n", o.Path, o.Bytes)
	}
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// newProgress returns an exec progress callback that redraws one status
// line on w at most ten times a second.
func newProgress(w io.Writer) func(done, total uint64) {
	var mu sync.Mutex
	start := time.Now()
	var last time.Time
	return func(done, total uint64) {
		mu.Lock()
		defer mu.Unlock()
		now := time.Now()
		if now.Sub(last) < 100*time.Millisecond && done != total {
			return
		}
		last = now
		rate := float64(done) / now.Sub(start).Seconds()
		fmt.Fprintf(w, "\r%d/%d workgroups (%.0f/s)", done, total, rate)
	}
}
