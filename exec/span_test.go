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
			for round := range 10 {
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
					lo, hi = min(lo, a.Addr), max(hi, a.Addr+uint64(a.Size))
					if a.Addr%uint64(min(a.Size, 4)) != 0 {
						aligned = false
					}
					if a.Size != s.Size || a.Write != s.Write {
						t.Fatalf("round %d: access %+v, span %+v", round, a, s)
					}
				}
				if len(acc) == 0 || s.Lo != lo || s.Hi != hi || s.Aligned != aligned {
					t.Fatalf("round %d: Span [%#x, %#x) aligned %v; Accesses (%d) [%#x, %#x) aligned %v", round, s.Lo, s.Hi, s.Aligned, len(acc), lo, hi, aligned)
				}
			}
		})
	}
}
