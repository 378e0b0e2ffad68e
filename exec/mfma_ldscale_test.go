package exec

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// gfx950's v_mfma_ld_scale_b32 decoded on its own (mfmaLdScale): it
// writes no register, and the unscaled f8f6f4 MFMA after it computes the
// unscaled product. The code is llvm-mc's; the instruction boundaries are
// checked against llvm-mc's input (an ld_scale followed by an MFMA without
// the scale bit is two instructions for LLVM, as its disassembler prints
// them), the product against hostProduct with every E8M0 scale 127 (2^0).
func TestMFMALoneLdScale(t *testing.T) {
	loads := `v_mfma_ld_scale_b32 v20, v21 op_sel:[1,0] op_sel_hi:[0,1]
v_mfma_ld_scale_b32 s1, 64
v_mfma_ld_scale_b32 v22, 1.0`
	mfma := "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]"

	// The instructions the decoder finds are llvm-mc's lines.
	code := assemble(t, "gfx950", loads+"\n"+mfma+"\ns_endpgm\n")
	tgt, err := isa.LookupTarget("gfx950")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for pc := 0; pc < len(code); {
		in, err := isa.Decode(code[pc:], uint64(pc), tgt)
		if err != nil {
			t.Fatalf("offset %d: %v", pc, err)
		}
		got = append(got, in.Op.String())
		pc += in.Size
	}
	want := []string{"v_mfma_ld_scale_b32", "v_mfma_ld_scale_b32", "v_mfma_ld_scale_b32", "v_mfma_f32_16x16x128_f8f6f4", "s_endpgm"}
	if !slices.Equal(got, want) {
		t.Fatalf("decoded %v, want %v", got, want)
	}

	r := rand.New(rand.NewPCG(950, 1))
	fill := func(w *Wave) {
		for x := range w.VGPR {
			w.VGPR[x] = r.Uint32()
		}
		for x := range w.AGPR {
			w.AGPR[x] = r.Uint32()
		}
		for x := range w.SGPR {
			w.SGPR[x] = r.Uint32()
		}
	}

	// Alone: no register changes.
	var before *Wave
	w, err := runAsm(t, "gfx950", loads, func(w *Wave, _ *testEnv) {
		fill(w)
		before = &Wave{VGPR: slices.Clone(w.VGPR), AGPR: slices.Clone(w.AGPR), SGPR: slices.Clone(w.SGPR), EXEC: w.EXEC, VCC: w.VCC, SCC: w.SCC}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(w.VGPR, before.VGPR) || !slices.Equal(w.AGPR, before.AGPR) || !slices.Equal(w.SGPR, before.SGPR) ||
		w.EXEC != before.EXEC || w.VCC != before.VCC || w.SCC != before.SCC {
		t.Errorf("v_mfma_ld_scale_b32 changed registers")
	}

	// Followed by an MFMA without the scale bit: D = A*B + C unscaled
	// (fp8 E4M3 A and B: CBSZ = BLGP = 0).
	mo := matrixOpByName(t, "v_mfma_f32_16x16x128_f8f6f4")
	fa, fb, err := mo.Formats(MatrixMods{})
	if err != nil {
		t.Fatal(err)
	}
	const sa, sb, sc = 32, 32, 16 // bytes per lane: 8, 8 and 4 registers
	a, b, c := make([]byte, 64*sa), make([]byte, 64*sb), make([]byte, 64*sc)
	for i := range mo.M {
		for k := range mo.K {
			putBits(a, sa, mo.ALoc(i, k, 0, fa.Bits()), smallElem(r, fa, true))
		}
	}
	for k := range mo.K {
		for j := range mo.N {
			putBits(b, sb, mo.BLoc(k, j, 0, fb.Bits()), smallElem(r, fb, true))
		}
	}
	for i := range mo.M {
		for j := range mo.N {
			putBits(c, sc, mo.CDLoc(i, j, 0), smallElem(r, mo.CD, true))
		}
	}
	w, err = runAsm(t, "gfx950", loads+"\n"+mfma, func(w *Wave, _ *testEnv) {
		fill(w)
		for l := range 64 {
			for reg := range 8 {
				w.VGPR[(4+reg)*LaneStride+l] = binary.LittleEndian.Uint32(a[l*sa+4*reg:])
				w.VGPR[(12+reg)*LaneStride+l] = binary.LittleEndian.Uint32(b[l*sb+4*reg:])
			}
			for reg := range 4 {
				w.VGPR[reg*LaneStride+l] = binary.LittleEndian.Uint32(c[l*sc+4*reg:])
			}
			// Scales other than 2^0 in every byte the ld_scales could select.
			w.VGPR[20*LaneStride+l] = 0x81828384
			w.VGPR[21*LaneStride+l] = 0x70717273
			w.VGPR[22*LaneStride+l] = 0x7a7b7c7d
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	idx := make([]byte, 4*128)
	for x := range idx {
		idx[x] = 127
	}
	exp := hostProduct(mo, MatrixMods{}, 0, fa, fb, true, a, b, c, idx, sa, sb, sc)
	bad := 0
	for i := range mo.M {
		for j := range mo.N {
			l := mo.CDLoc(i, j, 0)
			v, _ := w.VGPRLane(l.Reg(), l.Lane)
			if uint64(v) != exp[0][i][j] && bad < 5 {
				bad++
				t.Errorf("D[%d][%d] (v%d lane %d): %#x, want %#x", i, j, l.Reg(), l.Lane, v, exp[0][i][j])
			}
		}
	}
}

// An f8f6f4 MFMA half with the scale bit that no v_mfma_ld_scale_b32
// precedes does not decode (llvm-objdump-22 prints it as .long): running it
// faults as an illegal instruction.
func TestMFMAScaleHalfAloneIsIllegal(t *testing.T) {
	// ld_scale, s_nop 0, then the MFMA half of
	// v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21
	// as llvm-mc encodes it.
	src := `v_mfma_ld_scale_b32 v20, v21
s_nop 0
.long 0xd3ad0800, 0x04021904`
	_, err := runAsm(t, "gfx950", src, nil)
	if err == nil || !strings.Contains(err.Error(), "illegal") {
		t.Fatalf("got %v, want an illegal-instruction fault", err)
	}
}
