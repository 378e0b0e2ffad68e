package exec

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// The fast paths must be invisible: for any inputs, the same bits as the
// general semantics (which the truth harness checks against host
// references). Inputs mix random bits with the values where rounding is
// delicate: zeros, denormals, infinities, NaNs, products landing on f32
// midpoints.
func TestFastFusedF32MatchesGeneralSemantics(t *testing.T) {
	specials := []uint32{0, 0x8000_0000, 1, 0x8000_0001, 0x007f_ffff, 0x0080_0000, 0x3f80_0000, 0xbf80_0000,
		0x3f80_0001, 0x3400_0000, 0x7f7f_ffff, 0xff7f_ffff, 0x7f80_0000, 0xff80_0000, 0x7fc0_0000, 0x7f80_0001, 0xffc0_1234}
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func() uint32 {
		switch rng.IntN(4) {
		case 0:
			return specials[rng.IntN(len(specials))]
		case 1:
			// Small integers and halves: sums that land on f32 midpoints.
			return math.Float32bits(float32(rng.IntN(1<<12)-1<<11) / float32(int(1)<<rng.IntN(30)))
		default:
			return rng.Uint32()
		}
	}
	plainMode := uint32(DenormFlushNone<<ModeFPDenormShift | DenormFlushNone<<(ModeFPDenormShift+2))
	cases := []struct {
		name string
		op   isa.Op
		acc  bool
		exec uint64
		mode uint32
	}{
		{"v_fma_f32 all lanes", isa.OpV_FMA_F32, false, allLanes, plainMode},
		{"v_fmac_f32 all lanes", isa.OpV_FMAC_F32, true, allLanes, plainMode},
		{"v_fma_f32 some lanes (general path)", isa.OpV_FMA_F32, false, 0xf0f0_1234_ffff_0001, plainMode},
		{"v_fma_f32 flushing denormals (general path)", isa.OpV_FMA_F32, false, allLanes, 0},
		{"v_fma_f32 rounding toward zero (general path)", isa.OpV_FMA_F32, false, allLanes, plainMode | 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fn := semantics[tc.op]
			d := &instr{op: tc.op, vdst: opnd{kind: isa.KindVGPR, reg: 3, width: 1}}
			for i := range 3 {
				d.src[i] = opnd{kind: isa.KindVGPR, reg: i, width: 1}
			}
			if tc.acc {
				d.src[2] = opnd{}
			}
			for round := range 200 {
				w := NewWave(16, 4, 0)
				w.EXEC, w.Mode = tc.exec, tc.mode
				for i := range w.VGPR {
					w.VGPR[i] = pick()
				}
				want := append([]uint32(nil), w.VGPR...)
				fastPathsOff = true
				wg := NewWave(0, 0, 0)
				wg.VGPR, wg.EXEC, wg.Mode = want, w.EXEC, w.Mode
				err := fn(wg, d)
				fastPathsOff = false
				if err != nil {
					t.Fatal(err)
				}
				if err := fn(w, d); err != nil {
					t.Fatal(err)
				}
				for l := range 64 {
					if got, want := w.VGPR[3*64+l], want[3*64+l]; got != want {
						t.Fatalf("round %d lane %d: fma(%#08x, %#08x, %#08x) = %#08x, general semantics %#08x", round, l,
							w.VGPR[l], w.VGPR[64+l], w.VGPR[2*64+l], got, want)
					}
				}
			}
		})
	}
}

func TestFastShift64MatchesGeneralSemantics(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, op := range []isa.Op{isa.OpV_LSHLREV_B64, isa.OpV_LSHRREV_B64} {
		for _, exec := range []uint64{allLanes, 0x0123_4567_89ab_cdef} {
			fn := semantics[op]
			// v[4:5] = v[0:1] shifted by v2: the destination overlaps no source;
			// v[1:2] = v[1:2] shifted by v0 overlaps one.
			for _, regs := range [][3]int{{4, 2, 0}, {1, 0, 1}} {
				d := &instr{op: op, vdst: opnd{kind: isa.KindVGPR, reg: regs[0], width: 2}}
				d.src[0] = opnd{kind: isa.KindVGPR, reg: regs[1], width: 1}
				d.src[1] = opnd{kind: isa.KindVGPR, reg: regs[2], width: 2}
				w := NewWave(16, 6, 0)
				w.EXEC = exec
				for i := range w.VGPR {
					w.VGPR[i] = rng.Uint32()
				}
				want := append([]uint32(nil), w.VGPR...)
				fastPathsOff = true
				wg := NewWave(0, 0, 0)
				wg.VGPR, wg.EXEC = want, exec
				err := fn(wg, d)
				fastPathsOff = false
				if err != nil {
					t.Fatal(err)
				}
				if err := fn(w, d); err != nil {
					t.Fatal(err)
				}
				for i := range want {
					if w.VGPR[i] != want[i] {
						t.Fatalf("%s exec %#x regs %v: v%d lane %d = %#x, general semantics %#x", op, exec, regs, i/64, i%64, w.VGPR[i], want[i])
					}
				}
			}
		}
	}
}

// The dword memory fast paths take only accesses they can do whole; any
// other (lanes in two buffers, a lane out of bounds, a read-only buffer)
// must end as the per-lane path ends: same memory, registers and fault.
func TestFastDwordAccessesMatchGeneralPath(t *testing.T) {
	const src = `global_load_dword v2, v[0:1], off offset:4
global_store_dword v[0:1], v3, off`
	type layout func(l int, a, b *Allocation) uint64
	cases := []struct {
		name string
		exec uint64
		addr layout
	}{
		{"every lane in one buffer", allLanes, func(l int, a, _ *Allocation) uint64 { return a.Base + uint64(4*(63-l)) }},
		{"lanes on one address (the highest lane's store wins)", allLanes, func(_ int, a, _ *Allocation) uint64 { return a.Base + 8 }},
		{"lanes alternating between two buffers", allLanes, func(l int, a, b *Allocation) uint64 {
			if l%2 == 1 {
				return b.Base + uint64(4*l)
			}
			return a.Base + uint64(4*l)
		}},
		{"one lane past the end (a fault)", allLanes, func(l int, a, _ *Allocation) uint64 { return a.Base + uint64(4*l) + uint64(l/63)*1000 }},
		{"some lanes active", 0x8000_0000_ffff_0001, func(l int, a, _ *Allocation) uint64 { return a.Base + uint64(4*l) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			run := func(off bool) (*Wave, []byte, []byte, error) {
				var a, b *Allocation
				fastPathsOff = off
				defer func() { fastPathsOff = false }()
				w, err := runAsm(t, "gfx900", src, func(w *Wave, e *testEnv) {
					var err error
					if a, err = e.mem.Allocate("a", AllocBuffer, 512, 0); err != nil {
						t.Fatal(err)
					}
					if b, err = e.mem.Allocate("b", AllocBuffer, 512, 0); err != nil {
						t.Fatal(err)
					}
					for i := range a.Data {
						a.Data[i], b.Data[i] = byte(i), byte(255-i)
					}
					w.EXEC = tc.exec
					for l := range 64 {
						addr := tc.addr(l, a, b)
						w.V(0)[l], w.V(1)[l], w.V(3)[l] = uint32(addr), uint32(addr>>32), 0xabc00+uint32(l)
					}
				})
				return w, a.Data, b.Data, err
			}
			wg, ag, bg, errg := run(true)
			wf, af, bf, errf := run(false)
			if wantFault := strings.Contains(tc.name, "fault"); (errg != nil) != wantFault {
				t.Fatalf("per-lane path: error %v, want a fault: %v", errg, wantFault)
			}
			if (errg == nil) != (errf == nil) || errg != nil && errg.Error() != errf.Error() {
				t.Fatalf("fast path: %v; per-lane path: %v", errf, errg)
			}
			if string(af) != string(ag) || string(bf) != string(bg) {
				t.Errorf("memory after the fast path differs from the per-lane path's")
			}
			for l := range 64 {
				if wf.V(2)[l] != wg.V(2)[l] {
					t.Fatalf("lane %d loaded %#x, per-lane path %#x", l, wf.V(2)[l], wg.V(2)[l])
				}
			}
		})
	}
}

// The lane kernels and every-lane loops of vop2K and v_cndmask_b32 must write what the per-lane general
// function writes, also when the destination is one of the sources.
func TestFastVop2MatchesGeneralSemantics(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	ops := []isa.Op{isa.OpV_AND_B32, isa.OpV_OR_B32, isa.OpV_XOR_B32, isa.OpV_LSHLREV_B32, isa.OpV_LSHRREV_B32,
		isa.OpV_ASHRREV_I32, isa.OpV_MUL_LO_U32, isa.OpV_CNDMASK_B32}
	for _, op := range ops {
		for _, exec := range []uint64{allLanes, 0x0123_4567_89ab_cdef} {
			// v3 = v0 op v1; v1 = v1 op v0 (the destination is a source).
			for _, regs := range [][3]int{{3, 0, 1}, {1, 1, 0}} {
				fn := semantics[op]
				d := &instr{op: op, vdst: opnd{kind: isa.KindVGPR, reg: regs[0], width: 1}}
				d.src[0] = opnd{kind: isa.KindVGPR, reg: regs[1], width: 1}
				d.src[1] = opnd{kind: isa.KindVGPR, reg: regs[2], width: 1}
				w := NewWave(16, 4, 0)
				w.EXEC, w.VCC = exec, rng.Uint64() // VCC: v_cndmask_b32's lane select
				for i := range w.VGPR {
					w.VGPR[i] = rng.Uint32()
				}
				want := append([]uint32(nil), w.VGPR...)
				fastPathsOff = true
				wg := NewWave(0, 0, 0)
				wg.VGPR, wg.EXEC, wg.VCC = want, exec, w.VCC
				err := fn(wg, d)
				fastPathsOff = false
				if err != nil {
					t.Fatal(err)
				}
				if err := fn(w, d); err != nil {
					t.Fatal(err)
				}
				for i := range want {
					if w.VGPR[i] != want[i] {
						t.Fatalf("%s exec %#x regs %v: v%d lane %d = %#x, general semantics %#x", op, exec, regs, i/64, i%64, w.VGPR[i], want[i])
					}
				}
			}
		}
	}
}

// BenchmarkFastVop2 times each vop2K op on every lane with the fast
// paths off and on.
func BenchmarkFastVop2(b *testing.B) {
	for _, op := range []isa.Op{isa.OpV_AND_B32, isa.OpV_LSHRREV_B32, isa.OpV_MUL_LO_U32, isa.OpV_CNDMASK_B32} {
		for _, off := range []bool{true, false} {
			b.Run(op.String()+map[bool]string{true: "/off", false: "/on"}[off], func(b *testing.B) {
				fn := semantics[op]
				d := &instr{op: op, vdst: opnd{kind: isa.KindVGPR, reg: 3, width: 1}}
				d.src[0] = opnd{kind: isa.KindVGPR, reg: 0, width: 1}
				d.src[1] = opnd{kind: isa.KindVGPR, reg: 1, width: 1}
				w := NewWave(16, 4, 0)
				w.EXEC, w.VCC = allLanes, 0x0123_4567_89ab_cdef
				fastPathsOff = off
				defer func() { fastPathsOff = false }()
				for b.Loop() {
					if err := fn(w, d); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
