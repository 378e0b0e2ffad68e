package exec

import (
	"math/rand/v2"
	"testing"
)

// GlobalLanes describes exactly the accesses Accesses lists for the
// plain GLOBAL loads and stores (SGPR base or VGPR pair, gfx1250
// scale_offset), and declines the others.
func TestGlobalLanesAgreeWithAccesses(t *testing.T) {
	cases := []struct {
		target, asm string
		plain       bool
	}{
		{"gfx900", "global_load_dword v2, v0, s[0:1] offset:16", true},
		{"gfx900", "global_store_short v0, v1, s[0:1] offset:-6", true},
		{"gfx900", "global_load_dwordx4 v[2:5], v[0:1], off offset:32", true},
		{"gfx900", "global_store_dword v[0:1], v2, off offset:-4", true},
		{"gfx900", "global_atomic_add v0, v1, s[0:1]", false},
		{"gfx900", "flat_load_dword v2, v[0:1]", false},
		{"gfx900", "scratch_load_dword v2, v0, off", false},
		{"gfx900", "ds_read_b32 v2, v0", false},
		{"gfx1250", "global_load_b32 v2, v0, s[0:1] scale_offset", true},
		{"gfx1250", "global_load_b64 v[2:3], v0, s[0:1] offset:8 scale_offset", true},
		{"gfx1250", "global_store_b128 v0, v[4:7], s[0:1] scale_offset", true},
		{"gfx1250", "global_load_b32 v2, v[0:1], off", true},
	}
	rng := rand.New(rand.NewPCG(9, 10))
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
				if round == 0 {
					w.EXEC = ^uint64(0)
				}
				w.SGPR[0], w.SGPR[1] = rng.Uint32(), 1
				for l := range 64 {
					w.V(0)[l] = rng.Uint32()
					w.V(1)[l] = rng.Uint32() % 4
				}
				ev := &InstEvent{PC: 0, Inst: &d.in, w: w, d: d, p: p}
				g, ok := ev.GlobalLanes()
				if ok != c.plain {
					t.Fatalf("GlobalLanes ok = %v, want %v", ok, c.plain)
				}
				if !ok {
					continue
				}
				var want []Access
				for m := w.EXEC; m != 0; m &= m - 1 {
					l := lowLane(m)
					want = append(want, Access{Lane: l, Space: SpaceGlobal, Addr: g.Addr(l), Size: g.Size, Write: g.Write})
				}
				got := ev.Accesses()
				if len(got) != len(want) {
					t.Fatalf("round %d: Accesses lists %d, GlobalLanes gives %d", round, len(got), len(want))
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("round %d: access %d: Accesses %+v, GlobalLanes %+v", round, i, got[i], want[i])
					}
				}
			}
		})
	}
}
