package exec

import "sync"

// Waves of finished workgroups are recycled: a dispatch of a million
// work-items creates sixteen thousand waves of several kilobytes each, and
// allocating them anew made most of a run's garbage (and so its peak RSS,
// since the heap grows to twice what is live between collections).

// wavePool holds waves whose workgroup ended without a fault (a fault
// report may still refer to its waves).
var wavePool sync.Pool

// waveTemplate is a wave as NewWave returns it, without registers: a
// recycled wave is reset to it, so the two cannot drift apart.
var waveTemplate = *NewWave(0, 0, 0)

// recycledWave is NewWave(nSGPR, nVGPR, nAGPR) made a wave of size lanes
// (SetWaveSize), reusing a pooled wave of the same register counts when
// there is one.
func recycledWave(nSGPR, nVGPR, nAGPR, size int, free *wavesFree) *Wave {
	if w, ok := free.get(); ok {
		return resetWave(w, nSGPR, nVGPR, nAGPR, size)
	}
	if w, ok := wavePool.Get().(*Wave); ok {
		return resetWave(w, nSGPR, nVGPR, nAGPR, size)
	}
	return newWaveOfSize(nSGPR, nVGPR, nAGPR, size)
}

func newWaveOfSize(nSGPR, nVGPR, nAGPR, size int) *Wave {
	w := NewWave(nSGPR, nVGPR, nAGPR)
	w.SetWaveSize(size)
	return w
}

// resetWave is recycledWave of w, a wave released before (a new wave
// when w's register counts differ).
func resetWave(w *Wave, nSGPR, nVGPR, nAGPR, size int) *Wave {
	if len(w.SGPR) != nSGPR || len(w.VGPR) != nVGPR*LaneStride || len(w.AGPR) != nAGPR*LaneStride {
		return newWaveOfSize(nSGPR, nVGPR, nAGPR, size)
	}
	s, v, a, acc, tmp, xbuf := w.SGPR, w.VGPR, w.AGPR, w.accBuf, w.tmp, w.xbuf
	clear(s)
	if w.wave32() && size == 32 {
		// A wave32 leaves storage lanes 32-63 as it found them, zero
		// (wave32_test.go's sentinel): a wave32 after a wave32 clears
		// half the storage. (RDNA allocates VGPRs in twice the granule
		// in wave32, so this storage is often twice a wave64's.)
		clearLo32(v)
		clearLo32(a)
	} else {
		clear(v)
		clear(a)
	}
	*w = waveTemplate
	w.SGPR, w.VGPR, w.AGPR, w.accBuf, w.tmp, w.xbuf = s, v, a, acc[:0], tmp, xbuf
	w.SetWaveSize(size)
	return w
}

// clearLo32 zeroes lanes 0-31 of every register of a register file.
func clearLo32(file []uint32) {
	for r := 0; r+LaneStride <= len(file); r += LaneStride {
		*(*[32]uint32)(file[r:]) = [32]uint32{}
	}
}

// releaseWaves returns the waves of a workgroup that ended cleanly to the
// pool; the caller must not use them afterwards.
func releaseWaves(waves []*Wave) {
	for _, w := range waves {
		w.Env = nil
		wavePool.Put(w)
	}
}

// wavesFree are the waves of the workgroups one runner finished, and the
// last workgroup's list of waves, for its next workgroup: taking them
// back costs no sync.Pool round trip (which is emptied at each garbage
// collection), and a wave32 dispatch has twice the waves of a wave64 one.
// A nil *wavesFree has nothing.
type wavesFree struct {
	waves []*Wave
	list  []*Wave
}

func (f *wavesFree) get() (*Wave, bool) {
	if f == nil || len(f.waves) == 0 {
		return nil, false
	}
	w := f.waves[len(f.waves)-1]
	f.waves = f.waves[:len(f.waves)-1]
	return w, true
}

// group returns a list for the n waves of a workgroup.
func (f *wavesFree) group(n int) []*Wave {
	if f == nil || cap(f.list) < n {
		return make([]*Wave, n)
	}
	l := f.list[:n]
	f.list = nil
	return l
}

// put takes back the waves of a workgroup that ended cleanly, and their
// list; the caller must not use them afterwards.
func (f *wavesFree) put(waves []*Wave) {
	f.waves = append(f.waves, waves...)
	clear(waves)
	f.list = waves
}

// release returns the waves to the pool when the runner ends.
func (f *wavesFree) release() {
	releaseWaves(f.waves)
	clear(f.waves)
	f.waves = f.waves[:0]
}
