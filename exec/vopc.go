package exec

import (
	"math"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Vector compares (VOPC, and their VOP3 forms): each active lane sets its
// bit of the result mask, inactive lanes get 0. The mask goes to VCC (e32)
// or the SGPR pair sdst (e64); v_cmpx_* also write it to EXEC (GFX8/GFX9:
// both). The families are registered by mnemonic.

type cmpKind uint8

const (
	cmpInt cmpKind = iota
	cmpUint
	cmpFloat
)

func init() {
	// A compare is the set of outcomes (less, equal, greater, unordered)
	// for which it is true.
	intConds := map[string]uint8{
		"f": 0, "lt": outLT, "eq": outEQ, "le": outLT | outEQ, "gt": outGT, "ne": outLT | outGT,
		"ge": outGT | outEQ, "t": outLT | outEQ | outGT,
	}
	m := map[isa.Op]semFn{}
	for _, ty := range []struct {
		name string
		bits int
		kind cmpKind
	}{{"i16", 16, cmpInt}, {"u16", 16, cmpUint}, {"i32", 32, cmpInt}, {"u32", 32, cmpUint}, {"i64", 64, cmpInt}, {"u64", 64, cmpUint}} {
		for cond, f := range intConds {
			for _, x := range []bool{false, true} {
				name := "v_cmp_" + cond + "_" + ty.name
				if x {
					name = "v_cmpx_" + cond + "_" + ty.name
				}
				if !hasOp(name) {
					continue
				}
				op := opByName(name)
				m[op] = vcmpInt(ty.bits, ty.kind == cmpInt, f, x)
				if ty.bits == 32 {
					signed, cond, x := ty.kind == cmpInt, f, x
					specialisers[op] = func(d *instr, fn semFn) semFn { return cmpSpecial(d, signed, cond, x, fn) }
				}
			}
		}
	}
	// Float conditions: ordered ones are false when either input is NaN,
	// the n* ones are their negations (true on NaN).
	all := uint8(outLT | outEQ | outGT | outUN)
	floatConds := map[string]uint8{
		"f": 0, "lt": outLT, "eq": outEQ, "le": outLT | outEQ, "gt": outGT, "lg": outLT | outGT,
		"ge": outGT | outEQ, "o": outLT | outEQ | outGT, "u": outUN,
		"nge": all &^ (outGT | outEQ), "nlg": all &^ (outLT | outGT), "ngt": all &^ outGT,
		"nle": all &^ (outLT | outEQ), "neq": all &^ outEQ, "nlt": all &^ outLT, "tru": all,
	}
	for _, ty := range []struct {
		name string
		bits int
	}{{"f16", 16}, {"f32", 32}, {"f64", 64}} {
		for cond, f := range floatConds {
			for _, x := range []bool{false, true} {
				name := "v_cmp_" + cond + "_" + ty.name
				if x {
					name = "v_cmpx_" + cond + "_" + ty.name
				}
				if !hasOp(name) {
					continue
				}
				m[opByName(name)] = vcmpFloat(ty.bits, f, x)
			}
		}
		for _, x := range []bool{false, true} {
			name := "v_cmp_class_" + ty.name
			if x {
				name = "v_cmpx_class_" + ty.name
			}
			if hasOp(name) {
				m[opByName(name)] = vcmpClass(ty.bits, x)
			}
		}
	}
	register(m)
}

// writeCompare stores a compare's mask.
func (w *Wave) writeCompare(d *instr, mask uint64, x bool) {
	mask &= w.EXEC
	if d.sdst.present() {
		w.writeMask(&d.sdst, mask)
	} else {
		w.setVCCMask(mask)
	}
	if x {
		w.EXEC = mask
	}
}

// readWide reads lane values of a source as 16, 32 or 64 bits.
func (w *Wave) readWide(d *instr, i, width int, out *[64]uint64) {
	switch width {
	case 64:
		lo, hi := w.vsrc64(&d.src[i], &w.tmp[2*i], &w.tmp[2*i+1])
		for l := range 64 {
			out[l] = uint64(hi[l])<<32 | uint64(lo[l])
		}
	case 32:
		v := w.vsrc(&d.src[i], &w.tmp[2*i])
		for l := range 64 {
			out[l] = uint64(v[l])
		}
	case 16:
		v := w.vsrc(&d.src[i], &w.tmp[2*i])
		for l := range 64 {
			out[l] = uint64(v[l] & 0xffff)
		}
	}
}

// Outcomes of a comparison.
const (
	outLT = 1 << iota
	outEQ
	outGT
	outUN // unordered: a NaN operand
)

// maskOf combines per-outcome lane masks into a compare's result.
func maskOf(cond uint8, lt, eq, gt, un uint64) uint64 {
	var m uint64
	if cond&outLT != 0 {
		m |= lt
	}
	if cond&outEQ != 0 {
		m |= eq
	}
	if cond&outGT != 0 {
		m |= gt
	}
	if cond&outUN != 0 {
		m |= un
	}
	return m
}

func vcmpInt(width int, signed bool, cond uint8, x bool) semFn {
	return func(w *Wave, d *instr) error {
		if width == 32 && vcmp32K(w, d, signed, cond, x) {
			return nil
		}
		var lt, eq uint64
		if width == 32 {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			for m := w.EXEC; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p, q := a[l], b[l]
				if signed {
					p, q = p^1<<31, q^1<<31 // order signed values as unsigned
				}
				if p < q {
					lt |= 1 << uint(l)
				} else if p == q {
					eq |= 1 << uint(l)
				}
			}
		} else {
			var a, b [64]uint64
			w.readWide(d, 0, width, &a)
			w.readWide(d, 1, width, &b)
			sh := uint(64 - width)
			for m := w.EXEC; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p, q := a[l], b[l]
				if signed {
					p, q = uint64(int64(p<<sh)>>sh)^1<<63, uint64(int64(q<<sh)>>sh)^1<<63
				}
				if p < q {
					lt |= 1 << uint(l)
				} else if p == q {
					eq |= 1 << uint(l)
				}
			}
		}
		gt := w.EXEC &^ (lt | eq)
		w.writeCompare(d, maskOf(cond, lt, eq, gt, 0), x)
		return nil
	}
}

// floatLanes converts a compare's source lanes to float64, applying the
// VOP3 abs/neg modifiers and input denormal flushing.
func floatLanes(w *Wave, d *instr, i, width int, raw *[64]uint64, out *[64]float64) {
	m := d.mods[i]
	for l := range 64 {
		v := raw[l]
		var f float64
		switch width {
		case 64:
			if m&isa.ModAbs != 0 {
				v &^= 1 << 63
			}
			if m&isa.ModNeg != 0 {
				v ^= 1 << 63
			}
			if w.Mode>>6&1 == 0 && v&0x7ff0_0000_0000_0000 == 0 {
				v &= 1 << 63
			}
			f = math.Float64frombits(v)
		case 32:
			x := uint32(v)
			if m&isa.ModAbs != 0 {
				x &^= 1 << 31
			}
			if m&isa.ModNeg != 0 {
				x ^= 1 << 31
			}
			x = modeF32(w.Mode).flushIn(x)
			f = float64(math.Float32frombits(x))
		case 16:
			x := uint16(v)
			if m&isa.ModAbs != 0 {
				x &^= 1 << 15
			}
			if m&isa.ModNeg != 0 {
				x ^= 1 << 15
			}
			f = f16ToF64(x)
		}
		out[l] = f
	}
}

func vcmpFloat(width int, cond uint8, x bool) semFn {
	return func(w *Wave, d *instr) error {
		var ra, rb [64]uint64
		var a, b [64]float64
		w.readWide(d, 0, width, &ra)
		w.readWide(d, 1, width, &rb)
		floatLanes(w, d, 0, width, &ra, &a)
		floatLanes(w, d, 1, width, &rb, &b)
		var lt, eq, gt, un uint64
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			switch p, q := a[l], b[l]; {
			case p < q:
				lt |= 1 << uint(l)
			case p == q:
				eq |= 1 << uint(l)
			case p > q:
				gt |= 1 << uint(l)
			default:
				un |= 1 << uint(l)
			}
		}
		w.writeCompare(d, maskOf(cond, lt, eq, gt, un), x)
		return nil
	}
}

// Classes tested by v_cmp_class (bit i of S1).
const (
	classSNaN = 1 << iota
	classQNaN
	classNegInf
	classNegNormal
	classNegDenorm
	classNegZero
	classPosZero
	classPosDenorm
	classPosNormal
	classPosInf
)

func vcmpClass(width int, x bool) semFn {
	return func(w *Wave, d *instr) error {
		var ra, rb [64]uint64
		w.readWide(d, 0, width, &ra)
		w.readWide(d, 1, 32, &rb)
		var mask uint64
		forLanes(w.EXEC, func(l int) {
			v := ra[l]
			if d.mods[0]&isa.ModAbs != 0 {
				v &^= 1 << uint(width-1)
			}
			if d.mods[0]&isa.ModNeg != 0 {
				v ^= 1 << uint(width-1)
			}
			if rb[l]&floatClass(v, width) != 0 {
				mask |= 1 << uint(l)
			}
		})
		w.writeCompare(d, mask, x)
		return nil
	}
}

// floatClass returns the class bit of an IEEE value of the given width.
func floatClass(v uint64, width int) uint64 {
	var expBits, manBits uint
	switch width {
	case 16:
		expBits, manBits = 5, 10
	case 32:
		expBits, manBits = 8, 23
	default:
		expBits, manBits = 11, 52
	}
	neg := v>>uint(width-1)&1 != 0
	exp := v >> manBits & (1<<expBits - 1)
	man := v & (1<<manBits - 1)
	pick := func(n, p uint64) uint64 {
		if neg {
			return n
		}
		return p
	}
	switch {
	case exp == 1<<expBits-1 && man != 0:
		if man>>(manBits-1)&1 != 0 {
			return classQNaN
		}
		return classSNaN
	case exp == 1<<expBits-1:
		return pick(classNegInf, classPosInf)
	case exp == 0 && man == 0:
		return pick(classNegZero, classPosZero)
	case exp == 0:
		return pick(classNegDenorm, classPosDenorm)
	}
	return pick(classNegNormal, classPosNormal)
}

// f16ToF64 converts IEEE half bits exactly.
func f16ToF64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h >> 10 & 0x1f)
	man := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(man, -24)
	case 31:
		if man != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * math.Ldexp(1024+man, exp-25)
}
