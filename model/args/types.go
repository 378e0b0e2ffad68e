package args

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"strings"
)

// ElemType is the element type of a buffer argument or of a by-value argument.
type ElemType uint8

// The element types args.yaml names.
const (
	Invalid ElemType = iota
	I8
	U8
	I16
	U16
	I32
	U32
	I64
	U64
	F16
	BF16
	F32
	F64
)

var elemNames = [...]string{"", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "bf16", "f32", "f64"}

func (t ElemType) String() string {
	if int(t) < len(elemNames) && t != Invalid {
		return elemNames[t]
	}
	return fmt.Sprintf("ElemType(%d)", uint8(t))
}

// ElemTypeNames lists the names args.yaml accepts, for error messages.
func ElemTypeNames() string { return strings.Join(elemNames[1:], " ") }

// ParseElemType returns the type named s ("f32", ...).
func ParseElemType(s string) (ElemType, bool) {
	for i, n := range elemNames {
		if i > 0 && n == s {
			return ElemType(i), true
		}
	}
	return Invalid, false
}

// Size is the size of one element in bytes.
func (t ElemType) Size() int {
	switch t {
	case I8, U8:
		return 1
	case I16, U16, F16, BF16:
		return 2
	case I32, U32, F32:
		return 4
	case I64, U64, F64:
		return 8
	}
	return 0
}

// IsFloat reports whether t is a floating-point type.
func (t ElemType) IsFloat() bool { return t == F16 || t == BF16 || t == F32 || t == F64 }

// IsSigned reports whether t is a signed integer type.
func (t ElemType) IsSigned() bool { return t == I8 || t == I16 || t == I32 || t == I64 }

// intRange is the range of an integer type.
func (t ElemType) intRange() (lo, hi *big.Int) {
	bits := uint(t.Size() * 8)
	if t.IsSigned() {
		hi = new(big.Int).Lsh(big.NewInt(1), bits-1)
		lo = new(big.Int).Neg(hi)
		hi.Sub(hi, big.NewInt(1))
		return lo, hi
	}
	hi = new(big.Int).Lsh(big.NewInt(1), bits)
	hi.Sub(hi, big.NewInt(1))
	return big.NewInt(0), hi
}

// Number is a numeric literal of args.yaml, kept exact: integers as big.Int
// (so u64 and i64 extremes round-trip), floats as float64.
type Number struct {
	Int     *big.Int // nil for a float literal
	Float   float64
	IsFloat bool
	Pos     Pos
}

// negative reports whether n is below zero.
func (n Number) negative() bool {
	if n.IsFloat || n.Int == nil {
		return n.Float < 0
	}
	return n.Int.Sign() < 0
}

// signed is the signed integer type of t's size (t itself when it is not
// an unsigned integer).
func (t ElemType) signed() ElemType {
	switch t {
	case U8:
		return I8
	case U16:
		return I16
	case U32:
		return I32
	case U64:
		return I64
	}
	return t
}

// encode writes n as one element of type t into b (len(b) == t.Size()).
// An integer that does not fit t, or a float literal for an integer type,
// is an error.
func (n Number) encode(t ElemType, b []byte) error {
	if t.IsFloat() {
		v := n.Float
		if !n.IsFloat {
			v, _ = new(big.Float).SetInt(n.Int).Float64()
		}
		putFloat(t, b, v)
		return nil
	}
	if n.IsFloat {
		if n.Float != math.Trunc(n.Float) || math.IsInf(n.Float, 0) || math.IsNaN(n.Float) {
			return fmt.Errorf("%v is not an integer, but the type is %v", n.Float, t)
		}
		bf := new(big.Float).SetFloat64(n.Float)
		n.Int, _ = bf.Int(nil)
	}
	lo, hi := t.intRange()
	if n.Int.Cmp(lo) < 0 || n.Int.Cmp(hi) > 0 {
		return fmt.Errorf("%v does not fit %v (range %v..%v)", n.Int, t, lo, hi)
	}
	v := n.Int.Uint64()
	if n.Int.Sign() < 0 {
		v = uint64(n.Int.Int64()) // two's complement; the range check above bounds it
	}
	putInt(t, b, v&mask(t))
	return nil
}

func mask(t ElemType) uint64 {
	if t.Size() == 8 {
		return math.MaxUint64
	}
	return 1<<(8*uint(t.Size())) - 1
}

func putInt(t ElemType, b []byte, v uint64) {
	switch t.Size() {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func putFloat(t ElemType, b []byte, v float64) {
	switch t {
	case F16:
		binary.LittleEndian.PutUint16(b, F32ToF16(float32(v)))
	case BF16:
		binary.LittleEndian.PutUint16(b, F32ToBF16(float32(v)))
	case F32:
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(v)))
	case F64:
		binary.LittleEndian.PutUint64(b, math.Float64bits(v))
	}
}

// F32ToF16 converts to IEEE binary16, rounding to nearest even.
// (float64 -> float32 -> f16 can double-round; args values are written by
// people, and the loss is documented in the README.)
func F32ToF16(f float32) uint16 {
	x := math.Float32bits(f)
	sign := uint16(x>>16) & 0x8000
	exp := int(x>>23) & 0xff
	man := x & 0x7fffff
	switch {
	case exp == 0xff: // Inf or NaN
		if man != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	case exp-127 > 15: // overflow
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 1 { // normal
		m := man >> 13
		rest := man & 0x1fff
		h := uint32(e)<<10 | m
		if rest > 0x1000 || (rest == 0x1000 && h&1 == 1) {
			h++ // may carry into the exponent, and to Inf: both correct
		}
		return sign | uint16(h)
	}
	// subnormal or zero in f16
	if e < -10 {
		return sign
	}
	man |= 0x800000
	shift := uint(14 - e) // 13 + (1 - e)
	m := man >> shift
	rest := man & (1<<shift - 1)
	half := uint32(1) << (shift - 1)
	if rest > half || (rest == half && m&1 == 1) {
		m++
	}
	return sign | uint16(m)
}

// F32ToBF16 converts to bfloat16, rounding to nearest even.
func F32ToBF16(f float32) uint16 {
	x := math.Float32bits(f)
	if x&0x7fffffff > 0x7f800000 {
		return uint16(x>>16) | 0x40 // quiet NaN
	}
	x += 0x7fff + (x>>16)&1
	return uint16(x >> 16)
}
