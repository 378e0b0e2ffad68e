package exec

import (
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Lane loops shared by the VALU semantics. Each visits the active lanes:
// all 64 without tests when EXEC is full (the fast path), else the set bits.

const allLanes = ^uint64(0)

// fullLanes returns n when exec holds exactly lanes 0..n-1 for n = 64 (a
// full wave64) or 32 (a full wave32, or the low half of a wave64), else 0:
// the fast paths' "every lane active" for either wave size.
func fullLanes(exec uint64) int {
	switch exec {
	case allLanes:
		return 64
	case allLanes >> 32:
		return 32
	}
	return 0
}

// forLanes calls f for each lane set in exec.
func forLanes(exec uint64, f func(l int)) {
	if exec == allLanes {
		for l := range 64 {
			f(l)
		}
		return
	}
	for m := exec; m != 0; m &= m - 1 {
		f(bits.TrailingZeros64(m))
	}
}

// vop1 is D = f(S0) on 32-bit lanes.
func vop1(f func(a uint32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		dst := w.vdstLanes(&d.vdst, 0)
		if w.EXEC == allLanes {
			for l := range 64 {
				dst[l] = f(a[l])
			}
			return nil
		}
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			dst[l] = f(a[l])
		}
		return nil
	}
}

// vop2 is D = f(S0, S1) on 32-bit lanes.
func vop2(f func(a, b uint32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		if w.EXEC == allLanes {
			a, b := a[:64], b[:64]
			for l := range 64 {
				dst[l] = f(a[l], b[l])
			}
			return nil
		}
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			dst[l] = f(a[l], b[l])
		}
		return nil
	}
}

// vop3 is D = f(S0, S1, S2) on 32-bit lanes.
func vop3(f func(a, b, c uint32) uint32) semFn {
	return func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		c := w.vsrc(&d.src[2], &w.tmp[2])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) { dst[l] = f(a[l], b[l], c[l]) })
		return nil
	}
}

// vsrc64 returns the low and high lanes of a 64-bit source.
func (w *Wave) vsrc64(o *opnd, lo, hi *[64]uint32) ([]uint32, []uint32) {
	return w.vsrcLo64(o, lo), w.vsrcHi(o, hi)
}

// vop64 is D = f(S0, S1) with 64-bit lanes; wide says which sources are
// 64-bit (bit i for source i), the others are read as 32 bits.
func vop64(wide uint8, f func(a, b uint64) uint64) semFn {
	return func(w *Wave, d *instr) error {
		var al, ah, bl, bh []uint32
		if wide&1 != 0 {
			al, ah = w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		} else {
			al = w.vsrc(&d.src[0], &w.tmp[0])
			ah = zeroLanes[:]
		}
		if wide&2 != 0 {
			bl, bh = w.vsrc64(&d.src[1], &w.tmp[2], &w.tmp[3])
		} else {
			bl = w.vsrc(&d.src[1], &w.tmp[2])
			bh = zeroLanes[:]
		}
		dlo, dhi := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			r := f(uint64(ah[l])<<32|uint64(al[l]), uint64(bh[l])<<32|uint64(bl[l]))
			dlo[l], dhi[l] = uint32(r), uint32(r>>32)
		}
		return nil
	}
}

// zeroLanes stands for the missing high half of a 32-bit source.
var zeroLanes [64]uint32

// carryIn returns the carry-in mask of a VOP2 e32 (VCC) or VOP3b (src2)
// add/sub with carry.
func (w *Wave) carryIn(d *instr) uint64 {
	if d.src[2].present() {
		return w.readMask(&d.src[2])
	}
	return w.vccMask()
}

// setCarryOut writes the carry-out mask to VCC (e32) or sdst (VOP3b);
// inactive lanes get 0.
func (w *Wave) setCarryOut(d *instr, mask uint64) {
	mask &= w.EXEC
	if o := &d.sdst; o.kind == isa.KindSpecial && o.reg == isa.EncNull {
		return // GFX10+ null: the carry-out is discarded
	}
	if d.sdst.present() {
		w.writeMask(&d.sdst, mask)
		return
	}
	w.setVCCMask(mask)
}

// opByName returns the operation with an LLVM mnemonic; it lets families
// of semantics (the compares) be registered from their names. A missing
// name is a bug of this package, caught when it initialises.
func opByName(name string) isa.Op {
	o, ok := lookupOp(name)
	if !ok {
		panic("exec: isa has no operation " + name)
	}
	return o
}

var opNames map[string]isa.Op

// lookupOp finds the operation with an LLVM mnemonic.
func lookupOp(name string) (isa.Op, bool) {
	if opNames == nil {
		// Op 0 is OpInvalid; the table ends where String says so again.
		n := 1
		for isa.Op(n).String() != "<invalid>" {
			n++
		}
		opNames = make(map[string]isa.Op, n)
		for o := isa.OpInvalid + 1; o < isa.Op(n); o++ {
			opNames[o.String()] = o
		}
	}
	o, ok := opNames[name]
	return o, ok
}

// hasOp reports whether isa knows a mnemonic.
func hasOp(name string) bool {
	_, ok := lookupOp(name)
	return ok
}

// unsupportedVariant reports encodings whose extra operand fields (SDWA
// selects, DPP lane controls) the plain semantics do not apply.
func unsupportedVariant(in *isa.Inst) string {
	f := in.Enc.Format
	switch {
	case f.Has(isa.FormatSDWA):
		return in.Op.String() + "_sdwa"
	case f.Has(isa.FormatDPP):
		return in.Op.String() + "_dpp"
	}
	if strings.HasSuffix(in.Enc.Name, "_dpp_vi") || strings.Contains(in.Enc.Name, "_sdwa") {
		return in.Enc.Name
	}
	return ""
}
