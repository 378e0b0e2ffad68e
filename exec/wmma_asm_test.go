package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// WMMA modifiers the builtins cannot express (clang folds no fneg into
// them): NEG/NEG_HI on part of A and B, |C| and -C, a destination other
// than C (the other half of a 16-bit result keeps the destination's old
// bits), an inline-constant C. Hand-written with llvm-mc (the oracle of
// the encoding), run on one gfx1100 wave32, compared with wmmaHost (the
// modifiers as the RDNA3 ISA and the calculator describe them).
func TestWMMAModifiersAsm(t *testing.T) {
	cases := []struct {
		asm  string
		mods MatrixMods
		c    string // "" C in v[0:7]; else the constant's value
	}{
		{"v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,1] neg_hi:[0,1,1]",
			MatrixMods{NegLo: 5, NegHi: 6}, ""},
		{"v_wmma_f32_16x16x16_bf16 v[24:31], v[8:15], v[16:23], v[0:7] neg_lo:[0,1,0] neg_hi:[1,1,1]",
			MatrixMods{NegLo: 2, NegHi: 7}, ""},
		{"v_wmma_f16_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1] neg_lo:[0,0,1]",
			MatrixMods{OpSel: 4, NegLo: 4}, ""},
		{"v_wmma_bf16_16x16x16_bf16 v[24:31], v[8:15], v[16:23], v[0:7] neg_hi:[1,0,0]",
			MatrixMods{NegHi: 1}, ""},
		{"v_wmma_i32_16x16x16_iu8 v[24:31], v[8:11], v[16:19], v[0:7] neg_lo:[1,1,0] clamp",
			MatrixMods{NegLo: 3, Clamp: true}, ""},
		{"v_wmma_i32_16x16x16_iu4 v[24:31], v[8:9], v[16:17], v[0:7] neg_lo:[0,1,0]",
			MatrixMods{NegLo: 2}, ""},
		{"v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], 1.0", MatrixMods{}, "1.0"},
		{"v_wmma_f16_16x16x16_f16 v[24:31], v[8:15], v[16:23], -2.0 op_sel:[0,0,1]", MatrixMods{OpSel: 4}, "-2.0"},
	}
	for n, c := range cases {
		name := strings.Fields(c.asm)[0]
		t.Run(fmt.Sprintf("%d_%s", n, name), func(t *testing.T) {
			mo := MatrixOpFor(wmmaOpByName(name), isa.GenGFX11, 32)
			r := rand.New(rand.NewPCG(uint64(n), 3))
			const stride = 32 // 8 registers per lane
			bufs := [5][]byte{}
			for x := range bufs {
				bufs[x] = make([]byte, 32*stride)
				for y := range bufs[x] {
					bufs[x][y] = byte(r.Uint32())
				}
			}
			a, b, cb, d := bufs[0], bufs[1], bufs[2], bufs[3]
			elem := func(e MatrixElem) uint64 {
				if e == ElemIU8 || e == ElemIU4 {
					return r.Uint64() & (1<<e.Bits() - 1)
				}
				if e == ElemI32 {
					return uint64(uint32(math.MaxInt32 - r.Int32N(1<<20)))
				}
				return smallElem(r, e, true)
			}
			for i := range 16 {
				for k := range 16 {
					va, vb := elem(mo.A), elem(mo.B)
					for _, l := range wmmaCopies(mo, mo.ALoc(i, k, 0, 0)) {
						putBits(a, stride, l, va)
					}
					for _, l := range wmmaCopies(mo, mo.BLoc(k, i, 0, 0)) {
						putBits(b, stride, l, vb)
					}
				}
			}
			for i := range 16 {
				for j := range 16 {
					l := mo.CDLocMods(i, j, 0, c.mods)
					v := elem(mo.CD)
					switch {
					case c.c == "1.0":
						v = uint64(math.Float32bits(1))
					case c.c == "-2.0":
						v = uint64(roundToF16(-2))
					}
					putBits(cb, stride, l, v)
				}
			}
			w, err := runAsm(t, "gfx1100", c.asm, func(w *Wave, e *testEnv) {
				w.SetWaveSize(32)
				for l := range 32 {
					for reg := range 8 {
						w.VGPR[(0+reg)*LaneStride+l] = binary.LittleEndian.Uint32(cb[l*stride+4*reg:])
						w.VGPR[(8+reg)*LaneStride+l] = binary.LittleEndian.Uint32(a[l*stride+4*reg:])
						w.VGPR[(16+reg)*LaneStride+l] = binary.LittleEndian.Uint32(b[l*stride+4*reg:])
						w.VGPR[(24+reg)*LaneStride+l] = binary.LittleEndian.Uint32(d[l*stride+4*reg:])
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			want := wmmaHost(mo, c.mods, a, b, cb, nil, stride, stride, stride)
			bad := 0
			for i := range 16 {
				for j := range 16 {
					l := mo.CDLocMods(i, j, 0, c.mods)
					got, _ := w.VGPRLane(24+l.Reg(), l.Lane)
					sh := l.Bit % 32
					old := binary.LittleEndian.Uint32(d[l.Lane*stride+4*l.Reg():])
					exp := uint64(old)&^((1<<l.Bits-1)<<sh) | want[i][j]<<sh
					if uint64(got) != exp && bad < 5 {
						bad++
						t.Errorf("%s: D[%d][%d] v%d lane %d: got %#x, want %#x", c.asm, i, j, 24+l.Reg(), l.Lane, got, exp)
					}
				}
			}
		})
	}
}
