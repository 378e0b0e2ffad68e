package exec

import (
	"math/rand/v2"
	"testing"
)

// For the LDS DMA and the rarer DS operations, Accesses must cover what the
// instruction then does: every byte of LDS or global memory it changes lies
// in an access Accesses reported as a write, and each reported access is of
// the memory the instruction's own address rule names (checked by its
// size and space here; the semantics' tests check the addresses against
// the ISA guide and clang-built kernels).
func TestAccessesCoverWhatRareMemoryInstructionsWrite(t *testing.T) {
	cases := []struct{ target, asm string }{
		{"gfx900", "ds_add_src2_u32 v0 offset:8"},
		{"gfx900", "ds_max_src2_i64 v0 offset:16"},
		{"gfx900", "ds_write_src2_b32 v0 offset:4"},
		{"gfx900", "ds_write_addtid_b32 v1 offset:16"},
		{"gfx900", "ds_read_addtid_b32 v1 offset:16"},
		{"gfx900", "ds_condxchg32_rtn_b64 v[2:3], v0, v[4:5] offset:8"},
		{"gfx900", "ds_write2_b32 v0, v1, v4 offset0:3 offset1:200"},
		{"gfx900", "ds_write2st64_b32 v0, v1, v4 offset1:2"},
		{"gfx900", "ds_write2_b64 v0, v[4:5], v[6:7] offset1:7"},
		{"gfx900", "global_load_dword v[6:7], off offset:4 lds"},
		{"gfx900", "buffer_load_dword v0, s[8:11], 0 offen lds"},
		{"gfx942", "global_load_lds_dword v[6:7], off offset:4"},
		{"gfx942", "global_load_lds_ubyte v[6:7], off"},
		{"gfx900", "buffer_store_lds_dword s[8:11], 0 lds"},
	}
	rng := rand.New(rand.NewPCG(41, 42))
	for _, c := range cases {
		t.Run(c.target+" "+c.asm, func(t *testing.T) {
			p := asmProgram(t, c.target, c.asm)
			for round := range 20 {
				mem := NewMemory()
				buf, err := mem.Allocate("buf", AllocBuffer, 4096, 0)
				if err != nil {
					t.Fatal(err)
				}
				for i := range buf.Data {
					buf.Data[i] = byte(rng.Uint32())
				}
				env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
				for i := range env.lds.Data {
					env.lds.Data[i] = byte(rng.Uint32())
				}
				w := NewWave(p.Arch.SGPRs, 32, 0)
				w.Env = env
				w.EXEC = rng.Uint64() | 1
				w.M0 = uint32(rng.IntN(4)) * 256
				for l := range 64 {
					w.V(0)[l] = uint32(rng.IntN(512)) * 4 // LDS addresses and buffer offsets, in range
					w.V(1)[l] = rng.Uint32()
					w.V(4)[l], w.V(5)[l] = rng.Uint32(), rng.Uint32()
					a := buf.Base + uint64(rng.IntN(1000))*4
					w.V(6)[l], w.V(7)[l] = uint32(a), uint32(a>>32)
				}
				v := BufferResource{Base: buf.Base, NumRecords: 4096}.Encode()
				copy(w.SGPR[8:12], v[:])
				acc := NewDebugger(p).Accesses(w)
				if len(acc) == 0 {
					t.Fatal("no accesses reported")
				}
				ldsBefore := append([]byte(nil), env.lds.Data...)
				bufBefore := append([]byte(nil), buf.Data...)
				if err := Step(p, w, 1, 10); err != nil {
					t.Fatal(err)
				}
				covered := func(space Space, addr uint64) bool {
					for _, a := range acc {
						if a.Write && a.Space == space && addr >= a.Addr && addr < a.Addr+uint64(a.Size) {
							return true
						}
					}
					return false
				}
				for i := range ldsBefore {
					if ldsBefore[i] != env.lds.Data[i] && !covered(SpaceLocal, uint64(i)) {
						t.Fatalf("round %d: LDS byte %#x changed, but no reported write covers it (%d accesses)", round, i, len(acc))
					}
				}
				for i := range bufBefore {
					if bufBefore[i] != buf.Data[i] && !covered(SpaceGlobal, buf.Base+uint64(i)) {
						t.Fatalf("round %d: buffer byte %#x changed, but no reported write covers it", round, i)
					}
				}
				for _, a := range acc {
					if a.Lane < 0 || a.Lane > 63 || w.EXEC>>uint(a.Lane)&1 == 0 && a.Space != SpacePrivate {
						t.Fatalf("access %+v of an inactive lane", a)
					}
				}
			}
		})
	}
}
