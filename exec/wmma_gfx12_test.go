package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"debug/elf"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// RDNA4 (gfx12) WMMA and SWMMAC semantics without GFX12 execution: every
// op of the gfx12 table, in wave32 and wave64, is assembled by llvm-mc
// for gfx1200 (register widths from the table, so llvm-mc also checks
// those), decoded, and computed on a wave whose registers hold random
// matrices placed by the layout formulas (checked against AMD's
// calculator in TestWMMALayoutMatchesCalculator); D must equal the host
// product (wmmaHost: exact rationals, one rounding, the modifiers and the
// 4:2 index fields as the calculator describes them).
func TestWMMAGFX12SemanticsAsm(t *testing.T) {
	for _, wave := range []int{32, 64} {
		type one struct {
			mo   *MatrixOp
			mods MatrixMods
			src  string
		}
		var all []one
		for key, mo := range wmmaOps {
			if key.rdna == 12 && key.wave == wave {
				for _, mods := range gfx12ModVariants(mo) {
					all = append(all, one{mo, mods, gfx12Asm(mo, mods)})
				}
			}
		}
		// One llvm-mc run per wave size; every instruction is 8 bytes.
		var src strings.Builder
		for _, o := range all {
			src.WriteString(o.src + "\n")
		}
		code := assembleWave(t, "gfx1200", wave, src.String())
		if len(code) != 8*len(all) {
			t.Fatalf("w%d: %d bytes for %d instructions", wave, len(code), len(all))
		}
		for n, o := range all {
			t.Run(fmt.Sprintf("w%d/%s", wave, o.src), func(t *testing.T) {
				checkGFX12Asm(t, o.mo, o.mods, wave, o.src, code[8*n:8*n+8])
			})
		}
	}
}

// gfx12ModVariants are the modifiers each op is tried with.
func gfx12ModVariants(mo *MatrixOp) []MatrixMods {
	vs := []MatrixMods{{}}
	switch {
	case mo.A.Integer():
		vs = append(vs, MatrixMods{NegLo: 1, Clamp: true}, MatrixMods{NegLo: 3})
	case mo.NegMods && mo.Sparse: // no C to negate
		vs = append(vs, MatrixMods{NegLo: 1, NegHi: 2}, MatrixMods{NegHi: 3})
	case mo.NegMods:
		vs = append(vs, MatrixMods{NegLo: 5, NegHi: 2}, MatrixMods{NegHi: 5})
	}
	if mo.Sparse {
		for k := 1; k < mo.IndexSets(); k++ {
			m := vs[len(vs)-1]
			m.OpSel = k
			vs = append(vs, m)
		}
	}
	return vs
}

func regRange(first, n int) string {
	if n == 1 {
		return fmt.Sprintf("v%d", first)
	}
	return fmt.Sprintf("v[%d:%d]", first, first+n-1)
}

func gfx12Asm(mo *MatrixOp, m MatrixMods) string {
	nd, na, nb := mo.Registers("CD", mo.A, mo.B), mo.Registers("A", mo.A, mo.B), mo.Registers("B", mo.A, mo.B)
	s := fmt.Sprintf("%s %s, %s, %s, ", mo.Name, regRange(0, nd), regRange(8, na), regRange(16, nb))
	if mo.Sparse {
		s += "v30"
		if m.OpSel != 0 {
			s += fmt.Sprintf(" index_key:%d", m.OpSel)
		}
	} else {
		s += regRange(0, nd)
	}
	bits := func(x int) string { return fmt.Sprintf("[%d,%d,%d]", x&1, x>>1&1, x>>2&1) }
	if m.NegLo != 0 {
		s += " neg_lo:" + bits(m.NegLo)
	}
	if m.NegHi != 0 {
		s += " neg_hi:" + bits(m.NegHi)
	}
	if m.Clamp {
		s += " clamp"
	}
	return s
}

func assembleWave(t *testing.T, target string, wave int, src string) []byte {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "a.o")
	args := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + target, "-filetype=obj", "-o", obj}
	if wave == 64 {
		args = append(args, "-mattr=+wavefrontsize64")
	}
	cmd := exec.Command(llvmtool.Path(t, "llvm-mc"), args...)
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s\n%s", err, src, out)
	}
	f, err := elf.Open(obj)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	return code
}

func checkGFX12Asm(t *testing.T, mo *MatrixOp, mods MatrixMods, wave int, src string, code []byte) {
	tgt, err := isa.LookupTarget("gfx1200")
	if err != nil {
		t.Fatal(err)
	}
	if tgt, err = tgt.WithWaveSize(wave); err != nil {
		t.Fatal(err)
	}
	in, err := isa.Decode(code, 0, tgt)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	f, ok := matrixFields(&in, isa.GenGFX12, wave)
	if !ok || f.Op != mo {
		t.Fatalf("%s: decoded as %s, not the table's op", src, in.Op)
	}
	if f.Mods != mods {
		t.Fatalf("%s: modifiers %+v, want %+v", src, f.Mods, mods)
	}
	r := rand.New(rand.NewPCG(uint64(len(src)), uint64(wave)))
	const stride = 32
	bufs := [4][]byte{}
	for x := range bufs {
		bufs[x] = make([]byte, 64*stride)
		for y := range bufs[x] {
			bufs[x][y] = byte(r.Uint32())
		}
	}
	a, b, c, idx := bufs[0], bufs[1], bufs[2], bufs[3]
	elem := func(e MatrixElem, random bool) uint64 {
		switch {
		case e == ElemIU8 || e == ElemIU4:
			return r.Uint64() & (1<<e.Bits() - 1)
		case e == ElemI32:
			return uint64(uint32(math.MaxInt32 - r.Int32N(1<<21)))
		case !random:
			return smallElem(r, e, true)
		case e == ElemF32:
			return uint64(math.Float32bits(float32(r.NormFloat64())))
		}
		for {
			x := r.Uint64() & (1<<e.Bits() - 1)
			if v := MatrixElemValue(e, x, true); v == v && !math.IsInf(v, 0) && math.Abs(v) < 1e4 {
				return x
			}
		}
	}
	for _, random := range []bool{false, true} {
		for i := range 16 {
			for kc := range mo.StoredK() {
				putBits(a, stride, mo.ALoc(i, kc, 0, 0), elem(mo.A, random))
			}
		}
		for k := range mo.K {
			for j := range 16 {
				putBits(b, stride, mo.BLoc(k, j, 0, 0), elem(mo.B, random))
			}
		}
		for i := range 16 {
			for j := range 16 {
				putBits(c, stride, mo.CDLoc(i, j, 0), elem(mo.CD, random))
			}
		}
		if mo.Sparse {
			pairs := [][2]uint32{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
			for l := range 64 {
				var x uint32
				for f := 0; f < 32; f += 4 {
					p := pairs[r.IntN(len(pairs))]
					x |= (p[0] | p[1]<<2) << f
				}
				binary.LittleEndian.PutUint32(idx[stride*l:], x)
			}
		}
		w := NewWave(106, 32, 0)
		w.SetWaveSize(wave)
		w.Env = &testEnv{arch: Arch{Name: "gfx1200", Gen: isa.GenGFX12, WaveSize: wave}}
		for l := range wave {
			for reg := range 8 {
				w.VGPR[reg*LaneStride+l] = binary.LittleEndian.Uint32(c[l*stride+4*reg:])
				w.VGPR[(8+reg)*LaneStride+l] = binary.LittleEndian.Uint32(a[l*stride+4*reg:])
				w.VGPR[(16+reg)*LaneStride+l] = binary.LittleEndian.Uint32(b[l*stride+4*reg:])
			}
			w.VGPR[30*LaneStride+l] = binary.LittleEndian.Uint32(idx[l*stride:])
		}
		if err := matrixCompute(w, &f); err != nil {
			t.Fatal(err)
		}
		// The index is read as the host reads it: one dword per lane at
		// the start of the lane's stride.
		want := wmmaHost(mo, mods, a, b, c, gatherIndex(idx, stride), stride, stride, stride)
		bad := 0
		for i := range 16 {
			for j := range 16 {
				l := mo.CDLoc(i, j, 0)
				reg, _ := w.VGPRLane(l.Reg(), l.Lane)
				got := uint64(reg) >> (l.Bit % 32) & (1<<l.Bits - 1)
				if got != want[i][j] && bad < 5 {
					bad++
					t.Errorf("%s (random %v): D[%d][%d] (v%d lane %d bit %d) = %#x, want %#x", src, random, i, j, l.Reg(), l.Lane, l.Bit%32, got, want[i][j])
				}
			}
		}
	}
}

// gatherIndex packs the index dword of each lane (at the start of its
// stride) densely, as wmmaHost reads it.
func gatherIndex(buf []byte, stride int) []byte {
	out := make([]byte, 4*64)
	for l := range 64 {
		copy(out[4*l:], buf[l*stride:l*stride+4])
	}
	return out
}
