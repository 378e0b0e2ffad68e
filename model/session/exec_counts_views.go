package session

// Per-wave execution counts and the ring of recent instructions, for the
// TUI's disassembly and EXEC panes (owned by the TUI; laneTrack.observe
// calls countExec).

// maxCountedPC bounds the execution-count table of a wave (code larger
// than 4 MiB is not counted).
const maxCountedPC = 4 << 20

// recentLen is how many executed instructions a wave remembers.
const recentLen = 256

// recentExec is a ring of the last instructions a wave ran, each with the
// EXEC mask it left.
type recentExec struct {
	ring [recentLen]ExecChange
	n    int // instructions recorded (the ring holds the last recentLen)
}

// list returns the recorded instructions, oldest first.
func (r *recentExec) list() []ExecChange {
	if r.n <= recentLen {
		return append([]ExecChange(nil), r.ring[:r.n]...)
	}
	i := r.n % recentLen
	return append(append([]ExecChange(nil), r.ring[i:]...), r.ring[:i]...)
}

// countExec counts one execution of the instruction at pc, which left
// EXEC as after (called from laneTrack.observe for every instruction a
// wave runs).
func (t *laneTrack) countExec(pc, after, at uint64) {
	t.recent.ring[t.recent.n%recentLen] = ExecChange{PC: pc, EXEC: after, At: at}
	t.recent.n++
	if pc >= maxCountedPC {
		return
	}
	i := int(pc / 4)
	if i >= len(t.counts) {
		t.counts = append(t.counts, make([]uint64, i+1-len(t.counts)+64)...)
	}
	t.counts[i]++
}

// execCount is how often the wave ran the instruction at pc.
func (t *laneTrack) execCount(pc uint64) uint64 {
	if i := pc / 4; i < uint64(len(t.counts)) {
		return t.counts[i]
	}
	return 0
}
