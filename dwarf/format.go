package dwarf

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// FormatOptions tune FormatValue.
type FormatOptions struct {
	// Hex prints integers in hexadecimal (gdb's print/x).
	Hex bool
	// MaxElements bounds the array elements printed (gdb's "print
	// elements", 200 when 0).
	MaxElements int
	// Format is a gdb output format letter applied to every scalar
	// (print/FMT): x d u o t z c f, or 0 for the natural format (Hex
	// is the same as 'x').
	Format byte
}

// FormatScalar prints the bytes of a scalar (little-endian) whose DWARF
// base type encoding is enc (0 for pointers) in gdb's output format f:
// x, z, o, t, d, u (the bits, also of a float), c (as a character), f
// (as a float, an integer's bits reinterpreted when it is 4 or 8 bytes,
// with gdb's 9 or 17 significant digits). Other letters print nothing.
func FormatScalar(b []byte, enc int, f byte) (string, bool) {
	if len(b) > 8 {
		b = b[:8]
	}
	u := uint64(intValue(b, false))
	if len(b) < 8 {
		u &= 1<<(8*uint(len(b))) - 1
	}
	switch f {
	case 'x':
		return "0x" + strconv.FormatUint(u, 16), true
	case 'z':
		return fmt.Sprintf("0x%0*x", 2*len(b), u), true
	case 'o':
		if u == 0 {
			return "0", true
		}
		return "0" + strconv.FormatUint(u, 8), true
	case 't':
		return strconv.FormatUint(u, 2), true
	case 'd':
		return strconv.FormatInt(intValue(b, true), 10), true
	case 'u':
		return strconv.FormatUint(u, 10), true
	case 'c':
		c := int8(u)
		if enc == DW_ATE_unsigned_char || enc == DW_ATE_unsigned || enc == DW_ATE_boolean {
			return strconv.FormatUint(uint64(uint8(u)), 10) + " " + charLiteral(uint8(u)), true
		}
		return strconv.FormatInt(int64(c), 10) + " " + charLiteral(uint8(u)), true
	case 'f':
		switch {
		case len(b) == 4:
			return strconv.FormatFloat(float64(math.Float32frombits(uint32(u))), 'g', 9, 32), true
		case len(b) == 8:
			return strconv.FormatFloat(math.Float64frombits(u), 'g', 17, 64), true
		case len(b) == 2 && enc == DW_ATE_float:
			return strconv.FormatFloat(HalfToFloat(uint16(u)), 'g', 5, 32), true
		case enc == DW_ATE_signed || enc == DW_ATE_signed_char:
			return strconv.FormatInt(intValue(b, true), 10), true
		}
		return strconv.FormatUint(u, 10), true
	}
	return "", false
}

// repeatThreshold is gdb's "repeats": runs this long collapse into
// "V <repeats N times>".
const repeatThreshold = 10

// FormatValue renders the bytes of a value of type t as gdb prints them:
// 42, 1.5, {x = 1, y = 2}, {1, 2, 3, 4}, (float *) 0x1000. Floating-point
// values print as the shortest decimal that reads back to the same bits.
func FormatValue(t *Type, b []byte, opts FormatOptions) string {
	var sb strings.Builder
	formatValue(&sb, t, b, opts, 0, true)
	return sb.String()
}

func formatValue(sb *strings.Builder, t *Type, b []byte, opts FormatOptions, depth int, top bool) {
	if depth > 32 {
		sb.WriteString("...")
		return
	}
	r := t.Resolve()
	if r == nil {
		sb.WriteString(formatInt(b, false, opts.Hex))
		return
	}
	size := r.ByteSize()
	if size > int64(len(b)) && r.Kind != TypeStruct && r.Kind != TypeUnion && r.Kind != TypeClass && r.Kind != TypeArray {
		sb.WriteString("<error: value shorter than its type>")
		return
	}
	if f := opts.Format; f != 0 && (r.Kind == TypeBase || r.Kind == TypeEnum || r.Kind == TypePointer || r.Kind == TypeReference) {
		if out, ok := FormatScalar(b[:size], r.Encoding, f); ok {
			sb.WriteString(out)
			return
		}
	}
	switch r.Kind {
	case TypeBase:
		sb.WriteString(formatBase(r, b[:size], opts))
	case TypeEnum:
		v := intValue(b[:size], true)
		if !opts.Hex {
			for _, e := range r.Enumerators {
				if e.Value == v {
					sb.WriteString(e.Name)
					return
				}
			}
		}
		sb.WriteString(formatInt(b[:size], true, opts.Hex))
	case TypePointer, TypeReference:
		p := uint64(intValue(b[:size], false))
		if size < 8 {
			p &= 1<<(8*uint(size)) - 1
		}
		if top && r.Kind == TypePointer {
			sb.WriteString("(" + t.String() + ") ")
		}
		sb.WriteString("0x" + strconv.FormatUint(p, 16))
	case TypeStruct, TypeUnion, TypeClass:
		sb.WriteString("{")
		for i, m := range r.Members {
			if i > 0 {
				sb.WriteString(", ")
			}
			if m.Name != "" {
				sb.WriteString(m.Name + " = ")
			}
			if m.BitSize > 0 {
				sb.WriteString(formatBitField(m, b, opts))
				continue
			}
			ms := int64(0)
			if m.Type != nil {
				ms = m.Type.ByteSize()
			}
			if m.Offset < 0 || m.Offset+ms > int64(len(b)) {
				sb.WriteString("<error: member outside the value>")
				continue
			}
			formatValue(sb, m.Type, b[m.Offset:m.Offset+ms], opts, depth+1, false)
		}
		sb.WriteString("}")
	case TypeArray:
		formatArray(sb, r.Elem, r.Dims, b, opts, depth)
	default:
		sb.WriteString(formatInt(b, false, opts.Hex))
	}
}

func formatArray(sb *strings.Builder, elem *Type, dims []int64, b []byte, opts FormatOptions, depth int) {
	if len(dims) == 0 {
		formatValue(sb, elem, b, opts, depth+1, false)
		return
	}
	n := dims[0]
	stride := elem.ByteSize()
	for _, d := range dims[1:] {
		stride *= max(d, 0)
	}
	if n < 0 || stride <= 0 {
		sb.WriteString("{...}")
		return
	}
	limit := opts.MaxElements
	if limit <= 0 {
		limit = 200
	}
	parts := make([]string, 0, min(n, int64(limit)))
	for i := int64(0); i < n && i < int64(limit); i++ {
		if (i+1)*stride > int64(len(b)) {
			break
		}
		var e strings.Builder
		formatArray(&e, elem, dims[1:], b[i*stride:(i+1)*stride], opts, depth+1)
		parts = append(parts, e.String())
	}
	sb.WriteString("{")
	for i := 0; i < len(parts); {
		j := i
		for j < len(parts) && parts[j] == parts[i] {
			j++
		}
		if i > 0 {
			sb.WriteString(", ")
		}
		if j-i >= repeatThreshold {
			sb.WriteString(parts[i] + " <repeats " + itoa(j-i) + " times>")
			i = j
			continue
		}
		sb.WriteString(parts[i])
		i++
	}
	if n > int64(len(parts)) && len(parts) == limit {
		sb.WriteString("...")
	}
	sb.WriteString("}")
}

func formatBitField(m Member, b []byte, opts FormatOptions) string {
	if m.BitOffset < 0 || m.BitSize > 64 || (m.BitOffset+m.BitSize+7)/8 > int64(len(b)) {
		return "<error: bit field outside the value>"
	}
	var out [8]byte
	copyBits(out[:], 0, b, uint64(m.BitOffset), uint64(m.BitSize))
	v := binary.LittleEndian.Uint64(out[:])
	signed := false
	if r := m.Type.Resolve(); r != nil && (r.Encoding == DW_ATE_signed || r.Encoding == DW_ATE_signed_char) {
		signed = true
	}
	if opts.Hex {
		return "0x" + strconv.FormatUint(v, 16)
	}
	if signed && m.BitSize < 64 && v>>(uint(m.BitSize)-1)&1 != 0 {
		return strconv.FormatInt(int64(v|^uint64(0)<<uint(m.BitSize)), 10)
	}
	return strconv.FormatUint(v, 10)
}

func intValue(b []byte, signed bool) int64 {
	var raw [8]byte
	n := copy(raw[:], b)
	v := binary.LittleEndian.Uint64(raw[:])
	if signed && n > 0 && n < 8 {
		sh := 64 - 8*uint(n)
		return int64(v<<sh) >> sh
	}
	return int64(v)
}

func formatInt(b []byte, signed, hex bool) string {
	if len(b) > 8 {
		b = b[:8]
	}
	if hex {
		v := uint64(intValue(b, false))
		return "0x" + strconv.FormatUint(v, 16)
	}
	if signed {
		return strconv.FormatInt(intValue(b, true), 10)
	}
	return strconv.FormatUint(uint64(intValue(b, false)), 10)
}

func formatBase(t *Type, b []byte, opts FormatOptions) string {
	switch t.Encoding {
	case DW_ATE_float:
		if opts.Hex {
			return formatInt(b, false, true)
		}
		switch len(b) {
		case 4:
			return formatFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))), 32)
		case 8:
			return formatFloat(math.Float64frombits(binary.LittleEndian.Uint64(b)), 64)
		case 2:
			return formatFloat(HalfToFloat(binary.LittleEndian.Uint16(b)), 32)
		}
		return formatInt(b, false, true)
	case DW_ATE_boolean:
		if opts.Hex {
			return formatInt(b, false, true)
		}
		if intValue(b, false) == 0 {
			return "false"
		}
		return "true"
	case DW_ATE_signed_char, DW_ATE_unsigned_char:
		signed := t.Encoding == DW_ATE_signed_char
		s := formatInt(b, signed, opts.Hex)
		if opts.Hex || len(b) != 1 {
			return s
		}
		return s + " " + charLiteral(b[0])
	case DW_ATE_signed:
		return formatInt(b, true, opts.Hex)
	}
	return formatInt(b, false, opts.Hex)
}

func formatFloat(f float64, bits int) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan(0x" + strconv.FormatUint(math.Float64bits(f)&(1<<52-1), 16) + ")"
	}
	return strconv.FormatFloat(f, 'g', -1, bits)
}

// HalfToFloat converts an IEEE 754 binary16 value to float64 (exactly).
func HalfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * frac * math.Pow(2, -24)
	case 31:
		if frac == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}

// charLiteral quotes a byte as gdb does: 'A', '\n', '\253'.
func charLiteral(c byte) string {
	switch c {
	case '\a':
		return `'\a'`
	case '\b':
		return `'\b'`
	case '\f':
		return `'\f'`
	case '\n':
		return `'\n'`
	case '\r':
		return `'\r'`
	case '\t':
		return `'\t'`
	case '\v':
		return `'\v'`
	case '\'', '\\':
		return `'\` + string(c) + `'`
	}
	if c < 0x20 || c >= 0x7f {
		return fmt.Sprintf(`'\%03o'`, c)
	}
	return "'" + string(c) + "'"
}
