package exec

import (
	"fmt"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// global/scratch_load_block and _store_block on gfx1200 (wave32 and
// wave64) and gfx1250 (wave32): llvm-mc-22 assembly stores a 32-VGPR block
// under one M0 mask, then loads an overlapping block (16 dwords further
// on) into other VGPRs under another mask, with some lanes off in EXEC.
// The expected VGPRs and memory come from the RDNA4 ISA pseudocode
// (gfx12_block.go): bit i of M0 moves dword i of the lane's block to or
// from the block's i-th VGPR; clear bits and inactive lanes touch nothing.
func TestBlockLoadStore(t *testing.T) {
	const storeMask, loadMask = 0x8000_10f5, 0x7ff0_0f0e
	const laneBytes = 256
	src := map[string]string{
		"global": `s_mov_b32 m0, s10
global_store_block v0, v[8:39], s[2:3]
s_wait_storecnt 0
s_mov_b32 m0, s11
global_load_block v[40:71], v0, s[2:3] offset:64
s_wait_loadcnt 0`,
		"scratch": `s_mov_b32 m0, s10
scratch_store_block v0, v[8:39], off
s_wait_storecnt 0
s_mov_b32 m0, s11
scratch_load_block v[40:71], v0, off offset:64
s_wait_loadcnt 0`,
	}
	for _, c := range []struct {
		target string
		wave   int
	}{{"gfx1200", 32}, {"gfx1200", 64}, {"gfx1250", 32}} {
		for _, kind := range []string{"global", "scratch"} {
			t.Run(fmt.Sprintf("%s/w%d/%s", c.target, c.wave, kind), func(t *testing.T) {
				arch, err := ArchByName(c.target)
				if err != nil {
					t.Fatal(err)
				}
				tgt, err := isa.LookupTarget(c.target)
				if err != nil {
					t.Fatal(err)
				}
				// 80 VGPRs (granules of 4).
				p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 80/4 - 1}, "test", assemble(t, c.target, src[kind]+"\ns_endpgm\n"), 0x1000, 0)
				if err != nil {
					t.Fatal(err)
				}
				mem := NewMemory()
				env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(256), scratch: &Scratch{WaveSize: c.wave}}
				w := NewWave(p.Arch.SGPRs, 80, 0)
				w.SetWaveSize(c.wave)
				w.Env = env
				exec := uint64(0x9bd3_6e5f_a7c1_f0b7)
				if c.wave == 32 {
					exec &= 1<<32 - 1
				}
				w.EXEC = exec
				w.SGPR[10], w.SGPR[11] = storeMask, loadMask
				// The memory model: mem[l][j], dword j of lane l's region.
				mem0 := make([][64]uint32, c.wave)
				var buf *Allocation
				if kind == "global" {
					buf, _ = mem.Allocate("buf", AllocBuffer, uint64(laneBytes*c.wave), 0)
					w.SGPR[2], w.SGPR[3] = uint32(buf.Base), uint32(buf.Base>>32)
				} else {
					sc, err := NewScratch(mem, laneBytes, c.wave, 1)
					if err != nil {
						t.Fatal(err)
					}
					env.scratch = sc
					w.FlatScratch = sc.SlotBase(0)
				}
				for l := range c.wave {
					if kind == "global" {
						w.V(0)[l] = uint32(laneBytes * l)
					}
					for i := range 32 {
						w.V(8 + i)[l] = 0xa000_0000 | uint32(l)<<8 | uint32(i)
						w.V(40 + i)[l] = 0xb000_0000 | uint32(l)<<8 | uint32(i)
					}
					for j := range 64 {
						mem0[l][j] = 0xc000_0000 | uint32(l)<<8 | uint32(j)
					}
				}
				// Fill memory (scratch through the wave's own lanes' view).
				for l := range c.wave {
					for j := range 64 {
						if kind == "global" {
							put32(buf.Data[laneBytes*l+4*j:], mem0[l][j])
						} else if err := env.scratch.AccessSwizzled(mem.Accessor(), waveScratchBase(w), l, uint64(4*j), 4, true,
							func(b []byte, _ uint32) { put32(b, mem0[l][j]) }); err != nil {
							t.Fatal(err)
						}
					}
				}
				if err := RunWaves(p, []*Wave{w}, 16, 1000); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for l := range c.wave {
					on := exec>>l&1 != 0
					want := mem0[l]
					if on {
						for i := range 32 {
							if storeMask>>i&1 != 0 {
								want[i] = 0xa000_0000 | uint32(l)<<8 | uint32(i)
							}
						}
					}
					for i := range 32 {
						v := 0xb000_0000 | uint32(l)<<8 | uint32(i)
						if on && loadMask>>i&1 != 0 {
							v = want[16+i]
						}
						if got := w.V(40 + i)[l]; got != v && bad < 10 {
							t.Errorf("lane %d v%d = %#x, want %#x", l, 40+i, got, v)
							bad++
						}
					}
					if kind != "global" {
						continue
					}
					for j := range 64 {
						if got := le32(buf.Data[laneBytes*l+4*j:]); got != want[j] && bad < 10 {
							t.Errorf("lane %d memory dword %d = %#x, want %#x", l, j, got, want[j])
							bad++
						}
					}
				}
			})
		}
	}
}

// The block ops as LLVM 22 emits them: block_csr.cl built with
// +block-vgpr-csr saves the callee-saved VGPRs work() clobbers (and its
// caller's own) with scratch_store_block under M0 = 0x82008b and restores
// them with scratch_load_block; the kernel holds a value in v43 across the
// call, which work() clobbers, so the restore must bring it back. gfx1200 in wave32 and wave64 and gfx1250,
// at -O1 and -O2, two workgroups; the output is compared with the same
// integer arithmetic done here.
func TestBlockCSRKernel(t *testing.T) {
	const n, wg = 128, 64
	for _, b := range []struct {
		cpu   string
		extra []string
	}{{"gfx1200", nil}, {"gfx1200", []string{"-mwavefrontsize64"}}, {"gfx1250", nil}} {
		for _, opt := range []string{"O1", "O2"} {
			name := fmt.Sprintf("%s%v/%s", b.cpu, b.extra, opt)
			t.Run(name, func(t *testing.T) {
				args := append([]string{"-Xclang", "-target-feature", "-Xclang", "+block-vgpr-csr"}, b.extra...)
				co := buildFor(t, b.cpu, "block_csr.cl", opt, []string{"scratch_store_block", "scratch_load_block", "s_mov_b32 m0, 0x82008b"}, args...)
				k := loadKernel(t, b.cpu, co, "csr")
				mem := NewMemory()
				p, _ := mem.Allocate("p", AllocBuffer, 4*(n+24), 0)
				out, _ := mem.Allocate("out", AllocBuffer, 4*n, 0)
				in := make([]uint32, n+24)
				for i := range in {
					in[i] = uint32(i)*0x9e37_79b9 ^ 0x5bd1_e995
					put32(p.Data[4*i:], in[i])
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
				d.Kernarg = k.kernarg(t, d, p.Base, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range n {
					var s uint32
					for j := range 24 {
						s = s*31 + in[i+j]*(3+uint32(j))
					}
					want := (in[i]*in[i] + 1) ^ s + in[i+1] + 7
					if got := le32(out.Data[4*i:]); got != want && bad < 5 {
						t.Errorf("out[%d] = %#x, want %#x", i, got, want)
						bad++
					}
				}
			})
		}
	}
}
