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

// recycledWave is NewWave(nSGPR, nVGPR, nAGPR), reusing a pooled wave of
// the same register counts when there is one.
func recycledWave(nSGPR, nVGPR, nAGPR int) *Wave {
	if w, ok := wavePool.Get().(*Wave); ok {
		if len(w.SGPR) == nSGPR && len(w.VGPR) == nVGPR*LaneStride && len(w.AGPR) == nAGPR*LaneStride {
			s, v, a, acc, tmp, xbuf := w.SGPR, w.VGPR, w.AGPR, w.accBuf, w.tmp, w.xbuf
			clear(s)
			clear(v)
			clear(a)
			*w = waveTemplate
			w.SGPR, w.VGPR, w.AGPR, w.accBuf, w.tmp, w.xbuf = s, v, a, acc[:0], tmp, xbuf
			return w
		}
	}
	return NewWave(nSGPR, nVGPR, nAGPR)
}

// releaseWaves returns the waves of a workgroup that ended cleanly to the
// pool; the caller must not use them afterwards.
func releaseWaves(waves []*Wave) {
	for _, w := range waves {
		w.Env = nil
		wavePool.Put(w)
	}
}
