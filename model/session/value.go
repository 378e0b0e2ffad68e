package session

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
)

// scalarType is a C base type of a computed value.
type scalarType struct {
	name   string
	size   int
	signed bool
	float  bool
}

var (
	scalarInt    = scalarType{"int", 4, true, false}
	scalarUInt   = scalarType{"unsigned int", 4, false, false}
	scalarLong   = scalarType{"long", 8, true, false}
	scalarULong  = scalarType{"unsigned long", 8, false, false}
	scalarFloat  = scalarType{"float", 4, true, true}
	scalarDouble = scalarType{"double", 8, true, true}
)

var scalarTypes = map[string]scalarType{
	"char": {"char", 1, true, false}, "signed char": {"signed char", 1, true, false},
	"unsigned char": {"unsigned char", 1, false, false}, "uchar": {"uchar", 1, false, false},
	"short": {"short", 2, true, false}, "unsigned short": {"unsigned short", 2, false, false}, "ushort": {"ushort", 2, false, false},
	"int": scalarInt, "signed": scalarInt, "signed int": scalarInt, "unsigned": scalarUInt, "unsigned int": scalarUInt, "uint": scalarUInt,
	"long": scalarLong, "long long": scalarLong, "unsigned long": scalarULong, "unsigned long long": scalarULong, "ulong": scalarULong,
	"size_t": scalarULong, "int32_t": scalarInt, "uint32_t": scalarUInt, "int64_t": scalarLong, "uint64_t": scalarULong,
	"float": scalarFloat, "double": scalarDouble, "bool": {"bool", 1, false, false}, "_Bool": {"_Bool", 1, false, false},
}

func scalarTypeByName(n string) (scalarType, bool) {
	t, ok := scalarTypes[n]
	return t, ok
}

// Value is the result of an expression: a scalar (with its C type), or an
// object read through DWARF (its type and bytes), or a string.
type Value struct {
	st  scalarType
	u   uint64  // integer bits, zero/sign-extended to 64
	f   float64 // for floats
	obj bool    // a DWARF object: typ and raw hold it
	typ *dwarf.Type
	raw []byte
	str string // a string value ($_dispatch_pos)
	isS bool
	// optimizedOut marks a variable without a location here.
	optimizedOut bool
	// code marks a code address ($pc), printed as gdb prints one:
	// "(void (*)()) 0x1cd0 <vadd+208>" with sym the "<vadd+208>".
	code bool
	sym  string
}

func intValue(u uint64, t scalarType) Value {
	return Value{st: t, u: truncate(u, t)}
}

func floatValue(f float64, size int) Value {
	if size == 4 {
		return Value{st: scalarFloat, f: float64(float32(f))}
	}
	return Value{st: scalarDouble, f: f}
}

// truncate keeps size bytes of u, sign- or zero-extended.
func truncate(u uint64, t scalarType) uint64 {
	if t.size >= 8 || t.size <= 0 {
		return u
	}
	bitsN := uint(t.size * 8)
	u &= 1<<bitsN - 1
	if t.signed && u>>(bitsN-1) != 0 {
		u |= ^uint64(0) << bitsN
	}
	return u
}

// DW_ATE encodings of base types.
const (
	ateBoolean      = 0x2
	ateFloat        = 0x4
	ateSigned       = 0x5
	ateSignedChar   = 0x6
	ateUnsigned     = 0x7
	ateUnsignedChar = 0x8
)

// objectValue wraps bytes of a DWARF type; base types, enums and pointers
// also become scalars so that arithmetic works on them.
func objectValue(t *dwarf.Type, b []byte) Value {
	v := Value{obj: true, typ: t, raw: b}
	r := t.Resolve()
	if r == nil {
		return v
	}
	size := int(r.ByteSize())
	if size <= 0 || size > 8 || size > len(b) {
		return v
	}
	var buf [8]byte
	copy(buf[:], b[:size])
	u := binary.LittleEndian.Uint64(buf[:])
	switch r.Kind {
	case dwarf.TypeBase:
		switch r.Encoding {
		case ateFloat:
			if size == 4 {
				v.st, v.f = scalarFloat, float64(math.Float32frombits(uint32(u)))
			} else if size == 8 {
				v.st, v.f = scalarDouble, math.Float64frombits(u)
			}
			return v
		case ateSigned, ateSignedChar:
			v.st = scalarType{r.Name, size, true, false}
		default:
			v.st = scalarType{r.Name, size, false, false}
		}
	case dwarf.TypeEnum:
		v.st = scalarType{r.Name, size, true, false}
	case dwarf.TypePointer, dwarf.TypeReference:
		v.st = scalarType{"pointer", size, false, false}
	default:
		return v
	}
	v.u = truncate(u, v.st)
	return v
}

// isScalar reports whether arithmetic applies.
func (v Value) isScalar() bool { return v.st.size > 0 && !v.isS }

func (v Value) isPointer() bool {
	if !v.obj {
		return false
	}
	r := v.typ.Resolve()
	return r != nil && (r.Kind == dwarf.TypePointer || r.Kind == dwarf.TypeReference)
}

// truth is C's notion of true.
func (v Value) truth() (bool, error) {
	if !v.isScalar() {
		return false, exprError("value is not a scalar")
	}
	if v.st.float {
		return v.f != 0, nil
	}
	return v.u != 0, nil
}

func (v Value) asFloat() float64 {
	if v.st.float {
		return v.f
	}
	if v.st.signed {
		return float64(int64(v.u))
	}
	return float64(v.u)
}

func (v Value) asInt() uint64 {
	if v.st.float {
		if v.st.signed && v.f < 0 {
			return uint64(int64(v.f))
		}
		return uint64(v.f)
	}
	return v.u
}

// Format renders the value as gdb's print does (hex: print/x).
func (v Value) Format(hex bool) string {
	switch {
	case v.optimizedOut:
		return "<optimized out>"
	case v.isS:
		return strconv.Quote(v.str)
	case v.obj:
		return dwarf.FormatValue(v.typ, v.raw, dwarf.FormatOptions{Hex: hex})
	case !hex && v.st.size == 1 && !v.st.float && strings.Contains(v.st.name, "char"):
		b, enc := v.bytes()
		out, _ := dwarf.FormatScalar(b, enc, 'c')
		return out
	case v.code && !hex:
		out := fmt.Sprintf("(void (*)()) %#x", v.u)
		if v.sym != "" {
			out += " " + v.sym
		}
		return out
	}
	return v.scalarString(hex)
}

func (v Value) scalarString(hex bool) string {
	if v.st.float {
		if hex {
			return fmt.Sprintf("%#x", int64(v.f))
		}
		bitsN := 64
		if v.st.size == 4 {
			bitsN = 32
		}
		return strconv.FormatFloat(v.f, 'g', -1, bitsN)
	}
	if hex {
		return fmt.Sprintf("%#x", truncate(v.u, scalarType{size: v.st.size}))
	}
	if v.st.signed {
		return strconv.FormatInt(int64(v.u), 10)
	}
	return strconv.FormatUint(v.u, 10)
}

// FormatAs renders the value in gdb's output format f (print/f): the
// letters of dwarf.FormatScalar, 'a' (an address, with <symbol+off> when
// it is in the kernel's code), 's' and 0 (natural).
func (s *Session) FormatAs(v Value, f byte) string {
	switch f {
	case 0, 's':
		return v.Format(false)
	case 'a':
		if v.isScalar() && !v.st.float {
			out := fmt.Sprintf("%#x", v.u)
			if v.u >= s.bias && v.u-s.bias < uint64(len(s.prog.Code)) {
				if sym := s.symbolic(v.u - s.bias); sym != "" {
					out += " " + sym
				}
			}
			return out
		}
		f = 'x'
	}
	if v.optimizedOut || v.isS {
		return v.Format(false)
	}
	if v.obj {
		return dwarf.FormatValue(v.typ, v.raw, dwarf.FormatOptions{Format: f})
	}
	b, enc := v.bytes()
	if out, ok := dwarf.FormatScalar(b, enc, f); ok {
		return out
	}
	return v.Format(false)
}

// bytes are a scalar's little-endian bytes and its DWARF encoding.
func (v Value) bytes() ([]byte, int) {
	size := v.st.size
	if size <= 0 || size > 8 {
		size = 8
	}
	var b []byte
	enc := ateUnsigned
	switch {
	case v.st.float && size == 4:
		b, enc = le32(math.Float32bits(float32(v.f))), ateFloat
	case v.st.float:
		b, enc = le64(math.Float64bits(v.f)), ateFloat
	default:
		b = le64(v.u)[:size]
		switch {
		case size == 1 && v.st.signed:
			enc = ateSignedChar
		case size == 1:
			enc = ateUnsignedChar
		case v.st.signed:
			enc = ateSigned
		}
	}
	return b, enc
}
