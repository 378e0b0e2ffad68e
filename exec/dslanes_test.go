package exec

import (
	"math/rand/v2"
	"testing"
)

// DSLanes describes exactly the accesses Accesses lists for the plain DS
// loads and stores, and declines the others.
func TestDSLanesAgreeWithAccesses(t *testing.T) {
	cases := []struct {
		asm   string
		plain bool
	}{
		{"ds_read_b32 v2, v0 offset:16", true},
		{"ds_write_b32 v0, v1 offset:4", true},
		{"ds_read_u8 v2, v0 offset:3", true},
		{"ds_write_b16 v0, v1", true},
		{"ds_read_b64 v[2:3], v0 offset:8", true},
		{"ds_write_b128 v0, v[4:7] offset:32", true},
		{"ds_read_b96 v[2:4], v0", true},
		{"ds_read2_b32 v[2:3], v0 offset0:1 offset1:200", true},
		{"ds_write2st64_b32 v0, v1, v4 offset1:2", true},
		{"ds_read2st64_b64 v[2:5], v0 offset0:1 offset1:3", true},
		{"ds_write2_b64 v0, v[4:5], v[6:7] offset1:7", true},
		{"ds_add_u32 v0, v1 offset:8", false},
		{"ds_read_addtid_b32 v1 offset:16", false},
		{"ds_write_src2_b32 v0 offset:4", false},
		{"ds_swizzle_b32 v2, v0 offset:0x1f", false},
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range cases {
		t.Run(c.asm, func(t *testing.T) {
			p := asmProgram(t, "gfx900", c.asm)
			d := p.at(0)
			if d == nil {
				t.Fatal("no instruction at 0")
			}
			for round := range 10 {
				w := NewWave(p.Arch.SGPRs, 32, 0)
				w.EXEC = rng.Uint64()
				if round == 0 {
					w.EXEC = ^uint64(0)
				}
				for l := range 64 {
					w.V(0)[l] = rng.Uint32() % 4096
				}
				ev := &InstEvent{PC: 0, Inst: &d.in, w: w, d: d, p: p}
				dl, ok := ev.DSLanes()
				if ok != c.plain {
					t.Fatalf("DSLanes ok = %v, want %v", ok, c.plain)
				}
				if !ok {
					continue
				}
				var want []Access
				for m := w.EXEC; m != 0; m &= m - 1 {
					l := lowLane(m)
					for k := range dl.Count {
						want = append(want, Access{Lane: l, Space: SpaceLocal, Addr: uint64(dl.Base[l] + dl.Off[k]), Size: dl.Size, Write: dl.Write})
					}
				}
				got := ev.Accesses()
				if len(got) != len(want) {
					t.Fatalf("round %d: Accesses lists %d, DSLanes gives %d", round, len(got), len(want))
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("round %d: access %d: Accesses %+v, DSLanes %+v", round, i, got[i], want[i])
					}
				}
			}
		})
	}
}

func lowLane(m uint64) int {
	for l := range 64 {
		if m&(1<<l) != 0 {
			return l
		}
	}
	return -1
}
