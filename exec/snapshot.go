package exec

import (
	"bytes"
	"fmt"
	"reflect"
)

// State capture for reverse execution. A debugger that records a dispatch
// keeps checkpoints (copies of the waves of the running workgroup and of
// its LDS, WaveState) and re-executes from them; global memory, which may
// be large, is never copied whole per checkpoint: a MemoryJournal keeps one
// shadow copy of the writable allocations as of the latest checkpoint and
// gives each checkpoint only the chunks that changed since the one before
// (MemoryUndo), from which any earlier checkpoint's memory is rebuilt.

// WaveState is a saved copy of a wave: its register files, special
// registers, PC, run state and counters (everything Step reads or writes;
// not its Env).
type WaveState struct {
	w Wave
}

// Save copies w into st, reusing st's register buffers.
func (w *Wave) Save(st *WaveState) {
	s, v, a := st.w.SGPR, st.w.VGPR, st.w.AGPR
	st.w = *w
	st.w.Env = nil
	st.w.SGPR = append(s[:0], w.SGPR...)
	st.w.VGPR = append(v[:0], w.VGPR...)
	st.w.AGPR = append(a[:0], w.AGPR...)
}

// Restore sets w to the state saved in st; w keeps its Env.
func (w *Wave) Restore(st *WaveState) {
	env, s, v, a, g, tmp, xbuf := w.Env, w.SGPR, w.VGPR, w.AGPR, w.group, w.tmp, w.xbuf
	*w = st.w
	w.Env, w.group, w.tmp, w.xbuf = env, g, tmp, xbuf
	w.SGPR = append(s[:0], st.w.SGPR...)
	w.VGPR = append(v[:0], st.w.VGPR...)
	w.AGPR = append(a[:0], st.w.AGPR...)
}

// Bytes is the memory st holds.
func (st *WaveState) Bytes() int {
	return int(reflect.TypeFor[Wave]().Size()) + 4*(cap(st.w.SGPR)+cap(st.w.VGPR)+cap(st.w.AGPR))
}

// StateDiff describes the first difference between the architectural and
// run state of w and o ("" when they are equal): register files, special
// registers, PC, run flags and counters. Temporaries and Env are ignored.
func (w *Wave) StateDiff(o *Wave) string {
	for _, f := range []struct {
		name string
		a, b []uint32
	}{{"s", w.SGPR, o.SGPR}, {"v", w.VGPR, o.VGPR}, {"a", w.AGPR, o.AGPR}} {
		if len(f.a) != len(f.b) {
			return fmt.Sprintf("%sGPR count %d, want %d", f.name, len(f.a), len(f.b))
		}
		for i := range f.a {
			if f.a[i] != f.b[i] {
				if f.name == "s" {
					return fmt.Sprintf("s%d = %#x, want %#x", i, f.a[i], f.b[i])
				}
				return fmt.Sprintf("%s%d[%d] = %#x, want %#x", f.name, i/64, i%64, f.a[i], f.b[i])
			}
		}
	}
	a, b := reflect.ValueOf(w).Elem(), reflect.ValueOf(o).Elem()
	for i := range a.NumField() {
		f := a.Type().Field(i)
		switch f.Name {
		case "SGPR", "VGPR", "AGPR", "Env", "Check":
			continue
		}
		if !f.IsExported() {
			continue
		}
		if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
			return fmt.Sprintf("%s = %v, want %v", f.Name, a.Field(i).Interface(), b.Field(i).Interface())
		}
	}
	return ""
}

// StepOriginal runs one instruction of w as the program has it, whether or
// not a breakpoint trap is written over it (recorded history is replayed
// with the breakpoints of the moment, which may differ from those it was
// recorded with). An `s_trap 1` or `3` of the program itself halts the wave
// as in Step.
func (g *Debugger) StepOriginal(w *Wave, maxSteps uint64) error {
	pc := w.PC
	d, ok := g.bps[pc]
	if !ok {
		return Step(g.p, w, 1, maxSteps)
	}
	g.p.insts[pc/4].Store(d)
	err := Step(g.p, w, 1, maxSteps)
	g.p.insts[pc/4].Store(g.trap1)
	return err
}

// journalChunk is the granule in which memory changes are kept; journalBlock
// is compared first, so that unchanged memory is passed over quickly.
const (
	journalChunk = 256
	journalBlock = 64 << 10
)

// MemoryJournal follows the writable allocations of a Memory (buffers and
// scratch) for a recorder. It holds one shadow copy of them: their bytes at
// the latest checkpoint.
type MemoryJournal struct {
	regions []journalRegion
}

type journalRegion struct {
	a      *Allocation
	shadow []byte
}

// MemoryUndo is what one checkpoint keeps of memory: the chunks that
// changed since the checkpoint before it, with their bytes there.
type MemoryUndo struct {
	refs []chunkRef
	data []byte
}

type chunkRef struct {
	region int
	off    int
	n      int
}

// Bytes is the memory u holds.
func (u *MemoryUndo) Bytes() int {
	if u == nil {
		return 0
	}
	return cap(u.data) + cap(u.refs)*int(reflect.TypeFor[chunkRef]().Size())
}

// Chunks is the number of changed chunks u holds.
func (u *MemoryUndo) Chunks() int {
	if u == nil {
		return 0
	}
	return len(u.refs)
}

// NewMemoryJournal starts following the writable allocations of m as they
// are now (the first checkpoint).
func NewMemoryJournal(m *Memory) *MemoryJournal {
	j := &MemoryJournal{}
	for _, a := range m.Allocations() {
		if !a.ReadOnly && len(a.Data) > 0 {
			j.regions = append(j.regions, journalRegion{a: a, shadow: bytes.Clone(a.Data)})
		}
	}
	return j
}

// Bytes is the memory the shadow copy holds.
func (j *MemoryJournal) Bytes() int {
	n := 0
	for _, r := range j.regions {
		n += len(r.shadow)
	}
	return n
}

// eachChange calls fn with every chunk where memory and shadow differ.
func (j *MemoryJournal) eachChange(fn func(ri, off, end int)) {
	for ri := range j.regions {
		r := &j.regions[ri]
		cur, sh := r.a.Data, r.shadow
		for b := 0; b < len(cur); b += journalBlock {
			be := min(b+journalBlock, len(cur))
			if bytes.Equal(cur[b:be], sh[b:be]) {
				continue
			}
			for off := b; off < be; off += journalChunk {
				end := min(off+journalChunk, be)
				if !bytes.Equal(cur[off:end], sh[off:end]) {
					fn(ri, off, end)
				}
			}
		}
	}
}

// Checkpoint returns what changed since the last checkpoint (the chunks'
// earlier bytes) and makes now the last checkpoint.
func (j *MemoryJournal) Checkpoint() *MemoryUndo {
	u := &MemoryUndo{}
	j.eachChange(func(ri, off, end int) {
		r := &j.regions[ri]
		u.refs = append(u.refs, chunkRef{region: ri, off: off, n: end - off})
		u.data = append(u.data, r.shadow[off:end]...)
		copy(r.shadow[off:end], r.a.Data[off:end])
	})
	return u
}

// Revert puts memory back to the last checkpoint.
func (j *MemoryJournal) Revert() {
	j.eachChange(func(ri, off, end int) {
		r := &j.regions[ri]
		copy(r.a.Data[off:end], r.shadow[off:end])
	})
}

// Undo moves memory, which must be at the last checkpoint (after Revert),
// back to the checkpoint before it, whose changes u holds; that becomes the
// last checkpoint.
func (j *MemoryJournal) Undo(u *MemoryUndo) {
	at := 0
	for _, c := range u.refs {
		r := &j.regions[c.region]
		copy(r.a.Data[c.off:c.off+c.n], u.data[at:at+c.n])
		copy(r.shadow[c.off:c.off+c.n], u.data[at:at+c.n])
		at += c.n
	}
}

// Advance makes the checkpoint whose changes u holds the last one, when
// execution replayed up to it again (memory is there now).
func (j *MemoryJournal) Advance(u *MemoryUndo) {
	for _, c := range u.refs {
		r := &j.regions[c.region]
		copy(r.shadow[c.off:c.off+c.n], r.a.Data[c.off:c.off+c.n])
	}
}
