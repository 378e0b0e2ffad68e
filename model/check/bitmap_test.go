package check

import (
	"math/rand/v2"
	"testing"
)

// TestBitmapsAgreeWithBitByBit checks initcheck's word-at-a-time bitmaps
// (bitsSet/bitsMark over uint64 words, bufShadow over uint32 words)
// against a bool per bit, the definition: a run is set when every bit of
// it is, bits past the end are never set, marking past the end changes
// nothing.
func TestBitmapsAgreeWithBitByBit(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		nbits := 1 + r.IntN(300)
		ref := make([]bool, nbits)
		m := make([]uint64, (nbits+63)/64)
		b := &bufShadow{bits: make([]uint32, (nbits+31)/32)}
		// The words' bits past nbits exist in m and b but not in ref:
		// keep runs inside the words, and compare only through runs.
		words64, words32 := uint64(len(m)*64), uint64(len(b.bits)*32)
		refSet := func(off, n, limit uint64) bool {
			for i := off; i < off+n; i++ {
				if i >= limit || i >= uint64(nbits) || !ref[i] {
					return false
				}
			}
			return true
		}
		for step := range 60 {
			off, n := uint64(r.IntN(nbits+70)), uint64(r.IntN(70))
			if r.IntN(2) == 0 {
				if got, want := bitsSet(m, off, n), refSet(off, n, words64) || n == 0; got != want {
					t.Fatalf("round %d step %d: bitsSet(%d, %d) = %v, want %v", round, step, off, n, got, want)
				}
				if got, want := b.defined(off, n), refSet(off, n, words32) || n == 0; got != want {
					t.Fatalf("round %d step %d: defined(%d, %d) = %v, want %v", round, step, off, n, got, want)
				}
				continue
			}
			// Mark only runs that end inside the reference (the words'
			// spare bits are then never set).
			if off+n > uint64(nbits) {
				continue
			}
			bitsMark(m, off, n)
			b.mark(off, n)
			for i := off; i < off+n; i++ {
				ref[i] = true
			}
		}
		for i := range nbits {
			if got := bitsSet(m, uint64(i), 1); got != ref[i] {
				t.Fatalf("round %d: bit %d of the uint64 bitmap is %v, want %v", round, i, got, ref[i])
			}
			if got := b.defined(uint64(i), 1); got != ref[i] {
				t.Fatalf("round %d: bit %d of the uint32 bitmap is %v, want %v", round, i, got, ref[i])
			}
		}
		// Marking past the end sets nothing beyond it.
		bitsMark(m, words64-1, 10)
		b.mark(words32-1, 10)
		if !bitsSet(m, words64-1, 1) || bitsSet(m, words64-1, 2) || !b.defined(words32-1, 1) || b.defined(words32-1, 2) {
			t.Fatalf("round %d: marking across the end", round)
		}
	}
}
