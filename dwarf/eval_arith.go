package dwarf

import (
	"errors"
	"fmt"
	"math"
)

// Arithmetic, logical, relational and type-conversion operations
// (DWARF 5 sections 2.5.1.4, 2.5.1.6) on the typed values of the stack.

func maskTo(v uint64, t BaseType) uint64 {
	if t.Size > 0 && t.Size < 8 {
		return v & (1<<(8*uint(t.Size)) - 1)
	}
	return v
}

func signedType(t BaseType) bool {
	return t.Size == 0 || t.Encoding == DW_ATE_signed || t.Encoding == DW_ATE_signed_char
}

func signExtend(v uint64, t BaseType) int64 {
	if t.Size > 0 && t.Size < 8 {
		sh := 64 - 8*uint(t.Size)
		return int64(v<<sh) >> sh
	}
	return int64(v)
}

func (ev *evaluator) convert(v entry, t BaseType, reinterpret bool) error {
	if reinterpret {
		return ev.pushVal(v.val, t)
	}
	fromF, toF := v.typ.Encoding == DW_ATE_float, t.Encoding == DW_ATE_float
	switch {
	case fromF && toF:
		return ev.pushVal(floatBits(toFloat(v), t.Size), t)
	case fromF:
		f := toFloat(v)
		if signedType(t) {
			return ev.pushVal(uint64(int64(f)), t)
		}
		return ev.pushVal(uint64(f), t)
	case toF:
		var f float64
		if signedType(v.typ) {
			f = float64(signExtend(v.val, v.typ))
		} else {
			f = float64(v.val)
		}
		return ev.pushVal(floatBits(f, t.Size), t)
	}
	if signedType(v.typ) {
		return ev.pushVal(uint64(signExtend(v.val, v.typ)), t)
	}
	return ev.pushVal(v.val, t)
}

func toFloat(v entry) float64 {
	if v.typ.Size == 4 {
		return float64(math.Float32frombits(uint32(v.val)))
	}
	return math.Float64frombits(v.val)
}

func floatBits(f float64, size int) uint64 {
	if size == 4 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func (ev *evaluator) unary(op byte) error {
	v, err := ev.popVal()
	if err != nil {
		return err
	}
	if v.typ.Encoding == DW_ATE_float {
		f := toFloat(v)
		switch op {
		case DW_OP_abs:
			return ev.pushVal(floatBits(math.Abs(f), v.typ.Size), v.typ)
		case DW_OP_neg:
			return ev.pushVal(floatBits(-f, v.typ.Size), v.typ)
		}
		return errors.New("DW_OP_not of a floating-point value")
	}
	switch op {
	case DW_OP_abs:
		s := signExtend(v.val, v.typ)
		if signedType(v.typ) && s < 0 {
			return ev.pushVal(uint64(-s), v.typ)
		}
		return ev.pushVal(v.val, v.typ)
	case DW_OP_neg:
		return ev.pushVal(uint64(-signExtend(v.val, v.typ)), v.typ)
	}
	return ev.pushVal(^v.val, v.typ)
}

func (ev *evaluator) binary(op byte) error {
	b, err := ev.popVal()
	if err != nil {
		return err
	}
	a, err := ev.popVal()
	if err != nil {
		return err
	}
	if a.typ != b.typ && a.typ.Size != 0 && b.typ.Size != 0 && op != DW_OP_shl && op != DW_OP_shr && op != DW_OP_shra {
		return fmt.Errorf("operands of different types (%d-byte encoding %d and %d-byte encoding %d)", a.typ.Size, a.typ.Encoding, b.typ.Size, b.typ.Encoding)
	}
	t := a.typ
	if t.Size == 0 {
		t = b.typ
	}
	if t.Encoding == DW_ATE_float && op != DW_OP_shl && op != DW_OP_shr && op != DW_OP_shra {
		return ev.floatBinary(op, a, b, t)
	}
	sa, sb := signExtend(a.val, t), signExtend(b.val, t)
	signed := signedType(t)
	bool2 := func(c bool) error {
		if c {
			return ev.pushVal(1, BaseType{})
		}
		return ev.pushVal(0, BaseType{})
	}
	less := a.val < b.val
	if signed {
		less = sa < sb
	}
	switch {
	case op == DW_OP_shr && a.valueReg() && !a.sub && b.val < 64:
		return ev.push(entry{val: maskTo(maskTo(a.val, a.typ)>>b.val, a.typ), typ: a.typ, fromReg: a.fromReg, sub: true, subShift: b.val})
	case op == DW_OP_and && (a.sub || a.valueReg()):
		return ev.push(entry{val: maskTo(a.val&b.val, t), typ: t, fromReg: a.fromReg, sub: true, subShift: a.subShift})
	}
	switch op {
	case DW_OP_and:
		return ev.pushVal(a.val&b.val, t)
	case DW_OP_or:
		return ev.pushVal(a.val|b.val, t)
	case DW_OP_xor:
		return ev.pushVal(a.val^b.val, t)
	case DW_OP_plus:
		return ev.pushVal(a.val+b.val, t)
	case DW_OP_minus:
		return ev.pushVal(a.val-b.val, t)
	case DW_OP_mul:
		return ev.pushVal(a.val*b.val, t)
	case DW_OP_div:
		if b.val == 0 {
			return errors.New("division by zero")
		}
		if signed {
			if sb == -1 {
				return ev.pushVal(uint64(-sa), t)
			}
			return ev.pushVal(uint64(sa/sb), t)
		}
		return ev.pushVal(a.val/b.val, t)
	case DW_OP_mod:
		if b.val == 0 {
			return errors.New("modulo by zero")
		}
		if signed && t.Size != 0 {
			if sb == -1 {
				return ev.pushVal(0, t)
			}
			return ev.pushVal(uint64(sa%sb), t)
		}
		return ev.pushVal(a.val%b.val, t)
	case DW_OP_shl:
		if b.val >= 64 {
			return ev.pushVal(0, a.typ)
		}
		return ev.pushVal(a.val<<b.val, a.typ)
	case DW_OP_shr:
		if b.val >= 64 {
			return ev.pushVal(0, a.typ)
		}
		return ev.pushVal(maskTo(a.val, a.typ)>>b.val, a.typ)
	case DW_OP_shra:
		s := signExtend(a.val, a.typ)
		if b.val >= 64 {
			return ev.pushVal(uint64(s>>63), a.typ)
		}
		return ev.pushVal(uint64(s>>b.val), a.typ)
	case DW_OP_eq:
		return bool2(a.val == b.val)
	case DW_OP_ne:
		return bool2(a.val != b.val)
	case DW_OP_lt:
		return bool2(less)
	case DW_OP_ge:
		return bool2(!less)
	case DW_OP_gt:
		return bool2(!less && a.val != b.val)
	case DW_OP_le:
		return bool2(less || a.val == b.val)
	}
	return fmt.Errorf("not a binary operation 0x%02x", op)
}

func (ev *evaluator) floatBinary(op byte, a, b entry, t BaseType) error {
	x, y := toFloat(a), toFloat(b)
	bool2 := func(c bool) error {
		if c {
			return ev.pushVal(1, BaseType{})
		}
		return ev.pushVal(0, BaseType{})
	}
	switch op {
	case DW_OP_plus:
		return ev.pushVal(floatBits(x+y, t.Size), t)
	case DW_OP_minus:
		return ev.pushVal(floatBits(x-y, t.Size), t)
	case DW_OP_mul:
		return ev.pushVal(floatBits(x*y, t.Size), t)
	case DW_OP_div:
		return ev.pushVal(floatBits(x/y, t.Size), t)
	case DW_OP_eq:
		return bool2(x == y)
	case DW_OP_ne:
		return bool2(x != y)
	case DW_OP_lt:
		return bool2(x < y)
	case DW_OP_le:
		return bool2(x <= y)
	case DW_OP_gt:
		return bool2(x > y)
	case DW_OP_ge:
		return bool2(x >= y)
	}
	return fmt.Errorf("%s of floating-point values", OpName(op))
}

// valueReg reports whether e is a register's own value read by
// "DW_OP_bregx R+0" (R not the stack or frame pointer SGPR32/SGPR33): what
// LLVM's sub-register idiom starts from.
func (e entry) valueReg() bool {
	r := e.fromReg - 1
	return e.fromReg != 0 && e.regOff == 0 && r != RegSGPR0+32 && r != RegSGPR0+33
}
