package session

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Lines of testdata/kernels/control.cl and calls.cl the tests use; the
// expectations come from the C semantics of those sources.
const (
	divIfFirst = 9  // uint i = GLOBAL_ID(x);
	divIfThen  = 13 // v = x * 3;   (even i)
	divIfElse  = 15 // v = x - 7;   (odd i)
	divIfStore = 17 // out[i] = v;
	loopFirst  = 24 // uint i = GLOBAL_ID(x);
	loopBody   = 28 // v = v * 31 + k;
	loopStore  = 30 // out[i] = v;
	polyBody   = 7  // int r = x * x - 3 * x + 2;  (in poly)
	polyCall   = 15 // int v = poly(in[i]);         (in call_device_fn)
)

// stepLines steps the focused lane until it reaches stopLine, returning
// every line step stopped at; each stop must name the focused lane.
func stepLines(t *testing.T, r *kernelRun, cmd string, lane, stopLine int) []int {
	t.Helper()
	var lines []int
	for range 200 {
		r.do(cmd)
		st := r.stop()
		if st.Reason != StopStep {
			t.Fatalf("%s stopped with %q", cmd, st)
		}
		if st.Lanes&(1<<uint(lane)) == 0 {
			t.Fatalf("%s stopped at line %d where lane %d is inactive (%s)", cmd, st.Line, lane, st)
		}
		lines = append(lines, st.Line)
		if st.Line == stopLine {
			return lines
		}
	}
	t.Fatalf("lane %d never reached line %d: %v", lane, stopLine, lines)
	return nil
}

func has(lines []int, l int) bool {
	for _, x := range lines {
		if x == l {
			return true
		}
	}
	return false
}

func TestStepFollowsTheFocusedLaneThroughADivergentIf(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx942"} {
		for _, cmd := range []string{"step", "next"} {
			for _, lane := range []int{4, 5} { // i even, i odd
				t.Run(fmt.Sprintf("%s/%s/lane%d", target, cmd, lane), func(t *testing.T) {
					r := openKernel(t, target, "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
					r.do(fmt.Sprintf("break control.cl:%d", divIfFirst))
					r.do("run")
					r.do(fmt.Sprintf("lane %d", lane))
					lines := stepLines(t, r, cmd, lane, divIfStore)
					taken, skipped := divIfThen, divIfElse
					if lane%2 == 1 {
						taken, skipped = divIfElse, divIfThen
					}
					if !has(lines, taken) || has(lines, skipped) {
						t.Errorf("lane %d stopped at lines %v: want %d, never %d", lane, lines, taken, skipped)
					}
				})
			}
		}
	}
}

func TestStepStopsOnEveryIterationOfTheLanesLoop(t *testing.T) {
	for _, lane := range []int{0, 3, 13} {
		t.Run(fmt.Sprintf("lane%d", lane), func(t *testing.T) {
			// in[i] = i, so lane l (of wave 0) runs l % 16 iterations.
			r := openKernel(t, "gfx900", "control", "O0", "loop_per_lane", 64, 64, 64, func(i int) int { return i })
			r.do(fmt.Sprintf("break control.cl:%d", loopFirst))
			r.do("run")
			r.do(fmt.Sprintf("lane %d", lane))
			lines := stepLines(t, r, "next", lane, loopStore)
			body := 0
			for _, l := range lines {
				if l == loopBody {
					body++
				}
			}
			if body != lane%16 {
				t.Errorf("lane %d stopped %d times at the loop body (lines %v), want %d", lane, body, lines, lane%16)
			}
		})
	}
}

func TestBacktraceAndFinishInADeviceFunction(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			r := openKernel(t, target, "calls", "O0", "call_device_fn", 64, 64, 64, func(i int) int { return i - 20 })
			r.do(fmt.Sprintf("break calls.cl:%d", polyBody))
			r.do("run")
			frames, err := r.s.Backtrace()
			if err != nil {
				t.Fatal(err)
			}
			if len(frames) < 2 || frames[0].Function != "poly" || frames[0].Line != polyBody ||
				frames[1].Function != "call_device_fn" || frames[1].Line != polyCall {
				t.Fatalf("backtrace in poly: %+v", frames)
			}
			bt := r.do("bt")
			// Lane 0's x is in[0] = 0 - 20 (gdb prints a frame's arguments).
			if !strings.Contains(bt, "#0  poly (x=-20) at calls.cl:7") || !strings.Contains(bt, "in call_device_fn (") || !strings.Contains(bt, ") at calls.cl:15") {
				t.Errorf("bt printed:\n%s", bt)
			}
			out := r.do("finish")
			st := r.stop()
			if st.Reason != StopStep || st.Line != polyCall || st.Function != "call_device_fn" {
				t.Fatalf("finish stopped at %s in %s:\n%s", st, st.Function, out)
			}
			if !strings.Contains(out, "Run till exit from #0  poly (x=-20) at calls.cl:7") {
				t.Errorf("finish printed:\n%s", out)
			}
			r.runToEnd()
			for i := range 64 {
				x := int32(i - 20)
				if got, want := r.output("arg1", i), x*x-3*x+2; got != want {
					t.Fatalf("out[%d] = %d, want poly(%d) = %d", i, got, x, want)
				}
			}
		})
	}
}

func TestConditionalBreakpointStopsForTheLanesThatSatisfyIt(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 256, 128, 256, func(i int) int { return i })
	r.do(fmt.Sprintf("break control.cl:%d if i %% 4 == 1 && i > 100", divIfStore))
	r.do("run")
	var stops []string
	for r.stop().Reason == StopBreakpoint {
		st := r.stop()
		var want uint64
		for l := range 64 {
			i := int(st.Workgroup[0])*128 + st.WaveID*64 + l
			if i%4 == 1 && i > 100 {
				want |= 1 << uint(l)
			}
		}
		if st.Lanes != want {
			t.Errorf("%s: lanes %s, want %s", st, FormatLanes(st.Lanes), FormatLanes(want))
		}
		stops = append(stops, st.String())
		r.do("continue")
	}
	// Waves 0 has no i > 100; waves 1, 2 and 3 do.
	if len(stops) != 3 {
		t.Errorf("stops: %q, want three (waves 1-3)", stops)
	}
	if !strings.HasPrefix(stops[0], "Wave 1 (0,0,0)/1 hit Breakpoint 1, lanes [37,41,45,") {
		t.Errorf("first stop %q", stops[0])
	}
}

func TestTemporaryBreakpointStopsOnce(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O2", "divergent_if", 256, 128, 256, func(i int) int { return i })
	r.do(fmt.Sprintf("tbreak control.cl:%d", divIfStore))
	r.do("run")
	if st := r.stop(); st.Reason != StopBreakpoint || !st.Temporary || st.Lanes != ^uint64(0) {
		t.Fatalf("stop %s", st)
	}
	r.do("continue")
	if st := r.stop(); st.Reason != StopExited {
		t.Fatalf("second stop %s", st)
	}
}

func TestWatchpointOnScratchReportsLaneAndValues(t *testing.T) {
	// gfx942 writes scratch with scratch_store (FLAT), gfx900 with
	// buffer_store through the private segment buffer (MUBUF).
	for _, target := range []string{"gfx942", "gfx900"} {
		t.Run(target, func(t *testing.T) { testWatchpointOnScratch(t, target) })
	}
}

func testWatchpointOnScratch(t *testing.T, target string) {
	// At -O0 v lives in the lane's scratch (DW_OP_fbreg on a private_lane
	// frame base); the watch stops when poly's result is written there.
	r := openKernel(t, target, "calls", "O0", "call_device_fn", 64, 64, 64, func(i int) int { return 3*i - 50 })
	r.do(fmt.Sprintf("break calls.cl:%d", polyCall))
	r.do("run")
	r.do("lane 9")
	out := r.do("watch v")
	if !strings.Contains(out, "Watchpoint 2: v (4 bytes)") {
		t.Fatalf("watch printed %q", out)
	}
	r.do("delete 1")
	out = r.do("continue")
	st := r.stop()
	x := int32(3*9 - 50)
	want := fmt.Sprint(x*x - 3*x + 2)
	if st.Reason != StopWatchpoint || st.Watch.Lane != 9 || st.Watch.New != want || st.Line != polyCall {
		t.Fatalf("stop %s, want lane 9 writing %s at line %d:\n%s", st, want, polyCall, out)
	}
	if !strings.Contains(out, "New value = "+want) {
		t.Errorf("printed:\n%s", out)
	}
}

func TestWatchpointOnLDSReportsTheWritingLane(t *testing.T) {
	// lds_reverse: slice[lid] = in[GLOBAL_ID(x)]; slice is the kernel's
	// only LDS variable, at offset 0. Element 5 is written by lane 5.
	r := openKernel(t, "gfx900", "memory", "O2", "lds_reverse", 128, 64, 128, func(i int) int { return 1000 + i })
	r.do("break lds_reverse")
	r.do("run")
	r.do("delete")
	r.do("watch local#20")
	out := r.do("continue")
	st := r.stop()
	if st.Reason != StopWatchpoint || st.Watch.Lane != 5 || st.Watch.Old != "0" || st.Watch.New != "1005" {
		t.Fatalf("stop %+v:\n%s", st, out)
	}
	r.do("delete")
	r.do("rwatch local#20")
	r.do("continue")
	// After the barrier, lane 58 (n - 1 - 58 = 5) reads slice[5].
	st = r.stop()
	if st.Reason != StopWatchpoint || st.Watch.Lane != 58 || st.Watch.Write {
		t.Fatalf("read watch stop %s", st)
	}
}

func TestBreakpointsOnEveryInstructionLeaveOutputsUnchanged(t *testing.T) {
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			r := openKernel(t, "gfx900", "control", opt, "divergent_if", 256, 128, 256, func(i int) int { return 7*i - 300 })
			n := 0
			for pc := uint64(0); pc < uint64(len(r.s.prog.Code)); {
				_, size, ok := r.s.dbg.InstAt(pc)
				if ok {
					if _, err := r.s.Break(fmt.Sprintf("*%#x", r.s.addr(pc)), "", false); err != nil {
						t.Fatal(err)
					}
					n++
				}
				pc += uint64(size)
			}
			r.do("run")
			stops := 0
			for r.stop().Reason == StopBreakpoint {
				stops++
				r.do("continue")
			}
			if r.stop().Reason != StopExited {
				t.Fatalf("ended with %s", r.stop())
			}
			// Every instruction any wave executed was stopped at once.
			var executed uint64
			for _, g := range r.s.groups {
				for _, w := range g.waves {
					executed += w.Steps
				}
			}
			if uint64(stops) != executed {
				t.Errorf("%d stops, but the waves executed %d instructions", stops, executed)
			}
			for i := range 256 {
				x := int32(7*i - 300)
				want := x - 7
				if i%2 == 0 {
					want = x * 3
				}
				if got := r.output("arg1", i); got != want {
					t.Fatalf("with a breakpoint on each of %d instructions, out[%d] = %d, want %d", n, i, got, want)
				}
			}
			t.Logf("%d breakpoints, %d stops", n, stops)
		})
	}
}

func TestErrorsAreOneLineAndTheSessionStaysUsable(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	for _, c := range []struct{ cmd, want string }{
		{"frobnicate", `undefined command: "frobnicate"`},
		{"wa", `ambiguous command`},
		{"print 1 +", "expression ends too early"},
		{"print (1", "expected )"},
		{"break control.cl:9999", "no code at control.cl:9999"},
		{"break nosuchfunction", `function "nosuchfunction" not defined`},
		{"continue", "not being run"},
		{"lane 99", "no lane 99"},
		{"x/4xw bogus#0", "unknown address space"},
	} {
		msg := r.fail(c.cmd)
		if !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%s: error %q, want one line containing %q", c.cmd, msg, c.want)
		}
	}
	r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
	r.do("run")
	for _, c := range []struct{ cmd, want string }{
		{"print nosuch", `no symbol "nosuch" in current context`},
		{"print 1 / 0", "division by zero"},
		{"print $v9999", "$v9999"},
	} {
		msg := r.fail(c.cmd)
		if !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%s: error %q, want one line containing %q", c.cmd, msg, c.want)
		}
	}
	if out := r.do("print 6 * 7"); out != "$1 = 42\n" {
		t.Errorf("print 6 * 7 printed %q", out)
	}
}

func TestDebugTrapStopsLikeABreakpointAndTrapEndsTheDispatch(t *testing.T) {
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			// debug_id (a by-value argument) is 8: work-item 8 runs s_trap 3.
			r := openKernel(t, "gfx900", "traps", opt, "debugtrap", 64, 64, 64, func(i int) int { return i + 1 })
			out := r.do("run")
			st := r.stop()
			if st.Reason != StopDebugTrap || st.Lanes != 1<<8 || !strings.Contains(out, "hit s_trap 3 (llvm.debugtrap), lanes [8]") {
				t.Fatalf("run stopped with %s:\n%s", st, out)
			}
			r.do("continue")
			if st := r.stop(); st.Reason != StopExited {
				t.Fatalf("after the debug trap: %s", st)
			}
			for i := range 64 {
				if got := r.output("arg1", i); got != int32(5*(i+1)) {
					t.Fatalf("out[%d] = %d, want %d", i, got, 5*(i+1))
				}
			}

			r = openKernel(t, "gfx900", "traps", opt, "trap", 64, 64, 64, func(i int) int { return 10 - i })
			msg := r.fail("run")
			st = r.stop()
			if st.Reason != StopFault || !r.s.Finished() || !strings.Contains(msg, "s_trap 2") || strings.Contains(msg, "\n") {
				t.Fatalf("run of trap: %s; error %q", st, msg)
			}
			if m := r.fail("continue"); !strings.Contains(m, "ended") {
				t.Errorf("continue after the fault: %q", m)
			}
		})
	}
}

func TestInterruptLeavesTheWavesWhereTheyAre(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "loop_per_lane", 256, 64, 256, func(i int) int { return i })
	r.do("break control.cl:24")
	r.do("run")
	r.do("delete")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	st, err := r.s.Continue(ctx)
	if err != nil || st.Reason != StopInterrupted || r.s.Finished() {
		t.Fatalf("cancelled continue: %v, %v", st, err)
	}
	r.runToEnd()
	for i := range 256 {
		v := uint32(1)
		for k := range uint32(i % 16) {
			v = v*31 + k
		}
		if got := uint32(r.output("arg1", i)); got != v {
			t.Fatalf("out[%d] = %d after an interrupt, want %d", i, got, v)
		}
	}
}

func TestRegistersAndConvenienceVariables(t *testing.T) {
	// AMDGPUUsage "Initial Kernel Execution State": v0 holds the work-item
	// id (X in the low 10 bits where ids are packed).
	for _, target := range []string{"gfx900", "gfx90a"} {
		r := openKernel(t, target, "control", "O0", "divergent_if", 256, 128, 256, func(i int) int { return 2 * i })
		r.do(fmt.Sprintf("break *%#x", r.s.addr(r.s.prog.Entry)))
		r.do("run")
		r.do("continue") // wave 1 of workgroup 0
		for _, c := range []struct{ expr, want string }{
			{"$v0[5] & 1023", "69"}, {"$_lane_count", "64"}, {"$_wave", "1"}, {"$_dispatch_pos", `"(0,0,0)/1"`},
			{"$exec == 0xffffffffffffffff", "1"}, {"$_lane", "0"}, {"(float)7 / 2", "3.5"}, {"-7 / 2", "-3"}, {"7u % 4", "3"},
			{"(unsigned char)300", "44 ','"} /* gdb prints a char type with its character */, {"1L << 40", "1099511627776"},
		} {
			out := r.do("print " + c.expr)
			if _, v, _ := strings.Cut(strings.TrimSpace(out), " = "); v != c.want {
				t.Errorf("%s: print %s = %q, want %s", target, c.expr, v, c.want)
			}
		}
		// x/4dw reads the input buffer as the args file filled it.
		in := r.s.L.Buffer("arg0")
		out := r.do(fmt.Sprintf("x/4dw global#%#x", in.Base+4))
		if !strings.HasSuffix(strings.TrimSpace(out), "2\t4\t6\t8") {
			t.Errorf("x/4dw: %q", out)
		}
	}
}

func TestWatchpointOnGlobalMemoryAndFocusCommands(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O2", "divergent_if", 256, 64, 256, func(i int) int { return i })
	r.do("break control.cl:9")
	r.do("run")
	out := r.s.L.Buffer("arg1")
	// out[70] is written by lane 6 of workgroup 1 (i = 70, even: 3 * 70).
	r.do(fmt.Sprintf("watch global#%#x", out.Base+4*70))
	r.do("delete 1")
	r.do("continue")
	st := r.stop()
	if st.Reason != StopWatchpoint || st.Workgroup != [3]uint32{1, 0, 0} || st.Watch.Lane != 6 || st.Watch.Old != "0" || st.Watch.New != "210" || st.Line != divIfStore {
		t.Fatalf("watch stop %s (%+v)", st, st.Watch)
	}
	if got := r.do("workgroup 1"); !strings.Contains(got, "[Focus: wave 1 (1,0,0)/0, lane 6") {
		t.Errorf("workgroup 1: %q", got)
	}
	if msg := r.fail("workgroup 3"); !strings.Contains(msg, "has not started") {
		t.Errorf("workgroup 3: %q", msg)
	}
	if msg := r.fail("workgroup 9"); !strings.Contains(msg, "no workgroup (9,0,0)") {
		t.Errorf("workgroup 9: %q", msg)
	}
	waves := r.do("info waves")
	if !strings.Contains(waves, "0     (0,0,0)/0      exited") || !strings.Contains(waves, "* 1     (1,0,0)/0      ready") {
		t.Errorf("info waves:\n%s", waves)
	}
	lanes := r.do("info lanes")
	if !strings.Contains(lanes, "* 6     active    (6,0,0)") {
		t.Errorf("info lanes:\n%s", lanes)
	}
	if c := r.s.Complete("wat"); len(c) != 1 || c[0] != "watch" {
		t.Errorf("completion of wat: %q", c)
	}
	if c := r.s.Complete("print $_la"); len(c) != 2 || c[0] != "print $_lane" {
		t.Errorf("completion of print $_la: %q", c)
	}
}

func TestStepEntersACallAndNextStepsOverIt(t *testing.T) {
	r := openKernel(t, "gfx900", "calls", "O0", "call_device_fn", 64, 64, 64, func(i int) int { return i })
	r.do(fmt.Sprintf("break calls.cl:%d", polyCall))
	r.do("run")
	r.do("step")
	if st := r.stop(); st.Function != "poly" || st.Line != polyBody {
		t.Fatalf("step from the call stopped at %s in %s, want poly line %d", st, st.Function, polyBody)
	}
	r = openKernel(t, "gfx900", "calls", "O0", "call_device_fn", 64, 64, 64, func(i int) int { return i })
	r.do(fmt.Sprintf("break calls.cl:%d", polyCall))
	r.do("run")
	r.do("next")
	if st := r.stop(); st.Function != "call_device_fn" || st.Line != 16 {
		t.Fatalf("next over the call stopped at %s in %s, want line 16", st, st.Function)
	}
}

func TestLaneWarnsWhenTheLaneIsInactive(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 48, 48, 48, func(i int) int { return i })
	r.do(fmt.Sprintf("break control.cl:%d", divIfElse))
	r.do("run")
	if out := r.do("lane 2"); !strings.HasPrefix(out, "warning: lane 2 is inactive") {
		t.Errorf("lane 2 in the else arm: %q", out)
	}
	if out := r.do("lane 50"); !strings.HasPrefix(out, "warning: lane 50 is unused") {
		t.Errorf("lane 50 of a 48-item wave: %q", out)
	}
	if out := r.do("lane 3"); strings.Contains(out, "warning") {
		t.Errorf("lane 3 in the else arm: %q", out)
	}
}

func TestInfoListAndDisassembleDescribeTheStop(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	r.do(fmt.Sprintf("break control.cl:%d if i == 9", divIfStore))
	r.do("run")
	w := r.s.groups[0].waves[0]
	for _, c := range []struct{ cmd, want string }{
		{"info registers system", fmt.Sprintf("exec   %#016x", w.EXEC)},
		{"info registers scalar", fmt.Sprintf("s0    0x%08x  s1", w.SGPR[0])},
		{"info registers vector", fmt.Sprintf("v1    %08x %08x", w.V(1)[0], w.V(1)[1])},
		{"info breakpoints", "1       breakpoint     keep y   0x0000000000005874 in divergent_if at control.cl:17\n\tstop only if i == 9\n\tbreakpoint already hit 1 time\n"},
		{"info line", `Lane 9 (active) is at line 17 of "control.cl"`},
		{"info kernel", "Kernel divergent_if (gfx900, code object v6)"},
		{"info source", "Contains 160 lines."},
		{"list", "17\t\tout[i] = v; // store: v"},
		{"list 3", "3\t#include \"gcn.h\""},
		{"disassemble", "=> 0x5874 <+628>:\t"},
	} {
		if out := r.do(c.cmd); !strings.Contains(out, c.want) {
			t.Errorf("%s lacks %q:\n%s", c.cmd, c.want, out)
		}
	}
}

// TestAnEndedWaveHasNoFrames: once a wave has run to s_endpgm its PC is
// past the kernel (on clang 22's OpenCL builds, at the next function, the
// next kernel's body), so backtrace, frame, info locals, info line and a
// source variable say there is no frame, as gdb's "No stack." and "No
// frame selected." do after a program exits, instead of naming the
// function that happens to follow. The wave's registers stay readable.
func TestAnEndedWaveHasNoFrames(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx1100"} {
		t.Run(target, func(t *testing.T) {
			r := openKernel(t, target, "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
			r.do("run")
			for _, c := range []struct{ cmd, want string }{
				{"backtrace", "No stack: wave 0 has ended."},
				{"frame", "No stack: wave 0 has ended."},
				{"info locals", "No frame selected: wave 0 has ended."},
				{"info line", "No frame selected: wave 0 has ended."},
				{"print i", "No frame selected: wave 0 has ended."},
				{"print &x", "No frame selected: wave 0 has ended."},
			} {
				if msg := r.fail(c.cmd); !strings.HasSuffix(msg, ": "+c.want) || strings.Contains(msg, "\n") {
					t.Errorf("%s after the dispatch ended: %q, want %q", c.cmd, msg, c.want)
				}
			}
			if out := r.do("print $v1"); !strings.HasPrefix(out, "$1 = ") {
				t.Errorf("print $v1 after the dispatch ended: %q", out)
			}
		})
	}
}

// TestInfoWatchpointsListsWatchpointsAlone: gdb's info watchpoints lists
// the watchpoints and not the breakpoints, says "No watchpoints." when
// there are none, and counts hits as "1 time", "2 times".
func TestInfoWatchpointsListsWatchpointsAlone(t *testing.T) {
	r := openKernel(t, "gfx1100", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	if out := r.do("info watchpoints"); out != "No watchpoints.\n" {
		t.Errorf("info watchpoints with none: %q", out)
	}
	r.do(fmt.Sprintf("break control.cl:%d", divIfElse))
	r.do("run")
	if out := r.do("info watchpoints"); out != "No watchpoints.\n" {
		t.Errorf("info watchpoints with a breakpoint only: %q", out)
	}
	r.do("watch out[3]")
	r.do("continue")
	out := r.do("info watchpoints")
	// gdb's table (gdb manual, "Setting Watchpoints"): a write watchpoint
	// is an hw watchpoint, its What the expression.
	if want := "Num     Type           Disp Enb Address            What\n2       hw watchpoint  keep y                      out[3]\n\tbreakpoint already hit 1 time\n"; out != want {
		t.Errorf("info watchpoints after one hit:\n%s\nwant:\n%s", out, want)
	}
	if all := r.do("info breakpoints"); !strings.Contains(all, "1       breakpoint") || !strings.Contains(all, "2       hw watchpoint  keep y                      out[3]\n\tbreakpoint already hit 1 time\n") {
		t.Errorf("info breakpoints lists both kinds:\n%s", all)
	}
}
