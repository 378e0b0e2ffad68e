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
func recycledWave(nSGPR, nVGPR, nAGPR, size int) *Wave {
	if w, ok := wavePool.Get().(*Wave); ok {
		if len(w.SGPR) == nSGPR && len(w.VGPR) == nVGPR*LaneStride && len(w.AGPR) == nAGPR*LaneStride {
			s, v, a, acc, tmp, xbuf := w.SGPR, w.VGPR, w.AGPR, w.accBuf, w.tmp, w.xbuf
			clear(s)
			if w.wave32() && size == 32 {
				// A wave32 leaves storage lanes 32-63 as it found them,
				// zero (wave32_test.go's sentinel): a wave32 after a
				// wave32 clears half the storage. (RDNA allocates VGPRs
				// in twice the granule in wave32, so this storage is
				// often twice a wave64's.)
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
	}
	w := NewWave(nSGPR, nVGPR, nAGPR)
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
