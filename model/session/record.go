package session

import (
	"errors"
	"fmt"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/check"
)

// Recording (DESIGN.md "Reverse execution"). While the dispatch runs, the
// session logs every change it makes to the machine as an event: one
// instruction of one wave, a barrier release, the end of a workgroup, the
// start of the next. The interpreter is deterministic, so the state after
// any number of events is the state at a checkpoint plus the events since,
// executed again. Checkpoints copy the running workgroup (its waves, LDS
// and lane tracking) and the session's counters; global memory (buffers
// and scratch) is not copied per checkpoint: exec.MemoryJournal keeps one
// shadow copy and gives each checkpoint the chunks that changed since the
// one before, so memory at an earlier checkpoint is memory now with those
// chunks put back, newest first.
//
// The position is the number of events executed. Below the end of the log
// the session is replaying: forward motion follows the log (the same
// schedule, so the same results), and only at its end runs live again.

// eventKind says what an event did.
type eventKind uint8

const (
	evStep      eventKind = iota + 1 // one instruction of a wave, as the program has it
	evResume                         // exec.Debugger.ResumeStep of a wave (passing over a trap)
	evBarrier                        // the waves of the workgroup pass s_barrier
	evGroupDone                      // the running workgroup has ended (and the dispatch, if it was the last)
	evNextGroup                      // the next workgroup starts
	evDeadlock                       // every wave that has not ended waits at s_barrier: the dispatch ends
)

// event is one entry of the log.
type event struct {
	kind  eventKind
	wave  uint16 // index in the workgroup (instructions)
	group uint32 // linear index of the workgroup
	pc    uint32 // program offset of the instruction
}

const eventBytes = 12

// DefaultRecordLimit is the memory (bytes) history may take by default.
const DefaultRecordLimit = 512 << 20

// Checkpoint intervals (events): long enough that copying the workgroup
// and comparing memory stay a small part of the run, short enough that
// going back re-executes little.
const (
	minCheckpointInterval = 4096
	maxCheckpointInterval = 65536
)

// checkpoint is the state after pos events, apart from memory.
type checkpoint struct {
	pos      uint64
	cur      int
	finished bool
	fault    error
	faulted  *faultedWave
	wavesRun int
	group    savedGroup
	// undo holds memory's changes from the checkpoint before to this one.
	undo  *exec.MemoryUndo
	bytes int
}

// savedGroup is a copy of the running workgroup.
type savedGroup struct {
	index int
	done  bool
	waves []exec.WaveState
	lds   []byte
	lanes []laneTrack
}

// recorder is the history of a dispatch.
type recorder struct {
	on      bool
	limit   int64
	log     eventLog // event number base+i is log.at(i)
	base    uint64
	pos     uint64
	cps     []*checkpoint // ascending; cps[0].pos == base
	cpi     int           // the last checkpoint at or before pos
	journal *exec.MemoryJournal
	// interval is the number of events between checkpoints; fixed, when
	// set (tests), overrides the choice from their cost.
	interval, fixed int
	bytes           int64 // checkpoints held
	dropped         bool
	notice          string // said once after the next command
	// ahead keeps, while the position is inside the log, the lane
	// tracking of each workgroup as it was at the end of the log: the EXEC
	// history still to come, for the TUI's timeline.
	ahead map[int][]*laneTrack
	// verdicts are the checkers' verdicts that changed how the
	// instruction of an event ran (check.go), by position; checkStops
	// the positions of the events a finding stopped before, with the
	// findings (FindingsFrom range).
	verdicts   map[uint64]exec.Verdict
	checkStops map[uint64]checkStopAt
	// replayed and restored count the events executed again and the
	// checkpoints restored (for tests of what going back costs).
	replayed, restored int
}

// noPos marks an EXEC history row without a position in the history.
const noPos = ^uint64(0)

// nextPos is the position after the event being executed now (noPos when
// nothing is recorded).
func (r *recorder) nextPos() uint64 {
	if r == nil || !r.on || r.journal == nil {
		return noPos
	}
	return r.pos + 1
}

// end is the number of events recorded.
func (r *recorder) end() uint64 { return r.base + uint64(r.log.n) }

// replaying reports whether the position is inside the log.
func (r *recorder) replaying() bool { return r != nil && r.on && r.pos < r.end() }

// Bytes is the memory history takes: the log, the checkpoints and the
// memory journal's shadow copy.
func (r *recorder) Bytes() int64 {
	if r == nil || !r.on {
		return 0
	}
	return int64(len(r.log.chunks))*eventChunk*eventBytes + r.bytes + int64(r.journal.Bytes())
}

// startRecording begins the history at the dispatch's first state (or,
// mid-dispatch, at the state now: the EXEC history rows before it get no
// position).
func (s *Session) startRecording() {
	if s.midDispatch() {
		s.forgetPositions()
	}
	limit := int64(DefaultRecordLimit)
	if s.rec != nil {
		limit = s.rec.limit
		if !s.rec.on {
			return
		}
	}
	r := &recorder{on: true, limit: limit, journal: exec.NewMemoryJournal(s.L.Memory)}
	if s.rec != nil {
		r.fixed = s.rec.fixed
	}
	s.rec = r
	r.cps = []*checkpoint{s.takeCheckpoint(nil)}
	r.setInterval(r.cps[0])
}

// setInterval chooses the events until the next checkpoint from what one
// costs: its copy of the workgroup, and the memory compared.
func (r *recorder) setInterval(cp *checkpoint) {
	n := cp.bytes/8 + r.journal.Bytes()/32
	r.interval = min(max(n, minCheckpointInterval), maxCheckpointInterval)
	if r.fixed > 0 {
		r.interval = r.fixed
	}
}

// takeCheckpoint copies the state now (undo: memory's changes since the
// last checkpoint).
func (s *Session) takeCheckpoint(undo *exec.MemoryUndo) *checkpoint {
	cp := &checkpoint{cur: s.cur, finished: s.finished, fault: s.fault, faulted: s.faulted, wavesRun: s.wavesRun, undo: undo}
	if s.rec != nil {
		cp.pos = s.rec.pos
	}
	if g := s.curGroup(); g != nil {
		sg := savedGroup{index: g.index, done: g.done, waves: make([]exec.WaveState, len(g.waves)), lanes: make([]laneTrack, len(g.lanes))}
		for i, w := range g.waves {
			w.Save(&sg.waves[i])
			cp.bytes += sg.waves[i].Bytes()
		}
		if g.env.lds != nil {
			sg.lds = append([]byte(nil), g.env.lds.Data...)
			cp.bytes += len(sg.lds)
		}
		for i, t := range g.lanes {
			sg.lanes[i] = t.clone()
			cp.bytes += sg.lanes[i].bytes()
		}
		cp.group = sg
	}
	cp.bytes += undo.Bytes()
	return cp
}

// clone is a deep copy of t.
func (t *laneTrack) clone() laneTrack {
	c := *t
	c.history = append([]ExecChange(nil), t.history...)
	c.counts = append([]uint64(nil), t.counts...)
	return c
}

func (t *laneTrack) bytes() int { return 9*1024 + 16*len(t.history) + 8*len(t.counts) }

// restoreCheckpoint puts everything but memory back as cp saved it.
func (s *Session) restoreCheckpoint(cp *checkpoint) {
	s.cur, s.finished, s.fault, s.faulted, s.wavesRun = cp.cur, cp.finished, cp.fault, cp.faulted, cp.wavesRun
	for i := range s.groups {
		if i > cp.cur {
			delete(s.groups, i)
		}
	}
	sg := &cp.group
	g := s.groups[sg.index]
	if g == nil || len(g.waves) != len(sg.waves) {
		var err error
		if g, err = s.newGroup(sg.index); err != nil {
			// The waves were made for this workgroup before; they can be again.
			panic(fmt.Sprintf("recreating workgroup %d: %v", sg.index, err))
		}
		s.groups[sg.index] = g
	}
	g.done = sg.done
	for i, w := range g.waves {
		w.Restore(&sg.waves[i])
		g.lanes[i] = new(laneTrack)
		*g.lanes[i] = sg.lanes[i].clone()
	}
	if sg.lds != nil {
		g.env.lds = exec.NewLDS(uint32(len(sg.lds)))
		copy(g.env.lds.Data, sg.lds)
	}
	if _, ok := s.groups[s.focusWG]; !ok {
		s.focusWG, s.focusWave = s.cur, 0
	}
}

// testAfterEvent, when set by a test, sees the state after each recorded
// event.
var testAfterEvent func(*Session)

// note records an event the session just made happen live. err is the
// fault the event caused, if any (no checkpoint is taken then: the fault
// is the session's to record).
func (s *Session) note(ev event, err error) {
	s.checkEvent(ev.kind, s.groups[int(ev.group)])
	r := s.rec
	if r == nil || !r.on {
		return
	}
	if r.pos != r.end() {
		// Live execution from inside the log forks history: the rest of
		// the old future is dropped.
		r.truncate()
	}
	r.log.push(ev)
	r.pos++
	if testAfterEvent != nil && err == nil {
		testAfterEvent(s)
	}
	if err == nil && r.pos-r.cps[len(r.cps)-1].pos >= uint64(r.interval) {
		cp := s.takeCheckpoint(r.journal.Checkpoint())
		r.cps = append(r.cps, cp)
		r.cpi = len(r.cps) - 1
		r.bytes += int64(cp.bytes)
		r.setInterval(cp)
		r.enforceLimit()
	}
}

// truncate drops the log after the position.
func (r *recorder) truncate() {
	r.ahead = nil
	r.log.truncate(int(r.pos - r.base))
	for p := range r.verdicts {
		if p >= r.pos {
			delete(r.verdicts, p)
		}
	}
	for p := range r.checkStops {
		if p >= r.pos {
			delete(r.checkStops, p)
		}
	}
	for len(r.cps) > r.cpi+1 {
		last := r.cps[len(r.cps)-1]
		r.bytes -= int64(last.bytes)
		r.cps = r.cps[:len(r.cps)-1]
	}
}

// enforceLimit drops the oldest history while it takes more than the limit
// (always keeping the latest checkpoint).
func (r *recorder) enforceLimit() {
	for r.Bytes() > r.limit && len(r.cps) > 1 && r.cpi > 0 {
		first, second := r.cps[0], r.cps[1]
		n := second.pos - first.pos
		r.log.dropFront(int(n))
		r.base = second.pos
		r.bytes -= int64(first.bytes) + int64(second.undo.Bytes())
		second.bytes -= second.undo.Bytes()
		second.undo = nil
		r.cps = r.cps[1:]
		r.cpi--
		r.dropped = true
		r.notice = fmt.Sprintf("History exceeds the record limit of %d MB: it now reaches back to step %d of %d.", r.limit>>20, r.base, r.end())
	}
}

// applyEvent executes the next event of the log again. It returns the stop
// a fault, the end of the dispatch or a deadlock makes (nil otherwise).
func (s *Session) applyEvent() *Stop {
	r := s.rec
	ev := r.eventAt(r.pos)
	r.replayed++
	s.chk.replay = true
	defer func() { s.chk.replay = false }()
	var st *Stop
	g := s.curGroup()
	switch ev.kind {
	case evStep, evResume:
		wi := int(ev.wave)
		if g == nil || g.index != int(ev.group) || wi >= len(g.waves) {
			panic(fmt.Sprintf("history replay: event for workgroup %d wave %d, but workgroup %d runs", ev.group, ev.wave, s.cur))
		}
		w := g.waves[wi]
		pc, before := w.PC, w.EXEC
		var err error
		if ev.kind == evStep {
			w.Halted = false
			err = s.dbg.StepOriginal(w, s.maxSteps())
		} else {
			err = s.dbg.ResumeStep(w, s.maxSteps())
		}
		g.lanes[wi].observe(pc, before, w.EXEC, r.pos+1)
		if err != nil {
			st = s.faultStop(g, wi, err)
		}
	case evBarrier:
		exec.WakeBarrierWaiters(g.waves)
	case evGroupDone:
		g.done = true
		if s.cur+1 >= s.total {
			s.finished = true
			st = &Stop{Reason: StopExited, Groups: s.total, Waves: s.countWaves()}
			if s.chk.run != nil {
				st.CheckSummary = check.Summary(s.chk.run.Names(), s.chk.run.Findings())
			}
		}
	case evNextGroup:
		s.cur++
		if _, err := s.startGroup(s.cur); err != nil {
			st = s.faultStop(g, 0, err)
		}
	case evDeadlock:
		st = s.faultStop(g, 0, deadlockError(g))
	}
	r.pos++
	if r.cpi+1 < len(r.cps) && r.cps[r.cpi+1].pos == r.pos {
		r.cpi++
		r.journal.Advance(r.cps[r.cpi].undo)
	}
	return st
}

var errDeadlock = errors.New("barrier deadlock: every wave that has not ended waits at a barrier")

// checkpointBefore is the index of the last checkpoint at or before t.
func (r *recorder) checkpointBefore(t uint64) int {
	k := len(r.cps) - 1
	for k > 0 && r.cps[k].pos > t {
		k--
	}
	return k
}

// seek moves the machine to the state after t events (base <= t <= end).
func (s *Session) seek(t uint64) {
	r := s.rec
	if t < r.pos && r.pos == r.end() {
		r.ahead = map[int][]*laneTrack{}
		for i, g := range s.groups {
			r.ahead[i] = append([]*laneTrack(nil), g.lanes...)
		}
	}
	if t < r.pos {
		k := r.checkpointBefore(t)
		r.journal.Revert()
		for j := r.cpi; j > k; j-- {
			r.journal.Undo(r.cps[j].undo)
		}
		s.restoreCheckpoint(r.cps[k])
		r.pos, r.cpi = r.cps[k].pos, k
		r.restored++
	}
	for r.pos < t {
		s.applyEvent()
	}
}

// eventAt is event number i (base <= i < end).
func (r *recorder) eventAt(i uint64) event { return r.log.at(int(i - r.base)) }

// eventChunk is the number of events in one block of the log: the log
// grows by blocks, never copying what it holds.
const eventChunk = 1 << 16

// eventLog is the events in blocks; the first is chunks[0][off].
type eventLog struct {
	chunks [][]event
	off, n int
}

func (l *eventLog) at(i int) event {
	j := i + l.off
	return l.chunks[j/eventChunk][j%eventChunk]
}

func (l *eventLog) push(ev event) {
	j := l.off + l.n
	if j/eventChunk == len(l.chunks) {
		l.chunks = append(l.chunks, make([]event, eventChunk))
	}
	l.chunks[j/eventChunk][j%eventChunk] = ev
	l.n++
}

// truncate keeps the first n events.
func (l *eventLog) truncate(n int) {
	l.n = n
	keep := (l.off + n + eventChunk - 1) / eventChunk
	clear(l.chunks[keep:])
	l.chunks = l.chunks[:keep]
}

// dropFront drops the first k events.
func (l *eventLog) dropFront(k int) {
	l.off += k
	l.n -= k
	for l.off >= eventChunk {
		l.chunks[0] = nil
		l.chunks = l.chunks[1:]
		l.off -= eventChunk
	}
}

// forgetPositions takes the history positions from every wave's EXEC
// history rows (a new recording does not reach them).
func (s *Session) forgetPositions() {
	for _, g := range s.groups {
		for _, t := range g.lanes {
			for i := range t.history {
				t.history[i].At = noPos
			}
			for i := range t.recent.ring {
				t.recent.ring[i].At = noPos
			}
		}
	}
}

// midDispatch reports whether the dispatch has run an instruction.
func (s *Session) midDispatch() bool {
	if s.cur > 0 {
		return true
	}
	if g := s.curGroup(); g != nil {
		for _, w := range g.waves {
			if w.Steps > 0 {
				return true
			}
		}
	}
	return false
}
