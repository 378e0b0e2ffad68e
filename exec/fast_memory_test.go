package exec

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// The memory fast paths (fast_memory.go) must be invisible: every access
// they take ends as the per-lane path (fastPathsOff) ends it, with the same
// memory, registers and fault report, whatever the lanes' addresses and the
// EXEC mask. These tests run each instruction both ways over address
// layouts chosen to hit every branch: consecutive dwords (one copy),
// gathers and scatters inside one buffer, lanes sharing an address, lanes
// in two buffers, misaligned lanes, a buffer mapped at a host address that
// is not 4-aligned, lanes past the end, and stores to read-only memory.

// memCase is one run of an instruction sequence under a layout and mask.
type memCase struct {
	src      string
	exec     uint64
	readOnly bool // buffer a is read-only
	// addr is lane l's address (global) or LDS offset, given the buffers.
	addr func(l int, bufs [3]*Allocation) uint64
}

// memOutcome is everything an access can change.
type memOutcome struct {
	vgpr       []uint32
	bufs       [3][]byte
	lds        []byte
	err        string
	faultLanes string
}

func runMemCase(t *testing.T, tc memCase, off bool) memOutcome {
	t.Helper()
	fastPathsOff = off
	defer func() { fastPathsOff = false }()
	var bufs [3]*Allocation
	var env *testEnv
	w, err := runProgram(t, memProgram(t, tc.src), func(w *Wave, e *testEnv) {
		env = e
		for i, name := range []string{"a", "b"} {
			a, err := e.mem.Allocate(name, AllocBuffer, 512, 0)
			if err != nil {
				t.Fatal(err)
			}
			bufs[i] = a
		}
		// c is mapped from a Go slice starting one byte into its array: a
		// host address no dword load may assume aligned.
		backing := make([]byte, 513)
		base := (bufs[1].End() + 2*GuardGap) &^ (PageSize - 1)
		c, err := e.mem.Map("c", AllocBuffer, base, backing[1:])
		if err != nil {
			t.Fatal(err)
		}
		bufs[2] = c
		for k, a := range bufs {
			for i := range a.Data {
				a.Data[i] = byte(i*7 + k*50)
			}
		}
		bufs[0].ReadOnly = tc.readOnly
		for i := range e.lds.Data {
			e.lds.Data[i] = byte(i*13 + 1)
		}
		w.EXEC = tc.exec
		w.SGPR[0], w.SGPR[1] = uint32(bufs[0].Base), uint32(bufs[0].Base>>32)
		for i := range w.VGPR {
			w.VGPR[i] = 0x5555_0000 + uint32(i)
		}
		for l := range 64 {
			addr := tc.addr(l, bufs)
			w.V(0)[l], w.V(1)[l] = uint32(addr), uint32(addr>>32)
			w.V(8)[l] = uint32(addr - bufs[0].Base) // saddr's VGPR offset
			w.V(3)[l], w.V(6)[l] = 0xabc00+uint32(l), 0xdef00+uint32(l)
		}
	})
	o := memOutcome{vgpr: slices.Clone(w.VGPR), lds: slices.Clone(env.lds.Data)}
	for i, a := range bufs {
		o.bufs[i] = slices.Clone(a.Data)
	}
	if err != nil {
		o.err = err.Error()
		var f *Fault
		if errors.As(err, &f) {
			o.faultLanes = fmt.Sprint(f.Lanes)
		}
	}
	return o
}

// memPrograms caches the assembled instruction sequences: each runs under
// dozens of layouts and masks.
var memPrograms = map[string]*Program{}

func memProgram(t *testing.T, src string) *Program {
	p := memPrograms[src]
	if p == nil {
		p = asmProgram(t, "gfx900", src)
		memPrograms[src] = p
	}
	return p
}

// runProgram is runAsm for an assembled program.
func runProgram(t *testing.T, p *Program, setup func(w *Wave, e *testEnv)) (*Wave, error) {
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
	w := NewWave(p.Arch.SGPRs, 32, 0)
	w.Env = env
	for l := range 64 {
		w.WorkItem[l] = [3]uint32{uint32(l), 0, 0}
	}
	setup(w, env)
	return w, RunWaves(p, []*Wave{w}, 16, 10000)
}

// compareMemOutcomes fails when the fast path's outcome differs from the
// per-lane path's.
func compareMemOutcomes(t *testing.T, fast, general memOutcome) {
	t.Helper()
	if fast.err != general.err || fast.faultLanes != general.faultLanes {
		t.Fatalf("fast path: error %q lanes %s; per-lane path: %q lanes %s", fast.err, fast.faultLanes, general.err, general.faultLanes)
	}
	for i := range general.vgpr {
		if fast.vgpr[i] != general.vgpr[i] {
			t.Fatalf("v%d lane %d = %#x, per-lane path %#x", i/64, i%64, fast.vgpr[i], general.vgpr[i])
		}
	}
	for k := range general.bufs {
		if i := firstDiff(fast.bufs[k], general.bufs[k]); i >= 0 {
			t.Fatalf("buffer %c byte %d = %#x, per-lane path %#x", 'a'+k, i, fast.bufs[k][i], general.bufs[k][i])
		}
	}
	if i := firstDiff(fast.lds, general.lds); i >= 0 {
		t.Fatalf("LDS byte %d = %#x, per-lane path %#x", i, fast.lds[i], general.lds[i])
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// The EXEC masks every layout runs under: a full wave64, partial ones, and
// lanes 0-31 (a full wave32, which the fast paths take as they take a full
// wave64) and lanes 0-30.
var memExecMasks = []uint64{allLanes, 0x8000_0000_ffff_0001, 1 << 63, 0x0123_4567_89ab_cdef, allLanes >> 32, allLanes >> 33}

func TestFastGlobalDwordsMatchPerLanePath(t *testing.T) {
	programs := []struct{ name, src string }{
		{"global 64-bit address", "global_load_dword v2, v[0:1], off offset:4\nglobal_store_dword v[0:1], v3, off"},
		{"global saddr", "global_load_dword v2, v8, s[0:1] offset:4\nglobal_store_dword v8, v3, s[0:1]"},
		{"flat", "flat_load_dword v2, v[0:1]\nflat_store_dword v[0:1], v3 offset:4"},
		{"load into the address registers", "global_load_dword v0, v[0:1], off\nglobal_store_dword v[0:1], v3, off"},
		{"store then load the same dwords", "global_store_dword v[0:1], v3, off\nglobal_load_dword v2, v[0:1], off"},
	}
	layouts := []struct {
		name     string
		readOnly bool
		addr     func(l int, b [3]*Allocation) uint64
	}{
		{"consecutive dwords", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(4*l) }},
		{"consecutive dwords at the end of the buffer", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + 512 - 260 + uint64(4*l) }},
		{"consecutive dwords in a host-misaligned buffer", false, func(l int, b [3]*Allocation) uint64 { return b[2].Base + 8 + uint64(4*l) }},
		{"descending dwords", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(4*(63-l)) }},
		{"every lane on one dword", false, func(_ int, b [3]*Allocation) uint64 { return b[0].Base + 8 }},
		{"every other dword", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(8*l) }},
		{"a gather in a host-misaligned buffer", false, func(l int, b [3]*Allocation) uint64 { return b[2].Base + uint64(8*(63-l)) }},
		{"pairs of lanes on one dword", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(4*(l/2)) }},
		{"misaligned consecutive dwords", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + 2 + uint64(4*l) }},
		{"lanes alternating between two buffers", false, func(l int, b [3]*Allocation) uint64 { return b[l%2].Base + uint64(4*l) }},
		{"the last lane past the end (a fault)", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + 512 - 256 + uint64(4*l) }},
		{"the first lane below the start (a fault)", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base - 4 + uint64(4*l) }},
		{"a lane 4 GiB away (a fault)", false, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(8*l) + uint64(l/63)<<32 }},
		{"consecutive dwords of a read-only buffer", true, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(4*l) }},
		{"a gather in a read-only buffer", true, func(l int, b [3]*Allocation) uint64 { return b[0].Base + uint64(4*(l%5)) }},
	}
	for _, p := range programs {
		for _, lay := range layouts {
			for _, exec := range memExecMasks {
				t.Run(fmt.Sprintf("%s/%s/exec %#x", p.name, lay.name, exec), func(t *testing.T) {
					tc := memCase{src: p.src, exec: exec, readOnly: lay.readOnly, addr: lay.addr}
					general, fast := runMemCase(t, tc, true), runMemCase(t, tc, false)
					compareMemOutcomes(t, fast, general)
				})
			}
		}
	}
}

func TestFastLDSDwordsMatchPerLanePath(t *testing.T) {
	programs := []struct{ name, src string }{
		{"ds_write_b32, ds_read_b32", "ds_write_b32 v0, v3 offset:4\nds_read_b32 v2, v0"},
		{"ds_read_b32 into the address register", "ds_read_b32 v0, v0 offset:8"},
		{"ds_read2_b32", "ds_read2_b32 v[4:5], v0 offset1:1"},
		{"ds_read2_b32 into the address register", "ds_read2_b32 v[0:1], v0 offset0:3 offset1:9"},
		{"ds_read2st64_b32", "ds_read2st64_b32 v[4:5], v0 offset0:1 offset1:2"},
		{"ds_write2_b32 (overlapping elements)", "ds_write2_b32 v0, v3, v6 offset1:1"},
		{"ds_write2_b32 (the same element twice)", "ds_write2_b32 v0, v3, v6 offset0:2 offset1:2"},
		{"ds_write2st64_b32", "ds_write2st64_b32 v0, v3, v6 offset1:1\nds_read2st64_b32 v[4:5], v0 offset1:1"},
		{"ds_write2st64_b32 far apart", "ds_write2st64_b32 v0, v3, v6 offset1:8"},
	}
	layouts := []struct {
		name string
		addr func(l int) uint64
	}{
		{"consecutive dwords", func(l int) uint64 { return uint64(4 * l) }},
		{"descending dwords", func(l int) uint64 { return uint64(4 * (63 - l)) }},
		{"every lane on one dword", func(int) uint64 { return 40 }},
		{"every other dword", func(l int) uint64 { return uint64(8 * l) }},
		{"pairs of lanes on one dword", func(l int) uint64 { return uint64(4 * (l / 2)) }},
		{"misaligned consecutive dwords", func(l int) uint64 { return uint64(1 + 4*l) }},
		{"consecutive dwords at the end of LDS", func(l int) uint64 { return 4096 - 4*64 - 36 + uint64(4*l) }},
		{"the last lanes past the end (a fault)", func(l int) uint64 { return 4096 - 4*64 + uint64(4*l) }},
		{"a lane far past the end (a fault)", func(l int) uint64 { return uint64(4*l) + uint64(l/40)<<31 }},
		{"consecutive dwords wrapping at 2^32 (a fault)", func(l int) uint64 { return 0xffff_ff80 + uint64(4*l) }},
		{"consecutive dwords from the end of the address space (a fault)", func(l int) uint64 { return 0xffff_ff00 + uint64(4*l) }},
	}
	for _, p := range programs {
		for _, lay := range layouts {
			for _, exec := range memExecMasks {
				t.Run(fmt.Sprintf("%s/%s/exec %#x", p.name, lay.name, exec), func(t *testing.T) {
					tc := memCase{src: p.src, exec: exec, addr: func(l int, _ [3]*Allocation) uint64 { return lay.addr(l) }}
					general, fast := runMemCase(t, tc, true), runMemCase(t, tc, false)
					compareMemOutcomes(t, fast, general)
				})
			}
		}
	}
}

// BenchmarkGlobalLoadDword times global_load_dword on every lane of a wave,
// lanes at consecutive dwords (one copy) and gathering (lane l at 8l).
func BenchmarkGlobalLoadDword(b *testing.B) {
	p := asmProgram(b, "gfx900", "global_load_dword v2, v[0:1], off")
	d := p.insts[0].Load()
	for _, c := range []struct {
		name   string
		stride uint64
	}{{"consecutive", 4}, {"gather", 8}} {
		b.Run(c.name, func(b *testing.B) {
			mem := NewMemory()
			a, err := mem.Allocate("a", AllocBuffer, 1024, 0)
			if err != nil {
				b.Fatal(err)
			}
			w := NewWave(p.Arch.SGPRs, 32, 0)
			w.Env = &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
			for l := range 64 {
				addr := a.Base + c.stride*uint64(l)
				w.V(0)[l], w.V(1)[l] = uint32(addr), uint32(addr>>32)
			}
			for b.Loop() {
				if err := d.call(w); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Scalar loads from an SGPR pair and an immediate offset (fast_smem.go)
// must leave the SGPRs and the error exactly as the general sLoad does:
// in and across buffers, misaligned (the low two bits ignored), past an
// end (a fault), into their own base registers, and alternating with
// vector accesses elsewhere (Accessor.scalarBytes' allocation).
func TestFastScalarLoadsMatchGeneralPath(t *testing.T) {
	programs := []struct{ target, src string }{
		{"gfx900", "s_load_dword s4, s[0:1], 0x8"},
		{"gfx900", "s_load_dwordx2 s[4:5], s[0:1], 0x0"},
		{"gfx900", "s_load_dwordx4 s[4:7], s[0:1], 0x10"},
		{"gfx900", "s_load_dwordx8 s[4:11], s[0:1], 0x20"},
		{"gfx900", "s_load_dwordx16 s[4:19], s[0:1], 0x4"},
		{"gfx900", "s_load_dwordx2 s[0:1], s[0:1], 0x8\ns_load_dword s4, s[2:3], 0x0"},
		{"gfx900", "s_load_dword s4, s[0:1], -0x8"},
		{"gfx900", "s_load_dwordx2 s[4:5], s[0:1], s20"},
		{"gfx1100", "s_load_b64 s[4:5], s[0:1], s20 offset:0x4"},
		{"gfx900", "s_load_dword s4, s[0:1], 0x8\nglobal_load_dword v2, v[0:1], off\ns_load_dword s5, s[2:3], 0x4\ns_load_dwordx2 s[6:7], s[0:1], 0xc"},
		{"gfx1100", "s_load_b32 s4, s[0:1], 0x8"},
		{"gfx1100", "s_load_b128 s[4:7], s[0:1], 0x1c"},
		{"gfx1100", "s_load_b128 s[4:7], s[0:1], null"},
		{"gfx1100", "s_load_b64 s[4:5], s[0:1], 0x0\nglobal_load_b32 v2, v[0:1], off\ns_load_b256 s[8:15], s[2:3], 0x10"},
	}
	layouts := []struct {
		name string
		base func(b [3]*Allocation) (s01, s23 uint64)
	}{
		{"the start of a buffer", func(b [3]*Allocation) (uint64, uint64) { return b[0].Base, b[1].Base + 64 }},
		{"misaligned", func(b [3]*Allocation) (uint64, uint64) { return b[0].Base + 2, b[1].Base + 7 }},
		{"a host-misaligned buffer", func(b [3]*Allocation) (uint64, uint64) { return b[2].Base + 12, b[0].Base }},
		{"near the end (wider loads fault)", func(b [3]*Allocation) (uint64, uint64) { return b[0].End() - 40, b[1].End() - 8 }},
		{"past the end (a fault)", func(b [3]*Allocation) (uint64, uint64) { return b[0].End(), b[1].Base }},
		{"no allocation (a fault)", func(b [3]*Allocation) (uint64, uint64) { return 0x10, b[1].Base }},
	}
	for _, p := range programs {
		prog := asmProgram(t, p.target, p.src)
		for _, lay := range layouts {
			t.Run(fmt.Sprintf("%s %q/%s", p.target, p.src, lay.name), func(t *testing.T) {
				run := func(off bool) (sgpr []uint32, vgpr []uint32, errText string) {
					fastPathsOff = off
					defer func() { fastPathsOff = false }()
					w, err := runProgram(t, prog, func(w *Wave, e *testEnv) {
						var bufs [3]*Allocation
						for i, name := range []string{"a", "b"} {
							a, err := e.mem.Allocate(name, AllocBuffer, 512, 0)
							if err != nil {
								t.Fatal(err)
							}
							bufs[i] = a
						}
						backing := make([]byte, 513)
						c, err := e.mem.Map("c", AllocBuffer, (bufs[1].End()+2*GuardGap)&^(PageSize-1), backing[1:])
						if err != nil {
							t.Fatal(err)
						}
						bufs[2] = c
						for k, a := range bufs {
							for i := range a.Data {
								a.Data[i] = byte(i*7 + k*50)
							}
						}
						s01, s23 := lay.base(bufs)
						w.SGPR[0], w.SGPR[1], w.SGPR[2], w.SGPR[3] = uint32(s01), uint32(s01>>32), uint32(s23), uint32(s23>>32)
						for i := 4; i < 20; i++ {
							w.SGPR[i] = 0x5555_0000 + uint32(i)
						}
						w.SGPR[20] = 12 // an SGPR offset
						for l := range 64 {
							addr := bufs[1].Base + uint64(4*l)
							w.V(0)[l], w.V(1)[l] = uint32(addr), uint32(addr>>32)
						}
					})
					if err != nil {
						errText = err.Error()
					}
					return slices.Clone(w.SGPR), slices.Clone(w.VGPR), errText
				}
				gs, gv, ge := run(true)
				fs, fv, fe := run(false)
				if fe != ge {
					t.Fatalf("fast path: error %q; general path: %q", fe, ge)
				}
				if i := firstWordDiff(fs, gs); i >= 0 {
					t.Fatalf("s%d = %#x, general path %#x", i, fs[i], gs[i])
				}
				if i := firstWordDiff(fv, gv); i >= 0 {
					t.Fatalf("v%d lane %d = %#x, general path %#x", i/64, i%64, fv[i], gv[i])
				}
			})
		}
	}
	// The loads above ran specialised.
	for _, target := range []string{"gfx900", "gfx1100"} {
		p := asmProgram(t, target, map[string]string{"gfx900": "s_load_dwordx4 s[4:7], s[0:1], 0x10", "gfx1100": "s_load_b128 s[4:7], s[0:1], null"}[target])
		if d := p.at(0); d == nil || d.general == nil {
			t.Errorf("%s: the scalar load is not specialised", target)
		}
	}
}
