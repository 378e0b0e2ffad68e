package exec

import (
	"math/rand/v2"
	"testing"
)

// Span is the range and alignment of exactly the accesses Accesses lists
// for a plain GLOBAL load or store (gfx1250's scale_offset included), and
// declines what is not one.
func TestSpanAgreesWithAccesses(t *testing.T) {
	cases := []struct {
		target, asm string
		plain       bool
	}{
		{"gfx900", "global_load_dword v2, v0, s[0:1] offset:16", true},
		{"gfx900", "global_store_short v0, v1, s[0:1] offset:-6", true},
		{"gfx900", "global_load_dwordx4 v[2:5], v[0:1], off offset:32", true},
		{"gfx900", "global_load_dword v2, v[0:1], off offset:-8", true},
		{"gfx900", "global_store_dword v[0:1], v2, off offset:4095", true},
		{"gfx900", "global_atomic_add v0, v1, s[0:1]", false},
		{"gfx1250", "global_load_b32 v2, v0, s[0:1] scale_offset", true},
		{"gfx1250", "global_load_b64 v[2:3], v0, s[0:1] offset:8 scale_offset", true},
		{"gfx1250", "global_load_u16 v4, v0, s[0:1] scale_offset", true},
		{"gfx1250", "global_store_b128 v0, v[4:7], s[0:1] scale_offset", true},
		{"gfx1250", "global_load_b32 v2, v0, s[0:1]", true},
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, c := range cases {
		t.Run(c.target+"/"+c.asm, func(t *testing.T) {
			p := asmProgram(t, c.target, c.asm)
			d := p.at(0)
			if d == nil {
				t.Fatal("no instruction at 0")
			}
			for round := range 16 {
				w := NewWave(p.Arch.SGPRs, 32, 0)
				w.Env = &testEnv{arch: p.Arch}
				w.EXEC = rng.Uint64()
				switch round {
				case 0:
					w.EXEC = ^uint64(0)
				case 2:
					w.EXEC = 1<<32 - 1 // a whole wave32 (its own loop)
				}
				w.SGPR[0], w.SGPR[1] = rng.Uint32()&^7, 1
				for l := range 64 {
					w.V(0)[l] = rng.Uint32() % 4096
					w.V(1)[l] = 2
				}
				if round == 1 {
					for l := range 64 {
						w.V(0)[l] &^= 15 // aligned lanes too
					}
				}
				// Whole waves (Span's vector path) whose address high
				// halves are 0 or all ones (where an offset may wrap),
				// or not all the same, or the same in aligned lanes.
				if round >= 10 {
					w.EXEC = [2]uint64{^uint64(0), 1<<32 - 1}[round%2]
					hi := [6]uint32{0, 0xffff_ffff, 0, 0xffff_ffff, 1, 0x7f}[round-10]
					for l := range 64 {
						w.V(1)[l] = hi
						switch round {
						case 10:
							w.V(0)[l] = uint32(l) * 4 // below the offset -8 at lane 0 and 1
						case 11:
							w.V(0)[l] = ^uint32(0) - uint32(l)*8 // past 2^64 with an offset
						case 14:
							w.V(1)[l] = hi + uint32(l%2) // not uniform
						case 15:
							w.V(0)[l] = uint32(l) * 16
						}
					}
					if round == 15 {
						w.V(1)[37] = 0x7e // one lane's high half differs
					}
				}
				ev := &InstEvent{PC: 0, Inst: &d.in, w: w, d: d, p: p}
				s, ok := ev.Span()
				if ok != c.plain {
					t.Fatalf("Span ok = %v, want %v", ok, c.plain)
				}
				if !ok {
					continue
				}
				acc := ev.Accesses()
				lo, hi, aligned := ^uint64(0), uint64(0), true
				for _, a := range acc {
					// Hi is the highest address plus the size (which
					// wraps past 2^64 like the addresses).
					lo, hi = min(lo, a.Addr), max(hi, a.Addr)
					if a.Addr%uint64(min(a.Size, 4)) != 0 {
						aligned = false
					}
					if a.Size != s.Size || a.Write != s.Write {
						t.Fatalf("round %d: access %+v, span %+v", round, a, s)
					}
				}
				if len(acc) > 0 {
					hi += uint64(acc[0].Size)
				}
				if len(acc) == 0 || s.Lo != lo || s.Hi != hi || s.Aligned != aligned {
					t.Fatalf("round %d: Span [%#x, %#x) aligned %v; Accesses (%d) [%#x, %#x) aligned %v", round, s.Lo, s.Hi, s.Aligned, len(acc), lo, hi, aligned)
				}
			}
		})
	}
}

// Scalar is the one access Accesses lists for a scalar load or store, and
// declines other instructions and an s_buffer_load past its buffer.
func TestScalarAgreesWithAccesses(t *testing.T) {
	cases := []struct {
		target, asm string
		scalar      bool
	}{
		{"gfx900", "s_load_dwordx4 s[4:7], s[0:1], 0x10", true},
		{"gfx900", "s_load_dword s4, s[0:1], 0x0", true},
		{"gfx900", "s_buffer_load_dword s4, s[0:3], 0x40", true},
		{"gfx900", "s_buffer_load_dwordx8 s[4:11], s[0:3], 0x70", true}, // partly past the range
		{"gfx900", "s_buffer_load_dword s4, s[0:3], 0x100", false},      // wholly past it
		{"gfx900", "s_store_dword s4, s[0:1], 0x8", true},
		{"gfx900", "global_load_dword v2, v[0:1], off", false},
		{"gfx1100", "s_load_b64 s[4:5], s[0:1], 0x20", true},
	}
	for _, c := range cases {
		t.Run(c.target+"/"+c.asm, func(t *testing.T) {
			p := asmProgram(t, c.target, c.asm)
			d := p.at(0)
			if d == nil {
				t.Fatal("no instruction at 0")
			}
			w := NewWave(p.Arch.SGPRs, 32, 0)
			w.Env = &testEnv{arch: p.Arch}
			w.EXEC = ^uint64(0)
			// s[0:1] an address, or s[0:3] a buffer of 0x80 bytes there.
			w.SGPR[0], w.SGPR[1], w.SGPR[2], w.SGPR[3] = 0x12340, 0x7f, 0x80, 0
			ev := &InstEvent{PC: 0, Inst: &d.in, w: w, d: d, p: p}
			a, ok := ev.Scalar()
			acc := ev.Accesses()
			if ok != c.scalar {
				t.Fatalf("Scalar ok = %v, want %v (Accesses %+v)", ok, c.scalar, acc)
			}
			if ok && (len(acc) != 1 || acc[0] != a) {
				t.Fatalf("Scalar %+v, Accesses %+v", a, acc)
			}
			if !ok && c.asm[0] == 's' && len(acc) != 0 {
				t.Fatalf("Scalar declined, Accesses %+v", acc)
			}
		})
	}
}
