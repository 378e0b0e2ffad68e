package session

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// machineState is an independent copy of everything the dispatch's
// execution can change, taken by the test (not by the recorder): the
// running workgroup's waves, LDS and lane tracking, the session's counters,
// and every writable byte of global memory (buffers and scratch).
type machineState struct {
	pos      uint64
	cur      int
	finished bool
	waves    []*exec.Wave
	lds      []byte
	last     [][64]uint64
	history  [][]ExecChange
	mem      [][]byte
}

func takeState(s *Session) *machineState {
	m := &machineState{pos: s.rec.pos, cur: s.cur, finished: s.finished}
	g := s.curGroup()
	for i, w := range g.waves {
		c := exec.NewWave(len(w.SGPR), w.NumVGPRs(), len(w.AGPR)/64)
		var st exec.WaveState
		w.Save(&st)
		c.Restore(&st)
		m.waves = append(m.waves, c)
		m.last = append(m.last, g.lanes[i].last)
		m.history = append(m.history, g.lanes[i].History())
	}
	if g.env.lds != nil {
		m.lds = bytes.Clone(g.env.lds.Data)
	}
	for _, a := range s.L.Memory.Allocations() {
		if !a.ReadOnly {
			m.mem = append(m.mem, bytes.Clone(a.Data))
		}
	}
	return m
}

// diff says how s differs from m ("" when it does not).
func (m *machineState) diff(s *Session) string {
	if s.cur != m.cur || s.finished != m.finished {
		return fmt.Sprintf("workgroup %d finished %v, want %d %v", s.cur, s.finished, m.cur, m.finished)
	}
	g := s.curGroup()
	if len(g.waves) != len(m.waves) {
		return "wave count"
	}
	for i, w := range g.waves {
		if d := w.StateDiff(m.waves[i]); d != "" {
			return fmt.Sprintf("wave %d: %s", i, d)
		}
		h := g.lanes[i].History()
		same := g.lanes[i].last == m.last[i] && len(h) == len(m.history[i])
		for j := 0; same && j < len(h); j++ {
			same = h[j] == m.history[i][j]
		}
		if !same {
			return fmt.Sprintf("wave %d: lane tracking differs", i)
		}
	}
	if g.env.lds != nil && !bytes.Equal(g.env.lds.Data, m.lds) {
		return "LDS differs"
	}
	k := 0
	for _, a := range s.L.Memory.Allocations() {
		if !a.ReadOnly {
			if !bytes.Equal(a.Data, m.mem[k]) {
				return fmt.Sprintf("memory of %s differs", a.Describe())
			}
			k++
		}
	}
	return ""
}

// buffers copies the output buffers of a session.
func buffers(s *Session) map[string][]byte {
	out := map[string][]byte{}
	for _, a := range s.L.Memory.Allocations() {
		if a.Kind == exec.AllocBuffer {
			out[a.Name] = bytes.Clone(a.Data)
		}
	}
	return out
}

// TestHistoryRoundTripOnDivergentKernels runs every testdata kernel whose
// EXEC mask changes (gfx900, -O0 and -O2; two workgroups of two waves,
// inputs that split the lanes) under the debugger: stepping single waves,
// switching waves, then continuing to the end, copying the whole machine
// state after each of the first events and at samples after. It then goes
// back to every copied point, newest first, and to random points in both
// directions, and compares the whole state; finally it replays from the
// start to the end and compares every buffer with a run without recording.
func TestHistoryRoundTripOnDivergentKernels(t *testing.T) {
	sources := []string{"control", "calls", "memory", "wave", "matmul", "float", "vadd", "traps"}
	if testing.Short() {
		sources = sources[:1]
	}
	in0 := func(i int) int { return (i * 7919) % 97 }
	tested := 0
	for _, opt := range []string{"O0", "O2"} {
		for _, src := range sources {
			co := testkernels.CodeObject(t, "gfx900", src, opt)
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range f.Kernels {
				if !simpleParams(k) {
					continue // a struct or vector by value: openKernel fills 8
				}
				name := fmt.Sprintf("%s-%s/%s", src, opt, k.Name)
				plain := openKernel(t, "gfx900", src, opt, k.Name, 256, 128, 256, in0)
				plain.do("set record off")
				_, err = plain.s.Run(context.Background())
				for err == nil && !plain.s.Finished() {
					_, err = plain.s.Continue(context.Background())
				}
				if err != nil || plain.s.Fault() != nil {
					continue // these inputs make it fault; the round trip needs a run to the end
				}
				want := buffers(plain.s)
				t0 := time.Now()
				if roundTrip(t, name, src, opt, k.Name, in0, want) {
					tested++
				}
				if d := time.Since(t0); d > 2*time.Second {
					t.Logf("%s took %v", name, d)
				}
			}
		}
	}
	if tested < 30 {
		t.Errorf("only %d kernels diverged and ran to their end; want the divergent kernels of testdata", tested)
	}
	t.Logf("%d divergent kernels round-tripped", tested)
}

// roundTrip checks one kernel; it reports false when the kernel's EXEC
// never changed (no divergence).
func roundTrip(t *testing.T, name, src, opt, kernel string, in0 func(int) int, want map[string][]byte) bool {
	r := openKernel(t, "gfx900", src, opt, kernel, 256, 128, 256, in0)
	s := r.s
	s.rec = &recorder{on: true, limit: DefaultRecordLimit, fixed: 61}
	var states []*machineState
	diverged := false
	testAfterEvent = func(s *Session) {
		if g := s.curGroup(); g != nil {
			for _, w := range g.waves {
				if w.EXEC != 0 && w.EXEC != ^uint64(0)>>(64-uint(w.Lanes)) && !w.Ended {
					diverged = true
				}
			}
		}
		if p := s.rec.pos; (p < 200 || p%211 == 0) && len(states) < 300 {
			states = append(states, takeState(s))
		}
	}
	defer func() { testAfterEvent = nil }()
	r.do("break " + kernel)
	r.do("run")
	for i := range 300 {
		if s.Finished() {
			break
		}
		if i%50 == 49 {
			r.do(fmt.Sprintf("wave %d", (i/50)%2))
		}
		if _, err := s.StepInstruction(context.Background(), 1, false); err != nil {
			break // the focused wave ended
		}
	}
	r.do("delete")
	for !s.Finished() {
		r.do("continue")
	}
	testAfterEvent = nil
	if !diverged {
		return false
	}
	if s.Fault() != nil {
		t.Errorf("%s: recorded run faulted: %v", name, s.Fault())
		return false
	}
	t.Logf("%s: %d steps, %d checkpoints, %d bytes of writable memory", name, s.rec.end(), len(s.rec.cps), s.rec.journal.Bytes())
	if s.rec.end() > 200 && len(s.rec.cps) < 3 {
		t.Errorf("%s: %d checkpoints; the test wants memory undone over several", name, len(s.rec.cps))
	}
	for k := len(states) - 1; k >= 0; k-- {
		s.seek(states[k].pos)
		if d := states[k].diff(s); d != "" {
			t.Errorf("%s: back at step %d: %s", name, states[k].pos, d)
			return true
		}
	}
	rng := rand.New(rand.NewPCG(3, uint64(len(name))))
	for range 40 {
		m := states[rng.IntN(len(states))]
		s.seek(m.pos)
		if d := m.diff(s); d != "" {
			t.Errorf("%s: at step %d (random order): %s", name, m.pos, d)
			return true
		}
	}
	s.seek(s.rec.base)
	for !s.Finished() {
		r.do("continue")
	}
	got := buffers(s)
	for n, b := range want {
		if !bytes.Equal(got[n], b) {
			t.Errorf("%s: buffer %s after replay differs from a run without recording", name, n)
		}
	}
	if s.rec.replaying() {
		t.Errorf("%s: replay ended at step %d of %d", name, s.rec.pos, s.rec.end())
	}
	return true
}

// simpleParams reports whether every by-value parameter of k is a scalar
// that openKernel's "8" fills.
func simpleParams(k *codeobj.Kernel) bool {
	for _, p := range launch.Params(k.Meta) {
		if !p.Pointer && (p.Size > 8 || strings.ContainsAny(p.TypeName, "0123456789_") && !strings.HasSuffix(p.TypeName, "_t")) {
			return false
		}
		if !p.Pointer && strings.Contains(p.TypeName, "struct") || strings.HasSuffix(p.TypeName, "_t") {
			return false
		}
	}
	return true
}

// TestRecordLimitDropsTheOldestHistory records collatz under a 1 MB limit:
// the oldest history goes, info record and the first command after say how
// far back it reaches, going back stops there, and a kept point is still
// restored exactly.
func TestRecordLimitDropsTheOldestHistory(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O2", "collatz", 4096, 256, 4096, func(i int) int { return 27 + i*7 })
	r.do("set record limit 1")
	r.s.rec.fixed = 4096
	var recent []*machineState
	testAfterEvent = func(s *Session) {
		if s.rec.pos%997 == 0 {
			recent = append(recent, takeState(s))
			if len(recent) > 8 {
				recent = recent[1:]
			}
		}
	}
	defer func() { testAfterEvent = nil }()
	out := r.do("run")
	testAfterEvent = nil
	rec := r.s.rec
	if rec.base == 0 || rec.Bytes() > 1<<20+int64(rec.cps[len(rec.cps)-1].bytes)+eventChunk*eventBytes {
		t.Fatalf("history from step %d, %d bytes: want the oldest dropped, within about 1 MB", rec.base, rec.Bytes())
	}
	if !strings.Contains(out, fmt.Sprintf("reaches back to step %d", rec.base)) && !strings.Contains(r.do("info record"), fmt.Sprintf("going back reaches step %d", rec.base)) {
		t.Errorf("nothing says how far back history reaches:\n%s", out)
	}
	kept := recent[len(recent)-1]
	if kept.pos < rec.base {
		t.Fatalf("step %d was not kept (history from %d to %d)", kept.pos, rec.base, rec.end())
	}
	{
		r.s.seek(kept.pos)
		if d := kept.diff(r.s); d != "" {
			t.Errorf("at step %d after dropping: %s", kept.pos, d)
		}
	}
	r.do("wave 0")
	if out := r.do("reverse-stepi 100000000"); !strings.Contains(out, "No more reverse-execution history") || rec.pos < rec.base {
		t.Errorf("going back past the limit: %s (at step %d, history from %d)", out, rec.pos, rec.base)
	}
}
