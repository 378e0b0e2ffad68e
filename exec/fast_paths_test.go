package exec

import (
	"math"
	"math/rand/v2"
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
				wg := &Wave{VGPR: want, EXEC: w.EXEC, Mode: w.Mode}
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
				err := fn(&Wave{VGPR: want, EXEC: exec}, d)
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
